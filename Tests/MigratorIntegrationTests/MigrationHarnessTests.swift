import Foundation
import MigratorGenerator
import MigratorKit
import XCTest

/// The end-to-end proof of `migrate`, through the code path of `migrator verify`: for the v1 client (`generate`), the
/// client migrated to v2 and the client migrated through v2 to v3, ``VerifyOperation/run(_:)`` takes the harness's
/// client package (`--package`), adds the generated conformance suite, the unchanged v1 app
/// (`Tests/MigrationHarness/App`, a target) and the app's wire tests (`Tests/MigrationHarness/WireTests`, in the
/// conformance test target), builds it once and runs suite and app tests together. Asserted per version: the
/// per-endpoint results (which endpoints pass and which need a person; nothing fails), that the app compiles without
/// errors (only deprecation warnings), that the app's tests ran and passed, and that the client's generated model
/// round-trip tests (built by verify, run here without rebuilding) pass. All versions share one scratch path
/// (`.build-generated/scratch-harness`); the packages are `.build-generated/harness/verify-<version>/Petstore`.
final class MigrationHarnessTests: XCTestCase {
    /// The bundled Petstore examples, relative to the repository root.
    private static let examples = "MigrationGuides/Examples"
    /// Where the harness's clients and verify packages go.
    private static var root: URL { IntegrationTestSupport.scratchRoot.appendingPathComponent("harness") }
    /// The one SwiftPM scratch path of every harness build.
    private static var scratch: String { IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-harness").path }

    /// One API version the v1 app must speak.
    struct Harness {
        /// `v1`, `v2`, `v3`.
        var name: String
        /// The `migrator` arguments that write the harness's client (`generate` or `migrate`).
        var clientArguments: [String]
        /// The guides verify migrates through (empty for v1).
        var guides: [String]
        /// The target document verify compares with instead of guides (v1: itself, so the suite checks v1).
        var target: String?
        /// The endpoints that need a person (a guide value left undecided); all others pass, none may fail.
        var needsPerson: Set<String>
        /// How many operations of that version the app reaches.
        var expectedOperations: Int
        /// The errors the app must log (`<operation>: error <type>: …` prefixes, no others): an endpoint the version removed
        /// (`EndpointRemovedError`), a value the app sends whose conversion a guide left undecided (`MigrationError`).
        var expectedAppErrors: [String]
        /// Whether the hand-written newer payloads apply.
        var newerPayloads: Bool
    }

    /// v1 (generated; verified against itself), v2 and v3 (migrated; verified against their guides).
    static let harnesses: [Harness] = [
        Harness(name: "v1", clientArguments: ["generate", "--document", "\(examples)/petstore-v1.yaml"], guides: [],
                target: "\(examples)/petstore-v1.yaml", needsPerson: [], expectedOperations: 15, expectedAppErrors: [], newerPayloads: false),
        Harness(name: "v2", clientArguments: ["migrate", "--document", "\(examples)/petstore-v1.yaml", "--guide", "\(examples)/petstore-v1-to-v2.yaml"],
                guides: ["\(examples)/petstore-v1-to-v2.yaml"], target: nil,
                needsPerson: ["listPets", "createPet", "getPetById", "updatePet", "uploadPetImage", "placeOrder", "getOrderById", "createSession"],
                expectedOperations: 15, expectedAppErrors: [],
                newerPayloads: true),
        Harness(name: "v3", clientArguments: [
            "migrate", "--document", "\(examples)/petstore-v1.yaml",
            "--guide", "\(examples)/petstore-v1-to-v2.yaml", "--guide", "\(examples)/petstore-v2-to-v3.yaml",
        ], guides: ["\(examples)/petstore-v1-to-v2.yaml", "\(examples)/petstore-v2-to-v3.yaml"], target: nil,
        needsPerson: [
            "listPets", "createPet", "getPetById", "updatePet", "uploadPetImage", "placeOrder", "getOrderById", "createSession", "getUserByName",
            "updateUser",
        ], expectedOperations: 14, expectedAppErrors: [
            "getPetPhoto: error EndpointRemovedError",
            "placeOrder: error MigrationError: OrderStatus.approved: removed in Petstore 3.0.0 and no replacementCase is given in the guide",
        ], newerPayloads: true),
    ]

    /// Skips the test when package builds are turned off.
    private func skipWithoutPackageBuilds() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1") }
    }

