import Foundation
import MigratorLoader
import MigratorModel
import MigratorRuntime
import XCTest

/// Validation rules (`pattern`, `minLength`, …) in the native format and as read from OpenAPI 3.0 and 3.1.
final class ValueRulesLoaderTests: XCTestCase {
    /// Rules sit flat next to `type`, decode into `rules`, and encode back to the same keys.
    func testNativeRulesDecodeFlatAndRoundTrip() throws {
        let text = LoaderTestSupport.yaml("""
        models:
          - name: User
            properties:
              - { name: nick, type: string, minLength: 3, maxLength: 64, pattern: "^[a-z]+$" }
              - { name: tags, type: "array<string>", minItems: 1, maxItems: 10, uniqueItems: true, maxLength: 20 }
              - { name: score, type: double, minimum: 0, exclusiveMaximum: 100.5, multipleOf: 0.5 }
        endpoints:
          - operationId: find
            method: GET
            path: /users
            parameters:
              - { name: limit, in: query, type: int32, minimum: 1, maximum: 100 }
        """)
        let document = try DocumentLoader().load(data: Data(text.utf8), file: "api.yaml").document
        guard case let .object(properties) = document.models[0].kind else { return XCTFail("not an object") }
        XCTAssertEqual(properties[0].rules, ValueRules(pattern: "^[a-z]+$", minLength: 3, maxLength: 64))
        XCTAssertEqual(properties[1].rules, ValueRules(maxLength: 20, minItems: 1, maxItems: 10, uniqueItems: true))
        XCTAssertEqual(properties[2].rules, ValueRules(minimum: .integer(0), exclusiveMaximum: .decimal(100.5), multipleOf: .decimal(0.5)))
        XCTAssertEqual(document.endpoints[0].parameters[0].rules, ValueRules(minimum: .integer(1), maximum: .integer(100)))

        let encoded = try JSONValue(encoding: properties[0])
        XCTAssertEqual(encoded["minLength"], .integer(3))
        XCTAssertEqual(encoded["pattern"], .string("^[a-z]+$"))
        XCTAssertNil(encoded["rules"], "rules are flat, not nested")
        XCTAssertEqual(try encoded.decode(as: Property.self), properties[0])
        let parameter = try JSONValue(encoding: document.endpoints[0].parameters[0])
        XCTAssertEqual(try parameter.decode(as: Parameter.self), document.endpoints[0].parameters[0])
        XCTAssertNil(try JSONValue(encoding: Property(name: "plain", type: .scalar(.string)))["uniqueItems"], "absent rules are not written")
    }

