import MigratorModel

/// Parameters a release replaced the same way in every endpoint that had them: the required header `transactionId`
/// gone from each of four session operations and the header `x-correlator` of the same type arriving in each of them,
/// as the only header removed and the only header added there.
///
/// One endpoint alone is no evidence (a removed feature next to a new one); the same one-for-one swap in at least
/// ``minimumEndpoints`` matched endpoints, in every matched endpoint that had the old parameter and every one that
/// gained the new parameter, is how a reviewer recognises the release's renaming of a parameter. A path parameter is
/// judged per resource it identifies (``ComparisonState/pathPlace(of:in:)``): Recurly v2 → v3 turned `{uuid}` into
/// `{subscription_id}` under `/subscriptions/` and into `{line_item_id}` under `/adjustments/` → `/line_items/`, and the
/// second swap says nothing against the first.
///
/// A weaker tier, ``count(_:_:)``, holds swaps among several parameters removed and added together (Zotero v3: `content`
/// → `include` in every listing of items, collections and searches, next to other query parameters renamed): the same
/// location and type, in every endpoint that had the old parameter or gained the new one, no endpoint keeping either,
/// and neither with another such partner. Not enough on its own, it is a name relation for the member scorer (a rename
/// when the descriptions do not contradict it).
struct ParameterSwaps: RepeatedSwaps {
    /// The fewest matched endpoints that must show the same swap.
    static let minimumEndpoints = 3

    /// `location:old name` → (`location:new name`, the number of endpoints, the resources a path parameter identifies
    /// where the swap holds).
    private(set) var swaps: [String: (new: String, endpoints: Int, places: Set<String>)] = [:]
    /// `old name \0 new name` → the number of endpoints that show the swap (the weaker tier).
    private var related: [String: Int] = [:]
    /// What the swaps are counted in, for the evidence.
    let owners = "endpoints"

    /// The swaps among matched endpoint pairs (old types with renamed models translated by `mapped`).
    init(pairs: [(old: Endpoint, new: Endpoint)], mapped: (TypeReference) -> TypeReference) {
        func key(_ parameter: Parameter) -> String { "\(parameter.location.rawValue):\(parameter.name)" }
        // Counted per place: the resource a path parameter identifies, one place for every other parameter.
        var counts: [String: [String: Int]] = [:]
        var relatedCounts: [String: Int] = [:]
        var oldSeen: [String: [String: Int]] = [:]
        var newGained: [String: Int] = [:]
        var kept: Set<String> = []
        for (oldEndpoint, newEndpoint) in pairs {
            let oldParameters = oldEndpoint.parameters.filter { $0.location != .body }
            let newParameters = newEndpoint.parameters.filter { $0.location != .body }
            let oldNames = Set(oldParameters.map(\.name))
            let newNames = Set(newParameters.map(\.name))
            // Moved parameters (the same name elsewhere) are neither removed nor added.
            let removed = oldParameters.filter { !newNames.contains($0.name) }
            let added = newParameters.filter { !oldNames.contains($0.name) }
            for parameter in oldParameters where newNames.contains(parameter.name) { kept.insert(key(parameter)) }
            for parameter in removed { oldSeen[key(parameter), default: [:]][Self.place(of: parameter, in: oldEndpoint), default: 0] += 1 }
            for parameter in added { newGained[key(parameter), default: 0] += 1 }
            for location in ParameterLocation.allCases where location != .body {
                let gone = removed.filter { $0.location == location }
                let arrived = added.filter { $0.location == location }
                for parameter in gone {
                    for other in arrived where mapped(parameter.type) == other.type {
                        relatedCounts[key(parameter) + "\u{0}" + key(other), default: 0] += 1
                    }
                }
                guard gone.count == 1, arrived.count == 1, mapped(gone[0].type) == arrived[0].type else { continue }
                counts[key(gone[0]) + "\u{0}" + key(arrived[0]), default: [:]][Self.place(of: gone[0], in: oldEndpoint), default: 0] += 1
            }
        }
        for (pair, places) in counts {
            let count = places.values.reduce(0, +)
            guard count >= Self.minimumEndpoints else { continue }
            let parts = pair.split(separator: "\u{0}").map(String.init)
            // Every endpoint that gained the new parameter, and every one that lost the old one where the swap holds.
            guard !kept.contains(parts[0]), newGained[parts[1]] == count, places.allSatisfy({ oldSeen[parts[0]]?[$0.key] == $0.value }) else { continue }
            swaps[parts[0]] = (parts[1], count, Set(places.keys))
        }
        var consistent: [(old: String, new: String, count: Int)] = []
        for (pair, count) in relatedCounts where count >= Self.minimumEndpoints {
            let parts = pair.split(separator: "\u{0}").map(String.init)
            guard !kept.contains(parts[0]), newGained[parts[1]] == count, oldSeen[parts[0]]?.values.reduce(0, +) == count,
                  !parts.contains(where: Self.selectsVersion) else { continue }
            consistent.append((parts[0], parts[1], count))
        }
        // Neither with another such partner (`content` and `format` gone together, `include` and `style` arrived).
        for swap in consistent where consistent.filter({ $0.old == swap.old || $0.new == swap.new }).count == 1 {
            let names = [swap.old, swap.new].map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? $0 }
            related[names[0] + "\u{0}" + names[1]] = swap.count
        }
    }

    /// Whether a parameter (`location:name`) selects the API version (`api-version`, `apiVersion`): a release that adds
    /// one to the endpoints it redesigned continues no parameter with it (Microsoft Translator v3's `api-version` where
    /// v2's `text` left the query for the body).
    static func selectsVersion(_ key: String) -> Bool {
        NameEvidence.words(String(key.split(separator: ":", maxSplits: 1).last ?? "")).contains("version")
    }

    /// The number of endpoints that show `old` → `new` in the weaker tier (parameter names), or `nil`.
    func count(_ old: String, _ new: String) -> Int? {
        related.isEmpty ? nil : related[old + "\u{0}" + new]
    }

    /// Where a parameter stands for the swap count: the resource a path parameter identifies (the literal segment
    /// before it, ``ComparisonState/pathPlace(of:in:)``), the empty string for any other parameter.
    static func place(of parameter: Parameter, in endpoint: Endpoint) -> String {
        parameter.location == .path ? ComparisonState.pathPlace(of: parameter, in: endpoint) ?? "" : ""
    }

    /// The evidence that `old` of `oldEndpoint` became `new` by the release's parameter swap, or `nil`.
    func evidence(_ old: Parameter, of oldEndpoint: Endpoint, _ new: Parameter) -> String? {
        guard old.location == new.location, let swap = swaps["\(old.location.rawValue):\(old.name)"],
              swap.new == "\(new.location.rawValue):\(new.name)", swap.places.contains(Self.place(of: old, in: oldEndpoint)) else { return nil }
        return "the same parameter swap in \(swap.endpoints) endpoints of the release"
    }
}
