import ArgumentParser
import Foundation
import MigratorKit
import MigratorModel

extension ValidationFormat: ExpressibleByArgument {}

/// `migrator validate`: lint API descriptions and migration guides.
struct ValidateCommand: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check API descriptions (Migrator documents, OpenAPI, ApodiniMigrator documents) and migration guides.",
        discussion: """
            Reports exactly what generate, compare and migrate would say about each file, plus the rules of \
            docs/migration-guide.md for guides. Exit codes: 0 no errors, 1 errors were found (or warnings, with \
            --strict), 2 usage errors.
            """
    )

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @Argument(help: ArgumentHelp("The files to check.", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: "text (default), json or github.")
    var format: ValidationFormat = .text

    @Flag(name: .long, help: "Exit 1 on warnings too.")
    var strict = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one file to check") }
        let missing = files.filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty { throw ValidationError("no such file: \(missing.joined(separator: ", "))") }
    }

    func run() throws {
        let reports = ValidateOperation.run(paths: files)
        let output = ValidationReportRenderer.render(reports, as: format, verbosity: diagnosticOptions.verbosity)
        print(output, terminator: "")
        if reports.contains(where: { $0.hasErrors || (strict && $0.hasWarnings) }) { throw CheckFailed() }
    }
}
