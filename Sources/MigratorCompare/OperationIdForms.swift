import MigratorModel

/// The forms of an operation id that endpoint matching compares: without a leading method word
/// (`POST_CreateConfigurationSet`), without a trailing `By<path parameter>` (`getEmployeeById`), as keys in the singular,
/// and the words two ids share or substitute.
extension ComparisonState {
    /// Whether the words two operation ids share (in the singular) are all action words (``ActionRoutes/crudWords``,
    /// ``ActionRoutes/otherActionWords``): `createProvisioning` and `createQosAssignment` both create, and that is all.
    static func relatedByActionWordOnly(_ a: String, _ b: String) -> Bool {
        guard NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let shared = Set(NameEvidence.words(a).map(NameEvidence.singular)).intersection(NameEvidence.words(b).map(NameEvidence.singular))
        return shared.allSatisfy { ActionRoutes.crudWords[$0] != nil || ActionRoutes.otherActionWords.contains($0) }
    }

    /// The word pairs (singular, lower-cased) two names of the same number of words differ in: `[(messaging, trunking)]`
    /// for `ListMessagingCountry` and `ListTrunkingCountry`; empty for names of different lengths.
    static func substitutedWords(_ a: String, _ b: String) -> [(String, String)] {
        guard NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return [] }
        let (x, y) = (NameEvidence.words(a).map(NameEvidence.singular), NameEvidence.words(b).map(NameEvidence.singular))
        guard x.count == y.count else { return [] }
        return zip(x, y).filter { $0 != $1 }
    }

    /// Whether an endpoint's route (``routeSegments(_:)``) ends in a path parameter: it addresses one item
    /// (`/products/{id}`), not a collection (`/products`) or an action.
    static func addressesItem(_ endpoint: Endpoint) -> Bool {
        routeSegments(endpoint).last == "{}"
    }

    /// The relation of two operation ids when it is another style or singular/plural (weight 3), as they are or once a
    /// leading method word is set aside (``operationIdWithoutMethodWord(_:)``); `nil` otherwise.
    static func operationIdInAnotherStyle(_ old: Endpoint, _ new: Endpoint) -> NameEvidence? {
        for (a, b) in [(old.operationId, new.operationId), (operationIdWithoutMethodWord(old), operationIdWithoutMethodWord(new))] {
            if let name = NameEvidence.between(a, b), name.weight >= 3 { return name }
        }
        return nil
    }

    /// The operation id, and the operation id without a leading method word (``operationIdWithoutMethodWord(_:)``), as
    /// their words in the singular run together: two operation ids in another style or singular/plural share a key, so
    /// only pairs that do are compared by ``NameEvidence``.
    static func operationIdKeys(_ endpoint: Endpoint) -> Set<String> {
        Set([endpoint.operationId, operationIdWithoutMethodWord(endpoint)].filter(NameEvidence.isComparable).map { id in
            NameEvidence.words(id).map(NameEvidence.singular).joined()
        })
    }

    /// The operation id without a leading word naming the endpoint's HTTP method (`POST_CreateConfigurationSet` for a
    /// `POST` gives `CreateConfigurationSet`: converters of query-style APIs prefix every operation so); otherwise the
    /// operation id as it is.
    static func operationIdWithoutMethodWord(_ endpoint: Endpoint) -> String {
        let method = endpoint.method.uppercased()
        let id = endpoint.operationId
        guard id.count > method.count + 1, id.uppercased().hasPrefix(method), let separator = id.dropFirst(method.count).first,
              separator == "_" || separator == "-" || separator == "." else { return id }
        return String(id.dropFirst(method.count + 1))
    }

    /// The operation id without a trailing `By…` naming one of the endpoint's path parameters or their last words
    /// (`getEmployeeById` for `/employee/{id}` gives `get_employee`, and so does `/employee/{employee-id}`); otherwise
    /// the operation id as it is.
    static func operationIdWithoutPathParameterSuffix(_ endpoint: Endpoint) -> String {
        guard NameEvidence.isComparable(endpoint.operationId) else { return endpoint.operationId }
        let words = NameEvidence.words(endpoint.operationId)
        guard let by = words.lastIndex(of: "by"), by > 0, by < words.count - 1 else { return endpoint.operationId }
        let suffix = words[(by + 1)...].joined()
        let parameters = endpoint.path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
        // `ById` for `{media-id}` too: the suffix may be the parameter's last words.
        guard parameters.contains(where: { parameter in
            let normalized = NameSimilarity.normalized(String(parameter))
            return normalized == suffix
                || (NameEvidence.isComparable(String(parameter)) && NameEvidence.words(String(parameter)).suffix(words.count - by - 1).joined() == suffix)
        }) else { return endpoint.operationId }
        return words[..<by].joined(separator: "_")
    }
}
