import Foundation
import MigratorModel

/// The output formats of `migrator validate`.
public enum ValidationFormat: String, CaseIterable, Sendable {
    /// One line per diagnostic (grouped by kind at the normal level), a line per valid file, and a summary.
    case text
    /// One JSON object with every file and diagnostic, for tools.
    case json
    /// GitHub Actions workflow commands: one `::error`/`::warning` annotation per diagnostic.
    case github
}

/// Renders the reports of ``ValidateOperation`` in each ``ValidationFormat``.
public enum ValidationReportRenderer {
    /// The text for `reports`; `verbosity` applies to the text format's diagnostics.
    public static func render(_ reports: [ValidateOperation.FileReport], as format: ValidationFormat, verbosity: DiagnosticVerbosity) -> String {
        switch format {
        case .text: return text(reports, verbosity: verbosity)
        case .json: return json(reports)
        case .github: return github(reports)
        }
    }

    /// Diagnostics, `ok` lines for files without errors, and a closing count.
    static func text(_ reports: [ValidateOperation.FileReport], verbosity: DiagnosticVerbosity) -> String {
        var lines: [String] = []
        for report in reports {
            lines += DiagnosticDigest.lines(report.diagnostics, verbosity: verbosity)
            if !report.hasErrors, verbosity != .quiet, let summary = report.summary {
                lines.append("ok   \(report.path) (\(report.format.map { "\($0), " } ?? "")\(summary))")
            }
        }
        if verbosity != .quiet { lines.append(totals(reports)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `3 files: 2 valid, 1 invalid; 1 error, 4 warnings`.
    static func totals(_ reports: [ValidateOperation.FileReport]) -> String {
        let invalid = reports.filter(\.hasErrors).count
        let errors = reports.flatMap(\.diagnostics).filter { $0.severity == .error }.count
        let warnings = reports.flatMap(\.diagnostics).filter { $0.severity == .warning }.count
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(reports.count, "file")): \(reports.count - invalid) valid, \(invalid) invalid; "
            + "\(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// `{"files": [{"path", "kind", "format", "summary", "valid", "diagnostics": [...]}], "errors", "warnings"}`.
    static func json(_ reports: [ValidateOperation.FileReport]) -> String {
        func diagnostic(_ item: Diagnostic) -> [String: Any] {
            var object: [String: Any] = ["severity": item.severity.rawValue, "message": item.message, "file": item.location.file]
            if let line = item.location.line { object["line"] = line }
            if let pointer = item.location.pointer { object["pointer"] = pointer }
            return object
        }
        let files: [[String: Any]] = reports.map { report in
            var object: [String: Any] = [
                "path": report.path, "valid": !report.hasErrors, "diagnostics": report.diagnostics.map(diagnostic),
            ]
            if let kind = report.kind { object["kind"] = kind.rawValue }
            if let format = report.format { object["format"] = format }
            if let summary = report.summary { object["summary"] = summary }
            return object
        }
        let all = reports.flatMap(\.diagnostics)
        let root: [String: Any] = [
            "files": files,
            "errors": all.filter { $0.severity == .error }.count,
            "warnings": all.filter { $0.severity == .warning }.count,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One workflow command per diagnostic: `::error file=F,line=L,title=migrator validate::message (at /pointer)`.
    static func github(_ reports: [ValidateOperation.FileReport]) -> String {
        func escapeData(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ text: String) -> String {
            escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        var lines: [String] = []
        for item in reports.flatMap(\.diagnostics) {
            var properties = "file=\(escapeProperty(item.location.file))"
            if let line = item.location.line { properties += ",line=\(line)" }
            let place = item.location.pointer.map { " (at \($0))" } ?? ""
            lines.append("::\(item.severity.rawValue) \(properties),title=migrator validate::\(escapeData(item.message + place))")
        }
        lines.append("::notice title=migrator validate::\(escapeData(totals(reports)))")
        return lines.map { $0 + "\n" }.joined()
    }
}
