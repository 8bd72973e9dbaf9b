import Foundation

/// A value that can be sent as a path, query or header parameter.
///
/// The text is unencoded; ``OperationRequest`` percent-encodes it where it is placed. Generated
/// enums with a raw value conform by declaration alone, through the `RawRepresentable`
/// extension below:
///
/// ```swift
/// public enum SortOrder: String, Codable, ParameterValue { case ascending = "asc", descending = "desc" }
/// // SortOrder.descending.parameterValue == "desc"
/// ```
public protocol ParameterValue {
    /// The unencoded text of the value.
    var parameterValue: String { get }
}

extension ParameterValue where Self: RawRepresentable, RawValue: ParameterValue {
    /// The text of the raw value.
    public var parameterValue: String {
        rawValue.parameterValue
    }
}

extension String: ParameterValue {
    /// The string itself.
    public var parameterValue: String { self }
}

extension Int: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Int32: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Int64: ParameterValue {
    /// The decimal digits, such as `-42`.
    public var parameterValue: String { String(self) }
}

extension Double: ParameterValue {
    /// Swift's shortest round-tripping description: `1.5`, `2.0` (integral values keep `.0`),
    /// `1e-07`, `inf`, `nan`.
    public var parameterValue: String { description }
}

extension Float: ParameterValue {
    /// Swift's shortest round-tripping description: `1.5`, `2.0` (integral values keep `.0`).
    public var parameterValue: String { description }
}

extension Bool: ParameterValue {
    /// `true` or `false`.
    public var parameterValue: String { self ? "true" : "false" }
}

extension UUID: ParameterValue {
    /// The canonical lowercase form, such as `123e4567-e89b-12d3-a456-426614174000`
    /// (RFC 4122 recommends lowercase output; `uuidString` is uppercase).
    public var parameterValue: String { uuidString.lowercased() }
}

extension URL: ParameterValue {
    /// The absolute string of the URL.
    public var parameterValue: String { absoluteString }
}

extension ISO8601DateTime: ParameterValue {
    /// The RFC 3339 date-time, as ``ISO8601DateTime/string(from:)`` formats it.
    public var parameterValue: String { Self.string(from: value) }
}

extension ISO8601Date: ParameterValue {
    /// The RFC 3339 full-date, as ``ISO8601Date/string(from:)`` formats it.
    public var parameterValue: String { Self.string(from: value) }
}

extension JSONValue: ParameterValue {
    /// A string's own text (unquoted), `null`, `true`/`false`, a number's digits, or the compact
    /// JSON text (``jsonString()``) of an array or object.
    public var parameterValue: String {
        if case let .string(text) = self { return text }
        return jsonString()
    }
}

extension Array where Element: ParameterValue {
    /// The elements' texts joined by commas (the `simple` style of path and header parameters),
    /// each transformed by `encode` first.
    func joinedParameterValues(encoding encode: (String) -> String = { $0 }) -> String {
        map { encode($0.parameterValue) }.joined(separator: ",")
    }
}
