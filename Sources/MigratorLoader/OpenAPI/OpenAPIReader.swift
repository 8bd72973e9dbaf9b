import Foundation
import MigratorModel

/// Reads OpenAPI 3.0 and 3.1 documents (JSON or YAML) into the model.
///
/// It works on the tree Foundation or Yams already built (see ``OpenAPINode``), in one pass over the document:
/// component schemas first (so every model name is known), then the paths. `$ref`s resolve by JSON pointer within
/// the document, each target converted once. Deviations from the specification that still have an obvious meaning
/// are tolerated with a warning naming the JSON pointer; dangling and external references are errors.
/// docs/openapi-mapping.md describes every mapping choice.
struct OpenAPIReader {
    /// The parsed file.
    var raw: RawDocument

    /// Converts the document, recording problems and tolerated deviations.
    func read(into diagnostics: inout Diagnostics) -> APIDocument? {
        let context = OpenAPIContext(raw: raw)
        let document = context.readDocument()
        diagnostics.append(contentsOf: context.diagnostics)
        return document
    }
}

extension OpenAPIContext {
    /// Reads the whole document.
    func readDocument() -> APIDocument? {
        guard root.isObject else {
            error("an OpenAPI document must be an object", at: "")
            return nil
        }
        checkKeys(root, OpenAPIKeys.document, in: "the OpenAPI document")
        readVersion()
        let service = readInfo()
        let servers = readServers(root["servers"])
        let components = object(root["components"], "\"components\"")
        if let components {
            checkKeys(components, OpenAPIKeys.components, in: "components")
            componentSchemas = object(components["schemas"], "\"components/schemas\"")
        }
        let authSchemes = readSecuritySchemes(components?["securitySchemes"])
        let security = root["security"].map(readSecurityRequirement) ?? []
        readComponentSchemas()
        let endpoints = readPaths()
        return APIDocument(
            service: service, servers: servers, authSchemes: authSchemes, security: security,
            models: outputModels(endpoints: endpoints), endpoints: endpoints
        )
    }

    /// Reads `openapi` (already known to start with 3.0 or 3.1).
    private func readVersion() {
        guard let version = root["openapi"] else { return }
        if version.string == nil {
            warn("\"openapi\" should be a string such as \"3.1.0\", found \(version.kind.withArticle)", at: version.pointer)
        }
        isVersion31 = version.text?.hasPrefix("3.1") == true
    }

    /// The service name (`info.title`), version (`info.version`) and description.
    ///
    /// A missing title falls back to the file's name and a missing version to `0.0.0`, each with a warning.
    private func readInfo() -> ServiceInfo {
        let fallbackName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard let info = object(root["info"], "\"info\"") else {
            warn("the document has no \"info\"; the service is named \"\(fallbackName)\", version 0.0.0", at: "")
            return ServiceInfo(name: fallbackName, version: "0.0.0")
        }
        checkKeys(info, OpenAPIKeys.info, in: "info")
        var name = info["title"]?.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if name.isEmpty {
            warn("\"info.title\" is missing or empty; the service is named \"\(fallbackName)\"", at: info.pointer)
            name = fallbackName.isEmpty ? "API" : fallbackName
        }
        var version = "0.0.0"
        if let node = info["version"], let text = node.text, !text.isEmpty, node.kind != .null {
            if node.string == nil {
                warn("\"info.version\" should be a string, found \(node.kind.withArticle); read as \"\(text)\"", at: node.pointer)
            }
            version = text
        } else {
            warn("\"info.version\" is missing; the version is 0.0.0", at: info.pointer)
        }
        let description = info["description"]?.nonEmptyString ?? info["summary"]?.nonEmptyString
        return ServiceInfo(name: name, version: version, description: description)
    }

    /// The absolute server URLs with a trailing `/` removed; `{variable}`s stay in the URL and become the server's
    /// ``ServerVariable``s (defaults, `enum` values), their defaults being used to check that the URL is absolute.
    ///
    /// Relative URLs (`/v3`) cannot be a client's default base URL; they are dropped with a warning, and the generated
    /// client then takes the base URL as an argument.
    func readServers(_ node: OpenAPINode?) -> [Server] {
        guard let node else { return [] }
        guard let elements = node.elements else {
            warn("\"servers\" should be an array, found \(node.kind.withArticle); ignored", at: node.pointer)
            return []
        }
        var servers: [Server] = []
        for element in elements {
            guard let server = object(element, "a server"), let template = string(server, "url") else {
                if element.isObject { warn("a server needs a \"url\"; ignored", at: element.pointer) }
                continue
            }
            checkKeys(server, OpenAPIKeys.server, in: "a server")
            guard var url = substituteVariables(template, of: server) else { continue }
            while url.hasSuffix("/") { url.removeLast() }
            guard let parsed = URL(string: url), parsed.scheme != nil, parsed.host != nil else {
                warn(
                    "server URL \"\(template)\" is not absolute and cannot be a default base URL; dropped (pass a baseURL to the client)",
                    at: server.pointer + "/url"
                )
                continue
            }
            var kept = template
            while kept.hasSuffix("/") { kept.removeLast() }
            let variables = serverVariables(of: server, in: template)
            servers.append(Server(
                url: variables.isEmpty ? url : kept, description: server["description"]?.nonEmptyString,
                variables: variables.isEmpty ? nil : variables
            ))
        }
        return servers
    }

