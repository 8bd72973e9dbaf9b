import Foundation

/// A named model: an object, an enum or a union.
public struct WireModel: Decodable, Sendable, Equatable {
    /// What kind it is.
    public enum Kind: Sendable, Equatable {
        case object([WireProperty])
        case enumeration(WireEnum)
        case union(WireUnion)
    }

    /// The name.
    public var name: String
    /// What kind it is.
    public var kind: Kind

    private enum CodingKeys: String, CodingKey { case name, properties, `enum`, cases, oneOf, discriminator }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        if let variants = try container.decodeIfPresent([WireUnionVariant].self, forKey: .oneOf) {
            kind = .union(WireUnion(
                variants: variants, discriminator: try container.decodeIfPresent(String.self, forKey: .discriminator)
            ))
        } else if let rawType = try container.decodeIfPresent(WireEnum.RawType.self, forKey: .enum) {
            var casesContainer = try container.nestedUnkeyedContainer(forKey: .cases)
            var cases: [WireEnumCase] = []
            while !casesContainer.isAtEnd {
                cases.append(try WireEnumCase(from: try casesContainer.superDecoder(), rawType: rawType))
            }
            kind = .enumeration(WireEnum(rawType: rawType, cases: cases))
        } else if let properties = try container.decodeIfPresent([WireProperty].self, forKey: .properties) {
            kind = .object(properties)
        } else {
            throw DecodingError.keyNotFound(
                CodingKeys.properties,
                .init(codingPath: container.codingPath, debugDescription: "model \"\(name)\" needs `properties`, `enum` with `cases`, or `oneOf`")
            )
        }
    }
}

/// A property of an object model.
public struct WireProperty: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// The JSON key on the wire (defaults to `name`).
    public var key: String
    /// The TYPE.
    public var type: WireType
    /// Whether it must be present.
    public var required: Bool
    /// Whether `null` is allowed.
    public var nullable: Bool
    /// The validation rules (`pattern`, `minLength`, `minimum`, …; none when the document has none).
    public var rules: WireRules

    private enum CodingKeys: String, CodingKey { case name, key, type, required, nullable }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? name
        type = try decodeType(container, .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        rules = try WireRules(flatIn: decoder)
    }
}

/// An enum model: its raw type and cases.
public struct WireEnum: Sendable, Equatable {
    /// The raw type of an enum's values.
    public enum RawType: String, Decodable, Sendable, Equatable { case string, integer }
    /// The raw type of the values.
    public var rawType: RawType
    /// The cases, in document order.
    public var cases: [WireEnumCase]
}

/// The value of an enum case.
public enum WireEnumValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case integer(Int)

    /// The value as JSON (`String` or `Int`).
    public var jsonValue: Any {
        switch self {
        case let .string(text): return text
        case let .integer(number): return number
        }
    }

    /// The value as it reads in messages.
    public var description: String {
        switch self {
        case let .string(text): return "\"\(text)\""
        case let .integer(number): return String(number)
        }
    }
}

/// One case of an enum model.
public struct WireEnumCase: Sendable, Equatable {
    /// The case's wire value.
    public var value: WireEnumValue

    private enum CodingKeys: String, CodingKey { case value }

    init(from decoder: Decoder, rawType: WireEnum.RawType) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let integer = try? container.decode(Int.self, forKey: .value)
        let string = try? container.decode(String.self, forKey: .value)
        switch rawType {
        case .integer:
            guard let number = integer ?? string.flatMap({ Int($0) }) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "expected an integer value for an integer enum")
            }
            value = .integer(number)
        case .string:
            guard let text = string ?? integer.map({ String($0) }) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "expected a string value for a string enum")
            }
            value = .string(text)
        }
    }
}

/// A union model (`oneOf`).
public struct WireUnion: Sendable, Equatable {
    /// The variants, in document order.
    public var variants: [WireUnionVariant]
    /// The wire key whose string value names the variant, if any.
    public var discriminator: String?
}

/// One variant of a union.
public struct WireUnionVariant: Decodable, Sendable, Equatable {
    /// The variant's name (defaults to the model name of `type`, or the TYPE string).
    public var name: String
    /// The TYPE.
    public var type: WireType
    /// The discriminator value selecting this variant.
    public var value: String?

    /// The discriminator value this variant is selected by (Migrator falls back to the name without a `value`).
    public var discriminatorValue: String { value ?? name }

    private enum CodingKeys: String, CodingKey { case name, type, value }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try decodeType(container, .type)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self.name = name
        } else if case let .model(modelName) = type {
            name = modelName
        } else {
            name = type.description
        }
        value = try container.decodeIfPresent(String.self, forKey: .value)
    }
}
