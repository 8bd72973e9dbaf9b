import MigratorModel

/// The last pass of model, endpoint, property and parameter matching, after every scored pass: a removed and an added
/// element documented with the same text, word for word, that documents no other element of its kind on either side
/// (Dexcom v2 → v3's `eventId` → `recordId`, "Identifier of the event, to follow updates and deletions."; Bittrex's
/// `MarketHistoryEntry` → `Trade`; HERE's `suggest` → `autocomplete`).
///
/// The scorers want an identical description backed by a name, a type, a position or members kept to reach their
/// thresholds; left alone together, a text written once for each is what a reviewer goes by. The text must say
/// something (``distinctiveWords`` significant words): "The ID." documents many unrelated members. Each kind adds what
/// its scorer would not give up: models of the same kind and use (WordPress's `Term` and `Category` are both "a term
/// of a taxonomy"), endpoints of the same method, no bodies among parameters (a member moved, which a guide does not
/// say), no property that moved (``ComparisonState/movedInto(_:_:oldModel:newModel:moves:)``).
enum IdenticallyDescribed {
    /// The fewest significant words (``NameSimilarity/significantWords(_:)``) of a description that tells an element.
    static let distinctiveWords = 2

    /// The pairs (indexes in `oldDescriptions` and `newDescriptions`) among `removed` and `added` described with the same
    /// text, which no other old or new element has (so each element is in one pair at most); `accepts` tells the pairs
    /// that may continue each other (not rejected, of a compatible kind).
    static func pairs(
        removed: [Int], added: [Int], oldDescriptions: [String?], newDescriptions: [String?], accepts: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int)] {
        let texts = Dictionary(removed.compactMap { index in text(oldDescriptions[index]).map { (index, $0) } }, uniquingKeysWith: { first, _ in first })
        guard !texts.isEmpty else { return [] }
        // Only texts as long as a removed element's can be one, so only those are counted (most are not).
        let lengths = Set(texts.values.map(\.utf8.count))
        func counts(_ descriptions: [String?]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for case let description? in descriptions where lengths.contains(description.utf8.count) { counts[description, default: 0] += 1 }
            return counts
        }
        let (oldCounts, newCounts) = (counts(oldDescriptions), counts(newDescriptions))
        // The added element of each text written once on each side.
        var addedByText: [String: Int] = [:]
        for newIndex in added {
            if let description = text(newDescriptions[newIndex]), newCounts[description] == 1 { addedByText[description] = newIndex }
        }
        var alike: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            // The words are counted last, on the few texts written once on each side.
            guard let description = texts[oldIndex], oldCounts[description] == 1, let newIndex = addedByText[description],
                  NameSimilarity.significantWords(description).count >= distinctiveWords, accepts(oldIndex, newIndex) else { continue }
            alike.append((oldIndex, newIndex))
        }
        return alike
    }

    /// A description's text as compared, or `nil` when there is none. The same text means the same characters: white
    /// space around a text is kept, since trimming every description of a large document costs more than the few
    /// pairs it would add (a release rarely changes only the white space around a text).
    static func text(_ description: String?) -> String? {
        guard let description, !description.isEmpty else { return nil }
        return description
    }

    /// An endpoint's documentation: its summary and its description.
    static func documentation(_ endpoint: Endpoint) -> String? {
        let parts = [endpoint.summary, endpoint.description].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// The evidence every pair carries.
    static let evidence = "same description, which documents nothing else"
}

extension ElementMatching {
    /// Pairs the unmatched elements described with the same text (``IdenticallyDescribed``) as renames.
    mutating func adoptIdenticallyDescribed(oldDescriptions: [String?], newDescriptions: [String?], accepts: (Int, Int) -> Bool) {
        guard !removed.isEmpty, !added.isEmpty else { return }
        adopt(IdenticallyDescribed.pairs(
            removed: removed, added: added, oldDescriptions: oldDescriptions, newDescriptions: newDescriptions, accepts: accepts
        ), evidence: IdenticallyDescribed.evidence)
    }

    /// Records `found` (indexes among ``removed`` and ``added``) as renames with `evidence` and takes them out of the
    /// unmatched.
    mutating func adopt(_ found: [(old: Int, new: Int)], evidence: String) {
        for pair in found {
            pairs.append(Pair(old: pair.old, new: pair.new, evidence: evidence))
            removed.removeAll { $0 == pair.old }
            added.removeAll { $0 == pair.new }
        }
    }
}
