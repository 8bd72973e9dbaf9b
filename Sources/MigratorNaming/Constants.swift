/// Every name of the vendored runtime and of generated-package structure that generated code refers to,
/// so the generator and the runtime cannot drift apart silently (the compile tests catch a rename here).
public enum Constants {
    /// The suffix of the conformance test target's name (`PetstoreConformanceTests`), written only for `migrator verify`
    /// and `--conformance-tests`.
    public static let conformanceTargetSuffix = "ConformanceTests"

    /// Runtime type names.
    public enum Runtime {
        /// Free-form JSON.
        public static let jsonValue = "JSONValue"
        /// Protocol giving the JSONStringBuilder a type's default value.
        public static let defaultValueProviding = "DefaultValueProviding"
        /// Builds default JSON and instances for any Decodable type.
        public static let jsonStringBuilder = "JSONStringBuilder"
        /// Wire wrapper for RFC 3339 date-times.
        public static let dateTime = "ISO8601DateTime"
        /// Wire wrapper for full dates.
        public static let date = "ISO8601Date"
        /// Box giving recursive structs indirect storage.
        public static let indirect = "Indirect"
        /// Protocol for values sent in paths, queries and headers.
        public static let parameterValue = "ParameterValue"
        /// The transport protocol.
        public static let httpTransport = "HTTPTransport"
        /// The default transport.
        public static let urlSessionTransport = "URLSessionTransport"
        /// The middleware protocol.
        public static let clientMiddleware = "ClientMiddleware"
        /// The request description endpoint methods fill in.
        public static let operationRequest = "OperationRequest"
        /// The OpenAPI serialization styles of path, query, header and cookie parameters.
        public static let parameterStyle = "ParameterStyle"
        /// Shared sending logic.
        public static let clientCore = "ClientCore"
        /// Scheme and credential configuration.
        public static let securityConfiguration = "SecurityConfiguration"
        /// Auth scheme kinds.
        public static let authenticationScheme = "AuthenticationScheme"
        /// A credential value.
        public static let credential = "Credential"
        /// User name and password.
        public static let basicCredentials = "BasicCredentials"
        /// The error thrown for non-2xx responses.
        public static let httpStatusError = "HTTPStatusError"
        /// Built-in conversions and defaults of migrated clients.
        public static let migrationConversions = "MigrationConversions"
        /// The error migrated clients throw instead of sending what the new API rejects.
        public static let migrationError = "MigrationError"
        /// The error thrown by endpoints removed from the API.
        public static let endpointRemovedError = "EndpointRemovedError"
        /// A file of a multipart body (bytes, file name, content type).
        public static let multipartFile = "MultipartFile"
        /// A multipart file's name and content type, for the `files:` argument.
        public static let multipartFileMetadata = "MultipartFile.Metadata"

        /// Every public type of the runtime: generated types must not shadow them.
        public static let allTypeNames: Set<String> = [
            jsonValue, defaultValueProviding, jsonStringBuilder, "JSONStringBuilderError", dateTime, date, indirect,
            parameterValue, httpTransport, urlSessionTransport, clientMiddleware, operationRequest, clientCore,
            securityConfiguration, authenticationScheme, credential, basicCredentials, httpStatusError, "HTTPMethod",
            "HTTPHeaderField", "HTTPRequest", "HTTPResponse", "ClosureTransport", "APIKeyLocation", "ResponseDecodingError",
            "EndpointRemovedError", "RequestBuildingError", "MigrationEvent", "MigrationDiagnostics",
            migrationConversions, migrationError, parameterStyle, multipartFile,
        ]
    }

    /// `OperationRequest` methods putting a path, query, header or cookie parameter into the request, by location.
    public enum ParameterSetter {
        /// Fills a `{name}` placeholder.
        public static let path = "setPathParameter"
        /// Appends query items.
        public static let query = "addQueryParameter"
        /// Sets a header.
        public static let header = "setHeaderParameter"
        /// Adds to the `Cookie` header.
        public static let cookie = "addCookieParameter"
        /// The argument label of the setters taking any `Encodable` value (objects, unions, maps).
        public static let encodingLabel = "encoding"
    }

    /// Names in the generated client module.
    public enum Client {
        /// The struct of the first server's URL variables.
        public static let serverVariablesTypeName = "ServerVariables"
        /// The static function filling the first server's URL template.
        public static let baseURLFunction = "baseURL"
        /// The client struct.
        public static let typeName = "Client"
        /// The enum of the document's servers (generated when it lists several).
        public static let serverTypeName = "Server"
        /// The nested credentials struct.
        public static let credentialsTypeName = "Credentials"
        /// The stored `ClientCore` property.
        public static let coreProperty = "core"
        /// The static default base URL.
        public static let defaultBaseURL = "defaultBaseURL"
        /// The static auth scheme table.
        public static let authenticationSchemes = "authenticationSchemes"
        /// The body argument label.
        public static let bodyLabel = "body"
    }

    /// Swift and Foundation type names a generated type must not shadow.
    public static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decimal",
        "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Foundation",
        "Hashable", "Int", "Int32", "Int64", "JSONDecoder", "JSONEncoder", "Never", "NSObject", "Optional", "Protocol",
        "Result", "Sendable", "Set", "String", "Swift", "Type", "URL", "URLRequest", "URLSession", "UUID", "Void", "XCTest",
        "CaseIterable", "RawRepresentable", "Identifiable", "Comparable", "Task", "Self",
    ]

    /// Members of generated enums that a declared case must not be named.
    public static let reservedEnumCaseNames: Set<String> = [
        "unknown", "rawValue", "allCases", "defaultValue", "init", "hashValue", "parameterValue", "self", "Type",
    ]
}
