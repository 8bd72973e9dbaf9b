import Foundation
import MigratorModel
import Yams

/// The output formats of `compare`.
public enum GuideFormat: String, CaseIterable, Sendable {
    /// The guide as JSON.
    case json
    /// The guide as YAML.
    case yaml
    /// A changelog for release notes.
    case markdown
    /// A readable summary for terminals.
    case text
    /// JUnit XML for CI systems: one failing test case per breaking change.
    case junit
    /// GitHub Actions workflow commands: one error annotation per breaking change.
    case github

    /// The format implied by a file name's extension, if any.
    public init?(fileName: String) {
        switch URL(fileURLWithPath: fileName).pathExtension.lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        case "md", "markdown": self = .markdown
        case "txt": self = .text
        case "xml": self = .junit
        default: return nil
        }
    }
}

/// Encodes guides as JSON or YAML so that the same guide always gives the same bytes: JSON with sorted keys (Foundation's
/// encoder does not keep field order), YAML in the model's field order (marker and versions first, each change's `id`
/// first) with free-form values' keys sorted.
public enum GuideFormatter {
    /// The guide in `format` (`json` or `yaml`; the others are summaries, see ``GuideSummaryRenderer``).
    public static func encode(_ guide: MigrationGuide, as format: GuideFormat) throws -> String {
        switch format {
        case .json, .markdown, .text, .junit, .github:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(guide), as: UTF8.self) + "\n"
        case .yaml:
            let encoder = YAMLEncoder()
            encoder.options.width = -1
            return try encoder.encode(guide)
        }
    }
}
