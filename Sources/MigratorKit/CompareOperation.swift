import Foundation
import MigratorCompare
import MigratorLoader
import MigratorModel

/// What `migrator compare` is asked to do.
public struct CompareRequest: Sendable {
    /// The old API description.
    public var oldPath: String
    /// The new API description.
    public var newPath: String
    /// Comparison options (renames).
    public var options: CompareOptions
    /// An earlier guide whose human edits are kept.
    public var mergePath: String?

    /// Creates a request.
    public init(oldPath: String, newPath: String, options: CompareOptions = CompareOptions(), mergePath: String? = nil) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.options = options
        self.mergePath = mergePath
    }
}

/// What `migrator compare` produced.
public struct CompareReport: Sendable {
    /// The guide.
    public var guide: MigrationGuide
    /// Warnings from reading the documents, and merge notes.
    public var warnings: [Diagnostic]
}

/// `migrator compare`: load both documents, compare, optionally merge an earlier guide's edits.
public enum CompareOperation {
    /// Runs the comparison.
    ///
    /// - Throws: `DiagnosticsError` for unreadable or invalid inputs.
    public static func run(_ request: CompareRequest) throws -> CompareReport {
        let loader = DocumentLoader()
        var failures: [Diagnostic] = []
        var loaded: [LoadedDocument] = []
        for path in [request.oldPath, request.newPath] {
            do {
                loaded.append(try loader.load(path: path))
            } catch let error as DiagnosticsError {
                failures += error.diagnostics
            }
        }
        guard failures.isEmpty, loaded.count == 2 else { throw DiagnosticsError(failures) }
        var guide = DocumentComparer(options: request.options).compare(loaded[0].document, loaded[1].document)
        var warnings = loaded[0].warnings + loaded[1].warnings
        if let mergePath = request.mergePath {
            let previous = try GuideLoader().load(path: mergePath)
            let merged = GuideMerger.merge(fresh: guide, previous: previous, rejected: request.options.rejectedRenames)
            guide = merged.guide
            for id in merged.rejectedMoves {
                warnings.append(Diagnostic(
                    .warning, "change \(id) of the earlier guide records a move --not-rename rejects; its move and note were not kept",
                    at: SourceLocation(file: mergePath)
                ))
            }
            for id in merged.dropped {
                warnings.append(Diagnostic(.warning, "change \(id) of the earlier guide no longer occurs; its edits were dropped", at: SourceLocation(file: mergePath)))
            }
        }
        return CompareReport(guide: guide, warnings: warnings)
    }

    /// Writes `text` to `path` atomically (a temporary file renamed into place).
    public static func writeAtomically(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError.io(path: path, reason: error.localizedDescription)
        }
    }
}
