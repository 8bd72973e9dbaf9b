import MigratorModel

/// The last pass of endpoint matching, after ``SameResourceEndpoints``: a removed and an added endpoint of the same
/// method that take at least ``fewestKept`` path and query parameters of the same names (in any style), one of them
/// distinctive and half or more of either endpoint's, when no other unmatched endpoint of either side keeps as many
/// with the other (Zenodo's `listDepositions`, `GET /deposit/depositions` → InvenioRDM's `searchUserRecords`, `GET
/// /user/records`, both taking `q`, `sort`, `page`, `size` and `all_versions`; DataCite's `listDataCenters` →
/// `listClients`, both filtered by `query`, `year`, `page[number]` and `page[size]`). The filters a caller sets say which operation continues when its
/// route, operation id and response model were all renamed.
///
/// Paging, search text, language and sort parameters (``NameLexicon/queryRole(of:)``) and the common shaping ones
/// (``SharedQueryParameters/commonNames``) count towards the number kept but are never enough on their own: every
/// list of an API takes them. Headers are left out: API keys and tracing headers go with every operation. Three kept
/// are too few (``SharedQueryParameters``: three of four define no search form).
enum KeptParameterEndpoints {
    /// The fewest parameters of the same name a pair keeps.
    static let fewestKept = 4

    /// The pairs (indexes in `old` and `new`) among `removed` and `added` that keep more parameters with each other
    /// than either keeps with any other, with their evidence; `rejected` tells the pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        let addedNames = added.map { parameterNames(new[$0]) }
        var kept: [(old: Int, new: Int, count: Int)] = []
        for oldIndex in removed {
            let names = parameterNames(old[oldIndex])
            guard names.count >= fewestKept else { continue }
            for (position, newIndex) in added.enumerated() where new[newIndex].method == old[oldIndex].method {
                let shared = names.intersection(addedNames[position])
                guard shared.count >= fewestKept, 2 * shared.count >= max(names.count, addedNames[position].count),
                      shared.contains(where: isDistinctive) else { continue }
                kept.append((oldIndex, newIndex, shared.count))
            }
        }
        // The most kept by each endpoint, and by how many of its pairs.
        var (bestOld, bestNew) = ([Int: (count: Int, pairs: Int)](), [Int: (count: Int, pairs: Int)]())
        for pair in kept {
            bestOld[pair.old] = best(bestOld[pair.old], pair.count)
            bestNew[pair.new] = best(bestNew[pair.new], pair.count)
        }
        return kept.filter { pair in
            bestOld[pair.old].map { $0.count == pair.count && $0.pairs == 1 } == true
                && bestNew[pair.new].map { $0.count == pair.count && $0.pairs == 1 } == true
                && !rejected(pair.old, pair.new)
        }.map { ($0.old, $0.new, evidence) }
    }

    /// The evidence every pair carries.
    static let evidence = "same method, four or more path and query parameters of the same names, half or more of either endpoint's, more than any other endpoint keeps with either"

    /// The most parameters kept so far and the number of pairs keeping that many, updated with a pair keeping `count`.
    private static func best(_ current: (count: Int, pairs: Int)?, _ count: Int) -> (count: Int, pairs: Int) {
        guard let current, current.count >= count else { return (count, 1) }
        return current.count == count ? (count, current.pairs + 1) : current
    }

    /// The normalized names (``NameSimilarity/normalized(_:)``) of the endpoint's path and query parameters.
    static func parameterNames(_ endpoint: Endpoint) -> Set<String> {
        Set(endpoint.parameters.filter { $0.location == .path || $0.location == .query }.map { NameSimilarity.normalized($0.name) }
            .filter { !$0.isEmpty })
    }

    /// Whether a normalized parameter name says what the operation is about: not paging, search text, language, sort
    /// or a common shaping parameter.
    static func isDistinctive(_ name: String) -> Bool {
        !SharedQueryParameters.commonNames.contains(name) && NameLexicon.queryRole(of: name) == nil
    }
}
