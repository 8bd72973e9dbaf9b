import Foundation

/// An arbitrary JSON value: the type generated clients use for schemaless payloads, free-form
/// objects and overrides, and the common currency of reports and form encoding.
///
/// Decoding distinguishes integral from non-integral numbers: a number that decodes as `Int`
/// (for example `3`, or `3.0` with Foundation's `JSONDecoder`) becomes ``integer(_:)``, any other
/// number becomes ``number(_:)``.
public enum JSONValue: Codable, Hashable, Sendable {
    /// The JSON literal `null`.
    case null
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// A JSON number that is representable as an `Int`.
    case integer(Int)
    /// A JSON number that is not representable as an `Int`.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// A JSON array.
    case array([JSONValue])
    /// A JSON object.
    case object([String: JSONValue])

    /// Decodes any JSON value, trying in order: `null`, `Bool`, `Int`, `Double`, `String`,
    /// array, object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "The value is not null, a boolean, a number, a string, an array or an object."
            )
        }
    }

    /// Encodes the value as the corresponding JSON value.
    /// Objects are encoded with their keys sorted, so the output does not depend on dictionary order.
    public func encode(to encoder: any Encoder) throws {
        if case let .object(value) = self {
            var keyed = encoder.container(keyedBy: ObjectKey.self)
            for key in value.keys.sorted() {
                try keyed.encode(value[key] ?? .null, forKey: ObjectKey(key))
            }
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case .object: break
        }
    }

    /// A coding key for an object member, so objects encode with their keys sorted (deterministic output).
    private struct ObjectKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Creates the JSON value of any `Encodable` by encoding it with a default `JSONEncoder` and
    /// decoding the result as a `JSONValue`.
    ///
    /// Because the value goes through JSON text, an integral `Double` such as `2.0` becomes
    /// `.integer(2)`, and `Date` uses `JSONEncoder`'s default strategy (a number).
    /// - Throws: Any error of `JSONEncoder` (for example for a non-finite `Double`).
    public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Decodes this value as `type`, going through JSON text with a default `JSONDecoder`.
    /// - Throws: `EncodingError` for a non-finite number, or any `DecodingError` of `type`.
    public func decode<T: Decodable>(as type: T.Type) throws -> T {
        let data = try JSONEncoder().encode(self)
        return try JSONDecoder().decode(type, from: data)
    }

    /// The member named `key` if this value is an object that has one, otherwise `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    /// The value as compact JSON text with object keys sorted, identical for equal values.
    ///
    /// Strings escape only `"`, `\` and control characters; ``number(_:)`` uses Swift's shortest
    /// round-tripping description (`1.5`, `2.0`, `1e-07`), and a non-finite number, which JSON
    /// cannot represent, is written as `null`.
    public func jsonString() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case let .bool(value):
            output += value ? "true" : "false"
        case let .integer(value):
            output += String(value)
        case let .number(value):
            output += value.isFinite ? value.description : "null"
        case let .string(value):
            Self.writeQuoted(value, to: &output)
        case let .array(elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeQuoted(key, to: &output)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeQuoted(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// Creates ``null``.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates ``bool(_:)``.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates ``integer(_:)``.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates ``number(_:)``.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates ``string(_:)``.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates ``object(_:)``; when a key is repeated, the last value wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        for (key, value) in elements {
            members[key] = value
        }
        self = .object(members)
    }
}
