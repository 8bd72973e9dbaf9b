import Foundation

/// One way a request or value breaks the API description, e.g. `body.owner.name: expected string, found 42`.
public struct WireViolation: Hashable, Sendable, CustomStringConvertible {
    /// `<where>: <what>`, where `<where>` is `body…`, `query.<name>`, `header.<name>`, `path.<name>`, `security`,
    /// `url` or `endpoint`.
    public var message: String

    public init(message: String) { self.message = message }
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Validates HTTP requests and JSON values against a ``WireDocument``: the wire format the document describes, not
/// hand-written expectations.
///
/// ```swift
/// let validator = WireValidator(document: try WireDocument(json: data))
/// let (operationId, violations) = validator.validate(method: "GET", url: url, headers: headers, body: nil)
/// XCTAssertEqual(violations, [])
/// ```
public struct WireValidator: Sendable {
    /// The document requests are validated against.
    public let document: WireDocument
    /// Lower-cased names of request headers that are never reported as unknown (unless declared as parameters,
    /// in which case they are validated like any header parameter). Headers that are neither declared parameters,
    /// nor API-key headers of the document's auth schemes, nor listed here are violations.
    public var ignoredHeaders: Set<String> = WireValidator.defaultIgnoredHeaders

    /// `accept`, `content-type`, `authorization` and transport headers (`content-length`, `user-agent`, `host`,
    /// `accept-encoding`, `connection`).
    public static let defaultIgnoredHeaders: Set<String> = [
        "accept", "content-type", "authorization", "content-length", "user-agent", "host", "accept-encoding", "connection",
    ]

    let modelsByName: [String: WireModel]
    /// The servers and endpoint path templates, parsed once.
    let routes: WireRoutes

    /// Creates a validator for `document`.
    public init(document: WireDocument) {
        self.document = document
        var models: [String: WireModel] = [:]
        for model in document.models where models[model.name] == nil {
            models[model.name] = model
        }
        modelsByName = models
        routes = WireRoutes(document)
    }

    // MARK: Requests

    /// Finds the endpoint a request targets and validates the request against it.
    ///
    /// - The URL must start with one of the document's servers or of an endpoint's own servers (scheme, host, port
    ///   and base path); the rest of its path is matched against the endpoints' path templates (literal segments win
    ///   over placeholders), then the method must be the endpoint's, and the server must be one of the endpoint's
    ///   (its own `servers`, else the document's).
    /// - Path parameters: values (percent-decoded; arrays comma-separated) valid for their TYPE.
    /// - Query items: only declared parameters and API-key query parameters of the document's schemes; required ones
    ///   present; values valid for their TYPE; repeated only for `array<T>` parameters.
    /// - Headers (names case-insensitive): required ones present; declared ones valid for their TYPE (arrays
    ///   comma-separated); undeclared ones are violations unless in ``ignoredHeaders`` or API-key headers.
    /// - Security: when the endpoint requires authentication, a credential for one of its schemes (`Authorization:
    ///   Bearer <token>`, `Authorization: Basic <base64(user:password)>`, the API-key header or query item).
    /// - Body: present iff declared (required bodies must be sent; undeclared bodies must not), `Content-Type`
    ///   matches, JSON validated against the body TYPE (`null` only when nullable), form bodies decoded from
    ///   bracket-style fields and validated leniently, octet-stream bodies accepted as bytes.
    ///
    /// - Returns: The operation id of the matched endpoint (`nil` when none matches) and the violations, in order.
    ///
    /// `expectedOperationId` settles a tie: when endpoints of one method share a route template up to the names of
    /// their placeholders (Google's `GET /v2/{name}` and `GET /v2/{parent}`), the URL cannot tell them apart and the
    /// expected one is taken.
    public func validate(
        method: String, url: URL, headers: [String: String], body: Data?, expectedOperationId: String? = nil
    ) -> (operationId: String?, violations: [WireViolation]) {
        var violations: [WireViolation] = []
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return (nil, [WireViolation("url: cannot parse \(url.absoluteString)")])
        }
        let (relativePath, serverQuery, serverURL) = matchServer(components, &violations)
        let method = method.uppercased()
        guard let (endpoint, pathValues) = matchEndpoint(method: method, path: relativePath, serverURL: serverURL, expected: expectedOperationId, &violations) else {
            return (nil, violations)
        }
        validateServer(endpoint, serverURL, components, &violations)

        let headerValues = Self.lowercasedHeaders(headers)
        var queryPairs: [(name: String, value: String)] = []
        var serverItems = serverQuery
        for pair in WireURLText.pairs(components.percentEncodedQuery ?? "", plusIsSpace: false) {
            if let index = serverItems.firstIndex(of: pair.raw) {
                serverItems.remove(at: index)
                continue
            }
            if !pair.isValid { violations.append(WireViolation("query: invalid percent-encoding in \"\(pair.raw)\"")) }
            checkReservedCharacters(name: pair.name, raw: pair.raw, endpoint, &violations)
            queryPairs.append((pair.name, pair.value))
        }

