// Generated from Sources/MigratorRuntime, Sources/MigratorConformance and Templates by EmbeddedResourcesTests
// (run `MIGRATOR_RECORD=1 swift test --filter EmbeddedResourcesTests` after changing them). Do not edit.

/// The runtime sources, templates and conformance support, embedded so the `migrator` binary is self-contained.
enum EmbeddedResources {
    /// The files of `Sources/MigratorRuntime`, vendored into every generated package.
    static let runtimeFiles: [EmbeddedFile] = [
        EmbeddedFile(name: "Authentication.swift", contents: #"""
import Foundation

/// Where an API key is sent.
public enum APIKeyLocation: String, Sendable, Hashable {
    /// In a request header.
    case header
    /// In a query item.
    case query
}

/// How a security scheme of the API authenticates a request.
public enum AuthenticationScheme: Sendable, Hashable {
    /// HTTP bearer authentication: `Authorization: Bearer <token>`.
    case bearer
    /// HTTP basic authentication: `Authorization: Basic <base64(username:password)>`.
    case basic
    /// An API key sent as the header or query item `name`.
    case apiKey(name: String, location: APIKeyLocation)
}

/// A user name and password for HTTP basic authentication.
public struct BasicCredentials: Sendable, Hashable {
    /// The user name (it must not contain a colon).
    public var username: String
    /// The password.
    public var password: String

    /// Creates basic credentials.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// The secret a client holds for one security scheme.
public enum Credential: Sendable, Hashable {
    /// A token for a ``AuthenticationScheme/bearer`` scheme.
    case bearerToken(String)
    /// A user name and password for a ``AuthenticationScheme/basic`` scheme.
    case basic(BasicCredentials)
    /// A key for an ``AuthenticationScheme/apiKey(name:location:)`` scheme.
    case apiKey(String)
}

/// The security schemes of an API and the credentials configured for them, both keyed by the
/// scheme names of the API description (such as `"bearerAuth"`).
///
/// A generated client fills ``schemes`` from the API description; the application supplies
/// ``credentials``.
public struct SecurityConfiguration: Sendable {
    /// The schemes by name.
    public var schemes: [String: AuthenticationScheme]
    /// The credentials by scheme name.
    public var credentials: [String: Credential]

    /// Creates a configuration; both dictionaries default to empty (no authentication).
    public init(schemes: [String: AuthenticationScheme] = [:], credentials: [String: Credential] = [:]) {
        self.schemes = schemes
        self.credentials = credentials
    }

    /// Authenticates `request` with the first scheme named in `requirement` that has both a
    /// scheme and a usable credential; leaves it unchanged when there is none.
    ///
    /// A token (``Credential/bearerToken(_:)`` or ``Credential/apiKey(_:)``) is usable for bearer
    /// and API key schemes; ``Credential/basic(_:)`` only for basic schemes. Bearer and basic
    /// set `Authorization` (replacing any), a header API key sets its header, and a query API key
    /// is appended to the URL's query, percent-encoded like other query items.
    public func apply(to request: inout HTTPRequest, requirement: [String]) {
        for name in requirement {
            guard let scheme = schemes[name], let credential = credentials[name] else { continue }
            if Self.apply(scheme, credential, to: &request) { return }
        }
    }

    /// Applies `credential` for `scheme`; returns whether they fit together.
    private static func apply(
        _ scheme: AuthenticationScheme,
        _ credential: Credential,
        to request: inout HTTPRequest
    ) -> Bool {
        switch (scheme, credential) {
        case let (.bearer, .bearerToken(token)), let (.bearer, .apiKey(token)):
            request.setHeader("Authorization", "Bearer " + token)
        case let (.basic, .basic(credentials)):
            let pair = Data((credentials.username + ":" + credentials.password).utf8)
            request.setHeader("Authorization", "Basic " + pair.base64EncodedString())
        case let (.apiKey(name, location), .apiKey(key)), let (.apiKey(name, location), .bearerToken(key)):
            request.credentialNames.insert(name)
            switch location {
            case .header:
                request.setHeader(name, key)
            case .query:
                guard let url = appendingQueryItem(QueryItem(name: name, value: key), to: request.url) else {
                    return false
                }
                request.url = url
            }
        default:
            return false
        }
        return true
    }

    /// `url` with `item` appended to its query (before any fragment).
    private static func appendingQueryItem(_ item: QueryItem, to url: URL) -> URL? {
        var text = url.absoluteString
        var fragment = ""
        if let fragmentStart = text.firstIndex(of: "#") {
            fragment = String(text[fragmentStart...])
            text = String(text[..<fragmentStart])
        }
        if let queryStart = text.firstIndex(of: "?") {
            if text.index(after: queryStart) != text.endIndex { text += "&" }
        } else {
            text += "?"
        }
        return URL(string: text + item.encoded + fragment)
    }
}

"""#),
        EmbeddedFile(name: "ClientCore.swift", contents: #"""
import Foundation

/// The request pipeline shared by every generated `Client`: build, authenticate, intercept,
/// send, check the status, decode.
///
/// ```swift
/// let core = ClientCore(
///     baseURL: serverURL,   // such as https://api.example.com/v1
///     transport: URLSessionTransport(),
///     middlewares: [],
///     security: SecurityConfiguration(
///         schemes: ["bearerAuth": .bearer],
///         credentials: ["bearerAuth": .bearerToken(token)]
///     )
/// )
/// let pets = try await core.sendExpectingJSON(request, as: [Pet].self)
/// ```
public struct ClientCore: Sendable {
    /// The URL that operation paths are appended to, such as `https://api.example.com/v1`.
    public var baseURL: URL
    /// The transport that sends requests.
    public var transport: any HTTPTransport
    /// The middlewares every request passes through, the first outermost.
    public var middlewares: [any ClientMiddleware]
    /// The security schemes and credentials.
    public var security: SecurityConfiguration
    /// The generated client's default base URL (the document's first server), or `nil`. While
    /// ``baseURL`` equals it, an operation with servers of its own (``OperationRequest/server``)
    /// goes to its server; a base URL the app chose goes everywhere.
    public var defaultBaseURL: URL?

    /// Creates the pipeline.
    public init(
        baseURL: URL,
        transport: any HTTPTransport,
        middlewares: [any ClientMiddleware] = [],
        security: SecurityConfiguration = .init(),
        defaultBaseURL: URL? = nil
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.middlewares = middlewares
        self.security = security
        self.defaultBaseURL = defaultBaseURL
    }

    /// The base URL of `request`: its own ``OperationRequest/server`` while ``baseURL`` is the
    /// default (``defaultBaseURL``), else ``baseURL``.
    ///
    /// For example with the default `https://api.example.com` an upload operation whose server
    /// is `https://uploads.example.com` goes there; with `baseURL` set to a staging URL every
    /// operation goes to staging.
    public func baseURL(for request: OperationRequest) -> URL {
        guard let server = request.server, let defaultBaseURL, baseURL == defaultBaseURL,
              let serverURL = URL(string: server) else { return baseURL }
        return serverURL
    }

    /// Sends `request` and returns the successful response.
    ///
    /// The request is built against ``baseURL(for:)``, authenticated with the first of its
    /// ``OperationRequest/security`` schemes that has a credential, passed through the
    /// ``middlewares`` (the first outermost) and sent by the ``transport``.
    /// Header fields are checked before anything is sent (also after the middlewares), and
    /// transport errors carry no credentials (see ``Redaction``).
    /// - Throws: ``RequestBuildingError``, ``InvalidHeaderFieldError``, ``RequestTimeoutError``,
    ///   the errors of middlewares and transport, or ``HTTPStatusError`` when the status code is
    ///   outside 200–299.
    public func send(_ request: OperationRequest) async throws -> HTTPResponse {
        var httpRequest = try request.makeHTTPRequest(baseURL: baseURL(for: request))
        security.apply(to: &httpRequest, requirement: request.security)
        try httpRequest.validateHeaderFields(operationID: request.operationID)
        let response: HTTPResponse
        do {
            response = try await sendThroughChain(httpRequest, operationID: request.operationID)
        } catch {
            throw security.redaction.redact(error)
        }
        guard (200...299).contains(response.statusCode) else {
            throw HTTPStatusError(
                operationID: request.operationID,
                statusCode: response.statusCode,
                headerFields: response.headerFields,
                body: response.body
            )
        }
        return response
    }

    /// Sends `request` and decodes the successful response's body as JSON with a default
    /// `JSONDecoder`. A `String` result also accepts a `text/plain` answer that is not JSON (an API
    /// that declares both media types): its UTF-8 text is the result.
    /// - Throws: The errors of ``send(_:)``, or ``ResponseDecodingError`` (naming the operation,
    ///   the member's coding path and the reason) when the body does not decode as `type`.
    public func sendExpectingJSON<T: Decodable>(_ request: OperationRequest, as type: T.Type) async throws -> T {
        let response = try await send(request)
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            if T.self == String.self, Self.isPlainText(response), let text = String(data: response.body, encoding: .utf8), let value = text as? T {
                return value
            }
            throw ResponseDecodingError(
                operationID: request.operationID,
                statusCode: response.statusCode,
                body: response.body,
                decodingError: error
            )
        }
    }

    /// Passes `request` through the middlewares and the transport, within the per-call time
    /// limit of ``withRequestTimeout(_:operation:)`` when one is set; the transport is checked
    /// again for header fields a middleware may have added.
    private func sendThroughChain(_ request: HTTPRequest, operationID: String) async throws -> HTTPResponse {
        let transport = ValidatingTransport(base: transport, operationID: operationID)
        let middlewares = middlewares
        guard let seconds = RequestDeadline.perCallSeconds else {
            return try await transport.send(request, operationID: operationID, through: middlewares)
        }
        return try await RequestDeadline.run(seconds: seconds, operationID: operationID) {
            try await transport.send(request, operationID: operationID, through: middlewares)
        }
    }

    /// Whether the response's `Content-Type` is `text/plain` (parameters and case ignored).
    static func isPlainText(_ response: HTTPResponse) -> Bool {
        guard let value = response.value(forHeader: "Content-Type") else { return false }
        let base = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return base.trimmingCharacters(in: .whitespaces).lowercased() == "text/plain"
    }

    /// Sends `request`, ignoring the successful response's body.
    /// - Throws: The errors of ``send(_:)``.
    public func sendExpectingNoContent(_ request: OperationRequest) async throws {
        _ = try await send(request)
    }

    /// Sends `request` and returns the successful response's body as UTF-8 text (`text/plain`).
    /// - Throws: The errors of ``send(_:)``, or ``ResponseDecodingError`` when the body is not
    ///   valid UTF-8.
    public func sendExpectingText(_ request: OperationRequest) async throws -> String {
        let response = try await send(request)
        guard let text = String(data: response.body, encoding: .utf8) else {
            throw ResponseDecodingError(
                operationID: request.operationID,
                statusCode: response.statusCode,
                body: response.body,
                underlyingDescription: "the text/plain body is not valid UTF-8"
            )
        }
        return text
    }

    /// Sends `request` and returns the successful response's raw body.
    /// - Throws: The errors of ``send(_:)``.
    public func sendExpectingData(_ request: OperationRequest) async throws -> Data {
        try await send(request).body
    }
}

/// A transport that checks the header fields of every request before handing it to `base`, so
/// that a header added by a middleware cannot smuggle CR or LF either.
private struct ValidatingTransport: HTTPTransport {
    /// The transport that sends valid requests.
    let base: any HTTPTransport
    /// The operation, for the error.
    let operationID: String

    /// Sends `request` through `base` once its header fields are valid.
    /// - Throws: ``InvalidHeaderFieldError``, or the errors of `base`.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try request.validateHeaderFields(operationID: operationID)
        return try await base.send(request)
    }
}

"""#),
        EmbeddedFile(name: "ClientErrors.swift", contents: #"""
import Foundation

/// The server answered an operation with a status code outside 200–299.
///
/// The response is kept whole, so that callers can decode the API's error payload:
///
/// ```swift
/// do { _ = try await client.getPet(id: 7) }
/// catch let error as HTTPStatusError where error.statusCode == 404 {
///     let problem = try error.decode(as: Problem.self)
/// }
/// ```
public struct HTTPStatusError: Error, Sendable, CustomStringConvertible {
    /// The operation that failed.
    public let operationID: String
    /// The response's status code.
    public let statusCode: Int
    /// The response's header fields.
    public let headerFields: [HTTPHeaderField]
    /// The response's body.
    public let body: Data

    /// Creates the error for a response.
    public init(operationID: String, statusCode: Int, headerFields: [HTTPHeaderField] = [], body: Data = Data()) {
        self.operationID = operationID
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
    }

    /// Decodes the body as JSON with a default `JSONDecoder`.
    /// - Throws: The decoder's `DecodingError`.
    public func decode<T: Decodable>(as type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: body)
    }

    /// The value of the first response header named `name` (compared case-insensitively).
    public func value(forHeader name: String) -> String? {
        headerFields.firstValue(named: name)
    }

    /// The operation, the status code and up to 200 characters of the body.
    public var description: String {
        "Operation '\(operationID)' failed with HTTP status \(statusCode)" + bodyExcerpt(body)
    }
}

/// A successful response whose body did not decode as the expected type.
///
/// It names the endpoint, the member and the reason, with the status code and a bounded excerpt
/// of the body:
///
/// ```swift
/// // The response of operation 'listPets' (HTTP status 200) could not be decoded at [2].name:
/// // expected String, found a number. Body (1,204 bytes): [{"id":1,"name":"Rex"},…
/// ```
public struct ResponseDecodingError: Error, Sendable, CustomStringConvertible {
    /// The operation whose response failed to decode.
    public let operationID: String
    /// The response's status code.
    public let statusCode: Int
    /// The response's body.
    public let body: Data
    /// The member that failed, as a path such as `items[2].name`; empty for the top level.
    public let codingPath: String
    /// Why it failed, at most 500 characters.
    public let reason: String
    /// The description of the decoder's error, at most 1,000 characters.
    public let underlyingDescription: String

    /// Creates the error from a description of the decoder's error.
    public init(operationID: String, statusCode: Int, body: Data, underlyingDescription: String) {
        self.operationID = operationID
        self.statusCode = statusCode
        self.body = body
        self.codingPath = ""
        self.reason = boundedText(underlyingDescription, limit: 500)
        self.underlyingDescription = boundedText(underlyingDescription, limit: 1_000)
    }

    /// Creates the error from the decoder's error, taking the coding path and the reason from a
    /// `DecodingError`.
    public init(operationID: String, statusCode: Int, body: Data, decodingError: any Error) {
        self.operationID = operationID
        self.statusCode = statusCode
        self.body = body
        let (path, reason) = Self.explain(decodingError, body: body)
        self.codingPath = path
        self.reason = boundedText(reason, limit: 500)
        self.underlyingDescription = boundedText(String(describing: decodingError), limit: 1_000)
    }

    /// The operation, the status code, the member, the reason and up to 200 characters of the body.
    public var description: String {
        let member = codingPath.isEmpty ? "" : " at \(codingPath)"
        let excerpt = body.isEmpty ? "; the body is empty" : "; body" + bodyExcerpt(body)
        return "The response of operation '\(operationID)' (HTTP status \(statusCode)) could not be decoded"
            + member + ": " + reason + excerpt
    }

    /// The coding path (`items[2].name`) and a sentence for `error`, a decoding error for `body`.
    static func explain(_ error: any Error, body: Data) -> (path: String, reason: String) {
        guard let error = error as? DecodingError else {
            return ("", String(describing: error))
        }
        switch error {
        case let .typeMismatch(type, context):
            return (pathText(context.codingPath), "expected \(type): " + context.debugDescription)
        case let .valueNotFound(type, context):
            return (pathText(context.codingPath), "expected \(type), found null or nothing: " + context.debugDescription)
        case let .keyNotFound(key, context):
            return (pathText(context.codingPath + [key]), "the required member is missing")
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty, context.underlyingError == nil {
                return ("", syntaxReason(body) ?? context.debugDescription)
            }
            let underlying = context.underlyingError.map { " (\(String(describing: $0)))" } ?? ""
            return (pathText(context.codingPath), context.debugDescription + underlying)
        @unknown default:
            return ("", String(describing: error))
        }
    }

    /// Why `body` is not acceptable JSON, for a decoder that only says "not valid JSON" (Foundation
    /// on Linux, also for numbers beyond the range of the expected type, without naming the member):
    /// `JSONSerialization`'s explanation (nesting too deep, a number beyond `Double`, the position
    /// of a syntax error), or a sentence about numbers when the body is valid JSON; `nil` for an
    /// empty body.
    static func syntaxReason(_ body: Data) -> String? {
        guard !body.isEmpty else { return nil }
        do {
            _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
            return "the body is valid JSON, but a number in it does not fit the expected type "
                + "(beyond the integer range, or a fraction where an integer is expected)"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "the body is not valid JSON: " + (detail ?? error.localizedDescription)
        }
    }

    /// `codingPath` as `items[2].name`: keys joined with dots, integer indices in brackets.
    static func pathText(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

/// The operation no longer exists in the API version the client targets.
///
/// Migrated clients keep removed endpoints as methods that throw this error, so that code
/// calling them still compiles and fails with an explanation.
public struct EndpointRemovedError: Error, Sendable, CustomStringConvertible {
    /// The removed operation.
    public let operationID: String
    /// The API version that removed it.
    public let removedInVersion: String
    /// What to use instead, or why it was removed.
    public let message: String

    /// Creates the error.
    public init(operationID: String, removedInVersion: String, message: String) {
        self.operationID = operationID
        self.removedInVersion = removedInVersion
        self.message = message
    }

    /// The operation, the version and the message.
    public var description: String {
        let base = "Operation '\(operationID)' was removed in API version \(removedInVersion)."
        return message.isEmpty ? base : base + " " + message
    }
}

/// An ``OperationRequest`` could not be turned into an HTTP request.
public enum RequestBuildingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path placeholder `{name}` was never filled.
    case unfilledPathParameter(String)
    /// The assembled text is not a valid URL.
    case invalidURL(String)

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case let .unfilledPathParameter(name):
            return "The path parameter '\(name)' has no value."
        case let .invalidURL(text):
            return "The request URL '\(text)' is not valid."
        }
    }
}

/// `: <text>` with at most 200 characters of `body` as UTF-8 (invalid bytes replaced), `…`
/// marking a cut, or nothing for an empty body. Only the first bytes are read, so a huge body
/// costs nothing.
func bodyExcerpt(_ body: Data) -> String {
    guard !body.isEmpty else { return "" }
    let limit = 200
    let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
    let cut = body.count > limit * 4 || text.count > limit
    let shown = String(text.prefix(limit)).map { character -> String in
        character.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" } ? "?" : String(character)
    }.joined()
    return ": " + shown + (cut ? "… (\(body.count) bytes)" : "")
}

/// `text` cut to `limit` characters, `…` marking a cut.
func boundedText(_ text: String, limit: Int) -> String {
    text.count > limit ? String(text.prefix(limit)) + "…" : text
}

"""#),
        EmbeddedFile(name: "DefaultValueProviding.swift", contents: #"""
import Foundation

/// A `Codable` type that names a representative value of itself.
///
/// Generated enums conform with their first declared case, and ``ISO8601DateTime`` and
/// ``ISO8601Date`` conform with the Unix epoch. ``JSONStringBuilder`` uses the value for types
/// whose decoding validates its input (such as an enum's raw value), where recording the
/// decoder's requests cannot produce a valid value:
///
/// ```swift
/// public enum PetStatus: String, Codable, DefaultValueProviding {
///     case available, pending, sold
///     public static var defaultValue: PetStatus { .available }
/// }
/// ```
///
/// The value must encode without error, and decoding its encoding must succeed.
public protocol DefaultValueProviding: Codable {
    /// The value used when an example of the type is needed.
    static var defaultValue: Self { get }
}

"""#),
        EmbeddedFile(name: "HTTPTransport.swift", contents: #"""
import Foundation

/// Sends HTTP requests: the single seam between generated clients and the network.
///
/// ``URLSessionTransport`` is the default; tests use ``ClosureTransport`` to answer requests
/// without a network.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status code.
    /// - Throws: Transport failures only (no connection, cancellation); HTTP error statuses are
    ///   returned as responses.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A transport that answers requests with a closure, for tests and mocks.
///
/// ```swift
/// let transport = ClosureTransport { request in
///     HTTPResponse(statusCode: 200, headerFields: [], body: Data("[]".utf8))
/// }
/// ```
public struct ClosureTransport: HTTPTransport {
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Creates a transport that calls `handler` for every request.
    public init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Returns what the handler returns for `request`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}

/// Intercepts every request a client sends, for logging, retries, extra headers or metrics.
///
/// Middlewares run in the order given to ``ClientCore``: the first is the outermost, seeing the
/// request first and the response last. Security credentials are applied before any middleware.
public protocol ClientMiddleware: Sendable {
    /// Handles `request` for the operation `operationID`, usually by calling `next` (the rest of
    /// the chain, ending at the transport) with a possibly modified request.
    func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// A middleware implemented by a closure.
///
/// ```swift
/// let tracing = ClosureMiddleware { request, operationID, next in
///     var request = request
///     request.setHeader("X-Operation", operationID)
///     return try await next(request)
/// }
/// ```
public struct ClosureMiddleware: ClientMiddleware {
    /// The signature of the closure: request, operation ID and the rest of the chain.
    public typealias Handler = @Sendable (
        HTTPRequest,
        String,
        @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse

    private let handler: Handler

    /// Creates a middleware that calls `handler` for every request.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Returns what the handler returns.
    public func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try await handler(request, operationID, next)
    }
}

extension HTTPTransport {
    /// Sends `request` through `middlewares` (the first outermost) and then this transport.
    func send(
        _ request: HTTPRequest,
        operationID: String,
        through middlewares: [any ClientMiddleware]
    ) async throws -> HTTPResponse {
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            try await self.send(request)
        }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { request in
                try await middleware.intercept(request, operationID: operationID, next: inner)
            }
        }
        return try await next(request)
    }
}

"""#),
        EmbeddedFile(name: "HTTPTypes.swift", contents: #"""
import Foundation

/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`
    case get = "GET"
    /// `PUT`
    case put = "PUT"
    /// `POST`
    case post = "POST"
    /// `DELETE`
    case delete = "DELETE"
    /// `PATCH`
    case patch = "PATCH"
    /// `HEAD`
    case head = "HEAD"
    /// `OPTIONS`
    case options = "OPTIONS"
    /// `TRACE`
    case trace = "TRACE"
}

/// One HTTP header line. Names compare case-insensitively in lookups, but are stored as given.
public struct HTTPHeaderField: Sendable, Hashable {
    /// The header name, such as `Content-Type`.
    public var name: String
    /// The header value.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A transport-independent HTTP request, as built by ``OperationRequest`` and sent by an
/// ``HTTPTransport``.
///
/// Its description redacts credentials (see ``Redaction``), including the header or query item
/// of an API key scheme that ``SecurityConfiguration`` applied, whatever its name.
public struct HTTPRequest: Sendable, Hashable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute URL, including the query.
    public var url: URL
    /// The header fields, in the order they are sent.
    public var headerFields: [HTTPHeaderField]
    /// The body, or `nil` for none.
    public var body: Data?
    /// Header and query names that carry a credential set by ``SecurityConfiguration``, redacted
    /// in descriptions; not part of equality.
    var credentialNames: Set<String> = []

    /// Creates a request.
    public init(method: HTTPMethod, url: URL, headerFields: [HTTPHeaderField] = [], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of the first header field named `name` (compared case-insensitively).
    public func value(forHeader name: String) -> String? {
        headerFields.firstValue(named: name)
    }

    /// Whether the requests have the same method, URL, header fields and body.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.headerFields == rhs.headerFields && lhs.body == rhs.body
    }

    /// Hashes the method, URL, header fields and body.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(url)
        hasher.combine(headerFields)
        hasher.combine(body)
    }

    /// Sets the header `name` to `value`: the first field with that name (compared
    /// case-insensitively) is replaced, further ones are removed, and if none exists the field is
    /// appended.
    public mutating func setHeader(_ name: String, _ value: String) {
        headerFields.setValue(value, named: name)
    }
}

/// A transport-independent HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, such as 200.
    public var statusCode: Int
    /// The header fields.
    public var headerFields: [HTTPHeaderField]
    /// The body, empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, headerFields: [HTTPHeaderField] = [], body: Data = Data()) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of the first header field named `name` (compared case-insensitively).
    public func value(forHeader name: String) -> String? {
        headerFields.firstValue(named: name)
    }
}

extension Array where Element == HTTPHeaderField {
    /// The value of the first field named `name`, compared case-insensitively.
    func firstValue(named name: String) -> String? {
        let key = HTTPHeaderField.normalized(name)
        return first { HTTPHeaderField.normalized($0.name) == key }?.value
    }

    /// Replaces the first field named `name` (case-insensitively), removes later ones, or
    /// appends a new field when there is none.
    mutating func setValue(_ value: String, named name: String) {
        let key = HTTPHeaderField.normalized(name)
        guard let index = firstIndex(where: { HTTPHeaderField.normalized($0.name) == key }) else {
            append(HTTPHeaderField(name: name, value: value))
            return
        }
        self[index] = HTTPHeaderField(name: name, value: value)
        var position = index + 1
        while position < count {
            if HTTPHeaderField.normalized(self[position].name) == key {
                remove(at: position)
            } else {
                position += 1
            }
        }
    }
}

extension HTTPHeaderField {
    /// `name` with ASCII letters lowercased: header names are ASCII tokens, and this stays
    /// independent of locale and Unicode case mapping.
    static func normalized(_ name: String) -> String {
        String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}

"""#),
        EmbeddedFile(name: "HeaderValidation.swift", contents: #"""
import Foundation

/// A header field that HTTP cannot carry: refused before the request is sent, instead of being
/// dropped by the platform (URLSession silently leaves out a header whose value contains CR or LF)
/// or, worse, splitting the header block.
///
/// The description names the header and the offending character, never the value, which may be a
/// credential:
///
/// ```swift
/// // Operation 'getPet': the value of header 'X-Trace' contains a line feed (U+000A) at offset 3;
/// // header values must not contain CR, LF, NUL or other control characters.
/// ```
public struct InvalidHeaderFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which part of the header field is malformed.
    public enum Part: String, Sendable, Hashable {
        /// The header name, which must be a non-empty token (RFC 9110, section 5.1).
        case name
        /// The header value, which must not contain control characters other than tab (RFC 9110, section 5.5).
        case value
    }

    /// The operation whose request carried the header, or `nil` when unknown.
    public let operationID: String?
    /// The header's name as given (with invalid characters, when the name itself is the problem).
    public let headerName: String
    /// Whether the name or the value is malformed.
    public let part: Part
    /// The first offending byte, such as `0x0A` for a line feed.
    public let byte: UInt8
    /// The byte offset of ``byte`` in the name or value (UTF-8).
    public let offset: Int

    /// Creates the error.
    public init(operationID: String?, headerName: String, part: Part, byte: UInt8, offset: Int) {
        self.operationID = operationID
        self.headerName = headerName
        self.part = part
        self.byte = byte
        self.offset = offset
    }

    /// The operation, the header, the character and the rule; never the value.
    public var description: String {
        let prefix = operationID.map { "Operation '\($0)': " } ?? ""
        let shownName = String(headerName.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "?" : Character(scalar)
        })
        let character = Self.characterName(byte)
        switch part {
        case .name:
            return prefix + "the header name '\(shownName)' contains \(character) at offset \(offset); "
                + "header names must be non-empty tokens (letters, digits and !#$%&'*+-.^_`|~)."
        case .value:
            return prefix + "the value of header '\(shownName)' contains \(character) at offset \(offset); "
                + "header values must not contain CR, LF, NUL or other control characters."
        }
    }

    /// A readable name of `byte`, such as `a line feed (U+000A)`.
    private static func characterName(_ byte: UInt8) -> String {
        let code = "U+" + String(format: "%04X", Int(byte))
        switch byte {
        case 0x0D: return "a carriage return (\(code))"
        case 0x0A: return "a line feed (\(code))"
        case 0x00: return "a NUL character (\(code))"
        case 0x7F: return "a DEL character (\(code))"
        case 0..<0x20: return "a control character (\(code))"
        case UInt8(ascii: " "): return "a space"
        default: return "the character '\(Character(Unicode.Scalar(byte)))' (\(code))"
        }
    }
}

extension HTTPHeaderField {
    /// Checks that the field can be sent as it is.
    ///
    /// The name must be a token: one or more of `A–Z a–z 0–9 ! # $ % & ' * + - . ^ _ \` | ~`. The value
    /// may contain visible ASCII, space, tab and bytes of 0x80 and above (UTF-8 text is passed
    /// through); CR, LF, NUL, the other control characters and DEL are refused.
    /// - Throws: ``InvalidHeaderFieldError`` for the first offending byte.
    public func validate(operationID: String? = nil) throws {
        let nameBytes = Array(name.utf8)
        if nameBytes.isEmpty {
            throw InvalidHeaderFieldError(operationID: operationID, headerName: name, part: .name, byte: 0, offset: 0)
        }
        if let offset = nameBytes.firstIndex(where: { !Self.isTokenByte($0) }) {
            throw InvalidHeaderFieldError(
                operationID: operationID, headerName: name, part: .name, byte: nameBytes[offset], offset: offset
            )
        }
        var offset = 0
        for byte in value.utf8 {
            if byte == 0x7F || (byte < 0x20 && byte != 0x09) {
                throw InvalidHeaderFieldError(
                    operationID: operationID, headerName: name, part: .value, byte: byte, offset: offset
                )
            }
            offset += 1
        }
    }

    /// Whether `byte` is a `tchar` of RFC 9110.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

extension HTTPRequest {
    /// Checks every header field with ``HTTPHeaderField/validate(operationID:)``.
    /// - Throws: ``InvalidHeaderFieldError`` for the first field that cannot be sent.
    public func validateHeaderFields(operationID: String? = nil) throws {
        for field in headerFields {
            try field.validate(operationID: operationID)
        }
    }
}

"""#),
        EmbeddedFile(name: "ISO8601Coding.swift", contents: #"""
import Foundation

/// An RFC 3339 `date-time` (`format: date-time`), coded as a string such as
/// `2024-05-01T12:30:00Z`.
///
/// Decoding accepts fractional seconds of any length, `Z` (or `z`) or a `±hh:mm` offset, and `T`,
/// `t` or a space between date and time. Encoding always writes UTC with millisecond precision:
/// `yyyy-MM-dd'T'HH:mm:ss'Z'`, or `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'` when the value, rounded to the
/// nearest millisecond, has a fractional second. Parsing and formatting are pure arithmetic on
/// the proleptic Gregorian calendar: independent of locale and time zone, and thread-safe.
public struct ISO8601DateTime: Codable, Hashable, Sendable, DefaultValueProviding {
    /// The instant.
    public var value: Date

    /// Wraps `value`.
    public init(_ value: Date) {
        self.value = value
    }

    /// The Unix epoch, 1970-01-01T00:00:00Z.
    public static var defaultValue: ISO8601DateTime { ISO8601DateTime(Date(timeIntervalSince1970: 0)) }

    /// Decodes an RFC 3339 date-time string.
    /// - Throws: `DecodingError.dataCorrupted` quoting the string when it is not a valid date-time.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an RFC 3339 date-time such as \"2024-05-01T12:30:00Z\", found \"\(text)\"."
            )
        }
        value = date
    }

    /// Encodes the value with ``string(from:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.string(from: value))
    }

    /// Formats `date` in UTC, with `.SSS` milliseconds only when they are not zero.
    ///
    /// Dates outside the years 0000–9999 are clamped to that range; a NaN date gives the epoch.
    public static func string(from date: Date) -> String {
        let milliseconds = GregorianArithmetic.millisecondsSince1970(date)
        let (seconds, fraction) = GregorianArithmetic.floorDivide(milliseconds, 1000)
        let (days, secondOfDay) = GregorianArithmetic.floorDivide(seconds, 86_400)
        var text = GregorianArithmetic.dateString(daysSince1970: days) + "T"
            + GregorianArithmetic.padded(secondOfDay / 3600, 2) + ":"
            + GregorianArithmetic.padded(secondOfDay % 3600 / 60, 2) + ":"
            + GregorianArithmetic.padded(secondOfDay % 60, 2)
        if fraction != 0 {
            text += "." + GregorianArithmetic.padded(fraction, 3)
        }
        return text + "Z"
    }

    /// Parses an RFC 3339 date-time, or returns `nil` when `string` is not one.
    public static func date(from string: String) -> Date? {
        var scanner = DigitScanner(string)
        guard let days = scanner.scanFullDate(),
              scanner.scan(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") || $0 == UInt8(ascii: " ") }),
              let hour = scanner.scanNumber(digits: 2, in: 0...23), scanner.scan(UInt8(ascii: ":")),
              let minute = scanner.scanNumber(digits: 2, in: 0...59), scanner.scan(UInt8(ascii: ":")),
              let second = scanner.scanNumber(digits: 2, in: 0...60)
        else { return nil }
        var fraction = 0.0
        if scanner.scan(UInt8(ascii: ".")) {
            guard let value = scanner.scanFraction() else { return nil }
            fraction = value
        }
        let offsetSeconds: Int64
        if scanner.scan(where: { $0 == UInt8(ascii: "Z") || $0 == UInt8(ascii: "z") }) {
            offsetSeconds = 0
        } else if let sign = scanner.scanSign(),
                  let offsetHour = scanner.scanNumber(digits: 2, in: 0...23), scanner.scan(UInt8(ascii: ":")),
                  let offsetMinute = scanner.scanNumber(digits: 2, in: 0...59) {
            offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSinceReferenceDate: Double(seconds - GregorianArithmetic.referenceDateOffset) + fraction)
    }
}

/// An RFC 3339 `full-date` (`format: date`), coded as a string such as `2024-05-01` and held
/// as midnight UTC of that day.
///
/// Parsing and formatting are pure arithmetic on the proleptic Gregorian calendar in UTC:
/// independent of locale and time zone, and thread-safe.
public struct ISO8601Date: Codable, Hashable, Sendable, DefaultValueProviding {
    /// Midnight UTC of the day (any instant of the day encodes as that day).
    public var value: Date

    /// Wraps `value`.
    public init(_ value: Date) {
        self.value = value
    }

    /// The first day of the Unix epoch, 1970-01-01.
    public static var defaultValue: ISO8601Date { ISO8601Date(Date(timeIntervalSince1970: 0)) }

    /// Decodes an RFC 3339 full-date string.
    /// - Throws: `DecodingError.dataCorrupted` quoting the string when it is not a valid date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = Self.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an RFC 3339 full-date such as \"2024-05-01\", found \"\(text)\"."
            )
        }
        value = date
    }

    /// Encodes the value with ``string(from:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.string(from: value))
    }

    /// Formats the UTC day containing `date` as `yyyy-MM-dd` (clamped to the years 0000–9999).
    public static func string(from date: Date) -> String {
        let seconds = GregorianArithmetic.floorDivide(GregorianArithmetic.millisecondsSince1970(date), 1000).quotient
        return GregorianArithmetic.dateString(daysSince1970: GregorianArithmetic.floorDivide(seconds, 86_400).quotient)
    }

    /// Parses a `yyyy-MM-dd` full-date as midnight UTC, or returns `nil` when `string` is not one.
    public static func date(from string: String) -> Date? {
        var scanner = DigitScanner(string)
        guard let days = scanner.scanFullDate(), scanner.isAtEnd else { return nil }
        return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 - GregorianArithmetic.referenceDateOffset))
    }
}

