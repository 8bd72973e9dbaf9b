import Foundation
@testable import MigratorLoader
import MigratorModel
import MigratorRuntime
import XCTest
import Yams

/// The node abstraction over Foundation's and Yams' trees, and the naming helpers.
final class OpenAPITreeTests: XCTestCase {
    /// The root node of `text` parsed as the loader parses it.
    private func root(_ text: String, file: String = "api.yaml") throws -> OpenAPINode {
        OpenAPINode(root: try RawDocument.parse(data: Data(text.utf8), file: file).tree)
    }

    func testYAMLScalarsAreTypedAsYamsResolvesThem() throws {
        let node = try root("""
            quoted: '1'
            integer: 1
            hex: 0x1F
            float: 1.50
            yes: yes
            off: Off
            nothing: ~
            empty:
            word: object
            date: 2024-05-01
            big: 99999999999999999999
            """)
        let kinds = ["quoted", "integer", "hex", "float", "yes", "off", "nothing", "empty", "word", "date", "big"].map { node[$0]?.kind }
        XCTAssertEqual(kinds, [.string, .number, .number, .number, .boolean, .boolean, .null, .null, .string, .string, .number])
        XCTAssertEqual(node["quoted"]?.string, "1")
        XCTAssertEqual(node["integer"]?.integer, .value(1))
        XCTAssertEqual(node["hex"]?.integer, .value(31))
        XCTAssertNil(node["float"]?.integer)
        XCTAssertEqual(node["float"]?.number, 1.5)
        XCTAssertEqual(node["float"]?.text, "1.50", "text is the scalar as written")
        XCTAssertEqual(node["yes"]?.bool, true)
        XCTAssertEqual(node["off"]?.bool, false)
        XCTAssertEqual(node["date"]?.string, "2024-05-01", "timestamps stay strings, as in JSON")
        XCTAssertEqual(node["big"]?.integer, .outOfRange("99999999999999999999"))
    }

    /// Documents are composed with a resolver that types nothing (so Yams' duplicate-key check costs no regular
    /// expressions); values are still typed by Yams' default rules, and explicit tags still win.
    func testExplicitTagsWinAndKeysAreTypedAsText() throws {
        let node = try root("""
            text: !!str 12
            number: !!float 12
            200: ok
            true: yes
            """)
        XCTAssertEqual(node["text"]?.kind, .string)
        XCTAssertEqual(node["text"]?.string, "12")
        XCTAssertEqual(node["number"]?.kind, .number)
        XCTAssertEqual(node["200"]?.string, "ok", "a numeric key is found by its text")
        XCTAssertEqual(node["true"]?.bool, true, "a Boolean-looking key is found by its text; its value is still typed")
        XCTAssertEqual(RawDocument.line(of: "/200", in: try Yams.compose(yaml: "a: 1\n200: ok\n", RawDocument.keyResolver)!), 2)
    }

    /// `200:` and `'200':` name the same JSON key, so a mapping with both is an error located at the mapping.
    func testKeysThatDifferOnlyByQuotingAreDuplicates() {
        XCTAssertThrowsError(try root("openapi: 3.0.3\nresponses:\n  200: {}\n  '200': {}\n")) { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertEqual(diagnostics.first?.severity, .error)
            XCTAssertEqual(diagnostics.first?.location.file, "api.yaml")
            XCTAssertNotNil(diagnostics.first?.location.line)
            XCTAssertTrue(diagnostics.first?.message.contains("repeats the key \"200\"") == true, diagnostics.first?.message ?? "")
        }
    }

