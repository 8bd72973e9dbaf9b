import MigratorModel

/// The last pass of parameter matching, after the route slots: a removed and an added parameter of a matched endpoint
/// whose descriptions are said alike (``DescriptionEvidence`` same or similar) and whose types are the same, when neither
/// is so described by another parameter left on the other side (Confluent Cloud v1 → v2's `account_id` → `environment`;
/// Harbor v1 → v2's `tag` → `reference`). Bodies are left out: a body and a parameter described alike are a member
/// moved, which a guide does not say yet. So are two identifiers of resources (``identifyOtherResources(_:_:)``).
///
/// The member scorer wants the documentation backed by a name, a type or a position to reach its threshold; left alone
/// together, one for one, the documentation is what a reviewer goes by.
enum DescribedParameters {
    /// The pairs (indexes in `old` and `new`) among `removed` and `added` described alike only with each other;
    /// `rejected` tells the pairs the user rejected.
    static func pairs(
        removed: [Int], added: [Int], old: [Parameter], new: [Parameter], mapped: (TypeReference) -> TypeReference,
        rejected: (Parameter, Parameter) -> Bool
    ) -> [(old: Int, new: Int)] {
        var alike: [(old: Int, new: Int)] = []
        for oldIndex in removed where old[oldIndex].location != .body {
            for newIndex in added where new[newIndex].location != .body {
                guard [.same, .similar].contains(DescriptionEvidence.between(old[oldIndex].description, new[newIndex].description)),
                      TypeCompatibility.sameWireForm(mapped(old[oldIndex].type), new[newIndex].type),
                      !identifyOtherResources(old[oldIndex].name, new[newIndex].name) else { continue }
                alike.append((oldIndex, newIndex))
            }
        }
        return EndpointNeighbours.oneForOne(alike).filter { !rejected(old[$0.old], new[$0.new]) }
    }

    /// Whether both names identify a resource (`job_id`, `department_id`; the same words in another style were paired
    /// earlier): filters of a listing by two resources are described alike ("Only applications for this job." and "Only
    /// applications for jobs of this department.") and filter by different things.
    static func identifyOtherResources(_ a: String, _ b: String) -> Bool {
        let (x, y) = (NameEvidence.words(a).map(NameEvidence.singular), NameEvidence.words(b).map(NameEvidence.singular))
        guard x.count >= 2, y.count >= 2, let last = x.last else { return false }
        return NameEvidence.referenceWords.contains(last) && y.last == last
    }

    /// The evidence every pair carries.
    static let evidence = "similar description, the only parameters left described alike"
}
