import MigratorModel

/// How a change of type affects clients: whether the Swift type stays the same, whether it only widens what a request
/// accepts, and which built-in conversion bridges old and new values.
struct TypeChangeRules {
    /// The comparison, for model kinds and renames.
    let state: ComparisonState

    /// Built-in conversion names.
    enum Builtin {
        static let intString = "int-string"
        static let intDouble = "int-double"
        static let boolString = "bool-string"
        static let singleArray = "single-array"
        static let dateTimeUnixSeconds = "date-time-unix-seconds"
        static let dateDateTime = "date-date-time"
        static let enumString = "enum-string"
        static let objectObject = "object-object"
    }

    private static let integers: Set<ScalarType> = [.int32, .int64]
    private static let numbers: Set<ScalarType> = [.float, .double]

    /// Whether both types map to the same Swift type (`int32` ↔ `int64`, `float` ↔ `double`), so nothing breaks.
    func sameSwiftType(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        switch (state.mapped(oldType), newType) {
        case let (.scalar(a), .scalar(b)):
            return a == b || (Self.integers.contains(a) && Self.integers.contains(b)) || (Self.numbers.contains(a) && Self.numbers.contains(b))
        case let (.array(a), .array(b)), let (.dictionary(a), .dictionary(b)):
            return sameSwiftType(a, b)
        case let (a, b):
            return a == b
        }
    }

    /// Whether a request that sent the old type is still accepted when the new type is expected:
    /// int → string, int → double, a value → an array of it, an enum → string.
    func widens(_ oldType: TypeReference, _ newType: TypeReference) -> Bool {
        let old = state.mapped(oldType)
        switch (old, newType) {
        case let (.scalar(a), .scalar(.string)): return Self.integers.contains(a) || Self.numbers.contains(a) || a == .boolean
        case let (.scalar(a), .scalar(b)): return Self.integers.contains(a) && Self.numbers.contains(b)
        case let (.model(name), .scalar(.string)): return isEnum(name, inNew: true)
        case let (a, .array(b)): return sameSwiftType(a, b) || a == b
        default: return false
        }
    }

    /// The built-in conversion between two types, if one exists.
    func builtin(_ oldType: TypeReference, _ newType: TypeReference) -> String? {
        let old = state.mapped(oldType)
        switch (old, newType) {
        case let (.scalar(a), .scalar(b)):
            return scalarConversion(a, b) ?? scalarConversion(b, a)
        case let (.array(a), b) where sameSwiftType(a, b): return Builtin.singleArray
        case let (a, .array(b)) where sameSwiftType(a, b): return Builtin.singleArray
        case let (.model(name), .scalar(.string)) where isEnum(name, inNew: true): return Builtin.enumString
        case let (.scalar(.string), .model(name)) where isEnum(name, inNew: true): return Builtin.enumString
        case let (.model(a), .model(b)):
            guard case let .model(original) = oldType, a != b, objectsConvertible(old: original, new: b) else { return nil }
            return Builtin.objectObject
        default: return nil
        }
    }

    private func scalarConversion(_ a: ScalarType, _ b: ScalarType) -> String? {
        if Self.integers.contains(a), b == .string { return Builtin.intString }
        if Self.integers.contains(a), Self.numbers.contains(b) { return Builtin.intDouble }
        if a == .boolean, b == .string { return Builtin.boolString }
        if a == .dateTime, Self.integers.contains(b) { return Builtin.dateTimeUnixSeconds }
        if a == .date, b == .dateTime { return Builtin.dateDateTime }
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
            sameSwiftType(oldProperty.type, newProperty.type) || builtinWithoutObjects(oldProperty.type, newProperty.type) != nil
        }
    }

    /// `builtin` without recursing into object conversions (avoids cycles through recursive models).
    private func builtinWithoutObjects(_ oldType: TypeReference, _ newType: TypeReference) -> String? {
        if case .model = oldType, case .model = newType { return nil }
        return builtin(oldType, newType)
    }
}