    func testJSONNumbersAreToldApartFromBooleans() throws {
        let node = try root(#"{"one": 1, "half": 0.5, "yes": true, "zero": 0, "big": 9223372036854775808, "small": -9223372036854775809, "whole": 3.0}"#, file: "api.json")
        XCTAssertEqual(node["one"]?.kind, .number)
        XCTAssertEqual(node["one"]?.integer, .value(1))
        XCTAssertNil(node["one"]?.bool)
        XCTAssertEqual(node["yes"]?.kind, .boolean)
        XCTAssertEqual(node["yes"]?.bool, true)
        XCTAssertNil(node["yes"]?.integer)
        XCTAssertEqual(node["zero"]?.integer, .value(0))
        XCTAssertNil(node["half"]?.integer)
        XCTAssertEqual(node["half"]?.number, 0.5)
        XCTAssertEqual(node["big"]?.integer, .outOfRange("9223372036854775808"))
        XCTAssertEqual(node["small"]?.integer, .outOfRange("-9223372036854775809"))
        XCTAssertNil(node["whole"]?.integer)
        var large: [String] = []
        XCTAssertEqual(node["whole"]?.jsonValue(largeIntegers: &large), .integer(3), "3.0 reads as JSONDecoder reads it")
        XCTAssertEqual(node["big"]?.jsonValue(largeIntegers: &large), .number(9223372036854775808))
        XCTAssertEqual(large, ["/big"])
    }

    func testMembersComeInDocumentOrderForYAMLAndSortedForJSON() throws {
        XCTAssertEqual(try root("b: 1\na: 2\nc: 3\n").keys, ["b", "a", "c"])
        XCTAssertEqual(try root(#"{"b": 1, "a": 2, "c": 3}"#, file: "api.json").keys, ["a", "b", "c"])
        XCTAssertEqual(try root(#"{"b": 1, "a": 2}"#, file: "api.json").entries.map(\.value.pointer), ["/a", "/b"])
    }

    func testPointersAreEscapedAndBuiltOnDemand() throws {
        let node = try root("paths:\n  /pets/{id}:\n    get:\n      tags: [a, b]\n  a~b: {}\n")
        let get = try XCTUnwrap(node["paths"]?["/pets/{id}"]?["get"])
        XCTAssertEqual(get.pointer, "/paths/~1pets~1{id}/get")
        XCTAssertEqual(get["tags"]?.elements?.map(\.pointer), ["/paths/~1pets~1{id}/get/tags/0", "/paths/~1pets~1{id}/get/tags/1"])
        XCTAssertEqual(node["paths"]?["a~b"]?.pointer, "/paths/a~0b")
        XCTAssertEqual(get.key, "get")
        XCTAssertEqual(get["tags"]?.elements?.last?.index, 1)
        XCTAssertEqual(node.pointer, "")
    }

    func testMergeKeysAddMembersThatAreNotExplicit() throws {
        let node = try root("base: &b { a: 1, b: 2 }\nderived:\n  b: 3\n  <<: *b\n  c: 4\n")
        let derived = try XCTUnwrap(node["derived"])
        XCTAssertEqual(derived.keys, ["b", "c", "a"])
        XCTAssertEqual(derived["b"]?.integer, .value(3))
        XCTAssertEqual(derived["a"]?.integer, .value(1))
    }

    func testJSONValuesConvertNestedStructures() throws {
        let node = try root("value: { list: [1, two, 3.5, true, null], nested: { key: value } }\n")
        var large: [String] = []
        XCTAssertEqual(node["value"]?.jsonValue(largeIntegers: &large), .object([
            "list": .array([.integer(1), .string("two"), .number(3.5), .bool(true), .null]),
            "nested": .object(["key": .string("value")]),
        ]))
        XCTAssertEqual(large, [])
    }

    func testNamesAreSanitizedAndMadeUnique() {
        XCTAssertEqual(OpenAPINaming.sanitize("api.v2010.account|call"), "api.v2010.account_call")
        XCTAssertEqual(OpenAPINaming.sanitize("2fa"), "_2fa")
        XCTAssertEqual(OpenAPINaming.sanitize("Map<String>"), "Map_String_")
        XCTAssertEqual(OpenAPINaming.sanitize("café"), "caf_")
        XCTAssertEqual(OpenAPINaming.sanitize(""), "_")
        XCTAssertTrue(OpenAPINaming.isValidComponentKey("Pet.v1-beta_2"))
        XCTAssertFalse(OpenAPINaming.isValidComponentKey("Pet v1"))
        var used: Set<String> = ["Pet", "Pet_2"]
        XCTAssertEqual(OpenAPINaming.uniqueName("Pet", in: &used), "Pet_3")
        XCTAssertEqual(OpenAPINaming.uniqueName("Dog", in: &used), "Dog")
        XCTAssertTrue(used.contains("Pet_3"))
    }

    func testOperationIdsDerivedFromMethodAndPath() {
        XCTAssertEqual(OpenAPINaming.operationId(method: "get", path: "/pets/{petId}"), "getPetsPetId")
        XCTAssertEqual(OpenAPINaming.operationId(method: "delete", path: "/users/{user_id}/playlists"), "deleteUsersUserIdPlaylists")
        XCTAssertEqual(OpenAPINaming.operationId(method: "post", path: "/"), "postRoot")
        XCTAssertEqual(OpenAPINaming.operationId(method: "PUT", path: "/v1/me.json"), "putV1MeJson")
    }

    func testMediaTypesAreClassified() {
        XCTAssertEqual(OpenAPIMediaCategory("application/json"), .json)
        XCTAssertEqual(OpenAPIMediaCategory("Application/JSON; charset=utf-8"), .json)
        XCTAssertEqual(OpenAPIMediaCategory("application/vnd.api+json"), .json)
        XCTAssertEqual(OpenAPIMediaCategory("application/x-www-form-urlencoded"), .form)
        XCTAssertEqual(OpenAPIMediaCategory("multipart/form-data"), .multipart)
        XCTAssertEqual(OpenAPIMediaCategory("Multipart/Form-Data; charset=utf-8"), .multipart)
        XCTAssertEqual(OpenAPIMediaCategory("multipart/mixed"), .other)
        XCTAssertEqual(OpenAPIMediaCategory("*/*"), .other)
        XCTAssertEqual(OpenAPIMediaCategory(" text/plain\t"), .text)
        XCTAssertEqual(OpenAPIMediaCategory.base(of: "application/json"), "application/json")
        XCTAssertEqual(OpenAPIMediaCategory.base(of: " Text/Plain ; charset=utf-8"), "text/plain")
    }
}
