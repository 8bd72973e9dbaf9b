import MigratorModel

/// Name relations a reviewer sees only with the whole release in view, for model renames:
/// - names that differ only in the API version the release moved to (`…V1beta1ThresholdRule` ~ `…V1ThresholdRule`
///   when the routes went from `/v1beta1/` to `/v1/`, `PagespeedResponseV4` ~ `PagespeedResponseV5` for `/v4` →
///   `/v5`): the old version word must be gone from the new document and the new one absent from the old, so a
///   document that serves both versions side by side relates nothing;
/// - names related once a model rename already found is applied (`ListTensorFlowVersionsResponse` ~
///   `ListRuntimeVersionsResponse` after `TensorFlowVersion` → `RuntimeVersion`): a wrapper named after its item; or
///   once the word such a rename substituted is (`Section` ~ `Page` after `SectionReference` → `PageReference`).
struct ReleaseNameRelations {
    /// API version words (`v1beta1`, `v4`) only the old document uses.
    let retiredVersions: Set<String>
    /// API version words only the new document uses.
    let introducedVersions: Set<String>
    /// Renamed models as word lists (singular, lower-cased) and as text (`Old → New`), longest first.
    private(set) var modelRenames: [(old: [String], new: [String], text: String)] = []
    /// The word each renamed model substituted, the rest kept (`SectionReference` → `PageReference`: `section` → `page`),
    /// with the rename as text: the release's term, which names related models too. Not a word of API grammar
    /// (``ComparisonState/structuralWords``), nor one with digits or from names with a number (inline schemas named after
    /// a response), nor a word substituted two ways.
    private(set) var termSubstitutions: [(old: String, new: String, text: String)] = []

    /// The namespace prefixes the release put on model names (``prefixChanges(old:new:)``).
    let prefixChanges: Set<String>

    /// The version words and model name prefix changes of two documents.
    init(old: APIDocument, new: APIDocument) {
        let oldVersions = Self.versionWords(of: old)
        let newVersions = Self.versionWords(of: new)
        retiredVersions = oldVersions.subtracting(newVersions)
        introducedVersions = newVersions.subtracting(oldVersions)
        prefixChanges = Self.prefixChanges(old: old, new: new)
    }

    /// Sets the model renames found so far (old name → new name).
    mutating func setModelRenames(_ renames: [String: String]) {
        modelRenames = renames.sorted { $0.key < $1.key }.compactMap { oldName, newName in
            guard oldName != newName, NameEvidence.isComparable(oldName), NameEvidence.isComparable(newName) else { return nil }
            let oldWords = NameEvidence.words(oldName).map(NameEvidence.singular)
            let newWords = NameEvidence.words(newName).map(NameEvidence.singular)
            return oldWords.isEmpty || newWords.isEmpty ? nil : (oldWords, newWords, oldName + " → " + newName)
        }.sorted { $0.old.count > $1.old.count }
        var substitutions: [String: (new: String, text: String)] = [:]
        var conflicting: Set<String> = []
        // Not from inline schemas named after a response (`ListMessagingCountry_200_response_meta`): the paging meta of
        // every listing has their shape, whatever product it lists.
        for rename in modelRenames where rename.old.count == rename.new.count
            && !(rename.old + rename.new).contains(where: { $0.allSatisfy(\.isNumber) }) {
            let differing = rename.old.indices.filter { rename.old[$0] != rename.new[$0] }
            guard differing.count == 1, let index = differing.first else { continue }
            let (oldWord, newWord) = (rename.old[index], rename.new[index])
            guard !ComparisonState.structuralWords.contains(oldWord), !ComparisonState.structuralWords.contains(newWord),
                  !(oldWord + newWord).contains(where: \.isNumber) else { continue }
            if let known = substitutions[oldWord], known.new != newWord { conflicting.insert(oldWord) }
            substitutions[oldWord] = substitutions[oldWord] ?? (newWord, rename.text)
        }
        termSubstitutions = substitutions.filter { !conflicting.contains($0.key) }.sorted { $0.key < $1.key }
            .map { ($0.key, $0.value.new, $0.value.text) }
    }

    /// The lower-cased API version words of a document: version segments (``ComparisonState/isVersionSegment(_:)``) of
    /// its service version, server URLs and endpoint paths.
    static func versionWords(of document: APIDocument) -> Set<String> {
        var texts = [document.service.version] + document.servers.map(\.url)
        texts += document.endpoints.map(\.path)
        var words = Set<String>()
        for text in texts {
            for segment in text.split(whereSeparator: { $0 == "/" || $0 == ":" }) where ComparisonState.isVersionSegment(segment) {
                words.insert(segment.lowercased())
            }
        }
        return words
    }

