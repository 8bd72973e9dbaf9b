import MigratorModel

/// Removed and added object models that share many members with each other, clearly more than either shares with any
/// other: a record a redesign renamed without a related name, a description or a place of use that survived (NHL's
/// `Person` → `PlayerLanding`, 13 of 22 members kept, the next closer added model keeping 9; Vultr's `Server` →
/// `Instance`, 22 of 30).
///
/// A weaker tier, ``closest(_:_:)``, holds pairs that share at least ``fewestClosestMembers`` members (enums:
/// ``fewestClosestValues`` values), however few of the larger model's, when no other removed or added model of the same
/// kind shares as many with either side: not a rename on its own, but with the same place of use and a description said
/// alike (Heroku's `Process` → `Dyno`, 6 members kept, both "a process of an app"), a name a word apart on a model that
/// grew, or, for enums, any related name, it is one (``ComparisonState/modelRenameScore(_:_:)``).
///
/// A pair leads when it shares at least ``fewestMembers`` members (as ``ComparisonState/sharedMembers(_:_:relation:)``
/// counts them), at least half of the larger model's, and no other removed or added model of the pool shares more than
/// ``rivalShare`` of that count with either side. A pair of enums leads when it shares at least ``fewestLeadingValues``
/// values (in another style too), at least half of the old enum's (Rippling's `RoleState` → `WorkerStatus`, five values;
/// Miro v2's `WidgetType` → `ItemType`, 6 of 8; Ooyala's `ContentType` → `AssetType`, 4 of 6). Two
/// candidates close to each other (a `Ride` and an `Effort` that both fit `SummaryActivity` and `Lap`) are a split or a
/// merge a person decides, and neither leads.
struct MemberOverlapLeaders {
    /// The fewest members a leading pair shares.
    static let fewestMembers = 5
    /// The largest share of the leading pair's count another candidate may reach on either side.
    static let rivalShare = 0.75

    /// The fewest members a pair of object models of the weaker tier (``closest(_:_:)``) shares.
    static let fewestClosestMembers = 3
    /// The fewest values a pair of enums of the weaker tier shares.
    static let fewestClosestValues = 2
    /// The fewest values a leading pair of enums shares.
    static let fewestLeadingValues = 3

    /// Old model name → the new model it leads with and the members they share.
    private(set) var leaders: [String: (new: String, members: ComparisonState.SharedMembers)] = [:]
    /// Old model name → the new model that shares more members with it than any other model shares with either.
    private(set) var closestPairs: [String: (new: String, members: ComparisonState.SharedMembers)] = [:]

    /// Finds the leading pairs among `removed` and `added` object models, and the closest pairs among them and among
    /// the enums (which share values); pools larger than ``RenameMatcher/maximumGroupSize`` on either side are not
    /// searched, as the matcher does not search them.
    init(removed: [ModelDefinition], added: [ModelDefinition], relation: (String, String) -> NameEvidence?) {
        /// Object models with enough members to lead.
        func objects(_ models: [ModelDefinition]) -> [ModelDefinition] {
            models.filter { model in
                guard case let .object(properties) = model.kind else { return false }
                return properties.count >= Self.fewestClosestMembers
            }
        }
        /// Enums with enough values to be the closest.
        func enums(_ models: [ModelDefinition]) -> [ModelDefinition] {
            models.filter { model in
                guard case let .enum(enumeration) = model.kind else { return false }
                return enumeration.cases.count >= Self.fewestClosestValues
            }
        }
        findPairs(olds: objects(removed), news: objects(added), fewestClosest: Self.fewestClosestMembers, leading: .members, relation: relation)
        findPairs(olds: enums(removed), news: enums(added), fewestClosest: Self.fewestClosestValues, leading: .values, relation: relation)
    }

