import MigratorModel

/// The properties collected for one object model, in order of first appearance; a later definition of the same key
/// (an `allOf` part overriding an earlier one) replaces the schema but keeps the position.
struct OpenAPIObjectMembers {
    /// One property's schema and the name of the model it is declared in (the prefix of inline models' names).
    struct Member {
        /// The wire key.
        var key: String
        /// The property's schema.
        var schema: OpenAPINode
        /// The name (or hint) of the model that declares it.
        var owner: String
    }

    /// The properties, in order.
    private(set) var members: [Member] = []
    /// The position of each key in ``members``.
    private var positions: [String: Int] = [:]
    /// Keys listed as required by any part.
    var required: Set<String> = []

    /// Adds or replaces the property `key`.
    mutating func add(_ key: String, schema: OpenAPINode, owner: String) {
        let member = Member(key: key, schema: schema, owner: owner)
        if let position = positions[key] {
            members[position] = member
        } else {
            positions[key] = members.count
            members.append(member)
        }
    }
}

extension OpenAPIContext {
    /// The type of an object schema: an object model when it has properties (or forbids every key), `map<T>` for
    /// `additionalProperties` alone, otherwise any JSON value (a free-form object).
    func objectType(_ node: OpenAPINode, name: OpenAPIModelName, depth: Int) -> TypeReference {
        let additional = node["additionalProperties"]
        if hasProperties(node) {
            if let additional, additional.bool != false, additional.kind != .null {
                warn(
                    "additionalProperties beside properties: the declared properties are modelled, other keys are not",
                    at: additional.pointer
                )
            }
            if let composition = composition(of: node), !composition.variants.isEmpty {
                warn("\(composition.keyword) beside properties is not modelled; read as an object with the properties", at: node.pointer + "/" + composition.keyword)
            }
            var members = OpenAPIObjectMembers()
            addOwnMembers(of: node, owner: name.base, to: &members)
            return .model(addModel(.object(properties(of: members, depth: depth)), name: name))
        }
        guard let additional else {
            if let properties = node["properties"], !properties.isObject {
                warn("\"properties\" should be an object, found \(properties.kind.withArticle); ignored", at: properties.pointer)
            }
            return .json
        }
        if let allowed = additional.bool {
            return allowed ? .dictionary(.json) : .model(addModel(.object([]), name: name))
        }
        guard additional.isObject else {
            warn("\"additionalProperties\" should be a schema or a Boolean, found \(additional.kind.withArticle); ignored", at: additional.pointer)
            return .json
        }
        return .dictionary(schemaType(additional, name: name.nested("value"), depth: depth + 1).type)
    }

    /// The merged object model of an `allOf`: the properties of every part (following references and nested
    /// `allOf`s) and of the schema itself; a property is required if any part requires it.
    func mergedType(_ node: OpenAPINode, parts: [OpenAPINode], own: Bool, name: OpenAPIModelName, depth: Int) -> TypeReference {
        var members = OpenAPIObjectMembers()
        var visited: Set<String> = [node.pointer]
        for part in node["allOf"]?.elements ?? [] where part.isObject {
            if parts.contains(where: { $0.pointer == part.pointer }) {
                collectMembers(of: part, owner: name.base, into: &members, visited: &visited, depth: depth + 1)
            } else {
                members.required.formUnion(requiredKeys(of: part))
            }
        }
        if own {
            if let composition = composition(of: node), !composition.variants.isEmpty {
                warn("\(composition.keyword) beside allOf is not modelled; read as the merged object", at: node.pointer + "/" + composition.keyword)
            }
            addOwnMembers(of: node, owner: name.base, to: &members)
        } else {
            members.required.formUnion(requiredKeys(of: node))
        }
        return .model(addModel(.object(properties(of: members, depth: depth)), name: name))
    }

