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

    public init(document: WireDocument) {
        self.document = document
        var models: [String: WireModel] = [:]
        for model in document.models where models[model.name] == nil {
            models[model.name] = model
        }
        modelsByName = models
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
    public func validate(method: String, url: URL, headers: [String: String], body: Data?) -> (operationId: String?, violations: [WireViolation]) {
        var violations: [WireViolation] = []
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return (nil, [WireViolation("url: cannot parse \(url.absoluteString)")])
        }
        let (relativePath, serverQuery, serverURL) = matchServer(components, &violations)
        let method = method.uppercased()
        guard let (endpoint, pathValues) = matchEndpoint(method: method, path: relativePath, &violations) else {
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

    /// Every server a request may start with: the document's, then the endpoints' own (each URL once, in order).
    private var allServerURLs: [String] {
        var seen = Set<String>()
        let urls = document.servers.map(\.url) + document.endpoints.flatMap { ($0.servers ?? []).map(\.url) }
        return urls.filter { seen.insert($0).inserted }
    }

    /// Reports a request sent to a server that is not one of the endpoint's (its own `servers`, else the document's).
    private func validateServer(_ endpoint: WireEndpoint, _ serverURL: String?, _ components: URLComponents, _ violations: inout [WireViolation]) {
        guard let serverURL else { return }
        let allowed = (endpoint.servers ?? document.servers).map(\.url)
        guard !allowed.isEmpty, !allowed.contains(serverURL) else { return }
        let shown = components.string ?? components.percentEncodedPath
        violations.append(WireViolation("url: \(shown) uses server \(serverURL), not one of \(endpoint.operationId)'s servers (\(allowed.joined(separator: ", ")))"))
    }

    /// Strips the matching server's base path; reports a URL that matches no server.
    ///
    /// - Returns: The path after the server's base path, the server URL's own query items and the matched server URL
    ///   (`nil` when the document has no servers or none matches).
    private func matchServer(_ components: URLComponents, _ violations: inout [WireViolation]) -> (path: String, serverQuery: [String], serverURL: String?) {
        let path = components.percentEncodedPath
        let serverURLs = allServerURLs
        guard !serverURLs.isEmpty else { return (path.isEmpty ? "/" : path, [], nil) }
        let scheme = components.scheme?.lowercased()
        let host = components.host?.lowercased()
        let port = components.port ?? Self.defaultPort(scheme)
        var best: (basePath: String, query: [String], url: String)?
        for serverURL in serverURLs {
            guard let base = URLComponents(string: serverURL) else { continue }
            let basePath = Self.trimmingTrailingSlash(base.percentEncodedPath)
            guard base.scheme?.lowercased() == scheme, base.host?.lowercased() == host,
                  (base.port ?? Self.defaultPort(base.scheme?.lowercased())) == port,
                  path == basePath || path.hasPrefix(basePath + "/")
            else { continue }
            if best == nil || basePath.count > best!.basePath.count {
                let query = (base.percentEncodedQuery ?? "").split(separator: "&").map(String.init)
                best = (basePath, query, serverURL)
            }
        }
        if let best {
            let relative = String(path.dropFirst(best.basePath.count))
            return (relative.isEmpty ? "/" : relative, best.query, best.url)
        }
        let serverList = serverURLs.joined(separator: ", ")
        let shown = components.string ?? path
        violations.append(WireViolation("url: \(shown) does not start with a server of the document (\(serverList))"))
        // Match endpoints anyway, after the first server's base path when the URL has it.
        let firstBase = Self.trimmingTrailingSlash(URLComponents(string: serverURLs[0])?.percentEncodedPath ?? "")
        if !firstBase.isEmpty, path == firstBase || path.hasPrefix(firstBase + "/") {
            let relative = String(path.dropFirst(firstBase.count))
            return (relative.isEmpty ? "/" : relative, [], nil)
        }
        return (path.isEmpty ? "/" : path, [], nil)
    }

    private func matchEndpoint(method: String, path: String, _ violations: inout [WireViolation]) -> (WireEndpoint, [String: String])? {
        var candidates: [(endpoint: WireEndpoint, score: Int, values: [String: String])] = []
        for endpoint in document.endpoints {
            if let match = WirePathTemplate.match(template: endpoint.path, path: path) {
                candidates.append((endpoint, match.score, match.values))
            }
        }
        let withMethod = candidates.filter { $0.endpoint.method == method }
        if let best = withMethod.max(by: { $0.score < $1.score }) {
            // `max` returns the last of equal elements; prefer the first in document order.
            let first = withMethod.first { $0.score == best.score }!
            return (first.endpoint, first.values)
        }
        if candidates.isEmpty {
            violations.append(WireViolation("endpoint: no endpoint matches \(method) \(path)"))
        } else {
            let others = candidates.map { "\($0.endpoint.method) \($0.endpoint.path) (\($0.endpoint.operationId))" }
            violations.append(WireViolation("endpoint: no endpoint for \(method) \(path); the path matches \(others.joined(separator: ", "))"))
        }
        return nil
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
            if case let .array(element) = parameter.type {
                for (index, part) in raw.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
                    guard let decoded = WireURLText.decode(String(part), plusIsSpace: false) else {
                        violations.append(WireViolation("\(label)[\(index)]: invalid percent-encoding \"\(part)\""))
                        continue
                    }
                    validateText(decoded, element, at: "\(label)[\(index)]", &violations)
                }
            } else if let decoded = WireURLText.decode(raw, plusIsSpace: false) {
                validateText(decoded, parameter.type, at: label, &violations)
                checkTextRules(decoded, parameter.type, parameter.rules, label, &violations)
            } else {
                violations.append(WireViolation("\(label): invalid percent-encoding \"\(raw)\""))
            }
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
        for parameter in declared {
            let label = "query.\(parameter.name)"
            if parameter.style == .deepObject {
                let prefix = parameter.name + "["
                let members = order.filter { $0.hasPrefix(prefix) && $0.hasSuffix("]") }
                consumed.formUnion(members)
                if members.isEmpty {
                    if parameter.required { violations.append(WireViolation("\(label): required query parameter is missing")) }
                    continue
                }
                var object: [String: Any] = [:]
                for name in members { object[String(name.dropFirst(prefix.count).dropLast())] = grouped[name]?.first ?? "" }
                validateDeepObject(object, parameter, label, &violations)
                continue
            }
            consumed.insert(parameter.name)
            guard let values = grouped[parameter.name] else {
                if parameter.required { violations.append(WireViolation("\(label): required query parameter is missing")) }
                continue
            }
            validateStyledValues(values, parameter, label, &violations)
        }
        let keyNames = Set(document.authSchemes.compactMap { scheme -> String? in
            if case let .apiKey(.query, name) = scheme.kind { return name }
            return nil
        })
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
            if case let .array(element) = parameter.type {
                let parts = header.value.split(separator: ",", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() {
                    validateText(part.trimmingCharacters(in: .whitespaces), element, at: "\(label)[\(index)]", &violations)
                }
            } else {
                validateText(header.value, parameter.type, at: label, &violations)
                checkTextRules(header.value, parameter.type, parameter.rules, label, &violations)
            }
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
        guard let parameter = endpoint.bodyParameter else {
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
        if let mediaType {
            if !Self.mediaType(mediaType, isAllowedFor: parameter) {
                violations.append(WireViolation("header.Content-Type: is \(mediaType), expected \(parameter.declaredMediaType)"))
            }
        } else {
            violations.append(WireViolation("header.Content-Type: missing; expected \(parameter.declaredMediaType)"))
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

/// Matching of a percent-encoded request path against a path template with `{name}` placeholders.
enum WirePathTemplate {
    /// The placeholder values (still percent-encoded) and a specificity score (literal segments), or `nil`.
    static func match(template: String, path: String) -> (score: Int, values: [String: String])? {
        let templateSegments = template.split(separator: "/", omittingEmptySubsequences: false)
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard templateSegments.count == pathSegments.count else { return nil }
        var values: [String: String] = [:]
        var score = 0
        for (templateSegment, pathSegment) in zip(templateSegments, pathSegments) {
            let pattern = String(templateSegment)
            let segment = String(pathSegment)
            if !pattern.contains("{") || !pattern.contains("}") {
                guard segment == encodeLiteral(pattern) || WireURLText.decode(segment, plusIsSpace: false) == pattern else { return nil }
                score += 1
                continue
            }
            guard let captured = matchSegment(pattern, segment) else { return nil }
            for (name, value) in captured { values[name] = value }
        }
        return (score, values)
    }

    /// Matches one segment with placeholders (`{id}`, `{name}.json`, `v{major}-{minor}`); earlier placeholders take
    /// as much as they can (`{name}.{format}` splits `a.b.c` into `a.b` and `c`).
    private static func matchSegment(_ pattern: String, _ segment: String) -> [(String, String)]? {
        var regex = "^"
        var names: [String] = []
        var remaining = Substring(pattern)
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            regex += NSRegularExpression.escapedPattern(for: encodeLiteral(String(remaining[..<open])))
            names.append(String(remaining[remaining.index(after: open)..<close]))
            regex += "(.*)"
            remaining = remaining[remaining.index(after: close)...]
        }
        regex += NSRegularExpression.escapedPattern(for: encodeLiteral(String(remaining))) + "$"
        guard let expression = try? NSRegularExpression(pattern: regex, options: [.dotMatchesLineSeparators]) else { return nil }
        let range = NSRange(segment.startIndex..., in: segment)
        guard let match = expression.firstMatch(in: segment, options: [], range: range), match.numberOfRanges == names.count + 1 else {
            return nil
        }
        var result: [(String, String)] = []
        for (index, name) in names.enumerated() {
            guard let captured = Range(match.range(at: index + 1), in: segment) else { return nil }
            result.append((name, String(segment[captured])))
        }
        return result
    }

    /// Percent-encodes literal path text like Migrator's runtime: unreserved characters, `/:@!$&'()*+,;=` and `%`
    /// stay, every other byte becomes `%XX`.
    static func encodeLiteral(_ text: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/:@!$&'()*+,;=%".utf8)
        var result = ""
        for byte in text.utf8 {
            if kept.contains(byte) {
                result.append(Character(UnicodeScalar(byte)))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
