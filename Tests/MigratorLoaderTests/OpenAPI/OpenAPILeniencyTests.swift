import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// Deviations that load with a warning naming their location, and the true errors that stop loading.
final class OpenAPILeniencyTests: XCTestCase {
    func testUnknownKeysAndExtensionsWithoutXAreWarnings() throws {
        let loaded = try OpenAPITestSupport.load("""
            x-logo: ok
            tagz: []
            paths:
              /pets:
                x-internal: true
                operationID: typo
                get:
                  operationId: listPets
                  X-Codegen: name
                  parameters:
                    - { name: q, in: query, schema: { type: string }, swagger-extension: 1 }
                  responses: { '200': { description: ok } }
            components:
              schemas:
                Pet:
                  type: object
                  optional: [name]
                  properties: { name: { type: string, min_items: 1 } }
            """)
        XCTAssertEqual(loaded.document.endpoints.count, 1)
        OpenAPITestSupport.assertWarning(loaded, "unknown key \"tagz\" in the OpenAPI document", at: "/tagz")
        OpenAPITestSupport.assertWarning(loaded, "unknown key \"operationID\" in a path item", at: "/paths/~1pets/operationID")
        let codegen = OpenAPITestSupport.assertWarning(loaded, "unknown key \"X-Codegen\" in an operation", at: "/paths/~1pets/get/X-Codegen")
        XCTAssertTrue(codegen?.message.contains("lower-case \"x-\"") == true, codegen?.message ?? "")
        OpenAPITestSupport.assertWarning(loaded, "unknown key \"swagger-extension\" in a parameter", at: "/paths/~1pets/get/parameters/0/swagger-extension")
        OpenAPITestSupport.assertWarning(loaded, "unknown key \"optional\" in a schema", at: "/components/schemas/Pet/optional")
        OpenAPITestSupport.assertWarning(loaded, "unknown key \"min_items\" in a schema", at: "/components/schemas/Pet/properties/name/min_items")
        XCTAssertEqual(loaded.warnings.count, 6)
        XCTAssertTrue(loaded.warnings.allSatisfy { $0.location.line != nil }, "YAML warnings carry lines")
    }

