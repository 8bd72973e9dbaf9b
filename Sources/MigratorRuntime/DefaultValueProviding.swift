import Foundation

/// A `Codable` type that names a representative value of itself.
///
/// Generated enums conform with their first declared case, and ``ISO8601DateTime`` and
/// ``ISO8601Date`` conform with the Unix epoch. ``JSONStringBuilder`` uses the value for types
/// whose decoding validates its input (such as an enum's raw value), where recording the
/// decoder's requests cannot produce a valid value:
///
/// ```swift
/// public enum PetStatus: String, Codable, DefaultValueProviding {
///     case available, pending, sold
///     public static var defaultValue: PetStatus { .available }
/// }
/// ```
///
/// The value must encode without error, and decoding its encoding must succeed.
public protocol DefaultValueProviding: Codable {
    /// The value used when an example of the type is needed.
    static var defaultValue: Self { get }
}
