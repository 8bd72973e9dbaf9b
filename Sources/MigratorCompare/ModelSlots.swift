import MigratorModel

/// The places that use each model of one document — a property of an object model, a variant of a union, a
/// parameter or the response of an endpoint — for the "used in the same place" evidence of model renames.
///
/// A model renamed and reshaped at once (`UeId` → `Device`, members renamed with it) shares few members with its new
/// self, but a reviewer still recognises it in the member that uses it: `CreateSession.ueId: UeId` became
/// `CreateSession.device: Device` at the same position, or `Order.address: Address` became `Order.address:
/// PostalAddress` under the same key.
struct ModelSlots {
    /// One use of a model.
    struct Slot: Hashable {
        /// The user: `model:<name>` or `endpoint:<operation id>`, both by the name the document gives it.
        var parent: String
        /// The member's key (`<location>/<name>` for parameters, `response` and `error/<status>` for bodies).
        var key: String
        /// The member's index among the parent's members (0 for bodies).
        var index: Int
        /// How the member's type wraps the model: `""` for the model itself, `"[]"` for an array of it, `"{}"` for a
        /// map of it, nested outermost first (`"[]{}"`).
        var wrapping: String = ""
    }

    /// Model name → the places that use it, in document order.
    private(set) var slots: [String: [Slot]] = [:]
    /// Parent → the keys of its members.
    private(set) var keys: [String: Set<String>] = [:]

    /// The uses in `document`.
    init(_ document: APIDocument) {
        for model in document.models {
            let parent = "model:" + model.name
            switch model.kind {
            case let .object(properties):
                keys[parent] = Set(properties.map(\.key))
                for (index, property) in properties.enumerated() { add(property.type, Slot(parent: parent, key: property.key, index: index)) }
            case let .union(union):
                keys[parent] = Set(union.variants.map(\.name))
                for (index, variant) in union.variants.enumerated() { add(variant.type, Slot(parent: parent, key: variant.name, index: index)) }
            case .enum:
                break
            }
        }
        for endpoint in document.endpoints {
            let parent = "endpoint:" + endpoint.operationId
            var members = Set<String>()
            for (index, parameter) in endpoint.parameters.enumerated() {
                let key = "\(parameter.location.rawValue)/\(parameter.name)"
                members.insert(key)
                add(parameter.type, Slot(parent: parent, key: key, index: index))
            }
            if let type = endpoint.response?.type { add(type, Slot(parent: parent, key: "response", index: 0)) }
            for error in endpoint.errors {
                if let type = error.type { add(type, Slot(parent: parent, key: "error/\(error.status)", index: 0)) }
            }
            keys[parent] = members.union(["response"])
        }
    }

    private mutating func add(_ type: TypeReference, _ slot: Slot) {
        var seen = Set<String>()
        func visit(_ type: TypeReference, _ wrapping: String) {
            switch type {
            case .scalar, .json: return
            case let .array(element): visit(element, wrapping + "[]")
            case let .dictionary(element): visit(element, wrapping + "{}")
            case let .model(name):
                guard seen.insert(name).inserted else { return }
                var slot = slot
                slot.wrapping = wrapping
                slots[name, default: []].append(slot)
            }
        }
        visit(type, "")
    }

