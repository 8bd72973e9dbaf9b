import Foundation
import MigratorRuntime

/// A number in a validation rule: an integer when the document wrote an integral value, otherwise a decimal.
///
/// An integral decimal (`3.0`) is stored as the integer `3`, so a rule reads the same after going through JSON.
public enum RuleNumber: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// An integral bound, for example `0`.
    case integer(Int)
    /// A fractional bound, for example `0.5`.
    case decimal(Double)

    /// The number for `value`: an integer when it is integral and within `Int`'s range.
    public init(_ value: Double) {
        if value.rounded() == value, abs(value) < 9.0e18, let integer = Int(exactly: value) {
            self = .integer(integer)
        } else {
            self = .decimal(value)
        }
    }

    /// The value as a `Double`, for comparisons.
    public var doubleValue: Double {
        switch self {
        case let .integer(value): return Double(value)
        case let .decimal(value): return value
        }
    }

    /// The value as JSON.
    public var jsonValue: JSONValue {
        switch self {
        case let .integer(value): return .integer(value)
        case let .decimal(value): return .number(value)
        }
    }

    /// The number as written in a document, for example `3` or `0.5`.
    public var description: String {
        switch self {
        case let .integer(value): return String(value)
        case let .decimal(value): return String(value)
        }
    }

    /// Orders by value.
    public static func < (lhs: RuleNumber, rhs: RuleNumber) -> Bool {
        if case let .integer(left) = lhs, case let .integer(right) = rhs { return left < right }
        return lhs.doubleValue < rhs.doubleValue
    }

    /// Decodes an integer, or a decimal (an integral decimal becomes an integer).
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else {
            self = RuleNumber(try container.decode(Double.self))
        }
    }

    /// Encodes the number as a JSON number.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .integer(value): try container.encode(value)
        case let .decimal(value): try container.encode(value)
        }
    }
}

/// What JSON Schema says about the values of a property or parameter beyond their type: the validation keywords
/// `pattern`, `minLength`/`maxLength`, `minItems`/`maxItems`, `uniqueItems`, `minimum`/`maximum`,
/// `exclusiveMinimum`/`exclusiveMaximum` and `multipleOf`.
///
/// In the native format the rules sit flat next to `type`, with JSON Schema's key names; the exclusive bounds are
/// numbers (OpenAPI 3.1 style). For an array-typed value `minItems`/`maxItems`/`uniqueItems` constrain the array and
/// the other rules its elements. For example:
///
/// ```yaml
/// - name: nickname
///   type: string
///   minLength: 3
///   maxLength: 64
///   pattern: "^[a-z]+$"
/// ```
public struct ValueRules: Codable, Hashable, Sendable {
    /// An ECMA-262 regular expression strings must match (unanchored, as in JSON Schema).
    public var pattern: String?
    /// The fewest characters of a string.
    public var minLength: Int?
    /// The most characters of a string.
    public var maxLength: Int?
    /// The fewest elements of an array.
    public var minItems: Int?
    /// The most elements of an array.
    public var maxItems: Int?
    /// Whether an array's elements must be distinct.
    public var uniqueItems: Bool
    /// The smallest allowed number (inclusive).
    public var minimum: RuleNumber?
    /// The largest allowed number (inclusive).
    public var maximum: RuleNumber?
    /// Numbers must be greater than this.
    public var exclusiveMinimum: RuleNumber?
    /// Numbers must be less than this.
    public var exclusiveMaximum: RuleNumber?
    /// Numbers must be a multiple of this (greater than zero).
    public var multipleOf: RuleNumber?

    /// Creates rules; every rule is absent by default.
    public init(
        pattern: String? = nil, minLength: Int? = nil, maxLength: Int? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        uniqueItems: Bool = false, minimum: RuleNumber? = nil, maximum: RuleNumber? = nil,
        exclusiveMinimum: RuleNumber? = nil, exclusiveMaximum: RuleNumber? = nil, multipleOf: RuleNumber? = nil
    ) {
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }

