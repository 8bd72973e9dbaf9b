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

    /// Spotify's shape: a discriminated union of a track and an episode whose enums differ. Every declared variant
    /// is answered, and the unknown-enum-value response is repeated with the episode, whose `show.kind` the first
    /// variant never reaches; the discriminator's own enum does not count (the union overwrites it).
    func testUnknownEnumValuesReachEnumsOfLaterUnionVariants() throws {
        let json = #"""
        {
          "migrator-document": "1",
          "service": {"name": "Play", "version": "1.0.0"},
          "models": [
            {"name": "TrackType", "enum": "string", "cases": [{"value": "track"}]},
            {"name": "EpisodeType", "enum": "string", "cases": [{"value": "episode"}]},
            {"name": "ShowKind", "enum": "string", "cases": [{"value": "podcast"}, {"value": "audiobook"}]},
            {"name": "Show", "properties": [{"name": "kind", "type": "ShowKind", "required": true}]},
            {"name": "Track", "properties": [{"name": "type", "type": "TrackType", "required": true}]},
            {"name": "Episode", "properties": [{"name": "type", "type": "EpisodeType", "required": true}, {"name": "show", "type": "Show", "required": true}]},
            {"name": "Item", "discriminator": "type", "oneOf": [{"type": "Track", "value": "track"}, {"type": "Episode", "value": "episode"}]},
            {"name": "Bare", "discriminator": "type", "oneOf": [{"type": "Track", "value": "track"}, {"type": "Track", "value": "other"}]}
          ],
          "endpoints": []
        }
        """#
        let document = try WireDocument(json: Data(json.utf8))
        let synthesizer = WireSynthesizer(document: document)
        let validator = WireValidator(document: document)
        XCTAssertEqual(synthesizer.responseVariants(for: .array(.model("Item"))),
                       [.full, .unknownEnumValues, .extraMembers, .unionVariant(1), .unknownEnumValuesInUnionVariant(1)])
        let episode = synthesizer.value(.model("Item"), variant: .unknownEnumValuesInUnionVariant(1))
        XCTAssertEqual(validator.validate(json: episode, type: .model("Item"), at: "").map(\.message), [
            "show.kind: \"\(WireSynthesizer.unknownEnumString)\" is not a case of ShowKind (\"podcast\", \"audiobook\")",
        ], jsonText(episode))
        XCTAssertEqual(WireSynthesizer.Variant.unknownEnumValuesInUnionVariant(1).description, "unknown-enum-value-union-variant-2")
        XCTAssertEqual(synthesizer.responseVariants(for: .model("Bare")), [.full, .unknownEnumValues, .extraMembers, .unionVariant(1)],
                       "a later variant reaching no new enum (the discriminator's aside) adds no variant")
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
