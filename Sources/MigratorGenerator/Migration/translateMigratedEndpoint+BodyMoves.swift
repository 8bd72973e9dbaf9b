import MigratorMigration
import MigratorModel
import MigratorNaming

/// Values moved between an old request body and the parameters of the newest request (a guide's `movedFrom`/`movedTo`
/// `[body, member]` on a parameter change, planned as ``EndpointPlan/bodySources`` and ``EndpointPlan/bodyTargets``):
/// added parameters filled from the old body's members, old arguments set on the newest body, and the old signature's
/// deprecation that says so.
extension FileTranslator {
    /// The deprecation message and doc line of an endpoint's old signature kept for removed required arguments: which
    /// arguments no longer exist, which travel in the newest body (``EndpointPlan/bodyTargets``) or whose members travel
    /// as the new arguments (``EndpointPlan/bodySources``), and whether the rest is ignored.
    func overloadDeprecation(
        _ endpoint: Endpoint, plan endpointPlan: EndpointPlan, removedRequired: [Parameter], primaryParameters: [Parameter]
    ) -> (message: String, line: String) {
        let removedBody = removedRequired.first { $0.location == .body }
        let ignored = removedRequired.map { "`\(SwiftIdentifier.unescaped(names.label($0, in: endpoint)))`" }.joined(separator: ", ")
        let setOnBody = removedRequired.filter { endpointPlan.bodyTargets[MigrationPlan.parameterKey($0)] != nil }
            .map { "`\(SwiftIdentifier.unescaped(names.label($0, in: endpoint)))`" }
        let sources = primaryParameters.compactMap { parameter in
            removedBody == nil ? nil : endpointPlan.bodySources[MigrationPlan.parameterKey(parameter)].map { (parameter, $0) }
        }
        let carried = sources.map { parameter, source in
            let body = SwiftIdentifier.unescaped(names.label(removedBody ?? parameter, in: endpoint))
            let path = removedBody.map { memberPath(source, body: $0) } ?? SwiftIdentifier.memberName(source.memberKey)
            return "`\(body).\(path)` as `\(SwiftIdentifier.unescaped(names.label(parameter, in: endpoint)))`"
        }.joined(separator: ", ")
        // Whether every member of the removed body travels on (then nothing of it is ignored).
        let allCarried = removedRequired.count == 1 && removedBody.flatMap { body -> Bool? in
            guard case let .model(name) = body.type, case let .object(members)? = modelsByName[name]?.kind else { return nil }
            // A member travels on itself, or through an object whose members all do.
            return members.allSatisfy { member in
                sources.contains { $0.1.holderKey == nil && $0.1.memberKey == member.key } || {
                    guard case let .model(held) = member.type, case let .object(heldMembers)? = modelsByName[held]?.kind else { return false }
                    return heldMembers.allSatisfy { heldMember in sources.contains { $0.1.holderKey == member.key && $0.1.memberKey == heldMember.key } }
                }()
            }
        } == true
        let version = "\(document.service.name) \(plan?.targetVersion ?? "")"
        let message: String
        let line: String
        if !setOnBody.isEmpty {
            let all = setOnBody.count == removedRequired.count
            let travel = "\(setOnBody.joined(separator: ", ")) \(setOnBody.count == 1 ? "travels" : "travel") in the request body"
            message = "\(ignored) no longer exist in \(version); \(travel)" + (all ? "." : ", the rest is ignored.")
            line = travel + (all ? "." : "; the rest is ignored.")
        } else if carried.isEmpty {
            message = "\(ignored) no longer exist in \(version); they are ignored."
            line = "\(ignored) are ignored."
        } else {
            message = "\(ignored) no longer exist in \(version); members travel as arguments: \(carried)" + (allCarried ? "." : "; the rest is ignored.")
            line = "members travel as the arguments the app leaves out: \(carried)" + (allCarried ? "." : "; the rest is ignored.")
        }
        return (message, line)
    }

    /// A member of an object model of the interface, by wire key.
    func interfaceMember(_ key: String, of model: String) -> Property? {
        guard case let .object(properties)? = modelsByName[model]?.kind else { return nil }
        return properties.first { $0.key == key }
    }

