import MigratorModel
import MigratorRuntime

/// Whether a change of validation rules accepts fewer values (stricter), more values (looser), or some of each.
struct RuleDirection: OptionSet, Hashable {
    /// The raw bits.
    let rawValue: Int

    /// The direction with the bits `rawValue`.
    init(rawValue: Int) { self.rawValue = rawValue }

    /// Some values valid before are now invalid.
    static let stricter = RuleDirection(rawValue: 1)
    /// Some values invalid before are now valid.
    static let looser = RuleDirection(rawValue: 2)

    /// The direction of a change of every rule that differs, with oasdiff's rule set as the reference: a new or
    /// changed pattern, a smaller maximum (length, items, value), a larger minimum, new `uniqueItems` and a new
    /// `multipleOf` (or one the old divides) are stricter; the opposite changes are looser. A changed pattern and a
    /// `multipleOf` neither divides count as both. Inclusive and exclusive bounds are compared as one bound each side,
    /// so `minimum: 0` → `exclusiveMinimum: 0` is only stricter.
    init(old: ValueRules, new: ValueRules) {
        var direction: RuleDirection = []
        if old.pattern != new.pattern {
            switch (old.pattern, new.pattern) {
            case (nil, _?): direction.insert(.stricter)
            case (_?, nil): direction.insert(.looser)
            default: direction.formUnion([.stricter, .looser])
            }
        }
        direction.formUnion(Self.upper(old.maxLength, new.maxLength))
        direction.formUnion(Self.lower(old.minLength, new.minLength))
        direction.formUnion(Self.upper(old.maxItems, new.maxItems))
        direction.formUnion(Self.lower(old.minItems, new.minItems))
        if old.uniqueItems != new.uniqueItems { direction.insert(new.uniqueItems ? .stricter : .looser) }
        direction.formUnion(Self.bound(
            old: NumericBound.lower(old), new: NumericBound.lower(new), tighter: { $0.value > $1.value }
        ))
        direction.formUnion(Self.bound(
            old: NumericBound.upper(old), new: NumericBound.upper(new), tighter: { $0.value < $1.value }
        ))
        if old.multipleOf != new.multipleOf {
            switch (old.multipleOf, new.multipleOf) {
            case (nil, _?): direction.insert(.stricter)
            case (_?, nil): direction.insert(.looser)
            case let (before?, after?):
                if Self.divides(before, after) { direction.insert(.stricter) }
                if Self.divides(after, before) { direction.insert(.looser) }
                if !Self.divides(before, after), !Self.divides(after, before) { direction.formUnion([.stricter, .looser]) }
            default: break
            }
        }
        self = direction
    }

    /// A maximum count: added or smaller is stricter, removed or larger looser.
    private static func upper(_ old: Int?, _ new: Int?) -> RuleDirection {
        switch (old, new) {
        case let (old?, new?): return new < old ? .stricter : new > old ? .looser : []
        case (nil, _?): return .stricter
        case (_?, nil): return .looser
        case (nil, nil): return []
        }
    }

    /// A minimum count: added or larger is stricter, removed or smaller looser.
    private static func lower(_ old: Int?, _ new: Int?) -> RuleDirection {
        switch (old, new) {
        case let (old?, new?): return new > old ? .stricter : new < old ? .looser : []
        case (nil, _?): return .stricter
        case (_?, nil): return .looser
        case (nil, nil): return []
        }
    }

    /// One side's numeric bound: `tighter(a, b)` says whether `a` excludes more values than `b` at different values.
    private static func bound(old: NumericBound?, new: NumericBound?, tighter: (NumericBound, NumericBound) -> Bool) -> RuleDirection {
        switch (old, new) {
        case let (old?, new?):
            if old == new { return [] }
            if old.value == new.value { return new.exclusive ? .stricter : .looser }
            return tighter(new, old) ? .stricter : .looser
        case (nil, _?): return .stricter
        case (_?, nil): return .looser
        case (nil, nil): return []
        }
    }

