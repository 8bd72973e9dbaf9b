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
    /// A two-word term (`pre authorization`) matches its words run together or hyphenated (`pre-authorization's`,
    /// `sales-order` for `sale order`) and the two words in a row (`pre authorizations`, `(sales order`).
    static func applying(_ change: (old: String, new: String?)?, to text: String) -> String {
        guard let change, text.utf8.count <= DescriptionEvidence.maximumLength else { return text }
        let term = change.old.split(separator: " ").map(String.init)
        /// A token's word: letters only, lower-cased, without a possessive, in the singular.
        func word(_ token: Substring) -> String {
            var word = token.lowercased().filter { $0.isLetter || $0 == "'" || $0 == "’" }
            for possessive in ["'s", "’s"] where word.hasSuffix(possessive) { word.removeLast(2) }
            while word.hasSuffix("'") || word.hasSuffix("’") { word.removeLast() }
            return word.isEmpty ? "" : NameEvidence.singular(word)
        }
        let tokens = text.split(whereSeparator: \.isWhitespace)
        var result: [String] = []
        var index = 0
        /// Whether a word run together is the two-word term, its first word in any number (`salesorder` for `sale order`).
        func isRunTogether(_ current: String) -> Bool {
            guard term.count == 2, current.count > term[1].count, current.hasSuffix(term[1]) else { return false }
            return NameEvidence.singular(String(current.dropLast(term[1].count))) == term[0]
        }
        while index < tokens.count {
            let current = word(tokens[index])
            if !current.isEmpty, current == change.old || current == term.joined() || isRunTogether(current) {
                if let new = change.new { result.append(new) }
                index += 1
            } else if term.count == 2, index + 1 < tokens.count, word(tokens[index]) == term[0], word(tokens[index + 1]) == term[1] {
                if let new = change.new { result.append(new) }
                index += 2
            } else {
                result.append(String(tokens[index]))
                index += 1
            }
        }
        return result.joined(separator: " ")
    }
}
