import MigratorModel
import MigratorRuntime

/// Keeps the human edits of an earlier guide for the same pair of documents when the guide is regenerated.
///
/// Changes are matched by their stable id. For each match, the fields meant to be edited by people
/// (`defaultValue`, `fallbackValue`, `replacementCase`, `valueMap`, `convert`, `movedTo`, `movedFrom`, `needsDecision`, `note`) are taken from the
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
        /// Ids of earlier changes whose `movedTo` or `movedFrom` (and note) were not kept: the move was rejected
        /// (`--not-rename`).
        public var rejectedMoves: [String] = []
    }

    /// Whether an editable field of `change` still holds an undecided `null` (or an empty conversion / value map entry).
    static func stillUndecided(_ change: Change) -> Bool {
        guard change.needsDecision == true || change.needsDecision == false else { return false }
        if change.defaultValue == .null || change.fallbackValue == .null || change.replacementCase == .null { return true }
        if change.valueMap?.contains(where: { $0.new == .null }) == true { return true }
        if let convert = change.convert, convert.builtin == nil, convert.toNew == nil || convert.toOld == nil { return true }
        return false
    }

    /// Merges the edits of `previous` into `fresh`. `rejected` are `--not-rename` arguments: an earlier move one of
    /// them rejects (``ChangeDescription/rejectionArgument(_:)``) is not brought back, nor the note that came with it.
    public static func merge(fresh: MigrationGuide, previous: MigrationGuide, rejected: [RenameHint] = []) -> Result {
        let previousByID = Dictionary(previous.changes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rejectedArguments = Set(rejected.map(\.description))
        var kept: [String] = []
        var rejectedMoves: [String] = []
        var merged = fresh
        merged.changes = fresh.changes.map { change in
            guard var earlier = previousByID[change.id] else { return change }
            if earlier.movedTo != nil || earlier.movedFrom != nil, let argument = ChangeDescription.rejectionArgument(earlier),
               rejectedArguments.contains(argument) {
                earlier.movedTo = nil
                earlier.movedFrom = nil
                earlier.note = nil
                rejectedMoves.append(change.id)
            }
            var result = change
            var edited = false
            /// Takes a decided (non-null) earlier value; an undecided `null` never overwrites a computed value.
            func take(_ keyPath: WritableKeyPath<Change, JSONValue?>) {
                guard let value = earlier[keyPath: keyPath], value != .null, value != change[keyPath: keyPath] else { return }
                result[keyPath: keyPath] = value
                edited = true
            }
            take(\.defaultValue)
            take(\.fallbackValue)
            take(\.replacementCase)
            if let map = earlier.valueMap, !map.contains(where: { $0.new == .null }), map != change.valueMap {
                result.valueMap = map
                edited = true
            }
            if let convert = earlier.convert, convert.builtin != nil || (convert.toNew != nil && convert.toOld != nil), convert != change.convert {
                result.convert = convert
                edited = true
            }
            if let movedTo = earlier.movedTo, movedTo != change.movedTo {
                result.movedTo = movedTo
                edited = true
            }
            if let movedFrom = earlier.movedFrom, movedFrom != change.movedFrom {
                result.movedFrom = movedFrom
                edited = true
            }
            if let note = earlier.note, note != change.note {
                result.note = note
                edited = true
            }
            if edited { kept.append(change.id) }
            result.needsDecision = Self.stillUndecided(result) ? true : (change.needsDecision == nil ? nil : false)
            return result
        }
        let freshIDs = Set(fresh.changes.map(\.id))
        let dropped = previous.changes.map(\.id).filter { !freshIDs.contains($0) }
        return Result(guide: merged, kept: kept, dropped: dropped, rejectedMoves: rejectedMoves)
    }
}
