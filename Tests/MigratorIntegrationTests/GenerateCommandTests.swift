import Foundation
import XCTest

/// The `migrator generate` command end to end: output, exit codes, --check and --force.
final class GenerateCommandTests: XCTestCase {
    private let example = "MigrationGuides/Examples/petstore-v1.yaml"

    func testGenerateThenCheckThenDetectsDrift() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["generate", "--document", example, "--package-name", "Petstore", "--output", output.path]
        let generated = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertTrue(generated.stdout.contains("Generated"), generated.stdout)
        let client = output.appendingPathComponent("Petstore/Sources/Petstore/Client.swift")
        let original = try String(contentsOf: client, encoding: .utf8)

        let upToDate = try IntegrationTestSupport.migrator(arguments + ["--check"])
        XCTAssertEqual(upToDate.status, 0, upToDate.stdout + upToDate.stderr)
        XCTAssertTrue(upToDate.stdout.contains("up to date"), upToDate.stdout)

        try Data("// edited\n".utf8).write(to: client)
        let drifted = try IntegrationTestSupport.migrator(arguments + ["--check"])
        XCTAssertEqual(drifted.status, 1)
        XCTAssertTrue(drifted.stdout.contains("~ Sources/Petstore/Client.swift"), drifted.stdout)
        XCTAssertEqual(try String(contentsOf: client, encoding: .utf8), "// edited\n", "--check writes nothing")

        let regenerated = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(regenerated.status, 0, regenerated.stderr)
        XCTAssertEqual(try String(contentsOf: client, encoding: .utf8), original, "generation is deterministic")
    }

    func testForeignFilesNeedForce() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let package = output.appendingPathComponent("Petstore")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: package.appendingPathComponent("notes.txt"))
        let arguments = ["generate", "--document", example, "--package-name", "Petstore", "--output", output.path]
        let refused = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("notes.txt") && refused.stderr.contains("--force"), refused.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: package.path), ["notes.txt"])
        let forced = try IntegrationTestSupport.migrator(arguments + ["--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent("notes.txt").path))
    }

    func testInvalidInputExitsTwoNamingFileAndLocationAndWritesNothing() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let document = output.appendingPathComponent("broken.yaml")
        try Data("""
            migrator-document: "1"
            service: { name: Broken, version: "1" }
            models:
              - name: Pet
                properties:
                  - { name: owner, type: Person }
            """.utf8).write(to: document)
        let result = try IntegrationTestSupport.migrator(["generate", "--document", document.path, "--package-name", "Broken", "--output", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("broken.yaml:6 (at /models/0/properties/0/type): error: unknown type \"Person\""), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), ["broken.yaml"])
    }

    func testUsageErrorsExitTwoAndHelpExitsZero() throws {
        let missing = try IntegrationTestSupport.migrator(["generate", "--document", example])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        let badName = try IntegrationTestSupport.migrator(["generate", "--document", example, "--package-name", "1Bad", "--output", FileManager.default.temporaryDirectory.appendingPathComponent("migrator-unused").path])
        XCTAssertEqual(badName.status, 2)
        XCTAssertTrue(badName.stderr.contains("not a valid package name"), badName.stderr)
        let badAccess = try IntegrationTestSupport.migrator(["generate", "--document", example, "--package-name", "P", "--output", FileManager.default.temporaryDirectory.appendingPathComponent("migrator-unused").path, "--access-level", "private"])
        XCTAssertEqual(badAccess.status, 2)
        let noFile = try IntegrationTestSupport.migrator(["generate", "--document", "does/not/exist.yaml", "--package-name", "P", "--output", FileManager.default.temporaryDirectory.appendingPathComponent("migrator-unused").path])
        XCTAssertEqual(noFile.status, 2)
        XCTAssertTrue(noFile.stderr.contains("does/not/exist.yaml"), noFile.stderr)
        let help = try IntegrationTestSupport.migrator(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("generate"), help.stdout)
        let unknown = try IntegrationTestSupport.migrator(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
    }
}
