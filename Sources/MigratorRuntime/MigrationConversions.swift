import Foundation

/// The built-in conversions migrated clients use when a property, parameter or response changed type between API
/// versions. Lossy steps are reported through ``MigrationDiagnostics`` — never silent — and return `nil` when no value
/// can be produced, so the caller falls back explicitly.
public enum MigrationConversions {
    /// Reports a lossy step for `element`.
    public static func report(_ element: String, _ message: String) {
        MigrationDiagnostics.report(MigrationEvent(element: element, message: message))
    }

    /// `value` as shown in a report: quoted and cut to 100 characters, or `<redacted>` when the
    /// element's name looks like a credential (see ``Redaction/isSensitiveName(_:)``), such as
    /// `getPet.X-API-Key`.
    static func shown(_ value: String, element: String) -> String {
        let name = element.split(separator: ".").last.map(String.init) ?? element
        if Redaction.isSensitiveName(name) { return Redaction.placeholder }
        return "\"" + boundedText(value, limit: 100) + "\""
    }

    /// An integer from its decimal string; `nil` (reported) when the string is not an integer.
    public static func integer(_ value: String, element: String) -> Int? {
        if let integer = Int(value.trimmingCharacters(in: .whitespaces)) { return integer }
        report(element, "\(shown(value, element: element)) is not an integer")
        return nil
    }

    /// An integer from a number, rounded toward zero; a fractional or out-of-range value is reported.
    public static func integer(_ value: Double, element: String) -> Int? {
        guard value.isFinite, value >= Double(Int.min), value < Double(Int.max) else {
            report(element, "\(value) does not fit an integer")
            return nil
        }
        let truncated = value.rounded(.towardZero)
        if truncated != value { report(element, "\(value) truncated to \(Int(truncated))") }
        return Int(truncated)
    }

