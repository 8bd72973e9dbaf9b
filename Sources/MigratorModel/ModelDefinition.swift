import MigratorRuntime

/// A named model: an object with properties or an enum of values.
public struct ModelDefinition: Codable, Hashable, Sendable {
    /// What the model is.
    public enum Kind: Hashable, Sendable {
        /// An object with properties, in document order.
        case object([Property])
        /// An enum of string or integer values.
        case `enum`(EnumModel)
        /// A value that is one of several types (OpenAPI `oneOf`/`anyOf`).
        case union(UnionModel)
    }

    /// The model's unique name in the document (not yet a Swift identifier).
    public var name: String
    /// What the model is.
    public var kind: Kind
    /// A description, rendered as a doc comment.
    public var description: String?
    /// Whether the model is deprecated.
    public var deprecated: Bool
    /// A hint for `compare`: the model's name in the previous version.
    public var renamedFrom: String?

    /// Creates a model.
    public init(name: String, kind: Kind, description: String? = nil, deprecated: Bool = false, renamedFrom: String? = nil) {
        self.name = name
        self.kind = kind
        self.description = description
        self.deprecated = deprecated
        self.renamedFrom = renamedFrom
    }

    /// The properties of an object model; empty for enums.
    public var properties: [Property] {
        if case let .object(properties) = kind { return properties }
        return []
    }

    /// The types this model's values contain: property types, or union variant types.
    public var memberTypes: [TypeReference] {
        switch kind {
        case let .object(properties): return properties.map(\.type)
        case .enum: return []
        case let .union(union): return union.variants.map(\.type)
        }
    }

    enum CodingKeys: String, CodingKey {
        case name, description, deprecated, renamedFrom, properties, `enum`, cases, oneOf, discriminator
    }

    /// Decodes a model; exactly one of `properties` and `enum` (with `cases`) must be present.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
        renamedFrom = try container.decodeIfPresent(String.self, forKey: .renamedFrom)
        if container.contains(.oneOf) {
            guard !container.contains(.properties), !container.contains(.enum) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .oneOf, in: container, debugDescription: "a model has one of `properties`, `enum` or `oneOf`"
                )
            }
            kind = .union(UnionModel(
                variants: try container.decode([UnionVariant].self, forKey: .oneOf),
                discriminator: try container.decodeIfPresent(String.self, forKey: .discriminator)
            ))
            return
        }
        let hasProperties = container.contains(.properties)
        let hasEnum = container.contains(.enum)
        switch (hasProperties, hasEnum) {
        case (true, false):
            kind = .object(try container.decode([Property].self, forKey: .properties))
        case (false, true):
            let rawType = try container.decode(EnumModel.RawType.self, forKey: .enum)
            var casesContainer = try container.nestedUnkeyedContainer(forKey: .cases)
            var cases: [EnumCase] = []
            while !casesContainer.isAtEnd {
                let caseDecoder = try casesContainer.superDecoder()
                cases.append(try EnumCase(from: caseDecoder, rawType: rawType))
            }
            kind = .enum(EnumModel(rawType: rawType, cases: cases))
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .enum, in: container, debugDescription: "a model has either `properties` or `enum`, not both"
            )
        case (false, false):
            throw DecodingError.keyNotFound(
                CodingKeys.properties,
                .init(codingPath: container.codingPath, debugDescription: "a model needs `properties` (an object), `enum` with `cases`, or `oneOf`")
            )
        }
    }

    /// Encodes the model in the native format.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfTrue(deprecated, forKey: .deprecated)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        switch kind {
        case let .object(properties):
            try container.encode(properties, forKey: .properties)
        case let .enum(model):
            try container.encode(model.rawType, forKey: .enum)
            try container.encode(model.cases, forKey: .cases)
        case let .union(union):
            try container.encode(union.variants, forKey: .oneOf)
            try container.encodeIfPresent(union.discriminator, forKey: .discriminator)
        }
    }
}

/// A property of an object model.
public struct Property: Codable, Hashable, Sendable {
    /// The property's name; its Swift identifier is derived from it.
    public var name: String
    /// The key on the wire (defaults to ``name``).
    public var key: String
    /// The property's type.
    public var type: TypeReference
    /// Whether the key must be present.
    public var required: Bool
    /// Whether the value may be `null`.
    public var nullable: Bool
    /// A description, rendered as a doc comment.
    public var description: String?
    /// Whether the property is deprecated.
    public var deprecated: Bool
    /// A hint for `compare`: the property's wire key in the previous version.
    public var renamedFrom: String?
    /// The documented default value.
    public var defaultValue: JSONValue?
    /// The validation rules (`pattern`, `minLength`, …), encoded flat next to `type`.
    public var rules: ValueRules

    /// Creates a property.
    public init(
        name: String, key: String? = nil, type: TypeReference, required: Bool = false, nullable: Bool = false,
        description: String? = nil, deprecated: Bool = false, renamedFrom: String? = nil, defaultValue: JSONValue? = nil,
        rules: ValueRules = ValueRules()
    ) {
        self.name = name
        self.key = key ?? name
        self.type = type
        self.required = required
        self.nullable = nullable
        self.description = description
        self.deprecated = deprecated
        self.renamedFrom = renamedFrom
        self.defaultValue = defaultValue
        self.rules = rules
    }

    /// Whether the Swift value is optional: not required, or nullable.
    public var isOptional: Bool { !required || nullable }

    enum CodingKeys: String, CodingKey {
        case name, key, type, required, nullable, description, deprecated, renamedFrom
        case defaultValue = "default"
        // The rule keys, so that the rules are decoded from the same container (see ``ValueRules``).
        case pattern, minLength, maxLength, minItems, maxItems, uniqueItems
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    }

    /// Decodes a property from the native format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? name
        type = try container.decode(TypeReference.self, forKey: .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        description = try container.decodeIfPresent(String.self, forKey: .description)
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
        renamedFrom = try container.decodeIfPresent(String.self, forKey: .renamedFrom)
        defaultValue = try container.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
        rules = try ValueRules(from: container)
    }

    /// Encodes the property, omitting fields at their defaults.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if key != name { try container.encode(key, forKey: .key) }
        try container.encode(type, forKey: .type)
        try container.encodeIfTrue(required, forKey: .required)
        try container.encodeIfTrue(nullable, forKey: .nullable)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfTrue(deprecated, forKey: .deprecated)
        try container.encodeIfPresent(renamedFrom, forKey: .renamedFrom)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try rules.encode(to: encoder)
    }
}
