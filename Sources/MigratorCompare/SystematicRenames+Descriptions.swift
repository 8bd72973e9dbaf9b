import MigratorModel

/// How a term change's pairs are judged by their documentation (``SystematicRenames``): a key used in several models
/// has several descriptions, and the release's change applies to the text as it does to the names.
extension SystematicRenames {
    /// The most distinct descriptions kept for one identifier (a key used in several models), in document order.
    static let maximumDescriptions = 8

    /// The closest agreement between any description of an old identifier and any of a new one (same, then similar,
    /// then different; none without descriptions): a key used in several models (`subscriber_name_match` in a request
    /// with "The subscriber's name …" and in a response with "Whether the subscriber's name matched.") is judged where
    /// it continues, not by the first model that has it.
    static func closest(_ old: [String], _ new: [String]) -> DescriptionEvidence {
        var best = DescriptionEvidence.none
        for a in old {
            for b in new {
                switch DescriptionEvidence.between(a, b) {
                case .same: return .same
                case .similar: best = .similar
                case .different: if best == .none { best = .different }
                case .none: break
                }
            }
        }
        return best
    }

    /// `text` with the words of a term change's old word replaced by its new word, or left out when it was dropped
    /// (`The subscriber's name.` with `subscriber` dropped is `The name.`); `text` itself without a change.
    /// Texts too long to compare (``DescriptionEvidence/maximumLength``) are returned as they are.
    static func applying(_ change: (old: String, new: String?)?, to text: String) -> String {
        guard let change, text.utf8.count <= DescriptionEvidence.maximumLength else { return text }
        return text.split(whereSeparator: \.isWhitespace).compactMap { token -> String? in
            var word = token.lowercased().filter { $0.isLetter || $0 == "'" || $0 == "’" }
            for possessive in ["'s", "’s"] where word.hasSuffix(possessive) { word.removeLast(2) }
            while word.hasSuffix("'") || word.hasSuffix("’") { word.removeLast() }
            guard !word.isEmpty, NameEvidence.singular(word) == change.old else { return String(token) }
            return change.new
        }.joined(separator: " ")
    }
}
