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
                old: (oldProperties[$0].key, oldProperties[$0].description, $0, oldProperties[$0].required),
                new: (newProperties[$1].key, newProperties[$1].description, $1, newProperties[$1].required)
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
            compareValueAspects(
                facts,
                old: ValueShape(type: oldProperty.type, required: oldProperty.required, nullable: oldProperty.nullable,
                                deprecated: oldProperty.deprecated, defaultValue: oldProperty.defaultValue),
                new: ValueShape(type: newProperty.type, required: newProperty.required, nullable: newProperty.nullable,
                                deprecated: newProperty.deprecated, defaultValue: newProperty.defaultValue)
            )
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
    /// same description (2), same position (1), same required-ness (0.5), related names (1). Needs 2.
    func memberRenameScore(
        old: (name: String, description: String?, index: Int, required: Bool),
        new: (name: String, description: String?, index: Int, required: Bool)
    ) -> (Double, [String])? {
        var score = 0.0
        var evidence = ["same type"]
        if let description = old.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty,
           description == new.description?.trimmingCharacters(in: .whitespacesAndNewlines) {
            score += 2
            evidence.append("same description")
        }
        if old.index == new.index {
            score += 1
            evidence.append("same position")
        }
        if old.required == new.required {
            score += 0.5
            evidence.append("same required-ness")
        }
        if NameSimilarity.related(old.name, new.name) {
            score += 1
            evidence.append("related name")
        }
        return (score, evidence)
    }
}
