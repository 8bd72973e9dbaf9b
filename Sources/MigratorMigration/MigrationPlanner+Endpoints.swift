import MigratorCompare
import MigratorModel
import MigratorNaming

extension MigrationPlanner {
    /// The plan of an old endpoint and the parameters newer versions added to it (optional in the interface).
    func endpointPlan(
        _ endpoint: Endpoint, trail: ElementTrail, wire: APIDocument, wireIndex: DocumentPositions, names: InterfaceNames, chooser: ConversionChooser
    ) -> (EndpointPlan, [Parameter]) {
        let outcome = trail.endpoint(endpoint.operationId)
        guard case let .reached(newestID, _) = outcome,
              let wireEndpoint = wireIndex.endpoints[names.interfaceOperationID(newestID)].map({ wire.endpoints[$0] }) else {
            if case let .removed(version, _) = outcome { return (EndpointPlan(removedIn: version), []) }
            return (EndpointPlan(), [])
        }
        var plans: [String: ParameterPlan] = [:]
        var reached: Set<String> = []
        for parameter in endpoint.parameters {
            let key = StepMap.parameterKey(parameter)
            switch trail.parameter(key, in: endpoint.operationId) {
            case let .reached(target, changes):
                guard let wireParameter = wireEndpoint.parameters.first(where: { StepMap.parameterKey($0) == target.key }) else { continue }
                reached.insert(target.key)
                plans[key] = .kept(
                    KeptValue(
                        wireName: wireParameter.name, wireType: wireParameter.type, wireRequired: wireParameter.required,
                        wireNullable: wireParameter.nullable,
                        conversion: chooser.conversion(from: parameter.type, to: wireParameter.type, rules: wireParameter.rules, changes: changes),
                        defaultJSON: Self.jsonText(ElementTrail.decided(\.defaultValue, in: changes) ?? wireParameter.defaultValue),
                        stricterRules: Self.stricterRules(parameter.rules, wireParameter.rules)
                    ),
                    location: wireParameter.location, contentType: wireParameter.contentType
                )
            case let .removed(version, _):
                plans[key] = .removed(version: version)
            }
        }
        var added: [Parameter] = []
        let operationIDs = trail.operationIDsAfterEachStep(endpoint.operationId)
        let usedNames = Set(endpoint.parameters.map(\.name))
        for wireParameter in wireEndpoint.parameters where !reached.contains(StepMap.parameterKey(wireParameter)) {
            var parameter = wireParameter
            if wireParameter.location != .body, usedNames.contains(wireParameter.name) {
                parameter.name = "\(wireParameter.name)_\(names.suffix)"
            }
            if wireParameter.location == .body, endpoint.parameters.contains(where: { $0.location == .body }) {
                continue
            }
            parameter.required = false
            // The newest step that added the parameter to this endpoint (under its operation id after that step).
            let addition = zip(trail.chain.steps, operationIDs).reversed().lazy.compactMap { step, operationID in
                operationID.flatMap { step.additionsByNewPath[ElementPath.parameter(wireParameter, in: $0)] }
            }.first
            plans[StepMap.parameterKey(parameter)] = .kept(
                KeptValue(
                    wireName: wireParameter.name, wireType: wireParameter.type, wireRequired: wireParameter.required,
                    wireNullable: wireParameter.nullable, conversion: .none,
                    defaultJSON: Self.jsonText(addition.flatMap { ElementTrail.decided(\.defaultValue, in: [$0]) } ?? wireParameter.defaultValue)
                ),
                location: wireParameter.location, contentType: wireParameter.contentType
            )
            added.append(parameter)
        }
        let responseChanges = trail.responseChanges(endpoint.operationId)
        let response: ResponsePlan
        switch (endpoint.response?.type, wireEndpoint.response?.type) {
        case (nil, _):
            response = .same
        case (_, nil):
            response = .becameEmpty(fallbackJSON: Self.jsonText(ElementTrail.decided(\.fallbackValue, in: responseChanges)))
        case let (oldType?, newType?):
            if oldType == newType || (endpoint.response?.contentType == .octetStream && wireEndpoint.response?.contentType == .octetStream) {
                response = .same
            } else {
                response = .converted(
                    wireType: newType, conversion: chooser.conversion(from: oldType, to: newType, changes: responseChanges),
                    fallbackJSON: Self.jsonText(ElementTrail.decided(\.fallbackValue, in: responseChanges))
                )
            }
        }
        return (EndpointPlan(wire: wireEndpoint, parameters: plans, response: response), added)
    }
}
