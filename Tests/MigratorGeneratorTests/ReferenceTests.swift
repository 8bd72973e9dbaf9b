import Foundation
import MigratorGenerator
import MigratorModel
import XCTest

/// Whole generated packages compared with committed reference files (`References/<Package>/…`).
/// The vendored runtime is left out: `EmbeddedResourcesTests` covers it. `MIGRATOR_RECORD=1` re-records.
final class ReferenceTests: XCTestCase {
    func testPetstoreV1Package() throws {
        try assertPackageMatchesReferences(document: "MigrationGuides/Examples/petstore-v1.yaml", packageName: "Petstore")
    }

    func testEdgeCasesPackage() throws {
        try assertPackageMatchesReferences(document: "Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml", packageName: "EdgeCases", accessLevel: .internal)
    }

    func testWireFormatsPackage() throws {
        try assertPackageMatchesReferences(document: "Tests/MigratorGeneratorTests/Fixtures/wire-formats.yaml", packageName: "WireFormats")
    }

    func testGenerationIsDeterministic() throws {
        let document = try GeneratorTestSupport.load("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml")
        let generator = ClientPackageGenerator(options: GeneratorOptions(packageName: "EdgeCases"))
        XCTAssertEqual(try generator.generate(document), try generator.generate(document))
    }

    func testPackageHasNoDependenciesAndNamesTheRuntimePerPackage() throws {
        let document = try GeneratorTestSupport.load("Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml")
        let package = try ClientPackageGenerator(options: GeneratorOptions(packageName: "Shop")).generate(document)
        let manifest = try XCTUnwrap(package.file(at: "Package.swift")?.contents)
        XCTAssertFalse(manifest.contains(".package("), "generated packages depend on nothing")
        XCTAssertTrue(manifest.contains(".target(name: \"ShopRuntime\")"))
        XCTAssertTrue(package.files.contains { $0.path == "Sources/ShopRuntime/JSONStringBuilder.swift" })
        XCTAssertTrue(package.files.contains { $0.path == "Sources/Shop/Models/ErrorModel.swift" })
    }

    private func assertPackageMatchesReferences(document path: String, packageName: String, accessLevel: AccessModifier = .public, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try GeneratorTestSupport.load(path)
        let package = try ClientPackageGenerator(options: GeneratorOptions(packageName: packageName, accessLevel: accessLevel)).generate(document)
        let runtimePrefix = "Sources/\(packageName)Runtime/"
        let referenceRoot = "Tests/MigratorGeneratorTests/References/\(packageName)"
        let generated = package.files.filter { !$0.path.hasPrefix(runtimePrefix) }
        for generatedFile in generated {
            try GeneratorTestSupport.assertMatchesReference(generatedFile.contents, "\(referenceRoot)/\(generatedFile.path).txt", file: file, line: line)
        }
        let referenceDirectory = GeneratorTestSupport.repositoryRoot.appendingPathComponent(referenceRoot)
        let enumerator = FileManager.default.enumerator(atPath: referenceDirectory.path)
        let expectedPaths = Set(generated.map { "\($0.path).txt" })
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: referenceDirectory.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue, !expectedPaths.contains(relative) {
                XCTFail("reference \(referenceRoot)/\(relative) is no longer generated; delete it", file: file, line: line)
            }
        }
    }
}