    /// The steps from a body (of interface model `bodyModel`) to a source's or target's member: the holding member
    /// first for a member of an object the body holds; each step's Swift name, whether it is optional, and the model
    /// holding the next step (`nil` when the interface lacks one).
    func memberSteps(_ source: BodyMemberSource, bodyModel: String) -> [(name: String, optional: Bool, model: String)]? {
        var steps: [(name: String, optional: Bool, model: String)] = []
        if let holderKey = source.holderKey {
            guard let holder = interfaceMember(holderKey, of: bodyModel), case let .model(held) = holder.type else { return nil }
            steps.append((names.propertyName(holder, in: bodyModel), holder.isOptional, held))
        }
        guard let property = interfaceMember(source.memberKey, of: steps.last?.model ?? bodyModel) else { return nil }
        steps.append((names.propertyName(property, in: steps.last?.model ?? bodyModel), property.isOptional, source.model))
        return steps
    }

    /// The Swift path of a source's member from the body: `pageSize`, `values.contactType`.
    func memberPath(_ source: BodyMemberSource, body: Parameter) -> String {
        guard case let .model(bodyModel) = body.type, let steps = memberSteps(source, bodyModel: bodyModel) else {
            return SwiftIdentifier.memberName(source.memberKey)
        }
        return steps.map { SwiftIdentifier.unescaped($0.name) }.joined(separator: ".")
    }

    /// The old body's member that fills `parameter` (an added one whose value the body carried), read from `body`:
    /// `body.pageSize`, `body.flatMap { $0.pageSize }` for an optional body, `body.values.flatMap { $0.contactType }`
    /// through an optional holder; `nil` when the plan names none or the interface lacks the member.
    func bodyMember(of body: Parameter, for parameter: Parameter, in endpoint: Endpoint, plan endpointPlan: EndpointPlan) -> Expression? {
        guard let source = endpointPlan.bodySources[MigrationPlan.parameterKey(parameter)], case let .model(bodyModel) = body.type,
              let steps = memberSteps(source, bodyModel: bodyModel) else { return nil }
        // Reads the steps from `base`, which may be `nil` when `optional`.
        func read(_ base: Expression, optional: Bool, _ steps: ArraySlice<(name: String, optional: Bool, model: String)>) -> Expression {
            guard let step = steps.first else { return base }
            guard optional else { return read(base.dot(step.name), optional: step.optional, steps.dropFirst()) }
            let inner = read(Expression.id("$0").dot(step.name), optional: step.optional, steps.dropFirst())
            return base.dot("flatMap").call(trailingClosure: ClosureDescription(body: [.expression(inner)]))
        }
        return read(.id(names.label(body, in: endpoint)), optional: body.isOptional, steps[...])
    }

    /// For an old body still in the method's signature, each added parameter whose value it carried, shadowed by
    /// itself or else the body's member: `let perPage: Int32? = perPage ?? body.pageSize`.
    func bodyMemberFallbacks(_ endpoint: Endpoint, plan endpointPlan: EndpointPlan, among parameters: [Parameter]) -> [CodeBlock] {
        guard let body = parameters.first(where: { $0.location == .body }) else { return [] }
        return parameters.compactMap { parameter -> CodeBlock? in
            guard let member = bodyMember(of: body, for: parameter, in: endpoint, plan: endpointPlan) else { return nil }
            let label = names.label(parameter, in: endpoint)
            return .declaration(.variable(VariableDescription(
                isLet: true, name: label, type: types.swiftType(parameter.type, optional: true),
                value: .binaryOperation(left: .id(label), operation: "??", right: member)
            )))
        }
    }

