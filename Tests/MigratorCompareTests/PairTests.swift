import Foundation
import MigratorCompare
import MigratorKit
import MigratorModel
import XCTest

/// One small OLD/NEW pair per change kind (`Fixtures/Pairs/<kind>/`), each with an independent oracle (`expected.json`:
/// the changes a reviewer expects, written by hand) and the generated guide as a reference file
/// (`References/Pairs/<kind>.yaml`, re-recorded with `MIGRATOR_RECORD=1`). Every pair must also satisfy the
/// completeness invariant.
final class PairTests: XCTestCase {
    /// One expected change of `expected.json`.
    struct Expectation: Decodable {
        var kind: Change.Kind
        var element: Change.Element
        var old: String?
        var new: String?
        var aspect: Change.Aspect?
        var breaking: Bool?
        var solvable: Bool?
        var needsDecision: Bool?
        var builtin: String?
        /// The `object-member` conversion's member.
        var member: String?
        /// Where a removed property moved; `[]` expects no `movedTo`.
        var movedTo: [String]?
        /// Where an added property's value came from; `[]` expects no `movedFrom`.
        var movedFrom: [String]?
    }

    /// The oracle of one pair.
    struct Oracle: Decodable {
        var changes: [Expectation]
        var exhaustive: Bool?
    }

    static let pairsDirectory = CompareTestSupport.repositoryRoot.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Pairs")

    func testEveryPairMatchesItsOracleAndReference() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pairsDirectory.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 40, "the pair corpus is missing")
        for name in names {
            try check(pair: name)
        }
    }

    private func check(pair name: String) throws {
        let base = "Tests/MigratorCompareTests/Fixtures/Pairs/\(name)"
        let old = try CompareTestSupport.load("\(base)/old.yaml")
        let new = try CompareTestSupport.load("\(base)/new.yaml")
        let guide = DocumentComparer().compare(old, new)
        let oracleData = try Data(contentsOf: CompareTestSupport.repositoryRoot.appendingPathComponent("\(base)/expected.json"))
        let oracle = try JSONDecoder().decode(Oracle.self, from: oracleData)
        var unmatched = guide.changes
        for expectation in oracle.changes {
            guard let index = unmatched.firstIndex(where: { matches($0, expectation) }) else {
                let near = guide.changes.filter { $0.kind == expectation.kind && ($0.old == expectation.old || $0.new == expectation.new) }
                XCTFail("\(name): expected \(describe(expectation)) not found; similar: \(near.map(describe))")
                continue
            }
            unmatched.remove(at: index)
        }
        if oracle.exhaustive == true, !unmatched.isEmpty {
            XCTFail("\(name): unexpected changes \(unmatched.map(describe))")
        }
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, name)
        try CompareTestSupport.assertMatchesReference(try GuideFormatter.encode(guide, as: .yaml), "Tests/MigratorCompareTests/References/Pairs/\(name).yaml")
    }

    private func matches(_ change: Change, _ expected: Expectation) -> Bool {
        change.kind == expected.kind && change.element == expected.element && change.old == expected.old && change.new == expected.new
            && (expected.aspect == nil || change.aspect == expected.aspect)
            && (expected.breaking == nil || change.breaking == expected.breaking)
            && (expected.solvable == nil || change.solvable == expected.solvable)
            && (expected.needsDecision == nil || (change.needsDecision ?? false) == expected.needsDecision)
            && (expected.builtin == nil || change.convert?.builtin == expected.builtin)
            && (expected.member == nil || change.convert?.member == expected.member)
            && (expected.movedTo == nil || (change.movedTo ?? []) == expected.movedTo)
            && (expected.movedFrom == nil || (change.movedFrom ?? []) == expected.movedFrom)
    }

    private func describe(_ expectation: Expectation) -> String {
        "\(expectation.kind.rawValue) \(expectation.element.rawValue) \(expectation.old ?? "-") → \(expectation.new ?? "-")"
            + (expectation.aspect.map { " #\($0.rawValue)" } ?? "")
            + " breaking=\(expectation.breaking.map(String.init) ?? "?") solvable=\(expectation.solvable.map(String.init) ?? "?")"
            + (expectation.needsDecision.map { " needsDecision=\($0)" } ?? "") + (expectation.builtin.map { " builtin=\($0)" } ?? "")
            + (expectation.member.map { " member=\($0)" } ?? "") + (expectation.movedTo.map { " movedTo=\($0)" } ?? "")
            + (expectation.movedFrom.map { " movedFrom=\($0)" } ?? "")
    }

    private func describe(_ change: Change) -> String {
        "\(change.id) breaking=\(change.breaking) solvable=\(change.solvable)"
            + (change.needsDecision == true ? " needsDecision" : "") + (change.convert?.builtin.map { " builtin=\($0)" } ?? "")
            + (change.convert?.member.map { " member=\($0)" } ?? "") + (change.movedTo.map { " movedTo=\($0)" } ?? "")
            + (change.movedFrom.map { " movedFrom=\($0)" } ?? "")
    }
}
