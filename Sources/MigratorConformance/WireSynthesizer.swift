import Foundation

/// Builds JSON values of a ``WireDocument``'s types for requests and responses: the one synthesizer of the
/// conformance suite.
///
/// Values honour the declared format (`date`, `date-time`, `uuid`, `url`, base64 `binary`), enums (the first case),
/// numeric bounds and `multipleOf`, string lengths, item counts and unique items, and patterns where
/// ``WirePatternExample`` can build a matching string (otherwise the plain example is used and the validator reports
/// the mismatch). Recursion stops at a model already being built. The result is deterministic.
///
/// For example, `value(.model("Pet"), variant: .requiredOnly)` is `["id": 1, "name": "string"]` when those are
/// `Pet`'s required properties.
public struct WireSynthesizer: Sendable {
    /// Which instance of a type to build; responses use every variant that applies to their type.
    public enum Variant: Hashable, Sendable, CustomStringConvertible {
        /// Every member, optional ones included; unions take their first variant.
        case full
        /// Only the required members (optional members absent).
        case requiredOnly
        /// Every member, nullable ones `null`.
        case nullsForNullable
        /// Every member; every enum value one the description does not declare (a value added by a newer version).
        case unknownEnumValues
        /// Every member, plus a member no version declares in every object.
        case extraMembers
        /// Every member; every union takes its variant at this index (modulo its variant count).
        case unionVariant(Int)
        /// Every member; every enum takes its case at this index (modulo its case count), so requests send each case.
        case enumCase(Int)
        /// ``unknownEnumValues`` with every union at this variant index (modulo its variant count): for the enums
        /// only a later union variant reaches (an episode's `show.type` when the first variant is a track).
        case unknownEnumValuesInUnionVariant(Int)

        /// Whether enums take a value the description does not declare.
        var sendsUnknownEnumValues: Bool {
            switch self {
            case .unknownEnumValues, .unknownEnumValuesInUnionVariant: return true
            default: return false
            }
        }

        /// The variant index unions take (modulo their variant count).
        var unionIndex: Int {
            switch self {
            case let .unionVariant(index), let .unknownEnumValuesInUnionVariant(index): return index
            default: return 0
            }
        }

        /// A short name for messages: `full`, `required-only`, `nulls`, `unknown-enum-value`, `extra-member`,
        /// `union-variant-2`, `unknown-enum-value-union-variant-2`.
        public var description: String {
            switch self {
            case .full: return "full"
            case .requiredOnly: return "required-only"
            case .nullsForNullable: return "nulls"
            case .unknownEnumValues: return "unknown-enum-value"
            case .extraMembers: return "extra-member"
            case let .unionVariant(index): return "union-variant-\(index + 1)"
            case let .enumCase(index): return "enum-case-\(index + 1)"
            case let .unknownEnumValuesInUnionVariant(index): return "unknown-enum-value-union-variant-\(index + 1)"
            }
        }
    }

    /// The key of the member ``Variant/extraMembers`` adds.
    public static let extraMemberKey = "migratorConformanceExtra"
    /// The string ``Variant/unknownEnumValues`` sends for string enums (integer enums get the largest case plus 1000).
    public static let unknownEnumString = "migrator-conformance-unknown"

    /// The example of a string without rules: `"1"`, which the built-in conversions to integers and numbers accept
    /// (an old `Int` id that became a string on the wire converts back).
    public static let plainString = "1"

    /// The document whose types are built.
    public let document: WireDocument
    private let modelsByName: [String: WireModel]

    /// Creates a synthesizer for `document`.
    public init(document: WireDocument) {
        self.document = document
        var models: [String: WireModel] = [:]
        for model in document.models where models[model.name] == nil { models[model.name] = model }
        modelsByName = models
    }

    /// A JSON value (as `JSONSerialization` takes it) of `type` with `rules`, in `variant`.
    public func value(_ type: WireType, rules: WireRules = .none, variant: Variant = .full) -> Any {
        build(type, rules, variant, stack: []) ?? [String: Any]()
    }

