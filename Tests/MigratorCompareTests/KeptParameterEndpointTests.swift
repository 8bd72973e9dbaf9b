import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-sixth held-out part (science, automotive and accounting APIs) was unsealed for
/// tuning: an endpoint whose route, operation id and response were all renamed continues as the one that keeps most of
/// its path and query parameters, more than any other endpoint keeps with either (``KeptParameterEndpoints``).
final class KeptParameterEndpointTests: ConventionRenameTestCase {
    /// Zenodo's legacy deposit API: `GET /deposit/depositions` and its filters.
    private let depositionFilters = ["q", "status", "sort", "page", "size", "all_versions"]
    /// InvenioRDM's `GET /user/records`: the same filters but `status`, `all_versions` spelled `allversions`.
    private let recordFilters = ["q", "sort", "page", "size", "allversions"]

    /// Zenodo → InvenioRDM: `listDepositions` → `searchUserRecords`, five of six filters kept (`all_versions` in another
    /// style): the endpoint and its parameters are renamed, though nothing of the route or the id is alike.
    func testTheEndpointKeepingMostParametersContinues() throws {
        let old = try document("1", endpoints: endpoint("listDepositions", "/deposit/depositions", query: depositionFilters))
        let new = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: recordFilters))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/listDepositions → /endpoints/searchUserRecords"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/listDepositions/parameters/query/all_versions → /endpoints/searchUserRecords/parameters/query/allversions"),
                      "\(found)")
    }

    /// A tie with another added endpoint, another method, paging and sorting alone, fewer than four kept, or fewer than
    /// half of either endpoint's parameters: no rename.
    func testATieAnotherMethodShapingOnlyOrFewKeptLeaveThePairToAPerson() throws {
        let old = try document("1", endpoints: endpoint("listDepositions", "/deposit/depositions", query: depositionFilters))
        let tie = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: recordFilters) + "\n"
            + endpoint("searchCommunityRecords", "/communities/records", query: recordFilters))
        XCTAssertEqual(renames(old, tie), [])
        let oldTie = try document("1", endpoints: endpoint("listDepositions", "/deposit/depositions", query: depositionFilters) + "\n"
            + endpoint("listCommunityDepositions", "/communities/depositions", query: depositionFilters))
        let new = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: recordFilters))
        XCTAssertEqual(renames(oldTie, new), [])
        let posted = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", method: "POST", query: recordFilters))
        XCTAssertEqual(renames(old, posted), [])
        let lists = try document("1", endpoints: endpoint("listDepositions", "/deposit/depositions", query: ["q", "sort", "page", "limit", "status"]))
        let shaping = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: ["q", "sort", "page", "limit"]))
        XCTAssertEqual(renames(lists, shaping), [])
        let three = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: ["q", "sort", "allversions"]))
        XCTAssertEqual(renames(old, three), [])
        let grown = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: recordFilters + [
            "communities", "resource_type", "subjects", "languages", "rights", "funding",
        ]))
        XCTAssertEqual(renames(old, grown), [])
        // A reviewer's rejection.
        let records = try document("2", endpoints: endpoint("searchUserRecords", "/user/records", query: recordFilters))
        let rejection = RenameHint(parent: nil, old: "listDepositions", new: "searchUserRecords")
        XCTAssertFalse(DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, records).changes.contains { $0.kind == .renamed })
    }

    /// Headers are no filters a caller sets for the operation: four API headers kept relate nothing.
    func testHeadersKeptAreNoEvidence() throws {
        func headers(_ operationId: String, _ path: String, _ version: String) throws -> APIDocument {
            let names = ["X-Api-Key", "X-Client-Version", "X-Tenant", "X-Trace"]
            let parameters = names.map { "{name: \($0), in: header, type: string}" }.joined(separator: ", ")
            return try document(version, endpoints: "  - {operationId: \(operationId), method: GET, path: \"\(path)\", parameters: [\(parameters)]}")
        }
        XCTAssertEqual(renames(try headers("listDepositions", "/deposit/depositions", "1"), try headers("searchUserRecords", "/user/records", "2")), [])
    }

    /// The parameters kept say nothing about the models exchanged: USPS Web Tools' `Verify` answered an
    /// `AddressValidateResponse` wrapper, the v3 `get-address` the address itself, and the wrapper is not renamed to it.
    func testTheModelsExchangedAreNotRelatedByTheParametersKept() throws {
        let query = ["street", "city", "zip", "page"]
        let old = try document("1", models: """
          - {name: AddressValidateResponse, properties: [{name: addresses, type: "array<string>"}, {name: count, type: int32}]}
        """, endpoints: endpoint("Verify", "/ShippingAPI.dll", query: query, response: "AddressValidateResponse"))
        let new = try document("2", models: """
          - {name: AddressResponse, properties: [{name: address, type: string}, {name: firm, type: string}]}
        """, endpoints: endpoint("get-address", "/addresses/v3/address", query: query, response: "AddressResponse"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/Verify → /endpoints/get-address"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("/models/") }, "\(found)")
    }
}
