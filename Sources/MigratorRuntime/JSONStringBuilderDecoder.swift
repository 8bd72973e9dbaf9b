import Foundation

/// One value of the JSON document a recording decode writes, filled in as requests arrive.
final class RecordingNode {
    private enum Kind {
        case unrequested, scalar, object, array
    }

    private var kind = Kind.unrequested
    private var scalar = JSONValue.null
    private var members: [String: RecordingNode] = [:]

    /// Records a scalar (or a complete value), replacing anything recorded before.
    func setScalar(_ value: JSONValue) {
        kind = .scalar
        scalar = value
        members = [:]
    }

    /// Makes the node an object, keeping members recorded by an earlier keyed container.
    func becomeObject() {
        if kind != .object {
            kind = .object
            members = [:]
        }
    }

    /// Makes the node an empty array.
    func becomeArray() {
        kind = .array
        members = [:]
    }

    /// Records `child` as the object member `key`.
    func setMember(_ key: String, _ child: RecordingNode) {
        becomeObject()
        members[key] = child
    }

    /// Replaces this node's content with `other`'s.
    func adopt(_ other: RecordingNode) {
        kind = other.kind
        scalar = other.scalar
        members = other.members
    }

    /// The recorded JSON; a value nobody asked anything of is an empty object, as `JSONEncoder`
    /// writes for a type that encodes nothing.
    func jsonValue() -> JSONValue {
        switch kind {
        case .unrequested: return .object([:])
        case .scalar: return scalar
        case .object: return .object(members.mapValues { $0.jsonValue() })
        case .array: return .array([])
        }
    }
}

/// State shared by all decoders and containers of one ``JSONStringBuilder`` run.
final class RecordingState {
    /// The deepest nesting of decoded types before the builder gives up.
    static let maximumDepth = 100

    private var activeTypes: [ObjectIdentifier] = []
    /// The first infinite recursion detected in a decode that has not (yet) succeeded, even if a
    /// `try?` in the decoded type swallowed it.
    private(set) var recursionError: JSONStringBuilderError?

    /// Produces an example value of `type` and the node recording its JSON.
    func example<T: Decodable>(of type: T.Type, codingPath: [any CodingKey]) throws -> (value: T, node: RecordingNode) {
        let node = RecordingNode()
        if let (value, json) = try Self.knownExample(of: type) {
            node.setScalar(json)
            return (value, node)
        }
        let identifier = ObjectIdentifier(type)
        if activeTypes.contains(identifier) || activeTypes.count >= Self.maximumDepth {
            let path = codingPath.map(\.stringValue).joined(separator: ".")
            let error = JSONStringBuilderError.infiniteRecursion(type: String(describing: type), codingPath: path)
            if recursionError == nil { recursionError = error }
            throw error
        }
        activeTypes.append(identifier)
        defer { activeTypes.removeLast() }
        let earlierRecursion = recursionError
        let value = try type.init(from: RecordingDecoder(node: node, state: self, codingPath: codingPath))
        // Any recursion inside was handled (a variant skipped by `try?`): it did not cause a failure.
        recursionError = earlierRecursion
        return (value, node)
    }

    /// The fixed example of a type recognized by identity or by ``DefaultValueProviding`` (`nil` also when the provided
    /// default does not encode).
    private static func knownExample<T>(of type: T.Type) throws -> (T, JSONValue)? {
        let candidate: (value: Any, json: JSONValue)
        if type == Date.self {
            candidate = (Date(timeIntervalSince1970: 0), .integer(-978_307_200))
        } else if type == UUID.self {
            let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            candidate = (zero, .string("00000000-0000-0000-0000-000000000000"))
        } else if type == URL.self, let url = URL(string: "https://example.com") {
            candidate = (url, .string("https://example.com"))
        } else if type == Data.self {
            candidate = (Data(), .string(""))
        } else if type == Decimal.self {
            candidate = (Decimal(0), .integer(0))
        } else if let providing = type as? any DefaultValueProviding.Type {
            let value = providing.defaultValue
            // A default that cannot be encoded (a migrated enum whose default case the API removed, with no
            // replacement) is no example: the type's own `init(from:)` is recorded instead.
            guard let json = try? JSONValue(encoding: value) else { return nil }
            candidate = (value, json)
        } else {
            return nil
        }
        guard let value = candidate.value as? T else { return nil }
        return (value, candidate.json)
    }
}

/// The `Decoder` handed to `init(from:)` by ``JSONStringBuilder``.
struct RecordingDecoder: Decoder {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        node.becomeObject()
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(node: node, state: state, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        node.becomeArray()
        return EmptyUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(node: node, state: state, codingPath: codingPath)
    }
}

