import MigratorModel

/// How a schema converts, decided from its keywords alone (no models are made while planning).
///
/// Planning and conversion share these decisions, so whether a component schema becomes a model is known before
/// it is converted: a reference to a model component is just its name, however deep the references go.
enum OpenAPISchemaPlan {
    /// A `$ref`: the type of the target.
    case reference
    /// A `$recursiveRef` or `$dynamicRef` (the enclosing component schema); the member node.
    case recursiveReference(OpenAPINode)
    /// `allOf` with two or more type-defining parts (counting the schema's own members): a merged object model.
    case merge(parts: [OpenAPINode], own: Bool)
    /// A composition that leaves one type-defining subschema: that subschema's type.
    case single(OpenAPINode)
    /// `oneOf`/`anyOf` with two or more type-defining variants: a union model.
    case union([OpenAPINode], keyword: String)
    /// `anyOf`/`oneOf` of plain strings and one string enum: the enum, whose `unknown` case takes the other strings.
    case openEnum(OpenAPINode)
    /// `enum` or `const` of strings or integers: an enum model.
    case enumeration(OpenAPIEnumPlan)
    /// A type by its `type` keyword (`null` removed) or what the keywords imply; `nil` for any JSON value.
    case typed(String?)
}

/// The values of an enum model to make.
struct OpenAPIEnumPlan {
    /// String or integer values.
    var rawType: EnumModel.RawType
    /// The non-null scalar value nodes, in order (never empty).
    var values: [OpenAPINode]
    /// Whether the values come from `const` rather than `enum`.
    var isConst: Bool
}

extension OpenAPIContext {
    /// The deepest schema nesting read; deeper schemas read as any JSON value, with a warning.
    static let maximumSchemaDepth = 64
    /// The most schema conversions in progress at once (nesting plus chains of references to non-model components).
    static let maximumActiveConversions = 256

    /// Decides how `node` (a schema object) converts.
    func plan(for node: OpenAPINode) -> OpenAPISchemaPlan {
        if node.has("$ref") { return .reference }
        if let recursive = node["$recursiveRef"] ?? node["$dynamicRef"] { return .recursiveReference(recursive) }
        if let allOf = node["allOf"]?.elements {
            let parts = allOf.filter { $0.isObject && definesType($0) && !isNullSchema($0) }
            let own = hasOwnMembers(node)
            if parts.count + (own ? 1 : 0) >= 2 { return .merge(parts: parts, own: own) }
            if parts.count == 1, !own { return .single(parts[0]) }
        }
        if !hasProperties(node), let composition = composition(of: node) {
            if composition.variants.count == 1 { return .single(composition.variants[0]) }
            if composition.variants.count >= 2 {
                if let enumVariant = openEnumVariant(composition.variants) { return .openEnum(enumVariant) }
                return .union(composition.variants, keyword: composition.keyword)
            }
        }
        if let enumPlan = enumPlan(for: node) { return .enumeration(enumPlan) }
        return .typed(typeName(of: node))
    }

    /// Whether `node` becomes a model (object, enum or union) rather than a scalar, array, map or JSON type.
    func isModelShaped(_ node: OpenAPINode, depth: Int = 0) -> Bool {
        guard node.isObject, depth < Self.maximumSchemaDepth else { return false }
        switch plan(for: node) {
        case .reference, .recursiveReference: return false
        case .merge, .union, .enumeration: return true
        case let .single(sub), let .openEnum(sub): return !sub.has("$ref") && isModelShaped(sub, depth: depth + 1)
        case .typed("object"): return objectIsModel(node)
        case .typed: return false
        }
    }

    /// Whether an object schema becomes an object model: it has properties, or forbids every key (an empty model).
    func objectIsModel(_ node: OpenAPINode) -> Bool {
        hasProperties(node) || node["additionalProperties"]?.bool == false
    }

    /// Whether `properties` is a non-empty object.
    func hasProperties(_ node: OpenAPINode) -> Bool {
        guard let properties = node["properties"], properties.isObject else { return false }
        return !properties.keys.isEmpty
    }

    /// Whether a schema with `allOf` also defines members of its own that take part in the merge.
    private func hasOwnMembers(_ node: OpenAPINode) -> Bool {
        if hasProperties(node) { return true }
        if let additional = node["additionalProperties"], additional.bool != false { return true }
        return ["patternProperties", "items", "prefixItems", "enum", "const", "oneOf", "anyOf"].contains { node.has($0) }
    }

    /// Whether a subschema says anything about the type (rather than only constraining or documenting).
    func definesType(_ node: OpenAPINode) -> Bool {
        node.unorderedKeys.contains { OpenAPIKeys.typeDefining.contains($0) }
    }

    /// The type-defining, non-null variants of `oneOf` (preferred) or `anyOf`, and whether a `null` variant is listed.
    func composition(of node: OpenAPINode) -> (keyword: String, variants: [OpenAPINode], hasNull: Bool)? {
        let keyword = node.has("oneOf") ? "oneOf" : "anyOf"
        guard let elements = node[keyword]?.elements else { return nil }
        let variants = elements.filter { $0.isObject && definesType($0) && !isNullSchema($0) }
        return (keyword, variants, elements.contains { $0.isObject && isNullSchema($0) })
    }

    /// Whether a subschema only allows `null`: `type: "null"`, `enum: [null]` or `const: null`.
    func isNullSchema(_ node: OpenAPINode) -> Bool {
        if let type = node["type"] {
            if type.string == "null" { return true }
            if let elements = type.elements, !elements.isEmpty, elements.allSatisfy({ $0.string == "null" }) { return true }
            if type.kind == .null { return true }
            return false
        }
        if let values = node["enum"]?.elements, !values.isEmpty, values.allSatisfy({ $0.kind == .null }) { return true }
        if let constant = node["const"], constant.kind == .null { return true }
        return false
    }

