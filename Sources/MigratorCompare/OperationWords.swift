import MigratorModel

/// Operation ids that name the same operation in another style of the action word (``ActionRoutes``'s vocabulary):
/// moved to the other end of the id, or replaced by another word for the same operation.
extension ComparisonState {
    /// Evidence that two operation ids name one operation with its action word moved to the other end (`listSshKeys` →
    /// `sshKeys_list`, `destroyDroplet` → `droplets_destroy`, DigitalOcean v1 → v2), or replaced by another word for the
    /// same operation (``ActionRoutes/crudWords``), moved or not (`newSshKey` → `sshKeys_create`, `addEnvVar` →
    /// `createEnvVar`): the same other words, in the singular and in order, the action word an action word
    /// (``ActionRoutes/actionNamed(_:)``, or `post`, `put`, `patch`: `accountUsers` → `userAccounts` moves a noun), and
    /// the same method or the method the new word names. A read word must also read the same: one item on both sides or
    /// a collection on both (`repositories_get` lists what `getRepository` fetches one of, once the plural is set aside).
    /// A release that renames its operations so renames them all in one style, and the words are the operation's whole
    /// name.
    static func operationWordMoved(_ old: Endpoint, _ new: Endpoint) -> [String]? {
        guard NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId) else { return nil }
        let a = NameEvidence.words(old.operationId).map(NameEvidence.singular)
        let b = NameEvidence.words(new.operationId).map(NameEvidence.singular)
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

    /// The operation an operation word names: ``ActionRoutes/crudWords``, and the HTTP methods `post` (creates), `put`
    /// and `patch` (update) (`putConfigVars` → `configVarUpdate`, Heroku legacy → Platform API).
    static func operation(_ word: String) -> ActionRoutes.Action? {
        ActionRoutes.crudWords[word] ?? ["post": .create, "put": .update, "patch": .update][word]
    }

    /// Whether an endpoint's route ends in a parameter (one item), once a last literal segment that is the operation's
    /// action word is set aside (`/droplets/{droplet_id}/get`) and file extensions are (`/tickets/{id}.json`,
    /// ``ActionRoutes/withoutExtension(_:)``).
    static func namesItem(_ endpoint: Endpoint, besides word: String) -> Bool {
        var segments = PathMoves.segments(endpoint).map(ActionRoutes.withoutExtension)
        if let last = segments.last, last != "{}", NameSimilarity.normalized(String(last)) == word { segments.removeLast() }
        return segments.last == "{}"
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
