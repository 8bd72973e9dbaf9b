import MigratorModel

/// Leading path segments a release put in front of several routes, or took off them: Ory Hydra moving its
/// administrative operations from `/oauth2/auth/requests/login` to `/admin/oauth2/auth/requests/login` while renaming
/// each operation (`getLoginRequest` → `getOAuth2LoginRequest`).
///
/// One endpoint alone is no evidence (an endpoint removed next to an unrelated one under another prefix); the same
/// prefix explaining at least ``minimumEndpoints`` removed endpoints, each with exactly one added endpoint of the same
/// method whose route is its route behind that prefix (or the reverse), is how a reviewer recognises the release's move.
/// Such a pair keeps its method and route once the move is applied: as strong as the same method and path.
struct PathPrefixMoves {
    /// The fewest removed endpoints one prefix must explain.
    static let minimumEndpoints = 3
    /// The most leading segments a moved prefix has.
    static let maximumPrefixSegments = 3

    /// `+prefix` (segments put in front) or `-prefix` (segments taken off) → the number of removed endpoints it
    /// explains, for the prefixes that explain enough of them.
    private(set) var moves: [String: Int] = [:]

    /// The moves between the endpoints left unmatched by the route pass.
    init(removed: [Endpoint], added: [Endpoint]) {
        let addedRoutes = added.map(Self.segments)
        let removedRoutes = removed.map(Self.segments)
        var counts: [String: Int] = [:]
        for (oldIndex, old) in removedRoutes.enumerated() {
            var prefixes: Set<String> = []
            for (newIndex, new) in addedRoutes.enumerated() where removed[oldIndex].method == added[newIndex].method {
                if let prefix = Self.prefix(from: old, to: new) { prefixes.insert(prefix) }
            }
            for prefix in prefixes { counts[prefix, default: 0] += 1 }
        }
        moves = counts.filter { $0.value >= Self.minimumEndpoints }
    }

    /// The release's move that turns the route of `old` into the route of `new` (same method), if any.
    func move(_ old: Endpoint, _ new: Endpoint) -> String? {
        guard !moves.isEmpty, old.method == new.method, let prefix = Self.prefix(from: Self.segments(old), to: Self.segments(new)),
              moves[prefix] != nil else { return nil }
        return prefix
    }

    /// The path segments of an endpoint's route, with parameter names erased (``ComparisonState/route(_:)``).
    static func segments(_ endpoint: Endpoint) -> [Substring] {
        let route = ComparisonState.route(endpoint)
        guard let space = route.firstIndex(of: " ") else { return [] }
        return route[route.index(after: space)...].split(separator: "/")
    }

    /// `+a/b` when `new` is `old` behind the segments `a/b`, `-a/b` when `old` is `new` behind them; `nil` otherwise
    /// (or when the rest is empty or the prefix longer than ``maximumPrefixSegments``).
    static func prefix(from old: [Substring], to new: [Substring]) -> String? {
        let (long, short, sign) = new.count > old.count ? (new, old, "+") : (old, new, "-")
        let extra = long.count - short.count
        guard extra > 0, extra <= maximumPrefixSegments, !short.isEmpty, long.suffix(short.count).elementsEqual(short) else { return nil }
        return sign + long.prefix(extra).joined(separator: "/")
    }
}
