import Foundation
import MigratorModel

/// The type a schema converts to, and whether `null` is allowed in its place.
struct OpenAPISchemaType: Hashable {
    /// The model type.
    var type: TypeReference
    /// Whether the schema allows `null` (3.0 `nullable`, 3.1 `"null"` in `type`, a `null` variant or enum value).
    var nullable: Bool

    /// Any JSON value.
    static let json = OpenAPISchemaType(type: .json, nullable: false)
}

/// The state of reading one OpenAPI document: diagnostics, `$ref` resolution, component names and the models made.
///
/// One instance reads one document, on one thread. Every cache is keyed by a component name or a JSON pointer, so
/// each shared schema is converted once however many places refer to it.
final class OpenAPIContext {
    /// The conversion state of a component schema.
    enum ComponentState {
        /// Being converted (a reference back to it is a cycle).
        case inProgress
        /// Converted.
        case done(OpenAPISchemaType)
    }

    /// The file name used in diagnostics.
    let file: String
    /// The document's root.
    let root: OpenAPINode
    /// Whether the document declares OpenAPI 3.1.
    var isVersion31 = false
    /// Everything found so far.
    private(set) var diagnostics = Diagnostics()
    /// Diagnostics already recorded (severity, pointer and message), so a shared node is reported once.
    private var reported: Set<String> = []

    /// `components/schemas`, when present and an object.
    var componentSchemas: OpenAPINode?
    /// The model name reserved for each component schema key.
    var componentNames: [String: String] = [:]
    /// The conversion state of each component schema key.
    var componentStates: [String: ComponentState] = [:]
    /// Whether each component schema (by key) becomes a model, decided before conversion.
    var componentIsModel: [String: Bool] = [:]
    /// The component schema keys being converted, innermost last (`$recursiveRef` targets).
    var componentStack: [String] = []
    /// Converted schemas by pointer: `$ref` targets and schemas inside `components`.
    var schemaCache: [String: OpenAPISchemaType] = [:]
    /// Schema conversions in progress (bounds the recursion, see ``maximumActiveConversions``).
    var activeConversions = 0
    /// Pointers of schemas being converted, to stop cycles through non-component schemas.
    var schemasInProgress: Set<String> = []
    /// Names declared in `components/securitySchemes`.
    var declaredSchemes: Set<String> = []
    /// Declared schemes that were read as auth schemes.
    var supportedSchemes: Set<String> = []
    /// Resolved `$ref` strings: the target, or the reason resolution failed.
    private var references: [String: Result<OpenAPINode, OpenAPIReferenceError>] = [:]

    /// The document's `$id`s and `$anchor`s, indexed when a reference first needs them.
    private(set) lazy var identifierIndex = OpenAPIIdentifierIndex(root: root)
    /// Names taken by models (and reserved for component schemas).
    private var usedNames: Set<String> = []
    /// Models in output order; `nil` slots belong to component schemas that are not models.
    private var modelSlots: [ModelDefinition?] = []
    /// The slot of each reserved component model name.
    private var componentSlots: [String: Int] = [:]
    /// The kind of every model made so far, by name.
    private(set) var modelKinds: [String: ModelDefinition.Kind] = [:]
    /// The names of inline models.
    private var inlineNames: Set<String> = []
    /// Inline models by content (name left empty), to reuse a structurally equal model.
    private var inlineModels: [ModelDefinition: String] = [:]

    /// Prepares to read `raw`.
    init(raw: RawDocument) {
        file = raw.file
        root = OpenAPINode(root: raw.tree)
    }

    // MARK: - Diagnostics

    /// Records a tolerated deviation at `pointer`.
    func warn(_ message: String, at pointer: String, site: StaticString = #fileID, line: UInt = #line) {
        guard reported.insert("w\u{0}\(pointer)\u{0}\(message)").inserted else { return }
        diagnostics.warning(message, at: SourceLocation(file: file, pointer: pointer), site: site, line: line)
    }

    /// Records a problem that makes the document unusable, at `pointer`.
    func error(_ message: String, at pointer: String) {
        guard reported.insert("e\u{0}\(pointer)\u{0}\(message)").inserted else { return }
        diagnostics.error(message, at: SourceLocation(file: file, pointer: pointer))
    }

    /// The string value of `node[key]`; warns (once per location) when the member exists but is not a string.
    func string(_ node: OpenAPINode, _ key: String) -> String? {
        guard let member = node[key] else { return nil }
        if let string = member.string { return string }
        if member.kind == .null { return nil }
        warn("\"\(key)\" should be a string, found \(member.kind.withArticle); ignored", at: member.pointer)
        return nil
    }

    /// The Boolean value of `node[key]`, `false` when absent; warns when the member is not a Boolean.
    func flag(_ node: OpenAPINode, _ key: String) -> Bool {
        guard let member = node[key] else { return false }
        if let bool = member.bool { return bool }
        warn("\"\(key)\" should be true or false, found \(member.kind.withArticle); ignored", at: member.pointer)
        return false
    }

    /// `node` when it is an object; otherwise warns that `what` must be an object and returns `nil`.
    func object(_ node: OpenAPINode?, _ what: String) -> OpenAPINode? {
        guard let node else { return nil }
        if node.isObject { return node }
        warn("\(what) should be an object, found \(node.kind.withArticle); ignored", at: node.pointer)
        return nil
    }

