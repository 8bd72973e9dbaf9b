import MigratorModel
import MigratorRuntime

/// The aspects shared by properties and parameters.
struct ValueShape {
    /// The type.
    var type: TypeReference
    /// Whether it must be present.
    var required: Bool
    /// Whether it may be null.
    var nullable: Bool
    /// Whether it is deprecated.
    var deprecated: Bool
    /// The documented default.
    var defaultValue: JSONValue?
    /// The validation rules.
    var rules: ValueRules
    /// The documentation, for what the value means (``ComparisonState/pointInTimeChangesForm(oldName:newName:old:new:)``).
    var description: String?

    /// The aspects of a property.
    init(_ property: Property) {
        type = property.type
        required = property.required
        nullable = property.nullable
        deprecated = property.deprecated
        defaultValue = property.defaultValue
        rules = property.rules
        description = property.description
    }

    /// The aspects of a parameter.
    init(_ parameter: Parameter) {
        type = parameter.type
        required = parameter.required
        nullable = parameter.nullable
        deprecated = parameter.deprecated
        defaultValue = parameter.defaultValue
        rules = parameter.rules
        description = parameter.description
    }
}

/// Where a property or parameter is and which directions its values travel.
struct ValueFacts {
    /// Path in the old document.
    var oldPath: String
    /// Path in the new document.
    var newPath: String
    /// The wire key or parameter name in the old document.
    var oldName: String
    /// The wire key or parameter name in the new document.
    var newName: String
    /// Property or parameter.
    var element: Change.Element
    /// Whether old clients send it.
    var inRequests: Bool
    /// Whether old clients receive it.
    var inResponses: Bool
    /// The usage list recorded in changes.
    var usage: [Change.Usage]
}

