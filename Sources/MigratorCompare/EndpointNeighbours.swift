import MigratorModel

/// The last pass of endpoint matching: an endpoint whose documentation says the same as one added endpoint's, and no
/// other's, with the same method, where the matched endpoint listed right before or after it sits right before or
/// after the added one (Lex Runtime's `PostContent` → `RecognizeUtterance`, both "Sends user input (text or speech) to
/// Amazon Lex", between the same matched neighbours), or at the same position in both lists. The documentation alone
/// pairs too much (`getCategories` and `getGroup` described alike); its place among the endpoints says which one
/// continues. A second round (`sharingWords`) relates documentation that is neither said alike nor different (a third
/// to three fifths of its words in common: Meetup's `getOpenEvents` → `findUpcomingEvents`, "Search public events" →
/// "Upcoming public events near a place"), placed the same way and one for one, unless the operation ids are a
/// substituted word apart; such pairs do not relate the models the endpoints exchange
/// (``ComparisonState/adoptEndpointRenames(_:removedModels:addedModels:)``).
enum EndpointNeighbours {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` that the documentation relates one for one and
    /// a matched neighbour or the position places, with their evidence; `matched` holds the pairs found so far,
    /// `rejected` what the user rejected; with `sharingWords`, documentation neither said alike nor different relates
    /// too.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], matched: [ElementMatching.Pair],
        rejected: (Int, Int) -> Bool, sharingWords: Bool = false
    ) -> [(old: Int, new: Int, evidence: String)] {
        var related: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            let oldEndpoint = old[oldIndex]
            guard let oldText = oldEndpoint.documentation else { continue }
            for newIndex in added where new[newIndex].method == oldEndpoint.method && !rejected(oldIndex, newIndex) {
                let newEndpoint = new[newIndex]
                switch DescriptionEvidence.between(oldText, newEndpoint.documentation) {
                case .same, .similar: related.append((oldIndex, newIndex))
                case .none where sharingWords:
                    // Neither alike nor different: a third to three fifths of their words in common, unless a text is
                    // too long to compare. Not operation ids a word apart by substitution: `getEventImages` and
                    // `getEventVideos`, "The images of an event." and "The videos shot at an event.", are sibling
                    // resources (``slotPairs``).
                    guard let newText = newEndpoint.documentation, max(oldText.utf8.count, newText.utf8.count) <= DescriptionEvidence.maximumLength,
                          NameEvidence.between(oldEndpoint.operationId, newEndpoint.operationId)?.kind != .wordSubstituted else { continue }
                    related.append((oldIndex, newIndex))
                case .different, .none: continue
                }
            }
        }
        let successor = successors(matched)
        return oneForOne(related).compactMap { pair in
            let before = pair.old > 0 && pair.new > 0 && successor[pair.old - 1] == pair.new - 1
            let after = successor[pair.old + 1] == pair.new + 1
            guard before || after || pair.old == pair.new else { return nil }
            return (pair.old, pair.new, (sharingWords ? sharedWordsEvidence : evidence)
                + (before || after ? ", next to the same matched endpoint" : ", at the same position"))
        }
    }

    /// The pairs (indexes in `old` and `new`) among `removed` and `added` that sit between the same two matched endpoints,
    /// right after one and right before the other on both sides, with the same method and related operation ids or
    /// documentation said alike (Swiftype's `documents` → `listDocuments` between two kept endpoints): the slot decides
    /// which endpoint continues, the names or the documentation that it does. `matched` holds the pairs found so far.
    static func slotPairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], matched: [ElementMatching.Pair],
        rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        let successor = successors(matched)
        let addedSet = Set(added)
        return removed.compactMap { oldIndex in
            guard oldIndex > 0, let previous = successor[oldIndex - 1], let next = successor[oldIndex + 1], next == previous + 2,
                  addedSet.contains(previous + 1), !rejected(oldIndex, previous + 1) else { return nil }
            let (oldEndpoint, newEndpoint) = (old[oldIndex], new[previous + 1])
            guard oldEndpoint.method == newEndpoint.method else { return nil }
            let described: Bool
            switch DescriptionEvidence.between(oldEndpoint.documentation, newEndpoint.documentation) {
            case .same, .similar: described = true
            case .different, .none: described = false
            }
            // A word substituted is another resource as often as a renamed one (`getEventImages`, `getEventVideos`): only
            // with the documentation said alike.
            if let name = NameEvidence.between(oldEndpoint.operationId, newEndpoint.operationId), name.kind != .wordSubstituted || described {
                return (oldIndex, previous + 1, "same method, operation id: \(name.kind.rawValue), between the same two matched endpoints")
            }
            return described ? (oldIndex, previous + 1, "same method, similar description, between the same two matched endpoints") : nil
        }
    }

    /// The pairs of `related` whose old and new elements (endpoints, parameters) are in no other pair: evidence that
    /// relates one element to several says which ones may continue it, not which one does.
    static func oneForOne(_ related: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        var oldCounts: [Int: Int] = [:]
        var newCounts: [Int: Int] = [:]
        for pair in related {
            oldCounts[pair.old, default: 0] += 1
            newCounts[pair.new, default: 0] += 1
        }
        return related.filter { oldCounts[$0.old] == 1 && newCounts[$0.new] == 1 }
    }

    /// The new index of each matched old endpoint.
    static func successors(_ matched: [ElementMatching.Pair]) -> [Int: Int] {
        Dictionary(matched.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
    }

    /// The evidence of a pair whose documentation only shares words (``pairs(removed:added:old:new:matched:rejected:sharingWords:)``);
    /// its place follows.
    static let sharedWordsEvidence = "same method, documentation sharing words, and no other endpoint so"

    /// The evidence every pair of ``pairs(removed:added:old:new:matched:rejected:sharingWords:)`` carries; its place follows.
    static let evidence = "same method, similar description, and no other endpoint described alike"
}
