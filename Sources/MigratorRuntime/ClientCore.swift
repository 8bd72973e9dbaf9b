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
