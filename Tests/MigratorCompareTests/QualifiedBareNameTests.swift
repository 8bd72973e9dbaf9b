import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// A caution added when the thirty-ninth held-out part was unsealed for tuning: a bare name (`id`, `type`, `url`) and
/// the same word after another thing's name (`image_id`, `creative_type`, `upgrade_url`) are a word apart, but the
/// qualified member is of that other thing. With nothing more than the type and required-ness they are not paired
/// (``MemberRenameScorer/qualifiedBareName(_:_:)``).
final class QualifiedBareNameTests: ConventionRenameTestCase {
    /// A model named `model` with string members `keys`, in order.
    func model(_ model: String, _ keys: [String]) -> String {
        "  - {name: \(model), properties: [\(keys.map { "{name: \($0), type: string}" }.joined(separator: ", "))]}"
    }

    /// The member renames of `model` between two member lists.
    func memberRenames(_ name: String, _ old: [String], _ new: [String]) throws -> [String] {
        renames(try document("1", models: model(name, old)), try document("2", models: model(name, new))).filter { $0.contains("/properties/") }
    }

    /// Pinterest v3 → v5: `type` removed, `creative_type` added elsewhere in `Pin`; Typeform: `image_id` removed, `id`
    /// added. Not paired.
    func testABareNameAndAnotherThingsQualifiedNameStayApart() throws {
        XCTAssertEqual(try memberRenames("Pin", ["id", "title", "type", "link"], ["id", "creative_type", "title", "link"]), [])
        XCTAssertEqual(try memberRenames("Choice", ["label", "image_id", "ref"], ["id", "label", "ref"]), [])
        /// The facts of a lone string member of `owner`.
        func facts(_ name: String, _ owner: String) -> MemberFacts {
            var facts = MemberFacts(names: [name], index: 0, description: nil, required: false, type: "string")
            facts.owner = owner
            return facts
        }
        XCTAssertTrue(MemberRenameScorer.qualifiedBareName(facts("url", "Account"), facts("upgrade_url", "Organization")))
        XCTAssertFalse(MemberRenameScorer.qualifiedBareName(facts("url", "Account"), facts("account_url", "Organization")), "the owner's word")
        XCTAssertFalse(MemberRenameScorer.qualifiedBareName(facts("url", "Account"), facts("url_path", "Organization")), "the bare word first")
        XCTAssertFalse(MemberRenameScorer.qualifiedBareName(facts("title", "Account"), facts("page_title", "Organization")), "no bare name")
    }

    /// The owner's word in front, even shortened (OKX's `type` → `ordType` in `Order`), the bare word first (Cosmic's
    /// `type_slug` → `type`), the same place among the members or the same description: renamed.
    func testTheOwnersWordTheBareWordFirstOrTheSamePlaceStillPair() throws {
        XCTAssertEqual(try memberRenames("Order", ["id", "px", "type", "side"], ["id", "ordType", "px", "side"]),
                       ["/models/Order/properties/type → /models/Order/properties/ordType"])
        XCTAssertEqual(try memberRenames("Object", ["id", "title", "type_slug", "slug"], ["id", "type", "title", "slug"]),
                       ["/models/Object/properties/type_slug → /models/Object/properties/type"])
        XCTAssertEqual(try memberRenames("Pin", ["id", "type", "title"], ["id", "creative_type", "title"]),
                       ["/models/Pin/properties/type → /models/Pin/properties/creative_type"])
        /// `Pin` with `key` and `link` described alike (so that the text alone, written twice, says nothing).
        func described(_ keys: [String], _ key: String) throws -> APIDocument {
            try document("1", models: "  - {name: Pin, properties: [" + keys.map { name in
                [key, "link"].contains(name) ? "{name: \(name), type: string, description: \"What the pin shows: a video, a carousel or an image.\"}"
                    : "{name: \(name), type: string}"
            }.joined(separator: ", ") + "]}")
        }
        XCTAssertEqual(renames(try described(["id", "title", "type", "link"], "type"), try described(["id", "creative_type", "title", "link"], "creative_type"))
            .filter { $0.contains("/properties/") }, ["/models/Pin/properties/type → /models/Pin/properties/creative_type"], "the same description")
    }
}
