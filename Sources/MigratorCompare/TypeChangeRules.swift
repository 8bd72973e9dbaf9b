import MigratorModel

/// How a change of type affects clients: whether the Swift type stays the same, whether it only widens what a request
/// accepts, and which built-in conversion bridges old and new values.
///
/// It takes what it needs from the comparison, not the ``ComparisonState`` itself: a copy of the state would share the
/// state's change list, and every change added while the copy lived would copy the whole list (quadratic on large
/// documents: half of `compare` on QONECTIQ ×300).
struct TypeChangeRules {
    /// Old model name → new model name, for every model matched so far.
    private let modelMap: [String: String]
    /// The old document.
    private let old: APIDocument
    /// The new document.
    private let new: APIDocument
    /// Where the old document's models are.
    private let oldPositions: DocumentPositions
    /// Where the new document's models are.
    private let newPositions: DocumentPositions

    /// The rules for the comparison `state` as it stands.
    init(state: ComparisonState) {
        modelMap = state.modelMap
        old = state.old
        new = state.new
        oldPositions = state.oldPositions
        newPositions = state.newPositions
    }

    /// An old type with model names translated to the new document's names.
    private func mapped(_ type: TypeReference) -> TypeReference {
        type.renamingModels(modelMap)
    }

    /// An old model by name.
    private func oldModel(_ name: String) -> ModelDefinition? { oldPositions.models[name].map { old.models[$0] } }

    /// A new model by name.
    private func newModel(_ name: String) -> ModelDefinition? { newPositions.models[name].map { new.models[$0] } }

    /// Whether both types look the same on the wire (`int32` ↔ `int64`, `float` ↔ `double`), so nothing breaks.
    func sameSwiftType(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        TypeCompatibility.sameWireForm(mapped(oldType), newType)
    }

    /// Whether a request that sent the old type is still accepted when the new type is expected.
    func widens(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        TypeCompatibility.widens(mapped(oldType), newType) { isEnum($0, inNew: true) }
    }

    /// The built-in conversion between two types, if one exists (object-object when the models' members allow it).
    func builtin(_ oldType: TypeReference, _ newType: TypeReference) -> String? {
        let old = mapped(oldType)
        if let builtin = TypeCompatibility.builtin(old, newType, isEnum: { isEnum($0, inNew: true) }) { return builtin.rawValue }
        if case let .model(original) = oldType, case let .model(a) = old, case let .model(b) = newType, a != b,
           objectsConvertible(old: original, new: b) {
            return TypeCompatibility.Builtin.objectObject.rawValue
        }
        return nil
    }

