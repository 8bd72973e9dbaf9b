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
