import MigratorModel

/// Operation ids that name the same operation in another style of the action word (``ActionRoutes``'s vocabulary):
/// moved to the other end of the id, or replaced by another word for the same operation.
extension ComparisonState {
    /// Evidence that two operation ids name one operation with its action word moved to the other end (`listSshKeys` →
    /// `sshKeys_list`, `destroyDroplet` → `droplets_destroy`, DigitalOcean v1 → v2), or replaced by another word for the
    /// same operation (``ActionRoutes/crudWords``), moved or not (`newSshKey` → `sshKeys_create`, `addEnvVar` →
    /// `createEnvVar`): the same other words, in the singular and in order, the action word an action word
    /// (``ActionRoutes/actionNamed(_:)``, or `post`, `put`, `patch`: `accountUsers` → `userAccounts` moves a noun), and
    /// the same method or the method the new word names. An old word that is the endpoint's own method (`post` for a
    /// `POST`, `put`, `patch`) said nothing of the operation: any action word replaces it under the same method. A read word must also read the same: one item on both sides or
    /// a collection on both (`repositories_get` lists what `getRepository` fetches one of, once the plural is set aside).
    /// A release that renames its operations so renames them all in one style, and the words are the operation's whole
    /// name.
    static func operationWordMoved(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        guard NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else { return nil }
        let a = readingAllAsListing(NameEvidence.words(old.operationId).map(NameEvidence.singular))
        let b = readingAllAsListing(NameEvidence.words(new.operationId).map(NameEvidence.singular))
        guard a.count >= 2, a.count == b.count, a != b else { return nil }
        let n = a.count
        // (old word, new word, moved) for each way the rest of the words stay the same.
        var edits: [(old: String, new: String, moved: Bool)] = []
        if a[1...] == b[..<(n - 1)] { edits.append((a[0], b[n - 1], true)) }
        if a[..<(n - 1)] == b[1...] { edits.append((a[n - 1], b[0], true)) }
        if a[1...] == b[1...] { edits.append((a[0], b[0], false)) }
        if a[..<(n - 1)] == b[..<(n - 1)] { edits.append((a[n - 1], b[n - 1], false)) }
        guard let edit = edits.first(where: { edit in
            guard ActionRoutes.actionNamed(edit.old) != nil || operation(edit.old) != nil else { return false }
            if edit.old == edit.new { return edit.moved }
            // `postBusinessProfile` → `updateBusinessProfile`, both `POST`: the old word named the method, not what
            // the operation does; any action word may then name it, for the same method.
            // (`get` and `delete` name their operation: `getTag` does not list tags.)
            if old.method == new.method, ["post", "put", "patch"].contains(edit.old), edit.old == old.method.lowercased(),
               ActionRoutes.actionNamed(edit.new) != nil { return true }
            // `getComments` → `listComments` on collection routes: a read of a plural noun lists.
            let actions = (operation(edit.old), operation(edit.new))
            if (actions == (.read, .list) || actions == (.list, .read)), !namesItem(old, besides: edit.old), !namesItem(new, besides: edit.new),
               readsPlural(old) || readsPlural(new) { return true }
            return operation(edit.old).map { operation(edit.new) == $0 } ?? false
        }) else { return nil }
        let word = edit.new
        if ActionRoutes.crudWords[word] == .read, namesItem(old, besides: edit.old) != namesItem(new, besides: word) { return nil }
        var evidence = [edit.old == word ? "operation id: its action word moved to the other end"
            : "operation id: its action word \"\(edit.old)\" replaced by \"\(word)\"\(edit.moved ? " and moved to the other end" : "")"]
        if old.method == new.method { return ["same method"] + evidence }
        // A release that also gave each operation its own method (DigitalOcean v1 sent everything as `GET`): the new
        // word must name the new method's operation (`destroy` for `DELETE`).
        guard let action = operation(word), methods(of: action).contains(new.method) else { return nil }
        evidence.append("the new method is the one \"\(word)\" names")
        return evidence
    }

    /// Evidence that an operation id became the resource and method of a namespaced one, or the reverse, with its action
    /// word moved or replaced as ``operationWordMoved(_:_:)`` allows (Google's discovery ids: Blogger v2 → v3's
    /// `listPosts` → `blogger.posts.list`; Vimeo's `vimeo.videos.delete` → `delete_video`): in an id of three dotted
    /// parts or more the first name the service, the last two the resource and what is done to it.
    static func operationWordMovedUnderNamespace(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        let (oldShort, newShort) = (resourceOperation(old.operationId), resourceOperation(new.operationId))
        guard oldShort != nil || newShort != nil else { return nil }
        var (shortOld, shortNew) = (old, new)
        shortOld.operationId = oldShort ?? old.operationId
        shortNew.operationId = newShort ?? new.operationId
        return operationWordMoved(shortOld, shortNew).map { $0 + ["the operation id's namespace set aside"] }
    }

