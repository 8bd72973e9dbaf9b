import MigratorModel

/// Endpoints a release moved from action routes to resource routes: Zoom v1 served every operation as
/// `POST /<resource>/<action>` (`POST /meeting/get`, `POST /meeting/delete`, `POST /user/list`); v2 serves the same
/// operations as `GET /meetings/{meetingId}`, `DELETE /meetings/{meetingId}` and `GET /users`. Mailchimp 2.0
/// (`POST /campaigns/list.json`, `POST /campaigns/create.json`) → 3.0 (`GET /campaigns`, `POST /campaigns`) is the same
/// change.
///
/// The action word says which resource route continues the operation:
/// - a list (`list`) → `GET` of the collection, a route whose last segment names the resource;
/// - a create (`create`, `add`, `new`) → `POST` of the collection;
/// - a read (`get`, `info`, `show`, `read`, `fetch`, `retrieve`, `view`) → `GET` of an item, a route whose last segment is a
///   parameter behind a segment naming the resource;
/// - an update (`update`, `edit`, `modify`) → `PATCH` or `PUT` of an item;
/// - a delete (`delete`, `remove`, `destroy`) → `DELETE` of an item;
/// - any other action word (`send`, `cancel`) → `POST` of a route that ends in that word behind the resource's item
///   (`POST /campaigns/send.json` → `POST /campaigns/{campaign_id}/actions/send`);
/// - a noun (`POST /lists/members.json`) → `GET` of that part of an item (`GET /lists/{list_id}/members`).
///
/// The resource is the literal segment before the action (or before the dot of `users.list`), in the singular; a file
/// extension (`.json`) is set aside on both sides. The action word is read as written, so a plural noun (`updates`)
/// is no action. Only a release that changed style counts: at least two and at least half of the old document's
/// endpoints are action routes, and fewer than half of the new one's. A removed endpoint pairs with the only added endpoint its action leads to, when
/// no other removed endpoint leads to that one.
struct ActionRoutes {
    /// What an action route does with its resource.
    enum Action: Equatable {
        /// Lists the collection.
        case list
        /// Creates an item in the collection.
        case create
        /// Reads one item.
        case read
        /// Changes one item.
        case update
        /// Deletes one item.
        case delete
        /// Another action on one item, named by the word.
        case other(String)
        /// A call named by a noun: reads that part of one item (`POST /lists/members.json` → `GET /lists/{list_id}/members`).
        case part(String)
    }

    /// The action words of the four operations every resource has, and listing.
    static let crudWords: [String: Action] = [
        "list": .list,
        "create": .create, "add": .create, "new": .create,
        "get": .read, "info": .read, "show": .read, "read": .read, "fetch": .read, "retrieve": .read, "view": .read, "find": .read,
        "update": .update, "edit": .update, "modify": .update,
        "delete": .delete, "remove": .delete, "destroy": .delete,
    ]

    /// Verbs an action route may end in besides ``crudWords`` (`/campaigns/send`, `/orders/cancel`): a word that
    /// names an act, so that a noun segment (`/lists/members`) is never taken for one.
    static let otherActionWords: Set<String> = [
        "send", "cancel", "close", "open", "reopen", "archive", "unarchive", "publish", "unpublish", "schedule",
        "unschedule", "pause", "resume", "replicate", "test", "activate", "deactivate", "reactivate", "approve", "reject",
        "refund", "capture", "void", "subscribe", "unsubscribe", "start", "stop", "restart", "reset", "verify", "confirm",
        "reboot", "halt", "suspend", "unsuspend", "renew", "lock", "unlock", "enable", "disable",
    ]

    /// `removed index` → added index, for removed endpoints with exactly one partner that has no other.
    private var partners: [Int: Int] = [:]
    /// `removed index` → the action its route names.
    private var actions: [Int: Action] = [:]
    /// `removed index` → the resource its route names (singular, normalized).
    private var resources: [Int: String] = [:]
    /// Old resource → new resource, for resources the release renamed (``renamedResources(removed:actions:addedSegments:added:oldEndpoints:newEndpoints:)``).
    private(set) var renamedResources: [String: String] = [:]

