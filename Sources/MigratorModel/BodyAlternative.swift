/// Another media type a request body may be sent as, next to the body's preferred one (``Parameter/contentType``).
///
/// A description may declare a request body with several media types, such as JSON, form and multipart encodings of
/// the same model, or a JSON object and raw `image/png` bytes. The body parameter keeps the preferred one (JSON, form,
/// multipart, text, raw) and lists the others as alternatives in that order. An alternative whose ``type`` is `nil`
/// has the same schema as the preferred body (the client offers it as a `contentType:` argument); one with a type of
/// its own has a different schema (the client offers a separate method for it). Native key `alternatives`.
public struct BodyAlternative: Codable, Hashable, Sendable {
    /// The alternative's media type category.
    public var contentType: ContentType
    /// The exact media type of a raw alternative (`image/png`, `*/*`); `nil` for `application/octet-stream` itself and
    /// for the other content types.
    public var mediaType: String?
    /// The alternative's type when its schema differs from the preferred body's; `nil` when it is the same.
    public var type: TypeReference?
    /// The content type of each field of a `multipart/form-data` alternative (field name → content type).
    public var multipartEncoding: [String: String]

    /// Creates an alternative.
    public init(contentType: ContentType, mediaType: String? = nil, type: TypeReference? = nil, multipartEncoding: [String: String] = [:]) {
        self.contentType = contentType
        self.mediaType = mediaType
        self.type = type
        self.multipartEncoding = multipartEncoding
    }

    /// Whether the alternative has the preferred body's schema.
    public var hasSameSchema: Bool { type == nil }

    /// The declared media type: ``mediaType`` when set, else the content type's own (`application/json`, …).
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    /// The `Content-Type` a client sends for this alternative: the declared media type, or `application/octet-stream`
    /// for a wildcard.
    public var sentMediaType: String {
        let declared = declaredMediaType
        return declared.contains("*") ? ContentType.octetStream.rawValue : declared
    }

    /// The alternative as a body parameter of its own, named and described like `body`: the type, content type, exact
    /// media type and multipart encoding of the alternative (the body's type when the schema is the same).
    public func parameter(replacing body: Parameter) -> Parameter {
        var result = body
        result.type = type ?? body.type
        if type != nil, [.textPlain, .octetStream].contains(contentType) { result.nullable = false }
        result.contentType = contentType
        result.mediaType = mediaType
        result.multipartEncoding = multipartEncoding
        result.alternatives = []
        return result
    }

    enum CodingKeys: String, CodingKey {
        case contentType, mediaType, type
        case multipartEncoding = "encoding"
    }

    /// Decodes an alternative from the native format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        contentType = try container.decode(ContentType.self, forKey: .contentType)
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        type = try container.decodeIfPresent(TypeReference.self, forKey: .type)
        multipartEncoding = try container.decodeIfPresent([String: String].self, forKey: .multipartEncoding) ?? [:]
    }

    /// Encodes the alternative, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentType, forKey: .contentType)
        try container.encodeIfPresent(mediaType, forKey: .mediaType)
        try container.encodeIfPresent(type, forKey: .type)
        if !multipartEncoding.isEmpty { try container.encode(multipartEncoding, forKey: .multipartEncoding) }
    }
}
