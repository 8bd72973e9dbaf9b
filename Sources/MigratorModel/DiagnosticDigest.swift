/// How much of the diagnostics a command prints.
public enum DiagnosticVerbosity: String, Sendable, CaseIterable {
    /// Errors only.
    case quiet
    /// Errors, and each kind of warning once per file: repeats of one kind collapse into one line with a count.
    case normal
    /// Every diagnostic on its own line.
    case verbose
}

/// The lines a command prints for its diagnostics, so that a large description that repeats one deviation a hundred
/// times gets one line for it, not a hundred.
///
/// Diagnostics of the same file, severity and ``Diagnostic/kind`` form a group. At ``DiagnosticVerbosity/normal`` a
/// warning group of more than one diagnostic prints as its first diagnostic plus a count, for example
/// `api.yaml:12 (at /paths/~1a/servers): warning: path-level servers are ignored (+99 more like this at other places;
/// --verbose lists all)`. Errors are always listed one by one: each must be fixed.
public enum DiagnosticDigest {
    /// The lines for `diagnostics` at `verbosity`, in the order of each group's first diagnostic.
    public static func lines(_ diagnostics: [Diagnostic], verbosity: DiagnosticVerbosity) -> [String] {
        switch verbosity {
        case .verbose:
            return diagnostics.map(\.description)
        case .quiet:
            return diagnostics.filter { $0.severity == .error }.map(\.description)
        case .normal:
            return groups(diagnostics).flatMap { group -> [String] in
                guard group.count > 1, group[0].severity == .warning else { return group.map(\.description) }
                let others = group.count - 1
                return ["\(group[0].description) (+\(others) more like this at other places; --verbose lists all)"]
            }
        }
    }

    /// Diagnostics grouped by file, severity and kind (the message itself when no kind is known), in first-seen order.
    static func groups(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var order: [GroupKey] = []
        var members: [GroupKey: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let key = GroupKey(
                file: diagnostic.location.file, severity: diagnostic.severity, kind: diagnostic.kind ?? diagnostic.message
            )
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(diagnostic)
        }
        return order.map { members[$0] ?? [] }
    }

    /// What makes two diagnostics repeats of one another.
    struct GroupKey: Hashable {
        /// The file both are about.
        var file: String
        /// Their severity.
        var severity: Diagnostic.Severity
        /// Their kind.
        var kind: String
    }
}
