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
        var bodyTargets: [String: BodyMemberSource] = [:]
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
            case let .removed(version, changes):
                plans[key] = .removed(version: version)
                if let removal = changes.last(where: { $0.kind == .removed && $0.movedTo != nil }),
                   let target = Self.bodyTarget(removal, of: parameter, in: wireEndpoint, wire: wire, wireIndex: wireIndex, chooser: chooser) {
                    bodyTargets[key] = target
                }
            }
        }
        var added: [Parameter] = []
        var bodySources: [String: BodyMemberSource] = [:]
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
            let addition = zip(trail.chain.steps.indices, zip(trail.chain.steps, operationIDs)).reversed().lazy.compactMap { index, stepAndID in
                stepAndID.1.flatMap { stepAndID.0.additionsByNewPath[ElementPath.parameter(wireParameter, in: $0)] }.map { (index, $0) }
            }.first
            if let (index, change) = addition,
               let source = Self.bodySource(change, step: index, of: endpoint, into: wireParameter, trail: trail, chooser: chooser) {
                bodySources[StepMap.parameterKey(parameter)] = source
            }
            plans[StepMap.parameterKey(parameter)] = .kept(
                KeptValue(
                    wireName: wireParameter.name, wireType: wireParameter.type, wireRequired: wireParameter.required,
                    wireNullable: wireParameter.nullable, conversion: .none,
                    defaultJSON: Self.jsonText(addition.flatMap { ElementTrail.decided(\.defaultValue, in: [$0.1]) } ?? wireParameter.defaultValue)
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
        var plan = EndpointPlan(wire: wireEndpoint, parameters: plans, response: response)
        plan.bodySources = bodySources
        plan.bodyTargets = bodyTargets
        return (plan, added)
    }

    /// The newest body member a removed parameter's `movedTo: [body, member]` (or `[body, holder, member]`) names, when
    /// the newest endpoint's body is an object model with that member (or holding an object with it), of the
    /// parameter's Swift type and wire form; `nil` otherwise (the plan then warns that the move is not followed). A member
    /// renamed by a later guide of the chain is not followed either.
    static func bodyTarget(
        _ removal: Change, of parameter: Parameter, in wireEndpoint: Endpoint, wire: APIDocument, wireIndex: DocumentPositions, chooser: ConversionChooser
    ) -> BodyMemberSource? {
        guard let move = removal.movedTo, let body = wireEndpoint.parameters.first(where: { $0.location == .body }),
              case let .model(bodyModel) = body.type,
              let named = movedMembers(move, bodyModel: bodyModel, members: { name in
                  guard let index = wireIndex.models[name], case let .object(members) = wire.models[index].kind else { return nil }
                  return members
              }, key: { property, _ in property.key }),
              let member = named.members.first(where: { chooser.sameSwiftType(parameter.type, $0.type) && TypeCompatibility.sameWireForm(parameter.type, $0.type) })
        else { return nil }
        return BodyMemberSource(model: named.model, memberKey: member.key, changeID: removal.id, holderKey: named.holderKey)
    }

    /// The old body member an added parameter's `movedFrom: [body, member]` (or `[body, holder, member]`) names (wire keys
    /// before step `step`), when the old endpoint's body is an object model with that member (or holding an object with
    /// it), of the parameter's Swift type and wire form; `nil` otherwise (the plan then warns that the move is not
    /// followed).
    static func bodySource(
        _ addition: Change, step: Int, of endpoint: Endpoint, into wireParameter: Parameter, trail: ElementTrail, chooser: ConversionChooser
    ) -> BodyMemberSource? {
        let old = trail.chain.documents[0]
        guard let move = addition.movedFrom, let body = endpoint.parameters.first(where: { $0.location == .body }),
              case let .model(bodyModel) = body.type,
              let named = movedMembers(move, bodyModel: bodyModel, members: { name in
                  guard case let .object(members)? = old.models.first(where: { $0.name == name })?.kind else { return nil }
                  return members
              }, key: { property, model in trail.property(property.key, in: model, beforeStep: step)?.key }),
              let member = named.members.first(where: {
                  chooser.sameSwiftType($0.type, wireParameter.type) && TypeCompatibility.sameWireForm($0.type, wireParameter.type)
              })
        else { return nil }
        return BodyMemberSource(model: named.model, memberKey: member.key, changeID: addition.id, holderKey: named.holderKey)
    }

    /// The members a move's path names (`[body, member]`, or `[body, holder, member]` for a member of an object a body
    /// member holds), with the model holding them and the holder's key; `key` gives a member's wire key at the guide's
    /// step. `nil` for another form or a holder that holds no model.
    static func movedMembers(
        _ move: [String], bodyModel: String, members: (String) -> [Property]?, key: (Property, String) -> String?
    ) -> (model: String, holderKey: String?, members: [Property])? {
        guard (2...3).contains(move.count), move[0] == "body" else { return nil }
        var model = bodyModel
        var holderKey: String?
        if move.count == 3 {
            guard let holder = members(bodyModel)?.first(where: { key($0, bodyModel) == move[1] }), case let .model(held) = holder.type else { return nil }
            (model, holderKey) = (held, holder.key)
        }
        return (model, holderKey, (members(model) ?? []).filter { key($0, model) == move[move.count - 1] })
    }
}
