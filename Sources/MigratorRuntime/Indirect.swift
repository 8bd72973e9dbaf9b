import Foundation

/// An immutable box that gives a value reference storage.
///
/// Generated structs hold recursive properties (a `Node` whose `parent` is a `Node`) through an
/// `Indirect` in private storage, behind a public computed property, because a struct cannot
/// contain itself directly:
///
/// ```swift
/// public struct Node: Codable, Hashable, Sendable {
///     private var _parent: Indirect<Node>?
///     public var parent: Node? {
///         get { _parent?.value }
///         set { _parent = newValue.map(Indirect.init) }
///     }
/// }
/// ```
///
/// The box is immutable, so copies of the enclosing struct keep value semantics. Equality and
/// hashing use the wrapped value, and coding is transparent: an `Indirect<Wrapped>` is coded
/// exactly like its `Wrapped`.
public final class Indirect<Wrapped: Sendable>: Sendable {
    /// The boxed value.
    public let value: Wrapped

    /// Boxes `value`.
    public init(_ value: Wrapped) {
        self.value = value
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    /// Whether the boxed values are equal (boxes need not be the same instance).
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

extension Indirect: Hashable where Wrapped: Hashable {
    /// Hashes the boxed value, so a box hashes like its value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    /// Encodes the boxed value in place of the box.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Indirect: Decodable where Wrapped: Decodable {
    /// Decodes a `Wrapped` and boxes it.
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(try container.decode(Wrapped.self))
    }
}

extension Indirect: CustomStringConvertible {
    /// The description of the boxed value.
    public var description: String {
        String(describing: value)
    }
}
