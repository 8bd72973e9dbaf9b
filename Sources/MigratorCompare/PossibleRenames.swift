import MigratorModel

/// Rename candidates for review: for each removed model, endpoint, property, parameter or enum case, the added elements
/// of the same kind and place that may continue it although the evidence is below what a rename needs
/// (``Change/possibleRenames``).
///
/// A missed rename is not harmless — `migrate` treats the old element as removed — so `compare` names the candidates a
/// reviewer should look at instead of staying silent. A candidate needs some evidence of its own: a name relation
/// (``NameEvidence``), descriptions that share words, members in common (models), the same exchange (endpoints);
/// or it is the only added element of the removed one's type in the same place while the removed one is the only
/// removed element of that type (`adjusterId: string` → `handlerId: string`). The same type and the same position only
/// rank candidates. At most ``maximumCandidates`` per removal, best first; candidates of endpoints need the same
/// method.
enum PossibleRenames {
    /// The most candidates listed for one removal.
    static let maximumCandidates = 3

    /// One element as the candidate scoring sees it.
    struct Facts {
        /// The element's path.
        var path: String
        /// Its identifier (wire key, case value, parameter name, model name, operation id).
        var name: String
        /// A string that equal types share (TYPE string with old model names mapped to new ones, a model's kind, an
        /// endpoint's method).
        var type: String
        /// Its documentation.
        var description: String?
        /// Its position among its siblings.
        var index: Int
    }

    /// The candidates among `added` for each of `removed` (same parent), keyed by the removed element's path;
    /// `sameTypeOnly` limits them to the removed element's type (models of the same kind, endpoints of the same method).
    /// `extra` adds kind-specific evidence (members in common, the same exchange) for a pair.
    static func candidates(
        removed: [Facts], added: [Facts], sameTypeOnly: Bool = false, extra: (Facts, Facts) -> (Double, String)? = { _, _ in nil }
    ) -> [String: [(path: String, evidence: [String])]] {
        guard !removed.isEmpty, !added.isEmpty else { return [:] }
        var removedPerType: [String: Int] = [:]
        for facts in removed { removedPerType[facts.type, default: 0] += 1 }
        var addedPerType: [String: Int] = [:]
        for facts in added { addedPerType[facts.type, default: 0] += 1 }
        var result: [String: [(path: String, evidence: [String])]] = [:]
        for old in removed {
            var scored: [(score: Double, path: String, evidence: [String])] = []
            for new in added where !sameTypeOnly || new.type == old.type {
                // Where the type is a precondition (models, endpoints) it is no evidence, and being the only ones is none.
                let onlyOfType = !sameTypeOnly && removedPerType[old.type] == 1 && addedPerType[new.type] == 1
                guard let (score, evidence) = score(old, new, onlyOfType: onlyOfType, typeCounts: !sameTypeOnly, extra: extra(old, new)) else { continue }
                scored.append((score, new.path, evidence))
            }
            scored.sort { ($0.score, $1.path) > ($1.score, $0.path) }
            let best = scored.prefix(maximumCandidates).map { (path: $0.path, evidence: $0.evidence) }
            if !best.isEmpty { result[old.path] = Array(best) }
        }
        return result
    }

    /// The review score of one pair and its evidence, or `nil` when nothing but type and position speak for it;
    /// `typeCounts` says whether the same type ranks the pair (not where every candidate has it).
    static func score(_ old: Facts, _ new: Facts, onlyOfType: Bool, typeCounts: Bool = true, extra: (Double, String)?) -> (Double, [String])? {
        var primary = 0.0
        var evidence: [String] = []
        if NameEvidence.isComparable(old.name), NameEvidence.isComparable(new.name), let name = NameEvidence.between(old.name, new.name) {
            primary += name.weight
            evidence.append(name.kind.rawValue)
        }
        switch DescriptionEvidence.between(old.description, new.description) {
        case .same:
            primary += 2
            evidence.append("same description")
        case .similar:
            primary += 1
            evidence.append("similar description")
        case .different, .none:
            if let a = old.description, let b = new.description, a.utf8.count <= DescriptionEvidence.maximumLength,
               b.utf8.count <= DescriptionEvidence.maximumLength, NameSimilarity.wordOverlap(a, b) >= 0.3 {
                primary += 0.5
                evidence.append("descriptions share words")
            }
        }
        if let (weight, reason) = extra {
            primary += weight
            evidence.append(reason)
        }
        let sameType = old.type == new.type
        if primary == 0 {
            guard onlyOfType, sameType else { return nil }
            evidence.append("the only removed and the only added one of this type here")
            primary = 0.5
        }
        var score = primary
        if sameType, typeCounts {
            score += 1
            evidence.insert("same type", at: 0)
        }
        if old.index == new.index {
            score += 0.5
            evidence.append("same position")
        }
        return (score, evidence)
    }

    /// The `--rename` argument for `old` → `new` paths of the same kind: `Old=New` for models and endpoints,
    /// `Parent.old=new` (the old parent) for properties, enum cases and parameters that stay where they are sent; `nil`
    /// for other paths.
    static func renameArgument(old: String, new: String) -> String? {
        let a = JSONPointer.tokens(of: old)
        let b = JSONPointer.tokens(of: new)
        switch (a.count, b.count) {
        case (2, 2): return "\(a[1])=\(b[1])"
        case (4, 4) where a[2] == "properties" || a[2] == "cases": return "\(a[1]).\(a[3])=\(b[3])"
        case (5, 5) where a[2] == "parameters" && a[3] == b[3] && a[3] != "body": return "\(a[1]).\(a[4])=\(b[4])"
        default: return nil
        }
    }
}
