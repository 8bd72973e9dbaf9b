import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// `migrator compare` end to end: summaries, guide files, --fail-on, --merge, --rename, --not-rename, --no-renames, exit codes.
final class CompareCommandTests: XCTestCase {
    private let v1 = "MigrationGuides/Examples/petstore-v1.yaml"
    private let v2 = "MigrationGuides/Examples/petstore-v2.yaml"

    func testSummaryAndFailOn() throws {
        let summary = try IntegrationTestSupport.migrator(["compare", v1, v2])
        XCTAssertEqual(summary.status, 0, summary.stderr)
        XCTAssertTrue(summary.stdout.hasPrefix("Petstore 1.0.0 → 2.0.0: 61 changes, 37 breaking"), summary.stdout)
        XCTAssertTrue(
            summary.stdout.components(separatedBy: "\n")[0].hasSuffix("; 17 endpoints affected (15 by breaking changes); 1 removal may be a rename (review below)"),
            summary.stdout
        )
        XCTAssertTrue(summary.stdout.contains("to accept: `--rename Order.comment=tracking_number`"), summary.stdout)
        XCTAssertFalse(summary.stdout.contains("\u{1B}["), "no colour when not printing to a terminal")
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--fail-on", "breaking"]).status, 1)
        let same = try IntegrationTestSupport.migrator(["compare", v1, v1, "--fail-on", "breaking"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertTrue(same.stdout.contains("0 changes"), same.stdout)
        let markdown = try IntegrationTestSupport.migrator(["compare", v1, v2, "--format", "markdown"])
        XCTAssertTrue(markdown.stdout.contains("## Changes for every endpoint"), markdown.stdout)
        let createPet = try XCTUnwrap(markdown.stdout.components(separatedBy: "### `").first { $0.hasPrefix("createPet`") }, markdown.stdout)
        let entries = createPet.components(separatedBy: "\n").filter { $0.hasPrefix("- ") }
        let firstOther = try XCTUnwrap(entries.firstIndex { !$0.hasPrefix("- **breaking**") })
        XCTAssertGreaterThan(firstOther, 0, "an endpoint's breaking changes come first")
        XCTAssertTrue(entries[firstOther...].allSatisfy { !$0.hasPrefix("- **breaking**") }, createPet)
        XCTAssertTrue(createPet.contains("- **breaking** property `NewPet.name`: rules maxLength 64 → 32"), createPet)
    }

    func testGuideFilesAreDeterministicAndJSONEqualsYAML() throws {
        let directory = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let yaml = directory.appendingPathComponent("guide.yaml").path
        let json = directory.appendingPathComponent("guide.json").path
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--output", yaml]).status, 0)
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--output", json]).status, 0)
        let committed = IntegrationTestSupport.repositoryRoot.appendingPathComponent("MigrationGuides/Examples/petstore-v1-to-v2.yaml")
        XCTAssertEqual(try String(contentsOfFile: yaml, encoding: .utf8), try String(contentsOf: committed, encoding: .utf8))
        let second = directory.appendingPathComponent("again.json").path
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--output", second]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: json)), try Data(contentsOf: URL(fileURLWithPath: second)), "byte-identical across runs")
        XCTAssertEqual(try GuideLoader().load(path: json), try GuideLoader().load(path: yaml))
    }

    func testMergeKeepsHumanEdits() throws {
        let directory = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("guide.json").path
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--output", path]).status, 0)
        var guide = try GuideLoader().load(path: path)
        let id = "added:/models/Pet/properties/species"
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.id == id })
        XCTAssertEqual(guide.changes[index].needsDecision, true)
        XCTAssertEqual(guide.changes[index].defaultValue, .null)
        guide.changes[index].defaultValue = .string("dog")
        guide.changes[index].needsDecision = false
        let encoder = JSONEncoder()
        try encoder.encode(guide).write(to: URL(fileURLWithPath: path))
        let merged = directory.appendingPathComponent("merged.json").path
        let result = try IntegrationTestSupport.migrator(["compare", v1, v2, "--merge", path, "--output", merged])
        XCTAssertEqual(result.status, 0, result.stderr)
        let change = try XCTUnwrap(try GuideLoader().load(path: merged).changes.first { $0.id == id })
        XCTAssertEqual(change.defaultValue, .string("dog"))
        XCTAssertEqual(change.needsDecision, false)
    }

    func testRenameOptions() throws {
        let plain = try IntegrationTestSupport.migrator(["compare", v1, v2, "--format", "json"])
        XCTAssertTrue(plain.stdout.contains("\"renamed:/models/Tag/properties/name\""))
        let noRenames = try IntegrationTestSupport.migrator(["compare", v1, v2, "--format", "json", "--no-renames"])
        XCTAssertFalse(noRenames.stdout.contains("\"renamed:/models/Tag/properties/name\""), "evidence renames are off")
        XCTAssertTrue(noRenames.stdout.contains("\"removed:/models/Tag/properties/name\""))
        XCTAssertTrue(noRenames.stdout.contains("\"renamed:/models/Pet/properties/birth_date\""), "document hints still apply")
        let explicit = try IntegrationTestSupport.migrator(["compare", v1, v2, "--format", "json", "--no-renames", "--rename", "Tag.name=label"])
        XCTAssertTrue(explicit.stdout.contains("\"evidence\" : \"--rename\""), explicit.stdout)
        let bad = try IntegrationTestSupport.migrator(["compare", v1, v2, "--rename", "nonsense"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--rename nonsense"), bad.stderr)
        // A reviewer rejects the rename found by evidence; the text summary says how.
        let summary = try IntegrationTestSupport.migrator(["compare", v1, v2])
        XCTAssertTrue(summary.stdout.contains("    not a rename? `--not-rename Tag.name=label`"), summary.stdout)
        let rejected = try IntegrationTestSupport.migrator(["compare", v1, v2, "--format", "json", "--not-rename", "Tag.name=label"])
        XCTAssertEqual(rejected.status, 0, rejected.stderr)
        XCTAssertFalse(rejected.stdout.contains("\"renamed:/models/Tag/properties/name\""), "the rejected rename is gone")
        XCTAssertTrue(rejected.stdout.contains("\"removed:/models/Tag/properties/name\""))
        XCTAssertTrue(rejected.stdout.contains("\"renamed:/models/Pet/properties/birth_date\""), "other renames stay")
        let badRejection = try IntegrationTestSupport.migrator(["compare", v1, v2, "--not-rename", "nonsense"])
        XCTAssertEqual(badRejection.status, 2)
        XCTAssertTrue(badRejection.stderr.contains("--not-rename nonsense"), badRejection.stderr)
    }

    func testInvalidInputsExitTwo() throws {
        let missing = try IntegrationTestSupport.migrator(["compare", v1, "nope.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.yaml"), missing.stderr)
        let badFormat = try IntegrationTestSupport.migrator(["compare", v1, v2, "--output", "guide.txt2"])
        XCTAssertEqual(badFormat.status, 2)
        XCTAssertEqual(try IntegrationTestSupport.migrator(["compare", v1, v2, "--fail-on", "everything"]).status, 2)
    }
}
