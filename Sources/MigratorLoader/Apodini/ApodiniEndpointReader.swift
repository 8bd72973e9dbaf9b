import MigratorModel

/// Converts ApodiniMigrator endpoints into model endpoints, as Apodini's REST exporter serves them.
///
/// Parameters: `lightweight` → query, `path` → path, `content` → the body. One content parameter is the body
/// itself; several are wrapped into one object model named `<OperationId>WrappedContent` (upper-cased first
/// letter) whose properties are the content parameters — the body shape Apodini's REST exporter reads and
/// ApodiniMigrator's own clients send. Parameters are ordered path, query, body, each in document order.
struct ApodiniEndpointReader {
    /// Converts parameter and response types.
    let converter: ApodiniTypeConverter
    /// Diagnostics and settings.
    let context: ApodiniReadContext
    /// Model names given out so far; wrapper models claim theirs here.
    private var takenModelNames: Set<String>
    /// Operation ids given out so far.
    private var takenOperationIds: Set<String> = []
    /// The wrapper models of endpoints with several content parameters, in endpoint order.
    private(set) var wrapperModels: [ModelDefinition] = []

    /// Creates a reader whose wrapper models avoid the names in `takenModelNames`.
    init(converter: ApodiniTypeConverter, context: ApodiniReadContext, takenModelNames: Set<String>) {
        self.converter = converter
        self.context = context
        self.takenModelNames = takenModelNames
    }

    /// Converts the endpoint entries in document order.
    mutating func read(_ nodes: [ApodiniNode]) -> [Endpoint] {
        nodes.enumerated().map { index, node in endpoint(ApodiniEndpointSource(node: node, format: context.format), index: index) }
    }

    /// Converts one endpoint.
    private mutating func endpoint(_ source: ApodiniEndpointSource, index: Int) -> Endpoint {
        let candidate = source.operationIdCandidate(index: index, context: context)
        let operationId = ApodiniNaming.claim(candidate, in: &takenOperationIds)
        if operationId != candidate {
            context.warning("operation id \"\(candidate)\" is used by an earlier endpoint; this one is \"\(operationId)\"", at: source.node)
        }
        let method = source.method(context: context)
        let path = source.restPath(context: context)
        if let pattern = source.pattern, pattern != "requestResponse" {
            context.warning(
                "the endpoint's communication pattern is \(pattern); the client sends one request and reads one response",
                at: source.node
            )
        }
        let parameters = self.parameters(source, path: path, method: method, operationId: operationId)
            .enumerated()
            .sorted { (Self.order($0.element.location), $0.offset) < (Self.order($1.element.location), $1.offset) }
            .map(\.element)
        return Endpoint(
            operationId: operationId, method: method, path: path, parameters: parameters,
            response: response(source), errors: errors(source)
        )
    }

    /// The position of a location in an endpoint's parameter list: path, query, header, body.
    private static func order(_ location: ParameterLocation) -> Int {
        switch location {
        case .path: return 0
        case .query: return 1
        case .header, .cookie: return 2
        case .body: return 3
        }
    }

    /// One parameter entry with its converted type.
    private struct Entry {
        /// The parameter entry, for diagnostics.
        var node: ApodiniNode
        /// The parameter's name.
        var name: String
        /// Its converted type.
        var type: ApodiniConvertedType
        /// Whether it must be sent.
        var required: Bool
    }

