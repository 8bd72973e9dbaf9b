import MigratorModel

/// Route changes a release made to several endpoints at once: leading segments put in front of them or taken off (Ory
/// Hydra moving its administrative operations from `/oauth2/auth/requests/login` to
/// `/admin/oauth2/auth/requests/login` while renaming each operation: `getLoginRequest` → `getOAuth2LoginRequest`), or
/// one literal segment replaced by a related name in each (`/session/{sessionId}` → `/sessions/{registrationId}` with
/// `postSession` → `createRegistration`).
///
/// One endpoint alone is no evidence (an endpoint removed next to an unrelated one elsewhere); the same change
/// explaining at least ``minimumEndpoints`` endpoints — removed ones, each with an added endpoint of the same method
/// whose route is its route changed that way, and matched ones whose route changed so — is how a reviewer recognises
/// the release's move. Such a pair keeps its method and route once the move is applied: as strong as the same method
/// and path.
struct PathMoves {
    /// The fewest endpoints (removed or matched) one change must explain.
    static let minimumEndpoints = 3
    /// The most leading segments a moved prefix has.
    static let maximumPrefixSegments = 3

    /// `+prefix` (segments put in front), `-prefix` (segments taken off) or `old→new` (a segment replaced) → the number
    /// of endpoints it explains, for the changes that explain enough of them.
    private(set) var moves: [String: Int] = [:]
    /// `removed index × added count + added index` → the release's move that relates the pair.
    private var pairs: [Int: String] = [:]

    /// The moves between the endpoints left unmatched by the route pass. `matched` are the pairs that pass matched:
    /// each whose route changed by a move is evidence of it too (a release that moved every path from `/2014-11-13/` to
    /// `/2015-03-31/` moved the endpoints it kept as well as those it renamed).
    /// `termChanges` are the release's term changes (``SystematicRenames/termChanges``): a segment replaced by the term
    /// the release put in its place everywhere (`/builds/{build_id}` → `/jobs/{job_id}` with `build` → `job`) is related.
    init(removed: [Endpoint], added: [Endpoint], matched: [(Endpoint, Endpoint)] = [], termChanges: [(old: String, new: String?)] = []) {
        let related: (Substring, Substring) -> Bool = { a, b in Self.relatedByTermChange(a, b, termChanges) }
        let addedRoutes = added.map(Self.segments)
        let removedRoutes = removed.map(Self.segments)
        var counts: [String: Int] = [:]
        for (old, new) in matched where old.method == new.method {
            if let change = Self.change(from: Self.segments(old), to: Self.segments(new), related: related) { counts[change, default: 0] += 1 }
        }
        var changes: [Int: String] = [:]
        for (oldIndex, old) in removedRoutes.enumerated() {
            var explained: Set<String> = []
            for (newIndex, new) in addedRoutes.enumerated() where removed[oldIndex].method == added[newIndex].method {
                guard let change = Self.change(from: old, to: new, related: related) else { continue }
                explained.insert(change)
                changes[oldIndex * added.count + newIndex] = change
            }
            for change in explained { counts[change, default: 0] += 1 }
        }
        moves = counts.filter { $0.value >= Self.minimumEndpoints }
        pairs = changes.filter { moves[$0.value] != nil }
    }

    /// The release's move that turns the route of removed endpoint `oldIndex` into the route of added endpoint
    /// `newIndex` (indices into the lists the moves were found in; same method), if any.
    func move(_ oldIndex: Int, _ newIndex: Int, addedCount: Int) -> String? {
        pairs.isEmpty ? nil : pairs[oldIndex * addedCount + newIndex]
    }