    /// The action-route pairs between the endpoints left unmatched; `oldEndpoints` and `newEndpoints` are the whole
    /// documents' endpoints (they decide whether the release changed style).
    init(removed: [Endpoint], added: [Endpoint], oldEndpoints: [Endpoint], newEndpoints: [Endpoint]) {
        guard !removed.isEmpty, !added.isEmpty, Self.changedStyle(old: oldEndpoints, new: newEndpoints) else { return }
        var found: [(old: Int, new: Int)] = []
        var perOld: [Int: Int] = [:]
        var perNew: [Int: Int] = [:]
        // A file extension on a resource route (`/projects/{id}.json`) is set aside too.
        let addedSegments = added.map { PathMoves.segments($0).map(Self.withoutExtension) }
        for (oldIndex, old) in removed.enumerated() {
            guard let (resource, action) = Self.action(old) else { continue }
            actions[oldIndex] = action
            resources[oldIndex] = resource
        }
        renamedResources = Self.renamedResources(
            removed: resources, actions: actions, addedSegments: addedSegments, added: added,
            oldEndpoints: oldEndpoints, newEndpoints: newEndpoints
        )
        for (oldIndex, resource) in resources.sorted(by: { $0.key < $1.key }) {
            guard let action = actions[oldIndex] else { continue }
            let continued = renamedResources[resource] ?? resource
            for (newIndex, new) in added.enumerated() where Self.continues(continued, action, new, segments: addedSegments[newIndex]) {
                found.append((oldIndex, newIndex))
                perOld[oldIndex, default: 0] += 1
                perNew[newIndex, default: 0] += 1
            }
        }
        for pair in found where perOld[pair.old] == 1 && perNew[pair.new] == 1 { partners[pair.old] = pair.new }
    }

    /// The evidence that removed endpoint `oldIndex` continues as added endpoint `newIndex`, or `nil`.
    func evidence(_ oldIndex: Int, _ newIndex: Int) -> [String]? {
        guard partners[oldIndex] == newIndex, let action = actions[oldIndex] else { return nil }
        var evidence = ["the release moved action routes to resource routes: \(Self.phrase(action))"]
        if let resource = resources[oldIndex], let renamed = renamedResources[resource] {
            evidence.append("the resource renamed (\(resource) → \(renamed))")
        }
        return evidence
    }

    /// The resources a release renamed while it moved to resource routes (Vultr v1's `/server/list`, `/server/create`,
    /// `/server/destroy`, `/server/reboot` → v2's `GET /instances`, `POST /instances`, `DELETE /instances/{id}`, `POST
    /// /instances/{id}/reboot`): old resource → new resource, when
    /// - no route of the new document names the old resource and no route of the old document names the new one;
    /// - at least two of the old resource's removed action routes, and at least half of them, continue under the new
    ///   resource as ``continues(_:_:_:segments:)`` reads them;
    /// - and no other new resource does as well for it, nor does it for another old resource.
    static func renamedResources(
        removed resources: [Int: String], actions: [Int: Action], addedSegments: [[Substring]], added: [Endpoint],
        oldEndpoints: [Endpoint], newEndpoints: [Endpoint]
    ) -> [String: String] {
        func words(_ endpoints: [Endpoint]) -> Set<String> {
            var result: Set<String> = []
            for endpoint in endpoints {
                for segment in PathMoves.segments(endpoint).map(withoutExtension) where segment != "{}" {
                    result.insert(word(segment))
                    // `users.list`: each part names something.
                    for part in segment.split(separator: ".") { result.insert(word(part)) }
                }
            }
            return result
        }
        let (oldWords, newWords) = (words(oldEndpoints), words(newEndpoints))
        // New resources: literal segments of the added routes that no old route has.
        var literal: Set<String> = []
        for segments in addedSegments { for segment in segments where segment != "{}" { literal.insert(word(segment)) } }
        let candidates = literal.subtracting(oldWords).filter { !$0.isEmpty }.sorted()
        var byOld: [String: [Int]] = [:]
        for (index, resource) in resources where !newWords.contains(resource) { byOld[resource, default: []].append(index) }
        var chosen: [String: String] = [:]
        for (resource, indices) in byOld {
            // How many of the resource's actions each candidate continues, where that is at least two and half.
            let counts = candidates.map { candidate in
                (candidate, indices.filter { index in
                    guard let action = actions[index] else { return false }
                    return added.indices.contains { continues(candidate, action, added[$0], segments: addedSegments[$0]) }
                }.count)
            }.filter { $0.1 >= 2 && 2 * $0.1 >= indices.count }
            guard let top = counts.map(\.1).max() else { continue }
            let winners = counts.filter { $0.1 == top }
            if winners.count == 1 { chosen[resource] = winners[0].0 }
        }
        // A new resource that two old ones lead to renames neither.
        let targets = Dictionary(grouping: chosen.values, by: { $0 })
        return chosen.filter { targets[$0.value]?.count == 1 }
    }

