import Foundation

extension ConformanceSession {
    /// The `JSONStringBuilder` default of a body (`defaultJSON`, the old type's default instance encoded) with every
    /// member that breaks a validation rule of the newest description (`""` for `minLength: 1`, `0` for `minimum: 1`)
    /// replaced by a synthesized value that keeps the rule; `nil` when the call is not the default variant or the
    /// parameter is unknown. So the default variant sends the old type's defaults, and fails only for what the
    /// migration got wrong, not for a placeholder no app would send.
    public func conformingDefault(wireParameter: String, defaultJSON: Data) -> Data? {
        measure(\.synthesis) { conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: defaultJSON) }
    }

    /// The `JSONStringBuilder` default of a parameter the migrated client bridges to another model before sending it
    /// (`object-object`: a body whose model became another carrying the same data), with every member that breaks a
    /// rule of the newest parameter it is sent as replaced like ``conformingDefault(wireParameter:defaultJSON:)`` does,
    /// in every argument variant: the suite cannot synthesize the old type from the newest description, and an old app
    /// would not send `""` where both releases ask for `minLength: 3`. `renaming` maps the old wire keys the bridge
    /// renames to the newest ones; the member is judged under its newest key and returned under its old one. Members
    /// the newest parameter does not have keep their defaults.
    public func conformingConverted(wireParameter: String, defaultJSON: Data, renaming: [String: String] = [:]) -> Data? {
        measure(\.synthesis) {
            guard !renaming.isEmpty else {
                return conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: defaultJSON, anyVariant: true)
            }
            guard let object = try? JSONSerialization.jsonObject(with: defaultJSON) as? [String: Any],
                  let renamed = try? JSONSerialization.data(withJSONObject: Self.renamingKeys(object, renaming)),
                  let conforming = conformingDefaultJSON(wireParameter: wireParameter, defaultJSON: renamed, anyVariant: true),
                  let result = try? JSONSerialization.jsonObject(with: conforming) as? [String: Any] else { return nil }
            let back = Dictionary(renaming.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            return try? JSONSerialization.data(withJSONObject: Self.renamingKeys(result, back), options: [.sortedKeys])
        }
    }

    /// An argument synthesized from the newest description (`sent`) after the old type decoded and re-encoded it
    /// (`reencoded`), with every member `sent` lacks that breaks a rule of the newest description replaced by a
    /// synthesized one (recursively through objects both have); `nil` when there is none. Such a member is one the old
    /// interface requires and the newest description does not: decoding filled in its default (`""`), where an old app
    /// has a real value (the old `msisdn` became the optional `phoneNumber` with an E.164 pattern). Members `sent` has
    /// are never touched, so a conversion that breaks a synthesized value still fails.
    public func conformingFilledIn(wireParameter: String, sent: Data, reencoded: Data) -> Data? {
        measure(\.synthesis) {
            guard let parameter = currentParameter(wireParameter),
                  let sentValue = try? JSONSerialization.jsonObject(with: sent, options: [.fragmentsAllowed]),
                  let value = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed]) else { return nil }
            var changed = false
            let result = fillingIn(value, sent: sentValue, parameter.type, changed: &changed, depth: 0)
            return changed ? WireValidator.serialize(result) : nil
        }
    }

    /// `value` with the members of model objects that `sent` lacks conformed (``conforming(_:_:_:depth:)``); sets
    /// `changed` when one was replaced.
    private func fillingIn(_ value: Any, sent: Any, _ type: WireType, changed: inout Bool, depth: Int) -> Any {
        guard depth < 64, case let .model(name) = type, var object = value as? [String: Any], let model = validator.document.model(named: name),
              case let .object(properties) = model.kind else { return value }
        let sentObject = sent as? [String: Any] ?? [:]
        for property in properties {
            guard let member = object[property.key], !(member is NSNull) else { continue }
            if let sentMember = sentObject[property.key], !(sentMember is NSNull) {
                object[property.key] = fillingIn(member, sent: sentMember, property.type, changed: &changed, depth: depth + 1)
                continue
            }
            let conformed = conforming(member, property.type, property.rules, depth: depth + 1)
            if WireValidator.serialize(conformed) != WireValidator.serialize(member) {
                object[property.key] = conformed
                changed = true
            }
        }
        return object
    }

    /// The newest description's parameter `wireParameter` (`location:name`, `body:body`) of the current call's
    /// endpoint.
    private func currentParameter(_ wireParameter: String) -> WireParameter? {
        currentCallAndEndpoint()?.endpoint.parameter(named: wireParameter)
    }

    /// `object` with its keys renamed by `renaming` (keys without an entry stay).
    static func renamingKeys(_ object: [String: Any], _ renaming: [String: String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in object { result[renaming[key] ?? key] = value }
        return result
    }

    /// ``conformingDefault(wireParameter:defaultJSON:)`` without the timing; `anyVariant` also conforms outside the
    /// default variant.
    private func conformingDefaultJSON(wireParameter: String, defaultJSON: Data, anyVariant: Bool = false) -> Data? {
        guard let (call, endpoint) = currentCallAndEndpoint(), anyVariant || call.arguments == .default,
              let parameter = endpoint.parameter(named: wireParameter),
              let value = try? JSONSerialization.jsonObject(with: defaultJSON, options: [.fragmentsAllowed]) else { return nil }
        // A default that is null where the parameter is not nullable (a union's default instance is `unknown(null)`):
        // a synthesized value of the newest type, which the old type decodes (the first variant, its discriminator set).
        if value is NSNull, !parameter.nullable {
            return WireValidator.serialize(synthesizer.value(parameter.type, rules: parameter.rules, variant: .full))
        }
        return WireValidator.serialize(conforming(value, parameter.type, parameter.rules, depth: 0))
    }

    /// `value` with members that break their rules replaced by synthesized ones, recursively through objects and
    /// arrays of the newest description's types.
    func conforming(_ value: Any, _ type: WireType, _ rules: WireRules, depth: Int) -> Any {
        guard depth < 64 else { return value }
        var violations: [WireViolation] = []
        validator.checkRules(value, type, rules, "", &violations)
        if !violations.isEmpty { return synthesizer.value(type, rules: rules, variant: .full) }
        switch type {
        case let .array(element):
            guard let elements = value as? [Any] else { return value }
            return elements.map { conforming($0, element, rules, depth: depth + 1) }
        case let .model(name):
            guard var object = value as? [String: Any], let model = validator.document.model(named: name),
                  case let .object(properties) = model.kind else { return value }
            for property in properties {
                guard let member = object[property.key], !(member is NSNull) else { continue }
                object[property.key] = conforming(member, property.type, property.rules, depth: depth + 1)
            }
            return object
        default:
            return value
        }
    }
}
