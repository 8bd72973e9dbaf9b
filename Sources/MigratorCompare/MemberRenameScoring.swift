import Foundation

/// Scores removed × added members of one parent (model or endpoint) as rename candidates.
///
/// A rename needs evidence a reviewer accepts — the name (``NameEvidence``), the list-wrapper convention, the
/// description (a similar one 1; for members of the same type whose descriptions share a word beyond their owner's
/// name and ``DescriptionEvidence/boilerplateWords``, outside a split or a merge, 1.5, or 2 when each is the only
/// member of its type so described on the other side), or a new description that names the old member (1, and then no
/// contradiction) — worth at least 1; a
/// weak name relation (containment, a synonym, one word substituted, a shared word) is cancelled by a contradicting
/// description (never for two page-size names: ``NameLexicon/arePageSizeNames(_:_:)``; for a synonym, descriptions are
/// compared with the synonyms counted as one word: ``DescriptionEvidence/betweenUpToSynonyms(_:_:)``), and one
/// substituted word rules the pair out when the descriptions change the same word
/// (``DescriptionEvidence/mirrorsNameChange(oldName:newName:oldDescription:newDescription:)``). Type (1), position
/// (0.5), neighbours (1, or 0.5 for one of them) and required-ness (0.5) only add to that (tie-breakers): the
/// total must reach ``threshold``, unless the name, list-wrapper, owner-prefix or page-size evidence alone is worth 3
/// (then a type change is reported with the rename; page-size names count so only as the only unmatched ones on both
/// sides: `limit` → `page_size`). A name related as closely to another unmatched name of the same type on the other side
/// (a split or a merge) is no evidence, and there a similar description counts only when it is closer than the
/// competitors' descriptions, so that position never chooses between the parts of a split; names that differ only in a version number (`serverIpv4`, `serverIpv6`) are never paired.
/// Name relations are computed once per pair and cached.
final class MemberRenameScorer {
    /// The total a pair must reach.
    static let threshold = 3.5

    /// The old members.
    let old: [MemberFacts]
    /// The new members.
    let new: [MemberFacts]
    /// Old names without an equal new name.
    let unmatchedOld: [String]
    /// New names without an equal old name.
    let unmatchedNew: [String]
    /// The members by name, for the types of competing names.
    let oldByName: [String: MemberFacts]
    /// The members by name, for the types of competing names.
    let newByName: [String: MemberFacts]
    /// Cached name relations by (old name, new name).
    private var relations: [String: NameEvidence?] = [:]
    /// The release's term changes, if known.
    private let systematic: SystematicRenames?

    /// The release's member renames made in many models (properties) or endpoints (parameters) at once, if known.
    private let parallel: (any RepeatedSwaps)?
    /// Pairs a reviewer rejected (`old` + NUL + `new`): a rejected partner is no rival (``competitors(_:_:_:)``).
    private let rejected: Set<String>
    /// `old` + NUL + `new` → the word dropped from (or added to) both, for the unmatched pairs that make one edit which
    /// at least one other unmatched pair of siblings makes too (``sharedWordEdits(old:new:)``).
    private let sharedEdits: [String: String]

    /// A scorer over two sibling lists; `systematic` lifts pairs that a term change of the release explains, `parallel`
    /// pairs the release swaps in many models or endpoints.
    init(
        old: [MemberFacts], new: [MemberFacts], systematic: SystematicRenames? = nil, parallel: (any RepeatedSwaps)? = nil,
        rejected: Set<String> = []
    ) {
        self.old = old
        self.new = new
        self.rejected = rejected
        self.systematic = systematic
        self.parallel = parallel
        let oldNames = Set(old.map(\.name))
        let newNames = Set(new.map(\.name))
        unmatchedOld = old.map(\.name).filter { !newNames.contains($0) }
        unmatchedNew = new.map(\.name).filter { !oldNames.contains($0) }
        oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        sharedEdits = Self.sharedWordEdits(old: unmatchedOld, new: unmatchedNew)
    }

