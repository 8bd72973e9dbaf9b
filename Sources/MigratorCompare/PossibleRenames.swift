import Foundation
import MigratorModel

/// Rename candidates for review: for each removed model, endpoint, property, parameter or enum case, the added elements
/// of the same kind and place that may continue it although the evidence is below what a rename needs
/// (``Change/possibleRenames``).
///
/// A missed rename is not harmless — `migrate` treats the old element as removed — so `compare` names the candidates a
/// reviewer should look at instead of staying silent. A candidate needs some evidence of its own: a name relation
/// (``NameEvidence``, between names that share a word, its first four letters or a synonym), descriptions that share words, members in common (models), the same exchange (endpoints);
/// or it is the only added element of the removed one's type in the same place while the removed one is the only
/// removed element of that type (`adjusterId: string` → `handlerId: string`). The same type and the same position only
/// rank candidates. At most ``maximumCandidates`` per removal, best first; candidates of endpoints need the same
/// method, or another method and a related operation id (ranked a step below).
enum PossibleRenames {
    /// Which types a candidate may have (``candidates(removed:added:types:relation:extra:excluded:)``).
    enum TypeMatch {
        /// Any type: the same type ranks a candidate (members).
        case any
        /// The removed element's type only, a precondition and no evidence (models of the same kind).
        case same
        /// For endpoints, whose type is the method: the same method, or another one when the operation ids relate
        /// (``NameEvidence``), ranked a step below (Dropbox v2's `listRevisions`, `POST` where v1 had `getRevisions`, `GET`).
        case sameOrOtherMethodByName
    }

    /// The most candidates listed for one removal.
    static let maximumCandidates = 3
    /// Above this many removed × added pairs in one place, only names that may relate are compared (through an index),
    /// at most ``maximumComparedPerRemoval`` per removal.
    static let maximumPairs = 64 * 64
    /// In a place above ``maximumPairs``, the most added elements compared with one removed element.
    static let maximumComparedPerRemoval = 8

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

    /// What the scoring compares of one element, computed once per element rather than once per pair: the keys that
    /// gate the name comparison and the words of the description.
    final class Prepared {
        /// The element.
        let facts: Facts
        /// The words of the name of up to three letters, in the singular and with lexicon synonyms made one
        /// (``NameLexicon/canonical(_:)``).
        var shortWords: Set<String> = []
        /// The first three letters of the longer words, as above.
        var longPrefixes3: Set<String> = []
        /// The first four letters of the longer words, as above.
        var longPrefixes4: Set<String> = []
        /// The description trimmed (`nil` when it is empty or too long to compare), its lower-cased words of 3+ letters,
        /// and those words without stop words: worked out on first use, as most elements of a large release are never
        /// compared by description.
        private(set) lazy var description: (text: String?, words: Set<String>, significant: Set<String>) = {
            let trimmed = facts.description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let text = trimmed.isEmpty || trimmed.utf8.count > DescriptionEvidence.maximumLength ? nil : trimmed
            let all = text.map { Set($0.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 3 }) } ?? []
            return (text, all, all.subtracting(NameSimilarity.stopWords))
        }()

        /// Prepares `facts`.
        init(_ facts: Facts) {
            self.facts = facts
            if NameEvidence.isComparable(facts.name) {
                for word in NameEvidence.words(facts.name) {
                    let canonical = NameLexicon.canonical(NameEvidence.singular(word))
                    if canonical.count <= 3 {
                        shortWords.insert(canonical)
                    } else {
                        longPrefixes3.insert(String(canonical.prefix(3)))
                        longPrefixes4.insert(String(canonical.prefix(4)))
                    }
                }
            }
        }

        /// Whether the names may relate: they share the first four letters of a longer word, a short word, or a short
        /// word that starts a longer one (`addr` ~ `address`, `creation` ~ `create`, `num` ~ `number`); synonyms count as
        /// one word, and `common` keys (words most names of both sides carry, such as a namespace) do not count. Names
        /// that do not are not compared by ``NameEvidence``.
        func mayRelate(to other: Prepared, common: Set<String>) -> Bool {
            !longPrefixes4.isDisjoint(with: other.longPrefixes4.subtracting(common))
                || !shortWords.isDisjoint(with: other.shortWords.subtracting(common))
                || !shortWords.isDisjoint(with: other.longPrefixes3) || !longPrefixes3.isDisjoint(with: other.shortWords)
        }

