import MigratorCompare
import MigratorModel
import MigratorNaming
import MigratorRuntime

/// Builds a ``MigrationPlan`` from the old document and a chain of guides: the interface document (old elements plus
/// elements added later, under collision-free names), the newest wire document in interface names, and per element how
/// old values reach the new wire format.
public struct MigrationPlanner: Sendable {
    /// Creates a planner.
    public init() {}

    /// The plan for migrating a client of `old` through `guides` (named in errors by `guideNames`).
    ///
    /// - Throws: ``GuideChainError`` when a guide does not fit the version it is applied to.
    public func plan(old: APIDocument, guides: [MigrationGuide], guideNames: [String] = []) throws -> MigrationPlan {
        let chain = try GuideChain(old: old, guides: guides, names: guideNames)
        let trail = ElementTrail(chain: chain)
        let newest = chain.newest
        let suffix = Self.versionSuffix(newest.service.version)
        let names = InterfaceNames(old: old, newest: newest, trail: trail, suffix: suffix)
        let wire = names.wireDocument(newest)
        var interface = old
        interface.servers = Self.interfaceServers(old: old.servers, new: wire.servers)
        interface.security = wire.security
        interface.authSchemes = old.authSchemes.filter { scheme in !wire.authSchemes.contains { $0.name == scheme.name } } + wire.authSchemes
        let wireIndex = DocumentPositions(wire) // each old element finds its newest form in constant time
        interface.models += wire.models.filter { names.addedModels.contains($0.name) }
        interface.endpoints += wire.endpoints.filter { names.addedEndpoints.contains($0.operationId) }
        let chooser = ConversionChooser(interface: interface, wire: wire)
        var models: [String: ModelPlan] = [:]
        var ignored: [IgnoredMove] = []
        for (index, model) in old.models.enumerated() {
            let (plan, added) = modelPlan(model, trail: trail, wire: wire, wireIndex: wireIndex, names: names, chooser: chooser, ignored: &ignored)
            models[model.name] = plan
            if case let .removed(version) = plan {
                let note = "Removed in \(old.service.name) \(version): the newest API no longer uses it."
                interface.models[index].description = [model.description, note].compactMap { $0 }.joined(separator: "\n\n")
            }
            if !added.isEmpty, case var .object(properties) = interface.models[index].kind {
                properties += added
                interface.models[index].kind = .object(properties)
            }
        }
        models = Self.markingMovedOut(models)
        var kindChanges: [String: String] = [:]
        for model in old.models {
            guard case let .reached(newestName, _) = trail.model(model.name),
                  let wireModel = wireIndex.models[names.interfaceModelName(newestName)].map({ wire.models[$0] }),
                  Self.kindName(model.kind) != Self.kindName(wireModel.kind) else { continue }
            kindChanges[model.name] = "\(Self.kindName(model.kind)) → \(Self.kindName(wireModel.kind))"
        }
        var endpoints: [String: EndpointPlan] = [:]
        for (index, endpoint) in old.endpoints.enumerated() {
            let (plan, added) = endpointPlan(endpoint, trail: trail, wire: wire, wireIndex: wireIndex, names: names, chooser: chooser)
            endpoints[endpoint.operationId] = plan
            interface.endpoints[index].parameters += added
        }
        var plan = MigrationPlan(interface: interface, wire: wire, targetVersion: newest.service.version, models: models, endpoints: endpoints)
        plan.addedAuthSchemes = wire.authSchemes.map(\.name).filter { name in !old.authSchemes.contains { $0.name == name } }
        // Values moved between a request body and a parameter: an added parameter is filled from the old body's member
        // when the plan found it (``EndpointPlan/bodySources``); the other moves are not followed, and said so.
        let followed = Set(endpoints.values.flatMap { Array($0.bodySources.values) + Array($0.bodyTargets.values) }.map(\.changeID))
        for guide in guides {
            for change in guide.changes where change.element == .parameter && !followed.contains(change.id) {
                if change.kind == .removed, change.movedTo != nil {
                    ignored.append(IgnoredMove(
                        changeID: change.id, field: "movedTo",
                        reason: "migrate sets a parameter's value only on a member of the newest request body (or of an object it holds) with its Swift type and wire form"
                    ))
                } else if change.kind == .added, change.movedFrom != nil {
                    ignored.append(IgnoredMove(
                        changeID: change.id, field: "movedFrom",
                        reason: "migrate fills an added parameter only from a member of the old request body (or of an object it holds) with its Swift type and wire form"
                    ))
                }
            }
        }
        plan.warnings = Self.warnings(ignored, guides: guides, names: guideNames)
        plan.kindChanges = kindChanges
        return plan
    }

