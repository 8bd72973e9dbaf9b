import MigratorGenerator
import MigratorModel

/// Decides how values convert between an old (interface) type and a new (wire) type, both in interface names.
struct ConversionChooser {
    /// The interface document, for model kinds.
    let interface: APIDocument
    /// The newest wire document (interface names), for the wire shape of object models.
    let wire: APIDocument

    private static let integers: Set<ScalarType> = [.int32, .int64]
    private static let numbers: Set<ScalarType> = [.float, .double]
    private static let dates: Set<ScalarType> = [.date, .dateTime]

    /// The conversion from `old` to `new`, using a guide's Swift closures (the last among `changes`) when no built-in fits.
    func conversion(from old: TypeReference, to new: TypeReference, changes: [Change]) -> ConversionPlan {
        if sameSwiftType(old, new) { return .none }
        if let builtin = builtin(old, new) { return .builtin(builtin) }
        if let bridge = objectBridge(old, new) { return bridge }
        if let convert = changes.last(where: { $0.convert?.toNew != nil && $0.convert?.toOld != nil })?.convert,
           let toNew = convert.toNew, let toOld = convert.toOld {
            return .closures(toNew: toNew, toOld: toOld)
        }
        return .unconvertible
    }

    /// A bridge between two object models (inside matching arrays and maps) whose wire keys can be paired: equal keys,
    /// or equal type and description; at least half of the old model's keys must pair up.
    func objectBridge(_ old: TypeReference, _ new: TypeReference) -> ConversionPlan? {
        switch (old, new) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            return objectBridge(x, y)
        case let (.model(a), .model(b)) where a != b:
            let source = wire.model(named: a) ?? interface.model(named: a)
            guard case let .object(oldProperties)? = source?.kind, case let .object(newProperties)? = wire.model(named: b)?.kind else { return nil }
            var renamed: [String: String] = [:]
            var paired = 0
            var available = newProperties
            for property in oldProperties {
                if let index = available.firstIndex(where: { $0.key == property.key }) {
                    available.remove(at: index)
                    paired += 1
                } else if let index = available.firstIndex(where: {
                    sameSwiftType($0.type, property.type) && $0.description != nil && $0.description == property.description
                }) {
                    renamed[property.key] = available[index].key
                    available.remove(at: index)
                    paired += 1
                }
            }
            guard paired * 2 >= oldProperties.count, paired > 0 else { return nil }
            return .objectBridge(old: a, renamedKeys: renamed)
        default:
            return nil
        }
    }

    /// Whether both types are the same Swift type (`int32`/`int64`, `float`/`double`, `date`/`date-time`, same model).
    func sameSwiftType(_ a: TypeReference, _ b: TypeReference) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)):
            return x == y || (Self.integers.contains(x) && Self.integers.contains(y))
                || (Self.numbers.contains(x) && Self.numbers.contains(y)) || (Self.dates.contains(x) && Self.dates.contains(y))
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)): return sameSwiftType(x, y)
        default: return a == b
        }
    }

    /// The built-in conversion between two types, applied element-wise inside matching arrays and maps.
    func builtin(_ old: TypeReference, _ new: TypeReference) -> String? {
        switch (old, new) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            return builtin(x, y)
        case let (x, .array(y)) where sameSwiftType(x, y):
            return "single-array"
        case let (.array(x), y) where sameSwiftType(x, y):
            return "single-array"
        case let (.scalar(x), .scalar(y)):
            return scalarBuiltin(x, y) ?? scalarBuiltin(y, x)
        case let (.model(name), .scalar(.string)) where isEnum(name), let (.scalar(.string), .model(name)) where isEnum(name):
            return "enum-string"
        default:
            return nil
        }
    }

    private func scalarBuiltin(_ x: ScalarType, _ y: ScalarType) -> String? {
        if Self.integers.contains(x), y == .string { return "int-string" }
        if Self.integers.contains(x), Self.numbers.contains(y) { return "int-double" }
        if x == .boolean, y == .string { return "bool-string" }
        if Self.dates.contains(x), Self.integers.contains(y) { return "date-time-unix-seconds" }
        return nil
    }

    private func isEnum(_ name: String) -> Bool {
        if case .enum = interface.model(named: name)?.kind { return true }
        return false
    }
}
