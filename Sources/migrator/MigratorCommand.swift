import ArgumentParser
import Foundation
import MigratorKit
import MigratorModel

/// The `migrator` command: generate, compare and migrate Swift clients of evolving web APIs.
@main
struct MigratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrator",
        abstract: "Generate Swift client packages from API descriptions and keep them working as the API evolves.",
        discussion: "Exit codes: 0 success, 1 a check found something (--check, --fail-on), 2 usage or input errors.",
        version: MigratorVersion.current,
        subcommands: [GenerateCommand.self, CompareCommand.self, MigrateCommand.self, VerifyCommand.self, ValidateCommand.self, GuideCommand.self]
    )

    /// Parses the arguments and runs the command, mapping every error to the documented exit codes.
    static func main() {
        let code: Int32
        var verbosity = DiagnosticVerbosity.normal
        do {
            var command = try parseAsRoot()
            if let reporting = command as? ReportsDiagnostics { verbosity = reporting.diagnosticOptions.verbosity }
            try command.run()
            code = 0
        } catch let error as CheckFailed {
            code = error.exitCode
        } catch {
            code = ExitCodes.report(
                error, fullMessage: MigratorCommand.fullMessage(for: error), exitCode: MigratorCommand.exitCode(for: error).rawValue,
                verbosity: verbosity
            )
        }
        Foundation.exit(code)
    }
}
