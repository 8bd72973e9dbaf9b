import MigratorModel

/// Route evidence for endpoint renames: routes equal up to a file extension, a separator style or an item collection's
/// plural, and endpoints that address one resource through the same path parameters after a release rewrote the rest
/// of the route (Google Calendar v2 → v3: `GET /calendar/feeds/{calendarId}/private/full/{eventId}` →
/// `GET /calendars/{calendarId}/events/{eventId}`).
extension ComparisonState {
    /// Whether two path segments are equal once case and separators are set aside (`config_vars` ~ `config-vars`), with
    /// at least one letter left; parameters equal parameters.
    static func sameSegmentInAnotherStyle(_ a: Substring, _ b: Substring) -> Bool {
        if a == b { return true }
        guard a != "{}", b != "{}" else { return false }
        let x = NameSimilarity.normalized(String(a))
        return !x.isEmpty && x == NameSimilarity.normalized(String(b))
    }

    /// Whether an operation id ends in `By…` naming no path parameter of its route (`getCustomerByEmail` for
    /// `/customers/{id}`): the operation finds its item by another key than the route's.
    static func looksUpByAnotherKey(_ endpoint: Endpoint) -> Bool {
        guard NameEvidence.isComparable(endpoint.operationId) else { return false }
        let words = NameEvidence.words(endpoint.operationId)
        guard let by = words.lastIndex(of: "by"), by > 0, by < words.count - 1 else { return false }
        return operationIdWithoutPathParameterSuffix(endpoint) == endpoint.operationId
    }

    /// The path's segments with parameter names erased and file extensions set aside (``ActionRoutes/withoutExtension(_:)``):
    /// `organizations`, `{}` for `/organizations/{id}.json`.
    static func routeSegments(_ endpoint: Endpoint) -> [Substring] {
        PathMoves.segments(endpoint).map(ActionRoutes.withoutExtension)
    }

    /// Whether two routes differ only in collections written in the singular on one side and the plural on the other,
    /// each followed by a path parameter (`/business/{}` ~ `/businesses/{}`: both address one item of it), and in API
    /// version segments. A collection without a parameter after it may name another resource (`/user`, the signed-in
    /// user, next to `/users`, everyone).
    static func sameItemRoute(_ old: [Substring], _ new: [Substring]) -> Bool {
        guard old.count == new.count, old != new else { return false }
        var pluralChanged = false
        for index in old.indices where old[index] != new[index] {
            let (a, b) = (old[index], new[index])
            if isVersionSegment(a), isVersionSegment(b) { continue }
            guard a != "{}", b != "{}", index + 1 < old.count, old[index + 1] == "{}", new[index + 1] == "{}" else { return false }
            let (x, y) = (NameSimilarity.normalized(String(a)), NameSimilarity.normalized(String(b)))
            guard !x.isEmpty, x != y, NameEvidence.singular(x) == NameEvidence.singular(y) else { return false }
            pluralChanged = true
        }
        return pluralChanged
    }

