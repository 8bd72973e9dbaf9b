import MigratorModel

/// Evidence that an endpoint moved to another method or path under a new operation id while its documentation stayed
/// (`publicKeys.delete`, `DELETE /v1alpha1/{name}` → `removePublicKey`, `POST /v1/{environment}:removePublicKey`, both
/// "Takes a public SSH key off an environment, …"): the second pass of endpoint matching, over the endpoints left
/// unmatched by the route pass.
///
/// The description is necessary — the same text (3) or the same first sentence of at least
/// ``minimumSentenceWords`` significant words (2.5) — and never sufficient: a word shared by the operation ids beyond
/// their common prefix (1), the same request body type (1) or the same response type (0.5) must add to it. Needs 3.5.
enum EndpointMoveEvidence {
    /// The fewest significant words a shared first sentence needs to count.
    static let minimumSentenceWords = 5

    /// The first sentence of a description, lower-cased with whitespace collapsed.
    static func firstSentence(_ text: String) -> String {
        let collapsed = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let end = collapsed.range(of: ". ") else { return collapsed.hasSuffix(".") ? String(collapsed.dropLast()) : collapsed }
        return String(collapsed[..<end.lowerBound])
    }

    /// The words of an operation id after the words it shares, at its start, with the other id
    /// (`cloudshell.users.environments.publicKeys.delete` against `cloudshell.users.environments.removePublicKey` gives
    /// `public`, `key`, `delete`), in the singular.
    static func distinctiveWords(_ id: String, against other: String) -> Set<String> {
        let a = NameEvidence.words(id).map(NameEvidence.singular)
        let b = NameEvidence.words(other).map(NameEvidence.singular)
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        return Set(a.dropFirst(prefix).filter { $0.count >= 3 })
    }

    /// The evidence for `old` → `new`, or `nil`; `mapped` translates old model names to new ones.
    static func score(_ old: Endpoint, _ new: Endpoint, mapped: (TypeReference) -> TypeReference) -> (Double, [String])? {
        guard let oldText = old.documentation, let newText = new.documentation,
              NameEvidence.isComparable(old.operationId), NameEvidence.isComparable(new.operationId),
              oldText.utf8.count <= DescriptionEvidence.maximumLength, newText.utf8.count <= DescriptionEvidence.maximumLength else { return nil }
        var score = 0.0
        var evidence: [String] = []
        if DescriptionEvidence.between(oldText, newText) == .same {
            score = 3
            evidence.append("same description")
        } else {
            let sentence = firstSentence(oldText)
            guard sentence == firstSentence(newText), NameSimilarity.significantWords(sentence).count >= minimumSentenceWords else { return nil }
            score = 2.5
            evidence.append("same first sentence of the description")
        }
        let oldWords = distinctiveWords(old.operationId, against: new.operationId)
        let newWords = distinctiveWords(new.operationId, against: old.operationId)
        if !oldWords.isDisjoint(with: newWords) {
            score += 1
            evidence.append("operation ids share a word")
        }
        if let oldBody = old.bodyParameter?.type, let newBody = new.bodyParameter?.type, mapped(oldBody) == newBody {
            score += 1
            evidence.append("same request body")
        }
        if let oldResponse = old.response?.type, let newResponse = new.response?.type, mapped(oldResponse) == newResponse {
            score += 0.5
            evidence.append("same response")
        }
        return score >= 3.5 ? (score, evidence) : nil
    }
}
