import Foundation

extension WireValidator {
    /// Fixed example values of the scalars.
    public enum Examples {
        public static let string = "string"
        public static let integer = 1
        public static let number = 1.5
        public static let boolean = true
        public static let date = "2024-01-02"
        public static let dateTime = "2024-01-02T03:04:05Z"
        public static let uuid = "00000000-0000-0000-0000-000000000001"
        public static let url = "https://example.com/resource"
        /// The bytes of `binary` examples (raw in octet-stream responses, base64 in JSON).
        public static let binaryBytes = Data("binary".utf8)
        /// `binaryBytes` in base64: `YmluYXJ5`.
        public static let binary = binaryBytes.base64EncodedString()
        /// The example of `json`.
        public static var json: [String: Any] { ["key": "value"] }
        /// The key of `map<T>` examples.
        public static let mapKey = "key"
    }

    /// A deterministic example JSON value of a TYPE string; `NSNull` when the TYPE does not parse.
    ///
    /// Scalars take the values of ``Examples`` (`1`, `1.5`, `"2024-01-02"`, …); `array<T>` is one element, `map<T>`
    /// one entry under `"key"`; objects have every property (required and optional); enums their first case; unions
    /// their first variant, with its discriminator value set. Recursion stops at a model already being built:
    /// there optional properties are left out, arrays and maps are empty and required nullable ones are `null`.
    public func example(type: String) -> Any {
        guard let parsed = try? WireType(parsing: type) else { return NSNull() }
        return example(type: parsed)
    }

    /// A deterministic example JSON value of a parsed TYPE.
    public func example(type: WireType) -> Any {
        exampleValue(type, stack: []) ?? [String: Any]()
    }

    /// ``example(type:)-(String)`` serialized as JSON (sorted keys, unescaped slashes).
    public func exampleJSON(type: String) -> Data {
        Self.serialize(example(type: type))
    }

    /// The success response of an operation: its status, an example body and the body's content type.
    ///
    /// JSON responses get ``example(type:)-(String)`` serialized; octet-stream responses ``Examples/binaryBytes``;
    /// responses without a type no body (an endpoint without `response` gives 204). An unknown operation id gives
    /// `(404, nil, nil)`.
    public func exampleResponse(operationId: String) -> (status: Int, body: Data?, contentType: String?) {
        guard let endpoint = document.endpoint(operationId: operationId) else { return (404, nil, nil) }
        guard let response = endpoint.response else { return (204, nil, nil) }
        guard let type = response.type else { return (response.status, nil, nil) }
        switch response.contentType {
        case .octetStream:
            return (response.status, Examples.binaryBytes, response.exampleMediaType)
        case .json, .formURLEncoded, .multipart, .textPlain:
            return (response.status, Self.serialize(example(type: type)), WireContentType.json.rawValue)
        }
    }

    static func serialize(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])) ?? Data("null".utf8)
    }

    /// `nil` when `type` is a model already on `stack` (a recursive reference to cut).
    private func exampleValue(_ type: WireType, stack: [String]) -> Any? {
        switch type {
        case let .scalar(scalar):
            switch scalar {
            case .string: return Examples.string
            case .int32, .int64: return Examples.integer
            case .float, .double: return Examples.number
            case .boolean: return Examples.boolean
            case .date: return Examples.date
            case .dateTime: return Examples.dateTime
            case .uuid: return Examples.uuid
            case .url: return Examples.url
            case .binary: return Examples.binary
            }
        case .json:
            return Examples.json
        case let .array(element):
            return exampleValue(element, stack: stack).map { [$0] } ?? [Any]()
        case let .map(element):
            return exampleValue(element, stack: stack).map { [Examples.mapKey: $0] } ?? [String: Any]()
        case let .model(name):
            guard let model = modelsByName[name] else { return NSNull() }
            if stack.contains(name) { return nil }
            let inner = stack + [name]
            switch model.kind {
            case let .object(properties):
                var object: [String: Any] = [:]
                for property in properties {
                    if let value = exampleValue(property.type, stack: inner) {
                        object[property.key] = value
                    } else if property.required {
                        object[property.key] = property.nullable ? NSNull() : [String: Any]()
                    }
                }
                return object
            case let .enumeration(enumeration):
                return enumeration.cases.first?.value.jsonValue ?? NSNull()
            case let .union(union):
                guard let variant = union.variants.first else { return NSNull() }
                guard let value = exampleValue(variant.type, stack: inner) else { return nil }
                if let discriminator = union.discriminator, var object = value as? [String: Any] {
                    object[discriminator] = variant.discriminatorValue
                    return object
                }
                return value
            }
        }
    }
}