    /// Evidence that two endpoints of the same method address one resource: the same path parameters in the same order
    /// (names compared regardless of case and separators, at least one; in a route of the same shape, also parameters a
    /// word apart), both routes ending in a parameter or both in a literal segment, and the resource the new route
    /// addresses (``addressedResources(_:)``) named in both operation ids (`getEventEntry` → `calendar.events.get`:
    /// `event`), or each id naming its own route's resource and the new one the old one with a word more or less
    /// (`show_firewall` → `show_fwaas_firewall_group`). The parameters are the route's identity, and the operation ids
    /// agree on what it addresses: `getUserFollowers` → `getUserFollowing` (`/users/{id}/following`) names another
    /// resource and is not paired.
    static func sameParameterRoute(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        guard old.method == new.method, NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else {
            return nil
        }
        guard !looksUpByAnotherKey(old), !looksUpByAnotherKey(new) else { return nil }
        let (oldParameters, newParameters) = (pathParameterNames(old), pathParameterNames(new))
        let (oldSegments, newSegments) = (routeSegments(old), routeSegments(new))
        // The same parameters, or in a route of the same shape parameters a word apart (`firewall_id` →
        // `firewall_group_id`, with `/fw/firewalls/` → `/fwaas/firewall_groups/`).
        guard !oldParameters.isEmpty, oldParameters.count == newParameters.count else { return nil }
        let renamedParameters = oldParameters != newParameters
        if renamedParameters {
            guard oldSegments.count == newSegments.count else { return nil }
            let (a, b) = (pathParameterNames(old, normalized: false), pathParameterNames(new, normalized: false))
            guard zip(a, b).allSatisfy({ NameSimilarity.normalized($0) == NameSimilarity.normalized($1)
                || NameEvidence.isComparable($0) && NameEvidence.isComparable($1) && (NameEvidence.between($0, $1)?.weight ?? 0) >= 2 })
            else { return nil }
        }
        guard (oldSegments.last == "{}") == (newSegments.last == "{}") else { return nil }
        // `/Messaging/Countries/{IsoCountry}` → `/Trunking/Countries/{IsoCountry}`: one route area replaced by another in
        // a route of the same shape is another product's route. Each segment changed in place must be related by name
        // (`payment-records` → `payments`, `lb` → `lbaas`), unless the segments were only reordered.
        if oldSegments.count == newSegments.count, oldSegments.sorted() != newSegments.sorted() {
            for (a, b) in zip(oldSegments, newSegments) where a != b {
                guard a != "{}", b != "{}", isVersionSegment(a) && isVersionSegment(b) || relatedSegments(a, b) else { return nil }
            }
        }
        let (oldWords, newWords) = (operationWords(old.operationId), operationWords(new.operationId))
        // `getUser`, `/users/{id}` → `getBlockedUser`, `/blocks/users/{id}`: a word the new id adds that the old route
        // does not carry (and that names no operation) says the new endpoint is about something else.
        let oldRouteWords = routeWords(old)
        let added = Set(NameEvidence.words(new.operationId).map(NameEvidence.singular))
            .subtracting(NameEvidence.words(old.operationId).map(NameEvidence.singular))
        func explained(_ word: String, besides allowed: Set<String> = []) -> Bool {
            allowed.contains(word) || ActionRoutes.actionNamed(word) != nil || operation(word) != nil
                || isVersionSegment(Substring(word)) || oldRouteWords.contains { relatedSegments(Substring(word), Substring($0)) }
        }
        // Not a nesting turned around: `getUserGroups`, `/users/{id}/groups` names `user`, which `getGroupUsers`,
        // `/groups/{group_id}/users` addresses, but it reads a user's groups.
        let (oldAddressed, newAddressed) = (addressedResources(old), addressedResources(new))
        if oldAddressed.isDisjoint(with: newAddressed), !oldAddressed.isDisjoint(with: routeWords(new)), !newAddressed.isDisjoint(with: oldRouteWords) {
            return nil
        }
        if let resource = newAddressed.sorted().first(where: { oldWords.contains($0) && newWords.contains($0) }) {
            guard added.allSatisfy({ explained($0) }) else { return nil }
            return ["same method", renamedParameters ? "path parameters a word apart" : "the same path parameters",
                    "both operation ids name \"\(resource)\", what the new route addresses"]
        }
        // `show_firewall` → `show_fwaas_firewall_group`: each operation id names what its own route addresses, and the
        // new resource is the old one with a word more or less (`firewall` → `firewallgroup`).
        guard let a = addressedResources(old).sorted().first(where: oldWords.contains),
              let b = addressedResources(new).sorted().first(where: newWords.contains),
              min(a.count, b.count) >= 4, a.hasPrefix(b) || b.hasPrefix(a) || a.hasSuffix(b) || b.hasSuffix(a) else { return nil }
        // The words the new resource gained (`group` in `firewallgroup`) are the rename itself.
        let gained = Set(NameEvidence.words(new.operationId).map(NameEvidence.singular).filter { b.contains($0) && !a.contains($0) })
        guard added.allSatisfy({ explained($0, besides: gained) }) else { return nil }
        return ["same method", renamedParameters ? "path parameters a word apart" : "the same path parameters",
                "each operation id names what its route addresses, \"\(a)\" → \"\(b)\""]
    }

