import Foundation
import MigratorRuntime

/// Checks what decoding a migration guide cannot: the rules of `docs/migration-guide.md` that the guide's JSON Schema
/// cannot express. The one implementation of these rules, used by `migrator validate` and `migrator guide validate`.
///
/// - each id is `{kind}:{path}` (+ `#{aspect}` for updates), with the `new` path for additions and the `old` path
///   otherwise; ids are unique; changes are sorted by id as `compare` writes them (a warning: order does not change the
///   meaning);
/// - each kind has the fields it needs; built-in conversion names exist;
/// - the `after` of a rename names the element its `new` path names (model name, wire key, case value, operation id,
///   parameter location and name), and an enum case rename's `before` is the case value of its `old` path;
/// - all renames and updates of one old element agree on its new path;
/// - the old values of a `valueMap` are unique.
public struct GuideValidator {
    /// The file the guide came from, for diagnostics.
    public var file: String
    /// The built-in conversion names `migrate` knows.
    public static let builtins = Set(TypeCompatibility.Builtin.allCases.map(\.rawValue))

    /// Creates a validator for a guide read from `file`.
    public init(file: String) {
        self.file = file
    }

    /// Every problem found in `guide`.
    public func validate(_ guide: MigrationGuide) -> Diagnostics {
        var diagnostics = Diagnostics()
        func problem(_ index: Int, _ field: String?, _ message: String, warning: Bool = false) {
            let location = SourceLocation(file: file, pointer: "/changes/\(index)" + (field.map { "/\($0)" } ?? ""))
            if warning { diagnostics.warning(message, at: location) } else { diagnostics.error(message, at: location) }
        }
        var seen: [String: Int] = [:]
        var newPathOf: [String: (new: String, id: String)] = [:]
        for (index, change) in guide.changes.enumerated() {
            let expected = Change.makeID(kind: change.kind, path: change.kind == .added ? change.new : change.old, aspect: change.aspect)
            if change.id != expected { problem(index, "id", "the id should be \(expected)") }
            if let first = seen[change.id] {
                problem(index, "id", "duplicate id \(change.id) (first at /changes/\(first))")
            } else {
                seen[change.id] = index
            }
            if index > 0, change.id < guide.changes[index - 1].id {
                problem(index, "id", "changes are not sorted by id: \(change.id) comes after \(guide.changes[index - 1].id)", warning: true)
            }
            for (field, message) in Self.missingFields(change) { problem(index, field, message) }
            if let builtin = change.convert?.builtin, !Self.builtins.contains(builtin) {
                problem(index, "convert/builtin", "unknown built-in conversion \"\(builtin)\" (known: \(Self.builtins.sorted().joined(separator: ", ")))")
            }
            if let movedTo = change.movedTo {
                if change.kind == .removed, change.element == .parameter {
                    if let problemText = Self.bodyMoveProblem(movedTo, field: "movedTo", parameter: change.old) { problem(index, "movedTo", problemText) }
                } else if change.kind != .removed || change.element != .property {
                    problem(index, "movedTo", "movedTo belongs to a removed property or parameter")
                } else if movedTo.count != 2 || movedTo.contains(where: \.isEmpty) {
                    problem(index, "movedTo", "movedTo names two wire keys: the new model's member holding an object, then that object's member")
                }
            }
            if let movedFrom = change.movedFrom {
                if change.kind == .added, change.element == .parameter {
                    if let problemText = Self.bodyMoveProblem(movedFrom, field: "movedFrom", parameter: change.new) { problem(index, "movedFrom", problemText) }
                } else if change.kind != .added || change.element != .property {
                    problem(index, "movedFrom", "movedFrom belongs to an added property or parameter")
                } else if movedFrom.count != 2 || movedFrom.contains(where: \.isEmpty) {
                    problem(index, "movedFrom", "movedFrom names two wire keys: the old model's member holding an object, then that object's member")
                }
            }
            if let convert = change.convert {
                let memberBuiltin = convert.builtin == TypeCompatibility.Builtin.objectMember.rawValue
                if memberBuiltin, (convert.member ?? "").isEmpty {
                    problem(index, "convert/member", "object-member needs the wire key of the member that holds the value in convert.member")
                } else if !memberBuiltin, convert.member != nil {
                    problem(index, "convert/member", "convert.member belongs to the object-member built-in conversion only")
                }
            }
            if change.kind == .renamed {
                for (field, message) in Self.renameIdentityProblems(change) { problem(index, field, message) }
            }
            var oldValues: Set<JSONValue> = []
            for (row, entry) in (change.valueMap ?? []).enumerated() where !oldValues.insert(entry.old).inserted {
                problem(index, "valueMap/\(row)/old", "duplicate valueMap old value \(entry.old.compactJSON)")
            }
            if change.kind == .renamed || change.kind == .updated, let old = change.old, let new = change.new {
                if let earlier = newPathOf[old], earlier.new != new {
                    problem(index, "new", "\(old) becomes \(new) here but \(earlier.new) in change \(earlier.id)")
                } else if newPathOf[old] == nil {
                    newPathOf[old] = (new, change.id)
                }
            }
        }
        return diagnostics
    }

