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
    public var authSchemes: [WireAuthScheme]
    /// The default security requirement: alternative scheme names; empty = none.
    public var security: [String]
    /// The named models.
    public var models: [WireModel]
    /// The endpoints.
    public var endpoints: [WireEndpoint]

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
    }

    /// The model named `name`, if any.
    public func model(named name: String) -> WireModel? { models.first { $0.name == name } }

    /// The endpoint with the operation id `operationId`, if any.
    public func endpoint(operationId: String) -> WireEndpoint? { endpoints.first { $0.operationId == operationId } }

    /// The auth scheme named `name`, if any.
    public func authScheme(named name: String) -> WireAuthScheme? { authSchemes.first { $0.name == name } }

    /// The security requirement that applies to `endpoint`: its own, else the document's default.
    public func securityRequirement(of endpoint: WireEndpoint) -> [String] { endpoint.security ?? security }
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
    /// The absolute base URL, possibly with a base path (`https://api.example.com/v2`).
    public var url: String
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
    /// The validation rules (`pattern`, `minLength`, `minimum`, …; none when the document has none).
    public var rules: WireRules

    private enum CodingKeys: String, CodingKey { case name, location = "in", type, required, nullable, contentType, style, explode, mediaType, encoding }

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
        rules = try WireRules(flatIn: decoder)
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
private func decodeTypeIfPresent<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType? {
    guard try container.decodeIfPresent(String.self, forKey: key) != nil else { return nil }
    return try decodeType(container, key)
}

/// Decodes a TYPE string, turning syntax errors into `DecodingError`s with the coding path.
private func decodeType<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> WireType {
    let text = try container.decode(String.self, forKey: key)
    do {
        return try WireType(parsing: text)
    } catch let error as WireTypeSyntaxError {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
    }
}
