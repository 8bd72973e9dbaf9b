import MigratorModel

/// The parts of one endpoint entry, read from either document layout.
///
/// Format 2.x keeps the REST exporter's view in `identifiers` (`EndpointPath`, `Operation`, `HandlerName`,
/// besides gRPC identifiers that are ignored); the legacy format has `path`, `operation` and `handlerName` on
/// the endpoint itself. Both have `deltaIdentifier`, `parameters`, `response` and `errors`.
struct ApodiniEndpointSource {
    /// The endpoint entry.
    let node: ApodiniNode
    /// The endpoint's stable identifier (`deltaIdentifier`), if present.
    let deltaIdentifier: String?
    /// The handler's type name, if present.
    let handlerName: ApodiniTypeName?
    /// The node holding the CRUD operation, if present.
    let operation: ApodiniNode?
    /// The node holding the REST path, if present.
    let path: ApodiniNode?
    /// The communication pattern (`requestResponse`, `serviceSideStream`, …), if present.
    let pattern: String?
    /// The parameter entries.
    let parameters: [ApodiniNode]
    /// The response type, if present.
    let response: ApodiniNode?
    /// The error entries (`{"code": 404, "message": "Not found"}`).
    let errors: [ApodiniNode]

    /// Reads the parts of `node` in `format`.
    init(node: ApodiniNode, format: ApodiniDocumentFormat) {
        self.node = node
        deltaIdentifier = node.text("deltaIdentifier")
        switch format {
        case .current:
            let identifiers = node["identifiers"]
            handlerName = identifiers?.text("HandlerName").flatMap(ApodiniTypeName.init(qualified:))
            operation = identifiers?["Operation"]
            path = identifiers?["EndpointPath"]
        case .legacy:
            handlerName = node.text("handlerName").flatMap(ApodiniTypeName.init(qualified:))
            operation = node["operation"]
            path = node["path"]
        }
        pattern = node.text("communicationalPattern") ?? node.text("communicationPattern")
        parameters = node["parameters"]?.elements ?? []
        response = node["response"]
        errors = node["errors"]?.elements ?? []
    }

    /// Apodini's CRUD operations and the HTTP methods its REST exporter serves them with.
    static let methods = ["create": "POST", "read": "GET", "update": "PUT", "delete": "DELETE"]

    /// The HTTP method: the REST exporter's mapping of the operation; a missing or unknown operation is `read`
    /// (`GET`), Apodini's default, with a warning.
    func method(context: ApodiniReadContext) -> String {
        guard let operation else {
            context.warning("the endpoint has no operation; it is read as `read` (GET), Apodini's default", at: node)
            return "GET"
        }
        let name = operation.string?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if let method = Self.methods[name] { return method }
        context.warning("unknown operation \(operation.shape) (expected create, read, update or delete); it is read as GET", at: operation)
        return "GET"
    }

    /// The REST path, starting with `/`; a missing path is `/` with a warning.
    func restPath(context: ApodiniReadContext) -> String {
        guard let path, let text = path.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            context.warning("the endpoint has no REST path; it is read as \"/\"", at: self.path ?? node)
            return "/"
        }
        return text.hasPrefix("/") ? text : "/" + text
    }

    /// The operation id before de-duplication: the `deltaIdentifier`, the identifier ApodiniMigrator itself
    /// matches endpoints across versions by. Apodini's generated identifiers such as `0.1.2` are not stable,
    /// so, as ApodiniMigrator does, the handler's plain type name replaces them; whitespace becomes `_`.
    func operationIdCandidate(index: Int, context: ApodiniReadContext) -> String {
        if let identifier = deltaIdentifier, !Self.isGeneratedIdentifier(identifier) {
            return Self.sanitized(identifier)
        }
        if let handlerName {
            let name = handlerName.plainName
            if deltaIdentifier == nil {
                context.warning("the endpoint has no deltaIdentifier; its operation id is the handler name \"\(name)\"", at: node)
            }
            return Self.sanitized(name)
        }
        context.warning("the endpoint has neither a deltaIdentifier nor a handler name; its operation id is \"endpoint\(index + 1)\"", at: node)
        return "endpoint\(index + 1)"
    }

    /// Whether `identifier` is one of Apodini's positional identifiers (dot-separated numbers such as `0.1.2`).
    static func isGeneratedIdentifier(_ identifier: String) -> Bool {
        identifier.split(separator: ".").contains { Int($0) != nil }
    }

    /// `identifier` with whitespace and control characters replaced by `_`.
    static func sanitized(_ identifier: String) -> String {
        String(identifier.unicodeScalars.map { scalar -> Character in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .control ? "_" : Character(scalar)
        })
    }
}
