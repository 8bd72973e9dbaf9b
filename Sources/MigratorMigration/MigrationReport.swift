import MigratorCompare
import MigratorModel
import MigratorRuntime

/// `MIGRATION.md` of a migrated package: every change of every guide, what the migrated client does about it, the
/// changes that need a person (with the guide field to fill in), and the removals that may be renames.
public struct MigrationReport: Sendable {
    /// One guide with the name it was given (a file path or "computed").
    public struct Source: Sendable {
        /// How the guide is named in the report.
        public var name: String
        /// The guide.
        public var guide: MigrationGuide

        /// Creates a source.
        public init(name: String, guide: MigrationGuide) {
            self.name = name
            self.guide = guide
        }
    }

    /// The guides, in order.
    public var sources: [Source]
    /// The old document's service name and version.
    public var service: ServiceInfo

    /// Creates a report.
    public init(service: ServiceInfo, sources: [Source]) {
        self.service = service
        self.sources = sources
    }

    /// All changes.
    public var changes: [Change] { sources.flatMap(\.guide.changes) }

    /// The changes whose editable fields still need a person.
    public var undecided: [(source: Source, change: Change)] {
        sources.flatMap { source in source.guide.changes.filter { $0.needsDecision == true }.map { (source, $0) } }
    }

    /// The removals whose guide lists possible renames (``Change/possibleRenames``): a missed rename reads as missing data.
    public var possibleRenames: [(source: Source, change: Change)] {
        sources.flatMap { source in
            source.guide.changes.filter { $0.kind == .removed && !($0.possibleRenames ?? []).isEmpty }.map { (source, $0) }
        }
    }

    /// `N changes (B breaking, U not solvable automatically, D needing a decision)`.
    public var summary: String {
        let all = changes
        return "\(all.count) changes (\(all.filter(\.breaking).count) breaking, \(all.filter { !$0.solvable }.count) not solvable automatically, "
            + "\(undecided.count) needing a decision)"
    }

