import Foundation

/// Builds a valid example JSON document for any `Decodable` type.
///
/// The builder needs no schema and no reflection: it runs the type's `init(from:)` against a
/// recording `Decoder` and writes down what was asked for, answering every request with a
/// neutral value:
///
/// | Requested | Recorded |
/// |---|---|
/// | `String` | `""` |
/// | any integer type, `Decimal` | `0` |
/// | `Double`, `Float` | `0.0` |
/// | `Bool` | `false` |
/// | `decodeIfPresent`, `decodeNil`, `Optional` | `null` |
/// | an unkeyed container (arrays, sets) | `[]` (the container is empty) |
/// | a keyed container without requested keys (dictionaries) | `{}` |
/// | `Date` | `-978307200` (1970-01-01T00:00:00Z for `JSONDecoder`'s default strategy) |
/// | `UUID` | `"00000000-0000-0000-0000-000000000000"` |
/// | `URL` | `"https://example.com"` |
/// | `Data` | `""` (empty Base64) |
/// | a ``DefaultValueProviding`` type | its `defaultValue`, encoded |
///
/// Recursion through optionals, arrays and dictionaries ends by itself. A type that can only be
/// built by infinite recursion (a non-optional path back to itself), or whose nesting exceeds
/// 100 levels, throws ``JSONStringBuilderError/infiniteRecursion(type:codingPath:)``.
///
/// Overrides replace or add values in the built JSON. Their keys are dot-separated paths of wire
/// keys, with array elements addressed by index (`"owner.name"`, `"tags.0"`); missing objects on
/// the way are created, and an index may equal the array's count to append. Overrides are applied
/// in sorted path order, so a parent is replaced before its children.
public enum JSONStringBuilder {
    /// Builds the example JSON value of `type`, then applies `overrides`.
    /// - Throws: ``JSONStringBuilderError``, or any error thrown by `type`'s `init(from:)`
    ///   (for example an enum that does not conform to ``DefaultValueProviding``).
    public static func jsonValue<T: Decodable>(
        for type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> JSONValue {
        let state = RecordingState()
        let recorded: RecordingNode
        do {
            recorded = try state.example(of: type, codingPath: []).node
        } catch {
            // A variant that recursed may have been skipped by a `try?`; report the cause.
            if let recursion = state.recursionError { throw recursion }
            throw error
        }
        return try applying(overrides, to: recorded.jsonValue())
    }

    /// Builds the example JSON of `type` as compact text with sorted keys (see
    /// ``JSONValue/jsonString()``); the same input always gives the same text.
    /// - Throws: The errors of ``jsonValue(for:overrides:)``.
    public static func jsonString<T: Decodable>(
        for type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> String {
        try jsonValue(for: type, overrides: overrides).jsonString()
    }

    /// Builds the example JSON of `type` and decodes it with a default `JSONDecoder`.
    /// - Throws: The errors of ``jsonValue(for:overrides:)``, or a `DecodingError` when the
    ///   overridden JSON no longer decodes as `type`.
    public static func instance<T: Decodable>(
        of type: T.Type,
        overrides: [String: JSONValue] = [:]
    ) throws -> T {
        let text = try jsonString(for: type, overrides: overrides)
        return try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Applies every override to `value`, in sorted path order.
    static func applying(_ overrides: [String: JSONValue], to value: JSONValue) throws -> JSONValue {
        var result = value
        for path in overrides.keys.sorted() {
            guard let replacement = overrides[path] else { continue }
            let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: { $0.isEmpty }) else {
                throw JSONStringBuilderError.invalidOverride(path: path)
            }
            try set(replacement, at: components[...], in: &result, path: path)
        }
        return result
    }

    private static func set(
        _ replacement: JSONValue,
        at components: ArraySlice<String>,
        in value: inout JSONValue,
        path: String
    ) throws {
        guard let component = components.first else {
            value = replacement
            return
        }
        let remaining = components.dropFirst()
        let placeholder: JSONValue = remaining.isEmpty ? .null : .object([:])
        switch value {
        case var .object(members):
            var child = members[component] ?? placeholder
            try set(replacement, at: remaining, in: &child, path: path)
            members[component] = child
            value = .object(members)
        case var .array(elements):
            guard component.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let index = Int(component), index <= elements.count
            else {
                throw JSONStringBuilderError.invalidOverride(path: path)
            }
            var child = index < elements.count ? elements[index] : placeholder
            try set(replacement, at: remaining, in: &child, path: path)
            if index < elements.count {
                elements[index] = child
            } else {
                elements.append(child)
            }
            value = .array(elements)
        default:
            throw JSONStringBuilderError.invalidOverride(path: path)
        }
    }
}

/// Why ``JSONStringBuilder`` could not build a value.
public enum JSONStringBuilderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The type named `type`, requested at `codingPath` (dot-separated wire keys, empty at the
    /// top level), can only be built by infinite recursion, or nests more than 100 levels deep.
    case infiniteRecursion(type: String, codingPath: String)
    /// The override path goes through a value that is not an object or array, addresses an
    /// array element that neither exists nor directly follows the last one, or has an empty
    /// component.
    case invalidOverride(path: String)

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case let .infiniteRecursion(type, codingPath):
            let location = codingPath.isEmpty ? "at the top level" : "at '\(codingPath)'"
            return "Cannot build an example of \(type) \(location): it contains itself through "
                + "non-optional values (or nests too deeply), so no finite JSON value exists."
        case let .invalidOverride(path):
            return "Cannot apply the override '\(path)': the path does not lead through objects and "
                + "existing (or next) array indices of the built JSON."
        }
    }
}
