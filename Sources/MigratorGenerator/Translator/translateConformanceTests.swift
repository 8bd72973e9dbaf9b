import MigratorMigration
import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// How many endpoint tests one generated conformance test class holds (see ``roundTripTestsPerClass``).
    static let conformanceTestsPerClass = 50

    /// Translates the conformance suite of `migrator verify`: for every endpoint of the old interface (removed ones
    /// included), a test that calls the old method through `ConformanceSuite` with synthesized arguments, once per
    /// planned call (argument and response variants), and records the endpoint's result.
    ///
    /// For example, `getPetById(petId:)` becomes
    /// `await ConformanceSuite.check("getPetById", wireOperationId: "getPetById", client: client) { client, arguments in
    /// _ = try await client.getPetById(petId: try arguments.required(Int.self, wire: "path:petId")) }`.
    func translateConformanceTests() -> FileDescription {
        let endpoints = document.endpoints.filter { plan == nil || plan?.endpoints[$0.operationId] != nil }
        let tests: [Declaration] = endpoints.enumerated().map { index, endpoint in
            let call = conformanceCall(endpoint)
            let wireOperation = conformanceWireOperationId(endpoint)
            var checkArguments = [
                FunctionArgument(expression: .string(endpoint.operationId)),
                .labeled("wireOperationId", wireOperation.map { .string($0) } ?? .literal(.nil)),
            ]
            let undecided = conformanceUndecided(endpoint)
            if !undecided.isEmpty { checkArguments.append(.labeled("undecided", .literal(.array(undecided.map { .string($0) })))) }
            let newSchemes = conformanceNewSchemes(endpoint)
            if !newSchemes.isEmpty { checkArguments.append(.labeled("newSchemes", .literal(.array(newSchemes.map { .string($0) })))) }
            let stricterRules = conformanceStricterRules(endpoint)
            if !stricterRules.isEmpty { checkArguments.append(.labeled("stricterRules", .literal(.array(stricterRules.map { .string($0) })))) }
            checkArguments.append(.labeled("client", .id("client")))
            let check = Expression.await(Expression.id("ConformanceSuite").dot("check").call(
                checkArguments,
                trailingClosure: ClosureDescription(parameters: ["client", "arguments"], body: [.expression(call)])
            ))
            let name = "test\(format4(index + 1))_\(SwiftIdentifier.unescaped(names.methodName(endpoint)))"
            let function = FunctionDescription(kind: .function(name: name, isStatic: false), isAsync: true, body: [.expression(check)])
            let target = wireOperation.map { "reaches `\($0)` of the newest description" } ?? "is removed: it must throw without sending"
            return documented(.function(function), ["`\(endpoint.operationId)` (`\(endpoint.method) \(endpoint.path)`) \(target)."])
        }
        let size = Self.conformanceTestsPerClass
        let chunks = stride(from: 0, to: max(tests.count, 1), by: size).map { Array(tests[$0..<min($0 + size, tests.count)]) }
        let classes: [Declaration] = chunks.enumerated().map { index, members in
            let type = TypeDescription(name: "ConformanceTests" + (index == 0 ? "" : "\(index + 1)"), conformances: ["XCTestCase"], members: [conformanceClient()] + members)
            return documented(.struct(type), ["Every endpoint of the old interface against the newest description (part \(index + 1) of \(chunks.count))."])
        }
        return FileDescription(
            headerComment: fileHeader,
            imports: [ImportDescription("Foundation"), ImportDescription("XCTest"), ImportDescription(options.packageName), ImportDescription(options.runtimeModuleName)],
            declarations: classes.map(Self.asFinalClass)
        )
    }

    /// `private var client: Client`: the newest server, dummy credentials for every scheme, the conformance transport.
    private func conformanceClient() -> Declaration {
        let client = Constants.Client.self
        var arguments = [FunctionArgument.labeled("baseURL", Expression.id("ConformanceSuite").dot("session").dot("serverURL"))]
        if !document.authSchemes.isEmpty {
            let credentials = document.authSchemes.map { scheme -> FunctionArgument in
                let name = SwiftIdentifier.unescaped(names.credentialNames[scheme.name] ?? SwiftIdentifier.memberName(scheme.name))
                switch scheme.kind {
                case .bearer: return .labeled(name, .string("conformance-token"))
                case .basic:
                    return .labeled(name, Expression.id(Constants.Runtime.basicCredentials).call([
                        .labeled("username", .string("conformance")), .labeled("password", .string("secret")),
                    ]))
                case .apiKey: return .labeled(name, .string("conformance-key"))
                }
            }
            arguments.append(.labeled("credentials", Expression.id("\(client.typeName).\(client.credentialsTypeName)").call(credentials)))
        }
        arguments.append(.labeled("transport", Expression.id("ConformanceSuite").dot("transport")))
        return documented(
            .variable(VariableDescription(access: .private, name: "client", type: client.typeName, getter: [.expression(Expression.id(client.typeName).call(arguments))])),
            ["A client sending to the newest description's first server, with dummy credentials for every scheme."]
        )
    }

    /// The newest operation id an old endpoint reaches, or `nil` when it was removed.
    private func conformanceWireOperationId(_ endpoint: Endpoint) -> String? {
        guard let plan else { return endpoint.operationId }
        guard let endpointPlan = plan.endpoints[endpoint.operationId], endpointPlan.removedIn == nil else { return nil }
        return endpointPlan.wire?.operationId
    }

    /// `_ = try await client.method(label: try arguments.required(T.self, wire: "…"), …)`.
    private func conformanceCall(_ endpoint: Endpoint) -> Expression {
        let ordered = endpoint.parameters.filter { !$0.isOptional } + endpoint.parameters.filter(\.isOptional)
        let endpointPlan = plan?.endpoints[endpoint.operationId]
        let isRemoved = conformanceWireOperationId(endpoint) == nil
        // A removed body whose members fill added parameters is passed too, even a required one: the app's old call (the
        // deprecated overload) is what carries them (``EndpointPlan/bodySources``).
        let carriesBody = conformanceRemovedBodyCarries(endpoint, endpointPlan: endpointPlan)
        // An old required argument that now travels in the newest body calls the old signature too (its deprecated
        // overload sets it there), with every removed argument.
        let travels = ordered.contains { parameter in
            guard !parameter.isOptional, case .removed? = endpointPlan?.parameters[MigrationPlan.parameterKey(parameter)] else { return false }
            return endpointPlan?.bodyTargets[MigrationPlan.parameterKey(parameter)] != nil
        }
        let passed = ordered.filter { parameter in
            guard !isRemoved, case .removed? = endpointPlan?.parameters[MigrationPlan.parameterKey(parameter)] else { return true }
            return parameter.isOptional || carriesBody || travels
        }
        let wireBody = endpointPlan?.wire?.parameters.first { $0.location == .body }
        let arguments = passed.map { parameter -> FunctionArgument in
            // An old argument that now travels in the newest body gets the value synthesized for that body member.
            let target = endpointPlan?.bodyTargets[MigrationPlan.parameterKey(parameter)]
            let wire = target != nil ? wireBody.map { "body:\($0.name)" } : conformanceWireKey(parameter, endpointPlan: endpointPlan)
            let accessor = parameter.isOptional && !parameter.required ? "optional" : "required"
            var labeled: [FunctionArgument] = [
                FunctionArgument(expression: .id("\(types.swiftType(parameter.type, optional: false)).self")),
                .labeled("wire", wire.map { .string($0) } ?? .literal(.nil)),
            ]
            if let target, wire != nil {
                labeled.append(.labeled("member", .string(target.holderKey.map { "\($0)/\(target.memberKey)" } ?? target.memberKey)))
            }
            if carriesBody, parameter.location == .body, let endpointPlan {
                // The body's members that travel as added parameters get values synthesized for those parameters.
                // Wire keys from the body, `/` between a holding member and its object's member.
                func path(_ source: BodyMemberSource) -> String { source.holderKey.map { "\($0)/\(source.memberKey)" } ?? source.memberKey }
                let filling = endpointPlan.bodySources.sorted { path($0.value) < path($1.value) }.compactMap { key, source -> DictionaryEntry? in
                    guard case let .kept(value, location, _)? = endpointPlan.parameters[key] else { return nil }
                    return DictionaryEntry(key: .string(path(source)), value: .string("\(location.rawValue):\(value.wireName)"))
                }
                if !filling.isEmpty { labeled.append(.labeled("filling", .literal(.dictionary(filling)))) }
            }
            if let converted = conformanceConvertedKey(parameter, endpointPlan: endpointPlan) {
                labeled.append(.labeled("converted", .string(converted.key)))
                if !converted.renamedKeys.isEmpty {
                    let entries = converted.renamedKeys.sorted { $0.key < $1.key }.map { DictionaryEntry(key: .string($0.key), value: .string($0.value)) }
                    labeled.append(.labeled("renaming", .literal(.dictionary(entries))))
                }
            }
            let value = Expression.try(Expression.id("arguments").dot(accessor).call(labeled))
            return .labeled(SwiftIdentifier.unescaped(names.label(parameter, in: endpoint)), value)
        }
        return .assignment(left: .id("_"), right: .try(.await(Expression.id("client").dot(names.methodName(endpoint)).call(arguments))))
    }

    /// Built-in conversions that carry the same value in another scalar form (`int-string`: `1` ↔ `"1"`; `bool-string`,
    /// `int-double`): a value synthesized for the newest parameter, in the old form, keeps the newest rules once sent.
    static let sameValueConversions: Set<String> = Set([TypeCompatibility.Builtin.intString, .boolString, .intDouble].map(\.rawValue))

    /// `location:name` of the newest parameter an old one is sent as unchanged in Swift type, or through a conversion
    /// that only changes the value's scalar form (``sameValueConversions``: the suite passes the synthesized value in
    /// the old form, `"1"` for `1`), or `nil` (otherwise converted, removed): the suite then synthesizes the old type
    /// with `JSONStringBuilder`.
    private func conformanceWireKey(_ parameter: Parameter, endpointPlan: EndpointPlan?) -> String? {
        guard plan != nil else { return MigrationPlan.parameterKey(parameter) }
        guard let endpointPlan,
              case let .kept(value, location, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)] else { return nil }
        switch value.conversion {
        case .none: break
        case let .builtin(name) where Self.sameValueConversions.contains(name) && location != .body: break
        default: return nil
        }
        return location == .body ? "body:body" : "\(location.rawValue):\(value.wireName)"
    }

    /// `location:name` of the newest parameter an old one is sent as through an object bridge (its model became
    /// another carrying the same data, `object-object`), with the bridge's renamed wire keys (old → newest); `nil` for
    /// any other parameter: the suite then conforms the old type's default to that parameter's rules. Conversions that
    /// change the value itself (built-ins, closures, `object-member`) are left alone: rules of the converted value say
    /// nothing about the value before it.
    private func conformanceConvertedKey(_ parameter: Parameter, endpointPlan: EndpointPlan?) -> (key: String, renamedKeys: [String: String])? {
        guard plan != nil, let endpointPlan,
              case let .kept(value, location, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)],
              case let .objectBridge(_, renamedKeys) = value.conversion else { return nil }
        return (location == .body ? "body:body" : "\(location.rawValue):\(value.wireName)", renamedKeys)
    }

    /// `ConformanceDocument.swift`: the newest description as native-document JSON, which the vendored validator decodes.
    func translateConformanceDocument(json: String) -> FileDescription {
        let variable = VariableDescription(isStatic: true, isLet: true, name: "json", type: "String", value: .string(json))
        let keys = conformanceInterfaceKeys().map { entry in
            DictionaryEntry(key: .string(entry.model), value: .literal(.array(entry.keys.map { .string($0) })))
        }
        let keysVariable = VariableDescription(isStatic: true, isLet: true, name: "interfaceKeys", type: "[String: [String]]", value: .literal(.dictionary(keys)))
        let type = TypeDescription(name: "ConformanceDocument", members: [
            documented(.variable(variable), ["The native JSON (sorted keys)."]),
            documented(.variable(keysVariable), ["For each model the old interface codes, the wire keys its Swift type carries."]),
        ])
        return FileDescription(
            headerComment: fileHeader, imports: [],
            declarations: [documented(.enum(type), ["The newest API description the conformance suite validates against."])]
        )
    }

    /// The wire keys each old object model carries (kept and added properties), sorted; every object model's keys
    /// when not migrating.
    private func conformanceInterfaceKeys() -> [(model: String, keys: [String])] {
        guard let plan else {
            return document.models.compactMap { model in
                guard case let .object(properties) = model.kind else { return nil }
                return (model.name, properties.map(\.key).sorted())
            }
        }
        return plan.models.keys.sorted().compactMap { name in
            guard case let .object(properties, added)? = plan.models[name] else { return nil }
            var keys = added.values.map(\.wireKey)
            for case let .kept(value) in properties.values { keys.append(value.wireName) }
            return (name, Set(keys).sorted())
        }
    }

    /// The endpoint's elements whose conversion or value the guides leave undecided: parameters the migrated client
    /// cannot send (`unconvertible` in the plan), parameters the newest description requires that an app written against
    /// the old interface does not pass (added ones, or optional ones that became required) with no `defaultValue` in the
    /// guide or the description (the client sends its type's default, which the API may well reject: an empty id, a body
    /// of empty strings), and a response it cannot convert.
    private func conformanceUndecided(_ endpoint: Endpoint) -> [String] {
        guard let endpointPlan = plan?.endpoints[endpoint.operationId], endpointPlan.removedIn == nil else { return [] }
        var elements: [String] = []
        for parameter in endpoint.parameters {
            guard case let .kept(value, location, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)] else { continue }
            if value.conversion == .unconvertible {
                elements.append("\(parameter.location.rawValue) parameter \(parameter.name): its conversion to \(value.wireType) is undecided")
            } else if !parameter.required, value.wireRequired, !value.wireNullable, value.defaultJSON == nil,
                      !conformanceFilledByBody(parameter, endpoint: endpoint, endpointPlan: endpointPlan),
                      !(location == .body && conformanceBodyFilledByArguments(endpoint, endpointPlan: endpointPlan, wireType: value.wireType)) {
                elements.append("\(location.rawValue) parameter \(value.wireName): required by the newest description, and no defaultValue is given")
            }
        }
        if case let .converted(wireType, .unconvertible, _) = endpointPlan.response {
            elements.append("the response: its conversion from \(wireType) is undecided")
        }
        return elements + conformanceUndecidedProperties(endpoint)
    }

    /// Whether an added parameter is always filled from the old request body: the body is required and its source member
    /// too (``EndpointPlan/bodySources``), so the old call never leaves the parameter out.
    private func conformanceFilledByBody(_ parameter: Parameter, endpoint: Endpoint, endpointPlan: EndpointPlan) -> Bool {
        guard conformanceRemovedBodyCarries(endpoint, endpointPlan: endpointPlan),
              let source = endpointPlan.bodySources[MigrationPlan.parameterKey(parameter)],
              let body = endpoint.parameters.first(where: { $0.location == .body && $0.required && !$0.nullable }),
              case let .object(members)? = modelsByName[source.model]?.kind,
              let member = members.first(where: { $0.key == source.memberKey }) else { return false }
        // A member of an object the body holds: the holder, too, must always be there.
        if let holderKey = source.holderKey {
            guard case let .model(bodyModel) = body.type, case let .object(bodyMembers)? = modelsByName[bodyModel]?.kind,
                  bodyMembers.contains(where: { $0.key == holderKey && $0.required && !$0.nullable }) else { return false }
        }
        return member.required && !member.nullable
    }

    /// Whether an added body is always filled from old arguments: every member its newest model requires is set from an
    /// old required argument that moved into it (``EndpointPlan/bodyTargets``), so the old call never sends a made-up
    /// body.
    private func conformanceBodyFilledByArguments(_ endpoint: Endpoint, endpointPlan: EndpointPlan, wireType: TypeReference) -> Bool {
        guard case let .model(name) = wireType, case let .object(members)? = (wireModels[name] ?? modelsByName[name])?.kind else { return false }
        let filled = Set(endpoint.parameters.compactMap { parameter -> String? in
            guard parameter.required, !parameter.nullable, let target = endpointPlan.bodyTargets[MigrationPlan.parameterKey(parameter)],
                  target.holderKey == nil else { return nil }
            return target.memberKey
        })
        let required = members.filter { $0.required && !$0.nullable }.map(\.key)
        return !required.isEmpty && Set(required).isSubset(of: filled)
    }

    /// Whether the endpoint's old body is removed and its members fill added parameters. Only then does the suite pass
    /// the body with those members synthesized for the parameters (``ConformanceArguments`` `filling:`): a removed model
    /// codes its old members, while a body the newest version still has codes the newest members only, so a member that
    /// left it cannot be given a value through JSON (the endpoint then needs a person, as before).
    private func conformanceRemovedBodyCarries(_ endpoint: Endpoint, endpointPlan: EndpointPlan?) -> Bool {
        guard let endpointPlan, !endpointPlan.bodySources.isEmpty, let body = endpoint.bodyParameter,
              case .removed? = endpointPlan.parameters[MigrationPlan.parameterKey(body)] else { return false }
        return true
    }

    /// The properties of the models an endpoint sends or receives (through other models too) whose conversion the
    /// guides leave undecided: the client omits them when sending and falls back when decoding, so the argument round
    /// trip loses them (`Pool.members`: `array<string>` → `array<IdRef>` with no `convert`). As `Model.key`, sorted;
    /// and the models among them whose kind changed (`object → union`), which the client codes as before.
    private func conformanceUndecidedProperties(_ endpoint: Endpoint) -> [String] {
        guard let plan else { return [] }
        var pending = endpoint.parameters.flatMap { $0.type.referencedModels } + (endpoint.response?.type?.referencedModels ?? [])
        var seen = Set<String>()
        var elements: [String] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let model = modelsByName[name] else { continue }
            if let kindChange = plan.kindChanges[name] {
                elements.append("model \(name): \(kindChange), which the migrated client does not convert")
            }
            if case let .object(properties, _)? = plan.models[name] {
                for (key, property) in properties.sorted(by: { $0.key < $1.key }) {
                    if case let .kept(value) = property, value.conversion == .unconvertible {
                        elements.append("property \(name).\(key): its conversion to \(value.wireType) is undecided")
                    }
                }
            }
            if case let .object(properties) = model.kind { pending += properties.flatMap { $0.type.referencedModels } }
            if case let .union(union) = model.kind { pending += union.variants.flatMap { $0.type.referencedModels } }
        }
        return elements.sorted()
    }

    /// The values an endpoint sends whose newest validation rules reject values the old rules accepted
    /// (``KeptValue/stricterRules``): its parameters, and the properties of the models its parameters send (through
    /// other models too), as `query parameter limit: <= 50` and `property Listing.quantity: >= 1`, sorted. The suite
    /// sends conforming values, but an app may pass values the old description allowed, which the server now refuses:
    /// a passing endpoint needs a person.
    private func conformanceStricterRules(_ endpoint: Endpoint) -> [String] {
        guard let plan, let endpointPlan = plan.endpoints[endpoint.operationId], endpointPlan.removedIn == nil else { return [] }
        var elements: [String] = []
        for parameter in endpoint.parameters {
            guard case let .kept(value, location, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)],
                  let rules = value.stricterRules else { continue }
            elements.append("\(location.rawValue) parameter \(value.wireName): \(rules)")
        }
        var pending = endpoint.parameters.flatMap { $0.type.referencedModels }
        var seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let model = modelsByName[name] else { continue }
            if case let .object(properties, _)? = plan.models[name] {
                for (key, property) in properties {
                    if case let .kept(value) = property, let rules = value.stricterRules { elements.append("property \(name).\(key): \(rules)") }
                }
            }
            if case let .object(properties) = model.kind { pending += properties.flatMap { $0.type.referencedModels } }
            if case let .union(union) = model.kind { pending += union.variants.flatMap { $0.type.referencedModels } }
        }
        return elements.sorted()
    }

    /// When every scheme the newest description accepts for the endpoint is one the old document does not have: each
    /// as `name (Client.Credentials member)`. The suite sends dummy credentials for every scheme, but an app written
    /// against the old interface passes none for these, so a passing endpoint needs a person (an app change).
    private func conformanceNewSchemes(_ endpoint: Endpoint) -> [String] {
        guard let plan, let endpointPlan = plan.endpoints[endpoint.operationId], endpointPlan.removedIn == nil,
              let wireEndpoint = endpointPlan.wire else { return [] }
        let requirement = wireEndpoint.security ?? plan.wire.security
        guard !requirement.isEmpty, requirement.allSatisfy(plan.addedAuthSchemes.contains) else { return [] }
        return requirement.map { scheme in
            let member = SwiftIdentifier.unescaped(names.credentialNames[scheme] ?? SwiftIdentifier.memberName(scheme))
            return "\(scheme) (\(Constants.Client.typeName).\(Constants.Client.credentialsTypeName).\(member))"
        }
    }

    /// `index` with at least four digits, so tests sort in document order.
    private func format4(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
