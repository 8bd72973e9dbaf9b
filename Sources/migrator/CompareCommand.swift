import ArgumentParser
import Foundation
import MigratorCompare
import MigratorKit

extension GuideFormat: ExpressibleByArgument {}

/// `migrator compare`: diff two API descriptions into a migration guide.
struct CompareCommand: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two versions of an API description and write a migration guide.",
        discussion: """
            Without --output, prints a summary (or, with --format json|yaml|markdown, that rendering) to standard output. \
            With --output, writes the guide in the format given by --format or the file extension (.json, .yaml, .md, .xml for JUnit). \
            --fail-on breaking exits 1 when a breaking change is present.
            """
    )

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @Argument(help: ArgumentHelp("The old API description.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new API description.", valueName: "new"))
    var new: String

    @Option(name: .long, help: ArgumentHelp("Write the guide to this file.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: "json, yaml, markdown, text, junit or github.")
    var format: GuideFormat?

    @Option(name: .long, help: ArgumentHelp("Exit 1 when a change of this kind is present: breaking.", valueName: "kind"))
    var failOn: String?

    @Option(name: .long, help: ArgumentHelp("An earlier guide for the same pair whose human edits are kept.", valueName: "guide"))
    var merge: String?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp(
        "An explicit rename: Old=New (model or endpoint) or Parent.old=new (property, enum case or parameter). Repeatable.",
        valueName: "rename"
    ))
    var rename: [String] = []

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp(
        "A pair that is no rename, in --rename's form (or no move: Parent.old=holder.member, Parent.holder.member=new): evidence never pairs it and it is not listed as a possible rename. Repeatable.",
        valueName: "rename"
    ))
    var notRename: [String] = []

    @Flag(name: .long, help: "Do not detect renames from evidence (explicit hints still apply).")
    var noRenames = false

    func validate() throws {
        if let failOn, failOn != "breaking" { throw ValidationError("--fail-on accepts: breaking") }
        for text in rename where RenameHint(parsing: text) == nil {
            throw ValidationError("--rename \(text): expected Old=New or Parent.old=new")
        }
        for text in notRename where RenameHint(parsing: text) == nil {
            throw ValidationError("--not-rename \(text): expected Old=New or Parent.old=new")
        }
        if let output, format == nil, GuideFormat(fileName: output) == nil {
            throw ValidationError("cannot tell the format of \(output) from its extension; pass --format")
        }
    }

    func run() throws {
        let options = CompareOptions(
            renames: rename.compactMap(RenameHint.init(parsing:)), rejectedRenames: notRename.compactMap(RenameHint.init(parsing:)),
            detectRenames: !noRenames
        )
        let report = try CompareOperation.run(CompareRequest(oldPath: old, newPath: new, options: options, mergePath: merge))
        diagnosticOptions.print(report.warnings)
        let guide = report.guide
        let chosen = format ?? output.flatMap(GuideFormat.init(fileName:)) ?? .text
        let text: String
        switch chosen {
        case .json, .yaml: text = try GuideFormatter.encode(guide, as: chosen)
        case .markdown: text = GuideSummaryRenderer.markdown(guide)
        case .text: text = GuideSummaryRenderer.text(guide, colored: output == nil && isatty(STDOUT_FILENO) != 0)
        case .junit: text = GuideSummaryRenderer.junit(guide)
        case .github: text = GuideSummaryRenderer.github(guide)
        }
        if let output {
            try CompareOperation.writeAtomically(text, to: output)
            let counts = GuideSummaryRenderer.counts(guide)
            print("Wrote \(output): \(counts.total) changes, \(counts.breaking) breaking, \(counts.needsDecision) needing a decision.")
        } else {
            print(text, terminator: "")
        }
        if failOn == "breaking", guide.hasBreakingChanges { throw CheckFailed() }
    }
}