    /// The variables of the `{name}` placeholders of `template` (each has a default: `substituteVariables` dropped
    /// the server otherwise), with their `enum` values and descriptions; a default missing from its `enum` is
    /// added to the values with a warning. Variables the URL does not use are left out.
    private func serverVariables(of server: OpenAPINode, in template: String) -> [ServerVariable] {
        let names = Server(url: template).placeholders
        var result: [ServerVariable] = []
        for name in names where !result.contains(where: { $0.name == name }) {
            guard let node = server["variables"]?[name], let defaultValue = node["default"]?.text else { continue }
            var values = node["enum"]?.elements?.compactMap(\.text)
            if let known = values, !known.contains(defaultValue) {
                warn("server variable \"\(name)\" has a default \"\(defaultValue)\" that is not in its enum; added to it", at: node.pointer + "/default")
                values = known + [defaultValue]
            }
            result.append(ServerVariable(
                name: name, defaultValue: defaultValue, values: values?.isEmpty == true ? nil : values,
                description: node["description"]?.nonEmptyString
            ))
        }
        return result
    }

    /// The URL with each `{variable}` replaced by the variable's `default`; `nil` (with a warning) if one has none.
    private func substituteVariables(_ template: String, of server: OpenAPINode) -> String? {
        guard template.contains("{") else { return template }
        var result = ""
        var name: String?
        for character in template {
            switch (character, name) {
            case ("{", nil): name = ""
            case ("}", let current?):
                guard let value = server["variables"]?[current]?["default"]?.text else {
                    warn("server variable \"\(current)\" has no default; the server is dropped", at: server.pointer + "/url")
                    return nil
                }
                result += value
                name = nil
            case (_, let current?): name = current + String(character)
            case (_, nil): result.append(character)
            }
        }
        return result
    }
}

extension OpenAPIContext {
    /// The auth schemes of `components/securitySchemes`, in document order, named by their keys.
    ///
    /// `http` bearer and basic and `apiKey` in a header or query map directly; `oauth2` and `openIdConnect` send their
    /// access token as a bearer token (warning); `apiKey` in a cookie, other `http` schemes and `mutualTLS` are not
    /// supported and skipped (warning). Requirements naming a skipped scheme drop it silently.
    func readSecuritySchemes(_ node: OpenAPINode?) -> [AuthScheme] {
        guard let schemes = object(node, "\"securitySchemes\"") else { return [] }
        var result: [AuthScheme] = []
        for (name, entry) in schemes.entries {
            declaredSchemes.insert(name)
            guard !name.isEmpty, let resolved = dereference(entry), let scheme = object(resolved, "a security scheme") else { continue }
            checkKeys(scheme, OpenAPIKeys.securityScheme, in: "a security scheme")
            if let kind = schemeKind(scheme) {
                supportedSchemes.insert(name)
                result.append(AuthScheme(name: name, kind: kind, description: scheme["description"]?.nonEmptyString))
            }
        }
        return result
    }

    /// The kind of one security scheme, or `nil` (with a warning) when it is not supported.
    private func schemeKind(_ scheme: OpenAPINode) -> AuthScheme.Kind? {
        let type = string(scheme, "type") ?? ""
        switch type {
        case "http":
            switch string(scheme, "scheme")?.lowercased() {
            case "bearer"?: return .bearer
            case "basic"?: return .basic
            case let other:
                warn("HTTP auth scheme \"\(other ?? "")\" is not supported (only bearer and basic); skipped", at: scheme.pointer)
                return nil
            }
        case "apiKey":
            guard let name = scheme["name"]?.nonEmptyString else {
                warn("an apiKey security scheme needs a \"name\"; skipped", at: scheme.pointer)
                return nil
            }
            switch string(scheme, "in") {
            case "header"?: return .apiKey(location: .header, parameterName: name)
            case "query"?: return .apiKey(location: .query, parameterName: name)
            case "cookie"?:
                warn("apiKey in a cookie is not supported; skipped", at: scheme.pointer + "/in")
                return nil
            default:
                warn("an apiKey security scheme needs \"in\": header or query; skipped", at: scheme.pointer)
                return nil
            }
        case "oauth2", "openIdConnect":
            warn("\(type) is read as a bearer token: the client sends the access token the app obtained; flows are not modelled", at: scheme.pointer)
            return .bearer
        case "mutualTLS":
            warn("mutualTLS is configured on the URL session, not modelled; skipped", at: scheme.pointer)
            return nil
        default:
            warn("unknown security scheme type \"\(type)\"; skipped", at: scheme.pointer)
            return nil
        }
    }

    /// A security requirement list as alternative scheme names: the first supported scheme of each requirement
    /// object. Empty objects (authentication optional) add nothing; undeclared names are dropped with a warning.
    func readSecurityRequirement(_ node: OpenAPINode) -> [String] {
        guard let elements = node.elements else {
            warn("\"security\" should be an array of requirement objects, found \(node.kind.withArticle); ignored", at: node.pointer)
            return []
        }
        var names: [String] = []
        for element in elements {
            guard let requirement = object(element, "a security requirement") else { continue }
            var chosen: String?
            for name in requirement.keys {
                if !declaredSchemes.contains(name) {
                    warn("security requirement names undeclared scheme \"\(name)\"; ignored", at: requirement.pointer)
                } else if chosen == nil, supportedSchemes.contains(name) {
                    chosen = name
                }
            }
            if let chosen, !names.contains(chosen) { names.append(chosen) }
        }
        return names
    }
}
