import Foundation
import MigratorLoader
import MigratorModel
import MigratorRuntime
import XCTest

/// Operations: names, parameters, request bodies and responses.
final class OpenAPIOperationMappingTests: XCTestCase {
    func testOperationIdsAreKeptOrDerivedFromMethodAndPath() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /pets/{petId}:
                parameters:
                  - { name: petId, in: path, required: true, schema: { type: string } }
                get: { responses: { '200': { description: ok } } }
                delete: { operationId: getPetsPetId, responses: { '204': { description: gone } } }
              /:
                post: { responses: { '200': { description: ok } } }
              /things:
                get: { operationId: listThings, responses: { '200': { description: ok } } }
                put: { operationId: listThings, responses: { '200': { description: ok } } }
            """)
        XCTAssertEqual(loaded.document.endpoints.map(\.operationId), ["getPetsPetId_2", "getPetsPetId", "postRoot", "listThings", "listThings_2"])
        XCTAssertEqual(loaded.document.endpoints.map(\.method), ["GET", "DELETE", "POST", "GET", "PUT"])
        OpenAPITestSupport.assertWarning(loaded, "duplicate operationId \"listThings\"", at: "/paths/~1things/put/operationId")
        XCTAssertEqual(loaded.warnings.count, 1)
    }

    func testParametersMergePathLevelAndOperationLevel() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /shops/{shopId}/pets:
                summary: Pets of a shop.
                parameters:
                  - $ref: '#/components/parameters/ShopId'
                  - { name: limit, in: query, schema: { type: integer, format: int32 } }
                get:
                  operationId: listPets
                  x-migrator-renamed-from: findPets
                  deprecated: true
                  parameters:
                    - { name: limit, in: query, description: Overrides., schema: { type: integer, default: 10 } }
                    - { name: X-Trace, in: header, deprecated: true, x-migrator-renamed-from: X-Request-Id, schema: { type: string, format: uuid } }
                    - { name: sort, in: query, schema: { type: string, enum: [asc, desc] } }
                    - { name: tags, in: query, schema: { type: array, items: { type: string } } }
                    - { name: filter, in: query, content: { application/json: { schema: { type: string } } } }
                    - { name: Accept, in: header, schema: { type: string } }
                  responses: { '200': { description: ok } }
            components:
              parameters:
                ShopId: { name: shopId, in: path, required: true, schema: { type: integer, format: int64 } }
            """)
        let endpoint = try loaded.endpoint("listPets")
        XCTAssertEqual(endpoint.summary, "Pets of a shop.")
        XCTAssertTrue(endpoint.deprecated)
        XCTAssertEqual(endpoint.renamedFrom, "findPets")
        XCTAssertEqual(endpoint.parameters, [
            Parameter(name: "shopId", location: .path, type: .scalar(.int64), required: true),
            Parameter(name: "limit", location: .query, type: .scalar(.int64), description: "Overrides.", defaultValue: .integer(10)),
            Parameter(name: "X-Trace", location: .header, type: .scalar(.uuid), deprecated: true, renamedFrom: "X-Request-Id"),
            Parameter(name: "sort", location: .query, type: .model("listPets_sort")),
            Parameter(name: "tags", location: .query, type: .array(.scalar(.string))),
            Parameter(name: "filter", location: .query, type: .scalar(.string)),
        ])
        XCTAssertEqual(loaded.warnings, [], "Accept, Content-Type and Authorization headers are ignored as OpenAPI says")
    }

    func testPathParametersAreReconciledWithTheTemplate() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /pets/{petId}/toys/{toyId}:
                get:
                  operationId: getToy
                  parameters:
                    - { name: petId, in: path, schema: { type: integer } }
                    - { name: ownerId, in: path, required: true, schema: { type: string } }
                  responses: { '200': { description: ok } }
            """)
        let endpoint = try loaded.endpoint("getToy")
        XCTAssertEqual(endpoint.parameters.map(\.name), ["toyId", "petId"])
        XCTAssertEqual(endpoint.parameters.map(\.required), [true, true])
        XCTAssertEqual(endpoint.parameters.map(\.type), [.scalar(.string), .scalar(.int64)])
        let pointer = "/paths/~1pets~1{petId}~1toys~1{toyId}/get"
        OpenAPITestSupport.assertWarning(loaded, "path parameter \"petId\" is not marked required", at: pointer + "/parameters/0")
        OpenAPITestSupport.assertWarning(loaded, "path parameter \"ownerId\" does not appear", at: pointer)
        OpenAPITestSupport.assertWarning(loaded, "names {toyId} but no path parameter declares it", at: pointer)
    }

    func testObjectUnionAndCookieParametersAreTypedWithTheirStyles() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /search/{ids}:
                get:
                  operationId: search
                  parameters:
                    - { name: ids, in: path, required: true, style: matrix, explode: true, schema: { type: array, items: { type: integer } } }
                    - { name: filter, in: query, style: deepObject, schema: { type: object, properties: { gte: { type: integer } } } }
                    - name: created
                      in: query
                      style: deepObject
                      schema: { anyOf: [ { type: integer }, { type: object, properties: { gt: { type: integer }, lt: { type: integer } } } ] }
                    - { name: tags, in: query, style: pipeDelimited, explode: false, schema: { type: array, items: { type: string } } }
                    - { name: session, in: cookie, schema: { type: string } }
                    - { name: X-Flags, in: header, style: form, schema: { type: array, items: { type: string } } }
                    - { name: file, in: query, schema: { type: string, format: binary } }
                    - { name: page, in: query, type: array, items: { type: integer }, collectionFormat: ssv }
                  responses: { '200': { description: ok } }
            """)
        let endpoint = try loaded.endpoint("search")
        XCTAssertEqual(endpoint.parameters.map(\.name), ["ids", "filter", "created", "tags", "session", "X-Flags", "file", "page"])
        XCTAssertEqual(endpoint.parameters.map(\.location), [.path, .query, .query, .query, .cookie, .header, .query, .query])
        XCTAssertEqual(endpoint.parameters.map(\.resolvedStyle), [.matrix, .deepObject, .deepObject, .pipeDelimited, .form, .simple, .form, .spaceDelimited])
        XCTAssertEqual(endpoint.parameters.map(\.resolvedExplode), [true, false, false, false, true, false, true, false])
        XCTAssertEqual(endpoint.parameters.map(\.explode), [true, nil, nil, nil, nil, nil, nil, nil], "explode is kept only where it differs from the style's default")
        XCTAssertEqual(endpoint.parameters[1].type, .model("search_filter"))
        XCTAssertEqual(endpoint.parameters[2].type, .model("search_created"))
        XCTAssertEqual(endpoint.parameters[6].type, .scalar(.string))
        let models = Dictionary(uniqueKeysWithValues: loaded.document.models.map { ($0.name, $0) })
        guard case .object? = models["search_filter"]?.kind, case let .union(union)? = models["search_created"]?.kind else {
            return XCTFail("expected an object and a union model: \(loaded.document.models.map(\.name))")
        }
        XCTAssertEqual(union.variants.count, 2)
        let pointer = "/paths/~1search~1{ids}/get/parameters"
        OpenAPITestSupport.assertWarning(loaded, "header parameter \"X-Flags\" has style \"form\" (allowed: simple)", at: pointer + "/5/style")
        OpenAPITestSupport.assertWarning(loaded, "query parameter \"file\" has type binary", at: pointer + "/6")
        OpenAPITestSupport.assertWarning(loaded, "Swagger 2.0-style \"type\"", at: pointer + "/7")
        XCTAssertEqual(loaded.warnings.count, 3, "\(loaded.warnings)")
    }

    /// `allowReserved` is read on query parameters and dropped with a warning elsewhere; `deepObject` with
    /// `explode: false` is read as exploded with one warning per place it is written, however often it is used.
    func testAllowReservedAndDeepObjectExplodeFalse() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /files:
                get:
                  operationId: listFiles
                  parameters:
                    - { name: path, in: query, allowReserved: true, schema: { type: string } }
                    - { name: X-Path, in: header, allowReserved: true, schema: { type: string } }
                    - { $ref: '#/components/parameters/Filter' }
                  responses: { '200': { description: ok } }
                put:
                  operationId: putFiles
                  parameters: [ { $ref: '#/components/parameters/Filter' } ]
                  responses: { '204': { description: ok } }
            components:
              parameters:
                Filter: { name: filter, in: query, style: deepObject, explode: false, schema: { type: object, properties: { gte: { type: integer } } } }
            """)
        let list = try loaded.endpoint("listFiles")
        XCTAssertEqual(list.parameters.map(\.allowReserved), [true, false, false])
        XCTAssertEqual(list.parameters[2].resolvedStyle, .deepObject)
        XCTAssertNil(list.parameters[2].explode, "explode: false is dropped; deepObject is always sent exploded")
        XCTAssertEqual(try loaded.endpoint("putFiles").parameters.map(\.explode), [nil])
        OpenAPITestSupport.assertWarning(
            loaded, "header parameter \"X-Path\" has allowReserved, which only applies to query parameters; ignored",
            at: "/paths/~1files/get/parameters/1/allowReserved"
        )
        OpenAPITestSupport.assertWarning(
            loaded, "query parameter \"filter\" has style deepObject with explode: false, which OpenAPI does not define; sent exploded",
            at: "/components/parameters/Filter/explode"
        )
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
    }

    func testPathAndOperationServers() throws {
        let loaded = try OpenAPITestSupport.load("""
            servers: [ { url: "https://api.example.com/v1" } ]
            paths:
              /files:
                servers: [ { url: "https://files.example.com/", description: Files }, { url: /relative } ]
                get: { operationId: listFiles, responses: { '200': { description: ok } } }
                put:
                  operationId: putFile
                  servers:
                    - url: "https://{region}.uploads.example.com"
                      variables: { region: { default: eu, enum: [eu, us] } }
                  responses: { '200': { description: ok } }
              /other:
                get: { operationId: other, responses: { '200': { description: ok } } }
            """)
        XCTAssertEqual(try loaded.endpoint("listFiles").servers, [Server(url: "https://files.example.com", description: "Files")])
        XCTAssertEqual(
            try loaded.endpoint("putFile").servers,
            [Server(url: "https://{region}.uploads.example.com", variables: [ServerVariable(name: "region", defaultValue: "eu", values: ["eu", "us"])])]
        )
        XCTAssertEqual(try loaded.endpoint("putFile").servers?.first?.resolvedURL(), "https://eu.uploads.example.com")
        XCTAssertNil(try loaded.endpoint("other").servers)
        XCTAssertEqual(loaded.document.servers, [Server(url: "https://api.example.com/v1")])
        OpenAPITestSupport.assertWarning(loaded, "server URL \"/relative\" is not absolute", at: "/paths/~1files/servers/1/url")
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
    }

    func testDeepObjectMapParameterOfTheCorpus() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path("../shared/corpus/dev/openai/openai-2026-05-13-oas3.1.yaml"))
        let endpoint = try XCTUnwrap(loaded.document.endpoints.first { $0.operationId == "listPaginatedFineTuningJobs" })
        let metadata = try XCTUnwrap(endpoint.parameters.first { $0.name == "metadata" })
        XCTAssertEqual(metadata.type, .dictionary(.scalar(.string)))
        XCTAssertEqual(metadata.style, .deepObject)
        XCTAssertEqual(metadata.resolvedExplode, true)
    }

    func testRequestBodiesByMediaType() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /json:
                post:
                  operationId: sendJSON
                  requestBody:
                    required: true
                    description: The pet.
                    content:
                      application/xml: { schema: { type: string } }
                      application/json; charset=utf-8: { schema: { $ref: '#/components/schemas/Pet' } }
                  responses: { '204': { description: ok } }
              /form:
                post:
                  operationId: sendForm
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { name: { type: string }, tags: { type: array, items: { type: string } } } }
                  responses: { '204': { description: ok } }
              /badForm:
                post:
                  operationId: sendBadForm
                  requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: string } } } }
                  responses: { '204': { description: ok } }
              /upload:
                post:
                  operationId: upload
                  requestBody: { $ref: '#/components/requestBodies/Upload' }
                  responses: { '204': { description: ok } }
              /bytes:
                post:
                  operationId: uploadBytes
                  requestBody: { content: { application/pdf: { schema: { type: string, format: binary } } } }
                  responses: { '204': { description: ok } }
              /badMultipart:
                post:
                  operationId: sendBadMultipart
                  requestBody: { content: { multipart/form-data: { schema: { type: string } } } }
                  responses: { '204': { description: ok } }
              /text:
                post:
                  operationId: sendText
                  requestBody: { content: { text/plain: { schema: { type: string } } } }
                  responses: { '200': { description: ok, content: { text/plain: { schema: { type: string } } } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
              requestBodies:
                Upload:
                  content:
                    multipart/form-data:
                      schema:
                        type: object
                        properties:
                          file: { type: string, format: binary }
                          pages: { type: array, items: { type: string, format: binary } }
                          caption: { type: string }
                      encoding:
                        file: { contentType: image/png, headers: { X-Rate: { schema: { type: integer } } } }
                        caption: { style: form }
            """)
        XCTAssertEqual(try loaded.endpoint("sendJSON").bodyParameter, Parameter(
            name: "body", location: .body, type: .model("Pet"), required: true, description: "The pet.",
            alternatives: [BodyAlternative(contentType: .octetStream, mediaType: "application/xml", type: .scalar(.binary))]
        ))
        XCTAssertEqual(try loaded.endpoint("sendForm").bodyParameter, Parameter(
            name: "body", location: .body, type: .model("sendForm_request"), contentType: .formURLEncoded
        ))
        XCTAssertEqual(try loaded.endpoint("sendBadForm").bodyParameter?.type, .json)
        OpenAPITestSupport.assertWarning(loaded, "a form body should be an object", at: "/paths/~1badForm/post/requestBody/content/application~1x-www-form-urlencoded")
        XCTAssertEqual(try loaded.endpoint("upload").bodyParameter, Parameter(
            name: "body", location: .body, type: .model("Upload_request"), contentType: .multipartFormData,
            multipartEncoding: ["file": "image/png"]
        ))
        XCTAssertEqual(try loaded.model("Upload_request").properties.map(\.type), [
            .scalar(.binary), .array(.scalar(.binary)), .scalar(.string),
        ])
        XCTAssertEqual(try loaded.endpoint("uploadBytes").bodyParameter, Parameter(
            name: "body", location: .body, type: .scalar(.binary), contentType: .octetStream, mediaType: "application/pdf"
        ))
        XCTAssertEqual(try loaded.endpoint("sendBadMultipart").bodyParameter, Parameter(
            name: "body", location: .body, type: .json, contentType: .multipartFormData
        ))
        OpenAPITestSupport.assertWarning(
            loaded, "a multipart/form-data body should be an object", at: "/paths/~1badMultipart/post/requestBody/content/multipart~1form-data"
        )
        XCTAssertEqual(try loaded.endpoint("sendText").bodyParameter, Parameter(
            name: "body", location: .body, type: .scalar(.string), contentType: .textPlain
        ))
        XCTAssertEqual(try loaded.endpoint("sendText").response, ResponseDefinition(status: 200, type: .scalar(.string), contentType: .textPlain, description: "ok"))
        XCTAssertEqual(loaded.warnings.count, 2)
    }

    func testRawBodiesAndResponsesKeepTheirExactMediaType() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /cover:
                put:
                  operationId: uploadCover
                  requestBody: { required: true, content: { image/jpeg: { schema: { type: string, format: base64 } } } }
                  responses:
                    '200': { description: the thumbnail, content: { 'Image/PNG; q=0.9': { schema: { type: string, format: binary } } } }
              /csv:
                post:
                  operationId: importCSV
                  requestBody: { content: { text/csv: { schema: { type: string } } } }
                  responses: { '200': { description: anything, content: { '*/*': { schema: { type: string, format: binary } } } } }
              /octets:
                post:
                  operationId: uploadOctets
                  requestBody: { content: { 'application/octet-stream': { schema: { type: string, format: binary } } } }
                  responses: { '200': { description: bytes, content: { 'image/*': {} } } }
              /bad:
                post:
                  operationId: uploadBad
                  requestBody: { content: { jpeg: { schema: { type: string, format: binary } } } }
                  responses: { '204': { description: ok } }
            """)
        XCTAssertEqual(try loaded.endpoint("uploadCover").bodyParameter, Parameter(
            name: "body", location: .body, type: .scalar(.binary), required: true, contentType: .octetStream, mediaType: "image/jpeg"
        ))
        XCTAssertEqual(try loaded.endpoint("uploadCover").bodyParameter?.sentMediaType, "image/jpeg")
        XCTAssertEqual(try loaded.endpoint("uploadCover").response, ResponseDefinition(
            status: 200, type: .scalar(.binary), contentType: .octetStream, description: "the thumbnail", mediaType: "image/png"
        ))
        XCTAssertEqual(try loaded.endpoint("importCSV").bodyParameter?.mediaType, "text/csv")
        XCTAssertEqual(try loaded.endpoint("importCSV").response?.mediaType, "*/*")
        XCTAssertEqual(try loaded.endpoint("uploadOctets").bodyParameter?.mediaType, nil)
        XCTAssertEqual(try loaded.endpoint("uploadOctets").bodyParameter?.sentMediaType, "application/octet-stream")
        XCTAssertEqual(try loaded.endpoint("uploadOctets").response?.mediaType, "image/*")
        XCTAssertEqual(try loaded.endpoint("uploadBad").bodyParameter?.mediaType, nil)
        XCTAssertEqual(try loaded.endpoint("uploadBad").bodyParameter?.contentType, .octetStream)
        OpenAPITestSupport.assertWarning(loaded, "\"jpeg\" is not a media type", at: "/paths/~1bad/post/requestBody/content/jpeg")
        XCTAssertEqual(loaded.warnings.count, 1)
        XCTAssertFalse(DocumentValidator(file: "api.yaml").validate(loaded.document).hasErrors)
    }

    func testResponsesKeepTheirOtherMediaTypesInPreferenceOrder() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /name:
                get:
                  operationId: getName
                  responses:
                    '200':
                      description: the name
                      content:
                        application/xml: { schema: { type: string } }
                        text/plain: { schema: { type: string } }
                        'application/json; charset=utf-8': { schema: { type: string } }
                        'Text/Plain; charset=ascii': { schema: { type: string } }
                        application/x-www-form-urlencoded: { schema: { type: object } }
                        'not a type': { schema: { type: string } }
              /photo:
                get:
                  operationId: getPhoto
                  responses:
                    '200': { description: ok, content: { image/png: {}, image/jpeg: {} } }
              /plain:
                get:
                  operationId: getPlain
                  responses:
                    '200': { description: ok, content: { application/json: { schema: { type: integer } } } }
            """)
        let name = try XCTUnwrap(try loaded.endpoint("getName").response)
        XCTAssertEqual(name.type, .scalar(.string))
        XCTAssertEqual(name.contentType, .json)
        XCTAssertEqual(name.alternatives, ["application/x-www-form-urlencoded", "text/plain", "application/xml"])
        XCTAssertEqual(name.acceptHeader, "application/json, application/x-www-form-urlencoded;q=0.9, text/plain;q=0.8, application/xml;q=0.7")
        OpenAPITestSupport.assertWarning(loaded, "\"not a type\" is not a media type", at: "/paths/~1name/get/responses/200/content/not a type")
        let photo = try XCTUnwrap(try loaded.endpoint("getPhoto").response)
        XCTAssertEqual([photo.mediaType, photo.alternatives.first], ["image/png", "image/jpeg"])
        XCTAssertEqual(photo.acceptHeader, "image/png, image/jpeg;q=0.9")
        XCTAssertEqual(try loaded.endpoint("getPlain").response?.alternatives, [])
        XCTAssertEqual(loaded.warnings.count, 1)
    }

    func testResponsesPickTheFirstJSONSuccessAndCollectErrors() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /a:
                get:
                  operationId: created
                  responses:
                    '202': { description: accepted }
                    '201': { description: created, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
                    '302': { description: moved }
                    '404': { description: missing, content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } } }
                    4XX: { description: client error }
                    '500': { $ref: '#/components/responses/ServerError' }
                    default: { description: other, content: { text/plain: { schema: { type: string } } } }
              /b:
                get:
                  operationId: download
                  responses:
                    '200': { description: bytes, content: { application/pdf: { schema: { type: string, format: binary } } } }
              /c:
                delete:
                  operationId: remove
                  responses:
                    '204': { description: gone }
              /d:
                get:
                  operationId: onlyDefault
                  responses:
                    default: { description: the pet, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
              /e:
                get:
                  operationId: range
                  responses:
                    2XX: { description: ok, content: { application/json: { schema: { type: string } } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
                Problem: { type: object, properties: { title: { type: string } } }
              responses:
                ServerError:
                  description: broken
                  content: { application/json: { schema: { type: object, properties: { trace: { type: string } } } } }
            """)
        let created = try loaded.endpoint("created")
        XCTAssertEqual(created.response, ResponseDefinition(status: 201, type: .model("Pet"), description: "created"))
        XCTAssertEqual(created.errors, [
            ErrorResponse(status: .code(404), type: .model("Problem"), description: "missing"),
            ErrorResponse(status: .code(500), type: .model("ServerError_response"), description: "broken"),
            ErrorResponse(status: .default, description: "other"),
        ])
        OpenAPITestSupport.assertWarning(loaded, "302 responses are not modelled", at: "/paths/~1a/get/responses/302")
        OpenAPITestSupport.assertWarning(loaded, "status ranges such as 4XX", at: "/paths/~1a/get/responses/4XX")
        XCTAssertEqual(try loaded.endpoint("download").response, ResponseDefinition(
            status: 200, type: .scalar(.binary), contentType: .octetStream, description: "bytes", mediaType: "application/pdf"
        ))
        XCTAssertEqual(try loaded.endpoint("remove").response, ResponseDefinition(status: 204, description: "gone"))
        let onlyDefault = try loaded.endpoint("onlyDefault")
        XCTAssertEqual(onlyDefault.response?.type, .model("onlyDefault_default_response"))
        XCTAssertEqual(onlyDefault.errors, [])
        XCTAssertEqual(try loaded.endpoint("range").response, ResponseDefinition(status: 200, type: .scalar(.string), description: "ok"))
        XCTAssertEqual(loaded.warnings.count, 2)
    }

    func testSecurityOfOperations() throws {
        let loaded = try OpenAPITestSupport.load("""
            security: [{ token: [] }]
            paths:
              /open:
                get: { operationId: open, security: [], responses: { '200': { description: ok } } }
              /either:
                get:
                  operationId: either
                  security: [{ key: [], token: [] }, { token: [] }, {}]
                  responses: { '200': { description: ok } }
              /default:
                get: { operationId: inherited, responses: { '200': { description: ok } } }
            components:
              securitySchemes:
                token: { type: http, scheme: bearer }
                key: { type: apiKey, in: header, name: X-Key }
            """)
        XCTAssertEqual(loaded.document.security, ["token"])
        XCTAssertEqual(try loaded.endpoint("open").security, [])
        XCTAssertEqual(try loaded.endpoint("either").security, ["key", "token"], "the first scheme of each requirement")
        XCTAssertNil(try loaded.endpoint("inherited").security)
    }
}
