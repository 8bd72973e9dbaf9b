import ArgumentParser
import Foundation
import MigratorModel

/// The `--quiet` and `--verbose` flags every command that reads inputs shares, and the printing of diagnostics at
/// the chosen level (``DiagnosticDigest``).
struct DiagnosticOptions: ParsableArguments {
    @Flag(name: .long, help: "Print errors only.")
    var quiet = false

    @Flag(name: .long, help: "Print every warning on its own line instead of one line per kind.")
    var verbose = false

    /// The level the flags choose; `normal` without flags.
    var verbosity: DiagnosticVerbosity { quiet ? .quiet : verbose ? .verbose : .normal }

    func validate() throws {
        if quiet, verbose { throw ValidationError("--quiet and --verbose exclude each other") }
    }

    /// Prints `diagnostics` to standard error at the chosen level.
    func print(_ diagnostics: [Diagnostic]) {
        for line in DiagnosticDigest.lines(diagnostics, verbosity: verbosity) { ExitCodes.printError(line) }
    }
}

/// A command with ``DiagnosticOptions``, so that errors thrown out of it are printed at its level.
protocol ReportsDiagnostics {
    /// The command's diagnostic flags.
    var diagnosticOptions: DiagnosticOptions { get }
}
