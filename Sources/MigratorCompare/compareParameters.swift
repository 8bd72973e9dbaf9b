import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// The role a query parameter's enum values give it (``NameLexicon/queryRole(ofValues:)``), looked up in the
    /// parameter's own document; `nil` for other parameters and types.
    static func valueRole(of parameter: Parameter, in document: APIDocument) -> String? {
        guard parameter.location == .query, case let .model(name) = parameter.type,
              case let .enum(enumModel)? = document.model(named: name)?.kind else { return nil }
        return NameLexicon.queryRole(ofValues: enumModel.cases.map(\.value))
    }

    /// The literal segment before a path parameter in its endpoint's path, lower-cased and in the singular (`knowledge`
    /// for `id` in `/v1/Knowledge/{id}`); `nil` for other parameters, a parameter first in the path or after another
    /// parameter or an API version, and a segment the path has twice.
    static func pathPlace(of parameter: Parameter, in endpoint: Endpoint) -> String? {
        guard parameter.location == .path else { return nil }
        // A file extension at the end (`/engines/{engine_id}.json`) is set aside.
        var segments = endpoint.path.split(separator: "/")
        if let last = segments.last { segments[segments.count - 1] = ActionRoutes.withoutExtension(last) }
        guard let index = segments.firstIndex(where: { $0 == "{\(parameter.name)}" }), index > 0 else { return nil }
        let before = segments[index - 1]
        guard !before.contains("{"), !isVersionSegment(before), segments.filter({ $0 == before }).count == 1 else { return nil }
        return NameEvidence.singular(before.lowercased())
    }

    /// A path parameter's place among its path's parameters and their number (`0/2` for `project_id` in
    /// `/projects/{project_id}/todos/{todo_id}`); `nil` for other parameters.
    static func routeSlot(of parameter: Parameter, in endpoint: Endpoint) -> String? {
        guard parameter.location == .path else { return nil }
        let names = pathParameterNames(endpoint, normalized: false)
        guard let index = names.firstIndex(of: parameter.name) else { return nil }
        return "\(index)/\(names.count)"
    }

    /// A path parameter's place counted from its path's last parameter (`0` for the last); `nil` for other parameters.
    static func routeSlotFromEnd(of parameter: Parameter, in endpoint: Endpoint) -> Int? {
        guard parameter.location == .path else { return nil }
        let names = pathParameterNames(endpoint, normalized: false)
        return names.firstIndex(of: parameter.name).map { names.count - 1 - $0 }
    }

    /// Whether one route is the other behind parameters only (`/domains/{domain}/records/{record}` →
    /// `/{account}/zones/{zone}/records/{zonerecord}`): the longer one's extra front segments are all parameters, and
    /// the rest has the other's literal and parameter segments in the same places. A parameter added in the middle
    /// (`/buckets/{bucket_id}/sets/{set_id}/todos/{todo_id}`) shifts the slots and says nothing.
    static func parametersAddedInFront(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) -> Bool {
        let (a, b) = (PathMoves.segments(oldEndpoint), PathMoves.segments(newEndpoint))
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count > short.count, !short.isEmpty else { return false }
        let extra = long.count - short.count
        guard long.prefix(extra).allSatisfy({ $0 == "{}" }) else { return false }
        return zip(long.dropFirst(extra), short).allSatisfy { ($0 == "{}") == ($1 == "{}") }
    }

    /// The parameter locations a hint may name on its new side (`listMeetings.host_id=path:userId`).
    static let hintLocations: Set<String> = ["path", "query", "header", "cookie"]

    /// The location and name when `text` names a parameter in a location (`path:userId`); `nil` for a bare name.
    static func locatedName(_ text: String) -> (location: String, name: String)? {
        guard let colon = text.firstIndex(of: ":"), hintLocations.contains(String(text[..<colon])) else { return nil }
        let name = String(text[text.index(after: colon)...])
        return name.isEmpty ? nil : (String(text[..<colon]), name)
    }

    /// Whether a reviewer rejected `old` → `new` in operation `operation`: `op.old=new` for a parameter that stays in its
    /// location, `op.old=location:new` (either form for the same location) for one that moved.
    func rejectsParameter(_ operation: String, _ old: Parameter, _ new: Parameter) -> Bool {
        let oldName = old.location == .body ? "body" : old.name
        let newName = new.location == .body ? "body" : new.name
        if rejects(parent: operation, old: oldName, new: "\(new.location.rawValue):\(newName)") { return true }
        return old.location == new.location && rejects(parent: operation, old: oldName, new: newName)
    }

    /// Compares the parameters of two matched endpoints. Identity is location and name; the body matches the body
    /// whatever its name; a parameter with the same name in another location has moved.
    mutating func compareParameters(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) {
        let oldParameters = oldEndpoint.parameters
        let newParameters = newEndpoint.parameters
        func identity(_ parameter: Parameter) -> String { parameter.location == .body ? "body" : "\(parameter.location.rawValue):\(parameter.name)" }
        let oldNames = oldParameters.map { $0.location == .body ? "body" : $0.name }
        let newNames = newParameters.map { $0.location == .body ? "body" : $0.name }
        var matching = ElementMatching.match(
            oldIDs: oldParameters.map(identity), newIDs: newParameters.map(identity),
            cliHint: { id in
                guard let index = oldParameters.firstIndex(where: { identity($0) == id }) else { return nil }
                let parameter = oldParameters[index]
                // `op.old=new` keeps the location; `op.old=path:new` names another one.
                return hint(parent: oldEndpoint.operationId, old: parameter.name).map { new in
                    Self.locatedName(new).map { "\($0.location):\($0.name)" } ?? "\(parameter.location.rawValue):\(new)"
                }
            },
            documentHint: { index in
                // A hint names the old parameter by name; it may also have moved, so prefer the same location.
                guard let source = newParameters[index].renamedFrom else { return nil }
                let candidates = oldParameters.filter { $0.name == source }
                let chosen = candidates.first { $0.location == newParameters[index].location } ?? candidates.first
                return chosen.map(identity)
            },
            detect: false
        )
        // Moves: the same name in another location.
        for removedIndex in matching.removed {
            guard let addedIndex = matching.added.first(where: { newNames[$0] == oldNames[removedIndex] && newNames[$0] != "body" }) else { continue }
            matching.pairs.append(ElementMatching.Pair(old: removedIndex, new: addedIndex, evidence: nil))
            matching.added.removeAll { $0 == addedIndex }
            matching.removed.removeAll { $0 == removedIndex }
        }
        // The release's parameter swaps (`transactionId` → `x-correlator` in every operation).
        if let swaps = parameterSwaps {
            for removedIndex in matching.removed {
                guard let addedIndex = matching.added.first(where: {
                          swaps.evidence(oldParameters[removedIndex], of: oldEndpoint, newParameters[$0]) != nil
                              && !rejectsParameter(oldEndpoint.operationId, oldParameters[removedIndex], newParameters[$0])
                      }),
                      let evidence = swaps.evidence(oldParameters[removedIndex], of: oldEndpoint, newParameters[addedIndex]) else { continue }
                matching.pairs.append(ElementMatching.Pair(old: removedIndex, new: addedIndex, evidence: evidence))
                matching.added.removeAll { $0 == addedIndex }
                matching.removed.removeAll { $0 == removedIndex }
            }
        }
        // A resource identifier moved between the query or headers and the path (``IdentifierMoves``).
        if options.detectRenames, let move = IdentifierMoves.move(
            removed: matching.removed.map { oldParameters[$0] }, added: matching.added.map { newParameters[$0] }
        ) {
            let (removedIndex, addedIndex) = (matching.removed[move.old], matching.added[move.new])
            if !rejectsParameter(oldEndpoint.operationId, oldParameters[removedIndex], newParameters[addedIndex]) {
                let into = newParameters[addedIndex].location == .path ? "into" : "out of"
                matching.pairs.append(ElementMatching.Pair(
                    old: removedIndex, new: addedIndex, evidence: "the only identifier moved \(into) the path"
                ))
                matching.added.removeAll { $0 == addedIndex }
                matching.removed.removeAll { $0 == removedIndex }
            }
        }
        if options.detectRenames, !matching.removed.isEmpty, !matching.added.isEmpty {
            let removed = matching.removed
            let added = matching.added
            // Slots counted from the end only for a route the release put behind parameters.
            let fromEnd = Self.parametersAddedInFront(oldEndpoint, newEndpoint)
            let scorer = MemberRenameScorer(
                old: oldParameters.indices.map { index in
                    let parameter = oldParameters[index]
                    var facts = MemberFacts(names: oldNames, index: index, description: parameter.description, required: parameter.required,
                                            type: mapped(parameter.type).description)
                    facts.pathPlace = Self.pathPlace(of: parameter, in: oldEndpoint)
                    facts.routeSlot = Self.routeSlot(of: parameter, in: oldEndpoint)
                    facts.routeSlotFromEnd = fromEnd ? Self.routeSlotFromEnd(of: parameter, in: oldEndpoint) : nil
                    facts.isQueryParameter = parameter.location == .query
                    facts.valueRole = Self.valueRole(of: parameter, in: old)
                    facts.owner = facts.pathPlace
                    return facts
                },
                new: newParameters.indices.map { index in
                    let parameter = newParameters[index]
                    var facts = MemberFacts(names: newNames, index: index, description: parameter.description, required: parameter.required,
                                            type: parameter.type.description)
                    facts.pathPlace = Self.pathPlace(of: parameter, in: newEndpoint)
                    facts.routeSlot = Self.routeSlot(of: parameter, in: newEndpoint)
                    facts.routeSlotFromEnd = fromEnd ? Self.routeSlotFromEnd(of: parameter, in: newEndpoint) : nil
                    facts.isQueryParameter = parameter.location == .query
                    facts.valueRole = Self.valueRole(of: parameter, in: new)
                    return facts
                },
                systematic: systematic, parallel: parameterSwaps, rejected: rejectedPairs(parent: oldEndpoint.operationId)
            )
            let renames = RenameMatcher.match(
                removedCount: removed.count, addedCount: added.count, threshold: MemberRenameScorer.threshold - 0.5,
                fingerprintOld: { _ in "" }, fingerprintNew: { _ in "" },
                score: { oldIndex, newIndex in
                    if rejectsParameter(oldEndpoint.operationId, oldParameters[removed[oldIndex]], newParameters[added[newIndex]]) { return nil }
                    return scorer.score(removed[oldIndex], added[newIndex])
                }
            )
            for rename in renames {
                matching.pairs.append(ElementMatching.Pair(old: removed[rename.old], new: added[rename.new], evidence: rename.evidence.joined(separator: ", ")))
            }
            matching.removed.removeAll { index in renames.contains { removed[$0.old] == index } }
            matching.added.removeAll { index in renames.contains { added[$0.new] == index } }
        }
        // Last, the same route up to its parameters' names (Tesla's `/vehicles/{id}/wake_up` → `/vehicles/{vehicle_tag}/wake_up`,
        // Sage's `/contacts/{id}` → `/contacts/{key}`): each path parameter continues in its slot, whatever its name, type
        // or description became. (Equal segments hold as many parameters.)
        if options.detectRenames, PathMoves.segments(oldEndpoint) == PathMoves.segments(newEndpoint) {
            let oldSlots = Self.pathParameterNames(oldEndpoint, normalized: false)
            let newSlots = Self.pathParameterNames(newEndpoint, normalized: false)
            for (oldName, newName) in zip(oldSlots, newSlots) where oldName != newName {
                guard let removedIndex = matching.removed.first(where: { oldParameters[$0].location == .path && oldParameters[$0].name == oldName }),
                      let addedIndex = matching.added.first(where: { newParameters[$0].location == .path && newParameters[$0].name == newName }),
                      !rejectsParameter(oldEndpoint.operationId, oldParameters[removedIndex], newParameters[addedIndex]) else { continue }
                matching.pairs.append(ElementMatching.Pair(old: removedIndex, new: addedIndex, evidence: "the same slot of the same route"))
                matching.added.removeAll { $0 == addedIndex }
                matching.removed.removeAll { $0 == removedIndex }
            }
        }
        // Then the documentation said alike, one for one (``DescribedParameters``).
        if options.detectRenames {
            matching.adopt(DescribedParameters.pairs(
                removed: matching.removed, added: matching.added, old: oldParameters, new: newParameters, mapped: mapped,
                rejected: { rejectsParameter(oldEndpoint.operationId, $0, $1) }
            ), evidence: DescribedParameters.evidence)
            // And the same text documenting one removed and one added parameter (``IdenticallyDescribed``), bodies left
            // out as above.
            matching.adoptIdenticallyDescribed(
                oldDescriptions: oldParameters.map(\.description), newDescriptions: newParameters.map(\.description),
                accepts: { oldParameters[$0].location != .body && newParameters[$1].location != .body
                    && !rejectsParameter(oldEndpoint.operationId, oldParameters[$0], newParameters[$1]) }
            )
        }
        let operation = oldEndpoint.operationId
        let newOperation = newEndpoint.operationId
        // Values that moved between the request body and the other parameters (``bodyParameterMoves(_:_:removed:added:)``).
        let bodyMoves = options.detectRenames
            ? bodyParameterMoves(oldEndpoint, newEndpoint, removed: matching.removed, added: matching.added) : BodyParameterMoves()
        for pair in matching.pairs.sorted(by: { $0.old < $1.old }) {
            let (oldParameter, newParameter) = (oldParameters[pair.old], newParameters[pair.new])
            let oldPath = ElementPath.parameter(oldParameter, in: operation)
            let newPath = ElementPath.parameter(newParameter, in: newOperation)
            if let evidence = pair.evidence {
                add(Change(
                    kind: .renamed, element: .parameter, old: oldPath, new: newPath,
                    after: .object(["name": .string(newParameter.name), "in": .string(newParameter.location.rawValue)]),
                    breaking: true, solvable: true, evidence: evidence, usage: [.request]
                ))
            }
            if oldParameter.location != newParameter.location {
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .location,
                    before: .string(oldParameter.location.rawValue), after: .string(newParameter.location.rawValue),
                    breaking: true, solvable: true, usage: [.request]
                ))
            }
            if oldParameter.location == .body, newParameter.location == .body, oldParameter.contentType != newParameter.contentType {
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .contentType,
                    before: .string(oldParameter.contentType.rawValue), after: .string(newParameter.contentType.rawValue),
                    breaking: true, solvable: ![.octetStream, .textPlain].contains(newParameter.contentType) && ![.octetStream, .textPlain].contains(oldParameter.contentType),
                    usage: [.request]
                ))
            }
            if oldParameter.location == .body, newParameter.location == .body, oldParameter.mediaType != newParameter.mediaType {
                // The Swift type stays `Data`; the migrated client sends the new `Content-Type`.
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .mediaType,
                    before: oldParameter.mediaType.map(JSONValue.string) ?? .null, after: newParameter.mediaType.map(JSONValue.string) ?? .null,
                    breaking: true, solvable: true, usage: [.request]
                ))
            }
            if oldParameter.location == .body, newParameter.location == .body, oldParameter.multipartEncoding != newParameter.multipartEncoding {
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .encoding,
                    before: GuideJSON.value(oldParameter.multipartEncoding), after: GuideJSON.value(newParameter.multipartEncoding),
                    breaking: true, solvable: true, usage: [.request]
                ))
            }
            if oldParameter.location == .body, newParameter.location == .body, oldParameter.alternatives != newParameter.alternatives {
                // Adding a media type breaks nothing; removing or retyping one breaks the clients sending it, and the
                // migrated client sends the newest preferred media type instead (or throws for a different schema).
                let kept = oldParameter.alternatives.allSatisfy { old in
                    newParameter.alternatives.contains { $0.declaredMediaType == old.declaredMediaType && $0.type == old.type }
                }
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .alternatives,
                    before: GuideJSON.value(oldParameter.alternatives), after: GuideJSON.value(newParameter.alternatives),
                    breaking: !kept, solvable: true, usage: [.request]
                ))
            }
            compareStyles(oldParameter, newParameter, oldPath: oldPath, newPath: newPath)
            if oldParameter.location == .body, newParameter.location == .body, oldParameter.name != newParameter.name {
                add(Change(
                    kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .name,
                    before: .string(oldParameter.name), after: .string(newParameter.name), breaking: false, solvable: true, usage: [.request]
                ))
            }
            compareValueAspects(
                ValueFacts(
                    oldPath: oldPath, newPath: newPath, oldName: oldParameter.name, newName: newParameter.name, element: .parameter,
                    inRequests: true, inResponses: false, usage: [.request]
                ),
                old: ValueShape(oldParameter), new: ValueShape(newParameter)
            )
        }
        for index in matching.removed {
            var change = Change(
                kind: .removed, element: .parameter, old: ElementPath.parameter(oldParameters[index], in: operation), new: nil,
                breaking: false, solvable: true, usage: [.request],
                note: "The old signature stays available as a deprecated overload that ignores it."
            )
            if let member = bodyMoves.intoBody[index] {
                change.movedTo = ["body"] + member
                change.note = "Its value now travels in the request body as `\(member.joined(separator: "."))`. "
                    + (bodyMoves.setOnBody.contains(index) ? "The migrated client keeps the argument and sets it on the body."
                        : "The old signature stays available as a deprecated overload that does not carry it there (another type).")
            }
            add(change)
        }
        for index in matching.added {
            let parameter = newParameters[index]
            var change = Change(
                kind: .added, element: .parameter, old: nil, new: ElementPath.parameter(parameter, in: newOperation),
                definition: GuideJSON.value(parameter), breaking: parameter.required, solvable: true, usage: [.request]
            )
            if parameter.required {
                change.defaultValue = parameter.defaultValue ?? .null
                change.needsDecision = parameter.defaultValue == nil ? true : nil
                change.note = "Requests must now send it; the old interface sends defaultValue."
            }
            if parameter.location == .body, parameter.required, bodyFilledByMoves(parameter, moves: bodyMoves, old: oldEndpoint) {
                // Every member the new body requires comes from an old argument clients always pass (`movedTo`).
                change.breaking = false
                change.defaultValue = nil
                change.needsDecision = nil
                change.note = "Old clients always fill its required members from the arguments that moved into it."
            }
            if let member = bodyMoves.outOfBody[index] {
                let source = member.joined(separator: ".")
                change.movedFrom = ["body"] + member
                if bodyMoves.alwaysCarried.contains(index) {
                    // Old clients always set the member, so the migrated client always fills the parameter.
                    change.breaking = false
                    change.defaultValue = nil
                    change.needsDecision = nil
                    change.note = "It carries the value the old request body sent as `\(source)`, which old clients always set; the migrated "
                        + "client fills it from there."
                } else if bodyMoves.carried.contains(index) {
                    change.note = "It carries the value the old request body sent as `\(source)`; the migrated client fills it from there when the "
                        + "app sets it" + (parameter.required ? ", else sends defaultValue." : ".")
                } else {
                    change.note = "It carries the value the old request body sent as `\(source)`; the migrated client does not fill it from there "
                        + "(another type)" + (parameter.required ? " and sends defaultValue." : ".")
                }
            }
            add(change)
        }
    }

    /// Reports a changed serialization style or explode flag of a path, query, header or cookie parameter: breaking
    /// for requests (the server reads the value differently), solvable (the migrated client sends the old argument in
    /// the new style). A changed `allowReserved` is reported too, not breaking (the decoded value is the same).
    ///
    /// A style is compared as stored, after moving the old parameter to the new location: a query parameter in the
    /// default `form` style that moves to the path in the default `simple` style has no style change, a query
    /// `deepObject` that moves to a header has one. `GuideApplier` sets the values as given and normalizes afterwards,
    /// so `apply(old, compare(old, new)) == new` whatever the order of the updates.
    private mutating func compareStyles(_ oldParameter: Parameter, _ newParameter: Parameter, oldPath: String, newPath: String) {
        guard oldParameter.location != .body, newParameter.location != .body else { return }
        var moved = oldParameter
        moved.location = newParameter.location
        moved.normalizeStyle()
        if moved.style != newParameter.style {
            add(Change(
                kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .style,
                before: .string(oldParameter.resolvedStyle.rawValue), after: .string(newParameter.resolvedStyle.rawValue),
                breaking: true, solvable: true, usage: [.request]
            ))
        }
        moved.style = newParameter.style
        moved.normalizeStyle()
        if moved.explode != newParameter.explode {
            add(Change(
                kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .explode,
                before: .bool(oldParameter.resolvedExplode), after: .bool(newParameter.resolvedExplode),
                breaking: true, solvable: true, usage: [.request]
            ))
        }
        if oldParameter.allowReserved != newParameter.allowReserved {
            add(Change(
                kind: .updated, element: .parameter, old: oldPath, new: newPath, aspect: .allowReserved,
                before: .bool(oldParameter.allowReserved), after: .bool(newParameter.allowReserved),
                breaking: false, solvable: true, usage: [.request],
                note: "Only which reserved characters are percent-encoded changes; servers decode both forms to the same value. The migrated client encodes as the new version says."
            ))
        }
    }
}
