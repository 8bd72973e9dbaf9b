import MigratorCompare
import MigratorModel
import MigratorNaming
import MigratorRuntime

/// A guide that does not fit the document (or the guide before it) it is applied to.
public struct GuideChainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The guide's position (1-based) or file.
    public var guide: String
    /// What is wrong.
    public var reason: String

    /// `guide: reason`.
    public var description: String { "\(guide): \(reason)" }
}

/// The versions a client migrates through: the old document, each guide, and the document after each guide, with
/// where every element of one version went in the next.
struct GuideChain {
    /// The documents: the old one first, then one per guide.
    var documents: [APIDocument]
    /// The guides, in order.
    var guides: [MigrationGuide]
    /// Element identities from each document to the next (`steps[k]` maps `documents[k]` to `documents[k + 1]`).
    var steps: [StepMap]

    /// Applies `guides` in order to `old`, checking that each starts at the version the previous one ended with.
    ///
    /// - Parameter names: how to name each guide in errors (file paths), in order.
    init(old: APIDocument, guides: [MigrationGuide], names: [String]) throws {
        documents = [old]
        self.guides = guides
        steps = []
        for (index, guide) in guides.enumerated() {
            let name = index < names.count ? names[index] : "guide \(index + 1)"
            let current = documents[documents.count - 1]
            guard guide.from == current.service.version else {
                throw GuideChainError(
                    guide: name,
                    reason: "the guide migrates from version \(guide.from), but the \(index == 0 ? "document" : "previous guide's result") is version \(current.service.version)"
                )
            }
            let next: APIDocument
            do {
                next = try GuideApplier().apply(guide, to: current)
            } catch let error as GuideApplicationError {
                throw GuideChainError(guide: name, reason: error.description)
            }
            steps.append(StepMap(guide: guide, before: current))
            documents.append(next)
        }
    }

    /// The newest document.
    var newest: APIDocument { documents[documents.count - 1] }
}

/// Where each element of one document is in the next, derived from a guide's renames, moves and removals.
struct StepMap {
    /// The version the guide migrates to.
    var version: String
    /// Model name → model name (absent: removed).
    var models: [String: String] = [:]
    /// Model name → wire key → wire key.
    var properties: [String: [String: String]] = [:]
    /// Model name → case value → case value.
    var cases: [String: [EnumValue: EnumValue]] = [:]
    /// Operation id → operation id.
    var endpoints: [String: String] = [:]
    /// Operation id → parameter key (`location:name`) → parameter key.
    var parameters: [String: [String: String]] = [:]
    /// The guide's changes by their `old` path.
    var changesByOldPath: [String: [Change]] = [:]
    /// The guide's additions by their `new` path.
    var additionsByNewPath: [String: Change] = [:]

    /// The key of a parameter within its endpoint: `location:name`, `body:body` for the body.
    static func parameterKey(_ parameter: Parameter) -> String {
        MigrationPlan.parameterKey(parameter)
    }

    /// Derives the map of `guide` applied to `before`.
    init(guide: MigrationGuide, before: APIDocument) {
        version = guide.to
        for change in guide.changes {
            if let old = change.old { changesByOldPath[old, default: []].append(change) }
            if change.kind == .added, let new = change.new { additionsByNewPath[new] = change }
        }
        func target(of path: String) -> String?? {
            guard let changes = changesByOldPath[path] else { return .some(nil) }
            if changes.contains(where: { $0.kind == .removed }) { return .none }
            if let moved = changes.first(where: { ($0.kind == .renamed || $0.aspect == .location) && $0.new != nil }) { return .some(moved.new) }
            return .some(nil)
        }
        func lastToken(_ path: String) -> String { JSONPointer.tokens(of: path).last ?? "" }
        for model in before.models {
            let path = ElementPath.model(model.name)
            guard case let .some(renamed) = target(of: path) else { continue }
            let newName = renamed.map(lastToken) ?? model.name
            models[model.name] = newName
            switch model.kind {
            case let .object(list):
                var map: [String: String] = [:]
                for property in list {
                    guard case let .some(moved) = target(of: ElementPath.property(property.key, in: model.name)) else { continue }
                    map[property.key] = moved.map(lastToken) ?? property.key
                }
                properties[model.name] = map
            case let .enum(enumModel):
                var map: [EnumValue: EnumValue] = [:]
                for enumCase in enumModel.cases {
                    let casePath = ElementPath.enumCase(enumCase.value, in: model.name)
                    guard case .some = target(of: casePath) else { continue }
                    let rename = changesByOldPath[casePath]?.first { $0.kind == .renamed }
                    let newValue = rename?.after?["value"].flatMap { try? $0.decode(as: EnumValue.self) }
                    map[enumCase.value] = newValue ?? enumCase.value
                }
                cases[model.name] = map
            case .union:
                break
            }
        }
        for endpoint in before.endpoints {
            let path = ElementPath.endpoint(endpoint.operationId)
            guard case let .some(renamed) = target(of: path) else { continue }
            endpoints[endpoint.operationId] = renamed.map(lastToken) ?? endpoint.operationId
            var map: [String: String] = [:]
            for parameter in endpoint.parameters {
                let parameterPath = ElementPath.parameter(parameter, in: endpoint.operationId)
                guard case let .some(moved) = target(of: parameterPath) else { continue }
                if let moved {
                    let tokens = JSONPointer.tokens(of: moved)
                    map[Self.parameterKey(parameter)] = tokens.count == 5 ? (tokens[3] == "body" ? "body:body" : "\(tokens[3]):\(tokens[4])") : Self.parameterKey(parameter)
                } else {
                    map[Self.parameterKey(parameter)] = Self.parameterKey(parameter)
                }
            }
            parameters[endpoint.operationId] = map
        }
    }
}
