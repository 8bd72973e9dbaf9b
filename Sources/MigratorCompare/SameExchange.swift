import MigratorModel

/// Evidence that a removed endpoint moved to an added one because both exchange the same models: the same method, the
/// same request body model (through the model renames found) and the same response (`verifyRoamingStatus`,
/// `POST /roaming` → `getRoamingStatus`, `POST /retrieve`, both sending a `RoamingStatusRequest` and answering a
/// `RoamingStatusResponse`).
///
/// The exchange must say which operation it is: the body must be a model of the new document, and no other removed
/// endpoint and no other added endpoint may exchange the same (`method`, body, response). Endpoints without a body
/// model give no evidence: `GET`s that answer the same list tell nothing apart.
struct SameExchange {
    /// The exchange of each removed endpoint, or `nil` when it has none that counts.
    private let removedKeys: [String?]
    /// The exchange of each added endpoint, or `nil` when it has none that counts.
    private let addedKeys: [String?]
    /// How many removed endpoints have each exchange.
    private let removedCounts: [String: Int]
    /// How many added endpoints have each exchange.
    private let addedCounts: [String: Int]

    /// The exchanges of `removed` (old types translated through `mapped`) and `added`; `isModel` tells a new model's name.
    init(removed: [Endpoint], added: [Endpoint], mapped: (TypeReference) -> TypeReference, isModel: (String) -> Bool) {
        func key(_ endpoint: Endpoint, _ translate: (TypeReference) -> TypeReference) -> String? {
            guard let body = endpoint.bodyParameter?.type, case let .model(name) = translate(body), isModel(name) else { return nil }
            let response = endpoint.response?.type.map { translate($0).description } ?? "-"
            return "\(endpoint.method) \(name) \(response)"
        }
        removedKeys = removed.map { key($0, mapped) }
        addedKeys = added.map { key($0, { $0 }) }
        removedCounts = removedKeys.compactMap { $0 }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        addedCounts = addedKeys.compactMap { $0 }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// Whether removed endpoint `oldIndex` and added endpoint `newIndex` exchange the same models, and no other removed
    /// or added endpoint does.
    func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        guard let key = removedKeys[oldIndex], key == addedKeys[newIndex] else { return false }
        return removedCounts[key] == 1 && addedCounts[key] == 1
    }
}
