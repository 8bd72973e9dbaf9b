import MigratorModel

/// Who a change reaches: the endpoints (operation ids) whose requests or responses contain a model, transitively
/// through properties, union variants, arrays and maps, and the model members (`Order.customer`) whose type refers to
/// it directly.
///
/// For example, when `Order.customer` has type `Customer` and `getOrder` returns an `Order`, a change to
/// `Customer.email` affects `Order.customer` and `getOrder`.
public struct AffectsAnalysis: Sendable {
    /// Model name → the operation ids whose requests or responses reach it, sorted.
    private var endpointsByModel: [String: [String]] = [:]
    /// Model name → the members (`Model.key`, `Union.variant`) whose type refers to it, sorted.
    private var membersByModel: [String: [String]] = [:]
    /// Auth scheme name → the operation ids that accept it, sorted.
    private var endpointsByScheme: [String: [String]] = [:]
    /// The operation ids of endpoints without their own security requirement, sorted.
    private var endpointsWithDefaultSecurity: [String] = []
    /// Every operation id, sorted.
    private var allEndpoints: [String] = []

    /// Analyses `document`.
    public init(document: APIDocument) {
        // Each model's directly referenced models, worked out once (the walks below visit a model once per endpoint).
        var children: [String: [String]] = [:]
        for model in document.models where children[model.name] == nil {
            children[model.name] = model.memberTypes.flatMap(\.referencedModels)
        }
        var endpoints: [String: Set<String>] = [:]
        var reached: Set<String> = []
        for endpoint in document.endpoints {
            var roots = endpoint.parameters.flatMap { $0.type.referencedModels + $0.alternatives.flatMap { $0.type?.referencedModels ?? [] } }
            roots += endpoint.response?.type?.referencedModels ?? []
            roots += endpoint.errors.flatMap { $0.type?.referencedModels ?? [] }
            reached.removeAll(keepingCapacity: true)
            while let name = roots.popLast() {
                guard reached.insert(name).inserted else { continue }
                endpoints[name, default: []].insert(endpoint.operationId)
                if let next = children[name] { roots += next }
            }
        }
        endpointsByModel = endpoints.mapValues { $0.sorted() }
        var members: [String: Set<String>] = [:]
        for model in document.models {
            switch model.kind {
            case let .object(properties):
                for property in properties {
                    for name in property.type.referencedModels { members[name, default: []].insert("\(model.name).\(property.key)") }
                }
            case let .union(union):
                for variant in union.variants {
                    for name in variant.type.referencedModels { members[name, default: []].insert("\(model.name).\(variant.name)") }
                }
            case .enum:
                break
            }
        }
        membersByModel = members.mapValues { $0.sorted() }
        var schemes: [String: Set<String>] = [:]
        for endpoint in document.endpoints {
            for scheme in endpoint.security ?? document.security { schemes[scheme, default: []].insert(endpoint.operationId) }
        }
        endpointsByScheme = schemes.mapValues { $0.sorted() }
        endpointsWithDefaultSecurity = document.endpoints.filter { $0.security == nil }.map(\.operationId).sorted()
        allEndpoints = document.endpoints.map(\.operationId).sorted()
    }

    /// What the element at `path` (a guide element path in the analysed document) reaches: the operation ids and the
    /// model members, each sorted; the element itself is not listed.
    public func affects(path: String) -> (endpoints: [String], members: [String]) {
        let tokens = JSONPointer.tokens(of: path)
        guard let first = tokens.first else { return ([], []) }
        switch first {
        case "models" where tokens.count >= 2:
            return (endpointsByModel[tokens[1], default: []], membersByModel[tokens[1], default: []])
        case "endpoints" where tokens.count >= 2:
            return ([tokens[1]], [])
        case "authSchemes" where tokens.count >= 2:
            return (endpointsByScheme[tokens[1], default: []], [])
        case "security":
            return (endpointsWithDefaultSecurity, [])
        case "servers":
            return (allEndpoints, [])
        default:
            return ([], [])
        }
    }

    /// The changes with their ``Change/affects`` and ``Change/affectedMembers``: an element present in the old
    /// document is looked up there (what old clients use), an added one in the new document. Empty lists are left out.
    static func annotate(_ changes: [Change], old: AffectsAnalysis, new: AffectsAnalysis) -> [Change] {
        changes.map { change in
            var change = change
            let found: (endpoints: [String], members: [String])
            if let path = change.old {
                found = old.affects(path: path)
            } else if let path = change.new {
                found = new.affects(path: path)
            } else {
                found = ([], [])
            }
            change.affects = found.endpoints.isEmpty ? nil : found.endpoints
            change.affectedMembers = found.members.isEmpty ? nil : found.members
            return change
        }
    }
}