    /// v1, v2 and v3 through the verify path, one build each.
    func testTheV1AppCompilesAndSpeaksEachVersion() throws {
        try skipWithoutPackageBuilds()
        for harness in Self.harnesses {
            let client = try writeClient(harness, as: "clients-\(harness.name)")
            let report = try verify(harness, package: client, work: "verify-\(harness.name)")
            let summary = report.endpoints.map { "\($0.status.rawValue) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
            XCTAssertEqual(report.endpoints.count, 15, harness.name)
            XCTAssertEqual([report.count(.pass), report.count(.fail), report.count(.needsPerson)],
                           [15 - harness.needsPerson.count, 0, harness.needsPerson.count], "\(harness.name):\n\(summary)")
            XCTAssertEqual(Set(report.endpoints.filter { $0.status == .needsPerson }.map(\.operationId)), harness.needsPerson, "\(harness.name):\n\(summary)")
            for endpoint in report.endpoints where endpoint.status == .needsPerson {
                XCTAssertTrue(endpoint.reason.contains("a guide value left undecided"), "\(harness.name) \(endpoint.operationId): \(endpoint.reason)")
            }
            XCTAssertEqual(report.suiteStatus, 0, "\(harness.name): the suite or the app's tests failed:\n\(Self.failures(in: report.suiteOutput))")
            try assertAppTestsRan(report, harness)
            let build = report.buildOutput.components(separatedBy: "\n")
            XCTAssertEqual(build.filter { $0.contains("error:") }, [], "\(harness.name): the v1 app must compile unchanged")
            XCTAssertEqual(Set(build.filter { $0.contains("warning:") && !$0.contains("deprecated") }), [], "\(harness.name): only deprecation warnings are expected")
            print("[\(harness.name)] verify: \(report.summary); \(report.requestCount) suite requests; migrate \(Self.seconds(report.timings.migrate)), "
                + "build \(Self.seconds(report.timings.build)), tests \(Self.seconds(report.timings.test))")
            for line in report.suiteOutput.components(separatedBy: "\n") where line.hasPrefix("[\(harness.name)]") { print(line) }
            for endpoint in report.endpoints { print("[\(harness.name)] \(endpoint.status.rawValue) \(endpoint.operationId) (\(endpoint.calls) calls, \(endpoint.requests) requests)") }
            try runRoundTripTests(report, harness)
        }
    }

    /// Runs the client's generated model round-trip tests (`PetstoreTests`), which verify built but does not run: the
    /// scratch path holds this version's build, so nothing is rebuilt.
    private func runRoundTripTests(_ report: VerifyReport, _ harness: Harness) throws {
        let result = try IntegrationTestSupport.swift(["test", "--skip-build", "--scratch-path", Self.scratch, "--filter", "PetstoreTests\\."],
                                                      in: URL(fileURLWithPath: report.packagePath))
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "\(harness.name): the model round-trip tests failed:\n\(Self.failures(in: output))")
        let executed = output.components(separatedBy: "\n").first { $0.contains("Executed") && !$0.contains("Executed 0 tests") }
        XCTAssertNotNil(executed, "\(harness.name): no model round-trip test ran:\n\(output.suffix(2000))")
        print("[\(harness.name)] model round trips: \(executed?.trimmingCharacters(in: .whitespaces) ?? "none")")
    }