    /// How strongly a removed model `oldModel` and an added model `newModel` are used in the same place of a parent
    /// that kept its name, or was renamed (`parents` maps old parent ids to new ones, from the renames found so far):
    /// The member must wrap both models alike (both directly, both as array items, …):
    /// 2 when the same member now uses the new model (the key kept, its type changed), 2.5 when either model is also
    /// named after that member (an inline schema: `createApplication_201_response` as the body of `createApplication`);
    /// 1 when a removed member and an added one at the same position use them, 1.5 when those members are also named
    /// after their types (`ueId: UeId` → `device: Device`); 0 otherwise.
    static func sameSlot(
        old: ModelSlots, new: ModelSlots, oldModel: String, newModel: String, parents: [String: String] = [:]
    ) -> (Double, String)? {
        guard let oldSlots = old.slots[oldModel], let newSlots = new.slots[newModel] else { return nil }
        var byParent: [String: [Slot]] = [:]
        for slot in oldSlots { byParent[parents[slot.parent] ?? slot.parent, default: []].append(slot) }
        var best: (Double, String)?
        for slot in newSlots {
            // A list of one model that became a single other model (or the reverse) is a reshaped member, not the
            // same model under a new name.
            for candidate in byParent[slot.parent] ?? [] where candidate.wrapping == slot.wrapping {
                var weight = 0.0
                var evidence = "used in the same place"
                if candidate.key == slot.key {
                    let namedAfter = isNamedAfter(newModel, slot) || isNamedAfter(oldModel, candidate)
                    weight = namedAfter ? 2.5 : 2
                    evidence = namedAfter ? "used by the same member it is named after" : "used by the same member"
                } else if candidate.index == slot.index, !(old.keys[candidate.parent]?.contains(slot.key) ?? true),
                          !(new.keys[slot.parent]?.contains(candidate.key) ?? true) {
                    let namedAfterTypes = (NameEvidence.between(candidate.key, oldModel)?.weight ?? 0) >= 2
                        && (NameEvidence.between(slot.key, newModel)?.weight ?? 0) >= 2
                    weight = namedAfterTypes ? 1.5 : 1
                }
                if weight > (best?.0 ?? 0) { best = (weight, evidence) }
            }
        }
        return best
    }

    /// Whether `model` is named after the parent that uses it in `slot`, as inline schemas are (`Pet_owner` for
    /// `Pet.owner`, `createPet_request` and `createPet_201_response` for the bodies of `createPet`).
    static func isNamedAfter(_ model: String, _ slot: Slot) -> Bool {
        guard let colon = slot.parent.firstIndex(of: ":") else { return false }
        let parent = slot.parent[slot.parent.index(after: colon)...]
        return model.count > parent.count + 1 && model.hasPrefix(parent) && model.dropFirst(parent.count).first == "_"
    }

    /// The parents of two documents' models and endpoints that keep their place under another name: the renamed
    /// models of `modelRenames` (old name → new name) and the endpoints whose operation id changed while their route
    /// (``ComparisonState/singularRoute(_:)``) stayed the same and is unique among the changed ones.
    static func renamedParents(modelRenames: [String: String], old: APIDocument, new: APIDocument) -> [String: String] {
        var parents: [String: String] = [:]
        for (oldName, newName) in modelRenames where oldName != newName { parents["model:" + oldName] = "model:" + newName }
        let oldIDs = Set(old.endpoints.map(\.operationId))
        let newIDs = Set(new.endpoints.map(\.operationId))
        var removedByRoute: [String: [String]] = [:]
        for endpoint in old.endpoints where !newIDs.contains(endpoint.operationId) {
            removedByRoute[ComparisonState.singularRoute(endpoint), default: []].append(endpoint.operationId)
        }
        var addedByRoute: [String: [String]] = [:]
        for endpoint in new.endpoints where !oldIDs.contains(endpoint.operationId) {
            addedByRoute[ComparisonState.singularRoute(endpoint), default: []].append(endpoint.operationId)
        }
        for (route, removed) in removedByRoute {
            guard removed.count == 1, let added = addedByRoute[route], added.count == 1 else { continue }
            parents["endpoint:" + removed[0]] = "endpoint:" + added[0]
        }
        return parents
    }
}

/// Rename evidence about two whole documents — the places that use each model, the release's term changes, name
/// relations of member keys — computed once, on first use: a comparison with nothing removed and added never pays
/// for it.
final class RenameContext {
    private let old: APIDocument
    private let new: APIDocument

    /// Prepares the evidence of two documents.
    init(old: APIDocument, new: APIDocument) {
        self.old = old
        self.new = new
    }

    /// Where the old document uses each model.
    private(set) lazy var oldSlots = ModelSlots(old)
    /// Where the new document uses each model.
    private(set) lazy var newSlots = ModelSlots(new)
    /// The release's term changes.
    private(set) lazy var systematic = SystematicRenames(old: old, new: new)
    /// The property renames the release makes in many models at once.
    private(set) lazy var parallel = ParallelMemberRenames(old: old, new: new)
    /// New body model name → the names of the other parameters of the new endpoints that send it (a property that left
    /// the body for the path or query, `ConfigurationSetName` → `/configuration-sets/{ConfigurationSetName}`).
    private(set) lazy var newBodyNeighbours = Self.bodyNeighbours(new)
    /// Old body model name → the names of the other parameters of the old endpoints that send it (a property that was
    /// already next to such a parameter did not just leave the body for it: `Comment.commentId` beside `{commentId}`).
    private(set) lazy var oldBodyNeighbours = Self.bodyNeighbours(old)

