import MigratorModel

/// One property rename a release makes in many models at once (`createdBy` → `owner` in `ArtifactMetaData`,
/// `VersionMetaData`, `GroupMetaData`, …): in at least ``minimumModels`` models kept under their names, the old key
/// vanished and the new one appeared with the same type — in every model it left and every model the new key joined —
/// and neither key has another such partner. A reviewer who
/// sees the same swap in model after model recognises the release's rename, even where the two names share no word.
struct ParallelMemberRenames: RepeatedSwaps {
    /// The fewest models that must show the same swap.
    static let minimumModels = 3

    /// `old \0 new` → the number of models that show the swap.
    private var swaps: [String: Int] = [:]

    /// The swaps between two documents.
    init(old: APIDocument, new: APIDocument) {
        let newModels = Dictionary(new.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var counts: [String: Int] = [:]
        var vanishedIn: [String: Int] = [:]
        var appearedIn: [String: Int] = [:]
        for oldModel in old.models {
            guard case let .object(oldProperties) = oldModel.kind, let newModel = newModels[oldModel.name],
                  case let .object(newProperties) = newModel.kind else { continue }
            let oldKeys = Set(oldProperties.map(\.key))
            let newKeys = Set(newProperties.map(\.key))
            let vanished = oldProperties.filter { !newKeys.contains($0.key) }
            let appeared = newProperties.filter { !oldKeys.contains($0.key) }
            for property in vanished { vanishedIn[property.key, default: 0] += 1 }
            for property in appeared { appearedIn[property.key, default: 0] += 1 }
            for removed in vanished {
                for added in appeared where added.type == removed.type {
                    counts[removed.key + "\u{0}" + added.key, default: 0] += 1
                }
            }
        }
        // The swap in every model the old key left and every model the new key joined, and no other such partner.
        var consistent: [(old: String, new: String, count: Int)] = []
        for (pair, count) in counts where count >= Self.minimumModels {
            let parts = pair.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            if vanishedIn[parts[0]] == count, appearedIn[parts[1]] == count { consistent.append((parts[0], parts[1], count)) }
        }
        for swap in consistent where consistent.filter({ $0.old == swap.old || $0.new == swap.new }).count == 1 {
            swaps[swap.old + "\u{0}" + swap.new] = swap.count
        }
    }

    /// What the swaps are counted in, for the evidence.
    let owners = "models"

    /// The number of models that show `old` → `new` as the release's swap, or `nil`.
    func count(_ old: String, _ new: String) -> Int? {
        swaps.isEmpty ? nil : swaps[old + "\u{0}" + new]
    }
}

/// The same member swap repeated across a release's models or endpoints (``ParallelMemberRenames``,
/// ``ParameterSwaps``): a name relation for the member scorer.
protocol RepeatedSwaps {
    /// What the swaps are counted in (`models`, `endpoints`), for the evidence.
    var owners: String { get }
    /// The number of owners that show `old` → `new`, or `nil` when the swap is no repeated one.
    func count(_ old: String, _ new: String) -> Int?
}