    /// A coding key left at its old name in the harness's v2 client (`Pet.birthDate` still `birth_date`): the verify
    /// path fails `updatePet` naming the element, and the harness's run fails.
    func testAMutatedClientFailsTheHarness() throws {
        try skipWithoutPackageBuilds()
        let harness = try XCTUnwrap(Self.harnesses.first { $0.name == "v2" })
        let mutation = try XCTUnwrap(Mutation.requestShape.first { $0.name == "coding key left at its old name" })
        let client = try writeClient(harness, as: "clients-mutated")
        try mutation.apply(in: client.appendingPathComponent("Sources/Petstore"))
        let report = try verify(harness, package: client, work: "verify-mutated")
        let failing = report.endpoints.filter { $0.status == .fail }
        XCTAssertEqual(failing.map(\.operationId), [mutation.endpoint], failing.map { "\($0.operationId): \($0.reason)" }.joined(separator: "\n"))
        XCTAssertTrue(failing.first?.reason.contains(mutation.element) == true, "\(failing.first?.reason ?? "no failure") does not name \(mutation.element)")
        XCTAssertTrue(report.hasFailures)
        XCTAssertNotEqual(report.suiteStatus, 0, "swift test must fail with a failing endpoint")
        let appFailures = Self.failures(in: report.suiteOutput).components(separatedBy: "\n").filter { $0.contains("error: PetstoreAppWireTests") }
        XCTAssertTrue(appFailures.contains { $0.contains("birth_date") }, "the app's wire test must also reject the old key:\n\(appFailures.joined(separator: "\n"))")
        print("[mutated] verify: \(report.summary); app: \(appFailures.count) failing assertion(s)")
        for line in appFailures { print("[mutated] \(line.suffix(400))") }
    }

    /// Writes the harness's client package with the CLI (`generate` or `migrate`) and returns its directory.
    private func writeClient(_ harness: Harness, as name: String) throws -> URL {
        let clients = Self.root.appendingPathComponent(name)
        let generated = try IntegrationTestSupport.migrator(harness.clientArguments + ["--package-name", "Petstore", "--output", clients.path, "--force"])
        XCTAssertEqual(generated.status, 0, "\(harness.name): \(generated.stderr)")
        return clients.appendingPathComponent("Petstore")
    }

    /// Runs the verify operation on `package` with the harness's files added.
    private func verify(_ harness: Harness, package: URL, work: String) throws -> VerifyReport {
        let repository = IntegrationTestSupport.repositoryRoot
        func path(_ relative: String) -> String { repository.appendingPathComponent(relative).path }
        let migration = MigrateRequest(
            documentPath: path("\(Self.examples)/petstore-v1.yaml"), guidePaths: harness.guides.map(path), targetPath: harness.target.map(path),
            options: GeneratorOptions(packageName: "Petstore"), outputDirectory: Self.root.appendingPathComponent(work).path
        )
        do {
            return try VerifyOperation.run(VerifyRequest(
                migration: migration, packagePath: package.path, scratchPath: Self.scratch, additionalFiles: try HarnessFiles.files(for: harness)
            ))
        } catch let error as VerifyBuildError {
            XCTFail("\(harness.name): \(error)")
            throw error
        }
    }

    /// The app's test classes ran (they are compiled into the conformance target, so a wrong path would skip them).
    private func assertAppTestsRan(_ report: VerifyReport, _ harness: Harness) throws {
        let tests = ["PetstoreAppWireTests.testEveryRequestOfTheOldAppIsValidForTheNewAPI", "PetstoreResponseValueTests.testPetFromTheNewestVersion",
                     "PetstoreResponseValueTests.testOrderFromTheNewestVersion", "PetstoreResponseValueTests.testUnknownValuesDecodeAsUnknown"]
        for test in tests {
            let name = test.replacingOccurrences(of: ".", with: "[./ ]")
            let ran = report.suiteOutput.range(of: "Test Case '[^']*\(name)\\]?' (passed|skipped)", options: .regularExpression) != nil
            XCTAssertTrue(ran, "\(harness.name): \(test) did not run and pass")
        }
        XCTAssertTrue(report.suiteOutput.contains("[\(harness.name)] app: "), "\(harness.name): the app's wire test printed no summary")
    }

    /// The lines of failed assertions and failed tests in `swift test` output.
    private static func failures(in output: String) -> String {
        output.components(separatedBy: "\n").filter { $0.contains("error:") || $0.contains("failed") }.prefix(40).joined(separator: "\n")
    }

    /// `12.3 s`.
    private static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}