    /// The native (and JSON Schema) key of each rule, in the order they are written.
    public enum Key: String, CodingKey, CaseIterable, Sendable {
        case pattern, minLength, maxLength, minItems, maxItems, uniqueItems
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    }

    /// Whether no rule is set.
    public var isEmpty: Bool { self == ValueRules() }

    /// Decodes the rules from the keys of the enclosing property or parameter.
    public init(from decoder: Decoder) throws {
        try self.init(from: decoder.container(keyedBy: Key.self))
    }

    /// Decodes the rules from the enclosing property's or parameter's own container, whose keys include the rule keys
    /// (`K(stringValue:)` accepts them): no second container, and one lookup per rule key.
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>) throws {
        self.init()
        // One pass over the keys that are there; most properties carry no rule at all.
        let keys = container.allKeys
        guard keys.contains(where: { Key(rawValue: $0.stringValue) != nil }) else { return }
        var present: [Key: K] = [:]
        for key in keys {
            if let rule = Key(rawValue: key.stringValue) { present[rule] = key }
        }
        func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
            guard let key = present[key] else { return nil }
            return try container.decodeIfPresent(type, forKey: key)
        }
        pattern = try decode(String.self, .pattern)
        minLength = try decode(Int.self, .minLength)
        maxLength = try decode(Int.self, .maxLength)
        minItems = try decode(Int.self, .minItems)
        maxItems = try decode(Int.self, .maxItems)
        uniqueItems = try decode(Bool.self, .uniqueItems) ?? false
        minimum = try decode(RuleNumber.self, .minimum)
        maximum = try decode(RuleNumber.self, .maximum)
        exclusiveMinimum = try decode(RuleNumber.self, .exclusiveMinimum)
        exclusiveMaximum = try decode(RuleNumber.self, .exclusiveMaximum)
        multipleOf = try decode(RuleNumber.self, .multipleOf)
    }

    /// Encodes the rules that are set into the enclosing property or parameter (flat, next to `type`).
    public func encode(to encoder: Encoder) throws {
        guard !isEmpty else { return }
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in members {
            try container.encode(value, forKey: key)
        }
    }

    /// The rules that are set, in ``Key`` order, as JSON values.
    public var members: [(key: Key, value: JSONValue)] {
        var result: [(key: Key, value: JSONValue)] = []
        func add(_ key: Key, _ value: JSONValue?) { if let value { result.append((key, value)) } }
        add(.pattern, pattern.map(JSONValue.string))
        add(.minLength, minLength.map(JSONValue.integer))
        add(.maxLength, maxLength.map(JSONValue.integer))
        add(.minItems, minItems.map(JSONValue.integer))
        add(.maxItems, maxItems.map(JSONValue.integer))
        add(.uniqueItems, uniqueItems ? .bool(true) : nil)
        add(.minimum, minimum?.jsonValue)
        add(.maximum, maximum?.jsonValue)
        add(.exclusiveMinimum, exclusiveMinimum?.jsonValue)
        add(.exclusiveMaximum, exclusiveMaximum?.jsonValue)
        add(.multipleOf, multipleOf?.jsonValue)
        return result
    }

    /// The rules as one JSON object (empty when none is set).
    public var jsonObject: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: members.map { ($0.key.rawValue, $0.value) })
    }

    /// The rules whose values differ between `self` and `other`.
    public func differingKeys(from other: ValueRules) -> [Key] {
        let mine = jsonObject
        let theirs = other.jsonObject
        return Key.allCases.filter { mine[$0.rawValue] != theirs[$0.rawValue] }
    }

    /// These rules with the rules named in `changes` replaced: a key mapped to `null` is removed.
    /// - Throws: `DecodingError` when a value has the wrong type.
    public func replacing(_ changes: [String: JSONValue]) throws -> ValueRules {
        var object = jsonObject
        for (key, value) in changes {
            object[key] = value == .null ? nil : value
        }
        return try JSONValue.object(object).decode(as: ValueRules.self)
    }
}
