import MigratorModel

/// Builds the element paths guides use: JSON pointers over wire names, for example `/models/Pet/properties/photo_urls`.
///
/// Named collections are addressed by their elements' identifiers (model name, wire key, case value, operation id,
/// parameter location and name), not by index, so paths stay valid when elements move.
public enum ElementPath {
    /// `/servers`.
    public static let servers = "/servers"
    /// `/security`.
    public static let security = "/security"

    /// `/authSchemes/{name}`.
    public static func authScheme(_ name: String) -> String { JSONPointer.make(["authSchemes", name]) }

    /// `/models/{name}`.
    public static func model(_ name: String) -> String { JSONPointer.make(["models", name]) }

    /// `/models/{model}/properties/{key}`.
    public static func property(_ key: String, in model: String) -> String { JSONPointer.make(["models", model, "properties", key]) }

    /// `/models/{model}/cases/{value}`.
    public static func enumCase(_ value: EnumValue, in model: String) -> String {
        JSONPointer.make(["models", model, "cases", value.description])
    }

    /// `/models/{model}/variants/{name}`.
    public static func variant(_ name: String, in model: String) -> String { JSONPointer.make(["models", model, "variants", name]) }

    /// `/endpoints/{operationId}`.
    public static func endpoint(_ operationId: String) -> String { JSONPointer.make(["endpoints", operationId]) }

    /// `/endpoints/{operationId}/parameters/{in}/{name}`; the body is always `body/body`.
    public static func parameter(_ parameter: Parameter, in operationId: String) -> String {
        let name = parameter.location == .body ? "body" : parameter.name
        return JSONPointer.make(["endpoints", operationId, "parameters", parameter.location.rawValue, name])
    }

    /// `/endpoints/{operationId}/response`.
    public static func response(of operationId: String) -> String { JSONPointer.make(["endpoints", operationId, "response"]) }

    /// `/endpoints/{operationId}/errors`.
    public static func errors(of operationId: String) -> String { JSONPointer.make(["endpoints", operationId, "errors"]) }
}