/// Calendar arithmetic on the proleptic Gregorian calendar in UTC.
enum GregorianArithmetic {
    /// Seconds from 1970-01-01 to 2001-01-01, `Date`'s reference date.
    static let referenceDateOffset: Int64 = 978_307_200
    private static let minimumMilliseconds = daysSince1970(year: 0, month: 1, day: 1) * 86_400_000
    private static let maximumMilliseconds = daysSince1970(year: 10_000, month: 1, day: 1) * 86_400_000 - 1

    /// `date` in whole milliseconds since 1970 (rounded to nearest), clamped to years 0000–9999.
    static func millisecondsSince1970(_ date: Date) -> Int64 {
        let interval = date.timeIntervalSinceReferenceDate
        guard !interval.isNaN else { return 0 }
        let milliseconds = (interval * 1000).rounded() + Double(referenceDateOffset * 1000)
        if milliseconds <= Double(minimumMilliseconds) { return minimumMilliseconds }
        if milliseconds >= Double(maximumMilliseconds) { return maximumMilliseconds }
        return Int64(milliseconds)
    }

    /// Division rounding toward negative infinity, with a non-negative remainder.
    static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
        return (quotient, value - quotient * divisor)
    }

    /// Days from 1970-01-01 to the given date (negative before it).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        // Count in eras of 400 years starting on March 1, so leap days end each year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The `yyyy-MM-dd` date of a day counted from 1970-01-01 (the inverse of ``daysSince1970``).
    static func dateString(daysSince1970 days: Int64) -> String {
        let (era, dayOfEra) = floorDivide(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// The number of days in `month` of `year`.
    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    /// `value` (non-negative) in decimal, left-padded with zeros to `width` digits.
    static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

/// A cursor over the UTF-8 bytes of an RFC 3339 string.
struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `byte` if it is next.
    mutating func scan(_ byte: UInt8) -> Bool {
        scan(where: { $0 == byte })
    }

    /// Consumes the next byte if it satisfies `predicate`.
    mutating func scan(where predicate: (UInt8) -> Bool) -> Bool {
        guard index < bytes.count, predicate(bytes[index]) else { return false }
        index += 1
        return true
    }

    /// Consumes exactly `digits` decimal digits whose value lies in `range`.
    mutating func scanNumber(digits: Int, in range: ClosedRange<Int64>) -> Int64? {
        var value: Int64 = 0
        for _ in 0..<digits {
            guard let digit = scanDigit() else { return nil }
            value = value * 10 + digit
        }
        return range.contains(value) ? value : nil
    }

    /// Consumes one or more digits after a decimal point as a fraction of one; digits beyond
    /// nanoseconds are read but ignored.
    mutating func scanFraction() -> Double? {
        var nanoseconds: Int64 = 0
        var count = 0
        while let digit = scanDigit() {
            if count < 9 { nanoseconds = nanoseconds * 10 + digit }
            count += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<max(count, 9) { nanoseconds *= 10 }
        return Double(nanoseconds) / 1_000_000_000
    }

    /// Consumes `+` (returning 1) or `-` (returning -1).
    mutating func scanSign() -> Int64? {
        if scan(UInt8(ascii: "+")) { return 1 }
        if scan(UInt8(ascii: "-")) { return -1 }
        return nil
    }

    /// Consumes a valid `yyyy-MM-dd` date and returns its days since 1970-01-01.
    mutating func scanFullDate() -> Int64? {
        guard let year = scanNumber(digits: 4, in: 0...9999), scan(UInt8(ascii: "-")),
              let month = scanNumber(digits: 2, in: 1...12), scan(UInt8(ascii: "-")),
              let day = scanNumber(digits: 2, in: 1...31),
              day <= GregorianArithmetic.daysInMonth(year: year, month: month)
        else { return nil }
        return GregorianArithmetic.daysSince1970(year: year, month: month, day: day)
    }

    private mutating func scanDigit() -> Int64? {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int64(bytes[index] - UInt8(ascii: "0"))
    }
}

"""#),
        EmbeddedFile(name: "Indirect.swift", contents: #"""
import Foundation

/// An immutable box that gives a value reference storage.
///
/// Generated structs hold recursive properties (a `Node` whose `parent` is a `Node`) through an
/// `Indirect` in private storage, behind a public computed property, because a struct cannot
/// contain itself directly:
///
/// ```swift
/// public struct Node: Codable, Hashable, Sendable {
///     private var _parent: Indirect<Node>?
///     public var parent: Node? {
///         get { _parent?.value }
///         set { _parent = newValue.map(Indirect.init) }
///     }
/// }
/// ```
///
/// The box is immutable, so copies of the enclosing struct keep value semantics. Equality and
/// hashing use the wrapped value, and coding is transparent: an `Indirect<Wrapped>` is coded
/// exactly like its `Wrapped`.
public final class Indirect<Wrapped: Sendable>: Sendable {
    /// The boxed value.
    public let value: Wrapped

    /// Boxes `value`.
    public init(_ value: Wrapped) {
        self.value = value
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    /// Whether the boxed values are equal (boxes need not be the same instance).
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

extension Indirect: Hashable where Wrapped: Hashable {
    /// Hashes the boxed value, so a box hashes like its value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    /// Encodes the boxed value in place of the box.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Indirect: Decodable where Wrapped: Decodable {
    /// Decodes a `Wrapped` and boxes it.
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(try container.decode(Wrapped.self))
    }
}

extension Indirect: CustomStringConvertible {
    /// The description of the boxed value.
    public var description: String {
        String(describing: value)
    }
}

"""#),
        EmbeddedFile(name: "JSONStringBuilder.swift", contents: #"""
import Foundation

/// Builds a valid example JSON document for any `Decodable` type.
///
/// The builder needs no schema and no reflection: it runs the type's `init(from:)` against a
/// recording `Decoder` and writes down what was asked for, answering every request with a
/// neutral value:
///
/// | Requested | Recorded |
/// |---|---|
/// | `String` | `""` |
/// | any integer type, `Decimal` | `0` |
/// | `Double`, `Float` | `0.0` |
/// | `Bool` | `false` |
/// | `decodeIfPresent`, `decodeNil`, `Optional` | `null` |
/// | an unkeyed container (arrays, sets) | `[]` (the container is empty) |
/// | a keyed container without requested keys (dictionaries) | `{}` |
/// | `Date` | `-978307200` (1970-01-01T00:00:00Z for `JSONDecoder`'s default strategy) |
/// | `UUID` | `"00000000-0000-0000-0000-000000000000"` |
/// | `URL` | `"https://example.com"` |
/// | `Data` | `""` (empty Base64) |
/// | a ``DefaultValueProviding`` type | its `defaultValue`, encoded |
///
/// Recursion through optionals, arrays and dictionaries ends by itself. A type that can only be
/// built by infinite recursion (a non-optional path back to itself), or whose nesting exceeds
/// 100 levels, throws ``JSONStringBuilderError/infiniteRecursion(type:codingPath:)``.
///
/// Overrides replace or add values in the built JSON. Their keys are dot-separated paths of wire
/// keys, with array elements addressed by index (`"owner.name"`, `"tags.0"`); missing objects on
/// the way are created, and an index may equal the array's count to append. Overrides are applied
/// in sorted path order, so a parent is replaced before its children.
public enum JSONStringBuilder {
    /// Builds the example JSON value of `type`, then applies `overrides`.
    /// - Throws: ``JSONStringBuilderError``, or any error thrown by `type`'s `init(from:)`
    ///   (for example an enum that does not conform to ``DefaultValueProviding``).
    public static func jsonValue<T: Decodable>(
        for type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> JSONValue {
        let state = RecordingState()
        let recorded: RecordingNode
        do {
            recorded = try state.example(of: type, codingPath: []).node
        } catch {
            // A variant that recursed may have been skipped by a `try?`; report the cause.
            if let recursion = state.recursionError { throw recursion }
            throw error
        }
        return try applying(overrides, to: recorded.jsonValue())
    }

    /// Builds the example JSON of `type` as compact text with sorted keys (see
    /// ``JSONValue/jsonString()``); the same input always gives the same text.
    /// - Throws: The errors of ``jsonValue(for:overrides:)``.
    public static func jsonString<T: Decodable>(
        for type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> String {
        try jsonValue(for: type, overrides: overrides).jsonString()
    }

    /// Builds the example JSON of `type` and decodes it with a default `JSONDecoder`.
    /// - Throws: The errors of ``jsonValue(for:overrides:)``, or a `DecodingError` when the
    ///   overridden JSON no longer decodes as `type`.
    public static func instance<T: Decodable>(
        of type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> T {
        let text = try jsonString(for: type, overrides: overrides)
        return try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Applies every override to `value`, in sorted path order.
    static func applying(_ overrides: [String: JSONValue], to value: JSONValue) throws -> JSONValue {
        var result = value
        for path in overrides.keys.sorted() {
            guard let replacement = overrides[path] else { continue }
            let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: { $0.isEmpty }) else {
                throw JSONStringBuilderError.invalidOverride(path: path)
            }
            try set(replacement, at: components[...], in: &result, path: path)
        }
        return result
    }

    private static func set(
        _ replacement: JSONValue,
        at components: ArraySlice<String>,
        in value: inout JSONValue,
        path: String
    ) throws {
        guard let component = components.first else {
            value = replacement
            return
        }
        let remaining = components.dropFirst()
        let placeholder: JSONValue = remaining.isEmpty ? .null : .object([:])
        switch value {
        case var .object(members):
            var child = members[component] ?? placeholder
            try set(replacement, at: remaining, in: &child, path: path)
            members[component] = child
            value = .object(members)
        case var .array(elements):
            guard component.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let index = Int(component), index <= elements.count
            else {
                throw JSONStringBuilderError.invalidOverride(path: path)
            }
            var child = index < elements.count ? elements[index] : placeholder
            try set(replacement, at: remaining, in: &child, path: path)
            if index < elements.count {
                elements[index] = child
            } else {
                elements.append(child)
            }
            value = .array(elements)
        default:
            throw JSONStringBuilderError.invalidOverride(path: path)
        }
    }
}

/// Why ``JSONStringBuilder`` could not build a value.
public enum JSONStringBuilderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The type named `type`, requested at `codingPath` (dot-separated wire keys, empty at the
    /// top level), can only be built by infinite recursion, or nests more than 100 levels deep.
    case infiniteRecursion(type: String, codingPath: String)
    /// The override path goes through a value that is not an object or array, addresses an
    /// array element that neither exists nor directly follows the last one, or has an empty
    /// component.
    case invalidOverride(path: String)

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case let .infiniteRecursion(type, codingPath):
            let location = codingPath.isEmpty ? "at the top level" : "at '\(codingPath)'"
            return "Cannot build an example of \(type) \(location): it contains itself through "
                + "non-optional values (or nests too deeply), so no finite JSON value exists."
        case let .invalidOverride(path):
            return "Cannot apply the override '\(path)': the path does not lead through objects and "
                + "existing (or next) array indices of the built JSON."
        }
    }
}

"""#),
        EmbeddedFile(name: "JSONStringBuilderDecoder.swift", contents: #"""
import Foundation

/// One value of the JSON document a recording decode writes, filled in as requests arrive.
final class RecordingNode {
    private enum Kind {
        case unrequested, scalar, object, array
    }

    private var kind = Kind.unrequested
    private var scalar = JSONValue.null
    private var members: [String: RecordingNode] = [:]

    /// Records a scalar (or a complete value), replacing anything recorded before.
    func setScalar(_ value: JSONValue) {
        kind = .scalar
        scalar = value
        members = [:]
    }

    /// Makes the node an object, keeping members recorded by an earlier keyed container.
    func becomeObject() {
        if kind != .object {
            kind = .object
            members = [:]
        }
    }

    /// Makes the node an empty array.
    func becomeArray() {
        kind = .array
        members = [:]
    }

    /// Records `child` as the object member `key`.
    func setMember(_ key: String, _ child: RecordingNode) {
        becomeObject()
        members[key] = child
    }

    /// Replaces this node's content with `other`'s.
    func adopt(_ other: RecordingNode) {
        kind = other.kind
        scalar = other.scalar
        members = other.members
    }

    /// The recorded JSON; a value nobody asked anything of is an empty object, as `JSONEncoder`
    /// writes for a type that encodes nothing.
    func jsonValue() -> JSONValue {
        switch kind {
        case .unrequested: return .object([:])
        case .scalar: return scalar
        case .object: return .object(members.mapValues { $0.jsonValue() })
        case .array: return .array([])
        }
    }
}

/// State shared by all decoders and containers of one ``JSONStringBuilder`` run.
final class RecordingState {
    /// The deepest nesting of decoded types before the builder gives up.
    static let maximumDepth = 100

    private var activeTypes: [ObjectIdentifier] = []
    /// The first infinite recursion detected in a decode that has not (yet) succeeded, even if a
    /// `try?` in the decoded type swallowed it.
    private(set) var recursionError: JSONStringBuilderError?

    /// Produces an example value of `type` and the node recording its JSON.
    func example<T: Decodable>(of type: T.Type, codingPath: [any CodingKey]) throws -> (value: T, node: RecordingNode) {
        let node = RecordingNode()
        if let (value, json) = try Self.knownExample(of: type) {
            node.setScalar(json)
            return (value, node)
        }
        let identifier = ObjectIdentifier(type)
        if activeTypes.contains(identifier) || activeTypes.count >= Self.maximumDepth {
            let path = codingPath.map(\.stringValue).joined(separator: ".")
            let error = JSONStringBuilderError.infiniteRecursion(type: String(describing: type), codingPath: path)
            if recursionError == nil { recursionError = error }
            throw error
        }
        activeTypes.append(identifier)
        defer { activeTypes.removeLast() }
        let earlierRecursion = recursionError
        let value = try type.init(from: RecordingDecoder(node: node, state: self, codingPath: codingPath))
        // Any recursion inside was handled (a variant skipped by `try?`): it did not cause a failure.
        recursionError = earlierRecursion
        return (value, node)
    }

    /// The fixed example of a type recognized by identity or by ``DefaultValueProviding`` (`nil` also when the provided
    /// default does not encode).
    private static func knownExample<T>(of type: T.Type) throws -> (T, JSONValue)? {
        let candidate: (value: Any, json: JSONValue)
        if type == Date.self {
            candidate = (Date(timeIntervalSince1970: 0), .integer(-978_307_200))
        } else if type == UUID.self {
            let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            candidate = (zero, .string("00000000-0000-0000-0000-000000000000"))
        } else if type == URL.self, let url = URL(string: "https://example.com") {
            candidate = (url, .string("https://example.com"))
        } else if type == Data.self {
            candidate = (Data(), .string(""))
        } else if type == Decimal.self {
            candidate = (Decimal(0), .integer(0))
        } else if let providing = type as? any DefaultValueProviding.Type {
            let value = providing.defaultValue
            // A default that cannot be encoded (a migrated enum whose default case the API removed, with no
            // replacement) is no example: the type's own `init(from:)` is recorded instead.
            guard let json = try? JSONValue(encoding: value) else { return nil }
            candidate = (value, json)
        } else {
            return nil
        }
        guard let value = candidate.value as? T else { return nil }
        return (value, candidate.json)
    }
}

/// The `Decoder` handed to `init(from:)` by ``JSONStringBuilder``.
struct RecordingDecoder: Decoder {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        node.becomeObject()
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(node: node, state: state, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        node.becomeArray()
        return EmptyUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(node: node, state: state, codingPath: codingPath)
    }
}

/// A keyed container that reports every key as present and records each request.
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    /// No keys are known up front, so dictionaries decode as empty.
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    /// Records `null`; `decodeIfPresent` (through its default implementation) ends here too.
    func decodeNil(forKey key: Key) -> Bool {
        record(.null, for: key)
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) -> Bool { record(.bool(false), for: key, returning: false) }
    func decode(_ type: String.Type, forKey key: Key) -> String { record(.string(""), for: key, returning: "") }
    func decode(_ type: Double.Type, forKey key: Key) -> Double { record(.number(0), for: key, returning: 0) }
    func decode(_ type: Float.Type, forKey key: Key) -> Float { record(.number(0), for: key, returning: 0) }
    func decode(_ type: Int.Type, forKey key: Key) -> Int { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int8.Type, forKey key: Key) -> Int8 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int16.Type, forKey key: Key) -> Int16 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int32.Type, forKey key: Key) -> Int32 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int64.Type, forKey key: Key) -> Int64 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt.Type, forKey key: Key) -> UInt { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt8.Type, forKey key: Key) -> UInt8 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt16.Type, forKey key: Key) -> UInt16 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt32.Type, forKey key: Key) -> UInt32 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt64.Type, forKey key: Key) -> UInt64 { record(.integer(0), for: key, returning: 0) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let example = try state.example(of: type, codingPath: codingPath + [key])
        node.setMember(key.stringValue, example.node)
        return example.value
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
        let child = RecordingNode()
        child.becomeObject()
        node.setMember(key.stringValue, child)
        return KeyedDecodingContainer(
            RecordingKeyedContainer<NestedKey>(node: child, state: state, codingPath: codingPath + [key])
        )
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
        let child = RecordingNode()
        child.becomeArray()
        node.setMember(key.stringValue, child)
        return EmptyUnkeyedContainer(codingPath: codingPath + [key])
    }

    func superDecoder() -> any Decoder {
        superDecoder(named: SuperCodingKey())
    }

    func superDecoder(forKey key: Key) -> any Decoder {
        superDecoder(named: key)
    }

    private func superDecoder(named key: any CodingKey) -> any Decoder {
        let child = RecordingNode()
        node.setMember(key.stringValue, child)
        return RecordingDecoder(node: child, state: state, codingPath: codingPath + [key])
    }

    private func record(_ value: JSONValue, for key: Key) {
        let child = RecordingNode()
        child.setScalar(value)
        node.setMember(key.stringValue, child)
    }

    private func record<T>(_ value: JSONValue, for key: Key, returning result: T) -> T {
        record(value, for: key)
        return result
    }
}

/// The key `super`, which `superDecoder()` uses like `JSONDecoder` does.
private struct SuperCodingKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// A single-value container that records the requested value into its node.
struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        node.setScalar(.null)
        return true
    }

    func decode(_ type: Bool.Type) -> Bool { record(.bool(false), returning: false) }
    func decode(_ type: String.Type) -> String { record(.string(""), returning: "") }
    func decode(_ type: Double.Type) -> Double { record(.number(0), returning: 0) }
    func decode(_ type: Float.Type) -> Float { record(.number(0), returning: 0) }
    func decode(_ type: Int.Type) -> Int { record(.integer(0), returning: 0) }
    func decode(_ type: Int8.Type) -> Int8 { record(.integer(0), returning: 0) }
    func decode(_ type: Int16.Type) -> Int16 { record(.integer(0), returning: 0) }
    func decode(_ type: Int32.Type) -> Int32 { record(.integer(0), returning: 0) }
    func decode(_ type: Int64.Type) -> Int64 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt.Type) -> UInt { record(.integer(0), returning: 0) }
    func decode(_ type: UInt8.Type) -> UInt8 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt16.Type) -> UInt16 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt32.Type) -> UInt32 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt64.Type) -> UInt64 { record(.integer(0), returning: 0) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let example = try state.example(of: type, codingPath: codingPath)
        node.adopt(example.node)
        return example.value
    }

    private func record<T>(_ value: JSONValue, returning result: T) -> T {
        node.setScalar(value)
        return result
    }
}

