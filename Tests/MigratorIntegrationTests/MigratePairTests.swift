import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorKit
import MigratorLoader
import MigratorMigration
import MigratorModel
import MigratorNaming
import XCTest

/// One migration per change kind: each compare pair (`Tests/MigratorCompareTests/Fixtures/Pairs/<kind>/`) is compared,
/// its old client migrated with the guide, and the migrated client sources compared with a reference file
/// (`References/Migrate/<kind>.swift.txt`, `MIGRATOR_RECORD=1` re-records). Then every migrated client is compiled in
/// one package (a module per kind, sharing one runtime module), with warnings as errors, and the package's checks
/// (`Fixtures/MigratedPairChecks.swift.txt`) run the clients whose conversions are the runtime's own.
final class MigratePairTests: XCTestCase {
    private static let pairs = IntegrationTestSupport.repositoryRoot.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Pairs")

    /// Guide edits a person would make, per pair: closures for a conversion with no built-in.
    private func edited(_ guide: MigrationGuide, pair: String) -> MigrationGuide {
        guard pair == "property-retyped-unconvertible" else { return guide }
        var result = guide
        for index in result.changes.indices where result.changes[index].aspect == .type && result.changes[index].needsDecision == true {
            result.changes[index].convert = Change.Conversion(toNew: "Customer(id: 0, fullName: value)", toOld: "value.fullName")
            result.changes[index].needsDecision = false
        }
        return result
    }

    func testEveryChangeKindMigratesToTheReferenceAndCompiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pairs.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 40)
        var modules: [String] = []
        let harness = IntegrationTestSupport.scratchRoot.appendingPathComponent("migrate-pairs")
        try? FileManager.default.removeItem(at: harness)
        for name in names {
            let old = try DocumentLoader().load(path: Self.pairs.appendingPathComponent("\(name)/old.yaml").path).document
            let new = try DocumentLoader().load(path: Self.pairs.appendingPathComponent("\(name)/new.yaml").path).document
            let guide = edited(DocumentComparer().compare(old, new), pair: name)
            let module = "Pair" + SwiftIdentifier.typeName(name)
            let plan = try MigrationPlanner().plan(old: old, guides: [guide])
            let options = GeneratorOptions(packageName: module, sharedRuntimeModuleName: "PairsRuntime")
            let package = try ClientPackageGenerator(options: options).generate(plan: plan)
            let clientFiles = package.files.filter { $0.path.hasPrefix("Sources/\(module)/") }
            let reference = clientFiles.map { "// ==== \($0.path.dropFirst("Sources/\(module)/".count)) ====\n\($0.contents)" }.joined(separator: "\n")
            try IntegrationTestSupport.assertMatchesReference(reference, "Tests/MigratorIntegrationTests/References/Migrate/\(name).swift.txt")
            for file in package.files where file.path.hasPrefix("Sources/\(module)/") || (modules.isEmpty && file.path.hasPrefix("Sources/PairsRuntime/")) {
                let url = harness.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            modules.append(module)
        }
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { return }
        let checksTarget = ".testTarget(name: \"PairsChecks\", dependencies: [\"PairEnvelopeAddedAndDropped\", \"PairParameterMovedIntoBody\", \"PairParameterMovedOutOfBody\", \"PairPropertyMovedIntoObject\", \"PairPropertyMovedOutOfObject\", \"PairPropertyRetypedObjectMember\", \"PairsRuntime\"]),"
        let targets = [".target(name: \"PairsRuntime\"),"] + modules.map { ".target(name: \"\($0)\", dependencies: [\"PairsRuntime\"])," } + [checksTarget]
        let checksFile = harness.appendingPathComponent("Tests/PairsChecks/MigratedPairChecks.swift")
        try FileManager.default.createDirectory(at: checksFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: IntegrationTestSupport.repositoryRoot.appendingPathComponent("Tests/MigratorIntegrationTests/Fixtures/MigratedPairChecks.swift.txt"),
            to: checksFile
        )
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"MigratePairs\",\n    platforms: [.macOS(.v12), .iOS(.v15)],\n    targets: [\n"
            + targets.map { "        " + $0 }.joined(separator: "\n") + "\n    ]\n)\n"
        try Data(manifest.utf8).write(to: harness.appendingPathComponent("Package.swift"))
        let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-migrate-pairs")
        let result = try IntegrationTestSupport.swift(["build", "--build-tests", "--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors"], in: harness)
        XCTAssertEqual(result.status, 0, "migrated pair clients do not compile:\n\(result.stdout.suffix(6000))\n\(result.stderr.suffix(3000))")
        guard result.status == 0 else { return }
        let checks = try IntegrationTestSupport.swift(["test", "--skip-build", "--scratch-path", scratch.path], in: harness)
        XCTAssertEqual(checks.status, 0, "the migrated pair checks fail:\n\(checks.stdout.suffix(6000))\n\(checks.stderr.suffix(3000))")
        XCTAssertTrue((checks.stdout + checks.stderr).contains("Executed 18 tests, with 0 failures"), "the pair checks did not run:\n\(checks.stdout.suffix(3000))")
    }
}