    /// What a leading pair shares: object models at least ``fewestMembers`` members, half of the larger model's; enums
    /// at least ``fewestLeadingValues`` values, half of the old enum's (the values are all an enum is: most of them kept
    /// is the enum, whatever its new name).
    enum Leading {
        /// Object models' members.
        case members
        /// Enums' values.
        case values

        /// Whether `members` are enough for a leading pair.
        func leads(_ members: ComparisonState.SharedMembers) -> Bool {
            switch self {
            case .members: return members.shared >= MemberOverlapLeaders.fewestMembers && 2 * members.shared >= max(members.old, members.new)
            case .values: return members.shared >= MemberOverlapLeaders.fewestLeadingValues && 2 * members.shared >= members.old
            }
        }

        /// The fewest members a rival must have to count.
        var fewest: Int { self == .members ? MemberOverlapLeaders.fewestMembers : MemberOverlapLeaders.fewestLeadingValues }
    }

    /// Records the closest pairs among `olds` and `news` (at least `fewestClosest` members shared) and the leading pairs.
    private mutating func findPairs(
        olds: [ModelDefinition], news: [ModelDefinition], fewestClosest: Int, leading: Leading, relation: (String, String) -> NameEvidence?
    ) {
        guard !olds.isEmpty, !news.isEmpty, olds.count <= RenameMatcher.maximumGroupSize, news.count <= RenameMatcher.maximumGroupSize else { return }
        var counts: [[ComparisonState.SharedMembers]] = []
        for oldModel in olds {
            counts.append(news.map { ComparisonState.sharedMembers(oldModel, $0, relation: relation) })
        }
        for (oldIndex, row) in counts.enumerated() {
            guard let newIndex = row.indices.max(by: { row[$0].shared < row[$1].shared || (row[$0].shared == row[$1].shared && $0 > $1) }) else { continue }
            let members = row[newIndex]
            guard !Self.inAnotherArea(olds[oldIndex].name, news[newIndex].name) else { continue }
            if members.shared >= fewestClosest,
               !row.indices.contains(where: { $0 != newIndex && row[$0].shared >= members.shared }),
               !counts.indices.contains(where: { $0 != oldIndex && counts[$0][newIndex].shared >= members.shared }) {
                closestPairs[olds[oldIndex].name] = (news[newIndex].name, members)
            }
            guard leading.leads(members) else { continue }
            // Rivals of a leading pair have enough members to lead themselves.
            let limit = Self.rivalShare * Double(members.shared)
            let rivalNew = row.indices.contains { $0 != newIndex && Double(row[$0].shared) > limit && row[$0].new >= leading.fewest }
            let rivalOld = counts.indices.contains { $0 != oldIndex && Double(counts[$0][newIndex].shared) > limit && counts[$0][newIndex].old >= leading.fewest }
            guard !rivalNew, !rivalOld else { continue }
            leaders[olds[oldIndex].name] = (news[newIndex].name, members)
        }
    }

    /// Whether both names are namespaced (`numbers.v2.hosted_number_order`, `voice.v3.hostedNumbers.hostedNumberOrder`)
    /// under different first segments: the schema belongs to another product area, whatever members it shares.
    static func inAnotherArea(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.split(separator: "."), b.split(separator: "."))
        return x.count > 1 && y.count > 1 && x[0].lowercased() != y[0].lowercased()
    }

    /// The members (enums: values) `oldModel` and `newModel` share when no other removed or added model shares as many
    /// with either (at least ``fewestClosestMembers``, or ``fewestClosestValues`` for enums), else `nil`.
    func closest(_ oldModel: String, _ newModel: String) -> ComparisonState.SharedMembers? {
        guard let pair = closestPairs[oldModel], pair.new == newModel else { return nil }
        return pair.members
    }

    /// The members `oldModel` and `newModel` share when they are a leading pair, else `nil`.
    func leading(_ oldModel: String, _ newModel: String) -> ComparisonState.SharedMembers? {
        guard let leader = leaders[oldModel], leader.new == newModel else { return nil }
        return leader.members
    }
}
