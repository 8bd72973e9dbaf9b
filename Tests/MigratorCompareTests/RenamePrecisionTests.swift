import Foundation
import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// Rename detection measured on a labelled rename set, none of it hinted: every true rename and every tempting
/// non-rename of each case, with a short reason.
///
/// The set has two sources: the fixtures `Fixtures/Renames/<case>/{old,new}.yaml` with `renames.json`, and real
/// version pairs of the shared corpus (`../shared/corpus/dev/`) labelled in `Fixtures/RenameCorpusLabels.json`.
/// It is split in two parts:
/// - **tuning**: every case without `"heldOut": true` — the original fixtures, the corpus pairs (spotify, onepassword,
///   qonectiq, pallidor fullMigration) and seven former held-out parts (the seventh, `heldout7-*`, described below).
///   Each of those was written and committed before the rule changes it then motivated, measured once, and only then
///   tuned on (their `renames.json` files say so):
///   `heldout-*` (payments, cloud, orchestrator, messaging, telecom; first measurement precision 0.941 with 32 right
///   and 2 wrong, recall 0.780 with 9 missed; then: partial neighbours, descriptions that change the same word as the
///   name), `heldout2-*` (code hosting, resource manager, cloud, shop; precision 0.950 with 19 right and 1 wrong,
///   recall 0.905 with 2 missed; then: names differing only in a version number), `heldout3-*` (social network,
///   mailing list, issue tracker, number verification; precision 0.929 with 13 right and 1 wrong, recall 0.929 with 1
///   missed; then: such version-only differences rule the pair out even with a similar description), `heldout4-*`
///   (places, file storage, CI, calendar; precision 1.000 with 24 right, recall 0.889 with 3 missed; then: neighbours
///   compared regardless of case and separator style), `heldout5-*` (health records, IoT devices, HR; precision
///   1.000 with 12 right, recall 0.632 with 7 missed) and `heldout6-*` (shipping, CRM, music streaming, open
///   banking; precision 1.000 with 40 right, recall 0.784 with 11 missed). After heldout5 and heldout6 were seen: a
///   synonym lexicon (``NameLexicon``, weak name evidence), descriptions compared up to those synonyms for
///   synonym-named pairs, reworded enum-case descriptions (similar, not only equal) and operation ids with a
///   `By<path parameter>` suffix (tuning recall 0.890 → 0.913 before heldout6 joined it; heldout6 0.784 → 0.863);
/// - **held out**: the `heldout8-*` fixtures (insurance, real estate, energy metering), written after the changes the
///   seventh measurement motivated and committed before any change made in response to their own measurement; not
///   tuned on, whatever its result.
///
/// `heldout7-*` (event ticketing, learning management, recruiting) was the seventh held-out part: 3 cases, 43 labelled
/// renames, 16 labelled non-renames; first measurement precision 0.973 (36 right, 1 wrong: the labelled non-rename
/// `job_id` → `department_id`, one word substituted with the same type, place and neighbours), recall 0.837 (7 missed:
/// synonyms outside the lexicon — teacherId → instructorId, holderName → attendeeName, price → faceValue; enum cases
/// whose descriptions were reworded too much — VALID → active, USED → scanned, graded → marked; a rename with a type
/// change — grade: string → score: double). Then, in response to that one wrong pair: one substituted word no longer
/// relates two names whose other words only say that they refer to something (`id`, `key`, `ref`); heldout7 then
/// measured precision 1.000 and recall 0.837, and it joined the tuning part (tuning recall 0.901 → 0.891 with it).
///
/// First measurement of the held-out part (`heldout8-*`): 3 cases, 51 labelled renames, 16 labelled non-renames
/// (among them, in most models and enums, the trap "the only member removed and the only one added, same type and
/// place, unrelated"); precision 1.000 (47 right, 0 wrong, no labelled non-rename paired), recall 0.922 (4 missed:
/// adjusterId → handlerId and incidentDate → lossDate, synonyms outside the lexicon whose descriptions change the same
/// word; payout → settlementAmount, a paraphrase; APPROVED → accepted, an enum case with a reworded description). The eight
/// held-out parts' first measurements pooled give precision 0.978 (223 right, 5 wrong) and recall 0.835 (44 missed).
/// The held-out part asserts its floors at that first measurement (precision ≥ 0.98 with no labelled non-rename
/// paired, recall ≥ 0.92), so that a regression shows. Its fixtures were written by someone who knew the matcher, so
/// the part may be easier than real histories: the pooled figure is the more honest estimate for unseen data.
///
/// Then, tuned on the tuning part only (heldout7 included): general API vocabulary in the lexicon (teacher/instructor,
/// grade/score/mark, graded/marked, annual/yearly, zip/postal, mobile/cell, vehicle/car) and the suffixes of a point in
/// time as one word (`date`/`at`/`on`: `shipDate` ~ `shippedAt`), and an enum case whose old description uses the new
/// value's words (`USED` "The ticket was scanned at the door." → `scanned`) counting as weak name evidence. Tuning
/// precision 1.000 (242 right, 0 wrong), recall 0.891 → 0.910 (24 missed); heldout8 unchanged (precision 1.000, recall
/// 0.922). Tried and rejected: a bonus for "the only member of its type removed and added" (no rename gained, one
/// labelled non-rename paired: `profile_image_url_https` → `profile_banner_url`). What stays missed is mostly a
/// paraphrase whose description changes the same word as the name (`adjusterId` → `handlerId`, `price` →
/// `faceValue`), which is exactly what tempting non-renames look like (`fraudScore` → `severityScore`).
///
/// Every rename found that is not labelled is a false positive. Precision and recall are printed for each part.
final class RenamePrecisionTests: XCTestCase {
    /// The truth of one case: `[old path, new path, why]` triples.
    struct Truth: Decodable {
        /// A corpus pair's name (corpus labels only).
        var name: String?
        /// The old document relative to `../shared/corpus/dev/` (corpus labels only).
        var old: String?
        /// The new document relative to `../shared/corpus/dev/` (corpus labels only).
        var new: String?
        /// Whether the case belongs to the held-out part.
        var heldOut: Bool?
        /// The true renames.
        var renames: [[String]]
        /// Tempting pairs that are not renames.
        var nonRenames: [[String]]
    }

