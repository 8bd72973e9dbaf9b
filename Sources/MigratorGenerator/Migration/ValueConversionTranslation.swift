import MigratorMigration
import MigratorModel
import MigratorNaming

/// Builds the expressions that convert a value between an old (interface) type and a new (wire) type: the built-in
/// conversions of the runtime's `MigrationConversions`, element-wise inside arrays and maps, or a guide's closures.
///
/// Values here are interface-level Swift values (dates are `Date`); wire coding (ISO 8601 wrappers) happens around them.
struct ValueConversionTranslation {
    /// The translator, for Swift types and model kinds.
    let translator: FileTranslator

    private static let integers: Set<ScalarType> = [.int32, .int64]
    private static let numbers: Set<ScalarType> = [.float, .double]
    private static let dates: Set<ScalarType> = [.date, .dateTime]

    /// A converted value and whether the conversion may fail (the expression is then optional).
    struct Converted {
        /// The expression.
        var expression: Expression
        /// Whether the expression's type is optional because the conversion is lossy.
        var isOptional: Bool
    }

    /// Converts `value` of type `from` to type `to` using `conversion`; `closure` is the guide's body for this direction.
    /// `nil` when the types cannot be converted.
    func convert(_ value: Expression, from: TypeReference, to: TypeReference, conversion: ConversionPlan, closure: String?, element: String) -> Converted? {
        switch conversion {
        case .none, .builtin:
            return leaf(value, from: from, to: to, element: element)
        case .closures:
            guard let closure else { return nil }
            let function = Expression.closure(ClosureDescription(
                parameters: ["(value: \(translator.types.swiftType(from))) -> \(translator.types.swiftType(to))"],
                body: closure.split(separator: "\n", omittingEmptySubsequences: false).map { .expression(.verbatim(String($0))) }
            ))
            return Converted(expression: Expression.parenthesized(function).call(value), isOptional: false)
        case let .objectBridge(old, renamedKeys):
            return bridge(value, from: from, to: to, old: old, renamedKeys: renamedKeys, element: element)
        case let .objectMember(key):
            return member(value, from: from, to: to, key: key, element: element)
        case .unconvertible:
            return nil
        }
    }

    /// Re-encodes an object as another object type, recursing through matching arrays and maps.
    private func bridge(_ value: Expression, from: TypeReference, to: TypeReference, old: String, renamedKeys: [String: String], element: String) -> Converted? {
        switch (from, to) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            guard let inner = bridge(.id("$0"), from: x, to: y, old: old, renamedKeys: renamedKeys, element: element) else { return nil }
            let isArray: Bool
            if case .array = from { isArray = true } else { isArray = false }
            return Converted(expression: value.dot(isArray ? "compactMap" : "compactMapValues").call(trailingClosure: ClosureDescription(body: [.expression(inner.expression)])), isOptional: false)
        case let (.model(source), .model(target)):
            let keys = source == old ? renamedKeys : Dictionary(renamedKeys.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            let entries = keys.sorted { $0.key < $1.key }.map { DictionaryEntry(key: .string($0.key), value: .string($0.value)) }
            return Converted(expression: Expression.id(Constants.Runtime.migrationConversions).dot("bridge").call([
                FunctionArgument(expression: value), .labeled("to", .id("\(translator.names.typeName(target)).self")),
                .labeled("renaming", .literal(.dictionary(entries))), .labeled("element", .string(element)),
            ]), isOptional: true)
        default:
            return nil
        }
    }

