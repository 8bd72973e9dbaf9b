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
