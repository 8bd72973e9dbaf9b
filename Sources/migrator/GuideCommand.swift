import ArgumentParser
import Foundation
import MigratorKit

/// `migrator guide`: work with migration guides.
struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Work with migration guides.",
        subcommands: [GuideValidateCommand.self]
    )
}

/// `migrator guide validate`: check a hand-edited guide.
struct GuideValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a migration guide: structure, paths against the old document, closures, and open decisions.",
        discussion: "Exit codes: 0 the guide is complete and valid, 1 problems or open decisions were found, 2 the files cannot be read."
    )

    @Argument(help: ArgumentHelp("The guide to check.", valueName: "guide"))
    var guide: String

    @Option(name: .long, help: ArgumentHelp("The old API description the guide starts from.", valueName: "path"))
    var document: String?

    func run() throws {
        let report = try GuideValidation.run(guidePath: guide, documentPath: document)
        for problem in report.problems { ExitCodes.printError(problem.description) }
        if !report.undecided.isEmpty {
            print("\(report.undecided.count) change(s) need a decision:")
            for line in report.undecided { print("  \(line)") }
        }
        if !report.toReview.isEmpty {
            print("\(report.toReview.count) possible rename(s) to review (not problems; accept one with compare --rename):")
            for line in report.toReview { print("  \(line)") }
        }
        if report.isClean {
            print("\(guide): \(report.changeCount) changes, valid and complete.")
            return
        }
        print("\(guide): \(report.problems.count) problem(s), \(report.undecided.count) open decision(s).")
        throw CheckFailed()
    }
}
