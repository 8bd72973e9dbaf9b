import Foundation

/// An API description in Migrator's native JSON encoding (`"migrator-document": "1"`), decoded into the small,
/// self-contained structures the wire validator needs.
///
/// Both the form written by hand (or converted from YAML, with defaults spelled out) and the form `JSONEncoder`
/// produces from Migrator's model (defaults omitted: `required: false`, `in: body` content type, `status: 200`, an
/// unchanged wire `key`, empty collections, a variant's default `name`) decode to the same value. Unknown keys are
/// ignored; `null` counts as absent.
public struct WireDocument: Decodable, Sendable, Equatable {
    /// The service's name and version.
    public var service: WireService
    /// The servers; request URLs must start with one of them.
    public var servers: [WireServer]
    /// The authentication schemes by name.
    public var authSchemes: [WireAuthScheme] { didSet { index = WireDocumentIndex(self) } }
    /// The default security requirement: alternative scheme names; empty = none.
    public var security: [String]
    /// The named models.
    public var models: [WireModel] { didSet { index = WireDocumentIndex(self) } }
    /// The endpoints.
    public var endpoints: [WireEndpoint] { didSet { index = WireDocumentIndex(self) } }
    /// The positions of models, endpoints and schemes by name (the suite looks them up for every request and value).
    private var index = WireDocumentIndex()

    /// Decodes a native document from JSON.
    /// - Throws: `DecodingError` (with the coding path) when the JSON is not a native document.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(WireDocument.self, from: json)
    }

    private enum CodingKeys: String, CodingKey {
        case marker = "migrator-document"
        case service, servers, authSchemes, security, models, endpoints
    }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let marker = try container.decodeIfPresent(String.self, forKey: .marker), marker != "1" {
            throw DecodingError.dataCorruptedError(
                forKey: .marker, in: container, debugDescription: "unsupported migrator-document version \"\(marker)\" (supported: \"1\")"
            )
        }
        service = try container.decodeIfPresent(WireService.self, forKey: .service) ?? WireService(name: "", version: "")
        servers = try container.decodeIfPresent([WireServer].self, forKey: .servers) ?? []
        authSchemes = try container.decodeIfPresent([WireAuthScheme].self, forKey: .authSchemes) ?? []
        security = try container.decodeIfPresent([String].self, forKey: .security) ?? []
        models = try container.decodeIfPresent([WireModel].self, forKey: .models) ?? []
        endpoints = try container.decodeIfPresent([WireEndpoint].self, forKey: .endpoints) ?? []
        index = WireDocumentIndex(self)
    }

    /// The model named `name` (the first, if several are), if any.
    public func model(named name: String) -> WireModel? { index.models[name].map { models[$0] } }

    /// The endpoint with the operation id `operationId` (the first, if several have it), if any.
    public func endpoint(operationId: String) -> WireEndpoint? { index.endpoints[operationId].map { endpoints[$0] } }

    /// The auth scheme named `name` (the first, if several are), if any.
    public func authScheme(named name: String) -> WireAuthScheme? { index.authSchemes[name].map { authSchemes[$0] } }

    /// The security requirement that applies to `endpoint`: its own, else the document's default.
    public func securityRequirement(of endpoint: WireEndpoint) -> [String] { endpoint.security ?? security }
}

/// The position of the first model, endpoint and auth scheme of each name in a ``WireDocument``: derived data,
/// rebuilt whenever those lists change.
struct WireDocumentIndex: Sendable, Equatable {
    /// Model positions by name.
    var models: [String: Int] = [:]
    /// Endpoint positions by operation id.
    var endpoints: [String: Int] = [:]
    /// Auth scheme positions by name.
    var authSchemes: [String: Int] = [:]

    /// An empty index.
    init() {}

    /// The index of `document`'s lists.
    init(_ document: WireDocument) {
        for (position, model) in document.models.enumerated() where models[model.name] == nil { models[model.name] = position }
        for (position, endpoint) in document.endpoints.enumerated() where endpoints[endpoint.operationId] == nil {
            endpoints[endpoint.operationId] = position
        }
        for (position, scheme) in document.authSchemes.enumerated() where authSchemes[scheme.name] == nil {
            authSchemes[scheme.name] = position
        }
    }
}

/// The `service` of a document.
public struct WireService: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// The version string.
    public var version: String
}

/// One server of a document.
public struct WireServer: Decodable, Sendable, Equatable {
    /// One `{name}` placeholder of a server URL.
    public struct Variable: Decodable, Sendable, Equatable {
        /// The placeholder's name.
        public var name: String
        /// The value the generated client uses unless the app chooses another.
        public var `default`: String
        /// The values allowed, or `nil` when any non-empty text is.
        public var `enum`: [String]?

