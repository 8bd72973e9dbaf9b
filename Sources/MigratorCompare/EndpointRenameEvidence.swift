import MigratorModel

/// The evidence that a removed endpoint continues as an added one that ``ComparisonState/compareEndpoints(_:)``'s
/// passes read: the same route up to form, an update method changed, an operation id related after the release's term
/// change, the same path behind a new prefix.
extension ComparisonState {
    /// Evidence that an update moved from `PUT` to `PATCH` (or back) on the same path: Auth0 Management v1 → v2
    /// (`PUT /clients/{client-id}` → `PATCH /clients/{id}`). Both endpoints are unmatched, so the old document had no
    /// such `PATCH` and the new one keeps no such `PUT`: the route's update continues under the other method.
    static func updateMethodChanged(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        let updates: Set<String> = ["PUT", "PATCH"]
        guard old.method != new.method, updates.contains(old.method), updates.contains(new.method),
              route(old).dropFirst(old.method.count) == route(new).dropFirst(new.method.count),
              PathMoves.segments(old).contains(where: { $0 != "{}" && !isVersionSegment($0) }) else { return nil }
        return ["same path, the update method changed from \(old.method) to \(new.method)"]
    }

    /// The score of a moved endpoint whose operation id is the old one in another style (with the same method): above
    /// the most that kept documentation gives (``EndpointMoveEvidence``, 5.5).
    static let sameOperationIdScore = 6.0

    /// Evidence that a removed endpoint was renamed to an added one with the same method: the same path (3), or a
    /// path that differs only in singular and plural segments (`/pet/{}` → `/pets/{}`) or in its version segment
    /// (`/v1beta1/uris:search` → `/v1/uris:search`) together with operation ids that
    /// differ by at most one word (3) once a trailing `By<path parameter>` is set aside (`getEmployee` ~
    /// `getEmployeeById` for `/employee/{id}`: the suffix only names the path parameter every such operation has).
    /// Candidates share ``singularRoute(_:)``.
    func endpointRenameScore(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) -> (Double, [String])? {
        if Self.route(oldEndpoint) == Self.route(newEndpoint) { return (3, ["same method and path"]) }
        let (oldSegments, newSegments) = (Self.routeSegments(oldEndpoint), Self.routeSegments(newEndpoint))
        if oldEndpoint.method == newEndpoint.method, oldSegments == newSegments {
            // `GET /organizations.json` → `GET /organizations`: the format moved out of the path.
            return (3, ["same method and path once the file extension is set aside"])
        }
        if oldEndpoint.method == newEndpoint.method, oldSegments.count == newSegments.count,
           zip(oldSegments, newSegments).allSatisfy({ Self.sameSegmentInAnotherStyle($0, $1) }) {
            // `GET /apps/{app}/config_vars` → `GET /apps/{app_id_or_name}/config-vars`.
            return (3, ["same method and path in another style"])
        }
        let oldName = Self.operationIdWithoutPathParameterSuffix(oldEndpoint)
        let newName = Self.operationIdWithoutPathParameterSuffix(newEndpoint)
        guard let name = NameEvidence.between(oldName, newName), name.weight >= 2 else {
            if oldEndpoint.method == newEndpoint.method, Self.sameItemRoute(oldSegments, newSegments),
               !Self.looksUpByAnotherKey(oldEndpoint), !Self.looksUpByAnotherKey(newEndpoint) {
                // `GET /business/{id}` → `GET /businesses/{id}`: the collection addressing the item renamed to its plural.
                return (3, ["same method", "the same item route with its collection in the singular or plural"])
            }
            return nil
        }
        // `getProduct`, `GET /products/{id}` and `getProducts`, `GET /catalog/products`: one item and the collection, two
        // operations the number of their names tells apart.
        if name.kind == .plural, Self.addressesItem(oldEndpoint) != Self.addressesItem(newEndpoint) { return nil }
        var evidence = ["same method", "path differs in singular/plural", "operation id: \(name.kind.rawValue)"]
        if oldName != oldEndpoint.operationId || newName != newEndpoint.operationId {
            evidence.append("By<path parameter> suffix set aside")
        }
        return (3, evidence)
    }

    /// Evidence for two endpoints of the same method whose operation ids are a word apart once the release's term change
    /// is applied (`createProvisioning` → `createQosAssignment` with `provisioning` → `assignment` across the release),
    /// when the exchange agrees: the same response or request body model (old models mapped; a scalar such as `string`
    /// says nothing), or a same or similar description.
    static func relatedAfterTermChange(_ old: Endpoint, _ new: Endpoint, systematic: SystematicRenames?,
                                       mapped: (TypeReference) -> TypeReference, isModel: (String) -> Bool) -> (Double, [String])? {
        guard let relation = systematic?.relationAfterTermChanges(old.operationId, new.operationId) else { return nil }
        var evidence = ["same method", "operation id: \(relation.kind.rawValue)"]
        /// Whether two types are the same model once old names are mapped.
        func sameModel(_ a: TypeReference?, _ b: TypeReference?) -> Bool {
            guard let a, let b, case let .model(name) = b, isModel(name) else { return false }
            return mapped(a) == b
        }
        if sameModel(old.response?.type, new.response?.type) {
            evidence.append("same response")
        } else if sameModel(old.bodyParameter?.type, new.bodyParameter?.type) {
            evidence.append("same request body")
        } else {
            switch DescriptionEvidence.between(old.documentation, new.documentation) {
            case .same: evidence.append("same description")
            case .similar: evidence.append("similar description")
            case .different, .none: return nil
            }
        }
        return (3.5, evidence)
    }

    /// Evidence that an endpoint kept its path behind new or dropped leading segments and its operation id a word apart
    /// (Blizzard's Community API → Profile API: `getCharacterProfile`, `GET /wow/character/{realm}/{name}` →
    /// `getCharacterProfileSummary`, `GET /profile/wow/character/{realmSlug}/{characterName}`), the same method, the
    /// shorter path keeping a literal segment: one endpoint alone, where ``PathMoves`` needs the release to move several.
    static func samePathUnderAPrefix(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        guard old.method == new.method else { return nil }
        let (a, b) = (PathMoves.segments(old), PathMoves.segments(new))
        guard let change = PathMoves.prefix(from: a, to: b), (a.count < b.count ? a : b).contains(where: { $0 != "{}" && !isVersionSegment($0) }),
              let name = NameEvidence.between(old.operationId, new.operationId), name.weight >= 2 else { return nil }
        // A word the id gained or lost that the prefix names is another resource (`getUser`, `/users/{id}` →
        // `getBlockedUser`, `/blocks/users/{id}`).
        let prefixWords = (a.count < b.count ? b.prefix(b.count - a.count) : a.prefix(a.count - b.count))
            .filter { $0 != "{}" && NameEvidence.isComparable(String($0)) }.flatMap { NameEvidence.words(String($0)).map(NameEvidence.singular) }
        let (x, y) = (Set(NameEvidence.words(old.operationId).map(NameEvidence.singular)), Set(NameEvidence.words(new.operationId).map(NameEvidence.singular)))
        guard !x.symmetricDifference(y).contains(where: { word in prefixWords.contains { NameEvidence.sameWord($0, word) } }) else { return nil }
        return ["same method", "same path behind \(change)", "operation id: \(name.kind.rawValue)"]
    }
}
