import Foundation

extension WireParameter {
    /// The body's declared media type: the exact one of a raw body, else the content type's own.
    public var declaredMediaType: String { mediaType ?? contentType.rawValue }
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
}