    /// Adds the properties of an `allOf` part: a reference's target (whose inline models are named after it), the
    /// parts of a nested `allOf`, and its own properties. Parts that are not objects are ignored with a warning.
    private func collectMembers(
        of part: OpenAPINode, owner: String, into members: inout OpenAPIObjectMembers, visited: inout Set<String>, depth: Int
    ) {
        guard depth < Self.maximumSchemaDepth else {
            warn("allOf nested more than \(Self.maximumSchemaDepth) levels deep; the members below this point are not merged", at: part.pointer)
            return
        }
        guard let target = schemaTarget(part), visited.insert(target.pointer).inserted else { return }
        var owner = owner
        if target.pointer != part.pointer {
            if let key = componentKey(ofPointer: target.pointer), let name = componentNames[key] {
                owner = name
            } else {
                owner = nameHint(forPointer: target.pointer)
            }
        }
        for nested in target["allOf"]?.elements ?? [] where nested.isObject {
            if definesType(nested) && !isNullSchema(nested) {
                collectMembers(of: nested, owner: owner, into: &members, visited: &visited, depth: depth + 1)
            } else {
                members.required.formUnion(requiredKeys(of: nested))
            }
        }
        let typeName = typeName(of: target)
        let isUnion = !hasProperties(target) && (composition(of: target)?.variants.isEmpty == false)
        if isUnion || enumPlan(for: target) != nil || (typeName != nil && typeName != "object") {
            warn(
                "an allOf part that is not an object (\(isUnion ? "a oneOf/anyOf" : typeName ?? "an enum")) cannot be merged into one; ignored",
                at: part.pointer
            )
            return
        }
        addOwnMembers(of: target, owner: owner, to: &members)
    }

    /// Adds a schema's own `properties` and `required` keys.
    private func addOwnMembers(of node: OpenAPINode, owner: String, to members: inout OpenAPIObjectMembers) {
        for (key, schema) in node["properties"]?.entries ?? [] {
            members.add(key, schema: schema, owner: owner)
        }
        members.required.formUnion(requiredKeys(of: node))
    }

    /// The keys in a schema's `required` array (a Boolean `required` belongs to a property and is read there).
    func requiredKeys(of node: OpenAPINode) -> [String] {
        guard let required = node["required"] else { return [] }
        if let elements = required.elements {
            return elements.compactMap { element in
                if let key = element.string { return key }
                warn("a required key should be a string, found \(element.kind.withArticle); ignored", at: element.pointer)
                return nil
            }
        }
        if required.bool == nil {
            warn("\"required\" should be an array of property names, found \(required.kind.withArticle); ignored", at: required.pointer)
        }
        return []
    }

    /// Converts collected members into properties.
    private func properties(of members: OpenAPIObjectMembers, depth: Int) -> [Property] {
        members.members.compactMap { member in
            property(member.key, schema: member.schema, owner: member.owner, required: members.required.contains(member.key), depth: depth)
        }
    }

    /// One property: its type (inline schemas become models named `<owner>_<key>`), requiredness, nullability,
    /// documentation, deprecation, rename hint, default value and validation rules.
    private func property(_ key: String, schema: OpenAPINode, owner: String, required: Bool, depth: Int) -> Property? {
        guard !key.isEmpty else {
            warn("a property with an empty name cannot be modelled; skipped", at: schema.pointer)
            return nil
        }
        let type = schemaType(schema, name: .inline(owner + "_" + key), depth: depth + 1)
        var isRequired = required
        if schema.isObject, let flag = schema["required"]?.bool {
            warn(
                "\"required: \(flag)\" inside a property schema is not OpenAPI (list the key in the object's required array); honoured",
                at: schema.pointer + "/required"
            )
            isRequired = isRequired || flag
        }
        guard schema.isObject else { return Property(name: key, type: type.type, required: isRequired, nullable: type.nullable) }
        return Property(
            name: key, type: type.type, required: isRequired, nullable: type.nullable,
            description: schema["description"]?.nonEmptyString, deprecated: flag(schema, "deprecated"),
            renamedFrom: string(schema, OpenAPIKeys.renamedFrom), defaultValue: defaultValue(schema["default"], for: type),
            rules: valueRules(of: schema, type: type.type)
        )
    }
}
