import Foundation

/// The name and type predicates the member scorer asks (``MemberRenameScorer/score(_:_:)``): owner prefixes, event
/// words, extensions at the end, list and collection types, neighbours, list models, scalar kinds and numbered series.
extension MemberRenameScorer {
    /// Whether one name is the other with words of its owner's name in front (``MemberFacts/owner``: `date` →
    /// `payment_date` in `Payment`, `Name` → `EventDestinationName` in `EventDestination`, `campaignPrice` → `price` in
    /// `PriceCampaign`, the path parameter `key_id` → `api_key_id` after `/api_keys/`): the owner names itself in its
    /// member or stops doing so, and the member is the same (across a type change the scorer asks for descriptions that
    /// do not disagree). The words in front must all be words of the old or the new owner's name; the rest must be the
    /// other name's words.
    static func ownerPrefixed(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        guard NameEvidence.isComparable(oldMember.name), NameEvidence.isComparable(newMember.name) else { return false }
        let ownerWords = ownerWords(oldMember, newMember)
        let (long, short) = longerAndShorter(oldMember.name, newMember.name)
        guard !short.isEmpty, long.count > short.count, Array(long.suffix(short.count)) == short else { return false }
        return long.prefix(long.count - short.count).allSatisfy(ownerWords.contains)
    }

    /// The words (in the singular) of the old and the new owner's names.
    static func ownerWords(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Set<String> {
        Set([oldMember.owner, newMember.owner].compactMap { $0 }.filter(NameEvidence.isComparable)
            .flatMap { NameEvidence.words($0).map(NameEvidence.singular) })
    }

    /// The words (in the singular) of the name with more of them and of the other (the new one's first on a tie).
    static func longerAndShorter(_ old: String, _ new: String) -> (long: [String], short: [String]) {
        let oldWords = NameEvidence.words(old).map(NameEvidence.singular)
        let newWords = NameEvidence.words(new).map(NameEvidence.singular)
        return oldWords.count > newWords.count ? (oldWords, newWords) : (newWords, oldWords)
    }

    /// Names that say what a member is to its owner without saying of what (``ComparisonState/identityWords`` and links).
    static let bareNames: Set<String> = ComparisonState.identityWords.union(["url", "uri", "href", "link"])

    /// Whether one name is a bare name (``bareNames``: `id`, `type`, `url`) and the other the same word after one word
    /// that is not the owner's (`image_id`, `project_id`, `creative_type`, `upgrade_url`): the qualified member is of
    /// another thing (the image, the project), the bare one of the owner itself. A word the owner's name starts with
    /// counts as the owner's (`ordType` in `Order`, OKX).
    static func qualifiedBareName(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        guard NameEvidence.isComparable(oldMember.name), NameEvidence.isComparable(newMember.name) else { return false }
        let (long, short) = longerAndShorter(oldMember.name, newMember.name)
        guard short.count == 1, bareNames.contains(short[0]), long.count == 2, long[1] == short[0] else { return false }
        let qualifier = long[0]
        return !ownerWords(oldMember, newMember).contains { $0 == qualifier || qualifier.count >= 3 && $0.hasPrefix(qualifier) }
    }

    /// Whether two names of one moment (``NameEvidence/sameMoment(_:_:)``) have the same words besides their time words,
    /// not only in related forms (`dateCreated` ~ `createdAt`, not `shipDate` ~ `shippedAt`).
    static func sameEventWords(_ old: String, _ new: String) -> Bool {
        let rest = { (name: String) in NameEvidence.withoutMomentWords(NameEvidence.words(name).map(NameEvidence.singular)) }
        return rest(old) == rest(new)
    }

    /// Whether `new`'s words are `old`'s words (in some form) followed by at least one more that is not only a reference
    /// word: the last word, which says what the member is, changed (`service` → `serviceAccountEmail`; `location` →
    /// `location_id` is the same location by its identifier).
    static func extendsAtTheEnd(_ old: String, _ new: String) -> Bool {
        guard NameEvidence.isComparable(old), NameEvidence.isComparable(new) else { return false }
        let oldWords = NameEvidence.words(old).map(NameEvidence.singular)
        let newWords = NameEvidence.words(new).map(NameEvidence.singular)
        guard !oldWords.isEmpty, newWords.count > oldWords.count else { return false }
        // A reference word after it (`location` → `location_id`) names the same thing by its identifier.
        guard !newWords.dropFirst(oldWords.count).allSatisfy(NameEvidence.referenceWords.contains) else { return false }
        return zip(oldWords, newWords).allSatisfy { NameEvidence.sameWord($0, $1) }
    }

    /// Whether a member's type (its canonical TYPE string) is a list or a map.
    static func isCollection(_ type: String) -> Bool { type.hasPrefix("array<") || type.hasPrefix("map<") }

    /// Whether a member's type (its canonical TYPE string) is a list.
    static func isList(_ type: String) -> Bool { type.hasPrefix("array<") }

    /// Whether two neighbours are the same member: equal regardless of case and separator style, or related by name
    /// as closely as a containment (`ipv6addr` ~ `ipv6Address`, a sibling renamed in the same release); both absent
    /// counts as the same.
    static func sameNeighbour(_ old: String?, _ new: String?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        if NameEvidence.isComparable(old), NameEvidence.isComparable(new), NameSimilarity.normalized(old) == NameSimilarity.normalized(new) {
            return true
        }
        return (NameEvidence.between(old, new)?.weight ?? 0) >= 1.5
    }

    /// The names an envelope gives the one record it carries (`{data: User}`, `{resource: EventType}`).
    static let envelopeMemberNames: Set<String> = ["data", "resource", "result", "item", "payload", "object", "entity", "record"]

    /// Whether two members of one object type are the record an envelope carries, renamed between a generic name
    /// (``envelopeMemberNames``) and another generic name or the record's own type name: Calendly's `{data: User}` →
    /// `{resource: User}`, Cal.com's `{booking: Booking}` → `{status, data: BookingOutput}`. Both sides must name the
    /// record that way; a member named for what it is (`owner: User`) is not an envelope's record.
    static func isEnvelopeMemberRename(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        guard oldMember.isObject, newMember.isObject, oldMember.type == newMember.type,
              let oldModel = oldMember.objectModel, let newModel = newMember.objectModel else { return false }
        func generic(_ name: String) -> Bool { envelopeMemberNames.contains(NameSimilarity.normalized(name)) }
        func namesItsType(_ name: String, _ model: String) -> Bool {
            guard NameEvidence.isComparable(name), NameEvidence.isComparable(model) else { return false }
            return NameSimilarity.normalized(name) == NameSimilarity.normalized(model)
        }
        let (oldGeneric, newGeneric) = (generic(oldMember.name), generic(newMember.name))
        guard oldGeneric || newGeneric else { return false }
        return (oldGeneric || namesItsType(oldMember.name, oldModel)) && (newGeneric || namesItsType(newMember.name, newModel))
    }

    /// Whether a model's name says it holds a page of a list (`LogsListResponse`, `paginated_issues`, `UserCollection`).
    static func namesAList(_ model: String?) -> Bool {
        guard let model else { return false }
        return !Set(NameEvidence.words(model)).isDisjoint(with: ["list", "page", "paginated", "paged", "collection"])
    }

    /// Whether two member types (canonical TYPE strings) carry the same kind of value: equal, or both integers (`int32`,
    /// `int64`) — `start: date-time` is not `page: int32`.
    static func sameScalarKind(_ a: String, _ b: String) -> Bool {
        let integers: Set<String> = ["int32", "int64", "integer"]
        return a == b || integers.contains(a) && integers.contains(b)
    }

    /// Whether a model's name contains a member's name as a word run, or is it (`GetStreamsResponse` and `streams`, Box's
    /// `Comments` and `comments`): the model is named after the items that member held.
    static func namedAfterItems(_ model: String?, _ member: String) -> Bool {
        guard let model, NameEvidence.isComparable(model), NameEvidence.isComparable(member) else { return false }
        let (modelWords, memberWords) = (NameEvidence.words(model), NameEvidence.words(member))
        guard !memberWords.isEmpty, modelWords.count >= memberWords.count else { return false }
        return (0...(modelWords.count - memberWords.count)).contains { Array(modelWords[$0..<($0 + memberWords.count)]) == memberWords }
    }

    /// A name's stem and trailing number (`address_2` → (`address`, 2)), or `nil` without one.
    static func numbered(_ name: String) -> (stem: String, number: Int)? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < name.count, let number = Int(String(digits.reversed())) else { return nil }
        let stem = NameSimilarity.normalized(String(name.dropLast(digits.count)))
        return stem.isEmpty ? nil : (stem, number)
    }

