import MigratorModel

/// `compare`: two versions of an API document in, a migration guide out.
///
/// Models are matched first (explicit hints, equal names, then shape evidence) so that every later type comparison
/// sees renamed models as equal; then document-level settings, model members and endpoints are compared, and each
/// change is annotated with the endpoints and members it affects. The result is deterministic: changes are sorted by
/// their stable ids.
public struct DocumentComparer: Sendable {
    /// The options.
    public var options: CompareOptions

    /// Creates a comparer.
    public init(options: CompareOptions = CompareOptions()) {
        self.options = options
    }

    /// The guide from `old` to `new`.
    public func compare(_ old: APIDocument, _ new: APIDocument) -> MigrationGuide {
        var state = ComparisonState(old: old, new: new, options: options)
        let modelPairs = state.matchModels()
        state.compareDocumentLevel()
        for (oldModel, newModel) in modelPairs {
            state.compareModel(oldModel, newModel)
        }
        state.compareEndpoints()
        let changes = AffectsAnalysis.annotate(state.changes, old: AffectsAnalysis(document: old), new: AffectsAnalysis(document: new))
        return MigrationGuide(service: new.service.name, from: old.service.version, to: new.service.version, changes: changes)
    }
}
