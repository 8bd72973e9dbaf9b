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
/// - any other action word (`send`, `cancel`) → the same method on a route that ends in that word behind the resource's
///   item (`POST /campaigns/send.json` → `POST /campaigns/{campaign_id}/actions/send`);
/// - a noun (`POST /lists/members.json`) → `GET` of that part of an item (`GET /lists/{list_id}/members`).
///
/// The resource is the literal segment before the action, in the singular; a file extension (`.json`) is set aside.
/// Only a release that changed style counts: at least half of the old document's endpoints are action routes and
/// fewer than half of the new one's. A removed endpoint pairs with the only added endpoint its action leads to, when
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
        "get": .read, "info": .read, "show": .read, "read": .read, "fetch": .read, "retrieve": .read, "view": .read,
        "update": .update, "edit": .update, "modify": .update,
        "delete": .delete, "remove": .delete, "destroy": .delete,
    ]

    /// Verbs an action route may end in besides ``crudWords`` (`/campaigns/send`, `/orders/cancel`): a word that
    /// names an act, so that a noun segment (`/lists/members`) is never taken for one.
    static let otherActionWords: Set<String> = [
        "send", "cancel", "close", "open", "reopen", "archive", "unarchive", "publish", "unpublish", "schedule",
        "unschedule", "pause", "resume", "replicate", "test", "activate", "deactivate", "reactivate", "approve", "reject",
        "refund", "capture", "void", "subscribe", "unsubscribe", "start", "stop", "restart", "reset", "verify", "confirm",
    ]

    /// `removed index` → added index, for removed endpoints with exactly one partner that has no other.
    private var partners: [Int: Int] = [:]
    /// `removed index` → the action its route names.
    private var actions: [Int: Action] = [:]

    /// The action-route pairs between the endpoints left unmatched; `oldEndpoints` and `newEndpoints` are the whole
    /// documents' endpoints (they decide whether the release changed style).
    init(removed: [Endpoint], added: [Endpoint], oldEndpoints: [Endpoint], newEndpoints: [Endpoint]) {
        guard !removed.isEmpty, !added.isEmpty, Self.mostlyActionRoutes(oldEndpoints), !Self.mostlyActionRoutes(newEndpoints) else { return }
        var found: [(old: Int, new: Int)] = []
        var perOld: [Int: Int] = [:]
        var perNew: [Int: Int] = [:]
        let addedSegments = added.map(PathMoves.segments)
        for (oldIndex, old) in removed.enumerated() {
            guard let (resource, action) = Self.action(old) else { continue }
            actions[oldIndex] = action
            for (newIndex, new) in added.enumerated() where Self.continues(resource, action, new, segments: addedSegments[newIndex]) {
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
        return ["the release moved action routes to resource routes: the \(Self.phrase(action)) of the same resource"]
    }

    /// How the evidence names an action.
    static func phrase(_ action: Action) -> String {
        switch action {
        case .list: return "list"
        case .create: return "create"
        case .read: return "read"
        case .update: return "update"
        case .delete: return "delete"
        case let .other(word): return "`\(word)` action"
        case let .part(word): return "read of its `\(word)`"
        }
    }

    /// Whether at least half of `endpoints` (and at least two) are action routes named by an action word.
    static func mostlyActionRoutes(_ endpoints: [Endpoint]) -> Bool {
        let count = endpoints.filter { endpoint in
            guard let action = action(endpoint)?.action, case .part = action else { return action(endpoint) != nil }
            return false
        }.count
        return count >= 2 && count * 2 >= endpoints.count
    }

    /// The resource (singular, normalized) and action of an action route: a `POST` or `GET` whose last segment is an
    /// action word behind a literal segment; `nil` for any other route.
    static func action(_ endpoint: Endpoint) -> (resource: String, action: Action)? {
        guard endpoint.method == "POST" || endpoint.method == "GET" else { return nil }
        let segments = PathMoves.segments(endpoint)
        guard segments.count >= 2, let last = segments.last, last != "{}", segments[segments.count - 2] != "{}" else { return nil }
        let word = Self.word(last)
        let action: Action
        if let crud = crudWords[word] {
            action = crud
        } else if otherActionWords.contains(word) {
            action = .other(word)
        } else if !word.isEmpty, !ComparisonState.isVersionSegment(last) {
            action = .part(word)
        } else {
            return nil
        }
        let resource = Self.word(segments[segments.count - 2])
        guard !resource.isEmpty, !ComparisonState.isVersionSegment(segments[segments.count - 2]) else { return nil }
        return (resource, action)
    }

    /// A path segment as one lower-cased singular word, its file extension (`.json`, `.xml`) set aside.
    static func word(_ segment: Substring) -> String {
        var text = String(segment)
        if let dot = text.lastIndex(of: "."), dot != text.startIndex { text = String(text[..<dot]) }
        return NameEvidence.singular(NameSimilarity.normalized(text))
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
            guard !isItem, word(last) == verb, new.method == "POST", let item = segments.lastIndex(of: "{}"), item >= 1 else { return false }
            return names(segments[item - 1])
        case let .part(noun):
            guard !isItem, new.method == "GET", word(last) == noun, segments.count >= 3, segments[segments.count - 2] == "{}" else { return false }
            return names(segments[segments.count - 3])
        }
    }
}
