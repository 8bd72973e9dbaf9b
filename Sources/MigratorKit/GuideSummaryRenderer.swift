import MigratorCompare
import MigratorModel

/// Renders a guide for people: a Markdown changelog (per endpoint), a terminal summary, JUnit XML or GitHub commands.
public enum GuideSummaryRenderer {
    /// Counts of a guide's changes.
    public struct Counts: Hashable, Sendable {
        /// All changes.
        public var total: Int
        /// Breaking changes.
        public var breaking: Int
        /// Changes `migrate` cannot solve.
        public var unsolvable: Int
        /// Changes whose editable fields need a person.
        public var needsDecision: Int
        /// Endpoints (old operation ids, or new ones for added endpoints) that any change affects.
        public var affectedEndpoints: Int
        /// Endpoints that a breaking change affects.
        public var endpointsBroken: Int
        /// Removals that list possible renames for review.
        public var removalsWithPossibleRenames: Int = 0
    }

    /// The counts of `guide`.
    public static func counts(_ guide: MigrationGuide) -> Counts {
        Counts(
            total: guide.changes.count, breaking: guide.changes.filter(\.breaking).count,
            unsolvable: guide.changes.filter { !$0.solvable }.count,
            needsDecision: guide.changes.filter { $0.needsDecision == true }.count,
            affectedEndpoints: Set(guide.changes.flatMap { $0.affects ?? [] }).count,
            endpointsBroken: Set(guide.changes.filter(\.breaking).flatMap { $0.affects ?? [] }).count,
            removalsWithPossibleRenames: guide.changes.filter { !($0.possibleRenames ?? []).isEmpty }.count
        )
    }

    /// One sentence describing a change, for example "property `Pet.age`: type int32 → double".
    public static func sentence(_ change: Change) -> String {
        ChangeDescription.sentence(change)
    }

    /// A Markdown changelog grouped by endpoint, see ``GuideChangelogRenderer``.
    public static func markdown(_ guide: MigrationGuide) -> String {
        GuideChangelogRenderer.markdown(guide)
    }

    /// A terminal summary; `colored` adds ANSI colours (only when printing to a terminal).
    public static func text(_ guide: MigrationGuide, colored: Bool) -> String {
        let counts = counts(guide)
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var lines = ["\(guide.service) \(guide.from) → \(guide.to): \(counts.total) changes, "
            + paint("\(counts.breaking) breaking", counts.breaking > 0 ? "31" : "32")
            + ", \(counts.unsolvable) not solvable, \(counts.needsDecision) needing a decision"
            + "; \(counts.affectedEndpoints) endpoints affected (\(counts.endpointsBroken) by breaking changes)"
            + (counts.removalsWithPossibleRenames == 0 ? "" : counts.removalsWithPossibleRenames == 1
                ? "; 1 removal may be a rename (review below)" : "; \(counts.removalsWithPossibleRenames) removals may be renames (review below)")]
        for change in guide.changes.sorted(by: { ($0.breaking ? 0 : 1, $0.id) < ($1.breaking ? 0 : 1, $1.id) }) {
            let marker = change.breaking ? paint("!", "31") : " "
            var line = "\(marker) \(sentence(change))"
            if change.needsDecision == true { line += paint(" [needs decision]", "33") }
            lines.append(line)
            lines += ChangeDescription.possibleRenames(change).map { "    " + paint($0, "36") }
            if let rejection = ChangeDescription.rejection(change) { lines.append("    " + paint(rejection, "36")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// JUnit XML: a test suite with one failing test case per breaking change (a suite without failures when there is none).
    public static func junit(_ guide: MigrationGuide) -> String {
        let breaking = guide.changes.filter(\.breaking)
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"migrator compare\" tests=\"\(breaking.count)\" failures=\"\(breaking.count)\">",
            "  <testsuite name=\"\(escape("\(guide.service) \(guide.from) → \(guide.to)"))\" tests=\"\(breaking.count)\" failures=\"\(breaking.count)\">",
        ]
        for change in breaking {
            lines.append("    <testcase classname=\"\(escape(change.element.rawValue))\" name=\"\(escape(change.id))\">")
            let detail = change.note.map { " — \($0)" } ?? ""
            lines.append("      <failure message=\"\(escape(sentence(change)))\">\(escape(sentence(change) + detail))</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub Actions workflow commands: `::error title=…::…` per breaking change, `::notice` with the totals.
    public static func github(_ guide: MigrationGuide) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        var lines = guide.changes.filter(\.breaking).map { change in
            "::error title=Breaking change (\(escape(change.element.rawValue)))::\(escape(sentence(change)))"
                + (change.solvable ? "" : escape(" — not solvable automatically"))
        }
        let counts = counts(guide)
        lines.append("::notice title=migrator compare::\(escape("\(guide.service) \(guide.from) → \(guide.to): \(counts.total) changes, \(counts.breaking) breaking, \(counts.needsDecision) needing a decision"))")
        return lines.joined(separator: "\n") + "\n"
    }
}
