import Foundation
import MigratorConformance
import XCTest

final class WireValueValidationTests: XCTestCase {
    var v1: WireValidator!
    var edge: WireValidator!

    override func setUpWithError() throws {
        v1 = try Fixtures.validator("petstore-v1.encoded.json")
        edge = try Fixtures.validator("edge-cases.encoded.json")
    }

    private func messages(_ json: Any, _ type: String, at path: String = "body", in validator: WireValidator? = nil) -> [String] {
        (validator ?? v1).validate(json: json, type: type, at: path).map(\.message)
    }

    /// Parses JSON text the way request bodies are parsed.
    private func parsed(_ text: String) -> Any {
        try! JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    func testIntegers() {
        XCTAssertEqual(messages(1, "int32"), [])
        XCTAssertEqual(messages(parsed("-2147483648"), "int32"), [])
        XCTAssertEqual(messages(parsed("2147483648"), "int32"), ["body: 2147483648 is out of the int32 range"])
        XCTAssertEqual(messages(parsed("9223372036854775807"), "int64"), [])
        XCTAssertEqual(messages(parsed("12345678901234567890"), "int64"), ["body: expected int64 (an integer), found 12345678901234567890"])
        XCTAssertEqual(messages(parsed("1.5"), "integer"), ["body: expected int64 (an integer), found 1.5"])
        XCTAssertEqual(messages(parsed("\"1\""), "int64"), ["body: expected int64 (an integer), found \"1\""])
        XCTAssertEqual(messages(parsed("true"), "int64"), ["body: expected int64 (an integer), found true"])
        XCTAssertEqual(messages(true, "int32"), ["body: expected int32 (an integer), found true"])
        XCTAssertEqual(messages(parsed("2.0"), "int64"), [], "an integral number is an integer")
        XCTAssertEqual(messages(Int32(7), "int32"), [])
    }

    func testNumbersAndBooleans() {
        XCTAssertEqual(messages(1.5, "double"), [])
        XCTAssertEqual(messages(parsed("3"), "number"), [])
        XCTAssertEqual(messages(parsed("-1e10"), "float"), [])
        XCTAssertEqual(messages(parsed("false"), "double"), ["body: expected double (a number), found false"])
        XCTAssertEqual(messages(parsed("\"1.5\""), "float"), ["body: expected float (a number), found \"1.5\""])
        XCTAssertEqual(messages(parsed("true"), "boolean"), [])
        XCTAssertEqual(messages(false, "boolean"), [])
        XCTAssertEqual(messages(parsed("1"), "boolean"), ["body: expected a boolean, found 1"])
        XCTAssertEqual(messages(parsed("0"), "boolean"), ["body: expected a boolean, found 0"])
        XCTAssertEqual(messages(parsed("\"true\""), "boolean"), ["body: expected a boolean, found \"true\""])
        XCTAssertEqual(messages(parsed("[true, 1, false, 0]"), "array<boolean>"), [
            "body[1]: expected a boolean, found 1", "body[3]: expected a boolean, found 0",
        ])
    }

    func testStringFormats() {
        XCTAssertEqual(messages("anything", "string"), [])
        XCTAssertEqual(messages(5, "string"), ["body: expected a string, found 5"])
        for valid in ["2024-01-02", "2024-02-29", "0001-12-31"] {
            XCTAssertEqual(messages(valid, "date"), [], valid)
        }
        for invalid in ["2023-02-29", "2024-1-02", "2024-01-32", "2024-13-01", "2024-01-02T00:00:00Z", "02.01.2024", ""] {
            XCTAssertEqual(messages(invalid, "date"), ["body: \"\(invalid)\" is not a date (YYYY-MM-DD)"], invalid)
        }
        for valid in ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05.123Z", "2024-01-02t03:04:05z", "2024-01-02 03:04:05+01:00",
                      "2024-01-02T03:04:05.1-05:30", "2016-12-31T23:59:60Z"] {
            XCTAssertEqual(messages(valid, "date-time"), [], valid)
        }
        for invalid in ["2024-01-02T03:04:05", "2024-01-02T03:04Z", "2024-01-02T24:00:00Z", "2024-01-02T03:04:05.Z",
                        "2024-01-02T03:04:05+0100", "2024-01-02", "1714564800", "2024-01-02T03:04:05Zjunk"] {
            XCTAssertEqual(messages(invalid, "date-time"), ["body: \"\(invalid)\" is not an RFC 3339 date-time"], invalid)
        }
        XCTAssertEqual(messages(1_714_564_800, "date-time"), ["body: expected a date-time string (RFC 3339), found 1714564800"])
        XCTAssertEqual(messages("123e4567-e89b-12d3-a456-426614174000", "uuid"), [])
        XCTAssertEqual(messages("123E4567-E89B-12D3-A456-426614174000", "uuid"), [])
        XCTAssertEqual(messages("123e4567e89b12d3a456426614174000", "uuid"), ["body: \"123e4567e89b12d3a456426614174000\" is not a uuid"])
        XCTAssertEqual(messages("https://example.com/a?b=c", "url"), [])
        XCTAssertEqual(messages("mailto:someone@example.com", "url"), [])
        XCTAssertEqual(messages("/relative/path", "url"), ["body: \"/relative/path\" is not an absolute url"])
        XCTAssertEqual(messages("not a url", "url"), ["body: \"not a url\" is not an absolute url"])
        XCTAssertEqual(messages("YmluYXJ5", "binary"), [])
        XCTAssertEqual(messages("", "binary"), [])
        XCTAssertEqual(messages("not base64!", "binary"), ["body: \"not base64!\" is not base64 (binary)"])
    }

