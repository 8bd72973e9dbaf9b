import MigratorModel

/// Endpoints a release nested under a parent resource: Harbor v2 serves `DELETE /repositories/{repo_name}` as
/// `DELETE /projects/{project_name}/repositories/{repository_name}` (`repositories_repo_name_delete` →
/// `deleteRepository`, "Deletes a repository by name." → "Deletes a repository given by name."). The reverse counts
/// too: Shopify took fulfillments out from under orders (`POST /orders/{order_id}/fulfillments/{fulfillment_id}/cancel`
/// → `POST /fulfillments/{fulfillment_id}/cancel`, `cancelOrderFulfillment` → `cancelFulfillment`).
///
/// The route alone is no evidence (a new nested collection may sit beside a removed flat one for other reasons); a
/// removed endpoint pairs with an added one of the same method whose route is its route behind leading segments that
/// hold a parameter (``PathMoves/nesting(from:to:)``) when that is the only such added endpoint for it and it is the
/// only such removed endpoint for the added one, and their descriptions are the same or similar or their operation ids
/// share a word beyond their common start (``EndpointMoveEvidence/distinctiveWords(_:against:)``) that is not a word of
/// API grammar such as the operation's verb (``operationWords``: `delete` says no more than the method).
struct NestedRoutes {
    /// Words that name the operation or the role of a name rather than the resource (`get`, `delete`, `list`,
    /// `request`): two operation ids that share only these share no evidence.
    static let operationWords = ComparisonState.structuralWords.union([
        "add", "remove", "fetch", "retrieve", "read", "replace", "search", "find", "show", "modify", "edit", "upsert",
    ])

    /// `removed index` → (added index, the nesting segments), for removed endpoints with exactly one nested partner
    /// that has no other.
    private var partners: [Int: (new: Int, nesting: String)] = [:]
    /// The removed endpoints.
    private let removed: [Endpoint]
    /// The added endpoints.
    private let added: [Endpoint]

    /// The nested pairs between the endpoints left unmatched.
    init(removed: [Endpoint], added: [Endpoint]) {
        self.removed = removed
        self.added = added
        let addedRoutes = added.map(PathMoves.segments)
        var found: [(old: Int, new: Int, nesting: String)] = []
        var perOld: [Int: Int] = [:]
        var perNew: [Int: Int] = [:]
        for (oldIndex, old) in removed.enumerated() {
            let route = PathMoves.segments(old)
            for (newIndex, new) in added.enumerated() where new.method == old.method {
                guard let nesting = PathMoves.nesting(from: route, to: addedRoutes[newIndex]) else { continue }
                found.append((oldIndex, newIndex, nesting))
                perOld[oldIndex, default: 0] += 1
                perNew[newIndex, default: 0] += 1
            }
        }
        for pair in found where perOld[pair.old] == 1 && perNew[pair.new] == 1 {
            partners[pair.old] = (pair.new, pair.nesting)
        }
    }

    /// The evidence that removed endpoint `oldIndex` is added endpoint `newIndex` nested under a parent, or `nil`.
    func evidence(_ oldIndex: Int, _ newIndex: Int) -> [String]? {
        guard let partner = partners[oldIndex], partner.new == newIndex else { return nil }
        let (old, new) = (removed[oldIndex], added[newIndex])
        let segments = partner.nesting.dropFirst()
        var evidence = [partner.nesting.hasPrefix("+") ? "same method and route, nested under /\(segments)/"
            : "same method and route, no longer nested under /\(segments)/"]
        switch DescriptionEvidence.between(old.documentation, new.documentation) {
        case .same: evidence.append("same description")
        case .similar: evidence.append("similar description")
        case .different, .none:
            guard NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else { return nil }
            let shared = EndpointMoveEvidence.distinctiveWords(old.operationId, against: new.operationId)
                .intersection(EndpointMoveEvidence.distinctiveWords(new.operationId, against: old.operationId))
            guard !shared.subtracting(Self.operationWords).isEmpty else { return nil }
            evidence.append("operation ids share a word")
        }
        return evidence
    }
}
