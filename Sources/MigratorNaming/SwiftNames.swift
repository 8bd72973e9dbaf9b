import MigratorModel

/// The Swift names of every element of one document, assigned once, deterministically, in document order.
///
/// Type names avoid Swift, Foundation and runtime types, the module names, `Client` and its nested `Credentials`,
/// `ServerVariables` (when the first server has variables) and `Server` (when there are several servers), which would
/// shadow a model inside `Client`'s methods, by appending `Model`
/// (`Error` → `ErrorModel`); remaining collisions get numeric suffixes. Member names are unique per type,
/// method names per client, labels per method, case names per enum.
public struct SwiftNames: Sendable {
    /// Model name → Swift type name.
    public private(set) var typeNames: [String: String] = [:]
    /// Union model name → variant name → Swift case name (escaped).
    public private(set) var variantNames: [String: [String: String]] = [:]
    /// Operation id → Swift method name (escaped).
    public private(set) var methodNames: [String: String] = [:]
    /// Model name → wire key → Swift property name (escaped).
    public private(set) var propertyNames: [String: [String: String]] = [:]
    /// Model name → enum value → Swift case name (escaped).
    public private(set) var caseNames: [String: [EnumValue: String]] = [:]
    /// Operation id → parameter key (`location:name`) → Swift argument label (escaped).
    public private(set) var parameterLabels: [String: [String: String]] = [:]
    /// Auth scheme name → Swift property name in `Client.Credentials` (escaped).
    public private(set) var credentialNames: [String: String] = [:]

    /// Assigns names for `document` in a module named `moduleName` whose runtime module is `runtimeModuleName`.
    public init(document: APIDocument, moduleName: String, runtimeModuleName: String) {
        var reserved = Constants.reservedTypeNames.union(Constants.Runtime.allTypeNames)
            .union([moduleName, runtimeModuleName, Constants.Client.typeName, Constants.Client.credentialsTypeName, "\(moduleName)Tests"])
        if document.servers.first?.variables?.isEmpty == false { reserved.insert(Constants.Client.serverVariablesTypeName) }
        if document.servers.count > 1 { reserved.insert(Constants.Client.serverTypeName) }
        var types = NameTable(reserved: reserved)
        for model in document.models {
            var candidate = SwiftIdentifier.typeName(model.name)
            if reserved.contains(candidate) { candidate += "Model" }
            typeNames[model.name] = types.claim(candidate)
            switch model.kind {
            case let .object(properties):
                var members = NameTable()
                propertyNames[model.name] = Dictionary(uniqueKeysWithValues: properties.map { property in
                    (property.key, SwiftIdentifier.escaped(members.claim(SwiftIdentifier.rawMemberName(property.name))))
                })
            case let .union(union):
                var cases = NameTable(reserved: Constants.reservedEnumCaseNames)
                variantNames[model.name] = Dictionary(uniqueKeysWithValues: union.variants.map { variant in
                    var candidate = SwiftIdentifier.rawMemberName(variant.name)
                    if Constants.reservedEnumCaseNames.contains(candidate) { candidate += "Case" }
                    return (variant.name, SwiftIdentifier.escaped(cases.claim(candidate)))
                })
            case let .enum(enumModel):
                var cases = NameTable(reserved: Constants.reservedEnumCaseNames)
                caseNames[model.name] = Dictionary(uniqueKeysWithValues: enumModel.cases.map { enumCase in
                    var candidate = SwiftIdentifier.rawMemberName(enumCase.name ?? enumCase.value.description)
                    if case let .integer(value) = enumCase.value, enumCase.name == nil {
                        candidate = value < 0 ? "valueMinus\(-value)" : "value\(value)"
                    }
                    if Constants.reservedEnumCaseNames.contains(candidate) { candidate += "Case" }
                    return (enumCase.value, SwiftIdentifier.escaped(cases.claim(candidate)))
                })
            }
        }
        var methods = NameTable(reserved: [Constants.Client.coreProperty, Constants.Client.defaultBaseURL, Constants.Client.authenticationSchemes])
        for endpoint in document.endpoints {
            methodNames[endpoint.operationId] = SwiftIdentifier.escaped(methods.claim(SwiftIdentifier.rawMemberName(endpoint.operationId)))
            var labels = NameTable(reserved: [Constants.Client.bodyLabel])
            var assigned: [String: String] = [:]
            for parameter in endpoint.parameters {
                let key = Self.parameterKey(parameter)
                if parameter.location == .body {
                    assigned[key] = Constants.Client.bodyLabel
                } else {
                    let raw = SwiftIdentifier.rawMemberName(parameter.name)
                    let candidate = labels.contains(raw) ? raw + SwiftIdentifier.typeName(parameter.location.rawValue) : raw
                    assigned[key] = SwiftIdentifier.escaped(labels.claim(candidate))
                }
            }
            parameterLabels[endpoint.operationId] = assigned
        }
        var credentials = NameTable()
        for scheme in document.authSchemes {
            credentialNames[scheme.name] = SwiftIdentifier.escaped(credentials.claim(SwiftIdentifier.rawMemberName(scheme.name)))
        }
    }

    /// Renames a model's Swift type to `_Name`, so the public name can become a deprecated typealias (removed models).
    public mutating func hideType(_ model: String) {
        guard let name = typeNames[model] else { return }
        typeNames[model] = "_" + name
    }

    /// The key identifying a parameter within its endpoint: `location:name`.
    public static func parameterKey(_ parameter: Parameter) -> String {
        "\(parameter.location.rawValue):\(parameter.name)"
    }

    /// The Swift type name of a model (the model's own name if unknown, which validation prevents).
    public func typeName(_ model: String) -> String {
        typeNames[model] ?? SwiftIdentifier.typeName(model)
    }

    /// The Swift property name of a property of a model.
    public func propertyName(_ property: Property, in model: String) -> String {
        propertyNames[model]?[property.key] ?? SwiftIdentifier.memberName(property.name)
    }

    /// The Swift case name of an enum value.
    public func caseName(_ value: EnumValue, in model: String) -> String {
        caseNames[model]?[value] ?? SwiftIdentifier.memberName(value.description)
    }

    /// The Swift case name of a union variant.
    public func variantName(_ variant: UnionVariant, in model: String) -> String {
        variantNames[model]?[variant.name] ?? SwiftIdentifier.memberName(variant.name)
    }

    /// The Swift method name of an endpoint.
    public func methodName(_ endpoint: Endpoint) -> String {
        methodNames[endpoint.operationId] ?? SwiftIdentifier.memberName(endpoint.operationId)
    }

    /// The Swift argument label of a parameter.
    public func label(_ parameter: Parameter, in endpoint: Endpoint) -> String {
        parameterLabels[endpoint.operationId]?[Self.parameterKey(parameter)] ?? SwiftIdentifier.memberName(parameter.name)
    }
}
