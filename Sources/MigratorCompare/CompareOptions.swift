/// Options of `compare`: explicit rename hints, pairs a person rejected, and whether renames are detected from evidence.
public struct CompareOptions: Hashable, Sendable {
    /// Renames given on the command line; they win over every other evidence.
    public var renames: [RenameHint]
    /// Pairs a reviewer said are no rename (`--not-rename`): evidence never pairs them and they are not listed as
    /// possible renames (the next candidates take its place); either side may then pair with another element, the
    /// rejected partner no longer contesting it as part of a split or merge. An explicit hint for the same pair wins.
    /// A member's move into a nested object (`Parent.old=holder.member`) or out of one (`Parent.holder.member=new`) is
    /// rejected the same way.
    public var rejectedRenames: [RenameHint]
    /// Whether unmatched elements are paired as renames by evidence (hints are always honoured).
    public var detectRenames: Bool

    /// Creates options.
    public init(renames: [RenameHint] = [], rejectedRenames: [RenameHint] = [], detectRenames: Bool = true) {
        self.renames = renames
        self.rejectedRenames = rejectedRenames
        self.detectRenames = detectRenames
    }
}

/// A rename given explicitly: `Old=New` for a model or endpoint, `Parent.old=new` for a property, enum case or parameter.
///
/// For example `LoginForm=Credentials`, `Pet.birth_date=date_of_birth`, `PetStatus.sold=adopted`, `listPets.limit=page_size`;
/// a parameter renamed into another location names it in front of the new name: `createMeeting.host_id=path:userId`.
public struct RenameHint: Hashable, Sendable, CustomStringConvertible {
    /// The parent (model or endpoint) for member renames; `nil` for a model or endpoint rename.
    public var parent: String?
    /// The old name (wire key, case value, parameter name, model name or operation id).
    public var old: String
    /// The new name.
    public var new: String

    /// Creates a hint.
    public init(parent: String?, old: String, new: String) {
        self.parent = parent
        self.old = old
        self.new = new
    }

    /// Parses `Old=New` or `Parent.old=new`; `nil` when the text has neither form.
    public init?(parsing text: String) {
        let sides = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else { return nil }
        if let dot = sides[0].firstIndex(of: ".") {
            let parent = String(sides[0][..<dot])
            let old = String(sides[0][sides[0].index(after: dot)...])
            guard !parent.isEmpty, !old.isEmpty else { return nil }
            self.init(parent: parent, old: old, new: sides[1])
        } else {
            self.init(parent: nil, old: sides[0], new: sides[1])
        }
    }

    /// `Parent.old=new` or `Old=New`.
    public var description: String { (parent.map { "\($0)." } ?? "") + "\(old)=\(new)" }
}