    /// The unmatched pairs whose names differ by one word dropped or added (`trial_interval_length` → `trial_length`,
    /// `-interval`) when two or more pairs of siblings make that same edit (`trial_interval_unit` → `trial_unit`) and
    /// each of their names makes it with one partner only: the release reworded its members together, as closely
    /// related as a style change. `old` + NUL + `new` → the word.
    static func sharedWordEdits(old: [String], new: [String]) -> [String: String] {
        guard old.count >= 2, new.count >= 2 else { return [:] }
        func words(_ name: String) -> [String] { NameEvidence.words(name).map(NameEvidence.singular) }
        /// `joined words with one word dropped` → [(name, dropped word)].
        func dropped(_ names: [String]) -> [String: [(String, String)]] {
            var result: [String: [(String, String)]] = [:]
            for name in names where NameEvidence.isComparable(name) {
                let parts = words(name)
                guard parts.count >= 2 else { continue }
                for index in parts.indices {
                    var rest = parts
                    let word = rest.remove(at: index)
                    result[rest.joined(separator: " "), default: []].append((name, word))
                }
            }
            return result
        }
        var byEdit: [String: [(old: String, new: String)]] = [:]
        let oldDropped = dropped(old)
        for name in new where NameEvidence.isComparable(name) {
            for (oldName, word) in oldDropped[words(name).joined(separator: " ")] ?? [] { byEdit["-" + word, default: []].append((oldName, name)) }
        }
        let newDropped = dropped(new)
        for name in old where NameEvidence.isComparable(name) {
            for (newName, word) in newDropped[words(name).joined(separator: " ")] ?? [] { byEdit["+" + word, default: []].append((name, newName)) }
        }
        // One partner per name, over all edits: `author_name` and `author_email` → `author` (`-name`, `-email`) say
        // nothing, nor do `a_x` → `a` and `a_x` → `x`.
        var partners: [String: Int] = [:]
        for pairs in byEdit.values {
            for pair in pairs {
                partners["o" + pair.old, default: 0] += 1
                partners["n" + pair.new, default: 0] += 1
            }
        }
        var result: [String: String] = [:]
        for (edit, pairs) in byEdit {
            let single = pairs.filter { partners["o" + $0.old] == 1 && partners["n" + $0.new] == 1 }
            guard single.count >= 2 else { continue }
            for pair in single { result[pair.old + "\u{0}" + pair.new] = String(edit.dropFirst()) }
        }
        return result
    }

    /// The name relation of two names, cached.
    private func relation(_ oldName: String, _ newName: String) -> NameEvidence? {
        let key = oldName + "\u{0}" + newName
        if let cached = relations[key] { return cached }
        var value = NameEvidence.between(oldName, newName)
        if (value?.weight ?? 0) < 3, !NameEvidence.differInVersionOnly(oldName, newName), systematic?.edit(oldName, newName) != nil {
            value = NameEvidence(kind: .systematic)
        } else if (value?.weight ?? 0) < 2, let after = systematic?.relationAfterTermChanges(oldName, newName) {
            value = after
        }
        relations[key] = value
        return value
    }

    /// The names that make the name relation of `oldMember` → `newMember` ambiguous: other unmatched names related to
    /// one of them with middle strength (a word added or removed, containment, a synonym: weight 1.5 to 3), a split or
    /// a merge (`path` → `path_display` and `path_lower`). Empty when the relation is not ambiguous.
    ///
    /// A competing name counts only when it is related at least as closely as the pair itself
    /// (``NameEvidence/Kind/strength``), has the pair's type when the pair shares one (`qos: QosProfile` is not split
    /// between `qosProfile: QosProfile` and `qosStatus: QosStatus`), and has no closer partner of its own
    /// (`applicationServer` is not contested by `asPorts`, whose own partner is `applicationServerPorts`).
    private func competitors(_ oldMember: MemberFacts, _ newMember: MemberFacts, _ pair: NameEvidence) -> Competitors {
        let sameType = oldMember.type == newMember.type
        func competes(_ evidence: NameEvidence?, type: String?) -> Bool {
            guard let evidence, evidence.weight >= 1.5, evidence.weight < 3, evidence.kind.strength <= pair.kind.strength else { return false }
            return !sameType || type == oldMember.type
        }
        var found = Competitors()
        // A partner the reviewer rejected for this member (`--not-rename`) contests nothing.
        for other in unmatchedNew where other != newMember.name && !rejected.contains(oldMember.name + "\u{0}" + other) {
            let evidence = relation(oldMember.name, other)
            guard competes(evidence, type: newByName[other]?.type), let evidence else { continue }
            let closerPartner = unmatchedOld.contains { $0 != oldMember.name && (relation($0, other)?.kind.strength ?? .max) < evidence.kind.strength }
            if !closerPartner { found.new.append(other) }
        }
        for other in unmatchedOld where other != oldMember.name && !rejected.contains(other + "\u{0}" + newMember.name) {
            let evidence = relation(other, newMember.name)
            guard competes(evidence, type: oldByName[other]?.type), let evidence else { continue }
            let closerPartner = unmatchedNew.contains { $0 != newMember.name && (relation(other, $0)?.kind.strength ?? .max) < evidence.kind.strength }
            if !closerPartner { found.old.append(other) }
        }
        return found
    }

