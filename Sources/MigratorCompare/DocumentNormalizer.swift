import MigratorModel

/// The form in which two documents are compared for the completeness invariant: documentation text, rename hints and
/// the order of named elements do not count.
public enum DocumentNormalizer {
    /// `document` without descriptions, summaries and `renamedFrom` hints, with named collections sorted by identifier
    /// and an empty 200 response written as no response.
    public static func normalize(_ document: APIDocument) -> APIDocument {
        var result = document
        result.service.description = nil
        result.servers = result.servers.map(normalize)
        result.authSchemes = result.authSchemes.map { AuthScheme(name: $0.name, kind: $0.kind) }.sorted { $0.name < $1.name }
        result.models = result.models.map(normalize).sorted { $0.name < $1.name }
        result.endpoints = result.endpoints.map(normalize).sorted { $0.operationId < $1.operationId }
        return result
    }

    /// `server` without its description and its variables' descriptions: what requests depend on.
    public static func normalize(_ server: Server) -> Server {
        Server(url: server.url, variables: server.variables?.map { ServerVariable(name: $0.name, defaultValue: $0.defaultValue, values: $0.values) })
    }

    private static func normalize(_ model: ModelDefinition) -> ModelDefinition {
        var result = model
        result.description = nil
        result.renamedFrom = nil
        switch model.kind {
        case let .object(properties):
            result.kind = .object(properties.map { property in
                var copy = property
                copy.description = nil
                copy.renamedFrom = nil
                return copy
            }.sorted { $0.key < $1.key })
        case let .enum(enumModel):
            result.kind = .enum(EnumModel(rawType: enumModel.rawType, cases: enumModel.cases.map { enumCase in
                var copy = enumCase
                copy.description = nil
                copy.renamedFrom = nil
                return copy
            }.sorted { $0.value.description < $1.value.description }))
        case let .union(union):
            result.kind = .union(UnionModel(variants: union.variants.sorted { $0.name < $1.name }, discriminator: union.discriminator))
        }
        return result
    }

    private static func normalize(_ endpoint: Endpoint) -> Endpoint {
        var result = endpoint
        result.summary = nil
        result.description = nil
        result.renamedFrom = nil
        result.parameters = endpoint.parameters.map { parameter in
            var copy = parameter
            copy.description = nil
            copy.renamedFrom = nil
            if copy.location == .body { copy.name = "body" }
            return copy
        }.sorted { ($0.location.rawValue, $0.name) < ($1.location.rawValue, $1.name) }
        result.response?.description = nil
        if result.response == ResponseDefinition() { result.response = nil }
        result.errors = endpoint.errors.map { ErrorResponse(status: $0.status, type: $0.type) }
        return result
    }
}
