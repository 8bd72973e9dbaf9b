import Foundation

/// The validation rules of a property or parameter, decoded from the keys the native format writes flat next to
/// `type` (JSON Schema's own names): `pattern`, `minLength`, `maxLength`, `minItems`, `maxItems`, `uniqueItems`,
/// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (the exclusive bound itself) and `multipleOf`.
///
/// For an array-typed value `minItems`, `maxItems` and `uniqueItems` constrain the array; every other rule constrains
/// its elements. All rules are optional; a document without them decodes to ``none``.
public struct WireRules: Sendable, Equatable {
    /// An ECMA regular expression a string must match (searched, not anchored, as in JSON Schema).
    public var pattern: String?
    /// The least number of characters of a string.
    public var minLength: Int?
    /// The most characters of a string.
    public var maxLength: Int?
    /// The least number of elements of an array.
    public var minItems: Int?
    /// The most elements of an array.
    public var maxItems: Int?
    /// Whether an array's elements must differ.
    public var uniqueItems: Bool
    /// The inclusive lower bound of a number.
    public var minimum: Double?
    /// The inclusive upper bound of a number.
    public var maximum: Double?
    /// The exclusive lower bound of a number.
    public var exclusiveMinimum: Double?
    /// The exclusive upper bound of a number.
    public var exclusiveMaximum: Double?
    /// A number must be an integral multiple of this.
    public var multipleOf: Double?

    /// No rules.
    public static let none = WireRules()

    /// Creates rules; every rule defaults to absent.
    public init(
        pattern: String? = nil, minLength: Int? = nil, maxLength: Int? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        uniqueItems: Bool = false, minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil,
        exclusiveMaximum: Double? = nil, multipleOf: Double? = nil
    ) {
        self.pattern = pattern
        self.minLength = minLength
        self.maxLength = maxLength
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }

    /// The rule keys of the native format.
    enum Keys: String, CodingKey {
        case pattern, minLength, maxLength, minItems, maxItems, uniqueItems
        case minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf
    }

    /// Decodes the rules written flat in the object `decoder` reads (a property or parameter); `null` is absent.
    init(flatIn decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
        minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        minItems = try container.decodeIfPresent(Int.self, forKey: .minItems)
        maxItems = try container.decodeIfPresent(Int.self, forKey: .maxItems)
        uniqueItems = try container.decodeIfPresent(Bool.self, forKey: .uniqueItems) ?? false
        minimum = try container.decodeIfPresent(Double.self, forKey: .minimum)
        maximum = try container.decodeIfPresent(Double.self, forKey: .maximum)
        exclusiveMinimum = try container.decodeIfPresent(Double.self, forKey: .exclusiveMinimum)
        exclusiveMaximum = try container.decodeIfPresent(Double.self, forKey: .exclusiveMaximum)
        multipleOf = try container.decodeIfPresent(Double.self, forKey: .multipleOf)
        if let pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
            throw DecodingError.dataCorruptedError(forKey: .pattern, in: container, debugDescription: "the pattern \"\(pattern)\" is not a regular expression")
        }
    }

    /// Whether no rule is set.
    public var isEmpty: Bool { self == .none }

    /// The rules that constrain the elements of an array (everything but the item counts and uniqueness).
    var elementRules: WireRules {
        var rules = self
        rules.minItems = nil
        rules.maxItems = nil
        rules.uniqueItems = false
        return rules
    }

    /// Why `text` breaks the string rules (length, pattern), or `nil`.
    func stringProblem(_ text: String) -> String? {
        let length = text.count
        if let minLength, length < minLength { return "\"\(Self.shown(text))\" is shorter than minLength \(minLength)" }
        if let maxLength, length > maxLength { return "\"\(Self.shown(text))\" is longer than maxLength \(maxLength)" }
        if let pattern, let expression = try? NSRegularExpression(pattern: pattern),
           expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
            return "\"\(Self.shown(text))\" does not match the pattern \(pattern)"
        }
        return nil
    }

    /// Why `number` breaks the numeric rules (bounds, multipleOf), or `nil`.
    func numberProblem(_ number: Double) -> String? {
        let shown = Self.shown(number)
        if let minimum, number < minimum { return "\(shown) is less than the minimum \(Self.shown(minimum))" }
        if let maximum, number > maximum { return "\(shown) is greater than the maximum \(Self.shown(maximum))" }
        if let exclusiveMinimum, number <= exclusiveMinimum { return "\(shown) is not greater than exclusiveMinimum \(Self.shown(exclusiveMinimum))" }
        if let exclusiveMaximum, number >= exclusiveMaximum { return "\(shown) is not less than exclusiveMaximum \(Self.shown(exclusiveMaximum))" }
        if let multipleOf, multipleOf > 0 {
            let quotient = number / multipleOf
            if abs(quotient - quotient.rounded()) > 1e-9 { return "\(shown) is not a multiple of \(Self.shown(multipleOf))" }
        }
        return nil
    }

    /// Why an array of `count` elements (with `hasDuplicates`) breaks the array rules, or `nil`.
    func arrayProblem(count: Int, hasDuplicates: Bool) -> String? {
        if let minItems, count < minItems { return "has \(count) elements, fewer than minItems \(minItems)" }
        if let maxItems, count > maxItems { return "has \(count) elements, more than maxItems \(maxItems)" }
        if uniqueItems, hasDuplicates { return "has duplicate elements, but uniqueItems is set" }
        return nil
    }

    /// A number as it reads in messages (`3`, not `3.0`).
    static func shown(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// A string shortened for messages.
    private static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(37)) + "..." : text
    }
}

extension WireValidator {
    /// Checks a JSON value already checked against `type` against `rules`: item counts on arrays, string and number
    /// rules on scalars (on every element of an array).
    func checkRules(_ value: Any, _ type: WireType, _ rules: WireRules, _ path: String, _ violations: inout [WireViolation]) {
        guard !rules.isEmpty else { return }
        let node = WireJSONNode(value)
        switch node {
        case let .array(elements):
            let texts = elements.map { String(decoding: Self.serialize($0), as: UTF8.self) }
            if let problem = rules.arrayProblem(count: elements.count, hasDuplicates: Set(texts).count != texts.count) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
            let elementType: WireType = { if case let .array(element) = type { return element } else { return .json } }()
            for (index, element) in elements.enumerated() {
                checkRules(element, elementType, rules.elementRules, "\(Self.label(path))[\(index)]", &violations)
            }
        case let .string(text):
            if let problem = rules.stringProblem(text) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
        case let .number(number):
            if let problem = rules.numberProblem(number.double) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
        default:
            return
        }
    }

    /// Checks the text of a parameter or form field against `rules` (numbers by their value, other text by length and
    /// pattern).
    func checkTextRules(_ text: String, _ type: WireType, _ rules: WireRules, _ path: String, _ violations: inout [WireViolation]) {
        guard !rules.isEmpty else { return }
        if case let .scalar(scalar) = type, [.int32, .int64, .float, .double].contains(scalar) {
            if let number = Double(text), let problem = rules.numberProblem(number) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
            return
        }
        if let problem = rules.stringProblem(text) { violations.append(WireViolation("\(Self.label(path)): \(problem)")) }
    }
}