    /// Nonsense rules are errors at the rule's own key.
    func testNativeNonsenseRulesAreErrorsWithPointers() {
        let diagnostics = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
        models:
          - name: User
            properties:
              - { name: nick, type: string, minLength: 10, maxLength: 3 }
              - { name: code, type: string, pattern: "([a-z" }
              - { name: list, type: "array<int32>", minItems: -1 }
              - { name: score, type: double, minimum: 5, maximum: 1, multipleOf: 0 }
        endpoints:
          - operationId: find
            method: GET
            path: /users
            parameters:
              - { name: limit, in: query, type: int32, exclusiveMinimum: 10, exclusiveMaximum: 10 }
        """))
        let found = Set(diagnostics.map { "\($0.location.pointer ?? "") \($0.message)" })
        XCTAssertTrue(found.contains("/models/0/properties/0/minLength minLength 10 is greater than maxLength 3"), "\(found)")
        XCTAssertTrue(found.contains("/models/0/properties/1/pattern pattern \"([a-z\" is not a valid regular expression"), "\(found)")
        XCTAssertTrue(found.contains("/models/0/properties/2/minItems minItems -1 is negative"), "\(found)")
        XCTAssertTrue(found.contains("/models/0/properties/3/minimum minimum 5 and maximum 1 leave no allowed value"), "\(found)")
        XCTAssertTrue(found.contains("/models/0/properties/3/multipleOf multipleOf 0 must be greater than zero"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/0/parameters/0/exclusiveMinimum exclusiveMinimum 10 and exclusiveMaximum 10 leave no allowed value"), "\(found)")
        XCTAssertEqual(diagnostics.count, 6, "\(found)")
    }

    /// OpenAPI 3.0: Boolean exclusive bounds become the exclusive bound; rules of properties, `$ref`'d scalar
    /// schemas, array items and parameters are read.
    func testOpenAPI30Rules() throws {
        let loaded = try OpenAPITestSupport.load("""

        paths:
          /users:
            get:
              operationId: find
              parameters:
                - { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 100, exclusiveMaximum: true } }
                - { name: ids, in: query, schema: { type: array, maxItems: 5, items: { type: string, format: uuid, pattern: "^[0-9a-f-]+$" } } }
              responses:
                "200":
                  description: ok
                  content: { application/json: { schema: { $ref: "#/components/schemas/User" } } }
        components:
          schemas:
            Nick: { type: string, minLength: 3, maxLength: 64 }
            User:
              type: object
              properties:
                nick: { $ref: "#/components/schemas/Nick" }
                age: { type: integer, minimum: 0, exclusiveMinimum: true, multipleOf: 1 }
                tags: { type: array, minItems: 1, uniqueItems: true, items: { type: string, maxLength: 20 } }
                loose: { type: integer, minimum: 3, exclusiveMinimum: false }
        """)
        XCTAssertEqual(try loaded.property("nick", of: "User").rules, ValueRules(minLength: 3, maxLength: 64))
        XCTAssertEqual(try loaded.property("age", of: "User").rules, ValueRules(exclusiveMinimum: .integer(0), multipleOf: .integer(1)))
        XCTAssertEqual(try loaded.property("tags", of: "User").rules, ValueRules(maxLength: 20, minItems: 1, uniqueItems: true))
        XCTAssertEqual(try loaded.property("loose", of: "User").rules, ValueRules(minimum: .integer(3)))
        let parameters = try loaded.endpoint("find").parameters
        XCTAssertEqual(parameters[0].rules, ValueRules(minimum: .integer(1), exclusiveMaximum: .integer(100)))
        XCTAssertEqual(parameters[1].rules, ValueRules(pattern: "^[0-9a-f-]+$", maxItems: 5))
    }

    /// OpenAPI 3.1: numeric exclusive bounds, `type: [string, "null"]`, keywords beside `$ref`; nonsense is dropped
    /// with a warning instead of failing the load.
    func testOpenAPI31RulesAndNonsenseWarnings() throws {
        let loaded = try OpenAPITestSupport.load("""

        paths: {}
        components:
          schemas:
            Code: { type: string, pattern: "^[A-Z]{3}$" }
            Item:
              type: object
              properties:
                price: { type: [number, "null"], exclusiveMinimum: 0, maximum: 1000.5 }
                code: { $ref: "#/components/schemas/Code", maxLength: 3 }
                broken: { type: string, minLength: 9, maxLength: 2, pattern: "(" }
        """, version: "3.1.0")
        XCTAssertEqual(try loaded.property("price", of: "Item").rules, ValueRules(maximum: .decimal(1000.5), exclusiveMinimum: .integer(0)))
        XCTAssertEqual(try loaded.property("code", of: "Item").rules, ValueRules(pattern: "^[A-Z]{3}$", maxLength: 3))
        XCTAssertEqual(try loaded.property("broken", of: "Item").rules, ValueRules(maxLength: 2))
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "minLength 9 is greater than maxLength 2").first?.location.pointer,
                       "/components/schemas/Item/properties/broken/minLength")
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "is not a valid regular expression").count, 1)
    }

    /// The doc-comment summary of rules.
    func testSummary() {
        XCTAssertEqual(ValueRules(pattern: "^[a-z]+$", minLength: 3, maxLength: 64).summary, "3...64 characters, pattern `^[a-z]+$`")
        XCTAssertEqual(ValueRules(maxItems: 10, uniqueItems: true).summary, "at most 10 items, unique items")
        XCTAssertEqual(ValueRules(minimum: .integer(0), maximum: .integer(100), multipleOf: .integer(5)).summary, "0...100, multiple of 5")
        XCTAssertEqual(ValueRules(exclusiveMinimum: .decimal(0.5)).summary, "> 0.5")
        XCTAssertEqual(ValueRules(minLength: 1, minItems: 1, maxItems: 1).summary, "at least 1 character, exactly 1 item")
        XCTAssertNil(ValueRules().summary)
    }
}