    /// The names competing for one side of a pair (``competitors(_:_:_:)``).
    struct Competitors {
        /// New names the old member is as closely related to.
        var new: [String] = []
        /// Old names the new member is as closely related to.
        var old: [String] = []
        /// Whether there is any.
        var isEmpty: Bool { new.isEmpty && old.isEmpty }
    }

    /// Whether the pair's descriptions are closer than the description of every competitor with the other side: for a
    /// split or a merge, a similar description is evidence only when it says which of the names is the member
    /// (`CommandsUrl` "… sends an SMS …" → `SmsCommandsUrl`, not `IpCommandsUrl`).
    private func descriptionSingles(_ oldMember: MemberFacts, _ newMember: MemberFacts, against competing: Competitors) -> Bool {
        // All words count here, short ones too: `ip` and `sms` are what tells the parts of a split apart.
        func overlap(_ a: String?, _ b: String?) -> Double {
            guard let a, let b else { return 0 }
            return NameSimilarity.wordOverlap(a, b, minimumLength: 1)
        }
        let own = overlap(oldMember.description, newMember.description)
        let rivals = competing.new.map { overlap(oldMember.description, newByName[$0]?.description) }
            + competing.old.map { overlap(oldByName[$0]?.description, newMember.description) }
        return rivals.allSatisfy { $0 < own }
    }

    /// Whether each member is the only unmatched one of its type on the other side whose description is said alike
    /// (``DescriptionEvidence/between(_:_:)`` similar or the same) in words beyond `owners`, the two members' owners.
    private func soleDescribedPartners(_ oldMember: MemberFacts, _ newMember: MemberFacts, owners: [String]) -> Bool {
        /// Whether two members are described alike beyond the owners' names.
        func alike(_ a: MemberFacts, _ b: MemberFacts) -> Bool {
            guard a.type == b.type, DescriptionEvidence.shareWordsBeyond(owners, a.description, b.description) else { return false }
            let relation = DescriptionEvidence.between(a.description, b.description)
            return relation == .similar || relation == .same
        }
        return !unmatchedNew.contains { $0 != newMember.name && newByName[$0].map { alike(oldMember, $0) } == true }
            && !unmatchedOld.contains { $0 != oldMember.name && oldByName[$0].map { alike($0, newMember) } == true }
    }

    /// Whether two path parameters follow the same literal path segment and no other unmatched parameter on either side
    /// follows it.
    func onlyOneAtPathPlace(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        guard samePathPlace(oldMember, newMember), let place = oldMember.pathPlace else { return false }
        return unmatchedOld.filter { oldByName[$0]?.pathPlace == place }.count == 1
            && unmatchedNew.filter { newByName[$0]?.pathPlace == place }.count == 1
    }

    /// Whether two path parameters hold the same slot among their routes' parameters, in routes with as many
    /// (``MemberFacts/routeSlot``) or counted from the last (``MemberFacts/routeSlotFromEnd``), and neither is related by name to another unmatched path parameter of the other side
    /// (`/a/{x}/b/{y}` → `/a/{y}/b/{z}` is a reordering, not two renames).
    func onlyOneAtRouteSlot(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        let sameSlot = oldMember.routeSlot != nil && oldMember.routeSlot == newMember.routeSlot
        let sameFromEnd = oldMember.routeSlotFromEnd != nil && oldMember.routeSlotFromEnd == newMember.routeSlotFromEnd
        guard sameSlot || sameFromEnd else { return false }
        let otherNew = unmatchedNew.filter { $0 != newMember.name && newByName[$0]?.routeSlot != nil }
        let otherOld = unmatchedOld.filter { $0 != oldMember.name && oldByName[$0]?.routeSlot != nil }
        return !otherNew.contains { relation(oldMember.name, $0) != nil } && !otherOld.contains { relation($0, newMember.name) != nil }
    }

