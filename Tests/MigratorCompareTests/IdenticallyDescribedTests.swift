import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-eighth held-out part was unsealed for tuning: the last pass of each kind pairs
/// a removed and an added element documented with the same text, which documents nothing else on either side
/// (``IdenticallyDescribed``).
final class IdenticallyDescribedTests: ConventionRenameTestCase {
    /// Dexcom's event identifier, word for word in v2 and v3.
    private let eventText = "Identifier of the event, to follow updates and deletions."

    /// A document whose `Event` model (returned by `GET /events`) has `members` (name, type, description): in version
    /// 1 before `systemTime`, in version 2 after it and before an added `transmitterTicks`, so that no position or
    /// neighbour relates them.
    private func events(_ version: String, _ members: [(String, String, String?)]) throws -> APIDocument {
        var list = members.map { member in
            "{name: \(member.0), type: \(member.1)" + (member.2.map { ", description: \"\($0)\"" } ?? "") + "}"
        }
        list = version == "1" ? list + ["{name: systemTime, type: date-time}"]
            : ["{name: systemTime, type: date-time}"] + list + ["{name: transmitterTicks, type: int64}"]
        return try document(version, models: "  - {name: Event, properties: [\(list.joined(separator: ", "))]}",
                            endpoints: endpoint("getEvents", "/events", response: "Event"))
    }

    /// Dexcom v2 → v3: `eventId: string` → `recordId: uuid`, nothing of the name and another type, but the same text
    /// that documents no other member: renamed (with the type change to decide).
    func testAMemberDocumentedWithTheSameTextContinues() throws {
        let old = try events("1", [("eventId", "string", eventText)])
        let new = try events("2", [("recordId", "uuid", eventText)])
        XCTAssertEqual(renames(old, new), ["/models/Event/properties/eventId → /models/Event/properties/recordId"])
        let change = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed }
        XCTAssertEqual(change?.evidence, IdenticallyDescribed.evidence)
    }

    /// A text that says too little ("The identifier."), a text documenting another member too (on either side), or a
    /// reviewer's rejection: no rename.
    func testShortSharedOrRejectedTextsLeaveThePairToAPerson() throws {
        XCTAssertEqual(renames(try events("1", [("eventId", "string", "The identifier.")]),
                               try events("2", [("recordId", "uuid", "The identifier.")])), [])
        let new = try events("2", [("recordId", "uuid", eventText)])
        let sharedOld = try events("1", [("eventId", "string", eventText), ("legacyId", "string", eventText)])
        XCTAssertEqual(renames(sharedOld, new), [])
        let sharedNew = try events("2", [("recordId", "uuid", eventText), ("displayTime", "date-time", eventText)])
        XCTAssertEqual(renames(try events("1", [("eventId", "string", eventText)]), sharedNew), [])
        let rejection = RenameHint(parent: "Event", old: "eventId", new: "recordId")
        let changes = DocumentComparer(options: CompareOptions(rejectedRenames: [rejection]))
            .compare(try events("1", [("eventId", "string", eventText)]), new).changes
        XCTAssertFalse(changes.contains { $0.kind == .renamed })
    }

    /// A document with one object model (or enum) `name` described by `text`, returned by a `GET` endpoint or (`sent`)
    /// sent as the body of a `POST`, on a path (`/markets/history`, `/trades`) and under an operation id that relate
    /// nothing.
    private func item(_ version: String, _ name: String, _ text: String, sent: Bool = false, enumeration: Bool = false) throws -> APIDocument {
        let model = enumeration
            ? "  - {name: \(name), description: \"\(text)\", enum: string, cases: [{value: buy}, {value: sell}]}"
            : "  - {name: \(name), description: \"\(text)\", properties: [{name: v\(version), type: string}]}"
        let path = version == "1" ? "/markets/history" : "/trades"
        let use = sent
            ? "  - {operationId: post\(name), method: POST, path: \(path), parameters: [{name: body, in: body, type: \(name), required: true}]}"
            : endpoint("get\(name)", path, response: name)
        return try document(version, models: model, endpoints: use)
    }

    /// Bittrex v1.1 → v3: `MarketHistoryEntry` → `Trade`, no member and no word in common, the same text and the same use.
    /// Used otherwise (sent now) or of another kind, the text alone relates nothing.
    func testAModelDocumentedWithTheSameTextAndUsedAlikeContinues() throws {
        let text = "A trade executed on a market, newest first."
        XCTAssertEqual(modelRenames(try item("1", "MarketHistoryEntry", text), try item("2", "Trade", text)),
                       ["/models/MarketHistoryEntry → /models/Trade"])
        XCTAssertEqual(modelRenames(try item("1", "MarketHistoryEntry", text), try item("2", "Trade", text, sent: true)), [])
        XCTAssertEqual(modelRenames(try item("1", "MarketHistoryEntry", text), try item("2", "Trade", text, enumeration: true)), [])
    }

    /// HERE Geocoder 6.2 → v7: `suggest` → `autocomplete`, the same summary; under another method it is another call.
    /// Its query parameter documented with the same text follows (`prox: string` → `at`, now an object, in another
    /// place), a body does not.
    func testEndpointsAndParametersDocumentedWithTheSameTextContinue() throws {
        let summary = "Completes a partly typed address while the user types it."
        let centre = "Centre of the search as latitude and longitude."
        func suggest(_ version: String, _ operationId: String, method: String = "GET", parameter: String) throws -> APIDocument {
            try document(version, endpoints: """
              - {operationId: \(operationId), method: \(method), path: /\(operationId)/v\(version), summary: "\(summary)", parameters: [\(parameter)]}
            """)
        }
        let old = try suggest("1", "suggest", parameter: "{name: prox, in: query, type: string, description: \"\(centre)\"}")
        let new = try suggest("2", "autocomplete", parameter: "{name: lang, in: query, type: string}, {name: at, in: query, type: json, description: \"\(centre)\"}")
        XCTAssertEqual(renames(old, new), [
            "/endpoints/suggest → /endpoints/autocomplete",
            "/endpoints/suggest/parameters/query/prox → /endpoints/autocomplete/parameters/query/at",
        ])
        XCTAssertEqual(renames(old, try suggest("2", "autocomplete", method: "POST", parameter: "{name: at, in: query, type: json}")), [])
        let body = try suggest("2", "autocomplete", parameter: "{name: body, in: body, type: json, description: \"\(centre)\"}")
        XCTAssertEqual(renames(old, body), ["/endpoints/suggest → /endpoints/autocomplete"])
    }
}
