/// One-to-one matching of removed and added elements by evidence, without greedy first-come pairing.
///
/// Candidates are scored pairwise only inside groups that share a fingerprint (for example the same type), so cost
/// stays near linear; groups larger than ``maximumGroupSize`` on either side are not matched by evidence at all.
/// A pair is accepted only when each side is the other's best-scoring candidate and the score reaches the threshold;
/// accepted pairs are removed and the rest is matched again. Scorers add ``nameTieBreak`` times the name's weight, so
/// that equal totals go to the closer name; a best candidate still tied with another one for the same element (two
/// error envelopes merged into one `ErrorInfo`, with the same evidence) is a merge or a split, and neither is paired.
struct RenameMatcher {
    /// The largest group matched by evidence.
    static let maximumGroupSize = 64
    /// The share of a name's weight added to a score to break ties (far below any weight step, 0.5).
    static let nameTieBreak = 0.001

    /// A scored pair: indices into the removed and added lists.
    struct Match: Hashable {
        /// Index into the removed elements.
        var old: Int
        /// Index into the added elements.
        var new: Int
        /// The evidence score.
        var score: Double
        /// Which pieces of evidence agreed.
        var evidence: [String]
    }

    /// Matches `removedCount` old elements with `addedCount` new ones.
    ///
    /// - Parameters:
    ///   - fingerprintOld/fingerprintNew: group keys; only equal keys are compared.
    ///   - score: the evidence for one pair, or `nil` when the pair is impossible.
    static func match(
        removedCount: Int, addedCount: Int, threshold: Double,
        fingerprintOld: (Int) -> String, fingerprintNew: (Int) -> String,
        score: (Int, Int) -> (Double, [String])?
    ) -> [Match] {
        var oldGroups: [String: [Int]] = [:]
        for index in 0..<removedCount { oldGroups[fingerprintOld(index), default: []].append(index) }
        var newGroups: [String: [Int]] = [:]
        for index in 0..<addedCount { newGroups[fingerprintNew(index), default: []].append(index) }
        var candidates: [Match] = []
        for (key, olds) in oldGroups.sorted(by: { $0.key < $1.key }) {
            guard let news = newGroups[key], olds.count <= maximumGroupSize, news.count <= maximumGroupSize else { continue }
            for old in olds {
                for new in news {
                    if let (value, evidence) = score(old, new), value >= threshold {
                        candidates.append(Match(old: old, new: new, score: value, evidence: evidence))
                    }
                }
            }
        }
        return mutualBest(candidates)
    }

    /// Repeatedly accepts pairs that are each other's best candidate.
    static func mutualBest(_ candidates: [Match]) -> [Match] {
        var remaining = candidates
        var accepted: [Match] = []
        func better(_ a: Match, _ b: Match) -> Bool {
            if a.score != b.score { return a.score > b.score }
            if a.old != b.old { return a.old < b.old }
            return a.new < b.new
        }
        while !remaining.isEmpty {
            var bestForOld: [Int: Match] = [:]
            var bestForNew: [Int: Match] = [:]
            // How many candidates share the best score of each element: more than one is a tie.
            var topCountOld: [Int: Int] = [:]
            var topCountNew: [Int: Int] = [:]
            /// Keeps `candidate` as the best of element `key` if it is, counting the candidates at the best score.
            func consider(_ candidate: Match, _ key: Int, _ best: inout [Int: Match], _ topCount: inout [Int: Int]) {
                if let current = best[key], candidate.score <= current.score {
                    if candidate.score == current.score { topCount[key, default: 1] += 1 }
                    if better(candidate, current) { best[key] = candidate }
                } else {
                    best[key] = candidate
                    topCount[key] = 1
                }
            }
            for candidate in remaining {
                consider(candidate, candidate.old, &bestForOld, &topCountOld)
                consider(candidate, candidate.new, &bestForNew, &topCountNew)
            }
            let mutual = bestForOld.values.filter { bestForNew[$0.new] == $0 }
            guard !mutual.isEmpty else { break }
            // Two candidates as good as each other for one element are a merge or a split, not a rename: document
            // order must not decide.
            let tiedNew = Set(mutual.filter { topCountNew[$0.new, default: 1] > 1 }.map(\.new))
            let tiedOld = Set(mutual.filter { topCountOld[$0.old, default: 1] > 1 }.map(\.old))
            if !tiedNew.isEmpty || !tiedOld.isEmpty {
                remaining.removeAll { tiedNew.contains($0.new) || tiedOld.contains($0.old) }
                continue
            }
            accepted += mutual
            let usedOld = Set(mutual.map(\.old))
            let usedNew = Set(mutual.map(\.new))
            remaining.removeAll { usedOld.contains($0.old) || usedNew.contains($0.new) }
        }
        return accepted.sorted { ($0.old, $0.new) < ($1.old, $1.new) }
    }
}

/// Name evidence shared by the matchers.
enum NameSimilarity {
    /// The name reduced to lower-case letters and digits: `in-transit`, `in_transit` and `inTransit` are equal.
    static func normalized(_ name: String) -> String {
        var ascii: [UInt8] = []
        ascii.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else {
                return String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
            }
            switch byte {
            case 0x41...0x5A: ascii.append(byte + 0x20)
            case 0x61...0x7A, 0x30...0x39: ascii.append(byte)
            default: continue
            }
        }
        // ASCII only: letters and digits, lower-cased, without looking up Unicode properties.
        return String(decoding: ascii, as: UTF8.self)
    }

    /// The share of words two texts have in common (Jaccard over lower-cased words of `minimumLength`+ letters, 3
    /// unless given); 0 when either is empty.
    static func wordOverlap(_ a: String, _ b: String, minimumLength: Int = 3) -> Double {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= minimumLength })
        }
        let x = words(a)
        let y = words(b)
        guard !x.isEmpty, !y.isEmpty else { return 0 }
        return Double(x.intersection(y).count) / Double(x.union(y).count)
    }

    /// Words that carry no meaning of their own in descriptions.
    static let stopWords: Set<String> = [
        "the", "and", "for", "with", "this", "that", "from", "are", "was", "which", "when", "its", "not", "can", "will",
        "has", "have", "any", "all", "been", "into", "per", "via", "used", "use", "one", "their", "our", "your", "you",
    ]

    /// The lower-cased words of 3+ letters of a text, without stop words.
    static func significantWords(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 3 && !stopWords.contains($0) })
    }
}
