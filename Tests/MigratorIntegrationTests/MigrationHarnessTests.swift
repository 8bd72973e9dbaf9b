import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// The end-to-end proof of `migrate`: the v1 app (`Tests/MigrationHarness/App`, written once against the v1 client)
/// is compiled unchanged against the v1 client, the client migrated to v2, and the client migrated through v2 to v3;
/// its requests are validated against that version's description and newer responses are decoded into v1 types
/// (`Tests/MigrationHarness/WireTests`). Each harness is a package in `.build-generated/harness/<name>` with one
/// scratch path per harness, built one after another.
final class MigrationHarnessTests: XCTestCase {
    private let examples = "MigrationGuides/Examples"

    private struct Harness {
        var name: String
        var arguments: [String]
        var wireDocument: String
        var expectedOperations: Int
        var newerPayloads: Bool
    }

    private var harnesses: [Harness] {
        [
            Harness(name: "v1", arguments: ["generate", "--document", "\(examples)/petstore-v1.yaml"],
                    wireDocument: "\(examples)/petstore-v1.yaml", expectedOperations: 15, newerPayloads: false),
            Harness(name: "v2", arguments: ["migrate", "--document", "\(examples)/petstore-v1.yaml", "--guide", "\(examples)/petstore-v1-to-v2.yaml"],
                    wireDocument: "\(examples)/petstore-v2.yaml", expectedOperations: 15, newerPayloads: true),
            Harness(name: "v3", arguments: [
                "migrate", "--document", "\(examples)/petstore-v1.yaml",
                "--guide", "\(examples)/petstore-v1-to-v2.yaml", "--guide", "\(examples)/petstore-v2-to-v3.yaml",
            ], wireDocument: "\(examples)/petstore-v3.yaml", expectedOperations: 14, newerPayloads: true),
        ]
    }

    func testTheV1AppCompilesAndSpeaksEachVersion() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1") }
        for harness in harnesses {
            try run(harness)
        }
    }

    private func run(_ harness: Harness) throws {
        let root = IntegrationTestSupport.scratchRoot.appendingPathComponent("harness")
        let clients = root.appendingPathComponent("clients-\(harness.name)")
        let generated = try IntegrationTestSupport.migrator(harness.arguments + ["--package-name", "Petstore", "--output", clients.path, "--force"])
        XCTAssertEqual(generated.status, 0, "\(harness.name): \(generated.stderr)")
        let package = root.appendingPathComponent(harness.name)
        try? FileManager.default.removeItem(at: package)
        let fileManager = FileManager.default
        let repository = IntegrationTestSupport.repositoryRoot
        let copies: [(from: URL, to: String)] = [
            (clients.appendingPathComponent("Petstore/Sources/Petstore"), "Sources/Petstore"),
            (clients.appendingPathComponent("Petstore/Sources/PetstoreRuntime"), "Sources/PetstoreRuntime"),
            (clients.appendingPathComponent("Petstore/Tests/PetstoreTests"), "Tests/PetstoreTests"),
            (repository.appendingPathComponent("Tests/MigrationHarness/App"), "Sources/PetstoreApp"),
            (repository.appendingPathComponent("Sources/MigratorConformance"), "Sources/MigratorConformance"),
            (repository.appendingPathComponent("Tests/MigrationHarness/WireTests"), "Tests/PetstoreWireTests"),
        ]
        for copy in copies {
            let destination = package.appendingPathComponent(copy.to)
            try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: copy.from, to: destination)
        }
        try Data(Self.manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data(try configuration(harness).utf8).write(to: package.appendingPathComponent("Tests/PetstoreWireTests/HarnessConfiguration.swift"))
        let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-harness-\(harness.name)")
        let result = try IntegrationTestSupport.swift(["test", "--scratch-path", scratch.path], in: package)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "\(harness.name) harness failed:\n\(output.suffix(6000))")
        let errors = output.components(separatedBy: "\n").filter { $0.contains("error:") }
        XCTAssertEqual(errors, [], "\(harness.name): the v1 app must compile unchanged")
        let warnings = Set(output.components(separatedBy: "\n").filter { $0.contains("warning:") && !$0.contains("deprecated") })
        XCTAssertEqual(warnings, [], "\(harness.name): only deprecation warnings are expected")
        for line in output.components(separatedBy: "\n") where line.hasPrefix("[\(harness.name)]") { print(line) }
    }

    /// The harness manifest: the client, its runtime, the v1 app, the wire validator, and two test targets.
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Harness",
            platforms: [.macOS(.v12), .iOS(.v15)],
            targets: [
                .target(name: "PetstoreRuntime"),
                .target(name: "Petstore", dependencies: ["PetstoreRuntime"]),
                .target(name: "PetstoreApp", dependencies: ["Petstore", "PetstoreRuntime"]),
                .target(name: "MigratorConformance"),
                .testTarget(name: "PetstoreTests", dependencies: ["Petstore", "PetstoreRuntime"]),
                .testTarget(name: "PetstoreWireTests", dependencies: ["Petstore", "PetstoreRuntime", "PetstoreApp", "MigratorConformance"]),
            ]
        )

        """

    /// `HarnessConfiguration.swift`: the version's document as native JSON, and newer payloads to decode.
    private func configuration(_ harness: Harness) throws -> String {
        let document = try DocumentLoader().load(path: IntegrationTestSupport.repositoryRoot.appendingPathComponent(harness.wireDocument).path).document
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(document), as: UTF8.self)
        func literal(_ text: String?) -> String { text.map { "#\"\"\"\n\($0)\n\"\"\"#" } ?? "nil" }
        let pet = #"{"id": 7, "name": "Rex", "photo_urls": [], "status": "adopted", "size": "l", "date_of_birth": "2020-05-04", "age": 3.0, "species": "dog"}"#
        let reserved = #"{"id": 8, "name": "Max", "photo_urls": [], "status": "reserved", "species": "cat"}"#
        let order = #"{"id": "42", "pet_ids": [7], "quantity": 1, "status": "in_transit", "priority": "high", "ship_date": "2024-01-02", "shipping_address": {"street": "Main St 1", "city": "Berlin", "postal_code": "10115", "country": "DE"}}"#
        return """
            // Written by MigrationHarnessTests for the \(harness.name) harness.
            enum HarnessConfiguration {
                static let version = "\(harness.name)"
                static let expectedOperationCount = \(harness.expectedOperations)
                static let wireDocumentJSON = \(literal(json))
                static let petJSON: String? = \(literal(harness.newerPayloads ? pet : nil))
                static let reservedPetJSON: String? = \(literal(harness.newerPayloads ? reserved : nil))
                static let orderJSON: String? = \(literal(harness.newerPayloads ? order : nil))
            }

            """
    }
}
