import Foundation
import XCTest

/// Generates packages with the real `migrator` binary and runs `swift build` / `swift test` on them with warnings as
/// errors: generated code must compile without warnings and its own tests must pass. Packages and build products go
/// to `.build-generated/` (one scratch path per package, reused across runs); builds run one after another.
final class GeneratedPackageBuildTests: XCTestCase {
    /// The packages built: document, package name, access level, and whether to run its tests (or only build).
    private let cases: [(document: String, name: String, access: String, test: Bool)] = [
        ("MigrationGuides/Examples/petstore-v1.yaml", "PetstoreV1", "public", true),
        ("MigrationGuides/Examples/petstore-v3.yaml", "PetstoreV3", "package", false),
        ("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml", "EdgeCases", "internal", true),
        ("Tests/MigratorGeneratorTests/Fixtures/wire-formats.yaml", "WireFormats", "public", true),
    ]

    /// Hand-written consumer tests copied into a generated package's test target before it is tested, by package
    /// name: they call the client through a mock transport and check the exact requests.
    private let consumerTests: [String: String] = [
        "WireFormats": "Tests/MigratorGeneratorTests/Fixtures/WireFormatsTests.swift",
    ]

    func testGeneratedPackagesBuildAndPassTheirTestsWithoutWarnings() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" {
            throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1")
        }
        let packages = IntegrationTestSupport.scratchRoot.appendingPathComponent("packages")
        for item in cases {
            let generate = try IntegrationTestSupport.migrator([
                "generate", "--document", item.document, "--package-name", item.name,
                "--output", packages.path, "--access-level", item.access, "--force",
            ])
            XCTAssertEqual(generate.status, 0, generate.stderr)
            let packageDirectory = packages.appendingPathComponent(item.name)
            if let consumerTest = consumerTests[item.name] {
                let source = IntegrationTestSupport.repositoryRoot.appendingPathComponent(consumerTest)
                let destination = packageDirectory.appendingPathComponent("Tests/\(item.name)Tests/\(source.lastPathComponent)")
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: source, to: destination)
            }
            let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-\(item.name)")
            let command = item.test ? "test" : "build"
            let result = try IntegrationTestSupport.swift(
                [command, "--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors"], in: packageDirectory
            )
            XCTAssertEqual(result.status, 0, "swift \(command) of \(item.name) failed:\n\(result.stdout.suffix(4000))\n\(result.stderr.suffix(4000))")
            let output = result.stdout + result.stderr
            XCTAssertFalse(output.contains("warning:"), "\(item.name) compiled with warnings:\n\(output.suffix(4000))")
            if item.test {
                XCTAssertTrue(output.contains("with 0 failures"), "\(item.name) tests did not report success:\n\(output.suffix(2000))")
            }
            if let consumerTest = consumerTests[item.name] {
                let testClass = URL(fileURLWithPath: consumerTest).deletingPathExtension().lastPathComponent
                XCTAssertTrue(output.contains("'\(testClass)' passed"), "the consumer tests of \(item.name) did not run:\n\(output.suffix(2000))")
            }
        }
    }
}
