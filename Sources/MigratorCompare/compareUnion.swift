import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Compares two matched unions: the discriminator key, then the variants by name (added variants break old
    /// clients' exhaustive handling only in responses, where `unknown(…)` absorbs them).
    mutating func compareUnion(_ oldUnion: UnionModel, _ newUnion: UnionModel, oldModel: String, newModel: String) {
        let usage = oldUsage.usages(of: oldModel)
        let oldPath = ElementPath.model(oldModel)
        let newPath = ElementPath.model(newModel)
        if oldUnion.discriminator != newUnion.discriminator {
            add(Change(
                kind: .updated, element: .model, old: oldPath, new: newPath, aspect: .discriminator,
                before: oldUnion.discriminator.map(JSONValue.string) ?? .null, after: newUnion.discriminator.map(JSONValue.string) ?? .null,
                breaking: !usage.isEmpty, solvable: true, usage: usage
            ))
        }
        let oldVariants = oldUnion.variants
        let newVariants = newUnion.variants
        let matching = ElementMatching.match(
            oldIDs: oldVariants.map { variant in
                // A variant named after its model follows that model's rename.
                variant.name == UnionVariant.defaultName(for: variant.type) ? UnionVariant.defaultName(for: mapped(variant.type)) : variant.name
            },
            newIDs: newVariants.map(\.name),
            cliHint: { hint(parent: oldModel, old: $0) }, documentHint: { _ in nil }, detect: false
        )
        for pair in matching.pairs {
            let (oldVariant, newVariant) = (oldVariants[pair.old], newVariants[pair.new])
            if let evidence = pair.evidence {
                add(Change(
                    kind: .renamed, element: .variant, old: ElementPath.variant(oldVariant.name, in: oldModel),
                    new: ElementPath.variant(newVariant.name, in: newModel), after: .object(["name": .string(newVariant.name)]),
                    breaking: false, solvable: true, evidence: evidence, usage: usage, note: "Variant names are not sent on the wire."
                ))
            }
            if mapped(oldVariant.type) != newVariant.type || oldVariant.value != newVariant.value {
                add(Change(
                    kind: .updated, element: .variant, old: ElementPath.variant(oldVariant.name, in: oldModel),
                    new: ElementPath.variant(newVariant.name, in: newModel), aspect: .type,
                    before: GuideJSON.value(oldVariant), after: GuideJSON.value(newVariant), breaking: !usage.isEmpty, solvable: true, usage: usage,
                    note: "The variant's payload type or discriminator value changed."
                ))
            }
        }
        for index in matching.removed {
            add(Change(
                kind: .removed, element: .variant, old: ElementPath.variant(oldVariants[index].name, in: oldModel), new: nil,
                breaking: oldUsage.inRequests(oldModel), solvable: true, usage: usage,
                note: "Requests can no longer send this variant; the old case stays, deprecated."
            ))
        }
        for index in matching.added {
            let variant = newVariants[index]
            add(Change(
                kind: .added, element: .variant, old: nil, new: ElementPath.variant(variant.name, in: newModel),
                definition: GuideJSON.value(variant), breaking: oldUsage.inResponses(oldModel), solvable: true, usage: usage,
                note: "Old clients decode it as unknown(…)."
            ))
        }
    }
}
