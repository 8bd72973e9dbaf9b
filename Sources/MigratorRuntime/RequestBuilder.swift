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
