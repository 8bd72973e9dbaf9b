import MigratorModel

/// A pass of endpoint matching after ``RouteTailEndpoints``: a removed and an added endpoint of the same method whose
/// operation ids keep every word but one, in place (`getSection` → `getPage`, `videos_create` → `media_create`,
/// `addRecipient` → `addResponder`), and that return the same model (old model names mapped through the renames found,
/// Coda's `Section` → `Page`), when no other endpoint left unmatched relates to either of them so.
///
/// A word substituted alone relates many operations of a redesigned API (`getSection` and `getColumn`); the same model
/// returned alone relates a read and an update of one resource. Together and one for one, they say which operation
/// continues: the id still says what it does, and the answer is the same record. Not when the substituted word is one
/// product retired next to a new one (``ModelSlots/replacesAProduct(_:_:)``: Twilio Pricing's `FetchMessagingCountry`
/// → `FetchTrunkingCountry` beside the kept `FetchVoiceCountry`, all returning a `Country`).
enum WordSubstitutedEndpoints {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` related so, one for one, with their evidence;
    /// `mapped` maps an old type to the new names, `isModel` tells the new document's object models, `rejected` tells the
    /// pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Endpoint], new: [Endpoint], mapped: (TypeReference) -> TypeReference,
        isModel: (String) -> Bool, replacesAProduct: (String, String) -> Bool, rejected: (Int, Int) -> Bool
    ) -> [(old: Int, new: Int, evidence: String)] {
        let addedResponses = added.compactMap { index -> (index: Int, response: TypeReference)? in
            guard let response = new[index].response?.type, case let .model(name) = response, isModel(name) else { return nil }
            return (index, response)
        }
        var related: [(old: Int, new: Int)] = []
        for oldIndex in removed {
            let endpoint = old[oldIndex]
            guard let response = endpoint.response?.type.map(mapped) else { continue }
            for (newIndex, newResponse) in addedResponses where new[newIndex].method == endpoint.method && newResponse == response
                && !rejected(oldIndex, newIndex) {
                guard let substituted = substitutedWord(endpoint.operationId, new[newIndex].operationId),
                      !replacesAProduct(substituted.old, substituted.new) else { continue }
                related.append((oldIndex, newIndex))
            }
        }
        return EndpointNeighbours.oneForOne(related).map { ($0.old, $0.new, evidence) }
    }

    /// The evidence every pair carries.
    static let evidence = "same method and response, operation id: one word substituted, and no other endpoint related so"

    /// The one word (singular, lower-cased) two operation ids of the same words but one, in place, differ in; `nil`
    /// otherwise, and for one-word ids (a name replaced as a whole).
    static func substitutedWord(_ a: String, _ b: String) -> (old: String, new: String)? {
        let substituted = ComparisonState.substitutedWords(a, b)
        guard substituted.count == 1, NameEvidence.words(a).count >= 2 else { return nil }
        return (substituted[0].0, substituted[0].1)
    }
}
