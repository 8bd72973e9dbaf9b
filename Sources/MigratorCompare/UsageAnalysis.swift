import MigratorModel

/// Where each model's values travel: in requests (endpoint parameters and bodies), in responses (success and
/// error bodies), found transitively through properties, arrays and maps.
public struct UsageAnalysis: Sendable {
    /// Model name → usages.
    public private(set) var usage: [String: Set<Change.Usage>] = [:]

    /// Analyses `document`.
    public init(document: APIDocument) {
        let models = Dictionary(document.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var requestRoots: [String] = []
        var responseRoots: [String] = []
        for endpoint in document.endpoints {
            for parameter in endpoint.parameters {
                requestRoots += parameter.type.referencedModels + parameter.alternatives.flatMap { $0.type?.referencedModels ?? [] }
            }
            if let type = endpoint.response?.type { responseRoots += type.referencedModels }
            for error in endpoint.errors { responseRoots += error.type?.referencedModels ?? [] }
        }
        mark(requestRoots, as: .request, models: models)
        mark(responseRoots, as: .response, models: models)
    }

    private mutating func mark(_ roots: [String], as kind: Change.Usage, models: [String: ModelDefinition]) {
        var pending = roots
        while let name = pending.popLast() {
            guard usage[name, default: []].insert(kind).inserted, let model = models[name] else { continue }
            for type in model.memberTypes { pending += type.referencedModels }
        }
    }

    /// The usages of a model, sorted (empty when no endpoint reaches it).
    public func usages(of model: String) -> [Change.Usage] {
        usage[model, default: []].sorted()
    }

    /// Whether a model's values are sent in requests.
    public func inRequests(_ model: String) -> Bool { usage[model]?.contains(.request) ?? false }

    /// Whether a model's values are received in responses.
    public func inResponses(_ model: String) -> Bool { usage[model]?.contains(.response) ?? false }
}
