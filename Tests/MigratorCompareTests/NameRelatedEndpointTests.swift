import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-seventh held-out part (news, open banking and publishing APIs) was unsealed for
/// tuning: the last endpoint pass pairs two endpoints of the same method whose operation ids are a word apart, one for
/// one, when their routes and documentation do not tell them apart (``NameRelatedEndpoints``).
final class NameRelatedEndpointTests: ConventionRenameTestCase {
    /// Transifex v2 → v3: `resource_detail`, `GET /project/{project}/resource/{slug}` → `getResourceDetails`,
    /// `GET /resources/{resource_id}` (a word added, nothing else alike), and its path parameter with it.
    func testOperationIdsAWordApartAndAloneAreOneEndpoint() throws {
        let old = try document("1", endpoints: endpoint("resource_detail", "/project/{project}/resource/{slug}", query: ["details"]))
        let new = try document("2", endpoints: endpoint("getResourceDetails", "/resources/{resource_id}", query: ["details"]))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/resource_detail → /endpoints/getResourceDetails"), "\(found)")
        let guide = DocumentComparer().compare(old, new)
        let evidence = guide.changes.first { $0.kind == .renamed && $0.element == .endpoint }?.evidence ?? ""
        XCTAssertTrue(evidence.contains("the only endpoints left whose operation ids relate so"), evidence)
    }

    /// Another added endpoint a word apart too, another method, one item against a listing, documentation said
    /// differently, a route of parameters alone, a word the route gives another resource, or a reviewer's rejection: no
    /// rename.
    func testRivalsMethodsRoutesAndDocumentationLeaveThePairToAPerson() throws {
        let old = try document("1", endpoints: endpoint("resource_detail", "/project/{project}/resource/{slug}"))
        let rival = try document("2", endpoints: endpoint("getResourceDetails", "/resources/{resource_id}") + "\n"
            + endpoint("resource_details_list", "/resource_stats/{resource_id}"))
        XCTAssertEqual(renames(old, rival), [])
        let oldRival = try document("1", endpoints: endpoint("resource_detail", "/project/{project}/resource/{slug}") + "\n"
            + endpoint("getResourceDetail", "/project/{project}/stats/{slug}", method: "DELETE"))
        XCTAssertFalse(renames(oldRival, try document("2", endpoints: endpoint("getResourceDetails", "/resources/{resource_id}"))).contains {
            $0.hasPrefix("/endpoints/resource_detail →")
        })
        XCTAssertEqual(renames(old, try document("2", endpoints: endpoint("getResourceDetails", "/resources/{resource_id}", method: "POST"))), [])
        XCTAssertEqual(renames(old, try document("2", endpoints: endpoint("getResourceDetails", "/resources"))), [])
        /// The endpoint line with a description.
        func describing(_ line: String, _ text: String) -> String { String(line.dropLast()) + ", description: \"\(text)\"}" }
        let described = try document("1", endpoints: describing(endpoint("resource_detail", "/project/{project}/resource/{slug}"),
                                                                "Translation statistics of a resource file."))
        let otherText = try document("2", endpoints: describing(endpoint("getResourceDetails", "/resources/{resource_id}"),
                                                                "Billing owner and invoices of a paid plan."))
        let sameText = try document("2", endpoints: describing(endpoint("getResourceDetails", "/resources/{resource_id}"),
                                                               "Translation statistics of one resource file."))
        XCTAssertTrue(renames(described, sameText).contains("/endpoints/resource_detail → /endpoints/getResourceDetails"))
        XCTAssertEqual(renames(described, otherText), [])
        XCTAssertEqual(renames(old, try document("2", endpoints: endpoint("getResourceDetails", "/v3/{name}"))), [])
        XCTAssertEqual(renames(try document("1", endpoints: endpoint("getProject", "/projects/{id}")),
                               try document("2", endpoints: endpoint("getProjectStats", "/projects/{id}/stats"))), [])
        let rejection = RenameHint(parent: nil, old: "resource_detail", new: "getResourceDetails")
        let new = try document("2", endpoints: endpoint("getResourceDetails", "/resources/{resource_id}"))
        XCTAssertFalse(DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new).changes.contains { $0.kind == .renamed })
    }
}
