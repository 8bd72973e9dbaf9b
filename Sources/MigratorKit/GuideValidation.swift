import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import MigratorRuntime

/// `migrator guide validate`: checks a hand-edited guide before `migrate` uses it.
///
/// The guide must decode (else the error is an input error), each change must be consistent (its id matches its kind,
/// path and aspect; the fields its kind needs are present; built-in conversion names exist), closures must parse, and —
/// given the old document — the guide must start at its version, every `old` path must exist, and the guide must apply.
/// Changes still waiting for a decision are listed, and removals that may be renames (``Change/possibleRenames``) are
/// listed for review without counting as problems.
public enum GuideValidation {
    /// The findings.
    public struct Report: Sendable {
        /// Problems, each with the guide file and the change's JSON pointer.
        public var problems: [Diagnostic]
        /// `id (field)` of each change that still needs a decision.
        public var undecided: [String]
        /// How many changes the guide has.
        public var changeCount: Int
        /// `id: maybe renamed to …` for each removal that lists possible renames: not a problem, but worth a look
        /// before migrating (a missed rename makes `migrate` treat the element as removed).
        public var toReview: [String] = []

        /// Whether nothing was found (warnings aside).
        public var isClean: Bool { !problems.contains { $0.severity == .error } && undecided.isEmpty }
    }

    /// The built-in conversion names `migrate` knows.
    public static let builtins = GuideValidator.builtins

    /// Validates the guide at `guidePath`, against the old document at `documentPath` when given.
    ///
    /// - Throws: `DiagnosticsError` when the guide or the document cannot be read at all.
    public static func run(guidePath: String, documentPath: String?) throws -> Report {
        let guide = try GuideLoader().load(path: guidePath)
        var problems = GuideValidator(file: guidePath).validate(guide).all
        func problem(_ index: Int, _ message: String, field: String? = nil) {
            let pointer = "/changes/\(index)" + (field.map { "/\($0)" } ?? "")
            problems.append(Diagnostic(.error, message, at: SourceLocation(file: guidePath, pointer: pointer)))
        }
        problems += ClosureSyntaxChecker.check([(guidePath, guide)]).filter { $0.severity == .error }
        if let documentPath {
            let document = try DocumentLoader().load(path: documentPath).document
            if guide.from != document.service.version {
                problems.append(Diagnostic(.error, "the guide migrates from version \(guide.from), but \(documentPath) is version \(document.service.version)",
                                           at: SourceLocation(file: guidePath, pointer: "/from")))
            }
            let positions = DocumentPositions(document)
            for (index, change) in guide.changes.enumerated() where change.kind != .added {
                if let old = change.old, !GuideApplier.resolves(old, in: document, positions: positions) { problem(index, "\(old) names no element of \(documentPath)", field: "old") }
            }
            if !problems.contains(where: { $0.severity == .error }) {
                do {
                    _ = try GuideApplier().apply(guide, to: document)
                } catch let error as GuideApplicationError {
                    let index = guide.changes.firstIndex { $0.id == error.changeID } ?? 0
                    problem(index, error.reason)
                }
            }
        }
        let undecided = guide.changes.filter { $0.needsDecision == true }.map { change in
            "\(change.id) (\(MigrationReport.fieldToFill(change)))"
        }
        var report = Report(problems: problems, undecided: undecided, changeCount: guide.changes.count)
        report.toReview = guide.changes.flatMap { change in ChangeDescription.possibleRenames(change).map { "\(change.id): \($0)" } }
        return report
    }
}

