import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorKit
import MigratorLoader
import MigratorMigration
import MigratorModel

/// What every fuzz target does with one input: feed the bytes to a reader exactly as the CLI does, and when they
/// load, push the result a little further down the pipeline so that crashes after loading are found too.
///
/// Errors are the expected outcome for almost every input and are ignored; libFuzzer reports crashes (traps,
/// signals, sanitizer findings) and timeouts. Nothing is written to disk.
public enum FuzzEntry {
    /// The file name diagnostics mention; the extension does not influence format detection.
    static let fileName = "fuzz-input"

    /// The document the guide target applies guides to: the bundled example `petstore-v1.yaml`, or the file named by
    /// `MIGRATOR_FUZZ_BASE_DOCUMENT`. Loaded once.
    static let baseDocument: APIDocument? = {
        let path = ProcessInfo.processInfo.environment["MIGRATOR_FUZZ_BASE_DOCUMENT"]
            ?? URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("MigrationGuides/Examples/petstore-v1.yaml").path
        do {
            return try DocumentLoader().load(path: path).document
        } catch {
            FileHandle.standardError.write(Data("fuzz: cannot load the base document \(path): \(error)\n".utf8))
            return nil
        }
    }()

    /// Whether to compare and generate after a successful load (`MIGRATOR_FUZZ_PIPELINE=0` turns it off).
    static let runsPipeline = ProcessInfo.processInfo.environment["MIGRATOR_FUZZ_PIPELINE"] != "0"


    /// Loads `data` as an API document (whatever its format); on success compares it with itself and generates a
    /// client package in memory.
    public static func document(_ data: Data) {
        guard let loaded = try? DocumentLoader().load(data: data, file: fileName) else { return }
        guard runsPipeline else { return }
        let guide = DocumentComparer().compare(loaded.document, loaded.document)
        if !guide.changes.isEmpty {
            fatalError("compare(X, X) found \(guide.changes.count) changes, the first \(guide.changes[0].id)")
        }
        _ = try? ClientPackageGenerator(options: GeneratorOptions(packageName: "Fuzzed")).generate(loaded.document)
    }

    /// Loads `data` as a migration guide; on success applies it to the base document and plans a migration.
    public static func guide(_ data: Data) {
        guard let guide = try? GuideLoader().load(data: data, file: fileName) else { return }
        guard runsPipeline, let base = baseDocument else { return }
        guard (try? GuideApplier().apply(guide, to: base)) != nil else { return }
        var aligned = guide
        aligned.from = base.service.version
        _ = try? MigrationPlanner().plan(old: base, guides: [aligned], guideNames: ["fuzz-guide"])
    }
}
