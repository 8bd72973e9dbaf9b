import Foundation
import MigratorLoader
import MigratorModel
import XCTest

final class NativeLoaderTests: XCTestCase {
    func testLoadsTheEdgeCaseFixture() throws {
        let loaded = try DocumentLoader().load(path: LoaderTestSupport.path("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml"))
        XCTAssertEqual(loaded.format, .native)
        XCTAssertEqual(loaded.document.service.name, "Edge Cases")
        XCTAssertEqual(loaded.document.models.map(\.name), ["Error", "Date", "SortOrder", "Locale", "Node", "Other", "Scalars", "Size", "Level", "Empty", "Shape", "Anything"])
        let scalars = try XCTUnwrap(loaded.document.model(named: "Scalars"))
        XCTAssertEqual(scalars.properties.first { $0.name == "photo_urls" }?.type, .array(.scalar(.url)))
        XCTAssertEqual(scalars.properties.first { $0.name == "weight" }?.defaultValue, .number(1.5))
        guard case let .enum(level) = loaded.document.model(named: "Level")?.kind else { return XCTFail("Level is not an enum") }
        XCTAssertEqual(level.cases.map(\.value), [.integer(1), .integer(-1), .integer(20)])
        guard case let .enum(size) = loaded.document.model(named: "Size")?.kind else { return XCTFail("Size is not an enum") }
        XCTAssertEqual(size.cases.first?.value, .string("2xl"))
        let getNode = try XCTUnwrap(loaded.document.endpoints.first)
        XCTAssertEqual(getNode.method, "GET")
        XCTAssertEqual(getNode.parameters.map(\.location), [.path, .query, .query, .header, .query, .query, .header])
        XCTAssertEqual(loaded.document.endpoints[2].bodyParameter?.contentType, .formURLEncoded)
        XCTAssertEqual(loaded.document.authSchemes[1].kind, .apiKey(location: .query, parameterName: "key"))
    }

    func testJSONEncodingLoadsBackToTheSameDocument() throws {
        let loaded = try DocumentLoader().load(path: LoaderTestSupport.path("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let json = try encoder.encode(loaded.document)
        let reloaded = try DocumentLoader().load(data: json, file: "edge-cases.json")
        XCTAssertEqual(reloaded.document, loaded.document)
    }

    func testInvalidYAMLNamesTheLine() {
        let diagnostics = LoaderTestSupport.diagnostics(loading: "migrator-document: \"1\"\nservice:\n  name: [unclosed\n")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.hasPrefix("invalid YAML"), diagnostics[0].message)
        XCTAssertNotNil(diagnostics[0].location.line)
        XCTAssertEqual(diagnostics[0].location.file, "api.yaml")
    }

    func testInvalidJSONIsReported() {
        let diagnostics = LoaderTestSupport.diagnostics(loading: "{\"migrator-document\": \"1\", ", named: "api.json")
        XCTAssertEqual(diagnostics.map(\.severity), [.error])
        XCTAssertTrue(diagnostics[0].message.hasPrefix("invalid JSON"), diagnostics[0].message)
    }

    func testEmptyFileAndUnsupportedFormats() {
        XCTAssertEqual(LoaderTestSupport.diagnostics(loading: "  \n").first?.message, "the file is empty")
        let swagger = LoaderTestSupport.diagnostics(loading: "swagger: \"2.0\"\ninfo: {title: x}\n")
        XCTAssertTrue(swagger[0].message.contains("Swagger 2.0"), swagger[0].message)
        XCTAssertTrue(swagger[0].message.contains("OpenAPI 3.0/3.1"), swagger[0].message)
        let other = LoaderTestSupport.diagnostics(loading: "hello: world\n")
        XCTAssertTrue(other[0].message.contains("\"hello\""), other[0].message)
    }

    func testMissingRequiredFieldHasPointerAndLine() {
        let text = LoaderTestSupport.yaml("""
            models:
              - name: Pet
                properties:
                  - name: id
            """)
        let diagnostics = LoaderTestSupport.diagnostics(loading: text)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics[0].message, "missing required field \"type\"")
        XCTAssertEqual(diagnostics[0].location.pointer, "/models/0/properties/0")
        XCTAssertEqual(diagnostics[0].location.line, 8)
    }

