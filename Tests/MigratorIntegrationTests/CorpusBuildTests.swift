import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorLoader
import MigratorMigration
import MigratorModel
import MigratorNaming
import XCTest

/// Real API descriptions end to end: every distinct OpenAPI and ApodiniMigrator file of `../shared/corpus/dev/` is
/// generated, and every version pair migrated, as modules of one package sharing one runtime module, built with
/// warnings as errors. The OpenAI files (about 2,000 models) are built only with `MIGRATOR_CORPUS_LARGE=1`, to keep CI
/// within its time; their loading and guides are tested in `CorpusGuideTests` either way.
final class CorpusBuildTests: XCTestCase {
    private static let corpus = IntegrationTestSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/dev")
    private static let large = ["openai/"]

    /// Every OpenAPI and Apodini document in the corpus, skipping byte-identical copies.
    private func documents(includeLarge: Bool) throws -> [String] {
        var seen: Set<Data> = []
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.corpus.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        for path in paths.sorted() where [".json", ".yaml", ".yml"].contains(where: path.hasSuffix) {
            if !includeLarge, Self.large.contains(where: path.hasPrefix) { continue }
            if path.contains("migration_guide") || path.contains("guide") { continue }
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(path))
            guard seen.insert(data).inserted else { continue }
            result.append(path)
        }
        return result
    }

    func testCorpusClientsGenerateMigrateAndCompile() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else { return XCTFail("the shared corpus is missing at \(Self.corpus.path)") }
        let includeLarge = ProcessInfo.processInfo.environment["MIGRATOR_CORPUS_LARGE"] == "1"
        let harness = IntegrationTestSupport.scratchRoot.appendingPathComponent("corpus\(includeLarge ? "-large" : "")")
        try? FileManager.default.removeItem(at: harness)
        var modules: [String] = []
        func write(_ package: GeneratedPackage, module: String) throws {
            for file in package.files where file.path.hasPrefix("Sources/\(module)/") || (modules.isEmpty && file.path.hasPrefix("Sources/CorpusRuntime/")) {
                let url = harness.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            modules.append(module)
        }
        for path in try documents(includeLarge: includeLarge) {
            let document = try DocumentLoader().load(path: Self.corpus.appendingPathComponent(path).path).document
            let module = "Generated" + SwiftIdentifier.typeName(path)
            try write(try ClientPackageGenerator(options: GeneratorOptions(packageName: module, sharedRuntimeModuleName: "CorpusRuntime")).generate(document), module: module)
        }
        for pair in CorpusPairs.all where includeLarge || !Self.large.contains(where: pair.old.hasPrefix) {
            let old = try DocumentLoader().load(path: Self.corpus.appendingPathComponent(pair.old).path).document
            let new = try DocumentLoader().load(path: Self.corpus.appendingPathComponent(pair.new).path).document
            let plan = try MigrationPlanner().plan(old: old, guides: [DocumentComparer().compare(old, new)])
            let module = "Migrated" + SwiftIdentifier.typeName(pair.name)
            try write(try ClientPackageGenerator(options: GeneratorOptions(packageName: module, sharedRuntimeModuleName: "CorpusRuntime")).generate(plan: plan), module: module)
        }
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { return }
        let targets = [".target(name: \"CorpusRuntime\"),"] + modules.map { ".target(name: \"\($0)\", dependencies: [\"CorpusRuntime\"])," }
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Corpus\",\n    platforms: [.macOS(.v12), .iOS(.v15)],\n    targets: [\n"
            + targets.map { "        " + $0 }.joined(separator: "\n") + "\n    ]\n)\n"
        try Data(manifest.utf8).write(to: harness.appendingPathComponent("Package.swift"))
        let scratch = IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-corpus\(includeLarge ? "-large" : "")")
        let result = try IntegrationTestSupport.swift(["build", "--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors"], in: harness)
        let errors = (result.stdout + result.stderr).components(separatedBy: "\n").filter { $0.contains("error:") }.prefix(40)
        XCTAssertEqual(result.status, 0, "corpus clients do not compile (\(modules.count) modules):\n\(errors.joined(separator: "\n"))")
    }
}

/// The corpus version pairs (the same as `CorpusGuideTests`), relative to `../shared/corpus/dev/`.
enum CorpusPairs {
    /// Name, old and new document.
    static let all: [(name: String, old: String, new: String)] = [
        ("qonectiq", "apodini-qonectiq/api_qonectiq1.0.0.json", "apodini-qonectiq/api_qonectiq2.0.0.json"),
        ("qonectiq-legacy", "apodini-qonectiq/legacy-format/api_qonectiq1.0.0_1.json", "apodini-qonectiq/legacy-format/api_qonectiq2.0.0_1.json"),
        ("petstore", "petstore/petstore-v3-1.0.19.yaml", "petstore/petstore-v3-1.0.26.yaml"),
        ("onepassword-0.5-1.1", "onepassword/extra/1password-0.5.0.yaml", "onepassword/1password-1.1.1.yaml"),
        ("onepassword-1.1-1.2", "onepassword/1password-1.1.1.yaml", "onepassword/1password-1.2.0.yaml"),
        ("onepassword-1.2-1.3", "onepassword/1password-1.2.0.yaml", "onepassword/extra/1password-1.3.0.yaml"),
        ("spotify", "spotify/spotify-2022-06-25.yml", "spotify/spotify-2023-06-07.yml"),
        ("openai", "openai/openai-2025-02-10-oas3.0.yaml", "openai/openai-2026-05-13-oas3.1.yaml"),
        ("pallidor-fullMigration", "pallidor-fixtures/fullMigration/openapi.json", "pallidor-fixtures/fullMigration/openapi_modified.json"),
        ("pallidor-changeHTTPmethod", "pallidor-fixtures/changeHTTPmethod/openapi.json", "pallidor-fixtures/changeHTTPmethod/openapi_updateHTTPmethods.json"),
        ("pallidor-addModel", "pallidor-fixtures/addModel/openapi.json", "pallidor-fixtures/addModel/openapi_addedApiResponseModel.json"),
        ("pallidor-changeAuth", "pallidor-fixtures/changeAuth/openapi.json", "pallidor-fixtures/changeAuth/openapi_changedAuth.json"),
    ]
}
