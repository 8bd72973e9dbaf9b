import Foundation
import Yams

/// Decodes a `Decodable` value from a composed Yams tree, with Yams' own scalar rules (`Bool.construct`,
/// `Int.construct`, … and `NSNull.construct` for nil) but without Yams' `YAMLDecoder` lookups.
///
/// Why not `YAMLDecoder`: its keyed containers find a key with `Node.Mapping.subscript(String)`, which builds a key
/// `Node` and compares it with every key of the mapping; each comparison resolves both scalars' tags with Yams'
/// regular expressions. On a 7.5 MB document that was 39% of `migrator generate` (see docs/performance.md). Here a
/// keyed container indexes its mapping once by key text, so a lookup is a dictionary access and no tag is resolved
/// except where Yams' scalar constructors look at it.
///
/// Differences from `YAMLDecoder`, none of which Migrator's formats use: no `YamlAnchorCoding`/`YamlTagCoding`
/// support and no alias dereferencing strategy. Merge keys (`<<`) are honoured as Yams does: explicit keys win over
/// merged ones, earlier merged mappings over later ones.
struct YAMLNodeDecoder {
    /// Decodes a `T` from `node`.
    func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try YAMLNodeDecoding(node: node, codingPath: []).decode(type)
    }
}

/// The `Decoder` (and single-value container) for one node.
private struct YAMLNodeDecoding: Decoder, SingleValueDecodingContainer {
    /// The node being decoded.
    let node: Node
    /// The keys from the root to `node`.
    let codingPath: [CodingKey]
    /// Always empty: Migrator's types take no user info.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .mapping(mapping) = node else {
            throw typeMismatch(Node.Mapping.self)
        }
        return KeyedDecodingContainer(YAMLKeyedContainer<Key>(decoder: self, index: YAMLMappingIndex(mapping)))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case let .sequence(sequence) = node else {
            throw typeMismatch(Node.Sequence.self)
        }
        return YAMLUnkeyedContainer(decoder: self, elements: Array(sequence))
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    /// The decoder of a child node.
    func child(_ node: Node, key: CodingKey) -> YAMLNodeDecoding {
        YAMLNodeDecoding(node: node, codingPath: codingPath + [key])
    }

    /// `true` for a plain `~`, `null`, `Null`, `NULL` or empty scalar (Yams' rule).
    func decodeNil() -> Bool {
        guard case let .scalar(scalar) = node else { return false }
        return NSNull.construct(from: scalar) != nil
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let constructible = type as? ScalarConstructible.Type else {
            return try T(from: self)
        }
        guard case let .scalar(scalar) = node else {
            throw typeMismatch(type)
        }
        // Yams' integer constructors trap on base-60 integers beyond the type's range (B4): those do not fit either.
        let overflows = (type as? any FixedWidthInteger.Type).map { scalar.overflowsYAMLInteger(as: $0) } ?? false
        guard !overflows, let value = constructible.construct(from: scalar) as? T else {
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Expected to decode \(type) but found Scalar instead."
            ))
        }
        return value
    }

    /// Yams' message for a node of the wrong kind.
    func typeMismatch(_ expectation: Any.Type) -> DecodingError {
        let reality: String
        switch node {
        case .scalar: reality = "Scalar"
        case .mapping: reality = "Mapping"
        case .sequence: reality = "Sequence"
        case .alias: reality = "Alias"
        }
        return DecodingError.typeMismatch(expectation, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected to decode \(expectation) but found \(reality) instead."
        ))
    }
}

/// A keyed container over an indexed mapping.
private struct YAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder of the mapping.
    let decoder: YAMLNodeDecoding
    /// The mapping's entries.
    let index: YAMLMappingIndex

    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { index.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { index.positions[key.stringValue] != nil }

    /// The decoder of the value under `key`, or Yams' `keyNotFound` error.
    private func child(_ key: CodingKey) throws -> YAMLNodeDecoding {
        guard let node = index[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."
            ))
        }
        return decoder.child(node, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try child(key).unkeyedContainer() }

    func superDecoder() throws -> Decoder { try child(YAMLIndexKey(stringValue: "super")) }

    func superDecoder(forKey key: Key) throws -> Decoder { try child(key) }
}

/// An unkeyed container over a sequence.
private struct YAMLUnkeyedContainer: UnkeyedDecodingContainer {
    /// The decoder of the sequence.
    let decoder: YAMLNodeDecoding
    /// The sequence's elements.
    let elements: [Node]
    /// The index of the next element.
    var currentIndex = 0

    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element (not consumed), or Yams' `valueNotFound` error at the end.
    private func current<T>(_ type: T.Type) throws -> YAMLNodeDecoding {
        let key = YAMLIndexKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."
            ))
        }
        return decoder.child(elements[currentIndex], key: key)
    }

    mutating func decodeNil() throws -> Bool {
        let isNil = try current(Any?.self).decodeNil()
        if isNil { currentIndex += 1 }
        return isNil
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try current(type).decode(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try current(type).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let container = try current(UnkeyedDecodingContainer.self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> Decoder {
        let decoder = try current(Decoder.self)
        currentIndex += 1
        return decoder
    }
}

/// A coding key for a sequence index (and for `super`).
private struct YAMLIndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
