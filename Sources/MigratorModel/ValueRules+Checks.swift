import Foundation

extension ValueRules {
    /// One rule that makes no sense: which key and why.
    public struct Problem: Hashable, Sendable {
        /// The offending rule's key.
        public var key: Key
        /// What is wrong, for a diagnostic.
        public var message: String
    }

    /// The rules that contradict themselves or JSON Schema: negative lengths or counts, a minimum above its maximum,
    /// a `multipleOf` that is not greater than zero, and a `pattern` that is not a regular expression.
    ///
    /// The pattern is checked with `NSRegularExpression` (ICU syntax), which accepts the ECMA-262 expressions API
    /// descriptions use.
    public var problems: [Problem] {
        var result: [Problem] = []
        for (key, value) in [(Key.minLength, minLength), (.maxLength, maxLength), (.minItems, minItems), (.maxItems, maxItems)] {
            if let value, value < 0 { result.append(Problem(key: key, message: "\(key.rawValue) \(value) is negative")) }
        }
        if let minLength, let maxLength, minLength >= 0, minLength > maxLength {
            result.append(Problem(key: .minLength, message: "minLength \(minLength) is greater than maxLength \(maxLength)"))
        }
        if let minItems, let maxItems, minItems >= 0, minItems > maxItems {
            result.append(Problem(key: .minItems, message: "minItems \(minItems) is greater than maxItems \(maxItems)"))
        }
        let lower = [(Key.minimum, minimum), (.exclusiveMinimum, exclusiveMinimum)]
        let upper = [(Key.maximum, maximum), (.exclusiveMaximum, exclusiveMaximum)]
        for (lowKey, low) in lower {
            for (highKey, high) in upper {
                guard let low, let high else { continue }
                let inclusive = lowKey == .minimum && highKey == .maximum
                if inclusive ? low > high : low >= high {
                    result.append(Problem(key: lowKey, message: "\(lowKey.rawValue) \(low) and \(highKey.rawValue) \(high) leave no allowed value"))
                }
            }
        }
        if let multipleOf, multipleOf.doubleValue <= 0 || !multipleOf.doubleValue.isFinite {
            result.append(Problem(key: .multipleOf, message: "multipleOf \(multipleOf) must be greater than zero"))
        }
        if let pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
            result.append(Problem(key: .pattern, message: "pattern \"\(pattern)\" is not a valid regular expression"))
        }
        return result
    }

    /// These rules without the keys in `keys`.
    public func removing(_ keys: Set<Key>) -> ValueRules {
        var result = self
        for key in keys {
            switch key {
            case .pattern: result.pattern = nil
            case .minLength: result.minLength = nil
            case .maxLength: result.maxLength = nil
            case .minItems: result.minItems = nil
            case .maxItems: result.maxItems = nil
            case .uniqueItems: result.uniqueItems = false
            case .minimum: result.minimum = nil
            case .maximum: result.maximum = nil
            case .exclusiveMinimum: result.exclusiveMinimum = nil
            case .exclusiveMaximum: result.exclusiveMaximum = nil
            case .multipleOf: result.multipleOf = nil
            }
        }
        return result
    }

    /// The rules in words for documentation, or `nil` when there are none. For example:
    /// `3...64 characters, pattern `^[a-z]+$``, `at most 10 items, unique items`, `0...100`, `> 0, multiple of 5`.
    public var summary: String? {
        var parts: [String] = []
        if let length = Self.range(minLength, maxLength, unit: "characters") { parts.append(length) }
        if let pattern {
            let escaped = pattern.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            let fence = escaped.contains("`") ? "``" : "`"
            parts.append("pattern \(fence)\(escaped)\(fence)")
        }
        if let items = Self.range(minItems, maxItems, unit: "items") { parts.append(items) }
        if uniqueItems { parts.append("unique items") }
        if let minimum, let maximum {
            parts.append(minimum == maximum ? "exactly \(minimum)" : "\(minimum)...\(maximum)")
        } else if let minimum {
            parts.append(">= \(minimum)")
        } else if let maximum {
            parts.append("<= \(maximum)")
        }
        if let exclusiveMinimum { parts.append("> \(exclusiveMinimum)") }
        if let exclusiveMaximum { parts.append("< \(exclusiveMaximum)") }
        if let multipleOf { parts.append("multiple of \(multipleOf)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `3...64 characters`, `at least 1 character`, `at most 64 characters` or `exactly 3 characters`.
    private static func range(_ low: Int?, _ high: Int?, unit: String) -> String? {
        func count(_ value: Int) -> String { "\(value) \(value == 1 ? String(unit.dropLast()) : unit)" }
        switch (low, high) {
        case let (low?, high?): return low == high ? "exactly \(count(low))" : "\(low)...\(count(high))"
        case let (low?, nil): return "at least \(count(low))"
        case let (nil, high?): return "at most \(count(high))"
        case (nil, nil): return nil
        }
    }
}