    /// Whether `old` and `new` are members of two numbered series with the same numbers (two or more), each the whole
    /// series of its stem among the unmatched names, and with different stems: `address1`, `address2` → `street1`,
    /// `street2` (Recurly v2 → v3). A lone `address1` → `street1` is a rename like any other.
    static func numberedSeries(_ old: String, _ new: String, _ unmatchedOld: [String], _ unmatchedNew: [String]) -> Bool {
        guard let a = numbered(old), let b = numbered(new), a.number == b.number, a.stem != b.stem else { return false }
        let oldNumbers = unmatchedOld.compactMap(numbered).filter { $0.stem == a.stem }.map(\.number)
        let newNumbers = unmatchedNew.compactMap(numbered).filter { $0.stem == b.stem }.map(\.number)
        return oldNumbers.count >= 2 && oldNumbers.sorted() == newNumbers.sorted() && Set(oldNumbers).count == oldNumbers.count
    }

    /// Whether the new member says, in the same words, what a kept old member (one whose name both sides have) said and
    /// what the old member does not: the kept name took another role, and the new member continues the kept one's
    /// (Zotero v3: `sort`, once the direction "asc or desc.", names the sort field that `order` was, and the new
    /// `direction` says "asc or desc.": `order` → `direction` is not a rename though both names are sort directions).
    func continuesAKeptMember(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        guard let text = newMember.description, DescriptionEvidence.between(oldMember.description, text) != .same else { return false }
        let unmatched = Set(unmatchedOld)
        return old.contains { other in
            other.name != oldMember.name && !unmatched.contains(other.name) && DescriptionEvidence.between(other.description, text) == .same
        }
    }
}
