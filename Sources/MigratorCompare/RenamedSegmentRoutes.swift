import MigratorModel

/// Routes whose resource segment a release renamed while it kept what follows: GoDaddy's `/domains/purchase/schema/{tld}`
/// → `/customers/{customerId}/domains/register/schema/{tld}`, USDA's `/ndb/list` → FoodData Central's `/v1/foods/list`,
/// Freshdesk's `/helpdesk/time_sheets/{id}/toggle_timer` → `/time_entries/{id}/toggle_timer`.
///
/// The routes, aligned from their ends (a release may put segments in front or take them away), differ in one literal
/// segment: the old one that no new route has and the new one that no old route has. One such pair is no evidence (a
/// retired resource next to a new one of the same shape); the same renamed segment must relate at least
/// ``minimumEndpoints`` removed endpoints, one for one, and in at least one of them a literal segment after it must
/// continue (`labels`, `schema`, `toggle_timer`): a resource's own sub-resource or action kept under the new name. Not
/// when another new route serves the same route with another segment in that place (Twilio Pricing's
/// `/Messaging/Countries` → `/Trunking/Countries` beside `/Voice/Countries`): what follows is then a shape every
/// product area has, and one product replaced another.
struct RenamedSegmentRoutes {
    /// The fewest endpoint pairs one renamed segment must relate.
    static let minimumEndpoints = 2

    /// `removed index × added count + added index` → the renamed segment (`old→new`), for the pairs that count.
    private var pairs: [Int: String] = [:]
    /// The number of added endpoints (for the pair keys).
    private let addedCount: Int

    /// The pairs among the unmatched `removed` and `added` endpoints; `oldSegments` and `newSegments` are the literal
    /// segments of every route of each document, `newRoutes` the routes of every endpoint of the new document.
    init(removed: [Endpoint], added: [Endpoint], oldSegments: Set<Substring>, newSegments: Set<Substring>, newRoutes: [[Substring]]) {
        addedCount = added.count
        // Per renamed segment: its candidate pairs, and whether a segment after it continues in any of them.
        var candidates: [String: [(old: Int, new: Int)]] = [:]
        var continued: Set<String> = []
        // The renamed segments after which some pair continues a route that another new route serves with another segment.
        var shared: Set<String> = []
        let addedRoutes = added.map(PathMoves.segments)
        for (oldIndex, old) in removed.enumerated() {
            let oldRoute = PathMoves.segments(old)
            for (newIndex, new) in added.enumerated() where new.method == old.method {
                let newRoute = addedRoutes[newIndex]
                guard let (change, after, index) = Self.renamedSegment(oldRoute, newRoute, oldSegments: oldSegments, newSegments: newSegments)
                else { continue }
                candidates[change, default: []].append((oldIndex, newIndex))
                // What follows the segment must be the resource's own: not a route a sibling serves too.
                guard after else { continue }
                if Self.servedBySibling(newRoute, at: index, among: newRoutes) { shared.insert(change) } else { continued.insert(change) }
            }
        }
        for (change, found) in candidates where continued.contains(change) && !shared.contains(change) {
            // One for one: an endpoint with two partners under the same renamed segment says nothing.
            let oneForOne = found.filter { pair in
                found.filter { $0.old == pair.old }.count == 1 && found.filter { $0.new == pair.new }.count == 1
            }
            guard oneForOne.count >= Self.minimumEndpoints else { continue }
            for pair in oneForOne { pairs[pair.old * added.count + pair.new] = change }
        }
    }

    /// The evidence that removed endpoint `oldIndex` continues as added endpoint `newIndex` under a renamed segment.
    func evidence(_ oldIndex: Int, _ newIndex: Int) -> [String]? {
        guard let change = pairs[oldIndex * addedCount + newIndex] else { return nil }
        return ["same method", "same route with the resource segment renamed (\(change)) in several endpoints"]
    }

    /// Whether another route of `routes` is `route` with another literal segment at `index`.
    static func servedBySibling(_ route: [Substring], at index: Int, among routes: [[Substring]]) -> Bool {
        routes.contains { other in
            other.count == route.count && other[index] != route[index] && other[index] != "{}"
                && other.indices.allSatisfy { $0 == index || other[$0] == route[$0] }
        }
    }

    /// `old→new`, whether a literal segment follows it and its index in the new route, when the two routes aligned from
    /// their ends differ in exactly one literal segment that only the old document has and whose replacement only the
    /// new one has, and the aligned part keeps another literal segment; `nil` otherwise.
    static func renamedSegment(
        _ old: [Substring], _ new: [Substring], oldSegments: Set<Substring>, newSegments: Set<Substring>
    ) -> (String, Bool, Int)? {
        let count = min(old.count, new.count)
        guard count >= 2 else { return nil }
        let (a, b) = (Array(old.suffix(count)), Array(new.suffix(count)))
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let index = differing.first else { return nil }
        let (x, y) = (a[index], b[index])
        guard x != "{}", y != "{}", !ComparisonState.isVersionSegment(x), !ComparisonState.isVersionSegment(y),
              !newSegments.contains(x), !oldSegments.contains(y) else { return nil }
        let literal: (Substring) -> Bool = { $0 != "{}" && !ComparisonState.isVersionSegment($0) }
        guard a.indices.contains(where: { $0 != index && literal(a[$0]) }) else { return nil }
        let after = a[(index + 1)...].contains(where: literal)
        return ("\(x)→\(y)", after, new.count - count + index)
    }
}