    /// The path, query and body parameters of an endpoint, matched against its path template.
    private mutating func parameters(_ source: ApodiniEndpointSource, path: String, method: String, operationId: String) -> [Parameter] {
        let template = DocumentValidator.templateParameters(of: path) ?? []
        var result: [Parameter] = []
        var seen: Set<String> = []
        var content: [Entry] = []
        for node in source.parameters {
            guard let name = node.text("name") else {
                context.warning("a parameter without a name is skipped", at: node)
                continue
            }
            let type: ApodiniConvertedType
            if let typeNode = node["type"] {
                type = converter.convert(typeNode)
            } else {
                context.warning("parameter \"\(name)\" has no type; it is read as a string", at: node)
                type = ApodiniConvertedType(type: .scalar(.string))
            }
            let necessity = node.text("necessity") ?? "required"
            var entry = Entry(node: node, name: name, type: type, required: necessity == "required" && !type.optional)
            var location: ParameterLocation
            switch node.text("kind") ?? "lightweight" {
            case "lightweight": location = .query
            case "path": location = .path
            case "content":
                content.append(entry)
                continue
            default:
                context.warning("parameter \"\(name)\" has an unknown kind \(node["kind"]?.shape ?? ""); it is skipped", at: node)
                continue
            }
            if location == .path, !template.contains(name) {
                context.warning("path parameter \"\(name)\" does not appear in the path \(path); it is sent as a query parameter", at: node)
                location = .query
            }
            if location == .path, !entry.required {
                context.warning("path parameter \"\(name)\" is optional; path parameters are always sent, so it is read as required", at: node)
                entry.required = true
            }
            guard seen.insert("\(location.rawValue):\(name)").inserted else {
                context.warning("\(location.rawValue) parameter \"\(name)\" is declared twice; the second is skipped", at: node)
                continue
            }
            result.append(Parameter(name: name, location: location, type: entry.type.type, required: entry.required, description: entry.type.description))
        }
        for name in template where !seen.contains("path:\(name)") {
            context.warning("the path names {\(name)} but no path parameter has that name; it is read as a required string", at: source.path ?? source.node)
            result.append(Parameter(name: name, location: .path, type: .scalar(.string), required: true))
            seen.insert("path:\(name)")
        }
        if let body = body(content, operationId: operationId) {
            if method == "GET" {
                context.warning(
                    "a GET endpoint with content parameters: the body is sent, but some HTTP clients and proxies drop bodies of GET requests",
                    at: content[0].node
                )
            }
            result.append(body)
        }
        return result
    }

    /// The body parameter for the content parameters: none, the single one, or a wrapper model of several.
    private mutating func body(_ content: [Entry], operationId: String) -> Parameter? {
        guard let first = content.first else { return nil }
        if content.count == 1 {
            return Parameter(name: first.name, location: .body, type: first.type.type, required: first.required, description: first.type.description)
        }
        let modelName = ApodiniNaming.claim(ApodiniNaming.upperFirst(operationId) + "WrappedContent", in: &takenModelNames)
        var properties: [Property] = []
        var seen: Set<String> = []
        for entry in content {
            guard seen.insert(entry.name).inserted else {
                context.warning("content parameter \"\(entry.name)\" is declared twice; the second is skipped", at: entry.node)
                continue
            }
            properties.append(Property(name: entry.name, type: entry.type.type, required: entry.required, description: entry.type.description))
        }
        wrapperModels.append(ModelDefinition(
            name: modelName, kind: .object(properties),
            description: "The content parameters of `\(operationId)`, sent together as one JSON object."
        ))
        return Parameter(name: "wrappedContent", location: .body, type: .model(modelName), required: content.contains(where: \.required))
    }

    /// The success response: status 200 with the response type; Apodini's `Empty` means no content.
    private func response(_ source: ApodiniEndpointSource) -> ResponseDefinition {
        guard let node = source.response else {
            context.warning("the endpoint has no response type; it is read as returning no content", at: source.node)
            return ResponseDefinition(status: 200)
        }
        if converter.isApodiniEmpty(node) { return ResponseDefinition(status: 200) }
        let converted = converter.convert(node)
        if converted.optional {
            context.warningOnce("optional response types are read as their wrapped type; a null response fails to decode", at: node)
        }
        return ResponseDefinition(status: 200, type: converted.type, description: converted.description)
    }

    /// The documented errors: status codes with their messages (Apodini documents no error body types).
    private func errors(_ source: ApodiniEndpointSource) -> [ErrorResponse] {
        var errors: [ErrorResponse] = []
        var seen: Set<Int> = []
        for node in source.errors {
            guard let code = node["code"]?.int else {
                context.warning("an error without an integer `code` is skipped", at: node)
                continue
            }
            guard (400...599).contains(code) else {
                context.warning("error code \(code) is not an HTTP error status (400–599); it is skipped", at: node)
                continue
            }
            guard seen.insert(code).inserted else {
                context.warning("error code \(code) is listed twice; the second is skipped", at: node)
                continue
            }
            errors.append(ErrorResponse(status: .code(code), description: node.text("message")))
        }
        return errors
    }
}
