import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Matches endpoints by operation id, hints, or the same method and path (an operation id change), then what is
    /// left by a moved endpoint's kept documentation (``EndpointMoveEvidence``), the release's route change
    /// (``PathMoves``), a route nested under a parent resource (``NestedRoutes``), an action route become a resource
    /// route (``ActionRoutes``), the same exchange (``SameExchange``) or the release's term change (``SystematicRenames``),
    /// and last, one for one, by neighbours (``EndpointNeighbours``), the same resource (``SameResourceEndpoints``) or the
    /// parameters kept (``KeptParameterEndpoints``).
    func matchEndpoints() -> ElementMatching {
        let oldEndpoints = old.endpoints
        let newEndpoints = new.endpoints
        var matching = ElementMatching.match(
            oldIDs: oldEndpoints.map(\.operationId), newIDs: newEndpoints.map(\.operationId),
            cliHint: { hint(parent: nil, old: $0) }, documentHint: { newEndpoints[$0].renamedFrom },
            detect: options.detectRenames, rejected: { rejects(parent: nil, old: $0, new: $1) }, threshold: 3,
            fingerprintOld: { Self.singularRoute(oldEndpoints[$0]) }, fingerprintNew: { Self.singularRoute(newEndpoints[$0]) },
            score: { endpointRenameScore(oldEndpoints[$0], newEndpoints[$1]) }
        )
        if options.detectRenames, !matching.removed.isEmpty, !matching.added.isEmpty {
            // Second pass: endpoints that moved to another method or path with their documentation kept, behind the
            // release's route change (``PathMoves``), nested under a parent resource (``NestedRoutes``), that exchange
            // the same models as no other endpoint does (``SameExchange``), or with the same method under an operation
            // id in another style, the release's term change, or a word apart once that change is applied.
            let (removed, added) = (matching.removed, matching.added)
            // Run-on ids (`getmarkets`) split into the words both documents use, for the evidence only: hints and
            // rejections name endpoints by their ids as written (``RunOnOperationIds``).
            let (oldEndpoints, newEndpoints) = (context.withRunOnIdsSplit(oldEndpoints), context.withRunOnIdsSplit(newEndpoints))
            // Larger groups are not matched by evidence at all (``RenameMatcher``): no route work for them.
            let small = removed.count <= RenameMatcher.maximumGroupSize && added.count <= RenameMatcher.maximumGroupSize
            let pathMoves = small
                ? PathMoves(removed: removed.map { oldEndpoints[$0] }, added: added.map { newEndpoints[$0] },
                            matched: matching.pairs.map { (oldEndpoints[$0.old], newEndpoints[$0.new]) },
                            termChanges: systematic?.termChanges ?? []) : nil
            let oldKeys = removed.map { Self.operationIdKeys(oldEndpoints[$0]) }
            let newKeys = added.map { Self.operationIdKeys(newEndpoints[$0]) }
            let state = self
            let exchanges = SameExchange(
                removed: removed.map { oldEndpoints[$0] }, added: added.map { newEndpoints[$0] }, mapped: state.mapped,
                isModel: { state.newModel($0) != nil }
            )
            // `POST /checkout/orders` → `POST /checkout/v3/orders` (Klarna): the same route once API version segments are
            // set aside wherever they stand, when that relates one removed and one added endpoint only. Not when the new
            // version keeps another version of the route (`/v2/orders` kept beside an added `/v3/orders`): a release
            // serving versions side by side does not say which one the retired `/v1/` continues.
            /// The pairs (positions in `removed` and `added`) one route form relates one for one.
            func oneForOne(_ form: (Endpoint) -> String) -> Set<[Int]> {
                var groups: [String: (removed: [Int], added: [Int])] = [:]
                for (position, index) in removed.enumerated() { groups[form(oldEndpoints[index]), default: ([], [])].removed.append(position) }
                for (position, index) in added.enumerated() { groups[form(newEndpoints[index]), default: ([], [])].added.append(position) }
                let kept = Set(matching.pairs.map { form(newEndpoints[$0.new]) })
                return Set(groups.filter { !kept.contains($0.key) && $0.value.removed.count == 1 && $0.value.added.count == 1 }
                    .map { [$0.value.removed[0], $0.value.added[0]] })
            }
            var versionMoves = oneForOne(Self.routeWithoutVersions)
            // With a version segment on either side, also in the singular and one style (Klaviyo's `/v2/list/{list_id}`
            // → `/lists/{id}/`) for endpoints the plain form left alone. Without one, a route in the singular is not the
            // plural's (`GET /user` is the signed-in user, not `GET /users`).
            let (movedOld, movedNew) = (Set(versionMoves.map { $0[0] }), Set(versionMoves.map { $0[1] }))
            for pair in oneForOne(Self.singularRouteWithoutVersions) where !movedOld.contains(pair[0]) && !movedNew.contains(pair[1]) {
                let (old, new) = (oldEndpoints[removed[pair[0]]], newEndpoints[added[pair[1]]])
                if [old, new].contains(where: { PathMoves.segments($0).contains(where: Self.isVersionSegment) }) { versionMoves.insert(pair) }
            }
            // How many removed and added endpoints send each request body (old models mapped): a body one endpoint on
            // each side sends can say they are one (``sameFirstWordAndBody(_:_:mapped:isModel:)``).
            var (removedBodies, addedBodies) = ([TypeReference: Int](), [TypeReference: Int]())
            for index in removed { if let body = oldEndpoints[index].bodyParameter?.type { removedBodies[mapped(body), default: 0] += 1 } }
            for index in added { if let body = newEndpoints[index].bodyParameter?.type { addedBodies[body, default: 0] += 1 } }
            // And how many return each response.
            var (removedResponses, addedResponses) = ([TypeReference: Int](), [TypeReference: Int]())
            for index in removed { if let response = oldEndpoints[index].response?.type { removedResponses[mapped(response), default: 0] += 1 } }
            for index in added { if let response = newEndpoints[index].response?.type { addedResponses[response, default: 0] += 1 } }
            /// Whether the two endpoints exchange a model no other removed or added endpoint does, as the same request body
            /// or the same response (old models mapped).
            func onlyExchange(_ old: Endpoint, _ new: Endpoint) -> String? {
                if let body = new.bodyParameter?.type, case let .model(name) = body, state.newModel(name) != nil, addedBodies[body] == 1,
                   removedBodies[body] == 1, old.bodyParameter.map({ state.mapped($0.type) }) == body { return "the only request body of its model" }
                if let response = new.response?.type, case let .model(name) = response, state.newModel(name) != nil, addedResponses[response] == 1,
                   removedResponses[response] == 1, old.response?.type.map(state.mapped) == response { return "the only response of its model" }
                return nil
            }
            let renamedSegments = RenamedSegmentRoutes(
                removed: small ? removed.map { oldEndpoints[$0] } : [], added: small ? added.map { newEndpoints[$0] } : [],
                oldSegments: state.context.routeSegments.old, newSegments: state.context.routeSegments.new,
                newRoutes: small ? state.new.endpoints.map(PathMoves.segments) : []
            )
            let sharedQueries = SharedQueryParameters(removed: small ? removed.map { oldEndpoints[$0] } : [], added: small ? added.map { newEndpoints[$0] } : [])
            let nested = NestedRoutes(removed: small ? removed.map { oldEndpoints[$0] } : [], added: small ? added.map { newEndpoints[$0] } : [])
            let actionRoutes = ActionRoutes(
                removed: small ? removed.map { oldEndpoints[$0] } : [], added: small ? added.map { newEndpoints[$0] } : [],
                oldEndpoints: oldEndpoints, newEndpoints: newEndpoints
            )
            let moves = RenameMatcher.match(
                removedCount: removed.count, addedCount: added.count, threshold: 3.5, fingerprintOld: { _ in "" }, fingerprintNew: { _ in "" },
                score: { oldIndex, newIndex in
                    // Equal evidence goes to the closer operation id (``RenameMatcher/nameTieBreak``): `getMedia` and
                    // `getUser` both reach `getIGUser` (a path prefix dropped, a word added), and the name says which.
                    guard let (score, evidence) = moveScore(oldIndex, newIndex) else { return nil }
                    let (oldId, newId) = (oldEndpoints[removed[oldIndex]].operationId, newEndpoints[added[newIndex]].operationId)
                    // A weak relation (a word substituted, one name inside the other) picks nothing.
                    let weight = systematic?.edit(oldId, newId) != nil ? 3 : (NameEvidence.between(oldId, newId)?.weight ?? 0)
                    let name = weight >= 2 ? weight : 0
                    return (score + name * RenameMatcher.nameTieBreak, evidence)
                }
            )
            /// The evidence that the removed endpoint at `oldIndex` moved to the added one at `newIndex`.
            func moveScore(_ oldIndex: Int, _ newIndex: Int) -> (Double, [String])? {
                let (oldEndpoint, newEndpoint) = (oldEndpoints[removed[oldIndex]], newEndpoints[added[newIndex]])
                if state.rejects(parent: nil, old: state.old.endpoints[removed[oldIndex]].operationId, new: state.new.endpoints[added[newIndex]].operationId) {
                    return nil
                }
                // The operation's own name in another style decides: it outweighs any documentation kept elsewhere.
                if oldEndpoint.method == newEndpoint.method, !oldKeys[oldIndex].isDisjoint(with: newKeys[newIndex]),
                   let name = Self.operationIdInAnotherStyle(oldEndpoint, newEndpoint),
                   name.kind != .plural || Self.addressesItem(oldEndpoint) == Self.addressesItem(newEndpoint) {
                    return (Self.sameOperationIdScore, ["same method", "operation id: \(name.kind.rawValue)"])
                }
                if let evidence = Self.operationWordMoved(oldEndpoint, newEndpoint) {
                    return (Self.sameOperationIdScore, evidence)
                }
                if let evidence = Self.operationWordMovedUnderNamespace(oldEndpoint, newEndpoint) {
                    return (Self.sameOperationIdScore, evidence)
                }
                if let evidence = Self.sameIdUnderItsMethod(oldEndpoint, newEndpoint) { return (Self.sameOperationIdScore, evidence) }
                if let evidence = Self.namespacedOperationId(oldEndpoint, newEndpoint) { return (3.5, evidence) }
                if let nested = Self.operationUnderResource(oldEndpoint, newEndpoint) { return nested }
                if let moved = EndpointMoveEvidence.score(oldEndpoint, newEndpoint, mapped: mapped) { return moved }
                if let change = pathMoves?.move(oldIndex, newIndex, addedCount: added.count) {
                    return (3.5, ["same method and path once the release's route change (\(change)) is applied"])
                }
                if let evidence = Self.samePathUnderAPrefix(oldEndpoint, newEndpoint) { return (3.5, evidence) }
                if let evidence = nested.evidence(oldIndex, newIndex) { return (3.5, evidence) }
                if let evidence = actionRoutes.evidence(oldIndex, newIndex) { return (3.5, evidence) }
                if versionMoves.contains([oldIndex, newIndex]) {
                    return (3.5, ["same method and path once the API version segments are set aside"])
                }
                if let evidence = Self.updateMethodChanged(oldEndpoint, newEndpoint) { return (3.5, evidence) }
                if let evidence = Self.sameParameterRoute(oldEndpoint, newEndpoint) { return (3.5, evidence) }
                if let evidence = state.renamedResourceRoute(oldEndpoint, newEndpoint) { return (3.5, evidence) }
                if let evidence = sharedQueries.evidence(oldIndex, newIndex) { return (3.5, evidence) }
                if let evidence = renamedSegments.evidence(oldIndex, newIndex) { return (3.5, evidence) }
                if oldEndpoint.method == newEndpoint.method,
                   let (from, to) = Self.relatedSegmentRoute(Self.routeSegments(oldEndpoint), Self.routeSegments(newEndpoint)) {
                    return (3.5, ["same method and path but one segment, renamed to a synonym (\(from) → \(to))"])
                }
                if exchanges.same(oldIndex, newIndex) {
                    return (3.5, ["same method, request body and response, and no other endpoint exchanges them"])
                }
                // `cancelBill`, `PUT /bills/{id}/cancel` → `cancelPayment`, `POST /payments/{identity}/actions/cancel`: the
                // operation id is the old one with the release's term change applied, whatever the method became.
                if let edit = systematic?.edit(oldEndpoint.operationId, newEndpoint.operationId) {
                    return (3.5, oldEndpoint.method == newEndpoint.method ? ["same method", edit] : [edit])
                }
                // Weaker name evidence, after every route and documentation rule: the same words in another order, or the
                // same first word, with the same exchange.
                if let evidence = Self.reorderedOperationId(oldEndpoint, newEndpoint, mapped: state.mapped, isModel: { state.newModel($0) != nil }) {
                    return (3.5, evidence)
                }
                if let body = newEndpoint.bodyParameter?.type, addedBodies[body] == 1, removedBodies[body] == 1,
                   let evidence = Self.sameFirstWordAndBody(oldEndpoint, newEndpoint, mapped: state.mapped, isModel: { state.newModel($0) != nil }) {
                    return (3.5, evidence)
                }
                guard oldEndpoint.method == newEndpoint.method else { return nil }
                // `getRoute` → `getRouteByHandle`, `ZipCodeLookup` → `get-ZIPCode`: related operation ids, and the only
                // endpoints on either side that exchange that model. A read of one item is no listing (`getChannels` →
                // `getChannelsChannelId` returning the same page model).
                if let name = NameEvidence.between(oldEndpoint.operationId, newEndpoint.operationId), name.weight >= 1,
                   !Self.relatedByActionWordOnly(oldEndpoint.operationId, newEndpoint.operationId),
                   !Self.substitutedWords(oldEndpoint.operationId, newEndpoint.operationId).contains(where: context.replacesAProduct),
                   oldEndpoint.method != "GET" || Self.addressesItem(oldEndpoint) == Self.addressesItem(newEndpoint),
                   let exchange = onlyExchange(oldEndpoint, newEndpoint) {
                    return (3.5, ["same method", "operation id: \(name.kind.rawValue)", exchange])
                }
                // `V1ListEmployees` → `ListEmployees` when the release retired `/v1/`: the version word was all that named it.
                if state.releaseNames?.differInAPIVersionOnly(oldEndpoint.operationId, newEndpoint.operationId) == true {
                    return (3.5, ["same method, the same operation id once the API version word the release retired is set aside"])
                }
                return Self.relatedAfterTermChange(oldEndpoint, newEndpoint, systematic: systematic, mapped: state.mapped,
                                                   isModel: { state.newModel($0) != nil })
            }
            for move in moves {
                matching.pairs.append(ElementMatching.Pair(old: removed[move.old], new: added[move.new], evidence: move.evidence.joined(separator: ", ")))
            }
            matching.removed.removeAll { index in moves.contains { removed[$0.old] == index } }
            matching.added.removeAll { index in moves.contains { added[$0.new] == index } }
            // Last, in groups small enough for evidence as above: the documentation said alike by one removed and one
            // added endpoint, placed by a matched neighbour; then an endpoint in the slot between two matched ones; then
            // one for one, the same resource, parameters and an operation id word; then the most parameters kept; then
            // operation ids a word apart; then the same text documenting only the two (``IdenticallyDescribed``); then
            // each other's only possible rename, sending the same body; then the only endpoints of either version sending
            // one body (``SoleCandidateEndpoints``).
            if small {
                /// Whether the user rejected the pair of endpoints at these indexes.
                func rejectedPair(_ oldIndex: Int, _ newIndex: Int) -> Bool {
                    state.rejects(parent: nil, old: state.old.endpoints[oldIndex].operationId, new: state.new.endpoints[newIndex].operationId)
                }
                /// Records `found` (indexes in the old and new endpoints) as pairs and takes them out of the unmatched;
                /// `relatesUses` tells whether the pairs relate the models the endpoints exchange.
                func adopt(_ found: [(old: Int, new: Int, evidence: String)], relatesUses: Bool = true) {
                    matching.pairs += found.map { ElementMatching.Pair(old: $0.old, new: $0.new, evidence: $0.evidence, relatesUses: relatesUses) }
                    matching.removed.removeAll { index in found.contains { $0.old == index } }
                    matching.added.removeAll { index in found.contains { $0.new == index } }
                }
                adopt(EndpointNeighbours.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints,
                    matched: matching.pairs, rejected: rejectedPair
                ))
                adopt(EndpointNeighbours.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints,
                    matched: matching.pairs, rejected: rejectedPair, sharingWords: true
                ), relatesUses: false)
                adopt(EndpointNeighbours.slotPairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints,
                    matched: matching.pairs, rejected: rejectedPair
                ))
                adopt(SameResourceEndpoints.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints, rejected: rejectedPair
                ))
                adopt(KeptParameterEndpoints.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints, rejected: rejectedPair
                ), relatesUses: false)
                adopt(NameRelatedEndpoints.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints, rejected: rejectedPair
                ), relatesUses: false)
                adopt(RouteTailEndpoints.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints, rejected: rejectedPair
                ))
                adopt(WordSubstitutedEndpoints.pairs(
                    removed: matching.removed, added: matching.added, old: state.old.endpoints, new: state.new.endpoints, mapped: state.mapped,
                    isModel: { if case .object? = state.newModel($0)?.kind { return true } else { return false } },
                    replacesAProduct: state.context.replacesAProduct, rejected: rejectedPair
                ))
                let (oldEndpoints, newEndpoints) = (state.old.endpoints, state.new.endpoints)
                adopt(IdenticallyDescribed.pairs(
                    removed: matching.removed, added: matching.added,
                    oldDescriptions: oldEndpoints.map(IdenticallyDescribed.documentation), newDescriptions: newEndpoints.map(IdenticallyDescribed.documentation),
                    accepts: { oldEndpoints[$0].method == newEndpoints[$1].method && !rejectedPair($0, $1) }
                ).map { ($0.old, $0.new, IdenticallyDescribed.evidence) })
                adopt(state.soleCandidateEndpoints(removed: matching.removed, added: matching.added, rejected: rejectedPair))
                adopt(state.onlySendersOfOneBody(removed: matching.removed, added: matching.added, rejected: rejectedPair))
            }
            matching.pairs.sort { $0.old < $1.old }
        }
        return matching
    }

    /// Takes the endpoint renames of `matching` whose old endpoint uses one of `removedModels` and whose new endpoint
    /// uses one of `addedModels` (in a parameter, the response or an error) as ``endpointParents``; returns whether that
    /// added a parent, so that model matching can run again and see those models used in the same place.
    mutating func adoptEndpointRenames(_ matching: ElementMatching, removedModels: Set<String>, addedModels: Set<String>) -> Bool {
        var usersOfRemoved = Set<String>()
        for model in removedModels { for slot in oldSlots.slots[model] ?? [] { usersOfRemoved.insert(slot.parent) } }
        var usersOfAdded = Set<String>()
        for model in addedModels { for slot in newSlots.slots[model] ?? [] { usersOfAdded.insert(slot.parent) } }
        var adopted = false
        // Not the pairs whose evidence says nothing about the models exchanged (``ElementMatching/Pair/relatesUses``):
        // parameters kept (USPS's `Verify` → `get-address` answers the address itself, no longer its XML wrapper) or
        // documentation that only shares words (Hue v1's `Light` is no CLIP v2 `LightListResponse`).
        for pair in matching.pairs where pair.evidence != nil && pair.relatesUses {
            let oldParent = "endpoint:" + old.endpoints[pair.old].operationId
            let newParent = "endpoint:" + new.endpoints[pair.new].operationId
            guard usersOfRemoved.contains(oldParent), usersOfAdded.contains(newParent), slotParents[oldParent] != newParent else { continue }
            endpointParents[oldParent] = newParent
            adopted = true
        }
        return adopted
    }

    /// Compares the endpoints of `matching` (``matchEndpoints()``) and records added, removed and renamed endpoints.
    mutating func compareEndpoints(_ matching: ElementMatching) {
        let oldEndpoints = old.endpoints
        let newEndpoints = new.endpoints
        if options.detectRenames {
            let state = self
            parameterSwaps = ParameterSwaps(pairs: matching.pairs.map { (oldEndpoints[$0.old], newEndpoints[$0.new]) }, mapped: state.mapped)
        }
        for pair in matching.pairs {
            let (oldEndpoint, newEndpoint) = (oldEndpoints[pair.old], newEndpoints[pair.new])
            if let evidence = pair.evidence {
                add(Change(
                    kind: .renamed, element: .endpoint, old: ElementPath.endpoint(oldEndpoint.operationId),
                    new: ElementPath.endpoint(newEndpoint.operationId), after: .object(["operationId": .string(newEndpoint.operationId)]),
                    breaking: false, solvable: true, evidence: evidence, usage: [.request],
                    note: "Operation ids are not sent on the wire; the old method name is kept."
                ))
            }
            compareEndpoint(oldEndpoint, newEndpoint)
        }
        for index in matching.removed {
            let endpoint = oldEndpoints[index]
            add(Change(
                kind: .removed, element: .endpoint, old: ElementPath.endpoint(endpoint.operationId), new: nil,
                breaking: true, solvable: false, usage: [.request],
                note: "The old method stays, deprecated, and throws without sending a request."
            ))
        }
        for index in matching.added {
            let endpoint = newEndpoints[index]
            add(Change(
                kind: .added, element: .endpoint, old: nil, new: ElementPath.endpoint(endpoint.operationId),
                definition: GuideJSON.value(endpoint), breaking: false, solvable: true, usage: [.request]
            ))
        }
    }

    /// Compares two matched endpoints: route, deprecation, security, servers, parameters, response and errors.
    private mutating func compareEndpoint(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) {
        let oldPath = ElementPath.endpoint(oldEndpoint.operationId)
        let newPath = ElementPath.endpoint(newEndpoint.operationId)
        func update(_ aspect: Change.Aspect, _ before: JSONValue, _ after: JSONValue, breaking: Bool, solvable: Bool = true, note: String? = nil) {
            add(Change(kind: .updated, element: .endpoint, old: oldPath, new: newPath, aspect: aspect, before: before, after: after,
                       breaking: breaking, solvable: solvable, usage: [.request], note: note))
        }
        if oldEndpoint.path != newEndpoint.path {
            update(.path, .string(oldEndpoint.path), .string(newEndpoint.path), breaking: true)
        }
        if oldEndpoint.method != newEndpoint.method {
            update(.method, .string(oldEndpoint.method), .string(newEndpoint.method), breaking: true)
        }
        if oldEndpoint.deprecated != newEndpoint.deprecated {
            update(.deprecated, .bool(oldEndpoint.deprecated), .bool(newEndpoint.deprecated), breaking: false)
        }
        let oldSecurity = oldEndpoint.security ?? old.security
        let newSecurity = newEndpoint.security ?? new.security
        if oldEndpoint.security != newEndpoint.security {
            update(
                .security, oldEndpoint.security.map { GuideJSON.value($0) } ?? .null, newEndpoint.security.map { GuideJSON.value($0) } ?? .null,
                breaking: oldSecurity != newSecurity && Self.securityBreaks(old: oldSecurity, new: newSecurity),
                note: "null means the document's default security requirement."
            )
        }
        if oldEndpoint.servers != newEndpoint.servers {
            let oldFirst = (oldEndpoint.servers ?? old.servers).first?.url
            let newFirst = (newEndpoint.servers ?? new.servers).first?.url
            update(
                .servers, oldEndpoint.servers.map { GuideJSON.value($0.map(\.url)) } ?? .null,
                newEndpoint.servers.map { GuideJSON.value($0) } ?? .null,
                breaking: oldFirst != newFirst,
                note: "null means the document's servers; the migrated client sends the endpoint's requests to its new first server."
            )
        }
        compareParameters(oldEndpoint, newEndpoint)
        compareResponse(oldEndpoint, newEndpoint)
        if oldEndpoint.errors.map(normalizedError) != newEndpoint.errors.map(normalizedError) {
            add(Change(
                kind: .updated, element: .errors, old: ElementPath.errors(of: oldEndpoint.operationId), new: ElementPath.errors(of: newEndpoint.operationId),
                aspect: .errors, before: GuideJSON.value(oldEndpoint.errors.map(normalizedError)), after: GuideJSON.value(newEndpoint.errors),
                breaking: false, solvable: true, usage: [.response],
                note: "Every error status throws the same HTTPStatusError; only the documented bodies changed."
            ))
        }
    }

    /// An error response with its type in new names and without documentation.
    private func normalizedError(_ error: ErrorResponse) -> ErrorResponse {
        ErrorResponse(status: error.status, type: error.type.map(mapped))
    }

    /// Compares the success responses of two matched endpoints.
    private mutating func compareResponse(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) {
        let oldResponse = oldEndpoint.response ?? ResponseDefinition()
        let newResponse = newEndpoint.response ?? ResponseDefinition()
        let oldPath = ElementPath.response(of: oldEndpoint.operationId)
        let newPath = ElementPath.response(of: newEndpoint.operationId)
        func update(_ aspect: Change.Aspect, _ before: JSONValue, _ after: JSONValue, breaking: Bool, solvable: Bool) -> Change {
            Change(kind: .updated, element: .response, old: oldPath, new: newPath, aspect: aspect, before: before, after: after,
                   breaking: breaking, solvable: solvable, usage: [.response])
        }
        let oldType = oldResponse.type.map(mapped)
        if oldType != newResponse.type {
            let rules = TypeChangeRules(state: self)
            var change = update(.responseType, GuideJSON.type(oldResponse.type), GuideJSON.type(newResponse.type), breaking: true, solvable: true)
            switch (oldResponse.type, newResponse.type) {
            case (nil, _):
                change.breaking = false
                change.note = "The old interface returns nothing and ignores the new body."
            case (_, nil):
                change.fallbackValue = .null
                change.needsDecision = true
                change.note = "The response became empty; the old interface returns the fallback value."
            case let (oldType?, newType?):
                if rules.sameSwiftType(oldType, newType) {
                    change.breaking = false
                } else if let builtin = rules.builtin(oldType, newType) {
                    change.convert = Change.Conversion(builtin: builtin)
                } else if let member = rules.envelope(oldType, newType) {
                    Self.convertThroughMember(&change, key: member.key, synthesizedIn: member.synthesizedIn, usage: [.response],
                                              evidence: "the only member of its type")
                } else {
                    change.convert = Change.Conversion()
                    change.needsDecision = true
                    change.note = "No built-in conversion from \(newType) back to \(oldType); provide Swift closures in convert. "
                        + "Until then the old interface returns a default value and reports it."
                }
            }
            add(change)
        }
        if oldResponse.status != newResponse.status {
            add(update(.responseStatus, .integer(oldResponse.status), .integer(newResponse.status), breaking: false, solvable: true))
        }
        if oldResponse.contentType != newResponse.contentType {
            add(update(.responseContentType, .string(oldResponse.contentType.rawValue), .string(newResponse.contentType.rawValue), breaking: true, solvable: false))
        }
        if oldResponse.mediaType != newResponse.mediaType {
            // The Swift type stays `Data` and the migrated client asks for the new type (`Accept`); the bytes' format changes.
            add(update(
                .responseMediaType, oldResponse.mediaType.map(JSONValue.string) ?? .null, newResponse.mediaType.map(JSONValue.string) ?? .null,
                breaking: true, solvable: true
            ))
        }
        if oldResponse.alternatives != newResponse.alternatives {
            // The client decodes the preferred media type; the others only change its Accept header.
            add(update(
                .responseAlternatives, .array(oldResponse.alternatives.map(JSONValue.string)), .array(newResponse.alternatives.map(JSONValue.string)),
                breaking: false, solvable: true
            ))
        }
    }
}
