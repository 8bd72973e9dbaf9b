import Foundation
import MigratorModel
import Yams

/// A format-neutral copy of an ApodiniMigrator document's parsed tree.
///
/// JSON (`JSONSerialization`'s dictionaries and arrays) and YAML (Yams nodes) are converted once into this
/// small value type, so the reader has one way to walk either and every object lookup is a hash lookup
/// (a Yams mapping lookup would be a linear scan). Scalars keep their text: the reader only needs strings
/// and integers, and parses integers from the text where it expects them.
indirect enum ApodiniTree {
    /// An object: its keys in a deterministic order (file order for YAML, sorted for JSON, whose parser
    /// does not keep the order) and its values by key.
    case object(keys: [String], values: [String: ApodiniTree])
    /// An array.
    case array([ApodiniTree])
    /// A string, number or Boolean, as text.
    case scalar(String)
    /// `null`.
    case null

    /// Converts a tree parsed by `JSONSerialization`.
    ///
    /// Containers are tested first: asking a Swift dictionary or array whether it is an `NSNull` bridges it, and all it
    /// holds, to Foundation (on Linux that was 90 % of loading a large ApodiniMigrator document).
    static func fromJSON(_ value: Any) -> ApodiniTree {
        if let string = value as? String { return .scalar(string) }
        if let dictionary = value as? [String: Any] {
            var values: [String: ApodiniTree] = [:]
            values.reserveCapacity(dictionary.count)
            for (key, element) in dictionary { values[key] = fromJSON(element) }
            return .object(keys: dictionary.keys.sorted(), values: values)
        }
        if let array = value as? [Any] { return .array(array.map(fromJSON)) }
        if value is NSNull { return .null }
        if let number = value as? NSNumber { return .scalar(number.stringValue) }
        return .scalar(String(describing: value))
    }

    /// Converts a tree composed by Yams (aliases are already resolved by the composer).
    static func fromYAML(_ node: Node) -> ApodiniTree {
        switch node {
        case let .scalar(scalar):
            return node.null != nil && scalar.style == .plain ? .null : .scalar(scalar.string)
        case let .mapping(mapping):
            var keys: [String] = []
            var values: [String: ApodiniTree] = [:]
            for (keyNode, valueNode) in mapping {
                let key = keyNode.string ?? ""
                if values.updateValue(fromYAML(valueNode), forKey: key) == nil { keys.append(key) }
            }
            return .object(keys: keys, values: values)
        case let .sequence(sequence):
            return .array(sequence.map(fromYAML))
        default:
            return .null
        }
    }
}

/// One value of an ``ApodiniTree`` together with its location, for reading with diagnostics.
///
/// Every accessor returns `nil` (never traps) when the value has another shape, so callers decide whether a
/// missing or malformed value is a warning or an error.
struct ApodiniNode {
    /// The value.
    let tree: ApodiniTree
    /// The reference tokens leading to the value from the document root.
    let path: [String]

    /// The document root.
    init(root: ApodiniTree) {
        tree = root
        path = []
    }

    private init(tree: ApodiniTree, path: [String]) {
        self.tree = tree
        self.path = path
    }

    /// The RFC 6901 JSON pointer of the value, for example `/types/User/object/properties/2`.
    var pointer: String { JSONPointer.make(path) }

    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = tree { return true }
        return false
    }

    /// The value of `key`, if this is an object that has it.
    subscript(key: String) -> ApodiniNode? {
        guard case let .object(_, values) = tree, let value = values[key] else { return nil }
        return ApodiniNode(tree: value, path: path + [key])
    }

    /// The keys of an object in their deterministic order; empty for other values.
    var keys: [String] {
        if case let .object(keys, _) = tree { return keys }
        return []
    }

    /// The entries of an object in their deterministic order; empty for other values.
    var entries: [(key: String, value: ApodiniNode)] {
        guard case let .object(keys, values) = tree else { return [] }
        return keys.compactMap { key in values[key].map { (key, ApodiniNode(tree: $0, path: path + [key])) } }
    }

    /// The elements of an array, or `nil` for other values.
    var elements: [ApodiniNode]? {
        guard case let .array(items) = tree else { return nil }
        return items.enumerated().map { ApodiniNode(tree: $1, path: path + [String($0)]) }
    }

    /// The text of a scalar, or `nil` for other values.
    var string: String? {
        if case let .scalar(text) = tree { return text }
        return nil
    }

    /// The integer value of a scalar, or `nil` when it is not an integer.
    var int: Int? {
        guard let text = string?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let value = Int(text) { return value }
        if let value = Double(text), value.rounded() == value, abs(value) < 1e15 { return Int(value) }
        return nil
    }

    /// The string value of `key`, trimmed, if present, a scalar and not empty.
    func text(_ key: String) -> String? {
        guard let value = self[key]?.string?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// A short description of the value's shape, for messages (`an object`, `an array`, `"text"`, `null`).
    var shape: String {
        switch tree {
        case .object: return "an object"
        case .array: return "an array"
        case let .scalar(text): return "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .null: return "null"
        }
    }
}
