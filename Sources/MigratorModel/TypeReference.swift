import Foundation

/// A built-in scalar type of the document model.
public enum ScalarType: String, CaseIterable, Codable, Hashable, Sendable {
    /// A string.
    case string
    /// A 32-bit integer on the wire (`Int` in Swift).
    case int32
    /// A 64-bit integer on the wire (`Int` in Swift).
    case int64
    /// A single-precision number on the wire (`Double` in Swift).
    case float
    /// A double-precision number.
    case double
    /// A Boolean.
    case boolean
    /// A full date such as `2024-05-01`.
    case date
    /// An RFC 3339 date-time such as `2024-05-01T12:00:00Z`.
    case dateTime = "date-time"
    /// A UUID string.
    case uuid
    /// A URL string.
    case url
    /// Bytes: base64 in JSON, raw in `application/octet-stream` bodies.
    case binary

    /// Keywords accepted in TYPE strings besides the canonical names, mapped to their scalar.
    static let aliases: [String: ScalarType] = ["integer": .int64, "number": .double]
}

/// The type of a property, parameter or response.
///
/// Written in documents as a TYPE string: a scalar (`string`, `int64`, `date-time`, …), `json`,
/// `array<T>`, `map<T>`, or a model name (`ref<Name>` when the name equals a keyword).
/// For example `array<map<Pet>>` is an array of string-keyed dictionaries of `Pet`.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// A built-in scalar.
    case scalar(ScalarType)
    /// Any JSON value (free-form).
    case json
    /// An array of elements.
    case array(TypeReference)
    /// A JSON object with string keys and values of one type.
    case dictionary(TypeReference)
    /// A reference to a named model.
    case model(String)

    /// The canonical TYPE string, for example `array<Pet>`.
    public var description: String {
        switch self {
        case let .scalar(scalar): return scalar.rawValue
        case .json: return "json"
        case let .array(element): return "array<\(element)>"
        case let .dictionary(value): return "map<\(value)>"
        case let .model(name):
            return TypeReference.isKeyword(name) || name.contains("<") || name.contains(">") ? "ref<\(name)>" : name
        }
    }

    /// The names of every model this type refers to, in order of appearance.
    public var referencedModels: [String] {
        switch self {
        case .scalar, .json: return []
        case let .array(element), let .dictionary(element): return element.referencedModels
        case let .model(name): return [name]
        }
    }

    /// Whether `name` is a keyword of the TYPE syntax and must be written `ref<name>` to mean a model.
    public static func isKeyword(_ name: String) -> Bool {
        ScalarType(rawValue: name) != nil || ScalarType.aliases[name] != nil
            || ["json", "array", "map", "ref"].contains(name)
    }

    /// The deepest nesting of `array<…>`/`map<…>`/`ref<…>` a TYPE string may have.
    public static let maximumDepth = 64

    /// Parses a TYPE string.
    ///
    /// - Throws: ``TypeReferenceSyntaxError`` naming what is wrong (including nesting deeper than ``maximumDepth``).
    public init(parsing text: String) throws {
        var depth = 0
        for character in text where character == "<" {
            depth += 1
            if depth > Self.maximumDepth {
                throw TypeReferenceSyntaxError(text: String(text.prefix(80)) + (text.count > 80 ? "…" : ""), reason: "nested more than \(Self.maximumDepth) levels deep")
            }
        }
        try self.init(parsingWithinLimit: text)
    }

    /// Parses a TYPE string whose nesting is already known to be within ``maximumDepth``.
    private init(parsingWithinLimit text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw TypeReferenceSyntaxError(text: text, reason: "the type is empty") }
        if let scalar = ScalarType(rawValue: trimmed) ?? ScalarType.aliases[trimmed] {
            self = .scalar(scalar)
        } else if trimmed == "json" {
            self = .json
        } else if let inner = Self.argument(of: "array", in: trimmed) {
            self = .array(try TypeReference(parsingWithinLimit: inner))
        } else if let inner = Self.argument(of: "map", in: trimmed) {
            self = .dictionary(try TypeReference(parsingWithinLimit: inner))
        } else if let inner = Self.argument(of: "ref", in: trimmed) {
            let name = inner.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw TypeReferenceSyntaxError(text: text, reason: "ref<> names no model") }
            self = .model(name)
        } else if trimmed.contains("<") || trimmed.contains(">") || trimmed.contains(" ") {
            throw TypeReferenceSyntaxError(
                text: text, reason: "expected a scalar, json, array<T>, map<T>, ref<Name> or a model name"
            )
        } else {
            self = .model(trimmed)
        }
    }

    /// The text between `keyword<` and the final `>`, if `text` has that form.
    private static func argument(of keyword: String, in text: String) -> String? {
        guard text.hasPrefix(keyword + "<"), text.hasSuffix(">") else { return nil }
        return String(text.dropFirst(keyword.count + 1).dropLast())
    }
}

extension TypeReference: Codable {
    /// Decodes a TYPE string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch let error as TypeReferenceSyntaxError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the canonical TYPE string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A TYPE string that does not parse.
public struct TypeReferenceSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that failed to parse.
    public var text: String
    /// Why it failed.
    public var reason: String

    /// A one-line explanation.
    public var description: String { "invalid type \"\(text)\": \(reason)" }
}
