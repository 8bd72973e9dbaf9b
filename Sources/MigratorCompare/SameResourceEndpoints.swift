import MigratorModel

/// A pass of endpoint matching after ``EndpointNeighbours``: a removed and an added endpoint of the same method whose
/// routes end in the same resource (the last literal segment, in the singular), that take two or more parameters of the
/// same names and whose operation ids share a word, when no other unmatched endpoint relates to either of them that way
/// (ProPublica's `getRecentBills`, `GET /{congress}/{chamber}/bills/{type}.json` → Congress.gov's `bill_list_by_congress`,
/// `GET /bill/{congress}`, both taking `congress` and `offset`; KoBoToolbox's `data_read`, `GET /data/{pk}` →
/// `assets_data_list`, `GET /assets/{uid_asset}/data/`, both filtered by `query`, `fields`, `sort`). Each piece alone
/// relates many endpoints of a redesigned API; together and one for one they say which endpoint continues. One
/// parameter in common is not enough: an id alone (`getUser`, `/users/{id}` and `getBlockedUser`, `/blocks/users/{id}`)
/// is shared by another resource's routes.
enum SameResourceEndpoints {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` related one for one (at least
    /// ``fewestParameters`` parameters in common), with their evidence; `rejected` tells the pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        // What is compared of each added endpoint, computed once rather than once per removed endpoint.
        let addedFacts = added.compactMap { index in
            resource(new[index]).map { (index: index, resource: $0, parameters: parameterNames(new[index]), words: idWords(new[index])) }
        }
        var related: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            let oldEndpoint = old[oldIndex]
            guard let resource = resource(oldEndpoint) else { continue }
            let (oldParameters, oldWords) = (parameterNames(oldEndpoint), idWords(oldEndpoint))
            for facts in addedFacts where new[facts.index].method == oldEndpoint.method && facts.resource == resource
                && oldParameters.intersection(facts.parameters).count >= fewestParameters && !oldWords.isDisjoint(with: facts.words)
                && !rejected(oldIndex, facts.index) {
                related.append((oldIndex, facts.index))
            }
        }
        return EndpointNeighbours.oneForOne(related).map { ($0.old, $0.new, evidence) }
    }

    /// The fewest parameters of the same name a pair takes.
    static let fewestParameters = 2

    /// The evidence every pair carries.
    static let evidence = "same method, the same last path segment, parameters and an operation id word in common, and no other endpoint related so"

    /// The last word of the route's last literal segment, in the singular, its file extension set aside (`bill` for both
    /// `/{congress}/{chamber}/bills/{type}.json` and `/bill/{congress}`); `nil` for a route of parameters only.
    static func resource(_ endpoint: Endpoint) -> String? {
        guard let segment = ComparisonState.routeSegments(endpoint).last(where: { $0 != "{}" }),
              let word = NameEvidence.words(String(segment)).last else { return nil }
        return NameEvidence.singular(word)
    }

    /// The names of the endpoint's parameters other than its body, normalized (``NameSimilarity/normalized(_:)``).
    static func parameterNames(_ endpoint: Endpoint) -> Set<String> {
        Set(endpoint.parameters.filter { $0.location != .body }.map { NameSimilarity.normalized($0.name) })
    }

    /// The words of the operation id, in the singular.
    static func idWords(_ endpoint: Endpoint) -> Set<String> {
        Set(NameEvidence.words(endpoint.operationId).map(NameEvidence.singular))
    }
}
