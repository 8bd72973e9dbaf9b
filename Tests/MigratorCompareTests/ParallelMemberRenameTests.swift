import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// One property rename made in many models at once (``ParallelMemberRenames``): `createdBy` → `owner`; one parameter
/// rename made in many endpoints, among others (``ParameterSwaps``): `content` → `include`.
final class ParallelMemberRenameTests: XCTestCase {
    /// Models `names`, each with `id` and the key `creator` (or the key `keys` gives for it).
    private func document(_ version: String, _ names: [String], creator: String, keys: [String: String] = [:]) throws -> APIDocument {
        let models = names.map { name in
            "  - name: \(name)\n    properties:\n      - {name: id, type: string}\n      - {name: \(keys[name] ?? creator), type: string, required: true}"
        }.joined(separator: "\n")
        return try CompareTestSupport.nativeDocument(service: "Registry", version: version, models: models)
    }

    /// The same swap in three models is the release's rename in each of them, though `createdBy` and `owner` share no
    /// word; in two models it is not, nor when the new key also joined a model that never had the old one.
    func testTheSameSwapInManyModelsIsARename() throws {
        let three = ["ArtifactMetaData", "VersionMetaData", "GroupMetaData"]
        let old = try document("1", three, creator: "createdBy")
        let new = try document("2", three, creator: "owner")
        XCTAssertEqual(CompareTestSupport.renames(old, new), three.sorted().map {
            "/models/\($0)/properties/createdBy → /models/\($0)/properties/owner"
        })
        XCTAssertEqual(ParallelMemberRenames(old: old, new: new).count("createdBy", "owner"), 3)
        let two = Array(three.prefix(2))
        XCTAssertEqual(CompareTestSupport.renames(try document("1", two, creator: "createdBy"), try document("2", two, creator: "owner")), [])
        // `owner` also joined `Comment`, whose `text` it replaced: not only the old key's continuation.
        let withComment = three + ["Comment"]
        let oldComment = try document("1", withComment, creator: "createdBy", keys: ["Comment": "text"])
        XCTAssertNil(ParallelMemberRenames(old: oldComment, new: try document("2", withComment, creator: "owner")).count("createdBy", "owner"))
    }

    /// The swap is weak evidence: descriptions that contradict it (`$read` "Who may read the file." against
    /// `$permissions` "The file's permission strings.") cancel it.
    func testAContradictingDescriptionCancelsTheSwap() throws {
        func api(_ version: String, _ key: String, _ text: String) throws -> APIDocument {
            let models = ["document", "file", "execution"].map { name in
                "  - name: \(name)\n    properties:\n      - {name: $id, type: string}\n      - {name: \(key), type: \"array<string>\", description: \"\(text.replacingOccurrences(of: "X", with: name))\"}"
            }.joined(separator: "\n")
            return try CompareTestSupport.nativeDocument(service: "Appwrite", version: version, models: models)
        }
        let old = try api("1", "$read", "Who may read the X.")
        XCTAssertEqual(CompareTestSupport.renames(old, try api("2", "$permissions", "The X's permission strings, see the guide.")), [])
        XCTAssertEqual(CompareTestSupport.renames(old, try api("2", "$permissions", "Who may read the X.")).count, 3)
    }

    /// Zotero v2 → v3: `content` → `include` in every listing, next to `format` replaced by `limit` of another type, the
    /// type's enum renamed with it (`ContentOption` → `IncludeOption`): the release's parameter rename in each
    /// (``ParameterSwaps``, the weaker tier). Not in two endpoints, not when an endpoint keeps `content`, not between
    /// other types, and never into a version selector (`api-version`).
    func testTheSameParameterSwapInManyEndpointsIsARename() throws {
        let operations = ["listItems", "listCollections", "listSearches"]
        func api(_ version: String, _ name: String, option: String, type: String? = nil, keeping kept: String? = nil,
                 operations: [String] = operations) throws -> APIDocument {
            let models = "  - {name: \(option), enum: string, cases: [{value: data}, {value: bib}, {value: citation}]}"
            let other = version == "1" ? "{name: format, in: query, type: string}" : "{name: limit, in: query, type: int32}"
            let endpoints = operations.map { operation in
                "  - {operationId: \(operation), method: GET, path: /\(operation), parameters: "
                    + "[{name: \(operation == kept ? "content" : name), in: query, type: \"\(type ?? "array<\(option)>")\"}, \(other)]}"
            }.joined(separator: "\n")
            return try CompareTestSupport.nativeDocument(service: "Zotero", version: version, models: models, endpoints: endpoints)
        }
        func parameterRenames(_ old: APIDocument, _ new: APIDocument) -> [String] {
            CompareTestSupport.renames(old, new).filter { $0.contains("/parameters/") }
        }
        let old = try api("1", "content", option: "ContentOption")
        let new = try api("2", "include", option: "IncludeOption")
        XCTAssertEqual(parameterRenames(old, new), operations.sorted().map {
            "/endpoints/\($0)/parameters/query/content → /endpoints/\($0)/parameters/query/include"
        })
        let two = Array(operations.prefix(2))
        XCTAssertEqual(parameterRenames(try api("1", "content", option: "ContentOption", operations: two),
                                        try api("2", "include", option: "IncludeOption", operations: two)), [])
        XCTAssertEqual(parameterRenames(old, try api("2", "include", option: "IncludeOption", keeping: "listSearches")), [])
        XCTAssertEqual(parameterRenames(old, try api("2", "include", option: "IncludeOption", type: "boolean")), [])
        XCTAssertEqual(parameterRenames(old, try api("2", "api-version", option: "IncludeOption")), [])
        // `content` also gone from a fourth endpoint that gained no `include`: not the release's rename everywhere.
        var dropping = new
        dropping.endpoints.append(Endpoint(operationId: "listTags", method: "GET", path: "/listTags"))
        var fourth = old
        fourth.endpoints.append(Endpoint(operationId: "listTags", method: "GET", path: "/listTags", parameters: [
            Parameter(name: "content", location: .query, type: .array(.model("ContentOption"))),
        ]))
        XCTAssertEqual(parameterRenames(fourth, dropping), [])
        // Two partners of the same type arriving with `content` in every endpoint: neither is its continuation.
        var twoPartners = new
        for index in twoPartners.endpoints.indices {
            twoPartners.endpoints[index].parameters.append(Parameter(name: "style", location: .query, type: .array(.model("IncludeOption"))))
        }
        XCTAssertEqual(parameterRenames(old, twoPartners), [])
        let pairs = zip(old.endpoints, new.endpoints).map { ($0, $1) }
        XCTAssertNil(ParameterSwaps(pairs: pairs, mapped: { $0 }).count("content", "include"), "array<ContentOption> is no array<IncludeOption> unmapped")
        let mapped = ParameterSwaps(pairs: pairs, mapped: { $0.description == "array<ContentOption>" ? .array(.model("IncludeOption")) : $0 })
        XCTAssertEqual(mapped.count("content", "include"), 3)
        XCTAssertTrue(mapped.swaps.isEmpty, "two parameters swapped in each endpoint decide nothing on their own")
    }
}
