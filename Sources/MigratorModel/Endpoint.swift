import MigratorRuntime

/// One operation of the service: a method on a templated path with parameters and responses.
public struct Endpoint: Codable, Hashable, Sendable {
    /// The stable identifier; the Swift method name is its lowerCamelCase form.
    public var operationId: String
    /// The HTTP method, upper-case (`GET`, `POST`, …).
    public var method: String
    /// The templated path, for example `/pets/{petId}`.
    public var path: String
    /// A one-line summary.
    public var summary: String?
    /// A longer description.
    public var description: String?
    /// Whether the endpoint is deprecated.
    public var deprecated: Bool
    /// A hint for `compare`: the operation id in the previous version.
    public var renamedFrom: String?
    /// The security requirement (alternative scheme names); `nil` means the document's default.
    public var security: [String]?
    /// Path, query, header and body parameters, in document order.
    public var parameters: [Parameter]
    /// The success response; `nil` means no content.
    public var response: ResponseDefinition?
    /// Error responses, in document order.
    public var errors: [ErrorResponse]
    /// The servers of this endpoint (OpenAPI path- or operation-level `servers`); `nil` means the document's.
    public var servers: [Server]?

    /// The HTTP methods the native format accepts.
    public static let methods = ["GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE"]

    /// Creates an endpoint.
    public init(
        operationId: String, method: String, path: String, summary: String? = nil, description: String? = nil,
        deprecated: Bool = false, renamedFrom: String? = nil, security: [String]? = nil,
        parameters: [Parameter] = [], response: ResponseDefinition? = nil, errors: [ErrorResponse] = [],
        servers: [Server]? = nil
    ) {
        self.operationId = operationId
        self.method = method.uppercased()
        self.path = path
        self.summary = summary
        self.description = description
        self.deprecated = deprecated
        self.renamedFrom = renamedFrom
        self.security = security
        self.parameters = parameters
        self.response = response
        self.errors = errors
        self.servers = servers
    }

    /// The body parameter, if any.
    public var bodyParameter: Parameter? { parameters.first { $0.location == .body } }

    enum CodingKeys: String, CodingKey {
        case operationId, method, path, summary, description, deprecated, renamedFrom, security, parameters, response, errors
        case servers
    }

    /// Decodes an endpoint; the method is normalised to upper case.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operationId = try container.decode(String.self, forKey: .operationId)
        let method = try container.decode(String.self, forKey: .method).uppercased()
        guard Self.methods.contains(method) else {
            throw DecodingError.dataCorruptedError(
                forKey: .method, in: container,
                debugDescription: "unknown HTTP method \"\(method)\" (expected one of \(Self.methods.joined(separator: ", ")))"
            )
        }
        self.method = method
        path = try container.decode(String.self, forKey: .path)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
        renamedFrom = try container.decodeIfPresent(String.self, forKey: .renamedFrom)
        security = try container.decodeIfPresent([String].self, forKey: .security)
        parameters = try container.decodeIfPresent([Parameter].self, forKey: .parameters) ?? []
        response = try container.decodeIfPresent(ResponseDefinition.self, forKey: .response)
        errors = try container.decodeIfPresent([ErrorResponse].self, forKey: .errors) ?? []
        servers = try container.decodeIfPresent([Server].self, forKey: .servers)
    }

    /// Encodes the endpoint, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(operationId, forKey: .operationId)
        try container.encode(method, forKey: .method)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfTrue(deprecated, forKey: .deprecated)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        try container.encodeIfPresent(security, forKey: .security)
        try container.encodeUnlessEmpty(parameters, forKey: .parameters)
        try container.encodeIfPresent(response, forKey: .response)
        try container.encodeUnlessEmpty(errors, forKey: .errors)
        try container.encodeIfPresent(servers, forKey: .servers)
    }
}

/// Where a parameter is sent.
public enum ParameterLocation: String, Codable, Hashable, Sendable, CaseIterable {
    /// A `{name}` segment of the path.
    case path
    /// A query item.
    case query
    /// A request header.
    case header
    /// A cookie, sent in the `Cookie` header.
    case cookie
    /// The request body.
    case body
}

/// The media types of request and response bodies.
public enum ContentType: String, Codable, Hashable, Sendable, CaseIterable {
    /// JSON.
    case json = "application/json"
    /// Form fields, nested objects and arrays in bracket style.
    case formURLEncoded = "application/x-www-form-urlencoded"
    /// Raw bytes.
    case octetStream = "application/octet-stream"
    /// UTF-8 text (type `string`).
    case textPlain = "text/plain"
    /// Form fields as the parts of a `multipart/form-data` body (an object model or a map); `binary` fields are file
    /// parts.
    case multipartFormData = "multipart/form-data"
}

