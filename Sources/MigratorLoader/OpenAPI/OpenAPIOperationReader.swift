import MigratorModel

/// One operation found under `paths`, with what its endpoint is built from.
struct OpenAPIOperationSource {
    /// The lower-case HTTP method.
    var method: String
    /// The templated path, starting with `/`.
    var path: String
    /// The `{name}`s of the path template, in order.
    var template: [String]
    /// The operation object.
    var operation: OpenAPINode
    /// The path item holding it (for path-level parameters, summary and description).
    var pathItem: OpenAPINode
    /// The settled operationId.
    var operationId = ""
}

extension OpenAPIContext {
    /// The endpoints of every operation under `paths`: paths in document order (sorted in JSON), methods in the
    /// order the path item lists them.
    func readPaths() -> [Endpoint] {
        guard let paths = root["paths"] else {
            if !isVersion31 { warn("the document has no \"paths\" (required in OpenAPI 3.0); it has no endpoints", at: "") }
            return []
        }
        guard let pathsObject = object(paths, "\"paths\"") else { return [] }
        var sources: [OpenAPIOperationSource] = []
        for (key, entry) in pathsObject.entries where !key.hasPrefix("x-") {
            guard let resolved = dereference(entry), let item = object(resolved, "a path item"),
                  case let (path, template)? = pathTemplate(key, at: entry.pointer) else { continue }
            checkKeys(item, OpenAPIKeys.pathItem, in: "a path item")
            for method in item.keys where OpenAPIKeys.methods.contains(method) {
                guard let operation = object(item[method], "an operation") else { continue }
                sources.append(OpenAPIOperationSource(method: method, path: path, template: template, operation: operation, pathItem: item))
            }
        }
        assignOperationIds(&sources)
        return sources.map(endpoint)
    }

    /// The path (with a leading `/` added if missing) and its template names; `nil` with a warning for an invalid
    /// template (unbalanced or empty braces, or a name used twice).
    private func pathTemplate(_ key: String, at pointer: String) -> (String, [String])? {
        var path = key
        if !path.hasPrefix("/") {
            warn("path \"\(key)\" should start with /; read as \"/\(key)\"", at: pointer)
            path = "/" + path
        }
        guard let template = DocumentValidator.templateParameters(of: path) else {
            warn("path \"\(key)\" has unbalanced or empty braces; its operations are skipped", at: pointer)
            return nil
        }
        guard Set(template).count == template.count else {
            warn("path \"\(key)\" uses a template name twice; its operations are skipped", at: pointer)
            return nil
        }
        return (path, template)
    }

    /// Settles unique operationIds: declared ones first (a repeated one gets a `_2`-style suffix, with a warning),
    /// then names derived from method and path for operations without one.
    private func assignOperationIds(_ sources: inout [OpenAPIOperationSource]) {
        var used: Set<String> = []
        var duplicates: [(Int, String)] = []
        var missing: [Int] = []
        for index in sources.indices {
            if let declared = string(sources[index].operation, "operationId"), !declared.isEmpty {
                if used.insert(declared).inserted {
                    sources[index].operationId = declared
                } else {
                    duplicates.append((index, declared))
                }
            } else {
                missing.append(index)
            }
        }
        for (index, declared) in duplicates {
            let unique = OpenAPINaming.uniqueName(declared, in: &used)
            warn("duplicate operationId \"\(declared)\"; this operation's is \"\(unique)\"", at: sources[index].operation.pointer + "/operationId")
            sources[index].operationId = unique
        }
        for index in missing {
            let derived = OpenAPINaming.operationId(method: sources[index].method, path: sources[index].path)
            sources[index].operationId = OpenAPINaming.uniqueName(derived, in: &used)
        }
    }

    /// The operation's `servers`, else its path item's, else `nil` (the document's servers). A list whose servers
    /// are all dropped (relative URLs, variables without defaults; warned about by `readServers`) is `nil` too.
    private func endpointServers(_ source: OpenAPIOperationSource) -> [Server]? {
        guard let node = source.operation["servers"] ?? source.pathItem["servers"] else { return nil }
        let servers = readServers(node)
        return servers.isEmpty ? nil : servers
    }

    /// The endpoint of one operation.
    private func endpoint(_ source: OpenAPIOperationSource) -> Endpoint {
        let operation = source.operation
        checkKeys(operation, OpenAPIKeys.operation, in: "an operation")
        var parameters = readParameters(source)
        if let body = operation["requestBody"], let parameter = readRequestBody(body, operationId: source.operationId) {
            parameters.append(parameter)
        }
        let (response, errors) = readResponses(operation["responses"], operationId: source.operationId)
        return Endpoint(
            operationId: source.operationId, method: source.method.uppercased(), path: source.path,
            summary: operation["summary"]?.nonEmptyString ?? source.pathItem["summary"]?.nonEmptyString,
            description: operation["description"]?.nonEmptyString ?? source.pathItem["description"]?.nonEmptyString,
            deprecated: flag(operation, "deprecated"), renamedFrom: string(operation, OpenAPIKeys.renamedFrom),
            security: operation["security"].map(readSecurityRequirement),
            parameters: parameters, response: response, errors: errors,
            servers: endpointServers(source)
        )
    }
}