/// A keyed container that reports every key as present and records each request.
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    /// No keys are known up front, so dictionaries decode as empty.
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    /// Records `null`; `decodeIfPresent` (through its default implementation) ends here too.
    func decodeNil(forKey key: Key) -> Bool {
        record(.null, for: key)
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) -> Bool { record(.bool(false), for: key, returning: false) }
    func decode(_ type: String.Type, forKey key: Key) -> String { record(.string(""), for: key, returning: "") }
    func decode(_ type: Double.Type, forKey key: Key) -> Double { record(.number(0), for: key, returning: 0) }
    func decode(_ type: Float.Type, forKey key: Key) -> Float { record(.number(0), for: key, returning: 0) }
    func decode(_ type: Int.Type, forKey key: Key) -> Int { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int8.Type, forKey key: Key) -> Int8 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int16.Type, forKey key: Key) -> Int16 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int32.Type, forKey key: Key) -> Int32 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: Int64.Type, forKey key: Key) -> Int64 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt.Type, forKey key: Key) -> UInt { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt8.Type, forKey key: Key) -> UInt8 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt16.Type, forKey key: Key) -> UInt16 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt32.Type, forKey key: Key) -> UInt32 { record(.integer(0), for: key, returning: 0) }
    func decode(_ type: UInt64.Type, forKey key: Key) -> UInt64 { record(.integer(0), for: key, returning: 0) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let example = try state.example(of: type, codingPath: codingPath + [key])
        node.setMember(key.stringValue, example.node)
        return example.value
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
        let child = RecordingNode()
        child.becomeObject()
        node.setMember(key.stringValue, child)
        return KeyedDecodingContainer(
            RecordingKeyedContainer<NestedKey>(node: child, state: state, codingPath: codingPath + [key])
        )
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
        let child = RecordingNode()
        child.becomeArray()
        node.setMember(key.stringValue, child)
        return EmptyUnkeyedContainer(codingPath: codingPath + [key])
    }

    func superDecoder() -> any Decoder {
        superDecoder(named: SuperCodingKey())
    }

    func superDecoder(forKey key: Key) -> any Decoder {
        superDecoder(named: key)
    }

    private func superDecoder(named key: any CodingKey) -> any Decoder {
        let child = RecordingNode()
        node.setMember(key.stringValue, child)
        return RecordingDecoder(node: child, state: state, codingPath: codingPath + [key])
    }

    private func record(_ value: JSONValue, for key: Key) {
        let child = RecordingNode()
        child.setScalar(value)
        node.setMember(key.stringValue, child)
    }

    private func record<T>(_ value: JSONValue, for key: Key, returning result: T) -> T {
        record(value, for: key)
        return result
    }
}

/// The key `super`, which `superDecoder()` uses like `JSONDecoder` does.
private struct SuperCodingKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// A single-value container that records the requested value into its node.
struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let node: RecordingNode
    let state: RecordingState
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        node.setScalar(.null)
        return true
    }

    func decode(_ type: Bool.Type) -> Bool { record(.bool(false), returning: false) }
    func decode(_ type: String.Type) -> String { record(.string(""), returning: "") }
    func decode(_ type: Double.Type) -> Double { record(.number(0), returning: 0) }
    func decode(_ type: Float.Type) -> Float { record(.number(0), returning: 0) }
    func decode(_ type: Int.Type) -> Int { record(.integer(0), returning: 0) }
    func decode(_ type: Int8.Type) -> Int8 { record(.integer(0), returning: 0) }
    func decode(_ type: Int16.Type) -> Int16 { record(.integer(0), returning: 0) }
    func decode(_ type: Int32.Type) -> Int32 { record(.integer(0), returning: 0) }
    func decode(_ type: Int64.Type) -> Int64 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt.Type) -> UInt { record(.integer(0), returning: 0) }
    func decode(_ type: UInt8.Type) -> UInt8 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt16.Type) -> UInt16 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt32.Type) -> UInt32 { record(.integer(0), returning: 0) }
    func decode(_ type: UInt64.Type) -> UInt64 { record(.integer(0), returning: 0) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let example = try state.example(of: type, codingPath: codingPath)
        node.adopt(example.node)
        return example.value
    }

    private func record<T>(_ value: JSONValue, returning result: T) -> T {
        node.setScalar(value)
        return result
    }
}

/// An unkeyed container with no elements: arrays and sets decode as empty, and asking for an
/// element anyway fails as it does with `JSONDecoder` at the end of an array.
struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]

    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    func decodeNil() throws -> Bool { throw endError(Any?.self) }
    func decode(_ type: Bool.Type) throws -> Bool { throw endError(type) }
    func decode(_ type: String.Type) throws -> String { throw endError(type) }
    func decode(_ type: Double.Type) throws -> Double { throw endError(type) }
    func decode(_ type: Float.Type) throws -> Float { throw endError(type) }
    func decode(_ type: Int.Type) throws -> Int { throw endError(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw endError(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw endError(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw endError(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw endError(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw endError(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw endError(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw endError(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw endError(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw endError(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { throw endError(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw endError(KeyedDecodingContainer<NestedKey>.self)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw endError((any UnkeyedDecodingContainer).self)
    }

    func superDecoder() throws -> any Decoder {
        throw endError((any Decoder).self)
    }

    private func endError(_ type: Any.Type) -> DecodingError {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "JSONStringBuilder records arrays as empty; there is no element to decode."
            )
        )
    }
}
