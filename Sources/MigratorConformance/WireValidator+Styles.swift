import Foundation

extension WireValidator {
    /// Validates the values a query or cookie parameter was sent with, split by its style: exploded `form` repeats
    /// the name, non-exploded `form` joins with commas, `spaceDelimited` with spaces, `pipeDelimited` with `|`.
    func validateStyledValues(_ values: [String], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        guard case let .array(element) = parameter.type else {
            if values.count > 1 {
                violations.append(WireViolation("\(label): sent \(values.count) times, but its type \(parameter.type) is not an array"))
            }
            validateText(values[0], parameter.type, at: label, &violations)
            checkTextRules(values[0], parameter.type, parameter.rules, label, &violations)
            return
        }
        var elements = values
        let separator: Character? = {
            switch parameter.style {
            case .spaceDelimited: return " "
            case .pipeDelimited: return "|"
            case .form where !parameter.explode, .simple: return ","
            default: return nil
            }
        }()
        if let separator {
            if values.count > 1 {
                violations.append(WireViolation("\(label): sent \(values.count) times, but style \(parameter.style.rawValue) (explode: \(parameter.explode)) sends one delimited value"))
            }
            elements = values[0].isEmpty ? [] : values[0].split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        }
        if let problem = parameter.rules.arrayProblem(count: elements.count, hasDuplicates: Set(elements).count != elements.count) {
            violations.append(WireViolation("\(label): \(problem)"))
        }
        for (index, value) in elements.enumerated() {
            validateText(value, element, at: "\(label)[\(index)]", &violations)
            checkTextRules(value, element, parameter.rules.elementRules, "\(label)[\(index)]", &violations)
        }
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

    /// Validates a `deepObject` query parameter (`name[key]=value`): every key a property, every value valid text.
    func validateDeepObject(_ object: [String: Any], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        guard case let .model(name) = parameter.type, case let .object(properties)? = modelsByName[name]?.kind else {
            if case .map = parameter.type { return }
            violations.append(WireViolation("\(label): sent as deepObject, but its type \(parameter.type) is not an object"))
            return
        }
        for key in object.keys.sorted() {
            guard let property = properties.first(where: { $0.key == key }) else {
                violations.append(WireViolation("\(label)[\(key)]: unknown key (not a property of \(name))"))
                continue
            }
            let text = object[key] as? String ?? ""
            validateText(text, property.type, at: "\(label)[\(key)]", &violations)
            checkTextRules(text, property.type, property.rules, "\(label)[\(key)]", &violations)
        }
        for property in properties where property.required && object[property.key] == nil {
            violations.append(WireViolation("\(label)[\(property.key)]: required key of \(name) is missing"))
        }
    }

    /// Validates the `Cookie` header against the endpoint's cookie parameters (`form` style: `name=value` pairs
    /// separated by `; `, arrays comma-joined); undeclared cookies are violations.
    func validateCookies(_ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ violations: inout [WireViolation]) {
        let declared = endpoint.parameters.filter { $0.location == .cookie }
        var values: [String: String] = [:]
        var order: [String] = []
        for part in (headers["cookie"]?.value ?? "").split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard !pair.isEmpty else { continue }
            let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            order.append(name)
            values[name] = pieces.count > 1 ? (WireURLText.decode(String(pieces[1]), plusIsSpace: false) ?? String(pieces[1])) : ""
        }
        for parameter in declared {
            let label = "cookie.\(parameter.name)"
            guard let value = values[parameter.name] else {
                if parameter.required { violations.append(WireViolation("\(label): required cookie is missing")) }
                continue
            }
            var forCookie = parameter
            forCookie.explode = false
            validateStyledValues([value], forCookie, label, &violations)
        }
        let names = Set(declared.map(\.name))
        for name in order where !names.contains(name) {
            violations.append(WireViolation("cookie.\(name): unknown cookie (\(declared.isEmpty ? "the endpoint declares none" : "declared: " + declared.map(\.name).joined(separator: ", ")))"))
        }
    }
}