    /// The models each document names as the type of a model's member or of a path, query, header or cookie
    /// parameter: a request body model outside this set is an RPC call's request, not a resource
    /// (``ComparisonState/bodyParameterMoves(_:_:removed:added:)``).
    private(set) lazy var modelsUsedBeyondBodies = (old: Self.modelsUsedBeyondBodies(old), new: Self.modelsUsedBeyondBodies(new))

    /// The models `document` names as the type of a model's member or of a parameter other than a body.
    private static func modelsUsedBeyondBodies(_ document: APIDocument) -> Set<String> {
        var names = Set<String>()
        for model in document.models {
            for type in model.memberTypes { names.formUnion(type.referencedModels) }
        }
        for endpoint in document.endpoints {
            for parameter in endpoint.parameters where parameter.location != .body { names.formUnion(parameter.type.referencedModels) }
        }
        return names
    }

    /// Body model name → the names of the other parameters of the endpoints of `document` that send it.
    private static func bodyNeighbours(_ document: APIDocument) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for endpoint in document.endpoints {
            guard let body = endpoint.parameters.first(where: { $0.location == .body }), case let .model(model) = body.type else { continue }
            for parameter in endpoint.parameters where parameter.location != .body { names[model, default: []].insert(parameter.name) }
        }
        return names
    }

    /// The literal path segments each document's routes use (``PathMoves/segments(_:)``): a segment the other document
    /// no longer has names a resource the release renamed or retired.
    private(set) lazy var routeSegments = (
        old: Set(old.endpoints.flatMap(PathMoves.segments)), new: Set(new.endpoints.flatMap(PathMoves.segments))
    )
    /// The words of both documents' identifiers that split run-on operation ids (``vocabulary(old:new:)``).
    private(set) lazy var runOnVocabulary = Self.vocabulary(old: old, new: new)
    /// The route areas of each document (``SystematicRenames/routeAreas(of:)``) and their route shapes
    /// (``SystematicRenames/areaShapes(of:)``).
    private(set) lazy var routeAreas = (
        old: SystematicRenames.routeAreas(of: old), new: SystematicRenames.routeAreas(of: new),
        shapes: (old: SystematicRenames.areaShapes(of: old), new: SystematicRenames.areaShapes(of: new))
    )

    /// Whether one word replaced by another is one product retired next to a new one: both are route areas, the old one
    /// gone and the new one new, beside a kept sibling of the same route shape
    /// (``SystematicRenames/hasKeptSibling(_:_:in:)``: `/Messaging/Countries` → `/Trunking/Countries` next to the kept
    /// `/Voice/Countries`).
    func replacesAProduct(_ oldWord: String, _ newWord: String) -> Bool {
        let areas = routeAreas
        return areas.old.contains(oldWord) && !areas.new.contains(oldWord) && areas.new.contains(newWord) && !areas.old.contains(newWord)
            && SystematicRenames.hasKeptSibling(oldWord, newWord, in: areas.shapes)
    }

    /// Name relations of member keys already computed (model candidates compare the same keys many times).
    private var relations: [String: NameEvidence?] = [:]
    /// The list-wrapper items of old and new models already looked at (``ListWrapperModels/item(of:itemName:)``).
    private var wrapperItems: (old: [String: String?], new: [String: String?]) = ([:], [:])

    /// The item model `model` of the old (`old`) or new document wraps as a list wrapper, computed once per model.
    func wrapperItem(of model: ModelDefinition, old: Bool) -> String? {
        if let cached = old ? wrapperItems.old[model.name] : wrapperItems.new[model.name] { return cached }
        let item = ListWrapperModels.item(of: model) { type in
            if case let .model(name) = type { return name }
            return nil
        }
        if old { wrapperItems.old[model.name] = .some(item) } else { wrapperItems.new[model.name] = .some(item) }
        return item
    }

    /// ``NameEvidence/between(_:_:)``, cached.
    func relation(_ a: String, _ b: String) -> NameEvidence? {
        let key = a + "\u{0}" + b
        if let cached = relations[key] { return cached }
        let value = NameEvidence.between(a, b)
        relations[key] = value
        return value
    }
}