    /// The member that carries a value between a scalar and an object (``TypeCompatibility/Builtin/objectMember``), by
    /// the names: the longer name is the shorter one plus the words of one member of the object, whose type is the
    /// scalar's. `artistName: string` → `artist: Artist` with `name: string` gives `name`; `ConsumedCapacityUnits:
    /// double` → `ConsumedCapacity` with `CapacityUnits: double` gives `CapacityUnits`; `status: Status` with `id:
    /// string` → `status_id: string` gives `id`. `nil` when no member, or more than one, fits: a person decides then.
    /// `oldName` and `newName` are the element's wire names; arrays and maps are matched element by element.
    ///
    /// `synthesizedIn` is where the object must be built from the one value while it has other required members
    /// without a default (`request` when the new object wraps the value, `response` when the old object did): there
    /// the other members would be made up, so a person decides.
    func objectMember(_ oldType: TypeReference, _ newType: TypeReference, oldName: String, newName: String) -> (key: String, synthesizedIn: Change.Usage?)? {
        switch (oldType, newType) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            return objectMember(x, y, oldName: oldName, newName: newName)
        case let (.model(name), _) where !isEnum(name, inNew: false):
            guard wrappable(newType), case let .object(properties)? = oldModel(name)?.kind,
                  let key = carrier(in: properties.map { ($0.key, mapped($0.type)) }, value: newType, shorter: oldName, longer: newName) else { return nil }
            return (key, othersRequired(properties, besides: key) ? .response : nil)
        case let (_, .model(name)) where !isEnum(name, inNew: true):
            guard wrappable(mapped(oldType)), case let .object(properties)? = newModel(name)?.kind,
                  let key = carrier(in: properties.map { ($0.key, $0.type) }, value: mapped(oldType), shorter: newName, longer: oldName) else { return nil }
            return (key, othersRequired(properties, besides: key) ? .request : nil)
        default:
            return nil
        }
    }

    /// The member of an envelope that holds the whole value (``TypeCompatibility/Builtin/objectMember`` without names):
    /// the new type is an object with exactly one member of the old type (`Order` → `OrderEnvelope {data: Order,
    /// requestId}`, `array<Order>` → `OrderPage {data: array<Order>, next}`), or the old type was an object with exactly
    /// one member of the new type (the envelope dropped). Only for values that are objects or lists and maps of values
    /// (a lone string or number in an object says too little), and not into arrays and maps element-wise.
    ///
    /// `synthesizedIn` is where the envelope must be built while it has other required members without a default
    /// (``objectMember(_:_:oldName:newName:)``).
    func envelope(_ oldType: TypeReference, _ newType: TypeReference) -> (key: String, synthesizedIn: Change.Usage?)? {
        /// Whether a value of `type` (new names) is more than a scalar or an enum.
        func substantial(_ type: TypeReference) -> Bool {
            switch type {
            case .scalar, .json: return false
            case .array, .dictionary: return true
            case let .model(name): return !isEnum(name, inNew: true)
            }
        }
        /// The one member of `properties` (types in new names) holding `value`.
        func holder(_ properties: [(key: String, type: TypeReference)], _ value: TypeReference) -> String? {
            let fitting = properties.filter { TypeCompatibility.sameWireForm($0.type, value) }
            return fitting.count == 1 ? fitting[0].key : nil
        }
        let oldValue = mapped(oldType)
        if case let .model(name) = newType, substantial(oldValue), case let .object(properties)? = newModel(name)?.kind,
           let key = holder(properties.map { ($0.key, $0.type) }, oldValue) {
            return (key, othersRequired(properties, besides: key) ? .request : nil)
        }
        if case let .model(name) = oldType, substantial(newType), case let .object(properties)? = oldModel(name)?.kind,
           let key = holder(properties.map { ($0.key, mapped($0.type)) }, newType) {
            return (key, othersRequired(properties, besides: key) ? .response : nil)
        }
        return nil
    }

    /// Words in the singular (`tagNames` → `tag name`, as `tags` → `tag`), so a list's name matches its items'.
    private func singular(_ words: [String]) -> [String] {
        words.map(NameEvidence.singular)
    }

    /// Whether an object has required members without a default besides `key`.
    private func othersRequired(_ properties: [Property], besides key: String) -> Bool {
        properties.contains { $0.key != key && $0.required && $0.defaultValue == nil }
    }

    /// Whether a type (new names) can travel inside an object member.
    private func wrappable(_ type: TypeReference) -> Bool {
        TypeCompatibility.wrappable(type) { isEnum($0, inNew: true) }
    }

    /// The one member among `members` (wire key, type in new names) of `value`'s type whose words end `longer`, when
    /// `longer` is `shorter` plus at least those extra words (plural and singular words count as the same).
    private func carrier(in members: [(key: String, type: TypeReference)], value: TypeReference, shorter: String, longer: String) -> String? {
        let short = singular(NameEvidence.words(shorter)), long = singular(NameEvidence.words(longer))
        guard !short.isEmpty, long.count > short.count, Array(long.prefix(short.count)) == short else { return nil }
        let extra = long.count - short.count
        let fitting = members.filter { member in
            let words = singular(NameEvidence.words(member.key))
            return words.count >= extra && words.count <= long.count && Array(long.suffix(words.count)) == words
                && TypeCompatibility.sameWireForm(member.type, value)
        }
        return fitting.count == 1 ? fitting[0].key : nil
    }

    /// Whether a model (by new name when `inNew`, else old name) is an enum.
    private func isEnum(_ name: String, inNew: Bool) -> Bool {
        let model = inNew ? (newModel(name) ?? oldModel(name)) : oldModel(name)
        if case .enum = model?.kind { return true }
        return false
    }

    /// Whether two object models differ only by changes `migrate` handles: at least half of the old wire keys survive
    /// and every surviving key has an equal or built-in-convertible scalar type. (Added required keys are filled by
    /// `migrate` from defaults; renamed keys are reported as the models' own changes.)
    private func objectsConvertible(old oldName: String, new newName: String) -> Bool {
        guard let oldModel = oldModel(oldName), let newModel = newModel(newName),
              case let .object(oldProperties) = oldModel.kind, case let .object(newProperties) = newModel.kind else { return false }
        let newByKey = Dictionary(newProperties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let shared = oldProperties.compactMap { property in newByKey[property.key].map { (property, $0) } }
        guard !shared.isEmpty, shared.count * 2 >= oldProperties.count else { return false }
        return shared.allSatisfy { oldProperty, newProperty in
            TypeCompatibility.sameWireForm(mapped(oldProperty.type), newProperty.type)
                || TypeCompatibility.builtin(mapped(oldProperty.type), newProperty.type, isEnum: { isEnum($0, inNew: true) }) != nil
        }
    }
}