    /// Whether two path segments are related by name: the same words in another form (``NameEvidence``), or one
    /// segment's word the start of the other's (`lb` → `lbaas`).
    static func relatedSegments(_ a: Substring, _ b: Substring) -> Bool {
        let (x, y) = (NameSimilarity.normalized(String(a)), NameSimilarity.normalized(String(b)))
        guard !x.isEmpty, !y.isEmpty else { return false }
        if x.hasPrefix(y) || y.hasPrefix(x) { return true }
        return NameEvidence.isComparable(String(a)) && NameEvidence.isComparable(String(b)) && NameEvidence.between(String(a), String(b)) != nil
    }

    /// A path's parameter names in order, every `{…}` of every segment (`/{a}.{b}` has two), lower-cased without
    /// separators (`calendarid`, `eventid`), or as written.
    static func pathParameterNames(_ endpoint: Endpoint, normalized: Bool = true) -> [String] {
        var names: [String] = []
        var current: String?
        for character in endpoint.path {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                names.append(normalized ? NameSimilarity.normalized(name) : name)
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }

    /// What a route addresses, as singular words: for a route ending in a parameter, the literal segment before it and
    /// the parameter's name without its reference word (`events` and `eventId` give `event`); otherwise its last
    /// literal segment (`events` for `/calendars/{calendarId}/events`).
    static func addressedResources(_ endpoint: Endpoint) -> Set<String> {
        let segments = routeSegments(endpoint)
        guard let last = segments.last else { return [] }
        var result = Set<String>()
        func add(_ segment: Substring) {
            let word = NameSimilarity.normalized(String(segment))
            if !word.isEmpty, !isVersionSegment(segment) { result.insert(NameEvidence.singular(word)) }
        }
        guard last == "{}" else {
            add(last)
            return result
        }
        if segments.count >= 2, segments[segments.count - 2] != "{}" { add(segments[segments.count - 2]) }
        if let parameter = pathParameterNames(endpoint, normalized: false).last, NameEvidence.isComparable(parameter) {
            let words = NameEvidence.words(parameter).filter { !NameEvidence.referenceWords.contains($0) }
            if !words.isEmpty { result.insert(NameEvidence.singular(words.joined())) }
        }
        return result
    }

    /// The singular words of a route's literal segments, version segments aside (`calendar`, `feed`, `private`, `full`
    /// for `/calendar/feeds/{calendarId}/private/full`), each segment also run together (`healthmonitor`).
    static func routeWords(_ endpoint: Endpoint) -> Set<String> {
        var words = Set<String>()
        for segment in routeSegments(endpoint) where segment != "{}" && !isVersionSegment(segment) {
            let normalized = NameSimilarity.normalized(String(segment))
            if !normalized.isEmpty { words.insert(NameEvidence.singular(normalized)) }
            if NameEvidence.isComparable(String(segment)) { words.formUnion(NameEvidence.words(String(segment)).map(NameEvidence.singular)) }
        }
        return words
    }

    /// An operation id's words in the singular, with each two neighbours run together too (`health_monitor` gives
    /// `healthmonitor`: a route may write the two words as one).
    static func operationWords(_ operationId: String) -> Set<String> {
        let words = NameEvidence.words(operationId).map(NameEvidence.singular)
        var result = Set(words)
        for index in words.indices.dropLast() { result.insert(NameEvidence.singular(words[index] + words[index + 1])) }
        return result
    }
    /// The two segments when two routes are the same but for one literal segment renamed to a synonym (Pivotal
    /// Tracker's `/projects/{}/stories/{}/notes` → `/comments`, ``NameLexicon``). A closer relation is not enough: a
    /// segment a word shorter (Swiftype's `document_types` → `documents`) or alike (Miro's `connections` →
    /// `connectors`) names another resource. `nil` for other routes.
    static func relatedSegmentRoute(_ old: [Substring], _ new: [Substring]) -> (old: Substring, new: Substring)? {
        guard old.count == new.count, old.count >= 2 else { return nil }
        let differing = old.indices.filter { !sameSegmentInAnotherStyle(old[$0], new[$0]) }
        guard differing.count == 1, let index = differing.first, old[index] != "{}", new[index] != "{}",
              !isVersionSegment(old[index]), !isVersionSegment(new[index]),
              let relation = NameEvidence.between(String(old[index]), String(new[index])), relation.kind == .synonym else { return nil }
        return (old[index], new[index])
    }
}