    /// The variants worth answering a response of `type` with: `full` first, then those that change something for
    /// this type (optional members, nullable members, enums, objects, each further union variant, and unknown enum
    /// values again for each further union variant that reaches enums the first variants do not).
    public func responseVariants(for type: WireType) -> [Variant] {
        var reachable: Set<String> = []
        collectModels(type, into: &reachable)
        var variants: [Variant] = [.full]
        let models = reachable.sorted().compactMap { modelsByName[$0] }
        let properties = models.flatMap { model -> [WireProperty] in
            if case let .object(properties) = model.kind { return properties }
            return []
        }
        if properties.contains(where: { !$0.required }) { variants.append(.requiredOnly) }
        if properties.contains(where: \.nullable) { variants.append(.nullsForNullable) }
        if models.contains(where: { if case .enumeration = $0.kind { return true } else { return false } }) { variants.append(.unknownEnumValues) }
        if models.contains(where: { if case .object = $0.kind { return true } else { return false } }) { variants.append(.extraMembers) }
        let unionSizes = models.compactMap { model -> Int? in
            if case let .union(union) = model.kind { return union.variants.count }
            return nil
        }
        if let largest = unionSizes.max(), largest > 1 {
            variants += (1..<largest).map { .unionVariant($0) }
            var covered: Set<String> = []
            collectEnums(type, unionIndex: 0, into: &covered, visited: [])
            for index in 1..<largest {
                var reached: Set<String> = []
                collectEnums(type, unionIndex: index, into: &reached, visited: [])
                if !reached.isSubset(of: covered) { variants.append(.unknownEnumValuesInUnionVariant(index)) }
                covered.formUnion(reached)
            }
        }
        return variants
    }

    /// The largest case count of the enums reachable from `types` (0 without enums): how many `enumCase` variants
    /// send every case.
    public func enumCaseCount(reachableFrom types: [WireType]) -> Int {
        var reachable: Set<String> = []
        for type in types { collectModels(type, into: &reachable) }
        return reachable.compactMap { name -> Int? in
            if case let .enumeration(enumeration)? = modelsByName[name]?.kind { return enumeration.cases.count }
            return nil
        }.max() ?? 0
    }

    /// The text of a scalar (or enum) value as it goes into a path, query, header or cookie.
    public func text(_ type: WireType, rules: WireRules = .none) -> String {
        Self.text(of: value(type, rules: rules, variant: .full))
    }

    /// JSON text of `value` (sorted keys, unescaped slashes); strings without quotes when `bare`.
    public static func text(of value: Any) -> String {
        if let string = value as? String { return string }
        return String(decoding: WireValidator.serialize(value), as: UTF8.self)
    }

    // MARK: Building

    private func collectModels(_ type: WireType, into names: inout Set<String>) {
        switch type {
        case .scalar, .json: return
        case let .array(element), let .map(element): collectModels(element, into: &names)
        case let .model(name):
            guard let model = modelsByName[name], names.insert(name).inserted else { return }
            switch model.kind {
            case let .object(properties): for property in properties { collectModels(property.type, into: &names) }
            case .enumeration: return
            case let .union(union): for variant in union.variants { collectModels(variant.type, into: &names) }
            }
        }
    }

    /// The enums a value of `type` built with every union at `unionIndex` (modulo its variant count) contains; a
    /// discriminated union's variant does not count its discriminator (the union overwrites it with a valid value).
    private func collectEnums(_ type: WireType, unionIndex: Int, skipping: String? = nil, into names: inout Set<String>, visited: Set<String>) {
        switch type {
        case .scalar, .json: return
        case let .array(element), let .map(element): collectEnums(element, unionIndex: unionIndex, into: &names, visited: visited)
        case let .model(name):
            guard let model = modelsByName[name], !visited.contains(name) else { return }
            switch model.kind {
            case let .object(properties):
                for property in properties where property.key != skipping {
                    collectEnums(property.type, unionIndex: unionIndex, into: &names, visited: visited.union([name]))
                }
            case .enumeration: names.insert(name)
            case let .union(union):
                guard !union.variants.isEmpty else { return }
                let chosen = union.variants[unionIndex % union.variants.count].type
                collectEnums(chosen, unionIndex: unionIndex, skipping: union.discriminator, into: &names, visited: visited.union([name]))
            }
        }
    }

    /// `nil` when `type` is a model already on `stack` (a recursive reference to cut).
    private func build(_ type: WireType, _ rules: WireRules, _ variant: Variant, stack: [String]) -> Any? {
        switch type {
        case let .scalar(scalar):
            return scalarValue(scalar, rules)
        case .json:
            return ["key": "value"]
        case let .array(element):
            let count = max(rules.minItems ?? 1, variant == .requiredOnly ? (rules.minItems ?? 0) : 1)
            guard count > 0, let first = build(element, rules.elementRules, variant, stack: stack) else { return [Any]() }
            var elements = [first]
            for index in 1..<max(count, 1) { elements.append(Self.distinct(first, index)) }
            return Array(elements.prefix(rules.maxItems.map { max($0, 0) } ?? elements.count))
        case let .map(element):
            guard let value = build(element, rules.elementRules, variant, stack: stack) else { return [String: Any]() }
            return ["key": value]
        case let .model(name):
            guard let model = modelsByName[name] else { return NSNull() }
            if stack.contains(name) { return nil }
            return modelValue(model, variant, stack: stack + [name])
        }
    }

