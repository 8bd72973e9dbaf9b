import ArgumentParser
import Foundation
import MigratorGenerator
import MigratorKit
import MigratorMigration
import MigratorModel

/// `migrator migrate`: regenerate a client with the old Swift interface and the newest wire format.
struct MigrateCommand: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Regenerate a client package that keeps an old Swift interface but speaks a newer API version.",
        discussion: """
            Reads the old API description and one or more migration guides (applied in order, e.g. v1→v2 then v2→v3), \
            or a --target description to compare with (the computed guide is written next to the package). Writes \
            OUTPUT/PACKAGE-NAME with MIGRATION.md listing every change and what needs a person. --strict exits 1 \
            instead when a guide change still needs a decision.
            """
    )

    @OptionGroup var configuration: ConfigurationOptions

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @Option(name: .long, help: ArgumentHelp("The old API description, whose Swift interface is kept.", valueName: "path"))
    var document: String?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("A migration guide; repeat to chain versions.", valueName: "guide"))
    var guide: [String] = []

    @Option(name: .long, help: ArgumentHelp("A newer API description to migrate to (instead of --guide).", valueName: "path"))
    var target: String?

    @Option(name: .long, help: ArgumentHelp("The package and module name, for example Petstore.", valueName: "name"))
    var packageName: String?

    @Option(name: .long, help: ArgumentHelp("The directory to write the package directory into.", valueName: "directory"))
    var output: String?

    @Option(name: .long, help: "The access level of generated declarations: public (default), package or internal.")
    var accessLevel: AccessModifier?

    @Flag(name: .long, help: "Refuse (exit 1) when a guide change still needs a decision.")
    var strict = false

    @Flag(name: .long, help: "Write nothing; exit 1 when the files on disk differ from what would be generated.")
    var check = false

    @Flag(name: .long, help: "Replace the output package directory even if it holds files Migrator did not generate.")
    var force = false

    @Flag(name: .long, help: "Also write the conformance test target that `migrator verify` runs (Tests/<name>ConformanceTests).")
    var conformanceTests = false

    func validate() throws {
        if let packageName, let problem = GeneratorOptions.problem(withPackageName: packageName) { throw ValidationError(problem) }
        if !guide.isEmpty, target != nil { throw ValidationError("give either --guide (one or more) or --target, not both") }
    }

    func run() throws {
        let file = try configuration.load()
        let guides = guide.isEmpty && target == nil ? (file.guides ?? []) : guide
        let targetPath = guide.isEmpty ? (target ?? (file.guides == nil ? file.target : nil)) : nil
        if guides.isEmpty == (targetPath == nil) { throw ValidationError("give either --guide (one or more) or --target (or `guides`/`target` in migrator.yaml)") }
        let request = MigrateRequest(
            documentPath: try ConfigurationOptions.required(document, file.document, name: "--document", key: "document"),
            guidePaths: guides, targetPath: targetPath,
            options: GeneratorOptions(
                packageName: try ConfigurationOptions.packageName(packageName, file.packageName),
                accessLevel: try ConfigurationOptions.accessLevel(accessLevel, file.accessLevel)
            ),
            outputDirectory: try ConfigurationOptions.required(output, file.output, name: "--output", key: "output"),
            strict: strict, force: force, check: check, conformanceTests: conformanceTests
        )
        let result: MigrateReport
        do {
            result = try MigrateOperation.run(request)
        } catch let error as UndecidedChangesError {
            ExitCodes.printError(error.description)
            throw CheckFailed()
        }
        diagnosticOptions.print(result.warnings)
        if let differences = result.differences {
            if differences.isEmpty {
                print("\(result.packagePath) is up to date.")
                return
            }
            print("\(result.packagePath) differs from what would be generated:")
            for line in differences { print("  \(line)") }
            throw CheckFailed()
        }
        print("Migrated \(result.packagePath): \(result.report.summary).")
        if let path = result.computedGuidePath { print("Wrote the computed guide to \(path) for review.") }
        diagnosticOptions.print(result.report.undecided.map { source, change in
            Diagnostic(
                .warning, "\(change.id) needs a decision (\(MigrationReport.fieldToFill(change))); using the type's default until then",
                at: SourceLocation(file: source.name), kind: "undecided"
            )
        })
    }
}