    /// How the evidence names an action.
    static func phrase(_ action: Action) -> String {
        switch action {
        case .list: return "the list of the same resource"
        case .create: return "the create of the same resource"
        case .read: return "the read of the same resource"
        case .update: return "the update of the same resource"
        case .delete: return "the delete of the same resource"
        case let .other(word): return "the `\(word)` action on the same resource"
        case let .part(word): return "the read of the same resource's `\(word)` part"
        }
    }

    /// How many of `endpoints` are action routes named by an action word (not a noun).
    static func actionRouteCount(_ endpoints: [Endpoint]) -> Int {
        endpoints.filter { endpoint in
            guard let action = action(endpoint)?.action else { return false }
            if case .part = action { return false }
            return true
        }.count
    }

    /// Whether the release changed style: at least two and at least half of the old endpoints are action routes, and
    /// fewer than half of the new ones.
    static func changedStyle(old: [Endpoint], new: [Endpoint]) -> Bool {
        let before = actionRouteCount(old)
        return before >= 2 && before * 2 >= old.count && actionRouteCount(new) * 2 < new.count
    }

    /// The resource (singular, normalized) and action of an action route: a `POST` or `GET` whose last segment is an
    /// action word behind a literal segment (`/meeting/get`, `/campaigns/list.json`), or a segment that names both
    /// (`/users.list`, Slack's methods); `nil` for any other route. The action word is taken as written: a plural noun
    /// (`/project/updates`, `/lists`) names no action.
    static func action(_ endpoint: Endpoint) -> (resource: String, action: Action)? {
        guard endpoint.method == "POST" || endpoint.method == "GET" else { return nil }
        let segments = PathMoves.segments(endpoint).map(withoutExtension)
        guard let last = segments.last, last != "{}", !ComparisonState.isVersionSegment(last) else { return nil }
        // `users.list`: the resource and the action in one segment.
        if let dot = last.lastIndex(of: "."), let action = actionNamed(bare(last[last.index(after: dot)...])) {
            let resource = word(last[..<dot])
            return resource.isEmpty ? nil : (resource, listing(action, endpoint))
        }
        guard segments.count >= 2, segments[segments.count - 2] != "{}", !last.contains(".") else { return nil }
        let written = bare(last)
        guard !written.isEmpty else { return nil }
        // `/dns/create_record`: an action word before the resource it acts on, in one segment.
        if actionNamed(written) == nil, let (resource, action) = actionBeforeResource(last) { return (resource, listing(action, endpoint)) }
        let action = actionNamed(written) ?? .part(word(last))
        let resource = word(segments[segments.count - 2])
        guard !resource.isEmpty, !ComparisonState.isVersionSegment(segments[segments.count - 2]) else { return nil }
        return (resource, listing(action, endpoint))
    }

