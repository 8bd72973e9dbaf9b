import Foundation
import MigratorRuntime
import Yams

extension OpenAPINode {
    /// The deepest nesting ``jsonValue(depth:largeIntegers:)`` converts; deeper values are rejected, never recursed into.
    static let maximumValueDepth = 128

    /// The value of an integer node: a JSON integer, or a YAML scalar resolved as `int`. Floating-point numbers,
    /// even integral ones such as `3.0`, are not integers.
    var integer: OpenAPIInteger? {
        switch storage {
        case let .jsonNumber(number):
            guard !Self.isBoolean(number) else { return nil }
            switch Self.classify(number) {
            case let .integer(integer): return .value(integer)
            case let .bigInteger(text): return .outOfRange(text)
            case .double: return nil
            }
        case let .yamlScalar(scalar):
            guard Self.kind(ofYAML: scalar) == .number, Self.isYAMLInteger(scalar) else { return nil }
            // Yams' `Int.construct` traps on base-60 integers (`1:30`) beyond Int's range (B4); those are out of range.
            guard !scalar.overflowsYAMLInteger(as: Int.self) else { return .outOfRange(scalar.string) }
            return Int.construct(from: scalar).map(OpenAPIInteger.value) ?? .outOfRange(scalar.string)
        case .mapping, .sequence, .jsonString, .jsonNull:
            return nil
        }
    }

    /// The value of any number node as a `Double`.
    var number: Double? {
        switch storage {
        case let .jsonNumber(number): return Self.isBoolean(number) ? nil : number.doubleValue
        case let .yamlScalar(scalar):
            guard Self.kind(ofYAML: scalar) == .number else { return nil }
            return Double.construct(from: scalar) ?? Double(scalar.string)
        case .mapping, .sequence, .jsonString, .jsonNull:
            return nil
        }
    }

    /// The node as a ``JSONValue``, or `nil` when it nests deeper than ``maximumValueDepth``.
    ///
    /// Integral numbers (`3.0` too, as `JSONDecoder` reads them) become ``JSONValue/integer(_:)``; integers beyond
    /// the 64-bit range become ``JSONValue/number(_:)`` and their pointers are appended to `largeIntegers` so the
    /// caller can warn. Objects keep every member.
    func jsonValue(depth: Int = 0, largeIntegers: inout [String]) -> JSONValue? {
        guard depth <= Self.maximumValueDepth else { return nil }
        switch kind {
        case .null: return .null
        case .boolean: return bool.map(JSONValue.bool) ?? .null
        case .string: return .string(string ?? "")
        case .number:
            switch integer {
            case let .value(value)?: return .integer(value)
            case .outOfRange?:
                largeIntegers.append(pointer)
                return .number(number ?? 0)
            case nil:
                // JSON does not tell 3.0 from 3; like JSONDecoder, read an integral number as an integer.
                let value = number ?? 0
                if value.rounded() == value, let integral = Int(exactly: value) { return .integer(integral) }
                return .number(value)
            }
        case .array:
            var values: [JSONValue] = []
            for element in elements ?? [] {
                guard let value = element.jsonValue(depth: depth + 1, largeIntegers: &largeIntegers) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .object:
            var members: [String: JSONValue] = [:]
            for (key, member) in entries {
                guard let value = member.jsonValue(depth: depth + 1, largeIntegers: &largeIntegers) else { return nil }
                members[key] = value
            }
            return .object(members)
        }
    }

    /// Whether any integer directly held by this node (not its children) is beyond the 64-bit range.
    var isOutOfRangeInteger: Bool {
        if case .outOfRange? = integer { return true }
        return false
    }

    // MARK: - JSON numbers

    /// How `JSONSerialization` represented a number.
    enum JSONNumber {
        /// An integer within `Int`'s range.
        case integer(Int)
        /// An integer beyond it, as printed.
        case bigInteger(String)
        /// A floating-point number.
        case double(Double)
    }

    /// The class of `NSNumber` that `JSONSerialization` uses for `true` and `false`.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// Whether a number from `JSONSerialization` is a Boolean (`true`/`false`), not `1`/`0`.
    static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == booleanClass
    }

    /// The storage of a value returned by `JSONSerialization`, reached from the container at `parent` by `token`:
    /// containers wrapped (not converted) with their location, scalars typed.
    ///
    /// Containers are tested first: asking a container whether it is an `NSNumber` could bridge it to Foundation.
    static func storage(ofJSON value: Any, parent: OpenAPIPath?, token: Token?) -> Storage {
        if let string = value as? String { return .jsonString(string) }
        if let dictionary = value as? [String: Any] {
            return .mapping(OpenAPIMapping(json: dictionary, path: token.map { OpenAPIPath(parent: parent, token: $0) }))
        }
        if let array = value as? [Any] { return .sequence(OpenAPISequence(json: array, path: token.map { OpenAPIPath(parent: parent, token: $0) })) }
        if value is NSNull { return .jsonNull }
        if let number = value as? NSNumber { return .jsonNumber(number) }
        return .jsonNull
    }

    /// Classifies a non-Boolean number from `JSONSerialization` by its storage type.
    static func classify(_ number: NSNumber) -> JSONNumber {
        if number is NSDecimalNumber {
            let text = number.stringValue
            if text.contains(".") || text.contains("e") || text.contains("E") { return .double(number.doubleValue) }
            return Int(text).map(JSONNumber.integer) ?? .bigInteger(text)
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .integer(number.intValue)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            let value = number.uint64Value
            return value <= UInt64(Int.max) ? .integer(Int(value)) : .bigInteger(number.stringValue)
        default:
            return .double(number.doubleValue)
        }
    }
}
