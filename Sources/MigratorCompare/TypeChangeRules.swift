import MigratorModel

/// How a change of type affects clients: whether the Swift type stays the same, whether it only widens what a request
/// accepts, and which built-in conversion bridges old and new values.
struct TypeChangeRules {
    /// The comparison, for model kinds and renames.
    let state: ComparisonState

    /// Whether both types look the same on the wire (`int32` ↔ `int64`, `float` ↔ `double`), so nothing breaks.
    func sameSwiftType(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        TypeCompatibility.sameWireForm(state.mapped(oldType), newType)
    }

    /// Whether a request that sent the old type is still accepted when the new type is expected.
    func widens(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        TypeCompatibility.widens(state.mapped(oldType), newType) { isEnum($0, inNew: true) }
    }

    /// The built-in conversion between two types, if one exists (object-object when the models' members allow it).
    func builtin(_ oldType: TypeReference, _ newType: TypeReference) -> String? {
        let old = state.mapped(oldType)
        if let builtin = TypeCompatibility.builtin(old, newType, isEnum: { isEnum($0, inNew: true) }) { return builtin.rawValue }
        if case let .model(original) = oldType, case let .model(a) = old, case let .model(b) = newType, a != b,
           objectsConvertible(old: original, new: b) {
            return TypeCompatibility.Builtin.objectObject.rawValue
        }
        return nil
    }

    /// Whether a model (by new name when `inNew`, else old name) is an enum.
    private func isEnum(_ name: String, inNew: Bool) -> Bool {
        let model = inNew ? (state.newModel(name) ?? state.oldModel(name)) : state.oldModel(name)
        if case .enum = model?.kind { return true }
        return false
    }

    /// Whether two object models differ only by changes `migrate` handles: at least half of the old wire keys survive
    /// and every surviving key has an equal or built-in-convertible scalar type. (Added required keys are filled by
    /// `migrate` from defaults; renamed keys are reported as the models' own changes.)
    private func objectsConvertible(old oldName: String, new newName: String) -> Bool {
        guard let oldModel = state.oldModel(oldName), let newModel = state.newModel(newName),
              case let .object(oldProperties) = oldModel.kind, case let .object(newProperties) = newModel.kind else { return false }
        let newByKey = Dictionary(newProperties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let shared = oldProperties.compactMap { property in newByKey[property.key].map { (property, $0) } }
        guard !shared.isEmpty, shared.count * 2 >= oldProperties.count else { return false }
        return shared.allSatisfy { oldProperty, newProperty in
            TypeCompatibility.sameWireForm(state.mapped(oldProperty.type), newProperty.type)
                || TypeCompatibility.builtin(state.mapped(oldProperty.type), newProperty.type, isEnum: { isEnum($0, inNew: true) }) != nil
        }
    }
}