    /// Whether the schema itself allows `null`: `nullable: true`, `"null"` among its types, a `null` enum value or
    /// constant, or a `null` variant of its `oneOf`/`anyOf`.
    func ownNullable(_ node: OpenAPINode) -> Bool {
        if node["nullable"]?.bool == true { return true }
        if isNullSchema(node) { return true }
        if let types = node["type"]?.elements, types.contains(where: { $0.string == "null" }) { return true }
        if let values = node["enum"]?.elements, values.contains(where: { $0.kind == .null }) { return true }
        if let composition = composition(of: node), composition.hasNull { return true }
        return false
    }

    /// The names in `type` other than `"null"`, or `nil` when there is no `type` (or it is malformed).
    func declaredTypes(_ node: OpenAPINode) -> [String]? {
        guard let type = node["type"] else { return nil }
        if let name = type.string { return name == "null" ? [] : [name] }
        if let elements = type.elements { return elements.compactMap(\.string).filter { $0 != "null" } }
        if type.kind == .null { return [] }
        return nil
    }

    /// The single type name a schema has: its declared type without `null` (integer and number together read as
    /// number), or the type its keywords imply. `nil` means any JSON value; `"null"` a schema allowing only null.
    func typeName(of node: OpenAPINode) -> String? {
        if let types = declaredTypes(node) {
            switch Set(types).count {
            case 0: return isNullSchema(node) ? "null" : nil
            case 1: return types[0]
            default: return Set(types).isSubset(of: ["integer", "number"]) ? "number" : nil
            }
        }
        if hasProperties(node) || node.has("additionalProperties") || node.has("patternProperties") { return "object" }
        if node.has("items") || node.has("prefixItems") { return "array" }
        if node.has("contentEncoding") || node.has("contentMediaType") { return "string" }
        switch node["format"]?.string {
        case "date", "date-time", "uuid", "uri", "url", "byte", "binary": return "string"
        case "int32", "int64": return "integer"
        case "float", "double": return "number"
        default: return nil
        }
    }

    /// The enum model an `enum` or `const` of strings or integers makes; `nil` for other values (which read as their
    /// base type) or an enum of nothing but `null`.
    func enumPlan(for node: OpenAPINode) -> OpenAPIEnumPlan? {
        let values: [OpenAPINode]
        let isConst: Bool
        if let elements = node["enum"]?.elements {
            values = elements.filter { $0.kind != .null }
            isConst = false
        } else if let constant = node["const"], constant.kind != .null {
            values = [constant]
            isConst = true
        } else {
            return nil
        }
        let scalars = values.filter { $0.kind != .object && $0.kind != .array }
        guard !scalars.isEmpty else { return nil }
        let allIntegers = scalars.count == values.count && scalars.allSatisfy {
            if case .value? = $0.integer { return true } else { return false }
        }
        let types = Set(declaredTypes(node) ?? [])
        switch types.count == 1 ? types.first : (types.isEmpty ? nil : "mixed") {
        case "string"?:
            return OpenAPIEnumPlan(rawType: .string, values: scalars, isConst: isConst)
        case "integer"?:
            return allIntegers ? OpenAPIEnumPlan(rawType: .integer, values: scalars, isConst: isConst) : nil
        case nil:
            if values.allSatisfy({ $0.kind == .string }) { return OpenAPIEnumPlan(rawType: .string, values: scalars, isConst: isConst) }
            if allIntegers { return OpenAPIEnumPlan(rawType: .integer, values: scalars, isConst: isConst) }
            if values.allSatisfy({ $0.kind == .string || $0.kind == .number }) {
                return OpenAPIEnumPlan(rawType: .string, values: scalars, isConst: isConst)
            }
            return nil
        default:
            return nil
        }
    }

    /// The target of a chain of schema `$ref`s (the node itself without one); `nil` if a reference cannot be resolved.
    func schemaTarget(_ node: OpenAPINode) -> OpenAPINode? {
        var current = node
        var steps = 0
        while current.has("$ref") {
            steps += 1
            guard steps <= Self.maximumSchemaDepth, let target = resolveReference(of: current), target.isObject else { return nil }
            current = target
        }
        return current
    }

    /// The string-enum variant of an "open enum" composition (plain strings plus exactly one string enum), if it is one.
    private func openEnumVariant(_ variants: [OpenAPINode]) -> OpenAPINode? {
        var enumVariant: OpenAPINode?
        for variant in variants {
            guard let target = schemaTarget(variant) else { return nil }
            if isPlainString(target) { continue }
            guard enumVariant == nil, !target.has("allOf"), !target.has("oneOf"), !target.has("anyOf"),
                  enumPlan(for: target)?.rawType == .string else { return nil }
            enumVariant = variant
        }
        return enumVariant
    }

    /// Whether a schema is a string without enum values or a format that changes its type.
    private func isPlainString(_ node: OpenAPINode) -> Bool {
        guard declaredTypes(node) == ["string"], !node.has("enum"), !node.has("const"), !node.has("allOf"),
              !node.has("oneOf"), !node.has("anyOf"), !node.has("contentEncoding"), !node.has("contentMediaType") else { return false }
        return !["date", "date-time", "uuid", "uri", "url", "byte", "binary"].contains(node["format"]?.string ?? "")
    }
}