    /// The Markdown text.
    public func markdown() -> String {
        let newest = sources.last?.guide.to ?? service.version
        var lines = [
            "# Migrating the \(service.name) client: \(service.version) interface, \(newest) wire format", "",
            "This package keeps the Swift interface of \(service.name) \(service.version) — app code written against it compiles unchanged — "
                + "while its requests and decoded responses follow \(service.name) \(newest).", "",
            "Guides: " + sources.map { "`\($0.name)` (\($0.guide.from) → \($0.guide.to))" }.joined(separator: ", ") + ".", "",
            "Summary: \(summary).", "",
            "Lossy conversions and defaults are reported at run time through `MigrationDiagnostics` (standard error unless the app sets a handler).",
        ]
        let open = undecided
        lines += ["", "## Needs a person", ""]
        if open.isEmpty {
            lines.append("Nothing: every change is handled.")
        } else {
            lines.append("Fill in the named field of these changes in the guide, then run `migrator migrate` again (`--strict` refuses until then).")
            lines.append("")
            for (source, change) in open {
                lines.append("- `\(source.name)` `\(change.id)`: fill `\(Self.fieldToFill(change))`. Until then: \(Self.clientAction(change)).")
            }
        }
        let review = possibleRenames
        if !review.isEmpty {
            lines += ["", "## Possible renames to review", "",
                      "These removals may be renames that `compare` had too little evidence for. This client treats them as removed, so "
                          + "their data reads as the fallback value or nil even if it still arrives under the new name. For each one "
                          + "that is a rename, compare again with its `--rename` argument (or put it in the guide), then migrate again.", ""]
            for (source, change) in review {
                lines.append("- `\(source.name)`: \(ChangeDescription.sentence(change))")
                lines += ChangeDescription.possibleRenames(change).map { "  - " + $0 }
            }
        }
        for source in sources {
            lines += ["", "## \(source.guide.from) → \(source.guide.to)", ""]
            if source.guide.changes.isEmpty { lines.append("No changes.") }
            for change in source.guide.changes.sorted(by: { ($0.breaking ? 0 : 1, $0.id) < ($1.breaking ? 0 : 1, $1.id) }) {
                let flags = (change.breaking ? "**breaking** " : "") + (change.solvable ? "" : "**not solvable automatically** ")
                lines.append("- \(flags)\(ChangeDescription.sentence(change)) — \(Self.clientAction(change)).")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The editable field a change needs.
    public static func fieldToFill(_ change: Change) -> String {
        func isUndecided(_ value: JSONValue?) -> Bool {
            if case .null? = value { return true }
            return false
        }
        if isUndecided(change.defaultValue) { return "defaultValue" }
        if isUndecided(change.fallbackValue) { return "fallbackValue" }
        if isUndecided(change.replacementCase) { return "replacementCase" }
        if change.valueMap?.contains(where: { $0.new == .null }) == true { return "valueMap" }
        if change.convert != nil { return "convert (toNew and toOld)" }
        return "the null field"
    }

    /// What the migrated client does about a change.
    static func clientAction(_ change: Change) -> String {
        switch (change.kind, change.element) {
        case (.added, .model), (.added, .endpoint): return "available in the migrated client under its own (or a version-suffixed) name"
        case (.added, .property) where change.movedFrom != nil:
            return "exposed as a new optional property; the old member `\((change.movedFrom ?? []).joined(separator: "."))` stays, is filled from it and is sent in it (moved out)"
        case (.added, .property): return change.defaultValue != nil ? "exposed as a new optional property; when unset, requests send the guide's defaultValue (else the type's default)" : "exposed as a new optional property"
        case (.added, .parameter) where change.movedFrom != nil:
            return "exposed as a new optional argument; when omitted, the old request body's `\((change.movedFrom ?? []).dropFirst().joined(separator: "."))` "
                + "fills it (a member of its Swift type; otherwise a warning names this change)"
        case (.added, .parameter): return "exposed as a new optional argument" + (change.breaking ? "; when omitted, the guide's defaultValue (else the type's default) is sent" : "")
        case (.added, .enumCase): return "decoded as `unknown(…)`; reachable through `rawValue`"
        case (.added, .variant): return "decoded as `unknown(…)`"
        case (.added, .authScheme): return "configurable through `Client.Credentials`"
        case (.added, _): return "available in the migrated client"
        case (.removed, .property) where change.movedTo != nil:
            return "the member stays and travels at `\((change.movedTo ?? []).joined(separator: "."))` (moved)"
        case (.removed, .property): return "the Swift property stays, deprecated; it is no longer sent, and decodes from the fallback value (else nil or the type's default, reported)"
        case (.removed, .enumCase): return change.replacementCase.map { $0 == .null ? "the case stays; encoding it throws `MigrationError` until a replacementCase is given" : "the case stays; encoding it sends the replacement \($0.jsonString())" } ?? "the case stays"
        case (.removed, .endpoint): return "the method stays, deprecated, and throws `EndpointRemovedError` without sending a request"
        case (.removed, .parameter) where change.movedTo != nil:
            return "the argument stays and is set on the request body's `\((change.movedTo ?? []).dropFirst().joined(separator: "."))` (a member of its "
                + "Swift type; otherwise it is ignored and a warning names this change)"
        case (.removed, .parameter): return "the argument stays and is ignored (a required one moves to a deprecated overload)"
        case (.removed, .model): return "the Swift type stays, documented as removed"
        case (.removed, _): return "kept in the interface"
        case (.renamed, .model), (.renamed, .endpoint): return "the old Swift name is kept; nothing changes on the wire"
        case (.renamed, _): return "the old Swift name is kept; the new wire name is used"
        case (.updated, _):
            switch change.aspect {
            case .type?, .responseType?:
                if let member = change.convert?.member, change.convert?.builtin == TypeCompatibility.Builtin.objectMember.rawValue {
                    return "values travel in the object's member `\(member)` (object-member); a missing member is reported"
                }
                if let builtin = change.convert?.builtin { return "values are converted (\(builtin)); lossy conversions are reported" }
                if change.convert?.toNew != nil { return "values are converted with the guide's closures" }
                if change.fallbackValue != nil { return "the old return type is produced from the fallback value (else its default, reported)" }
                return change.convert != nil ? "no conversion: the member is deprecated and falls back to a default, reported" : "the same Swift type; nothing to do"
            case .required?, .nullable?:
                if change.defaultValue != nil { return "requests send the defaultValue when the old interface has no value" }
                if change.fallbackValue != nil { return "decoding uses the fallback value when the response has none (reported)" }
                return "no action needed"
            case .path?, .method?, .servers?: return "requests use the new \(change.aspect?.rawValue ?? "value")"
            case .location?: return "the argument is sent in its new location"
            case .style?, .explode?, .allowReserved?: return "the argument is sent in the new serialization style"
            case .rawType?: return "wire values are translated through valueMap"
            case .modelKind?: return "not converted: the type is coded as before, which the new version may reject (`migrate` applies no conversion for a kind change; in `verify`, an endpoint that carries it and fails needs a person)"
            case .security?, .scheme?: return "credentials are sent as the new requirement says; set them in `Client.Credentials`"
            case .rules?: return change.breaking
                ? "the client does not check validation rules: values the new rules reject fail on the server, values the old rules excluded are decoded as they come"
                : "no action needed"
            default: return "no action needed"
            }
        }
    }
}