    func testBadTypeSyntaxAndUnknownMethodAreDecodingErrors() {
        let badType = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            models:
              - name: Pet
                properties:
                  - { name: id, type: "array<int" }
            """))
        XCTAssertEqual(badType.first?.location.pointer, "/models/0/properties/0/type")
        XCTAssertTrue(badType.first?.message.contains("invalid type") == true)
        let badMethod = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            endpoints:
              - { operationId: a, method: FETCH, path: /a }
            """))
        XCTAssertEqual(badMethod.first?.location.pointer, "/endpoints/0/method")
    }

    func testServerVariablesAndEndpointServersAreChecked() {
        let text = LoaderTestSupport.yaml("""
            servers:
              - url: "https://{region}.api.example.com/{missing}"
                variables:
                  - { name: region, default: mars, enum: [eu, us] }
                  - { name: unused, default: a }
            endpoints:
              - operationId: upload
                method: PUT
                path: /files
                servers: [ { url: /relative } ]
            """)
        let diagnostics = LoaderTestSupport.diagnostics(loading: text)
        let byPointer = Dictionary(grouping: diagnostics, by: { $0.location.pointer ?? "" }).mapValues { $0.map(\.message) }
        XCTAssertEqual(byPointer["/servers/0/url"], ["the server URL names {missing} but no variable has that name"])
        XCTAssertEqual(byPointer["/servers/0/variables/0/default"], ["the default \"mars\" of server variable \"region\" is not one of its values"])
        XCTAssertEqual(byPointer["/servers/0/variables/1"], ["server variable \"unused\" does not appear in the URL https://{region}.api.example.com/{missing}"])
        XCTAssertEqual(byPointer["/endpoints/0/servers/0/url"], ["server URL \"/relative\" is not an absolute URL"])
        XCTAssertEqual(diagnostics.count, 4, "\(diagnostics)")
    }

    func testMultipartBodiesAreObjectsAndOnlyTheyHaveEncoding() throws {
        let text = LoaderTestSupport.yaml("""
            models:
              - name: Upload
                properties:
                  - { name: file, type: binary, required: true }
            endpoints:
              - operationId: scalarMultipart
                method: POST
                path: /a
                parameters:
                  - { name: body, in: body, type: string, contentType: multipart/form-data }
              - operationId: jsonWithEncoding
                method: POST
                path: /b
                parameters:
                  - { name: body, in: body, type: Upload, encoding: { file: image/png } }
              - operationId: multipartResponse
                method: GET
                path: /c
                response: { type: Upload, contentType: multipart/form-data }
            """)
        let diagnostics = LoaderTestSupport.diagnostics(loading: text)
        let byPointer = Dictionary(grouping: diagnostics, by: { $0.location.pointer ?? "" }).mapValues { $0.map(\.message) }
        XCTAssertEqual(byPointer["/endpoints/0/parameters/0/type"], ["a multipart/form-data body must be an object model or a map"])
        XCTAssertEqual(byPointer["/endpoints/1/parameters/0/encoding"], ["\"encoding\" applies to multipart/form-data bodies only"])
        XCTAssertEqual(byPointer["/endpoints/2/response/contentType"], ["multipart/form-data responses are not supported"])
        XCTAssertEqual(diagnostics.count, 3, "\(diagnostics)")

        let valid = LoaderTestSupport.yaml("""
            models:
              - name: Upload
                properties:
                  - { name: file, type: binary, required: true }
            endpoints:
              - operationId: upload
                method: POST
                path: /a
                parameters:
                  - { name: body, in: body, type: Upload, contentType: multipart/form-data, encoding: { file: image/png } }
            """)
        let loaded = try DocumentLoader().load(data: Data(valid.utf8), file: "api.yaml")
        let body = try XCTUnwrap(loaded.document.endpoints.first?.bodyParameter)
        XCTAssertEqual(body.contentType, .multipartFormData)
        XCTAssertEqual(body.multipartEncoding, ["file": "image/png"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(body), as: UTF8.self)
        XCTAssertTrue(json.contains("\"encoding\":{\"file\":\"image\\/png\"}"), json)
        XCTAssertEqual(try JSONDecoder().decode(Parameter.self, from: Data(json.utf8)), body)
        var plain = body
        plain.multipartEncoding = [:]
        XCTAssertFalse(String(decoding: try encoder.encode(plain), as: UTF8.self).contains("encoding"))
    }

    func testRawMediaTypesAreValidAndOnlyOnRawContent() throws {
        let text = LoaderTestSupport.yaml("""
            endpoints:
              - operationId: badSubtype
                method: POST
                path: /a
                parameters:
                  - { name: body, in: body, type: binary, contentType: application/octet-stream, mediaType: "image/" }
              - operationId: withParameters
                method: POST
                path: /b
                parameters:
                  - { name: body, in: body, type: binary, contentType: application/octet-stream, mediaType: "text/csv; charset=utf-8" }
                response: { type: binary, contentType: application/octet-stream, mediaType: "*/png" }
              - operationId: notRaw
                method: POST
                path: /c
                parameters:
                  - { name: body, in: body, type: string, contentType: text/plain, mediaType: text/csv }
                  - { name: q, in: query, type: string, mediaType: text/csv }
                response: { type: string, mediaType: text/plain }
              - operationId: alternatives
                method: GET
                path: /d
                response: { type: string, alternatives: [text/plain, "text/plain", application/json, "text/plain;q=1"] }
            """)
        let diagnostics = LoaderTestSupport.diagnostics(loading: text)
        let byPointer = Dictionary(grouping: diagnostics, by: { $0.location.pointer ?? "" }).mapValues { $0.map(\.message) }
        XCTAssertEqual(byPointer["/endpoints/0/parameters/0/mediaType"], ["\"image/\" is not a media type such as image/jpeg (type/subtype, no parameters)"])
        XCTAssertEqual(byPointer["/endpoints/1/parameters/0/mediaType"], ["\"text/csv; charset=utf-8\" is not a media type such as image/jpeg (type/subtype, no parameters)"])
        XCTAssertEqual(byPointer["/endpoints/1/response/mediaType"], ["\"*/png\" is not a media type such as image/jpeg (type/subtype, no parameters)"])
        XCTAssertEqual(byPointer["/endpoints/2/parameters/0/mediaType"], ["\"mediaType\" applies to application/octet-stream (raw) content only, not text/plain"])
        XCTAssertEqual(byPointer["/endpoints/2/parameters/1/mediaType"], ["\"mediaType\" applies to body parameters only"])
        XCTAssertEqual(byPointer["/endpoints/2/response/mediaType"], ["\"mediaType\" applies to application/octet-stream (raw) content only, not application/json"])
        XCTAssertEqual(byPointer["/endpoints/3/response/alternatives/1"], ["the media type text/plain is listed twice"])
        XCTAssertEqual(byPointer["/endpoints/3/response/alternatives/2"], ["the media type application/json is listed twice"])
        XCTAssertEqual(byPointer["/endpoints/3/response/alternatives/3"], ["\"text/plain;q=1\" is not a media type such as text/plain (type/subtype, no parameters)"])
        XCTAssertEqual(diagnostics.count, 9, "\(diagnostics)")

        let valid = LoaderTestSupport.yaml("""
            endpoints:
              - operationId: uploadCover
                method: PUT
                path: /cover
                parameters:
                  - { name: body, in: body, type: binary, required: true, contentType: application/octet-stream, mediaType: image/jpeg }
                response: { type: binary, contentType: application/octet-stream, mediaType: "image/*" }
            """)
        let loaded = try DocumentLoader().load(data: Data(valid.utf8), file: "api.yaml")
        let endpoint = try XCTUnwrap(loaded.document.endpoints.first)
        XCTAssertEqual(endpoint.bodyParameter?.mediaType, "image/jpeg")
        XCTAssertEqual(endpoint.response?.mediaType, "image/*")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(endpoint), as: UTF8.self)
        XCTAssertTrue(json.contains("\"mediaType\":\"image/jpeg\""), json)
        XCTAssertTrue(json.contains("\"mediaType\":\"image/*\""), json)
        XCTAssertEqual(try JSONDecoder().decode(Endpoint.self, from: Data(json.utf8)), endpoint)
    }

    func testSemanticErrorsAreAllReportedWithLocations() {
        let text = LoaderTestSupport.yaml("""
            servers:
              - url: not a url
            models:
              - name: Pet
                properties:
                  - { name: owner, type: Person }
                  - { name: owner, type: string }
              - name: Pet
                enum: string
                cases: [{ value: a }, { value: a }]
            endpoints:
              - operationId: getPet
                method: GET
                path: /pets/{id}
                security: [oauth]
                parameters:
                  - { name: petId, in: path, type: int64, required: true }
                  - { name: filter, in: query, type: binary }
                  - { name: X-Ids, in: header, type: "array<int32>", style: form }
                  - { name: X-Path, in: header, type: string, allowReserved: true }
              - operationId: getPet
                method: GET
                path: /pets/{id
            """)
        let diagnostics = LoaderTestSupport.diagnostics(loading: text)
        let byPointer = Dictionary(grouping: diagnostics, by: { $0.location.pointer ?? "" }).mapValues { $0.map(\.message) }
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .error && $0.location.line != nil }, "\(diagnostics)")
        XCTAssertEqual(byPointer["/servers/0/url"], ["server URL \"not a url\" is not an absolute URL"])
        XCTAssertEqual(byPointer["/models/0/properties/0/type"], ["unknown type \"Person\" (no model has this name)"])
        XCTAssertEqual(byPointer["/models/0/properties/1"], ["duplicate property \"owner\" (first at /models/0/properties/0)"])
        XCTAssertEqual(byPointer["/models/1"], ["duplicate model \"Pet\" (first at /models/0)"])
        XCTAssertEqual(byPointer["/models/1/cases/1/value"], ["duplicate enum value \"a\""])
        XCTAssertEqual(byPointer["/endpoints/0/security/0"], ["unknown auth scheme \"oauth\""])
        XCTAssertEqual(byPointer["/endpoints/1"], ["duplicate operationId \"getPet\" (first at /endpoints/0)"])
        XCTAssertEqual(byPointer["/endpoints/1/path"], ["invalid path template \"/pets/{id\" (unbalanced or empty braces)"])
        XCTAssertEqual(byPointer["/endpoints/0/path"], ["the path template names {id} but no path parameter has that name"])
        XCTAssertEqual(
            byPointer["/endpoints/0/parameters/0"],
            ["path parameter \"petId\" does not appear in the path template /pets/{id}"]
        )
        XCTAssertEqual(
            byPointer["/endpoints/0/parameters/1/type"],
            ["query parameter \"filter\" has type binary; binary values can only be sent in the body"]
        )
        XCTAssertEqual(
            byPointer["/endpoints/0/parameters/2/style"],
            ["style form is not allowed for a header parameter (allowed: simple)"]
        )
        XCTAssertEqual(byPointer["/endpoints/0/parameters/3/allowReserved"], ["only a query parameter has allowReserved"])
    }

    func testEnumValuesFollowTheRawType() throws {
        let text = LoaderTestSupport.yaml("""
            models:
              - name: Code
                enum: string
                cases: [{ value: 404 }, { value: "x" }]
              - name: Number
                enum: integer
                cases: [{ value: 1, renamedFrom: 2 }]
            """)
        let document = try DocumentLoader().load(data: Data(text.utf8), file: "api.yaml").document
        guard case let .enum(code) = document.models[0].kind, case let .enum(number) = document.models[1].kind else {
            return XCTFail("expected enums")
        }
        XCTAssertEqual(code.cases.map(\.value), [.string("404"), .string("x")])
        XCTAssertEqual(number.cases[0].renamedFrom, .integer(2))
        let wrong = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            models:
              - { name: N, enum: integer, cases: [{ value: abc }] }
            """))
        XCTAssertEqual(wrong.first?.location.pointer, "/models/0/cases/0/value")
    }
}

final class JSONLocationTests: XCTestCase {
    func testJSONDiagnosticsGetLines() {
        let json = """
            {
              "migrator-document": "1",
              "service": { "name": "T", "version": "1" },
              "models": [
                { "name": "A", "properties": [
                  { "name": "b", "type": "Missing" }
                ] }
              ]
            }
            """
        let diagnostics = LoaderTestSupport.diagnostics(loading: json, named: "api.json")
        XCTAssertEqual(diagnostics.first?.location.pointer, "/models/0/properties/0/type")
        XCTAssertEqual(diagnostics.first?.location.line, 6)
        XCTAssertEqual(diagnostics.first?.description, "api.json:6 (at /models/0/properties/0/type): error: unknown type \"Missing\" (no model has this name)")
    }
}

final class UnionLoadingTests: XCTestCase {
    func testUnionsLoadWithDefaultVariantNamesAndDiscriminatorRules() throws {
        let loaded = try DocumentLoader().load(path: LoaderTestSupport.path("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml"))
        guard case let .union(shape) = loaded.document.model(named: "Shape")?.kind else { return XCTFail("Shape is not a union") }
        XCTAssertEqual(shape.discriminator, "kind")
        XCTAssertEqual(shape.variants.map(\.name), ["Node", "errorShape"])
        XCTAssertEqual(shape.variants.map(\.value), ["node", "error"])
        guard case let .union(anything) = loaded.document.model(named: "Anything")?.kind else { return XCTFail("Anything is not a union") }
        XCTAssertEqual(anything.variants.map(\.name), ["int64", "date-time", "array<Shape>"])
        let missingValue = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            models:
              - { name: A, properties: [] }
              - { name: U, discriminator: kind, oneOf: [{ type: A }] }
            """))
        XCTAssertEqual(missingValue.first?.location.pointer, "/models/1/oneOf/0")
        let mixed = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            models:
              - { name: U, properties: [], oneOf: [{ type: string }] }
            """))
        XCTAssertEqual(mixed.first?.location.pointer, "/models/0/oneOf")
    }
}
