import Foundation
import MigratorModel

/// How two descriptions relate.
enum DescriptionEvidence: Equatable {
    /// Both non-empty and equal.
    case same
    /// Mostly the same words, or one containing all of the other's significant words.
    case similar
    /// Both non-empty with few words in common: the members probably mean different things.
    case different
    /// Nothing to compare (one or both missing) or in between.
    case none

    /// Descriptions longer than this (in UTF-8 bytes) are only compared for equality.
    static let maximumLength = 8_192

    /// The relation between two optional descriptions.
    static func between(_ a: String?, _ b: String?) -> DescriptionEvidence {
        let x = a?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let y = b?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !x.isEmpty, !y.isEmpty else { return .none }
        if x == y { return .same }
        guard x.utf8.count <= maximumLength, y.utf8.count <= maximumLength else { return .none }
        let wordsX = Set(NameSimilarity.significantWords(x).map(NameEvidence.singular))
        let wordsY = Set(NameSimilarity.significantWords(y).map(NameEvidence.singular))
        // Significant words in the singular: "Ids of the users to notify." and "The user ids notified." share `id` and `user`.
        let significant = wordsX.isEmpty || wordsY.isEmpty ? 0 : Double(wordsX.intersection(wordsY).count) / Double(wordsX.union(wordsY).count)
        let overlap = max(NameSimilarity.wordOverlap(x, y), significant)
        if overlap >= 0.6 { return .similar }
        if !wordsX.isEmpty, !wordsY.isEmpty, wordsX.isSubset(of: wordsY) || wordsY.isSubset(of: wordsX) { return .similar }
        return overlap < 0.3 ? .different : .none
    }

    /// Words that say how a member behaves, not what it holds: "Whether the variation is taxable (read-only)." and
    /// "Whether the variation can be bought (read-only)." share nothing else.
    static let boilerplateWords: Set<String> = [
        "whether", "read", "only", "write", "true", "false", "default", "optional", "required", "deprecated", "set", "value",
    ]

    /// Whether two descriptions share a significant word (in the singular) that none of `names` has and that is no
    /// ``boilerplateWords``: "Hex color of the event type." and "The event type's id." share only their owner's words
    /// (`EventType`), which every member of it may say.
    static func shareWordsBeyond(_ names: [String], _ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        let owners = Set(names.flatMap { NameEvidence.words($0).map(NameEvidence.singular) }).union(boilerplateWords)
        let shared = Set(NameSimilarity.significantWords(a).map(NameEvidence.singular))
            .intersection(NameSimilarity.significantWords(b).map(NameEvidence.singular))
        return !shared.subtracting(owners).isEmpty
    }

    /// The relation between two descriptions once words of one ``NameLexicon`` group count as equal: for a pair whose
    /// names are synonyms, a description reworded with the same synonym (`The company the contact works for.` →
    /// `The organization the contact belongs to.`) does not contradict the rename.
    static func betweenUpToSynonyms(_ a: String?, _ b: String?) -> DescriptionEvidence {
        guard (a?.utf8.count ?? 0) <= maximumLength, (b?.utf8.count ?? 0) <= maximumLength else { return between(a, b) }
        return between(a.map(canonicalText), b.map(canonicalText))
    }

    /// The text's words, lower-cased, with every word of a ``NameLexicon`` group (in the singular) replaced by its
    /// group's representative.
    static func canonicalText(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map { word in
            let singular = NameEvidence.singular(String(word))
            let canonical = NameLexicon.canonical(singular)
            return canonical == singular ? String(word) : canonical
        }.joined(separator: " ")
    }

    /// Whether every word of `name` (of 3+ letters, in the singular; at least one) is a word of `description`
    /// (`scanned` in "The ticket was scanned at the door."): the text describes the element with that name.
    static func mentions(_ name: String, in description: String?) -> Bool {
        guard let description, NameEvidence.isComparable(name), description.utf8.count <= maximumLength else { return false }
        let nameWords = NameEvidence.words(name).map(NameEvidence.singular).filter { $0.count >= 3 }
        guard !nameWords.isEmpty else { return false }
        let text = Set(NameSimilarity.significantWords(description).map(NameEvidence.singular))
        return nameWords.allSatisfy(text.contains)
    }

    /// Whether the descriptions change the same word as the names (`sourceImage` "…source image…" →
    /// `sourceSnapshot` "…source snapshot…"): a word only in the old name is only in the old description and a word
    /// only in the new name only in the new one. The description then confirms that the member means something else.
    static func mirrorsNameChange(oldName: String, newName: String, oldDescription: String?, newDescription: String?) -> Bool {
        guard NameEvidence.isComparable(oldName), NameEvidence.isComparable(newName),
              (oldDescription?.utf8.count ?? 0) <= maximumLength, (newDescription?.utf8.count ?? 0) <= maximumLength else { return false }
        let oldWords = Set(NameEvidence.words(oldName).map(NameEvidence.singular))
        let newWords = Set(NameEvidence.words(newName).map(NameEvidence.singular))
        let oldText = Set(NameSimilarity.significantWords(oldDescription ?? "").map(NameEvidence.singular))
        let newText = Set(NameSimilarity.significantWords(newDescription ?? "").map(NameEvidence.singular))
        let oldOnlyText = oldText.subtracting(newText)
        let newOnlyText = newText.subtracting(oldText)
        return !oldWords.subtracting(newWords).intersection(oldOnlyText).isEmpty
            && !newWords.subtracting(oldWords).intersection(newOnlyText).isEmpty
    }
}

extension Endpoint {
    /// The endpoint's documentation as the rename rules read it: its description, else its summary.
    var documentation: String? { description ?? summary }
}