        validatePathParameters(endpoint, pathValues, &violations)
        validateQuery(endpoint, queryPairs, &violations)
        validateHeaders(endpoint, headerValues, &violations)
        validateCookies(endpoint, headerValues, &violations)
        validateSecurity(endpoint, headerValues, queryPairs, &violations)
        validateBody(endpoint, headerValues, body, &violations)
        return (endpoint.operationId, violations)
    }

    private func validatePathParameters(_ endpoint: WireEndpoint, _ values: [String: String], _ violations: inout [WireViolation]) {
        for parameter in endpoint.parameters where parameter.location == .path {
            let label = "path.\(parameter.name)"
            guard let raw = values[parameter.name] else {
                violations.append(WireViolation("\(label): the path template \(endpoint.path) has no {\(parameter.name)}"))
                continue
            }
            if raw.isEmpty {
                violations.append(WireViolation("\(label): is empty"))
                continue
            }
            validatePathValue(raw, parameter, label, &violations)
        }
    }

    private func validateQuery(_ endpoint: WireEndpoint, _ pairs: [(name: String, value: String)], _ violations: inout [WireViolation]) {
        let declared = endpoint.parameters.filter { $0.location == .query }
        var grouped: [String: [String]] = [:]
        var order: [String] = []
        for pair in pairs {
            if grouped[pair.name] == nil { order.append(pair.name) }
            grouped[pair.name, default: []].append(pair.value)
        }
        var consumed: Set<String> = []
        let keyNames = Set(document.authSchemes.compactMap { scheme -> String? in
            if case let .apiKey(.query, name) = scheme.kind { return name }
            return nil
        })
        let declaredNames = Set(declared.map(\.name))
        // A map or any JSON value sent exploded takes the items no other parameter claims, so it comes last.
        var freeForm: [WireParameter] = []
        for parameter in declared {
            let label = "query.\(parameter.name)"
            if parameter.style == .deepObject {
                let prefix = parameter.name + "["
                let members = order.filter { $0 == parameter.name || ($0.hasPrefix(prefix) && $0.hasSuffix("]")) }
                consumed.formUnion(members)
                if members.isEmpty {
                    if parameter.required { violations.append(WireViolation("\(label): required query parameter is missing")) }
                    continue
                }
                let node = WireFormNode()
                for name in members {
                    guard let segments = WireFormNode.segments(name) else {
                        violations.append(WireViolation("\(label): malformed deepObject item name \"\(name)\""))
                        continue
                    }
                    var child = node
                    for segment in segments.dropFirst() { child = child.child(segment.isEmpty ? String(child.childKeys.count) : segment) }
                    child.values += grouped[name] ?? []
                }
                validateDeepObject(node, parameter, label, &violations)
                continue
            }
            consumed.insert(parameter.name)
            guard let values = grouped[parameter.name] else {
                let memberNames = explodedMemberNames(parameter, endpoint)
                let members = order.filter { memberNames.contains($0) && !consumed.contains($0) }
                if !members.isEmpty {
                    consumed.formUnion(members)
                    validateExplodedObject(members.flatMap { name in (grouped[name] ?? []).map { (name, $0) } }, parameter, label, &violations)
                    continue
                }
                if freeFormMembers(parameter) != nil {
                    freeForm.append(parameter)
                    continue
                }
                if parameter.required { violations.append(WireViolation("\(label): required query parameter is missing")) }
                continue
            }
            validateStyledValues(values, parameter, label, &violations)
        }
        // A map or any JSON value sent exploded (`key=value` for `{"key": "value"}`): its members are the query items of
        // names the endpoint does not declare, no other parameter claimed and no `deepObject` item (`a[b]`) spells.
        for parameter in freeForm {
            let label = "query.\(parameter.name)"
            let free = order.filter { !declaredNames.contains($0) && !consumed.contains($0) && !keyNames.contains($0) && !$0.contains("[") }
            guard !free.isEmpty else {
                if parameter.required { violations.append(WireViolation("\(label): required query parameter is missing")) }
                continue
            }
            consumed.formUnion(free)
            if case let .map(element)? = freeFormMembers(parameter) {
                let members = free.flatMap { name in (grouped[name] ?? []).map { (key: name, value: $0) } }
                validateStyledMembers(members, .map(element), label, &violations)
            }
        }
        for name in order where !consumed.contains(name) && !keyNames.contains(name) {
            let known = declared.isEmpty ? "the endpoint declares none" : "declared: " + declared.map(\.name).joined(separator: ", ")
            violations.append(WireViolation("query.\(name): unknown query parameter (\(known))"))
        }
    }