    /// `object`, `enum` or `union`.
    static func kindName(_ kind: ModelDefinition.Kind) -> String {
        switch kind {
        case .object: return "object"
        case .enum: return "enum"
        case .union: return "union"
        }
    }

    /// `v3` for `3.0.0`, used to name elements added by newer versions that reuse an old name.
    static func versionSuffix(_ version: String) -> String {
        let major = version.drop { !$0.isNumber }.prefix { $0.isNumber }
        return "v" + (major.isEmpty ? SwiftIdentifier.typeName(version) : String(major))
    }

    /// The newest rules in words when they reject values the old rules accepted (``KeptValue/stricterRules``).
    static func stricterRules(_ old: ValueRules, _ new: ValueRules) -> String? {
        new.isStricter(than: old) ? new.summary : nil
    }

    /// JSON text of a guide value.
    static func jsonText(_ value: JSONValue?) -> String? {
        value.map { $0.jsonString() }
    }

    private func modelPlan(
        _ model: ModelDefinition, trail: ElementTrail, wire: APIDocument, wireIndex: DocumentPositions, names: InterfaceNames, chooser: ConversionChooser,
        ignored: inout [IgnoredMove]
    ) -> (ModelPlan, [Property]) {
        guard case let .reached(newestName, _) = trail.model(model.name) else {
            if case let .removed(version, _) = trail.model(model.name) { return (.removed(version: version), []) }
            return (.unchanged, [])
        }
        guard let wireModel = wireIndex.models[names.interfaceModelName(newestName)].map({ wire.models[$0] }) else { return (.unchanged, []) }
        switch (model.kind, wireModel.kind) {
        case let (.object(oldProperties), .object(wireProperties)):
            var plans: [String: PropertyPlan] = [:]
            var movedToChanges: [String: String] = [:]
            var reachedKeys: Set<String> = []
            for property in oldProperties {
                switch trail.property(property.key, in: model.name) {
                case let .reached(target, changes):
                    guard let wireProperty = wireProperties.first(where: { $0.key == target.key }) else { continue }
                    reachedKeys.insert(target.key)
                    plans[property.key] = .kept(KeptValue(
                        wireName: wireProperty.key, wireType: wireProperty.type, wireRequired: wireProperty.required,
                        wireNullable: wireProperty.nullable,
                        conversion: chooser.conversion(from: property.type, to: wireProperty.type, rules: wireProperty.rules, changes: changes),
                        defaultJSON: Self.jsonText(ElementTrail.decided(\.defaultValue, in: changes) ?? wireProperty.defaultValue),
                        fallbackJSON: Self.jsonText(ElementTrail.decided(\.fallbackValue, in: changes)),
                        stricterRules: Self.stricterRules(property.rules, wireProperty.rules)
                    ))
                case let .removed(version, changes):
                    let fallbackJSON = Self.jsonText(ElementTrail.decided(\.fallbackValue, in: changes))
                    let move = changes.last(where: { $0.movedTo != nil })
                    if let move, let movedTo = move.movedTo,
                       Self.carries(movedTo, property: property, wireProperties: wireProperties, wire: wire, wireIndex: wireIndex, chooser: chooser) {
                        plans[property.key] = .moved(MovedValue(version: version, holderKey: movedTo[0], memberKey: movedTo[1], fallbackJSON: fallbackJSON))
                        movedToChanges[property.key] = move.id
                    } else {
                        if let move {
                            ignored.append(IgnoredMove(changeID: move.id, field: "movedTo", reason: "the newest model has no member holding an object with a member of its Swift type there"))
                        }
                        plans[property.key] = .removed(version: version, fallbackJSON: fallbackJSON)
                    }
                }
            }
            // A value moves only into a member the old interface gains (a hand-written movedTo may name a kept one).
            for key in plans.keys.sorted() {
                if case let .moved(moved)? = plans[key], reachedKeys.contains(moved.holderKey) {
                    plans[key] = .removed(version: moved.version, fallbackJSON: moved.fallbackJSON)
                    ignored.append(IgnoredMove(
                        changeID: movedToChanges[key] ?? "", field: "movedTo", reason: "`\(moved.holderKey)` is no member the old interface gains"
                    ))
                }
            }
            var addedPlans: [String: AddedPropertyPlan] = [:]
            var movedFromChanges: [String: String] = [:]
            var addedProperties: [Property] = []
            let oldKeys = Set(oldProperties.map(\.key))
            let modelNames = trail.modelNamesAfterEachStep(model.name)
            for wireProperty in wireProperties where !reachedKeys.contains(wireProperty.key) {
                let key = oldKeys.contains(wireProperty.key) ? "\(wireProperty.key)_\(names.suffix)" : wireProperty.key
                // The newest step that added the property to this model (under the model's name and the property's
                // key after that step: a later guide may have renamed it).
                let keys = trail.propertyKeysAfterEachStep(wireProperty.key, modelNames: modelNames)
                let addition = trail.chain.steps.indices.reversed().lazy.compactMap { index -> (Int, Change)? in
                    guard let name = modelNames[index], let stepKey = keys[index] else { return nil }
                    return trail.chain.steps[index].additionsByNewPath[ElementPath.property(stepKey, in: name)].map { (index, $0) }
                }.first
                addedPlans[key] = AddedPropertyPlan(
                    wireKey: wireProperty.key,
                    defaultJSON: Self.jsonText(addition.flatMap { ElementTrail.decided(\.defaultValue, in: [$0.1]) } ?? wireProperty.defaultValue),
                    movedFrom: addition.flatMap { index, change in
                        change.movedFrom.flatMap { Self.movedFrom($0, step: index, into: wireProperty, of: model, trail: trail, chooser: chooser) }
                    }
                )
                if let change = addition?.1, change.movedFrom != nil {
                    movedFromChanges[key] = change.id
                    if addedPlans[key]?.movedFrom == nil {
                        ignored.append(IgnoredMove(
                            changeID: change.id, field: "movedFrom",
                            reason: "it names no member of an object the old model holds that the newest version no longer has, of the same Swift type and wire form and not deprecated"
                        ))
                    }
                }
                addedProperties.append(Property(
                    name: wireProperty.name, key: key, type: wireProperty.type, required: false, nullable: false,
                    description: wireProperty.description, deprecated: wireProperty.deprecated
                ))
            }
            // One added property per old object member it came out of (a hand-written guide may name one twice), and
            // only out of a holder decoded as its own type (kept without a conversion) or dropped by the newest version.
            var fillers: [MovedFromValue: String] = [:]
            for key in addedPlans.keys.sorted() {
                guard let from = addedPlans[key]?.movedFrom else { continue }
                let holderFits: Bool
                switch plans[from.holderKey] {
                case let .kept(value)?: holderFits = value.conversion == .none
                case .removed?: holderFits = true
                default: holderFits = false
                }
                if fillers[from] != nil || !holderFits {
                    addedPlans[key]?.movedFrom = nil
                    ignored.append(IgnoredMove(
                        changeID: movedFromChanges[key] ?? "", field: "movedFrom",
                        reason: fillers[from].map { "`\($0)` already fills `\(from.holderKey).\(from.memberKey)` in" }
                            ?? Self.holderMisfit(from.holderKey, plans[from.holderKey])
                    ))
                } else {
                    fillers[from] = key
                }
            }
            return (.object(properties: plans, added: addedPlans), addedProperties)
        case let (.enum(oldEnum), .enum(wireEnum)):
            var cases: [EnumValue: CasePlan] = [:]
            for enumCase in oldEnum.cases {
                switch trail.enumCase(enumCase.value, in: model.name) {
                case let .reached(value, _):
                    cases[enumCase.value] = .kept(wireValue: value)
                case let .removed(version, changes):
                    let replacement = ElementTrail.decided(\.replacementCase, in: changes).flatMap(GuideJSONValue.enumValue)
                    cases[enumCase.value] = .removed(version: version, replacement: replacement)
                }
            }
            return (.enumeration(cases: cases, wireRawType: wireEnum.rawType), [])
        default:
            return (.unchanged, [])
        }
    }
}
