import Foundation
import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// Every version pair of the shared corpus (`../shared/corpus/dev/`): the guide applies to the old document and yields
/// the new one, and its summary (counts and renames) matches a committed expectation
/// (`References/Corpus/<pair>.txt`, `MIGRATOR_RECORD=1` re-records). The OpenAI pair (2.8 MB) runs too: compare is fast.
final class CorpusGuideTests: XCTestCase {
    /// The corpus pairs, relative to `../shared/corpus/dev/`.
    static let pairs: [(name: String, old: String, new: String)] = [
        ("qonectiq", "apodini-qonectiq/api_qonectiq1.0.0.json", "apodini-qonectiq/api_qonectiq2.0.0.json"),
        ("qonectiq-legacy", "apodini-qonectiq/legacy-format/api_qonectiq1.0.0_1.json", "apodini-qonectiq/legacy-format/api_qonectiq2.0.0_1.json"),
        ("petstore", "petstore/petstore-v3-1.0.19.yaml", "petstore/petstore-v3-1.0.26.yaml"),
        ("onepassword-0.5-1.1", "onepassword/extra/1password-0.5.0.yaml", "onepassword/1password-1.1.1.yaml"),
        ("onepassword-1.1-1.2", "onepassword/1password-1.1.1.yaml", "onepassword/1password-1.2.0.yaml"),
        ("onepassword-1.2-1.3", "onepassword/1password-1.2.0.yaml", "onepassword/extra/1password-1.3.0.yaml"),
        ("spotify", "spotify/spotify-2022-06-25.yml", "spotify/spotify-2023-06-07.yml"),
        ("openai", "openai/openai-2025-02-10-oas3.0.yaml", "openai/openai-2026-05-13-oas3.1.yaml"),
        ("pallidor-addEndpoint", "pallidor-fixtures/addEndpoint/openapi.json", "pallidor-fixtures/addEndpoint/openapi_addedStoreEndpoint.json"),
        ("pallidor-addMethod", "pallidor-fixtures/addMethod/openapi.json", "pallidor-fixtures/addMethod/openapi_addedUpdatePetMethod.json"),
        ("pallidor-addModel", "pallidor-fixtures/addModel/openapi.json", "pallidor-fixtures/addModel/openapi_addedApiResponseModel.json"),
        ("pallidor-changeAuth", "pallidor-fixtures/changeAuth/openapi.json", "pallidor-fixtures/changeAuth/openapi_changedAuth.json"),
        ("pallidor-changeBoundaries", "pallidor-fixtures/changeBoundaries/openapi.json", "pallidor-fixtures/changeBoundaries/openapi_changedBoundaries.json"),
        ("pallidor-changeHTTPmethod", "pallidor-fixtures/changeHTTPmethod/openapi.json", "pallidor-fixtures/changeHTTPmethod/openapi_updateHTTPmethods.json"),
        ("pallidor-changeServerURL", "pallidor-fixtures/changeServerURL/openapi.json", "pallidor-fixtures/changeServerURL/openapi_changedServer.json"),
        ("pallidor-fullMigration", "pallidor-fixtures/fullMigration/openapi.json", "pallidor-fixtures/fullMigration/openapi_modified.json"),
    ]

    /// The corpus directory.
    static let corpus = CompareTestSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/dev")

    /// Loads a corpus document.
    static func load(_ relative: String) throws -> APIDocument {
        try DocumentLoader().load(path: corpus.appendingPathComponent(relative).path).document
    }

    func testEveryCorpusPairHasACompleteGuideMatchingItsExpectation() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            return XCTFail("the shared corpus is missing at \(Self.corpus.path)")
        }
        for pair in Self.pairs {
            let old = try Self.load(pair.old)
            let new = try Self.load(pair.new)
            let guide = DocumentComparer().compare(old, new)
            CompareTestSupport.assertApplyYieldsNew(old, guide, new, pair.name)
            XCTAssertEqual(DocumentComparer().compare(old, old).changes, [], "\(pair.name): comparing a document with itself")
            try CompareTestSupport.assertMatchesReference(Self.summary(guide), "Tests/MigratorCompareTests/References/Corpus/\(pair.name).txt")
        }
    }

    func testQONECTIQModuleMovesAreNoChangesAndRenamesAreFound() throws {
        let guide = DocumentComparer().compare(try Self.load(Self.pairs[0].old), try Self.load(Self.pairs[0].new))
        let typeChanges = guide.changes.filter { $0.aspect == .type }
        for change in typeChanges {
            let before = change.before?.jsonString() ?? ""
            let after = change.after?.jsonString() ?? ""
            XCTAssertFalse(before.contains("QONECTIQ") || after.contains("QONECTIQ"), "a module move reported as a type change: \(change.id)")
        }
        let renames = guide.changes.filter { $0.kind == .renamed }.map { "\(ChangeDescriptionLabel.of($0.old)) → \(ChangeDescriptionLabel.of($0.new))" }
        XCTAssertTrue(renames.contains { $0.contains("travellinng") }, "the travellinng → travel case rename is found: \(renames)")
        XCTAssertGreaterThanOrEqual(renames.count, 8, "\(renames)")
    }

    /// Counts by kind and element, and every rename with its evidence.
    static func summary(_ guide: MigrationGuide) -> String {
        var lines = ["\(guide.service) \(guide.from) → \(guide.to): \(guide.changes.count) changes, \(guide.changes.filter(\.breaking).count) breaking, "
            + "\(guide.changes.filter { !$0.solvable }.count) not solvable, \(guide.changes.filter { $0.needsDecision == true }.count) needing a decision"]
        var counts: [String: Int] = [:]
        for change in guide.changes { counts["\(change.kind.rawValue) \(change.element.rawValue)\(change.aspect.map { " #\($0.rawValue)" } ?? "")", default: 0] += 1 }
        lines += counts.keys.sorted().map { "  \($0): \(counts[$0] ?? 0)" }
        lines.append("renames:")
        lines += guide.changes.filter { $0.kind == .renamed }.map { "  \($0.old ?? "") → \($0.new ?? "") (\($0.evidence ?? ""))" }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Short labels for paths in assertion messages.
enum ChangeDescriptionLabel {
    /// The last token of a path.
    static func of(_ path: String?) -> String { JSONPointer.tokens(of: path ?? "").last ?? "" }
}