        /// The indices of `elements` by each of their keys (short words, with and without the `common` ones; three- and
        /// four-letter prefixes, the latter without the `common` ones), as ``mayRelate(to:common:)`` compares them.
        static func keyIndex(_ elements: [Prepared], common: Set<String>) -> [String: [Int]] {
            var index: [String: [Int]] = [:]
            for (offset, element) in elements.enumerated() {
                for key in element.shortWords.subtracting(common) { index["s:" + key, default: []].append(offset) }
                for key in element.shortWords { index["S:" + key, default: []].append(offset) }
                for key in element.longPrefixes3 { index["3:" + key, default: []].append(offset) }
                for key in element.longPrefixes4.subtracting(common) { index["4:" + key, default: []].append(offset) }
            }
            return index
        }

        /// The indices of the elements of `index` (``keyIndex(_:common:)``) whose names may relate to `element`'s
        /// (``mayRelate(to:common:)``), at most ``maximumComparedPerRemoval``: those sharing the rarest keys first (each
        /// shared key counts one over the number of elements that carry it), then in order.
        static func indicesSharingKeys(_ element: Prepared, _ index: [String: [Int]], common: Set<String>) -> [Int] {
            var weights: [Int: Double] = [:]
            func add(_ key: String) {
                guard let elements = index[key] else { return }
                let weight = 1 / Double(elements.count)
                for offset in elements { weights[offset, default: 0] += weight }
            }
            for key in element.longPrefixes4.subtracting(common) { add("4:" + key) }
            for key in element.shortWords.subtracting(common) { add("s:" + key) }
            for key in element.shortWords { add("3:" + key) }
            for key in element.longPrefixes3 { add("S:" + key) }
            return weights.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(maximumComparedPerRemoval).map(\.key).sorted()
        }

