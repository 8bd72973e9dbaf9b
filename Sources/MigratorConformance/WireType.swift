import Foundation

/// A built-in scalar of the TYPE syntax (`integer` and `number` are parsed as their aliases `int64` and `double`).
public enum WireScalar: String, CaseIterable, Sendable, Equatable {
    case string, int32, int64, float, double, boolean, date
    case dateTime = "date-time"
    case uuid, url, binary

    /// The aliases the TYPE syntax accepts besides the canonical names.
    static let aliases: [String: WireScalar] = ["integer": .int64, "number": .double]
}

/// A parsed TYPE string of a Migrator document: `string`, `array<Pet>`, `map<array<int32>>`, `ref<date>`, …
///
/// Grammar (docs/document-format.md, "Types"):
/// `TYPE := SCALAR | NAME | "ref<" NAME ">" | "array<" TYPE ">" | "map<" TYPE ">"`; `json` is any JSON value.
public indirect enum WireType: Sendable, Equatable, CustomStringConvertible {
    case scalar(WireScalar)
    case json
    case array(WireType)
    case map(WireType)
    /// A model reference (written `Name` or `ref<Name>`).
    case model(String)

    /// Parses a TYPE string; spaces around names and inside brackets are tolerated.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { throw WireTypeSyntaxError(text: text, reason: "the type is empty") }
        if let scalar = WireScalar(rawValue: trimmed) ?? WireScalar.aliases[trimmed] {
            self = .scalar(scalar)
        } else if trimmed == "json" {
            self = .json
        } else if let inner = Self.argument(of: "array", in: trimmed) {
            self = .array(try WireType(parsing: inner))
        } else if let inner = Self.argument(of: "map", in: trimmed) {
            self = .map(try WireType(parsing: inner))
        } else if let inner = Self.argument(of: "ref", in: trimmed) {
            let name = inner.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { throw WireTypeSyntaxError(text: text, reason: "ref<> names no model") }
            self = .model(name)
        } else if trimmed.contains("<") || trimmed.contains(">") || trimmed.contains(" ") {
            throw WireTypeSyntaxError(text: text, reason: "expected a scalar, json, array<T>, map<T>, ref<Name> or a model name")
        } else {
            self = .model(trimmed)
        }
    }

    /// The canonical TYPE string.
    public var description: String {
        switch self {
        case let .scalar(scalar): return scalar.rawValue
        case .json: return "json"
        case let .array(element): return "array<\(element)>"
        case let .map(value): return "map<\(value)>"
        case let .model(name):
            let isKeyword = WireScalar(rawValue: name) != nil || WireScalar.aliases[name] != nil
                || ["json", "array", "map", "ref"].contains(name)
            return isKeyword ? "ref<\(name)>" : name
        }
    }

    private static func argument(of keyword: String, in text: String) -> String? {
        let prefix = keyword + "<"
        guard text.hasPrefix(prefix), text.hasSuffix(">") else {
            // Tolerate `array <T>`.
            guard text.hasPrefix(keyword), text.hasSuffix(">") else { return nil }
            let rest = text.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("<") else { return nil }
            return String(rest.dropFirst().dropLast())
        }
        return String(text.dropFirst(prefix.count).dropLast())
    }
}

/// A TYPE string that does not parse.
public struct WireTypeSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The TYPE string.
    public var text: String
    /// What is wrong.
    public var reason: String
    public var description: String { "invalid type \"\(text)\": \(reason)" }
}