/// An unkeyed container with no elements: arrays and sets decode as empty, and asking for an
/// element anyway fails as it does with `JSONDecoder` at the end of an array.
struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]

    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    func decodeNil() throws -> Bool { throw endError(Any?.self) }
    func decode(_ type: Bool.Type) throws -> Bool { throw endError(type) }
    func decode(_ type: String.Type) throws -> String { throw endError(type) }
    func decode(_ type: Double.Type) throws -> Double { throw endError(type) }
    func decode(_ type: Float.Type) throws -> Float { throw endError(type) }
    func decode(_ type: Int.Type) throws -> Int { throw endError(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw endError(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw endError(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw endError(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw endError(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw endError(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw endError(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw endError(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw endError(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw endError(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { throw endError(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw endError(KeyedDecodingContainer<NestedKey>.self)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw endError((any UnkeyedDecodingContainer).self)
    }

    func superDecoder() throws -> any Decoder {
        throw endError((any Decoder).self)
    }

    private func endError(_ type: Any.Type) -> DecodingError {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "JSONStringBuilder records arrays as empty; there is no element to decode."
            )
        )
    }
}

"""#),
        EmbeddedFile(name: "JSONValue.swift", contents: #"""
import Foundation

/// An arbitrary JSON value: the type generated clients use for schemaless payloads, free-form
/// objects and overrides, and the common currency of reports and form encoding.
///
/// Decoding distinguishes integral from non-integral numbers: a number that decodes as `Int`
/// (for example `3`, or `3.0` with Foundation's `JSONDecoder`) becomes ``integer(_:)``, any other
/// number becomes ``number(_:)``.
public enum JSONValue: Codable, Hashable, Sendable {
    /// The JSON literal `null`.
    case null
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// A JSON number that is representable as an `Int`.
    case integer(Int)
    /// A JSON number that is not representable as an `Int`.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([JSONValue])
    /// A JSON object.
    case object([String: JSONValue])

    /// Decodes any JSON value, trying in order: `null`, `Bool`, `Int`, `Double`, `String`,
    /// array, object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "The value is not null, a boolean, a number, a string, an array or an object."
            )
        }
    }

    /// Encodes the value as the corresponding JSON value.
    /// Objects are encoded with their keys sorted, so the output does not depend on dictionary order.
    public func encode(to encoder: any Encoder) throws {
        if case let .object(value) = self {
            var keyed = encoder.container(keyedBy: ObjectKey.self)
            for key in value.keys.sorted() {
                try keyed.encode(value[key] ?? .null, forKey: ObjectKey(key))
            }
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case .object: break
        }
    }

    /// A coding key for an object member, so objects encode with their keys sorted (deterministic output).
    private struct ObjectKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Creates the JSON value of any `Encodable` by encoding it with a default `JSONEncoder` and
    /// decoding the result as a `JSONValue`.
    ///
    /// Because the value goes through JSON text, an integral `Double` such as `2.0` becomes
    /// `.integer(2)`, and `Date` uses `JSONEncoder`'s default strategy (a number).
    /// - Throws: Any error of `JSONEncoder` (for example for a non-finite `Double`).
    public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Decodes this value as `type`, going through JSON text with a default `JSONDecoder`.
    /// - Throws: `EncodingError` for a non-finite number, or any `DecodingError` of `type`.
    public func decode<T: Decodable>(as type: T.Type) throws -> T {
        let data = try JSONEncoder().encode(self)
        return try JSONDecoder().decode(type, from: data)
    }

    /// The member named `key` if this value is an object that has one, otherwise `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    /// The value as compact JSON text with object keys sorted, identical for equal values.
    ///
    /// Strings escape only `"`, `\` and control characters; ``number(_:)`` uses Swift's shortest
    /// round-tripping description (`1.5`, `2.0`, `1e-07`), and a non-finite number, which JSON
    /// cannot represent, is written as `null`.
    public func jsonString() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case let .bool(value):
            output += value ? "true" : "false"
        case let .integer(value):
            output += String(value)
        case let .number(value):
            output += value.isFinite ? value.description : "null"
        case let .string(value):
            Self.writeQuoted(value, to: &output)
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeQuoted(key, to: &output)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeQuoted(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates ``null``.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates ``bool(_:)``.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates ``integer(_:)``.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates ``number(_:)``.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates ``string(_:)``.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates ``object(_:)``; when a key is repeated, the last value wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (key, value) in elements {
            members[key] = value
        }
        self = .object(members)
    }
}

"""#),
        EmbeddedFile(name: "MigrationConversions.swift", contents: #"""
import Foundation

/// The built-in conversions migrated clients use when a property, parameter or response changed type between API
/// versions. Lossy steps are reported through ``MigrationDiagnostics`` — never silent — and return `nil` when no value
/// can be produced, so the caller falls back explicitly.
public enum MigrationConversions {
    /// Reports a lossy step for `element`.
    public static func report(_ element: String, _ message: String) {
        MigrationDiagnostics.report(MigrationEvent(element: element, message: message))
    }

    /// `value` as shown in a report: quoted and cut to 100 characters, or `<redacted>` when the
    /// element's name looks like a credential (see ``Redaction/isSensitiveName(_:)``), such as
    /// `getPet.X-API-Key`.
    static func shown(_ value: String, element: String) -> String {
        let name = element.split(separator: ".").last.map(String.init) ?? element
        if Redaction.isSensitiveName(name) { return Redaction.placeholder }
        return "\"" + boundedText(value, limit: 100) + "\""
    }

    /// An integer from its decimal string; `nil` (reported) when the string is not an integer.
    public static func integer(_ value: String, element: String) -> Int? {
        if let integer = Int(value.trimmingCharacters(in: .whitespaces)) { return integer }
        report(element, "\(shown(value, element: element)) is not an integer")
        return nil
    }

    /// An integer from a number, rounded toward zero; a fractional or out-of-range value is reported.
    public static func integer(_ value: Double, element: String) -> Int? {
        guard value.isFinite, value >= Double(Int.min), value < Double(Int.max) else {
            report(element, "\(value) does not fit an integer")
            return nil
        }
        let truncated = value.rounded(.towardZero)
        if truncated != value { report(element, "\(value) truncated to \(Int(truncated))") }
        return Int(truncated)
    }

    /// A Boolean from `true`/`false` (any case) or `1`/`0`; `nil` (reported) for anything else.
    public static func bool(_ value: String, element: String) -> Bool? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            report(element, "\(shown(value, element: element)) is not a Boolean")
            return nil
        }
    }

    /// A UUID from its string (any case, as `UUID(uuidString:)` reads it); `nil` (reported) when the string is not a
    /// UUID. The other direction is `uuid.parameterValue`, the lowercase canonical form.
    public static func uuid(_ value: String, element: String) -> UUID? {
        if let uuid = UUID(uuidString: value.trimmingCharacters(in: .whitespaces)) { return uuid }
        report(element, "\(shown(value, element: element)) is not a UUID")
        return nil
    }

    /// The single element of an array; `nil` (reported) when empty, the first (reported) when there are more.
    public static func single<T>(_ values: [T], element: String) -> T? {
        if values.count > 1 { report(element, "\(values.count) values received, the first is kept") }
        if values.isEmpty { report(element, "no value received") }
        return values.first
    }

    /// Seconds since 1970-01-01T00:00:00Z, rounded toward zero.
    public static func unixSeconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.towardZero))
    }

    /// The date `seconds` after 1970-01-01T00:00:00Z.
    public static func date(unixSeconds seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A value of another object type carrying the same data: `value` is encoded, its top-level keys renamed by
    /// `renaming` (old key → new key), and the result decoded as `U`; `nil` (reported) when it does not decode.
    public static func bridge<T: Encodable, U: Decodable>(_ value: T, to type: U.Type, renaming: [String: String], element: String) -> U? {
        do {
            var json = try JSONValue(encoding: value)
            if case let .object(members) = json {
                var renamed: [String: JSONValue] = [:]
                for (key, member) in members { renamed[renaming[key] ?? key] = member }
                json = .object(renamed)
            }
            return try json.decode(as: U.self)
        } catch {
            report(element, "cannot convert \(T.self) to \(U.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `value` as the member `key` of a new `U` (the `object-member` conversion, sending `artistName` as `artist.name`).
    /// When `U` needs other members too, they come from its `JSONStringBuilder` default instance, reported; `nil`
    /// (reported) when no `U` can be built.
    public static func wrap<T: Encodable, U: Codable>(_ value: T, in type: U.Type, key: String, element: String) -> U? {
        do {
            return try filledObject([key: JSONValue(encoding: value)], as: U.self, element: element)
        } catch {
            report(element, "cannot hold the value in \(U.self).\(key): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `members` decoded as a `U`. When `U` needs members they lack, its `JSONStringBuilder` default instance supplies
    /// them, reported: a migrated client sends or decodes made-up values only where a guide's conversion or move
    /// accepted that.
    static func filledObject<U: Codable>(_ members: [String: JSONValue], as type: U.Type, element: String) throws -> U {
        if let object = try? JSONValue.object(members).decode(as: U.self) { return object }
        guard case var .object(defaults) = try JSONValue(encoding: JSONStringBuilder.instance(of: U.self)) else {
            return try JSONValue.object(members).decode(as: U.self)
        }
        defaults.merge(members) { _, set in set }
        let object = try JSONValue.object(defaults).decode(as: U.self)
        report(element, "\(U.self) needs members besides \(members.keys.sorted().joined(separator: ", ")); their default values are used")
        return object
    }

    /// The member `key` of `object` as a `U` (the `object-member` conversion, decoding `artistName` from `artist.name`);
    /// `nil` (reported) when the object lacks it or it is not a `U`.
    public static func member<T: Encodable, U: Decodable>(_ object: T, key: String, as type: U.Type, element: String) -> U? {
        let json: JSONValue
        do {
            json = try JSONValue(encoding: object)
        } catch {
            report(element, "cannot read \(T.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
        guard case let .object(members) = json, let member = members[key], member != .null else {
            report(element, "\(T.self) has no \"\(key)\" value")
            return nil
        }
        return nested(json, key: key, as: U.self, element: element)
    }

    /// The member `key` of a JSON object as a `U`, for a value that moved into an object a newer version added
    /// (`CloudFunction.runtime` read from `buildConfig.runtime`). `nil` when the object or the member is absent or
    /// null; a member that is not a `U` is reported.
    public static func nested<U: Decodable>(_ object: JSONValue?, key: String, as type: U.Type, element: String) -> U? {
        guard case let .object(members)? = object, let member = members[key], member != .null else { return nil }
        do {
            return try member.decode(as: U.self)
        } catch {
            report(element, "cannot read \(key) as \(U.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `base` (an object a newer version added; `nil` when the app did not set it) with the values of old members that
    /// moved into it set as its members `members` (absent values are left out). `nil` when there is neither. When the
    /// object needs other members too, they come from its `JSONStringBuilder` default instance, reported. Decoding uses
    /// it the other way too: an old object the newest version dropped, rebuilt from the values that moved out of it
    /// onto its holder (`payment_details.transaction_id` from `Order.transaction_id`).
    public static func merging<U: Codable>(_ base: U?, members: [String: (any Encodable)?], element: String) throws -> U? {
        let present = members.compactMapValues { $0 }
        if present.isEmpty { return base }
        var object: [String: JSONValue] = [:]
        if let base, case let .object(existing) = try JSONValue(encoding: base) { object = existing }
        for (key, value) in present { object[key] = try JSONValue(encoding: value) }
        return try filledObject(object, as: U.self, element: element)
    }

    /// An object decoded from its JSON `object` with the values of members that moved out of it onto the model holding
    /// it put back under their old keys (`links` with `redirectUrl` from `Payment.redirectUrl`); absent values are left
    /// out. `nil` when the object is absent or null: its members alone do not make one.
    public static func filling<U: Decodable>(_ type: U.Type, object: JSONValue?, members: [String: (any Encodable)?]) throws -> U? {
        guard let object, object != .null else { return nil }
        return try filling(U.self, requiredObject: object, members: members)
    }

    /// An object decoded from its JSON `object` with the values of members that moved out of it put back under their old
    /// keys; a JSON value that is not an object decodes as it is (and fails as it would have).
    public static func filling<U: Decodable>(_ type: U.Type, requiredObject object: JSONValue, members: [String: (any Encodable)?]) throws -> U {
        guard case var .object(existing) = object else { return try object.decode(as: U.self) }
        for (key, value) in members {
            if let value { existing[key] = try JSONValue(encoding: value) }
        }
        return try JSONValue.object(existing).decode(as: U.self)
    }

    /// A value decoded from a guide-provided JSON text (a default or fallback); `nil` (reported) when it does not decode.
    public static func value<T: Decodable>(_ type: T.Type, json: String, element: String) -> T? {
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            report(element, "the guide's value \(json) is not a valid \(T.self)")
            return nil
        }
    }

    /// The `JSONStringBuilder` default of a type, reported as used for `element` (a value the new API no longer sends).
    public static func builderDefault<T: Decodable>(_ type: T.Type, element: String, reason: String) throws -> T {
        report(element, "\(reason); using the default value")
        return try JSONStringBuilder.instance(of: T.self)
    }

    /// The `JSONStringBuilder` default of a type, sent without a report (the generator already warned about it).
    public static func quietDefault<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONStringBuilder.instance(of: T.self)
    }
}

/// Errors a migrated client throws instead of sending a request the new API would reject.
public struct MigrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The element concerned, such as `PetStatus.sold`.
    public let element: String
    /// Why the value cannot be sent.
    public let message: String

    /// Creates an error.
    public init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    /// `element: message`.
    public var description: String { "\(element): \(message)" }
}

"""#),
        EmbeddedFile(name: "MigrationDiagnostics.swift", contents: #"""
import Foundation

/// A lossy step taken at run time by a migrated client, such as a value that the new API version
/// can no longer represent and that was dropped or converted.
public struct MigrationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The API element concerned, such as `Pet.age` or `listPets`.
    public let element: String
    /// What happened, such as `value 7.5 truncated to 7`.
    public let message: String

    /// Creates an event.
    public init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    /// `element: message`.
    public var description: String {
        "\(element): \(message)"
    }
}

/// Where migrated clients report ``MigrationEvent``s.
///
/// By default each event is written as one line to standard error. An application can route
/// events elsewhere (a logger, test assertions) with ``setHandler(_:)``. Both functions may be
/// called from any thread or task; the handler runs on the reporting thread, outside any lock.
public enum MigrationDiagnostics {
    private static let storage = HandlerStorage()

    /// Makes `handler` receive every later event, or restores the default (standard error) when
    /// `handler` is `nil`.
    public static func setHandler(_ handler: (@Sendable (MigrationEvent) -> Void)?) {
        storage.handler = handler
    }

    /// Passes `event` to the handler, or writes `[migration] element: message` to standard error
    /// when no handler is set.
    public static func report(_ event: MigrationEvent) {
        if let handler = storage.handler {
            handler(event)
        } else {
            writeToStandardError("[migration] \(event.description)\n")
        }
    }

    private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The current handler, guarded by a lock.
private final class HandlerStorage: @unchecked Sendable {
    // `stored` is only accessed with `lock` held.
    private let lock = NSLock()
    private var stored: (@Sendable (MigrationEvent) -> Void)?

    var handler: (@Sendable (MigrationEvent) -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}

"""#),
        EmbeddedFile(name: "MultipartEncoding.swift", contents: #"""
import Foundation

/// The `multipart/form-data` encoding of an object's members (RFC 7578), used by
/// ``OperationRequest/setMultipartBody(_:fileFields:encoding:files:boundary:)``.
///
/// Members are written in key order, `null` members are left out. A string is a text part with its
/// characters as they are, a number or boolean a text part with its JSON text; a member listed in
/// `fileFields` is a file part (`filename` is the member's name unless `files` gives one) whose bytes are the base64 string
/// `JSONEncoder` writes for `Data`; an array is one part per element under the same name; an
/// object is a part of JSON text with `Content-Type: application/json`. A part has a
/// `Content-Type` when `encoding` names one for its member (the first of a comma-separated list; a
/// wildcard such as `image/*` counts as none); a file part without one is
/// `application/octet-stream`; a file's ``MultipartFile/Metadata`` in `files` overrides both. Names and filenames are quoted with `"`, CR and LF
/// percent-encoded (`%22`, `%0D`, `%0A`), so no value can break the part structure.
public enum MultipartEncoding {
    /// The fixed start of every generated boundary.
    public static let boundaryPrefix = "migrator-boundary-"

    /// One part before it is framed: its headers and content.
    struct Part: Equatable {
        /// The header lines, without line breaks.
        var headers: [String]
        /// The part's content.
        var content: Data
    }

    /// The parts of `members`, in key order.
    /// - Throws: `EncodingError.invalidValue` when a file member is not a base64 string.
    static func parts(
        of members: [String: JSONValue], fileFields: Set<String>, encoding: [String: String], files: [String: MultipartFile.Metadata] = [:]
    ) throws -> [Part] {
        var parts: [Part] = []
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let elements: [JSONValue]
            if case let .array(items) = value { elements = items } else { elements = [value] }
            for element in elements {
                let isFile = fileFields.contains(name)
                let contentType = (isFile ? files[name]?.contentType : nil) ?? encoding[name].flatMap(concreteType)
                if let part = try part(named: name, element, isFile: isFile, contentType: contentType, filename: files[name]?.filename) {
                    parts.append(part)
                }
            }
        }
        return parts
    }

    /// The part of one value, or `nil` for `null`.
    private static func part(named name: String, _ value: JSONValue, isFile: Bool, contentType: String?, filename: String?) throws -> Part? {
        var disposition = "Content-Disposition: form-data; name=\"\(escaped(name))\""
        let content: Data
        var type = contentType
        switch value {
        case .null:
            return nil
        case let .string(text) where isFile:
            guard let bytes = Data(base64Encoded: text) else {
                throw EncodingError.invalidValue(
                    text, EncodingError.Context(codingPath: [], debugDescription: "The file field \"\(name)\" is not base64-encoded data.")
                )
            }
            content = bytes
            disposition += "; filename=\"\(escaped(filename ?? name))\""
            type = type ?? "application/octet-stream"
        case let .string(text):
            content = Data(text.utf8)
        case .object, .array:
            content = try jsonText(value)
            type = type ?? "application/json"
        default:
            content = try jsonText(value)
        }
        var headers = [disposition]
        if let type { headers.append("Content-Type: \(escapedHeaderValue(type))") }
        return Part(headers: headers, content: content)
    }

    /// The content type a part is sent with for an `encoding` entry: the first of a comma-separated list
    /// (`image/png, image/jpeg` gives `image/png`), or `nil` for a wildcard (`image/*`), which names no concrete
    /// type, so the part gets the default of its kind.
    static func concreteType(_ encoding: String) -> String? {
        let first = encoding.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return first.isEmpty || first.contains("*") ? nil : first
    }

    /// The compact JSON text of `value` with sorted keys.
    private static func jsonText(_ value: JSONValue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// `text` with `"`, CR and LF percent-encoded, for a quoted name or filename.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `text` without CR and LF, so a content type cannot add header lines.
    private static func escapedHeaderValue(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }

    /// The framed body of `parts` with `boundary`: each part as `--boundary`, its headers, an empty line and its
    /// content, then `--boundary--`; every line ends with CRLF.
    static func body(of parts: [Part], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            for header in part.headers { body.append(Data("\(header)\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(part.content)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A deterministic boundary for `parts`: ``boundaryPrefix`` and 16 hex digits of the FNV-1a hash of their
    /// contents, with a counter added until no part contains it (so equal bodies get equal boundaries).
    static func boundary(for parts: [Part]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.headers.joined(separator: "\n").utf8 + Array(part.content) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let stem = boundaryPrefix + String(hash, radix: 16).leftPadded(to: 16)
        var candidate = stem
        var counter = 0
        while parts.contains(where: { $0.contains(candidate) }) {
            counter += 1
            candidate = "\(stem)-\(counter)"
        }
        return candidate
    }
}

extension MultipartEncoding.Part {
    /// Whether the part's headers or content contain `text`.
    func contains(_ text: String) -> Bool {
        let needle = Data(text.utf8)
        return headers.contains { $0.contains(text) } || content.range(of: needle) != nil
    }
}

extension String {
    /// The string with leading zeros up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension OperationRequest {
    /// Sets the body to `value`'s members as `multipart/form-data` parts (see ``MultipartEncoding``) and
    /// `Content-Type` to `multipart/form-data; boundary=…`.
    ///
    /// - Parameters:
    ///   - value: An object model or map; a `Data` member is written by `JSONEncoder` as base64 and sent as bytes
    ///     when its name is in `fileFields`.
    ///   - fileFields: The members that are files (`binary` properties, alone or in arrays).
    ///   - encoding: The content type of members (`image/png`), from the document's `encoding`.
    ///   - files: The real file name and content type of file members, by name (see ``MultipartFile``).
    ///   - boundary: The boundary; `nil` derives a deterministic one from the parts
    ///     (``MultipartEncoding/boundaryPrefix`` and a hash). The caller must make sure no part contains a given one.
    /// - Throws: `EncodingError.invalidValue` when `value` does not encode as an object or a file member is not
    ///   `Data`, or the encoder's errors.
    public mutating func setMultipartBody(
        _ value: some Encodable, fileFields: Set<String> = [], encoding: [String: String] = [:],
        files: [String: MultipartFile.Metadata] = [:], boundary: String? = nil
    ) throws {
        guard case let .object(members) = try JSONValue(encoding: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "A multipart/form-data body must encode as an object.")
            )
        }
        let parts = try MultipartEncoding.parts(of: members, fileFields: fileFields, encoding: encoding, files: files)
        let boundary = boundary ?? MultipartEncoding.boundary(for: parts)
        setRawBody(MultipartEncoding.body(of: parts, boundary: boundary), contentType: "multipart/form-data; boundary=\(boundary)")
    }
}

"""#),
        EmbeddedFile(name: "MultipartFile.swift", contents: #"""
import Foundation

/// A file sent as a part of a `multipart/form-data` body: its bytes, its file name and its content type.
///
/// Models keep `Data` for `format: binary` fields, so a file part is named after its field and typed by the
/// description's `encoding` (else `application/octet-stream`) unless the call says otherwise: a method with a
/// multipart body that has file fields takes `files: [String: MultipartFile.Metadata] = [:]`, keyed by the field's
/// wire name, whose entries give the real file name and content type. Every element of an array field gets the
/// field's entry. For example
/// `try await client.uploadAvatar(body: AvatarUpload(avatar: file.data), files: ["avatar": file.metadata])`.
public struct MultipartFile: Sendable, Hashable {
    /// A file's name and content type, without its bytes.
    public struct Metadata: Sendable, Hashable {
        /// The `filename` of the part's `Content-Disposition`; `nil` keeps the field name.
        public var filename: String?
        /// The part's `Content-Type`; `nil` keeps the description's `encoding`, else `application/octet-stream`.
        public var contentType: String?

        /// Creates file metadata.
        public init(filename: String? = nil, contentType: String? = nil) {
            self.filename = filename
            self.contentType = contentType
        }
    }

    /// The file's bytes.
    public var data: Data
    /// The file's name.
    public var filename: String
    /// The file's content type, such as `image/png`; `nil` for the description's default.
    public var contentType: String?

    /// Creates a file.
    public init(data: Data, filename: String, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    /// The file's name and content type, for the `files:` argument.
    public var metadata: Metadata { Metadata(filename: filename, contentType: contentType) }
}

"""#),
        EmbeddedFile(name: "ParameterSerialization.swift", contents: #"""
import Foundation

/// Writes ``StyledValue``s in the OpenAPI parameter styles (see ``ParameterStyle`` for a table).
///
/// Query and path output is percent-encoded here, value by value, with
/// ``PercentEncoding/encodeComponent(_:)``; the delimiters a style adds (`,` `.` `;` `=`) stay
/// literal, and the space and pipe delimiters are written `%20` and `%7C`. Header output is not
/// encoded; cookie values are encoded like query values.
enum ParameterSerialization {
    /// The encoded `name=value` parts a query parameter adds; an empty array adds none.
    ///
    /// For example `form` with `explode: false` and `[1, 2]` gives `["id=1,2"]`, `deepObject` with
    /// `{"gte": 10, "lt": 20}` gives `["created%5Bgte%5D=10", "created%5Blt%5D=20"]` (which
    /// decodes to `created[gte]=10&created[lt]=20`).
    ///
    /// With `allowReserved` the values (not the names) are encoded with
    /// ``PercentEncoding/encodeAllowingReserved(_:)``: `path=/a/b:c` instead of `path=%2Fa%2Fb%3Ac`; `deepObject`
    /// members of nested objects and arrays stay fully encoded.
    static func queryParts(name: String, value: StyledValue, style: ParameterStyle, explode: Bool, allowReserved: Bool = false) -> [String] {
        let encodedName = PercentEncoding.encodeComponent(name)
        let encodeValue = allowReserved ? PercentEncoding.encodeAllowingReserved : PercentEncoding.encodeComponent
        func pair(_ name: String, _ text: String) -> String {
            PercentEncoding.encodeComponent(name) + "=" + encodeValue(text)
        }
        if style == .deepObject {
            switch value {
            case let .scalar(text): return [pair(name, text)]
            case let .array(texts): return texts.enumerated().map { pair("\(name)[\($0.offset)]", $0.element) }
            case let .nestedArray(values): return FormEncoding.fields(of: .array(values), named: name).map(\.encoded)
            case let .object(members):
                return members.flatMap { FormEncoding.fields(of: $0.value, named: "\(name)[\($0.key)]").map(\.encoded) }
            }
        }
        if case let .scalar(text) = value { return [pair(name, text)] }
        if explode {
            if case let .object(members) = value {
                return members.map { pair($0.key, $0.value.parameterValue) }
            }
            return (value.elementTexts ?? []).map { pair(name, $0) }
        }
        let texts = value.flattenedTexts
        guard !texts.isEmpty else { return [] }
        let delimiter: String
        switch style {
        case .spaceDelimited: delimiter = "%20"
        case .pipeDelimited: delimiter = "%7C"
        default: delimiter = ","
        }
        return [encodedName + "=" + texts.map(encodeValue).joined(separator: delimiter)]
    }

    /// The encoded text replacing a `{name}` placeholder in the `simple`, `label` or `matrix`
    /// style.
    ///
    /// For example `label` exploded with `[3, 4]` gives `.3.4`, `matrix` not exploded gives
    /// `;id=3,4`.
    static func pathText(name: String, value: StyledValue, style: ParameterStyle, explode: Bool) -> String {
        let encode = PercentEncoding.encodeComponent
        switch style {
        case .label:
            return "." + joined(value, explode: explode, separator: explode ? "." : ",", encode: encode)
        case .matrix:
            let encodedName = encode(name)
            switch value {
            case let .scalar(text): return ";\(encodedName)=\(encode(text))"
            case let .object(members) where explode:
                return members.map { ";\(encode($0.key))=\(encode($0.value.parameterValue))" }.joined()
            default:
                let texts = value.flattenedTexts
                if texts.isEmpty { return ";\(encodedName)" }
                if explode { return texts.map { ";\(encodedName)=\(encode($0))" }.joined() }
                return ";\(encodedName)=" + texts.map(encode).joined(separator: ",")
            }
        default:
            return joined(value, explode: explode, separator: ",", encode: encode)
        }
    }

    /// The header value in the `simple` style, not percent-encoded: `3,4` for an array,
    /// `a=1,b=2` (exploded) or `a,1,b,2` for an object.
    static func headerText(value: StyledValue, explode: Bool) -> String {
        joined(value, explode: explode, separator: ",", encode: { $0 })
    }

    /// The `name=value` pairs of a cookie parameter in the `form` style, values percent-encoded:
    /// `id=3,4` (not exploded), `id=3` and `id=4` (exploded), `a=1` and `b=2` for an exploded
    /// object.
    static func cookiePairs(name: String, value: StyledValue, explode: Bool) -> [String] {
        queryParts(name: name, value: value, style: .form, explode: explode)
    }

    /// The texts of a value joined by `separator`, objects as `key=value` (exploded) or
    /// alternating keys and values.
    private static func joined(_ value: StyledValue, explode: Bool, separator: String, encode: (String) -> String) -> String {
        if explode, case let .object(members) = value {
            return members.map { encode($0.key) + "=" + encode($0.value.parameterValue) }.joined(separator: separator)
        }
        return value.flattenedTexts.map(encode).joined(separator: separator)
    }
}

"""#),
        EmbeddedFile(name: "ParameterStyle.swift", contents: #"""
import Foundation

/// How a path, query, header or cookie parameter is written (OpenAPI's `style`).
///
/// Which styles a location allows and what each produces, for the parameter `id` with the value
/// `5`, the array `[3, 4]` and the object `{"a": 1, "b": 2}` (exploded / not exploded):
///
/// | Style | Location | Array | Object |
/// |---|---|---|---|
/// | `form` | query, cookie | `id=3&id=4` / `id=3,4` | `a=1&b=2` / `id=a,1,b,2` |
/// | `spaceDelimited` | query | `id=3&id=4` / `id=3%204` | `a=1&b=2` / `id=a%201%20b%202` |
/// | `pipeDelimited` | query | `id=3&id=4` / `id=3%7C4` | `a=1&b=2` / `id=a%7C1%7Cb%7C2` |
/// | `deepObject` | query | `id[0]=3&id[1]=4` | `id[a]=1&id[b]=2` |
/// | `simple` | path, header | `3,4` | `a=1,b=2` / `a,1,b,2` |
/// | `label` | path | `.3.4` / `.3,4` | `.a=1.b=2` / `.a,1,b,2` |
/// | `matrix` | path | `;id=3;id=4` / `;id=3,4` | `;a=1;b=2` / `;id=a,1,b,2` |
///
/// A scalar is `id=5` in the query styles, `5` in `simple`, `.5` in `label` and `;id=5` in
/// `matrix`.
public enum ParameterStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// `name=value` pairs; arrays comma-joined or repeated (query and cookie default).
    case form
    /// Arrays joined by spaces (`%20`) in the query.
    case spaceDelimited
    /// Arrays joined by pipes (`%7C`) in the query.
    case pipeDelimited
    /// Objects as `name[key]=value`, nested objects `name[key][inner]=value` and arrays
    /// `name[key][0]=value` (the bracket encoding of large payment APIs), in the query.
    case deepObject
    /// Comma-joined values (path and header default).
    case simple
    /// A `.` before each value (path only).
    case label
    /// `;name=value` (path only).
    case matrix

    /// The default style of a location (`path`, `query`, `header`, `cookie`): `simple` for path
    /// and header, `form` otherwise.
    public static func defaultStyle(forLocation location: String) -> ParameterStyle {
        location == "path" || location == "header" ? .simple : .form
    }

    /// Whether the style explodes by default: only `form` does.
    public var explodesByDefault: Bool { self == .form }

    /// The styles a location allows: path `simple`/`label`/`matrix`, header `simple`, cookie
    /// `form`, query `form`/`spaceDelimited`/`pipeDelimited`/`deepObject`; none for the body.
    public static func allowed(inLocation location: String) -> [ParameterStyle] {
        switch location {
        case "path": return [.simple, .label, .matrix]
        case "header": return [.simple]
        case "cookie": return [.form]
        case "query": return [.form, .spaceDelimited, .pipeDelimited, .deepObject]
        default: return []
        }
    }
}

/// A parameter value reduced to what the styles distinguish: one text, a list of texts, or the
/// members of an object (keys sorted; nested values kept for `deepObject`).
enum StyledValue {
    /// One unencoded text.
    case scalar(String)
    /// The unencoded texts of the elements (nested arrays and objects as compact JSON).
    case array([String])
    /// The members in key order; a nested member's text is its compact JSON, except in `deepObject`.
    case object([(key: String, value: JSONValue)])
    /// An array of nested values, for `deepObject`'s indexed brackets.
    case nestedArray([JSONValue])

    /// The value of a JSON value, or `nil` for `null` (nothing is sent).
    init?(_ json: JSONValue) {
        switch json {
        case .null: return nil
        case .bool, .integer, .number, .string: self = .scalar(json.parameterValue)
        case let .array(elements):
            let present = elements.filter { $0 != .null }
            if present.contains(where: { $0.isContainer }) {
                self = .nestedArray(present)
            } else {
                self = .array(present.map(\.parameterValue))
            }
        case let .object(members):
            self = .object(members.keys.sorted().compactMap { key in
                guard let value = members[key], value != .null else { return nil }
                return (key, value)
            })
        }
    }

    /// The values as unencoded texts (objects as alternating keys and values), for the
    /// non-exploded styles.
    var flattenedTexts: [String] {
        switch self {
        case let .scalar(text): return [text]
        case let .array(texts): return texts
        case let .nestedArray(values): return values.map(\.parameterValue)
        case let .object(members): return members.flatMap { [$0.key, $0.value.parameterValue] }
        }
    }

    /// The elements of an array, or `nil` for scalars and objects.
    var elementTexts: [String]? {
        switch self {
        case let .array(texts): return texts
        case let .nestedArray(values): return values.map(\.parameterValue)
        case .scalar, .object: return nil
        }
    }
}

extension JSONValue {
    /// Whether the value is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}

"""#),
        EmbeddedFile(name: "ParameterValue.swift", contents: #"""
import Foundation

/// A value that can be sent as a path, query or header parameter.
///
/// The text is unencoded; ``OperationRequest`` percent-encodes it where it is placed. Generated
/// enums with a raw value conform by declaration alone, through the `RawRepresentable`
/// extension below:
///
/// ```swift
/// public enum SortOrder: String, Codable, ParameterValue { case ascending = "asc", descending = "desc" }
/// // SortOrder.descending.parameterValue == "desc"
/// ```
public protocol ParameterValue {
    /// The unencoded text of the value.
    var parameterValue: String { get }
}

extension ParameterValue where Self: RawRepresentable, RawValue: ParameterValue {
    /// The text of the raw value.
    public var parameterValue: String {
        rawValue.parameterValue
    }
}

extension String: ParameterValue {
    /// The string itself.
    public var parameterValue: String { self }
}

extension Int: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Int32: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Int64: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Double: ParameterValue {
    /// Swift's shortest round-tripping description: `1.5`, `2.0` (integral values keep `.0`),
    /// `1e-07`, `inf`, `nan`.
    public var parameterValue: String { description }
}

extension Float: ParameterValue {
    /// Swift's shortest round-tripping description: `1.5`, `2.0` (integral values keep `.0`).
    public var parameterValue: String { description }
}

extension Bool: ParameterValue {
    /// `true` or `false`.
    public var parameterValue: String { self ? "true" : "false" }
}

extension UUID: ParameterValue {
    /// The canonical lowercase form, such as `123e4567-e89b-12d3-a456-426614174000`
    /// (RFC 4122 recommends lowercase output; `uuidString` is uppercase).
    public var parameterValue: String { uuidString.lowercased() }
}

extension URL: ParameterValue {
    /// The absolute string of the URL.
    public var parameterValue: String { absoluteString }
}

extension ISO8601DateTime: ParameterValue {
    /// The RFC 3339 date-time, as ``ISO8601DateTime/string(from:)`` formats it.
    public var parameterValue: String { Self.string(from: value) }
}

extension ISO8601Date: ParameterValue {
    /// The RFC 3339 full-date, as ``ISO8601Date/string(from:)`` formats it.
    public var parameterValue: String { Self.string(from: value) }
}

extension JSONValue: ParameterValue {
    /// A string's own text (unquoted), `null`, `true`/`false`, a number's digits, or the compact
    /// JSON text (``jsonString()``) of an array or object.
    public var parameterValue: String {
        if case let .string(text) = self { return text }
        return jsonString()
    }
}

extension Array where Element: ParameterValue {
    /// The elements' texts joined by commas (the `simple` style of path and header parameters),
    /// each transformed by `encode` first.
    func joinedParameterValues(encoding encode: (String) -> String = { $0 }) -> String {
        map { encode($0.parameterValue) }.joined(separator: ",")
    }
}

"""#),
        EmbeddedFile(name: "Redaction.swift", contents: #"""
import Foundation

/// Which parts of a request carry credentials, so that every description of a request (errors,
/// logs, ``HTTPRequest/description``) shows `<redacted>` instead of them.
///
/// The defaults cover the usual places: the `Authorization`, `Proxy-Authorization`, `Cookie` and
/// `Set-Cookie` headers, any header or query item whose name mentions a key, token, secret,
/// password, session or signature (such as `X-API-Key`, `api_key`, `access_token`), and the
/// password of a URL's user information. ``ClientCore`` adds the names of the API key schemes it
/// was configured with.
///
/// ```swift
/// Redaction.default.describe(request)
/// // GET https://api.example.com/v1/pets?limit=2&api_key=<redacted> [Authorization: <redacted>, Accept: application/json]
/// ```
public struct Redaction: Sendable, Hashable {
    /// The text shown instead of a secret.
    public static let placeholder = "<redacted>"

    /// Header names (compared case-insensitively) whose values are always redacted, besides the
    /// names ``isSensitiveName(_:)`` recognizes.
    public var headerNames: Set<String>
    /// Query item names (compared case-insensitively) whose values are always redacted, besides the
    /// names ``isSensitiveName(_:)`` recognizes.
    public var queryNames: Set<String>

    /// The default rules, with no extra names.
    public static let `default` = Redaction()

    /// Creates rules that redact `headerNames` and `queryNames` in addition to the defaults.
    public init(headerNames: Set<String> = [], queryNames: Set<String> = []) {
        self.headerNames = Set(headerNames.map(HTTPHeaderField.normalized))
        self.queryNames = Set(queryNames.map(HTTPHeaderField.normalized))
    }

    /// Whether a header or query name looks like it carries a credential: `authorization`,
    /// `cookie`, or a name containing `key`, `token`, `secret`, `password`, `passwd`, `session`,
    /// `signature` or `credential` (ASCII case and `-`/`_` ignored).
    public static func isSensitiveName(_ name: String) -> Bool {
        let folded = String(HTTPHeaderField.normalized(name).filter { $0 != "-" && $0 != "_" })
        if ["authorization", "proxyauthorization", "cookie", "setcookie", "auth"].contains(folded) { return true }
        return ["key", "token", "secret", "password", "passwd", "session", "signature", "credential"]
            .contains { folded.contains($0) }
    }

    /// Whether the value of the header `name` is redacted.
    public func redactsHeader(_ name: String) -> Bool {
        headerNames.contains(HTTPHeaderField.normalized(name)) || Self.isSensitiveName(name)
    }

    /// Whether the value of the query item `name` (already percent-decoded) is redacted.
    public func redactsQueryItem(_ name: String) -> Bool {
        queryNames.contains(HTTPHeaderField.normalized(name)) || Self.isSensitiveName(name)
    }

    /// `url` as text with the password of its user information and the values of sensitive query
    /// items replaced by ``placeholder``; everything else is kept as it is.
    public func redact(_ url: URL) -> String {
        redact(urlText: url.absoluteString)
    }

    /// `text` (a URL) with the password of its user information and the values of sensitive query
    /// items replaced by ``placeholder``.
    public func redact(urlText text: String) -> String {
        var text = text
        var fragment = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = String(text[hash...])
            text = String(text[..<hash])
        }
        var query: String?
        if let question = text.firstIndex(of: "?") {
            query = String(text[text.index(after: question)...])
            text = String(text[..<question])
        }
        text = Self.redactUserPassword(text)
        guard let query else { return text + fragment }
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let rawName = String(item[..<equals])
            let name = rawName.removingPercentEncoding ?? rawName
            return redactsQueryItem(name) ? rawName + "=" + Self.placeholder : String(item)
        }
        return text + "?" + items.joined(separator: "&") + fragment
    }

    /// `text` with the password in `scheme://user:password@host` replaced.
    private static func redactUserPassword(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(of: "/") ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"),
              let colon = authority[..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + placeholder + String(text[at...])
    }

    /// One line describing `request`: method, redacted URL, header fields (sensitive values
    /// redacted) and the body's size — never the body, which may hold passwords of its own.
    public func describe(_ request: HTTPRequest) -> String {
        var text = request.method.rawValue + " " + redact(request.url)
        if !request.headerFields.isEmpty {
            let fields = request.headerFields.map { field in
                field.name + ": " + (redactsHeader(field.name) ? Self.placeholder : field.value)
            }
            text += " [" + fields.joined(separator: ", ") + "]"
        }
        if let body = request.body {
            text += " (body: \(body.count) bytes)"
        }
        return text
    }

    /// `error` with any URL it carries (a `URLError`'s failing URL) redacted; other errors are
    /// returned unchanged.
    public func redact(_ error: any Error) -> any Error {
        guard let urlError = error as? URLError else { return error }
        var userInfo = urlError.userInfo
        var changed = false
        for key in userInfo.keys {
            if let url = userInfo[key] as? URL {
                let redacted = redact(url)
                if redacted != url.absoluteString {
                    userInfo[key] = URL(string: redacted) ?? redacted
                    changed = true
                }
            } else if let text = userInfo[key] as? String, text.contains("://") {
                let redacted = redact(urlText: text)
                if redacted != text {
                    userInfo[key] = redacted
                    changed = true
                }
            }
        }
        return changed ? URLError(urlError.code, userInfo: userInfo) : error
    }
}

extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The request described by ``Redaction/default`` plus the names of the credentials applied
    /// to it: credentials never appear.
    public var description: String {
        Redaction(headerNames: credentialNames, queryNames: credentialNames).describe(self)
    }

    /// The same as ``description``, so that `debugPrint`, `dump` and test failures redact too.
    public var debugDescription: String {
        description
    }

    /// A mirror with the redacted description as its only child, so that `dump` and other
    /// reflection-based printing never show header values or the URL's secrets either.
    public var customMirror: Mirror {
        Mirror(self, children: ["redacted": description], displayStyle: .struct)
    }
}

extension SecurityConfiguration {
    /// The default redaction plus the header and query names of the configured API key schemes,
    /// whatever they are called.
    public var redaction: Redaction {
        var headerNames: Set<String> = []
        var queryNames: Set<String> = []
        for scheme in schemes.values {
            guard case let .apiKey(name, location) = scheme else { continue }
            switch location {
            case .header: headerNames.insert(name)
            case .query: queryNames.insert(name)
            }
        }
        return Redaction(headerNames: headerNames, queryNames: queryNames)
    }
}

"""#),
        EmbeddedFile(name: "RequestBuilder.swift", contents: #"""
import Foundation

/// The request of one API operation, filled in by a generated endpoint method and turned into an
/// ``HTTPRequest`` by ``ClientCore``.
///
/// ```swift
/// var request = OperationRequest(operationID: "listPets", method: .get, pathTemplate: "/owners/{ownerID}/pets")
/// request.setPathParameter("ownerID", ownerID)
/// request.addQueryParameter("limit", limit)          // skipped when nil
/// request.addQueryParameter("tags", tags)            // tags=a&tags=b
/// request.security = ["bearerAuth"]
/// request.acceptsJSON = true
/// ```
///
/// Encoding rules: path parameter values are percent-encoded as one path segment (everything but
/// `A–Z a–z 0–9 - . _ ~` is escaped, including `/`); query names and values use the same rule
/// (a space is `%20`); a segment that would be `.` or `..` is sent as `%2E` / `%2E%2E`; header values are
/// sent as given once ``ClientCore`` has checked them (see ``InvalidHeaderFieldError``). Arrays use the OpenAPI defaults:
/// comma-joined (`simple`) in paths and headers, repeated (`form`, exploded) in queries.
public struct OperationRequest: Sendable {
    /// The operation's identifier, as passed to middlewares and errors.
    public let operationID: String
    /// The HTTP method.
    public let method: HTTPMethod
    /// The path relative to the base URL, with `{name}` placeholders for path parameters.
    public let pathTemplate: String
    /// The names of the security schemes that may authenticate the request, as alternatives;
    /// the first one with a configured credential is applied. Empty for none.
    public var security: [String] = []
    /// The server this operation is sent to (OpenAPI path- or operation-level `servers`), or `nil`
    /// for the client's base URL. ``ClientCore`` uses it unless the app chose its own base URL.
    public var server: String?
    /// The `Accept` header to send, or `nil` to send none; it replaces any `Accept` header
    /// parameter.
    public var accept: String?
    /// The header fields set so far, including `Content-Type` once a body is set.
    public private(set) var headerFields: [HTTPHeaderField] = []
    /// The body, or `nil` when none has been set.
    public private(set) var body: Data?

    private var pathParameters: [String: String] = [:]
    private var queryParts: [String] = []
    private var cookiePairs: [String] = []

    /// Creates an empty request for the operation `operationID`.
    public init(operationID: String, method: HTTPMethod, pathTemplate: String) {
        self.operationID = operationID
        self.method = method
        self.pathTemplate = pathTemplate
    }

    /// Whether the request asks for JSON: setting `true` sets ``accept`` to `application/json`,
    /// setting `false` removes it.
    public var acceptsJSON: Bool {
        get { accept == "application/json" }
        set { accept = newValue ? "application/json" : nil }
    }

    /// Fills the `{name}` placeholder of the path with `value` in `style` (`simple`, `label` or
    /// `matrix`; see ``ParameterStyle``), percent-encoded as one segment: `5`, `.5` or `;id=5`.
    public mutating func setPathParameter(
        _ name: String, _ value: some ParameterValue, style: ParameterStyle = .simple, explode: Bool? = nil
    ) {
        setPathText(name, .scalar(value.parameterValue), style: style, explode: explode)
    }

    /// Fills the `{name}` placeholder with `values` in `style`: comma-joined (`simple`, the
    /// default), `.3.4` (`label`, exploded), `;id=3,4` (`matrix`); each value is percent-encoded,
    /// the delimiters are not.
    public mutating func setPathParameter(
        _ name: String, _ values: [some ParameterValue], style: ParameterStyle = .simple, explode: Bool? = nil
    ) {
        setPathText(name, .array(values.map(\.parameterValue)), style: style, explode: explode)
    }

    /// Fills the `{name}` placeholder with an object, union or other `Encodable` value converted
    /// with ``JSONValue/init(encoding:)``: an object as `a,1,b,2` (`simple`), `a=1,b=2` (exploded).
    /// - Throws: The encoder's errors.
    public mutating func setPathParameter(
        _ name: String, encoding value: some Encodable, style: ParameterStyle = .simple, explode: Bool? = nil
    ) throws {
        guard let styled = StyledValue(try JSONValue(encoding: value)) else {
            setPathText(name, .array([]), style: style, explode: explode)
            return
        }
        setPathText(name, styled, style: style, explode: explode)
    }

    /// Stores the serialized text of the `{name}` placeholder; `explode: nil` is the style's default.
    private mutating func setPathText(_ name: String, _ value: StyledValue, style: ParameterStyle, explode: Bool?) {
        let explode = explode ?? style.explodesByDefault
        pathParameters[name] = ParameterSerialization.pathText(name: name, value: value, style: style, explode: explode)
    }

    /// Appends the query item `name=value`, or does nothing when `value` is `nil`; every query
    /// style writes a scalar the same way. `allowReserved` (OpenAPI's, on every query setter)
    /// keeps reserved characters such as `/` and `:` unencoded (see
    /// ``PercentEncoding/encodeAllowingReserved(_:)``).
    public mutating func addQueryParameter(
        _ name: String, _ value: (some ParameterValue)?, style: ParameterStyle = .form, explode: Bool? = nil,
        allowReserved: Bool = false
    ) {
        guard let value else { return }
        addQueryValue(name, .scalar(value.parameterValue), style: style, explode: explode, allowReserved: allowReserved)
    }

    /// Appends `values` in `style`, or does nothing when `values` is `nil`: one `name=value` item
    /// per element (`form`, exploded, the default: `name=a&name=b`), `name=a,b` (`form`),
    /// `name=a%20b` (`spaceDelimited`), `name=a%7Cb` (`pipeDelimited`), `name[0]=a&name[1]=b`
    /// (`deepObject`).
    public mutating func addQueryParameter(
        _ name: String, _ values: [some ParameterValue]?, style: ParameterStyle = .form, explode: Bool? = nil,
        allowReserved: Bool = false
    ) {
        guard let values else { return }
        addQueryValue(name, .array(values.map(\.parameterValue)), style: style, explode: explode, allowReserved: allowReserved)
    }

    /// Appends an object, union or other `Encodable` value converted with
    /// ``JSONValue/init(encoding:)``, or does nothing when it is `nil` or encodes as `null`.
    ///
    /// `deepObject` writes `{"gte": 10, "range": {"lt": 20}}` as
    /// `created[gte]=10&created[range][lt]=20` (brackets percent-encoded); a union value that
    /// encodes as a scalar is `created=10`. `form` exploded writes the members as items of their
    /// own (`gte=10`).
    /// - Throws: The encoder's errors.
    public mutating func addQueryParameter(
        _ name: String, encoding value: (some Encodable)?, style: ParameterStyle = .form, explode: Bool? = nil,
        allowReserved: Bool = false
    ) throws {
        guard let value, let styled = StyledValue(try JSONValue(encoding: value)) else { return }
        addQueryValue(name, styled, style: style, explode: explode, allowReserved: allowReserved)
    }

    /// Appends the serialized query items of one parameter; `explode: nil` is the style's default.
    private mutating func addQueryValue(_ name: String, _ value: StyledValue, style: ParameterStyle, explode: Bool?, allowReserved: Bool) {
        let explode = explode ?? style.explodesByDefault
        queryParts += ParameterSerialization.queryParts(name: name, value: value, style: style, explode: explode, allowReserved: allowReserved)
    }

    /// Sets the header `name` to `value` (replacing one of the same name), or does nothing when
    /// `value` is `nil`.
    public mutating func setHeaderParameter(
        _ name: String, _ value: (some ParameterValue)?, style: ParameterStyle = .simple, explode: Bool? = nil
    ) {
        guard let value else { return }
        headerFields.setValue(value.parameterValue, named: name)
    }

    /// Sets the header `name` to the comma-joined `values` (`simple` style), or does nothing when
    /// `values` is `nil`.
    public mutating func setHeaderParameter(
        _ name: String, _ values: [some ParameterValue]?, style: ParameterStyle = .simple, explode: Bool? = nil
    ) {
        guard let values else { return }
        headerFields.setValue(ParameterSerialization.headerText(value: .array(values.map(\.parameterValue)), explode: explode ?? false), named: name)
    }

    /// Sets the header `name` to an object, union or other `Encodable` value in the `simple`
    /// style (`a,1,b,2`, exploded `a=1,b=2`), or does nothing when it is `nil` or `null`.
    /// - Throws: The encoder's errors.
    public mutating func setHeaderParameter(
        _ name: String, encoding value: (some Encodable)?, style: ParameterStyle = .simple, explode: Bool? = nil
    ) throws {
        guard let value, let styled = StyledValue(try JSONValue(encoding: value)) else { return }
        headerFields.setValue(ParameterSerialization.headerText(value: styled, explode: explode ?? false), named: name)
    }

    /// Adds the cookie `name=value` (value percent-encoded) to the `Cookie` header, or does
    /// nothing when `value` is `nil`.
    public mutating func addCookieParameter(
        _ name: String, _ value: (some ParameterValue)?, style: ParameterStyle = .form, explode: Bool? = nil
    ) {
        guard let value else { return }
        cookiePairs += ParameterSerialization.cookiePairs(name: name, value: .scalar(value.parameterValue), explode: explode ?? true)
    }

    /// Adds `values` to the `Cookie` header in the `form` style: `name=a,b`, or (exploded, the
    /// default) `name=a; name=b`; nothing when `values` is `nil`.
    public mutating func addCookieParameter(
        _ name: String, _ values: [some ParameterValue]?, style: ParameterStyle = .form, explode: Bool? = nil
    ) {
        guard let values else { return }
        cookiePairs += ParameterSerialization.cookiePairs(name: name, value: .array(values.map(\.parameterValue)), explode: explode ?? true)
    }

    /// Adds an object, union or other `Encodable` value to the `Cookie` header in the `form`
    /// style, or does nothing when it is `nil` or `null`.
    /// - Throws: The encoder's errors.
    public mutating func addCookieParameter(
        _ name: String, encoding value: (some Encodable)?, style: ParameterStyle = .form, explode: Bool? = nil
    ) throws {
        guard let value, let styled = StyledValue(try JSONValue(encoding: value)) else { return }
        cookiePairs += ParameterSerialization.cookiePairs(name: name, value: styled, explode: explode ?? true)
    }

    /// Sets the body to `value` encoded by a `JSONEncoder` with sorted keys (so equal values give
    /// equal bytes) and `Content-Type` to `application/json`.
    /// - Throws: The encoder's `EncodingError`.
    public mutating func setJSONBody(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        body = try encoder.encode(value)
        headerFields.setValue("application/json", named: "Content-Type")
    }

    /// Sets the body to `value` as `application/x-www-form-urlencoded` fields and sets
    /// `Content-Type` accordingly.
    ///
    /// The value is converted with ``JSONValue/init(encoding:)`` and flattened: scalars become
    /// `key=value`, nested objects `parent[child]=value`, array elements `key[0]=value`
    /// (Stripe style); `null` is omitted and keys are sorted. Names (brackets included) and
    /// values are percent-encoded like query items, a space as `%20`.
    /// - Throws: `EncodingError.invalidValue` when `value` does not encode as an object, or the
    ///   encoder's errors.
    public mutating func setFormBody(_ value: some Encodable) throws {
        guard case let .object(members) = try JSONValue(encoding: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "A form body must encode as an object.")
            )
        }
        body = Data(FormEncoding.body(of: members).utf8)
        headerFields.setValue("application/x-www-form-urlencoded", named: "Content-Type")
    }

    /// Sets the body to the UTF-8 bytes of `text` and `Content-Type` to `text/plain; charset=utf-8`.
    public mutating func setTextBody(_ text: String) {
        body = Data(text.utf8)
        headerFields.setValue("text/plain; charset=utf-8", named: "Content-Type")
    }

    /// Sets the body to `data` and `Content-Type` to `contentType`.
    public mutating func setRawBody(_ data: Data, contentType: String) {
        body = data
        headerFields.setValue(contentType, named: "Content-Type")
    }

    /// Builds the HTTP request against `baseURL`.
    ///
    /// The filled path is appended to the base URL's path (`https://host/v1` and `/pets` give
    /// `https://host/v1/pets`); query items follow any query of the base URL, in insertion order.
    /// Header fields keep their order, then `Cookie` (the cookie parameters joined by `; `) and
    /// `Accept` (from ``accept``).
    /// - Throws: ``RequestBuildingError/unfilledPathParameter(_:)`` for the first placeholder
    ///   without a value, ``RequestBuildingError/invalidURL(_:)`` when the result is not a URL.
    public func makeHTTPRequest(baseURL: URL) throws -> HTTPRequest {
        var base = baseURL.absoluteString
        if let fragmentStart = base.firstIndex(of: "#") {
            base = String(base[..<fragmentStart])
        }
        var queryParts: [String] = []
        if let queryStart = base.firstIndex(of: "?") {
            let baseQuery = base[base.index(after: queryStart)...]
            if !baseQuery.isEmpty { queryParts.append(String(baseQuery)) }
            base = String(base[..<queryStart])
        }
        queryParts += self.queryParts

        var path = try filledPath()
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        if base.hasSuffix("/"), path.hasPrefix("/") { base.removeLast() }
        var text = base + path
        if !queryParts.isEmpty { text += "?" + queryParts.joined(separator: "&") }
        guard let url = URL(string: text) else {
            throw RequestBuildingError.invalidURL(text)
        }

        var request = HTTPRequest(method: method, url: url, headerFields: headerFields, body: body)
        if !cookiePairs.isEmpty { request.setHeader("Cookie", cookiePairs.joined(separator: "; ")) }
        if let accept { request.setHeader("Accept", accept) }
        return request
    }

    /// The path template with placeholders replaced by their encoded values and literal text
    /// encoded where needed; an unclosed `{` is literal text. A segment that comes out as `.` or
    /// `..` (such as a path parameter whose value is `..`) is sent as `%2E` or `%2E%2E`, so no
    /// URL normalization can turn it into a step up the path.
    private func filledPath() throws -> String {
        let path = try substitutedPath()
        guard path.contains(".") else { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            switch segment {
            case ".": return "%2E"
            case "..": return "%2E%2E"
            default: return String(segment)
            }
        }.joined(separator: "/")
    }

    /// The path template with placeholders replaced by their encoded values.
    private func substitutedPath() throws -> String {
        var result = ""
        var remaining = pathTemplate[...]
        while let open = remaining.firstIndex(of: "{"),
              let close = remaining[open...].firstIndex(of: "}") {
            result += PercentEncoding.encodePathLiteral(String(remaining[..<open]))
            let name = String(remaining[remaining.index(after: open)..<close])
            guard let value = pathParameters[name] else {
                throw RequestBuildingError.unfilledPathParameter(name)
            }
            result += value
            remaining = remaining[remaining.index(after: close)...]
        }
        return result + PercentEncoding.encodePathLiteral(String(remaining))
    }
}

"""#),
        EmbeddedFile(name: "RetryMiddleware.swift", contents: #"""
import Foundation

/// Retries requests that failed for a reason that may pass: a transport error (no connection,
/// connection lost, timed out) or a status code such as 429 or 503. Opt in by adding it to a client:
///
/// ```swift
/// let client = Client(middlewares: [RetryMiddleware(maxAttempts: 4)])
/// ```
///
/// By default only idempotent methods (`GET`, `HEAD`, `OPTIONS`, `TRACE`, `PUT`, `DELETE`) are
/// retried, so a `POST` is never sent twice. The delay before attempt *n* + 1 is drawn uniformly
/// from 0 to `min(maxDelay, baseDelay × 2ⁿ⁻¹)` ("full jitter"), unless the response carries a
/// `Retry-After` header (seconds or an HTTP date), which is honoured up to `maxDelay`. Cancelling
/// the task stops the retries at once. After the last attempt its response (or error) is returned.
public struct RetryMiddleware: ClientMiddleware {
    /// The methods retried by default: those RFC 9110 defines as idempotent.
    public static let idempotentMethods: Set<HTTPMethod> = [.get, .head, .options, .trace, .put, .delete]
    /// The status codes retried by default: 408, 429, 500, 502, 503 and 504.
    public static let transientStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The number of attempts, the first included (at least 1).
    public let maxAttempts: Int
    /// The upper bound of the first delay, in seconds.
    public let baseDelay: TimeInterval
    /// The longest delay between attempts, in seconds, also capping `Retry-After`.
    public let maxDelay: TimeInterval
    /// The methods that are retried.
    public let methods: Set<HTTPMethod>
    /// The status codes that are retried.
    public let statusCodes: Set<Int>
    /// A number in `0..<1` for the jitter; replaceable for tests.
    let random: @Sendable () -> Double

    /// Creates the middleware.
    /// - Parameters:
    ///   - maxAttempts: Attempts in all, the first included; values below 1 count as 1.
    ///   - baseDelay: Upper bound of the first delay in seconds.
    ///   - maxDelay: Longest delay in seconds, also for `Retry-After`.
    ///   - methods: The methods to retry; by default the idempotent ones.
    ///   - statusCodes: The status codes to retry; by default 408, 429, 500, 502, 503, 504.
    public init(
        maxAttempts: Int = 3,
        baseDelay: TimeInterval = 0.5,
        maxDelay: TimeInterval = 30,
        methods: Set<HTTPMethod> = RetryMiddleware.idempotentMethods,
        statusCodes: Set<Int> = RetryMiddleware.transientStatusCodes
    ) {
        self.init(
            maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: maxDelay,
            methods: methods, statusCodes: statusCodes, random: { Double.random(in: 0..<1) }
        )
    }

    /// Creates the middleware with a given source of jitter.
    init(
        maxAttempts: Int,
        baseDelay: TimeInterval,
        maxDelay: TimeInterval,
        methods: Set<HTTPMethod>,
        statusCodes: Set<Int>,
        random: @escaping @Sendable () -> Double
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.methods = methods
        self.statusCodes = statusCodes
        self.random = random
    }

    /// Sends the request, retrying as described above.
    public func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard methods.contains(request.method) else { return try await next(request) }
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let response: HTTPResponse
            do {
                response = try await next(request)
            } catch {
                guard attempt < maxAttempts, Self.isTransient(error) else { throw error }
                try await Task.sleep(nanoseconds: RequestDeadline.nanoseconds(delay(afterAttempt: attempt, retryAfter: nil)))
                attempt += 1
                continue
            }
            guard attempt < maxAttempts, statusCodes.contains(response.statusCode) else { return response }
            let retryAfter = response.value(forHeader: "Retry-After").flatMap { Self.retryAfterSeconds($0, now: Date()) }
            try await Task.sleep(nanoseconds: RequestDeadline.nanoseconds(delay(afterAttempt: attempt, retryAfter: retryAfter)))
            attempt += 1
        }
    }

    /// The delay in seconds after the failed attempt number `attempt` (1 for the first): the
    /// `Retry-After` value when there is one, else full jitter; never more than ``maxDelay``.
    func delay(afterAttempt attempt: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let retryAfter { return min(maxDelay, max(0, retryAfter)) }
        let exponent = Double(min(attempt - 1, 62))
        let ceiling = min(maxDelay, baseDelay * pow(2, exponent))
        return ceiling * min(max(random(), 0), 1)
    }

    /// Whether `error` is a transport failure worth retrying (never a cancellation, a timeout
    /// set by ``TimeoutMiddleware``, or an invalid request).
    static func isTransient(_ error: any Error) -> Bool {
        guard let urlError = error as? URLError else { return false }
        switch urlError.code {
        case .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
             .cannotFindHost, .dnsLookupFailed, .badServerResponse:
            return true
        default:
            return false
        }
    }

    /// The seconds a `Retry-After` value asks to wait: a non-negative integer of seconds, or an
    /// HTTP date (IMF-fixdate such as `Wed, 21 Oct 2015 07:28:00 GMT`) relative to `now`;
    /// `nil` when the value is neither.
    public static func retryAfterSeconds(_ value: String, now: Date) -> TimeInterval? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return TimeInterval(text) ?? .infinity
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let date = formatter.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

"""#),
        EmbeddedFile(name: "Timeouts.swift", contents: #"""
import Foundation

/// A request took longer than its time limit; the request in flight was cancelled.
///
/// Thrown by ``TimeoutMiddleware`` (a per-client limit) and by ``withRequestTimeout(_:operation:)``
/// (a limit for the calls made inside it).
public struct RequestTimeoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that timed out.
    public let operationID: String
    /// The limit, in seconds.
    public let seconds: TimeInterval

    /// Creates the error.
    public init(operationID: String, seconds: TimeInterval) {
        self.operationID = operationID
        self.seconds = seconds
    }

    /// The operation and the limit.
    public var description: String {
        "Operation '\(operationID)' timed out after \(seconds) seconds; the request was cancelled."
    }
}

/// Limits the time of every request that passes through it, for a per-client timeout:
///
/// ```swift
/// let client = Client(middlewares: [TimeoutMiddleware(seconds: 10)])
/// ```
///
/// Placed after a ``RetryMiddleware`` it limits each attempt; placed before, all attempts
/// together. When the limit passes, the rest of the chain is cancelled (``URLSessionTransport``
/// then cancels its data task) and ``RequestTimeoutError`` is thrown.
public struct TimeoutMiddleware: ClientMiddleware {
    /// The limit, in seconds.
    public let seconds: TimeInterval

    /// Creates a middleware that limits each request to `seconds`.
    public init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Runs the rest of the chain with the time limit.
    public func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        // The task group inside `run` waits for its child tasks, so `next` never outlives this call.
        try await withoutActuallyEscaping(next) { next in
            try await RequestDeadline.run(seconds: seconds, operationID: operationID) {
                try await next(request)
            }
        }
    }
}

/// Runs `operation` with every client request made inside it (in this task and its child tasks)
/// limited to `seconds`, for a per-call timeout:
///
/// ```swift
/// let pet = try await withRequestTimeout(2) { try await client.getPetById(petId: 7) }
/// ```
///
/// The limit applies to each request as a whole (middlewares, retries and transport); when it
/// passes, the request is cancelled and ``RequestTimeoutError`` is thrown. An inner call
/// replaces the limit of an outer one.
public func withRequestTimeout<T>(
    _ seconds: TimeInterval,
    operation: () async throws -> T
) async rethrows -> T {
    try await RequestDeadline.$perCallSeconds.withValue(seconds) {
        try await operation()
    }
}

/// The running of work under a time limit.
enum RequestDeadline {
    /// The per-call limit set by ``withRequestTimeout(_:operation:)``, or `nil`.
    @TaskLocal static var perCallSeconds: TimeInterval?

    /// Runs `work` in a child task and returns its result, or cancels it and throws
    /// ``RequestTimeoutError`` once `seconds` have passed, whichever comes first.
    ///
    /// Cancelling the calling task cancels `work` as well.
    static func run<T: Sendable>(
        seconds: TimeInterval,
        operationID: String,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard seconds.isFinite, seconds > 0 else {
            throw RequestTimeoutError(operationID: operationID, seconds: seconds)
        }
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(nanoseconds: nanoseconds(seconds))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw CancellationError()
            }
            guard let value = first else {
                throw RequestTimeoutError(operationID: operationID, seconds: seconds)
            }
            return value
        }
    }

    /// `seconds` as nanoseconds, clamped to what `Task.sleep` accepts.
    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        let value = seconds * 1_000_000_000
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(UInt64.max) ? UInt64.max : UInt64(value)
    }
}

"""#),
        EmbeddedFile(name: "URLEncoding.swift", contents: #"""
import Foundation

/// Percent-encoding of URL parts and form bodies (RFC 3986), byte by byte over UTF-8 with
/// uppercase hexadecimal digits, so the output never depends on the platform.
enum PercentEncoding {
    /// Encodes every byte except the unreserved characters `A–Z a–z 0–9 - . _ ~`.
    ///
    /// Used for path parameter values (so `/` becomes `%2F`), query names and values, and form
    /// fields; a space becomes `%20` everywhere, never `+`.
    static func encodeComponent(_ text: String) -> String {
        encode(text, keeping: isUnreserved)
    }

    /// Encodes a query value of a parameter with OpenAPI `allowReserved: true` (RFC 6570 reserved expansion, as
    /// OpenAPI 3.1.1 §4.8.12.2 describes it): unreserved characters, the reserved characters
    /// `: / ? @ ! $ ' ( ) * , ;` and existing `%XX` escapes stay as they are; `[`, `]` and `#` (not allowed in a
    /// query by RFC 3986) and `&`, `=`, `+` (which split or change `application/x-www-form-urlencoded` pairs) are
    /// still encoded, as is every other byte (a lone `%` becomes `%25`).
    ///
    /// For example `a/b?c=d&e#f[1]+%41 %` becomes `a/b?c%3Dd%26e%23f%5B1%5D%2B%41%20%25`.
    static func encodeAllowingReserved(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                result += bytes[index...(index + 2)]
                index += 3
                continue
            }
            if isUnreserved(byte) || ":/?@!$'()*,;".utf8.contains(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"): return true
        default: return false
        }
    }

    /// Encodes the literal parts of a path template, keeping the characters a path may contain
    /// (`/`, `:`, `@`, sub-delimiters) and existing `%` escapes as they are.
    static func encodePathLiteral(_ text: String) -> String {
        encode(text) { byte in
            isUnreserved(byte) || "/:@!$&'()*+,;=%".utf8.contains(byte)
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func encode(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One `name=value` pair of a query string or form body, not yet encoded.
struct QueryItem: Sendable, Hashable {
    /// The unencoded name.
    var name: String
    /// The unencoded value.
    var value: String

    /// `name=value`, both percent-encoded with ``PercentEncoding/encodeComponent(_:)``.
    var encoded: String {
        PercentEncoding.encodeComponent(name) + "=" + PercentEncoding.encodeComponent(value)
    }
}

/// Flattening of JSON into `application/x-www-form-urlencoded` fields, in the bracket style
/// used by Stripe and Rails.
enum FormEncoding {
    /// The fields of `object`: scalars as `key=value`, nested objects as `parent[child]=value`,
    /// array elements as `key[0]=value`; `null`, empty objects and empty arrays produce no field.
    /// Object keys are visited in sorted order, array elements in order.
    static func fields(of object: [String: JSONValue]) -> [QueryItem] {
        var fields: [QueryItem] = []
        for key in object.keys.sorted() {
            if let value = object[key] {
                append(value, named: key, to: &fields)
            }
        }
        return fields
    }

    /// The fields of one value named `name`: `name=value` for a scalar, `name[key]=value` for an
    /// object's members, `name[0]=value` for array elements, recursively; none for `null`.
    static func fields(of value: JSONValue, named name: String) -> [QueryItem] {
        var fields: [QueryItem] = []
        append(value, named: name, to: &fields)
        return fields
    }

    /// The encoded body text: the ``fields(of:)`` joined with `&`.
    static func body(of object: [String: JSONValue]) -> String {
        fields(of: object).map(\.encoded).joined(separator: "&")
    }

    private static func append(_ value: JSONValue, named name: String, to fields: inout [QueryItem]) {
        switch value {
        case .null:
            return
        case let .object(members):
            for key in members.keys.sorted() {
                if let member = members[key] {
                    append(member, named: "\(name)[\(key)]", to: &fields)
                }
            }
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                append(element, named: "\(name)[\(index)]", to: &fields)
            }
        case .bool, .integer, .number, .string:
            fields.append(QueryItem(name: name, value: value.parameterValue))
        }
    }
}

"""#),
        EmbeddedFile(name: "URLSessionTransport.swift", contents: #"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, sending requests with Foundation's `URLSession`.
///
/// It uses a data task and a checked continuation, available alike on Apple platforms
/// (macOS 12, iOS 15 and later) and on Linux. Cancelling the calling task cancels the data task.
/// Response header fields are sorted by name (then value) so that responses are deterministic.
public struct URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // `URLSession` is thread-safe but is not declared `Sendable` on every platform, hence the
    // unchecked conformance; the struct holds nothing else.
    private let session: URLSession

    /// Creates a transport that sends requests through `session`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends `request` and returns the HTTP response, whatever its status code.
    /// - Throws: ``InvalidHeaderFieldError`` before sending when a header field cannot be sent
    ///   (URLSession would silently drop it), `URLError` for transport failures (including
    ///   cancellation), or `URLError(.badServerResponse)` when the response is not an HTTP response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try request.validateHeaderFields()
        let urlRequest = Self.makeURLRequest(request)
        let session = self.session
        let taskBox = DataTaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(with: Self.makeResult(data: data, response: response, error: error))
                }
                taskBox.start(task)
            }
        } onCancel: {
            taskBox.cancel()
        }
    }

    /// The `URLRequest` equivalent of `request`; repeated header names are all sent.
    static func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// The outcome of a data task as a response or an error.
    static func makeResult(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if let error {
            return .failure(error)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            return .failure(URLError(.badServerResponse))
        }
        return .success(
            HTTPResponse(
                statusCode: httpResponse.statusCode,
                headerFields: headerFields(of: httpResponse),
                body: data ?? Data()
            )
        )
    }

    /// The response's header fields, sorted by name and then value.
    static func headerFields(of response: HTTPURLResponse) -> [HTTPHeaderField] {
        response.allHeaderFields
            .compactMap { name, value -> HTTPHeaderField? in
                guard let name = name as? String else { return nil }
                return HTTPHeaderField(name: name, value: String(describing: value))
            }
            .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    }
}

/// Holds the data task of one request so that cancellation, which may arrive on another thread
/// before or after the task is created, reaches it exactly once.
private final class DataTaskBox: @unchecked Sendable {
    // Every stored property is only accessed with `lock` held.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Starts `task`, or cancels it right away when cancellation came first.
    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task, now if it has started or as soon as it does.
    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}

"""#),
    ]

    /// The files of `Templates/`, rendered into every generated package.
    static let templates: [EmbeddedFile] = [
        EmbeddedFile(name: "ConformanceSuite.swift.template", contents: #"""
// Generated by Migrator from {{serviceName}} {{serviceVersion}} for `migrator verify`. Do not edit: regenerate instead.
import Foundation
import XCTest
import {{packageName}}
import {{runtimeModuleName}}

/// Connects the generated conformance tests to the client's runtime: a transport that hands every request to the
/// shared ``ConformanceSession`` (validation against the newest description, synthesized responses), argument
/// synthesis with `JSONStringBuilder` as the fallback, and the classification of thrown errors.
enum ConformanceSuite {
    /// The session of this test run, over the newest description embedded in `ConformanceDocument.swift`.
    static let session: ConformanceSession = {
        do {
            return try ConformanceSession(documentJSON: ConformanceDocument.json, interfaceKeys: ConformanceDocument.interfaceKeys)
        } catch {
            preconditionFailure("the embedded conformance document does not decode: \(error)")
        }
    }()

    /// A transport answering through the session.
    static let transport = ClosureTransport { request in
        var headers: [String: String] = [:]
        for field in request.headerFields { headers[field.name] = field.value }
        let answer = session.respond(method: request.method.rawValue, url: request.url, headers: headers, body: request.body)
        return HTTPResponse(
            statusCode: answer.status,
            headerFields: answer.headers.keys.sorted().map { HTTPHeaderField(name: $0, value: answer.headers[$0] ?? "") },
            body: answer.body
        )
    }

    /// Runs every planned call of one old endpoint and records its result; fails the test when the endpoint fails.
    /// `newSchemes` are the auth schemes the newest description requires that the old interface did not have.
    /// `stricterRules` are the values it sends whose newest validation rules reject values the old rules accepted.
    static func check(
        _ operationId: String, wireOperationId: String?, undecided: [String] = [], newSchemes: [String] = [],
        stricterRules: [String] = [], client: Client,
        file: StaticString = #filePath, line: UInt = #line,
        _ body: (Client, ConformanceArguments) async throws -> Void
    ) async {
        MigrationDiagnostics.setHandler { event in session.note(event: event.description) }
        defer { MigrationDiagnostics.setHandler(nil) }
        for call in session.plannedCalls(operationId: operationId, wireOperationId: wireOperationId) {
            session.begin(call)
            do {
                try await body(client, ConformanceArguments(session: session))
                session.end(.returned)
            } catch let error as EndpointRemovedError {
                _ = error
                session.end(.removed)
            } catch let error as HTTPStatusError {
                session.end(.httpStatus(error.statusCode))
            } catch {
                session.end(.failed(String(describing: error)))
            }
        }
        let result = session.finish(operationId: operationId, undecided: undecided, newSchemes: newSchemes, stricterRules: stricterRules)
        if result.status == .fail { XCTFail("\(operationId): \(result.reason)", file: file, line: line) }
    }
}

/// The arguments of one call, synthesized for the call's variant.
struct ConformanceArguments {
    /// The session that knows the call.
    let session: ConformanceSession

    /// A value for a required parameter: synthesized from the newest description's `wireParameter`
    /// (`location:name`), else the `JSONStringBuilder` default instance — for a parameter the client bridges to another
    /// model before sending it as the newest `convertedParameter`, with the members that break that parameter's rules
    /// replaced (`renaming` maps the old wire keys the bridge renames to the newest ones).
    /// A scalar the release retyped between text and a number or flag is passed as that synthesized value in the old
    /// form (``otherScalarForm(_:)``: `"1"` for `1`).
    /// Checks that decoding and re-encoding keeps every member of the synthesized JSON (see
    /// ``ConformanceSession/checkArgumentRoundTrip(wireParameter:sent:reencoded:)``), and conforms the members the old
    /// type filled in (``ConformanceSession/conformingFilledIn(wireParameter:sent:reencoded:)``).
    /// `filling` maps members of an old request body (wire keys, `/` between an object member and its member:
    /// `filter/tag`) to the newest parameters they now travel as (`["survey_id": "path:survey_id"]`): those members get
    /// values synthesized for those parameters, as an old app's real values, instead of the old type's defaults (an
    /// empty id would make an empty path segment).
    /// `member` names the member of the newest body (`wireParameter` `body:…`) an old argument now travels as: the
    /// argument gets the value synthesized for that member (`Timeout` within its rules, not `0`).
    func required<T: Decodable>(
        _ type: T.Type, wire wireParameter: String?, converted convertedParameter: String? = nil, renaming: [String: String] = [:],
        filling: [String: String] = [:], member: String? = nil
    ) throws -> T {
        if let wireParameter, let member,
           let json = session.ignoringEvents({ session.memberJSON(wireParameter: wireParameter, member: member) }),
           let value = try? Self.decoder.decode(T.self, from: json) {
            return value
        }
        let value = try synthesized(T.self, wire: member == nil ? wireParameter : nil, converted: convertedParameter, renaming: renaming)
        guard !filling.isEmpty else { return value }
        return session.ignoringEvents {
            guard let encodable = value as? any Encodable, let json = try? Self.encoder.encode(encodable),
                  var object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else { return value }
            for (member, parameter) in filling.sorted(by: { $0.key < $1.key }) {
                guard let synthesized = session.argumentJSON(wireParameter: parameter, optional: false),
                      let memberValue = try? JSONSerialization.jsonObject(with: synthesized, options: [.fragmentsAllowed]) else { continue }
                object = Self.setting(memberValue, at: member.split(separator: "/").map(String.init)[...], in: object)
            }
            guard let filled = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
                  let result = try? Self.decoder.decode(T.self, from: filled) else { return value }
            return result
        }
    }

    /// `object` with `value` at `path` (wire keys; a missing object on the way is created).
    static func setting(_ value: Any, at path: ArraySlice<String>, in object: [String: Any]) -> [String: Any] {
        guard let key = path.first else { return object }
        var result = object
        if path.count == 1 {
            result[key] = value
        } else {
            result[key] = setting(value, at: path.dropFirst(), in: result[key] as? [String: Any] ?? [:])
        }
        return result
    }

    /// The value ``required(_:wire:converted:renaming:filling:)`` starts from: synthesized for the newest parameter, or
    /// the old type's defaults made to keep the newest rules.
    private func synthesized<T: Decodable>(
        _ type: T.Type, wire wireParameter: String?, converted convertedParameter: String?, renaming: [String: String]
    ) throws -> T {
        try session.ignoringEvents {
            let json = wireParameter.flatMap { session.argumentJSON(wireParameter: $0, optional: false) }
            if let wireParameter, let json, let value = try? Self.decoder.decode(T.self, from: json) {
                if let encodable = value as? any Encodable, let reencoded = try? Self.encoder.encode(encodable) {
                    session.checkArgumentRoundTrip(wireParameter: wireParameter, sent: json, reencoded: reencoded)
                    // Members the old type requires and this variant left out decoded as defaults (`""`); an old app
                    // has real values there: those that break a newest rule are replaced.
                    if let filled = session.conformingFilledIn(wireParameter: wireParameter, sent: json, reencoded: reencoded),
                       let conforming = try? Self.decoder.decode(T.self, from: filled) {
                        return conforming
                    }
                }
                return value
            }
            // A scalar the release retyped between a number or flag and text (`shop_id: string` → `int64`, sent through
            // `int-string`): the newest synthesized value in the old type's form, as an old app holds it (`"1"` for
            // `1`), so the client's conversion is checked with a value the newest rules accept.
            if let json, let other = Self.otherScalarForm(json), let value = try? Self.decoder.decode(T.self, from: other) {
                return value
            }
            let instance = try JSONStringBuilder.instance(of: T.self)
            if let convertedParameter, let encodable = instance as? any Encodable, let json = try? Self.encoder.encode(encodable),
               let conforming = session.conformingConverted(wireParameter: convertedParameter, defaultJSON: json, renaming: renaming),
               let value = try? Self.decoder.decode(T.self, from: conforming) {
                return value
            }
            // The default variant sends the old type's defaults, with members that break a rule of the newest
            // description (`""` for `minLength: 1`) replaced by values that keep it.
            if let wireParameter, let encodable = instance as? any Encodable, let json = try? Self.encoder.encode(encodable),
               let conforming = session.conformingDefault(wireParameter: wireParameter, defaultJSON: json),
               let value = try? Self.decoder.decode(T.self, from: conforming) {
                return value
            }
            return instance
        }
    }

    /// A value for an optional parameter: `nil` unless the call passes every optional argument.
    func optional<T: Decodable>(
        _ type: T.Type, wire wireParameter: String?, converted convertedParameter: String? = nil, renaming: [String: String] = [:],
        filling: [String: String] = [:], member: String? = nil
    ) throws -> T? {
        guard session.passesOptionalArguments else { return nil }
        return try required(T.self, wire: wireParameter, converted: convertedParameter, renaming: renaming, filling: filling, member: member)
    }

    /// A JSON scalar in its other form: a number or flag as text (`1` → `"1"`), text that is a number or flag as that
    /// (`"1"` → `1`); `nil` for anything else.
    static func otherScalarForm(_ json: Data) -> Data? {
        guard let value = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]) else { return nil }
        if let text = value as? String {
            guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]),
                  parsed is NSNumber else { return nil }
            return Data(text.utf8)
        }
        guard value is NSNumber, let text = String(data: json, encoding: .utf8) else { return nil }
        return try? JSONSerialization.data(withJSONObject: text.trimmingCharacters(in: .whitespacesAndNewlines), options: [.fragmentsAllowed])
    }

    /// Re-encodes decoded arguments for the round-trip check.
    static let encoder = JSONEncoder()

    /// Decodes synthesized JSON; top-level dates as RFC 3339 date-times or full dates.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return date }
            formatter.formatOptions = [.withFullDate]
            if let date = formatter.date(from: text) { return date }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        return decoder
    }()
}

"""#),
        EmbeddedFile(name: "Package.swift.template", contents: #"""
// swift-tools-version:5.9
// Generated by Migrator from {{serviceName}} {{serviceVersion}}. Do not edit: regenerate instead.
import PackageDescription

let package = Package(
    name: "{{packageName}}",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "{{packageName}}", targets: ["{{packageName}}"]),
    ],
    targets: [
        .target(name: "{{runtimeModuleName}}"),
        .target(name: "{{packageName}}", dependencies: ["{{runtimeModuleName}}"]),
        .testTarget(name: "{{packageName}}Tests", dependencies: ["{{packageName}}", "{{runtimeModuleName}}"]),
    ]
)

