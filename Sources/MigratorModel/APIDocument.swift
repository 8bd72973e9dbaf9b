/// The internal model of one version of a web API: what every loader produces and every later stage reads.
///
/// Migrator's own document format (`"migrator-document": "1"`) is this model's canonical encoding, so
/// encoding an `APIDocument` yields a native document and decoding a native document yields the model.
///
/// For example:
/// ```yaml
/// migrator-document: "1"
/// service: { name: Petstore, version: 1.0.0 }
/// models:
///   - name: Pet
///     properties:
///       - { name: id, type: int64, required: true }
/// ```
public struct APIDocument: Codable, Hashable, Sendable {
    /// The value of the top-level marker key that identifies the native format.
    public static let formatVersion = "1"
    /// The top-level marker key that identifies the native format.
    public static let markerKey = "migrator-document"

    /// The service's name and version.
    public var service: ServiceInfo
    /// Base URLs of the service; the first is the generated client's default.
    public var servers: [Server]
    /// Authentication schemes the endpoints may require.
    public var authSchemes: [AuthScheme]
    /// The default security requirement (alternative scheme names) of every endpoint.
    public var security: [String]
    /// Object, enum and other named models, in document order.
    public var models: [ModelDefinition]
    /// The operations of the service, in document order.
    public var endpoints: [Endpoint]

    /// Creates a document.
    public init(
        service: ServiceInfo,
        servers: [Server] = [],
        authSchemes: [AuthScheme] = [],
        security: [String] = [],
        models: [ModelDefinition] = [],
        endpoints: [Endpoint] = []
    ) {
        self.service = service
        self.servers = servers
        self.authSchemes = authSchemes
        self.security = security
        self.models = models
        self.endpoints = endpoints
    }

    enum CodingKeys: String, CodingKey {
        case marker = "migrator-document"
        case service, servers, authSchemes, security, models, endpoints
    }

    /// Decodes a native document; the marker key must be present and equal to ``formatVersion``.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let marker = try container.decode(String.self, forKey: .marker)
        guard marker == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .marker, in: container,
                debugDescription: "unsupported migrator-document version \"\(marker)\" (supported: \"\(Self.formatVersion)\")"
            )
        }
        service = try container.decode(ServiceInfo.self, forKey: .service)
        servers = try container.decodeIfPresent([Server].self, forKey: .servers) ?? []
        authSchemes = try container.decodeIfPresent([AuthScheme].self, forKey: .authSchemes) ?? []
        security = try container.decodeIfPresent([String].self, forKey: .security) ?? []
        models = try container.decodeIfPresent([ModelDefinition].self, forKey: .models) ?? []
        endpoints = try container.decodeIfPresent([Endpoint].self, forKey: .endpoints) ?? []
    }

    /// Encodes the document in the native format, omitting empty collections.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .marker)
        try container.encode(service, forKey: .service)
        try container.encodeUnlessEmpty(servers, forKey: .servers)
        try container.encodeUnlessEmpty(authSchemes, forKey: .authSchemes)
        try container.encodeUnlessEmpty(security, forKey: .security)
        try container.encodeUnlessEmpty(models, forKey: .models)
        try container.encodeUnlessEmpty(endpoints, forKey: .endpoints)
    }

    /// The model with the given name, if any.
    public func model(named name: String) -> ModelDefinition? {
        models.first { $0.name == name }
    }
}

/// The name, version and description of a service.
public struct ServiceInfo: Codable, Hashable, Sendable {
    /// The service's name, for example `Petstore`.
    public var name: String
    /// The service's version, for example `1.0.0`.
    public var version: String
    /// A description of the service.
    public var description: String?

    /// Creates service information.
    public init(name: String, version: String, description: String? = nil) {
        self.name = name
        self.version = version
        self.description = description
    }
}

/// A base URL the service is reachable at.
public struct Server: Codable, Hashable, Sendable {
    /// The absolute base URL, for example `https://petstore.example.com/v1`; it may contain `{name}` placeholders of
    /// ``variables``, such as `https://{region}.example.com`.
    public var url: String
    /// A description of the server.
    public var description: String?
    /// The variables of `{name}` placeholders in ``url``, or `nil` for none (see ``ServerVariable``).
    public var variables: [ServerVariable]?

    /// Creates a server.
    public init(url: String, description: String? = nil, variables: [ServerVariable]? = nil) {
        self.url = url
        self.description = description
        self.variables = variables
    }
}

extension KeyedEncodingContainer {
    /// Encodes a collection only when it has elements, keeping native documents free of empty noise.
    mutating func encodeUnlessEmpty<T: Encodable & Collection>(_ value: T, forKey key: Key) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }

    /// Encodes a Boolean only when it is `true`.
    mutating func encodeIfTrue(_ value: Bool, forKey key: Key) throws {
        if value { try encode(true, forKey: key) }
    }
}
