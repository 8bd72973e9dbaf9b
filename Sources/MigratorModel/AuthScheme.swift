/// An authentication scheme a service accepts.
///
/// For example, an API key sent in the `X-API-Key` header:
/// ```yaml
/// - { name: apiKey, type: apiKey, in: header, parameterName: X-API-Key }
/// ```
public struct AuthScheme: Codable, Hashable, Sendable {
    /// The kind of credential and where it is sent.
    public enum Kind: Hashable, Sendable {
        /// `Authorization: Bearer <token>`.
        case bearer
        /// `Authorization: Basic <base64(user:password)>`.
        case basic
        /// An API key in a header or query parameter with the given name.
        case apiKey(location: APIKeyLocation, parameterName: String)
    }

    /// Where an API key is sent.
    public enum APIKeyLocation: String, Codable, Hashable, Sendable {
        /// In a request header.
        case header
        /// In a query parameter.
        case query
    }

    /// The scheme's unique name, referenced by security requirements.
    public var name: String
    /// The kind of credential.
    public var kind: Kind
    /// A description of the scheme.
    public var description: String?

    /// Creates an authentication scheme.
    public init(name: String, kind: Kind, description: String? = nil) {
        self.name = name
        self.kind = kind
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case name, type, `in`, parameterName, description
    }

    /// Decodes a scheme from the native format.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "bearer": kind = .bearer
        case "basic": kind = .basic
        case "apiKey":
            kind = .apiKey(
                location: try container.decode(APIKeyLocation.self, forKey: .in),
                parameterName: try container.decode(String.self, forKey: .parameterName)
            )
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown auth scheme type \"\(type)\" (expected bearer, basic or apiKey)"
            )
        }
    }

    /// Encodes the scheme in the native format.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        switch kind {
        case .bearer: try container.encode("bearer", forKey: .type)
        case .basic: try container.encode("basic", forKey: .type)
        case let .apiKey(location, parameterName):
            try container.encode("apiKey", forKey: .type)
            try container.encode(location, forKey: .in)
            try container.encode(parameterName, forKey: .parameterName)
        }
        try container.encodeIfPresent(description, forKey: .description)
    }
}
