import MigratorModel

/// The names of the migrated client's interface: old models and endpoints keep their old names; models and endpoints
/// added by newer versions keep theirs unless an old element still holds the name, in which case they get a version
/// suffix (`Session` → `Session_v3`, Swift `SessionV3`).
struct InterfaceNames {
    /// Newest model name → interface model name.
    private(set) var models: [String: String] = [:]
    /// Newest operation id → interface operation id.
    private(set) var endpoints: [String: String] = [:]
    /// Interface names of models added after the old version.
    private(set) var addedModels: Set<String> = []
    /// Interface operation ids of endpoints added after the old version.
    private(set) var addedEndpoints: Set<String> = []
    /// The version suffix for reused names, for example `v3`.
    let suffix: String

    /// Assigns names.
    init(old: APIDocument, newest: APIDocument, trail: ElementTrail, suffix: String) {
        self.suffix = suffix
        var takenModels = Set(old.models.map(\.name))
        for model in old.models {
            if case let .reached(newName, _) = trail.model(model.name) { models[newName] = model.name }
        }
        for model in newest.models where models[model.name] == nil {
            var name = model.name
            if takenModels.contains(name) { name = "\(model.name)_\(suffix)" }
            while takenModels.contains(name) { name += "_" }
            takenModels.insert(name)
            models[model.name] = name
            addedModels.insert(name)
        }
        var takenEndpoints = Set(old.endpoints.map(\.operationId))
        for endpoint in old.endpoints {
            if case let .reached(newID, _) = trail.endpoint(endpoint.operationId) { endpoints[newID] = endpoint.operationId }
        }
        for endpoint in newest.endpoints where endpoints[endpoint.operationId] == nil {
            var id = endpoint.operationId
            if takenEndpoints.contains(id) { id = "\(endpoint.operationId)_\(suffix)" }
            while takenEndpoints.contains(id) { id += "_" }
            takenEndpoints.insert(id)
            endpoints[endpoint.operationId] = id
            addedEndpoints.insert(id)
        }
    }

    /// The interface name of a newest-document model.
    func interfaceModelName(_ newestName: String) -> String {
        models[newestName] ?? newestName
    }

    /// The interface operation id of a newest-document endpoint.
    func interfaceOperationID(_ newestID: String) -> String {
        endpoints[newestID] ?? newestID
    }

    /// A newest-document type in interface names.
    func interfaceType(_ type: TypeReference) -> TypeReference {
        switch type {
        case .scalar, .json: return type
        case let .array(element): return .array(interfaceType(element))
        case let .dictionary(element): return .dictionary(interfaceType(element))
        case let .model(name): return .model(interfaceModelName(name))
        }
    }

    /// The newest document with every model and operation renamed to interface names and every type translated.
    func wireDocument(_ newest: APIDocument) -> APIDocument {
        var result = newest
        result.models = newest.models.map { model in
            var copy = model
            copy.name = interfaceModelName(model.name)
            switch model.kind {
            case let .object(properties):
                copy.kind = .object(properties.map { property in
                    var renamed = property
                    renamed.type = interfaceType(property.type)
                    return renamed
                })
            case let .union(union):
                copy.kind = .union(UnionModel(
                    variants: union.variants.map { UnionVariant(name: $0.name, type: interfaceType($0.type), value: $0.value) },
                    discriminator: union.discriminator
                ))
            case .enum:
                break
            }
            return copy
        }
        result.endpoints = newest.endpoints.map { endpoint in
            var copy = endpoint
            copy.operationId = interfaceOperationID(endpoint.operationId)
            copy.parameters = endpoint.parameters.map { parameter in
                var renamed = parameter
                renamed.type = interfaceType(parameter.type)
                return renamed
            }
            copy.response?.type = endpoint.response?.type.map(interfaceType)
            copy.errors = endpoint.errors.map { ErrorResponse(status: $0.status, type: $0.type.map(interfaceType), description: $0.description) }
            return copy
        }
        return result
    }
}
