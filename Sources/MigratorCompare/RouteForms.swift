import MigratorModel

/// The forms of a route that endpoint matching compares: method and path with parameter names erased (and the last
/// segment's file extension), in the singular with version segments erased, and without version segments at all.
extension ComparisonState {
    /// The route with every literal path segment in the singular and API version segments erased: `GET /pet/{}` for
    /// `/pets/{petId}` and `/pet/{id}`, `GET /{v}/{}` for `/v1alpha1/{name}` and `/v1/{name}` (a major version moves
    /// every path).
    static func singularRoute(_ endpoint: Endpoint) -> String {
        let route = Self.route(endpoint)
        guard let space = route.firstIndex(of: " ") else { return route }
        let segments = route[route.index(after: space)...].split(separator: "/", omittingEmptySubsequences: false).map(ActionRoutes.withoutExtension).map { segment in
            segment == "{}" ? String(segment) : isVersionSegment(segment) ? "{v}"
                : NameEvidence.singular(NameSimilarity.normalized(String(segment)).isEmpty ? segment.lowercased() : NameSimilarity.normalized(String(segment)))
        }
        return route[..<space] + " " + segments.joined(separator: "/")
    }

    /// `POST /checkout/orders` for `/checkout/v3/orders` and `/checkout/orders/`: method and path with parameter names and
    /// API version segments (``isVersionSegment(_:)``) erased wherever they stand; the route alone when it has no
    /// literal segment but versions.
    static func routeWithoutVersions(_ endpoint: Endpoint) -> String {
        let segments = PathMoves.segments(endpoint)
        let kept = segments.filter { !isVersionSegment($0) }
        guard kept.contains(where: { $0 != "{}" }) else { return route(endpoint) }
        return "\(endpoint.method) /" + kept.joined(separator: "/")
    }

    /// ``routeWithoutVersions(_:)`` with every literal segment in the singular and one style (`GET /list/{}` for Klaviyo's
    /// `/v2/list/{list_id}` and `/lists/{id}/`): a release that dropped the version from its paths and renamed the
    /// collection to its plural.
    static func singularRouteWithoutVersions(_ endpoint: Endpoint) -> String {
        let route = routeWithoutVersions(endpoint)
        guard let space = route.firstIndex(of: " ") else { return route }
        let segments = route[route.index(after: space)...].split(separator: "/", omittingEmptySubsequences: false).map { segment in
            let normalized = NameSimilarity.normalized(String(segment))
            return segment == "{}" || normalized.isEmpty ? String(segment) : NameEvidence.singular(normalized)
        }
        return route[..<space] + " " + segments.joined(separator: "/")
    }

    /// Whether a path segment names an API version: `v1`, `v2.1`, `v1beta1`, `v1alpha` (a `v`, digits, an optional
    /// minor version and an optional stage word with its number), or a dated version `2015-03-31` (AWS puts the API's
    /// release date in front of every path).
    static func isVersionSegment(_ segment: Substring) -> Bool {
        let characters = Array(segment.lowercased())
        if characters.count == 10, characters[4] == "-", characters[7] == "-" {
            return characters.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || $0.element.isASCII && $0.element.isNumber }
        }
        guard characters.count >= 2, characters.count <= 16, characters[0] == "v", characters[1].isNumber else { return false }
        var index = 1
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        while index < characters.count, characters[index].isLetter { index += 1 }
        while index < characters.count, characters[index].isNumber { index += 1 }
        return index == characters.count
    }

    /// `GET /pets/{}`: method and path with parameter names erased, a trailing slash, and the last segment's file extension
    /// (``ActionRoutes/withoutExtension(_:)``: `/customers/{id}.json` is `/customers/{}`): a format suffix the release
    /// dropped (Freshdesk v1 → v2) does not change which resource a route addresses.
    static func route(_ endpoint: Endpoint) -> String {
        var path = ""
        var inBraces = false
        for character in endpoint.path {
            if character == "{" { inBraces = true; path += "{}" } else if character == "}" { inBraces = false } else if !inBraces { path.append(character) }
        }
        // A trailing slash (StatusCake's `/ContactGroups/`, Django's `/game/{id}/`) addresses the same resource.
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if let slash = path.lastIndex(of: "/") {
            let last = path[path.index(after: slash)...]
            let kept = ActionRoutes.withoutExtension(last)
            if kept.count < last.count { path = String(path[...slash]) + kept }
        }
        return "\(endpoint.method) \(path)"
    }
}
