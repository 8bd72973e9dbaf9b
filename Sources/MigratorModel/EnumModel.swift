/// An enum of string or integer values.
public struct EnumModel: Hashable, Sendable {
    /// The wire type of the enum's values.
    public enum RawType: String, Codable, Hashable, Sendable {
        /// String values.
        case string
        /// Integer values.
        case integer
    }

    /// The wire type of the values.
    public var rawType: RawType
    /// The declared cases, in document order.
    public var cases: [EnumCase]

    /// Creates an enum model.
    public init(rawType: RawType, cases: [EnumCase]) {
        self.rawType = rawType
        self.cases = cases
    }
}

/// A value of an enum: a string or an integer.
public enum EnumValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A string value.
    case string(String)
    /// An integer value.
    case integer(Int)

    /// The value as written in a document (strings unquoted).
    public var description: String {
        switch self {
        case let .string(value): return value
        case let .integer(value): return String(value)
        }
    }

    /// The raw type this value belongs to.
    public var rawType: EnumModel.RawType {
        switch self {
        case .string: return .string
        case .integer: return .integer
        }
    }

    /// Decodes an integer or a string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the bare value.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .string(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        }
    }
}

/// One declared case of an enum.
public struct EnumCase: Codable, Hashable, Sendable {
    /// The Swift case name requested by the document, if any (otherwise derived from the value).
    public var name: String?
    /// The value on the wire.
    public var value: EnumValue
    /// A description, rendered as a doc comment.
    public var description: String?
    /// Whether the case is deprecated.
    public var deprecated: Bool
    /// A hint for `compare`: the case's value in the previous version.
    public var renamedFrom: EnumValue?

    /// Creates an enum case.
    public init(name: String? = nil, value: EnumValue, description: String? = nil, deprecated: Bool = false, renamedFrom: EnumValue? = nil) {
        self.name = name
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.renamedFrom = renamedFrom
    }

    enum CodingKeys: String, CodingKey {
        case name, value, description, deprecated, renamedFrom
    }

    /// Decodes a case whose value must match `rawType`: a string enum keeps numeric-looking strings as strings.
    init(from decoder: Decoder, rawType: EnumModel.RawType) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
        value = try Self.decodeValue(container, forKey: .value, rawType: rawType)
        renamedFrom = container.contains(.renamedFrom)
            ? try Self.decodeValue(container, forKey: .renamedFrom, rawType: rawType) : nil
    }

    /// Decodes a case without a known raw type (integers stay integers).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(from: decoder, rawType: (try? container.decode(Int.self, forKey: .value)) != nil ? .integer : .string)
    }

    private static func decodeValue(
        _ container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys, rawType: EnumModel.RawType
    ) throws -> EnumValue {
        switch rawType {
        case .integer:
            guard let integer = try? container.decode(Int.self, forKey: key) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected an integer value for an integer enum")
            }
            return .integer(integer)
        case .string:
            if let string = try? container.decode(String.self, forKey: key) { return .string(string) }
            if let integer = try? container.decode(Int.self, forKey: key) { return .string(String(integer)) }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a string value for a string enum")
        }
    }

    /// Encodes the case, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfTrue(deprecated, forKey: .deprecated)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
    }
}
