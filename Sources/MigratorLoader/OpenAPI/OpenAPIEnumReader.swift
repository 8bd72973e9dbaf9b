import MigratorModel
import MigratorRuntime

extension OpenAPIContext {
    /// The enum model of an `enum` (or 3.1 `const`) of strings or integers.
    ///
    /// String enums take every scalar as written (an unquoted YAML `yes` stays `"yes"`); duplicates are dropped with
    /// a warning. Case names come from `x-enum-varnames` (or `x-enumNames`) and descriptions from
    /// `x-enum-descriptions` (or `x-enumDescriptions`) when those arrays line up with the values.
    func enumType(_ node: OpenAPINode, plan: OpenAPIEnumPlan, name: OpenAPIModelName) -> TypeReference {
        let count = node["enum"]?.elements?.count ?? 1
        let caseNames = alignedStrings(node, keys: ["x-enum-varnames", "x-enumNames"], count: count)
        let descriptions = alignedStrings(node, keys: ["x-enum-descriptions", "x-enumDescriptions"], count: count)
        var cases: [EnumCase] = []
        var seen: Set<EnumValue> = []
        for valueNode in plan.values {
            let value: EnumValue
            switch plan.rawType {
            case .string:
                value = .string(valueNode.text ?? "")
            case .integer:
                guard case let .value(integer)? = valueNode.integer else { continue }
                value = .integer(integer)
            }
            guard seen.insert(value).inserted else {
                warn("duplicate enum value \"\(value)\"; ignored", at: valueNode.pointer)
                continue
            }
            let position = plan.isConst ? nil : valueNode.index
            cases.append(EnumCase(
                name: position.flatMap { caseNames?[$0] }, value: value, description: position.flatMap { descriptions?[$0] }
            ))
        }
        return .model(addModel(.enum(EnumModel(rawType: plan.rawType, cases: cases)), name: name))
    }

    /// The first of `keys` holding an array of `count` strings (empty strings read as `nil`).
    private func alignedStrings(_ node: OpenAPINode, keys: [String], count: Int) -> [String?]? {
        for key in keys {
            guard let elements = node[key]?.elements, elements.count == count else { continue }
            return elements.map { $0.nonEmptyString }
        }
        return nil
    }

    /// A property's or parameter's `default`, kept when it fits the type; otherwise dropped with a warning.
    /// `default: null` is dropped (quietly when the type is nullable): it means the same as no default.
    func defaultValue(_ node: OpenAPINode?, for type: OpenAPISchemaType) -> JSONValue? {
        guard let node else { return nil }
        var largeIntegers: [String] = []
        guard let value = node.jsonValue(largeIntegers: &largeIntegers) else {
            warn("the default value nests too deeply; ignored", at: node.pointer)
            return nil
        }
        for pointer in largeIntegers {
            warn("an integer beyond the 64-bit range in a default value is read as a floating-point number", at: pointer)
        }
        if case .null = value {
            // `default: null` says what absence says; the model (and the native format) keep no null default.
            if !type.nullable, type.type != .json {
                warn("the default value null does not match the type \(type.type), which is not nullable; ignored", at: node.pointer)
            }
            return nil
        }
        guard fits(value, type.type, nullable: type.nullable, depth: 0) else {
            warn("the default value does not match the type \(type.type); ignored", at: node.pointer)
            return nil
        }
        return value
    }

    /// Whether a JSON value is valid for a type: the JSON kind matches, enum values are declared cases, and arrays
    /// and maps hold fitting values. Unions accept any value.
    private func fits(_ value: JSONValue, _ type: TypeReference, nullable: Bool, depth: Int) -> Bool {
        if case .null = value { return nullable || type == .json }
        guard depth < OpenAPINode.maximumValueDepth else { return true }
        switch type {
        case .json: return true
        case let .scalar(scalar):
            switch (scalar, value) {
            case (.int32, .integer), (.int64, .integer), (.float, .integer), (.double, .integer),
                 (.float, .number), (.double, .number), (.boolean, .bool):
                return true
            case (.string, .string), (.date, .string), (.dateTime, .string), (.uuid, .string), (.url, .string), (.binary, .string):
                return true
            default:
                return false
            }
        case let .array(element):
            guard case let .array(values) = value else { return false }
            return values.allSatisfy { fits($0, element, nullable: false, depth: depth + 1) }
        case let .dictionary(element):
            guard case let .object(members) = value else { return false }
            return members.values.allSatisfy { fits($0, element, nullable: false, depth: depth + 1) }
        case let .model(name):
            switch modelKinds[name] {
            case let .enum(model)?:
                switch value {
                case let .string(string): return model.cases.contains { $0.value == .string(string) }
                case let .integer(integer): return model.cases.contains { $0.value == .integer(integer) }
                default: return false
                }
            case .object?:
                if case .object = value { return true }
                return false
            case .union?, nil:
                return true
            }
        }
    }
}
