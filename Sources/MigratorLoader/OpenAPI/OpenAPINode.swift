import Foundation
import MigratorModel
import Yams

/// The JSON kind of a node of a parsed document.
enum OpenAPINodeKind: String, Hashable, Sendable {
    /// A mapping with string keys.
    case object
    /// A sequence.
    case array
    /// A string (in YAML: a quoted scalar or a plain scalar that is not a number, Boolean or null).
    case string
    /// An integer or floating-point number.
    case number
    /// `true` or `false`.
    case boolean
    /// `null` (in YAML also `~` and an empty value).
    case null

    /// The kind with an indefinite article, for messages: "an object", "a string".
    var withArticle: String {
        switch self {
        case .object, .array: return "an \(rawValue)"
        case .null: return "null"
        default: return "a \(rawValue)"
        }
    }
}

/// An integer read from a document: within `Int`'s range, or beyond it (the text is kept for messages).
enum OpenAPIInteger: Hashable, Sendable {
    /// An integer that fits in `Int`.
    case value(Int)
    /// An integer beyond the 64-bit range, as written.
    case outOfRange(String)
}

/// A read-only view of one node of a parsed OpenAPI document, over either parser's output, with its JSON pointer.
///
/// Objects and arrays are wrapped once, on first access, by ``OpenAPIMapping`` and ``OpenAPISequence``: their keys
/// are indexed (a Yams `Node.Mapping` lookup is a linear scan) and their children converted once, so reading a
/// member costs one hash lookup whichever parser built the tree, and members never read (examples, extensions) are
/// never converted. The node's pointer is only built when asked for.
///
/// Object members come in document order for YAML. `JSONSerialization` does not keep key order, so JSON members
/// come sorted by key — deterministic, the same on every run and platform.
struct OpenAPINode {
    /// The parser's value behind the view.
    enum Storage {
        /// An object, indexed.
        case mapping(OpenAPIMapping)
        /// An array.
        case sequence(OpenAPISequence)
        /// A YAML scalar, typed on demand as Yams' resolver types it.
        case yamlScalar(Node.Scalar)
        /// A JSON string.
        case jsonString(String)
        /// A JSON number or Boolean, as `JSONSerialization` returned it.
        case jsonNumber(NSNumber)
        /// JSON `null`.
        case jsonNull
    }

    /// One step of a JSON pointer.
    enum Token {
        /// An object member's key.
        case key(String)
        /// An array element's index.
        case index(Int)
    }

    /// The parser's value.
    let storage: Storage
    /// The location of the object or array holding this node; `nil` for the root and its members.
    private let parent: OpenAPIPath?
    /// The step from the parent; `nil` for the root.
    private let token: Token?

    /// Creates a view of `storage` reached from the container at `parent` by `token`.
    init(storage: Storage, parent: OpenAPIPath?, token: Token?) {
        self.storage = storage
        self.parent = parent
        self.token = token
    }

    /// The root node of a parsed document.
    init(root tree: RawDocument.Tree) {
        switch tree {
        case let .json(value): storage = Self.storage(ofJSON: value, parent: nil, token: nil)
        case let .yaml(node): storage = Self.storage(ofYAML: node, parent: nil, token: nil)
        }
        parent = nil
        token = nil
    }

    /// The node's JSON pointer (RFC 6901), for example `/components/schemas/Pet`.
    ///
    /// Objects and arrays carry their location (built once, when first converted); a scalar's pointer is its
    /// container's plus its key, built only when asked for. Reading members therefore allocates nothing for locations.
    var pointer: String {
        switch storage {
        case let .mapping(mapping): return mapping.path?.pointer ?? ""
        case let .sequence(sequence): return sequence.path?.pointer ?? ""
        case .yamlScalar, .jsonString, .jsonNumber, .jsonNull:
            guard let token else { return "" }
            return (parent?.pointer ?? "") + "/" + OpenAPIPath.step(token)
        }
    }

    /// The last step of the pointer when it is an object key, for example `Pet` for `/components/schemas/Pet`.
    var key: String? {
        if case let .key(key)? = token { return key }
        return nil
    }

    /// The last step of the pointer when it is an array index, for example `2` for `/tags/2`.
    var index: Int? {
        if case let .index(index)? = token { return index }
        return nil
    }

    /// The node's JSON kind.
    var kind: OpenAPINodeKind {
        switch storage {
        case .mapping: return .object
        case .sequence: return .array
        case let .yamlScalar(scalar): return Self.kind(ofYAML: scalar)
        case .jsonString: return .string
        case let .jsonNumber(number): return Self.isBoolean(number) ? .boolean : .number
        case .jsonNull: return .null
        }
    }