    /// Wraps a value in an object as its member `key`, or reads that member (the runtime's `wrap` and `member`),
    /// recursing through matching arrays and maps.
    private func member(_ value: Expression, from: TypeReference, to: TypeReference, key: String, element: String) -> Converted? {
        // An envelope around the whole value (`Order` ↔ `OrderEnvelope.data`, `[Order]` ↔ `OrderPage.data`): the side
        // whose object holds the other side's type under `key` says which way.
        if holds(to, key: key, from), case let .model(name) = to {
            return Converted(expression: call("wrap", [
                FunctionArgument(expression: value), .labeled("in", .id("\(translator.names.typeName(name)).self")),
                .labeled("key", .string(key)), .labeled("element", .string(element)),
            ]), isOptional: true)
        }
        if holds(from, key: key, to) {
            return Converted(expression: call("member", [
                FunctionArgument(expression: value), .labeled("key", .string(key)),
                .labeled("as", .id("\(translator.types.swiftType(to)).self")), .labeled("element", .string(element)),
            ]), isOptional: true)
        }
        switch (from, to) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            guard let inner = member(.id("$0"), from: x, to: y, key: key, element: element) else { return nil }
            let isArray: Bool
            if case .array = from { isArray = true } else { isArray = false }
            return Converted(expression: value.dot(isArray ? "compactMap" : "compactMapValues").call(trailingClosure: ClosureDescription(body: [.expression(inner.expression)])), isOptional: false)
        case (.model, _) where enumModel(from) == nil:
            return Converted(expression: call("member", [
                FunctionArgument(expression: value), .labeled("key", .string(key)),
                .labeled("as", .id("\(translator.types.swiftType(to)).self")), .labeled("element", .string(element)),
            ]), isOptional: true)
        case let (_, .model(name)) where enumModel(to) == nil:
            return Converted(expression: call("wrap", [
                FunctionArgument(expression: value), .labeled("in", .id("\(translator.names.typeName(name)).self")),
                .labeled("key", .string(key)), .labeled("element", .string(element)),
            ]), isOptional: true)
        default:
            return nil
        }
    }

    /// Whether `type` is an object model (wire shape, else interface) with a member `key` of `value`'s Swift type.
    private func holds(_ type: TypeReference, key: String, _ value: TypeReference) -> Bool {
        guard case let .model(name) = type, enumModel(type) == nil,
              case let .object(properties)? = (translator.wireModels[name] ?? translator.modelsByName[name])?.kind else { return false }
        return properties.contains { $0.key == key && sameSwiftType($0.type, value) }
    }

    /// Whether two types have the same Swift type.
    func sameSwiftType(_ a: TypeReference, _ b: TypeReference) -> Bool {
        TypeCompatibility.sameSwiftType(a, b)
    }

    private func call(_ function: String, _ arguments: [FunctionArgument]) -> Expression {
        Expression.id(Constants.Runtime.migrationConversions).dot(function).call(arguments)
    }

    private func enumModel(_ type: TypeReference) -> EnumModel? {
        if case let .model(name) = type, case let .enum(model) = translator.modelsByName[name]?.kind { return model }
        return nil
    }

    /// The built-in conversions, recursing through arrays and maps.
    private func leaf(_ value: Expression, from: TypeReference, to: TypeReference, element: String) -> Converted? {
        if sameSwiftType(from, to) { return Converted(expression: value, isOptional: false) }
        let elementArgument = FunctionArgument.labeled("element", .string(element))
        switch (from, to) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            guard let inner = leaf(.id("$0"), from: x, to: y, element: element) else { return nil }
            let isArray: Bool
            if case .array = from { isArray = true } else { isArray = false }
            let method = inner.isOptional ? (isArray ? "compactMap" : "compactMapValues") : (isArray ? "map" : "mapValues")
            return Converted(expression: value.dot(method).call(trailingClosure: ClosureDescription(body: [.expression(inner.expression)])), isOptional: false)
        case let (x, .array(y)) where sameSwiftType(x, y):
            return Converted(expression: .literal(.array([value])), isOptional: false)
        case let (.array(x), y) where sameSwiftType(x, y):
            return Converted(expression: call("single", [FunctionArgument(expression: value), elementArgument]), isOptional: true)
        case let (.scalar(a), .scalar(b)):
            return scalar(value, a, b, elementArgument)
        case (.model, .scalar(.string)):
            guard let model = enumModel(from) else { return nil }
            let raw = value.dot("rawValue")
            return Converted(expression: model.rawType == .string ? raw : Expression.id("String").call(raw), isOptional: false)
        case let (.scalar(.string), .model(name)):
            guard let model = enumModel(to) else { return nil }
            let type = Expression.id(translator.names.typeName(name))
            if model.rawType == .string { return Converted(expression: type.call([.labeled("rawValue", value)]), isOptional: false) }
            let integer = call("integer", [FunctionArgument(expression: value), elementArgument])
            return Converted(expression: integer.dot("map").call(trailingClosure: ClosureDescription(body: [.expression(type.call([.labeled("rawValue", .id("$0"))]))])), isOptional: true)
        default:
            return nil
        }
    }

    private func scalar(_ value: Expression, _ a: ScalarType, _ b: ScalarType, _ element: FunctionArgument) -> Converted? {
        if Self.integers.contains(a), b == .string { return Converted(expression: Expression.id("String").call(value), isOptional: false) }
        if a == .string, Self.integers.contains(b) { return Converted(expression: call("integer", [FunctionArgument(expression: value), element]), isOptional: true) }
        if Self.integers.contains(a), Self.numbers.contains(b) { return Converted(expression: Expression.id("Double").call(value), isOptional: false) }
        if Self.numbers.contains(a), Self.integers.contains(b) { return Converted(expression: call("integer", [FunctionArgument(expression: value), element]), isOptional: true) }
        if a == .boolean, b == .string { return Converted(expression: Expression.id("String").call(value), isOptional: false) }
        if a == .string, b == .boolean { return Converted(expression: call("bool", [FunctionArgument(expression: value), element]), isOptional: true) }
        if a == .uuid, b == .string { return Converted(expression: value.dot("parameterValue"), isOptional: false) }
        if a == .string, b == .uuid { return Converted(expression: call("uuid", [FunctionArgument(expression: value), element]), isOptional: true) }
        if Self.dates.contains(a), Self.integers.contains(b) { return Converted(expression: call("unixSeconds", [FunctionArgument(expression: value)]), isOptional: false) }
        if Self.integers.contains(a), Self.dates.contains(b) {
            return Converted(expression: call("date", [.labeled("unixSeconds", value)]), isOptional: false)
        }
        return nil
    }
}
