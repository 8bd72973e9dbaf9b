import MigratorModel

/// The last passes of endpoint matching, after ``IdenticallyDescribed``. First, a removed and an added endpoint that
/// are each other's only possible rename (``PossibleRenames``, as `compare` would list them for review) and whose
/// evidence is one a reviewer accepts without more: the same request body (Phrase's `importFile` → `upload/create`,
/// Last.fm's `submissions` → `track.scrobble`), when both address one item or neither does.
///
/// Earlier passes want such evidence confirmed by the route, the documentation or a neighbour, because another
/// endpoint left may fit as well. Here no other endpoint left on either side relates to either of the two at all:
/// every other removed endpoint has other candidates or none, and no other removed endpoint lists the added one.
///
/// Then, whatever their names, the only endpoints of either version that send one request body model
/// (``ComparisonState/onlySendersOfOneBody(removed:added:rejected:)``).
enum SoleCandidateEndpoints {
    /// Whether `evidence` (a candidate's) decides a pair. The same response does not: a release that renames its
    /// models renames the response of unrelated operations alike, and a read of one item returns the listing's model
    /// as often (`getChannels` → `getChannelsChannelId`).
    static func decides(_ evidence: [String]) -> Bool {
        evidence.contains(ComparisonState.sameRequestBodyEvidence)
    }
}

extension ComparisonState {
    /// The evidence of two endpoints sending the same request body (old models mapped), as candidates list it.
    static let sameRequestBodyEvidence = "same request body"
    /// The evidence of two endpoints returning the same response model (old models mapped), as candidates list it.
    static let sameResponseEvidence = "same response"

    /// How ``PossibleRenames`` sees an endpoint: its operation id, method and documentation, at `index` among the
    /// endpoints left on its side.
    static func candidateFacts(_ endpoint: Endpoint, index: Int) -> PossibleRenames.Facts {
        PossibleRenames.Facts(path: ElementPath.endpoint(endpoint.operationId), name: endpoint.operationId, type: endpoint.method,
                              description: endpoint.documentation, index: index)
    }

    /// The exchange evidence of two endpoints as candidates (``PossibleRenames`` extra evidence): the same request body
    /// (old models mapped), else the same response model.
    func exchangeEvidence(_ old: Endpoint, _ new: Endpoint) -> (Double, String)? {
        if let body = old.bodyParameter?.type, mapped(body) == new.bodyParameter?.type { return (1, Self.sameRequestBodyEvidence) }
        if let response = old.response?.type, mapped(response) == new.response?.type, case .model = response { return (0.5, Self.sameResponseEvidence) }
        return nil
    }

    /// The pairs (indexes in the old and new endpoints) among `removed` and `added` that are each other's only
    /// candidate with deciding evidence (``SoleCandidateEndpoints``); `rejected` tells the pairs the user rejected.
    func soleCandidateEndpoints(removed: [Int], added: [Int], rejected: (Int, Int) -> Bool) -> [(old: Int, new: Int, evidence: String)] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        let (oldEndpoints, newEndpoints) = (old.endpoints, new.endpoints)
        var oldByPath: [String: Int] = [:], newByPath: [String: Int] = [:]
        for index in removed { oldByPath[ElementPath.endpoint(oldEndpoints[index].operationId)] = index }
        for index in added { newByPath[ElementPath.endpoint(newEndpoints[index].operationId)] = index }
        let candidates = PossibleRenames.candidates(
            removed: removed.enumerated().map { Self.candidateFacts(oldEndpoints[$1], index: $0) },
            added: added.enumerated().map { Self.candidateFacts(newEndpoints[$1], index: $0) },
            types: .same, relation: context.relation,
            extra: { oldFacts, newFacts in
                guard let oldIndex = oldByPath[oldFacts.path], let newIndex = newByPath[newFacts.path] else { return nil }
                return self.exchangeEvidence(oldEndpoints[oldIndex], newEndpoints[newIndex])
            },
            excluded: { oldPath, newPath in
                guard let oldIndex = oldByPath[oldPath], let newIndex = newByPath[newPath] else { return true }
                return rejected(oldIndex, newIndex)
            }
        )
        var listings: [String: Int] = [:]
        for list in candidates.values { for candidate in list { listings[candidate.path, default: 0] += 1 } }
        return candidates.sorted { $0.key < $1.key }.compactMap { oldPath, list in
            guard list.count == 1, let candidate = list.first, listings[candidate.path] == 1, SoleCandidateEndpoints.decides(candidate.evidence),
                  let oldIndex = oldByPath[oldPath], let newIndex = newByPath[candidate.path],
                  Self.addressesItem(oldEndpoints[oldIndex]) == Self.addressesItem(newEndpoints[newIndex]) else { return nil }
            return (oldIndex, newIndex, "same method, each other's only possible rename: " + candidate.evidence.joined(separator: ", "))
        }
    }
}

