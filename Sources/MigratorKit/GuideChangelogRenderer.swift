import MigratorCompare
import MigratorModel

/// The Markdown changelog of `compare --format markdown`: oasdiff's endpoint view. Removals that may be renames come
/// first (with the `--rename` argument that accepts each), then server changes, which reach every endpoint; then every endpoint a change reaches gets a section listing what breaks for it first, then
/// its other changes; changes that reach no endpoint follow, breaking first, then by element. Long runs of one change kind on one element are collapsed into one line, for
/// example "`UsageCategory`: 12 cases removed: a, b, …".
enum GuideChangelogRenderer {
    /// Runs of at least this many changes of one kind on one element's members are collapsed.
    static let collapseThreshold = 4
    /// A collapsed line names at most this many members.
    static let namesShown = 8

    /// The changelog of `guide`.
    static func markdown(_ guide: MigrationGuide) -> String {
        let counts = GuideSummaryRenderer.counts(guide)
        var lines = [
            "# \(guide.service) \(guide.from) → \(guide.to)", "",
            "\(counts.total) changes, \(counts.breaking) breaking, \(counts.unsolvable) not solvable automatically, "
                + "\(counts.needsDecision) needing a decision; \(counts.affectedEndpoints) endpoints affected "
                + "(\(counts.endpointsBroken) by breaking changes).",
        ]
        let reviewed = guide.changes.filter { !($0.possibleRenames ?? []).isEmpty }
        if !reviewed.isEmpty {
            lines += ["", "## Possible renames to review", "",
                      "These removals may be renames that had too little evidence; `migrate` treats them as removed. "
                          + "Compare again with the `--rename` argument of each one you accept.", ""]
            for change in reviewed {
                lines.append("- \(ChangeDescription.sentence(change))")
                lines += ChangeDescription.possibleRenames(change).map { "  - " + $0 }
            }
        }
        var byEndpoint: [String: [Change]] = [:]
        var unreached: [Change] = []
        let everywhere = guide.changes.filter { $0.element == .server }
        if !everywhere.isEmpty {
            lines += ["", "## Changes for every endpoint", ""]
            lines += entries(everywhere.filter(\.breaking)).map { "- **breaking** " + $0 }
            lines += entries(everywhere.filter { !$0.breaking }).map { "- " + $0 }
        }
        for change in guide.changes where change.element != .server {
            guard let endpoints = change.affects, !endpoints.isEmpty else {
                unreached.append(change)
                continue
            }
            for endpoint in endpoints { byEndpoint[endpoint, default: []].append(change) }
        }
        if !byEndpoint.isEmpty {
            lines += ["", "## Changes by endpoint"]
            for endpoint in byEndpoint.keys.sorted() {
                let changes = byEndpoint[endpoint, default: []]
                let breaking = changes.filter(\.breaking)
                let other = changes.filter { !$0.breaking }
                lines += ["", "### `\(endpoint)`: \(breaking.count) breaking, \(other.count) other", ""]
                lines += entries(breaking).map { "- **breaking** " + $0 }
                lines += entries(other).map { "- " + $0 }
            }
        }
        if !unreached.isEmpty {
            lines += ["", "## Changes that reach no endpoint"]
            func section(_ title: String, _ changes: [Change]) {
                guard !changes.isEmpty else { return }
                lines += ["", "### \(title)", ""]
                lines += entries(changes).map { "- " + $0 }
            }
            section("Breaking changes", unreached.filter(\.breaking))
            for element in Change.Element.allCases {
                section("Other \(element.rawValue) changes", unreached.filter { !$0.breaking && $0.element == element })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per change (sorted by id), runs collapsed: changes of the same kind, element kind, aspect, flags and
    /// parent (the model or endpoint whose members they are; none for models and endpoints) form a run. Renames are
    /// never collapsed (each names its own new name).
    static func entries(_ changes: [Change]) -> [String] {
        var runs: [RunKey: [Change]] = [:]
        var order: [RunKey] = []
        for change in changes.sorted(by: { $0.id < $1.id }) {
            let key = RunKey(change)
            if runs[key] == nil { order.append(key) }
            runs[key, default: []].append(change)
        }
        return order.flatMap { key -> [String] in
            let run = runs[key, default: []]
            guard key.single == nil, run.count >= collapseThreshold else { return run.map(line) }
            return [collapsed(run, key: key)]
        }
    }

    /// One change: its sentence and flags.
    static func line(_ change: Change) -> String {
        var line = ChangeDescription.sentence(change)
        if !change.solvable { line += " — **not solvable automatically**" }
        if change.needsDecision == true { line += " — needs a decision" }
        return line
    }

    /// A run as one line, for example "`UsageCategory`: 12 cases removed: `a`, `b`, …, `h`, … (4 more)" or
    /// "310 models added: `Annotation`, …".
    private static func collapsed(_ run: [Change], key: RunKey) -> String {
        let names = run.map { change in
            JSONPointer.tokens(of: (change.kind == .added ? change.new : change.old) ?? "").last ?? change.id
        }
        let shown = names.prefix(namesShown).map { "`\($0)`" }.joined(separator: ", ")
        let more = names.count > namesShown ? ", … (\(names.count - namesShown) more)" : ""
        let what = key.aspect.map { "\(key.kind.rawValue) (\($0.rawValue))" } ?? key.kind.rawValue
        var line = (key.parent.map { "`\($0)`: " } ?? "") + "\(run.count) \(plural(key.element)) \(what): \(shown)\(more)"
        if !key.solvable { line += " — **not solvable automatically**" }
        if key.needsDecision { line += " — need a decision" }
        return line
    }

    /// The plural of an element kind, for collapsed lines.
    private static func plural(_ element: Change.Element) -> String {
        switch element {
        case .property: return "properties"
        case .enumCase: return "cases"
        case .variant: return "variants"
        case .parameter: return "parameters"
        default: return element.rawValue + "s"
        }
    }

    /// What changes of one run share.
    struct RunKey: Hashable {
        /// The model or endpoint owning the changed members; `nil` for models and endpoints themselves.
        var parent: String?
        /// The change kind.
        var kind: Change.Kind
        /// The element kind.
        var element: Change.Element
        /// The aspect of updates.
        var aspect: Change.Aspect?
        /// Whether the changes break clients.
        var breaking: Bool
        /// Whether `migrate` solves them.
        var solvable: Bool
        /// Whether they need a person.
        var needsDecision: Bool
        /// A change's own id, for changes that are never collapsed (renames, and elements other than models,
        /// endpoints and their members).
        var single: String?

        /// The run key of `change`.
        init(_ change: Change) {
            let tokens = JSONPointer.tokens(of: (change.kind == .added ? change.new : change.old) ?? "")
            let isMember = [.property, .enumCase, .variant, .parameter].contains(change.element) && tokens.count >= 4
            parent = isMember ? tokens[1] : nil
            kind = change.kind
            element = change.element
            aspect = change.aspect
            breaking = change.breaking
            solvable = change.solvable
            needsDecision = change.needsDecision == true
            single = change.kind == .renamed || !(isMember || change.element == .model || change.element == .endpoint) ? change.id : nil
        }
    }
}
