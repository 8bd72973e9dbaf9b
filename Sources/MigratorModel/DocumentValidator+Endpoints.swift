import Foundation
import MigratorRuntime

extension DocumentValidator {
    /// The `{name}` segments of a path template, or `nil` when braces are unbalanced or nested.
    public static func templateParameters(of path: String) -> [String]? {
        var names: [String] = []
        var current: String?
        for character in path {
            switch character {
            case "{":
                if current != nil { return nil }
                current = ""
            case "}":
                guard let name = current, !name.isEmpty else { return nil }
                names.append(name)
                current = nil
            default:
                current?.append(character)
            }
        }
        return current == nil ? names : nil
    }

    func checkEndpoint(
        _ endpoint: Endpoint, path: [String], models: [String: ModelDefinition], into diagnostics: inout Diagnostics
    ) {
        if !endpoint.path.hasPrefix("/") {
            diagnostics.error("the path \"\(endpoint.path)\" must start with /", at: location(path + ["path"]))
        }
        for (index, server) in (endpoint.servers ?? []).enumerated() {
            checkServer(server, path: path + ["servers", "\(index)"], into: &diagnostics)
        }
        if endpoint.servers?.isEmpty == true {
            diagnostics.error("an endpoint's servers list is empty (leave it out to use the document's servers)", at: location(path + ["servers"]))
        }
        let parameters = endpoint.parameters
        if let template = Self.templateParameters(of: endpoint.path) {
            let pathParameters = parameters.filter { $0.location == .path }.map(\.name)
            for name in template where !pathParameters.contains(name) {
                diagnostics.error("the path template names {\(name)} but no path parameter has that name", at: location(path + ["path"]))
            }
            if Set(template).count != template.count {
                diagnostics.error("the path template repeats a parameter", at: location(path + ["path"]))
            }
            for (index, parameter) in parameters.enumerated() where parameter.location == .path && !template.contains(parameter.name) {
                diagnostics.error(
                    "path parameter \"\(parameter.name)\" does not appear in the path template \(endpoint.path)",
                    at: location(path + ["parameters", "\(index)"])
                )
            }
        } else {
            diagnostics.error("invalid path template \"\(endpoint.path)\" (unbalanced or empty braces)", at: location(path + ["path"]))
        }
        var seen: Set<String> = []
        var bodyCount = 0
        for (index, parameter) in parameters.enumerated() {
            let parameterPath = path + ["parameters", "\(index)"]
            if !seen.insert("\(parameter.location.rawValue):\(parameter.name)").inserted {
                diagnostics.error("duplicate \(parameter.location.rawValue) parameter \"\(parameter.name)\"", at: location(parameterPath))
            }
            checkType(parameter.type, models: models, path: parameterPath + ["type"], into: &diagnostics)
            checkRules(parameter.rules, path: parameterPath, into: &diagnostics)
            switch parameter.location {
            case .body:
                bodyCount += 1
                if bodyCount == 2 {
                    diagnostics.error("an endpoint has at most one body parameter", at: location(parameterPath))
                }
                checkBody(parameter, models: models, path: parameterPath, into: &diagnostics)
            case .path, .query, .header, .cookie:
                if parameter.location == .path, !parameter.required {
                    diagnostics.error("path parameter \"\(parameter.name)\" must be required", at: location(parameterPath + ["required"]))
                }
                if !Self.isSendableOutsideBody(parameter.type) {
                    diagnostics.error(
                        "\(parameter.location.rawValue) parameter \"\(parameter.name)\" has type \(parameter.type); "
                            + "binary values can only be sent in the body",
                        at: location(parameterPath + ["type"])
                    )
                }
                checkStyle(parameter, path: parameterPath, into: &diagnostics)
            }
            if parameter.location != .body, parameter.mediaType != nil {
                diagnostics.error("\"mediaType\" applies to body parameters only", at: location(parameterPath + ["mediaType"]))
            }
            if parameter.location != .body, !parameter.alternatives.isEmpty {
                diagnostics.error("\"alternatives\" applies to body parameters only", at: location(parameterPath + ["alternatives"]))
            }
            if parameter.location == .body, parameter.style != nil || parameter.explode != nil {
                diagnostics.error("a body parameter has no style or explode", at: location(parameterPath + [parameter.style != nil ? "style" : "explode"]))
            }
            if parameter.allowReserved, parameter.location != .query {
                diagnostics.error("only a query parameter has allowReserved", at: location(parameterPath + ["allowReserved"]))
            }
        }
        if let response = endpoint.response {
            if !(200...299).contains(response.status) {
                diagnostics.error("the success status \(response.status) is not 2xx", at: location(path + ["response", "status"]))
            }
            if let type = response.type {
                checkType(type, models: models, path: path + ["response", "type"], into: &diagnostics)
            }
            if response.contentType == .textPlain, response.type != .scalar(.string) {
                diagnostics.error("a text/plain response must have type string", at: location(path + ["response", "type"]))
            }
            if response.contentType == .multipartFormData {
                diagnostics.error("\(response.contentType.rawValue) responses are not supported", at: location(path + ["response", "contentType"]))
            }
            if response.contentType == .octetStream, response.type != .scalar(.binary) {
                diagnostics.error("an application/octet-stream response must have type binary", at: location(path + ["response", "type"]))
            }
            checkMediaType(response.mediaType, contentType: response.contentType, path: path + ["response", "mediaType"], into: &diagnostics)
            var listed: Set<String> = [response.declaredMediaType]
            for (index, alternative) in response.alternatives.enumerated() {
                let alternativePath = location(path + ["response", "alternatives", "\(index)"])
                if !MediaType.isValid(alternative) {
                    diagnostics.error("\"\(alternative)\" is not a media type such as text/plain (type/subtype, no parameters)", at: alternativePath)
                } else if !listed.insert(alternative.lowercased()).inserted {
                    diagnostics.error("the media type \(alternative) is listed twice", at: alternativePath)
                }
            }
        }
        for (index, error) in endpoint.errors.enumerated() {
            if case let .code(code) = error.status, !(400...599).contains(code) {
                diagnostics.error("error status \(code) is not 4xx or 5xx", at: location(path + ["errors", "\(index)", "status"]))
            }
            if let type = error.type {
                checkType(type, models: models, path: path + ["errors", "\(index)", "type"], into: &diagnostics)
            }
        }
    }