    /// Whether the node is an object.
    var isObject: Bool {
        if case .mapping = storage { return true }
        return false
    }

    /// The member named `key` of an object node; `nil` for other nodes or a missing key.
    subscript(key: String) -> OpenAPINode? {
        guard case let .mapping(mapping) = storage, let child = mapping.child(named: key) else { return nil }
        return OpenAPINode(storage: child, parent: mapping.path, token: .key(key))
    }

    /// Whether an object node has a member named `key`.
    func has(_ key: String) -> Bool {
        guard case let .mapping(mapping) = storage else { return false }
        return mapping.contains(key)
    }

    /// Whether an object node has a member whose name is in `names`.
    func hasAny(of names: Set<String>) -> Bool {
        guard case let .mapping(mapping) = storage else { return false }
        return mapping.containsAny(of: names)
    }

    /// The keys of an object node (YAML: document order; JSON: sorted), or `[]`.
    var keys: [String] {
        guard case let .mapping(mapping) = storage else { return [] }
        return mapping.keys
    }

    /// The keys of an object node in no particular order, or `[]` (for checks whose result does not depend on order).
    var unorderedKeys: [String] {
        guard case let .mapping(mapping) = storage else { return [] }
        return mapping.unorderedKeys
    }

    /// The members of an object node (YAML: document order; JSON: sorted by key), or `[]`.
    var entries: [(key: String, value: OpenAPINode)] {
        guard case let .mapping(mapping) = storage else { return [] }
        return mapping.keys.compactMap { key in
            mapping.child(named: key).map { (key, OpenAPINode(storage: $0, parent: mapping.path, token: .key(key))) }
        }
    }

    /// The elements of an array node; `nil` for other nodes.
    var elements: [OpenAPINode]? {
        guard case let .sequence(sequence) = storage else { return nil }
        return (0..<sequence.count).map { OpenAPINode(storage: sequence.child(at: $0), parent: sequence.path, token: .index($0)) }
    }

    /// The value of a string node; `nil` for other nodes (numbers are not strings).
    var string: String? {
        switch storage {
        case let .jsonString(string): return string
        case let .yamlScalar(scalar): return Self.kind(ofYAML: scalar) == .string ? scalar.string : nil
        case .mapping, .sequence, .jsonNumber, .jsonNull: return nil
        }
    }

    /// Any scalar as text: strings as they are, numbers and Booleans as written (YAML) or printed (JSON), `null`.
    var text: String? {
        switch storage {
        case let .jsonString(string): return string
        case .jsonNull: return "null"
        case let .jsonNumber(number): return Self.isBoolean(number) ? (number.boolValue ? "true" : "false") : number.stringValue
        case let .yamlScalar(scalar): return scalar.string
        case .mapping, .sequence: return nil
        }
    }

    /// The value of a Boolean node.
    var bool: Bool? {
        switch storage {
        case let .jsonNumber(number): return Self.isBoolean(number) ? number.boolValue : nil
        case let .yamlScalar(scalar): return Self.kind(ofYAML: scalar) == .boolean ? Bool.construct(from: scalar) : nil
        case .mapping, .sequence, .jsonString, .jsonNull: return nil
        }
    }

    /// The value of a string node that is not empty.
    var nonEmptyString: String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }
}

/// The location of an object or array: its parent's location and the step from it. The pointer string is built on
/// first use and kept.
final class OpenAPIPath {
    /// The parent's location; `nil` for a member of the root.
    let parent: OpenAPIPath?
    /// The step from the parent.
    let token: OpenAPINode.Token
    /// The pointer, once built.
    private var cachedPointer: String?

    /// Creates the location reached from `parent` by `token`.
    init(parent: OpenAPIPath?, token: OpenAPINode.Token) {
        self.parent = parent
        self.token = token
    }

    /// The JSON pointer of this location.
    var pointer: String {
        if let cachedPointer { return cachedPointer }
        let pointer = (parent?.pointer ?? "") + "/" + Self.step(token)
        cachedPointer = pointer
        return pointer
    }

    /// One pointer step, escaped (`~` → `~0`, `/` → `~1`).
    static func step(_ token: OpenAPINode.Token) -> String {
        switch token {
        case let .index(index): return String(index)
        case let .key(key):
            return key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) ? JSONPointer.escape(key) : key
        }
    }
}
