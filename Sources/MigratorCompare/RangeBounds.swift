/// The bounds of a range a query filters on, which APIs rename wholesale between versions: ConvertKit's `updated_from`
/// and `updated_to` → Kit's `updated_after` and `updated_before`, Pivotal Tracker's `occurred_since_date` →
/// `occurred_after`, Personio's `updated_from` → `updated_at.gte`, Riot's `beginTime` → `startTime`.
///
/// A bound is a name with a bound word (the last one it has: `start-min` is the lower bound of `start`) and the rest of
/// its words, time words (`date`, `time`, `at`) set aside: what the range is over (`updated`, `occurred`, or nothing for
/// the request's main time). Two query parameters of one matched operation are the same bound when they bound in the
/// same direction, the rest is the same (words in other forms or synonyms: `modified` ~ `changed`), and no other
/// unmatched parameter on either side is that bound; or, when one of them names nothing besides its bound and the other
/// only the start or end it bounds (Google Calendar's `start-max` → `timeMax`), when each is the only unmatched bound of
/// its direction on its side.
enum RangeBounds {
    /// A range bound's direction and what it bounds.
    struct Bound: Equatable {
        /// Whether it is the lower bound (`from`, `since`, `after`, `gte`) rather than the upper one.
        var lower: Bool
        /// The words besides the bound and time words, each in its lexicon group's canonical, singular form.
        var subject: [String]
    }

    /// Words that make a name a range's lower bound.
    static let lowerWords: Set<String> = ["from", "since", "after", "start", "starts", "starting", "begin", "min", "gte", "gt", "earliest"]

    /// Words that make a name a range's upper bound.
    static let upperWords: Set<String> = ["to", "until", "till", "before", "end", "ends", "ending", "max", "lte", "lt", "latest"]

    /// Words that only say that the bound is a time (`start_date`, `created_at_start`, `start_date_local`).
    static let timeWords: Set<String> = ["date", "time", "datetime", "timestamp", "at", "on", "local", "utc"]

    /// The types a bound takes: times, dates, epoch numbers and their text forms.
    static let boundTypes: Set<String> = ["date", "date-time", "string", "int32", "int64", "integer", "number"]

    /// The range bound a query parameter's name is (``Bound``), or `nil` for a name without a bound word, or one that
    /// is a page's position (`start` as items skipped, ``NameLexicon/queryRoles``) unless its type is a date.
    static func bound(of name: String, type: String) -> Bound? {
        guard NameEvidence.isComparable(name) else { return nil }
        if NameLexicon.queryRole(of: name) != nil, type != "date", type != "date-time" { return nil }
        let words = NameEvidence.words(name)
        guard let index = words.lastIndex(where: { lowerWords.contains($0) || upperWords.contains($0) }) else { return nil }
        // A bound word alone is as often a cursor (Kit's `after`, Vend's `after` version) or a count (`max`): only a date
        // makes it a range's bound.
        if words.count == 1, type != "date", type != "date-time" { return nil }
        let subject = words.indices.filter { $0 != index && !timeWords.contains(words[$0]) }
            .map { NameLexicon.canonical(NameEvidence.singular(words[$0])) }
        return Bound(lower: lowerWords.contains(words[index]), subject: subject)
    }

    /// Whether two bounds bound the same thing: the same direction, and subjects of the same words in other forms.
    static func same(_ a: Bound, _ b: Bound) -> Bool {
        a.lower == b.lower && a.subject.count == b.subject.count && zip(a.subject, b.subject).allSatisfy { NameEvidence.sameWord($0, $1) }
    }
}

/// Range bounds as member rename evidence (``MemberRenameScorer/score(_:_:)``).
extension MemberRenameScorer {
    /// The evidence when two query parameters bound a range the same way (``RangeBounds``): the same bound of the same
    /// subject, the only one left on each side; or, when one names only its bound, the only bound of its direction left
    /// on each side. `nil` otherwise.
    func sameRangeBound(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> String? {
        guard oldMember.isQueryParameter, newMember.isQueryParameter,
              RangeBounds.boundTypes.contains(oldMember.type), RangeBounds.boundTypes.contains(newMember.type),
              let a = RangeBounds.bound(of: oldMember.name, type: oldMember.type),
              let b = RangeBounds.bound(of: newMember.name, type: newMember.type), a.lower == b.lower else { return nil }
        func bounds(_ names: [String], _ byName: [String: MemberFacts]) -> [(String, RangeBounds.Bound)] {
            names.compactMap { name in
                guard let facts = byName[name], facts.isQueryParameter, let bound = RangeBounds.bound(of: name, type: facts.type) else { return nil }
                return (name, bound)
            }
        }
        let (oldBounds, newBounds) = (bounds(unmatchedOld, oldByName), bounds(unmatchedNew, newByName))
        let direction = a.lower ? "lower" : "upper"
        if RangeBounds.same(a, b) {
            guard oldBounds.filter({ RangeBounds.same($0.1, a) }).map(\.0) == [oldMember.name],
                  newBounds.filter({ RangeBounds.same($0.1, b) }).map(\.0) == [newMember.name] else { return nil }
            return "the same \(direction) bound of a range"
        }
        // One names only its bound, the other the bound of an event's start or end (Google Calendar's `start-max` →
        // `timeMax`); a subject of its own (`updated_since` against `start_date`) is another range.
        let subject = a.subject.isEmpty ? b.subject : a.subject
        guard a.subject.isEmpty || b.subject.isEmpty, subject.allSatisfy({ RangeBounds.lowerWords.contains($0) || RangeBounds.upperWords.contains($0) }),
              oldBounds.filter({ $0.1.lower == a.lower }).map(\.0) == [oldMember.name],
              newBounds.filter({ $0.1.lower == b.lower }).map(\.0) == [newMember.name] else { return nil }
        return "the only \(direction) bounds of a range on both sides"
    }
}
