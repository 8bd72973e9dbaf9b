import Foundation
import MigratorLoader
import MigratorModel

/// `migrator validate`: lints API descriptions (every input format) and migration guides with exactly the diagnostics
/// the other commands give when they read the same files, plus the guide rules of ``GuideValidator``.
public enum ValidateOperation {
    /// The findings for one file.
    public struct FileReport: Sendable {
        /// The path as given.
        public var path: String
        /// What the file holds, when it could be read far enough to tell.
        public var kind: InputKind?
        /// The input format of an API description (`native`, `openAPI`, `apodini`).
        public var format: String?
        /// A one-line description of a file that loaded, for example `service Petstore 1.0.0: 9 models, 14 endpoints`.
        public var summary: String?
        /// Every diagnostic, errors and warnings.
        public var diagnostics: [Diagnostic]

        /// Whether the file has errors.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        /// Whether the file has warnings.
        public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
    }

    /// Lints each file in `paths`, in order.
    public static func run(paths: [String]) -> [FileReport] {
        paths.map(validate)
    }

    /// Lints one file.
    static func validate(_ path: String) -> FileReport {
        var report = FileReport(path: path, diagnostics: [])
        do {
            let kind = try InputKind.detect(path: path)
            report.kind = kind
            switch kind {
            case .apiDescription:
                let loaded = try DocumentLoader().load(path: path)
                report.format = loaded.format.rawValue
                report.diagnostics = loaded.warnings
                let document = loaded.document
                report.summary = "service \(document.service.name) \(document.service.version): "
                    + "\(document.models.count) models, \(document.endpoints.count) endpoints"
            case .guide:
                let guide = try GuideLoader().load(path: path)
                report.diagnostics = GuideValidator(file: path).validate(guide).all
                    + ClosureSyntaxChecker.check([(path, guide)]).filter { $0.severity == .error }
                let breaking = guide.changes.filter(\.breaking).count
                let undecided = guide.changes.filter { $0.needsDecision == true }.count
                report.summary = "guide \(guide.service) \(guide.from) → \(guide.to): \(guide.changes.count) changes, "
                    + "\(breaking) breaking, \(undecided) needing a decision"
            }
        } catch let error as DiagnosticsError {
            report.diagnostics = error.diagnostics
        } catch {
            report.diagnostics = [Diagnostic(.error, "cannot read the file: \(error)", at: SourceLocation(file: path))]
        }
        return report
    }
}