    /// The last two dotted parts of an operation id of three or more (`posts.list` of `blogger.posts.list`), or `nil`.
    static func resourceOperation(_ operationId: String) -> String? {
        let parts = operationId.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        return parts.suffix(2).joined(separator: ".")
    }

    /// An operation id's words with a read word followed by `all` read as `list` (`getAllLights` → `list light`, Philips
    /// Hue v1; `contactsGetAll` → `contact list`): what reads all of a collection lists it.
    static func readingAllAsListing(_ words: [String]) -> [String] {
        guard words.count >= 3 else { return words }
        if crudWordIsRead(words[0]), words[1] == "all" { return ["list"] + words[2...] }
        if crudWordIsRead(words[words.count - 2]), words[words.count - 1] == "all" { return words.dropLast(2) + ["list"] }
        return words
    }

    /// Whether a word is a read or list action word (``ActionRoutes/crudWords``).
    private static func crudWordIsRead(_ word: String) -> Bool {
        [.read, .list].contains(ActionRoutes.crudWords[word])
    }

    /// Evidence that an RPC-style operation became a resource operation under its own name in another style
    /// (Brightcove's Media API → CMS API: `delete_video`, `POST /post/delete_video` → `DeleteVideo`, `DELETE
    /// /videos/{video_id}`): the same words, and the new method the one the id's action word names (`delete` for
    /// `DELETE`, `update` for `PATCH` or `PUT`). An id of two words or more that starts and ends with no such word
    /// names no method, so another method continues it (ShipStation v1 → v2: `voidLabel`, `POST
    /// /shipments/voidlabel` → `void_label`, `PUT /v2/labels/{label_id}/void`; Withings: `notify_subscribe`, `GET` →
    /// `notify-subscribe`, `POST`), except to or from a `DELETE`: deleting is another act than the one the id names
    /// (`CancelPayment`, `POST` → `DELETE`).
    static func sameIdUnderItsMethod(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        guard old.method != new.method, NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId),
              NameEvidence.words(old.operationId) == NameEvidence.words(new.operationId) else { return nil }
        let words = NameEvidence.words(new.operationId)
        guard let word = [words.first, words.last].compactMap({ $0 }).first(where: { operation($0) != nil }) else {
            guard words.count >= 2, old.method != "DELETE", new.method != "DELETE" else { return nil }
            return ["operation id: same name in another style", "an id naming no method"]
        }
        guard let action = operation(word), methods(of: action).contains(new.method) else { return nil }
        return ["operation id: same name in another style", "the new method is the one \"\(word)\" names"]
    }

    /// Evidence that two operation ids are the same words in another order, a linking `by`, `for` or `of` aside
    /// (Eventbrite v2 → v3: `event_search` → `searchEvents`, `organizer_list_events` → `listEventsByOrganizer`), for the
    /// same method and the same response or request body model (old models mapped): the words alone could be two
    /// operations (`getUserGroups`, `getGroupUsers`), but those return different models.
    static func reorderedOperationId(
        _ old: Endpoint, _ new: Endpoint, mapped: (TypeReference) -> TypeReference, isModel: (String) -> Bool
    ) -> [String]? {
        guard old.method == new.method, NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else { return nil }
        let links: Set<String> = ["by", "for", "of"]
        let a = NameEvidence.words(old.operationId).map(NameEvidence.singular).filter { !links.contains($0) }
        let b = NameEvidence.words(new.operationId).map(NameEvidence.singular).filter { !links.contains($0) }
        guard a.count >= 2, a != b, a.sorted() == b.sorted() else { return nil }
        /// The model a type names, through arrays, once old names are mapped; `nil` for scalars.
        func model(_ type: TypeReference?) -> TypeReference? {
            guard let type = type?.withoutArrays, case let .model(name) = type, isModel(name) else { return nil }
            return type
        }
        if let response = model(new.response?.type), model(old.response?.type.map(mapped)) == response {
            return ["same method", "operation id: the same words in another order", "same response"]
        }
        if let body = model(new.bodyParameter?.type), model(old.bodyParameter.map { mapped($0.type) }) == body {
            return ["same method", "operation id: the same words in another order", "same request body"]
        }
        return nil
    }

    /// Evidence that two operations are one: the same method, operation ids that start with the same word (`assignOwner`
    /// → `assignAlert`, `escalateToNext` → `escalateAlert`, Opsgenie v1 → v2) and the same request body model, old models
    /// mapped. The caller checks that no other removed or added operation sends that body.
    static func sameFirstWordAndBody(
        _ old: Endpoint, _ new: Endpoint, mapped: (TypeReference) -> TypeReference, isModel: (String) -> Bool
    ) -> [String]? {
        guard old.method == new.method, NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId),
              let first = NameEvidence.words(old.operationId).first, first == NameEvidence.words(new.operationId).first,
              NameEvidence.words(old.operationId).count >= 2, NameEvidence.words(new.operationId).count >= 2,
              let newBody = new.bodyParameter?.type, case let .model(name) = newBody, isModel(name),
              let oldBody = old.bodyParameter?.type, mapped(oldBody) == newBody else { return nil }
        return ["same method", "operation ids start with \"\(first)\"", "same request body"]
    }

    /// Evidence that an operation id became the last part of a namespaced one, or the reverse, with its words in another
    /// style or order (Google Places legacy → new: `textSearch` → `places.searchText`, `autocomplete` →
    /// `places.autocomplete`): the part after the last dot names the operation, the rest its service and resource. Its
    /// words must not all be action words (`get` → `places.get` names no resource), a single word must keep its method
    /// (the words say nothing of a method change then), and when both ids are namespaced the namespaces must be related
    /// by a word apart or closer.
    static func namespacedOperationId(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        let (oldName, newName) = (lastComponent(old.operationId), lastComponent(new.operationId))
        let (oldNamespaced, newNamespaced) = (oldName != old.operationId, newName != new.operationId)
        guard oldNamespaced || newNamespaced else { return nil }
        // Both namespaced: the namespaces must be related too (`adsense.accounts.adunits` → `adsense.accounts.adclients.
        // adunits`); `drive.files.watch` → `drive.changes.watch` watches something else.
        if oldNamespaced, newNamespaced {
            let (a, b) = (String(old.operationId.dropLast(oldName.count + 1)), String(new.operationId.dropLast(newName.count + 1)))
            guard NameSimilarity.normalized(a) == NameSimilarity.normalized(b)
                || NameEvidence.isComparable(a) && NameEvidence.isComparable(b) && (NameEvidence.between(a, b)?.weight ?? 0) >= 2 else { return nil }
        }
        guard NameEvidence.isComparable(String(oldName)), NameEvidence.isComparable(String(newName)),
              let name = NameEvidence.between(String(oldName), String(newName)), name.weight >= 2.5 else { return nil }
        let words = NameEvidence.words(String(newName)).map(NameEvidence.singular)
        guard words.contains(where: { operation($0) == nil && ActionRoutes.actionNamed($0) == nil }) else { return nil }
        guard words.count >= 2 || old.method == new.method else { return nil }
        let evidence = ["operation id: the same operation under a namespace (\(name.kind.rawValue))"]
        return old.method == new.method ? ["same method"] + evidence : evidence
    }

    /// Evidence that an operation was put under its API version and the resource its new route nests it in (Yelp v2 →
    /// Fusion v3: `search`, `GET /search` → `v3_business_search`, `GET /businesses/search`): the same method, the new
    /// id the old one's words after words that are each a version (`v3`) or a literal segment the new route adds
    /// (`businesses`), at least one of them a segment, every word of the old route's literal segments in the new route
    /// (`/phone_search` in `/businesses/search/phone`), and no path parameter more. The score is higher by 0.01 for each word fewer added (up to five).
    static func operationUnderResource(_ old: Endpoint, _ new: Endpoint) -> (Double, [String])? {
        guard old.method == new.method, NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else { return nil }
        // Not a route that reaches an item the old one did not (`followers_list`, `/users/{id}/followers` for `list`,
        // `/users`): a parameter more is another resource.
        guard pathParameterNames(new).count <= pathParameterNames(old).count else { return nil }
        let a = NameEvidence.words(old.operationId).map(NameEvidence.singular)
        let b = NameEvidence.words(new.operationId).map(NameEvidence.singular)
        guard !a.isEmpty, b.count > a.count, Array(b.suffix(a.count)) == a else { return nil }
        /// The singular words of a route's literal segments.
        func segmentWords(_ endpoint: Endpoint) -> Set<String> {
            Set(routeSegments(endpoint).filter { $0 != "{}" && !isVersionSegment($0) }.flatMap { segment in
                NameEvidence.isComparable(String(segment)) ? NameEvidence.words(String(segment)).map(NameEvidence.singular) : []
            })
        }
        let (oldWords, newWords) = (segmentWords(old), segmentWords(new))
        guard !oldWords.isEmpty, oldWords.isSubset(of: newWords) else { return nil }
        let added = newWords.subtracting(oldWords)
        let extra = b.prefix(b.count - a.count)
        guard extra.allSatisfy({ isVersionSegment(Substring($0)) || added.contains($0) }), extra.contains(where: added.contains) else { return nil }
        // Fewer words added is closer: `search` continues as `v3_business_search` rather than `v3_business_phone_search`.
        return (3.5 + 0.01 * Double(max(0, 5 - extra.count)), ["same method", "operation id: the old one under its version and the resource the new route adds"])
    }

    /// Whether an operation id's last word is a plural noun (`getComments`, `comments_get`, once an action word at its
    /// end is set aside): what a read of a collection names.
    static func readsPlural(_ endpoint: Endpoint) -> Bool {
        guard NameEvidence.isComparable(endpoint.operationId) else { return false }
        var words = NameEvidence.words(endpoint.operationId)
        if let last = words.last, operation(last) != nil { words.removeLast() }
        guard let noun = words.last, operation(noun) == nil else { return false }
        return NameEvidence.singular(noun) != noun
    }

    /// The part of an operation id after its last dot (`searchText` for `places.searchText`); the id without one.
    static func lastComponent(_ operationId: String) -> Substring {
        guard let dot = operationId.lastIndex(of: "."), dot != operationId.index(before: operationId.endIndex) else { return Substring(operationId) }
        return operationId[operationId.index(after: dot)...]
    }

    /// The operation an operation word names: ``ActionRoutes/crudWords``, and the HTTP methods `post` (creates), `put`
    /// and `patch` (update) (`putConfigVars` → `configVarUpdate`, Heroku legacy → Platform API).
    static func operation(_ word: String) -> ActionRoutes.Action? {
        ActionRoutes.crudWords[word] ?? ["post": .create, "put": .update, "patch": .update][word]
    }

    /// Whether an endpoint's route ends in a parameter (one item), once a last literal segment that is the operation's
    /// action word is set aside (`/droplets/{droplet_id}/get`) and file extensions are (`/tickets/{id}.json`,
    /// ``ActionRoutes/withoutExtension(_:)``), or the endpoint takes a required `id` query parameter.
    static func namesItem(_ endpoint: Endpoint, besides word: String) -> Bool {
        var segments = PathMoves.segments(endpoint).map(ActionRoutes.withoutExtension)
        if let last = segments.last, last != "{}", NameSimilarity.normalized(String(last)) == word { segments.removeLast() }
        // `GET /json/event_get?id=…` (Eventbrite v2): a call style that names its item in a required `id` query parameter.
        return segments.last == "{}"
            || endpoint.parameters.contains { $0.location == .query && $0.required && NameSimilarity.normalized($0.name) == "id" }
            || findsByQueryId(endpoint)
    }

    /// Whether an operation id ends in `by id` or `by` and the words of a required query parameter that ends in `id`,
    /// which it takes (Brightcove's Media API: `find_playlist_by_id?playlist_id=…`): a read of the one item so named.
    static func findsByQueryId(_ endpoint: Endpoint) -> Bool {
        guard NameEvidence.isComparable(endpoint.operationId) else { return false }
        let words = NameEvidence.words(endpoint.operationId)
        guard let by = words.lastIndex(of: "by"), by < words.count - 1, words.last == "id" else { return false }
        let key = Array(words[(by + 1)...])
        return endpoint.parameters.contains { parameter in
            guard parameter.location == .query, parameter.required, NameEvidence.isComparable(parameter.name) else { return false }
            let name = NameEvidence.words(parameter.name)
            return name.last == "id" && (key == ["id"] || key == name)
        }
    }

    /// The methods a create, read, update, delete or list operation is sent with.
    static func methods(of action: ActionRoutes.Action) -> Set<String> {
        switch action {
        case .list, .read: return ["GET"]
        case .create: return ["POST"]
        case .update: return ["PUT", "PATCH"]
        case .delete: return ["DELETE"]
        case .other, .part: return []
        }
    }
}
