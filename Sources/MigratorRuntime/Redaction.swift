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
