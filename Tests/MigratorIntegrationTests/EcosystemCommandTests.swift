import Foundation
import XCTest

/// The CI and project-level features: `migrator.yaml`, `guide validate`, JUnit and GitHub output.
final class EcosystemCommandTests: XCTestCase {
    private let examples = IntegrationTestSupport.repositoryRoot.appendingPathComponent("MigrationGuides/Examples")

    func testConfigurationFileSuppliesSettingsAndFlagsOverride() throws {
        let directory = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("""
            document: \(examples.appendingPathComponent("petstore-v1.yaml").path)
            guides: [\(examples.appendingPathComponent("petstore-v1-to-v2.yaml").path)]
            packageName: Petstore
            accessLevel: internal
            output: Clients
            """.utf8).write(to: directory.appendingPathComponent("migrator.yaml"))
        let generated = try IntegrationTestSupport.run(try IntegrationTestSupport.migratorExecutable(), ["generate"], in: directory)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let client = try String(contentsOf: directory.appendingPathComponent("Clients/Petstore/Sources/Petstore/Client.swift"), encoding: .utf8)
        XCTAssertTrue(client.contains("\ninternal struct Client"), "accessLevel comes from the file")
        let overridden = try IntegrationTestSupport.run(try IntegrationTestSupport.migratorExecutable(), ["generate", "--package-name", "Shop"], in: directory)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Clients/Shop/Package.swift").path), "flags override the file")
        let migrated = try IntegrationTestSupport.run(try IntegrationTestSupport.migratorExecutable(), ["migrate"], in: directory)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Clients/Petstore/MIGRATION.md").path))
        try Data("packageName: Petstore\ncolour: red\n".utf8).write(to: directory.appendingPathComponent("migrator.yaml"))
        let unknown = try IntegrationTestSupport.run(try IntegrationTestSupport.migratorExecutable(), ["generate"], in: directory)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("migrator.yaml:2 (at /colour): error: unknown setting `colour`"), unknown.stderr)
    }

    func testGuideValidate() throws {
        let guide = examples.appendingPathComponent("petstore-v1-to-v2.yaml").path
        let v1 = examples.appendingPathComponent("petstore-v1.yaml").path
        let open = try IntegrationTestSupport.migrator(["guide", "validate", guide, "--document", v1])
        XCTAssertEqual(open.status, 1, "open decisions are findings")
        XCTAssertTrue(open.stdout.contains("5 change(s) need a decision"), open.stdout)
        XCTAssertTrue(open.stdout.contains("added:/models/Pet/properties/species (defaultValue)"), open.stdout)
        XCTAssertTrue(open.stdout.contains("1 possible rename(s) to review"), open.stdout)
        XCTAssertTrue(open.stdout.contains("removed:/models/Order/properties/comment: maybe renamed to `Order.tracking_number`"), open.stdout)
        let wrongDocument = try IntegrationTestSupport.migrator(["guide", "validate", guide, "--document", examples.appendingPathComponent("petstore-v2.yaml").path])
        XCTAssertEqual(wrongDocument.status, 1)
        XCTAssertTrue(wrongDocument.stderr.contains("(at /from): error: the guide migrates from version 1.0.0"), wrongDocument.stderr)
        let unreadable = try IntegrationTestSupport.migrator(["guide", "validate", "missing.yaml"])
        XCTAssertEqual(unreadable.status, 2)
        let clean = try IntegrationTestSupport.migrator(["guide", "validate", examples.appendingPathComponent("annotated-guide.yaml").path])
        XCTAssertNotEqual(clean.status, 2, clean.stderr)
    }

    func testJUnitAndGitHubFormats() throws {
        let v2 = examples.appendingPathComponent("petstore-v2.yaml").path
        let v3 = examples.appendingPathComponent("petstore-v3.yaml").path
        let junit = try IntegrationTestSupport.migrator(["compare", v2, v3, "--format", "junit"])
        XCTAssertEqual(junit.status, 0)
        XCTAssertTrue(junit.stdout.hasPrefix("<?xml"), junit.stdout)
        let breaking = junit.stdout.components(separatedBy: "<testcase ").count - 1
        XCTAssertEqual(breaking, 17, "one test case per breaking change")
        XCTAssertTrue(junit.stdout.contains("failures=\"17\""))
        let github = try IntegrationTestSupport.migrator(["compare", v2, v3, "--format", "github"])
        XCTAssertEqual(github.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("::error ") }.count, 17)
        XCTAssertTrue(github.stdout.contains("::notice title=migrator compare::"), github.stdout)
    }

    func testShellCompletionScripts() throws {
        let bash = try IntegrationTestSupport.migrator(["--generate-completion-script", "bash"])
        XCTAssertEqual(bash.status, 0)
        XCTAssertTrue(bash.stdout.contains("migrate"), "completions know the subcommands")
    }
}
