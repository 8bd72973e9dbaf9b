import MigratorModel

/// Term changes a release applies across many identifiers at once — a word dropped (`DefineRankExpression` →
/// `DefineExpression`, `RankExpressionStatus` → `ExpressionStatus`), added, or replaced (`RankName` →
/// `ExpressionName`) — found before any matching, over every identifier that disappeared or appeared (model names,
/// property keys, enum values, operation ids, parameter names).
///
/// A reviewer who sees the same edit turn at least ``minimumPairs`` vanished identifiers into new ones recognises the
/// release's renaming and applies it to each of them; one such pair alone is no more than the ordinary name evidence
/// of ``NameEvidence``. An old identifier the edits turn into two or more new ones (or the reverse) is not explained:
/// the edit cannot say which one it became. Edits of digits or version words are not term changes, and neither is a
/// one-word name replaced by another (`Topic` → `License`, `topic` → `license`: one concept replaced, however many
/// identifiers carry it), nor is one resource area of the routes replaced by another (``routeAreas(of:)``), nor one
/// word replaced by two different ones — unless one of them reaches every vanished name the others reach and more
/// (``dominates(_:_:in:)``). A two-word term replaced by one word, or the reverse, counts as one word
/// (`PreAuthorization` → `Mandate`), unless the other side still writes it run together (`HealthMonitor` next to
/// `Healthmonitor`).
struct SystematicRenames {
    /// The fewest distinct identifier pairs one edit must explain to count as the release's term change.
    static let minimumPairs = 3
    /// How many more new names the larger of two merging families must reach to be the release's term change
    /// (``merges(_:)``), and how many more vanished names a replacement must reach than each rival replacement of the
    /// same word (``dominates(_:_:in:)``).
    static let minimumExtraNames = 2
    /// The most words an identifier may have to be considered.
    static let maximumWords = 12
    /// The most names one pattern of a two-word term replaced by one word (or the reverse) may match (`get _`): more
    /// say nothing about any one of them, and would cost time on large APIs.
    static let maximumRunCandidates = 32
    /// The most words a compound term dropped or added as a whole may have.
    static let maximumRun = 3

    /// `old \0 new` → the edit that explains the pair.
    private var explained: [String: String] = [:]
    /// The accepted edits as (old word, new word or `nil` when dropped), in a stable order.
    private(set) var termChanges: [(old: String, new: String?)] = []

