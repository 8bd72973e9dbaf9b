import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// The most model-matching passes: each later pass sees the places of use and names through the renames the
    /// previous one found (an inline schema under a renamed parent, a wrapper named after its renamed item).
    static let maximumModelPasses = 3

    /// Matches old and new models (hints, names, then shape evidence) and fills ``modelMap`` for the later type
    /// comparisons; ``recordModels(_:)`` records the result.
    ///
    /// Matching runs in passes: the renames of one pass rename the parents and names the next pass compares, until a
    /// pass finds no new parent (at most ``maximumModelPasses``). Scores that no renamed parent or name can change
    /// are reused from the first pass. The parents include ``endpointParents``, the endpoint renames found by a first
    /// endpoint matching (``adoptEndpointRenames(_:removedModels:addedModels:)``).
    mutating func findModelMatching() -> ElementMatching {
        let oldModels = old.models
        let newModels = new.models
        if options.detectRenames { releaseNames = ReleaseNameRelations(old: old, new: new) }
        var firstScores: [Int: (Double, [String])?] = [:]
        var pass = 1
        var matching: ElementMatching
        if options.detectRenames {
            let (oldNames, newNames) = (Set(oldModels.map(\.name)), Set(newModels.map(\.name)))
            overlapLeaders = MemberOverlapLeaders(
                removed: oldModels.filter { !newNames.contains($0.name) }, added: newModels.filter { !oldNames.contains($0.name) },
                relation: context.relation)
        }
        slotParents = endpointParents
        while true {
            let state = self
            let mapped = Set(slotParents.keys)
            matching = ElementMatching.match(
                oldIDs: oldModels.map(\.name), newIDs: newModels.map(\.name),
                cliHint: { state.hint(parent: nil, old: $0) }, documentHint: { newModels[$0].renamedFrom },
                detect: options.detectRenames, rejected: { state.rejects(parent: nil, old: $0, new: $1) }, threshold: 3.5,
                fingerprintOld: { Self.matchingFingerprint(oldModels[$0]) }, fingerprintNew: { Self.matchingFingerprint(newModels[$0]) },
                score: { oldIndex, newIndex in
                    let key = oldIndex * newModels.count + newIndex
                    if pass > 1, let cached = firstScores[key], !state.passMayChange(oldModels[oldIndex], mapped: mapped) { return cached }
                    let value = state.modelRenameScore(oldModels[oldIndex], newModels[newIndex])
                    if pass == 1 { firstScores[key] = value }
                    return value
                }
            )
            guard options.detectRenames, pass < Self.maximumModelPasses else { break }
            var renames: [String: String] = [:]
            for pair in matching.pairs where pair.evidence != nil { renames[oldModels[pair.old].name] = newModels[pair.new].name }
            let parents = ModelSlots.renamedParents(modelRenames: renames, old: old, new: new).merging(endpointParents) { first, _ in first }
            guard parents != slotParents else { break }
            slotParents = parents
            releaseNames?.setModelRenames(renames)
            pass += 1
        }
        // Last, the same text documenting one removed and one added model of the same kind (``IdenticallyDescribed``).
        if options.detectRenames {
            matching.adoptIdenticallyDescribed(
                oldDescriptions: oldModels.map(\.description), newDescriptions: newModels.map(\.description),
                accepts: { Self.matchingFingerprint(oldModels[$0]) == Self.matchingFingerprint(newModels[$1]) && sameUse(oldModels[$0].name, newModels[$1].name)
                    && !rejects(parent: nil, old: oldModels[$0].name, new: newModels[$1].name) }
            )
        }
        modelMap = [:]
        for pair in matching.pairs { modelMap[oldModels[pair.old].name] = newModels[pair.new].name }
        return matching
    }

    /// Whether two models are used alike: in the same kinds of places (``UsageAnalysis/usages(of:)``), at least one.
    func sameUse(_ oldModel: String, _ newModel: String) -> Bool {
        Self.usedAlike(oldUsage.usages(of: oldModel), newUsage.usages(of: newModel))
    }

    /// Whether the usages of an old and a new model are the same kinds of places, at least one.
    static func usedAlike(_ oldUses: [Change.Usage], _ newUses: [Change.Usage]) -> Bool {
        !oldUses.isEmpty && oldUses == newUses
    }

    /// Records the changes of a model matching (renamed, removed and added models) and returns the matched pairs.
    mutating func recordModels(_ matching: ElementMatching) -> [(old: ModelDefinition, new: ModelDefinition)] {
        let oldModels = old.models
        let newModels = new.models
        var pairs: [(old: ModelDefinition, new: ModelDefinition)] = []
        for pair in matching.pairs {
            let (oldModel, newModel) = (oldModels[pair.old], newModels[pair.new])
            modelMap[oldModel.name] = newModel.name
            pairs.append((oldModel, newModel))
            if let evidence = pair.evidence {
                add(Change(
                    kind: .renamed, element: .model, old: ElementPath.model(oldModel.name), new: ElementPath.model(newModel.name),
                    after: .object(["name": .string(newModel.name)]), breaking: false, solvable: true, evidence: evidence,
                    usage: oldUsage.usages(of: oldModel.name), note: "Model names are not sent on the wire."
                ))
            }
        }
        for index in matching.removed {
            let model = oldModels[index]
            add(Change(
                kind: .removed, element: .model, old: ElementPath.model(model.name), new: nil,
                breaking: false, solvable: true, usage: oldUsage.usages(of: model.name),
                note: "The old interface keeps the type, deprecated; changes to the places that used it are listed separately."
            ))
        }
        for index in matching.added {
            let model = newModels[index]
            add(Change(
                kind: .added, element: .model, old: nil, new: ElementPath.model(model.name),
                definition: GuideJSON.value(model), breaking: false, solvable: true, usage: newUsage.usages(of: model.name)
            ))
        }
        return pairs
    }

    /// Whether a later pass can score `oldModel` differently from the first: it is used under a parent renamed since
    /// (`mapped`), or a model rename found since may relate its name.
    func passMayChange(_ oldModel: ModelDefinition, mapped: Set<String>) -> Bool {
        if oldSlots.slots[oldModel.name]?.contains(where: { mapped.contains($0.parent) }) == true { return true }
        return !(releaseNames?.modelRenames.isEmpty ?? true)
    }

    /// `object`, `enum:<raw type>` or `union`: only models of the same kind are compared as rename candidates (through
    /// ``matchingFingerprint(_:)``).
    static func kindFingerprint(_ model: ModelDefinition) -> String {
        switch model.kind {
        case .object: return "object"
        case let .enum(enumModel): return "enum:\(enumModel.rawType.rawValue)"
        case .union: return "union"
        }
    }

    /// ``kindFingerprint(_:)`` for rename matching: a string enum whose values are all integers written as text
    /// (`"-1"`, `"0"`, `"1"`) compares with integer enums, as the same values sent as text (Kaltura's `EntryStatus`, an
    /// integer enum, → `KalturaEntryStatus`, the same numbers as strings). `compare` reports the raw type change with a
    /// value map.
    static func matchingFingerprint(_ model: ModelDefinition) -> String {
        if case let .enum(enumModel) = model.kind, enumModel.rawType == .string, !enumModel.cases.isEmpty,
           enumModel.cases.allSatisfy({ Int($0.value.description) != nil }) {
            return "enum:\(EnumModel.RawType.integer.rawValue)"
        }
        return kindFingerprint(model)
    }

    /// How a note names a model's kind: "an object", "a string enum", "a union (oneOf)".
    static func kindPhrase(_ model: ModelDefinition) -> String {
        switch model.kind {
        case .object: return "an object"
        case let .enum(enumModel): return enumModel.rawType == .integer ? "an integer enum" : "a string enum"
        case .union: return "a union (oneOf)"
        }
    }

    /// The shape of a model: its property keys and types, or its case values, sorted.
    static func shape(_ model: ModelDefinition) -> Set<String> {
        switch model.kind {
        case let .object(properties): return Set(properties.map { "\($0.key):\($0.type)" })
        case let .enum(enumModel): return Set(enumModel.cases.map(\.value.description))
        case let .union(union): return Set(union.variants.map { "\($0.name):\($0.type)" })
        }
    }

    /// Evidence that a removed model was renamed to an added one. Shape — identical members (3) or most members shared
    /// (2 × share, needs half unless the release's term change, API version or a model rename relates the names; see
    /// ``sharedMemberShare(_:_:relation:)``) — or the same place of use (``ModelSlots``, through the parents renamed by
    /// earlier passes: 2 for the same member, 2.5 when a model is named after it, 1 or 1.5 for members at the same
    /// position) is necessary but never sufficient: the name
    /// (``NameEvidence``) or the description (same 1.5, similar 1) must add at least 1, and a weak name relation is
    /// cancelled by a contradicting description unless the place of use confirms it. The same use (0.5) is a
    /// tie-breaker. Needs 3.5. A record that shares clearly more members with the new model than either shares with any
    /// other (``MemberOverlapLeaders``) adds 0.5 to a pair that falls short; with neither a name nor a description it
    /// reaches 3.5 only with the same use, and a stronger pair the release's names relate keeps the record (PaLM's
    /// `GenerateTextRequest`).
    func modelRenameScore(_ oldModel: ModelDefinition, _ newModel: ModelDefinition) -> (Double, [String])? {
        // The name and the description first: without them no shape can make a rename, and most candidate pairs stop
        // here before their members are compared.
        let slot = ModelSlots.sameSlot(old: oldSlots, new: newSlots, oldModel: oldModel.name, newModel: newModel.name, parents: slotParents)
            ?? heldByDroppedEnvelope(oldModel, newModel)
        let slotWeight = slot?.0 ?? 0
        var name = NameEvidence.between(oldModel.name, newModel.name)
        var termChange = (name?.weight ?? 0) < 3 ? systematic?.edit(oldModel.name, newModel.name) : nil
        if termChange != nil {
            name = NameEvidence(kind: .systematic)
        } else if (name?.weight ?? 0) < 3, releaseNames?.differInAPIVersionOnly(oldModel.name, newModel.name) == true {
            name = NameEvidence(kind: .apiVersion)
        } else if (name?.weight ?? 0) < 3, let rename = releaseNames?.modelRenameRelating(oldModel.name, newModel.name) {
            name = NameEvidence(kind: .afterModelRename)
            termChange = "the same name once the model rename \"\(rename)\" is applied"
        } else if (name?.weight ?? 0) < 3, let prefix = releaseNames?.prefixChangeRelating(oldModel.name, newModel.name) {
            // `SetAccountInfoResponse` → `GoogleCloudIdentitytoolkitV1SetAccountInfoResponse`.
            name = NameEvidence(kind: .apiVersion)
            termChange = prefix
        } else if (name?.weight ?? 0) < 2, let after = systematic?.relationAfterTermChanges(oldModel.name, newModel.name) {
            name = after
        }
        if (name?.weight ?? 0) < 2, let leaf = NameEvidence.betweenLastSegments(oldModel.name, newModel.name) {
            name = leaf
            termChange = "\(leaf.kind.rawValue) in another namespace"
        } else if (name?.weight ?? 0) < 2, let across = releaseNames?.relationAcrossAPIVersion(oldModel.name, newModel.name) {
            name = across
            termChange = "\(across.kind.rawValue) under the release's new API version"
        }
        // `AdUnits` → `ListAdUnitsResponse`: both list wrappers of `AdUnit`, named by the convention.
        if (name?.weight ?? 0) < 2.5, wrapSameItem(oldModel, newModel) {
            name = NameEvidence(kind: .reordered)
            termChange = "both list wrappers of the same item"
        }
        var nameWeight = 0.0
        var nameEvidence: String?
        if let name, name.kind != .sharedWord || slotWeight > 0 || !Self.sharesOnlyStructuralWords(oldModel.name, newModel.name) {
            nameWeight = name.weight
            nameEvidence = termChange ?? name.kind.rawValue
        }
        var descriptionWeight = 0.0
        var descriptionEvidence: String?
        switch DescriptionEvidence.between(oldModel.description, newModel.description) {
        case .same:
            descriptionWeight = 1.5
            descriptionEvidence = "same description"
        case .similar:
            descriptionWeight = 1
            descriptionEvidence = "similar description"
        case .different:
            if nameWeight > 0, nameWeight <= 1.5, slotWeight == 0 {
                nameWeight = 0
                nameEvidence = nil
            }
        case .none:
            break
        }
        // A record that shares clearly more members with this model than either shares with any other
        // (``MemberOverlapLeaders``: NHL's `Person` → `PlayerLanding`). With a related name, as the members kept, only
        // when the model did not shrink: a smaller model that several old members fit is as often another concept.
        let leading = overlapLeaders?.leading(oldModel.name, newModel.name)
        let leaderEvidence = leading.map { nameWeight + descriptionWeight < 1 || $0.new >= $0.old } == true
            ? "more members kept than any other model shares with either" : nil
        // Neither the name nor the description: only such a leading record, or a record that kept many members in the
        // same place of use (Rippling's `Employee` → `Worker`, 19 members kept, both returned by `GET /employees/{id}` →
        // `/workers/{id}`).
        var keptInPlace = false
        if nameWeight + descriptionWeight < 1 {
            if leaderEvidence == nil {
                guard slotWeight >= 2, Self.keptManyMembers(Self.sharedMembers(oldModel, newModel, relation: context.relation)) else { return nil }
            }
            keptInPlace = true
        }
        let oldUses = oldUsage.usages(of: oldModel.name)
        let newUses = newUsage.usages(of: newModel.name)
        let sameUse = Self.usedAlike(oldUses, newUses)
        var evidence: [String] = []
        var shapeWeight = 0.0
        let oldShape = Self.shape(oldModel)
        if oldShape == Self.shape(newModel), !oldShape.isEmpty {
            shapeWeight = 3
            evidence.append("identical shape")
        } else if Self.sameValuesRestyled(oldModel, newModel) {
            // `normal`, `high` → `NORMAL`, `HIGH`: every value kept, written in the release's new style.
            shapeWeight = 3
            evidence.append("the same values in another style")
        } else {
            let members = Self.sharedMembers(oldModel, newModel, relation: context.relation)
            let share = members.share
            // A description said alike, the same place of use and more members kept than any other model shares with
            // either (Heroku's `Process` → `Dyno`: 6 of 13 members, both "a process of an app", both returned by the same
            // calls); or, instead of the description, a name a word apart on a model that grew (Poloniex's
            // `CancelAllRequest` → `CancelAllOrdersRequest`); or any related name on an enum, whose values are its
            // members (Paddle's `SubscriptionState` → `SubscriptionStatus`, four values kept).
            let isEnum: Bool
            if case .enum = oldModel.kind { isEnum = true } else { isEnum = false }
            let closest = sameUse ? overlapLeaders?.closest(oldModel.name, newModel.name).flatMap { members in
                isEnum || descriptionWeight >= 1 || Self.wordApartKinds.contains(name?.kind) && members.new >= members.old ? members : nil
            } : nil
            // A model that kept most of its members while it grew (`TraceSpan` → `Span`: 5 of 7 members kept, 8 added)
            // shares few of the union; the old members kept count when at least 3 are kept and the names relate. Not
            // for a model that shrank: a smaller new model that several old members fit is as often another concept.
            let kept = members.shared >= 3 && nameWeight >= 1.5 ? members.keptShare : 0
            // The same name in another style (`AlertGroup` → `alertGroup`) is the model kept, whatever its members became.
            // Many members kept, most of the old model's (`User` → `Author` in Ghost v3: 13 of 15), is a shape of its own
            // however much the model grew or how little the names relate.
            // So is a record that kept many members, half of the larger model's, under a related name (ClimaCell's
            // `WeatherData` → Tomorrow.io's `WeatherValues`: 17 kept of 26 and 27). A description alone does not relate
            // them: WordPress's `Term` with a third of its members gone is not `Category`, though both are "a term".
            let manyKept = members.shared >= Self.manyMembers && Double(members.shared) >= 0.75 * Double(members.old)
                || (nameWeight >= 1 && Self.keptManyMembers(members))
            guard share >= 0.5 || kept >= 0.6 || manyKept || leaderEvidence != nil || closest != nil || slotWeight >= 1 || [.systematic, .apiVersion, .afterModelRename, .style].contains(name?.kind)
                || (nameWeight >= 3 && share >= 0.25) || (nameWeight >= 2 && descriptionWeight >= 1 && share >= 0.25 && members.new >= members.old
                    && !Self.differInStructuralWord(oldModel.name, newModel.name)) else { return nil }
            if manyKept || keptInPlace, share < 1 {
                // Of two records that kept many members (Freshdesk's `User` → `Contact` with 17, → `ContactInput` with
                // 13), the one that kept more is the closer: the share breaks the tie, below any other evidence's step.
                shapeWeight = 2.5 + share * RenameMatcher.nameTieBreak
                evidence.append("\(members.shared) of \(members.old) members kept")
            } else if kept >= 0.6, kept * 0.75 > share {
                shapeWeight = 1.5 * kept
                evidence.append("\(members.shared) of \(members.old) members kept")
            } else if let closest, 2 * share < Self.closestMembersWeight {
                shapeWeight = Self.closestMembersWeight
                evidence.append("\(closest.shared) of \(closest.old) \(isEnum ? "values" : "members") kept, more than any other model shares with either")
            } else {
                shapeWeight = 2 * share
                if share > 0 { evidence.append("\(Int((share * 100).rounded()))% of members shared") }
            }
        }
        if isEnvelope(oldModel, of: newModel) { return nil }
        evidence += [nameEvidence, descriptionEvidence, slot?.1].compactMap { $0 }
        var score = shapeWeight + nameWeight + descriptionWeight + slotWeight
        // What only responses returned is not what only requests send now (`keys` returned with an application, the
        // create request's `createApplication_request_keys`), unless the names are the same words.
        if nameWeight < 3, !oldUses.isEmpty, !newUses.isEmpty, Set(oldUses).isDisjoint(with: newUses) { return nil }
        if sameUse {
            score += 0.5
            evidence.append("same use")
        }
        // Leading the overlap completes a pair that falls short; a pair that makes it without says so without it.
        if let leaderEvidence, score < 3.5 {
            score += 0.5
            evidence.append(leaderEvidence)
        }
        // Equal totals are decided by the closer name (``RenameMatcher`` pairs neither side of a tie).
        return score >= 3.5 ? (score + nameWeight * RenameMatcher.nameTieBreak, evidence) : nil
    }

    /// Compares two matched models.
    mutating func compareModel(_ oldModel: ModelDefinition, _ newModel: ModelDefinition) {
        let oldPath = ElementPath.model(oldModel.name)
        let newPath = ElementPath.model(newModel.name)
        let usage = oldUsage.usages(of: oldModel.name)
        if oldModel.deprecated != newModel.deprecated {
            add(Change(
                kind: .updated, element: .model, old: oldPath, new: newPath, aspect: .deprecated,
                before: .bool(oldModel.deprecated), after: .bool(newModel.deprecated), breaking: false, solvable: true, usage: usage
            ))
        }
        switch (oldModel.kind, newModel.kind) {
        case let (.object(oldProperties), .object(newProperties)):
            compareProperties(oldProperties, newProperties, oldModel: oldModel.name, newModel: newModel.name)
        case let (.enum(oldEnum), .enum(newEnum)):
            compareEnum(oldEnum, newEnum, oldModel: oldModel.name, newModel: newModel.name)
        case let (.union(oldUnion), .union(newUnion)):
            compareUnion(oldUnion, newUnion, oldModel: oldModel.name, newModel: newModel.name)
        default:
            var change = Change(
                kind: .updated, element: .model, old: oldPath, new: newPath, aspect: .modelKind,
                before: .string(Self.kindFingerprint(oldModel)), after: GuideJSON.value(newModel),
                breaking: !usage.isEmpty, solvable: false, usage: usage,
                note: "The model changed from \(Self.kindPhrase(oldModel)) to \(Self.kindPhrase(newModel)). `migrate` converts no such change: "
                    + "the migrated client codes the old type as before, which the new version may reject or answer in another shape; "
                    + "a person must adapt the app."
            )
            change.convert = Change.Conversion()
            change.needsDecision = true
            add(change)
        }
    }
}

extension EnumValue {
    /// A string value with case and separators set aside (`in_progress`, `IN_PROGRESS` and `inProgress` all give
    /// `inprogress`), so that values a release restyled compare equal; `nil` for integers and values with no letters or
    /// digits.
    var styleKey: String? {
        guard case let .string(text) = self else { return nil }
        let key = NameSimilarity.normalized(text)
        return key.isEmpty ? nil : key
    }
}