"""#),
        EmbeddedFile(name: "PackageWithConformance.swift.template", contents: #"""
// swift-tools-version:5.9
// Generated by Migrator from {{serviceName}} {{serviceVersion}}, with the conformance suite of `migrator verify`. Do not edit: regenerate instead.
import PackageDescription

let package = Package(
    name: "{{packageName}}",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "{{packageName}}", targets: ["{{packageName}}"]),
    ],
    targets: [
        .target(name: "{{runtimeModuleName}}"),
        .target(name: "{{packageName}}", dependencies: ["{{runtimeModuleName}}"]),
        .testTarget(name: "{{packageName}}Tests", dependencies: ["{{packageName}}", "{{runtimeModuleName}}"]),
        .testTarget(name: "{{packageName}}ConformanceTests", dependencies: ["{{packageName}}", "{{runtimeModuleName}}"]),
    ]
)

"""#),
        EmbeddedFile(name: "README.md.template", contents: #"""
# {{packageName}}

A Swift client for **{{serviceName}} {{serviceVersion}}**, generated by Migrator. Do not edit these files:
regenerate them with `migrator generate` (or `migrator migrate` when the API changes).

- `Sources/{{packageName}}/` — the client: `Client` with one `async throws` method per endpoint
  ({{endpointCount}} endpoints) and {{modelCount}} models (`Codable`, `Hashable`, `Sendable`).
- `Sources/{{runtimeModuleName}}/` — the small runtime the client is built on (transport, request building,
  `JSONValue`, `JSONStringBuilder`); vendored so the package depends on nothing but Foundation.
- `Tests/{{packageName}}Tests/` — round-trip tests of every model.

## Use

```swift
import {{packageName}}

let client = Client()                                 // the first server of the API description
let custom = Client(baseURL: URL(string: "https://staging.example.com")!,
                    transport: URLSessionTransport(), // or a mock conforming to HTTPTransport
                    middlewares: [])                  // ClientMiddleware values: headers, logging, retries
```

A response with a non-2xx status throws `HTTPStatusError` (status, headers and raw body); call
`error.decode(as: SomeErrorModel.self)` to read a documented error body. Enums decode values this version does not
know as `.unknown(rawValue)` instead of failing.

## Build

```sh
swift build
swift test
```

"""#),
        EmbeddedFile(name: "RoundTripAssertions.swift.template", contents: #"""
// Generated by Migrator. Do not edit.

import Foundation
import XCTest
import {{runtimeModuleName}}

extension XCTestCase {
    /// Builds a default instance of `type` with `JSONStringBuilder`, encodes it, decodes it back and checks that
    /// both values are equal and that encoding again gives the same JSON.
    func assertRoundTrip<T: Codable & Hashable>(_ type: T.Type, file: StaticString = #filePath, line: UInt = #line) throws {
        let value = try JSONStringBuilder.instance(of: type)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let decoded = try JSONDecoder().decode(type, from: data)
        XCTAssertEqual(decoded, value, "\(type) changed in a round trip", file: file, line: line)
        XCTAssertEqual(try encoder.encode(decoded), data, "\(type) encodes differently after a round trip", file: file, line: line)
    }
}

extension XCTestCase {
    /// For migrated clients, whose old interface may fill values the newest API requires: the wire JSON of a
    /// `JSONStringBuilder` default instance is a fixed point — decoding it and encoding again gives the same bytes.
    func assertWireRoundTrip<T: Codable>(_ type: T.Type, file: StaticString = #filePath, line: UInt = #line) throws {
        let value = try JSONStringBuilder.instance(of: type)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(value)
        let second = try encoder.encode(try JSONDecoder().decode(type, from: first))
        XCTAssertEqual(String(decoding: second, as: UTF8.self), String(decoding: first, as: UTF8.self), "\(type) is not wire-stable", file: file, line: line)
    }
}

"""#),
    ]

    /// The files of `Sources/MigratorConformance`, vendored into the conformance test target of `migrator verify`.
    static let conformanceFiles: [EmbeddedFile] = [
        EmbeddedFile(name: "ConformanceReport.swift", contents: #"""
import Foundation