    /// Counts of one part of the set.
    struct Tally {
        /// Cases in the part.
        var cases = 0
        /// Labelled non-renames in the part.
        var nonRenames = 0
        /// Renames found and labelled.
        var truePositives = 0
        /// Renames found but not labelled.
        var falsePositives: [String] = []
        /// Labelled renames not found.
        var falseNegatives: [String] = []
        /// Labelled non-renames that were paired.
        var pairedNonRenames: [String] = []

        /// Found and right among found.
        var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives.count)) }
        /// Found among labelled.
        var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives.count)) }

        /// Adds one case's result.
        mutating func add(_ name: String, truth: Truth, guide: MigrationGuide) {
            let found = Set(guide.changes.filter { $0.kind == .renamed }.map { [$0.old ?? "", $0.new ?? ""] })
            let expected = Set(truth.renames.map { Array($0.prefix(2)) })
            let tempting = Set(truth.nonRenames.map { Array($0.prefix(2)) })
            cases += 1
            nonRenames += tempting.count
            truePositives += found.intersection(expected).count
            falseNegatives += expected.subtracting(found).map { "\(name): missed \($0[0]) → \($0[1])" }.sorted()
            falsePositives += found.subtracting(expected).map { "\(name): wrongly paired \($0[0]) → \($0[1])" }.sorted()
            pairedNonRenames += tempting.intersection(found).map { "\(name): \($0[0]) → \($0[1])" }.sorted()
        }

        /// The printed line.
        func report(_ label: String) -> String {
            "\(label): \(cases) cases, \(truePositives + falseNegatives.count) labelled renames, \(nonRenames) labelled non-renames; "
                + "precision \(String(format: "%.3f", precision)) (\(truePositives) right, \(falsePositives.count) wrong), "
                + "recall \(String(format: "%.3f", recall)) (\(falseNegatives.count) missed)"
        }
    }

    func testRenameDetectionPrecisionAndRecall() throws {
        let root = CompareTestSupport.repositoryRoot
        let directory = root.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Renames")
        let cases = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
        var tuning = Tally()
        var heldOut = Tally()
        for name in cases {
            let base = "Tests/MigratorCompareTests/Fixtures/Renames/\(name)"
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: root.appendingPathComponent("\(base)/renames.json")))
            XCTAssertTrue((truth.renames + truth.nonRenames).allSatisfy { $0.count == 3 }, "\(name): every label needs old, new and why")
            let guide = DocumentComparer().compare(try CompareTestSupport.load("\(base)/old.yaml"), try CompareTestSupport.load("\(base)/new.yaml"))
            if truth.heldOut == true { heldOut.add(name, truth: truth, guide: guide) } else { tuning.add(name, truth: truth, guide: guide) }
        }
        let labels = try JSONDecoder().decode(
            [Truth].self, from: Data(contentsOf: root.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/RenameCorpusLabels.json"))
        )
        for truth in labels {
            let name = truth.name ?? "?"
            XCTAssertTrue((truth.renames + truth.nonRenames).allSatisfy { $0.count == 3 }, "\(name): every label needs old, new and why")
            let guide = DocumentComparer().compare(try CorpusGuideTests.load(truth.old ?? ""), try CorpusGuideTests.load(truth.new ?? ""))
            if truth.heldOut == true { heldOut.add(name, truth: truth, guide: guide) } else { tuning.add(name, truth: truth, guide: guide) }
        }
        for (label, tally) in [("tuning", tuning), ("held out", heldOut)] {
            print(tally.report("Rename detection, \(label)"))
            for line in tally.falsePositives + tally.falseNegatives { print("  " + line) }
        }
        XCTAssertGreaterThanOrEqual(tuning.truePositives + tuning.falseNegatives.count + heldOut.truePositives + heldOut.falseNegatives.count, 60)
        XCTAssertGreaterThanOrEqual(tuning.nonRenames + heldOut.nonRenames, 30)
        XCTAssertGreaterThanOrEqual(heldOut.truePositives + heldOut.falseNegatives.count, 12, "the held-out part is too small")
        for (label, tally, precisionFloor, recallFloor, pairedNonRenames) in [
            ("tuning", tuning, 0.98, 0.90, 0), ("held out", heldOut, 0.98, 0.92, 0),
        ] {
            XCTAssertLessThanOrEqual(tally.pairedNonRenames.count, pairedNonRenames, "\(label): labelled non-renames were paired: \(tally.pairedNonRenames)")
            XCTAssertGreaterThanOrEqual(tally.precision, precisionFloor, "\(label) precision: \(tally.falsePositives)")
            XCTAssertGreaterThanOrEqual(tally.recall, recallFloor, "\(label) recall: \(tally.falseNegatives)")
        }
    }
}