        /// A variable named `name` with its default and, if it has one, its enumeration.
        public init(name: String, default: String, enum: [String]? = nil) {
            self.name = name
            self.default = `default`
            self.enum = `enum`
        }
    }

    /// The absolute base URL, possibly with a base path (`https://api.example.com/v2`), with every `{variable}`
    /// replaced by its default (`https://{region}.example.com` with the default `eu` is `https://eu.example.com`), as
    /// the generated client's default base URL and endpoint servers are.
    public var url: String
    /// The URL as the document spells it, `{variable}` placeholders included.
    public var template: String
    /// The placeholders of ``template``: a request may use any value of an enumerated variable and any non-empty
    /// text for a free one.
    public var variables: [Variable]

    /// A server at `url`, optionally a `template` with `variables` (`url` is then the template with the defaults).
    public init(url: String, template: String? = nil, variables: [Variable] = []) {
        self.url = url
        self.template = template ?? url
        self.variables = variables
    }

    private enum CodingKeys: String, CodingKey { case url, variables }

    /// Decodes the native form, filling in the variables' defaults.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        template = try container.decode(String.self, forKey: .url)
        variables = try container.decodeIfPresent([Variable].self, forKey: .variables) ?? []
        url = template
        for variable in variables {
            url = url.replacingOccurrences(of: "{\(variable.name)}", with: variable.default)
        }
    }
}

/// An authentication scheme of a document.
public struct WireAuthScheme: Decodable, Sendable, Equatable {
    /// What kind it is.
    public enum Kind: Sendable, Equatable {
        case bearer
        case basic
        /// An API key in a header or query item named `parameterName`.
        case apiKey(location: WireAPIKeyLocation, parameterName: String)
    }

    /// The name.
    public var name: String
    /// What kind it is.
    public var kind: Kind

    private enum CodingKeys: String, CodingKey { case name, type, `in`, parameterName }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "bearer": kind = .bearer
        case "basic": kind = .basic
        case "apiKey":
            kind = .apiKey(
                location: try container.decode(WireAPIKeyLocation.self, forKey: .in),
                parameterName: try container.decode(String.self, forKey: .parameterName)
            )
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown auth scheme type \"\(type)\" (expected bearer, basic or apiKey)"
            )
        }
    }
}

/// Where an API key is sent.
public enum WireAPIKeyLocation: String, Decodable, Sendable, Equatable {
    case header, query
}

/// An endpoint of a document.
public struct WireEndpoint: Decodable, Sendable, Equatable {
    /// The operation id.
    public var operationId: String
    /// Upper case.
    public var method: String
    /// The path template, e.g. `/pets/{petId}`.
    public var path: String
    /// The endpoint's own requirement; `nil` = the document's default, `[]` = none.
    public var security: [String]?
    /// The endpoint's own servers; `nil` = the document's.
    public var servers: [WireServer]?
    /// The parameters (path, query, header, cookie, body).
    public var parameters: [WireParameter]
    /// The success response, if declared.
    public var response: WireResponse?
    /// The documented error responses.
    public var errors: [WireErrorResponse]

    /// The body parameter, if any.
    public var bodyParameter: WireParameter? { parameters.first { $0.location == .body } }

    /// The parameter `wireParameter` names (`location:name`, `body:body` for the body), if the endpoint has it.
    public func parameter(named wireParameter: String) -> WireParameter? {
        let parts = wireParameter.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        return parts[0] == "body" ? bodyParameter : parameters.first { $0.location.rawValue == parts[0] && $0.name == parts[1] }
    }

    private enum CodingKeys: String, CodingKey { case operationId, method, path, security, servers, parameters, response, errors }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operationId = try container.decode(String.self, forKey: .operationId)
        method = try container.decode(String.self, forKey: .method).uppercased()
        path = try container.decode(String.self, forKey: .path)
        security = try container.decodeIfPresent([String].self, forKey: .security)
        servers = try container.decodeIfPresent([WireServer].self, forKey: .servers)
        parameters = try container.decodeIfPresent([WireParameter].self, forKey: .parameters) ?? []
        response = try container.decodeIfPresent(WireResponse.self, forKey: .response)
        errors = try container.decodeIfPresent([WireErrorResponse].self, forKey: .errors) ?? []
    }
}

/// Where a parameter is sent.
public enum WireParameterLocation: String, Decodable, Sendable, Equatable {
    case path, query, header, cookie, body
}

/// A body's media type.
public enum WireContentType: String, Decodable, Sendable, Equatable {
    case json = "application/json"
    case formURLEncoded = "application/x-www-form-urlencoded"
    case octetStream = "application/octet-stream"
    case multipart = "multipart/form-data"
    case textPlain = "text/plain"
}