    /// The term changes between two documents.
    init(old: APIDocument, new: APIDocument) {
        let oldDescriptions = Self.identifiers(of: old)
        let newDescriptions = Self.identifiers(of: new)
        let (oldAreas, newAreas) = (Self.routeAreas(of: old), Self.routeAreas(of: new))
        let oldKinds = oldDescriptions.mapValues { Set($0.keys) }
        let newKinds = newDescriptions.mapValues { Set($0.keys) }
        var edits: [String: Set<String>] = [:]
        var termChange: [String: (old: String, new: String?)] = [:]
        var runs: [String: (old: String, new: String)] = [:]
        var vanished: [String: [String]] = [:]
        var appeared: [String: [String]] = [:]
        for (kind, oldNames) in oldKinds.sorted(by: { $0.key < $1.key }) {
            let newNames = newKinds[kind] ?? []
            // A name kept in another style (`delete_playlist` → `DeletePlaylist`) is no vanished name: its words are still
            // there, and a term change must not pair it with another (`delete_playlist` → `DeleteVideo`).
            // (The new name stays a target: `Shipment` kept as `shipment` may still be what `Order` became.)
            let came = newNames.subtracting(oldNames)
            let cameWords = Set(came.compactMap { Self.words($0) })
            let oldOnly = oldNames.subtracting(newNames).filter { Self.words($0).map { !cameWords.contains($0) } ?? true }.sorted()
            let newOnly = came.sorted()
            guard !oldOnly.isEmpty, !newOnly.isEmpty else { continue }
            (vanished[kind], appeared[kind]) = (oldOnly, newOnly)
            Self.findEdits(kind: kind, oldOnly: oldOnly, newOnly: newOnly) { edit, oldName, newName, change in
                edits[edit, default: []].insert(kind + "\u{0}" + oldName + "\u{0}" + newName)
                if let change { termChange[edit] = change }
                if let separator = edit.range(of: "\" → \"") {
                    runs[edit] = (String(edit[edit.index(after: edit.startIndex)..<separator.lowerBound]), String(edit[separator.upperBound...].dropLast()))
                }
            }
        }
        var partners: [String: Set<String>] = [:]
        var accepted: [String: String] = [:]
        // The route shapes of each area word, worked out when an area replacement is first judged.
        var areaShapes: (old: [String: Set<String>], new: [String: Set<String>])?
        // One old word replaced by two new ones (`hsm` → `cluster` in `DescribeHsm` → `DescribeClusters`, `hsm` → `tag`
        // in `ListHsms` → `ListTags`): the release retired a resource and named new ones, and neither is its term change —
        // unless one replacement reaches every name the others reach and more (``dominates(_:_:in:)``).
        var replacements: [String: Set<String>] = [:]
        // Counted over merged edits too: a merge says nothing about the replaced word.
        for (edit, pairs) in edits where pairs.count >= Self.minimumPairs {
            if let change = termChange[edit], change.new != nil { replacements[change.old, default: []].insert(edit) }
        }
        // A replacement another one of the same word dominates (`bill` → `mandate` next to `bill` → `payment`) is no term
        // change, and so merges no family either (`bill` and `pre authorization` both → `mandate`).
        // Nor does one with a rival that explains more names (`health monitor` → `loadbalancer` next to `health monitor` →
        // `listener` in more names): it can be no term change of its own.
        var dominated = Set<String>()
        for rivals in replacements.values where rivals.count > 1 {
            if let winner = rivals.first(where: { Self.dominates($0, rivals.subtracting([$0]), in: edits) }) {
                dominated.formUnion(rivals.subtracting([winner]))
            } else {
                let most = rivals.map { edits[$0]?.count ?? 0 }.max() ?? 0
                dominated.formUnion(rivals.filter { (edits[$0]?.count ?? 0) < most })
            }
        }
        let merges = Self.merges(edits.filter { !dominated.contains($0.key) })
        // The new names (`kind \0 new`) that accepted replacements reach. Edits are judged from the one that explains the
        // most names down, so a replacement already accepted (`bill` → `payment`) is no rival's evidence any more
        // (`pre authorization` → `payment` in `getPreAuthorization` → `getPayment`).
        var explainedNewNames = Set<String>()
        var acceptedReplacements = Set<String>()
        /// The pairs of an edit whose new name no accepted replacement reaches.
        func unexplained(_ edit: String) -> Set<String> {
            (edits[edit] ?? []).filter { !explainedNewNames.contains(Self.newName(of: $0)) }
        }
        let candidates = edits.filter { $0.value.count >= Self.minimumPairs && !merges.contains($0.key) }
            .sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        for (edit, pairs) in candidates {
            guard Self.independentCount(pairs) >= Self.minimumPairs else { continue }
            if let change = termChange[edit], change.new != nil, let rivals = replacements[change.old], rivals.count > 1 {
                // A word is replaced once: a rival already accepted took it.
                if !acceptedReplacements.isDisjoint(with: rivals) { continue }
                let live = rivals.subtracting([edit]).filter { unexplained($0).count >= Self.minimumPairs }
                if !live.isEmpty, !Self.dominates(edit, live, in: edits) { continue }
            }
            // A retired feature next to a new one with parallel names (`createWidget`, `deleteWidget` →
            // `createGadget`, `deleteGadget`) looks like a term change; their documentation tells them apart.
            let judged = pairs.compactMap { pair -> DescriptionEvidence? in
                let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                // The release's change applies to the text too: "the subscriber's name" with `subscriber` dropped.
                let oldTexts = (oldDescriptions[parts[0]]?[parts[1]] ?? []).map { Self.applying(termChange[edit], to: $0) }
                // A two-word new term written run together or hyphenated in the new text (`preauthorization`) is read
                // as its two words, as the old text now has them.
                var newTexts = newDescriptions[parts[0]]?[parts[2]] ?? []
                if let newTerm = termChange[edit]?.new, newTerm.contains(" ") {
                    newTexts = newTexts.map { Self.applying((newTerm, newTerm), to: $0) }
                }
                let evidence = Self.closest(oldTexts, newTexts)
                return evidence == .none ? nil : evidence
            }
            if judged.count >= Self.minimumPairs, judged.allSatisfy({ $0 == .different }) { continue }
            // One resource area of the routes replaced by another next to a kept sibling of the same shape
            // (`/v1/Messaging/Countries` gone, `/v2/Trunking/Countries` new, `/Voice/Countries` kept): the release retired
            // a product and added another beside its siblings. An area with no such sibling that every route of it moved
            // to another (`/targets/{id}` → `/registries/{id}`) is the resource renamed, and so is one whose item
            // parameter was renamed with it (`/spaces/{space_id}` → `/folders/{folder_id}`).
            if let change = termChange[edit], let newWord = change.new, oldAreas.contains(change.old), !newAreas.contains(change.old),
               newAreas.contains(newWord), !oldAreas.contains(newWord),
               Self.hasKeptSibling(change.old, newWord, in: areaShapes ?? { areaShapes = (Self.areaShapes(of: old), Self.areaShapes(of: new)); return areaShapes! }()),
               !Self.itemParameterRenamed(change.old, newWord, old: old, new: new) {
                continue
            }
            if let change = termChange[edit] {
                termChanges.append(change)
                if change.new != nil {
                    explainedNewNames.formUnion(pairs.map(Self.newName(of:)))
                    acceptedReplacements.insert(edit)
                }
            }
            // Once established inside longer names, a replacement also explains the names that are just its run
            // (`PostContent` → `RecognizeUtterance` next to `PostContentRequest` → `RecognizeUtteranceRequest`, …).
            var whole = pairs
            if let run = runs[edit] {
                for (kind, olds) in vanished.sorted(by: { $0.key < $1.key }) {
                    let news = (appeared[kind] ?? []).filter { Self.words($0)?.joined(separator: " ") == run.new }
                    for old in olds where Self.words(old)?.joined(separator: " ") == run.old {
                        for new in news { whole.insert(kind + "\u{0}" + old + "\u{0}" + new) }
                    }
                }
            }
            for pair in whole.sorted() where accepted[pair] == nil {
                accepted[pair] = "the release's term change: \(edit) in \(pairs.count) names"
                let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
                partners["o" + parts[0] + "\u{0}" + parts[1], default: []].insert(parts[2])
                partners["n" + parts[0] + "\u{0}" + parts[2], default: []].insert(parts[1])
            }
        }
        for (pair, description) in accepted.sorted(by: { $0.key < $1.key }) {
            let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            // An identifier with two partners keeps the one written in the same style (`PostTextRequest` →
            // `RecognizeTextRequest`, not `RecognizeText_request`), when that one is unique on both sides.
            // Or the one of the same number (`getClients` → `getEntities`, not `getEntity`).
            func unique(_ key: String, _ partner: String, _ own: String) -> Bool {
                guard let all = partners[key], all.count > 1 else { return true }
                let sameStyle = all.filter { Self.skeleton($0) == Self.skeleton(own) }
                if sameStyle == [partner] { return true }
                return sameStyle.filter { Self.endsInPlural($0) == Self.endsInPlural(own) } == [partner]
            }
            guard unique("o" + parts[0] + "\u{0}" + parts[1], parts[2], parts[1]),
                  unique("n" + parts[0] + "\u{0}" + parts[2], parts[1], parts[2]) else { continue }
            explained[parts[1] + "\u{0}" + parts[2]] = description
        }
    }

