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
public struct ResponseDecodingError: Error, Sendable, CustomStringConvertible {
    /// The operation whose response failed to decode.
    public let operationID: String
    /// The response's status code.
    public let statusCode: Int
    /// The response's body.
    public let body: Data
    /// The description of the decoder's error.
    public let underlyingDescription: String

    /// Creates the error for a response that did not decode.
    public init(operationID: String, statusCode: Int, body: Data, underlyingDescription: String) {
        self.operationID = operationID
        self.statusCode = statusCode
        self.body = body
        self.underlyingDescription = underlyingDescription
    }

    /// The operation, the status code, the decoder's error and up to 200 characters of the body.
    public var description: String {
        "The response of operation '\(operationID)' (HTTP status \(statusCode)) could not be decoded: "
            + underlyingDescription + bodyExcerpt(body)
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
/// marking a cut, or nothing for an empty body.
private func bodyExcerpt(_ body: Data) -> String {
    guard !body.isEmpty else { return "" }
    let text = String(decoding: body, as: UTF8.self)
    let limit = 200
    return text.count > limit ? ": " + text.prefix(limit) + "…" : ": " + text
}