    /// For old parameters whose value the newest body carries (``EndpointPlan/bodyTargets``), the body the app passed
    /// with each old argument the app gave set on its member: `var body = body` then `if let topic = topic { body.topic =
    /// topic }`. An optional body is first made the body type's default instance when the app passed none:
    /// `var filled = try body ?? …; filled.topic = topic; body = filled`; an object the body holds likewise
    /// (`var filledValues = filled.values ?? …; filledValues.contactType = contactType; filled.values = filledValues`).
    /// `among` are the method's parameters, `from` those whose values to set (all of them by default). A member the
    /// interface's body type lacks is left unset.
    func bodyMemberSettings(
        _ endpoint: Endpoint, plan endpointPlan: EndpointPlan, among parameters: [Parameter], from setting: [Parameter]? = nil
    ) -> [CodeBlock] {
        guard let body = parameters.first(where: { parameter in
            guard case .kept(_, .body, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)] else { return false }
            return true
        }), case let .kept(value, .body, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(body)],
              case let .model(bodyModel) = body.type else { return [] }
        // Each old argument and the steps to the member it is set on.
        typealias Target = (parameter: Parameter, steps: [(name: String, optional: Bool, model: String)])
        let targets = (setting ?? parameters).compactMap { parameter -> Target? in
            guard let target = endpointPlan.bodyTargets[MigrationPlan.parameterKey(parameter)],
                  let steps = memberSteps(target, bodyModel: bodyModel) else { return nil }
            return (parameter, steps)
        }
        guard !targets.isEmpty else { return [] }
        let bodyLabel = names.label(body, in: endpoint)
        let element = "\(endpoint.operationId).\(body.name)"
        var statements: [CodeBlock] = [.declaration(.variable(VariableDescription(
            name: bodyLabel, type: types.swiftType(body.type, optional: body.isOptional), value: .id(bodyLabel)
        )))]
        // `var name = try base ?? default` for an optional value, `var name = base` otherwise.
        func local(_ name: String, _ base: Expression, optional: Bool, type: TypeReference, json: String?) -> CodeBlock {
            let fallback = defaultValue(of: type, json: json, element: element, report: nil)
            let initial = optional ? Expression.binaryOperation(left: base, operation: "??", right: fallback).hoistingTry() : base
            return .declaration(.variable(VariableDescription(name: name, value: initial)))
        }
        // The arguments of `group` set on the body, or on `filled` (the optional body or its default instance).
        func assigning(_ group: [Target]) -> [CodeBlock] {
            let receiver = body.isOptional ? "filled" : bodyLabel
            var blocks: [CodeBlock] = body.isOptional ? [local("filled", .id(bodyLabel), optional: true, type: value.wireType, json: value.defaultJSON)] : []
            for target in group where target.steps.count == 1 {
                let argument = Expression.id(names.label(target.parameter, in: endpoint))
                blocks.append(.expression(.assignment(left: Expression.id(receiver).dot(target.steps[0].name), right: argument)))
            }
            // Members of an object the body holds: that object (or its default instance) once per holder.
            var holders: [String] = []
            for target in group where target.steps.count == 2 && !holders.contains(target.steps[0].name) { holders.append(target.steps[0].name) }
            for holder in holders {
                let members = group.filter { $0.steps.count == 2 && $0.steps[0].name == holder }
                let step = members[0].steps[0]
                let name = "filled" + SwiftIdentifier.unescaped(holder).prefix(1).uppercased() + SwiftIdentifier.unescaped(holder).dropFirst()
                blocks.append(local(name, Expression.id(receiver).dot(holder), optional: step.optional, type: .model(step.model), json: nil))
                for target in members {
                    let argument = Expression.id(names.label(target.parameter, in: endpoint))
                    blocks.append(.expression(.assignment(left: Expression.id(name).dot(target.steps[1].name), right: argument)))
                }
                blocks.append(.expression(.assignment(left: Expression.id(receiver).dot(holder), right: .id(name))))
            }
            if body.isOptional { blocks.append(.expression(.assignment(left: .id(bodyLabel), right: .id("filled")))) }
            return blocks
        }
        // Arguments the app always passes are set together; an optional one when given.
        let always = targets.filter { !$0.parameter.isOptional }
        if !always.isEmpty { statements += assigning(always) }
        for target in targets where target.parameter.isOptional {
            let label = names.label(target.parameter, in: endpoint)
            statements.append(.expression(.if(binding: label, condition: .id(label), then: assigning([target]), otherwise: nil)))
        }
        return statements
    }
}
