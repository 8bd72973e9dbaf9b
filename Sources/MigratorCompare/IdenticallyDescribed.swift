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
        let oldTexts = oldDescriptions.map(normalized)
        let newTexts = newDescriptions.map(normalized)
        let oldCounts = Dictionary(oldTexts.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        let newCounts = Dictionary(newTexts.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        var alike: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            guard let text = oldTexts[oldIndex], oldCounts[text] == 1, newCounts[text] == 1 else { continue }
            for newIndex in added where newTexts[newIndex] == text && accepts(oldIndex, newIndex) {
                alike.append((oldIndex, newIndex))
            }
        }
        return alike
    }

    /// A description's text as compared, or `nil` when it says too little to tell an element.
    static func normalized(_ description: String?) -> String? {
        guard let text = description?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
              NameSimilarity.significantWords(text).count >= distinctiveWords else { return nil }
        return text
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
        let found = IdenticallyDescribed.pairs(
            removed: removed, added: added, oldDescriptions: oldDescriptions, newDescriptions: newDescriptions, accepts: accepts
        )
        for pair in found {
            pairs.append(Pair(old: pair.old, new: pair.new, evidence: IdenticallyDescribed.evidence))
            removed.removeAll { $0 == pair.old }
            added.removeAll { $0 == pair.new }
        }
    }
}