    func testJSONAcceptsAnything() {
        for value: Any in [NSNull(), 1, "x", [1, "two"], ["a": ["b": NSNull()]], true] {
            XCTAssertEqual(messages(value, "json"), [])
        }
        XCTAssertEqual(messages(Date(), "json"), ["body: is not a JSON value (Date)"])
    }

    func testArraysAndMaps() {
        XCTAssertEqual(messages([[1, 2.5], [3]], "array<array<number>>"), [])
        XCTAssertEqual(messages([[1, "x"], 3], "array<array<number>>"), [
            "body[0][1]: expected double (a number), found \"x\"", "body[1]: expected array<double> (an array), found 3",
        ])
        XCTAssertEqual(messages(["email": ["dogs"], "sms": []], "map<array<string>>"), [])
        XCTAssertEqual(messages(["email": "dogs", "odd key": [NSNull()]], "map<array<string>>"), [
            "body.email: expected array<string> (an array), found \"dogs\"", "body[\"odd key\"][0]: expected a string, found null",
        ])
        XCTAssertEqual(messages(["a", "b"], "map<string>"), ["body: expected map<string> (an object), found an array of 2"])
        XCTAssertEqual(messages(["x": 1], "array<int32>"), ["body: expected array<int32> (an array), found an object"])
    }

    func testObjects() {
        let category: [String: Any] = ["id": 1, "name": "Dogs", "class": "mammal", "parent": ["id": 0, "name": "Animals"], "children": []]
        XCTAssertEqual(messages(category, "Category"), [])
        XCTAssertEqual(messages(category, "ref<Category>"), [])
        let newPet: [String: Any] = [
            "name": 42, "photo_urls": ["https://x.example/1.jpg", "relative.jpg"], "nickname": "Rex",
            "category": ["id": 1, "name": "Dogs", "parent": ["id": 0], "children": [["id": "2", "name": "Terriers"]]],
            "tags": [["id": 1, "name": "cute"], ["name": "big"]], "status": "lost", "size": NSNull(), "birth_date": "2024-02-30",
        ]
        XCTAssertEqual(messages(newPet, "NewPet"), [
            "body.name: expected a string, found 42",
            "body.category.parent.name: required key of Category is missing",
            "body.category.children[0].id: expected int64 (an integer), found \"2\"",
            "body.photo_urls[1]: \"relative.jpg\" is not an absolute url",
            "body.tags[1].id: required key of Tag is missing",
            "body.status: \"lost\" is not a case of PetStatus (\"available\", \"pending\", \"sold\", \"unknown\")",
            "body.size: is null, but NewPet.size is not nullable",
            "body.birth_date: \"2024-02-30\" is not a date (YYYY-MM-DD)",
            "body.nickname: unknown key (not a property of NewPet)",
        ])
        XCTAssertEqual(messages([:] as [String: Any], "NewPet"), [
            "body.name: required key of NewPet is missing", "body.photo_urls: required key of NewPet is missing",
        ])
        XCTAssertEqual(messages(["birthDate": "2024-01-02", "name": "x", "photo_urls": []], "NewPet"), [
            "body.birthDate: unknown key (not a property of NewPet)",
        ], "the Swift property name is not the wire key")
        XCTAssertEqual(messages("Rex", "NewPet"), ["body: expected an object (NewPet), found \"Rex\""])
    }

    func testNullability() {
        var pet = v1.example(type: "Pet") as! [String: Any]
        pet["microchip_id"] = NSNull()
        pet["metadata"] = NSNull()
        XCTAssertEqual(messages(pet, "Pet"), [], "microchip_id is nullable; json accepts null")
        pet["age"] = NSNull()
        pet["created_at"] = NSNull()
        XCTAssertEqual(messages(pet, "Pet"), [
            "body.age: is null, but Pet.age is not nullable", "body.created_at: is null, but Pet.created_at is not nullable",
        ])
        XCTAssertEqual(messages(NSNull(), "Pet"), ["body: expected an object (Pet), found null"])
        let optionalNone: String? = nil
        XCTAssertEqual(messages(["name": "x", "photo_urls": [], "category": optionalNone as Any], "NewPet"), [
            "body.category: is null, but NewPet.category is not nullable",
        ])
    }

