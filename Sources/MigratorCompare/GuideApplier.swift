import MigratorModel
import MigratorRuntime

/// A guide that cannot be applied to a document: a path that names nothing, or a value of the wrong shape.
public struct GuideApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change's id.
    public var changeID: String
    /// What is wrong.
    public var reason: String

    /// `change <id>: <reason>`.
    public var description: String { "change \(changeID): \(reason)" }
}

/// Applies a migration guide to the old document, yielding the new one (documentation text and the order of named
/// elements aside): the completeness invariant that lets `migrate` work from the old document plus guides and chain them.
///
/// Every path is resolved against the untouched old document first; then model renames are applied everywhere
/// (types in the guide use new names), then member renames and updates, removals, and finally additions, whose
/// parents are found by their new paths.
public struct GuideApplier: Sendable {
    /// Creates an applier.
    public init() {}

    /// Where a change applies, as indices into the document.
    enum Target: Hashable {
        case document
        case authScheme(Int)
        case model(Int)
        case property(Int, Int)
        case enumCase(Int, Int)
        case variant(Int, Int)
        case endpoint(Int)
        case parameter(Int, Int)
        case response(Int)
        case errors(Int)
    }

    /// `document` with every change of `guide` applied.
    ///
    /// - Throws: ``GuideApplicationError`` naming the first change that does not fit the document.
    public func apply(_ guide: MigrationGuide, to document: APIDocument) throws -> APIDocument {
        var result = document
        let changes = guide.changes
        var targets: [String: Target] = [:]
        let positions = DocumentPositions(document)
        for change in changes where change.kind != .added {
            guard let path = change.old else { throw GuideApplicationError(changeID: change.id, reason: "a \(change.kind.rawValue) change needs an `old` path") }
            guard let target = Self.resolve(path, in: document, positions: positions) else {
                throw GuideApplicationError(changeID: change.id, reason: "\(path) names no element of the old document")
            }
            targets[change.id] = target
        }
        var modelRenames: [String: String] = [:]
        for change in changes where change.kind == .renamed && change.element == .model {
            guard case let .model(index)? = targets[change.id], let newName = change.after?["name"]?.stringValue else {
                throw GuideApplicationError(changeID: change.id, reason: "a model rename needs `after.name`")
            }
            modelRenames[document.models[index].name] = newName
        }
        if !modelRenames.isEmpty { result = Self.renamingModels(result, modelRenames) }
        for change in changes where change.kind == .renamed && change.element != .model {
            try applyRename(change, at: targets[change.id], to: &result)
        }
        for change in changes where change.kind == .updated {
            try applyUpdate(change, at: targets[change.id], to: &result)
        }
        for endpoint in result.endpoints.indices {
            for parameter in result.endpoints[endpoint].parameters.indices {
                result.endpoints[endpoint].parameters[parameter].normalizeStyle()
            }
        }
        try applyRemovals(changes.filter { $0.kind == .removed }, targets: targets, to: &result)
        var resultPositions = DocumentPositions(result)
        for change in changes where change.kind == .added {
            try applyAddition(change, to: &result, positions: &resultPositions)
        }
        result.service.name = guide.service
        result.service.version = guide.to
        return result
    }

    /// Whether an element path names an element of `document`.
    public static func resolves(_ path: String, in document: APIDocument) -> Bool {
        resolve(path, in: document, positions: DocumentPositions(document)) != nil
    }

    /// Whether an element path names an element of `document`, whose element `positions` the caller computed once.
    public static func resolves(_ path: String, in document: APIDocument, positions: DocumentPositions) -> Bool {
        resolve(path, in: document, positions: positions) != nil
    }

    /// Resolves an element path against a document (`positions` are the document's).
    static func resolve(_ path: String, in document: APIDocument, positions: DocumentPositions) -> Target? {
        let tokens = JSONPointer.tokens(of: path)
        switch tokens.count {
        case 1 where tokens[0] == "servers" || tokens[0] == "security":
            return .document
        case 2 where tokens[0] == "authSchemes":
            return positions.authSchemes[tokens[1]].map(Target.authScheme)
        case 2 where tokens[0] == "models":
            return positions.models[tokens[1]].map(Target.model)
        case 4 where tokens[0] == "models":
            guard let model = positions.models[tokens[1]] else { return nil }
            switch (tokens[2], document.models[model].kind) {
            case let ("properties", .object(properties)):
                return properties.firstIndex { $0.key == tokens[3] }.map { .property(model, $0) }
            case let ("cases", .enum(enumModel)):
                return enumModel.cases.firstIndex { $0.value.description == tokens[3] }.map { .enumCase(model, $0) }
            case let ("variants", .union(union)):
                return union.variants.firstIndex { $0.name == tokens[3] }.map { .variant(model, $0) }
            default:
                return nil
            }
        case 2 where tokens[0] == "endpoints":
            return positions.endpoints[tokens[1]].map(Target.endpoint)
        case 3 where tokens[0] == "endpoints" && (tokens[2] == "response" || tokens[2] == "errors"):
            guard let endpoint = positions.endpoints[tokens[1]] else { return nil }
            return tokens[2] == "response" ? .response(endpoint) : .errors(endpoint)
        case 5 where tokens[0] == "endpoints" && tokens[2] == "parameters":
            guard let endpoint = positions.endpoints[tokens[1]],
                  let location = ParameterLocation(rawValue: tokens[3]) else { return nil }
            return document.endpoints[endpoint].parameters.firstIndex {
                $0.location == location && (location == .body || $0.name == tokens[4])
            }.map { .parameter(endpoint, $0) }
        default:
            return nil
        }
    }

    /// The document with models renamed and every type reference following the renames (all at once, so swaps work).
    static func renamingModels(_ document: APIDocument, _ renames: [String: String]) -> APIDocument {
        func rename(_ type: TypeReference) -> TypeReference {
            switch type {
            case .scalar, .json: return type
            case let .array(element): return .array(rename(element))
            case let .dictionary(element): return .dictionary(rename(element))
            case let .model(name): return .model(renames[name] ?? name)
            }
        }
        var result = document
        for index in result.models.indices {
            result.models[index].name = renames[result.models[index].name] ?? result.models[index].name
            switch result.models[index].kind {
            case var .object(properties):
                for property in properties.indices { properties[property].type = rename(properties[property].type) }
                result.models[index].kind = .object(properties)
            case var .union(union):
                for variant in union.variants.indices {
                    let type = union.variants[variant].type
                    let renamedType = rename(type)
                    if union.variants[variant].name == UnionVariant.defaultName(for: type) {
                        union.variants[variant].name = UnionVariant.defaultName(for: renamedType)
                    }
                    union.variants[variant].type = renamedType
                }
                result.models[index].kind = .union(union)
            case .enum:
                break
            }
        }
        result.endpoints = result.endpoints.map { endpoint in
            var copy = endpoint
            copy.parameters = endpoint.parameters.map { parameter in
                var renamed = parameter
                renamed.type = rename(parameter.type)
                for index in renamed.alternatives.indices { renamed.alternatives[index].type = renamed.alternatives[index].type.map(rename) }
                return renamed
            }
            copy.response?.type = endpoint.response?.type.map(rename)
            copy.errors = endpoint.errors.map { ErrorResponse(status: $0.status, type: $0.type.map(rename), description: $0.description) }
            return copy
        }
        return result
    }
}

extension JSONValue {
    /// The string, when this is a string.
    var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The Boolean, when this is a Boolean.
    var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }
}
