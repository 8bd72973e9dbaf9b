import Foundation
import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Compares the properties of two matched object models: matching by wire key, hints and evidence, then every
    /// aspect of each matched pair.
    mutating func compareProperties(_ oldProperties: [Property], _ newProperties: [Property], oldModel: String, newModel: String) {
        let matching = ElementMatching.match(
            oldIDs: oldProperties.map(\.key), newIDs: newProperties.map(\.key),
            cliHint: { hint(parent: oldModel, old: $0) }, documentHint: { newProperties[$0].renamedFrom },
            detect: options.detectRenames,
            fingerprintOld: { mapped(oldProperties[$0].type).description }, fingerprintNew: { newProperties[$0].type.description },
            score: { memberRenameScore(
                old: MemberFacts(names: oldProperties.map(\.key), index: $0, description: oldProperties[$0].description, required: oldProperties[$0].required),
                new: MemberFacts(names: newProperties.map(\.key), index: $1, description: newProperties[$1].description, required: newProperties[$1].required)
            ) }
        )
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
                oldPath: oldPath, newPath: newPath, element: .property, inRequests: inRequests, inResponses: inResponses, usage: usage
            )
            compareValueAspects(facts, old: ValueShape(oldProperty), new: ValueShape(newProperty))
        }
        for index in matching.removed {
            let property = oldProperties[index]
            let breaking = inResponses && property.required && !property.nullable
            var change = Change(
                kind: .removed, element: .property, old: ElementPath.property(property.key, in: oldModel), new: nil,
                breaking: breaking, solvable: true, usage: usage,
                note: breaking ? "A required response property is gone; decoding needs a fallback value." : nil
            )
            if breaking {
                change.fallbackValue = property.defaultValue ?? .null
                change.needsDecision = property.defaultValue == nil ? true : nil
            }
            add(change)
        }
        let newInRequests = newUsage.inRequests(newModel)
        for index in matching.added {
            let property = newProperties[index]
            let breaking = newInRequests && property.required
            var change = Change(
                kind: .added, element: .property, old: nil, new: ElementPath.property(property.key, in: newModel),
                definition: GuideJSON.value(property), breaking: breaking, solvable: true, usage: newUsage.usages(of: newModel),
                note: breaking ? "Requests must now send this property; the guide's defaultValue is sent when the old interface has no value." : nil
            )
            if breaking {
                change.defaultValue = property.defaultValue ?? .null
                change.needsDecision = property.defaultValue == nil ? true : nil
            }
            add(change)
        }
    }

    /// Evidence that a removed member (property or parameter) was renamed to an added one of the same type:
    /// same description (2) or a reworded one sharing most words (1), same position (1), same neighbours (1),
    /// same required-ness (0.5), related names (1, unless the old name relates to several added names: a split).
    /// Needs 2.
    func memberRenameScore(old: MemberFacts, new: MemberFacts) -> (Double, [String])? {
        var score = 0.0
        var evidence = ["same type"]
        let oldDescription = old.description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let newDescription = new.description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !oldDescription.isEmpty, oldDescription == newDescription {
            score += 2
            evidence.append("same description")
        } else if NameSimilarity.wordOverlap(oldDescription, newDescription) >= 0.6 {
            score += 1
            evidence.append("similar description")
        }
        if old.index == new.index {
            score += 1
            evidence.append("same position")
        }
        if old.neighbours == new.neighbours, old.neighbours != MemberFacts.Neighbours(previous: nil, next: nil) {
            score += 1
            evidence.append("same neighbours")
        }
        if old.required == new.required {
            score += 0.5
            evidence.append("same required-ness")
        }
        if NameSimilarity.related(old.name, new.name) {
            let newSet = Set(new.names)
            let oldSet = Set(old.names)
            let addedRelated = new.names.filter { !oldSet.contains($0) && NameSimilarity.related(old.name, $0) }.count
            let removedRelated = old.names.filter { !newSet.contains($0) && NameSimilarity.related($0, new.name) }.count
            if addedRelated <= 1, removedRelated <= 1 {
                score += 1
                evidence.append("related name")
            }
        }
        return (score, evidence)
    }
}

/// A member (property or parameter) among its siblings, for rename evidence.
struct MemberFacts {
    /// The identifiers of all siblings, in order.
    var names: [String]
    /// The member's index among them.
    var index: Int
    /// The member's description.
    var description: String?
    /// Whether it is required.
    var required: Bool

    /// The member's identifier.
    var name: String { names[index] }

    /// The identifiers before and after the member.
    struct Neighbours: Equatable {
        var previous: String?
        var next: String?
    }

    /// The member's neighbours.
    var neighbours: Neighbours {
        Neighbours(previous: index > 0 ? names[index - 1] : nil, next: index + 1 < names.count ? names[index + 1] : nil)
    }
}
