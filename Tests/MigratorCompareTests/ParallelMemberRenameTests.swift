import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// One property rename made in many models at once (``ParallelMemberRenames``): `createdBy` → `owner`.
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
        XCTAssertEqual(ParallelMemberRenames(old: old, new: new).models("createdBy", "owner"), 3)
        let two = Array(three.prefix(2))
        XCTAssertEqual(CompareTestSupport.renames(try document("1", two, creator: "createdBy"), try document("2", two, creator: "owner")), [])
        // `owner` also joined `Comment`, whose `text` it replaced: not only the old key's continuation.
        let withComment = three + ["Comment"]
        let oldComment = try document("1", withComment, creator: "createdBy", keys: ["Comment": "text"])
        XCTAssertNil(ParallelMemberRenames(old: oldComment, new: try document("2", withComment, creator: "owner")).models("createdBy", "owner"))
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
}
