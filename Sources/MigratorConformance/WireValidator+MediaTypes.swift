import Foundation

extension WireParameter {
    /// The body's declared media type: the exact one of a raw body, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }
}

/// Another media type a body may be sent as (native `alternatives` of a body parameter).
struct WireBodyAlternative: Decodable {
    /// The alternative's content type.
    var contentType: WireContentType
    /// The exact media type of a raw alternative, or `nil` for the content type's own.
    var mediaType: String?
    /// The alternative's own TYPE, or `nil` for the body's.
    var type: WireType?
    /// The content type of fields of a `multipart/form-data` alternative.
    var encoding: [String: String]

    private enum CodingKeys: String, CodingKey { case contentType, mediaType, type, encoding }

    /// Decodes the native form.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        contentType = try container.decode(WireContentType.self, forKey: .contentType)
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        type = try decodeTypeIfPresent(container, .type)
        encoding = try container.decodeIfPresent([String: String].self, forKey: .encoding) ?? [:]
    }

    /// The body as sent in this media type: `body` with the alternative's type (when it has one), content type,
    /// media type and encoding.
    func body(replacing body: WireParameter) -> WireParameter {
        var result = body
        if let type { result.type = type }
        result.contentType = contentType
        result.mediaType = mediaType
        result.encoding = encoding
        result.alternatives = []
        return result
    }
}

extension WireResponse {
    /// The response's declared media type: the exact one of a raw response, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }

    /// The `Content-Type` an example response carries: the declared media type, `application/octet-stream` for a
    /// wildcard (`image/*`, `*/*`), which names no concrete type.
    var exampleMediaType: String {
        declaredMediaType.contains("*") ? WireContentType.octetStream.rawValue : declaredMediaType
    }
}

extension WireValidator {
    /// Whether a request's `Content-Type` (without parameters, lower-cased) is one the body allows: its declared media
    /// type, or one matched by a declared wildcard (`image/*` allows `image/png`; `*/*` allows anything). A raw body
    /// declared with a wildcard also allows `application/octet-stream`, which generated clients send for it.
    static func mediaType(_ mediaType: String, isAllowedFor parameter: WireParameter) -> Bool {
        let declared = parameter.declaredMediaType.lowercased()
        if mediaType == declared || declared == "*/*" { return true }
        guard declared.hasSuffix("/*") else { return false }
        return mediaType.hasPrefix(declared.dropLast()) || mediaType == WireContentType.octetStream.rawValue
    }

    /// The body a request's `Content-Type` (without parameters, lower-cased) chose: the body itself or the first of its
    /// alternatives that allows the media type; the body itself without a `Content-Type` or when none allows it.
    static func chosenBody(_ mediaType: String?, of parameter: WireParameter) -> (body: WireParameter, allowed: Bool) {
        guard let mediaType else { return (parameter, false) }
        for candidate in [parameter] + parameter.alternatives where Self.mediaType(mediaType, isAllowedFor: candidate) {
            return (candidate, true)
        }
        return (parameter, false)
    }
}