    func testEnums() {
        XCTAssertEqual(messages("in-transit", "OrderStatus"), [])
        XCTAssertEqual(messages("in_transit", "OrderStatus"), [
            "body: \"in_transit\" is not a case of OrderStatus (\"placed\", \"approved\", \"in-transit\", \"delivered\")",
        ])
        XCTAssertEqual(messages(2, "OrderPriority"), [])
        XCTAssertEqual(messages(parsed("2"), "OrderPriority"), [])
        XCTAssertEqual(messages(5, "OrderPriority"), ["body: 5 is not a case of OrderPriority (1, 2, 3)"])
        XCTAssertEqual(messages("normal", "OrderPriority"), ["body: expected an integer (enum OrderPriority: 1, 2, 3), found \"normal\""])
        XCTAssertEqual(messages(2.5, "OrderPriority"), ["body: expected an integer (enum OrderPriority: 1, 2, 3), found 2.5"])
        XCTAssertEqual(messages(1, "PetStatus"), [
            "body: expected a string (enum PetStatus: \"available\", \"pending\", \"sold\", \"unknown\"), found 1",
        ])
        XCTAssertEqual(messages("", "Size", in: edge), [], "the empty string is a declared case")
        XCTAssertEqual(messages("2xl", "Size", in: edge), [])
    }

    func testDiscriminatedUnion() {
        let node: [String: Any] = ["kind": "node", "children": [], "value": ["free": "form"]]
        XCTAssertEqual(messages(node, "Shape", in: edge), [], "the discriminator key is allowed in the payload")
        XCTAssertEqual(messages(["kind": "error", "code": 404, "message": "gone"], "Shape", in: edge), [])
        XCTAssertEqual(messages(["kind": "error", "code": "404"], "Shape", in: edge), ["body.code: expected int32 (an integer), found \"404\""])
        XCTAssertEqual(messages(["kind": "node"], "Shape", in: edge), ["body.children: required key of Node is missing"])
        XCTAssertEqual(messages(["kind": "cat", "children": []], "Shape", in: edge), [
            "body.kind: unknown discriminator value \"cat\" of Shape (expected one of node, error)",
        ])
        XCTAssertEqual(messages(["children": []], "Shape", in: edge), ["body.kind: discriminator of Shape is missing (expected one of node, error)"])
        XCTAssertEqual(messages(["kind": 1], "Shape", in: edge), ["body.kind: expected a string (discriminator of Shape: node, error), found 1"])
        XCTAssertEqual(messages("node", "Shape", in: edge), ["body: expected an object (Shape, discriminated by \"kind\"), found \"node\""])
        XCTAssertEqual(messages(["kind": "node", "children": [], "extra": 1], "Shape", in: edge), [
            "body.extra: unknown key (not a property of Node)",
        ])
    }

    func testUnionWithoutDiscriminator() {
        let values: [Any] = [5, "2024-01-02T03:04:05Z", [["kind": "node", "children": []]]]
        XCTAssertEqual(messages(values, "array<Anything>", in: edge), [])
        XCTAssertEqual(messages([true], "array<Anything>", in: edge), [
            "body[0]: matches no variant of Anything (int64: int64, date-time: date-time, array<Shape>: array<Shape>); "
                + "closest, int64: body[0]: expected int64 (an integer), found true",
        ])
        XCTAssertEqual(messages([[["kind": "cat"]]], "array<Anything>", in: edge).count, 1)
    }

    func testRecursiveAndNamedLikeFoundation() {
        let node: [String: Any] = [
            "children": [["children": [], "parent": ["children": []]]],
            "partner": ["back": NSNull()],
        ]
        XCTAssertEqual(messages(node, "Node", in: edge), [])
        XCTAssertEqual(messages(["partner": [:] as [String: Any], "children": []], "Node", in: edge), [
            "body.partner.back: required key of Other is missing",
        ])
        XCTAssertEqual(messages(["day": "2024-01-02", "by_name": NSNull()], "Date", in: edge), [])
        XCTAssertEqual(messages(["day": "2024-01-02", "by_name": ["a": "x"]], "Date", in: edge), [
            "body.by_name.a: \"x\" is not a date (YYYY-MM-DD)",
        ])
    }

    func testTypeProblemsAndPaths() {
        XCTAssertEqual(messages(1, "Petz"), ["body: unknown type \"Petz\" (neither a scalar nor a model)"])
        XCTAssertEqual(messages(1, "array<"), ["body: invalid type \"array<\": expected a scalar, json, array<T>, map<T>, ref<Name> or a model name"])
        XCTAssertEqual(messages(1, "string", at: ""), ["$: expected a string, found 1"])
        XCTAssertEqual(messages(["owner": ["name": 1]], "map<map<string>>", at: ""), ["owner.name: expected a string, found 1"])
        XCTAssertEqual(messages(["id": 1, "name": 2], "Tag", at: "response.tags[0]"), ["response.tags[0].name: expected a string, found 2"])
    }
}
