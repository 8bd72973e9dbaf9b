/// A value that is exactly one of several types (OpenAPI `oneOf`/`anyOf`), optionally told apart by a discriminator
/// property.
///
/// For example:
/// ```yaml
/// - name: Animal
///   discriminator: kind
///   oneOf:
///     - { type: Cat, value: cat }
///     - { type: Dog, value: dog }
/// ```
public struct UnionModel: Hashable, Sendable {
    /// The variants, in document order.
    public var variants: [UnionVariant]
    /// The wire key of the property whose value names the variant, if any.
    public var discriminator: String?

    /// Creates a union.
    public init(variants: [UnionVariant], discriminator: String? = nil) {
        self.variants = variants
        self.discriminator = discriminator
    }
}

/// One variant of a union.
public struct UnionVariant: Codable, Hashable, Sendable {
    /// The variant's name (its Swift case name is derived from it); defaults to the type's name.
    public var name: String
    /// The variant's type.
    public var type: TypeReference
    /// The discriminator value selecting this variant, when the union has a discriminator.
    public var value: String?

    /// Creates a variant.
    public init(name: String? = nil, type: TypeReference, value: String? = nil) {
        self.name = name ?? Self.defaultName(for: type)
        self.type = type
        self.value = value
    }

    /// A variant's default name: the model name, or the TYPE string of other types.
    public static func defaultName(for type: TypeReference) -> String {
        if case let .model(name) = type { return name }
        return type.description
    }

    enum CodingKeys: String, CodingKey {
        case name, type, value
    }

    /// Decodes a variant; `name` defaults to the type's name.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(TypeReference.self, forKey: .type)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? Self.defaultName(for: type)
        value = try container.decodeIfPresent(String.self, forKey: .value)
    }

    /// Encodes the variant, omitting a default name.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if name != Self.defaultName(for: type) { try container.encode(name, forKey: .name) }
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(value, forKey: .value)
    }
}
