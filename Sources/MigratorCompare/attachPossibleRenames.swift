import MigratorModel

extension ComparisonState {
    /// The paths of the removals and additions recorded so far.
    private struct RecordedChanges {
        /// Every removed path (old) and added path (new).
        var removedPaths = Set<String>(), addedPaths = Set<String>()

        init(_ changes: [Change]) {
            for change in changes {
                if change.kind == .removed, let path = change.old { removedPaths.insert(path) }
                if change.kind == .added, let path = change.new { addedPaths.insert(path) }
            }
        }
    }

    /// Whether two sibling lists each have a member the other lacks (a removal and an addition may meet there).
    private static func bothChanged(_ old: [String], _ new: [String]) -> Bool {
        let (a, b) = (Set(old), Set(new))
        return !a.isSubset(of: b) && !b.isSubset(of: a)
    }

    /// Lists ``PossibleRenames`` on the removals recorded so far: models and endpoints among the added ones, properties
    /// and enum cases within the matched model, parameters within the matched endpoint (`endpoints` is the endpoint
    /// matching). Only parents with both a removal and an addition are looked at. Does nothing when renames are not
    /// detected.
    mutating func attachPossibleRenames(endpoints: ElementMatching) {
        guard options.detectRenames else { return }
        let recorded = RecordedChanges(changes)
        guard !recorded.removedPaths.isEmpty, !recorded.addedPaths.isEmpty else { return }
        var found: [String: [(path: String, evidence: [String])]] = [:]
        // A pair a reviewer rejected (`--not-rename`) is not offered again; the next candidates take its place.
        let rejected = Set(options.rejectedRenames.map(\.description))
        let excluded: (String, String) -> Bool = { old, new in
            !rejected.isEmpty && PossibleRenames.rejectionForms(old: old, new: new).contains(where: rejected.contains)
        }
        func collect(
            _ removed: [PossibleRenames.Facts], _ added: [PossibleRenames.Facts], types: PossibleRenames.TypeMatch = .any,
            extra: (PossibleRenames.Facts, PossibleRenames.Facts) -> (Double, String)? = { _, _ in nil }
        ) {
            let removed = removed.filter { recorded.removedPaths.contains($0.path) }
            let added = added.filter { recorded.addedPaths.contains($0.path) }
            let candidates = PossibleRenames.candidates(
                removed: removed, added: added, types: types, relation: context.relation, extra: extra, excluded: excluded
            )
            found.merge(candidates) { first, _ in first }
        }
        let removedModels = Set(old.models.map(\.name)).subtracting(modelMap.keys)
        let addedModels = Set(new.models.map(\.name)).subtracting(modelMap.values)
        if !removedModels.isEmpty, !addedModels.isEmpty { collectModels(removed: removedModels, added: addedModels, collect) }
        for (oldName, newName) in modelMap {
            guard let oldModel = oldModel(oldName), let newModel = newModel(newName) else { continue }
            switch (oldModel.kind, newModel.kind) {
            case let (.object(a), .object(b)) where Self.bothChanged(a.map(\.key), b.map(\.key)):
                collect(
                    a.enumerated().map { index, property in
                        PossibleRenames.Facts(path: ElementPath.property(property.key, in: oldName), name: property.key,
                                              type: mapped(property.type).description, description: property.description, index: index)
                    },
                    b.enumerated().map { index, property in
                        PossibleRenames.Facts(path: ElementPath.property(property.key, in: newName), name: property.key,
                                              type: property.type.description, description: property.description, index: index)
                    }
                )
            case let (.enum(a), .enum(b)) where Self.bothChanged(a.cases.map(\.value.description), b.cases.map(\.value.description)):
                collect(
                    a.cases.enumerated().map { index, enumCase in
                        PossibleRenames.Facts(path: ElementPath.enumCase(enumCase.value, in: oldName), name: enumCase.value.description,
                                              type: "case", description: enumCase.description, index: index)
                    },
                    b.cases.enumerated().map { index, enumCase in
                        PossibleRenames.Facts(path: ElementPath.enumCase(enumCase.value, in: newName), name: enumCase.value.description,
                                              type: "case", description: enumCase.description, index: index)
                    }
                )
            default:
                break
            }
        }
        if !endpoints.removed.isEmpty, !endpoints.added.isEmpty { collectEndpoints(endpoints, collect) }
        let state = self
        for pair in endpoints.pairs {
            let (oldEndpoint, newEndpoint) = (old.endpoints[pair.old], new.endpoints[pair.new])
            let key: (Parameter) -> String = { "\($0.location.rawValue)/\($0.name)" }
            guard Self.bothChanged(oldEndpoint.parameters.map(key), newEndpoint.parameters.map(key)) else { continue }
            let facts: (Endpoint, Bool) -> [PossibleRenames.Facts] = { endpoint, isOld in
                endpoint.parameters.enumerated().map { index, parameter in
                    PossibleRenames.Facts(path: ElementPath.parameter(parameter, in: endpoint.operationId), name: parameter.name,
                                          type: (isOld ? state.mapped(parameter.type) : parameter.type).description,
                                          description: parameter.description, index: index)
                }
            }
            collect(facts(oldEndpoint, true), facts(newEndpoint, false))
        }
        guard !found.isEmpty else { return }
        for index in changes.indices where changes[index].kind == .removed {
            guard let path = changes[index].old, let candidates = found[path] else { continue }
            changes[index].possibleRenames = candidates.map { candidate in
                Change.PossibleRename(new: candidate.path, evidence: candidate.evidence,
                                      renameArgument: PossibleRenames.renameArgument(old: path, new: candidate.path))
            }
        }
    }

