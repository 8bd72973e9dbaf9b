import MigratorModel

/// The shapes and words model rename scoring reads (``ComparisonState/modelRenameScore(_:_:)``): the members two models
/// share, the weights of members kept, values restyled, and the words of API grammar that relate no two names.
extension ComparisonState {
    /// Whether two enums have the same string values up to case and separators (``EnumValue/styleKey``), two or more, and
    /// not all written alike.
    static func sameValuesRestyled(_ oldModel: ModelDefinition, _ newModel: ModelDefinition) -> Bool {
        guard case let .enum(a) = oldModel.kind, case let .enum(b) = newModel.kind, a.cases.count >= 2, a.cases.count == b.cases.count else { return false }
        let (x, y) = (a.cases.compactMap(\.value.styleKey), b.cases.compactMap(\.value.styleKey))
        return x.count == a.cases.count && y.count == b.cases.count && Set(x).count == x.count && Set(x) == Set(y)
            && Set(a.cases.map(\.value)) != Set(b.cases.map(\.value))
    }

    /// Whether two object models share at least ``manyMembers`` members, at least half of the larger one's: a record
    /// that continues in the same place of use under another name (``modelRenameScore``).
    static func keptManyMembers(_ members: SharedMembers) -> Bool {
        members.shared >= manyMembers && 2 * members.shared >= max(members.old, members.new)
    }

    /// Name relations a word apart: with the same use and the closest member overlap on a model that grew, a rename
    /// (``MemberOverlapLeaders/closest(_:_:)``).
    static let wordApartKinds: Set<NameEvidence.Kind?> = [.wordAddedOrRemoved, .wordSubstituted]

    /// The shape weight of members kept by the closest pair (``MemberOverlapLeaders/closest(_:_:)``) in the same use:
    /// with a description said alike, a name a word apart on a model that grew or an enum's related name, enough for a
    /// rename.
    static let closestMembersWeight = 2.0

    /// The fewest members kept that make a shape on their own when they are most of the old model's (``modelRenameScore``).
    static let manyMembers = 8

    /// Words of API grammar rather than of the domain: the parts of a type name that say what role it plays
    /// (`DescribeDomainsRequest`, `ListFoosResponse`, `FooObject`, `FooOptions`). Two model names that share only such
    /// words (`DescribeStemmingOptionsRequest` and `DescribeScalingParametersRequest`) are not related by name, unless
    /// the place that uses them confirms it (`PostTextRequest` → `RecognizeTextRequest` as the same endpoint's body).
    static let structuralWords: Set<String> = [
        "request", "response", "result", "output", "input", "object", "item", "data", "info", "detail", "body", "payload",
        "param", "parameter", "option", "config", "configuration", "setting", "model", "entity", "resource", "schema",
        "type", "status", "message", "list", "summary", "describe", "get", "create", "update", "delete", "put", "post",
        "patch", "set", "new", "base", "common", "generic", "default", "v1", "v2", "v3", "api",
    ]

    /// Whether two names differ in one word added or removed that is a ``structuralWords`` word (`IsolineType` and
    /// `Isoline`: the type of a thing is not the thing).
    static func differInStructuralWord(_ a: String, _ b: String) -> Bool {
        guard NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let (x, y) = (NameEvidence.words(a).map(NameEvidence.singular), NameEvidence.words(b).map(NameEvidence.singular))
        let (long, short) = x.count > y.count ? (x, y) : (y, x)
        guard long.count == short.count + 1 else { return false }
        for index in long.indices {
            var rest = long
            let word = rest.remove(at: index)
            if rest == short { return structuralWords.contains(word) }
        }
        return false
    }

    /// Whether the words two names share (in the singular) are all ``structuralWords``.
    static func sharesOnlyStructuralWords(_ a: String, _ b: String) -> Bool {
        guard NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let shared = Set(NameEvidence.words(a).map(NameEvidence.singular)).intersection(NameEvidence.words(b).map(NameEvidence.singular))
        return !shared.isEmpty && shared.isSubset(of: structuralWords)
    }

    /// The share of members two models have in common (Jaccard): enum values, or properties matched by wire key or,
    /// failing that, by equal type and either the same non-empty description or a name relation of a containment or
    /// closer, or by a name relation of a word added or removed or closer whatever the type (members renamed with their
    /// model, some retyped with it: `ipv4addr: string` → `ipv4Address: DeviceIpv4Addr`).
    static func sharedMemberShare(
        _ oldModel: ModelDefinition, _ newModel: ModelDefinition,
        relation: (String, String) -> NameEvidence? = NameEvidence.between
    ) -> Double {
        sharedMembers(oldModel, newModel, relation: relation).share
    }

    /// The members two models have in common, counted as ``sharedMemberShare(_:_:relation:)`` pairs them.
    struct SharedMembers {
        /// Members paired.
        var shared: Int
        /// Members of the old model.
        var old: Int
        /// Members of the new model.
        var new: Int
        /// Shared among the union (Jaccard).
        var share: Double { old + new - shared == 0 ? 0 : Double(shared) / Double(old + new - shared) }
        /// Shared among the old model's members when the new one has at least as many (how much of it a model that grew
        /// kept); 0 for a model that shrank.
        var keptShare: Double { old == 0 || new < old ? 0 : Double(shared) / Double(old) }
    }

    /// The members two models have in common (see ``sharedMemberShare(_:_:relation:)``).
    static func sharedMembers(
        _ oldModel: ModelDefinition, _ newModel: ModelDefinition,
        relation: (String, String) -> NameEvidence? = NameEvidence.between
    ) -> SharedMembers {
        switch (oldModel.kind, newModel.kind) {
        case let (.enum(a), .enum(b)):
            let x = Set(a.cases.map(\.value))
            let y = Set(b.cases.map(\.value))
            // A value kept in another case or separator style (`aws` → `AWS`, `in_progress` → `IN_PROGRESS`) is the same
            // case: the release changed its convention, not its values.
            let styled = Set(y.subtracting(x).compactMap { $0.styleKey })
            let restyled = x.subtracting(y).compactMap(\.styleKey).filter(styled.contains)
            return SharedMembers(shared: x.intersection(y).count + Set(restyled).count, old: x.count, new: y.count)
        case let (.object(a), .object(b)):
            var unmatched = b
            var shared = 0
            var pending: [Property] = []
            for property in a {
                if let index = unmatched.firstIndex(where: { $0.key == property.key }) {
                    unmatched.remove(at: index)
                    shared += 1
                } else {
                    pending.append(property)
                }
            }
            for property in pending {
                if let index = unmatched.firstIndex(where: { $0.type == property.type && $0.description != nil && $0.description == property.description })
                    ?? unmatched.firstIndex(where: { candidate in
                        candidate.type == property.type && (relation(property.key, candidate.key)?.weight ?? 0) >= 1.5
                    }) ?? unmatched.firstIndex(where: { (relation(property.key, $0.key)?.weight ?? 0) >= 2 }) {
                    unmatched.remove(at: index)
                    shared += 1
                }
            }
            return SharedMembers(shared: shared, old: a.count, new: b.count)
        default:
            return SharedMembers(shared: 0, old: 0, new: 0)
        }
    }
}