    /// A Boolean from `true`/`false` (any case) or `1`/`0`; `nil` (reported) for anything else.
    public static func bool(_ value: String, element: String) -> Bool? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            report(element, "\(shown(value, element: element)) is not a Boolean")
            return nil
        }
    }

    /// A UUID from its string (any case, as `UUID(uuidString:)` reads it); `nil` (reported) when the string is not a
    /// UUID. The other direction is `uuid.parameterValue`, the lowercase canonical form.
    public static func uuid(_ value: String, element: String) -> UUID? {
        if let uuid = UUID(uuidString: value.trimmingCharacters(in: .whitespaces)) { return uuid }
        report(element, "\(shown(value, element: element)) is not a UUID")
        return nil
    }

    /// The single element of an array; `nil` (reported) when empty, the first (reported) when there are more.
    public static func single<T>(_ values: [T], element: String) -> T? {
        if values.count > 1 { report(element, "\(values.count) values received, the first is kept") }
        if values.isEmpty { report(element, "no value received") }
        return values.first
    }

    /// Seconds since 1970-01-01T00:00:00Z, rounded toward zero.
    public static func unixSeconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.towardZero))
    }

    /// The date `seconds` after 1970-01-01T00:00:00Z.
    public static func date(unixSeconds seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A value of another object type carrying the same data: `value` is encoded, its top-level keys renamed by
    /// `renaming` (old key → new key), and the result decoded as `U`; `nil` (reported) when it does not decode.
    public static func bridge<T: Encodable, U: Decodable>(_ value: T, to type: U.Type, renaming: [String: String], element: String) -> U? {
        do {
            var json = try JSONValue(encoding: value)
            if case let .object(members) = json {
                var renamed: [String: JSONValue] = [:]
                for (key, member) in members { renamed[renaming[key] ?? key] = member }
                json = .object(renamed)
            }
            return try json.decode(as: U.self)
        } catch {
            report(element, "cannot convert \(T.self) to \(U.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `value` as the member `key` of a new `U` (the `object-member` conversion, sending `artistName` as `artist.name`).
    /// When `U` needs other members too, they come from its `JSONStringBuilder` default instance, reported; `nil`
    /// (reported) when no `U` can be built.
    public static func wrap<T: Encodable, U: Codable>(_ value: T, in type: U.Type, key: String, element: String) -> U? {
        do {
            return try filledObject([key: JSONValue(encoding: value)], as: U.self, element: element)
        } catch {
            report(element, "cannot hold the value in \(U.self).\(key): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `members` decoded as a `U`. When `U` needs members they lack, its `JSONStringBuilder` default instance supplies
    /// them, reported: a migrated client sends or decodes made-up values only where a guide's conversion or move
    /// accepted that.
    static func filledObject<U: Codable>(_ members: [String: JSONValue], as type: U.Type, element: String) throws -> U {
        if let object = try? JSONValue.object(members).decode(as: U.self) { return object }
        guard case var .object(defaults) = try JSONValue(encoding: JSONStringBuilder.instance(of: U.self)) else {
            return try JSONValue.object(members).decode(as: U.self)
        }
        defaults.merge(members) { _, set in set }
        let object = try JSONValue.object(defaults).decode(as: U.self)
        report(element, "\(U.self) needs members besides \(members.keys.sorted().joined(separator: ", ")); their default values are used")
        return object
    }

    /// The member `key` of `object` as a `U` (the `object-member` conversion, decoding `artistName` from `artist.name`);
    /// `nil` (reported) when the object lacks it or it is not a `U`.
    public static func member<T: Encodable, U: Decodable>(_ object: T, key: String, as type: U.Type, element: String) -> U? {
        let json: JSONValue
        do {
            json = try JSONValue(encoding: object)
        } catch {
            report(element, "cannot read \(T.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
        guard case let .object(members) = json, let member = members[key], member != .null else {
            report(element, "\(T.self) has no \"\(key)\" value")
            return nil
        }
        return nested(json, key: key, as: U.self, element: element)
    }

    /// The member `key` of a JSON object as a `U`, for a value that moved into an object a newer version added
    /// (`CloudFunction.runtime` read from `buildConfig.runtime`). `nil` when the object or the member is absent or
    /// null; a member that is not a `U` is reported.
    public static func nested<U: Decodable>(_ object: JSONValue?, key: String, as type: U.Type, element: String) -> U? {
        guard case let .object(members)? = object, let member = members[key], member != .null else { return nil }
        do {
            return try member.decode(as: U.self)
        } catch {
            report(element, "cannot read \(key) as \(U.self): " + boundedText(String(describing: error), limit: 500))
            return nil
        }
    }

    /// `base` (an object a newer version added; `nil` when the app did not set it) with the values of old members that
    /// moved into it set as its members `members` (absent values are left out). `nil` when there is neither. When the
    /// object needs other members too, they come from its `JSONStringBuilder` default instance, reported. Decoding uses
    /// it the other way too: an old object the newest version dropped, rebuilt from the values that moved out of it
    /// onto its holder (`payment_details.transaction_id` from `Order.transaction_id`).
    public static func merging<U: Codable>(_ base: U?, members: [String: (any Encodable)?], element: String) throws -> U? {
        let present = members.compactMapValues { $0 }
        if present.isEmpty { return base }
        var object: [String: JSONValue] = [:]
        if let base, case let .object(existing) = try JSONValue(encoding: base) { object = existing }
        for (key, value) in present { object[key] = try JSONValue(encoding: value) }
        return try filledObject(object, as: U.self, element: element)
    }

    /// An object decoded from its JSON `object` with the values of members that moved out of it onto the model holding
    /// it put back under their old keys (`links` with `redirectUrl` from `Payment.redirectUrl`); absent values are left
    /// out. `nil` when the object is absent or null: its members alone do not make one.
    public static func filling<U: Decodable>(_ type: U.Type, object: JSONValue?, members: [String: (any Encodable)?]) throws -> U? {
        guard let object, object != .null else { return nil }
        return try filling(U.self, requiredObject: object, members: members)
    }

    /// An object decoded from its JSON `object` with the values of members that moved out of it put back under their old
    /// keys; a JSON value that is not an object decodes as it is (and fails as it would have).
    public static func filling<U: Decodable>(_ type: U.Type, requiredObject object: JSONValue, members: [String: (any Encodable)?]) throws -> U {
        guard case var .object(existing) = object else { return try object.decode(as: U.self) }
        for (key, value) in members {
            if let value { existing[key] = try JSONValue(encoding: value) }
        }
        return try JSONValue.object(existing).decode(as: U.self)
    }

    /// A value decoded from a guide-provided JSON text (a default or fallback); `nil` (reported) when it does not decode.
    public static func value<T: Decodable>(_ type: T.Type, json: String, element: String) -> T? {
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            report(element, "the guide's value \(json) is not a valid \(T.self)")
            return nil
        }
    }

    /// The `JSONStringBuilder` default of a type, reported as used for `element` (a value the new API no longer sends).
    public static func builderDefault<T: Decodable>(_ type: T.Type, element: String, reason: String) throws -> T {
        report(element, "\(reason); using the default value")
        return try JSONStringBuilder.instance(of: T.self)
    }

    /// The `JSONStringBuilder` default of a type, sent without a report (the generator already warned about it).
    public static func quietDefault<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONStringBuilder.instance(of: T.self)
    }
}

/// Errors a migrated client throws instead of sending a request the new API would reject.
public struct MigrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The element concerned, such as `PetStatus.sold`.
    public let element: String
    /// Why the value cannot be sent.
    public let message: String

    /// Creates an error.
    public init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    /// `element: message`.
    public var description: String { "\(element): \(message)" }
}
