import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-seventh held-out part was unsealed for tuning: the last parameter pass pairs
/// the parameters of a matched endpoint that only each other describe alike, of the same type (``DescribedParameters``).
final class DescribedParameterTests: ConventionRenameTestCase {
    /// One `GET /clusters` endpoint whose query parameters are `parameters` (name, type, description).
    private func clusters(_ version: String, _ parameters: [(String, String, String)]) throws -> APIDocument {
        let list = parameters.map { "{name: \($0.0), in: query, type: \($0.1), description: \"\($0.2)\"}" }.joined(separator: ", ")
        return try document(version, endpoints: "  - {operationId: listClusters, method: GET, path: /clusters, parameters: [\(list)]}")
    }

    /// Confluent Cloud v1 → v2: `account_id` → `environment`, "Environment of the clusters." → "Scope the
    /// clusters to the environment they belong to.": nothing of the name, but the only parameters left described alike.
    func testTheOnlyParametersDescribedAlikeAreOne() throws {
        let old = try clusters("1", [("account_id", "string", "Environment of the clusters.")])
        let new = try clusters("2", [("environment", "string", "List only the clusters that belong to this environment of the organization console.")])
        XCTAssertEqual(renames(old, new), ["/endpoints/listClusters/parameters/query/account_id → /endpoints/listClusters/parameters/query/environment"])
        let evidence = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed }?.evidence ?? ""
        XCTAssertTrue(evidence.contains("the only parameters left described alike"), evidence)
    }

    /// Two parameters described alike on either side, another type, filters by two resources (`job_id`, `department_id`),
    /// documentation said otherwise, a body, or a reviewer's rejection: no rename.
    func testRivalsTypesOtherResourcesAndRejectionsLeaveThePairToAPerson() throws {
        let old = try clusters("1", [("account_id", "string", "Environment of the clusters.")])
        let twoNew = try clusters("2", [
            ("environment", "string", "List only the clusters that belong to this environment of the organization console."),
            ("env", "string", "Only clusters of this environment."),
        ])
        XCTAssertEqual(renames(old, twoNew), [])
        let twoOld = try clusters("1", [
            ("account_id", "string", "Environment of the clusters."),
            ("org", "string", "Clusters of the environment."),
        ])
        XCTAssertEqual(renames(twoOld, try clusters("2", [("environment", "string", "List only the clusters that belong to this environment of the organization console.")])), [])
        XCTAssertEqual(renames(old, try clusters("2", [("environment", "int32", "List only the clusters that belong to this environment of the organization console.")])), [])
        XCTAssertEqual(renames(try clusters("1", [("job_id", "int64", "Only applications for this job.")]),
                               try clusters("2", [("department_id", "int64", "Only applications for jobs of this department.")])), [])
        XCTAssertEqual(renames(old, try clusters("2", [("environment", "string", "Billing currency of the invoices.")])), [])
        // A body described alike is a member moved into the query, which a guide does not say.
        let body = try document("1", endpoints: """
          - {operationId: listClusters, method: GET, path: /clusters, parameters: [{name: scope, in: body, type: string, description: "Environment of the clusters."}]}
        """)
        XCTAssertEqual(renames(body, try clusters("2", [("environment", "string", "List only the clusters that belong to this environment of the organization console.")])), [])
        let new = try clusters("2", [("environment", "string", "List only the clusters that belong to this environment of the organization console.")])
        let rejection = RenameHint(parent: "listClusters", old: "account_id", new: "environment")
        XCTAssertFalse(DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new).changes.contains { $0.kind == .renamed })
    }
}
