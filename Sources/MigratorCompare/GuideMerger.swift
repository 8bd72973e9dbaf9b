import MigratorModel

/// Keeps the human edits of an earlier guide for the same pair of documents when the guide is regenerated.
///
/// Changes are matched by their stable id. For each match, the fields meant to be edited by people
/// (`defaultValue`, `fallbackValue`, `replacementCase`, `valueMap`, `convert`, `needsDecision`, `note`) are taken from the
/// earlier guide wherever it has them; everything `compare` computes (paths, kinds, breaking, solvable) is fresh.
/// Changes of the earlier guide that no longer occur are dropped and reported.
public enum GuideMerger {
    /// The result of a merge.
    public struct Result: Sendable {
        /// The merged guide.
        public var guide: MigrationGuide
        /// Ids of earlier changes whose edits were kept.
        public var kept: [String]
        /// Ids of earlier changes that no longer occur.
        public var dropped: [String]
    }

    /// Merges the edits of `previous` into `fresh`.
    public static func merge(fresh: MigrationGuide, previous: MigrationGuide) -> Result {
        let previousByID = Dictionary(previous.changes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var kept: [String] = []
        var merged = fresh
        merged.changes = fresh.changes.map { change in
            guard let earlier = previousByID[change.id] else { return change }
            var result = change
            var edited = false
            func take<T: Equatable>(_ keyPath: WritableKeyPath<Change, T?>) {
                guard let value = earlier[keyPath: keyPath], value != change[keyPath: keyPath] else { return }
                result[keyPath: keyPath] = value
                edited = true
            }
            take(\.defaultValue)
            take(\.fallbackValue)
            take(\.replacementCase)
            take(\.valueMap)
            take(\.convert)
            take(\.note)
            if earlier.needsDecision != change.needsDecision, change.needsDecision == true {
                result.needsDecision = earlier.needsDecision
                edited = true
            }
            if edited { kept.append(change.id) }
            return result
        }
        let freshIDs = Set(fresh.changes.map(\.id))
        let dropped = previous.changes.map(\.id).filter { !freshIDs.contains($0) }
        return Result(guide: merged, kept: kept, dropped: dropped)
    }
}
