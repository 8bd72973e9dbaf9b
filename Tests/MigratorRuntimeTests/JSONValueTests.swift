import Foundation
import MigratorRuntime
import XCTest

final class JSONValueTests: XCTestCase {
    private func decode(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func testDecodingDistinguishesIntegersFromNonIntegralNumbers() throws {
        XCTAssertEqual(try decode("42"), .integer(42))
        XCTAssertEqual(try decode("-7"), .integer(-7))
        XCTAssertEqual(try decode("2.5"), .number(2.5))
        XCTAssertEqual(try decode("-0.125"), .number(-0.125))
        // Beyond Int's range the value can only be a Double.
        XCTAssertEqual(try decode("9223372036854775808"), .number(9_223_372_036_854_775_808))
    }

    func testDecodingEveryKindOfValue() throws {
        let value = try decode(#"{"a":null,"b":true,"c":[1,"x",false],"d":{"e":1.5}}"#)
        XCTAssertEqual(
            value,
            .object([
                "a": .null,
                "b": .bool(true),
                "c": .array([.integer(1), .string("x"), .bool(false)]),
                "d": .object(["e": .number(1.5)]),
            ])
        )
    }

    func testBooleansAreNotDecodedAsIntegers() throws {
        XCTAssertEqual(try decode("true"), .bool(true))
        XCTAssertEqual(try decode("1"), .integer(1))
        XCTAssertEqual(try decode("0"), .integer(0))
    }

    func testEncodeDecodeRoundTripKeepsValueAndKind() throws {
        let original: JSONValue = [
            "name": "Rex",
            "age": 3,
            "weight": 12.75,
            "tags": ["a", "b"],
            "vaccinated": false,
            "owner": nil,
        ]
        let data = try JSONEncoder().encode(original)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        XCTAssertEqual(decoded, original)
        XCTAssertEqual(decoded["age"], .integer(3))
        XCTAssertEqual(decoded["weight"], .number(12.75))
    }

    func testLiteralsBuildTheMatchingCases() {
        let null: JSONValue = nil
        let flag: JSONValue = true
        let count: JSONValue = 3
        let ratio: JSONValue = 0.5
        let text: JSONValue = "hi"
        let list: JSONValue = [1, "two"]
        let object: JSONValue = ["k": 1, "k2": "v"]
        XCTAssertEqual(null, .null)
        XCTAssertEqual(flag, .bool(true))
        XCTAssertEqual(count, .integer(3))
        XCTAssertEqual(ratio, .number(0.5))
        XCTAssertEqual(text, .string("hi"))
        XCTAssertEqual(list, .array([.integer(1), .string("two")]))
        XCTAssertEqual(object, .object(["k": .integer(1), "k2": .string("v")]))
    }

    func testJSONStringIsCompactWithSortedKeys() {
        let value: JSONValue = ["zeta": 1, "alpha": ["b": true, "a": nil], "mid": [1.5, 2.0, "x"]]
        XCTAssertEqual(value.jsonString(), #"{"alpha":{"a":null,"b":true},"mid":[1.5,2.0,"x"],"zeta":1}"#)
    }

    func testJSONStringEscapesQuotesBackslashesAndControlCharacters() {
        let value = JSONValue.string("say \"hi\"\\ \n\t\u{01} é / ✓")
        XCTAssertEqual(value.jsonString(), #""say \"hi\"\\ \n\t\u0001 é / ✓""#)
        // The text is valid JSON that decodes back to the same string.
        XCTAssertEqual(try decode(value.jsonString()), value)
    }

    func testJSONStringWritesNonFiniteNumbersAsNull() {
        XCTAssertEqual(JSONValue.array([.number(.infinity), .number(.nan), .number(1e-7)]).jsonString(), "[null,null,1e-07]")
    }

    func testJSONStringIsIdenticalForEqualObjectsBuiltInDifferentOrders() {
        var first: [String: JSONValue] = [:]
        var second: [String: JSONValue] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { first[key] = .string(key) }
        for key in keys.reversed() { second[key] = .string(key) }
        XCTAssertEqual(JSONValue.object(first).jsonString(), JSONValue.object(second).jsonString())
        XCTAssertTrue(JSONValue.object(first).jsonString().hasPrefix(#"{"key0":"key0","key1":"key1","key10":"#))
    }

    func testInitEncodingConvertsAnyEncodable() throws {
        struct Sample: Encodable {
            var name = "Rex"
            var scores = [1, 2]
            var ratio = 0.25
            var nickname: String?
        }
        let value = try JSONValue(encoding: Sample())
        // JSONEncoder omits nil optionals.
        XCTAssertEqual(value, ["name": "Rex", "scores": [1, 2], "ratio": 0.25])
        XCTAssertEqual(try JSONValue(encoding: "fragment"), .string("fragment"))
    }

    func testDecodeAsConvertsToAnyDecodable() throws {
        struct Sample: Decodable, Equatable {
            var name: String
            var scores: [Int]
        }
        let value: JSONValue = ["name": "Rex", "scores": [3, 4], "ignored": true]
        XCTAssertEqual(try value.decode(as: Sample.self), Sample(name: "Rex", scores: [3, 4]))
        XCTAssertThrowsError(try JSONValue.string("x").decode(as: Sample.self)) { error in
            XCTAssertTrue(error is DecodingError, "unexpected error \(error)")
        }
    }

    func testSubscriptReadsObjectMembersOnly() {
        let value: JSONValue = ["owner": ["name": "Ann"]]
        XCTAssertEqual(value["owner"]?["name"], .string("Ann"))
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.array([1])["owner"])
        XCTAssertNil(JSONValue.string("owner")["owner"])
    }

    func testHashableDistinguishesIntegerFromNumber() {
        let set: Set<JSONValue> = [.integer(1), .number(1), .integer(1), .string("1")]
        XCTAssertEqual(set.count, 3)
    }

    func testDuplicateDictionaryLiteralKeysKeepTheLastValue() {
        let value = JSONValue(dictionaryLiteral: ("a", 1), ("b", true), ("a", 2))
        XCTAssertEqual(value, .object(["a": .integer(2), "b": .bool(true)]))
    }
}