/// The result of the conformance suite for one endpoint of the old Swift interface.
public struct ConformanceEndpointResult: Codable, Hashable, Sendable {
    /// Whether the endpoint conforms.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Every call sent valid requests and decoded every response variant (or threw the documented error).
        case pass
        /// A call broke the newest description or could not handle a response.
        case fail
        /// The migrated code used a value the guide left undecided, or the synthesizer could not build a value.
        case needsPerson
    }

    /// The old interface's operation id.
    public var operationId: String
    /// The status.
    public var status: Status
    /// The first reason for `fail` or `needsPerson` (`<variant>: <what>`); empty for `pass`.
    public var reason: String
    /// How many calls the suite made.
    public var calls: Int
    /// How many requests reached the transport.
    public var requests: Int

    /// Creates a result.
    public init(operationId: String, status: Status, reason: String, calls: Int, requests: Int) {
        self.operationId = operationId
        self.status = status
        self.reason = reason
        self.calls = calls
        self.requests = requests
    }
}

/// One request the suite sent, in the `--record` format: one JSON object per line.
public struct ConformanceRecordedRequest: Codable, Hashable, Sendable {
    /// The newest description's operation id the request matched (empty when none).
    public var operationId: String
    /// The HTTP method, upper case.
    public var method: String
    /// The absolute URL (the newest description's server URL).
    public var url: String
    /// The headers, credentials included.
    public var headers: [String: String]
    /// The body: UTF-8 text or base64, or `nil`.
    public var body: String?
    /// `utf8` or `base64`.
    public var bodyEncoding: String

    /// Creates a record; bodies that are not UTF-8 are stored as base64.
    public init(operationId: String, method: String, url: String, headers: [String: String], body: Data?) {
        self.operationId = operationId
        self.method = method
        self.url = url
        self.headers = headers
        if let body, let text = String(data: body, encoding: .utf8) {
            self.body = text
            bodyEncoding = "utf8"
        } else {
            self.body = body?.base64EncodedString()
            bodyEncoding = body == nil ? "utf8" : "base64"
        }
    }

    /// The JSON line (sorted keys, `null` for an absent body).
    public func jsonLine() -> String {
        let object: [String: Any] = [
            "operationId": operationId, "method": method, "url": url, "headers": headers,
            "body": body.map { $0 as Any } ?? NSNull(), "bodyEncoding": bodyEncoding,
        ]
        return String(decoding: WireValidator.serialize(object), as: UTF8.self)
    }
}

/// What the conformance suite writes to `MIGRATOR_CONFORMANCE_REPORT`: the per-endpoint results in the order the
/// endpoints were checked.
public struct ConformanceReport: Codable, Hashable, Sendable {
    /// The environment variable naming the report file.
    public static let reportPathVariable = "MIGRATOR_CONFORMANCE_REPORT"
    /// The environment variable naming the request record file (JSON lines).
    public static let recordPathVariable = "MIGRATOR_CONFORMANCE_RECORD"

    /// The results.
    public var endpoints: [ConformanceEndpointResult]
    /// Where the session's own time went (absent in reports of older suites).
    public var timings: ConformanceTimings?

    /// Creates a report.
    public init(endpoints: [ConformanceEndpointResult], timings: ConformanceTimings? = nil) {
        self.endpoints = endpoints
        self.timings = timings
    }

    /// How many endpoints have `status`.
    public func count(_ status: ConformanceEndpointResult.Status) -> Int {
        endpoints.filter { $0.status == status }.count
    }
}

/// Wall-clock seconds the session itself spent, measured inside it: what `migrator verify --verbose` prints as
/// "synthesis + validation" (the rest of the suite's time is the client's own code, XCTest and process start-up).
public struct ConformanceTimings: Codable, Hashable, Sendable {
    /// Planning calls and synthesizing arguments and responses.
    public var synthesis: Double
    /// Validating requests, the argument round-trip check and judging each call.
    public var validation: Double
    /// Aggregating results and writing the report and record files.
    public var reporting: Double
    /// From the session's creation to the last endpoint's result (the suite as the session sees it).
    public var elapsed: Double

    /// Creates timings.
    public init(synthesis: Double = 0, validation: Double = 0, reporting: Double = 0, elapsed: Double = 0) {
        self.synthesis = synthesis
        self.validation = validation
        self.reporting = reporting
        self.elapsed = elapsed
    }

    /// Synthesis, validation and reporting together: the session's share of the suite.
    public var total: Double { synthesis + validation + reporting }
}

"""#),
        EmbeddedFile(name: "ConformanceSession+Defaults.swift", contents: #"""
import Foundation

extension ConformanceSession {
    /// The `JSONStringBuilder` default of a body (`defaultJSON`, the old type's default instance encoded) with every
    /// member that breaks a validation rule of the newest description (`""` for `minLength: 1`, `0` for `minimum: 1`)
    /// replaced by a synthesized value that keeps the rule; `nil` when the call is not the default variant or the
    /// parameter is unknown. So the default variant sends the old type's defaults, and fails only for what the
    /// migration got wrong, not for a placeholder no app would send.
    public func conformingDefault(wireParameter: String, defaultJSON: Data) -> Data? {
        measure(\.synthesis) { conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: defaultJSON) }
    }

    /// The `JSONStringBuilder` default of a parameter the migrated client bridges to another model before sending it
    /// (`object-object`: a body whose model became another carrying the same data), with every member that breaks a
    /// rule of the newest parameter it is sent as replaced like ``conformingDefault(wireParameter:defaultJSON:)`` does,
    /// in every argument variant: the suite cannot synthesize the old type from the newest description, and an old app
    /// would not send `""` where both releases ask for `minLength: 3`. `renaming` maps the old wire keys the bridge
    /// renames to the newest ones; the member is judged under its newest key and returned under its old one. Members
    /// the newest parameter does not have keep their defaults.
    public func conformingConverted(wireParameter: String, defaultJSON: Data, renaming: [String: String] = [:]) -> Data? {
        measure(\.synthesis) {
            guard !renaming.isEmpty else {
                return conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: defaultJSON, anyVariant: true)
            }
            guard let object = try? JSONSerialization.jsonObject(with: defaultJSON) as? [String: Any],
                  let renamed = try? JSONSerialization.data(withJSONObject: Self.renamingKeys(object, renaming)),
                  let conforming = conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: renamed, anyVariant: true),
                  let result = try? JSONSerialization.jsonObject(with: conforming) as? [String: Any] else { return nil }
            let back = Dictionary(renaming.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            return try? JSONSerialization.data(withJSONObject: Self.renamingKeys(result, back), options: [.sortedKeys])
        }
    }

    /// An argument synthesized from the newest description (`sent`) after the old type decoded and re-encoded it
    /// (`reencoded`), with every member `sent` lacks that breaks a rule of the newest description replaced by a
    /// synthesized one (recursively through objects both have); `nil` when there is none. Such a member is one the old
    /// interface requires and the newest description does not: decoding filled in its default (`""`), where an old app
    /// has a real value (the old `msisdn` became the optional `phoneNumber` with an E.164 pattern). Members `sent` has
    /// are never touched, so a conversion that breaks a synthesized value still fails.
    public func conformingFilledIn(wireParameter: String, sent: Data, reencoded: Data) -> Data? {
        measure(\.synthesis) {
            guard let parameter = currentParameter(wireParameter),
                  let sentValue = try? JSONSerialization.jsonObject(with: sent, options: [.fragmentsAllowed]),
                  let value = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed]) else { return nil }
            var changed = false
            let result = fillingIn(value, sent: sentValue, parameter.type, changed: &changed, depth: 0)
            return changed ? WireValidator.serialize(result) : nil
        }
    }

    /// `value` with the members of model objects that `sent` lacks conformed (``conforming(_:_:_:depth:)``); sets
    /// `changed` when one was replaced.
    private func fillingIn(_ value: Any, sent: Any, _ type: WireType, changed: inout Bool, depth: Int) -> Any {
        guard depth < 64, case let .model(name) = type, var object = value as? [String: Any], let model = validator.document.model(named: name),
              case let .object(properties) = model.kind else { return value }
        let sentObject = sent as? [String: Any] ?? [:]
        for property in properties {
            guard let member = object[property.key], !(member is NSNull) else { continue }
            if let sentMember = sentObject[property.key], !(sentMember is NSNull) {
                object[property.key] = fillingIn(member, sent: sentMember, property.type, changed: &changed, depth: depth + 1)
                continue
            }
            let conformed = conforming(member, property.type, property.rules, depth: depth + 1)
            if WireValidator.serialize(conformed) != WireValidator.serialize(member) {
                object[property.key] = conformed
                changed = true
            }
        }
        return object
    }

    /// The newest description's parameter `wireParameter` (`location:name`, `body:body`) of the current call's
    /// endpoint.
    private func currentParameter(_ wireParameter: String) -> WireParameter? {
        currentCallAndEndpoint()?.endpoint.parameter(named: wireParameter)
    }

    /// `object` with its keys renamed by `renaming` (keys without an entry stay).
    static func renamingKeys(_ object: [String: Any], _ renaming: [String: String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in object { result[renaming[key] ?? key] = value }
        return result
    }

    /// ``conformingDefault(wireParameter:defaultJSON:)`` without the timing; `anyVariant` also conforms outside the
    /// default variant.
    private func conformingDefaultJSON(wireParameter: String, defaultJSON: Data, anyVariant: Bool = false) -> Data? {
        guard let (call, endpoint) = currentCallAndEndpoint(), anyVariant || call.arguments == .default,
              let parameter = endpoint.parameter(named: wireParameter),
              let value = try? JSONSerialization.jsonObject(with: defaultJSON, options: [.fragmentsAllowed]) else { return nil }
        // A default that is null where the parameter is not nullable (a union's default instance is `unknown(null)`):
        // a synthesized value of the newest type, which the old type decodes (the first variant, its discriminator set).
        if value is NSNull, !parameter.nullable {
            return WireValidator.serialize(synthesizer.value(parameter.type, rules: parameter.rules, variant: .full))
        }
        return WireValidator.serialize(conforming(value, parameter.type, parameter.rules, depth: 0))
    }

    /// `value` with members that break their rules replaced by synthesized ones, recursively through objects and
    /// arrays of the newest description's types.
    func conforming(_ value: Any, _ type: WireType, _ rules: WireRules, depth: Int) -> Any {
        guard depth < 64 else { return value }
        var violations: [WireViolation] = []
        validator.checkRules(value, type, rules, "", &violations)
        if !violations.isEmpty { return synthesizer.value(type, rules: rules, variant: .full) }
        switch type {
        case let .array(element):
            guard let elements = value as? [Any] else { return value }
            return elements.map { conforming($0, element, rules, depth: depth + 1) }
        case let .model(name):
            guard var object = value as? [String: Any], let model = validator.document.model(named: name),
                  case let .object(properties) = model.kind else { return value }
            for property in properties {
                guard let member = object[property.key], !(member is NSNull) else { continue }
                object[property.key] = conforming(member, property.type, property.rules, depth: depth + 1)
            }
            return object
        default:
            return value
        }
    }
}

"""#),
        EmbeddedFile(name: "ConformanceSession+Report.swift", contents: #"""
import Foundation

extension ConformanceSession {
    /// The results so far, with the session's timings.
    public var report: ConformanceReport {
        lock.lock()
        defer { lock.unlock() }
        return ConformanceReport(endpoints: results, timings: currentTimings)
    }

    /// The session's own time so far; `elapsed` runs from the session's creation to now.
    public var currentTimings: ConformanceTimings {
        timingLock.lock()
        defer { timingLock.unlock() }
        var result = timings
        result.elapsed = Double(DispatchTime.now().uptimeNanoseconds - created) / 1e9
        return result
    }

    /// Runs `body` and adds its wall-clock time to `bucket` of the session's timings.
    func measure<T>(_ bucket: WritableKeyPath<ConformanceTimings, Double>, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            timingLock.lock()
            timings[keyPath: bucket] += seconds
            timingLock.unlock()
        }
        return try body()
    }

    /// Adds `result` to the encoded results and rewrites the report file: `{"endpoints":[…],"timings":{…}}` (sorted
    /// keys), which decodes as a ``ConformanceReport``. Called with `lock` held.
    func writeReport(adding result: ConformanceEndpointResult, to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encodedResults.append((try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
        let timings = (try? encoder.encode(currentTimings)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let text = "{\"endpoints\":[\n" + encodedResults.joined(separator: ",\n") + "\n],\"timings\":" + timings + "}\n"
        Self.replaceFile(at: path, with: Data(text.utf8))
    }

    /// Appends the pending record lines to the record file (truncating it first in this run). Called with `lock` held.
    func appendRecords(to path: String) {
        let url = URL(fileURLWithPath: path)
        if !recordStarted {
            recordStarted = true
            try? Data(pendingRecordLines.utf8).write(to: url, options: .atomic)
        } else if !pendingRecordLines.isEmpty, let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(Data(pendingRecordLines.utf8))
            handle.closeFile()
        }
        pendingRecordLines = ""
    }

    /// Writes `data` beside `path` and renames it over `path` (readers see the old or the new file, never a part),
    /// with plain POSIX calls: Foundation's `Data.write` flushes to disk, which costs milliseconds per endpoint.
    static func replaceFile(at path: String, with data: Data) {
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let complete = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
        close(descriptor)
        if complete { _ = rename(temporary, path) }
    }
}

"""#),
        EmbeddedFile(name: "ConformanceSession.swift", contents: #"""
import Foundation

/// The state of one conformance suite run: it plans the calls for each endpoint of the old interface, answers the
/// requests they send (validated against the newest description, answered with synthesized responses) and judges
/// each call's outcome into a ``ConformanceEndpointResult``.
///
/// The generated suite drives it through `ConformanceSuite.swift` (which knows the client's runtime types): for each
/// planned call it calls ``begin(_:)``, runs the old method, passes requests to ``respond(method:url:headers:body:)``
/// and the outcome to ``end(_:)``; ``finish(operationId:)`` aggregates and writes the report files named by
/// ``ConformanceReport/reportPathVariable`` and ``ConformanceReport/recordPathVariable``.
public final class ConformanceSession: @unchecked Sendable {
    /// The arguments a call passes.
    public enum ArgumentVariant: String, CaseIterable, Sendable {
        /// The `JSONStringBuilder` default instance of bodies; synthesized scalars; optional parameters `nil`.
        case `default`
        /// Every optional parameter and member set (synthesized).
        case full
        /// No optional parameter or member (synthesized).
        case none
    }

    /// What a call's response is.
    public enum ResponsePlan: Hashable, Sendable, CustomStringConvertible {
        /// The success response, its body in this variant.
        case success(WireSynthesizer.Variant)
        /// A documented error status with a synthesized body; the call must throw it.
        case error(Int)

        /// `response full`, `response 404`, ….
        public var description: String {
            switch self {
            case let .success(variant): return "response \(variant)"
            case let .error(status): return "error response \(status)"
            }
        }
    }

    /// One call the suite makes.
    public struct PlannedCall: Hashable, Sendable {
        /// The old interface's operation id.
        public var operationId: String
        /// The newest description's operation id the request must reach (`nil` for removed endpoints).
        public var wireOperationId: String?
        /// The arguments.
        public var arguments: ArgumentVariant
        /// The response.
        public var response: ResponsePlan
        /// With `full` arguments: the index of the enum case every enum value takes (`nil`: the first case).
        public var enumCase: Int?

        /// `full arguments, enum case 3` or `default arguments`.
        var argumentLabel: String {
            "\(arguments.rawValue) arguments" + (enumCase.map { ", enum case \($0 + 1)" } ?? "")
        }
    }

    /// How a call ended, as the runtime-aware glue classifies the thrown error.
    public enum Outcome: Sendable {
        /// The method returned.
        case returned
        /// The method threw the runtime's `EndpointRemovedError`.
        case removed
        /// The method threw the runtime's `HTTPStatusError` with this status.
        case httpStatus(Int)
        /// Any other error (decoding, request building), described.
        case failed(String)
    }

    /// The validator of the newest description.
    public let validator: WireValidator
    /// The synthesizer of the newest description.
    public let synthesizer: WireSynthesizer
    /// The base URL clients use: the newest description's first server.
    public let serverURL: URL
    /// For each model of the newest description that an old Swift type codes, the wire keys that type carries.
    public let interfaceKeys: [String: Set<String>]

    let lock = NSLock()
    var current: PlannedCall?
    private var currentRequests: [(operationId: String?, violations: [WireViolation])] = []
    private var currentEvents: [String] = []
    private var pausedEvents = 0
    private var endpointProblems: [(needsPerson: Bool, reason: String)] = []
    private var roundTripProblems: [String] = []
    private var endpointCalls = 0
    private var endpointRequests = 0
    /// The results of the endpoints finished so far, in order.
    var results: [ConformanceEndpointResult] = []
    /// Record lines (``ConformanceRecordedRequest/jsonLine()``) not yet appended to the record file; kept only when
    /// recording.
    var pendingRecordLines = ""
    /// Whether the record file has been started (truncated) in this run.
    var recordStarted = false
    /// Each result's JSON (sorted keys), encoded once: the report file is rewritten after every endpoint, so that a
    /// crash leaves the results so far.
    var encodedResults: [String] = []
    /// The report file (``ConformanceReport/reportPathVariable``), if any.
    private let reportPath: String?
    /// The record file (``ConformanceReport/recordPathVariable``), if any.
    private let recordPath: String?
    /// The session's own time so far (guarded by `timingLock`, not `lock`: measured bodies take `lock`).
    var timings = ConformanceTimings()
    /// Guards ``timings``.
    let timingLock = NSLock()
    /// When the session was created (``DispatchTime`` nanoseconds).
    let created = DispatchTime.now().uptimeNanoseconds

    /// Creates a session for a native document; `interfaceKeys` lists, per model, the wire keys the old Swift type
    /// carries (for the argument round-trip check; models not listed are not checked).
    /// - Throws: `DecodingError` when the JSON is not a native document.
    public init(documentJSON: String, interfaceKeys: [String: [String]] = [:]) throws {
        self.interfaceKeys = interfaceKeys.mapValues(Set.init)
        let document = try WireDocument(json: Data(documentJSON.utf8))
        validator = WireValidator(document: document)
        synthesizer = WireSynthesizer(document: document)
        serverURL = document.servers.first.flatMap { URL(string: $0.url) } ?? URL(string: "https://conformance.example")!
        let environment = ProcessInfo.processInfo.environment
        reportPath = environment[ConformanceReport.reportPathVariable].flatMap { $0.isEmpty ? nil : $0 }
        recordPath = environment[ConformanceReport.recordPathVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The calls for one old endpoint: every argument variant with the full response, and the default arguments with
    /// every further response variant and every documented error status. A removed endpoint gets one call per
    /// argument variant (each must throw without sending).
    public func plannedCalls(operationId: String, wireOperationId: String?) -> [PlannedCall] {
        measure(\.synthesis) { planCalls(operationId: operationId, wireOperationId: wireOperationId) }
    }

    /// ``plannedCalls(operationId:wireOperationId:)`` without the timing.
    private func planCalls(operationId: String, wireOperationId: String?) -> [PlannedCall] {
        guard let wireOperationId, let endpoint = validator.document.endpoint(operationId: wireOperationId) else {
            return ArgumentVariant.allCases.map { PlannedCall(operationId: operationId, wireOperationId: nil, arguments: $0, response: .success(.full)) }
        }
        var calls = ArgumentVariant.allCases.map { PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: $0, response: .success(.full)) }
        let caseCount = synthesizer.enumCaseCount(reachableFrom: endpoint.parameters.map(\.type))
        if caseCount > 1 {
            calls += (1..<caseCount).map {
                PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .full, response: .success(.full), enumCase: $0)
            }
        }
        if let type = endpoint.response?.type, endpoint.response?.contentType == .json {
            calls += synthesizer.responseVariants(for: type).dropFirst().map {
                PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .default, response: .success($0))
            }
        }
        for error in endpoint.errors {
            guard let status = error.status, status >= 400 else { continue }
            calls.append(PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .default, response: .error(status)))
        }
        return calls
    }

    /// The JSON of an argument for `wireParameter` (`location:name` of the newest endpoint, `body:body` for the body)
    /// in the current call's variant; `nil` when the glue should use `JSONStringBuilder` (default bodies, parameters
    /// the newest endpoint does not have as such).
    public func argumentJSON(wireParameter: String, optional: Bool) -> Data? {
        measure(\.synthesis) { synthesizeArgument(wireParameter: wireParameter) }
    }

    /// The current call and its endpoint in the newest description, read under the lock; `nil` outside a call or when
    /// the newest description has no such endpoint.
    func currentCallAndEndpoint() -> (call: PlannedCall, endpoint: WireEndpoint)? {
        lock.lock()
        let call = current
        lock.unlock()
        guard let call, let wireOperationId = call.wireOperationId,
              let endpoint = validator.document.endpoint(operationId: wireOperationId) else { return nil }
        return (call, endpoint)
    }

    /// ``argumentJSON(wireParameter:optional:)`` without the timing.
    private func synthesizeArgument(wireParameter: String) -> Data? {
        guard let (call, endpoint) = currentCallAndEndpoint(), let parameter = endpoint.parameter(named: wireParameter) else { return nil }
        if parameter.location == .body, call.arguments == .default { return nil }
        let variant: WireSynthesizer.Variant = call.arguments == .none ? .requiredOnly : (call.enumCase.map { .enumCase($0) } ?? .full)
        return WireValidator.serialize(synthesizer.value(parameter.type, rules: parameter.rules, variant: variant))
    }

    /// The JSON of one member of the newest request body (`member`: wire keys, `/` between an object member and its
    /// member), synthesized for the current call — what an old argument that now travels in the body holds in an app —
    /// or `nil` when the body or the member is absent. The call without optional arguments synthesizes the body's
    /// required members only.
    public func memberJSON(wireParameter: String, member: String) -> Data? {
        measure(\.synthesis) {
            guard wireParameter.hasPrefix("body:"), let (call, endpoint) = currentCallAndEndpoint(), let body = endpoint.bodyParameter else { return nil }
            let variant: WireSynthesizer.Variant = call.arguments == .full ? (call.enumCase.map { .enumCase($0) } ?? .full) : .requiredOnly
            let data = WireValidator.serialize(synthesizer.value(body.type, rules: body.rules, variant: variant))
            guard var value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
            for key in member.split(separator: "/") {
                guard let next = (value as? [String: Any])?[String(key)], !(next is NSNull) else { return nil }
                value = next
            }
            return try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
    }

    /// Whether optional arguments are passed in the current call.
    public var passesOptionalArguments: Bool {
        lock.lock()
        defer { lock.unlock() }
        return current?.arguments == .full
    }

    /// Starts a call.
    public func begin(_ call: PlannedCall) {
        lock.lock()
        current = call
        currentRequests = []
        currentEvents = []
        roundTripProblems = []
        lock.unlock()
    }

    /// Notes a migration event (a value the guide left undecided, a lossy conversion) reported during the current call;
    /// events while arguments are being synthesized (see ``ignoringEvents(_:)``) are not the client's doing.
    public func note(event: String) {
        lock.lock()
        if pausedEvents == 0 { currentEvents.append(event) }
        lock.unlock()
    }

    /// Runs `body` (argument synthesis: decoding built JSON with the migrated decoders) without noting its events.
    public func ignoringEvents<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        pausedEvents += 1
        lock.unlock()
        defer {
            lock.lock()
            pausedEvents -= 1
            lock.unlock()
        }
        return try body()
    }

    /// Checks that an argument built from the newest description's JSON keeps every member the old type carries
    /// (``interfaceKeys``) when the old type decodes and re-encodes it; a member it drops is one the migrated client
    /// cannot send (a coding key left at an old name, a conversion lost). Reported as a failure of the current call.
    public func checkArgumentRoundTrip(wireParameter: String, sent: Data, reencoded: Data) {
        measure(\.validation) { compareRoundTrip(wireParameter: wireParameter, sent: sent, reencoded: reencoded) }
    }

    /// ``checkArgumentRoundTrip(wireParameter:sent:reencoded:)`` without the timing.
    private func compareRoundTrip(wireParameter: String, sent: Data, reencoded: Data) {
        guard let original = try? JSONSerialization.jsonObject(with: sent, options: [.fragmentsAllowed]),
              let again = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed]) else { return }
        lock.lock()
        defer { lock.unlock() }
        guard let call = current, let wireOperationId = call.wireOperationId,
              let endpoint = validator.document.endpoint(operationId: wireOperationId) else { return }
        let parts = wireParameter.split(separator: ":", maxSplits: 1).map(String.init)
        let parameter = parts.first == "body" ? endpoint.bodyParameter : endpoint.parameters.first { $0.location.rawValue == parts.first && $0.name == parts.last }
        guard let parameter else { return }
        let location = parameter.location == .body ? "body" : "\(parameter.location.rawValue).\(parameter.name)"
        guard let lost = firstLostMember(original, again, parameter.type, path: location) else { return }
        roundTripProblems.append("\(call.argumentLabel): \(lost): the old type drops this member (the newest JSON decoded into it and re-encoded loses it)")
    }

    /// The path of the first member of `original` (of `type`) that the old type carries but `again` lacks.
    func firstLostMember(_ original: Any, _ again: Any, _ type: WireType, path: String) -> String? {
        switch type {
        case let .array(element):
            guard let array = original as? [Any], let other = again as? [Any] else { return nil }
            for (index, pair) in zip(array, other).enumerated() {
                if let lost = firstLostMember(pair.0, pair.1, element, path: "\(path)[\(index)]") { return lost }
            }
        case let .map(element):
            guard let object = original as? [String: Any], let other = again as? [String: Any] else { return nil }
            for key in object.keys.sorted() {
                guard let member = other[key] else { return WireValidator.join(path, key) }
                if let lost = firstLostMember(object[key]!, member, element, path: WireValidator.join(path, key)) { return lost }
            }
        case let .model(name):
            guard let carried = interfaceKeys[name], case let .object(properties)? = validator.document.model(named: name)?.kind,
                  let object = original as? [String: Any], let other = again as? [String: Any] else { return nil }
            for property in properties where carried.contains(property.key) {
                guard let value = object[property.key], !(value is NSNull) else { continue }
                guard let member = other[property.key] else { return WireValidator.join(path, property.key) }
                if let lost = firstLostMember(value, member, property.type, path: WireValidator.join(path, property.key)) { return lost }
            }
        case .scalar, .json:
            return nil
        }
        return nil
    }

    /// Validates a request of the current call, records it and answers it per the call's plan.
    public func respond(method: String, url: URL, headers: [String: String], body: Data?) -> (status: Int, headers: [String: String], body: Data) {
        lock.lock()
        let expected = current?.wireOperationId
        lock.unlock()
        let result = measure(\.validation) {
            validator.validate(method: method, url: url, headers: headers, body: body, expectedOperationId: expected)
        }
        lock.lock()
        let call = current
        currentRequests.append(result)
        if recordPath != nil {
            let record = ConformanceRecordedRequest(operationId: result.operationId ?? "", method: method.uppercased(), url: url.absoluteString, headers: headers, body: body)
            pendingRecordLines += record.jsonLine() + "\n"
        }
        lock.unlock()
        guard let operationId = result.operationId, let endpoint = validator.document.endpoint(operationId: operationId) else {
            return (404, [:], Data())
        }
        return measure(\.synthesis) { answer(endpoint, plan: call?.response ?? .success(.full)) }
    }

    /// The response `plan` asks for: the success response in a variant, or a documented error.
    private func answer(_ endpoint: WireEndpoint, plan: ResponsePlan) -> (status: Int, headers: [String: String], body: Data) {
        switch plan {
        case let .error(status):
            let type = endpoint.errors.first { $0.status == status }?.type
            let body = type.map { WireValidator.serialize(synthesizer.value($0)) } ?? Data()
            return (status, type == nil ? [:] : ["Content-Type": "application/json"], body)
        case let .success(variant):
            guard let response = endpoint.response else { return (204, [:], Data()) }
            guard let type = response.type else { return (response.status, [:], Data()) }
            if response.contentType == .octetStream { return (response.status, ["Content-Type": response.exampleMediaType], WireValidator.Examples.binaryBytes) }
            return (response.status, ["Content-Type": "application/json"], WireValidator.serialize(synthesizer.value(type, variant: variant)))
        }
    }

    /// Ends the current call and judges it.
    public func end(_ outcome: Outcome) {
        measure(\.validation) { judge(outcome) }
    }

    /// ``end(_:)`` without the timing.
    private func judge(_ outcome: Outcome) {
        lock.lock()
        defer { lock.unlock() }
        guard let call = current else { return }
        current = nil
        endpointCalls += 1
        endpointRequests += currentRequests.count
        let label = "\(call.argumentLabel), \(call.response)"
        endpointProblems += roundTripProblems.map { (false, $0) }
        roundTripProblems = []
        if let event = currentEvents.first(where: Self.isUndecided) {
            endpointProblems.append((true, "\(label): \(event) (a guide value left undecided)"))
        }
        for request in currentRequests {
            if let violation = request.violations.first {
                let unbuildable = Self.unbuildablePattern(in: violation.message)
                endpointProblems.append((unbuildable != nil, "\(call.argumentLabel): \(violation.message)"
                    + (unbuildable.map { " (no example could be synthesized for the pattern \($0))" } ?? "")))
                return
            }
            if let wireOperationId = call.wireOperationId, request.operationId != wireOperationId {
                endpointProblems.append((false, "\(call.argumentLabel): the request reached \(request.operationId ?? "no endpoint"), expected \(wireOperationId)"))
                return
            }
        }
        switch (call.wireOperationId, outcome) {
        case (nil, .removed):
            if !currentRequests.isEmpty { endpointProblems.append((false, "\(label): a removed endpoint sent a request")) }
        case (nil, _):
            endpointProblems.append((false, "\(label): the endpoint was removed, but the method did not throw EndpointRemovedError (\(Self.describe(outcome)))"))
        case (_?, _) where currentRequests.isEmpty:
            endpointProblems.append((false, "\(label): no request was sent (\(Self.describe(outcome)))"))
        case let (_?, outcome):
            switch (call.response, outcome) {
            case (.success, .returned): break
            case let (.error(expected), .httpStatus(status)) where status == expected: break
            case (.error, _): endpointProblems.append((false, "\(label): expected the documented error, got \(Self.describe(outcome))"))
            case (.success, _): endpointProblems.append((false, "\(label): \(Self.describe(outcome))"))
            }
        }
    }

    /// Aggregates the calls since the last endpoint into its result, appends it to the report and writes the files.
    ///
    /// `undecided` names the endpoint's elements whose conversion a guide left undecided (the generator knows them:
    /// the migrated client cannot send or convert them); a failing endpoint with such elements needs a person.
    /// `newSchemes` names the auth schemes the newest description requires of the endpoint (every alternative) that
    /// the old interface did not have: the suite sends dummy credentials for them, but an app written against the old
    /// interface configures none, so an endpoint that otherwise passes needs a person (failures stay failures).
    /// `stricterRules` names the values the endpoint sends whose newest validation rules reject values the old rules
    /// accepted (`query parameter limit: <= 50`): the suite sends conforming values, but an app may pass values the old
    /// description allowed, which the server now refuses, so an endpoint that otherwise passes needs a person.
    @discardableResult
    public func finish(operationId: String, undecided: [String] = [], newSchemes: [String] = [], stricterRules: [String] = []) -> ConformanceEndpointResult {
        measure(\.reporting) { aggregate(operationId: operationId, undecided: undecided, newSchemes: newSchemes, stricterRules: stricterRules) }
    }

    /// ``finish(operationId:undecided:newSchemes:stricterRules:)`` without the timing.
    private func aggregate(operationId: String, undecided: [String], newSchemes: [String], stricterRules: [String]) -> ConformanceEndpointResult {
        lock.lock()
        let failure = endpointProblems.first { !$0.needsPerson }
        var status: ConformanceEndpointResult.Status = failure != nil ? .fail : (endpointProblems.isEmpty ? .pass : .needsPerson)
        var reason = (failure ?? endpointProblems.first)?.reason ?? ""
        if status == .fail, let first = undecided.first {
            // The undecided element the failure names, when one does (`body.total_cost: …` for `property
            // Session.total_cost: …`), else the first.
            let element = undecided.first { Self.isNamed(element: $0, in: reason) } ?? first
            status = .needsPerson
            reason = "\(element) (a guide value left undecided); first failure: \(reason)"
        }
        if status == .pass, !newSchemes.isEmpty {
            status = .needsPerson
            reason = "the newest description requires \(newSchemes.joined(separator: " or ")), which the old interface has no credential for: "
                + "the app must pass one (the calls pass with a dummy credential)"
        }
        if status == .pass, !stricterRules.isEmpty {
            status = .needsPerson
            reason = "the newest description's rules are stricter for \(stricterRules.joined(separator: "; ")): "
                + "the server may refuse values the old description allowed, which the client does not check (the calls pass with conforming values)"
        }
        let result = ConformanceEndpointResult(operationId: operationId, status: status, reason: reason, calls: endpointCalls, requests: endpointRequests)
        results.append(result)
        endpointProblems = []
        endpointCalls = 0
        endpointRequests = 0
        if let reportPath {
            writeReport(adding: result, to: reportPath)
        }
        if let recordPath {
            appendRecords(to: recordPath)
        }
        lock.unlock()
        return result
    }

    /// The pattern of a "does not match the pattern P" violation when the synthesizer cannot build an example of P.
    static func unbuildablePattern(in message: String) -> String? {
        guard let range = message.range(of: "does not match the pattern ") else { return nil }
        let pattern = String(message[range.upperBound...])
        return WirePatternExample.string(matching: pattern) == nil ? pattern : nil
    }

    /// Whether a failure reason names the member or parameter of an undecided element (`property Session.total_cost: …`
    /// or `query parameter tenant: …`): its last name, after a `.`, followed by `:` or `[` in the reason.
    static func isNamed(element: String, in reason: String) -> Bool {
        guard let subject = element.split(separator: ":").first?.split(separator: " ").last,
              let key = subject.split(separator: ".").last, !key.isEmpty else { return false }
        return reason.contains(".\(key):") || reason.contains(".\(key)[")
    }

    /// Whether a migration event says the client used a value the guide left undecided (the runtime's
    /// `builderDefault` — "…; using the default value" —, a parameter value that cannot be converted yet and is left out
    /// of the request — "…; not sent" —, or a guide value that does not decode). Other events (a
    /// number truncated, a value that does not convert) are the documented lossy conversions and do not count.
    static func isUndecided(_ event: String) -> Bool {
        event.hasSuffix("; using the default value") || event.contains("the guide's value") || event.hasSuffix("; not sent")
    }

    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .returned: return "it returned"
        case .removed: return "it threw EndpointRemovedError"
        case let .httpStatus(status): return "it threw HTTPStatusError \(status)"
        case let .failed(description): return "it threw: \(description)"
        }
    }
}

"""#),
        EmbeddedFile(name: "WireDocument.swift", contents: #"""
import Foundation

/// An API description in Migrator's native JSON encoding (`"migrator-document": "1"`), decoded into the small,
/// self-contained structures the wire validator needs.
///
/// Both the form written by hand (or converted from YAML, with defaults spelled out) and the form `JSONEncoder`
/// produces from Migrator's model (defaults omitted: `required: false`, `in: body` content type, `status: 200`, an
/// unchanged wire `key`, empty collections, a variant's default `name`) decode to the same value. Unknown keys are
/// ignored; `null` counts as absent.
public struct WireDocument: Decodable, Sendable, Equatable {
    /// The service's name and version.
    public var service: WireService
    /// The servers; request URLs must start with one of them.
    public var servers: [WireServer]
    /// The authentication schemes by name.
    public var authSchemes: [WireAuthScheme] { didSet { index = WireDocumentIndex(self) } }
    /// The default security requirement: alternative scheme names; empty = none.
    public var security: [String]
    /// The named models.
    public var models: [WireModel] { didSet { index = WireDocumentIndex(self) } }
    /// The endpoints.
    public var endpoints: [WireEndpoint] { didSet { index = WireDocumentIndex(self) } }
    /// The positions of models, endpoints and schemes by name (the suite looks them up for every request and value).
    private var index = WireDocumentIndex()

