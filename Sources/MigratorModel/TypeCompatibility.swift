import Foundation

/// How two types of the document model relate, shared by `compare` (is a type change breaking, which built-in
/// conversion bridges it) and `migrate` (which conversion to generate), so both always agree.
public enum TypeCompatibility {
    /// The built-in conversions between old and new values; their raw values are the names guides use.
    public enum Builtin: String, CaseIterable, Sendable {
        /// Integer ↔ its decimal string.
        case intString = "int-string"
        /// Integer ↔ number.
        case intDouble = "int-double"
        /// Boolean ↔ `"true"`/`"false"`.
        case boolString = "bool-string"
        /// A value ↔ an array holding it.
        case singleArray = "single-array"
        /// Date-time ↔ seconds since 1970.
        case dateTimeUnixSeconds = "date-time-unix-seconds"
        /// Full date ↔ date-time.
        case dateDateTime = "date-date-time"
        /// Enum ↔ its raw string.
        case enumString = "enum-string"
        /// UUID ↔ its lowercase canonical string (a string that is not a UUID is reported when decoded).
        case uuidString = "uuid-string"
        /// Object ↔ another object with (mostly) the same members.
        case objectObject = "object-object"
        /// A value ↔ an object holding it in one member (`artistName: string` ↔ `artist: Artist` with `name`); the
        /// guide's `convert.member` names the member.
        case objectMember = "object-member"
    }

    private static let integers: Set<ScalarType> = [.int32, .int64]
    private static let numbers: Set<ScalarType> = [.float, .double]
    private static let dates: Set<ScalarType> = [.date, .dateTime]

    /// Whether values of both types look the same on the wire to a generated client (`int32`/`int64`,
    /// `float`/`double`, equal types), recursing through arrays and maps.
    public static func sameWireForm(_ a: TypeReference, _ b: TypeReference) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)):
            return x == y || (integers.contains(x) && integers.contains(y)) || (numbers.contains(x) && numbers.contains(y))
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)): return sameWireForm(x, y)
        default: return a == b
        }
    }

    /// Whether both types map to the same Swift type: ``sameWireForm(_:_:)``, or `date` and `date-time` (both `Date`).
    public static func sameSwiftType(_ a: TypeReference, _ b: TypeReference) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)) where dates.contains(x) && dates.contains(y): return true
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)): return sameSwiftType(x, y)
        default: return sameWireForm(a, b)
        }
    }

    /// The built-in conversion between scalars, in either direction.
    public static func scalarBuiltin(_ a: ScalarType, _ b: ScalarType) -> Builtin? {
        func oneWay(_ x: ScalarType, _ y: ScalarType) -> Builtin? {
            if integers.contains(x), y == .string { return .intString }
            if integers.contains(x), numbers.contains(y) { return .intDouble }
            if x == .boolean, y == .string { return .boolString }
            if x == .uuid, y == .string { return .uuidString }
            if x == .dateTime, integers.contains(y) { return .dateTimeUnixSeconds }
            if x == .date, y == .dateTime { return .dateDateTime }
            return nil
        }
        return oneWay(a, b) ?? oneWay(b, a)
    }

    /// The built-in conversion between two types (element-wise inside matching arrays and maps), except
    /// ``Builtin/objectObject``, which needs the models' members; `isEnum` tells whether a model name is an enum.
    public static func builtin(_ old: TypeReference, _ new: TypeReference, isEnum: (String) -> Bool) -> Builtin? {
        switch (old, new) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            return builtin(x, y, isEnum: isEnum)
        case let (x, .array(y)) where sameSwiftType(x, y): return .singleArray
        case let (.array(x), y) where sameSwiftType(x, y): return .singleArray
        case let (.scalar(x), .scalar(y)): return scalarBuiltin(x, y)
        case let (.model(name), .scalar(.string)) where isEnum(name): return .enumString
        case let (.scalar(.string), .model(name)) where isEnum(name): return .enumString
        default: return nil
        }
    }

    /// Whether a value of `type` can travel inside an object member under ``Builtin/objectMember``: strings, integers,
    /// numbers, Booleans, UUIDs and enums (their JSON form is the value itself), not dates or binary data, whose wire
    /// coding belongs to the object.
    public static func wrappable(_ type: TypeReference, isEnum: (String) -> Bool) -> Bool {
        switch type {
        case let .scalar(scalar): return [.string, .int32, .int64, .float, .double, .boolean].contains(scalar)
        case let .model(name): return isEnum(name)
        default: return false
        }
    }

    /// Whether text rules accept a canonical UUID (`123e4567-e89b-12d3-a456-426614174000`, 36 characters): the
    /// built-in `uuid-string` conversion sends that text, so a new pattern or length a UUID never meets rules it out
    /// (for example 1Password's 26-character vault ids, `^[\da-z]{26}$`). One canonical sample is checked, so a
    /// pattern that accepts only some UUIDs still counts as accepting them.
    public static func acceptsUUIDText(_ rules: ValueRules) -> Bool {
        let sample = "123e4567-e89b-12d3-a456-426614174000"
        if let minLength = rules.minLength, minLength > sample.count { return false }
        if let maxLength = rules.maxLength, maxLength < sample.count { return false }
        if let pattern = rules.pattern, sample.range(of: pattern, options: .regularExpression) == nil { return false }
        return true
    }

    /// Whether a request that sent the old type is still accepted when the new type is expected: a scalar → string
    /// (integers, numbers, Booleans, UUIDs), integer → number, a value → an array of it, an enum → string.
    public static func widens(_ old: TypeReference, _ new: TypeReference, isEnum: (String) -> Bool) -> Bool {
        switch (old, new) {
        case let (.scalar(a), .scalar(.string)): return integers.contains(a) || numbers.contains(a) || a == .boolean || a == .uuid
        case let (.scalar(a), .scalar(b)): return integers.contains(a) && numbers.contains(b)
        case let (.model(name), .scalar(.string)): return isEnum(name)
        case let (a, .array(b)): return sameWireForm(a, b)
        default: return false
        }
    }
}
