import Foundation
import XCTest

/// Generates the Petstore v1 client, adds a test file that runs it against a loopback HTTP server
/// (`Fixtures/GeneratedClientNetworkTests.swift.txt` with `MigratorRuntimeTests/LoopbackHTTPServer.swift`),
/// and runs the package's tests in Swift 6 language mode (complete concurrency checking) with warnings
/// as errors: injection, timeouts, cancellation, retries, hostile responses and 200 concurrent calls
/// through the generated code and the real `URLSessionTransport`. One package build, in `.build-generated/`.
final class GeneratedClientNetworkTests: XCTestCase {
    func testGeneratedClientUnderHostileConditionsInSwift6Mode() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" {
            throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1")
        }
        let root = IntegrationTestSupport.repositoryRoot
        let packages = IntegrationTestSupport.scratchRoot.appendingPathComponent("packages")
        let name = "HardenedPetstore"
        let generate = try IntegrationTestSupport.migrator([
            "generate", "--document", "MigrationGuides/Examples/petstore-v1.yaml", "--package-name", name,
            "--output", packages.path, "--force",
        ])
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let package = packages.appendingPathComponent(name)

        // Swift 6 language mode for every target: tools version 6.0 makes it the default.
        let manifestURL = package.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:5.9"), String(manifest.prefix(80)))
        try manifest.replacingOccurrences(of: "// swift-tools-version:5.9", with: "// swift-tools-version:6.0")
            .write(to: manifestURL, atomically: true, encoding: .utf8)

        let tests = package.appendingPathComponent("Tests/\(name)Tests")
        let server = try String(contentsOf: root.appendingPathComponent("Tests/MigratorRuntimeTests/LoopbackHTTPServer.swift"), encoding: .utf8)
        try server.write(to: tests.appendingPathComponent("LoopbackHTTPServer.swift"), atomically: true, encoding: .utf8)
        let fixture = try String(
            contentsOf: root.appendingPathComponent("Tests/MigratorIntegrationTests/Fixtures/GeneratedClientNetworkTests.swift.txt"),
            encoding: .utf8
        )
        try fixture.replacingOccurrences(of: "__MODULE__", with: name)
            .write(to: tests.appendingPathComponent("GeneratedClientNetworkTests.swift"), atomically: true, encoding: .utf8)

        let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-\(name)")
        let result = try IntegrationTestSupport.swift(
            ["test", "--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-strict-concurrency=complete"],
            in: package
        )
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "swift test of \(name) failed:\n\(result.stdout.suffix(6000))\n\(result.stderr.suffix(4000))")
        XCTAssertFalse(output.contains("warning:"), "\(name) compiled with warnings:\n\(output.suffix(4000))")
        for test in [
            "testCompiledInSwift6LanguageMode", "testArgumentsCannotChangeTheRequestShape", "testCredentialsAreNeverInErrorsOrDescriptions",
            "testTimeoutsCancelTheRequestInFlight", "testCancellationStopsTheTransport", "testRetriesOnlyIdempotentRequests",
            "testHostileResponsesAreErrorsNamingTheEndpointAndMember", "testTwoHundredConcurrentCallsGetTheirOwnResults",
        ] {
            XCTAssertTrue(output.contains("GeneratedClientNetworkTests.\(test)' passed"), "\(test) did not pass:\n\(output.suffix(3000))")
        }
    }
}
