import Foundation
import MigratorGenerator
import MigratorModel
import XCTest

/// The generated package's round-trip tests are split into classes of at most 50 models, because SwiftPM's Linux test
/// discovery type-checks one array literal per class in superlinear time (a package of about 1,100 models did not
/// build its tests; found by `RandomDocumentRoundTripTests`).
final class ModelRoundTripTestClassesTests: XCTestCase {
    /// A document with `count` small object models named `Model1`, `Model2`, ….
    private func document(models count: Int) -> APIDocument {
        APIDocument(
            service: ServiceInfo(name: "Many", version: "1.0.0"),
            models: (1...count).map { ModelDefinition(name: "Model\($0)", kind: .object([Property(name: "id", type: .scalar(.int64), required: true)])) }
        )
    }

    /// The generated test file's classes, in order, with the test functions each declares.
    private func testClasses(models count: Int) throws -> [(name: String, tests: [String])] {
        let package = try ClientPackageGenerator(options: GeneratorOptions(packageName: "Many")).generate(document(models: count))
        let file = try XCTUnwrap(package.files.first { $0.path == "Tests/ManyTests/ModelRoundTripTests.swift" })
        var classes: [(name: String, tests: [String])] = []
        for line in file.contents.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("final class "), let name = trimmed.dropFirst(12).split(separator: ":").first {
                classes.append((String(name), []))
            } else if trimmed.hasPrefix("func test"), let name = trimmed.dropFirst(5).split(separator: "(").first, !classes.isEmpty {
                classes[classes.count - 1].tests.append(String(name))
            }
        }
        return classes
    }

    /// Up to 50 models: one class, as before, with the client test first.
    func testFiftyModelsStayInOneClass() throws {
        let classes = try testClasses(models: 50)
        XCTAssertEqual(classes.map(\.name), ["ModelRoundTripTests"])
        XCTAssertEqual(classes.first?.tests.first, "testClientUsesGivenBaseURL")
        XCTAssertEqual(classes.first?.tests.count, 51)
    }

    /// More models: classes of 50 in document order, every model tested exactly once, the client test only once.
    func testManyModelsAreSplitIntoClassesOfFifty() throws {
        let classes = try testClasses(models: 120)
        XCTAssertEqual(classes.map(\.name), ["ModelRoundTripTests", "ModelRoundTripTests2", "ModelRoundTripTests3"])
        XCTAssertEqual(classes.map { $0.tests.filter { $0.hasSuffix("RoundTrips") }.count }, [50, 50, 20])
        XCTAssertEqual(classes.flatMap(\.tests), ["testClientUsesGivenBaseURL"] + (1...120).map { "testModel\($0)RoundTrips" })
    }
}