/// How a parameter's value is serialized (OpenAPI's `style`).
public enum WireParameterStyle: String, Decodable, Sendable, Equatable {
    case form, simple, label, matrix, spaceDelimited, pipeDelimited, deepObject

    /// OpenAPI's default for a location: `form` for query and cookie, `simple` for path and header.
    static func defaultStyle(for location: WireParameterLocation) -> WireParameterStyle {
        location == .query || location == .cookie ? .form : .simple
    }
}

/// A parameter of an endpoint.
public struct WireParameter: Decodable, Sendable, Equatable {
    /// The name.
    public var name: String
    /// Where it is sent.
    public var location: WireParameterLocation
    /// The TYPE.
    public var type: WireType
    /// Whether it must be present.
    public var required: Bool
    /// Whether `null` is allowed.
    public var nullable: Bool
    /// The body's media type (body parameters only; `application/json` by default).
    public var contentType: WireContentType
    /// The exact declared media type of a raw body (`image/jpeg`, `image/*`), or `nil` for the content type's own.
    public var mediaType: String?
    /// The content type of fields of a `multipart/form-data` body (field key → content type); empty for none.
    public var encoding: [String: String]
    /// The serialization style (OpenAPI defaults: `form` in query and cookie, `simple` in path and header).
    public var style: WireParameterStyle
    /// Whether arrays and objects are exploded (OpenAPI default: `true` for `form`, else `false`).
    public var explode: Bool
    /// Whether a query value may carry reserved characters unencoded (OpenAPI `allowReserved`).
    public var allowReserved: Bool
    /// The validation rules (`pattern`, `minLength`, `minimum`, …; none when the document has none).
    public var rules: WireRules
    /// The body's other media types, each as the body it is (its own type, content type, media type and encoding;
    /// see ``WireBodyAlternative``); empty for none.
    public var alternatives: [WireParameter]

    private enum CodingKeys: String, CodingKey {
        case name, location = "in", type, required, nullable, contentType, style, explode, allowReserved, mediaType, encoding, alternatives
    }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        location = try container.decode(WireParameterLocation.self, forKey: .location)
        type = try decodeType(container, .type)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        nullable = try container.decodeIfPresent(Bool.self, forKey: .nullable) ?? false
        contentType = try container.decodeIfPresent(WireContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
        encoding = try container.decodeIfPresent([String: String].self, forKey: .encoding) ?? [:]
        style = try container.decodeIfPresent(WireParameterStyle.self, forKey: .style) ?? WireParameterStyle.defaultStyle(for: location)
        explode = try container.decodeIfPresent(Bool.self, forKey: .explode) ?? (style == .form)
        allowReserved = try container.decodeIfPresent(Bool.self, forKey: .allowReserved) ?? false
        rules = try WireRules(flatIn: decoder)
        alternatives = []
        let declared = try container.decodeIfPresent([WireBodyAlternative].self, forKey: .alternatives) ?? []
        alternatives = declared.map { $0.body(replacing: self) }
    }
}

/// The success response of an endpoint.
public struct WireResponse: Decodable, Sendable, Equatable {
    /// The success status (200 by default).
    public var status: Int
    /// The body's type; `nil` = no content.
    public var type: WireType?
    /// The body's media type.
    public var contentType: WireContentType
    /// The exact declared media type of a raw response (`image/png`, `*/*`), or `nil` for the content type's own.
    public var mediaType: String?

    private enum CodingKeys: String, CodingKey { case status, type, contentType, mediaType }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 200
        type = try decodeTypeIfPresent(container, .type)
        contentType = try container.decodeIfPresent(WireContentType.self, forKey: .contentType) ?? .json
        mediaType = try container.decodeIfPresent(String.self, forKey: .mediaType)
    }
}

/// A documented error response.
public struct WireErrorResponse: Decodable, Sendable, Equatable {
    /// The status code; `nil` for `default`.
    public var status: Int?
    public var type: WireType?

    private enum CodingKeys: String, CodingKey { case status, type }

    /// Decodes the native form (defaults filled in; `null` is absent).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let code = try? container.decode(Int.self, forKey: .status) {
            status = code
        } else if try container.decode(String.self, forKey: .status) == "default" {
            status = nil
        } else {
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "expected a status code or \"default\"")
        }
        type = try decodeTypeIfPresent(container, .type)
    }
}

/// Decodes an optional TYPE string (`null` = absent).
func decodeTypeIfPresent<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType? {
    guard try container.decodeIfPresent(String.self, forKey: key) != nil else { return nil }
    return try decodeType(container, key)
}

/// Decodes a TYPE string, turning syntax errors into `DecodingError`s with the coding path.
func decodeType<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType {
    let text = try container.decode(String.self, forKey: key)
    do {
        return try WireType(parsing: text)
    } catch let error as WireTypeSyntaxError {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
    }
}