    /// Whether every multiple of `divisor`'s multiple `multiple` is one of `divisor` (`multiple` is a whole multiple).
    private static func divides(_ divisor: RuleNumber, _ multiple: RuleNumber) -> Bool {
        let ratio = multiple.doubleValue / divisor.doubleValue
        return ratio.isFinite && ratio >= 1 && abs(ratio - ratio.rounded()) < 1e-9
    }
}

/// The effective lower or upper bound of a number: the tighter of the inclusive and the exclusive keyword.
struct NumericBound: Equatable {
    /// The bound's value.
    var value: Double
    /// Whether the bound itself is excluded.
    var exclusive: Bool

    /// The lower bound of `rules`: the larger of `minimum` and `exclusiveMinimum` (exclusive at a tie).
    static func lower(_ rules: ValueRules) -> NumericBound? {
        let candidates = [rules.minimum.map { NumericBound(value: $0.doubleValue, exclusive: false) },
                          rules.exclusiveMinimum.map { NumericBound(value: $0.doubleValue, exclusive: true) }].compactMap { $0 }
        return candidates.max { ($0.value, $0.exclusive ? 1 : 0) < ($1.value, $1.exclusive ? 1 : 0) }
    }

    /// The upper bound of `rules`: the smaller of `maximum` and `exclusiveMaximum` (exclusive at a tie).
    static func upper(_ rules: ValueRules) -> NumericBound? {
        let candidates = [rules.maximum.map { NumericBound(value: $0.doubleValue, exclusive: false) },
                          rules.exclusiveMaximum.map { NumericBound(value: $0.doubleValue, exclusive: true) }].compactMap { $0 }
        return candidates.min { ($0.value, $0.exclusive ? 0 : 1) < ($1.value, $1.exclusive ? 0 : 1) }
    }
}

extension ValueRules {
    /// Whether these (newer) rules reject some values that `old` accepted: a change `compare` reports as breaking for
    /// values sent (``RuleDirection``). `migrator verify` flags an endpoint whose arguments meet such rules: the calls it
    /// makes with conforming values pass, while an app may pass values the old rules allowed.
    public func isStricter(than old: ValueRules) -> Bool {
        RuleDirection(old: old, new: self).contains(.stricter)
    }
}

extension ComparisonState {
    /// Records one `rules` update when any validation rule of a matched property or parameter changed: `before` and
    /// `after` hold the changed rules only (`null` for a rule that is absent on that side). Direction-aware: stricter
    /// rules break requests, looser rules break responses, and a value travelling both ways is judged both ways.
    mutating func compareRules(_ facts: ValueFacts, old: ValueRules, new: ValueRules) {
        let keys = old.differingKeys(from: new)
        guard !keys.isEmpty else { return }
        let oldObject = old.jsonObject
        let newObject = new.jsonObject
        let before = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, oldObject[$0.rawValue] ?? .null) }))
        let after = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, newObject[$0.rawValue] ?? .null) }))
        let direction = RuleDirection(old: old, new: new)
        let breaksRequests = facts.inRequests && direction.contains(.stricter)
        let breaksResponses = facts.inResponses && direction.contains(.looser)
        var note: String?
        switch (breaksRequests, breaksResponses) {
        case (true, true):
            note = "Stricter for values sent and looser for values received: the server may reject values the old client sends, and may send values the old client does not expect."
        case (true, false):
            note = "Stricter for values sent: the server may reject values the old client sends."
        case (false, true):
            note = "Looser for values received: the server may send values the old client does not expect."
        case (false, false):
            note = nil
        }
        add(Change(
            kind: .updated, element: facts.element, old: facts.oldPath, new: facts.newPath, aspect: .rules,
            before: before, after: after, breaking: breaksRequests || breaksResponses,
            solvable: !(breaksRequests || breaksResponses), usage: facts.usage, note: note
        ))
    }
}
