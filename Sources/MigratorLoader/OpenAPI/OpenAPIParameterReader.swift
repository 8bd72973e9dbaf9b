import MigratorModel
import MigratorRuntime

extension OpenAPIContext {
    /// Header parameters OpenAPI says to ignore: the client sets these itself.
    private static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]
    /// Parameter keys that Swagger 2.0 put on the parameter itself instead of in `schema`.
    private static let swagger2SchemaKeys: Set<String> = [
        "type", "format", "items", "enum", "default", "maximum", "minimum", "maxLength", "minLength", "pattern",
        "maxItems", "minItems", "uniqueItems", "multipleOf", "exclusiveMaximum", "exclusiveMinimum", "collectionFormat",
    ]

    /// The path, query and header parameters of an operation: the path item's, then the operation's (which replace a
    /// path-level parameter with the same location and name in place). The path template and the path parameters
    /// are reconciled: an undeclared `{name}` gets a required string parameter, a path parameter not in the template
    /// is dropped; both with warnings.
    func readParameters(_ source: OpenAPIOperationSource) -> [Parameter] {
        var parameters: [Parameter] = []
        var positions: [String: Int] = [:]
        for (level, list) in [source.pathItem["parameters"], source.operation["parameters"]].enumerated() {
            guard let list else { continue }
            guard let elements = list.elements else {
                warn("\"parameters\" should be an array, found \(list.kind.withArticle); ignored", at: list.pointer)
                continue
            }
            var seenAtLevel: Set<String> = []
            for element in elements {
                guard let parameter = readParameter(element, operationId: source.operationId) else { continue }
                let key = parameter.location.rawValue + ":" + (parameter.location == .header ? parameter.name.lowercased() : parameter.name)
                guard seenAtLevel.insert(key).inserted else {
                    warn("duplicate \(parameter.location.rawValue) parameter \"\(parameter.name)\"; ignored", at: element.pointer)
                    continue
                }
                if let position = positions[key] {
                    if level == 1 { parameters[position] = parameter }
                } else {
                    positions[key] = parameters.count
                    parameters.append(parameter)
                }
            }
        }
        return reconcile(parameters, with: source)
    }

    /// Makes the path parameters match the template exactly.
    private func reconcile(_ parameters: [Parameter], with source: OpenAPIOperationSource) -> [Parameter] {
        let pointer = source.operation.pointer
        var result = parameters.filter { parameter in
            guard parameter.location == .path, !source.template.contains(parameter.name) else { return true }
            warn("path parameter \"\(parameter.name)\" does not appear in the path \(source.path); ignored", at: pointer)
            return false
        }
        let declared = Set(result.filter { $0.location == .path }.map(\.name))
        let missing = source.template.filter { !declared.contains($0) }
        for name in missing {
            warn("the path \(source.path) names {\(name)} but no path parameter declares it; read as a required string", at: pointer)
        }
        result.insert(contentsOf: missing.map { Parameter(name: $0, location: .path, type: .scalar(.string), required: true) }, at: 0)
        return result
    }

    /// One parameter, or `nil` (with a warning where something is wrong) when it is skipped.
    private func readParameter(_ element: OpenAPINode, operationId: String) -> Parameter? {
        guard let resolved = dereference(element), let node = object(resolved, "a parameter") else { return nil }
        let isSwagger2 = !node.has("schema") && !node.has("content") && node.has("type")
        checkKeys(node, isSwagger2 ? OpenAPIKeys.parameter.union(Self.swagger2SchemaKeys) : OpenAPIKeys.parameter, in: "a parameter")
        guard let name = string(node, "name"), !name.isEmpty else {
            warn("a parameter needs a \"name\"; ignored", at: node.pointer)
            return nil
        }
        let location: ParameterLocation
        switch string(node, "in") {
        case "path"?: location = .path
        case "query"?: location = .query
        case "header"?:
            if Self.ignoredHeaders.contains(name.lowercased()) { return nil }
            location = .header
        case "cookie"?: location = .cookie
        case let other:
            warn("parameter \"\(name)\" has \"in\": \(other.map { "\"\($0)\"" } ?? "nothing") (expected path, query, header or cookie); ignored", at: node.pointer)
            return nil
        }
        let hint = componentName(of: element, under: "/components/parameters/") ?? "\(operationId)_\(name)"
        let (type, schema) = parameterType(node, name: name, isSwagger2: isSwagger2, hint: hint)
        var required = flag(node, "required")
        if location == .path, !required {
            warn("path parameter \"\(name)\" is not marked required; path parameters always are", at: node.pointer)
            required = true
        }
        var simple = type
        if !DocumentValidator.isSendableOutsideBody(type.type) {
            warn(
                "\(location.rawValue) parameter \"\(name)\" has type \(type.type), which cannot be sent outside the body; read as a string",
                at: node.pointer
            )
            simple = OpenAPISchemaType(type: .scalar(.string), nullable: type.nullable)
        }
        let (style, explode) = parameterStyle(node, name: name, location: location, isSwagger2: isSwagger2)
        var allowReserved = flag(node, "allowReserved")
        if allowReserved, location != .query {
            warn("\(location.rawValue) parameter \"\(name)\" has allowReserved, which only applies to query parameters; ignored", at: node.pointer + "/allowReserved")
            allowReserved = false
        }
        return Parameter(
            name: name, location: location, type: simple.type, required: required, nullable: simple.nullable,
            description: node["description"]?.nonEmptyString, deprecated: flag(node, "deprecated"),
            renamedFrom: string(node, OpenAPIKeys.renamedFrom),
            defaultValue: defaultValue(schema?["default"], for: simple),
            rules: simple.type == type.type ? valueRules(of: schema, type: simple.type) : ValueRules(),
            style: style, explode: explode, allowReserved: allowReserved
        )
    }

    /// A parameter's `style` and `explode`, or for Swagger 2.0 its `collectionFormat` (`csv`: form, `ssv`:
    /// spaceDelimited, `pipes`: pipeDelimited, `multi`: form exploded; `tsv` is read as csv with a warning). A style
    /// the location does not allow is dropped with a warning (the location's default is used); `deepObject` with
    /// `explode: false` (undefined in OpenAPI) is read as exploded with a warning.
    private func parameterStyle(_ node: OpenAPINode, name: String, location: ParameterLocation, isSwagger2: Bool) -> (ParameterStyle?, Bool?) {
        var explode: Bool?
        if let member = node["explode"] {
            explode = member.bool
            if explode == nil { _ = flag(node, "explode") }
        }
        if isSwagger2, let format = string(node, "collectionFormat") {
            let inQuery = location == .query || location == .cookie
            switch format {
            case "ssv" where location == .query: return (.spaceDelimited, false)
            case "pipes" where location == .query: return (.pipeDelimited, false)
            case "multi" where inQuery: return (.form, true)
            case "csv": return (nil, inQuery ? false : nil)
            default:
                warn("parameter \"\(name)\" has collectionFormat \"\(format)\", which a \(location.rawValue) parameter cannot use; read as csv", at: node.pointer + "/collectionFormat")
                return (nil, inQuery ? false : nil)
            }
        }
        guard let text = string(node, "style") else { return (nil, explode) }
        let allowed = ParameterStyle.allowed(inLocation: location.rawValue)
        guard let style = ParameterStyle(rawValue: text), allowed.contains(style) else {
            warn(
                "\(location.rawValue) parameter \"\(name)\" has style \"\(text)\" (allowed: \(allowed.map(\.rawValue).joined(separator: ", "))); the default is used",
                at: node.pointer + "/style"
            )
            return (nil, explode)
        }
        if style == .deepObject, explode == false {
            warn("query parameter \"\(name)\" has style deepObject with explode: false, which OpenAPI does not define; sent exploded", at: node.pointer + "/explode")
            return (style, nil)
        }
        return (style, explode)
    }

    /// A parameter's type and the schema it came from: `schema`, else the schema of the first `content` entry, else
    /// (Swagger 2.0 style, with a warning) the parameter's own `type`; a parameter with none of these is a string.
    private func parameterType(_ node: OpenAPINode, name: String, isSwagger2: Bool, hint: String) -> (OpenAPISchemaType, OpenAPINode?) {
        if let schema = node["schema"] {
            return (schemaType(schema, name: .inline(hint), depth: 0), schema)
        }
        if let content = object(node["content"], "a parameter's content") {
            guard let media = content.entries.first?.value, let schema = media["schema"] else {
                return (OpenAPISchemaType(type: .scalar(.string), nullable: false), nil)
            }
            return (schemaType(schema, name: .inline(hint), depth: 0), schema)
        }
        if isSwagger2 {
            warn("parameter \"\(name)\" has a Swagger 2.0-style \"type\" instead of a schema; read as its schema", at: node.pointer)
            return (schemaType(node, name: .inline(hint), depth: 0, checkingKeys: false), node)
        }
        warn("parameter \"\(name)\" has neither \"schema\" nor \"content\"; read as a string", at: node.pointer)
        return (OpenAPISchemaType(type: .scalar(.string), nullable: false), nil)
    }
}
