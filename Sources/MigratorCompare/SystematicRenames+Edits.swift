import MigratorModel

/// The candidate edits of ``SystematicRenames``: every way one word (or a short term) turns a vanished identifier into
/// an appeared one, before any edit is judged.
extension SystematicRenames {
    /// Reports every one-word edit (a word dropped, added or replaced, a two-word term replaced by one word or the
    /// reverse, a compound term dropped or added; never a reference word such as `id` dropped or added) that turns a vanished identifier of one kind into an appeared one of the
    /// same kind. Words are numbered once, so that the index keys are arrays of integers (a
    /// wildcard is -1) rather than joined strings.
    static func findEdits(
        kind: String, oldOnly: [String], newOnly: [String], record: (String, String, String, (old: String, new: String?)?) -> Void
    ) {
        var numbers: [String: Int] = [:]
        var vocabulary: [String] = []
        func number(_ word: String) -> Int {
            if let known = numbers[word] { return known }
            numbers[word] = vocabulary.count
            vocabulary.append(word)
            return vocabulary.count - 1
        }
        let oldWords = oldOnly.map { Self.words($0)?.map(number) }
        let newWords = newOnly.map { Self.words($0)?.map(number) }
        let terms = vocabulary.map(Self.isTerm)
        var newExact: [[Int]: [Int]] = [:]
        var newWildcard: [[Int]: [(name: Int, word: Int)]] = [:]
        var oldExact: [[Int]: [Int]] = [:]
        for (index, words) in newWords.enumerated() {
            guard let words else { continue }
            newExact[words, default: []].append(index)
            guard words.count > 1 else { continue }
            for position in words.indices {
                var pattern = words
                pattern[position] = -1
                newWildcard[pattern, default: []].append((index, words[position]))
            }
        }
        for (index, words) in oldWords.enumerated() {
            if let words { oldExact[words, default: []].append(index) }
        }
        for (index, words) in oldWords.enumerated() {
            // A name replaced as a whole (`topic` → `license`) is a replacement, not a term change inside names: only
            // names of two or more words are edited.
            guard let words, words.count >= 2 else { continue }
            let name = oldOnly[index]
            for position in words.indices where terms[words[position]] {
                var rest = words
                let removed = vocabulary[rest.remove(at: position)]
                // `game_id` → `game`, or back: a reference to a thing and the thing are two values, no term change.
                if !NameEvidence.referenceWords.contains(removed) {
                    for new in newExact[rest] ?? [] { record("\"\(removed)\" dropped", name, newOnly[new], (removed, nil)) }
                }
                var pattern = words
                pattern[position] = -1
                for candidate in newWildcard[pattern] ?? [] where candidate.word != words[position] && terms[candidate.word] {
                    let (from, to) = (vocabulary[words[position]], vocabulary[candidate.word])
                    record("\"\(from)\" → \"\(to)\"", name, newOnly[candidate.name], (from, to))
                }
            }
        }
        for (index, words) in newWords.enumerated() {
            guard let words, words.count >= 2 else { continue }
            for position in words.indices where terms[words[position]] {
                var rest = words
                let added = vocabulary[rest.remove(at: position)]
                guard !NameEvidence.referenceWords.contains(added) else { continue }
                for old in oldExact[rest] ?? [] { record("\"\(added)\" added", oldOnly[old], newOnly[index], nil) }
            }
        }
        // A two-word term replaced by one word or the reverse (`PreAuthorization` → `Mandate` in `getPreAuthorization` →
        // `getMandate`, `PreAuthorizationStatus` → `MandateStatus`): a run of two words where the other name has one.
        var oldWildcard: [[Int]: [(name: Int, word: Int)]] = [:]
        for (index, words) in oldWords.enumerated() {
            guard let words, words.count > 1 else { continue }
            for position in words.indices {
                var pattern = words
                pattern[position] = -1
                oldWildcard[pattern, default: []].append((index, words[position]))
            }
        }
        /// Every word of the names and every two words in a row run together (`healthmonitor` for `HealthMonitorRequest`).
        func runTogether(_ names: [[Int]?]) -> Set<String> {
            var result = Set<String>()
            for words in names.compactMap({ $0 }) {
                for (index, word) in words.enumerated() {
                    result.insert(vocabulary[word])
                    if index + 1 < words.count { result.insert(vocabulary[word] + vocabulary[words[index + 1]]) }
                }
            }
            return result
        }
        let (oldRunTogether, newRunTogether) = (runTogether(oldWords), runTogether(newWords))
        for (run, lookup, two) in [(oldWords, newWildcard, true), (newWords, oldWildcard, false)] {
            for (index, words) in run.enumerated() {
                guard let words, words.count >= 3 else { continue }
                for start in 0...(words.count - 2) where terms[words[start]] && terms[words[start + 1]] {
                    // A term the other side still writes, run together or not (`HealthMonitor` next to `Healthmonitor`),
                    // continues there; it was not replaced.
                    guard !(two ? newRunTogether : oldRunTogether).contains(vocabulary[words[start]] + vocabulary[words[start + 1]]) else { continue }
                    var pattern = words
                    pattern.replaceSubrange(start...(start + 1), with: [-1])
                    let term = vocabulary[words[start]] + " " + vocabulary[words[start + 1]]
                    // A pattern that matches many names (`get _` in a large API) says nothing about any one of them.
                    guard let candidates = lookup[pattern], candidates.count <= Self.maximumRunCandidates else { continue }
                    for candidate in candidates where terms[candidate.word] && !words[start...(start + 1)].contains(candidate.word) {
                        let word = vocabulary[candidate.word]
                        if two {
                            record("\"\(term)\" → \"\(word)\"", oldOnly[index], newOnly[candidate.name], (term, word))
                        } else {
                            record("\"\(word)\" → \"\(term)\"", oldOnly[candidate.name], newOnly[index], (word, term))
                        }
                    }
                }
            }
        }
        // A compound term dropped or added as a whole (`CrossClusterSearch` in `InboundCrossClusterSearchConnection` →
        // `InboundConnection`, `CrossClusterSearchConnectionId` → `ConnectionId`): a run of two or more words.
        for (run, lookup, others, dropped) in [(oldWords, newExact, newOnly, true), (newWords, oldExact, oldOnly, false)] {
            for (index, words) in run.enumerated() {
                guard let words, words.count >= 3 else { continue }
                for length in 2...min(maximumRun, words.count - 1) {
                    for start in 0...(words.count - length) where words[start..<(start + length)].allSatisfy({ terms[$0] }) {
                        var rest = words
                        rest.removeSubrange(start..<(start + length))
                        guard let matches = lookup[rest] else { continue }
                        let term = words[start..<(start + length)].map { vocabulary[$0] }.joined(separator: " ")
                        let own = dropped ? oldOnly[index] : newOnly[index]
                        for other in matches {
                            if dropped { record("\"\(term)\" dropped", own, others[other], nil) }
                            else { record("\"\(term)\" added", others[other], own, nil) }
                        }
                    }
                }
            }
        }
    }
}
