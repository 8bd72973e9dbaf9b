import MigratorModel

/// `compare`: two versions of an API document in, a migration guide out.
///
/// Models are matched first (explicit hints, equal names, then shape evidence) so that every later type comparison
/// sees renamed models as equal, then endpoints; when an endpoint renamed on evidence uses a removed and an added model,
/// models are matched again with it as the same place of use. Then document-level settings, model members and
/// endpoints are compared, and each
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
        var modelMatching = state.findModelMatching()
        var endpointMatching = state.matchEndpoints()
        // An endpoint renamed on evidence is the same place for the models its body and response use: match the
        // models again with those places known, then the endpoints again with the models found.
        if options.detectRenames, !modelMatching.removed.isEmpty, !modelMatching.added.isEmpty,
           state.adoptEndpointRenames(
               endpointMatching, removedModels: Set(modelMatching.removed.map { old.models[$0].name }),
               addedModels: Set(modelMatching.added.map { new.models[$0].name })
           ) {
            modelMatching = state.findModelMatching()
            endpointMatching = state.matchEndpoints()
        }
        let modelPairs = state.recordModels(modelMatching)
        state.compareDocumentLevel()
        for (oldModel, newModel) in modelPairs {
            state.compareModel(oldModel, newModel)
        }
        state.markMembersMovedOut()
        state.compareEndpoints(endpointMatching)
        state.attachPossibleRenames(endpoints: endpointMatching)
        let changes = AffectsAnalysis.annotate(state.changes, old: AffectsAnalysis(document: old), new: AffectsAnalysis(document: new))
        return MigrationGuide(service: new.service.name, from: old.service.version, to: new.service.version, changes: changes)
    }
}
