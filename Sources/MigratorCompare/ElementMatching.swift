/// The pairing of one collection's old and new elements: identical identifiers, hints, then evidence.
struct ElementMatching {
    /// A matched pair of indices and, for renames, why they were paired.
    struct Pair: Hashable {
        /// Index in the old collection.
        var old: Int
        /// Index in the new collection.
        var new: Int
        /// `nil` when the identifiers are equal; otherwise the rename's evidence.
        var evidence: String?
        /// Whether the pair relates what the two elements use, as the same place of use (an endpoint pair's response
        /// and body models: ``ComparisonState/adoptEndpointRenames(_:removedModels:addedModels:)``); `false` for
        /// evidence that says nothing about them (``KeptParameterEndpoints``, documentation that only shares words).
        var relatesUses = true
    }

    /// Matched pairs, in old order.
    var pairs: [Pair] = []
    /// Old indices with no partner.
    var removed: [Int] = []
    /// New indices with no partner.
    var added: [Int] = []

    /// Matches elements by identifier.
    ///
    /// 1. `--rename` hints (`cliHint(oldID)` names the new identifier);
    /// 2. `renamedFrom` hints in the new document, honoured only when the new identifier does not also exist in the
    ///    old document (a stale hint must not break an identity match);
    /// 3. equal identifiers;
    /// 4. when `detect` is set, evidence through ``RenameMatcher`` (`score` returns the score and its reasons), never
    ///    for a pair of identifiers `rejected` names (a reviewer's `--not-rename`).
    static func match(
        oldIDs: [String], newIDs: [String],
        cliHint: (String) -> String?, documentHint: (Int) -> String?, detect: Bool,
        rejected: (String, String) -> Bool = { _, _ in false },
        threshold: Double = 2, fingerprintOld: (Int) -> String = { _ in "" }, fingerprintNew: (Int) -> String = { _ in "" },
        score: (Int, Int) -> (Double, [String])? = { _, _ in nil }
    ) -> ElementMatching {
        var result = ElementMatching()
        var newIndexByID: [String: Int] = [:]
        for (index, id) in newIDs.enumerated() where newIndexByID[id] == nil { newIndexByID[id] = index }
        var oldIndexByID: [String: Int] = [:]
        for (index, id) in oldIDs.enumerated() where oldIndexByID[id] == nil { oldIndexByID[id] = index }
        var oldTaken = Set<Int>()
        var newTaken = Set<Int>()
        func pair(_ old: Int, _ new: Int, _ evidence: String?) {
            result.pairs.append(Pair(old: old, new: new, evidence: evidence))
            oldTaken.insert(old)
            newTaken.insert(new)
        }
        for (oldIndex, id) in oldIDs.enumerated() {
            if let target = cliHint(id), let newIndex = newIndexByID[target], !newTaken.contains(newIndex) {
                pair(oldIndex, newIndex, target == id ? nil : "--rename")
            }
        }
        for (newIndex, id) in newIDs.enumerated() where !newTaken.contains(newIndex) && oldIndexByID[id] == nil {
            if let source = documentHint(newIndex), let oldIndex = oldIndexByID[source], !oldTaken.contains(oldIndex) {
                pair(oldIndex, newIndex, "renamedFrom hint")
            }
        }
        for (oldIndex, id) in oldIDs.enumerated() where !oldTaken.contains(oldIndex) {
            if let newIndex = newIndexByID[id], !newTaken.contains(newIndex) { pair(oldIndex, newIndex, nil) }
        }
        var removed = oldIDs.indices.filter { !oldTaken.contains($0) }
        var added = newIDs.indices.filter { !newTaken.contains($0) }
        if detect, !removed.isEmpty, !added.isEmpty {
            let matches = RenameMatcher.match(
                removedCount: removed.count, addedCount: added.count, threshold: threshold,
                fingerprintOld: { fingerprintOld(removed[$0]) }, fingerprintNew: { fingerprintNew(added[$0]) },
                score: { rejected(oldIDs[removed[$0]], newIDs[added[$1]]) ? nil : score(removed[$0], added[$1]) }
            )
            for match in matches {
                result.pairs.append(Pair(old: removed[match.old], new: added[match.new], evidence: match.evidence.joined(separator: ", ")))
            }
            let matchedOld = Set(matches.map { removed[$0.old] })
            let matchedNew = Set(matches.map { added[$0.new] })
            removed.removeAll { matchedOld.contains($0) }
            added.removeAll { matchedNew.contains($0) }
        }
        result.pairs.sort { $0.old < $1.old }
        result.removed = removed
        result.added = added
        return result
    }
}
