import Foundation
import XCTest

/// The files MigrationHarnessTests adds to the package `VerifyOperation` builds (`VerifyRequest.additionalFiles`): the
/// unchanged v1 app as the target `PetstoreApp`, the app's wire tests and their configuration in the conformance test
/// target, and a manifest that declares the app and makes the conformance tests depend on it.
enum HarnessFiles {
    /// Every additional file for `harness`, by package-relative path.
    static func files(for harness: MigrationHarnessTests.Harness) throws -> [String: String] {
        let repository = IntegrationTestSupport.repositoryRoot
        var files = ["Package.swift": manifest, "Tests/PetstoreConformanceTests/Harness/HarnessConfiguration.swift": configuration(harness)]
        let copies = [("Tests/MigrationHarness/App", "Sources/PetstoreApp"), ("Tests/MigrationHarness/WireTests", "Tests/PetstoreConformanceTests/Harness")]
        for (from, to) in copies {
            let directory = repository.appendingPathComponent(from)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            XCTAssertFalse(names.isEmpty, "no Swift files in \(from)")
            for name in names {
                files["\(to)/\(name)"] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
        }
        return files
    }

    /// The harness manifest: the generated client package's targets plus the app, which the conformance tests use.
    static let manifest = """
        // swift-tools-version:5.9
        // Written by MigrationHarnessTests: the client with the conformance suite of `migrator verify`, plus the v1 app.
        import PackageDescription

        let package = Package(
            name: "Petstore",
            platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
            targets: [
                .target(name: "PetstoreRuntime"),
                .target(name: "Petstore", dependencies: ["PetstoreRuntime"]),
                .target(name: "PetstoreApp", dependencies: ["Petstore", "PetstoreRuntime"]),
                .testTarget(name: "PetstoreTests", dependencies: ["Petstore", "PetstoreRuntime"]),
                .testTarget(name: "PetstoreConformanceTests", dependencies: ["Petstore", "PetstoreRuntime", "PetstoreApp"]),
            ]
        )

        """

    /// `HarnessConfiguration.swift`: the version, what the app must reach, and the newer payloads whose values the
    /// value tests check.
    static func configuration(_ harness: MigrationHarnessTests.Harness) -> String {
        func literal(_ text: String?) -> String { text.map { "#\"\"\"\n\($0)\n\"\"\"#" } ?? "nil" }
        let pet = #"{"id": 7, "name": "Rex", "photo_urls": [], "status": "adopted", "size": "l", "date_of_birth": "2020-05-04", "age": 3.0, "species": "dog"}"#
        let reserved = #"{"id": 8, "name": "Max", "photo_urls": [], "status": "reserved", "species": "cat"}"#
        let order = #"{"id": "42", "pet_ids": [7], "quantity": 1, "status": "in_transit", "priority": "high", "ship_date": "2024-01-02", "shipping_address": {"street": "Main St 1", "city": "Berlin", "postal_code": "10115", "country": "DE"}}"#
        let errors = harness.expectedAppErrors.map { "#\"\($0)\"#" }.joined(separator: ", ")
        return """
            // Written by MigrationHarnessTests for the \(harness.name) harness.

            /// What the \(harness.name) harness expects.
            enum HarnessConfiguration {
                /// The API version.
                static let version = "\(harness.name)"
                /// How many operations of the version the app reaches.
                static let expectedOperationCount = \(harness.expectedOperations)
                /// Prefixes of the errors the app logs for this version (a removed endpoint, an undecided guide value).
                static let expectedErrors: [String] = [\(errors)]
                /// A pet of the newest version, or `nil` for v1.
                static let petJSON: String? = \(literal(harness.newerPayloads ? pet : nil))
                /// A pet with a status the v1 enum lacks, or `nil` for v1.
                static let reservedPetJSON: String? = \(literal(harness.newerPayloads ? reserved : nil))
                /// An order of the newest version, or `nil` for v1.
                static let orderJSON: String? = \(literal(harness.newerPayloads ? order : nil))
            }

            """
    }
}