        /// The keys (short words and four-letter prefixes) that at least half of `elements` carry, when there are 8 or more:
        /// a namespace in a large place; among a few names (AWS CloudHSM's `AddTagsToResource`, `TagResource`) a word
        /// most of them share is still what relates two.
        static func frequentKeys(_ elements: [Prepared]) -> Set<String> {
            guard elements.count >= 8 else { return [] }
            var counts: [String: Int] = [:]
            for element in elements { for key in element.shortWords.union(element.longPrefixes4) { counts[key, default: 0] += 1 } }
            return Set(counts.filter { 2 * $0.value >= elements.count }.keys)
        }
    }

    /// The candidates among `added` for each of `removed` (same parent), keyed by the removed element's path; `types`
    /// says which types may pair (``TypeMatch``).
    /// `extra` adds kind-specific evidence (members in common, the same exchange) for a pair; `excluded` (old and new
    /// path) leaves a pair out before the best are chosen (a reviewer's `--not-rename`).
    static func candidates(
        removed: [Facts], added: [Facts], types: TypeMatch = .any, relation: (String, String) -> NameEvidence? = NameEvidence.between,
        extra: (Facts, Facts) -> (Double, String)? = { _, _ in nil }, excluded: (String, String) -> Bool = { _, _ in false }
    ) -> [String: [(path: String, evidence: [String])]] {
        guard !removed.isEmpty, !added.isEmpty else { return [:] }
        let sameTypeOnly = types != .any
        var removedPerType: [String: Int] = [:]
        for facts in removed { removedPerType[facts.type, default: 0] += 1 }
        var addedPerType: [String: Int] = [:]
        for facts in added { addedPerType[facts.type, default: 0] += 1 }
        let newSide = added.map(Prepared.init)
        let oldSide = removed.map(Prepared.init)
        let common = Prepared.frequentKeys(oldSide).intersection(Prepared.frequentKeys(newSide))
        // A large release (more than ``maximumPairs`` pairs) compares only the names that share the rarest words, found
        // through an index of their keys: every pair would cost seconds (OpenAI 3.0 → 3.1: 101 removed, 1,260 added schemas).
        let index: [String: [Int]]? = removed.count * added.count > maximumPairs ? Prepared.keyIndex(newSide, common: common) : nil
        var result: [String: [(path: String, evidence: [String])]] = [:]
        for old in oldSide {
            let oldFacts = old.facts
            var scored: [(score: Double, path: String, evidence: [String])] = []
            let considered = index.map { Prepared.indicesSharingKeys(old, $0, common: common).map { newSide[$0] } } ?? newSide
            for new in considered where (types != .same || new.facts.type == oldFacts.type) && !excluded(oldFacts.path, new.facts.path) {
                let otherMethod = sameTypeOnly && new.facts.type != oldFacts.type
                if otherMethod {
                    guard old.mayRelate(to: new, common: common), relation(oldFacts.name, new.facts.name) != nil else { continue }
                }
                // Where the type is a precondition (models, endpoints) it is no evidence, and being the only ones is none.
                let onlyOfType = !sameTypeOnly && removedPerType[oldFacts.type] == 1 && addedPerType[new.facts.type] == 1
                guard var (score, evidence) = score(
                    old, new, onlyOfType: onlyOfType, typeCounts: !sameTypeOnly, common: common, relation: relation,
                    extra: extra(oldFacts, new.facts)
                )
                else { continue }
                if otherMethod {
                    score -= 1
                    evidence.append("the method changed from \(oldFacts.type) to \(new.facts.type)")
                }
                scored.append((score, new.facts.path, evidence))
            }
            scored.sort { ($0.score, $1.path) > ($1.score, $0.path) }
            let best = scored.prefix(maximumCandidates).map { (path: $0.path, evidence: $0.evidence) }
            if !best.isEmpty { result[oldFacts.path] = Array(best) }
        }
        return result
    }

    /// The review score of one pair and its evidence, or `nil` when nothing but type and position speak for it;
    /// `typeCounts` says whether the same type ranks the pair (not where every candidate has it).
    static func score(
        _ old: Prepared, _ new: Prepared, onlyOfType: Bool, typeCounts: Bool = true, common: Set<String> = [],
        relation: (String, String) -> NameEvidence? = NameEvidence.between, extra: (Double, String)?
    ) -> (Double, [String])? {
        var primary = 0.0
        var evidence: [String] = []
        if old.mayRelate(to: new, common: common), let name = relation(old.facts.name, new.facts.name) {
            primary += name.weight
            evidence.append(name.kind.rawValue)
        }
        // As ``DescriptionEvidence/between(_:_:)`` decides, from the words prepared once: the same text, most words in
        // common or one's significant words all in the other (similar), or 30 % in common.
        if let a = old.description.text, let b = new.description.text {
            let (x, y) = (old.description, new.description)
            let union = x.words.union(y.words).count
            let overlap = union == 0 ? 0 : Double(x.words.intersection(y.words).count) / Double(union)
            if a == b {
                primary += 2
                evidence.append("same description")
            } else if overlap >= 0.6 || (!x.significant.isEmpty && !y.significant.isEmpty
                && (x.significant.isSubset(of: y.significant) || y.significant.isSubset(of: x.significant))) {
                primary += 1
                evidence.append("similar description")
            } else if overlap >= 0.3 {
                primary += 0.5
                evidence.append("descriptions share words")
            }
        }
        if let (weight, reason) = extra {
            primary += weight
            evidence.append(reason)
        }
        let sameType = old.facts.type == new.facts.type
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
        if old.facts.index == new.facts.index {
            score += 0.5
            evidence.append("same position")
        }
        return (score, evidence)
    }

    /// The `--rename` argument for `old` → `new` paths of the same kind: `Old=New` for models and endpoints,
    /// `Parent.old=new` (the old parent) for properties, enum cases and parameters that stay where they are sent,
    /// `op.old=location:new` for a parameter sent elsewhere now (`getUser.id=path:userId`); `nil` for other paths (the
    /// body).
    static func renameArgument(old: String, new: String) -> String? {
        let a = JSONPointer.tokens(of: old)
        let b = JSONPointer.tokens(of: new)
        // An empty name (an enum case `""`) cannot be written as an argument: `Status.=none` does not parse.
        guard !a.contains(where: \.isEmpty), !b.contains(where: \.isEmpty) else { return nil }
        switch (a.count, b.count) {
        case (2, 2): return "\(a[1])=\(b[1])"
        case (4, 4) where a[2] == "properties" || a[2] == "cases": return "\(a[1]).\(a[3])=\(b[3])"
        case (5, 5) where a[2] == "parameters" && a[3] == b[3] && a[3] != "body" && ComparisonState.locatedName(b[4]) == nil:
            return "\(a[1]).\(a[4])=\(b[4])"
        case (5, 5) where a[2] == "parameters" && a[3] != "body" && b[3] != "body":
            // Another location, or a name that itself reads as `location:name` (`query:xyz`): the location is named.
            return "\(a[1]).\(a[4])=\(b[3]):\(b[4])"
        default: return nil
        }
    }

    /// Every `--not-rename` argument that rejects `old` → `new`: ``renameArgument(old:new:)``, and for a parameter that
    /// stays in its location also the form that names it (`op.old=query:new`).
    static func rejectionForms(old: String, new: String) -> [String] {
        guard let argument = renameArgument(old: old, new: new) else { return [] }
        let a = JSONPointer.tokens(of: old)
        let b = JSONPointer.tokens(of: new)
        if a.count == 5, b.count == 5, a[2] == "parameters", a[3] == b[3], a[3] != "body", ComparisonState.locatedName(b[4]) == nil {
            return [argument, "\(a[1]).\(a[4])=\(b[3]):\(b[4])"]
        }
        return [argument]
    }
}
