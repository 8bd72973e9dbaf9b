import Foundation
import MigratorModel
import Yams

/// Reads migration guides (JSON or YAML, `"migrator-guide": "1"`), with the same diagnostics as documents.
public struct GuideLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads the guide at `path`.
    ///
    /// - Throws: ``DiagnosticsError`` naming the file and the JSON pointer (and line) of each problem.
    public func load(path: String) throws -> MigrationGuide {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "cannot read the file: \(DocumentLoader.reason(error))", at: SourceLocation(file: path))])
        }
        return try load(data: data, file: path)
    }

    /// Loads a guide from `data`, naming it `file` in diagnostics.
    public func load(data: Data, file: String) throws -> MigrationGuide {
        let raw = try RawDocument.parse(data: data, file: file)
        guard raw.topLevelKeys.contains(MigrationGuide.markerKey) else {
            throw DiagnosticsError([Diagnostic(
                .error, "not a migration guide: the top-level key \"\(MigrationGuide.markerKey)\" is missing", at: SourceLocation(file: file)
            )])
        }
        do {
            switch raw.tree {
            case .json: return try JSONDecoder().decode(MigrationGuide.self, from: data)
            case let .yaml(node):
                let ambiguous = YAMLBooleanCheck.problems(in: node, file: file)
                guard ambiguous.isEmpty else { throw DiagnosticsError(ambiguous) }
                return try YAMLNodeDecoder().decode(MigrationGuide.self, from: node)
            }
        } catch let error as DiagnosticsError {
            throw error
        } catch let error as DecodingError {
            let (message, path) = NativeDocumentReader.explain(error)
            throw DiagnosticsError(raw.locating([Diagnostic(.error, message, at: SourceLocation(file: file, pointer: JSONPointer.make(path)))]))
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "cannot read the guide: \(error)", at: SourceLocation(file: file))])
        }
    }
}
