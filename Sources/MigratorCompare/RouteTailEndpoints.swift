import MigratorModel

/// A pass of endpoint matching after ``NameRelatedEndpoints``: a removed and an added endpoint of the same method whose
/// routes are one another behind leading segments a release put in front or took away — Bitfinex v1's `GET /orders` →
/// v2's `GET /auth/r/orders`, Smartling's `POST /file/rename` → `POST /files-api/v2/projects/{projectId}/file/rename`,
/// MessageBird's `POST /messages` → Bird's `POST /workspaces/{workspaceId}/channels/{channelId}/messages` — when no
/// other endpoint left unmatched relates to either of them so.
///
/// Earlier passes want the operation ids or the documentation to agree as well
/// (``ComparisonState/samePathUnderAPrefix(_:_:)``, ``NestedRoutes``), or the release to move several routes alike
/// (``PathMoves``); left alone together, one for one, the route is what a reviewer goes by. The operation ids are not
/// compared: ids written from routes name the leading segments themselves (`authRetrieveOrders`). Not when:
/// - the shorter route is parameters and versions only (`/{id}` is every resource's tail);
/// - the documentation says different things;
/// - the other version serves the shorter route too: the resource kept its route, and the longer one names another
///   resource under it (`GET /users/{id}` → `GET /blocks/users/{id}` while `PATCH /users/{id}` stays: the blocked
///   users);
/// - either endpoint has a closer partner left, a route of its own length one literal segment apart (Dribbble's
///   `GET /players/{id}/shots` continues as `GET /users/{user}/shots`, not as the signed-in user's `GET /shots`).
enum RouteTailEndpoints {
    /// The most leading segments a release puts in front of a route or takes away (`workspaces/{}/channels/{}`).
    static let maximumLeadingSegments = 4

    /// The pairs (indexes in `old` and `new`) among `removed` and `added` whose routes are one another's tail, one for
    /// one, with their evidence; `rejected` tells the pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        let addedRoutes = added.map { (index: $0, route: route(new[$0])) }
        let removedRoutes = removed.map { (index: $0, route: route(old[$0])) }
        // Every route each document serves, whatever the method.
        let (oldServed, newServed) = (Set(old.map(route)), Set(new.map(route)))
        var related: [(old: Int, new: Int)] = []
        var leading: [[Int]: String] = [:]
        for (oldIndex, oldRoute) in removedRoutes {
            let method = old[oldIndex].method
            // `/players/{id}/shots` has a closer successor than `/shots`: `/users/{user}/shots`.
            guard !addedRoutes.contains(where: { new[$0.index].method == method && oneSegmentApart(oldRoute, $0.route) }) else { continue }
            for (newIndex, newRoute) in addedRoutes where new[newIndex].method == method && !rejected(oldIndex, newIndex) {
                guard let change = tailChange(from: oldRoute, to: newRoute),
                      oldRoute.count < newRoute.count ? !newServed.contains(oldRoute) : !oldServed.contains(newRoute),
                      DescriptionEvidence.between(old[oldIndex].documentation, new[newIndex].documentation) != .different,
                      !removedRoutes.contains(where: { old[$0.index].method == method && oneSegmentApart($0.route, newRoute) }) else { continue }
                related.append((oldIndex, newIndex))
                leading[[oldIndex, newIndex]] = change
            }
        }
        return EndpointNeighbours.oneForOne(related).map { pair in
            (pair.old, pair.new, "same method and route \(leading[[pair.old, pair.new]] ?? ""), and no other endpoint so")
        }
    }

    /// Whether two routes of one length differ in exactly one segment, a literal on both sides (`/players/{}/shots` and
    /// `/users/{}/shots`): a resource renamed in place, a closer relation than a route's tail.
    static func oneSegmentApart(_ a: [Substring], _ b: [Substring]) -> Bool {
        guard a.count == b.count else { return false }
        let differing = zip(a, b).filter { $0 != $1 }
        return differing.count == 1 && differing[0].0 != "{}" && differing[0].1 != "{}"
    }

    /// An endpoint's route segments (``ComparisonState/routeSegments(_:)``), each in one style (``NameSimilarity``):
    /// `/Alerts/` and `/alerts` are one route.
    static func route(_ endpoint: Endpoint) -> [Substring] {
        ComparisonState.routeSegments(endpoint).map { $0 == "{}" ? $0 : Substring(NameSimilarity.normalized(String($0))) }
    }

    /// The leading segments `new` has in front of `old` (`behind /a/b/`) or `old` had in front of `new` (`no longer
    /// behind /a/b/`) when the rest of the longer route is the shorter one, which keeps a literal segment other than a
    /// version; `nil` otherwise.
    static func tailChange(from old: [Substring], to new: [Substring]) -> String? {
        guard let change = PathMoves.prefix(from: old, to: new, maximum: maximumLeadingSegments),
              (new.count > old.count ? old : new).contains(where: { $0 != "{}" && !ComparisonState.isVersionSegment($0) }) else { return nil }
        return (change.hasPrefix("+") ? "behind /" : "no longer behind /") + change.dropFirst() + "/"
    }
}
