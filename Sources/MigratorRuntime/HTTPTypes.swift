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
