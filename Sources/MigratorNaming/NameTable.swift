/// Hands out unique identifiers within one scope, deterministically: first come (in document order), first served;
/// later claimants of a taken or reserved name get a numeric suffix (`name2`, `name3`, …).
public struct NameTable: Sendable {
    private var taken: Set<String>

    /// Creates a table in which `reserved` names are never handed out.
    public init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// Claims `candidate` (unescaped) or the first free suffixed variant, returning the claimed name.
    public mutating func claim(_ candidate: String) -> String {
        var name = candidate
        var counter = 2
        while taken.contains(name) {
            name = candidate + String(counter)
            counter += 1
        }
        taken.insert(name)
        return name
    }

    /// Whether `name` is taken or reserved.
    public func contains(_ name: String) -> Bool {
        taken.contains(name)
    }
}
