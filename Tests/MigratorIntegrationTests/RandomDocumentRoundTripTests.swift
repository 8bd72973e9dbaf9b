import Foundation
import MigratorModel
import MigratorTestSupport
import XCTest

/// The property "for random documents, every generated model's `JSONStringBuilder` default round-trips", checked by
/// the generated package's own tests. The documents of a fixed set of `RandomDocuments` seeds (the generator
/// `PropertyTests` uses) are merged into one document, every name prefixed with its seed so nothing collides; the real
/// `migrator` binary generates one package from it, and `swift test -Xswiftc -warnings-as-errors` builds it once and
/// runs its `ModelRoundTripTests`, `ModelRoundTripTests2`, … (one `test<Model>RoundTrips` per model: build a default
/// instance, encode, decode, compare, encode again and compare the JSON). The test fails unless the package compiles
/// without warnings, declares one round trip per model, and every one of them ran and passed. Packages and build
/// products go to `.build-generated/`, as for `GeneratedPackageBuildTests`; `MIGRATOR_SKIP_PACKAGE_BUILDS=1` keeps the
/// generation checks and skips the build.
final class RandomDocumentRoundTripTests: XCTestCase {
    /// The seeds merged into the one document: the first 40 of `PropertyTests` (157 models), or the first
    /// `MIGRATOR_RANDOM_SEEDS` (`300`, all of them, gives 1,094 models and takes about 2.5 minutes instead of 50 s).
    /// A failing test's name carries its seed: `testSeed7M0PetRoundTrips`.
    static var seeds: Range<UInt64> {
        0..<(ProcessInfo.processInfo.environment["MIGRATOR_RANDOM_SEEDS"].flatMap { UInt64($0) } ?? 40)
    }

    /// The generated package's name.
    static let packageName = "RandomRoundTrip"

    /// Generates the merged document's package, builds it once and checks that all its round-trip tests ran and passed.
    func testEveryGeneratedModelDefaultRoundTripsForRandomDocuments() throws {
        let document = Self.mergedDocument(seeds: Self.seeds)
        XCTAssertEqual(DocumentValidator(file: "random").validate(document).all, [], "the merged document is invalid")
        let enums = document.models.filter { if case .enum = $0.kind { return true } else { return false } }.count
        XCTAssertGreaterThan(enums, 0, "no enum model: the property would say nothing about enums")
        XCTAssertGreaterThan(document.models.count - enums, 0, "no object model: the property would say nothing about objects")

        let inputs = IntegrationTestSupport.scratchRoot.appendingPathComponent("random-documents")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        let documentURL = inputs.appendingPathComponent("\(Self.packageName).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(document).write(to: documentURL)

        let packages = IntegrationTestSupport.scratchRoot.appendingPathComponent("packages")
        let generate = try IntegrationTestSupport.migrator([
            "generate", "--document", documentURL.path, "--package-name", Self.packageName,
            "--output", packages.path, "--force",
        ])
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let packageDirectory = packages.appendingPathComponent(Self.packageName)
        let testFile = packageDirectory.appendingPathComponent("Tests/\(Self.packageName)Tests/ModelRoundTripTests.swift")
        let declared = Self.captures(of: #"func test(\w+)RoundTrips\("#, in: try String(contentsOf: testFile, encoding: .utf8)).map { $0[0] }
        XCTAssertEqual(declared.count, document.models.count, "the generated tests do not have one round trip per model")
        XCTAssertEqual(Set(declared).count, declared.count, "a round-trip test is declared twice: \(declared)")

        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" {
            throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1")
        }
        let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-\(Self.packageName)")
        let result = try IntegrationTestSupport.swift(
            ["test", "--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors"], in: packageDirectory
        )
        let output = result.stdout + "\n" + result.stderr
        var seen: Set<String> = []
        let failures = output.components(separatedBy: "\n")
            .filter { ($0.contains("error:") || $0.contains("' failed")) && seen.insert($0).inserted }.prefix(40)
        XCTAssertEqual(result.status, 0, "swift test of \(Self.packageName) failed:\n\(failures.joined(separator: "\n"))\n\(output.suffix(3000))")
        XCTAssertFalse(output.contains("warning:"), "\(Self.packageName) compiled with warnings:\n\(output.suffix(4000))")

        // Every declared round trip ran and passed, exactly once; so did the client test, and nothing else failed.
        let passed = Self.captures(of: #"Test Case '[^']*?[. ]test(\w+)RoundTrips\]?' passed"#, in: output).map { $0[0] }
        XCTAssertEqual(Set(declared).subtracting(passed).sorted(), [], "these models' round trips did not pass")
        XCTAssertEqual(passed.sorted(), declared.sorted(), "the round-trip tests that passed are not the declared ones")
        // The last summary is the one of all tests: every test of the package, none failed.
        let summary = Self.captures(of: #"Executed (\d+) tests?, with (\d+) failures?"#, in: output).last?.compactMap { Int($0) }
        XCTAssertEqual(summary, [document.models.count + 1, 0], "the package's tests did not all run and pass:\n\(output.suffix(2000))")
    }

    /// The documents of `seeds`, merged: every model, operation id and path is prefixed with its seed
    /// (`Seed7M0Pet`, `seed7_op0Tag`, `/seed7/r0/{id}`), and model references follow the renaming. `RandomDocuments`
    /// makes objects and enums only, and no error responses; a reference this missed would fail the validity check.
    static func mergedDocument(seeds: Range<UInt64>) -> APIDocument {
        var merged = APIDocument(
            service: ServiceInfo(name: "RandomRoundTrip", version: "1.0.0"), servers: [Server(url: "https://random.example.com")]
        )
        for seed in seeds {
            var documents = RandomDocuments(random: SeededGenerator(seed: seed))
            let document = documents.document()
            let prefix = "Seed\(seed)"
            for var model in document.models {
                model.name = prefix + model.name
                if case let .object(properties) = model.kind {
                    model.kind = .object(properties.map { property in
                        var property = property
                        property.type = prefixed(property.type, prefix)
                        return property
                    })
                }
                merged.models.append(model)
            }
            for var endpoint in document.endpoints {
                endpoint.operationId = "seed\(seed)_" + endpoint.operationId
                endpoint.path = "/seed\(seed)" + endpoint.path
                endpoint.parameters = endpoint.parameters.map { parameter in
                    var parameter = parameter
                    parameter.type = prefixed(parameter.type, prefix)
                    return parameter
                }
                if let type = endpoint.response?.type { endpoint.response?.type = prefixed(type, prefix) }
                merged.endpoints.append(endpoint)
            }
        }
        return merged
    }

    /// `type` with every model name prefixed.
    static func prefixed(_ type: TypeReference, _ prefix: String) -> TypeReference {
        switch type {
        case .scalar, .json: return type
        case let .array(element): return .array(prefixed(element, prefix))
        case let .dictionary(value): return .dictionary(prefixed(value, prefix))
        case let .model(name): return .model(prefix + name)
        }
    }

    /// The capture groups of every match of `pattern` in `text`, in order (a group that did not take part is `""`).
    static func captures(of pattern: String, in text: String) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { group in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
