import Foundation

/// The routing table of a ``WireValidator``: the document's servers parsed once and every endpoint's path template
/// split (and its placeholder segments compiled) once, so that matching a request does not re-parse the document.
struct WireRoutes: Sendable {
    /// A server URL, parsed.
    struct Server: Sendable {
        /// The URL as the document spells it.
        var url: String
        /// The lower-cased scheme.
        var scheme: String?
        /// The lower-cased host.
        var host: String?
        /// The port, or the scheme's default.
        var port: Int?
        /// The percent-encoded base path without trailing slashes.
        var basePath: String
        /// The URL's own query items (`name=value`, still encoded).
        var query: [String]
        /// For a URL with variables: matches `scheme://host:port/base/path` of a request with any value of an
        /// enumerated variable and any non-empty text for a free one (see ``Server/pattern(_:)``); `nil` otherwise.
        var variablePattern: NSRegularExpression?

        /// The expression matching the start of `scheme://host:port/path` (host lower-cased, port explicit) of a
        /// request to `server` with any allowed variable values, or `nil` when it has no variables or its
        /// template does not parse.
        static func pattern(_ server: WireServer) -> NSRegularExpression? {
            guard !server.variables.isEmpty else { return nil }
            var text = server.template
            var tokens: [(token: String, variable: WireServer.Variable)] = []
            for (index, variable) in server.variables.enumerated() {
                let token = "migratorvariable\(index)x"
                text = text.replacingOccurrences(of: "{\(variable.name)}", with: token)
                tokens.append((token, variable))
            }
            guard let base = URLComponents(string: text), let scheme = base.scheme?.lowercased() else { return nil }
            let port = base.port ?? WireValidator.defaultPort(scheme)
            let start = "\(scheme)://\(base.host?.lowercased() ?? ""):\(port.map(String.init) ?? "")"
            var regex = "^" + NSRegularExpression.escapedPattern(for: start + WireValidator.trimmingTrailingSlash(base.percentEncodedPath))
            for (token, variable) in tokens.reversed() {
                let values = variable.enum.map { values in Set(values.flatMap { [$0, $0.lowercased()] }).sorted() }
                let alternatives = values.map { "(?:" + $0.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")" } ?? "[^/?#:]+"
                regex = regex.replacingOccurrences(of: token, with: alternatives)
            }
            return try? NSRegularExpression(pattern: regex + "(?=/|$)")
        }
    }

    /// One segment of a path template.
    enum Segment: Sendable {
        /// Literal text: as the runtime percent-encodes it, and as written.
        case literal(encoded: String, raw: String)
        /// A segment with placeholders (`{id}`, `{name}.json`).
        case placeholders(WireSegmentPattern)
    }

    /// An endpoint's path template, split.
    struct Route: Sendable {
        /// The endpoint's position in the document.
        var endpoint: Int
        /// The template's segments.
        var segments: [Segment]
    }

    /// Every server a request may start with: the document's, then the endpoints' own (each URL once, in order);
    /// URLs that do not parse are left out.
    let servers: [Server]
    /// The same URLs as written, unparsable ones included (for messages).
    let serverURLs: [String]
    /// The routes by segment count, each list in document order.
    let routesBySegmentCount: [Int: [Route]]
    /// For each segment count, the positions (in that count's list) of the routes whose first segment after the
    /// leading slash is a literal, by its encoded (and, where different, its raw) text; routes with a placeholder
    /// there are under `nil`.
    let firstLiterals: [Int: [String?: [Int]]]

