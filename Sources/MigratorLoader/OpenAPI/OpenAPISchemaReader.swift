import MigratorModel

extension OpenAPIContext {
    /// Converts every component schema, in document order: model-shaped ones become models under their reserved
    /// names; the others (scalars, arrays, maps) become the type that references to them resolve to.
    func readComponentSchemas() {
        guard let schemas = componentSchemas else { return }
        reserveComponentNames(schemas)
        for key in schemas.keys where componentStates[key] == nil {
            _ = convertComponent(key)
        }
    }

    /// The type a reference to component schema `key` resolves to.
    ///
    /// A model-shaped component is its model's name without being converted here (the component loop converts it),
    /// so references never recurse; other components are converted on first use, and a cycle among them (an array
    /// of itself) reads as any JSON value.
    func componentType(_ key: String) -> OpenAPISchemaType {
        if case let .done(type)? = componentStates[key] { return type }
        guard let node = componentSchemas?[key], let name = componentNames[key] else { return .json }
        if isComponentModel(key) { return OpenAPISchemaType(type: .model(name), nullable: node.isObject && ownNullable(node)) }
        if case .inProgress? = componentStates[key] {
            warn(
                "component schema \"\(key)\" refers to itself without an object in between, which no Swift type can express; the inner reference reads as any JSON value",
                at: node.pointer
            )
            return .json
        }
        return convertComponent(key)
    }

    /// Whether component schema `key` becomes a model, decided once.
    private func isComponentModel(_ key: String) -> Bool {
        if let known = componentIsModel[key] { return known }
        let isModel = componentSchemas?[key].map { isModelShaped($0) } ?? false
        componentIsModel[key] = isModel
        return isModel
    }

    /// Converts component schema `key` and records the result.
    private func convertComponent(_ key: String) -> OpenAPISchemaType {
        guard let node = componentSchemas?[key], let name = componentNames[key] else { return .json }
        componentStates[key] = .inProgress
        componentStack.append(key)
        let type = schemaType(node, name: .component(name, node: node), depth: 0)
        componentStack.removeLast()
        componentStates[key] = .done(type)
        if isComponentModel(key), modelKinds[name] == nil {
            // References already name the model; keep them valid by wrapping what the schema turned out to be.
            warn("component schema \"\(key)\" could not be read as a model; it is wrapped in a one-variant union", at: node.pointer)
            _ = addModel(.union(UnionModel(variants: [UnionVariant(type: type.type)])), name: .component(name, node: node))
            return OpenAPISchemaType(type: .model(name), nullable: type.nullable)
        }
        return type
    }

    /// Converts the schema at `node` into a type, making models for objects, enums and unions.
    ///
    /// - Parameters:
    ///   - name: the name a model made for this schema gets (a component's, or an inline hint).
    ///   - depth: the nesting depth, limited by ``maximumSchemaDepth``.
    ///   - cached: whether to cache the result by pointer (`$ref` targets); schemas inside `components` always are.
    ///   - checkingKeys: whether to warn about unknown keys (not for a Swagger 2.0-style parameter read as a schema).
    func schemaType(
        _ node: OpenAPINode, name: OpenAPIModelName, depth: Int, cached: Bool = false, checkingKeys: Bool = true
    ) -> OpenAPISchemaType {
        guard node.isObject else {
            if node.kind != .boolean {
                warn("a schema should be an object, found \(node.kind.withArticle); read as any JSON value", at: node.pointer)
            }
            return .json
        }
        guard depth < Self.maximumSchemaDepth, activeConversions < Self.maximumActiveConversions else {
            warn("schema nested more than \(Self.maximumSchemaDepth) levels deep (or behind too long a chain of references); read as any JSON value", at: node.pointer)
            return .json
        }
        activeConversions += 1
        defer { activeConversions -= 1 }
        let pointer = node.pointer
        guard cached || pointer.hasPrefix("/components/") else {
            return convert(node, name: name, depth: depth, checkingKeys: checkingKeys)
        }
        if let hit = schemaCache[pointer] { return hit }
        guard schemasInProgress.insert(pointer).inserted else {
            warn("circular reference through a schema that is not a component; the inner reference reads as any JSON value", at: pointer)
            return .json
        }
        let type = convert(node, name: name, depth: depth, checkingKeys: checkingKeys)
        schemasInProgress.remove(pointer)
        schemaCache[pointer] = type
        return type
    }

