import MigratorModel
import MigratorNaming

/// Maps document types to Swift: the interface type apps see, the wire type used for coding, and the
/// expressions converting between them.
///
/// The two differ only where a date is involved: `date` and `date-time` are `Date` in the interface and the
/// runtime's `ISO8601Date` / `ISO8601DateTime` on the wire, so each property is coded in its own format
/// whatever the decoder's date strategy. For example `array<date>` is `[Date]` and, on the wire, `[ISO8601Date]`.
struct TypeMapping {
    /// The document's Swift names.
    var names: SwiftNames

    /// The Swift type apps see, for example `[String: Pet]`.
    func swiftType(_ type: TypeReference) -> String {
        switch type {
        case let .scalar(scalar): return Self.swiftType(scalar)
        case .json: return Constants.Runtime.jsonValue
        case let .array(element): return "[\(swiftType(element))]"
        case let .dictionary(value): return "[String: \(swiftType(value))]"
        case let .model(name): return names.typeName(name)
        }
    }

    /// The Swift type apps see, optional when `optional` is true.
    func swiftType(_ type: TypeReference, optional: Bool) -> String {
        optional ? optionalType(swiftType(type)) : swiftType(type)
    }

    /// `T?`.
    func optionalType(_ type: String) -> String {
        type + "?"
    }

    /// The Swift type of a scalar.
    static func swiftType(_ scalar: ScalarType) -> String {
        switch scalar {
        case .string: return "String"
        case .int32, .int64: return "Int"
        case .float, .double: return "Double"
        case .boolean: return "Bool"
        case .date, .dateTime: return "Date"
        case .uuid: return "UUID"
        case .url: return "URL"
        case .binary: return "Data"
        }
    }

    /// Whether the wire type differs from the interface type.
    func needsConversion(_ type: TypeReference) -> Bool {
        switch type {
        case .scalar(.date), .scalar(.dateTime): return true
        case let .array(element), let .dictionary(element): return needsConversion(element)
        case .scalar, .json, .model: return false
        }
    }

    /// The Swift type used on the wire, for example `[ISO8601Date]`.
    func wireType(_ type: TypeReference) -> String {
        switch type {
        case .scalar(.date): return Constants.Runtime.date
        case .scalar(.dateTime): return Constants.Runtime.dateTime
        case let .array(element): return "[\(wireType(element))]"
        case let .dictionary(value): return "[String: \(wireType(value))]"
        default: return swiftType(type)
        }
    }

    /// Converts an interface value to its wire value; `optional` values are mapped through `Optional.map`.
    func toWire(_ value: Expression, _ type: TypeReference, optional: Bool = false) -> Expression {
        guard needsConversion(type) else { return value }
        if optional { return value.dot("map").call(trailingClosure: ClosureDescription(body: [.expression(toWire(.id("$0"), type))])) }
        switch type {
        case .scalar(.date): return Expression.id(Constants.Runtime.date).call(value)
        case .scalar(.dateTime): return Expression.id(Constants.Runtime.dateTime).call(value)
        case let .array(element):
            return value.dot("map").call(trailingClosure: ClosureDescription(body: [.expression(toWire(.id("$0"), element))]))
        case let .dictionary(element):
            return value.dot("mapValues").call(trailingClosure: ClosureDescription(body: [.expression(toWire(.id("$0"), element))]))
        default: return value
        }
    }

    /// Converts a wire value to its interface value; `optional` values are mapped through `Optional.map`.
    func fromWire(_ value: Expression, _ type: TypeReference, optional: Bool = false) -> Expression {
        guard needsConversion(type) else { return value }
        if optional { return value.dot("map").call(trailingClosure: ClosureDescription(body: [.expression(fromWire(.id("$0"), type))])) }
        switch type {
        case .scalar(.date), .scalar(.dateTime): return value.dot("value")
        case let .array(element):
            return value.dot("map").call(trailingClosure: ClosureDescription(body: [.expression(fromWire(.id("$0"), element))]))
        case let .dictionary(element):
            return value.dot("mapValues").call(trailingClosure: ClosureDescription(body: [.expression(fromWire(.id("$0"), element))]))
        default: return value
        }
    }
}