    /// Whether two path parameters follow the same literal path segment (``MemberFacts/pathPlace``).
    func samePathPlace(_ oldMember: MemberFacts, _ newMember: MemberFacts) -> Bool {
        oldMember.pathPlace != nil && oldMember.pathPlace == newMember.pathPlace
    }

    /// The evidence that old member `oldIndex` was renamed to new member `newIndex`, or `nil` when there is not enough.
    func score(_ oldIndex: Int, _ newIndex: Int) -> (Double, [String])? {
        let oldMember = old[oldIndex]
        let newMember = new[newIndex]
        if NameEvidence.differInVersionOnly(oldMember.name, newMember.name) { return nil }
        // Query parameters of two roles (`page` a page number, `page_size` a page size: a word apart) are two values.
        if let a = oldMember.queryRole, let b = newMember.queryRole, a != b { return nil }
        // So are body members of two paging roles (Censys v2's search body: `page` → `per_page`).
        if !oldMember.isQueryParameter || !newMember.isQueryParameter, let a = NameLexicon.queryRole(of: oldMember.name),
           let b = NameLexicon.queryRole(of: newMember.name), a != b, NameLexicon.pagingRoles.isSuperset(of: [a, b]) { return nil }
        var evidence: [String] = []
        var nameWeight = 0.0
        // Names that make the name relation ambiguous (a split or a merge), if any.
        var competing = Competitors()
        if let item = newMember.onlyArrayItem, oldMember.type == newMember.type,
           NameEvidence.isListWrapperRename(old: oldMember.name, new: newMember.name, itemModel: item)
            // And back to a generic name in a list's model (Bitbucket 2.0's `paginated_issues`: `issues` → `values`), or
            // in a model named after the items (Twitch Helix's `GetStreamsResponse`: `streams` → `data`).
            || (Self.namesAList(newMember.owner) || Self.namedAfterItems(newMember.owner, oldMember.name))
                && ([item] + [oldMember.onlyArrayItem].compactMap { $0 }).contains(where: {
                    // Named after the items on the old side, maybe by their old name (Cal.com's `{bookings: [Booking]}`
                    // → `{data: [BookingOutput]}`).
                    NameEvidence.isListWrapperRename(old: newMember.name, new: oldMember.name, itemModel: $0)
                }) {
            nameWeight = 3
            evidence.append("list wrapper convention")
        } else if newMember.onlyArrayItem != nil || oldMember.onlyArrayItem != nil, Self.isList(oldMember.type), oldMember.type == newMember.type,
                  NameEvidence.genericListNames.contains(NameSimilarity.normalized(oldMember.name)),
                  NameEvidence.genericListNames.contains(NameSimilarity.normalized(newMember.name)),
                  unmatchedOld.filter({ oldByName[$0]?.type == oldMember.type }) == [oldMember.name],
                  unmatchedNew.filter({ newByName[$0]?.type == newMember.type }) == [newMember.name] {
            // One generic name for another (OData v2's `results` → v4's `value`, Calendly's `data` → `collection`): the
            // list of the same items, the only list of its model on one side and the only one of its type left on both.
            nameWeight = 3
            evidence.append("list wrapper convention (generic names)")
        } else if let oldItem = oldMember.onlyArrayItem, let newItem = newMember.onlyArrayItem, oldMember.type != newMember.type,
                  NameEvidence.isListWrapperRename(old: oldMember.name, new: newMember.name, itemModel: newItem)
                    || (Self.namesAList(newMember.owner) || Self.namedAfterItems(newMember.owner, oldMember.name))
                    && NameEvidence.isListWrapperRename(old: newMember.name, new: oldMember.name, itemModel: oldItem) {
            // The list's items renamed too (Fitbit's `FriendsResponse {friends: [Friend]}` → `{data: [Person]}`): the
            // only list of each model, named after its own items on one side and generically on the other.
            nameWeight = 3
            evidence.append("list wrapper convention (its items renamed)")
        } else if Self.isEnvelopeMemberRename(oldMember, newMember), unmatchedOld.filter({ oldByName[$0]?.type == oldMember.type }) == [oldMember.name],
                  unmatchedNew.filter({ newByName[$0]?.type == newMember.type }) == [newMember.name] {
            // An envelope's one record under a generic name (``isEnvelopeMemberRename(_:_:)``), the only member of its type
            // left on each side.
            nameWeight = 3
            evidence.append("envelope convention (the record under a generic name)")
        } else if let bound = sameRangeBound(oldMember, newMember) {
            nameWeight = 3
            evidence.append(bound)
        } else if NameLexicon.arePageSizeNames(oldMember.name, newMember.name),
                  unmatchedOld.filter({ NameLexicon.pageSizeNames.contains(NameSimilarity.normalized($0)) }) == [oldMember.name],
                  unmatchedNew.filter({ NameLexicon.pageSizeNames.contains(NameSimilarity.normalized($0)) }) == [newMember.name] {
            // The only page-size name on each side (`limit` → `page_size`): one role, however the descriptions put it.
            nameWeight = 3
            evidence.append("the only page-size names on both sides")
        } else if Self.sameScalarKind(oldMember.type, newMember.type), let role = oldMember.queryRole, role == newMember.queryRole,
                  unmatchedOld.filter({ oldByName[$0]?.queryRole == role }) == [oldMember.name],
                  unmatchedNew.filter({ newByName[$0]?.queryRole == role }) == [newMember.name], !continuesAKeptMember(oldMember, newMember) {
            // The only query parameter of one role on each side (`start` → `cursor`, `search` → `q`), unless the new one
            // took over a kept parameter's description.
            nameWeight = 3
            evidence.append("the only \(role) query parameters on both sides")
        } else if oldMember.type == "string", newMember.type == "string", NameLexicon.namesAnError(oldMember.owner), NameLexicon.namesAnError(newMember.owner),
                  unmatchedOld.filter({ oldByName[$0]?.type == "string" && NameLexicon.errorTextNames.contains(NameSimilarity.normalized($0)) }) == [oldMember.name],
                  unmatchedNew.filter({ newByName[$0]?.type == "string" && NameLexicon.errorTextNames.contains(NameSimilarity.normalized($0)) }) == [newMember.name] {
            // The only text of an error on each side (`message` → `detail`): the error format changed, not what it says.
            nameWeight = 3
            evidence.append("the only error texts of two error models")
        } else if let word = sharedEdits[oldMember.name + "\u{0}" + newMember.name],
                  DescriptionEvidence.between(oldMember.description, newMember.description) != .different {
            // `trial_interval_length`, `trial_interval_unit` → `trial_length`, `trial_unit`: siblings reworded together.
            nameWeight = 3
            evidence.append("`\(word)` dropped or added in the same way from its siblings")
        } else if oldMember.type == newMember.type, Self.numberedSeries(oldMember.name, newMember.name, unmatchedOld, unmatchedNew) {
            // `address1`, `address2` → `street1`, `street2`: a numbered series renamed as a whole.
            nameWeight = 3
            evidence.append("a numbered series renamed as a whole")
        } else if oldMember.type == newMember.type, Self.ownerPrefixed(oldMember, newMember) {
            nameWeight = 3
            evidence.append("its owner's name added or dropped in front")
        } else if Self.ownerPrefixed(oldMember, newMember),
                  DescriptionEvidence.between(oldMember.description, newMember.description) != .different {
            nameWeight = 3
            evidence.append("its owner's name added or dropped in front")
        } else if relation(oldMember.name, newMember.name)?.kind == .sameMoment, Self.sameEventWords(oldMember.name, newMember.name),
                  DescriptionEvidence.between(oldMember.description, newMember.description) != .different {
            // The same event word with its time word moved (`dateCreated` → `createdAt`, `created_on` → `created_at`): a
            // naming convention changed, as closely related as a style change. `shipDate` → `shippedAt` (a planned day
            // or the moment it happened) stays weaker.
            nameWeight = 3
            evidence.append(NameEvidence.Kind.sameMoment.rawValue)
        } else if let name = relation(oldMember.name, newMember.name) {
            // The same place in the path says which of two related names is the member (`id` → `knowledgeId`, not
            // `kbId`, in `/Knowledge/{id}` → `/KnowledgeBases/{kbId}/Knowledge/{knowledgeId}`).
            if name.weight >= 3 || name.weight < 1.5 || samePathPlace(oldMember, newMember) {
                nameWeight = name.weight
                evidence.append(name.kind.rawValue)
            } else {
                competing = competitors(oldMember, newMember, name)
                if competing.isEmpty {
                    nameWeight = name.weight
                    evidence.append(name.kind.rawValue)
                }
            }
        }
        if nameWeight < 1.5, let parallel, let count = parallel.count(oldMember.name, newMember.name) {
            nameWeight = 1.5
            evidence = ["the same swap in \(count) \(parallel.owners)"]
        }
        var descriptionWeight = 0.0
        if relation(oldMember.name, newMember.name)?.kind == .wordSubstituted, DescriptionEvidence.mirrorsNameChange(
            oldName: oldMember.name, newName: newMember.name, oldDescription: oldMember.description, newDescription: newMember.description
        ) {
            return nil
        }
        var descriptions = DescriptionEvidence.between(oldMember.description, newMember.description)
        if descriptions == .different, relation(oldMember.name, newMember.name)?.kind == .synonym {
            descriptions = DescriptionEvidence.betweenUpToSynonyms(oldMember.description, newMember.description)
        }
        // A new description that names the old member (`phoneNumber`: "… corresponds to the MSISDN …" for `msisdn`)
        // says what it replaces: weak evidence, and no contradiction. Only distinctive old names (5+ letters in words
        // of 3+: not `job_id`, `name`).
        let distinctive = NameEvidence.isComparable(oldMember.name)
            && NameEvidence.words(oldMember.name).filter { $0.count >= 3 }.joined().count >= 5
        // Not when the new name is the old one with words after it (`service` → `serviceAccountEmail`): the new
        // member names something of the old one, so its description names the old one anyway.
        let namesTheOther = distinctive && !Self.extendsAtTheEnd(oldMember.name, newMember.name)
            && DescriptionEvidence.mentions(oldMember.name, in: newMember.description)
        if namesTheOther, descriptions == .different || descriptions == .none {
            descriptions = .none
            descriptionWeight = 1
            evidence.append("the description names the other")
        }
        // A new resource name whose template ends in the old identifier (`adClientId` → `parent`, "accounts/{account}/
        // adclients/{adclient}"): the same resource, now named by its path. Not when another new identifier
        // (`reportingDimensionId` next to `name`) may continue the old one.
        if descriptions != .same, ResourceNameEvidence.endsIn(oldName: oldMember.name, owner: oldMember.owner, newDescription: newMember.description),
           !unmatchedNew.contains(where: { $0 != newMember.name && NameEvidence.words($0).last == "id" }) {
            descriptions = .none
            descriptionWeight = 2
            evidence.append("a resource name ending in the old identifier")
        }
        // In a split or a merge, type, position and neighbours must not choose between the names: the description must.
        if descriptions == .similar, !competing.isEmpty, !descriptionSingles(oldMember, newMember, against: competing) {
            descriptions = .none
        }
        // Without any name relation, one description's few words found in the other's (`ARN of the Lambda function.` in
        // `ARN of the invocation role Lambda assumes … call the function.`) are no evidence: they must share most words.
        if descriptions == .similar, nameWeight == 0, let a = oldMember.description, let b = newMember.description,
           NameSimilarity.wordOverlap(a, b) < 0.6 {
            descriptions = .none
        }
        switch descriptions {
        case .same:
            descriptionWeight = 2
            evidence.append("same description")
        case .similar:
            // Of the same type, a description said alike in words beyond the owner's names is more than a hint
            // (`value` → `amount`, "The payment amount in minor units." → "The amount in minor units."); not in a split
            // or a merge, where it only lists the pair for a person.
            let owners = [oldMember.owner, newMember.owner].compactMap { $0 }
            let sameTypeAlike = oldMember.type == newMember.type && competing.isEmpty
                && DescriptionEvidence.shareWordsBeyond(owners, oldMember.description, newMember.description)
            descriptionWeight = sameTypeAlike ? (soleDescribedPartners(oldMember, newMember, owners: owners) ? 2 : 1.5) : 1
            evidence.append("similar description")
        case .different:
            if nameWeight > 0, nameWeight <= 1.5, !NameLexicon.arePageSizeNames(oldMember.name, newMember.name) {
                nameWeight = 0
                evidence.removeAll()
            }
        case .none:
            break
        }
        // A path parameter that is the only unmatched one after the same literal segment on both sides
        // (`/sessions/{sessionId}` → `/sessions/{registrationId}`) identifies the same resource: the route documents it.
        if nameWeight + descriptionWeight < 1, descriptions != .different, onlyOneAtPathPlace(oldMember, newMember) {
            descriptionWeight += 1
            evidence.append("the only parameter after /\(oldMember.pathPlace ?? "")/ on both sides")
        } else if nameWeight + descriptionWeight < 1, descriptions != .different, onlyOneAtRouteSlot(oldMember, newMember) {
            // `/projects/{project_id}/todos/{todo_id}` → `/buckets/{bucket_id}/todos/{todo_id}`: the route's collection
            // renamed, and the parameter in its slot with it.
            descriptionWeight += 1
            evidence.append("the same slot in the route (parameter \(oldMember.routeSlot ?? ""))")
        }
        let primary = nameWeight + descriptionWeight
        guard primary >= 1 else { return nil }
        // A list become one value (`links` → `information_link`) under a name that is not the same words: another
        // member, unless the description says it is the same (one value become a list, `gateway` →
        // `payment_gateway_names`, is how a member grows).
        if nameWeight < 3, Self.isList(oldMember.type), !Self.isList(newMember.type), descriptions != .same, descriptions != .similar { return nil }
        // A flag become a structure (`assigned: boolean` → `assignment: TerminalAssignment`) is another member: the
        // structure says more than whether, unless the name stayed the same words.
        if nameWeight < 3, oldMember.type == "boolean", Self.isCollection(newMember.type) || newMember.isObject { return nil }
        // A list or map become the reference to one item (`variations` → `variation_id`) is another member: the
        // collection is gone.
        if Self.isCollection(oldMember.type), !Self.isCollection(newMember.type), descriptions != .same,
           let added = NameEvidence.words(newMember.name).last, NameEvidence.referenceWords.contains(added),
           !NameEvidence.words(oldMember.name).contains(added) {
            return nil
        }
        var structure = 0.0
        if oldMember.type == newMember.type {
            structure += 1
            evidence.insert("same type", at: 0)
        }
        // A path parameter's position is its slot in the route, counted from the last one (a parameter the release added
        // in front, `/{account}/zones/{zone}`, moves no other).
        if oldMember.index == newMember.index || (oldMember.routeSlotFromEnd != nil && oldMember.routeSlotFromEnd == newMember.routeSlotFromEnd) {
            structure += 0.5
            evidence.append("same position")
        }
        let (before, after) = (oldMember.neighbours, newMember.neighbours)
        let samePrevious = Self.sameNeighbour(before.previous, after.previous)
        let sameNext = Self.sameNeighbour(before.next, after.next)
        if samePrevious, sameNext, before.previous != nil || before.next != nil {
            structure += 1
            evidence.append("same neighbours")
        } else if (before.previous != nil && samePrevious) || (before.next != nil && sameNext) {
            structure += 0.5
            evidence.append("one neighbour the same")
        }
        if oldMember.required == newMember.required {
            structure += 0.5
            evidence.append("same required-ness")
        }
        if samePathPlace(oldMember, newMember), let place = oldMember.pathPlace {
            structure += 1
            evidence.append("the same place in the path (after /\(place)/)")
        }
        // `image_id` → `id`, `type` → `creative_type` with nothing but a word apart, the type and required-ness: the
        // qualified member is of another thing (``qualifiedBareName(_:_:)``); place, neighbours or a description may
        // still say they are one.
        if descriptionWeight == 0, structure <= 1.5, evidence.contains(NameEvidence.Kind.wordAddedOrRemoved.rawValue),
           Self.qualifiedBareName(oldMember, newMember) {
            return nil
        }
        let total = primary + structure
        guard total >= Self.threshold || nameWeight >= 3 else { return nil }
        return (total + nameWeight * RenameMatcher.nameTieBreak, evidence)
    }
}
