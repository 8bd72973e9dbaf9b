import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// `migrator migrate` end to end: guides or a target, MIGRATION.md, --strict, --check, and invalid guides.
final class MigrateCommandTests: XCTestCase {
    private let v1 = "MigrationGuides/Examples/petstore-v1.yaml"
    private let v2 = "MigrationGuides/Examples/petstore-v2.yaml"
    private let guide12 = "MigrationGuides/Examples/petstore-v1-to-v2.yaml"
    private let guide23 = "MigrationGuides/Examples/petstore-v2-to-v3.yaml"

    func testMigrateWritesPackageAndReportAndIsDeterministic() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["migrate", "--document", v1, "--guide", guide12, "--guide", guide23, "--package-name", "Petstore", "--output", output.path]
        let result = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Migrated"), result.stdout)
        XCTAssertTrue(result.stdout.contains("91 changes"), result.stdout)
        XCTAssertTrue(result.stderr.contains("needs a decision"), "undecided changes are warned about: \(result.stderr)")
        let report = try String(contentsOf: output.appendingPathComponent("Petstore/MIGRATION.md"), encoding: .utf8)
        XCTAssertTrue(report.contains("## Needs a person"), report)
        XCTAssertTrue(report.contains("## 1.0.0 → 2.0.0") && report.contains("## 2.0.0 → 3.0.0"), report)
        XCTAssertTrue(report.contains("added:/models/Pet/properties/species"), "the undecided default is listed")
        XCTAssertTrue(report.contains("## Possible renames to review"), report)
        XCTAssertTrue(
            report.contains("- `\(guide12)`: property `Order.comment` removed\n  - maybe renamed to `Order.tracking_number`")
                && report.contains("to accept: `--rename Order.comment=tracking_number`"),
            "a removal that may be a rename is listed with the argument that accepts it: \(report)"
        )
        let check = try IntegrationTestSupport.migrator(arguments + ["--check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("up to date"), check.stdout)
    }

    func testTargetComputesAndWritesTheGuide() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try IntegrationTestSupport.migrator(["migrate", "--document", v1, "--target", v2, "--package-name", "Petstore", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let guidePath = output.appendingPathComponent("Petstore.migration-guide.yaml").path
        XCTAssertTrue(result.stdout.contains(guidePath), result.stdout)
        XCTAssertEqual(try GuideLoader().load(path: guidePath).changes.count, 61)
    }

    func testStrictRefusesUndecidedChanges() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try IntegrationTestSupport.migrator(["migrate", "--document", v1, "--guide", guide12, "--package-name", "Petstore", "--output", output.path, "--strict"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("added:/models/Pet/properties/species (defaultValue)"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [], "nothing written")
    }

    func testInvalidGuidesAreRejectedWithLocations() throws {
        let directory = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out").path
        let wrongOrder = try IntegrationTestSupport.migrator(["migrate", "--document", v1, "--guide", guide23, "--package-name", "Petstore", "--output", out])
        XCTAssertEqual(wrongOrder.status, 2)
        XCTAssertTrue(wrongOrder.stderr.contains("migrates from version 2.0.0, but the document is version 1.0.0"), wrongOrder.stderr)

        var guide = try GuideLoader().load(path: IntegrationTestSupport.repositoryRoot.appendingPathComponent(guide12).path)
        guide.changes.append(Change(kind: .removed, element: .property, old: "/models/Pet/properties/nope", new: nil, breaking: false, solvable: true))
        let unknown = directory.appendingPathComponent("unknown.json")
        try JSONEncoder().encode(guide).write(to: unknown)
        let unknownResult = try IntegrationTestSupport.migrator(["migrate", "--document", v1, "--guide", unknown.path, "--package-name", "Petstore", "--output", out])
        XCTAssertEqual(unknownResult.status, 2)
        XCTAssertTrue(unknownResult.stderr.contains("/models/Pet/properties/nope names no element"), unknownResult.stderr)

        guide.changes.removeLast()
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.id == "updated:/models/Pet/properties/age#type" })
        guide.changes[index].convert = Change.Conversion(toNew: "Double(value", toOld: "Int(value)")
        let broken = directory.appendingPathComponent("broken.json")
        try JSONEncoder().encode(guide).write(to: broken)
        let brokenResult = try IntegrationTestSupport.migrator(["migrate", "--document", v1, "--guide", broken.path, "--package-name", "Petstore", "--output", out])
        XCTAssertEqual(brokenResult.status, 2)
        XCTAssertTrue(brokenResult.stderr.contains("broken.json (at /changes/\(index)/convert/toNew): error: the closure body does not parse"), brokenResult.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
    }
}