    /// What is wrong with a parameter's `movedTo` or `movedFrom` (`["body", member wire key]`, or `["body", holder,
    /// member]` for a member of an object the body holds: the value travels in, or came from, the paired endpoint's
    /// request body), or `nil`. `parameter` is the change's path; a body cannot move into itself.
    static func bodyMoveProblem(_ move: [String], field: String, parameter: String?) -> String? {
        if !(2...3).contains(move.count) || move[0] != "body" || move.dropFirst().contains(where: \.isEmpty) {
            return "\(field) of a parameter names the request body and its member's wire key: [\"body\", \"member\"] (or [\"body\", \"holder\", \"member\"])"
        }
        if let parameter, JSONPointer.tokens(of: parameter).dropLast().last == "body" {
            return "\(field) belongs to a path, query, header or cookie parameter, not to the body"
        }
        return nil
    }

    /// The fields a change of its kind needs but lacks, as (field, message).
    static func missingFields(_ change: Change) -> [(String?, String)] {
        switch change.kind {
        case .added:
            return (change.new == nil ? [(nil, "an addition needs `new`")] : [])
                + (change.definition == nil ? [(nil, "an addition needs `definition`")] : [])
        case .removed:
            return change.old == nil ? [(nil, "a removal needs `old`")] : []
        case .renamed:
            return change.old == nil || change.new == nil || change.after == nil ? [(nil, "a rename needs `old`, `new` and `after`")] : []
        case .updated:
            return change.old == nil || change.aspect == nil ? [(nil, "an update needs `old` and `aspect`")] : []
        }
    }

    /// Where a rename's `after` (and an enum case rename's `before`) disagrees with its paths, as (field, message).
    static func renameIdentityProblems(_ change: Change) -> [(String?, String)] {
        guard case let .object(after)? = change.after, let newPath = change.new, let oldPath = change.old else { return [] }
        let new = JSONPointer.tokens(of: newPath)
        let old = JSONPointer.tokens(of: oldPath)
        func token(_ tokens: [String], _ index: Int) -> String? { index < tokens.count ? tokens[index] : nil }
        var expected: [String: String] = [:]
        var problems: [(String?, String)] = []
        switch change.element {
        case .model: expected["name"] = token(new, 1)
        case .endpoint: expected["operationId"] = token(new, 1)
        case .property: expected["key"] = token(new, 3)
        case .enumCase:
            if let value = after["value"], value.pathToken != token(new, 3) {
                problems.append(("after/value", "renamed case value \(value.compactJSON) does not match the new path \(newPath)"))
            }
            if let before = change.before, before.pathToken != token(old, 3) {
                problems.append(("before", "old case value \(before.compactJSON) does not match the old path \(oldPath)"))
            }
            return problems
        case .parameter:
            if after["in"] != nil {
                expected["in"] = token(new, 3)
            } else if token(new, 3) != token(old, 3) {
                problems.append(("after", "the new path moves the parameter to \"\(token(new, 3) ?? "")\"; `after.in` must say so"))
            }
            if token(new, 3) != "body" { expected["name"] = token(new, 4) }
        default:
            return []
        }
        for key in expected.keys.sorted() {
            guard let value = after[key], let wanted = expected[key] else { continue }
            if value != .string(wanted) {
                problems.append(("after/\(key)", "\(value.compactJSON) does not match the new path \(newPath) (\"\(wanted)\")"))
            }
        }
        return problems
    }
}

extension JSONValue {
    /// The value as it appears as a token of an element path: strings as they are, integers in decimal.
    var pathToken: String {
        switch self {
        case let .string(string): return string
        case let .integer(integer): return "\(integer)"
        default: return compactJSON
        }
    }
}
