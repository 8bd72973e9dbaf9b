import MigratorModel

/// Namespace prefixes of two words or more a release put on its model names: Firebase's Identity Toolkit v3 → v1
/// (`SetAccountInfoResponse` → `GoogleCloudIdentitytoolkitV1SetAccountInfoResponse`).
extension ReleaseNameRelations {
    /// The most words a namespace prefix may have.
    static let maximumPrefixWords = 5
    /// The fewest words the name under the prefix must keep.
    static let minimumTailWords = 2
    /// The fewest words of a namespace prefix (one word added is ``SystematicRenames``' to judge).
    static let minimumPrefixWords = 2
    /// The fewest vanished models one prefix change must explain to count as the release's.
    static let minimumPrefixPairs = 2

    /// The prefixes (words joined by spaces) that turn at least ``minimumPrefixPairs`` vanished model names of at least
    /// ``minimumTailWords`` words into appeared ones when put in front of them.
    static func prefixChanges(old: APIDocument, new: APIDocument) -> Set<String> {
        let oldNames = Set(old.models.map(\.name))
        let newNames = Set(new.models.map(\.name))
        let vanished = oldNames.subtracting(newNames).sorted().compactMap(prefixWords)
        let appeared = newNames.subtracting(oldNames).sorted().compactMap(prefixWords)
        guard !vanished.isEmpty, !appeared.isEmpty else { return [] }
        // Tail words → the prefixes appeared names put before them.
        var prefixesByTail: [[String]: [[String]]] = [:]
        for words in appeared {
            for length in 1...min(maximumPrefixWords, max(1, words.count - minimumTailWords)) where words.count - length >= minimumTailWords {
                prefixesByTail[Array(words[length...]), default: []].append(Array(words[..<length]))
            }
        }
        var counts: [String: Int] = [:]
        // Only a prefix put on the whole old name: a prefix swapped for another is as often a product replaced
        // (`ListMessagingCountry` → `ListTrunkingCountry`).
        for words in vanished where words.count >= minimumTailWords {
            for prefix in Set((prefixesByTail[words] ?? []).filter { $0.count >= minimumPrefixWords }.map { $0.joined(separator: " ") }) {
                counts[prefix, default: 0] += 1
            }
        }
        return Set(counts.filter { $0.value >= minimumPrefixPairs }.keys)
    }

    /// A model name's words, lower-cased and in the singular; `nil` for names too long to compare.
    static func prefixWords(_ name: String) -> [String]? {
        guard NameEvidence.isComparable(name) else { return nil }
        let words = NameEvidence.words(name).map(NameEvidence.singular)
        return words.count <= SystematicRenames.maximumWords ? words : nil
    }

    /// The release's prefix (``prefixChanges``) that turns model name `a` into `b` when put in front of it, as text.
    func prefixChangeRelating(_ a: String, _ b: String) -> String? {
        guard !prefixChanges.isEmpty, let x = Self.prefixWords(a), let y = Self.prefixWords(b), x.count >= Self.minimumTailWords,
              y.count > x.count, y.count - x.count <= Self.maximumPrefixWords, Array(y.suffix(x.count)) == x else { return nil }
        let prefix = y.prefix(y.count - x.count).joined(separator: " ")
        return prefixChanges.contains(prefix) ? "the release's prefix \"\(prefix)\" added" : nil
    }
}
