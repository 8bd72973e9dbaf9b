import MigratorCompare
import MigratorModel

/// A guide's `movedTo` or `movedFrom` that `migrate` does not follow (the element is treated as removed or added
/// instead), reported as a warning naming the guide change.
struct IgnoredMove: Hashable {
    /// The guide change's id.
    var changeID: String
    /// `movedTo` or `movedFrom`.
    var field: String
    /// Why it is not followed.
    var reason: String
}

extension MigrationPlanner {
    /// Whether the newest model has the guide's `movedTo` path: a member holding an object model whose member has the
    /// old property's Swift type.
    static func carries(
        _ movedTo: [String], property: Property, wireProperties: [Property], wire: APIDocument, wireIndex: DocumentPositions, chooser: ConversionChooser
    ) -> Bool {
        guard movedTo.count == 2, let holder = wireProperties.first(where: { $0.key == movedTo[0] }), case let .model(name) = holder.type,
              let model = wireIndex.models[name].map({ wire.models[$0] }), case let .object(members) = model.kind,
              let member = members.first(where: { $0.key == movedTo[1] }) else { return false }
        return chooser.sameSwiftType(property.type, member.type)
    }

    /// The old interface member a guide's `movedFrom` (wire keys before step `step`) names for `wireProperty` of
    /// `model`: a property holding an object whose member the newest version no longer has, of the same Swift type and
    /// wire form (a `date` is no `date-time`) and not deprecated (the holder reads it). `nil` when the guide names no
    /// such member.
    static func movedFrom(
        _ keys: [String], step: Int, into wireProperty: Property, of model: ModelDefinition, trail: ElementTrail, chooser: ConversionChooser
    ) -> MovedFromValue? {
        guard keys.count == 2, case let .object(properties) = model.kind else { return nil }
        let old = trail.chain.documents[0]
        for holder in properties where trail.property(holder.key, in: model.name, beforeStep: step)?.key == keys[0] {
            guard case let .model(objectName) = holder.type, let object = old.models.first(where: { $0.name == objectName }),
                  case let .object(members) = object.kind else { continue }
            for member in members where !member.deprecated && trail.property(member.key, in: objectName, beforeStep: step)?.key == keys[1] {
                guard case .removed = trail.property(member.key, in: objectName), chooser.sameSwiftType(member.type, wireProperty.type),
                      TypeCompatibility.sameWireForm(member.type, wireProperty.type) else { continue }
                return MovedFromValue(holderKey: holder.key, objectModel: objectName, memberKey: member.key)
            }
        }
        return nil
    }

    /// The plans with every object member some holder's added property says moved out of it (``MovedFromValue``)
    /// planned as ``PropertyPlan/movedOut(_:)``: decoded when a holder fills it in, never sent by the object itself.
    static func markingMovedOut(_ models: [String: ModelPlan]) -> [String: ModelPlan] {
        var onto: [String: [String: [String]]] = [:]
        for (name, plan) in models {
            guard case let .object(_, added) = plan else { continue }
            for addedPlan in added.values {
                if let from = addedPlan.movedFrom { onto[from.objectModel, default: [:]][from.memberKey, default: []].append("\(name).\(addedPlan.wireKey)") }
            }
        }
        var result = models
        for (objectName, members) in onto {
            guard case .object(var properties, let added)? = result[objectName] else { continue }
            for (key, places) in members {
                guard case let .removed(version, fallbackJSON)? = properties[key] else { continue }
                properties[key] = .movedOut(MovedOutValue(version: version, onto: places.sorted(), fallbackJSON: fallbackJSON))
            }
            result[objectName] = .object(properties: properties, added: added)
        }
        return result
    }

    /// Why a holder cannot have values put back into its object, from its plan.
    static func holderMisfit(_ key: String, _ plan: PropertyPlan?) -> String {
        switch plan {
        case .kept?: return "`\(key)` is converted to another type in the newest version, not decoded as its own"
        case .moved?, .movedOut?: return "`\(key)` itself moved in the newest version"
        default: return "`\(key)` is not a member of the model the newest version still has"
        }
    }

    /// Warnings for the moves not followed, located at the guide change's field (`/changes/3/movedFrom` in the guide
    /// that has a change with that id and field), in the order found.
    static func warnings(_ ignored: [IgnoredMove], guides: [MigrationGuide], names: [String]) -> [Diagnostic] {
        var seen: Set<IgnoredMove> = []
        return ignored.compactMap { move -> Diagnostic? in
            guard seen.insert(move).inserted else { return nil }
            let element = move.changeID.hasPrefix("removed:/endpoints/") || move.changeID.hasPrefix("added:/endpoints/") ? "parameter" : "property"
            let what = "the \(element) is treated as \(move.field == "movedTo" ? "removed" : "added")"
            for (guideIndex, guide) in guides.enumerated() {
                guard let index = guide.changes.firstIndex(where: {
                    $0.id == move.changeID && (move.field == "movedTo" ? $0.movedTo != nil : $0.movedFrom != nil)
                }) else { continue }
                let name = guideIndex < names.count ? names[guideIndex] : "guide \(guideIndex + 1)"
                return Diagnostic(
                    .warning, "\(move.changeID): \(move.field) is not followed: \(move.reason); \(what)",
                    at: SourceLocation(file: name, pointer: "/changes/\(index)/\(move.field)")
                )
            }
            return nil
        }
    }
}
