import MigratorModel

/// The last pass of endpoint matching: an endpoint whose documentation says the same as one added endpoint's, and no
/// other's, with the same method, where the matched endpoint listed right before or after it sits right before or
/// after the added one (Lex Runtime's `PostContent` → `RecognizeUtterance`, both "Sends user input (text or speech) to
/// Amazon Lex", between the same matched neighbours), or at the same position in both lists. The documentation alone
/// pairs too much (`getCategories` and `getGroup` described alike); its place among the endpoints says which one
/// continues.
enum EndpointNeighbours {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` that the documentation relates one for one and
    /// a matched neighbour or the position places, with their evidence; `matched` holds the pairs found so far,
    /// `rejected` what the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], matched: [ElementMatching.Pair],
        rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        var related: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            let oldEndpoint = old[oldIndex]
            guard let oldText = oldEndpoint.description ?? oldEndpoint.summary else { continue }
            for newIndex in added where new[newIndex].method == oldEndpoint.method && !rejected(oldIndex, newIndex) {
                let newEndpoint = new[newIndex]
                switch DescriptionEvidence.between(oldText, newEndpoint.description ?? newEndpoint.summary) {
                case .same, .similar: related.append((oldIndex, newIndex))
                case .different, .none: continue
                }
            }
        }
        var oldCounts: [Int: Int] = [:]
        var newCounts: [Int: Int] = [:]
        for pair in related {
            oldCounts[pair.old, default: 0] += 1
            newCounts[pair.new, default: 0] += 1
        }
        var successor: [Int: Int] = [:]
        for pair in matched { successor[pair.old] = pair.new }
        return related.compactMap { pair in
            guard oldCounts[pair.old] == 1, newCounts[pair.new] == 1 else { return nil }
            let before = pair.old > 0 && pair.new > 0 && successor[pair.old - 1] == pair.new - 1
            let after = successor[pair.old + 1] == pair.new + 1
            guard before || after || pair.old == pair.new else { return nil }
            return (pair.old, pair.new, evidence + (before || after ? ", next to the same matched endpoint" : ", at the same position"))
        }
    }

    /// The evidence every pair of ``pairs(removed:added:old:new:matched:rejected:)`` carries; its place follows.
    static let evidence = "same method, similar description, and no other endpoint described alike"
}
