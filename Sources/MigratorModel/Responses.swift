/// The success response of an endpoint.
public struct ResponseDefinition: Codable, Hashable, Sendable {
    /// The success status code.
    public var status: Int
    /// The body's type; `nil` means no content (`Void` in Swift).
    public var type: TypeReference?
    /// The body's media type.
    public var contentType: ContentType
    /// The exact media type of a raw (`application/octet-stream`) response as declared, such as `image/png` or
    /// `*/*`; `nil` for `application/octet-stream` itself. Sent as `Accept`. Native key `mediaType`.
    public var mediaType: String?
    /// A description of the response.
    public var description: String?

    /// Creates a success response.
    public init(status: Int = 200, type: TypeReference? = nil, contentType: ContentType = .json, description: String? = nil, mediaType: String? = nil) {
        self.status = status
        self.type = type
        self.contentType = contentType
        self.mediaType = mediaType
        self.description = description
    }

    /// The response's declared media type: ``mediaType`` when set, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    enum CodingKeys: String, CodingKey {
        case status, type, contentType, mediaType, description
    }

    /// Decodes a response; status defaults to 200 and content type to JSON.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 200
        type = try container.decodeIfPresent(TypeReference.self, forKey: .type)
        contentType = try container.decodeIfPresent(ContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        description = try container.decodeIfPresent(String.self, forKey: .description)
    }

    /// Encodes the response, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if status != 200 { try container.encode(status, forKey: .status) }
        try container.encodeIfPresent(type, forKey: .type)
        if contentType != .json { try container.encode(contentType, forKey: .contentType) }
        try container.encodeIfPresent(mediaType, forKey: .mediaType)
        try container.encodeIfPresent(description, forKey: .description)
    }
}

/// The status an error response applies to: one code, or every status not listed (`default`).
public enum ErrorStatus: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One HTTP status code.
    case code(Int)
    /// Every error status not listed explicitly.
    case `default`

    /// `404` or `default`.
    public var description: String {
        switch self {
        case let .code(code): return String(code)
        case .default: return "default"
        }
    }

    /// Decodes an integer or the string `default`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let code = try? container.decode(Int.self) {
            self = .code(code)
        } else if try container.decode(String.self) == "default" {
            self = .default
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a status code or \"default\"")
        }
    }

    /// Encodes an integer or `default`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .code(code): try container.encode(code)
        case .default: try container.encode("default")
        }
    }
}

/// An error response of an endpoint.
public struct ErrorResponse: Codable, Hashable, Sendable {
    /// The status it applies to.
    public var status: ErrorStatus
    /// The error body's type, if documented.
    public var type: TypeReference?
    /// A description of when it happens.
    public var description: String?

    /// Creates an error response.
    public init(status: ErrorStatus, type: TypeReference? = nil, description: String? = nil) {
        self.status = status
        self.type = type
        self.description = description
    }
}
