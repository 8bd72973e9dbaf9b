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
    /// For a path parameter: the literal path segment before it, lower-cased and in the singular (`knowledge` for `id`
    /// in `/v1/Knowledge/{id}`): the resource the parameter identifies.
    var pathPlace: String?
    /// For a path parameter: its place among the path's parameters and their number (`0/2` for `project_id` in
    /// `/projects/{project_id}/todos/{todo_id}`): the route's slot, whatever the segments are called.
    var routeSlot: String?
    /// For a path parameter: its place counted from the path's last parameter (`1` for `domain` in
    /// `/domains/{domain}/records/{record}` and for `zone` in `/{account}/zones/{zone}/records/{record}`): the slot
    /// when the release put the route behind parameters (``ComparisonState/parametersAddedInFront(_:_:)``); `nil`
    /// otherwise.
    var routeSlotFromEnd: Int?
    /// What the member belongs to: its model's name, or a path parameter's ``pathPlace``
    /// (``ResourceNameEvidence/endsIn(oldName:owner:newDescription:)``).
    var owner: String?

    /// Whether the member is a query parameter (``NameLexicon/queryRoles``).
    var isQueryParameter = false

    /// The role a query parameter's values give it whatever its name (``NameLexicon/queryRole(ofValues:)``: `sort`
    /// taking `asc` or `desc` is a sort direction).
    var valueRole: String?

    /// The role a query parameter plays (``NameLexicon/queryRoles``): the one its values give it, else its name's.
    var queryRole: String? { isQueryParameter ? valueRole ?? NameLexicon.queryRole(of: name) : nil }

    /// For a member whose type is an object or union model: that model's name on the member's own side (the old name on
    /// the old side), for a member named after its type (`booking: Booking`).
    var objectModel: String?

    /// Whether the member's type is an object or union model (not a scalar, an enum, a list or a map).
    var isObject: Bool { objectModel != nil }

    /// The member's neighbours (compared by ``MemberRenameScorer/sameNeighbour(_:_:)``).
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
        neighbours = Neighbours(previous: index > 0 ? names[index - 1] : nil, next: index + 1 < names.count ? names[index + 1] : nil)
    }
}