    private func checkBody(_ parameter: Parameter, models: [String: ModelDefinition], path: [String], into diagnostics: inout Diagnostics) {
        if !parameter.multipartEncoding.isEmpty, parameter.contentType != .multipartFormData {
            diagnostics.error("\"encoding\" applies to multipart/form-data bodies only", at: location(path + ["encoding"]))
        }
        checkMediaType(parameter.mediaType, contentType: parameter.contentType, path: path + ["mediaType"], into: &diagnostics)
        checkBodyType(parameter, models: models, path: path, into: &diagnostics)
        var listed: Set<String> = [parameter.declaredMediaType.lowercased()]
        for (index, alternative) in parameter.alternatives.enumerated() {
            let alternativePath = path + ["alternatives", "\(index)"]
            if let type = alternative.type {
                checkType(type, models: models, path: alternativePath + ["type"], into: &diagnostics)
            }
            if !alternative.multipartEncoding.isEmpty, alternative.contentType != .multipartFormData {
                diagnostics.error("\"encoding\" applies to multipart/form-data alternatives only", at: location(alternativePath + ["encoding"]))
            }
            checkMediaType(alternative.mediaType, contentType: alternative.contentType, path: alternativePath + ["mediaType"], into: &diagnostics)
            if !listed.insert(alternative.declaredMediaType.lowercased()).inserted {
                diagnostics.error("the media type \(alternative.declaredMediaType) is listed twice", at: location(alternativePath))
            }
            checkBodyType(alternative.parameter(replacing: parameter), models: models, path: alternativePath, into: &diagnostics)
        }
    }

