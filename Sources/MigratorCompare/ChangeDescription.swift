import MigratorModel
import MigratorRuntime

/// One-line descriptions of guide changes, shared by the compare summaries and `MIGRATION.md`.
public enum ChangeDescription {
    /// For example "property `Pet.age`: type int32 → double", "property `Tag.name` renamed to `Tag.label`" or
    /// "property `Session.notificationUrl` moved into `webhook.notificationUrl`" (and "property `Payment.redirectUrl`
    /// added, moved out of `links.redirectUrl`" the other way).
    public static func sentence(_ change: Change) -> String {
        let subject = "\(change.element.rawValue) `\(label(change.old ?? change.new ?? ""))`"
        switch change.kind {
        case .added where change.movedFrom != nil:
            return "\(subject) added, moved out of `\((change.movedFrom ?? []).joined(separator: "."))`"
        case .added: return "\(subject) added"
        case .removed where change.movedTo != nil:
            return "\(subject) moved into `\((change.movedTo ?? []).joined(separator: "."))`"
        case .removed: return "\(subject) removed"
        case .renamed: return "\(subject) renamed to `\(label(change.new ?? ""))`" + (change.evidence.map { " (\($0))" } ?? "")
        case .updated where change.aspect == .rules: return "\(subject): rules \(rules(change))"
        case .updated: return "\(subject): \(change.aspect?.rawValue ?? "?") \(short(change.before)) → \(short(change.after))"
        }
    }

    /// The possible renames of a removal, one line each: "maybe renamed to `Claim.handlerId` (same type, similar
    /// description); to accept: `--rename Claim.adjusterId=handlerId`". Empty for other changes.
    public static func possibleRenames(_ change: Change) -> [String] {
        (change.possibleRenames ?? []).map { candidate in
            "maybe renamed to `\(label(candidate.new))` (\(candidate.evidence.joined(separator: ", ")))"
                + (candidate.renameArgument.map { "; to accept: `--rename \($0)`" } ?? "")
        }
    }

    /// For a rename or a move found by evidence (not by a hint), how to reject it: "not a rename? `--not-rename
    /// Claim.adjusterId=handlerId`", "not a move? `--not-rename Session.notificationUrl=webhook.notificationUrl`";
    /// `nil` for other changes and for paths `--not-rename` cannot name.
    public static func rejection(_ change: Change) -> String? {
        rejectionArgument(change).map { "not a \(change.kind == .renamed ? "rename" : "move")? `--not-rename \($0)`" }
    }

    /// The `--not-rename` argument that rejects a rename found by evidence (`Claim.adjusterId=handlerId`) or a member's
    /// move into a nested object (`Session.notificationUrl=webhook.notificationUrl`) or out of one
    /// (`Payment.links.redirectUrl=redirectUrl`, under the new model's name), or a value's move between a request body
    /// and a parameter (`createMeeting.topic=body.topic` into the body, `getSurveys.body.page_size=query:per_page` out
    /// of it, under the operation id of the parameter's change); `nil` for other changes, renames given by a hint, and
    /// paths the argument cannot name.
    public static func rejectionArgument(_ change: Change) -> String? {
        switch change.kind {
        case .renamed:
            guard let evidence = change.evidence, evidence != "--rename", evidence != "renamedFrom hint",
                  let old = change.old, let new = change.new else { return nil }
            return PossibleRenames.renameArgument(old: old, new: new)
        case .removed:
            guard let movedTo = change.movedTo, movedTo.count == 2, let path = change.old else { return nil }
            let tokens = JSONPointer.tokens(of: path)
            // A parameter whose value moved into the request body: `createMeeting.topic=body.topic`.
            if tokens.count == 5, tokens[2] == "parameters" { return "\(tokens[1]).\(tokens[4])=\(movedTo.joined(separator: "."))" }
            guard tokens.count == 4, tokens[2] == "properties" else { return nil }
            return "\(tokens[1]).\(tokens[3])=\(movedTo.joined(separator: "."))"
        case .added:
            guard let movedFrom = change.movedFrom, movedFrom.count == 2, let path = change.new else { return nil }
            let tokens = JSONPointer.tokens(of: path)
            // A parameter carrying a value the old request body sent: `getSurveys.body.page_size=query:per_page`.
            if tokens.count == 5, tokens[2] == "parameters" { return "\(tokens[1]).\(movedFrom.joined(separator: "."))=\(tokens[3]):\(tokens[4])" }
            guard tokens.count == 4, tokens[2] == "properties" else { return nil }
            return "\(tokens[1]).\(movedFrom.joined(separator: "."))=\(tokens[3])"
        case .updated:
            return nil
        }
    }

    /// The changed validation rules of a `rules` update, for example `maxLength 64 → 32, pattern none → ^[a-z]+$`.
    static func rules(_ change: Change) -> String {
        func keys(_ value: JSONValue?) -> [String] {
            if case let .object(members)? = value { return Array(members.keys) }
            return []
        }
        let keys = Set(keys(change.before) + keys(change.after))
        let ordered = ValueRules.Key.allCases.map(\.rawValue).filter(keys.contains) + keys.subtracting(ValueRules.Key.allCases.map(\.rawValue)).sorted()
        return ordered.map { key in
            func side(_ value: JSONValue?) -> String { value?[key].flatMap { $0 == .null ? nil : short($0) } ?? "none" }
            return "\(key) \(side(change.before)) → \(side(change.after))"
        }.joined(separator: ", ")
    }

    /// A path shown as `Model`, `Model.member` or `operation.location name`.
    public static func label(_ path: String) -> String {
        let tokens = JSONPointer.tokens(of: path)
        switch tokens.count {
        case 2: return tokens[1]
        case 3: return "\(tokens[1]).\(tokens[2])"
        case 4: return "\(tokens[1]).\(tokens[3])"
        case 5: return "\(tokens[1]).\(tokens[3]) \(tokens[4])"
        default: return path
        }
    }

    /// A value shortened for one line.
    static func short(_ value: JSONValue?) -> String {
        guard let value else { return "none" }
        if case let .string(string) = value { return string }
        let text = value.jsonString()
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
