import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-sixth held-out part (science, automotive and accounting APIs) was unsealed for
/// tuning: a member of the same type whose description is said alike, in words beyond its owner's name, is renamed with
/// little else (Checkout.com's classic → unified API: `CaptureRequest.value` → `amount`, "Amount to capture; …" →
/// "Amount to capture in the minor unit; …").
final class DescribedMemberRenameTests: ConventionRenameTestCase {
    /// A `CaptureRequest` model line with `members` (name, type, description; `required` ones required), sent by one
    /// `POST` endpoint.
    private func capture(_ version: String, _ members: [(String, String, String)], owner: String = "CaptureRequest",
                         required: Set<String> = []) throws -> APIDocument {
        let lines = members.map { "{name: \($0.0), type: \($0.1), description: \"\($0.2)\"\(required.contains($0.0) ? ", required: true" : "")}" }
        return try document(version, models: "  - {name: \(owner), properties: [\(lines.joined(separator: ", "))]}", endpoints: """
          - {operationId: capture, method: POST, path: "/captures", parameters: [{name: body, in: body, type: \(owner)}]}
        """)
    }

    /// Other members the release removed and added: none related to another, so neither the only removed and added
    /// member of a type nor a kept neighbour relates `value` and `amount`.
    private let removed = [("count", "int64", "How many items were shipped."), ("note", "string", "Free text shown to the buyer.")]
    private let added = [("retries", "int64", "Times the capture was retried."), ("label", "string", "A label printed on receipts.")]

    /// Checkout.com: `value` → `amount`, both `int64`, "Amount to capture; the full authorised amount when omitted." →
    /// "Amount to capture in the minor unit; the full amount when omitted.": renamed, though the names share nothing.
    func testASameTypeMemberDescribedAlikeIsRenamed() throws {
        let old = try capture("1", [("value", "int64", "Amount to capture; the full authorised amount when omitted.")] + removed)
        let new = try capture("2", [("amount", "int64", "Amount to capture in the minor unit; the full amount when omitted.")] + added)
        XCTAssertEqual(renames(old, new), ["/models/CaptureRequest/properties/value → /models/CaptureRequest/properties/amount"])
    }

    /// Of another type, the description stays a hint: `value: string` → `amount: int64`, in the same place before the
    /// same kept `currency`, is not renamed.
    func testAnotherTypeLeavesTheDescriptionAHint() throws {
        let currency = ("currency", "string", "Three-letter currency code.")
        let old = try capture("1", [("value", "string", "Amount to capture; the full authorised amount when omitted."), currency] + removed)
        let new = try capture("2", [("amount", "int64", "Amount to capture in the minor unit; the full amount when omitted."), currency] + added)
        XCTAssertEqual(renames(old, new), [])
    }

    /// Calendly v1 → v2: "The event type's id." and "Hex color of the event type." share only their owner's words
    /// (`EventType`), which any of its members may say: `id` is not renamed to `color`.
    func testDescriptionsSharingOnlyTheOwnersWordsAreNoEvidence() throws {
        let old = try capture("1", [("id", "string", "The event type's id.")] + removed, owner: "EventType")
        let new = try capture("2", [("color", "string", "Hex color of the event type.")] + added, owner: "EventType")
        XCTAssertEqual(renames(old, new), [])
    }
    /// Google Calendar v2 → v3: `title` → `summary`, "The title of the event." → "Title of the event, as shown in the
    /// calendar.", in another place among other members: each is the only member of its type on the other side described
    /// alike, which weighs as much as the same description.
    func testTheOnlyMemberDescribedAlikeEitherWayIsRenamed() throws {
        let old = try capture("1", [("title", "string", "The title of the event.")] + removed, owner: "Event")
        let new = try capture("2", added + [("summary", "string", "Title of the event, as shown in the calendar.")], owner: "Event")
        XCTAssertEqual(renames(old, new), ["/models/Event/properties/title → /models/Event/properties/summary"])
        // A member of another type described alike is no rival.
        let counted = try capture("2", added + [("summary", "string", "Title of the event, as shown in the calendar."),
                                                ("glyphs", "int64", "Title of the event, counted in characters.")], owner: "Event")
        XCTAssertEqual(renames(old, counted), ["/models/Event/properties/title → /models/Event/properties/summary"])
        // Another added string described alike (and required) leaves the choice to the places, which say nothing here.
        let twice = try capture("2", added + [("summary", "string", "Title of the event, as shown in the calendar."),
                                              ("headline", "string", "Title of the event on small screens.")],
                                owner: "Event", required: ["headline"])
        XCTAssertEqual(renames(old, twice), [])
        // So does another removed one.
        let oldTwice = try capture("1", [("title", "string", "The title of the event."),
                                         ("caption", "string", "Title of the event as shown in the calendar app.")] + removed,
                                   owner: "Event", required: ["caption"])
        XCTAssertEqual(renames(oldTwice, new), [])
    }

    /// WooCommerce: "Whether the variation is taxable (read-only)." and "Whether the variation can be bought
    /// (read-only)." share only their owner's words and how a member behaves: `taxable` is not renamed to `purchasable`.
    func testWordsSayingHowAMemberBehavesAreNoEvidence() throws {
        let old = try capture("1", [("taxable", "boolean", "Whether the variation is taxable (read-only).")] + removed, owner: "ProductVariation")
        let new = try capture("2", [("purchasable", "boolean", "Whether the variation can be bought (read-only).")] + added, owner: "ProductVariation")
        XCTAssertEqual(renames(old, new), [])
    }
}