    private func validateHeaders(_ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ violations: inout [WireViolation]) {
        let declared = endpoint.parameters.filter { $0.location == .header }
        for parameter in declared {
            let label = "header.\(parameter.name)"
            guard let header = headers[parameter.name.lowercased()] else {
                if parameter.required { violations.append(WireViolation("\(label): required header is missing")) }
                continue
            }
            validateHeaderValue(header.value, parameter, label, &violations)
        }
        var declaredNames = Set(declared.map { $0.name.lowercased() })
        if endpoint.parameters.contains(where: { $0.location == .cookie }) { declaredNames.insert("cookie") }
        let keyNames = Set(document.authSchemes.compactMap { scheme -> String? in
            if case let .apiKey(.header, name) = scheme.kind { return name.lowercased() }
            return nil
        })
        for lowercased in headers.keys.sorted()
        where !declaredNames.contains(lowercased) && !keyNames.contains(lowercased) && !ignoredHeaders.contains(lowercased) {
            let known = declared.isEmpty ? "the endpoint declares none" : "declared: " + declared.map(\.name).joined(separator: ", ")
            violations.append(WireViolation("header.\(headers[lowercased]!.name): unknown header (\(known))"))
        }
    }

    private func validateSecurity(
        _ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ query: [(name: String, value: String)],
        _ violations: inout [WireViolation]
    ) {
        let requirement = document.securityRequirement(of: endpoint)
        guard !requirement.isEmpty else { return }
        var expected: [String] = []
        for name in requirement {
            guard let scheme = document.authScheme(named: name) else {
                expected.append("\(name) (undeclared scheme)")
                continue
            }
            switch scheme.kind {
            case .bearer:
                if let token = Self.authorization(headers, scheme: "bearer"), !token.isEmpty { return }
                expected.append("\(name) (Authorization: Bearer <token>)")
            case .basic:
                if let token = Self.authorization(headers, scheme: "basic"), let data = Data(base64Encoded: token),
                   let pair = String(data: data, encoding: .utf8), pair.contains(":") { return }
                expected.append("\(name) (Authorization: Basic <base64(user:password)>)")
            case let .apiKey(.header, parameterName):
                if let value = headers[parameterName.lowercased()]?.value, !value.isEmpty { return }
                expected.append("\(name) (header \(parameterName))")
            case let .apiKey(.query, parameterName):
                if query.contains(where: { $0.name == parameterName && !$0.value.isEmpty }) { return }
                expected.append("\(name) (query item \(parameterName))")
            }
        }
        violations.append(WireViolation("security: no credential for any required scheme; expected one of \(expected.joined(separator: ", "))"))
    }

    private func validateBody(_ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ body: Data?, _ violations: inout [WireViolation]) {
        guard var parameter = endpoint.bodyParameter else {
            if let body, !body.isEmpty {
                violations.append(WireViolation("body: the endpoint takes no body, but \(body.count) bytes were sent"))
            }
            return
        }
        guard let body, !body.isEmpty || parameter.contentType != .json else {
            if parameter.required { violations.append(WireViolation("body: required body (\(parameter.type)) is missing")) }
            return
        }
        let mediaType = headers["content-type"].map {
            $0.value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces).lowercased()
        }
        let declared = ([parameter] + parameter.alternatives).map(\.declaredMediaType).joined(separator: " or ")
        let chosen = Self.chosenBody(mediaType, of: parameter)
        parameter = chosen.body
        if let mediaType {
            if !chosen.allowed {
                violations.append(WireViolation("header.Content-Type: is \(mediaType), expected \(declared)"))
            }
        } else {
            violations.append(WireViolation("header.Content-Type: missing; expected \(declared)"))
        }
        switch parameter.contentType {
        case .json:
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
            } catch {
                let text = String(decoding: body.prefix(80), as: UTF8.self)
                violations.append(WireViolation("body: not valid JSON: \(text)"))
                return
            }
            if value is NSNull {
                if !parameter.nullable && parameter.type != .json {
                    violations.append(WireViolation("body: is null, but the body is not nullable"))
                }
                return
            }
            check(value, parameter.type, "body", extraKey: nil, &violations)
            checkRules(value, parameter.type, parameter.rules, "body", &violations)
        case .formURLEncoded:
            validateFormBody(body, parameter.type, &violations)
        case .multipart:
            validateMultipartBody(body, contentType: headers["content-type"]?.value ?? "", parameter.type, encoding: parameter.encoding, &violations)
        case .textPlain:
            let text = String(decoding: body, as: UTF8.self)
            validateText(text, parameter.type, at: "body", &violations)
            checkTextRules(text, parameter.type, parameter.rules, "body", &violations)
        case .octetStream:
            break
        }
    }

    // MARK: Helpers

    static func lowercasedHeaders(_ headers: [String: String]) -> [String: (name: String, value: String)] {
        var result: [String: (name: String, value: String)] = [:]
        for name in headers.keys.sorted() where result[name.lowercased()] == nil {
            result[name.lowercased()] = (name, headers[name]!)
        }
        return result
    }

    /// The credential after `Authorization: <scheme> `, if the header uses that scheme.
    static func authorization(_ headers: [String: (name: String, value: String)], scheme: String) -> String? {
        guard let value = headers["authorization"]?.value else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == scheme else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme {
        case "https": return 443
        case "http": return 80
        default: return nil
        }
    }

    static func trimmingTrailingSlash(_ path: String) -> String {
        var result = path
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