    /// Decodes a native document from JSON.
    /// - Throws: `DecodingError` (with the coding path) when the JSON is not a native document.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(WireDocument.self, from: json)
    }

    private enum CodingKeys: String, CodingKey {
        case marker = "migrator-document"
        case service, servers, authSchemes, security, models, endpoints
    }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let marker = try container.decodeIfPresent(String.self, forKey: .marker), marker != "1" {
            throw DecodingError.dataCorruptedError(
                forKey: .marker, in: container, debugDescription: "unsupported migrator-document version \"\(marker)\" (supported: \"1\")"
            )
        }
        service = try container.decodeIfPresent(WireService.self, forKey: .service) ?? WireService(name: "", version: "")
        servers = try container.decodeIfPresent([WireServer].self, forKey: .servers) ?? []
        authSchemes = try container.decodeIfPresent([WireAuthScheme].self, forKey: .authSchemes) ?? []
        security = try container.decodeIfPresent([String].self, forKey: .security) ?? []
        models = try container.decodeIfPresent([WireModel].self, forKey: .models) ?? []
        endpoints = try container.decodeIfPresent([WireEndpoint].self, forKey: .endpoints) ?? []
        index = WireDocumentIndex(self)
    }

    /// The model named `name` (the first, if several are), if any.
    public func model(named name: String) -> WireModel? { index.models[name].map { models[$0] } }

    /// The endpoint with the operation id `operationId` (the first, if several have it), if any.
    public func endpoint(operationId: String) -> WireEndpoint? { index.endpoints[operationId].map { endpoints[$0] } }

    /// The auth scheme named `name` (the first, if several are), if any.
    public func authScheme(named name: String) -> WireAuthScheme? { index.authSchemes[name].map { authSchemes[$0] } }

    /// The security requirement that applies to `endpoint`: its own, else the document's default.
    public func securityRequirement(of endpoint: WireEndpoint) -> [String] { endpoint.security ?? security }
}

/// The position of the first model, endpoint and auth scheme of each name in a ``WireDocument``: derived data,
/// rebuilt whenever those lists change.
struct WireDocumentIndex: Sendable, Equatable {
    /// Model positions by name.
    var models: [String: Int] = [:]
    /// Endpoint positions by operation id.
    var endpoints: [String: Int] = [:]
    /// Auth scheme positions by name.
    var authSchemes: [String: Int] = [:]

    /// An empty index.
    init() {}

    /// The index of `document`'s lists.
    init(_ document: WireDocument) {
        for (position, model) in document.models.enumerated() where models[model.name] == nil { models[model.name] = position }
        for (position, endpoint) in document.endpoints.enumerated() where endpoints[endpoint.operationId] == nil {
            endpoints[endpoint.operationId] = position
        }
        for (position, scheme) in document.authSchemes.enumerated() where authSchemes[scheme.name] == nil {
            authSchemes[scheme.name] = position
        }
    }
}

/// The `service` of a document.
public struct WireService: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// The version string.
    public var version: String
}

/// One server of a document.
public struct WireServer: Decodable, Sendable, Equatable {
    /// One `{name}` placeholder of a server URL.
    public struct Variable: Decodable, Sendable, Equatable {
        /// The placeholder's name.
        public var name: String
        /// The value the generated client uses unless the app chooses another.
        public var `default`: String
        /// The values allowed, or `nil` when any non-empty text is.
        public var `enum`: [String]?

        /// A variable named `name` with its default and, if it has one, its enumeration.
        public init(name: String, default: String, enum: [String]? = nil) {
            self.name = name
            self.default = `default`
            self.enum = `enum`
        }
    }

    /// The absolute base URL, possibly with a base path (`https://api.example.com/v2`), with every `{variable}`
    /// replaced by its default (`https://{region}.example.com` with the default `eu` is `https://eu.example.com`), as
    /// the generated client's default base URL and endpoint servers are.
    public var url: String
    /// The URL as the document spells it, `{variable}` placeholders included.
    public var template: String
    /// The placeholders of ``template``: a request may use any value of an enumerated variable and any non-empty
    /// text for a free one.
    public var variables: [Variable]

    /// A server at `url`, optionally a `template` with `variables` (`url` is then the template with the defaults).
    public init(url: String, template: String? = nil, variables: [Variable] = []) {
        self.url = url
        self.template = template ?? url
        self.variables = variables
    }

    private enum CodingKeys: String, CodingKey { case url, variables }

    /// Decodes the native form, filling in the variables' defaults.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        template = try container.decode(String.self, forKey: .url)
        variables = try container.decodeIfPresent([Variable].self, forKey: .variables) ?? []
        url = template
        for variable in variables {
            url = url.replacingOccurrences(of: "{\(variable.name)}", with: variable.default)
        }
    }
}

/// An authentication scheme of a document.
public struct WireAuthScheme: Decodable, Sendable, Equatable {
    /// What kind it is.
    public enum Kind: Sendable, Equatable {
        case bearer
        case basic
        /// An API key in a header or query item named `parameterName`.
        case apiKey(location: WireAPIKeyLocation, parameterName: String)
    }

    /// The name.
    public var name: String
    /// What kind it is.
    public var kind: Kind

    private enum CodingKeys: String, CodingKey { case name, type, `in`, parameterName }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "bearer": kind = .bearer
        case "basic": kind = .basic
        case "apiKey":
            kind = .apiKey(
                location: try container.decode(WireAPIKeyLocation.self, forKey: .in),
                parameterName: try container.decode(String.self, forKey: .parameterName)
            )
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown auth scheme type \"\(type)\" (expected bearer, basic or apiKey)"
            )
        }
    }
}

/// Where an API key is sent.
public enum WireAPIKeyLocation: String, Decodable, Sendable, Equatable {
    case header, query
}

/// An endpoint of a document.
public struct WireEndpoint: Decodable, Sendable, Equatable {
    /// The operation id.
    public var operationId: String
    /// Upper case.
    public var method: String
    /// The path template, e.g. `/pets/{petId}`.
    public var path: String
    /// The endpoint's own requirement; `nil` = the document's default, `[]` = none.
    public var security: [String]?
    /// The endpoint's own servers; `nil` = the document's.
    public var servers: [WireServer]?
    /// The parameters (path, query, header, cookie, body).
    public var parameters: [WireParameter]
    /// The success response, if declared.
    public var response: WireResponse?
    /// The documented error responses.
    public var errors: [WireErrorResponse]

    /// The body parameter, if any.
    public var bodyParameter: WireParameter? { parameters.first { $0.location == .body } }

    /// The parameter `wireParameter` names (`location:name`, `body:body` for the body), if the endpoint has it.
    public func parameter(named wireParameter: String) -> WireParameter? {
        let parts = wireParameter.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        return parts[0] == "body" ? bodyParameter : parameters.first { $0.location.rawValue == parts[0] && $0.name == parts[1] }
    }

    private enum CodingKeys: String, CodingKey { case operationId, method, path, security, servers, parameters, response, errors }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operationId = try container.decode(String.self, forKey: .operationId)
        method = try container.decode(String.self, forKey: .method).uppercased()
        path = try container.decode(String.self, forKey: .path)
        security = try container.decodeIfPresent([String].self, forKey: .security)
        servers = try container.decodeIfPresent([WireServer].self, forKey: .servers)
        parameters = try container.decodeIfPresent([WireParameter].self, forKey: .parameters) ?? []
        response = try container.decodeIfPresent(WireResponse.self, forKey: .response)
        errors = try container.decodeIfPresent([WireErrorResponse].self, forKey: .errors) ?? []
    }
}

/// Where a parameter is sent.
public enum WireParameterLocation: String, Decodable, Sendable, Equatable {
    case path, query, header, cookie, body
}

/// A body's media type.
public enum WireContentType: String, Decodable, Sendable, Equatable {
    case json = "application/json"
    case formURLEncoded = "application/x-www-form-urlencoded"
    case octetStream = "application/octet-stream"
    case multipart = "multipart/form-data"
    case textPlain = "text/plain"
}

/// How a parameter's value is serialized (OpenAPI's `style`).
public enum WireParameterStyle: String, Decodable, Sendable, Equatable {
    case form, simple, label, matrix, spaceDelimited, pipeDelimited, deepObject

    /// OpenAPI's default for a location: `form` for query and cookie, `simple` for path and header.
    static func defaultStyle(for location: WireParameterLocation) -> WireParameterStyle {
        location == .query || location == .cookie ? .form : .simple
    }
}

/// A parameter of an endpoint.
public struct WireParameter: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// Where it is sent.
    public var location: WireParameterLocation
    /// The TYPE.
    public var type: WireType
    /// Whether it must be present.
    public var required: Bool
    /// Whether `null` is allowed.
    public var nullable: Bool
    /// The body's media type (body parameters only; `application/json` by default).
    public var contentType: WireContentType
    /// The exact declared media type of a raw body (`image/jpeg`, `image/*`), or `nil` for the content type's own.
    public var mediaType: String?
    /// The content type of fields of a `multipart/form-data` body (field key → content type); empty for none.
    public var encoding: [String: String]
    /// The serialization style (OpenAPI defaults: `form` in query and cookie, `simple` in path and header).
    public var style: WireParameterStyle
    /// Whether arrays and objects are exploded (OpenAPI default: `true` for `form`, else `false`).
    public var explode: Bool
    /// Whether a query value may carry reserved characters unencoded (OpenAPI `allowReserved`).
    public var allowReserved: Bool
    /// The validation rules (`pattern`, `minLength`, `minimum`, …; none when the document has none).
    public var rules: WireRules
    /// The body's other media types, each as the body it is (its own type, content type, media type and encoding;
    /// see ``WireBodyAlternative``); empty for none.
    public var alternatives: [WireParameter]

    private enum CodingKeys: String, CodingKey {
        case name, location = "in", type, required, nullable, contentType, style, explode, allowReserved, mediaType, encoding, alternatives
    }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        location = try container.decode(WireParameterLocation.self, forKey: .location)
        type = try decodeType(container, .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        contentType = try container.decodeIfPresent(WireContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        encoding = try container.decodeIfPresent([String: String].self, forKey: .encoding) ?? [:]
        style = try container.decodeIfPresent(WireParameterStyle.self, forKey: .style) ?? WireParameterStyle.defaultStyle(for: location)
        explode = try container.decodeIfPresent(Bool.self, forKey: .explode) ?? (style == .form)
        allowReserved = try container.decodeIfPresent(Bool.self, forKey: .allowReserved) ?? false
        rules = try WireRules(flatIn: decoder)
        alternatives = []
        let declared = try container.decodeIfPresent([WireBodyAlternative].self, forKey: .alternatives) ?? []
        alternatives = declared.map { $0.body(replacing: self) }
    }
}

/// The success response of an endpoint.
public struct WireResponse: Decodable, Sendable, Equatable {
    /// The success status (200 by default).
    public var status: Int
    /// The body's type; `nil` = no content.
    public var type: WireType?
    /// The body's media type.
    public var contentType: WireContentType
    /// The exact declared media type of a raw response (`image/png`, `*/*`), or `nil` for the content type's own.
    public var mediaType: String?

    private enum CodingKeys: String, CodingKey { case status, type, contentType, mediaType }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 200
        type = try decodeTypeIfPresent(container, .type)
        contentType = try container.decodeIfPresent(WireContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
    }
}

/// A documented error response.
public struct WireErrorResponse: Decodable, Sendable, Equatable {
    /// The status code; `nil` for `default`.
    public var status: Int?
    public var type: WireType?

    private enum CodingKeys: String, CodingKey { case status, type }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let code = try? container.decode(Int.self, forKey: .status) {
            status = code
        } else if try container.decode(String.self, forKey: .status) == "default" {
            status = nil
        } else {
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "expected a status code or \"default\"")
        }
        type = try decodeTypeIfPresent(container, .type)
    }
}

/// Decodes an optional TYPE string (`null` = absent).
func decodeTypeIfPresent<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType? {
    guard try container.decodeIfPresent(String.self, forKey: key) != nil else { return nil }
    return try decodeType(container, key)
}

/// Decodes a TYPE string, turning syntax errors into `DecodingError`s with the coding path.
func decodeType<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType {
    let text = try container.decode(String.self, forKey: key)
    do {
        return try WireType(parsing: text)
    } catch let error as WireTypeSyntaxError {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
    }
}

"""#),
        EmbeddedFile(name: "WireJSON.swift", contents: #"""
import Foundation

/// One level of a JSON value given as `Any` (from `JSONSerialization`, or Swift literals such as `["id": 1]`),
/// with Booleans told apart from numbers and integers from fractional numbers.
enum WireJSONNode {
    case null
    case bool(Bool)
    case number(WireJSONNumber)
    case string(String)
    case array([Any])
    case object([String: Any])
    /// Not a JSON value; the payload names the Swift type.
    case unsupported(String)

    init(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first {
                self = WireJSONNode(wrapped.value)
            } else {
                self = .null
            }
            return
        }
        // Containers first: asking a Swift array or dictionary whether it is an `NSNull` or an `NSNumber` bridges it, and
        // all it holds, to Foundation.
        if let array = value as? [Any] {
            self = .array(array)
        } else if let object = value as? [String: Any] {
            self = .object(object)
        } else if value is NSNull {
            self = .null
        } else if type(of: value) == Bool.self, let flag = value as? Bool {
            self = .bool(flag)
        } else if let text = value as? String {
            self = .string(text)
        } else if let number = value as? NSNumber {
            // JSONSerialization returns Booleans as `__NSCFBoolean` (Linux and Darwin alike).
            if String(describing: type(of: number)).contains("Boolean") {
                self = .bool(number.boolValue)
            } else {
                self = .number(WireJSONNumber(number))
            }
        } else if let array = value as? [Any] {
            self = .array(array)
        } else if let object = value as? [String: Any] {
            self = .object(object)
        } else if let object = value as? [AnyHashable: Any] {
            var converted: [String: Any] = [:]
            for (key, member) in object {
                guard let name = key.base as? String else {
                    self = .unsupported("a dictionary with \(type(of: key.base)) keys")
                    return
                }
                converted[name] = member
            }
            self = .object(converted)
        } else {
            self = .unsupported(String(describing: type(of: value)))
        }
    }

    /// A short description for messages: `"abc"`, `42`, `true`, `null`, `an array`, `an object`.
    var summary: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return number.text
        case let .string(text):
            let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
            return "\"\(shown)\""
        case let .array(elements): return "an array of \(elements.count)"
        case .object: return "an object"
        case let .unsupported(typeName): return "a non-JSON value of type \(typeName)"
        }
    }
}

/// A JSON number, with whether it was written (or typed) as an integer.
struct WireJSONNumber {
    /// The value as an `Int64`, when it is integral and in range.
    var integer: Int64?
    /// The value as a `Double`.
    var double: Double
    /// Whether the number has a fractional part (or came as a floating-point type with a fraction).
    var isIntegral: Bool
    /// How the number reads, for messages.
    var text: String

    init(_ number: NSNumber) {
        let objCType = String(cString: number.objCType)
        double = number.doubleValue
        switch objCType {
        case "d", "f":
            isIntegral = double.isFinite && double.rounded(.towardZero) == double
            integer = isIntegral && abs(double) < 9.2e18 ? Int64(double) : nil
            text = number.description
        case "Q":
            isIntegral = true
            integer = number.uint64Value <= UInt64(Int64.max) ? Int64(number.uint64Value) : nil
            text = String(number.uint64Value)
        default:
            isIntegral = true
            integer = number.int64Value
            text = String(number.int64Value)
        }
    }
}

/// Percent-decoding and splitting of `application/x-www-form-urlencoded` text and URL queries.
enum WireURLText {
    /// `name=value` pairs of a query or form text, decoded; `plusIsSpace` for form bodies.
    /// Returns `nil` names/values for invalid percent-encoding (reported by the caller with the raw text).
    static func pairs(_ text: String, plusIsSpace: Bool) -> [(name: String, value: String, raw: String, isValid: Bool)] {
        var result: [(name: String, value: String, raw: String, isValid: Bool)] = []
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            let raw = String(part)
            let name: Substring
            let value: Substring
            if let equals = part.firstIndex(of: "=") {
                name = part[..<equals]
                value = part[part.index(after: equals)...]
            } else {
                name = part
                value = ""
            }
            let decodedName = decode(String(name), plusIsSpace: plusIsSpace)
            let decodedValue = decode(String(value), plusIsSpace: plusIsSpace)
            result.append((decodedName ?? String(name), decodedValue ?? String(value), raw, decodedName != nil && decodedValue != nil))
        }
        return result
    }

    /// Percent-decodes `text` (`+` as a space when `plusIsSpace`); `nil` when the escapes are invalid.
    static func decode(_ text: String, plusIsSpace: Bool) -> String? {
        let prepared = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
        if !prepared.contains("%") { return prepared }
        return prepared.removingPercentEncoding
    }
}

"""#),
        EmbeddedFile(name: "WireModel.swift", contents: #"""
import Foundation

/// A named model: an object, an enum or a union.
public struct WireModel: Decodable, Sendable, Equatable {
    /// What kind it is.
    public enum Kind: Sendable, Equatable {
        case object([WireProperty])
        case enumeration(WireEnum)
        case union(WireUnion)
    }

    /// The name.
    public var name: String
    /// What kind it is.
    public var kind: Kind

    private enum CodingKeys: String, CodingKey { case name, properties, `enum`, cases, oneOf, discriminator }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let variants = try container.decodeIfPresent([WireUnionVariant].self, forKey: .oneOf) {
            kind = .union(WireUnion(
                variants: variants, discriminator: try container.decodeIfPresent(String.self, forKey: .discriminator)
            ))
        } else if let rawType = try container.decodeIfPresent(WireEnum.RawType.self, forKey: .enum) {
            var casesContainer = try container.nestedUnkeyedContainer(forKey: .cases)
            var cases: [WireEnumCase] = []
            while !casesContainer.isAtEnd {
                cases.append(try WireEnumCase(from: try casesContainer.superDecoder(), rawType: rawType))
            }
            kind = .enumeration(WireEnum(rawType: rawType, cases: cases))
        } else if let properties = try container.decodeIfPresent([WireProperty].self, forKey: .properties) {
            kind = .object(properties)
        } else {
            throw DecodingError.keyNotFound(
                CodingKeys.properties,
                .init(codingPath: container.codingPath, debugDescription: "model \"\(name)\" needs `properties`, `enum` with `cases`, or `oneOf`")
            )
        }
    }
}

/// A property of an object model.
public struct WireProperty: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// The JSON key on the wire (defaults to `name`).
    public var key: String
    /// The TYPE.
    public var type: WireType
    /// Whether it must be present.
    public var required: Bool
    /// Whether `null` is allowed.
    public var nullable: Bool
    /// The validation rules (`pattern`, `minLength`, `minimum`, …; none when the document has none).
    public var rules: WireRules

    private enum CodingKeys: String, CodingKey { case name, key, type, required, nullable }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? name
        type = try decodeType(container, .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        rules = try WireRules(flatIn: decoder)
    }
}

/// An enum model: its raw type and cases.
public struct WireEnum: Sendable, Equatable {
    /// The raw type of an enum's values.
    public enum RawType: String, Decodable, Sendable, Equatable { case string, integer }
    /// The raw type of the values.
    public var rawType: RawType
    /// The cases, in document order.
    public var cases: [WireEnumCase]
}

/// The value of an enum case.
public enum WireEnumValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case integer(Int)

    /// The value as JSON (`String` or `Int`).
    public var jsonValue: Any {
        switch self {
        case let .string(text): return text
        case let .integer(number): return number
        }
    }

    /// The value as it reads in messages.
    public var description: String {
        switch self {
        case let .string(text): return "\"\(text)\""
        case let .integer(number): return String(number)
        }
    }
}

/// One case of an enum model.
public struct WireEnumCase: Sendable, Equatable {
    /// The case's wire value.
    public var value: WireEnumValue

    private enum CodingKeys: String, CodingKey { case value }

    init(from decoder: Decoder, rawType: WireEnum.RawType) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let integer = try? container.decode(Int.self, forKey: .value)
        let string = try? container.decode(String.self, forKey: .value)
        switch rawType {
        case .integer:
            guard let number = integer ?? string.flatMap({ Int($0) }) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "expected an integer value for an integer enum")
            }
            value = .integer(number)
        case .string:
            guard let text = string ?? integer.map({ String($0) }) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "expected a string value for a string enum")
            }
            value = .string(text)
        }
    }
}

/// A union model (`oneOf`).
public struct WireUnion: Sendable, Equatable {
    /// The variants, in document order.
    public var variants: [WireUnionVariant]
    /// The wire key whose string value names the variant, if any.
    public var discriminator: String?
}

/// One variant of a union.
public struct WireUnionVariant: Decodable, Sendable, Equatable {
    /// The variant's name (defaults to the model name of `type`, or the TYPE string).
    public var name: String
    /// The TYPE.
    public var type: WireType
    /// The discriminator value selecting this variant.
    public var value: String?

    /// The discriminator value this variant is selected by (Migrator falls back to the name without a `value`).
    public var discriminatorValue: String { value ?? name }

    private enum CodingKeys: String, CodingKey { case name, type, value }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try decodeType(container, .type)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self.name = name
        } else if case let .model(modelName) = type {
            name = modelName
        } else {
            name = type.description
        }
        value = try container.decodeIfPresent(String.self, forKey: .value)
    }
}

"""#),
        EmbeddedFile(name: "WirePatternExample.swift", contents: #"""
import Foundation

/// A small regular-expression-to-example generator for the patterns API descriptions use.
///
/// It understands literals, escapes (`\d`, `\w`, `\s`, `\.`, …), `.`, character classes with ranges (`[A-Z0-9_-]`),
/// groups with alternation (the first alternative is taken), anchors and the quantifiers `?`, `*`, `+`, `{n}`,
/// `{n,}` and `{n,m}` (the fewest repetitions allowed, at least one for `+`, more when `minLength` asks for it).
/// It gives up (returns `nil`) on negated classes, backreferences and lookarounds, and on any result that the
/// platform's regular expression engine does not confirm. For example `^[A-Z]{2}-\d{3}$` gives `AA-000`.
public enum WirePatternExample {
    /// A string matching `pattern` (searched, as JSON Schema does), or `nil` when the generator cannot build one.
    public static func string(matching pattern: String, minLength: Int? = nil) -> String? {
        var parser = Parser(characters: Array(pattern))
        guard let node = parser.parseAlternation(), parser.index == parser.characters.count else { return nil }
        var candidates = [node.example(extra: 0)]
        if let minLength, let shortest = candidates.first, shortest.count < minLength {
            candidates.insert(node.example(extra: minLength - shortest.count), at: 0)
        }
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        return candidates.first { candidate in
            expression.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
        }
    }

    /// A parsed pattern.
    indirect enum Node {
        /// Characters one of which is produced (the first).
        case characters([Character])
        /// A sequence.
        case sequence([Node])
        /// Alternatives; the first is produced.
        case alternatives([Node])
        /// A repeated node, at least `minimum` times, at most `maximum` (unbounded when `nil`).
        case repeated(Node, minimum: Int, maximum: Int?)

        /// The example: minimal repetitions, with up to `extra` more repetitions of the first open quantifier.
        func example(extra: Int) -> String {
            var remaining = extra
            return produce(&remaining)
        }

        private func produce(_ extra: inout Int) -> String {
            switch self {
            case let .characters(options): return options.first.map(String.init) ?? ""
            case let .sequence(nodes): return nodes.map { $0.produce(&extra) }.joined()
            case let .alternatives(nodes): return nodes.first?.produce(&extra) ?? ""
            case let .repeated(node, minimum, maximum):
                var count = minimum
                let room = (maximum ?? Int.max) - minimum
                if extra > 0, room > 0 {
                    let added = min(extra, room)
                    count += added
                    extra -= added
                }
                return (0..<count).map { _ in node.produce(&extra) }.joined()
            }
        }
    }

    /// A recursive-descent parser of the supported subset.
    struct Parser {
        /// The pattern's characters.
        let characters: [Character]
        /// The read position.
        var index = 0

        /// `a|b|c`.
        mutating func parseAlternation() -> Node? {
            var alternatives: [Node] = []
            while true {
                guard let sequence = parseSequence() else { return nil }
                alternatives.append(sequence)
                guard index < characters.count, characters[index] == "|" else { break }
                index += 1
            }
            return alternatives.count == 1 ? alternatives[0] : .alternatives(alternatives)
        }

        /// Atoms with quantifiers up to `|`, `)` or the end.
        mutating func parseSequence() -> Node? {
            var nodes: [Node] = []
            while index < characters.count, characters[index] != "|", characters[index] != ")" {
                let character = characters[index]
                if character == "^" || character == "$" {
                    index += 1
                    continue
                }
                guard let atom = parseAtom(), let quantified = parseQuantifier(atom) else { return nil }
                nodes.append(quantified)
            }
            return .sequence(nodes)
        }

        private mutating func parseAtom() -> Node? {
            let character = characters[index]
            index += 1
            switch character {
            case "(":
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = parseAlternation(), index < characters.count, characters[index] == ")" else { return nil }
                index += 1
                return inner
            case "[": return parseClass()
            case "\\": return parseEscape()
            case ".": return .characters(["a"])
            case "*", "+", "?", "{": return nil
            default: return .characters([character])
            }
        }

        private mutating func parseEscape() -> Node? {
            guard index < characters.count else { return nil }
            let character = characters[index]
            index += 1
            switch character {
            case "d": return .characters(["0"])
            case "w": return .characters(["a"])
            case "s": return .characters([" "])
            case "D", "W", "S", "b", "B": return character == "b" || character == "B" ? .sequence([]) : .characters(character == "S" ? ["a"] : ["-"])
            case "1"..."9", "k": return nil
            case "n": return .characters(["\n"])
            case "t": return .characters(["\t"])
            default: return .characters([character])
            }
        }

        private mutating func parseClass() -> Node? {
            guard index < characters.count, characters[index] != "^" else { return nil }
            var options: [Character] = []
            var first = true
            while index < characters.count, characters[index] != "]" || first {
                first = false
                var character = characters[index]
                index += 1
                if character == "\\" {
                    guard index < characters.count else { return nil }
                    let escaped = characters[index]
                    index += 1
                    switch escaped {
                    case "d": options.append("0"); continue
                    case "w": options.append("a"); continue
                    case "s": options.append(" "); continue
                    default: character = escaped
                    }
                }
                if index + 1 < characters.count, characters[index] == "-", characters[index + 1] != "]" {
                    let end = characters[index + 1]
                    index += 2
                    guard character <= end else { return nil }
                    options.append(character)
                    continue
                }
                options.append(character)
            }
            guard index < characters.count else { return nil }
            index += 1
            return options.isEmpty ? nil : .characters(options)
        }

        private mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard index < characters.count else { return atom }
            var result: Node
            switch characters[index] {
            case "?": result = .repeated(atom, minimum: 0, maximum: 1); index += 1
            case "*": result = .repeated(atom, minimum: 0, maximum: nil); index += 1
            case "+": result = .repeated(atom, minimum: 1, maximum: nil); index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                guard let minimum = Int(bounds[0].trimmingCharacters(in: .whitespaces)), bounds.count <= 2 else { return nil }
                let maximum = bounds.count == 2 ? Int(bounds[1].trimmingCharacters(in: .whitespaces)) : minimum
                if bounds.count == 2, !bounds[1].trimmingCharacters(in: .whitespaces).isEmpty, maximum == nil { return nil }
                result = .repeated(atom, minimum: minimum, maximum: maximum)
                index = close + 1
            default: return atom
            }
            if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
            return result
        }
    }
}

"""#),
        EmbeddedFile(name: "WireRules.swift", contents: #"""
import Foundation

/// The validation rules of a property or parameter, decoded from the keys the native format writes flat next to
/// `type` (JSON Schema's own names): `pattern`, `minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`,
/// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (the exclusive bound itself) and `multipleOf`.
///
/// For an array-typed value `minItems`, `maxItems` and `uniqueItems` constrain the array; every other rule constrains
/// its elements. All rules are optional; a document without them decodes to ``none``.
public struct WireRules: Sendable, Equatable {
    /// An ECMA regular expression a string must match (searched, not anchored, as in JSON Schema).
    public var pattern: String?
    /// The least number of characters of a string.
    public var minLength: Int?
    /// The most characters of a string.
    public var maxLength: Int?
    /// The least number of elements of an array.
    public var minItems: Int?
    /// The most elements of an array.
    public var maxItems: Int?
    /// Whether an array's elements must differ.
    public var uniqueItems: Bool
    /// The inclusive lower bound of a number.
    public var minimum: Double?
    /// The inclusive upper bound of a number.
    public var maximum: Double?
    /// The exclusive lower bound of a number.
    public var exclusiveMinimum: Double?
    /// The exclusive upper bound of a number.
    public var exclusiveMaximum: Double?
    /// A number must be an integral multiple of this.
    public var multipleOf: Double?

    /// No rules.
    public static let none = WireRules()

    /// Creates rules; every rule defaults to absent.
    public init(
        pattern: String? = nil, minLength: Int? = nil, maxLength: Int? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        uniqueItems: Bool = false, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
        exclusiveMaximum: Double? = nil, multipleOf: Double? = nil
    ) {
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }

    /// The rule keys of the native format.
    enum Keys: String, CodingKey {
        case pattern, minLength, maxLength, minItems, maxItems, uniqueItems
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    }

    /// Decodes the rules written flat in the object `decoder` reads (a property or parameter); `null` is absent.
    init(flatIn decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
        minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        minItems = try container.decodeIfPresent(Int.self, forKey: .minItems)
        maxItems = try container.decodeIfPresent(Int.self, forKey: .maxItems)
        uniqueItems = try container.decodeIfPresent(Bool.self, forKey: .uniqueItems) ?? false
        minimum = try container.decodeIfPresent(Double.self, forKey: .minimum)
        maximum = try container.decodeIfPresent(Double.self, forKey: .maximum)
        exclusiveMinimum = try container.decodeIfPresent(Double.self, forKey: .exclusiveMinimum)
        exclusiveMaximum = try container.decodeIfPresent(Double.self, forKey: .exclusiveMaximum)
        multipleOf = try container.decodeIfPresent(Double.self, forKey: .multipleOf)
        if let pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
            throw DecodingError.dataCorruptedError(forKey: .pattern, in: container, debugDescription: "the pattern \"\(pattern)\" is not a regular expression")
        }
    }

    /// Whether no rule is set.
    public var isEmpty: Bool { self == .none }

    /// The rules that constrain the elements of an array (everything but the item counts and uniqueness).
    var elementRules: WireRules {
        var rules = self
        rules.minItems = nil
        rules.maxItems = nil
        rules.uniqueItems = false
        return rules
    }

    /// Why `text` breaks the string rules (length, pattern), or `nil`.
    func stringProblem(_ text: String) -> String? {
        let length = text.count
        if let minLength, length < minLength { return "\"\(Self.shown(text))\" is shorter than minLength \(minLength)" }
        if let maxLength, length > maxLength { return "\"\(Self.shown(text))\" is longer than maxLength \(maxLength)" }
        if let pattern, let expression = try? NSRegularExpression(pattern: pattern),
           expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
            return "\"\(Self.shown(text))\" does not match the pattern \(pattern)"
        }
        return nil
    }

    /// Why `number` breaks the numeric rules (bounds, multipleOf), or `nil`.
    func numberProblem(_ number: Double) -> String? {
        let shown = Self.shown(number)
        if let minimum, number < minimum { return "\(shown) is less than the minimum \(Self.shown(minimum))" }
        if let maximum, number > maximum { return "\(shown) is greater than the maximum \(Self.shown(maximum))" }
        if let exclusiveMinimum, number <= exclusiveMinimum { return "\(shown) is not greater than exclusiveMinimum \(Self.shown(exclusiveMinimum))" }
        if let exclusiveMaximum, number >= exclusiveMaximum { return "\(shown) is not less than exclusiveMaximum \(Self.shown(exclusiveMaximum))" }
        if let multipleOf, multipleOf > 0 {
            let quotient = number / multipleOf
            if abs(quotient - quotient.rounded()) > 1e-9 { return "\(shown) is not a multiple of \(Self.shown(multipleOf))" }
        }
        return nil
    }

    /// Why an array of `count` elements (with `hasDuplicates`) breaks the array rules, or `nil`.
    func arrayProblem(count: Int, hasDuplicates: Bool) -> String? {
        if let minItems, count < minItems { return "has \(count) elements, fewer than minItems \(minItems)" }
        if let maxItems, count > maxItems { return "has \(count) elements, more than maxItems \(maxItems)" }
        if uniqueItems, hasDuplicates { return "has duplicate elements, but uniqueItems is set" }
        return nil
    }

    /// A number as it reads in messages (`3`, not `3.0`).
    static func shown(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// A string shortened for messages.
    private static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(37)) + "..." : text
    }
}

extension WireValidator {
    /// Checks a JSON value already checked against `type` against `rules`: item counts on arrays, string and number
    /// rules on scalars (on every element of an array).
    func checkRules(_ value: Any, _ type: WireType, _ rules: WireRules, _ path: String, _ violations: inout [WireViolation]) {
        guard !rules.isEmpty else { return }
        let node = WireJSONNode(value)
        switch node {
        case let .array(elements):
            let texts = elements.map { String(decoding: Self.serialize($0), as: UTF8.self) }
            if let problem = rules.arrayProblem(count: elements.count, hasDuplicates: Set(texts).count != texts.count) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
            let elementType: WireType = { if case let .array(element) = type { return element } else { return .json } }()
            for (index, element) in elements.enumerated() {
                checkRules(element, elementType, rules.elementRules, "\(Self.label(path))[\(index)]", &violations)
            }
        case let .string(text):
            if let problem = rules.stringProblem(text) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
        case let .number(number):
            if let problem = rules.numberProblem(number.double) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
        default:
            return
        }
    }

    /// Checks the text of a parameter or form field against `rules` (numbers by their value, other text by length and
    /// pattern).
    func checkTextRules(_ text: String, _ type: WireType, _ rules: WireRules, _ path: String, _ violations: inout [WireViolation]) {
        guard !rules.isEmpty else { return }
        if case let .scalar(scalar) = type, [.int32, .int64, .float, .double].contains(scalar) {
            if let number = Double(text), let problem = rules.numberProblem(number) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
            return
        }
        if let problem = rules.stringProblem(text) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
    }
}

"""#),
        EmbeddedFile(name: "WireSynthesizer.swift", contents: #"""
import Foundation

