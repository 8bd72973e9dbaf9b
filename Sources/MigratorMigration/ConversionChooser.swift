import MigratorGenerator
import MigratorModel

/// Decides how values convert between an old (interface) type and a new (wire) type, both in interface names.
struct ConversionChooser {
    /// The interface document, for model kinds.
    let interface: APIDocument

    private static let integers: Set<ScalarType> = [.int32, .int64]
    private static let numbers: Set<ScalarType> = [.float, .double]
    private static let dates: Set<ScalarType> = [.date, .dateTime]

    /// The conversion from `old` to `new`, using a guide's Swift closures (the last among `changes`) when no built-in fits.
    func conversion(from old: TypeReference, to new: TypeReference, changes: [Change]) -> ConversionPlan {
        if sameSwiftType(old, new) { return .none }
        if let builtin = builtin(old, new) { return .builtin(builtin) }
        if let convert = changes.last(where: { $0.convert?.toNew != nil && $0.convert?.toOld != nil })?.convert,
           let toNew = convert.toNew, let toOld = convert.toOld {
            return .closures(toNew: toNew, toOld: toOld)
        }
        return .unconvertible
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
