import Foundation
import MigratorGenerator
import MigratorKit
import MigratorMigration
import MigratorModel

/// Thrown by a command whose check found something; carries exit code 1.
struct CheckFailed: Error {
    /// The exit code: 1.
    let exitCode: Int32 = 1
}

/// Maps errors to messages on standard error and to the documented exit codes.
enum ExitCodes {
    /// Prints `error` and returns its exit code: 0 for help and version, 2 for everything else. Diagnostics are printed
    /// at `verbosity` (errors are always listed).
    static func report(_ error: Error, fullMessage: String, exitCode: Int32, verbosity: DiagnosticVerbosity = .normal) -> Int32 {
        switch error {
        case let error as DiagnosticsError:
            for line in DiagnosticDigest.lines(error.diagnostics, verbosity: verbosity) { printError(line) }
            return 2
        case let error as WriteError:
            printError("error: \(error)")
            return 2
        case let error as GuideChainError:
            printError("error: \(error)")
            return 2
        case let error as TemplateError:
            printError("internal error: \(error)")
            return 2
        default:
            if exitCode == 0 {
                if !fullMessage.isEmpty { print(fullMessage) }
                return 0
            }
            printError(fullMessage)
            return 2
        }
    }

    /// Writes a line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The tool's version.
enum MigratorVersion {
    /// The current version string.
    static let current = "0.1.0"
}
