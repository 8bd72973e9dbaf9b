import Foundation
import MigratorModel

/// What a file given to `migrator validate` holds: a migration guide or an API description (any input format).
public enum InputKind: String, Sendable {
    /// A migration guide (`"migrator-guide"` at the top level).
    case guide
    /// An API description: Migrator's own format, OpenAPI or an ApodiniMigrator document.
    case apiDescription = "api-description"

    /// Reads the file at `path` far enough to tell its kind.
    ///
    /// - Throws: ``DiagnosticsError`` when the file cannot be read or parsed at all.
    public static func detect(path: String) throws -> InputKind {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "cannot read the file: \(DocumentLoader.reason(error))", at: SourceLocation(file: path))])
        }
        let raw = try RawDocument.parse(data: data, file: path)
        return raw.topLevelKeys.contains(MigrationGuide.markerKey) ? .guide : .apiDescription
    }
}
