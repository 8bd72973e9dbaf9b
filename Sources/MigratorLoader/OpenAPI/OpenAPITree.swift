import Foundation
import Yams

/// An object of either parser's tree, indexed once for constant-time member lookup, its children converted on first
/// access.
///
/// A Yams `Node.Mapping` finds a key by a linear scan, and OpenAPI documents have objects with thousands of members
/// (`components/schemas`, `paths`), so every object the reader looks into is indexed exactly once; a JSON object is
/// typed once instead of being cast on every lookup. Children that are never read (examples, vendor extensions) are
/// never converted.
///
/// YAML keys keep document order; plain `<<` merge keys are applied (the merged mappings' members come after the
/// explicit ones, which win) and keys that are not scalars (YAML complex keys, which JSON cannot express) are left
/// out. JSON keys are sorted, because `JSONSerialization` does not keep their order.
final class OpenAPIMapping {
    /// Where the members come from.
    private enum Source {
        /// Composed YAML nodes, parallel to the keys, with each key's position.
        case yaml(keys: [String], index: [String: Int], nodes: [Node])
        /// A `JSONSerialization` object (its keys are already hashed).
        case json([String: Any])
    }

    /// The object's location; `nil` for the root.
    let path: OpenAPIPath?
    /// The members.
    private let source: Source
    /// YAML children already converted, parallel to the keys.
    private var convertedByPosition: [OpenAPINode.Storage?]
    /// JSON containers already wrapped, by key (scalars are cheap to type again and are not kept).
    private var convertedByKey: [String: OpenAPINode.Storage] = [:]
    /// JSON keys, sorted once when first needed.
    private var sortedKeys: [String]?

    /// Indexes a YAML mapping found at `path`.
    init(yaml mapping: Node.Mapping, path: OpenAPIPath?) {
        self.path = path
        let entries = YAMLMappingIndex(mapping)
        source = .yaml(keys: entries.keys, index: entries.positions, nodes: entries.nodes)
        convertedByPosition = Array(repeating: nil, count: entries.keys.count)
    }

    /// Wraps a JSON object found at `path`; its keys read sorted.
    init(json dictionary: [String: Any], path: OpenAPIPath?) {
        self.path = path
        source = .json(dictionary)
        convertedByPosition = []
    }

    /// The member keys: YAML in document order, JSON sorted.
    var keys: [String] {
        switch source {
        case let .yaml(keys, _, _): return keys
        case let .json(dictionary):
            if let sortedKeys { return sortedKeys }
            let keys = dictionary.keys.sorted()
            sortedKeys = keys
            return keys
        }
    }

    /// The member keys in no particular order (cheaper than ``keys`` for JSON).
    var unorderedKeys: [String] {
        switch source {
        case let .yaml(keys, _, _): return keys
        case let .json(dictionary): return sortedKeys ?? Array(dictionary.keys)
        }
    }

    /// Whether the object has a member whose name is in `names` (no allocation: the object's own keys are walked).
    func containsAny(of names: Set<String>) -> Bool {
        switch source {
        case let .yaml(keys, _, _): return keys.contains(where: names.contains)
        case let .json(dictionary): return dictionary.keys.contains(where: names.contains)
        }
    }

    /// Whether the object has a member named `key`.
    func contains(_ key: String) -> Bool {
        switch source {
        case let .yaml(_, index, _): return index[key] != nil
        case let .json(dictionary): return dictionary[key] != nil
        }
    }

    /// The member named `key`, converted once (JSON scalars are typed on each access).
    func child(named key: String) -> OpenAPINode.Storage? {
        switch source {
        case let .yaml(_, index, nodes):
            guard let position = index[key] else { return nil }
            if let storage = convertedByPosition[position] { return storage }
            let storage = OpenAPINode.storage(ofYAML: nodes[position], parent: path, token: .key(key))
            convertedByPosition[position] = storage
            return storage
        case let .json(dictionary):
            if let storage = convertedByKey[key] { return storage }
            guard let value = dictionary[key] else { return nil }
            let storage = OpenAPINode.storage(ofJSON: value, parent: path, token: .key(key))
            switch storage {
            case .mapping, .sequence: convertedByKey[key] = storage
            case .yamlScalar, .jsonString, .jsonNumber, .jsonNull: break
            }
            return storage
        }
    }
}

/// An array of either parser's tree whose elements are converted on first access.
final class OpenAPISequence {
    /// Where the elements come from.
    private enum Source {
        /// Composed YAML nodes.
        case yaml([Node])
        /// `JSONSerialization` values.
        case json([Any])
    }