    /// How many of an edit's pairs (`kind \0 old \0 new`) are renamed on their own: a name made of another pair's names
    /// and one suffix (`advanced_ported` → `advancedAsync_ported` next to `advanced` → `advancedAsync`, the inline
    /// schema named after the model it was written in) follows that pair and is not counted again.
    static func independentCount(_ pairs: Set<String>) -> Int {
        let parsed = pairs.map { $0.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init) }
        let keys = Set(parsed.map { $0[0] + "\u{0}" + $0[1] + "\u{0}" + $0[2] })
        /// Whether the pair is another pair plus one suffix on both sides.
        func follows(_ parts: [String]) -> Bool {
            let (kind, old, new) = (parts[0], parts[1], parts[2])
            var cut = old.endIndex
            while let separator = old[..<cut].lastIndex(of: "_") {
                let suffix = old[separator...]
                if new.hasSuffix(suffix), new.count > suffix.count {
                    let (oldParent, newParent) = (String(old[..<separator]), String(new.dropLast(suffix.count)))
                    if !oldParent.isEmpty, keys.contains(kind + "\u{0}" + oldParent + "\u{0}" + newParent) { return true }
                }
                cut = separator
            }
            return false
        }
        return parsed.filter { !follows($0) }.count
    }

    /// The new name of a pair (`kind \0 old \0 new`) with its kind: `kind \0 new`.
    static func newName(of pair: String) -> String {
        let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false)
        return parts[0] + "\u{0}" + parts[2]
    }

    /// Whether the replacement `edit` reaches every vanished name each of its `rivals` (other replacements of the same old
    /// word) reaches, and at least ``minimumExtraNames`` more: GoCardless's bills became payments (`getBill`, `listBills`,
    /// `createBill`, `retryBill`, `BillCreateRequest`, `BillStatus` → `…Payment…`) while mandates, a resource of their
    /// own, share only the common verbs (`getBill` → `getMandate`, `listBills` → `listMandates`). The names only the
    /// larger family reaches (`createBill` with no `createMandate`) say which resource continues the old one. Two
    /// replacements that reach the same names, or each some the other does not, stay ambiguous.
    static func dominates(_ edit: String, _ rivals: Set<String>, in edits: [String: Set<String>]) -> Bool {
        /// The vanished names (`kind \0 old`) an edit's pairs start from.
        func vanishedNames(_ edit: String) -> Set<String> {
            Set((edits[edit] ?? []).map { pair in
                let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false)
                return parts[0] + "\u{0}" + parts[1]
            })
        }
        let own = vanishedNames(edit)
        return rivals.allSatisfy { rival in
            let theirs = vanishedNames(rival)
            return theirs.isSubset(of: own) && own.count >= theirs.count + minimumExtraNames
        }
    }

    /// The edits that merge two families of names into one: two edits of ``minimumPairs`` or more pairs that lead
    /// different vanished names to the same ``minimumPairs`` appeared names (`user_name_match` and
    /// `subscriber_name_match` both → `nameMatch`, with `user` or `subscriber` dropped). Neither is the release's term
    /// change: the new names stand for two old concepts, and no edit says which one each continues — unless one family
    /// is part of the other: when every appeared name one edit reaches the other reaches too, and the other reaches at
    /// least ``minimumExtraNames`` more (`postalCodeMatch` and `regionMatch` only from `subscriber_…`), the larger
    /// family is the one the release kept and renamed, and only the smaller edit is a merge (CAMARA KYC: the
    /// subscriber's fields became the customer's; the line user's were dropped). One name more could be chance (a
    /// billing address with a company line next to a shipping address without).
    private static func merges(_ edits: [String: Set<String>]) -> Set<String> {
        var targets: [String: Set<String>] = [:]
        for (edit, pairs) in edits where pairs.count >= minimumPairs {
            targets[edit] = Set(pairs.map(newName(of:)))
        }
        var merged: Set<String> = []
        let ordered = targets.sorted { $0.key < $1.key }
        for (index, (edit, names)) in ordered.enumerated() {
            for (other, otherNames) in ordered[(index + 1)...] where names.intersection(otherNames).count >= minimumPairs {
                if names.isSubset(of: otherNames), otherNames.count >= names.count + Self.minimumExtraNames {
                    merged.insert(edit)
                } else if otherNames.isSubset(of: names), names.count >= otherNames.count + Self.minimumExtraNames {
                    merged.insert(other)
                } else {
                    merged.insert(edit)
                    merged.insert(other)
                }
            }
        }
        return merged
    }

    /// The term change that turns `old` into `new`, described for `evidence`, or `nil`.
    func edit(_ old: String, _ new: String) -> String? {
        explained.isEmpty ? nil : explained[old + "\u{0}" + new]
    }

    /// How `old` relates to `new` once the release's term changes are applied to it (`NamedRankExpression` with `rank`
    /// dropped is `named expression`, one word more than `Expression`), when that is a word added or removed or closer
    /// and `old` relates to `new` less closely without them. When the change, applied to a term that occurs more than
    /// once, gives the new name itself (`GET_DefineRankExpression_RankExpression` → `GET_DefineExpression_Expression`,
    /// `rank` dropped twice: a pair the one-word edits cannot explain), the pair is the release's term change.
    func relationAfterTermChanges(_ old: String, _ new: String) -> NameEvidence? {
        guard !termChanges.isEmpty, let words = Self.words(old) else { return nil }
        var closest: NameEvidence?
        for change in termChanges {
            guard let (changed, occurrences) = Self.applying(change, toWords: words) else { continue }
            guard !changed.isEmpty, let evidence = NameEvidence.between(changed.joined(separator: "_"), new), evidence.weight >= 2 else { continue }
            if evidence.weight >= 3, occurrences > 1 {
                return NameEvidence(kind: .systematic)
            }
            closest = NameEvidence(kind: .afterTermChange)
        }
        return closest
    }

    /// `words` (singular, lower-cased) with every run of a term change's old words replaced by its new words (or left
    /// out when the term was dropped), and how many runs there were; `nil` when the old term does not occur. A two-word
    /// term is a run of two words (`pre authorization` in `cancel pre authorization request`).
    static func applying(_ change: (old: String, new: String?), toWords words: [String]) -> (words: [String], occurrences: Int)? {
        let term = change.old.split(separator: " ").map(String.init)
        let replacement = change.new.map { $0.split(separator: " ").map(String.init) } ?? []
        guard !term.isEmpty, words.count >= term.count else { return nil }
        var result: [String] = []
        var occurrences = 0
        var index = 0
        while index < words.count {
            if index + term.count <= words.count, Array(words[index..<(index + term.count)]) == term {
                result += replacement
                occurrences += 1
                index += term.count
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return occurrences == 0 ? nil : (result, occurrences)
    }

    /// Whether an identifier's last word is written in the plural (`getEntities`, not `getEntity`).
    static func endsInPlural(_ name: String) -> Bool {
        guard NameEvidence.isComparable(name), let last = NameEvidence.words(name).last else { return false }
        return NameEvidence.singular(last) != last
    }

    /// The layout of an identifier without its letters: `PostTextRequest` → `aAA`, `PostText_request` → `aA_a`, so that
    /// two names written in the same style compare equal.
    static func skeleton(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isLetter || character.isNumber {
                if previous == nil || !(previous!.isLetter || previous!.isNumber) { result.append("a") }
                else if character.isUppercase, previous!.isLowercase || previous!.isNumber { result.append("A") }
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// An identifier's words in the singular, or `nil` when it is too long to consider.
    static func words(_ name: String) -> [String]? {
        guard NameEvidence.isComparable(name) else { return nil }
        let words = NameEvidence.words(name).map(NameEvidence.singular)
        return (1...maximumWords).contains(words.count) ? words : nil
    }

    /// Whether a word can be a term: two or more letters, no digits (`v2`, `2013` are versions, not terms).
    static func isTerm(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter)
    }

    /// Every identifier of a document that a rename can change, by kind, with its distinct descriptions (at most
    /// ``maximumDescriptions``; pairs are only made within one kind, while the edits are counted across all of them).
    private static func identifiers(of document: APIDocument) -> [String: [String: [String]]] {
        var names: [String: [String: [String]]] = [:]
        func add(_ kind: String, _ name: String, _ description: String?) {
            var descriptions = names[kind]?[name] ?? []
            if let description, descriptions.count < maximumDescriptions, !descriptions.contains(description) { descriptions.append(description) }
            names[kind, default: [:]][name] = descriptions
        }
        for model in document.models {
            add("model", model.name, model.description)
            switch model.kind {
            case let .object(properties): for property in properties { add("property", property.key, property.description) }
            case let .enum(enumModel): for enumCase in enumModel.cases { add("case", enumCase.value.description, enumCase.description) }
            case let .union(union): for variant in union.variants { add("variant", variant.name, nil) }
            }
        }
        for endpoint in document.endpoints {
            add("endpoint", endpoint.operationId, endpoint.documentation)
            for parameter in endpoint.parameters { add("parameter", parameter.name, parameter.description) }
        }
        return names
    }
}
