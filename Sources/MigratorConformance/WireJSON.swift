import Foundation

/// One level of a JSON value given as `Any` (from `JSONSerialization`, or Swift literals such as `["id": 1]`),
/// with Booleans told apart from numbers and integers from fractional numbers.
enum WireJSONNode {
    case null
    case bool(Bool)
    case number(WireJSONNumber)
    case string(String)
    case array([Any])
    case object([String: Any])
    /// Not a JSON value; the payload names the Swift type.
    case unsupported(String)

    init(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first {
                self = WireJSONNode(wrapped.value)
            } else {
                self = .null
            }
            return
        }
        // Containers first: asking a Swift array or dictionary whether it is an `NSNull` or an `NSNumber` bridges it, and
        // all it holds, to Foundation.
        if let array = value as? [Any] {
            self = .array(array)
        } else if let object = value as? [String: Any] {
            self = .object(object)
        } else if value is NSNull {
            self = .null
        } else if type(of: value) == Bool.self, let flag = value as? Bool {
            self = .bool(flag)
        } else if let text = value as? String {
            self = .string(text)
        } else if let number = value as? NSNumber {
            // JSONSerialization returns Booleans as `__NSCFBoolean` (Linux and Darwin alike).
            if String(describing: type(of: number)).contains("Boolean") {
                self = .bool(number.boolValue)
            } else {
                self = .number(WireJSONNumber(number))
            }
        } else if let array = value as? [Any] {
            self = .array(array)
        } else if let object = value as? [String: Any] {
            self = .object(object)
        } else if let object = value as? [AnyHashable: Any] {
            var converted: [String: Any] = [:]
            for (key, member) in object {
                guard let name = key.base as? String else {
                    self = .unsupported("a dictionary with \(type(of: key.base)) keys")
                    return
                }
                converted[name] = member
            }
            self = .object(converted)
        } else {
            self = .unsupported(String(describing: type(of: value)))
        }
    }

    /// A short description for messages: `"abc"`, `42`, `true`, `null`, `an array`, `an object`.
    var summary: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return number.text
        case let .string(text):
            let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
            return "\"\(shown)\""
        case let .array(elements): return "an array of \(elements.count)"
        case .object: return "an object"
        case let .unsupported(typeName): return "a non-JSON value of type \(typeName)"
        }
    }
}

/// A JSON number, with whether it was written (or typed) as an integer.
struct WireJSONNumber {
    /// The value as an `Int64`, when it is integral and in range.
    var integer: Int64?
    /// The value as a `Double`.
    var double: Double
    /// Whether the number has a fractional part (or came as a floating-point type with a fraction).
    var isIntegral: Bool
    /// How the number reads, for messages.
    var text: String

    init(_ number: NSNumber) {
        let objCType = String(cString: number.objCType)
        double = number.doubleValue
        switch objCType {
        case "d", "f":
            isIntegral = double.isFinite && double.rounded(.towardZero) == double
            integer = isIntegral && abs(double) < 9.2e18 ? Int64(double) : nil
            text = number.description
        case "Q":
            isIntegral = true
            integer = number.uint64Value <= UInt64(Int64.max) ? Int64(number.uint64Value) : nil
            text = String(number.uint64Value)
        default:
            isIntegral = true
            integer = number.int64Value
            text = String(number.int64Value)
        }
    }
}

/// Percent-decoding and splitting of `application/x-www-form-urlencoded` text and URL queries.
enum WireURLText {
    /// `name=value` pairs of a query or form text, decoded; `plusIsSpace` for form bodies.
    /// Returns `nil` names/values for invalid percent-encoding (reported by the caller with the raw text).
    static func pairs(_ text: String, plusIsSpace: Bool) -> [(name: String, value: String, raw: String, isValid: Bool)] {
        var result: [(name: String, value: String, raw: String, isValid: Bool)] = []
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            let raw = String(part)
            let name: Substring
            let value: Substring
            if let equals = part.firstIndex(of: "=") {
                name = part[..<equals]
                value = part[part.index(after: equals)...]
            } else {
                name = part
                value = ""
            }
            let decodedName = decode(String(name), plusIsSpace: plusIsSpace)
            let decodedValue = decode(String(value), plusIsSpace: plusIsSpace)
            result.append((decodedName ?? String(name), decodedValue ?? String(value), raw, decodedName != nil && decodedValue != nil))
        }
        return result
    }

    /// Percent-decodes `text` (`+` as a space when `plusIsSpace`); `nil` when the escapes are invalid.
    static func decode(_ text: String, plusIsSpace: Bool) -> String? {
        let prepared = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : text
        if !prepared.contains("%") { return prepared }
        return prepared.removingPercentEncoding
    }
}