    /// The array's location; `nil` for the root.
    let path: OpenAPIPath?
    /// The elements as the parser returned them.
    private let source: Source
    /// Elements already converted.
    private var converted: [OpenAPINode.Storage?]
    /// The number of elements.
    let count: Int

    /// Wraps a YAML sequence found at `path`.
    init(yaml sequence: Node.Sequence, path: OpenAPIPath?) {
        self.path = path
        let nodes = Array(sequence)
        source = .yaml(nodes)
        count = nodes.count
        converted = Array(repeating: nil, count: nodes.count)
    }

    /// Wraps a JSON array found at `path`.
    init(json array: [Any], path: OpenAPIPath?) {
        self.path = path
        source = .json(array)
        count = array.count
        converted = Array(repeating: nil, count: array.count)
    }

    /// The element at `position`, converted once.
    func child(at position: Int) -> OpenAPINode.Storage {
        if let storage = converted[position] { return storage }
        let storage: OpenAPINode.Storage
        switch source {
        case let .yaml(nodes): storage = OpenAPINode.storage(ofYAML: nodes[position], parent: path, token: .index(position))
        case let .json(values): storage = OpenAPINode.storage(ofJSON: values[position], parent: path, token: .index(position))
        }
        converted[position] = storage
        return storage
    }
}

extension OpenAPINode {
    /// The storage of a composed YAML node reached from the container at `parent` by `token`; aliases (which Yams'
    /// composer already resolves) read as null.
    static func storage(ofYAML node: Node, parent: OpenAPIPath?, token: Token?) -> Storage {
        switch node {
        case let .scalar(scalar): return .yamlScalar(scalar)
        case let .mapping(mapping): return .mapping(OpenAPIMapping(yaml: mapping, path: token.map { OpenAPIPath(parent: parent, token: $0) }))
        case let .sequence(sequence): return .sequence(OpenAPISequence(yaml: sequence, path: token.map { OpenAPIPath(parent: parent, token: $0) }))
        case .alias: return .yamlScalar(Node.Scalar("", Tag(.null), .plain))
        }
    }

    /// The JSON kind of a YAML scalar, as Yams' default resolver types it.
    ///
    /// Quoted and block scalars are strings, and so is every plain scalar whose first character cannot start a
    /// null, Boolean or number. A plain scalar starting with a letter is a Boolean or null exactly when it is one of
    /// the resolver's words. Only scalars starting with a digit or sign go through its regular expressions.
    static func kind(ofYAML scalar: Node.Scalar) -> OpenAPINodeKind {
        guard scalar.style == .plain || scalar.style == .any else { return .string }
        guard let first = scalar.string.utf8.first else { return .null }
        guard mayBeTyped(first) else { return .string }
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
            if booleanWords.contains(scalar.string) { return .boolean }
            return nullWords.contains(scalar.string) ? .null : .string
        }
        switch defaultTag(of: scalar) {
        case .null: return .null
        case .bool: return .boolean
        case .int, .float: return .number
        default: return .string
        }
    }

    /// The plain scalars Yams' default resolver reads as Booleans (YAML 1.1 words included).
    private static let booleanWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    /// The plain scalars (other than `~` and the empty scalar) Yams' default resolver reads as null.
    private static let nullWords: Set<String> = ["null", "Null", "NULL"]

    /// Whether a plain scalar starting with `byte` may resolve to something other than a string.
    private static func mayBeTyped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "="),
             UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"),
             UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"),
             UInt8(ascii: "o"), UInt8(ascii: "O"):
            return true
        default:
            return false
        }
    }

    /// Whether a YAML scalar's resolved tag is `int` (as opposed to `float`).
    static func isYAMLInteger(_ scalar: Node.Scalar) -> Bool {
        defaultTag(of: scalar) == .int
    }

    /// The tag Yams' default resolver gives `scalar`: an explicit tag as written, an implicit one by the default
    /// rules applied to its text. Documents are composed with ``RawDocument/keyResolver``, which types nothing, so
    /// the scalar's own resolved tag would always be `str`.
    static func defaultTag(of scalar: Node.Scalar) -> Tag.Name {
        switch Tag.Name(rawValue: scalar.tag.rawValue) {
        case .implicit: return Resolver.default.resolveTag(of: Node(scalar.string))
        case .nonSpecific: return .str
        case let name: return name
        }
    }
}
