import Foundation

/// A node of a decoded `application/x-www-form-urlencoded` body: `a[b][0]=x` becomes root → a → b → 0 → "x".
final class WireFormNode {
    /// The values sent for exactly this name (several when a plain name repeats: `tags=a&tags=b`).
    var values: [String] = []
    /// Child keys in the order they first appeared.
    var childKeys: [String] = []
    var children: [String: WireFormNode] = [:]

    func child(_ key: String) -> WireFormNode {
        if let existing = children[key] { return existing }
        let node = WireFormNode()
        children[key] = node
        childKeys.append(key)
        return node
    }

    /// `a[b][0]` → `["a", "b", "0"]`; `a[]` → `["a", ""]` (an appended element); `nil` when malformed.
    static func segments(_ name: String) -> [String]? {
        guard let open = name.firstIndex(of: "[") else { return name.isEmpty ? nil : [name] }
        var result = [String(name[..<open])]
        if result[0].isEmpty { return nil }
        var rest = name[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            result.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}

extension WireValidator {
    /// Decodes a form body and validates it leniently against `type`: field values are text (validated like
    /// parameters), and absent fields are only reported for required scalar or enum properties (the encoder omits
    /// `null`, empty arrays and empty objects).
    func validateFormBody(_ body: Data, _ type: WireType, _ violations: inout [WireViolation]) {
        guard let text = String(data: body, encoding: .utf8) else {
            violations.append(WireViolation("body: the form body is not UTF-8 text"))
            return
        }
        let root = WireFormNode()
        for pair in WireURLText.pairs(text, plusIsSpace: true) {
            if !pair.isValid { violations.append(WireViolation("body: invalid percent-encoding in \"\(pair.raw)\"")) }
            guard let segments = WireFormNode.segments(pair.name) else {
                violations.append(WireViolation("body: malformed form field name \"\(pair.name)\""))
                continue
            }
            var node = root
            for segment in segments {
                node = node.child(segment.isEmpty ? String(node.childKeys.count) : segment)
            }
            node.values.append(pair.value)
        }
        checkForm(root, type, "body", extraKey: nil, &violations)
    }

    /// Validates a decoded form node against `type` (nested objects, indexed or repeated arrays, maps, unions).
    func checkForm(_ node: WireFormNode, _ type: WireType, _ path: String, extraKey: String?, _ violations: inout [WireViolation]) {
        if !node.values.isEmpty && !node.children.isEmpty {
            violations.append(WireViolation("\(path): sent both as a value and as nested fields"))
            return
        }
        switch type {
        case .json:
            return
        case .scalar:
            checkFormLeaf(node, type, path, &violations)
        case let .array(element):
            if node.children.isEmpty {
                for (index, value) in node.values.enumerated() {
                    validateText(value, element, at: "\(path)[\(index)]", &violations)
                }
                return
            }
            for key in node.childKeys {
                guard let index = Int(key), index >= 0 else {
                    violations.append(WireViolation("\(path)[\(key)]: expected an array index"))
                    continue
                }
                checkForm(node.children[key]!, element, "\(path)[\(index)]", extraKey: nil, &violations)
            }
        case let .map(element):
            guard node.values.isEmpty else {
                violations.append(WireViolation("\(path): expected nested fields (\(path)[key]=…) of \(type), found a single value"))
                return
            }
            for key in node.childKeys {
                checkForm(node.children[key]!, element, Self.join(path, key), extraKey: nil, &violations)
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(path): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            switch model.kind {
            case .enumeration:
                checkFormLeaf(node, type, path, &violations)
            case let .object(properties):
                checkFormObject(node, model, properties, path, extraKey: extraKey, &violations)
            case let .union(union):
                checkFormUnion(node, model, union, path, &violations)
            }
        }
    }

    /// Validates a node that must be one value of `type` (a scalar or an enum).
    func checkFormLeaf(_ node: WireFormNode, _ type: WireType, _ path: String, _ violations: inout [WireViolation]) {
        guard node.children.isEmpty else {
            violations.append(WireViolation("\(path): expected a single value of \(type), found nested fields"))
            return
        }
        guard let value = node.values.first else { return }
        if node.values.count > 1 {
            violations.append(WireViolation("\(path): sent \(node.values.count) times, but its type \(type) is not an array"))
        }
        validateText(value, type, at: path, &violations)
    }

    private func checkFormObject(
        _ node: WireFormNode, _ model: WireModel, _ properties: [WireProperty], _ path: String, extraKey: String?,
        _ violations: inout [WireViolation]
    ) {
        guard node.values.isEmpty else {
            violations.append(WireViolation("\(path): expected nested fields of \(model.name), found a single value"))
            return
        }
        for key in node.childKeys {
            let child = node.children[key]!
            if let property = properties.first(where: { $0.key == key }) {
                checkForm(child, property.type, Self.join(path, key), extraKey: nil, &violations)
            } else if key != extraKey {
                violations.append(WireViolation("\(Self.join(path, key)): unknown field (not a property of \(model.name))"))
            }
        }
        for property in properties where property.required && !property.nullable && node.children[property.key] == nil {
            if isSingleValue(property.type) {
                violations.append(WireViolation("\(Self.join(path, property.key)): required field of \(model.name) is missing"))
            }
        }
    }

    private func checkFormUnion(_ node: WireFormNode, _ model: WireModel, _ union: WireUnion, _ path: String, _ violations: inout [WireViolation]) {
        if let discriminator = union.discriminator {
            let known = union.variants.map(\.discriminatorValue).joined(separator: ", ")
            guard let tag = node.children[discriminator]?.values.first else {
                violations.append(WireViolation("\(Self.join(path, discriminator)): discriminator of \(model.name) is missing (expected one of \(known))"))
                return
            }
            guard let variant = union.variants.first(where: { $0.discriminatorValue == tag }) else {
                violations.append(WireViolation("\(Self.join(path, discriminator)): unknown discriminator value \"\(tag)\" of \(model.name) (expected one of \(known))"))
                return
            }
            checkForm(node, variant.type, path, extraKey: discriminator, &violations)
            return
        }
        for variant in union.variants {
            var found: [WireViolation] = []
            checkForm(node, variant.type, path, extraKey: nil, &found)
            if found.isEmpty { return }
        }
        violations.append(WireViolation("\(path): matches no variant of \(model.name)"))
    }

    /// Whether `type` is sent as one form value (a scalar or an enum), so its absence is visible.
    private func isSingleValue(_ type: WireType) -> Bool {
        switch type {
        case .scalar: return true
        case let .model(name):
            if case .enumeration = modelsByName[name]?.kind { return true }
            return false
        case .json, .array, .map: return false
        }
    }
}