    /// ``prefix(from:to:)`` for routes of different lengths, ``substitution(from:to:)`` for routes of one length; `nil`
    /// when the old route is parameters and version segments only (`/v1/{name}` → `/v2/{name}`: Google APIs serve
    /// every get of every resource there, so the route does not tell which operation it is).
    static func change(from old: [Substring], to new: [Substring], related: ((Substring, Substring) -> Bool)? = nil) -> String? {
        guard old.contains(where: { $0 != "{}" && !ComparisonState.isVersionSegment($0) }) else { return nil }
        return old.count == new.count ? substitution(from: old, to: new, related: related) : prefix(from: old, to: new)
    }

    /// Whether segment `a` becomes segment `b` by one of the release's term changes (`builds` → `jobs` with `build` →
    /// `job`): their words in the singular, with the old term replaced, are equal.
    static func relatedByTermChange(_ a: Substring, _ b: Substring, _ termChanges: [(old: String, new: String?)]) -> Bool {
        guard !termChanges.isEmpty, NameEvidence.isComparable(String(a)), NameEvidence.isComparable(String(b)) else { return false }
        let wordsA = NameEvidence.words(String(a)).map(NameEvidence.singular)
        let wordsB = NameEvidence.words(String(b)).map(NameEvidence.singular)
        return termChanges.contains { change in
            SystematicRenames.applying(change, toWords: wordsA)?.words == wordsB
        }
    }

    /// `old→new` when the routes differ in exactly one literal segment and the two segments are related by name
    /// (``NameEvidence``: `session` ~ `sessions`), by `related` (the release's term change), or both name an API version (`2014-11-13` → `2015-03-31`,
    /// ``ComparisonState/isVersionSegment(_:)``); `nil` otherwise.
    static func substitution(from old: [Substring], to new: [Substring], related: ((Substring, Substring) -> Bool)? = nil) -> String? {
        guard old.count == new.count else { return nil }
        var change: (Substring, Substring)?
        for (a, b) in zip(old, new) where a != b {
            guard change == nil, a != "{}", b != "{}" else { return nil }
            change = (a, b)
        }
        guard let (a, b) = change,
              NameEvidence.between(String(a), String(b)) != nil
              || ComparisonState.isVersionSegment(a) && ComparisonState.isVersionSegment(b) || related?(a, b) == true else { return nil }
        return "\(a)→\(b)"
    }

    /// The leading segments that nest `old`'s route under a parent resource in `new`'s (`+projects/{}` for
    /// `/repositories/{}` → `/projects/{}/repositories/{}`), or that a release took away (`-orders/{}` for
    /// `/orders/{}/fulfillments/{}/cancel` → `/fulfillments/{}/cancel`): ``prefix(from:to:)``, holding a parameter;
    /// `nil` otherwise. The shorter route must keep a literal segment.
    static func nesting(from old: [Substring], to new: [Substring]) -> String? {
        let shorter = new.count > old.count ? old : new
        guard new.count != old.count, shorter.contains(where: { $0 != "{}" && !ComparisonState.isVersionSegment($0) }),
              let change = prefix(from: old, to: new), change.contains("{}") else { return nil }
        return change
    }

    /// The path segments of an endpoint's route, with parameter names erased (``ComparisonState/route(_:)``).
    static func segments(_ endpoint: Endpoint) -> [Substring] {
        let route = ComparisonState.route(endpoint)
        guard let space = route.firstIndex(of: " ") else { return [] }
        return route[route.index(after: space)...].split(separator: "/")
    }

    /// `+a/b` when `new` is `old` behind the segments `a/b`, `-a/b` when `old` is `new` behind them; `nil` otherwise
    /// (or when the rest is empty or the prefix longer than `maximum` segments).
    static func prefix(from old: [Substring], to new: [Substring], maximum: Int = maximumPrefixSegments) -> String? {
        let (long, short, sign) = new.count > old.count ? (new, old, "+") : (old, new, "-")
        let extra = long.count - short.count
        guard extra > 0, extra <= maximum, !short.isEmpty, long.suffix(short.count).elementsEqual(short) else { return nil }
        return sign + long.prefix(extra).joined(separator: "/")
    }
}
