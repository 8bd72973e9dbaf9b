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
/// Changes still waiting for a decision are listed.
public enum GuideValidation {
    /// The findings.
    public struct Report: Sendable {
        /// Problems, each with the guide file and the change's JSON pointer.
        public var problems: [Diagnostic]
        /// `id (field)` of each change that still needs a decision.
        public var undecided: [String]
        /// How many changes the guide has.
        public var changeCount: Int

        /// Whether nothing was found.
        public var isClean: Bool { problems.isEmpty && undecided.isEmpty }
    }

    /// The built-in conversion names `migrate` knows.
    public static let builtins = Set(TypeCompatibility.Builtin.allCases.map(\.rawValue))

    /// Validates the guide at `guidePath`, against the old document at `documentPath` when given.
    ///
    /// - Throws: `DiagnosticsError` when the guide or the document cannot be read at all.
    public static func run(guidePath: String, documentPath: String?) throws -> Report {
        let guide = try GuideLoader().load(path: guidePath)
        var problems: [Diagnostic] = []
        func problem(_ index: Int, _ message: String, field: String? = nil) {
            let pointer = "/changes/\(index)" + (field.map { "/\($0)" } ?? "")
            problems.append(Diagnostic(.error, message, at: SourceLocation(file: guidePath, pointer: pointer)))
        }
        var seen: Set<String> = []
        for (index, change) in guide.changes.enumerated() {
            let expectedID = Change.makeID(kind: change.kind, path: change.kind == .added ? change.new : change.old, aspect: change.aspect)
            if change.id != expectedID { problem(index, "the id should be \(expectedID)", field: "id") }
            if !seen.insert(change.id).inserted { problem(index, "duplicate id \(change.id)", field: "id") }
            switch change.kind {
            case .added:
                if change.new == nil { problem(index, "an addition needs `new`") }
                if change.definition == nil { problem(index, "an addition needs `definition`") }
            case .removed:
                if change.old == nil { problem(index, "a removal needs `old`") }
            case .renamed:
                if change.old == nil || change.new == nil || change.after == nil { problem(index, "a rename needs `old`, `new` and `after`") }
            case .updated:
                if change.old == nil || change.aspect == nil { problem(index, "an update needs `old` and `aspect`") }
            }
            if let builtin = change.convert?.builtin, !builtins.contains(builtin) {
                problem(index, "unknown built-in conversion \"\(builtin)\" (known: \(builtins.sorted().joined(separator: ", ")))", field: "convert/builtin")
            }
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
            if problems.isEmpty {
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
        return Report(problems: problems, undecided: undecided, changeCount: guide.changes.count)
    }
}

