import Foundation

extension WireValidator {
    /// Validates the values a query or cookie parameter was sent with, split by its style: exploded `form` repeats
    /// the name, non-exploded `form` joins with commas, `spaceDelimited` with spaces, `pipeDelimited` with `|`; a
    /// non-exploded object alternates keys and values (`rangeFlat=from,5,to,6`). An exploded object's members are
    /// query items of their own (see ``validateExplodedObject(_:_:_:_:)``); sent under its own name, it must be JSON
    /// text of its type.
    func validateStyledValues(_ values: [String], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let separator: Character? = {
            switch parameter.style {
            case .spaceDelimited: return " "
            case .pipeDelimited: return "|"
            case .form where !parameter.explode, .simple: return ","
            default: return nil
            }
        }()
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                if values.count > 1 {
                    violations.append(WireViolation("\(label): sent \(values.count) times, but its type \(type) is not an array"))
                }
                validateText(values[0], type, at: label, &violations)
                checkTextRules(values[0], type, parameter.rules, label, &violations)
            case let .array(element):
                var elements = values
                if let separator {
                    if values.count > 1 {
                        violations.append(WireViolation("\(label): sent \(values.count) times, but style \(parameter.style.rawValue) (explode: \(parameter.explode)) sends one delimited value"))
                    }
                    elements = values[0].isEmpty ? [] : values[0].split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                }
                validateStyledElements(elements, element, parameter.rules, label, &violations)
            case .object, .map:
                guard let separator else {
                    // `name=<JSON>`: how a parameter with `content: application/json` is sent (the native format
                    // does not tell the two apart); the exploded members are validated by the caller.
                    if values.count > 1 {
                        violations.append(WireViolation("\(label): sent \(values.count) times, but its type \(type) is not an array"))
                    }
                    validateText(values[0], type, at: label, &violations)
                    return
                }
                if values.count > 1 {
                    violations.append(WireViolation("\(label): sent \(values.count) times, but style \(parameter.style.rawValue) (explode: \(parameter.explode)) sends one delimited value"))
                }
                let items = values[0].isEmpty ? [] : values[0].split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                validateStyledMembers(Self.styledMembers(items, exploded: false, label, &violations), kind, label, &violations)
            }
        }
    }

    /// The properties of the object kinds of an exploded `form` query parameter (whose members are sent as query
    /// items of their own, `from=3&to=4`), minus the names of the endpoint's other parameters; empty for other
    /// parameters.
    func explodedMemberNames(_ parameter: WireParameter, _ endpoint: WireEndpoint) -> Set<String> {
        guard parameter.location == .query, parameter.explode, parameter.style != .deepObject else { return [] }
        var names = Set<String>()
        for (_, kind) in styledKinds(parameter.type) {
            if case let .object(_, properties) = kind { names.formUnion(properties.map(\.key)) }
        }
        let others = endpoint.parameters.filter { $0.location == .query && $0.name != parameter.name }.map(\.name)
        return names.subtracting(others)
    }

    /// What the members of a query parameter sent exploded in the `form` style may be when its value has members of any
    /// name (the runtime writes an object's members as `key=value` items).
    enum FreeFormMembers {
        /// A map's values, of this type.
        case map(WireType)
        /// Any JSON value's members: any text.
        case any
    }

    /// The members of a query parameter sent exploded in the `form` style whose value has members of any name — a map,
    /// or any JSON value; `nil` for other parameters.
    func freeFormMembers(_ parameter: WireParameter) -> FreeFormMembers? {
        guard parameter.location == .query, parameter.explode, parameter.style == .form else { return nil }
        switch parameter.type {
        case let .map(element): return .map(element)
        case .json: return .any
        default: return nil
        }
    }

    /// Validates an exploded object sent as query items of their own (`members`, in the order sent): valid when
    /// one object kind of the type accepts them.
    func validateExplodedObject(_ members: [(key: String, value: String)], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let objects = styledKinds(parameter.type).filter { if case .object = $0.kind { return true } else { return false } }
        var problems: [String] = []
        for (type, kind) in objects {
            var found: [WireViolation] = []
            validateStyledMembers(members, kind, label, &found)
            if found.isEmpty { return }
            if objects.count == 1 {
                violations += found
                return
            }
            problems.append("\(type): \(found[0].message)")
        }
        violations.append(WireViolation("\(label): matches no variant of \(parameter.type) (\(problems.joined(separator: "; ")))"))
    }

    /// Reports reserved characters a declared query parameter's value was sent with unencoded (`raw` is the item as
    /// sent, `name=value`): any of `: / ? @ ! $ ' ( ) * ; [ ]` when the parameter does not have `allowReserved`
    /// (the comma is a style delimiter, so it is allowed), and `[` or `]` when it has (RFC 3986 does not allow them in
    /// a query; OpenAPI 3.1.1 leaves encoding them to the client). `&`, `=` and `#` cannot appear raw in a value.
    ///
    /// For example `path=/a/b` is a violation unless `path` allows reserved characters; `path=%2Fa%2Fb` never is.
    func checkReservedCharacters(name: String, raw: String, _ endpoint: WireEndpoint, _ violations: inout [WireViolation]) {
        let parameter = endpoint.parameters.first { parameter in
            parameter.location == .query && (parameter.name == name || (parameter.style == .deepObject && name.hasPrefix(parameter.name + "[")))
        }
        guard let parameter, let equals = raw.firstIndex(of: "=") else { return }
        let forbidden: Set<Character> = parameter.allowReserved ? ["[", "]"] : [":", "/", "?", "@", "!", "$", "'", "(", ")", "*", ";", "[", "]"]
        let found = Set(raw[raw.index(after: equals)...].filter { forbidden.contains($0) })
        guard !found.isEmpty else { return }
        let shown = found.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        violations.append(WireViolation(
            "query.\(parameter.name): \(shown) sent unencoded in \"\(raw)\""
                + (parameter.allowReserved ? " (not allowed in a query even with allowReserved)" : " (the parameter does not have allowReserved)")
        ))
    }

    /// Validates a `deepObject` query parameter from its items (`name` itself for a scalar — a union's scalar
    /// variant —, `name[key]`, nested `name[key][inner]` and indexed `name[key][0]`), decoded into a tree: every key
    /// a property, every value valid text, required properties present.
    func validateDeepObject(_ node: WireFormNode, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                guard node.children.isEmpty, let value = node.values.first else {
                    violations.append(WireViolation("\(label): sent as deepObject members, but its type \(type) is not an object"))
                    return
                }
                checkFormLeaf(node, type, label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case .array:
                checkForm(node, type, label, extraKey: nil, &violations)
            case let .map(element):
                guard node.values.isEmpty else {
                    violations.append(WireViolation("\(label): expected \(parameter.name)[key]=… members of \(type), found a single value"))
                    return
                }
                for key in node.childKeys { checkForm(node.children[key]!, element, "\(label)[\(key)]", extraKey: nil, &violations) }
            case let .object(name, properties):
                guard node.values.isEmpty else {
                    violations.append(WireViolation("\(label): expected \(parameter.name)[key]=… members of \(name), found a single value"))
                    return
                }
                for key in node.childKeys {
                    let child = node.children[key]!
                    guard let property = properties.first(where: { $0.key == key }) else {
                        violations.append(WireViolation("\(label)[\(key)]: unknown key (not a property of \(name))"))
                        continue
                    }
                    if child.children.isEmpty, child.values.count == 1 {
                        validateText(child.values[0], property.type, at: "\(label)[\(key)]", &violations)
                        checkTextRules(child.values[0], property.type, property.rules, "\(label)[\(key)]", &violations)
                    } else {
                        checkForm(child, property.type, "\(label)[\(key)]", extraKey: nil, &violations)
                    }
                }
                for property in properties where property.required && node.children[property.key] == nil {
                    violations.append(WireViolation("\(label)[\(property.key)]: required key of \(name) is missing"))
                }
            }
        }
    }

    /// Validates the `Cookie` header against the endpoint's cookie parameters (`form` style: `name=value` pairs
    /// separated by `; `; arrays comma-joined, or repeated when exploded; an exploded object's members are cookies
    /// of their own); undeclared cookies are violations — unless the endpoint declares the `Cookie` header itself as a
    /// header parameter (Ory Kratos: "forward the browser's Cookie header"), whose text is then validated as that
    /// header's value, not as cookies.
    func validateCookies(_ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ violations: inout [WireViolation]) {
        let declared = endpoint.parameters.filter { $0.location == .cookie }
        let cookieHeaderDeclared = endpoint.parameters.contains { $0.location == .header && $0.name.lowercased() == "cookie" }
        if cookieHeaderDeclared, declared.isEmpty { return }
        var values: [String: [String]] = [:]
        var order: [String] = []
        for part in (headers["cookie"]?.value ?? "").split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard !pair.isEmpty else { continue }
            let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(pieces.count > 1 ? (WireURLText.decode(String(pieces[1]), plusIsSpace: false) ?? String(pieces[1])) : "")
        }
        var consumed = Set<String>()
        for parameter in declared {
            let label = "cookie.\(parameter.name)"
            consumed.insert(parameter.name)
            guard let sent = values[parameter.name] else {
                var memberNames = Set<String>()
                if parameter.explode {
                    for (_, kind) in styledKinds(parameter.type) {
                        if case let .object(_, properties) = kind { memberNames.formUnion(properties.map(\.key)) }
                    }
                    memberNames.subtract(declared.map(\.name))
                }
                let members = order.filter { memberNames.contains($0) && !consumed.contains($0) }
                if !members.isEmpty {
                    consumed.formUnion(members)
                    validateExplodedObject(members.flatMap { name in (values[name] ?? []).map { (name, $0) } }, parameter, label, &violations)
                } else if parameter.required {
                    violations.append(WireViolation("\(label): required cookie is missing"))
                }
                continue
            }
            validateStyledValues(sent, parameter, label, &violations)
        }
        for name in order where !consumed.contains(name) && !cookieHeaderDeclared {
            violations.append(WireViolation("cookie.\(name): unknown cookie (\(declared.isEmpty ? "the endpoint declares none" : "declared: " + declared.map(\.name).joined(separator: ", ")))"))
        }
    }
}