    /// The table of `document`.
    init(_ document: WireDocument) {
        var seen = Set<String>()
        let unique = (document.servers + document.endpoints.flatMap { $0.servers ?? [] }).filter { seen.insert($0.url).inserted }
        serverURLs = unique.map(\.url)
        servers = unique.compactMap { server in
            guard let base = URLComponents(string: server.url) else { return nil }
            let scheme = base.scheme?.lowercased()
            return Server(
                url: server.url, scheme: scheme, host: base.host?.lowercased(), port: base.port ?? WireValidator.defaultPort(scheme),
                basePath: WireValidator.trimmingTrailingSlash(base.percentEncodedPath),
                query: (base.percentEncodedQuery ?? "").split(separator: "&").map(String.init),
                variablePattern: Server.pattern(server)
            )
        }
        var routes: [Int: [Route]] = [:]
        for (position, endpoint) in document.endpoints.enumerated() {
            let segments = endpoint.path.split(separator: "/", omittingEmptySubsequences: false).map { part -> Segment in
                let text = String(part)
                guard text.contains("{"), text.contains("}") else { return .literal(encoded: WirePathTemplate.encodeLiteral(text), raw: text) }
                return .placeholders(WireSegmentPattern(text))
            }
            routes[segments.count, default: []].append(Route(endpoint: position, segments: segments))
        }
        routesBySegmentCount = routes
        firstLiterals = routes.mapValues { list in
            var byLiteral: [String?: [Int]] = [:]
            for (index, route) in list.enumerated() {
                guard route.segments.count > 1, case let .literal(encoded, _) = route.segments[1] else {
                    byLiteral[nil, default: []].append(index)
                    continue
                }
                byLiteral[encoded, default: []].append(index)
                if case let .literal(_, raw) = route.segments[1], raw != encoded { byLiteral[raw, default: []].append(index) }
            }
            return byLiteral
        }
    }

    /// The positions (in `routes`, ascending) of the routes worth matching against `pathSegments`: with a literal
    /// first segment, only those whose literal is the path's (unless the path's is percent-encoded: then all).
    private func candidates(_ routes: [Route], _ pathSegments: [String]) -> [Int] {
        guard pathSegments.count > 1, !pathSegments[1].contains("%"), let byLiteral = firstLiterals[pathSegments.count] else {
            return Array(routes.indices)
        }
        return ((byLiteral[pathSegments[1]] ?? []) + (byLiteral[nil] ?? [])).sorted()
    }

    /// The routes whose template matches the percent-encoded `path`, in document order, with their specificity
    /// score (literal segments) and placeholder values (still percent-encoded).
    func matches(path: String) -> [(endpoint: Int, score: Int, values: [String: String])] {
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let routes = routesBySegmentCount[pathSegments.count] else { return [] }
        var result: [(endpoint: Int, score: Int, values: [String: String])] = []
        routeLoop: for position in candidates(routes, pathSegments) {
            let route = routes[position]
            var score = 0
            // Literal segments first: they reject most routes without a regular expression.
            for (segment, text) in zip(route.segments, pathSegments) {
                guard case let .literal(encoded, raw) = segment else { continue }
                guard text == encoded || text == raw || (text.contains("%") && WireURLText.decode(text, plusIsSpace: false) == raw) else {
                    continue routeLoop
                }
                score += 1
            }
            var values: [String: String] = [:]
            for (segment, text) in zip(route.segments, pathSegments) {
                guard case let .placeholders(pattern) = segment else { continue }
                guard let captured = pattern.match(text) else { continue routeLoop }
                for (name, value) in captured { values[name] = value }
            }
            result.append((route.endpoint, score, values))
        }
        return result
    }
}

/// A path segment with placeholders (`{id}`, `{name}.json`, `v{major}-{minor}`), compiled once; earlier placeholders
/// take as much as they can (`{name}.{format}` splits `a.b.c` into `a.b` and `c`).
final class WireSegmentPattern: @unchecked Sendable {
    /// The placeholder names in order.
    let names: [String]
    /// The compiled expression (immutable; `NSRegularExpression` matching is thread-safe); `nil` when it does not
    /// compile (the segment then matches nothing).
    private let expression: NSRegularExpression?

    /// Compiles `pattern`.
    init(_ pattern: String) {
        var regex = "^"
        var names: [String] = []
        var remaining = Substring(pattern)
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            regex += NSRegularExpression.escapedPattern(for: WirePathTemplate.encodeLiteral(String(remaining[..<open])))
            names.append(String(remaining[remaining.index(after: open)..<close]))
            regex += "(.*)"
            remaining = remaining[remaining.index(after: close)...]
        }
        regex += NSRegularExpression.escapedPattern(for: WirePathTemplate.encodeLiteral(String(remaining))) + "$"
        self.names = names
        expression = try? NSRegularExpression(pattern: regex, options: [.dotMatchesLineSeparators])
    }

    /// The placeholder values in `segment` (still percent-encoded), or `nil` when it does not match.
    func match(_ segment: String) -> [(String, String)]? {
        let range = NSRange(segment.startIndex..., in: segment)
        guard let match = expression?.firstMatch(in: segment, options: [], range: range), match.numberOfRanges == names.count + 1 else {
            return nil
        }
        var result: [(String, String)] = []
        for (index, name) in names.enumerated() {
            guard let captured = Range(match.range(at: index + 1), in: segment) else { return nil }
            result.append((name, String(segment[captured])))
        }
        return result
    }
}

