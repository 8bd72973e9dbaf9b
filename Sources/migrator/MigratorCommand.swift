import ArgumentParser
import Foundation
import MigratorKit

/// The `migrator` command: generate, compare and migrate Swift clients of evolving web APIs.
@main
struct MigratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrator",
        abstract: "Generate Swift client packages from API descriptions and keep them working as the API evolves.",
        discussion: "Exit codes: 0 success, 1 a check found something (--check, --fail-on), 2 usage or input errors.",
        version: MigratorVersion.current,
        subcommands: [GenerateCommand.self, CompareCommand.self, MigrateCommand.self, GuideCommand.self, VerifyCommand.self]
    )

    /// Parses the arguments and runs the command, mapping every error to the documented exit codes.
    static func main() {
        let code: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            code = 0
        } catch let error as CheckFailed {
            code = error.exitCode
        } catch {
            code = ExitCodes.report(error, fullMessage: MigratorCommand.fullMessage(for: error), exitCode: MigratorCommand.exitCode(for: error).rawValue)
        }
        Foundation.exit(code)
    }
}