extension ComparisonState {
    /// The model a request body sends, through arrays (`array<Author>` sends `Author`); `nil` for a scalar body.
    private static func bodyModel(_ endpoint: Endpoint) -> String? {
        guard case let .model(name)? = endpoint.bodyParameter?.type.withoutArrays else { return nil }
        return name
    }

    /// The pairs (indexes in the old and new endpoints) among `removed` and `added` that are the only endpoints of
    /// their documents sending one request body model (old models mapped): Tumblr v1's `write` → v2's `createPost`,
    /// both sending the post form (`WriteRequest`, renamed `CreatePostRequest`); Figshare v1's `addAuthor` → v2's
    /// `privateArticleAuthorsAdd`. The method is the same, or one of the two is a `POST` (an RPC call that became a
    /// `PUT`: HipChat's `rooms_topic` → `set_topic`); a `PATCH` is no `PUT` (a partial update and a replacement are two
    /// operations). Both address one item or neither does, as for the sole candidates. `rejected` tells the pairs the
    /// user rejected.
    func onlySendersOfOneBody(removed: [Int], added: [Int], rejected: (Int, Int) -> Bool) -> [(old: Int, new: Int, evidence: String)] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        let (oldEndpoints, newEndpoints) = (old.endpoints, new.endpoints)
        /// The model an old endpoint sends, in the new document's names (``modelMap``, as ``mapped(_:)`` reads it).
        func oldBody(_ endpoint: Endpoint) -> String? { Self.bodyModel(endpoint).map { modelMap[$0] ?? $0 } }
        /// How many endpoints send each model, as `body` names it.
        func senders(_ endpoints: [Endpoint], _ body: (Endpoint) -> String?) -> [String: Int] {
            endpoints.reduce(into: [:]) { counts, endpoint in if let model = body(endpoint) { counts[model, default: 0] += 1 } }
        }
        let (oldSenders, newSenders) = (senders(oldEndpoints, oldBody), senders(newEndpoints, Self.bodyModel))
        var addedBySent: [String: Int] = [:]
        for index in added {
            if let model = Self.bodyModel(newEndpoints[index]), newSenders[model] == 1, newModel(model) != nil { addedBySent[model] = index }
        }
        return removed.compactMap { oldIndex in
            let oldEndpoint = oldEndpoints[oldIndex]
            guard let sent = oldBody(oldEndpoint), oldSenders[sent] == 1, let newIndex = addedBySent[sent], !rejected(oldIndex, newIndex) else {
                return nil
            }
            let methods = [oldEndpoint.method, newEndpoints[newIndex].method]
            guard methods[0] == methods[1] || methods.contains("POST"),
                  Self.addressesItem(oldEndpoint) == Self.addressesItem(newEndpoints[newIndex]) else { return nil }
            return (oldIndex, newIndex, "the only endpoints of either version sending the same request body")
        }
    }
}