/// A parameter of an endpoint.
public struct Parameter: Codable, Hashable, Sendable {
    /// The name on the wire; the Swift argument label is derived from it (`body` for the body).
    public var name: String
    /// Where the parameter is sent.
    public var location: ParameterLocation
    /// The parameter's type.
    public var type: TypeReference
    /// Whether the parameter must be sent.
    public var required: Bool
    /// Whether the value may be `null` (body parameters only, in practice).
    public var nullable: Bool
    /// A description, rendered in the method's doc comment.
    public var description: String?
    /// Whether the parameter is deprecated.
    public var deprecated: Bool
    /// A hint for `compare`: the parameter's wire name in the previous version.
    public var renamedFrom: String?
    /// The documented default value.
    public var defaultValue: JSONValue?
    /// The body's media type (body parameters only).
    public var contentType: ContentType
    /// The exact media type of a raw (`application/octet-stream`) body as declared, such as `image/jpeg`, `text/csv`
    /// or a wildcard (`image/*`, `*/*`); `nil` for `application/octet-stream` itself. A concrete one is sent as
    /// `Content-Type` (see ``sentMediaType``). Native key `mediaType`.
    public var mediaType: String?
    /// The validation rules (`pattern`, `minLength`, …), encoded flat next to `type`.
    public var rules: ValueRules
    /// The serialization style, or `nil` for the location's default (see ``resolvedStyle``).
    public var style: ParameterStyle?
    /// Whether arrays and objects are exploded, or `nil` for the style's default (see ``resolvedExplode``).
    public var explode: Bool?
    /// Whether a query parameter's values keep reserved characters unencoded (OpenAPI `allowReserved`; see
    /// `PercentEncoding.encodeAllowingReserved` in the runtime for the exact characters). Query parameters only.
    public var allowReserved: Bool
    /// The content type of each field of a `multipart/form-data` body (field name → content type, such as
    /// `image/png`); a file field not listed is sent as `application/octet-stream`. Native key `encoding`.
    public var multipartEncoding: [String: String]
    /// The other media types the body may be sent as, in preference order (body parameters only; see
    /// ``BodyAlternative``). Native key `alternatives`; empty for none.
    public var alternatives: [BodyAlternative]

    /// Creates a parameter.
    public init(
        name: String, location: ParameterLocation, type: TypeReference, required: Bool = false, nullable: Bool = false,
        description: String? = nil, deprecated: Bool = false, renamedFrom: String? = nil,
        defaultValue: JSONValue? = nil, contentType: ContentType = .json, rules: ValueRules = ValueRules(),
        style: ParameterStyle? = nil, explode: Bool? = nil, allowReserved: Bool = false, multipartEncoding: [String: String] = [:],
        mediaType: String? = nil, alternatives: [BodyAlternative] = []
    ) {
        self.name = name
        self.location = location
        self.type = type
        self.required = required
        self.nullable = nullable
        self.description = description
        self.deprecated = deprecated
        self.renamedFrom = renamedFrom
        self.defaultValue = defaultValue
        self.contentType = contentType
        self.mediaType = mediaType
        self.rules = rules
        self.style = style
        self.explode = explode
        self.allowReserved = allowReserved
        self.multipartEncoding = multipartEncoding
        self.alternatives = alternatives
        normalizeStyle()
    }

    /// Whether the Swift argument is optional.
    public var isOptional: Bool { !required || nullable }

    /// The body's declared media type: ``mediaType`` when set, else the content type's own (`application/json`, …).
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    /// The `Content-Type` a client sends for this body: the declared media type, or `application/octet-stream` when it
    /// is a wildcard (`image/*`, `*/*`), which names no concrete type.
    public var sentMediaType: String {
        let declared = declaredMediaType
        return declared.contains("*") ? ContentType.octetStream.rawValue : declared
    }

    enum CodingKeys: String, CodingKey {
        case name, location = "in", type, required, nullable, description, deprecated, renamedFrom, contentType
        case defaultValue = "default"
        case style, explode, allowReserved
        case multipartEncoding = "encoding"
        case mediaType, alternatives
        // The rule keys, so that the rules are decoded from the same container.
        case pattern, minLength, maxLength, minItems, maxItems, uniqueItems
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    }

    /// Decodes a parameter from the native format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        location = try container.decode(ParameterLocation.self, forKey: .location)
        type = try container.decode(TypeReference.self, forKey: .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        description = try container.decodeIfPresent(String.self, forKey: .description)
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
        renamedFrom = try container.decodeIfPresent(String.self, forKey: .renamedFrom)
        defaultValue = try container.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
        contentType = try container.decodeIfPresent(ContentType.self, forKey: .contentType) ?? .json
        rules = try ValueRules(from: container)
        style = try container.decodeIfPresent(ParameterStyle.self, forKey: .style)
        explode = try container.decodeIfPresent(Bool.self, forKey: .explode)
        allowReserved = try container.decodeIfPresent(Bool.self, forKey: .allowReserved) ?? false
        multipartEncoding = try container.decodeIfPresent([String: String].self, forKey: .multipartEncoding) ?? [:]
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        alternatives = try container.decodeIfPresent([BodyAlternative].self, forKey: .alternatives) ?? []
        normalizeStyle()
    }

    /// Encodes the parameter, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(location, forKey: .location)
        try container.encode(type, forKey: .type)
        try container.encodeIfTrue(required, forKey: .required)
        try container.encodeIfTrue(nullable, forKey: .nullable)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfTrue(deprecated, forKey: .deprecated)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        if location == .body, contentType != .json { try container.encode(contentType, forKey: .contentType) }
        try container.encodeIfPresent(mediaType, forKey: .mediaType)
        try rules.encode(to: encoder)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(explode, forKey: .explode)
        try container.encodeIfTrue(allowReserved, forKey: .allowReserved)
        if !multipartEncoding.isEmpty { try container.encode(multipartEncoding, forKey: .multipartEncoding) }
        try container.encodeUnlessEmpty(alternatives, forKey: .alternatives)
    }
}
