import Foundation

/// A member (property or parameter) among its siblings, for rename evidence.
struct MemberFacts {
    /// The identifiers of all siblings, in order.
    var names: [String]
    /// The member's index among them.
    var index: Int
    /// The member's description.
    var description: String?
    /// Whether it is required.
    var required: Bool
    /// The member's type in new names (the old side's model names mapped through model renames).
    var type: String
    /// For an array member that is the only array member of its model: the item model's name (list wrappers).
    var onlyArrayItem: String?

    /// The member's neighbours, normalized (case and separators ignored: `formatted_address` ~ `formattedAddress`).
    var neighbours: Neighbours

    /// The member's identifier.
    var name: String { names[index] }

    /// The identifiers before and after a member.
    struct Neighbours: Equatable {
        /// The identifier before it.
        var previous: String?
        /// The identifier after it.
        var next: String?
    }

    /// The facts of member `index` among `names`.
    init(names: [String], index: Int, description: String?, required: Bool, type: String, onlyArrayItem: String? = nil) {
        self.names = names
        self.index = index
        self.description = description
        self.required = required
        self.type = type
        self.onlyArrayItem = onlyArrayItem
        func comparable(_ name: String) -> String { NameEvidence.isComparable(name) ? NameSimilarity.normalized(name) : name }
        neighbours = Neighbours(
            previous: index > 0 ? comparable(names[index - 1]) : nil, next: index + 1 < names.count ? comparable(names[index + 1]) : nil
        )
    }
}

/// Scores removed × added members of one parent (model or endpoint) as rename candidates.
///
/// A rename needs evidence a reviewer accepts — the name (``NameEvidence``), the list-wrapper convention or the
/// description — worth at least 1; a weak name relation (containment, a synonym, one word substituted, a shared word)
/// is cancelled by a contradicting description (for a synonym, descriptions are compared with the synonyms counted as
/// one word: ``DescriptionEvidence/betweenUpToSynonyms(_:_:)``), and one substituted word rules the pair out when the
/// descriptions change the same word
/// (``DescriptionEvidence/mirrorsNameChange(oldName:newName:oldDescription:newDescription:)``). Type (1), position
/// (0.5), neighbours (1, or 0.5 for one of them) and required-ness (0.5) only add to that (tie-breakers): the
/// total must reach ``threshold``, unless the name or list-wrapper evidence alone is worth 3 (then a type change
/// is reported with the rename). A name related to two or more unmatched names on the other side (a split or a merge)
/// is no evidence, and names that differ only in a version number (`serverIpv4`, `serverIpv6`) are never paired.
/// Name relations are computed once per pair and cached.
final class MemberRenameScorer {
    /// The total a pair must reach.
    static let threshold = 3.5

    /// The old members.
    let old: [MemberFacts]
    /// The new members.
    let new: [MemberFacts]
    /// Old names without an equal new name.
    private let unmatchedOld: [String]
    /// New names without an equal old name.
    private let unmatchedNew: [String]
    /// Cached name relations by (old name, new name).
    private var relations: [String: NameEvidence?] = [:]
    /// Cached counts of related names on the other side.
    private var relatedCounts: [String: Int] = [:]

    /// A scorer over two sibling lists.
    init(old: [MemberFacts], new: [MemberFacts]) {
        self.old = old
        self.new = new
        let oldNames = Set(old.map(\.name))
        let newNames = Set(new.map(\.name))
        unmatchedOld = old.map(\.name).filter { !newNames.contains($0) }
        unmatchedNew = new.map(\.name).filter { !oldNames.contains($0) }
    }

    /// The name relation of two names, cached.
    private func relation(_ oldName: String, _ newName: String) -> NameEvidence? {
        let key = oldName + "\u{0}" + newName
        if let cached = relations[key] { return cached }
        let value = NameEvidence.between(oldName, newName)
        relations[key] = value
        return value
    }

    /// How many unmatched names on the other side relate to `name` by a word added or removed, or less.
    private func relatedCount(_ name: String, isOld: Bool) -> Int {
        let key = (isOld ? "o\u{0}" : "n\u{0}") + name
        if let cached = relatedCounts[key] { return cached }
        let others = isOld ? unmatchedNew : unmatchedOld
        let count = others.filter { other in
            guard let evidence = isOld ? relation(name, other) : relation(other, name) else { return false }
            return evidence.weight >= 1.5 && evidence.weight < 3
        }.count
        relatedCounts[key] = count
        return count
    }

    /// The evidence that old member `oldIndex` was renamed to new member `newIndex`, or `nil` when there is not enough.
    func score(_ oldIndex: Int, _ newIndex: Int) -> (Double, [String])? {
        let oldMember = old[oldIndex]
        let newMember = new[newIndex]
        if NameEvidence.differInVersionOnly(oldMember.name, newMember.name) { return nil }
        var evidence: [String] = []
        var nameWeight = 0.0
        if let item = newMember.onlyArrayItem, oldMember.type == newMember.type,
           NameEvidence.isListWrapperRename(old: oldMember.name, new: newMember.name, itemModel: item) {
            nameWeight = 3
            evidence.append("list wrapper convention")
        } else if let name = relation(oldMember.name, newMember.name) {
            let ambiguous = name.weight < 3
                && (relatedCount(oldMember.name, isOld: true) > 1 || relatedCount(newMember.name, isOld: false) > 1)
            if !ambiguous {
                nameWeight = name.weight
                evidence.append(name.kind.rawValue)
            }
        }
        var descriptionWeight = 0.0
        if relation(oldMember.name, newMember.name)?.kind == .wordSubstituted, DescriptionEvidence.mirrorsNameChange(
            oldName: oldMember.name, newName: newMember.name, oldDescription: oldMember.description, newDescription: newMember.description
        ) {
            return nil
        }
        var descriptions = DescriptionEvidence.between(oldMember.description, newMember.description)
        if descriptions == .different, relation(oldMember.name, newMember.name)?.kind == .synonym {
            descriptions = DescriptionEvidence.betweenUpToSynonyms(oldMember.description, newMember.description)
        }
        switch descriptions {
        case .same:
            descriptionWeight = 2
            evidence.append("same description")
        case .similar:
            descriptionWeight = 1
            evidence.append("similar description")
        case .different:
            if nameWeight > 0, nameWeight <= 1.5 {
                nameWeight = 0
                evidence.removeAll()
            }
        case .none:
            break
        }
        let primary = nameWeight + descriptionWeight
        guard primary >= 1 else { return nil }
        var structure = 0.0
        if oldMember.type == newMember.type {
            structure += 1
            evidence.insert("same type", at: 0)
        }
        if oldMember.index == newMember.index {
            structure += 0.5
            evidence.append("same position")
        }
        let (before, after) = (oldMember.neighbours, newMember.neighbours)
        if before == after, before != MemberFacts.Neighbours(previous: nil, next: nil) {
            structure += 1
            evidence.append("same neighbours")
        } else if (before.previous != nil && before.previous == after.previous) || (before.next != nil && before.next == after.next) {
            structure += 0.5
            evidence.append("one neighbour the same")
        }
        if oldMember.required == newMember.required {
            structure += 0.5
            evidence.append("same required-ness")
        }
        let total = primary + structure
        guard total >= Self.threshold || nameWeight >= 3 else { return nil }
        return (total, evidence)
    }
}
