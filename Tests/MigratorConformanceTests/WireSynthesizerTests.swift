import Foundation
import MigratorConformance
import XCTest

/// The synthesizer builds values the validator accepts (rules, formats, enums), its response variants change what
/// they promise, and the pattern generator builds matching strings or says it cannot.
final class WireSynthesizerTests: XCTestCase {
    private func document() throws -> WireDocument { try WireDocument(json: Data(WireRulesAndStylesTests.json.utf8)) }

    func testSynthesizedValuesSatisfyTheirRules() throws {
        let document = try document()
        let synthesizer = WireSynthesizer(document: document)
        let validator = WireValidator(document: document)
        for variant: WireSynthesizer.Variant in [.full, .requiredOnly, .nullsForNullable] {
            let user = synthesizer.value(.model("User"), variant: variant)
            XCTAssertEqual(validator.validate(json: user, type: .model("User"), at: "user").map(\.message), [], "\(variant): \(jsonText(user))")
        }
        let full = try XCTUnwrap(synthesizer.value(.model("User")) as? [String: Any])
        XCTAssertEqual(full["name"] as? String, "aa", "the pattern ^[a-z]+$ with minLength 2")
        XCTAssertEqual(full["age"] as? Int, 1)
        XCTAssertEqual(full["score"] as? Double, 1.5)
        let required = try XCTUnwrap(synthesizer.value(.model("User"), variant: .requiredOnly) as? [String: Any])
        XCTAssertEqual(required.keys.sorted(), ["name"])
    }

    func testNumbersRespectBoundsAndMultiples() {
        XCTAssertEqual(WireSynthesizer.number(near: 1, WireRules(minimum: 10), integral: true), 10)
        XCTAssertEqual(WireSynthesizer.number(near: 1, WireRules(exclusiveMinimum: 10), integral: true), 11)
        XCTAssertEqual(WireSynthesizer.number(near: 1, WireRules(maximum: -3), integral: true), -3)
        XCTAssertEqual(WireSynthesizer.number(near: 1, WireRules(multipleOf: 7), integral: true), 7)
        XCTAssertEqual(WireSynthesizer.number(near: 1.5, WireRules(exclusiveMaximum: 1), integral: false), 0.75)
    }

    func testEdgeVariantsBreakWhatTheyShould() throws {
        let document = try WireDocument(json: Data(WireInlineDocumentTests.json.utf8))
        let synthesizer = WireSynthesizer(document: document)
        let validator = WireValidator(document: document)
        let variants = synthesizer.responseVariants(for: .model("Meta"))
        XCTAssertEqual(variants, [.full, .requiredOnly, .unknownEnumValues, .extraMembers])
        XCTAssertEqual(validator.validate(json: synthesizer.value(.model("Meta"), variant: .full), type: .model("Meta"), at: "").map(\.message), [])
        XCTAssertEqual(validator.validate(json: synthesizer.value(.model("Meta"), variant: .unknownEnumValues), type: .model("Meta"), at: "").map(\.message), [
            "color: \"\(WireSynthesizer.unknownEnumString)\" is not a case of Color (\"red\", \"green\")",
        ])
        XCTAssertEqual(validator.validate(json: synthesizer.value(.model("Meta"), variant: .extraMembers), type: .model("Meta"), at: "").map(\.message), [
            "\(WireSynthesizer.extraMemberKey): unknown key (not a property of Meta)",
        ])
        XCTAssertEqual(synthesizer.responseVariants(for: .model("Figure")), [.full, .extraMembers, .unionVariant(1)])
    }

    func testUnionVariantsAreEachProduced() throws {
        let document = try WireDocument(json: Data(WireInlineDocumentTests.json.utf8))
        let synthesizer = WireSynthesizer(document: document)
        let first = try XCTUnwrap(synthesizer.value(.model("Figure"), variant: .full) as? [String: Any])
        let second = try XCTUnwrap(synthesizer.value(.model("Figure"), variant: .unionVariant(1)) as? [String: Any])
        XCTAssertEqual(first["kind"] as? String, "circle")
        XCTAssertEqual(second["kind"] as? String, "square")
        XCTAssertEqual(second["side"] as? Double, 1.5)
    }

    func testPatternExamples() {
        let cases: [(String, String?)] = [
            ("^[A-Z]{2}-\\d{3}$", "AA-000"), ("^(foo|bar)+baz?$", "fooba"), ("[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}", "a@a.aa"),
            ("^\\w+$", "a"), ("^x{2,4}$", "xx"), ("^[^a]+$", nil), ("^(a)\\1$", nil),
        ]
        for (pattern, expected) in cases {
            XCTAssertEqual(WirePatternExample.string(matching: pattern), expected, pattern)
        }
        XCTAssertEqual(WirePatternExample.string(matching: "^[a-z]+$", minLength: 4), "aaaa")
    }
}