extension ComparisonState {
    /// The text rules of `rules` for a note, for example `pattern ^[a-z]+$, maxLength 26`.
    static func textRules(_ rules: ValueRules) -> String {
        [rules.pattern.map { "pattern \($0)" }, rules.minLength.map { "minLength \($0)" }, rules.maxLength.map { "maxLength \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// Sets the `object-member` conversion through member `key` on a type change, or, when the object would have to be
    /// built with made-up required members where the value is used (`synthesizedIn` among `usage`), leaves it to a
    /// person with a note. `evidence` says why the value travels in that member.
    static func convertThroughMember(_ update: inout Change, key: String, synthesizedIn: Change.Usage?, usage: [Change.Usage], evidence: String) {
        if let synthesizedIn, usage.contains(synthesizedIn) {
            update.convert = Change.Conversion()
            update.needsDecision = true
            update.note = "The value travels in the member \"\(key)\" of the object, \(evidence), but building the object in "
                + "\(synthesizedIn == .request ? "requests" : "responses") would make up its other required members: set convert to "
                + "{builtin: object-member, member: \(key)} to accept default values for them, or provide Swift closures in convert.toNew/toOld."
        } else {
            update.convert = Change.Conversion(builtin: TypeCompatibility.Builtin.objectMember.rawValue, member: key)
            update.note = "The value travels in the member \"\(key)\" of the object, \(evidence)."
        }
    }

    /// Whether an integer become a string, or the reverse, is a point in time changing its form (Appwrite's
    /// `dateCreated: int32` "(Unix time)" → `$createdAt: string` "(ISO 8601)"): `int-string` would send and expect digits
    /// where the other side holds a date text. Told by the documentation (Unix time, epoch or seconds since on the
    /// integer's side; ISO 8601 or RFC 3339 on the string's) or by names that both say when (`date`, `time`,
    /// `timestamp`, or a participle followed by `at` or `on`: `created_at`, `dateCreated`).
    static func pointInTimeChangesForm(oldName: String, newName: String, old: ValueShape, new: ValueShape) -> Bool {
        let oldIsInteger = old.type == .scalar(.int32) || old.type == .scalar(.int64)
        let (integer, string) = oldIsInteger ? (old, new) : (new, old)
        let integerText = (integer.description ?? "").lowercased()
        let stringText = (string.description ?? "").lowercased()
        if ["unix", "epoch", "seconds since", "milliseconds since"].contains(where: integerText.contains) { return true }
        if ["iso 8601", "iso-8601", "iso8601", "rfc 3339", "rfc3339", "rfc-3339"].contains(where: stringText.contains) { return true }
        func saysWhen(_ name: String) -> Bool {
            let words = NameEvidence.words(name)
            if words.contains(where: { ["date", "time", "timestamp", "datetime"].contains($0) }) { return true }
            guard words.count >= 2, let last = words.last, last == "at" || last == "on" else { return false }
            return words[words.count - 2].hasSuffix("ed")
        }
        return saysWhen(oldName) && saysWhen(newName)
    }

    /// Records the type, required-ness, nullability, deprecation, default and validation-rule changes of a matched
    /// property or parameter, classified by direction (narrowing requests or widening responses breaks clients).
    mutating func compareValueAspects(_ facts: ValueFacts, old: ValueShape, new: ValueShape) {
        func change(_ aspect: Change.Aspect, _ before: JSONValue?, _ after: JSONValue?, breaking: Bool, solvable: Bool = true) -> Change {
            Change(kind: .updated, element: facts.element, old: facts.oldPath, new: facts.newPath, aspect: aspect,
                   before: before, after: after, breaking: breaking, solvable: solvable, usage: facts.usage)
        }
        let rules = TypeChangeRules(state: self)
        if mapped(old.type) != new.type {
            let same = rules.sameSwiftType(old.type, new.type)
            let widening = !facts.inResponses && rules.widens(old.type, new.type)
            var builtin = same ? nil : rules.builtin(old.type, new.type)
            let uuidRejected = builtin == TypeCompatibility.Builtin.uuidString.rawValue && old.type == .scalar(.uuid)
                && !TypeCompatibility.acceptsUUIDText(new.rules)
            if uuidRejected { builtin = nil }
            let pointInTime = builtin == TypeCompatibility.Builtin.intString.rawValue
                && Self.pointInTimeChangesForm(oldName: facts.oldName, newName: facts.newName, old: old, new: new)
            if pointInTime { builtin = nil }
            var update = change(
                .type, GuideJSON.type(old.type), GuideJSON.type(new.type),
                breaking: !same && (!widening || uuidRejected) && (facts.inRequests || facts.inResponses)
            )
            if let builtin {
                update.convert = Change.Conversion(builtin: builtin)
            } else if !same, let member = rules.objectMember(old.type, new.type, oldName: facts.oldName, newName: facts.newName) {
                Self.convertThroughMember(&update, key: member.key, synthesizedIn: member.synthesizedIn, usage: facts.usage,
                                          evidence: "as the names show (\(facts.oldName) becomes \(facts.newName))")
            } else if !same, let member = rules.envelope(old.type, new.type) {
                Self.convertThroughMember(&update, key: member.key, synthesizedIn: member.synthesizedIn, usage: facts.usage,
                                          evidence: "the only member of its type")
            } else if !same {
                update.convert = Change.Conversion()
                update.needsDecision = true
                update.note = "No built-in conversion between \(old.type) and \(new.type); provide Swift closures in convert.toNew/toOld. "
                    + "Until then the old interface is deprecated and lossy fallbacks are reported at run time."
                if pointInTime {
                    update.note = "A point in time changed its form between \(old.type) and \(new.type) (Unix time and a date text such as "
                        + "ISO 8601), so int-string, which carries the digits, does not apply: provide Swift closures in convert.toNew/toOld."
                }
                if uuidRejected {
                    update.note = "The new string's rules (\(Self.textRules(new.rules))) reject UUID text, so uuid-string does not apply: "
                        + "old values must be mapped to the new form; provide Swift closures in convert.toNew/toOld."
                }
            }
            add(update)
        }
        if old.required != new.required {
            var update = change(.required, .bool(old.required), .bool(new.required), breaking: false)
            if old.required, facts.inResponses, !new.nullable || !old.nullable {
                update.breaking = true
                update.fallbackValue = new.defaultValue ?? .null
                update.needsDecision = new.defaultValue == nil ? true : nil
                update.note = "Responses may now omit it; the old interface decodes the fallback value."
            } else if new.required, facts.inRequests {
                update.breaking = true
                update.defaultValue = new.defaultValue ?? .null
                update.needsDecision = new.defaultValue == nil ? true : nil
                update.note = "Requests must now send it; the default value is sent when the old interface has none."
            }
            add(update)
        }
        if old.nullable != new.nullable {
            var update = change(.nullable, .bool(old.nullable), .bool(new.nullable), breaking: false)
            if new.nullable, facts.inResponses {
                update.breaking = true
                update.fallbackValue = new.defaultValue ?? .null
                update.needsDecision = new.defaultValue == nil ? true : nil
                update.note = "Responses may now carry null; the old interface decodes the fallback value."
            } else if old.nullable, facts.inRequests {
                update.breaking = true
                if new.required {
                    update.defaultValue = new.defaultValue ?? .null
                    update.needsDecision = new.defaultValue == nil ? true : nil
                    update.note = "Requests may no longer send null; the default value is sent instead."
                } else {
                    update.note = "Requests may no longer send null; the old interface omits the key instead."
                }
            }
            add(update)
        }
        if old.deprecated != new.deprecated {
            add(change(.deprecated, .bool(old.deprecated), .bool(new.deprecated), breaking: false))
        }
        if old.defaultValue != new.defaultValue {
            add(change(.default, old.defaultValue, new.defaultValue ?? .null, breaking: false))
        }
        compareRules(facts, old: old.rules, new: new.rules)
    }
}
