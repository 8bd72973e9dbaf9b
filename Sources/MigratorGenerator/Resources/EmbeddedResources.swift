// Generated from Sources/MigratorRuntime and Templates by EmbeddedResourcesTests
// (run `MIGRATOR_RECORD=1 swift test --filter EmbeddedResourcesTests` after changing them). Do not edit.

/// The runtime sources and templates, embedded so the `migrator` binary is self-contained.
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
    /// `JSONDecoder`.
    /// - Throws: The errors of ``send(_:)``, or ``ResponseDecodingError`` (naming the operation,
    ///   the member's coding path and the reason) when the body does not decode as `type`.
    public func sendExpectingJSON<T: Decodable>(_ request: OperationRequest, as type: T.Type) async throws -> T {
        let response = try await send(request)
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
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

    /// The fixed example of a type recognized by identity or by ``DefaultValueProviding``.
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
            candidate = (value, try JSONValue(encoding: value))
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
/// ``OperationRequest/setMultipartBody(_:fileFields:encoding:boundary:)``.
///
/// Members are written in key order, `null` members are left out. A string is a text part with its
/// characters as they are, a number or boolean a text part with its JSON text; a member listed in
/// `fileFields` is a file part (`filename` is the member's name) whose bytes are the base64 string
/// `JSONEncoder` writes for `Data`; an array is one part per element under the same name; an
/// object is a part of JSON text with `Content-Type: application/json`. A part has a
/// `Content-Type` when `encoding` names one for its member; a file part without one is
/// `application/octet-stream`. Names and filenames are quoted with `"`, CR and LF
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
    static func parts(of members: [String: JSONValue], fileFields: Set<String>, encoding: [String: String]) throws -> [Part] {
        var parts: [Part] = []
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let elements: [JSONValue]
            if case let .array(items) = value { elements = items } else { elements = [value] }
            for element in elements {
                if let part = try part(named: name, element, isFile: fileFields.contains(name), contentType: encoding[name]) {
                    parts.append(part)
                }
            }
        }
        return parts
    }

    /// The part of one value, or `nil` for `null`.
    private static func part(named name: String, _ value: JSONValue, isFile: Bool, contentType: String?) throws -> Part? {
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
            disposition += "; filename=\"\(escaped(name))\""
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
    ///   - boundary: The boundary; `nil` derives a deterministic one from the parts
    ///     (``MultipartEncoding/boundaryPrefix`` and a hash). The caller must make sure no part contains a given one.
    /// - Throws: `EncodingError.invalidValue` when `value` does not encode as an object or a file member is not
    ///   `Data`, or the encoder's errors.
    public mutating func setMultipartBody(
        _ value: some Encodable, fileFields: Set<String> = [], encoding: [String: String] = [:], boundary: String? = nil
    ) throws {
        guard case let .object(members) = try JSONValue(encoding: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "A multipart/form-data body must encode as an object.")
            )
        }
        let parts = try MultipartEncoding.parts(of: members, fileFields: fileFields, encoding: encoding)
        let boundary = boundary ?? MultipartEncoding.boundary(for: parts)
        setRawBody(MultipartEncoding.body(of: parts, boundary: boundary), contentType: "multipart/form-data; boundary=\(boundary)")
    }
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
    static func queryParts(name: String, value: StyledValue, style: ParameterStyle, explode: Bool) -> [String] {
        let encodedName = PercentEncoding.encodeComponent(name)
        func pair(_ name: String, _ text: String) -> String {
            PercentEncoding.encodeComponent(name) + "=" + PercentEncoding.encodeComponent(text)
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
        return [encodedName + "=" + texts.map(PercentEncoding.encodeComponent).joined(separator: delimiter)]
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
    /// style writes a scalar the same way.
    public mutating func addQueryParameter(
        _ name: String, _ value: (some ParameterValue)?, style: ParameterStyle = .form, explode: Bool? = nil
    ) {
        guard let value else { return }
        addQueryValue(name, .scalar(value.parameterValue), style: style, explode: explode)
    }

    /// Appends `values` in `style`, or does nothing when `values` is `nil`: one `name=value` item
    /// per element (`form`, exploded, the default: `name=a&name=b`), `name=a,b` (`form`),
    /// `name=a%20b` (`spaceDelimited`), `name=a%7Cb` (`pipeDelimited`), `name[0]=a&name[1]=b`
    /// (`deepObject`).
    public mutating func addQueryParameter(
        _ name: String, _ values: [some ParameterValue]?, style: ParameterStyle = .form, explode: Bool? = nil
    ) {
        guard let values else { return }
        addQueryValue(name, .array(values.map(\.parameterValue)), style: style, explode: explode)
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
        _ name: String, encoding value: (some Encodable)?, style: ParameterStyle = .form, explode: Bool? = nil
    ) throws {
        guard let value, let styled = StyledValue(try JSONValue(encoding: value)) else { return }
        addQueryValue(name, styled, style: style, explode: explode)
    }

    /// Appends the serialized query items of one parameter; `explode: nil` is the style's default.
    private mutating func addQueryValue(_ name: String, _ value: StyledValue, style: ParameterStyle, explode: Bool?) {
        let explode = explode ?? style.explodesByDefault
        queryParts += ParameterSerialization.queryParts(name: name, value: value, style: style, explode: explode)
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
}
