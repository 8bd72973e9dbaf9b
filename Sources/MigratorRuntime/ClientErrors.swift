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
