import Foundation
import MigratorCompare
import MigratorModel
import XCTest

/// Rename detection measured on pairs with known renames and known non-renames (`Fixtures/Renames/<case>/`,
/// `renames.json`), none of them hinted: precision and recall are printed and must stay above their floors.
final class RenamePrecisionTests: XCTestCase {
    /// The truth of one case.
    struct Truth: Decodable {
        var renames: [[String]]
        var nonRenames: [[String]]
    }

    func testRenameDetectionPrecisionAndRecall() throws {
        let directory = CompareTestSupport.repositoryRoot.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Renames")
        let cases = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 12, "the rename corpus is missing")
        var truePositives = 0
        var falsePositives: [String] = []
        var falseNegatives: [String] = []
        var pairedNonRenames: [String] = []
        for name in cases {
            let base = "Tests/MigratorCompareTests/Fixtures/Renames/\(name)"
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: CompareTestSupport.repositoryRoot.appendingPathComponent("\(base)/renames.json")))
            let guide = DocumentComparer().compare(try CompareTestSupport.load("\(base)/old.yaml"), try CompareTestSupport.load("\(base)/new.yaml"))
            let found = Set(guide.changes.filter { $0.kind == .renamed }.map { [$0.old ?? "", $0.new ?? ""] })
            let expected = Set(truth.renames)
            truePositives += found.intersection(expected).count
            falseNegatives += expected.subtracting(found).map { "\(name): missed \($0[0]) → \($0[1])" }
            falsePositives += found.subtracting(expected).map { "\(name): wrongly paired \($0[0]) → \($0[1])" }
            pairedNonRenames += Set(truth.nonRenames).intersection(found).map { "\(name): \($0[0]) → \($0[1])" }
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives.count))
        let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives.count))
        print("Rename detection over \(cases.count) cases: precision \(String(format: "%.2f", precision)) (\(truePositives) right, "
            + "\(falsePositives.count) wrong), recall \(String(format: "%.2f", recall)) (\(falseNegatives.count) missed)")
        for line in falsePositives + falseNegatives { print("  " + line) }
        XCTAssertEqual(pairedNonRenames, [], "known non-renames were paired")
        XCTAssertGreaterThanOrEqual(precision, 0.95, "precision fell: \(falsePositives)")
        XCTAssertGreaterThanOrEqual(recall, 0.8, "recall fell: \(falseNegatives)")
    }
}
