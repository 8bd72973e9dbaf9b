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
    /// The other media types the response is declared with, in preference order (JSON, form, multipart, text, raw;
    /// document order within each), such as `["text/plain", "application/xml"]`. The client lists them after the
    /// preferred one in `Accept` and decodes the preferred one. Native key `alternatives`; empty for none.
    public var alternatives: [String]
    /// A description of the response.
    public var description: String?

    /// Creates a success response.
    public init(
        status: Int = 200, type: TypeReference? = nil, contentType: ContentType = .json, description: String? = nil, mediaType: String? = nil,
        alternatives: [String] = []
    ) {
        self.status = status
        self.type = type
        self.contentType = contentType
        self.mediaType = mediaType
        self.alternatives = alternatives
        self.description = description
    }

    /// The response's declared media type: ``mediaType`` when set, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    /// The `Accept` header asking for the declared media types in preference order: the preferred one, then each
    /// alternative with a falling quality (`q=0.9`, `0.8`, … down to `0.1`). For example
    /// `application/json, text/plain;q=0.9`.
    public var acceptHeader: String {
        var entries = [declaredMediaType]
        for (index, alternative) in alternatives.enumerated() {
            let quality = max(1, 9 - index)
            entries.append("\(alternative);q=0.\(quality)")
        }
        return entries.joined(separator: ", ")
    }

    enum CodingKeys: String, CodingKey {
        case status, type, contentType, mediaType, alternatives, description
    }

    /// Decodes a response; status defaults to 200 and content type to JSON.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 200
        type = try container.decodeIfPresent(TypeReference.self, forKey: .type)
        contentType = try container.decodeIfPresent(ContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        alternatives = try container.decodeIfPresent([String].self, forKey: .alternatives) ?? []
        description = try container.decodeIfPresent(String.self, forKey: .description)
    }

    /// Encodes the response, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if status != 200 { try container.encode(status, forKey: .status) }
        try container.encodeIfPresent(type, forKey: .type)
        if contentType != .json { try container.encode(contentType, forKey: .contentType) }
        try container.encodeIfPresent(mediaType, forKey: .mediaType)
        try container.encodeUnlessEmpty(alternatives, forKey: .alternatives)
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
