import MigratorModel

/// Operation ids written as one lower-case run of words (`getmarkets`, `switchschedule`, Bittrex v1.1 and Netatmo's
/// method names) have no case or separators to split them, so no name rule sees their words. The words the two
/// documents use elsewhere (`Markets_List`, `ThermSchedule`, `home_id`) split them again: `get markets`, `switch
/// schedule`. Endpoint matching compares such ids split; the guide keeps the ids as written.
extension RenameContext {
    /// The fewest letters a run-on id must have to be split, and the fewest a vocabulary word must have.
    static let minimumRunOnLength = 6
    /// The fewest letters of a vocabulary word.
    static let minimumVocabularyWord = 3
    /// The most letters of a vocabulary word.
    static let maximumVocabularyWord = 24

    /// The words (lower-cased, as written and in the singular) of every identifier of two documents that is not itself
    /// a run-on id: model names, member keys, parameter names, path segments and operation ids.
    static func vocabulary(old: APIDocument, new: APIDocument) -> Set<String> {
        var words = Set<String>()
        func add(_ identifier: String) {
            guard NameEvidence.isComparable(identifier), !isRunOn(identifier) || identifier.count < minimumRunOnLength else { return }
            for word in NameEvidence.words(identifier) where (minimumVocabularyWord...maximumVocabularyWord).contains(word.count) && word.allSatisfy(\.isLetter) {
                words.insert(word)
                words.insert(NameEvidence.singular(word))
            }
        }
        for document in [old, new] {
            for model in document.models {
                add(model.name)
                if case let .object(properties) = model.kind { properties.forEach { add($0.key) } }
            }
            for endpoint in document.endpoints {
                add(endpoint.operationId)
                endpoint.parameters.forEach { add($0.name) }
                endpoint.path.split(separator: "/").filter { !$0.contains("{") }.forEach { add(String($0)) }
            }
        }
        return words
    }

    /// Whether an identifier is one lower-case run of ASCII letters.
    static func isRunOn(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// A run-on id split into the fewest vocabulary words that spell it whole (two or more), joined by `_`
    /// (`getmarkets` → `get_markets`); `nil` when it is no run-on id, is a vocabulary word itself, or no split spells it.
    static func split(_ identifier: String, vocabulary: Set<String>) -> String? {
        guard identifier.count >= minimumRunOnLength, isRunOn(identifier), !vocabulary.contains(identifier) else { return nil }
        let letters = Array(identifier)
        // fewest[i]: the fewest words that spell the first i letters, with where the last one starts.
        var fewest: [(count: Int, start: Int)?] = Array(repeating: nil, count: letters.count + 1)
        fewest[0] = (0, 0)
        for end in minimumVocabularyWord...letters.count {
            for length in minimumVocabularyWord...min(maximumVocabularyWord, end) {
                guard let before = fewest[end - length], vocabulary.contains(String(letters[(end - length)..<end])) else { continue }
                if fewest[end] == nil || before.count + 1 < fewest[end]!.count { fewest[end] = (before.count + 1, end - length) }
            }
        }
        guard let whole = fewest[letters.count], whole.count >= 2 else { return nil }
        var words: [String] = []
        var end = letters.count
        while end > 0, let step = fewest[end] {
            words.insert(String(letters[step.start..<end]), at: 0)
            end = step.start
        }
        return words.joined(separator: "_")
    }

    /// The endpoints with their run-on operation ids split (``split(_:vocabulary:)``), for the evidence of endpoint
    /// matching only.
    func withRunOnIdsSplit(_ endpoints: [Endpoint]) -> [Endpoint] {
        guard endpoints.contains(where: { Self.isRunOn($0.operationId) && $0.operationId.count >= Self.minimumRunOnLength }) else { return endpoints }
        return endpoints.map { endpoint in
            guard let split = Self.split(endpoint.operationId, vocabulary: runOnVocabulary) else { return endpoint }
            var copy = endpoint
            copy.operationId = split
            return copy
        }
    }
}
