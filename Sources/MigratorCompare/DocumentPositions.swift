import MigratorModel

/// Where a document's named top-level elements are: model, endpoint and auth scheme positions by name, so resolving a
/// guide's element paths costs a dictionary lookup instead of a scan of the document (a scan per change made applying
/// and validating guides quadratic on large documents; see docs/performance.md).
public struct DocumentPositions: Sendable {
    /// Model name → index in `models` (the first of repeated names, as `firstIndex(where:)` finds).
    public private(set) var models: [String: Int]
    /// Operation id → index in `endpoints`.
    public private(set) var endpoints: [String: Int]
    /// Auth scheme name → index in `authSchemes`.
    public private(set) var authSchemes: [String: Int]

    /// The positions of `document`'s elements.
    public init(_ document: APIDocument) {
        models = Self.index(document.models.map(\.name))
        endpoints = Self.index(document.endpoints.map(\.operationId))
        authSchemes = Self.index(document.authSchemes.map(\.name))
    }

    /// Name → first position.
    private static func index(_ names: [String]) -> [String: Int] {
        Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Records a model appended at `index` (unless an earlier one has the name).
    mutating func appendedModel(_ name: String, at index: Int) {
        if models[name] == nil { models[name] = index }
    }

    /// Records an endpoint appended at `index` (unless an earlier one has the operation id).
    mutating func appendedEndpoint(_ operationId: String, at index: Int) {
        if endpoints[operationId] == nil { endpoints[operationId] = index }
    }

    /// Records an auth scheme appended at `index` (unless an earlier one has the name).
    mutating func appendedAuthScheme(_ name: String, at index: Int) {
        if authSchemes[name] == nil { authSchemes[name] = index }
    }
}
