import Foundation

/// Media type strings (`type/subtype`) as the model keeps them for raw bodies and responses.
public enum MediaType {
    /// The characters of an RFC 9110 token (`type` and `subtype` are tokens).
    private static let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// Whether `text` is a media type without parameters: `type/subtype` of RFC 9110 tokens, where a wildcard is `*`
    /// alone (`image/*`, `*/*`; not `*/json`).
    ///
    /// For example `image/jpeg`, `application/vnd.api+json` and `image/*` are valid; `image`, `image/` and
    /// `text/plain; charset=utf-8` are not.
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(tokenCharacters.contains) }) else { return false }
        let (type, subtype) = (parts[0], parts[1])
        if type.contains("*"), type != "*" || subtype != "*" { return false }
        if subtype.contains("*"), subtype != "*" { return false }
        return true
    }

    /// The media type of a `Content-Type` or media type key without parameters, trimmed and lower-cased:
    /// `Image/JPEG; q=1` gives `image/jpeg`.
    public static func base(of text: String) -> String {
        (text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text)
            .trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether the concrete media type `actual` is one `declared` allows: equal, or matched by a wildcard
    /// (`image/*` allows `image/png`, `*/*` allows anything). Both are compared without parameters and case.
    public static func matches(_ actual: String, declared: String) -> Bool {
        let actual = base(of: actual)
        let declared = base(of: declared)
        if declared == "*/*" || declared == actual { return true }
        guard declared.hasSuffix("/*") else { return false }
        return actual.hasPrefix(declared.dropLast())
    }
}
