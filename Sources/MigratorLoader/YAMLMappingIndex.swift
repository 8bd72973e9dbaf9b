import Yams

/// A mapping's entries by key text, in file order, with merge keys (`<<`) resolved: explicit keys win over merged
/// ones, earlier merged mappings over later ones, and merged mappings' own merge keys are resolved too. Keys that are
/// not scalars (YAML complex keys, which JSON cannot express) are left out. Shared by ``YAMLNodeDecoder`` and the
/// OpenAPI reader's ``OpenAPIMapping``, so both read a mapping the same way and index it once.
struct YAMLMappingIndex {
    /// Key texts in file order (explicit keys first, then merged ones).
    private(set) var keys: [String] = []
    /// The values, parallel to `keys`.
    private(set) var nodes: [Node] = []
    /// Key text → position in `keys`; the first explicit key wins, then merged keys in order.
    private(set) var positions: [String: Int] = [:]

    /// The value under `key`, if any.
    subscript(key: String) -> Node? { positions[key].map { nodes[$0] } }

    /// Indexes `mapping`.
    init(_ mapping: Node.Mapping) {
        keys.reserveCapacity(mapping.count)
        nodes.reserveCapacity(mapping.count)
        var merged: [Node] = []
        for (key, value) in mapping {
            guard case let .scalar(scalar) = key else { continue }
            if scalar.string == "<<", scalar.style == .plain || scalar.style == .any {
                merged.append(value)
                continue
            }
            add(scalar.string, value)
        }
        for source in merged {
            switch source {
            case let .mapping(mapping): addMerged(mapping)
            case let .sequence(sequence):
                for case let .mapping(mapping) in sequence { addMerged(mapping) }
            default: continue
            }
        }
    }

    /// Adds an entry unless its key is already there.
    private mutating func add(_ key: String, _ value: Node) {
        guard positions[key] == nil else { return }
        positions[key] = keys.count
        keys.append(key)
        nodes.append(value)
    }

    /// Adds a merged mapping's entries (its own merges first resolved).
    private mutating func addMerged(_ mapping: Node.Mapping) {
        let index = YAMLMappingIndex(mapping)
        for (key, node) in zip(index.keys, index.nodes) { add(key, node) }
    }
}