    /// Checks that a body's type fits its content type: `string` for text, `binary` for raw content, an object model or
    /// a map for form and multipart bodies.
    private func checkBodyType(_ parameter: Parameter, models: [String: ModelDefinition], path: [String], into diagnostics: inout Diagnostics) {
        switch parameter.contentType {
        case .json:
            break
        case .textPlain:
            if parameter.type != .scalar(.string) {
                diagnostics.error("a text/plain body must have type string", at: location(path + ["type"]))
            }
        case .octetStream:
            if parameter.type != .scalar(.binary) {
                diagnostics.error("an application/octet-stream body must have type binary", at: location(path + ["type"]))
            }
        case .formURLEncoded, .multipartFormData:
            let isObject: Bool
            switch parameter.type {
            case .dictionary, .json: isObject = true
            case let .model(name):
                if case .object = models[name]?.kind { isObject = true } else { isObject = models[name] == nil }
            default: isObject = false
            }
            if !isObject {
                let kind = parameter.contentType == .multipartFormData ? "a multipart/form-data body" : "a form body"
                diagnostics.error("\(kind) must be an object model or a map", at: location(path + ["type"]))
            }
        }
    }

    /// Checks the exact media type of a raw body or response: only with `application/octet-stream` content, and a
    /// valid `type/subtype` (wildcards allowed, no parameters).
    private func checkMediaType(_ mediaType: String?, contentType: ContentType, path: [String], into diagnostics: inout Diagnostics) {
        guard let mediaType else { return }
        if contentType != .octetStream {
            diagnostics.error("\"mediaType\" applies to application/octet-stream (raw) content only, not \(contentType.rawValue)", at: location(path))
        } else if !MediaType.isValid(mediaType) {
            diagnostics.error("\"\(mediaType)\" is not a media type such as image/jpeg (type/subtype, no parameters)", at: location(path))
        }
    }

    /// Checks a server: its URL with the variables' defaults is absolute, every `{name}` has a variable, every variable
    /// appears in the URL once, and a variable's default is one of its listed values.
    func checkServer(_ server: Server, path: [String], into diagnostics: inout Diagnostics) {
        let resolved = server.resolvedURL()
        if URL(string: resolved)?.scheme == nil || URL(string: resolved)?.host == nil {
            diagnostics.error("server URL \"\(server.url)\" is not an absolute URL", at: location(path + ["url"]))
        }
        let variables = server.variables ?? []
        let placeholders = server.placeholders
        for name in placeholders where !variables.contains(where: { $0.name == name }) {
            diagnostics.error("the server URL names {\(name)} but no variable has that name", at: location(path + ["url"]))
        }
        var seen: Set<String> = []
        for (index, variable) in variables.enumerated() {
            let variablePath = path + ["variables", "\(index)"]
            if !seen.insert(variable.name).inserted {
                diagnostics.error("duplicate server variable \"\(variable.name)\"", at: location(variablePath))
            }
            if !placeholders.contains(variable.name) {
                diagnostics.error("server variable \"\(variable.name)\" does not appear in the URL \(server.url)", at: location(variablePath))
            }
            if let values = variable.values, !values.contains(variable.defaultValue) {
                diagnostics.error("the default \"\(variable.defaultValue)\" of server variable \"\(variable.name)\" is not one of its values", at: location(variablePath + ["default"]))
            }
        }
    }

    /// Checks that the parameter's style is allowed in its location (see `ParameterStyle.allowed(inLocation:)`).
    private func checkStyle(_ parameter: Parameter, path: [String], into diagnostics: inout Diagnostics) {
        let allowed = ParameterStyle.allowed(inLocation: parameter.location.rawValue)
        guard let style = parameter.style, !allowed.contains(style) else { return }
        diagnostics.error(
            "style \(style.rawValue) is not allowed for a \(parameter.location.rawValue) parameter (allowed: "
                + allowed.map(\.rawValue).joined(separator: ", ") + ")",
            at: location(path + ["style"])
        )
    }

    /// Whether a type can be sent outside the body: anything but binary (scalars and enums as text; objects, unions,
    /// maps and JSON in the parameter's style, see `ParameterStyle`).
    public static func isSendableOutsideBody(_ type: TypeReference) -> Bool {
        switch type {
        case let .scalar(scalar): return scalar != .binary
        case let .array(element), let .dictionary(element): return isSendableOutsideBody(element)
        case .json, .model: return true
        }
    }
}