    /// The model candidates: removed and added models of the same kind, with the place of use or members in common as
    /// extra evidence.
    private func collectModels(
        removed removedModels: Set<String>, added addedModels: Set<String>,
        _ collect: ([PossibleRenames.Facts], [PossibleRenames.Facts], PossibleRenames.TypeMatch, (PossibleRenames.Facts, PossibleRenames.Facts) -> (Double, String)?) -> Void
    ) {
        let removed = old.models.enumerated().filter { removedModels.contains($0.element.name) }
        let added = new.models.enumerated().filter { addedModels.contains($0.element.name) }
        let facts: (Int, ModelDefinition) -> PossibleRenames.Facts = { index, model in
            PossibleRenames.Facts(path: ElementPath.model(model.name), name: model.name, type: Self.matchingFingerprint(model),
                                  description: model.description, index: index)
        }
        // The wire keys (or case values) of each model, to compare members only where one key is shared.
        func keys(_ model: ModelDefinition) -> Set<String> {
            switch model.kind {
            case let .object(properties): return Set(properties.map(\.key))
            case let .enum(enumModel): return Set(enumModel.cases.map(\.value.description))
            case let .union(union): return Set(union.variants.map(\.name))
            }
        }
        let oldKeys = Dictionary(removed.map { ($0.element.name, keys($0.element)) }) { first, _ in first }
        let newKeys = Dictionary(added.map { ($0.element.name, keys($0.element)) }) { first, _ in first }
        collect(removed.map { facts($0.offset, $0.element) }, added.map { facts($0.offset, $0.element) }, .same) { oldFacts, newFacts in
            guard let oldModel = self.oldModel(oldFacts.name), let newModel = self.newModel(newFacts.name) else { return nil }
            if let slot = ModelSlots.sameSlot(old: self.oldSlots, new: self.newSlots, oldModel: oldModel.name, newModel: newModel.name, parents: self.slotParents) {
                return (slot.0, slot.1)
            }
            guard let a = oldKeys[oldModel.name], let b = newKeys[newModel.name], !a.isDisjoint(with: b) else { return nil }
            let members = Self.sharedMembers(oldModel, newModel, relation: self.context.relation)
            guard members.shared > 0, members.share >= 0.3 || members.keptShare >= 0.5 else { return nil }
            return (1, "\(members.shared) members in common")
        }
    }

    /// The endpoint candidates: removed and added endpoints of the same method, with the same request body or response
    /// as extra evidence.
    private func collectEndpoints(
        _ endpoints: ElementMatching,
        _ collect: ([PossibleRenames.Facts], [PossibleRenames.Facts], PossibleRenames.TypeMatch, (PossibleRenames.Facts, PossibleRenames.Facts) -> (Double, String)?) -> Void
    ) {
        let removed = endpoints.removed.map { old.endpoints[$0] }
        let added = endpoints.added.map { new.endpoints[$0] }
        collect(removed.enumerated().map { Self.candidateFacts($1, index: $0) }, added.enumerated().map { Self.candidateFacts($1, index: $0) }, .sameOrOtherMethodByName) { oldFacts, newFacts in
            guard let oldIndex = self.oldPositions.endpoints[oldFacts.name], let newIndex = self.newPositions.endpoints[newFacts.name] else { return nil }
            return self.exchangeEvidence(self.old.endpoints[oldIndex], self.new.endpoints[newIndex])
        }
    }
}
