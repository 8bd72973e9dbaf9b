import ArgumentParser
import Foundation
import MigratorGenerator
import MigratorKit

extension VerifyReportRenderer.Format: ExpressibleByArgument {}

/// `migrator verify`: prove that a migrated client still works against the newer API.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Prove that a migrated client still works against the newest API description.",
        discussion: """
            Migrates into a scratch folder (or takes --package), adds a conformance suite that calls every method of the \
            old interface with synthesized arguments through a transport validating each request against the newest \
            description and answering with synthesized responses (and their edge variants), builds and runs it, and \
            prints one line per endpoint: pass, FAIL with the first reason, or needs person (a guide value left \
            undecided). Exit codes: 0 nothing failed, 1 something failed (or the package does not build), 2 input errors.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The old API description, whose Swift interface is kept.", valueName: "path"))
    var document: String

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("A migration guide; repeat to chain versions.", valueName: "guide"))
    var guide: [String] = []

    @Option(name: .long, help: ArgumentHelp("A newer API description to migrate to (instead of --guide).", valueName: "path"))
    var target: String?

    @Option(name: .long, help: ArgumentHelp("The package and module name (default: APIClient).", valueName: "name"))
    var packageName = "APIClient"

    @Option(name: .long, help: ArgumentHelp("An existing migrated package to check (instead of migrating afresh).", valueName: "directory"))
    var package: String?

    @Option(name: .long, help: ArgumentHelp("Write every request the suite sent to this file, one JSON object per line.", valueName: "file"))
    var record: String?

    @Option(name: .long, help: "The output format: text (default), json or junit.")
    var format: VerifyReportRenderer.Format = .text

    @Option(name: .long, help: ArgumentHelp("Where the scratch package goes (default: a folder in the temporary directory).", valueName: "directory"))
    var workDirectory: String?

    @Option(name: .long, help: ArgumentHelp("The SwiftPM scratch path (default: <work directory>/.build); share it between runs.", valueName: "directory"))
    var scratchPath: String?

    @Flag(name: .long, help: "Print where the time went (migrate, build, suite, and the suite's synthesis and validation) to standard error.")
    var verbose = false

    func validate() throws {
        if let problem = GeneratorOptions.problem(withPackageName: packageName) { throw ValidationError(problem) }
        if guide.isEmpty == (target == nil) { throw ValidationError("give either --guide (one or more) or --target") }
    }

    func run() throws {
        let work = workDirectory ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("migrator-verify-\(packageName)").path
        let migration = MigrateRequest(
            documentPath: document, guidePaths: guide, targetPath: target, options: GeneratorOptions(packageName: packageName),
            outputDirectory: work
        )
        let request = VerifyRequest(
            migration: migration, packagePath: package, recordPath: record,
            scratchPath: scratchPath ?? URL(fileURLWithPath: work).appendingPathComponent(".build").path
        )
        let report: VerifyReport
        do {
            report = try VerifyOperation.run(request)
        } catch let error as VerifyBuildError {
            ExitCodes.printError("FAIL: \(error)")
            throw CheckFailed()
        }
        print(VerifyReportRenderer.render(report, format: format), terminator: "")
        if verbose {
            fflush(stdout)
            FileHandle.standardError.write(Data(VerifyReportRenderer.timings(report).utf8))
        }
        if report.hasFailures { throw CheckFailed() }
    }
}
