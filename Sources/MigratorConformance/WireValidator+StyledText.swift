import Foundation

/// What a parameter's TYPE is sent as in a styled value: one text, the elements of an array, or the members of an
/// object (a model's properties, or any key for a map).
enum WireStyledKind {
    /// A scalar, an enum, or a structure sent as compact JSON text.
    case scalar
    /// An array with elements of this type.
    case array(WireType)
    /// An object model: its name and properties.
    case object(name: String, properties: [WireProperty])
    /// A map with values of this type.
    case map(WireType)
}

extension WireValidator {
    /// The kinds `type` may be sent as: one for most types, one per variant for a union (the runtime writes the value
    /// a union holds, so `created=10` and `created[gte]=10` are both a `Created`).
    func styledKinds(_ type: WireType) -> [(type: WireType, kind: WireStyledKind)] {
        switch type {
        case let .array(element): return [(type, .array(element))]
        case let .map(element): return [(type, .map(element))]
        case .scalar, .json: return [(type, .scalar)]
        case let .model(name):
            switch modelsByName[name]?.kind {
            case let .object(properties)?: return [(type, .object(name: name, properties: properties))]
            case let .union(union)? where union.discriminator == nil:
                return union.variants.flatMap { variant -> [(type: WireType, kind: WireStyledKind)] in
                    if case let .model(inner) = variant.type, case .union? = modelsByName[inner]?.kind { return [(variant.type, .scalar)] }
                    return styledKinds(variant.type)
                }
            default: return [(type, .scalar)]
            }
        }
    }

    /// Validates a styled value once per kind its type may be sent as (see ``styledKinds(_:)``): valid when one
    /// kind's `check` finds nothing; otherwise the only kind's violations, or "matches no variant" naming each
    /// variant's first problem.
    func validateStyledKinds(
        _ type: WireType, _ label: String, _ violations: inout [WireViolation], _ check: (WireType, WireStyledKind, inout [WireViolation]) -> Void
    ) {
        let kinds = styledKinds(type)
        guard kinds.count > 1 else {
            if let (kindType, kind) = kinds.first { check(kindType, kind, &violations) }
            return
        }
        var problems: [String] = []
        for (kindType, kind) in kinds {
            var found: [WireViolation] = []
            check(kindType, kind, &found)
            if found.isEmpty { return }
            problems.append("\(kindType): \(found[0].message)")
        }
        violations.append(WireViolation("\(label): matches no variant of \(type) (\(problems.joined(separator: "; ")))"))
    }

    /// Validates the texts of an array sent in a styled value: the array rules, then each element's text.
    func validateStyledElements(_ elements: [String], _ element: WireType, _ rules: WireRules, _ label: String, _ violations: inout [WireViolation]) {
        if let problem = rules.arrayProblem(count: elements.count, hasDuplicates: Set(elements).count != elements.count) {
            violations.append(WireViolation("\(label): \(problem)"))
        }
        for (index, value) in elements.enumerated() {
            validateText(value, element, at: "\(label)[\(index)]", &violations)
            checkTextRules(value, element, rules.elementRules, "\(label)[\(index)]", &violations)
        }
    }

    /// Validates the members of an object sent in a styled value (`from=1,to=2` exploded, `from,1,to,2` not; already
    /// split into pairs): every key a property (any key for a map), every value valid text, required properties
    /// present.
    func validateStyledMembers(_ members: [(key: String, value: String)], _ kind: WireStyledKind, _ label: String, _ violations: inout [WireViolation]) {
        switch kind {
        case let .map(element):
            for (key, value) in members { validateText(value, element, at: "\(label)[\(key)]", &violations) }
        case let .object(name, properties):
            for (key, value) in members {
                guard let property = properties.first(where: { $0.key == key }) else {
                    violations.append(WireViolation("\(label)[\(key)]: unknown key (not a property of \(name))"))
                    continue
                }
                validateText(value, property.type, at: "\(label)[\(key)]", &violations)
                checkTextRules(value, property.type, property.rules, "\(label)[\(key)]", &violations)
            }
            for property in properties where property.required && !members.contains(where: { $0.key == property.key }) {
                violations.append(WireViolation("\(label)[\(property.key)]: required key of \(name) is missing"))
            }
        case .scalar, .array:
            break
        }
    }

    /// Splits object items into members: exploded items are `key=value`, otherwise keys and values alternate
    /// (`from,1,to,2`); reports an item without `=` or an odd count.
    static func styledMembers(_ items: [String], exploded: Bool, _ label: String, _ violations: inout [WireViolation]) -> [(key: String, value: String)] {
        var members: [(key: String, value: String)] = []
        if exploded {
            for item in items {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2 else {
                    violations.append(WireViolation("\(label): \"\(item)\" is not key=value (an exploded object sends its members as key=value)"))
                    continue
                }
                members.append((String(pair[0]), String(pair[1])))
            }
            return members
        }
        guard items.count % 2 == 0 else {
            violations.append(WireViolation("\(label): \(items.count) items, but a non-exploded object alternates keys and values (\(items.joined(separator: ",")))"))
            return []
        }
        for index in stride(from: 0, to: items.count, by: 2) { members.append((items[index], items[index + 1])) }
        return members
    }

