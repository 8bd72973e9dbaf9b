import Foundation
import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Whether the removed `oldProperty` moved elsewhere rather than being renamed to the added `newProperty`: into the
    /// new member's object, which has a property with the old key and the old type (`network: string` →
    /// `networkConfig: NetworkConfig` whose `network` is that string), or out of the body of `newModel` into a path,
    /// query or header parameter of the same name next to it (`ConfigurationSetName` → `…/{ConfigurationSetName}/…`)
    /// that the old body of `oldModel` did not have beside it yet.
    ///
    /// Members regrouped under one new object move (``memberMoves(model:removed:added:)``, given as `moves` for the model
    /// pair) rather than one of them being renamed to the object: when `moves` puts the old member into the new one
    /// together with another member, the pair is no rename (`webhookClientConfig` → `webhook: WebhookConversion`, whose
    /// `clientConfig` it is, beside `conversionReviewVersions`). Alone, such a member is renamed and its value
    /// converted through the object's member (`customer_id` → `customer` with `object-member` `id`).
    func movedInto(_ oldProperty: Property, _ newProperty: Property, oldModel: String, newModel parent: String, moves: [String: [String]] = [:]) -> Bool {
        if context.newBodyNeighbours[parent]?.contains(oldProperty.key) == true,
           context.oldBodyNeighbours[oldModel]?.contains(oldProperty.key) != true { return true }
        guard case let .model(name) = newProperty.type, let model = newModel(name), case let .object(properties) = model.kind else { return false }
        let oldType = mapped(oldProperty.type)
        guard oldType != newProperty.type else { return false }
        if properties.contains(where: { $0.key == oldProperty.key && $0.type == oldType }) { return true }
        guard moves[oldProperty.key]?.first == newProperty.key else { return false }
        return moves.contains { $0.key != oldProperty.key && $0.value.first == newProperty.key }
    }

    /// Compares the properties of two matched object models: matching by wire key, hints and evidence, then every
    /// aspect of each matched pair.
    mutating func compareProperties(_ oldProperties: [Property], _ newProperties: [Property], oldModel: String, newModel: String) {
        var scorer: MemberRenameScorer?
        let (oldKeys, newKeys) = (Set(oldProperties.map(\.key)), Set(newProperties.map(\.key)))
        // Where vanished members move (worked out on the first candidate only): a member regrouped with others under
        // an object named like it is no rename of that object.
        var predictedMoves: [String: [String]]?
        var matching = ElementMatching.match(
            oldIDs: oldProperties.map(\.key), newIDs: newProperties.map(\.key),
            cliHint: { hint(parent: oldModel, old: $0) }, documentHint: { newProperties[$0].renamedFrom },
            detect: options.detectRenames, rejected: { rejects(parent: oldModel, old: $0, new: $1) }, threshold: MemberRenameScorer.threshold - 0.5,
            score: { oldIndex, newIndex in
                let moves = predictedMoves ?? memberMoves(
                    model: oldModel, removed: oldProperties.filter { !newKeys.contains($0.key) }, added: newProperties.filter { !oldKeys.contains($0.key) }
                )
                predictedMoves = moves
                if movedInto(oldProperties[oldIndex], newProperties[newIndex], oldModel: oldModel, newModel: newModel, moves: moves) { return nil }
                // Built on the first candidate only: most matched models have nothing removed and added.
                let current = scorer ?? MemberRenameScorer(
                    old: memberFacts(oldProperties, mappingTypes: true, owner: oldModel), new: memberFacts(newProperties, mappingTypes: false, owner: newModel),
                    systematic: systematic, parallel: options.detectRenames ? context.parallel : nil, rejected: rejectedPairs(parent: oldModel)
                )
                scorer = current
                return current.score(oldIndex, newIndex)
            }
        )
        // Last, the same text documenting one removed and one added member (``IdenticallyDescribed``).
        if options.detectRenames {
            matching.adoptIdenticallyDescribed(
                oldDescriptions: oldProperties.map(\.description), newDescriptions: newProperties.map(\.description),
                accepts: { !rejects(parent: oldModel, old: oldProperties[$0].key, new: newProperties[$1].key)
                    && !movedInto(oldProperties[$0], newProperties[$1], oldModel: oldModel, newModel: newModel, moves: predictedMoves ?? [:]) }
            )
        }
        let inRequests = oldUsage.inRequests(oldModel)
        let inResponses = oldUsage.inResponses(oldModel)
        let usage = oldUsage.usages(of: oldModel)
        for pair in matching.pairs {
            let (oldProperty, newProperty) = (oldProperties[pair.old], newProperties[pair.new])
            let oldPath = ElementPath.property(oldProperty.key, in: oldModel)
            let newPath = ElementPath.property(newProperty.key, in: newModel)
            if let evidence = pair.evidence {
                add(Change(
                    kind: .renamed, element: .property, old: oldPath, new: newPath,
                    after: .object(["key": .string(newProperty.key), "name": .string(newProperty.name)]),
                    breaking: !usage.isEmpty, solvable: true, evidence: evidence, usage: usage
                ))
            } else if oldProperty.name != newProperty.name {
                add(Change(
                    kind: .updated, element: .property, old: oldPath, new: newPath, aspect: .name,
                    before: .string(oldProperty.name), after: .string(newProperty.name), breaking: false, solvable: true, usage: usage
                ))
            }
            let facts = ValueFacts(
                oldPath: oldPath, newPath: newPath, oldName: oldProperty.key, newName: newProperty.key, element: .property, inRequests: inRequests, inResponses: inResponses, usage: usage
            )
            compareValueAspects(facts, old: ValueShape(oldProperty), new: ValueShape(newProperty))
        }
        let moves = matching.removed.isEmpty || matching.added.isEmpty ? [:]
            : memberMoves(model: oldModel, removed: matching.removed.map { oldProperties[$0] }, added: matching.added.map { newProperties[$0] })
        for index in matching.removed {
            let property = oldProperties[index]
            var breaking = inResponses && property.required && !property.nullable
            var change = Change(
                kind: .removed, element: .property, old: ElementPath.property(property.key, in: oldModel), new: nil,
                breaking: breaking, solvable: true, usage: usage,
                note: breaking ? "A required response property is gone; decoding needs a fallback value." : nil
            )
            var needsFallback = breaking
            if let movedTo = moves[property.key] {
                change.movedTo = movedTo
                breaking = !usage.isEmpty
                change.breaking = breaking
                let holder = newProperties.first { $0.key == movedTo[0] }
                let member: Property? = holder.flatMap { holder in
                    guard case let .model(name) = holder.type, case let .object(members)? = self.newModel(name)?.kind else { return nil }
                    return members.first { $0.key == movedTo[1] }
                }
                let guaranteed = holder?.required == true && holder?.nullable == false && member?.required == true && member?.nullable == false
                needsFallback = needsFallback && !guaranteed
                change.note = "Moved into \(movedTo.joined(separator: ".")): the new object has a member of the same name and type. "
                    + "The migrated client keeps the member and reads and writes it there."
                    + (needsFallback ? " Responses may lack it there; decoding needs a fallback value." : "")
            }
            if needsFallback {
                change.fallbackValue = property.defaultValue ?? .null
                change.needsDecision = property.defaultValue == nil ? true : nil
            }
            add(change)
        }
        let newInRequests = newUsage.inRequests(newModel)
        let filledHolders = holdersFilledByMoves(moves, oldProperties: oldProperties, newProperties: newProperties)
        for index in matching.added {
            let property = newProperties[index]
            let breaking = newInRequests && property.required && !filledHolders.contains(property.key)
            var change = Change(
                kind: .added, element: .property, old: nil, new: ElementPath.property(property.key, in: newModel),
                definition: GuideJSON.value(property), breaking: breaking, solvable: true, usage: newUsage.usages(of: newModel),
                note: breaking ? "Requests must now send this property; the guide's defaultValue is sent when the old interface has no value." : nil
            )
            if breaking {
                change.defaultValue = property.defaultValue ?? .null
                change.needsDecision = property.defaultValue == nil ? true : nil
            }
            if filledHolders.contains(property.key) {
                change.note = "Old clients fill it with the members that moved into it, which they always send."
            }
            add(change)
        }
    }

    /// The rename facts of a model's properties; on the old side types are mapped to new model names. `owner` is the
    /// model's name (on each side its own).
    func memberFacts(_ properties: [Property], mappingTypes: Bool, owner: String? = nil) -> [MemberFacts] {
        let names = properties.map(\.key)
        let arrays = properties.filter { if case .array = $0.type { return true } else { return false } }
        return properties.enumerated().map { index, property in
            var item: String?
            if arrays.count == 1, case let .array(.model(model)) = property.type { item = model }
            var facts = MemberFacts(
                names: names, index: index, description: property.description, required: property.required,
                type: (mappingTypes ? mapped(property.type) : property.type).description, onlyArrayItem: item
            )
            facts.owner = owner
            if case let .model(name) = property.type, let model = mappingTypes ? oldModel(name) : newModel(name) {
                if case .enum = model.kind {} else { facts.objectModel = name }
            }
            return facts
        }
    }
}