    /// Converts a schema object according to its plan.
    private func convert(_ node: OpenAPINode, name: OpenAPIModelName, depth: Int, checkingKeys: Bool) -> OpenAPISchemaType {
        if checkingKeys { checkSchemaKeys(node) }
        let nullable = ownNullable(node)
        switch plan(for: node) {
        case .reference:
            return referenceType(node, depth: depth)
        case let .recursiveReference(member):
            guard member.string?.hasPrefix("#") == true, let key = componentStack.last else {
                warn("\(member.key ?? "$recursiveRef") outside a component schema cannot be resolved; read as any JSON value", at: member.pointer)
                return OpenAPISchemaType(type: .json, nullable: nullable)
            }
            let type = componentType(key)
            return OpenAPISchemaType(type: type.type, nullable: type.nullable || nullable)
        case let .merge(parts, own):
            return OpenAPISchemaType(type: mergedType(node, parts: parts, own: own, name: name, depth: depth), nullable: nullable)
        case let .single(sub), let .openEnum(sub):
            warnAboutIgnoredComposition(node)
            let type = schemaType(sub, name: name.passing(through: sub), depth: depth + 1)
            return OpenAPISchemaType(type: type.type, nullable: type.nullable || nullable)
        case let .union(variants, keyword):
            warnAboutIgnoredComposition(node)
            return unionType(node, variants: variants, keyword: keyword, name: name, depth: depth, nullable: nullable)
        case let .enumeration(plan):
            return OpenAPISchemaType(type: enumType(node, plan: plan, name: name), nullable: nullable)
        case let .typed(typeName):
            return OpenAPISchemaType(type: typedType(node, typeName: typeName, name: name, depth: depth), nullable: nullable)
        }
    }

    /// The type of a `$ref` schema: the target's, `null` allowed when the reference (3.0 habit) or target says so.
    private func referenceType(_ node: OpenAPINode, depth: Int) -> OpenAPISchemaType {
        let nullable = ownNullable(node)
        guard let target = resolveReference(of: node) else { return OpenAPISchemaType(type: .json, nullable: nullable) }
        let ignored = node.keys.filter { $0 != "$ref" && OpenAPIKeys.typeDefining.contains($0) }
        if !ignored.isEmpty {
            warn("keywords beside $ref are ignored: \(ignored.joined(separator: ", "))", at: node.pointer)
        }
        let type: OpenAPISchemaType
        if let key = componentKey(ofPointer: target.pointer), componentSchemas?.has(key) == true {
            type = componentType(key)
        } else {
            type = schemaType(target, name: .inline(nameHint(forPointer: target.pointer)), depth: depth + 1, cached: true)
        }
        return OpenAPISchemaType(type: type.type, nullable: type.nullable || nullable)
    }

    /// Warns when a schema has both `oneOf` and `anyOf` (only `oneOf` is read).
    private func warnAboutIgnoredComposition(_ node: OpenAPINode) {
        if node.has("oneOf"), let anyOf = node["anyOf"] {
            warn("a schema with both oneOf and anyOf is read from oneOf; anyOf is ignored", at: anyOf.pointer)
        }
    }

    /// The type of a schema by its type name.
    private func typedType(_ node: OpenAPINode, typeName: String?, name: OpenAPIModelName, depth: Int) -> TypeReference {
        if let type = node["type"], type.string == nil, type.elements == nil, type.kind != .null {
            warn("\"type\" should be a string or an array of strings, found \(type.kind.withArticle); read as any JSON value", at: type.pointer)
        }
        switch typeName {
        case nil, "null"?: return .json
        case "string"?: return .scalar(stringScalar(node))
        case "integer"?: return .scalar(node["format"]?.string == "int32" ? .int32 : .int64)
        case "number"?:
            switch node["format"]?.string {
            case "float"?: return .scalar(.float)
            default: return .scalar(.double)
            }
        case "boolean"?: return .scalar(.boolean)
        case "array"?: return arrayType(node, name: name, depth: depth)
        case "object"?: return objectType(node, name: name, depth: depth)
        case "file"?:
            warn("type \"file\" is Swagger 2.0; read as binary", at: node.pointer + "/type")
            return .scalar(.binary)
        case let other?:
            warn("unknown type \"\(other)\"; read as any JSON value", at: node.pointer + "/type")
            return .json
        }
    }

    /// The scalar a string schema maps to by its `format` (and 3.1's `contentEncoding`/`contentMediaType`).
    private func stringScalar(_ node: OpenAPINode) -> ScalarType {
        if let encoding = node["contentEncoding"]?.string?.lowercased(), encoding.hasPrefix("base64") { return .binary }
        if let media = node["contentMediaType"]?.string?.lowercased(), !media.hasPrefix("text/"), !media.contains("json") {
            return .binary
        }
        switch node["format"]?.string {
        case "date"?: return .date
        case "date-time"?: return .dateTime
        case "uuid"?: return .uuid
        case "uri"?, "url"?: return .url
        case "byte"?, "binary"?: return .binary
        default: return .string
        }
    }

    /// `array<T>` of the items' type; items that are missing, `true` or a tuple (`prefixItems`) read as JSON.
    private func arrayType(_ node: OpenAPINode, name: OpenAPIModelName, depth: Int) -> TypeReference {
        guard let items = node["items"] else { return .array(.json) }
        if items.kind == .array {
            warn("\"items\" as an array (a tuple) is not supported; the elements read as any JSON value", at: items.pointer)
            return .array(.json)
        }
        return .array(schemaType(items, name: name.nested("item"), depth: depth + 1).type)
    }
}