    /// Validates the text of a path parameter (`raw`: the placeholder's text, still percent-encoded) by its style:
    /// `simple` (`3,4`; objects `from=1,to=2` exploded, `from,1,to,2` not), `label` (a leading `.`; arrays `.3.4`
    /// exploded, `.3,4` not) or `matrix` (`;ids=3;ids=4` exploded, `;ids=3,4` not; objects `;from=1;to=2` exploded,
    /// `;range=from,1,to,2` not; scalars `;id=5`). Items are percent-decoded after splitting.
    func validatePathValue(_ raw: String, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        var text = Substring(raw)
        switch parameter.style {
        case .label:
            guard text.first == "." else {
                violations.append(WireViolation("\(label): style label starts with \".\", found \"\(raw)\""))
                return
            }
            text = text.dropFirst()
        case .matrix:
            guard text.first == ";" else {
                violations.append(WireViolation("\(label): style matrix starts with \";\", found \"\(raw)\""))
                return
            }
            text = text.dropFirst()
        default:
            break
        }
        let decode = { (item: String, violations: inout [WireViolation]) -> String in
            guard let decoded = WireURLText.decode(item, plusIsSpace: false) else {
                violations.append(WireViolation("\(label): invalid percent-encoding \"\(item)\""))
                return item
            }
            return decoded
        }
        let split = { (text: Substring, separator: Character) in text.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
        let name = WirePathTemplate.encodeLiteral(parameter.name)
        /// The values of `;name=value` segments: exactly one when `single`.
        let matrixValues = { (single: Bool, violations: inout [WireViolation]) -> [String]? in
            let segments = split(text, ";")
            if single && segments.count != 1 {
                violations.append(WireViolation("\(label): style matrix (explode: \(parameter.explode)) sends one ;\(parameter.name)=…, found \"\(raw)\""))
                return nil
            }
            var values: [String] = []
            for segment in segments {
                if segment == name { values.append(""); continue }
                guard segment.hasPrefix(name + "=") else {
                    violations.append(WireViolation("\(label): \";\(segment)\" is not ;\(parameter.name)=…"))
                    return nil
                }
                values.append(String(segment.dropFirst(name.count + 1)))
            }
            return values
        }
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch (kind, parameter.style) {
            case (.scalar, .matrix):
                guard let values = matrixValues(true, &violations) else { return }
                let value = decode(values[0], &violations)
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case (.scalar, _):
                let value = decode(String(text), &violations)
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case let (.array(element), .matrix):
                guard let values = matrixValues(!parameter.explode, &violations) else { return }
                let items = parameter.explode ? values : split(Substring(values[0]), ",")
                let elements = values.count == 1 && values[0].isEmpty ? [] : items.map { decode($0, &violations) }
                validateStyledElements(elements, element, parameter.rules, label, &violations)
            case let (.array(element), style):
                let items = text.isEmpty ? [] : split(text, style == .label && parameter.explode ? "." : ",")
                validateStyledElements(items.map { decode($0, &violations) }, element, parameter.rules, label, &violations)
            case (.object, .matrix), (.map, .matrix):
                let items: [String]
                if parameter.explode {
                    items = split(text, ";")
                } else {
                    guard let values = matrixValues(true, &violations) else { return }
                    items = values[0].isEmpty ? [] : split(Substring(values[0]), ",")
                }
                let members = Self.styledMembers(items, exploded: parameter.explode, label, &violations)
                validateStyledMembers(members.map { (decode($0.key, &violations), decode($0.value, &violations)) }, kind, label, &violations)
            case (.object, let style), (.map, let style):
                let items = text.isEmpty ? [] : split(text, style == .label && parameter.explode ? "." : ",")
                let members = Self.styledMembers(items, exploded: parameter.explode, label, &violations)
                validateStyledMembers(members.map { (decode($0.key, &violations), decode($0.value, &violations)) }, kind, label, &violations)
            }
        }
    }

    /// Validates a header parameter's value in the `simple` style (not percent-encoded; items trimmed): arrays
    /// `1,2`, objects `from=1,to=2` exploded and `from,1,to,2` not.
    func validateHeaderValue(_ value: String, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let items = { value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case let .array(element):
                validateStyledElements(value.isEmpty ? [] : items(), element, parameter.rules, label, &violations)
            case .object, .map:
                let members = Self.styledMembers(value.isEmpty ? [] : items(), exploded: parameter.explode, label, &violations)
                validateStyledMembers(members, kind, label, &violations)
            }
        }
    }
}