/// The percent-encoding of literal path-template text.
enum WirePathTemplate {
    /// The characters the runtime leaves unencoded in literal path text.
    private static let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/:@!$&'()*+,;=%".utf8)

    /// Percent-encodes literal path text like Migrator's runtime: unreserved characters, `/:@!$&'()*+,;=` and `%`
    /// stay, every other byte becomes `%XX`.
    static func encodeLiteral(_ text: String) -> String {
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

extension WireValidator {
    /// Reports a request sent to a server that is not one of the endpoint's (its own `servers`, else the document's).
    func validateServer(_ endpoint: WireEndpoint, _ serverURL: String?, _ components: URLComponents, _ violations: inout [WireViolation]) {
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
    func matchServer(_ components: URLComponents, _ violations: inout [WireViolation]) -> (path: String, serverQuery: [String], serverURL: String?) {
        let path = components.percentEncodedPath
        let serverURLs = routes.serverURLs
        guard !serverURLs.isEmpty else { return (path.isEmpty ? "/" : path, [], nil) }
        let scheme = components.scheme?.lowercased()
        let host = components.host?.lowercased()
        let port = components.port ?? Self.defaultPort(scheme)
        var best: (server: WireRoutes.Server, relative: String)?
        let start = "\(scheme ?? "")://\(host ?? ""):\(port.map(String.init) ?? "")"
        let full = start + path
        for server in routes.servers {
            let relative: String
            if let pattern = server.variablePattern {
                // Any value of an enumerated variable, any non-empty text for a free one.
                guard let match = pattern.firstMatch(in: full, range: NSRange(full.startIndex..., in: full)),
                      let range = Range(match.range, in: full) else { continue }
                relative = String(full[range.upperBound...])
            } else {
                guard server.scheme == scheme, server.host == host, server.port == port,
                      path == server.basePath || path.hasPrefix(server.basePath + "/")
                else { continue }
                relative = String(path.dropFirst(server.basePath.count))
            }
            if best == nil || relative.count < best!.relative.count { best = (server, relative) }
        }
        if let best {
            return (best.relative.isEmpty ? "/" : best.relative, best.server.query, best.server.url)
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

    /// The endpoint whose path template matches `path` (literal segments win over placeholders; among equals the
    /// `expected` one, else the first in document order) and whose method is `method`, with its placeholder values; reports none. When
    /// endpoints of one route shape live on different servers (OCPI's `GET /locations/{location_id}/{evse_uid}/{connector_id}`
    /// on the CPO's server, `GET /locations/{country_code}/{party_id}/{location_id}` on the eMSP's), those served by
    /// `serverURL`, the server the request went to, are matched first.
    func matchEndpoint(
        method: String, path: String, serverURL: String? = nil, expected: String? = nil, _ violations: inout [WireViolation]
    ) -> (WireEndpoint, [String: String])? {
        let candidates = routes.matches(path: path).map { (endpoint: document.endpoints[$0.endpoint], score: $0.score, values: $0.values) }
        var withMethod = candidates.filter { $0.endpoint.method == method }
        if let serverURL {
            let served = withMethod.filter { ($0.endpoint.servers ?? document.servers).contains { $0.url == serverURL } }
            if !served.isEmpty { withMethod = served }
        }
        if let best = withMethod.max(by: { $0.score < $1.score }) {
            // `max` returns the last of equal elements; prefer the expected endpoint among them, else the first in
            // document order.
            let first = withMethod.first { $0.score == best.score && $0.endpoint.operationId == expected }
                ?? withMethod.first { $0.score == best.score }!
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
}
