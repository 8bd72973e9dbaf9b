import MigratorModel
import MigratorNaming

/// Decides how values convert between an old (interface) type and a new (wire) type, both in interface names.
struct ConversionChooser {
    /// The interface document, for model kinds.
    let interface: APIDocument
    /// The newest wire document (interface names), for the wire shape of object models.
    let wire: APIDocument

    /// The conversion from `old` to `new`, using a guide's Swift closures (the last among `changes`) when no built-in fits.
    /// `rules` are the new value's validation rules: `uuid-string` does not fit a UUID → string retype whose rules
    /// reject UUID text (``TypeCompatibility/acceptsUUIDText(_:)``), as `compare` decides too. The last guide change
    /// that says how to convert decides first: a person's closures win over a built-in that fits the types, and a
    /// conversion left undecided (`convert: {}`) gets no such built-in — `compare` writes that where the built-in would
    /// be wrong (a Unix time become an ISO 8601 text).
    func conversion(from old: TypeReference, to new: TypeReference, rules: ValueRules = ValueRules(), changes: [Change]) -> ConversionPlan {
        if sameSwiftType(old, new) { return .none }
        let decided = changes.last(where: { $0.convert != nil })?.convert
        if let toNew = decided?.toNew, let toOld = decided?.toOld { return .closures(toNew: toNew, toOld: toOld) }
        let leftUndecided = decided == Change.Conversion()
        if !leftUndecided, let builtin = TypeCompatibility.builtin(old, new, isEnum: isEnum),
           !(builtin == .uuidString && old == .scalar(.uuid) && !TypeCompatibility.acceptsUUIDText(rules)) {
            return .builtin(builtin.rawValue)
        }
        if let member = objectMember(old, new, changes: changes) { return member }
        if let bridge = objectBridge(old, new) { return bridge }
        if let convert = changes.last(where: { $0.convert?.toNew != nil && $0.convert?.toOld != nil })?.convert,
           let toNew = convert.toNew, let toOld = convert.toOld {
            return .closures(toNew: toNew, toOld: toOld)
        }
        return .unconvertible
    }

    /// The guide's ``TypeCompatibility/Builtin/objectMember`` conversion (the last among `changes` that fits), when the object's
    /// member with that key exists and has the other side's type: wrapping (`old` a value, `new` an object holding it)
    /// or unwrapping (`old` the object), for the whole value (an envelope) or inside matching arrays and maps.
    func objectMember(_ old: TypeReference, _ new: TypeReference, changes: [Change]) -> ConversionPlan? {
        let keys = changes.reversed().compactMap { $0.convert?.builtin == TypeCompatibility.Builtin.objectMember.rawValue ? $0.convert?.member : nil }
        guard !keys.isEmpty else { return nil }
        /// Whether the object model `name` (in `document`, else the wire) has the member `key` of `value`'s Swift type.
        func holds(_ name: String, in document: APIDocument, _ value: TypeReference, key: String) -> Bool {
            guard !isEnum(name), case let .object(properties)? = (document.model(named: name) ?? wire.model(named: name))?.kind else { return false }
            return properties.contains { $0.key == key && sameSwiftType($0.type, value) }
        }
        func fits(_ old: TypeReference, _ new: TypeReference, key: String) -> Bool {
            // The whole value in an envelope (`Order` in `OrderEnvelope.data`, `array<Order>` in `OrderPage.data`), or a
            // scalar in an object (`artistName` in `artist.name`), either way round.
            if case let .model(name) = new, holds(name, in: wire, old, key: key) { return true }
            if case let .model(name) = old, holds(name, in: interface, new, key: key) { return true }
            switch (old, new) {
            case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
                return fits(x, y, key: key)
            default:
                return false
            }
        }
        // The last change whose member fits: an endpoint's changes may hold its body's and its response's conversions.
        return keys.first { fits(old, new, key: $0) }.map { .objectMember(key: $0) }
    }

    /// A bridge between two object models (inside matching arrays and maps) whose wire keys can be paired: equal keys,
    /// or equal type and description; at least half of the old model's keys must pair up.
    func objectBridge(_ old: TypeReference, _ new: TypeReference) -> ConversionPlan? {
        switch (old, new) {
        case let (.array(x), .array(y)), let (.dictionary(x), .dictionary(y)):
            return objectBridge(x, y)
        case let (.model(a), .model(b)) where a != b:
            let source = wire.model(named: a) ?? interface.model(named: a)
            guard case let .object(oldProperties)? = source?.kind, case let .object(newProperties)? = wire.model(named: b)?.kind else { return nil }
            var renamed: [String: String] = [:]
            var paired = 0
            var available = newProperties
            for property in oldProperties {
                if let index = available.firstIndex(where: { $0.key == property.key }) {
                    available.remove(at: index)
                    paired += 1
                } else if let index = available.firstIndex(where: {
                    sameSwiftType($0.type, property.type) && $0.description != nil && $0.description == property.description
                }) {
                    renamed[property.key] = available[index].key
                    available.remove(at: index)
                    paired += 1
                }
            }
            guard paired * 2 >= oldProperties.count, paired > 0 else { return nil }
            return .objectBridge(old: a, renamedKeys: renamed)
        default:
            return nil
        }
    }

    /// Whether both types are the same Swift type.
    func sameSwiftType(_ a: TypeReference, _ b: TypeReference) -> Bool {
        TypeCompatibility.sameSwiftType(a, b)
    }

    private func isEnum(_ name: String) -> Bool {
        if case .enum = interface.model(named: name)?.kind { return true }
        return false
    }
}