/// Builds JSON values of a ``WireDocument``'s types for requests and responses: the one synthesizer of the
/// conformance suite.
///
/// Values honour the declared format (`date`, `date-time`, `uuid`, `url`, base64 `binary`), enums (the first case),
/// numeric bounds and `multipleOf`, string lengths, item counts and unique items, and patterns where
/// ``WirePatternExample`` can build a matching string (otherwise the plain example is used and the validator reports
/// the mismatch). Recursion stops at a model already being built. The result is deterministic.
///
/// For example, `value(.model("Pet"), variant: .requiredOnly)` is `["id": 1, "name": "string"]` when those are
/// `Pet`'s required properties.
public struct WireSynthesizer: Sendable {
    /// Which instance of a type to build; responses use every variant that applies to their type.
    public enum Variant: Hashable, Sendable, CustomStringConvertible {
        /// Every member, optional ones included; unions take their first variant.
        case full
        /// Only the required members (optional members absent).
        case requiredOnly
        /// Every member, nullable ones `null`.
        case nullsForNullable
        /// Every member; every enum value one the description does not declare (a value added by a newer version).
        case unknownEnumValues
        /// Every member, plus a member no version declares in every object.
        case extraMembers
        /// Every member; every union takes its variant at this index (modulo its variant count).
        case unionVariant(Int)
        /// Every member; every enum takes its case at this index (modulo its case count), so requests send each case.
        case enumCase(Int)
        /// ``unknownEnumValues`` with every union at this variant index (modulo its variant count): for the enums
        /// only a later union variant reaches (an episode's `show.type` when the first variant is a track).
        case unknownEnumValuesInUnionVariant(Int)

        /// Whether enums take a value the description does not declare.
        var sendsUnknownEnumValues: Bool {
            switch self {
            case .unknownEnumValues, .unknownEnumValuesInUnionVariant: return true
            default: return false
            }
        }

        /// The variant index unions take (modulo their variant count).
        var unionIndex: Int {
            switch self {
            case let .unionVariant(index), let .unknownEnumValuesInUnionVariant(index): return index
            default: return 0
            }
        }

        /// A short name for messages: `full`, `required-only`, `nulls`, `unknown-enum-value`, `extra-member`,
        /// `union-variant-2`, `unknown-enum-value-union-variant-2`.
        public var description: String {
            switch self {
            case .full: return "full"
            case .requiredOnly: return "required-only"
            case .nullsForNullable: return "nulls"
            case .unknownEnumValues: return "unknown-enum-value"
            case .extraMembers: return "extra-member"
            case let .unionVariant(index): return "union-variant-\(index + 1)"
            case let .enumCase(index): return "enum-case-\(index + 1)"
            case let .unknownEnumValuesInUnionVariant(index): return "unknown-enum-value-union-variant-\(index + 1)"
            }
        }
    }

    /// The key of the member ``Variant/extraMembers`` adds.
    public static let extraMemberKey = "migratorConformanceExtra"
    /// The string ``Variant/unknownEnumValues`` sends for string enums (integer enums get the largest case plus 1000).
    public static let unknownEnumString = "migrator-conformance-unknown"

    /// The example of a string without rules: `"1"`, which the built-in conversions to integers and numbers accept
    /// (an old `Int` id that became a string on the wire converts back).
    public static let plainString = "1"

    /// The document whose types are built.
    public let document: WireDocument
    private let modelsByName: [String: WireModel]

    /// Creates a synthesizer for `document`.
    public init(document: WireDocument) {
        self.document = document
        var models: [String: WireModel] = [:]
        for model in document.models where models[model.name] == nil { models[model.name] = model }
        modelsByName = models
    }

    /// A JSON value (as `JSONSerialization` takes it) of `type` with `rules`, in `variant`.
    public func value(_ type: WireType, rules: WireRules = .none, variant: Variant = .full) -> Any {
        build(type, rules, variant, stack: []) ?? [String: Any]()
    }

    /// The variants worth answering a response of `type` with: `full` first, then those that change something for
    /// this type (optional members, nullable members, enums, objects, each further union variant, and unknown enum
    /// values again for each further union variant that reaches enums the first variants do not).
    public func responseVariants(for type: WireType) -> [Variant] {
        var reachable: Set<String> = []
        collectModels(type, into: &reachable)
        var variants: [Variant] = [.full]
        let models = reachable.sorted().compactMap { modelsByName[$0] }
        let properties = models.flatMap { model -> [WireProperty] in
            if case let .object(properties) = model.kind { return properties }
            return []
        }
        if properties.contains(where: { !$0.required }) { variants.append(.requiredOnly) }
        if properties.contains(where: \.nullable) { variants.append(.nullsForNullable) }
        if models.contains(where: { if case .enumeration = $0.kind { return true } else { return false } }) { variants.append(.unknownEnumValues) }
        if models.contains(where: { if case .object = $0.kind { return true } else { return false } }) { variants.append(.extraMembers) }
        let unionSizes = models.compactMap { model -> Int? in
            if case let .union(union) = model.kind { return union.variants.count }
            return nil
        }
        if let largest = unionSizes.max(), largest > 1 {
            variants += (1..<largest).map { .unionVariant($0) }
            var covered: Set<String> = []
            collectEnums(type, unionIndex: 0, into: &covered, visited: [])
            for index in 1..<largest {
                var reached: Set<String> = []
                collectEnums(type, unionIndex: index, into: &reached, visited: [])
                if !reached.isSubset(of: covered) { variants.append(.unknownEnumValuesInUnionVariant(index)) }
                covered.formUnion(reached)
            }
        }
        return variants
    }

    /// The largest case count of the enums reachable from `types` (0 without enums): how many `enumCase` variants
    /// send every case.
    public func enumCaseCount(reachableFrom types: [WireType]) -> Int {
        var reachable: Set<String> = []
        for type in types { collectModels(type, into: &reachable) }
        return reachable.compactMap { name -> Int? in
            if case let .enumeration(enumeration)? = modelsByName[name]?.kind { return enumeration.cases.count }
            return nil
        }.max() ?? 0
    }

    /// The text of a scalar (or enum) value as it goes into a path, query, header or cookie.
    public func text(_ type: WireType, rules: WireRules = .none) -> String {
        Self.text(of: value(type, rules: rules, variant: .full))
    }

    /// JSON text of `value` (sorted keys, unescaped slashes); strings without quotes when `bare`.
    public static func text(of value: Any) -> String {
        if let string = value as? String { return string }
        return String(decoding: WireValidator.serialize(value), as: UTF8.self)
    }

    // MARK: Building

    private func collectModels(_ type: WireType, into names: inout Set<String>) {
        switch type {
        case .scalar, .json: return
        case let .array(element), let .map(element): collectModels(element, into: &names)
        case let .model(name):
            guard let model = modelsByName[name], names.insert(name).inserted else { return }
            switch model.kind {
            case let .object(properties): for property in properties { collectModels(property.type, into: &names) }
            case .enumeration: return
            case let .union(union): for variant in union.variants { collectModels(variant.type, into: &names) }
            }
        }
    }

    /// The enums a value of `type` built with every union at `unionIndex` (modulo its variant count) contains; a
    /// discriminated union's variant does not count its discriminator (the union overwrites it with a valid value).
    private func collectEnums(_ type: WireType, unionIndex: Int, skipping: String? = nil, into names: inout Set<String>, visited: Set<String>) {
        switch type {
        case .scalar, .json: return
        case let .array(element), let .map(element): collectEnums(element, unionIndex: unionIndex, into: &names, visited: visited)
        case let .model(name):
            guard let model = modelsByName[name], !visited.contains(name) else { return }
            switch model.kind {
            case let .object(properties):
                for property in properties where property.key != skipping {
                    collectEnums(property.type, unionIndex: unionIndex, into: &names, visited: visited.union([name]))
                }
            case .enumeration: names.insert(name)
            case let .union(union):
                guard !union.variants.isEmpty else { return }
                let chosen = union.variants[unionIndex % union.variants.count].type
                collectEnums(chosen, unionIndex: unionIndex, skipping: union.discriminator, into: &names, visited: visited.union([name]))
            }
        }
    }

    /// `nil` when `type` is a model already on `stack` (a recursive reference to cut).
    private func build(_ type: WireType, _ rules: WireRules, _ variant: Variant, stack: [String]) -> Any? {
        switch type {
        case let .scalar(scalar):
            return scalarValue(scalar, rules)
        case .json:
            return ["key": "value"]
        case let .array(element):
            let count = max(rules.minItems ?? 1, variant == .requiredOnly ? (rules.minItems ?? 0) : 1)
            guard count > 0, let first = build(element, rules.elementRules, variant, stack: stack) else { return [Any]() }
            var elements = [first]
            for index in 1..<max(count, 1) { elements.append(Self.distinct(first, index)) }
            return Array(elements.prefix(rules.maxItems.map { max($0, 0) } ?? elements.count))
        case let .map(element):
            guard let value = build(element, rules.elementRules, variant, stack: stack) else { return [String: Any]() }
            return ["key": value]
        case let .model(name):
            guard let model = modelsByName[name] else { return NSNull() }
            if stack.contains(name) { return nil }
            return modelValue(model, variant, stack: stack + [name])
        }
    }

    private func modelValue(_ model: WireModel, _ variant: Variant, stack: [String]) -> Any? {
        switch model.kind {
        case let .object(properties):
            var object: [String: Any] = [:]
            for property in properties {
                if !property.required, variant == .requiredOnly { continue }
                if property.nullable, variant == .nullsForNullable {
                    object[property.key] = NSNull()
                } else if let value = build(property.type, property.rules, variant, stack: stack) {
                    object[property.key] = value
                } else if property.required {
                    object[property.key] = property.nullable ? NSNull() : [String: Any]()
                }
            }
            if variant == .extraMembers { object[Self.extraMemberKey] = "a member no version declares" }
            return object
        case let .enumeration(enumeration):
            if variant.sendsUnknownEnumValues {
                switch enumeration.rawType {
                case .string: return Self.unknownEnumString
                case .integer:
                    let values = enumeration.cases.compactMap { if case let .integer(value) = $0.value { return value } else { return nil } }
                    return (values.max() ?? 0) + 1000
                }
            }
            if case let .enumCase(index) = variant, !enumeration.cases.isEmpty {
                return enumeration.cases[index % enumeration.cases.count].value.jsonValue
            }
            return enumeration.cases.first?.value.jsonValue ?? NSNull()
        case let .union(union):
            guard !union.variants.isEmpty else { return NSNull() }
            let index = variant.unionIndex % union.variants.count
            let chosen = union.variants[index]
            guard let value = build(chosen.type, .none, variant, stack: stack) else { return nil }
            if let discriminator = union.discriminator, var object = value as? [String: Any] {
                object[discriminator] = chosen.discriminatorValue
                return object
            }
            return value
        }
    }

    private func scalarValue(_ scalar: WireScalar, _ rules: WireRules) -> Any {
        switch scalar {
        case .string: return stringValue(rules)
        case .int32, .int64: return Int(Self.number(near: 1, rules, integral: true))
        case .float, .double: return Self.number(near: 1.5, rules, integral: false)
        case .boolean: return true
        case .date: return WireValidator.Examples.date
        case .dateTime: return WireValidator.Examples.dateTime
        case .uuid: return WireValidator.Examples.uuid
        case .url: return WireValidator.Examples.url
        case .binary: return WireValidator.Examples.binary
        }
    }

    private func stringValue(_ rules: WireRules) -> String {
        var text = rules.pattern.flatMap { WirePatternExample.string(matching: $0, minLength: rules.minLength) } ?? Self.plainString
        if let minLength = rules.minLength, text.count < minLength, rules.pattern == nil {
            text += String(repeating: "x", count: minLength - text.count)
        }
        if let maxLength = rules.maxLength, text.count > maxLength, rules.pattern == nil { text = String(text.prefix(max(maxLength, 0))) }
        return text
    }

    /// A number near `preferred` inside the bounds and on the `multipleOf` grid of `rules`.
    public static func number(near preferred: Double, _ rules: WireRules, integral: Bool) -> Double {
        let step = integral ? 1.0 : 0.5
        var low = rules.minimum ?? -Double.infinity
        if let exclusive = rules.exclusiveMinimum { low = max(low, exclusive + (integral ? 1 : step / 2)) }
        var high = rules.maximum ?? Double.infinity
        if let exclusive = rules.exclusiveMaximum { high = min(high, exclusive - (integral ? 1 : step / 2)) }
        var value = min(max(preferred, low), high)
        if let multiple = rules.multipleOf, multiple > 0 {
            value = (value / multiple).rounded(.up) * multiple
            if value > high { value -= multiple }
        }
        if integral { value = value.rounded(.up) }
        return value
    }

    /// A variation of `value` for the element at `index` of a unique array.
    private static func distinct(_ value: Any, _ index: Int) -> Any {
        if let text = value as? String { return text + String(index) }
        if let number = value as? Int { return number + index }
        if let number = value as? Double { return number + Double(index) }
        return value
    }
}

"""#),
        EmbeddedFile(name: "WireType.swift", contents: #"""
import Foundation

/// A built-in scalar of the TYPE syntax (`integer` and `number` are parsed as their aliases `int64` and `double`).
public enum WireScalar: String, CaseIterable, Sendable, Equatable {
    case string, int32, int64, float, double, boolean, date
    case dateTime = "date-time"
    case uuid, url, binary

    /// The aliases the TYPE syntax accepts besides the canonical names.
    static let aliases: [String: WireScalar] = ["integer": .int64, "number": .double]
}

/// A parsed TYPE string of a Migrator document: `string`, `array<Pet>`, `map<array<int32>>`, `ref<date>`, …
///
/// Grammar (docs/document-format.md, "Types"):
/// `TYPE := SCALAR | NAME | "ref<" NAME ">" | "array<" TYPE ">" | "map<" TYPE ">"`; `json` is any JSON value.
public indirect enum WireType: Sendable, Equatable, CustomStringConvertible {
    case scalar(WireScalar)
    case json
    case array(WireType)
    case map(WireType)
    /// A model reference (written `Name` or `ref<Name>`).
    case model(String)

    /// Parses a TYPE string; spaces around names and inside brackets are tolerated.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { throw WireTypeSyntaxError(text: text, reason: "the type is empty") }
        if let scalar = WireScalar(rawValue: trimmed) ?? WireScalar.aliases[trimmed] {
            self = .scalar(scalar)
        } else if trimmed == "json" {
            self = .json
        } else if let inner = Self.argument(of: "array", in: trimmed) {
            self = .array(try WireType(parsing: inner))
        } else if let inner = Self.argument(of: "map", in: trimmed) {
            self = .map(try WireType(parsing: inner))
        } else if let inner = Self.argument(of: "ref", in: trimmed) {
            let name = inner.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { throw WireTypeSyntaxError(text: text, reason: "ref<> names no model") }
            self = .model(name)
        } else if trimmed.contains("<") || trimmed.contains(">") || trimmed.contains(" ") {
            throw WireTypeSyntaxError(text: text, reason: "expected a scalar, json, array<T>, map<T>, ref<Name> or a model name")
        } else {
            self = .model(trimmed)
        }
    }

    /// The canonical TYPE string.
    public var description: String {
        switch self {
        case let .scalar(scalar): return scalar.rawValue
        case .json: return "json"
        case let .array(element): return "array<\(element)>"
        case let .map(value): return "map<\(value)>"
        case let .model(name):
            let isKeyword = WireScalar(rawValue: name) != nil || WireScalar.aliases[name] != nil
                || ["json", "array", "map", "ref"].contains(name)
            return isKeyword ? "ref<\(name)>" : name
        }
    }

    private static func argument(of keyword: String, in text: String) -> String? {
        let prefix = keyword + "<"
        guard text.hasPrefix(prefix), text.hasSuffix(">") else {
            // Tolerate `array <T>`.
            guard text.hasPrefix(keyword), text.hasSuffix(">") else { return nil }
            let rest = text.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("<") else { return nil }
            return String(rest.dropFirst().dropLast())
        }
        return String(text.dropFirst(prefix.count).dropLast())
    }
}

/// A TYPE string that does not parse.
public struct WireTypeSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The TYPE string.
    public var text: String
    /// What is wrong.
    public var reason: String
    public var description: String { "invalid type \"\(text)\": \(reason)" }
}

"""#),
        EmbeddedFile(name: "WireValidator+Examples.swift", contents: #"""
import Foundation

extension WireValidator {
    /// Fixed example values of the scalars.
    public enum Examples {
        public static let string = "string"
        public static let integer = 1
        public static let number = 1.5
        public static let boolean = true
        public static let date = "2024-01-02"
        public static let dateTime = "2024-01-02T03:04:05Z"
        public static let uuid = "00000000-0000-0000-0000-000000000001"
        public static let url = "https://example.com/resource"
        /// The bytes of `binary` examples (raw in octet-stream responses, base64 in JSON).
        public static let binaryBytes = Data("binary".utf8)
        /// `binaryBytes` in base64: `YmluYXJ5`.
        public static let binary = binaryBytes.base64EncodedString()
        /// The example of `json`.
        public static var json: [String: Any] { ["key": "value"] }
        /// The key of `map<T>` examples.
        public static let mapKey = "key"
    }

    /// A deterministic example JSON value of a TYPE string; `NSNull` when the TYPE does not parse.
    ///
    /// Scalars take the values of ``Examples`` (`1`, `1.5`, `"2024-01-02"`, …); `array<T>` is one element, `map<T>`
    /// one entry under `"key"`; objects have every property (required and optional); enums their first case; unions
    /// their first variant, with its discriminator value set. Recursion stops at a model already being built:
    /// there optional properties are left out, arrays and maps are empty and required nullable ones are `null`.
    public func example(type: String) -> Any {
        guard let parsed = try? WireType(parsing: type) else { return NSNull() }
        return example(type: parsed)
    }

    /// A deterministic example JSON value of a parsed TYPE.
    public func example(type: WireType) -> Any {
        exampleValue(type, stack: []) ?? [String: Any]()
    }

    /// ``example(type:)-(String)`` serialized as JSON (sorted keys, unescaped slashes).
    public func exampleJSON(type: String) -> Data {
        Self.serialize(example(type: type))
    }

    /// The success response of an operation: its status, an example body and the body's content type.
    ///
    /// JSON responses get ``example(type:)-(String)`` serialized; octet-stream responses ``Examples/binaryBytes``;
    /// responses without a type no body (an endpoint without `response` gives 204). An unknown operation id gives
    /// `(404, nil, nil)`.
    public func exampleResponse(operationId: String) -> (status: Int, body: Data?, contentType: String?) {
        guard let endpoint = document.endpoint(operationId: operationId) else { return (404, nil, nil) }
        guard let response = endpoint.response else { return (204, nil, nil) }
        guard let type = response.type else { return (response.status, nil, nil) }
        switch response.contentType {
        case .octetStream:
            return (response.status, Examples.binaryBytes, response.exampleMediaType)
        case .json, .formURLEncoded, .multipart, .textPlain:
            return (response.status, Self.serialize(example(type: type)), WireContentType.json.rawValue)
        }
    }

