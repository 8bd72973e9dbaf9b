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