    private func modelValue(_ model: WireModel, _ variant: Variant, stack: [String]) -> Any? {
        switch model.kind {
        case let .object(properties):
            var object: [String: Any] = [:]
            for property in properties {
                if !property.required, variant == .requiredOnly { continue }
                if property.nullable, variant == .nullsForNullable {
                    object[property.key] = NSNull()
                } else if let value = build(property.type, property.rules, variant, stack: stack) {
                    object[property.key] = value
                } else if property.required {
                    object[property.key] = property.nullable ? NSNull() : [String: Any]()
                }
            }
            if variant == .extraMembers { object[Self.extraMemberKey] = "a member no version declares" }
            return object
        case let .enumeration(enumeration):
            if variant.sendsUnknownEnumValues {
                switch enumeration.rawType {
                case .string: return Self.unknownEnumString
                case .integer:
                    let values = enumeration.cases.compactMap { if case let .integer(value) = $0.value { return value } else { return nil } }
                    return (values.max() ?? 0) + 1000
                }
            }
            if case let .enumCase(index) = variant, !enumeration.cases.isEmpty {
                return enumeration.cases[index % enumeration.cases.count].value.jsonValue
            }
            return enumeration.cases.first?.value.jsonValue ?? NSNull()
        case let .union(union):
            guard !union.variants.isEmpty else { return NSNull() }
            let index = variant.unionIndex % union.variants.count
            let chosen = union.variants[index]
            guard let value = build(chosen.type, .none, variant, stack: stack) else { return nil }
            if let discriminator = union.discriminator, var object = value as? [String: Any] {
                object[discriminator] = chosen.discriminatorValue
                return object
            }
            return value
        }
    }

    private func scalarValue(_ scalar: WireScalar, _ rules: WireRules) -> Any {
        switch scalar {
        case .string: return stringValue(rules)
        case .int32, .int64: return Int(Self.number(near: 1, rules, integral: true))
        case .float, .double: return Self.number(near: 1.5, rules, integral: false)
        case .boolean: return true
        case .date: return WireValidator.Examples.date
        case .dateTime: return WireValidator.Examples.dateTime
        case .uuid: return WireValidator.Examples.uuid
        case .url: return WireValidator.Examples.url
        case .binary: return WireValidator.Examples.binary
        }
    }

    private func stringValue(_ rules: WireRules) -> String {
        var text = rules.pattern.flatMap { WirePatternExample.string(matching: $0, minLength: rules.minLength) } ?? Self.plainString
        if let minLength = rules.minLength, text.count < minLength, rules.pattern == nil {
            text += String(repeating: "x", count: minLength - text.count)
        }
        if let maxLength = rules.maxLength, text.count > maxLength, rules.pattern == nil { text = String(text.prefix(max(maxLength, 0))) }
        return text
    }

    /// A number near `preferred` inside the bounds and on the `multipleOf` grid of `rules`.
    public static func number(near preferred: Double, _ rules: WireRules, integral: Bool) -> Double {
        let step = integral ? 1.0 : 0.5
        var low = rules.minimum ?? -Double.infinity
        if let exclusive = rules.exclusiveMinimum { low = max(low, exclusive + (integral ? 1 : step / 2)) }
        var high = rules.maximum ?? Double.infinity
        if let exclusive = rules.exclusiveMaximum { high = min(high, exclusive - (integral ? 1 : step / 2)) }
        var value = min(max(preferred, low), high)
        if let multiple = rules.multipleOf, multiple > 0 {
            value = (value / multiple).rounded(.up) * multiple
            if value > high { value -= multiple }
        }
        if integral { value = value.rounded(.up) }
        return value
    }

    /// A variation of `value` for the element at `index` of a unique array.
    private static func distinct(_ value: Any, _ index: Int) -> Any {
        if let text = value as? String { return text + String(index) }
        if let number = value as? Int { return number + index }
        if let number = value as? Double { return number + Double(index) }
        return value
    }
}
