import MigratorModel

extension ComparisonState {
    /// Lists ``PossibleRenames`` on the removals recorded so far: models and endpoints among the added ones, properties
    /// and enum cases within the matched model, parameters within the matched endpoint (`endpoints` is the endpoint
    /// matching). Does nothing when renames are not detected.
    mutating func attachPossibleRenames(endpoints: ElementMatching) {
        guard options.detectRenames else { return }
        var removedPaths = Set<String>()
        var addedPaths = Set<String>()
        for change in changes {
            if change.kind == .removed, let path = change.old { removedPaths.insert(path) }
            if change.kind == .added, let path = change.new { addedPaths.insert(path) }
        }
        guard !removedPaths.isEmpty, !addedPaths.isEmpty else { return }
        var found: [String: [(path: String, evidence: [String])]] = [:]
        func collect(
            _ removed: [PossibleRenames.Facts], _ added: [PossibleRenames.Facts], sameTypeOnly: Bool = false,
            extra: (PossibleRenames.Facts, PossibleRenames.Facts) -> (Double, String)? = { _, _ in nil }
        ) {
            let removed = removed.filter { removedPaths.contains($0.path) }
            let added = added.filter { addedPaths.contains($0.path) }
            found.merge(PossibleRenames.candidates(removed: removed, added: added, sameTypeOnly: sameTypeOnly, extra: extra)) { first, _ in first }
        }
        // Models.
        let modelFacts: (ModelDefinition, Int) -> PossibleRenames.Facts = { model, index in
            PossibleRenames.Facts(path: ElementPath.model(model.name), name: model.name, type: Self.kindFingerprint(model), description: model.description, index: index)
        }
        let state = self
        collect(old.models.enumerated().map { modelFacts($1, $0) }, new.models.enumerated().map { modelFacts($1, $0) }, sameTypeOnly: true) { oldFacts, newFacts in
            guard let oldModel = state.oldModel(oldFacts.name), let newModel = state.newModel(newFacts.name) else { return nil }
            if let slot = ModelSlots.sameSlot(old: state.oldSlots, new: state.newSlots, oldModel: oldModel.name, newModel: newModel.name, parents: state.slotParents) {
                return (slot.0, slot.1)
            }
            let members = Self.sharedMembers(oldModel, newModel, relation: state.context.relation)
            guard members.shared > 0, members.share >= 0.3 || members.keptShare >= 0.5 else { return nil }
            return (1, "\(members.shared) members in common")
        }
        // Members of matched models.
        for (oldName, newName) in modelMap {
            guard let oldModel = oldModel(oldName), let newModel = newModel(newName) else { continue }
            switch (oldModel.kind, newModel.kind) {
            case let (.object(a), .object(b)):
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
            case let (.enum(a), .enum(b)):
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
        // Endpoints: the same method, and parameters of matched endpoints.
        let endpointFacts: (Endpoint, Int) -> PossibleRenames.Facts = { endpoint, index in
            PossibleRenames.Facts(path: ElementPath.endpoint(endpoint.operationId), name: endpoint.operationId, type: endpoint.method,
                                  description: endpoint.description ?? endpoint.summary, index: index)
        }
        let oldEndpoints = endpoints.removed.map { old.endpoints[$0] }
        let newEndpoints = endpoints.added.map { new.endpoints[$0] }
        collect(oldEndpoints.enumerated().map { endpointFacts($1, $0) }, newEndpoints.enumerated().map { endpointFacts($1, $0) }, sameTypeOnly: true) { oldFacts, newFacts in
            guard let oldIndex = state.oldPositions.endpoints[oldFacts.name],
                  let newIndex = state.newPositions.endpoints[newFacts.name] else { return nil }
            let (a, b) = (state.old.endpoints[oldIndex], state.new.endpoints[newIndex])
            if let body = a.bodyParameter?.type, state.mapped(body) == b.bodyParameter?.type { return (1, "same request body") }
            if let response = a.response?.type, state.mapped(response) == b.response?.type, case .model = response { return (0.5, "same response") }
            return nil
        }
        for pair in endpoints.pairs {
            let (oldEndpoint, newEndpoint) = (old.endpoints[pair.old], new.endpoints[pair.new])
            let facts: (Endpoint, String) -> [PossibleRenames.Facts] = { endpoint, operationId in
                endpoint.parameters.enumerated().map { index, parameter in
                    PossibleRenames.Facts(path: ElementPath.parameter(parameter, in: operationId), name: parameter.name,
                                          type: parameter.type.description, description: parameter.description, index: index)
                }
            }
            var oldFacts = facts(oldEndpoint, oldEndpoint.operationId)
            for index in oldFacts.indices { oldFacts[index].type = mapped(oldEndpoint.parameters[index].type).description }
            collect(oldFacts, facts(newEndpoint, newEndpoint.operationId))
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
}
