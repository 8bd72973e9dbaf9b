import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Endpoint evidence added when the thirty-fourth held-out part (localization, sports and forms APIs) was unsealed for
/// tuning: endpoints of the same method whose routes end in the same resource, sharing two parameters and an operation
/// id word, one for one (``SameResourceEndpoints``).
final class SameResourceEndpointTests: ConventionRenameTestCase {
    /// ProPublica's Congress API → Congress.gov: the recent bills of a Congress, and an endpoint that stays.
    private let oldBills = """
      - {operationId: getRecentBills, method: GET, path: "/{congress}/{chamber}/bills/{type}.json", parameters: [{name: congress, in: path, type: string, required: true}, {name: chamber, in: path, type: string, required: true}, {name: type, in: path, type: string, required: true}, {name: offset, in: query, type: int32}]}
      - {operationId: getMember, method: GET, path: "/members/{id}", parameters: [{name: id, in: path, type: string, required: true}]}
    """

    /// The new bill list (a `GET` unless told): `/bill/{congress}` with `offset`, under `operationId`.
    private func newBills(_ operationId: String = "bill_list_by_congress", method: String = "GET", path: String = "/bill/{congress}", parameter: String = "congress") -> String {
        "  - {operationId: \(operationId), method: \(method), path: \"\(path)\", parameters: [{name: \(parameter), in: path, type: string, required: true}, {name: offset, in: query, type: int32}]}"
    }

    /// The kept endpoint.
    private let member = "  - {operationId: getMember, method: GET, path: \"/members/{id}\", parameters: [{name: id, in: path, type: string, required: true}]}"

    /// The endpoint renames of a comparison, parameters left out.
    private func endpointRenames(_ old: APIDocument, _ new: APIDocument) -> [String] {
        renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }
    }

    /// `getRecentBills` → `bill_list_by_congress`: the routes end in `bills/{type}.json` and `bill`, both take `congress`
    /// and `offset`, both ids say `bill`, and no other endpoint relates so.
    func testTheOnlyEndpointOfTheSameResourceWithParametersAndAWordInCommonContinues() throws {
        let old = try document("1", endpoints: oldBills)
        let new = try document("2", endpoints: newBills() + "\n" + member)
        XCTAssertEqual(endpointRenames(old, new), ["/endpoints/getRecentBills → /endpoints/bill_list_by_congress"])
        let change = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.old == "/endpoints/getRecentBills" }
        XCTAssertEqual(change?.evidence, SameResourceEndpoints.evidence)
    }

    /// A second added endpoint related the same way (`bill_list_by_type`), or a second removed one (`getBills`), leaves
    /// both to a person.
    func testTwoEndpointsRelatedSoAreNotPaired() throws {
        let old = try document("1", endpoints: oldBills)
        let new = try document("2", endpoints: [newBills(), newBills("bill_list_by_type", path: "/congress/{congress}/bill"), member].joined(separator: "\n"))
        XCTAssertEqual(endpointRenames(old, new), [])
        let twoOld = try document("1", endpoints: oldBills + """

          - {operationId: getBills, method: GET, path: "/congress/{congress}/bill", parameters: [{name: congress, in: path, type: string, required: true}, {name: offset, in: query, type: int32}]}
        """)
        XCTAssertEqual(endpointRenames(twoOld, try document("2", endpoints: newBills() + "\n" + member)), [])
    }

    /// Each piece is needed: the method, the resource, two parameters and an operation id word.
    func testEachPieceOfTheEvidenceIsNeeded() throws {
        let old = try document("1", endpoints: oldBills)
        for (variant, why) in [
            (newBills(method: "POST"), "another method"),
            (newBills(path: "/law/{congress}"), "another resource"),
            (newBills(path: "/bill/{session}", parameter: "session"), "the offset only, once congress is renamed: one parameter in common"),
            (newBills("law_list_by_session"), "no operation id word in common"),
        ] {
            let new = try document("2", endpoints: variant + "\n" + member)
            XCTAssertEqual(endpointRenames(old, new), [], why)
        }
        // No parameter in common at all.
        let bare = try document("1", endpoints: """
          - {operationId: getRecentBills, method: GET, path: "/{congress}/{chamber}/bills/{type}.json", parameters: [{name: congress, in: path, type: string, required: true}, {name: chamber, in: path, type: string, required: true}, {name: type, in: path, type: string, required: true}]}
        \(member)
        """)
        let other = try document("2", endpoints: "  - {operationId: bill_list_by_congress, method: GET, path: \"/bill/{session}\", parameters: [{name: session, in: path, type: string, required: true}]}\n" + member)
        XCTAssertEqual(endpointRenames(bare, other), [])
    }
}