    /// The resource and action of a segment that names both, the action word first (`create_record`,
    /// `deleteRecord`): a crud or other action word followed by words naming the resource; `nil` otherwise. A read of a
    /// resource written in the plural lists the collection (MapMyFitness 3.1's `/workouts/get_workouts` → v7.1's `GET
    /// /workout/`, not `GET /workout/{id}/`).
    static func actionBeforeResource(_ segment: Substring) -> (resource: String, action: Action)? {
        let words = NameEvidence.words(String(segment)).map { $0.lowercased() }
        guard words.count >= 2, let action = actionNamed(words[0]), let last = words.last else { return nil }
        let resource = NameEvidence.singular(words.dropFirst().joined())
        guard !resource.isEmpty, resource != "all" else { return nil }
        return (resource, action == .read && NameEvidence.singular(last) != last ? .list : action)
    }

    /// A read that names no item and returns an array lists the collection (`GET /bounces.get.json?days=…` → `GET
    /// /suppression/bounces`, not `GET /suppression/bounces/{email}`); any other action as it is.
    static func listing(_ action: Action, _ endpoint: Endpoint) -> Action {
        guard action == .read, case .array = endpoint.response?.type, !endpoint.parameters.contains(where: \.required) else { return action }
        return .list
    }

    /// The action an action word names (``crudWords``, ``otherActionWords``), or `nil`.
    static func actionNamed(_ word: String) -> Action? {
        if let crud = crudWords[word] { return crud }
        return otherActionWords.contains(word) ? .other(word) : nil
    }

    /// File extensions a route may carry (`/campaigns/list.json`, `/projects/{id}.json`).
    static let fileExtensions: Set<String> = ["json", "xml", "php", "html", "htm", "asp", "aspx", "txt", "yaml"]

    /// A path segment without its file extension (``fileExtensions``): `list.json` → `list`, `{}.json` → `{}`.
    static func withoutExtension(_ segment: Substring) -> Substring {
        guard let dot = segment.lastIndex(of: "."), dot != segment.startIndex,
              fileExtensions.contains(segment[segment.index(after: dot)...].lowercased()) else { return segment }
        return segment[..<dot]
    }

    /// A path segment as written, lower-cased and without separators (`list`, `updates`).
    static func bare(_ segment: Substring) -> String {
        NameSimilarity.normalized(String(segment))
    }

    /// A path segment as one lower-cased singular word (`campaigns` → `campaign`).
    static func word(_ segment: Substring) -> String {
        NameEvidence.singular(bare(segment))
    }

    /// Whether `new` (with its route's `segments`) is the resource route that continues `action` on `resource`.
    static func continues(_ resource: String, _ action: Action, _ new: Endpoint, segments: [Substring]) -> Bool {
        guard let last = segments.last else { return false }
        let isItem = last == "{}"
        func names(_ segment: Substring) -> Bool { segment != "{}" && word(segment) == resource }
        switch action {
        case .list:
            return new.method == "GET" && !isItem && names(last)
        case .create:
            return new.method == "POST" && !isItem && names(last)
        case .read, .update, .delete:
            guard isItem, segments.count >= 2, names(segments[segments.count - 2]) else { return false }
            switch action {
            case .read: return new.method == "GET"
            case .update: return new.method == "PATCH" || new.method == "PUT"
            default: return new.method == "DELETE"
            }
        case let .other(verb):
            guard !isItem, bare(last) == verb, new.method == "POST", let item = segments.lastIndex(of: "{}"), item >= 1 else { return false }
            return names(segments[item - 1])
        case let .part(noun):
            guard !isItem, new.method == "GET", word(last) == noun, segments.count >= 3, segments[segments.count - 2] == "{}" else { return false }
            return names(segments[segments.count - 3])
        }
    }
}