    /// Whether two names have the same words once API version words are set aside: words the release retired in the
    /// old name, words it introduced in the new one (`…V1beta1ThresholdRule` ~ `…V1ThresholdRule`), also when the new
    /// name carries no version word any more (Square's v1 → v2: `V1Employee` ~ `Employee`, `V1ListEmployees` ~
    /// `ListEmployees`). At least one such word must be set aside, and the rest must be equal in order.
    func differInAPIVersionOnly(_ a: String, _ b: String) -> Bool {
        guard !retiredVersions.isEmpty, NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let wordsA = NameEvidence.words(a)
        let wordsB = NameEvidence.words(b)
        let restA = wordsA.filter { !retiredVersions.contains($0) }
        let restB = wordsB.filter { !introducedVersions.contains($0) }
        return !restA.isEmpty && restA.count < wordsA.count && restA == restB
    }

    /// The relation of two names once the API version words the release retired (in `a`) and introduced (in `b`) are
    /// set aside, when it is a word added or removed or closer: `campaignV2` ~ `priceCampaignV3` for `/v2` → `/v3`.
    /// Both names must carry such a version word.
    func relationAcrossAPIVersion(_ a: String, _ b: String) -> NameEvidence? {
        guard !retiredVersions.isEmpty, !introducedVersions.isEmpty, NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return nil }
        let wordsA = NameEvidence.words(a)
        let wordsB = NameEvidence.words(b)
        let restA = wordsA.filter { !retiredVersions.contains($0) }
        let restB = wordsB.filter { !introducedVersions.contains($0) }
        guard restA.count < wordsA.count, restB.count < wordsB.count, !restA.isEmpty, !restB.isEmpty,
              let relation = NameEvidence.between(restA.joined(separator: "_"), restB.joined(separator: "_")), relation.weight >= 2 else { return nil }
        return relation
    }

    /// The model rename (`Old → New`) that turns `a` into `b` when its words are replaced in `a`, if any, also with one
    /// other word replaced by a synonym or another form of it (``NameLexicon``, ``NameEvidence/sameWord(_:_:)``); else
    /// the rename whose substituted word (``termSubstitutions``) turns `a` into `b` wherever it occurs.
    func modelRenameRelating(_ a: String, _ b: String) -> String? {
        guard !modelRenames.isEmpty, NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return nil }
        let wordsA = NameEvidence.words(a).map(NameEvidence.singular)
        let wordsB = NameEvidence.words(b).map(NameEvidence.singular)
        for rename in modelRenames where rename.old.count < wordsA.count {
            guard let start = Self.firstIndex(of: rename.old, in: wordsA) else { continue }
            var replaced = wordsA
            replaced.replaceSubrange(start..<start + rename.old.count, with: rename.new)
            if replaced == wordsB, replaced != wordsA { return rename.text }
            // `CloudFunction_status` → `Function_state`: the inline schema of a member renamed to a synonym (or another
            // form of its word) under the renamed model.
            if replaced.count == wordsB.count {
                let differing = replaced.indices.filter { replaced[$0] != wordsB[$0] }
                if differing.count == 1, let index = differing.first, index >= start + rename.new.count || index < start,
                   NameLexicon.areSynonyms(replaced[index], wordsB[index]) || NameEvidence.sameWord(replaced[index], wordsB[index]) {
                    return "\(rename.text), and \(replaced[index]) → \(wordsB[index])"
                }
            }
        }
        // `Section` → `Page`, `SectionList` → `PageList` once `SectionReference` → `PageReference` is found: the word the
        // release substituted, wherever it occurs.
        for term in termSubstitutions where wordsA.contains(term.old) {
            if wordsA.map({ $0 == term.old ? term.new : $0 }) == wordsB { return "\(term.text), \(term.old) → \(term.new)" }
        }
        return nil
    }

    /// Where `run` starts in `words`, as a contiguous run.
    private static func firstIndex(of run: [String], in words: [String]) -> Int? {
        guard !run.isEmpty, run.count <= words.count else { return nil }
        for start in 0...(words.count - run.count) where Array(words[start..<start + run.count]) == run { return start }
        return nil
    }
}