    // MARK: - References

    /// Resolves the `$ref` member of `node`: the target within this document, or `nil` after recording an error
    /// (external or dangling reference) or a warning (a `$ref` that is not a string).
    func resolveReference(of node: OpenAPINode) -> OpenAPINode? {
        guard let member = node["$ref"] else { return nil }
        guard let reference = member.string else {
            warn("\"$ref\" should be a string, found \(member.kind.withArticle); ignored", at: member.pointer)
            return nil
        }
        let result: Result<OpenAPINode, OpenAPIReferenceError>
        if let cached = references[reference] {
            result = cached
        } else {
            result = OpenAPIReferenceError.resolve(reference, in: root) { self.identifierIndex }
            references[reference] = result
        }
        switch result {
        case let .success(target): return target
        case let .failure(failure):
            error(failure.message(for: reference), at: member.pointer)
            return nil
        }
    }

    /// Follows a chain of `$ref`s from `node` (parameters, responses, request bodies, path items, security schemes)
    /// to the first node without one; `nil` after an error or on a cycle.
    func dereference(_ node: OpenAPINode) -> OpenAPINode? {
        var current = node
        var visited: Set<String> = []
        while current.has("$ref") {
            guard visited.insert(current.pointer).inserted else {
                error("circular $ref: following references from here comes back to \(current.pointer)", at: node.pointer)
                return nil
            }
            guard let target = resolveReference(of: current) else { return nil }
            current = target
        }
        return current
    }

    // MARK: - Models

    /// Reserves the model name of every component schema, in document order, so inline models never take them.
    func reserveComponentNames(_ schemas: OpenAPINode) {
        for key in schemas.keys {
            let name = OpenAPINaming.uniqueName(OpenAPINaming.sanitize(key), in: &usedNames)
            if !OpenAPINaming.isValidComponentKey(key) {
                warn(
                    "component key \"\(key)\" has characters outside A-Z a-z 0-9 . - _; its model is named \"\(name)\"",
                    at: schemas.pointer + "/" + JSONPointer.escape(key)
                )
            }
            componentNames[key] = name
            componentSlots[name] = modelSlots.count
            modelSlots.append(nil)
        }
    }

    /// Adds a model named by `name`: a component's reserved name, or (inline) the name of a structurally equal model
    /// made before, or a new unique name derived from the hint. Returns the model's name.
    func addModel(_ kind: ModelDefinition.Kind, name: OpenAPIModelName) -> String {
        let metadata = modelMetadata(name)
        if name.isComponent {
            let model = ModelDefinition(
                name: name.base, kind: kind, description: metadata.description, deprecated: metadata.deprecated,
                renamedFrom: metadata.renamedFrom
            )
            if let slot = componentSlots[name.base], modelSlots[slot] == nil {
                modelSlots[slot] = model
            } else {
                modelSlots.append(model)
            }
            modelKinds[name.base] = kind
            return name.base
        }
        let content = ModelDefinition(name: "", kind: kind)
        if let existing = inlineModels[content] { return existing }
        let unique = OpenAPINaming.uniqueName(OpenAPINaming.sanitize(name.base), in: &usedNames)
        inlineModels[content] = unique
        inlineNames.insert(unique)
        modelSlots.append(ModelDefinition(name: unique, kind: kind))
        modelKinds[unique] = kind
        return unique
    }

    /// The models to output: component models in document order, then inline models in the order first met.
    ///
    /// Inline models nothing refers to (directly, or through the components and `endpoints`) are left out: they were
    /// made for a type that was then replaced, such as an object query parameter read as a string.
    func outputModels(endpoints: [Endpoint]) -> [ModelDefinition] {
        let all = modelSlots.compactMap { $0 }
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reachable: Set<String> = []
        var pending: [String] = []
        /// Marks the models `type` names as reachable, to be visited.
        func visit(_ type: TypeReference?) {
            for name in type?.referencedModels ?? [] where reachable.insert(name).inserted { pending.append(name) }
        }
        for model in all where !inlineNames.contains(model.name) && reachable.insert(model.name).inserted {
            pending.append(model.name)
        }
        for endpoint in endpoints {
            endpoint.parameters.forEach { parameter in
                visit(parameter.type)
                parameter.alternatives.forEach { visit($0.type) }
            }
            visit(endpoint.response?.type)
            endpoint.errors.forEach { visit($0.type) }
        }
        while let name = pending.popLast() {
            switch byName[name]?.kind {
            case let .object(properties)?: properties.forEach { visit($0.type) }
            case let .union(union)?: union.variants.forEach { visit($0.type) }
            case .enum?, nil: break
            }
        }
        return all.filter { reachable.contains($0.name) }
    }

    /// The description, deprecation and rename hint of a component model, from the first source that has each.
    private func modelMetadata(_ name: OpenAPIModelName) -> (description: String?, deprecated: Bool, renamedFrom: String?) {
        var description: String?
        var deprecated = false
        var renamedFrom: String?
        for source in name.metadataSources {
            description = description ?? source["description"]?.nonEmptyString
            deprecated = deprecated || flag(source, "deprecated")
            renamedFrom = renamedFrom ?? string(source, OpenAPIKeys.renamedFrom)
        }
        return (description, deprecated, renamedFrom)
    }
}
