import MigratorModel

/// The last pass of endpoint matching, after ``KeptParameterEndpoints``: a removed and an added endpoint of the same
/// method whose operation ids are a word apart or closer (``NameEvidence`` weight 2 or more, words reordered aside:
/// Transifex's `resource_detail` → `getResourceDetails`, Bitfinex's `book` → `publicBook`, UniProt's `uniprotSearch` →
/// `uniprotkbSearch`), when neither operation id relates so to any other endpoint left unmatched on the other side, and
/// nothing says they differ: not their routes (``routeTellsApart(_:_:)``), not their documentation (said differently),
/// not what they address (one item against a listing).
///
/// Earlier passes want the name confirmed by the route, the exchange or the documentation; left alone together, one
/// for one, the name is what a reviewer goes by.
enum NameRelatedEndpoints {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` whose operation ids relate only to each other,
    /// with their evidence; `rejected` tells the pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        var related: [(old: Int, new: Int)] = []
        var kinds: [Int: NameEvidence.Kind] = [:]
        for oldIndex in removed {
            for newIndex in added {
                guard let name = NameEvidence.between(old[oldIndex].operationId, new[newIndex].operationId), name.weight >= 2 else { continue }
                related.append((oldIndex, newIndex))
                kinds[oldIndex] = name.kind
            }
        }
        // One for one: each old endpoint in at most one pair, so its kind is that pair's.
        return EndpointNeighbours.oneForOne(related).compactMap { pair in
            let (oldEndpoint, newEndpoint) = (old[pair.old], new[pair.new])
            guard let kind = kinds[pair.old], oldEndpoint.method == newEndpoint.method, kind != .reordered,
                  !routeTellsApart(oldEndpoint, newEndpoint),
                  ComparisonState.addressesItem(oldEndpoint) == ComparisonState.addressesItem(newEndpoint),
                  DescriptionEvidence.between(oldEndpoint.summary ?? oldEndpoint.description, newEndpoint.summary ?? newEndpoint.description) != .different,
                  !rejected(pair.old, pair.new) else { return nil }
            return (pair.old, pair.new, "same method, operation id: \(kind.rawValue), the only endpoints left whose operation ids relate so")
        }
    }

    /// Whether a word one operation id has and the other lacks is a route word of one endpoint that the other's route
    /// lacks (`getUser`, `/users/{id}` → `getBlockedUser`, `/blocks/users/{id}`; `getUserFollowers` → `getUserFollowing`
    /// with `/followers` → `/following`): the route says the changed word names another resource. So is a version word.
    static func routeTellsApart(_ old: Endpoint, _ new: Endpoint) -> Bool {
        let (oldWords, newWords) = (Set(NameEvidence.words(old.operationId).map(NameEvidence.singular)), Set(NameEvidence.words(new.operationId).map(NameEvidence.singular)))
        let (oldRoute, newRoute) = (ComparisonState.routeWords(old), ComparisonState.routeWords(new))
        // A route of parameters alone (`/v2/{name}`) cannot say what the endpoint addresses.
        if oldRoute.isEmpty || newRoute.isEmpty { return true }
        let changed = oldWords.symmetricDifference(newWords)
        /// Whether the route word is the word or one of its forms (`block` for `blocked`; not `following` for `follower`).
        func names(_ routeWord: String, _ word: String) -> Bool {
            routeWord == word || min(routeWord.count, word.count) >= 4 && (routeWord.hasPrefix(word) || word.hasPrefix(routeWord))
        }
        return changed.contains { word in
            // A version word (`V1ListEmployees` → `ListEmployees`) is the release's, which ``ReleasePrefixes`` judges.
            if ComparisonState.isVersionSegment(Substring(word)) { return true }
            return oldRoute.contains { names($0, word) } != newRoute.contains { names($0, word) }
        }
    }
}
