import MigratorModel

/// The list-wrapper convention for whole models: a model whose only array member lists one item model and whose name is
/// that item's plural with list words around it (`AdUnits`, `AdUnitList`, `ListAdUnitsResponse`, `PaginatedAdUnitList`
/// for `AdUnit`). Two such wrappers of the same item are the same list under a new name (Google's v1 → v2 `AdUnits` →
/// `ListAdUnitsResponse`), even though the names share few words.
enum ListWrapperModels {
    /// Words that make a list wrapper's name around its item's name.
    static let listWords: Set<String> = ["list", "response", "page", "paged", "paginated", "collection", "wrapper"]

    /// The item model that `model` wraps under the convention, or `nil`; `itemName` gives an array member's item model.
    static func item(of model: ModelDefinition, itemName: (TypeReference) -> String?) -> String? {
        guard case let .object(properties) = model.kind, NameEvidence.isComparable(model.name) else { return nil }
        let items = properties.compactMap { property -> String? in
            guard case let .array(element) = property.type else { return nil }
            return itemName(element) ?? ""
        }
        guard items.count == 1, let item = items.first, !item.isEmpty, NameEvidence.isComparable(item), item != model.name else { return nil }
        let itemWords = NameEvidence.words(item).map(NameEvidence.singular)
        let nameWords = NameEvidence.words(model.name).map(NameEvidence.singular)
        // The item's words, in order and together, with only list words around them.
        guard let start = nameWords.indices.first(where: { Array(nameWords[$0...].prefix(itemWords.count)) == itemWords }) else { return nil }
        let around = nameWords[..<start] + nameWords[(start + itemWords.count)...]
        guard around.allSatisfy(listWords.contains) else { return nil }
        // `AdUnit` itself is no wrapper: the name has a list word or the item's plural.
        let plural = NameEvidence.words(model.name).last.map { NameEvidence.singular($0) != $0 } ?? false
        return around.isEmpty && !plural ? nil : item
    }
}

extension ComparisonState {
    /// Whether both models are list wrappers (``ListWrapperModels``) of the same item model, the old one's item mapped
    /// to its new name, or (while models are being matched) an item the new document no longer has under the new item's
    /// name in another style (Dynamics' `Account` → Dataverse's `account`).
    func wrapSameItem(_ oldModel: ModelDefinition, _ newModel: ModelDefinition) -> Bool {
        guard let newItem = context.wrapperItem(of: newModel, old: false), let oldItem = context.wrapperItem(of: oldModel, old: true) else { return false }
        if mapped(.model(oldItem)) == .model(newItem) { return true }
        return self.newModel(oldItem) == nil && NameEvidence.isComparable(oldItem) && NameEvidence.isComparable(newItem)
            && NameSimilarity.normalized(oldItem) == NameSimilarity.normalized(newItem)
    }
}
