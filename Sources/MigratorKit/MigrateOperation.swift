import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorLoader
import MigratorMigration
import MigratorModel

/// What `migrator migrate` is asked to do.
public struct MigrateRequest: Sendable {
    /// The old API description (the interface to keep).
    public var documentPath: String
    /// Guides to apply in order (v1→v2, v2→v3, …).
    public var guidePaths: [String]
    /// A newer API description to compute the guide from, instead of guides.
    public var targetPath: String?
    /// Generation options.
    public var options: GeneratorOptions
    /// The directory the package directory goes into.
    public var outputDirectory: String
    /// Refuse when a guide change still needs a decision.
    public var strict: Bool
    /// Replace a directory that holds files Migrator did not generate.
    public var force: Bool
    /// Compare with the files on disk instead of writing.
    public var check: Bool
    /// Also write the conformance test target of `migrator verify` (`--conformance-tests`).
    public var conformanceTests: Bool

    /// Creates a request.
    public init(
        documentPath: String, guidePaths: [String], targetPath: String? = nil, options: GeneratorOptions,
        outputDirectory: String, strict: Bool = false, force: Bool = false, check: Bool = false, conformanceTests: Bool = false
    ) {
        self.conformanceTests = conformanceTests
        self.documentPath = documentPath
        self.guidePaths = guidePaths
        self.targetPath = targetPath
        self.options = options
        self.outputDirectory = outputDirectory
        self.strict = strict
        self.force = force
        self.check = check
    }
}

/// What `migrator migrate` did.
public struct MigrateReport: Sendable {
    /// The package directory.
    public var packagePath: String
    /// The report written as `MIGRATION.md`.
    public var report: MigrationReport
    /// Where the computed guide was written (with `--target`).
    public var computedGuidePath: String?
    /// Warnings from reading the inputs.
    public var warnings: [Diagnostic]
    /// With `check`: the differences found; `nil` when files were written.
    public var differences: [String]?
    /// The changes of the guides that still need a decision, as `guide: change id (field)` lines.
    public var undecided: [String] { report.undecided.map { "\($0.source.name): \($0.change.id) (\(MigrationReport.fieldToFill($0.change)))" } }
}

/// Thrown by `--strict` when guide changes still need a person.
public struct UndecidedChangesError: Error, Sendable, CustomStringConvertible {
    /// `guide: change id (field)` lines.
    public var changes: [String]

    /// A message listing the changes.
    public var description: String {
        "not migrated (--strict): \(changes.count) guide change(s) need a decision:\n" + changes.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// `migrator migrate`: old document + guides (or a target document) → a package with the old interface and the newest wire format.
public enum MigrateOperation {
    /// Runs the migration.
    ///
    /// - Throws: `DiagnosticsError` for invalid inputs, `GuideChainError` for guides that do not fit, `UndecidedChangesError`
    ///   with `strict`, `WriteError` when the destination cannot be written.
    public static func run(_ request: MigrateRequest) throws -> MigrateReport {
        let loaded = try DocumentLoader().load(path: request.documentPath)
        var warnings = loaded.warnings
        var sources: [MigrationReport.Source] = []
        var computedGuide: (path: String, text: String)?
        if let targetPath = request.targetPath {
            let target = try DocumentLoader().load(path: targetPath)
            warnings += target.warnings
            let guide = DocumentComparer().compare(loaded.document, target.document)
            let name = "\(request.options.packageName).migration-guide.yaml"
            let path = URL(fileURLWithPath: request.outputDirectory).appendingPathComponent(name).path
            computedGuide = (path, try GuideFormatter.encode(guide, as: .yaml))
            sources.append(MigrationReport.Source(name: name, guide: guide))
        } else {
            var failures: [Diagnostic] = []
            for path in request.guidePaths {
                do {
                    sources.append(MigrationReport.Source(name: path, guide: try GuideLoader().load(path: path)))
                } catch let error as DiagnosticsError {
                    failures += error.diagnostics
                }
            }
            guard failures.isEmpty else { throw DiagnosticsError(failures) }
        }
        let closureDiagnostics = ClosureSyntaxChecker.check(sources.map { ($0.name, $0.guide) })
        if closureDiagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(closureDiagnostics) }
        warnings += closureDiagnostics
        let report = MigrationReport(service: loaded.document.service, sources: sources)
        if request.strict, !report.undecided.isEmpty {
            throw UndecidedChangesError(changes: report.undecided.map { "\($0.source.name): \($0.change.id) (\(MigrationReport.fieldToFill($0.change)))" })
        }
        let plan = try MigrationPlanner().plan(old: loaded.document, guides: sources.map(\.guide), guideNames: sources.map(\.name))
        warnings += plan.warnings
        let conformanceJSON = request.conformanceTests ? try NativeDocumentJSON.encode(plan.wire) : nil
        var package = try ClientPackageGenerator(options: request.options).generate(plan: plan, conformanceDocumentJSON: conformanceJSON)
        package.files.append(GeneratedFile(path: "MIGRATION.md", contents: report.markdown()))
        package = GeneratedPackage(name: package.name, files: package.files)
        let output = URL(fileURLWithPath: request.outputDirectory, isDirectory: true)
        let writer = PackageWriter()
        let packagePath = output.appendingPathComponent(package.name).path
        if request.check {
            return MigrateReport(packagePath: packagePath, report: report, computedGuidePath: nil, warnings: warnings, differences: try writer.differences(package, in: output))
        }
        try writer.write(package, into: output, force: request.force)
        if let computedGuide { try CompareOperation.writeAtomically(computedGuide.text, to: computedGuide.path) }
        return MigrateReport(packagePath: packagePath, report: report, computedGuidePath: computedGuide?.path, warnings: warnings, differences: nil)
    }
}
