import MigratorModel

/// Evidence that a removed endpoint moved to an added one because it kept most of its query parameters: Kiwi's
/// Skypicker `GET /flights` → Tequila's `GET /v2/search`, thirty search parameters restyled (`dateFrom` → `date_from`,
/// `flyFrom` → `fly_from`) among a few renamed or added. A search form that many parameters define is one operation,
/// whatever its path and operation id became.
///
/// Only distinctive parameters count: paging, search text, language and sort parameters (``NameLexicon/queryRole(of:)``)
/// and the common shaping ones (``commonNames``) are shared by every list of an API. The pair must keep at least
/// ``minimumShared`` of them, at least half of either endpoint's, and be each other's only best partner.
struct SharedQueryParameters {
    /// The fewest distinctive query parameters the two endpoints must share.
    static let minimumShared = 4

    /// Query parameter names (``NameSimilarity/normalized(_:)`` form) that shape any list rather than say what it holds.
    static let commonNames: Set<String> = [
        "fields", "field", "sort", "sortby", "order", "orderby", "expand", "include", "format", "callback", "pretty", "apikey",
        "key", "token", "accesstoken", "since", "until", "from", "to", "filter", "id", "ids", "type", "status", "version",
    ]

    /// `removed index × added count + added index` → the number of distinctive parameters kept, for the pairs that count.
    private var pairs: [Int: Int] = [:]
    /// The number of added endpoints (for the pair keys).
    private let addedCount: Int

    /// The pairs among `removed` and `added` endpoints (same method) that kept most of their distinctive query parameters.
    init(removed: [Endpoint], added: [Endpoint]) {
        addedCount = added.count
        let oldNames = removed.map(Self.distinctiveNames)
        let newNames = added.map(Self.distinctiveNames)
        var shared: [[Int]] = Array(repeating: Array(repeating: 0, count: added.count), count: removed.count)
        for (oldIndex, old) in removed.enumerated() where oldNames[oldIndex].count >= Self.minimumShared {
            for (newIndex, new) in added.enumerated() where new.method == old.method && newNames[newIndex].count >= Self.minimumShared {
                let count = oldNames[oldIndex].intersection(newNames[newIndex]).count
                if count >= Self.minimumShared, 2 * count >= max(oldNames[oldIndex].count, newNames[newIndex].count) {
                    shared[oldIndex][newIndex] = count
                }
            }
        }
        for oldIndex in removed.indices {
            guard let best = shared[oldIndex].max(), best > 0, shared[oldIndex].filter({ $0 == best }).count == 1,
                  let newIndex = shared[oldIndex].firstIndex(of: best) else { continue }
            let column = removed.indices.map { shared[$0][newIndex] }
            guard column.filter({ $0 == best }).count == 1, column.max() == best else { continue }
            pairs[oldIndex * added.count + newIndex] = best
        }
    }

    /// The evidence that removed endpoint `oldIndex` continues as added endpoint `newIndex`, if they kept most of their
    /// distinctive query parameters.
    func evidence(_ oldIndex: Int, _ newIndex: Int) -> [String]? {
        guard let count = pairs[oldIndex * addedCount + newIndex] else { return nil }
        return ["same method", "\(count) query parameters kept (in another style or not)"]
    }

    /// The normalized names of an endpoint's distinctive query parameters.
    static func distinctiveNames(_ endpoint: Endpoint) -> Set<String> {
        Set(endpoint.parameters.compactMap { parameter -> String? in
            guard parameter.location == .query, NameEvidence.isComparable(parameter.name) else { return nil }
            let name = NameSimilarity.normalized(parameter.name)
            guard !name.isEmpty, !commonNames.contains(name), NameLexicon.queryRole(of: parameter.name) == nil else { return nil }
            return name
        })
    }
}