    func testNumbersBeyondTheIntegerRangeAreWarnings() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Seed:
                  type: integer
                  minimum: -9223372036854776000
                  maximum: 9223372036854776000
                Big:
                  type: object
                  properties:
                    huge: { type: number, default: 99999999999999999999 }
                    code: { type: integer, enum: [1, 99999999999999999999] }
            """)
        OpenAPITestSupport.assertWarning(loaded, "\"minimum\" -9223372036854776000 is beyond", at: "/components/schemas/Seed/minimum")
        OpenAPITestSupport.assertWarning(loaded, "\"maximum\" 9223372036854776000 is beyond", at: "/components/schemas/Seed/maximum")
        OpenAPITestSupport.assertWarning(loaded, "in a default value is read as a floating-point number", at: "/components/schemas/Big/properties/huge/default")
        XCTAssertEqual(try loaded.property("huge", of: "Big").defaultValue, .number(1e20))
        XCTAssertEqual(try loaded.property("code", of: "Big").type, .scalar(.int64), "an integer enum with a value beyond Int is its base type")
        OpenAPITestSupport.assertWarning(loaded, "enum value 99999999999999999999 is beyond", at: "/components/schemas/Big/properties/code/enum/1")
        XCTAssertEqual(loaded.warnings.count, 4)
    }

    func testMissingInformationIsFilledIn() throws {
        let noVersion = try OpenAPITestSupport.loadText("openapi: 3.0.0\ninfo: { title: T }\npaths: {}\n")
        XCTAssertEqual(noVersion.document.service.version, "0.0.0")
        OpenAPITestSupport.assertWarning(noVersion, "\"info.version\" is missing", at: "/info")
        let numericVersion = try OpenAPITestSupport.loadText("openapi: 3.0.0\ninfo: { title: T, version: 1.10 }\npaths: {}\n")
        XCTAssertEqual(numericVersion.document.service.version, "1.10", "the version as written, not as a number")
        OpenAPITestSupport.assertWarning(numericVersion, "\"info.version\" should be a string", at: "/info/version")
        let noInfo = try OpenAPITestSupport.loadText("openapi: 3.0.0\n", named: "specs/billing.yaml")
        XCTAssertEqual(noInfo.document.service, ServiceInfo(name: "billing", version: "0.0.0"))
        OpenAPITestSupport.assertWarning(noInfo, "the document has no \"info\"", at: "")
        OpenAPITestSupport.assertWarning(noInfo, "the document has no \"paths\"", at: "")
        let noPaths31 = try OpenAPITestSupport.loadText("openapi: 3.1.0\ninfo: { title: T, version: '1' }\ncomponents: {}\n")
        XCTAssertEqual(noPaths31.warnings, [], "3.1 documents may have components only")
    }

    func testMisplacedSchemaKeywordsAreHonouredWithAWarning() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Upload:
                  type: object
                  properties:
                    name: { type: string, required: true }
                    file: { type: file }
                    ref: { $ref: '#/components/schemas/Upload', type: object }
                    weird: { type: text }
                    number: 5
            """)
        XCTAssertEqual(try loaded.properties(of: "Upload"), [
            Property(name: "name", type: .scalar(.string), required: true),
            Property(name: "file", type: .scalar(.binary)),
            Property(name: "ref", type: .model("Upload")),
            Property(name: "weird", type: .json),
            Property(name: "number", type: .json),
        ])
        let properties = "/components/schemas/Upload/properties/"
        OpenAPITestSupport.assertWarning(loaded, "\"required: true\" inside a property schema", at: properties + "name/required")
        OpenAPITestSupport.assertWarning(loaded, "type \"file\" is Swagger 2.0", at: properties + "file/type")
        OpenAPITestSupport.assertWarning(loaded, "keywords beside $ref are ignored: type", at: properties + "ref")
        OpenAPITestSupport.assertWarning(loaded, "unknown type \"text\"", at: properties + "weird/type")
        OpenAPITestSupport.assertWarning(loaded, "a schema should be an object, found a number", at: properties + "number")
    }

    func testPathsThatCannotBeTemplatesAreWarnings() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              pets:
                get: { operationId: listPets, responses: { '200': { description: ok } } }
              /pets/{id:
                get: { operationId: broken, responses: { '200': { description: ok } } }
              /a/{id}/b/{id}:
                get: { operationId: twice, responses: { '200': { description: ok } } }
              x-extension: {}
            """)
        XCTAssertEqual(loaded.document.endpoints.map(\.path), ["/pets"])
        OpenAPITestSupport.assertWarning(loaded, "path \"pets\" should start with /", at: "/paths/pets")
        OpenAPITestSupport.assertWarning(loaded, "unbalanced or empty braces", at: "/paths/~1pets~1{id")
        OpenAPITestSupport.assertWarning(loaded, "uses a template name twice", at: "/paths/~1a~1{id}~1b~1{id}")
    }

    func testWrongKindsOfNodesAreSkippedWithAWarning() throws {
        let loaded = try OpenAPITestSupport.load("""
            servers: https://api.example.com
            paths:
              /pets:
                get: listPets
                post:
                  operationId: addPet
                  parameters: { name: q }
                  requestBody: { content: {} }
                  responses: []
            components:
              schemas: []
            """)
        XCTAssertEqual(loaded.document.endpoints.map(\.operationId), ["addPet"])
        XCTAssertEqual(loaded.document.servers, [])
        OpenAPITestSupport.assertWarning(loaded, "\"servers\" should be an array", at: "/servers")
        OpenAPITestSupport.assertWarning(loaded, "an operation should be an object", at: "/paths/~1pets/get")
        OpenAPITestSupport.assertWarning(loaded, "\"parameters\" should be an array", at: "/paths/~1pets/post/parameters")
        OpenAPITestSupport.assertWarning(loaded, "a request body without content is ignored", at: "/paths/~1pets/post/requestBody")
        OpenAPITestSupport.assertWarning(loaded, "\"responses\" should be an object", at: "/paths/~1pets/post/responses")
        OpenAPITestSupport.assertWarning(loaded, "\"components/schemas\" should be an object", at: "/components/schemas")
    }

    func testDeeplyNestedSchemasReadAsJSONInsteadOfRecursingWithoutBound() throws {
        var schema = "{ type: string }"
        for _ in 0..<100 { schema = "{ type: object, properties: { next: \(schema) } }" }
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Deep: \(schema)
            """)
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "nested more than 64 levels").count, 1)
        XCTAssertEqual(loaded.document.models.count, 64)
    }

    func testYAMLMergeKeysAreApplied() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Base: &base
                  type: object
                  properties: { id: { type: string } }
                Derived:
                  <<: *base
                  description: Merged.
            """)
        XCTAssertEqual(try loaded.properties(of: "Derived").map(\.key), ["id"])
        XCTAssertEqual(try loaded.model("Derived").description, "Merged.")
    }

    // MARK: - Errors

    func testDanglingReferencesAreErrorsWithTheirLocation() {
        let diagnostics = OpenAPITestSupport.errors("""
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters: [{ $ref: '#/components/parameters/Missing' }]
                  responses:
                    200:
                      description: ok
                      content: { application/json: { schema: { $ref: '#/components/schemas/Nope' } } }
            """)
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [
            "dangling $ref \"#/components/parameters/Missing\": the document has nothing at /components/parameters/Missing",
            "dangling $ref \"#/components/schemas/Nope\": the document has nothing at /components/schemas/Nope",
        ])
        XCTAssertEqual(errors.map(\.location.pointer), [
            "/paths/~1pets/get/parameters/0/$ref",
            "/paths/~1pets/get/responses/200/content/application~1json/schema/$ref",
        ])
        XCTAssertEqual(errors.map(\.location.line), [9, 13])
        XCTAssertEqual(errors.map(\.location.file), ["api.yaml", "api.yaml"])
    }

    func testExternalReferencesAndMissingAnchorsAreErrors() {
        let diagnostics = OpenAPITestSupport.errors("""
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner: { $ref: 'people.yaml#/components/schemas/Person' }
                    remote: { $ref: 'https://example.com/schemas/tag.json' }
                    anchored: { $ref: '#nowhere' }
            """, version: "3.1.0")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [
            "external $ref \"people.yaml#/components/schemas/Person\" is not supported: only references within the document (#/..., or a $id it declares) are resolved",
            "external $ref \"https://example.com/schemas/tag.json\" is not supported: only references within the document (#/..., or a $id it declares) are resolved",
            "cannot resolve $ref \"#nowhere\": no $anchor \"nowhere\" in the referenced schema",
        ])
    }

    func testCircularReferencesBetweenParametersAreErrors() {
        let diagnostics = OpenAPITestSupport.errors("""
            paths:
              /pets:
                get:
                  parameters: [{ $ref: '#/components/parameters/A' }]
                  responses: { '200': { description: ok } }
            components:
              parameters:
                A: { $ref: '#/components/parameters/B' }
                B: { $ref: '#/components/parameters/A' }
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.count, 1)
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("circular $ref") }, diagnostics.map(\.message).description)
    }

    func testSwagger2IsRejectedBeforeReading() {
        let diagnostics = LoaderTestSupport.diagnostics(loading: "swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths: {}\n")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.contains("Swagger 2.0"), diagnostics[0].message)
    }
}