    static func serialize(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])) ?? Data("null".utf8)
    }

    /// `nil` when `type` is a model already on `stack` (a recursive reference to cut).
    private func exampleValue(_ type: WireType, stack: [String]) -> Any? {
        switch type {
        case let .scalar(scalar):
            switch scalar {
            case .string: return Examples.string
            case .int32, .int64: return Examples.integer
            case .float, .double: return Examples.number
            case .boolean: return Examples.boolean
            case .date: return Examples.date
            case .dateTime: return Examples.dateTime
            case .uuid: return Examples.uuid
            case .url: return Examples.url
            case .binary: return Examples.binary
            }
        case .json:
            return Examples.json
        case let .array(element):
            return exampleValue(element, stack: stack).map { [$0] } ?? [Any]()
        case let .map(element):
            return exampleValue(element, stack: stack).map { [Examples.mapKey: $0] } ?? [String: Any]()
        case let .model(name):
            guard let model = modelsByName[name] else { return NSNull() }
            if stack.contains(name) { return nil }
            let inner = stack + [name]
            switch model.kind {
            case let .object(properties):
                var object: [String: Any] = [:]
                for property in properties {
                    if let value = exampleValue(property.type, stack: inner) {
                        object[property.key] = value
                    } else if property.required {
                        object[property.key] = property.nullable ? NSNull() : [String: Any]()
                    }
                }
                return object
            case let .enumeration(enumeration):
                return enumeration.cases.first?.value.jsonValue ?? NSNull()
            case let .union(union):
                guard let variant = union.variants.first else { return NSNull() }
                guard let value = exampleValue(variant.type, stack: inner) else { return nil }
                if let discriminator = union.discriminator, var object = value as? [String: Any] {
                    object[discriminator] = variant.discriminatorValue
                    return object
                }
                return value
            }
        }
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+Form.swift", contents: #"""
import Foundation

/// A node of a decoded `application/x-www-form-urlencoded` body: `a[b][0]=x` becomes root → a → b → 0 → "x".
final class WireFormNode {
    /// The values sent for exactly this name (several when a plain name repeats: `tags=a&tags=b`).
    var values: [String] = []
    /// Child keys in the order they first appeared.
    var childKeys: [String] = []
    var children: [String: WireFormNode] = [:]

    func child(_ key: String) -> WireFormNode {
        if let existing = children[key] { return existing }
        let node = WireFormNode()
        children[key] = node
        childKeys.append(key)
        return node
    }

    /// `a[b][0]` → `["a", "b", "0"]`; `a[]` → `["a", ""]` (an appended element); `nil` when malformed.
    static func segments(_ name: String) -> [String]? {
        guard let open = name.firstIndex(of: "[") else { return name.isEmpty ? nil : [name] }
        var result = [String(name[..<open])]
        if result[0].isEmpty { return nil }
        var rest = name[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            result.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}

extension WireValidator {
    /// Decodes a form body and validates it leniently against `type`: field values are text (validated like
    /// parameters), and absent fields are only reported for required scalar or enum properties (the encoder omits
    /// `null`, empty arrays and empty objects).
    func validateFormBody(_ body: Data, _ type: WireType, _ violations: inout [WireViolation]) {
        guard let text = String(data: body, encoding: .utf8) else {
            violations.append(WireViolation("body: the form body is not UTF-8 text"))
            return
        }
        let root = WireFormNode()
        for pair in WireURLText.pairs(text, plusIsSpace: true) {
            if !pair.isValid { violations.append(WireViolation("body: invalid percent-encoding in \"\(pair.raw)\"")) }
            guard let segments = WireFormNode.segments(pair.name) else {
                violations.append(WireViolation("body: malformed form field name \"\(pair.name)\""))
                continue
            }
            var node = root
            for segment in segments {
                node = node.child(segment.isEmpty ? String(node.childKeys.count) : segment)
            }
            node.values.append(pair.value)
        }
        checkForm(root, type, "body", extraKey: nil, &violations)
    }

    /// Validates a decoded form node against `type` (nested objects, indexed or repeated arrays, maps, unions).
    func checkForm(_ node: WireFormNode, _ type: WireType, _ path: String, extraKey: String?, _ violations: inout [WireViolation]) {
        if !node.values.isEmpty && !node.children.isEmpty {
            violations.append(WireViolation("\(path): sent both as a value and as nested fields"))
            return
        }
        switch type {
        case .json:
            return
        case .scalar:
            checkFormLeaf(node, type, path, &violations)
        case let .array(element):
            if node.children.isEmpty {
                for (index, value) in node.values.enumerated() {
                    validateText(value, element, at: "\(path)[\(index)]", &violations)
                }
                return
            }
            for key in node.childKeys {
                guard let index = Int(key), index >= 0 else {
                    violations.append(WireViolation("\(path)[\(key)]: expected an array index"))
                    continue
                }
                checkForm(node.children[key]!, element, "\(path)[\(index)]", extraKey: nil, &violations)
            }
        case let .map(element):
            guard node.values.isEmpty else {
                violations.append(WireViolation("\(path): expected nested fields (\(path)[key]=…) of \(type), found a single value"))
                return
            }
            for key in node.childKeys {
                checkForm(node.children[key]!, element, Self.join(path, key), extraKey: nil, &violations)
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(path): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            switch model.kind {
            case .enumeration:
                checkFormLeaf(node, type, path, &violations)
            case let .object(properties):
                checkFormObject(node, model, properties, path, extraKey: extraKey, &violations)
            case let .union(union):
                checkFormUnion(node, model, union, path, &violations)
            }
        }
    }

    /// Validates a node that must be one value of `type` (a scalar or an enum).
    func checkFormLeaf(_ node: WireFormNode, _ type: WireType, _ path: String, _ violations: inout [WireViolation]) {
        guard node.children.isEmpty else {
            violations.append(WireViolation("\(path): expected a single value of \(type), found nested fields"))
            return
        }
        guard let value = node.values.first else { return }
        if node.values.count > 1 {
            violations.append(WireViolation("\(path): sent \(node.values.count) times, but its type \(type) is not an array"))
        }
        validateText(value, type, at: path, &violations)
    }

    private func checkFormObject(
        _ node: WireFormNode, _ model: WireModel, _ properties: [WireProperty], _ path: String, extraKey: String?,
        _ violations: inout [WireViolation]
    ) {
        guard node.values.isEmpty else {
            violations.append(WireViolation("\(path): expected nested fields of \(model.name), found a single value"))
            return
        }
        for key in node.childKeys {
            let child = node.children[key]!
            if let property = properties.first(where: { $0.key == key }) {
                checkForm(child, property.type, Self.join(path, key), extraKey: nil, &violations)
            } else if key != extraKey {
                violations.append(WireViolation("\(Self.join(path, key)): unknown field (not a property of \(model.name))"))
            }
        }
        for property in properties where property.required && !property.nullable && node.children[property.key] == nil {
            if isSingleValue(property.type) {
                violations.append(WireViolation("\(Self.join(path, property.key)): required field of \(model.name) is missing"))
            }
        }
    }

    private func checkFormUnion(_ node: WireFormNode, _ model: WireModel, _ union: WireUnion, _ path: String, _ violations: inout [WireViolation]) {
        if let discriminator = union.discriminator {
            let known = union.variants.map(\.discriminatorValue).joined(separator: ", ")
            guard let tag = node.children[discriminator]?.values.first else {
                violations.append(WireViolation("\(Self.join(path, discriminator)): discriminator of \(model.name) is missing (expected one of \(known))"))
                return
            }
            guard let variant = union.variants.first(where: { $0.discriminatorValue == tag }) else {
                violations.append(WireViolation("\(Self.join(path, discriminator)): unknown discriminator value \"\(tag)\" of \(model.name) (expected one of \(known))"))
                return
            }
            checkForm(node, variant.type, path, extraKey: discriminator, &violations)
            return
        }
        for variant in union.variants {
            var found: [WireViolation] = []
            checkForm(node, variant.type, path, extraKey: nil, &found)
            if found.isEmpty { return }
        }
        violations.append(WireViolation("\(path): matches no variant of \(model.name)"))
    }

    /// Whether `type` is sent as one form value (a scalar or an enum), so its absence is visible.
    private func isSingleValue(_ type: WireType) -> Bool {
        switch type {
        case .scalar: return true
        case let .model(name):
            if case .enumeration = modelsByName[name]?.kind { return true }
            return false
        case .json, .array, .map: return false
        }
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+MediaTypes.swift", contents: #"""
import Foundation

extension WireParameter {
    /// The body's declared media type: the exact one of a raw body, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }
}

/// Another media type a body may be sent as (native `alternatives` of a body parameter).
struct WireBodyAlternative: Decodable {
    /// The alternative's content type.
    var contentType: WireContentType
    /// The exact media type of a raw alternative, or `nil` for the content type's own.
    var mediaType: String?
    /// The alternative's own TYPE, or `nil` for the body's.
    var type: WireType?
    /// The content type of fields of a `multipart/form-data` alternative.
    var encoding: [String: String]

    private enum CodingKeys: String, CodingKey { case contentType, mediaType, type, encoding }

    /// Decodes the native form.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        contentType = try container.decode(WireContentType.self, forKey: .contentType)
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        type = try decodeTypeIfPresent(container, .type)
        encoding = try container.decodeIfPresent([String: String].self, forKey: .encoding) ?? [:]
    }

    /// The body as sent in this media type: `body` with the alternative's type (when it has one), content type,
    /// media type and encoding.
    func body(replacing body: WireParameter) -> WireParameter {
        var result = body
        if let type { result.type = type }
        result.contentType = contentType
        result.mediaType = mediaType
        result.encoding = encoding
        result.alternatives = []
        return result
    }
}

extension WireResponse {
    /// The response's declared media type: the exact one of a raw response, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    /// The `Content-Type` an example response carries: the declared media type, `application/octet-stream` for a
    /// wildcard (`image/*`, `*/*`), which names no concrete type.
    var exampleMediaType: String {
        declaredMediaType.contains("*") ? WireContentType.octetStream.rawValue : declaredMediaType
    }
}

extension WireValidator {
    /// Whether a request's `Content-Type` (without parameters, lower-cased) is one the body allows: its declared media
    /// type, or one matched by a declared wildcard (`image/*` allows `image/png`; `*/*` allows anything). A raw body
    /// declared with a wildcard also allows `application/octet-stream`, which generated clients send for it.
    static func mediaType(_ mediaType: String, isAllowedFor parameter: WireParameter) -> Bool {
        let declared = parameter.declaredMediaType.lowercased()
        if mediaType == declared || declared == "*/*" { return true }
        guard declared.hasSuffix("/*") else { return false }
        return mediaType.hasPrefix(declared.dropLast()) || mediaType == WireContentType.octetStream.rawValue
    }

    /// The body a request's `Content-Type` (without parameters, lower-cased) chose: the body itself or the first of its
    /// alternatives that allows the media type; the body itself without a `Content-Type` or when none allows it.
    static func chosenBody(_ mediaType: String?, of parameter: WireParameter) -> (body: WireParameter, allowed: Bool) {
        guard let mediaType else { return (parameter, false) }
        for candidate in [parameter] + parameter.alternatives where Self.mediaType(mediaType, isAllowedFor: candidate) {
            return (candidate, true)
        }
        return (parameter, false)
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+Multipart.swift", contents: #"""
import Foundation

extension WireValidator {
    /// Validates a `multipart/form-data` body against an object TYPE: the `Content-Type` carries a boundary, every
    /// part has a `Content-Disposition: form-data; name="…"` naming a property, required properties have a part, and
    /// the text of scalar parts is valid for the property's type and rules (binary parts are accepted as bytes;
    /// structured parts must be JSON of their type), and each part's `Content-Type` is the one `encoding` gives its
    /// field (wildcards such as `image/*` and comma-separated lists allowed), else the default for the field's type
    /// (see ``defaultPartContentType(_:)``; a part without `Content-Type` is `text/plain`, RFC 7578).
    func validateMultipartBody(_ body: Data, contentType: String, _ type: WireType, encoding: [String: String] = [:], _ violations: inout [WireViolation]) {
        guard let boundary = Self.boundary(in: contentType) else {
            violations.append(WireViolation("header.Content-Type: multipart/form-data without a boundary parameter"))
            return
        }
        guard case let .model(name) = type, case let .object(properties)? = modelsByName[name]?.kind else {
            violations.append(WireViolation("body: a multipart body needs an object type, the description declares \(type)"))
            return
        }
        let parts = Self.multipartParts(body, boundary: boundary)
        guard let parts else {
            violations.append(WireViolation("body: not a multipart/form-data body with the boundary \"\(boundary)\""))
            return
        }
        var seen: Set<String> = []
        var counts: [String: Int] = [:]
        for part in parts {
            guard let partName = part.name else {
                violations.append(WireViolation("body: a part has no Content-Disposition name"))
                continue
            }
            let path = Self.join("body", partName)
            guard let property = properties.first(where: { $0.key == partName }) else {
                violations.append(WireViolation("\(path): unknown part (not a property of \(name))"))
                continue
            }
            seen.insert(partName)
            // An array is sent as one part per element (RFC 7578 §4.3), each validated as an element.
            var type = property.type
            var rules = property.rules
            var partPath = path
            if case let .array(element) = property.type {
                type = element
                rules = property.rules.elementRules
                partPath = "\(path)[\(counts[partName, default: 0])]"
            }
            counts[partName, default: 0] += 1
            checkPartContentType(part.contentType, property.type, encoding: encoding[partName], at: path, &violations)
            if type == .scalar(.binary) { continue }
            let text = String(decoding: part.content, as: UTF8.self)
            switch type {
            case .scalar:
                validateText(text, type, at: partPath, &violations)
                checkTextRules(text, type, rules, partPath, &violations)
            default:
                guard let value = try? JSONSerialization.jsonObject(with: part.content, options: [.fragmentsAllowed]) else {
                    validateText(text, type, at: partPath, &violations)
                    continue
                }
                check(value, type, partPath, extraKey: nil, &violations)
            }
        }
        for property in properties {
            let count = counts[property.key, default: 0]
            let path = Self.join("body", property.key)
            if case .array = property.type {
                if count > 0, let problem = property.rules.arrayProblem(count: count, hasDuplicates: false) {
                    violations.append(WireViolation("\(path): \(problem)"))
                }
            } else if count > 1 {
                violations.append(WireViolation("\(path): sent as \(count) parts, but its type \(property.type) is not an array"))
            }
        }
        for property in properties where property.required && !seen.contains(property.key) {
            violations.append(WireViolation("\(Self.join("body", property.key)): required part of \(name) is missing"))
        }
    }

    /// The `boundary` parameter of a `Content-Type` value, unquoted.
    static func boundary(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") && pair[1].count >= 2 ? String(pair[1].dropFirst().dropLast()) : pair[1]
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The parts of a multipart body (their form-data name, `Content-Type` and content), or `nil` when the body has
    /// no closing delimiter.
    static func multipartParts(_ body: Data, boundary: String) -> [(name: String?, contentType: String?, content: Data)]? {
        let bytes = [UInt8](body)
        let delimiter = [UInt8](("--" + boundary).utf8)
        var positions: [Int] = []
        var index = 0
        while index + delimiter.count <= bytes.count {
            if bytes[index] == delimiter[0], Array(bytes[index..<index + delimiter.count]) == delimiter {
                positions.append(index)
                index += delimiter.count
            } else {
                index += 1
            }
        }
        guard positions.count >= 2 else { return nil }
        let last = positions[positions.count - 1]
        guard last + delimiter.count + 2 <= bytes.count, bytes[last + delimiter.count] == UInt8(ascii: "-"),
              bytes[last + delimiter.count + 1] == UInt8(ascii: "-") else { return nil }
        var parts: [(name: String?, contentType: String?, content: Data)] = []
        for (start, end) in zip(positions, positions.dropFirst()) {
            var partStart = start + delimiter.count
            if partStart + 1 < end, bytes[partStart] == 13, bytes[partStart + 1] == 10 { partStart += 2 }
            var partEnd = end
            if partEnd - 2 >= partStart, bytes[partEnd - 2] == 13, bytes[partEnd - 1] == 10 { partEnd -= 2 }
            let part = Array(bytes[partStart..<partEnd])
            let separator: [UInt8] = [13, 10, 13, 10]
            var headerEnd: Int?
            if part.count >= 4 {
                for offset in 0...(part.count - 4) where Array(part[offset..<offset + 4]) == separator {
                    headerEnd = offset
                    break
                }
            }
            guard let headerEnd else {
                parts.append((nil, nil, Data(part)))
                continue
            }
            let headers = String(decoding: part[..<headerEnd], as: UTF8.self)
            parts.append((dispositionName(headers), partContentType(headers), Data(part[(headerEnd + 4)...])))
        }
        return parts
    }

    /// Checks the `Content-Type` of a part (`nil`: absent, which RFC 7578 reads as `text/plain`) against the field's
    /// `encoding` (one media type, a wildcard such as `image/*`, or a comma-separated list of them; when every entry
    /// is a wildcard, the default for the type is allowed too, as clients cannot send a wildcard), else against
    /// ``defaultPartContentType(_:)`` of its type; a field of any JSON value (`json`) is not checked without `encoding`.
    func checkPartContentType(_ actual: String?, _ type: WireType, encoding: String?, at path: String, _ violations: inout [WireViolation]) {
        let expected: [String]
        if let encoding {
            expected = encoding.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        } else if let fallback = defaultPartContentType(type) {
            expected = [fallback]
        } else {
            return
        }
        let sent = actual.map { $0.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces).lowercased() } ?? "text/plain"
        let allowed = expected.contains { declared in
            declared == sent || declared == "*/*" || (declared.hasSuffix("/*") && sent.hasPrefix(declared.dropLast()))
        } || (expected.allSatisfy { $0.contains("*") } && sent == defaultPartContentType(type))
        if !allowed {
            violations.append(WireViolation("\(path): part Content-Type is \(actual == nil ? "absent (text/plain)" : sent), expected \(expected.joined(separator: " or "))"))
        }
    }

    /// The content type OpenAPI gives a multipart field without `encoding`: `application/octet-stream` for `binary`,
    /// `application/json` for objects, unions and maps, `text/plain` for other scalars and enums; an array's is its
    /// elements' (each element is a part); `nil` for any JSON value.
    public func defaultPartContentType(_ type: WireType) -> String? {
        switch type {
        case .scalar(.binary): return "application/octet-stream"
        case .scalar: return "text/plain"
        case .json: return nil
        case let .array(element): return defaultPartContentType(element)
        case .map: return "application/json"
        case let .model(name):
            if case .enumeration? = modelsByName[name]?.kind { return "text/plain" }
            return "application/json"
        }
    }

    /// The `Content-Type` header of a part, if it has one.
    private static func partContentType(_ headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-type:") {
            return line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The `name` of a part's `Content-Disposition: form-data; name="…"` header.
    private static func dispositionName(_ headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            for parameter in line.split(separator: ";").dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "name" {
                    return pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") ? String(pair[1].dropFirst().dropLast()) : pair[1]
                }
            }
        }
        return nil
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+Routing.swift", contents: #"""
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

"""#),
        EmbeddedFile(name: "WireValidator+StyledText.swift", contents: #"""
import Foundation

/// What a parameter's TYPE is sent as in a styled value: one text, the elements of an array, or the members of an
/// object (a model's properties, or any key for a map).
enum WireStyledKind {
    /// A scalar, an enum, or a structure sent as compact JSON text.
    case scalar
    /// An array with elements of this type.
    case array(WireType)
    /// An object model: its name and properties.
    case object(name: String, properties: [WireProperty])
    /// A map with values of this type.
    case map(WireType)
}

extension WireValidator {
    /// The kinds `type` may be sent as: one for most types, one per variant for a union (the runtime writes the value
    /// a union holds, so `created=10` and `created[gte]=10` are both a `Created`).
    func styledKinds(_ type: WireType) -> [(type: WireType, kind: WireStyledKind)] {
        switch type {
        case let .array(element): return [(type, .array(element))]
        case let .map(element): return [(type, .map(element))]
        case .scalar, .json: return [(type, .scalar)]
        case let .model(name):
            switch modelsByName[name]?.kind {
            case let .object(properties)?: return [(type, .object(name: name, properties: properties))]
            case let .union(union)? where union.discriminator == nil:
                return union.variants.flatMap { variant -> [(type: WireType, kind: WireStyledKind)] in
                    if case let .model(inner) = variant.type, case .union? = modelsByName[inner]?.kind { return [(variant.type, .scalar)] }
                    return styledKinds(variant.type)
                }
            default: return [(type, .scalar)]
            }
        }
    }

    /// Validates a styled value once per kind its type may be sent as (see ``styledKinds(_:)``): valid when one
    /// kind's `check` finds nothing; otherwise the only kind's violations, or "matches no variant" naming each
    /// variant's first problem.
    func validateStyledKinds(
        _ type: WireType, _ label: String, _ violations: inout [WireViolation], _ check: (WireType, WireStyledKind, inout [WireViolation]) -> Void
    ) {
        let kinds = styledKinds(type)
        guard kinds.count > 1 else {
            if let (kindType, kind) = kinds.first { check(kindType, kind, &violations) }
            return
        }
        var problems: [String] = []
        for (kindType, kind) in kinds {
            var found: [WireViolation] = []
            check(kindType, kind, &found)
            if found.isEmpty { return }
            problems.append("\(kindType): \(found[0].message)")
        }
        violations.append(WireViolation("\(label): matches no variant of \(type) (\(problems.joined(separator: "; ")))"))
    }

    /// Validates the texts of an array sent in a styled value: the array rules, then each element's text.
    func validateStyledElements(_ elements: [String], _ element: WireType, _ rules: WireRules, _ label: String, _ violations: inout [WireViolation]) {
        if let problem = rules.arrayProblem(count: elements.count, hasDuplicates: Set(elements).count != elements.count) {
            violations.append(WireViolation("\(label): \(problem)"))
        }
        for (index, value) in elements.enumerated() {
            validateText(value, element, at: "\(label)[\(index)]", &violations)
            checkTextRules(value, element, rules.elementRules, "\(label)[\(index)]", &violations)
        }
    }

    /// Validates the members of an object sent in a styled value (`from=1,to=2` exploded, `from,1,to,2` not; already
    /// split into pairs): every key a property (any key for a map), every value valid text, required properties
    /// present.
    func validateStyledMembers(_ members: [(key: String, value: String)], _ kind: WireStyledKind, _ label: String, _ violations: inout [WireViolation]) {
        switch kind {
        case let .map(element):
            for (key, value) in members { validateText(value, element, at: "\(label)[\(key)]", &violations) }
        case let .object(name, properties):
            for (key, value) in members {
                guard let property = properties.first(where: { $0.key == key }) else {
                    violations.append(WireViolation("\(label)[\(key)]: unknown key (not a property of \(name))"))
                    continue
                }
                validateText(value, property.type, at: "\(label)[\(key)]", &violations)
                checkTextRules(value, property.type, property.rules, "\(label)[\(key)]", &violations)
            }
            for property in properties where property.required && !members.contains(where: { $0.key == property.key }) {
                violations.append(WireViolation("\(label)[\(property.key)]: required key of \(name) is missing"))
            }
        case .scalar, .array:
            break
        }
    }

    /// Splits object items into members: exploded items are `key=value`, otherwise keys and values alternate
    /// (`from,1,to,2`); reports an item without `=` or an odd count.
    static func styledMembers(_ items: [String], exploded: Bool, _ label: String, _ violations: inout [WireViolation]) -> [(key: String, value: String)] {
        var members: [(key: String, value: String)] = []
        if exploded {
            for item in items {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2 else {
                    violations.append(WireViolation("\(label): \"\(item)\" is not key=value (an exploded object sends its members as key=value)"))
                    continue
                }
                members.append((String(pair[0]), String(pair[1])))
            }
            return members
        }
        guard items.count % 2 == 0 else {
            violations.append(WireViolation("\(label): \(items.count) items, but a non-exploded object alternates keys and values (\(items.joined(separator: ",")))"))
            return []
        }
        for index in stride(from: 0, to: items.count, by: 2) { members.append((items[index], items[index + 1])) }
        return members
    }

    /// Validates the text of a path parameter (`raw`: the placeholder's text, still percent-encoded) by its style:
    /// `simple` (`3,4`; objects `from=1,to=2` exploded, `from,1,to,2` not), `label` (a leading `.`; arrays `.3.4`
    /// exploded, `.3,4` not) or `matrix` (`;ids=3;ids=4` exploded, `;ids=3,4` not; objects `;from=1;to=2` exploded,
    /// `;range=from,1,to,2` not; scalars `;id=5`). Items are percent-decoded after splitting.
    func validatePathValue(_ raw: String, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        var text = Substring(raw)
        switch parameter.style {
        case .label:
            guard text.first == "." else {
                violations.append(WireViolation("\(label): style label starts with \".\", found \"\(raw)\""))
                return
            }
            text = text.dropFirst()
        case .matrix:
            guard text.first == ";" else {
                violations.append(WireViolation("\(label): style matrix starts with \";\", found \"\(raw)\""))
                return
            }
            text = text.dropFirst()
        default:
            break
        }
        let decode = { (item: String, violations: inout [WireViolation]) -> String in
            guard let decoded = WireURLText.decode(item, plusIsSpace: false) else {
                violations.append(WireViolation("\(label): invalid percent-encoding \"\(item)\""))
                return item
            }
            return decoded
        }
        let split = { (text: Substring, separator: Character) in text.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
        let name = WirePathTemplate.encodeLiteral(parameter.name)
        /// The values of `;name=value` segments: exactly one when `single`.
        let matrixValues = { (single: Bool, violations: inout [WireViolation]) -> [String]? in
            let segments = split(text, ";")
            if single && segments.count != 1 {
                violations.append(WireViolation("\(label): style matrix (explode: \(parameter.explode)) sends one ;\(parameter.name)=…, found \"\(raw)\""))
                return nil
            }
            var values: [String] = []
            for segment in segments {
                if segment == name { values.append(""); continue }
                guard segment.hasPrefix(name + "=") else {
                    violations.append(WireViolation("\(label): \";\(segment)\" is not ;\(parameter.name)=…"))
                    return nil
                }
                values.append(String(segment.dropFirst(name.count + 1)))
            }
            return values
        }
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch (kind, parameter.style) {
            case (.scalar, .matrix):
                guard let values = matrixValues(true, &violations) else { return }
                let value = decode(values[0], &violations)
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case (.scalar, _):
                let value = decode(String(text), &violations)
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case let (.array(element), .matrix):
                guard let values = matrixValues(!parameter.explode, &violations) else { return }
                let items = parameter.explode ? values : split(Substring(values[0]), ",")
                let elements = values.count == 1 && values[0].isEmpty ? [] : items.map { decode($0, &violations) }
                validateStyledElements(elements, element, parameter.rules, label, &violations)
            case let (.array(element), style):
                let items = text.isEmpty ? [] : split(text, style == .label && parameter.explode ? "." : ",")
                validateStyledElements(items.map { decode($0, &violations) }, element, parameter.rules, label, &violations)
            case (.object, .matrix), (.map, .matrix):
                let items: [String]
                if parameter.explode {
                    items = split(text, ";")
                } else {
                    guard let values = matrixValues(true, &violations) else { return }
                    items = values[0].isEmpty ? [] : split(Substring(values[0]), ",")
                }
                let members = Self.styledMembers(items, exploded: parameter.explode, label, &violations)
                validateStyledMembers(members.map { (decode($0.key, &violations), decode($0.value, &violations)) }, kind, label, &violations)
            case (.object, let style), (.map, let style):
                let items = text.isEmpty ? [] : split(text, style == .label && parameter.explode ? "." : ",")
                let members = Self.styledMembers(items, exploded: parameter.explode, label, &violations)
                validateStyledMembers(members.map { (decode($0.key, &violations), decode($0.value, &violations)) }, kind, label, &violations)
            }
        }
    }

    /// Validates a header parameter's value in the `simple` style (not percent-encoded; items trimmed): arrays
    /// `1,2`, objects `from=1,to=2` exploded and `from,1,to,2` not.
    func validateHeaderValue(_ value: String, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let items = { value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                validateText(value, type, at: label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case let .array(element):
                validateStyledElements(value.isEmpty ? [] : items(), element, parameter.rules, label, &violations)
            case .object, .map:
                let members = Self.styledMembers(value.isEmpty ? [] : items(), exploded: parameter.explode, label, &violations)
                validateStyledMembers(members, kind, label, &violations)
            }
        }
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+Styles.swift", contents: #"""
import Foundation

extension WireValidator {
    /// Validates the values a query or cookie parameter was sent with, split by its style: exploded `form` repeats
    /// the name, non-exploded `form` joins with commas, `spaceDelimited` with spaces, `pipeDelimited` with `|`; a
    /// non-exploded object alternates keys and values (`rangeFlat=from,5,to,6`). An exploded object's members are
    /// query items of their own (see ``validateExplodedObject(_:_:_:_:)``); sent under its own name, it must be JSON
    /// text of its type.
    func validateStyledValues(_ values: [String], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let separator: Character? = {
            switch parameter.style {
            case .spaceDelimited: return " "
            case .pipeDelimited: return "|"
            case .form where !parameter.explode, .simple: return ","
            default: return nil
            }
        }()
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                if values.count > 1 {
                    violations.append(WireViolation("\(label): sent \(values.count) times, but its type \(type) is not an array"))
                }
                validateText(values[0], type, at: label, &violations)
                checkTextRules(values[0], type, parameter.rules, label, &violations)
            case let .array(element):
                var elements = values
                if let separator {
                    if values.count > 1 {
                        violations.append(WireViolation("\(label): sent \(values.count) times, but style \(parameter.style.rawValue) (explode: \(parameter.explode)) sends one delimited value"))
                    }
                    elements = values[0].isEmpty ? [] : values[0].split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                }
                validateStyledElements(elements, element, parameter.rules, label, &violations)
            case .object, .map:
                guard let separator else {
                    // `name=<JSON>`: how a parameter with `content: application/json` is sent (the native format
                    // does not tell the two apart); the exploded members are validated by the caller.
                    if values.count > 1 {
                        violations.append(WireViolation("\(label): sent \(values.count) times, but its type \(type) is not an array"))
                    }
                    validateText(values[0], type, at: label, &violations)
                    return
                }
                if values.count > 1 {
                    violations.append(WireViolation("\(label): sent \(values.count) times, but style \(parameter.style.rawValue) (explode: \(parameter.explode)) sends one delimited value"))
                }
                let items = values[0].isEmpty ? [] : values[0].split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                validateStyledMembers(Self.styledMembers(items, exploded: false, label, &violations), kind, label, &violations)
            }
        }
    }

    /// The properties of the object kinds of an exploded `form` query parameter (whose members are sent as query
    /// items of their own, `from=3&to=4`), minus the names of the endpoint's other parameters; empty for other
    /// parameters.
    func explodedMemberNames(_ parameter: WireParameter, _ endpoint: WireEndpoint) -> Set<String> {
        guard parameter.location == .query, parameter.explode, parameter.style != .deepObject else { return [] }
        var names = Set<String>()
        for (_, kind) in styledKinds(parameter.type) {
            if case let .object(_, properties) = kind { names.formUnion(properties.map(\.key)) }
        }
        let others = endpoint.parameters.filter { $0.location == .query && $0.name != parameter.name }.map(\.name)
        return names.subtracting(others)
    }

    /// What the members of a query parameter sent exploded in the `form` style may be when its value has members of any
    /// name (the runtime writes an object's members as `key=value` items).
    enum FreeFormMembers {
        /// A map's values, of this type.
        case map(WireType)
        /// Any JSON value's members: any text.
        case any
    }

    /// The members of a query parameter sent exploded in the `form` style whose value has members of any name — a map,
    /// or any JSON value; `nil` for other parameters.
    func freeFormMembers(_ parameter: WireParameter) -> FreeFormMembers? {
        guard parameter.location == .query, parameter.explode, parameter.style == .form else { return nil }
        switch parameter.type {
        case let .map(element): return .map(element)
        case .json: return .any
        default: return nil
        }
    }

    /// Validates an exploded object sent as query items of their own (`members`, in the order sent): valid when
    /// one object kind of the type accepts them.
    func validateExplodedObject(_ members: [(key: String, value: String)], _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        let objects = styledKinds(parameter.type).filter { if case .object = $0.kind { return true } else { return false } }
        var problems: [String] = []
        for (type, kind) in objects {
            var found: [WireViolation] = []
            validateStyledMembers(members, kind, label, &found)
            if found.isEmpty { return }
            if objects.count == 1 {
                violations += found
                return
            }
            problems.append("\(type): \(found[0].message)")
        }
        violations.append(WireViolation("\(label): matches no variant of \(parameter.type) (\(problems.joined(separator: "; ")))"))
    }

    /// Reports reserved characters a declared query parameter's value was sent with unencoded (`raw` is the item as
    /// sent, `name=value`): any of `: / ? @ ! $ ' ( ) * ; [ ]` when the parameter does not have `allowReserved`
    /// (the comma is a style delimiter, so it is allowed), and `[` or `]` when it has (RFC 3986 does not allow them in
    /// a query; OpenAPI 3.1.1 leaves encoding them to the client). `&`, `=` and `#` cannot appear raw in a value.
    ///
    /// For example `path=/a/b` is a violation unless `path` allows reserved characters; `path=%2Fa%2Fb` never is.
    func checkReservedCharacters(name: String, raw: String, _ endpoint: WireEndpoint, _ violations: inout [WireViolation]) {
        let parameter = endpoint.parameters.first { parameter in
            parameter.location == .query && (parameter.name == name || (parameter.style == .deepObject && name.hasPrefix(parameter.name + "[")))
        }
        guard let parameter, let equals = raw.firstIndex(of: "=") else { return }
        let forbidden: Set<Character> = parameter.allowReserved ? ["[", "]"] : [":", "/", "?", "@", "!", "$", "'", "(", ")", "*", ";", "[", "]"]
        let found = Set(raw[raw.index(after: equals)...].filter { forbidden.contains($0) })
        guard !found.isEmpty else { return }
        let shown = found.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        violations.append(WireViolation(
            "query.\(parameter.name): \(shown) sent unencoded in \"\(raw)\""
                + (parameter.allowReserved ? " (not allowed in a query even with allowReserved)" : " (the parameter does not have allowReserved)")
        ))
    }

    /// Validates a `deepObject` query parameter from its items (`name` itself for a scalar — a union's scalar
    /// variant —, `name[key]`, nested `name[key][inner]` and indexed `name[key][0]`), decoded into a tree: every key
    /// a property, every value valid text, required properties present.
    func validateDeepObject(_ node: WireFormNode, _ parameter: WireParameter, _ label: String, _ violations: inout [WireViolation]) {
        validateStyledKinds(parameter.type, label, &violations) { type, kind, violations in
            switch kind {
            case .scalar:
                guard node.children.isEmpty, let value = node.values.first else {
                    violations.append(WireViolation("\(label): sent as deepObject members, but its type \(type) is not an object"))
                    return
                }
                checkFormLeaf(node, type, label, &violations)
                checkTextRules(value, type, parameter.rules, label, &violations)
            case .array:
                checkForm(node, type, label, extraKey: nil, &violations)
            case let .map(element):
                guard node.values.isEmpty else {
                    violations.append(WireViolation("\(label): expected \(parameter.name)[key]=… members of \(type), found a single value"))
                    return
                }
                for key in node.childKeys { checkForm(node.children[key]!, element, "\(label)[\(key)]", extraKey: nil, &violations) }
            case let .object(name, properties):
                guard node.values.isEmpty else {
                    violations.append(WireViolation("\(label): expected \(parameter.name)[key]=… members of \(name), found a single value"))
                    return
                }
                for key in node.childKeys {
                    let child = node.children[key]!
                    guard let property = properties.first(where: { $0.key == key }) else {
                        violations.append(WireViolation("\(label)[\(key)]: unknown key (not a property of \(name))"))
                        continue
                    }
                    if child.children.isEmpty, child.values.count == 1 {
                        validateText(child.values[0], property.type, at: "\(label)[\(key)]", &violations)
                        checkTextRules(child.values[0], property.type, property.rules, "\(label)[\(key)]", &violations)
                    } else {
                        checkForm(child, property.type, "\(label)[\(key)]", extraKey: nil, &violations)
                    }
                }
                for property in properties where property.required && node.children[property.key] == nil {
                    violations.append(WireViolation("\(label)[\(property.key)]: required key of \(name) is missing"))
                }
            }
        }
    }

    /// Validates the `Cookie` header against the endpoint's cookie parameters (`form` style: `name=value` pairs
    /// separated by `; `; arrays comma-joined, or repeated when exploded; an exploded object's members are cookies
    /// of their own); undeclared cookies are violations — unless the endpoint declares the `Cookie` header itself as a
    /// header parameter (Ory Kratos: "forward the browser's Cookie header"), whose text is then validated as that
    /// header's value, not as cookies.
    func validateCookies(_ endpoint: WireEndpoint, _ headers: [String: (name: String, value: String)], _ violations: inout [WireViolation]) {
        let declared = endpoint.parameters.filter { $0.location == .cookie }
        let cookieHeaderDeclared = endpoint.parameters.contains { $0.location == .header && $0.name.lowercased() == "cookie" }
        if cookieHeaderDeclared, declared.isEmpty { return }
        var values: [String: [String]] = [:]
        var order: [String] = []
        for part in (headers["cookie"]?.value ?? "").split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard !pair.isEmpty else { continue }
            let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(pieces.count > 1 ? (WireURLText.decode(String(pieces[1]), plusIsSpace: false) ?? String(pieces[1])) : "")
        }
        var consumed = Set<String>()
        for parameter in declared {
            let label = "cookie.\(parameter.name)"
            consumed.insert(parameter.name)
            guard let sent = values[parameter.name] else {
                var memberNames = Set<String>()
                if parameter.explode {
                    for (_, kind) in styledKinds(parameter.type) {
                        if case let .object(_, properties) = kind { memberNames.formUnion(properties.map(\.key)) }
                    }
                    memberNames.subtract(declared.map(\.name))
                }
                let members = order.filter { memberNames.contains($0) && !consumed.contains($0) }
                if !members.isEmpty {
                    consumed.formUnion(members)
                    validateExplodedObject(members.flatMap { name in (values[name] ?? []).map { (name, $0) } }, parameter, label, &violations)
                } else if parameter.required {
                    violations.append(WireViolation("\(label): required cookie is missing"))
                }
                continue
            }
            validateStyledValues(sent, parameter, label, &violations)
        }
        for name in order where !consumed.contains(name) && !cookieHeaderDeclared {
            violations.append(WireViolation("cookie.\(name): unknown cookie (\(declared.isEmpty ? "the endpoint declares none" : "declared: " + declared.map(\.name).joined(separator: ", ")))"))
        }
    }
}

"""#),
        EmbeddedFile(name: "WireValidator+Values.swift", contents: #"""
import Foundation

extension WireValidator {
    /// Validates a JSON value (as `JSONSerialization` returns it, or Swift literals) against a TYPE string.
    ///
    /// Scalars by format (`int32`/`int64` integers in range, `float`/`double` numbers, `boolean`, `string`, `date`
    /// `YYYY-MM-DD`, `date-time` RFC 3339, `uuid`, absolute `url`, base64 `binary`, any `json`); `array<T>` and
    /// `map<T>` element by element (no `null` elements); objects: required keys present, `null` only for nullable
    /// properties, no unknown keys, members recursively; enums: a declared case of the right raw type; unions: with a
    /// discriminator, a known value and a valid payload (the discriminator key is allowed in it), without one, at
    /// least one valid variant.
    ///
    /// - Parameter path: Prefix of the messages, e.g. `body` gives `body.owner.name: …` (`$` when empty).
    public func validate(json: Any, type: String, at path: String) -> [WireViolation] {
        do {
            return validate(json: json, type: try WireType(parsing: type), at: path)
        } catch {
            return [WireViolation("\(Self.label(path)): \(error)")]
        }
    }

    /// Validates a JSON value against a parsed TYPE (see the `String` overload).
    public func validate(json: Any, type: WireType, at path: String) -> [WireViolation] {
        var violations: [WireViolation] = []
        check(json, type, path, extraKey: nil, &violations)
        return violations
    }

    // MARK: JSON

    /// Validates `value` against `type`; `extraKey` is a discriminator key an object may carry without declaring it.
    func check(_ value: Any, _ type: WireType, _ path: String, extraKey: String?, _ violations: inout [WireViolation]) {
        let node = WireJSONNode(value)
        if case let .unsupported(typeName) = node {
            violations.append(WireViolation("\(Self.label(path)): is not a JSON value (\(typeName))"))
            return
        }
        switch type {
        case .json:
            return
        case let .scalar(scalar):
            checkScalar(node, scalar, path, &violations)
        case let .array(element):
            guard case let .array(elements) = node else {
                return mismatch(path, "\(type) (an array)", node, &violations)
            }
            for (index, item) in elements.enumerated() {
                check(item, element, "\(Self.label(path))[\(index)]", extraKey: nil, &violations)
            }
        case let .map(element):
            guard case let .object(members) = node else {
                return mismatch(path, "\(type) (an object)", node, &violations)
            }
            for key in members.keys.sorted() {
                check(members[key]!, element, Self.join(path, key), extraKey: nil, &violations)
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(Self.label(path)): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            switch model.kind {
            case let .object(properties):
                checkObject(node, model, properties, path, extraKey: extraKey, &violations)
            case let .enumeration(enumeration):
                checkEnum(node, model, enumeration, path, &violations)
            case let .union(union):
                checkUnion(value, node, model, union, path, &violations)
            }
        }
    }

    private func checkObject(
        _ node: WireJSONNode, _ model: WireModel, _ properties: [WireProperty], _ path: String, extraKey: String?,
        _ violations: inout [WireViolation]
    ) {
        guard case let .object(members) = node else {
            return mismatch(path, "an object (\(model.name))", node, &violations)
        }
        for property in properties {
            let memberPath = Self.join(path, property.key)
            guard let member = members[property.key] else {
                if property.required {
                    violations.append(WireViolation("\(memberPath): required key of \(model.name) is missing"))
                }
                continue
            }
            if case .null = WireJSONNode(member) {
                if !property.nullable && property.type != .json {
                    violations.append(WireViolation("\(memberPath): is null, but \(model.name).\(property.key) is not nullable"))
                }
                continue
            }
            check(member, property.type, memberPath, extraKey: nil, &violations)
            checkRules(member, property.type, property.rules, memberPath, &violations)
        }
        let keys = Set(properties.map(\.key))
        for key in members.keys.sorted() where !keys.contains(key) && key != extraKey {
            violations.append(WireViolation("\(Self.join(path, key)): unknown key (not a property of \(model.name))"))
        }
    }

    private func checkEnum(_ node: WireJSONNode, _ model: WireModel, _ enumeration: WireEnum, _ path: String, _ violations: inout [WireViolation]) {
        let cases = enumeration.cases.map(\.value.description).joined(separator: ", ")
        switch (enumeration.rawType, node) {
        case let (.string, .string(text)):
            if !enumeration.cases.contains(where: { $0.value == .string(text) }) {
                violations.append(WireViolation("\(Self.label(path)): \"\(text)\" is not a case of \(model.name) (\(cases))"))
            }
        case let (.integer, .number(number)) where number.isIntegral:
            if !enumeration.cases.contains(where: { $0.value.integerValue != nil && number.integer.map(Int.init) == $0.value.integerValue }) {
                violations.append(WireViolation("\(Self.label(path)): \(number.text) is not a case of \(model.name) (\(cases))"))
            }
        case (.string, _):
            mismatch(path, "a string (enum \(model.name): \(cases))", node, &violations)
        case (.integer, _):
            mismatch(path, "an integer (enum \(model.name): \(cases))", node, &violations)
        }
    }

    private func checkUnion(_ value: Any, _ node: WireJSONNode, _ model: WireModel, _ union: WireUnion, _ path: String, _ violations: inout [WireViolation]) {
        if let discriminator = union.discriminator {
            let known = union.variants.map(\.discriminatorValue).joined(separator: ", ")
            guard case let .object(members) = node else {
                return mismatch(path, "an object (\(model.name), discriminated by \"\(discriminator)\")", node, &violations)
            }
            let tagPath = Self.join(path, discriminator)
            guard let tagValue = members[discriminator] else {
                violations.append(WireViolation("\(tagPath): discriminator of \(model.name) is missing (expected one of \(known))"))
                return
            }
            guard case let .string(tag) = WireJSONNode(tagValue) else {
                return mismatch(tagPath, "a string (discriminator of \(model.name): \(known))", WireJSONNode(tagValue), &violations)
            }
            guard let variant = union.variants.first(where: { $0.discriminatorValue == tag }) else {
                violations.append(WireViolation("\(tagPath): unknown discriminator value \"\(tag)\" of \(model.name) (expected one of \(known))"))
                return
            }
            check(value, variant.type, path, extraKey: discriminator, &violations)
            return
        }
        var attempts: [(variant: WireUnionVariant, violations: [WireViolation])] = []
        for variant in union.variants {
            var found: [WireViolation] = []
            check(value, variant.type, path, extraKey: nil, &found)
            if found.isEmpty { return }
            attempts.append((variant, found))
        }
        let names = union.variants.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        var message = "\(Self.label(path)): matches no variant of \(model.name) (\(names))"
        if let closest = attempts.min(by: { $0.violations.count < $1.violations.count }) {
            message += "; closest, \(closest.variant.name): \(closest.violations[0].message)"
        }
        violations.append(WireViolation(message))
    }

    private func checkScalar(_ node: WireJSONNode, _ scalar: WireScalar, _ path: String, _ violations: inout [WireViolation]) {
        switch (scalar, node) {
        case (.string, .string):
            return
        case let (.int32, .number(number)), let (.int64, .number(number)):
            guard number.isIntegral, let integer = number.integer else {
                return mismatch(path, "\(scalar.rawValue) (an integer)", node, &violations)
            }
            if scalar == .int32, integer < Int64(Int32.min) || integer > Int64(Int32.max) {
                violations.append(WireViolation("\(Self.label(path)): \(integer) is out of the int32 range"))
            }
        case let (.float, .number(number)), let (.double, .number(number)):
            if !number.double.isFinite { mismatch(path, "\(scalar.rawValue) (a finite number)", node, &violations) }
        case (.boolean, .bool):
            return
        case let (.date, .string(text)), let (.dateTime, .string(text)), let (.uuid, .string(text)),
             let (.url, .string(text)), let (.binary, .string(text)):
            if let problem = Self.formatProblem(text, scalar) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
        default:
            mismatch(path, Self.expectation(scalar), node, &violations)
        }
    }

    private func mismatch(_ path: String, _ expected: String, _ node: WireJSONNode, _ violations: inout [WireViolation]) {
        violations.append(WireViolation("\(Self.label(path)): expected \(expected), found \(node.summary)"))
    }

    static func expectation(_ scalar: WireScalar) -> String {
        switch scalar {
        case .string: return "a string"
        case .int32, .int64: return "\(scalar.rawValue) (an integer)"
        case .float, .double: return "\(scalar.rawValue) (a number)"
        case .boolean: return "a boolean"
        case .date: return "a date string (YYYY-MM-DD)"
        case .dateTime: return "a date-time string (RFC 3339)"
        case .uuid: return "a uuid string"
        case .url: return "an absolute url string"
        case .binary: return "a base64 string (binary)"
        }
    }

    /// Why `text` is not a valid string of the format `scalar`, or `nil` when it is.
    static func formatProblem(_ text: String, _ scalar: WireScalar) -> String? {
        switch scalar {
        case .date:
            return WireDateFormat.isDate(text) ? nil : "\"\(text)\" is not a date (YYYY-MM-DD)"
        case .dateTime:
            return WireDateFormat.isDateTime(text) ? nil : "\"\(text)\" is not an RFC 3339 date-time"
        case .uuid:
            return text.count == 36 && UUID(uuidString: text) != nil ? nil : "\"\(text)\" is not a uuid"
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
                return "\"\(text)\" is not an absolute url"
            }
            return nil
        case .binary:
            return Data(base64Encoded: text) != nil ? nil : "\"\(text)\" is not base64 (binary)"
        default:
            return nil
        }
    }

    // MARK: Text values (path, query, header, form fields)

    /// Validates the text of a parameter or form field against `type`.
    func validateText(_ text: String, _ type: WireType, at path: String, _ violations: inout [WireViolation]) {
        let label = Self.label(path)
        switch type {
        case .json:
            return
        case let .scalar(scalar):
            switch scalar {
            case .string:
                return
            case .int32, .int64:
                guard let integer = Int64(text) else {
                    violations.append(WireViolation("\(label): expected \(scalar.rawValue) (an integer), found \"\(text)\""))
                    return
                }
                if scalar == .int32, integer < Int64(Int32.min) || integer > Int64(Int32.max) {
                    violations.append(WireViolation("\(label): \(integer) is out of the int32 range"))
                }
            case .float, .double:
                if Double(text) == nil {
                    violations.append(WireViolation("\(label): expected \(scalar.rawValue) (a number), found \"\(text)\""))
                }
            case .boolean:
                if text != "true" && text != "false" {
                    violations.append(WireViolation("\(label): expected a boolean (true or false), found \"\(text)\""))
                }
            case .date, .dateTime, .uuid, .url, .binary:
                if let problem = Self.formatProblem(text, scalar) { violations.append(WireViolation("\(label): \(problem)")) }
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(label): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            if case let .enumeration(enumeration) = model.kind {
                let cases = enumeration.cases.map(\.value.description).joined(separator: ", ")
                let isCase: Bool
                switch enumeration.rawType {
                case .string: isCase = enumeration.cases.contains { $0.value == .string(text) }
                case .integer: isCase = Int(text).map { value in enumeration.cases.contains { $0.value == .integer(value) } } ?? false
                }
                if !isCase { violations.append(WireViolation("\(label): \"\(text)\" is not a case of \(name) (\(cases))")) }
                return
            }
            checkJSONText(text, type, path, &violations)
        case .array, .map:
            checkJSONText(text, type, path, &violations)
        }
    }

    /// Structured values in text positions are sent as compact JSON (Migrator's `JSONValue.parameterValue`).
    private func checkJSONText(_ text: String, _ type: WireType, _ path: String, _ violations: inout [WireViolation]) {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else {
            violations.append(WireViolation("\(Self.label(path)): expected JSON text of \(type), found \"\(text)\""))
            return
        }
        check(value, type, path, extraKey: nil, &violations)
    }

    // MARK: Paths

    /// `$` for the root, else the path itself.
    static func label(_ path: String) -> String { path.isEmpty ? "$" : path }

    /// `path.key`, or `path["odd key"]` for keys that are not plain names.
    static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-"
        }
        if !plain { return "\(label(path))[\"\(key)\"]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }
}

extension WireEnumValue {
    var integerValue: Int? {
        if case let .integer(value) = self { return value }
        return nil
    }
}

/// Full-date and RFC 3339 date-time syntax, with calendar ranges checked.
enum WireDateFormat {
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10 && dateEnd(bytes) == 10
    }

    /// `YYYY-MM-DD` then `T`/`t`/space, `hh:mm:ss`, optional `.fraction`, then `Z`/`z` or `±hh:mm`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard dateEnd(bytes) == 10, bytes.count >= 20 else { return false }
        guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
              number(bytes, 11, 2, 0...23) != nil, bytes[13] == UInt8(ascii: ":"),
              number(bytes, 14, 2, 0...59) != nil, bytes[16] == UInt8(ascii: ":"),
              number(bytes, 17, 2, 0...60) != nil
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            if index == start { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
              number(bytes, index + 1, 2, 0...23) != nil, bytes[index + 3] == UInt8(ascii: ":"),
              number(bytes, index + 4, 2, 0...59) != nil
        else { return false }
        return true
    }

    /// 10 when `bytes` start with a valid `YYYY-MM-DD`, else `nil`.
    private static func dateEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 10, let year = number(bytes, 0, 4, 0...9999), bytes[4] == UInt8(ascii: "-"),
              let month = number(bytes, 5, 2, 1...12), bytes[7] == UInt8(ascii: "-"), let day = number(bytes, 8, 2, 1...31)
        else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days ? 10 : nil
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int, _ range: ClosedRange<Int>) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return range.contains(value) ? value : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

"""#),
        EmbeddedFile(name: "WireValidator.swift", contents: #"""
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

"""#),
    ]
}
