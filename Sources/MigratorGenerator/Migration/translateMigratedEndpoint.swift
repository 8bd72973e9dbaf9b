import MigratorMigration
import MigratorModel
import MigratorNaming
import MigratorRuntime

extension FileTranslator {
    /// Translates an old endpoint migrated to the newest API: the old method name and signature (plus optional
    /// arguments for parameters added later), and a request built for the newest path, method, parameter names and
    /// locations, with converted values and defaults; the response is decoded in the newest format and converted back.
    ///
    /// A body with alternatives keeps the old interface (see ``BodyAlternativeNaming``): the old content type enum and
    /// `contentType:` argument, each case sending its media type when the newest body still declares it with the same
    /// schema, else the newest preferred one; and the old method of each different-schema alternative, sending it when
    /// the newest body still declares it with the same type, else throwing `EndpointRemovedError` without a request.
    func translateMigratedEndpoint(
        _ endpoint: Endpoint, plan endpointPlan: EndpointPlan, methodName overriddenName: String? = nil, alternativeMediaType: String? = nil
    ) -> [Declaration] {
        let ordered = endpoint.parameters.filter { !$0.isOptional } + endpoint.parameters.filter(\.isOptional)
        let choices = alternativeMediaType == nil ? sameSchemaBodyChoices(endpoint) : []
        let contentTypeLabel = bodyContentTypeLabel(endpoint)
        let files = multipartFilesParameter(
            choices.isEmpty ? endpoint.bodyParameter.map { [$0] } ?? [] : choices.map(\.body), in: endpoint, models: modelsByName
        )
        func signature(_ parameters: [Parameter]) -> [ParameterDescription] {
            parameters.map { parameter in
                ParameterDescription(
                    name: names.label(parameter, in: endpoint), type: types.swiftType(parameter.type, optional: parameter.isOptional),
                    defaultValue: parameter.isOptional && !parameter.required ? .literal(.nil) : nil
                )
            } + (choices.first.map { preferred in
                [ParameterDescription(
                    name: contentTypeLabel, type: BodyAlternativeNaming.enumName(methodName: names.methodName(endpoint)),
                    defaultValue: .dot(SwiftIdentifier.escaped(preferred.caseName))
                )]
            } ?? []) + (files.map { [$0] } ?? [])
        }
        let (returnType, _) = responseHandling(endpoint.response)
        let methodName = overriddenName ?? names.methodName(endpoint)
        var doc = endpointDocumentation(endpoint, orderedParameters: ordered)
        documentBodyArguments(&doc, choices: choices, contentTypeLabel: contentTypeLabel, filesLabel: files?.name)
        let wireBody: Parameter? = {
            guard let body = endpoint.bodyParameter, case let .kept(value, .body, _)? = endpointPlan.parameters[MigrationPlan.parameterKey(body)] else { return nil }
            return endpointPlan.wire?.parameters.first { $0.location == .body && $0.name == value.wireName }
        }()
        let leading = [bodyContentTypeEnum(endpoint, methodName: names.methodName(endpoint), wireBody: wireBody)].compactMap { $0 }
            .filter { _ in alternativeMediaType == nil }
        let trailing = alternativeMediaType == nil ? migratedBodyAlternativeMethods(endpoint, plan: endpointPlan) : []
        guard let wire = endpointPlan.wire, endpointPlan.removedIn == nil else {
            let version = endpointPlan.removedIn ?? "a newer version"
            let message = alternativeMediaType.map { "\(endpoint.operationId) no longer accepts \($0) bodies in \(document.service.name) \(version); no request is sent." }
                ?? "\(endpoint.operationId) was removed in \(document.service.name) \(version); no request is sent."
            let body: [CodeBlock] = [.expression(.throw(Expression.id(Constants.Runtime.endpointRemovedError).call([
                .labeled("operationID", .string(endpoint.operationId)), .labeled("removedInVersion", .string(version)),
                .labeled("message", .string(message)),
            ])))]
            let function = Declaration.function(FunctionDescription(
                access: access, kind: .function(name: methodName, isStatic: false), parameters: signature(ordered),
                isAsync: true, isThrowing: true, returnType: returnType, body: body
            ))
            doc += ["", "- Important: Removed in \(version); calling it throws `\(Constants.Runtime.endpointRemovedError)` without sending a request."]
            return leading + [documented(.deprecated(message: "Removed in \(document.service.name) \(version).", function), doc)] + trailing
        }
        let removedRequired = ordered.filter { parameter in
            if case .removed? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)] { return !parameter.isOptional }
            return false
        }
        let primaryParameters = ordered.filter { parameter in !removedRequired.contains(parameter) }
        var body: [CodeBlock] = [.declaration(.variable(VariableDescription(
            name: "request",
            value: Expression.id(Constants.Runtime.operationRequest).call([
                .labeled("operationID", .string(endpoint.operationId)), .labeled("method", .dot(wire.method.lowercased())),
                .labeled("pathTemplate", .string(wire.path)),
            ])
        )))]
        let security = wire.security ?? (plan?.wire.security ?? [])
        if !security.isEmpty {
            body.append(.expression(.assignment(left: Expression.id("request").dot("security"), right: .literal(.array(security.map { .string($0) })))))
        }
        body += serverAssignment(wire)
        body += acceptAssignment(wire)
        body += bodyMemberFallbacks(endpoint, plan: endpointPlan, among: primaryParameters)
        body += bodyMemberSettings(endpoint, plan: endpointPlan, among: primaryParameters)
        for parameter in primaryParameters {
            guard case let .kept(value, location, contentType)? = endpointPlan.parameters[MigrationPlan.parameterKey(parameter)] else { continue }
            let wireParameter = wire.parameters.first { $0.location == location && $0.name == value.wireName }
            func send(_ contentType: ContentType, _ target: Parameter?) -> [CodeBlock] {
                sendMigratedParameter(
                    parameter, in: endpoint, value: value, location: location, contentType: contentType,
                    style: target?.style, explode: target?.explode, allowReserved: target?.allowReserved ?? false,
                    multipartEncoding: target?.multipartEncoding ?? [:],
                    rawMediaType: target?.sentMediaType ?? contentType.rawValue, filesLabel: files?.name
                )
            }
            if location == .body, parameter.location == .body, !choices.isEmpty, let wireBody = wireParameter {
                let wireChoices = [wireBody] + wireBody.alternatives.filter(\.hasSameSchema).map { $0.parameter(replacing: wireBody) }
                let targets = choices.map { choice in wireChoices.first { $0.declaredMediaType == choice.body.declaredMediaType } ?? wireBody }
                if Set(targets.map(\.declaredMediaType)).count > 1 {
                    body.append(.expression(.switch(subject: .id(contentTypeLabel), cases: zip(choices, targets).map { choice, target in
                        SwitchCaseDescription(patterns: [.dot(SwiftIdentifier.escaped(choice.caseName))], body: send(target.contentType, target))
                    })))
                    continue
                }
            }
            body += send(contentType, wireParameter)
        }
        if body.count == 1 { body = [Self.requestDeclaration(body[0])] }
        body += migratedResponse(endpoint, plan: endpointPlan.response)
        var declarations: [Declaration] = []
        let primary = Declaration.function(FunctionDescription(
            access: access, kind: .function(name: methodName, isStatic: false), parameters: signature(primaryParameters),
            isAsync: true, isThrowing: true, returnType: returnType, body: body
        ))
        declarations += leading
        declarations.append(documented(endpoint.deprecated ? .deprecated(message: "Deprecated by the API description.", primary) : primary, doc))
        if !removedRequired.isEmpty {
            // An added parameter whose value the removed body carried is filled from it (``EndpointPlan/bodySources``).
            let removedBody = removedRequired.first { $0.location == .body }
            let forwarded = primaryParameters.map { parameter in
                let label = names.label(parameter, in: endpoint)
                let source = removedBody.flatMap { bodyMember(of: $0, for: parameter, in: endpoint, plan: endpointPlan) }
                return FunctionArgument.labeled(
                    SwiftIdentifier.unescaped(label), source.map { .binaryOperation(left: .id(label), operation: "??", right: $0) } ?? .id(label)
                )
            } + (choices.isEmpty ? [] : [FunctionArgument.labeled(contentTypeLabel, .id(contentTypeLabel))])
                + (files.map { [FunctionArgument.labeled($0.name, .id($0.name))] } ?? [])
            let call = Expression.try(.await(Expression.selfDot(methodName).call(forwarded)))
            // Removed required arguments whose values the newest body carries are set on it before forwarding.
            let settings = bodyMemberSettings(endpoint, plan: endpointPlan, among: ordered, from: removedRequired)
            let overload = Declaration.function(FunctionDescription(
                access: access, kind: .function(name: methodName, isStatic: false), parameters: signature(ordered),
                isAsync: true, isThrowing: true, returnType: returnType, body: settings + [.expression(returnType == nil ? call : .return(call))]
            ))
            let (message, line) = overloadDeprecation(endpoint, plan: endpointPlan, removedRequired: removedRequired, primaryParameters: primaryParameters)
            declarations.append(documented(.deprecated(message: message, overload), ["The old signature of `\(SwiftIdentifier.unescaped(methodName))`; " + line]))
        }
        return declarations + trailing
    }

    /// The old methods of an endpoint's different-schema body alternatives, migrated: each sends its media type when
    /// the newest body declares it with the same type, else throws without a request.
    private func migratedBodyAlternativeMethods(_ endpoint: Endpoint, plan endpointPlan: EndpointPlan) -> [Declaration] {
        guard let body = endpoint.bodyParameter, let position = endpoint.parameters.firstIndex(of: body) else { return [] }
        let key = MigrationPlan.parameterKey(body)
        return bodyAlternativeMethodNames(endpoint).flatMap { alternative, name -> [Declaration] in
            var variant = endpoint
            variant.parameters[position] = alternative.parameter(replacing: body)
            var variantPlan = endpointPlan
            let oldType = alternative.type ?? body.type
            guard case let .kept(value, .body, _)? = endpointPlan.parameters[key], var wire = endpointPlan.wire,
                  let wirePosition = wire.parameters.firstIndex(where: { $0.location == .body && $0.name == value.wireName }),
                  let target = wire.parameters[wirePosition].alternatives.first(where: {
                      $0.declaredMediaType == alternative.declaredMediaType && ($0.type ?? wire.parameters[wirePosition].type) == oldType
                  }) else {
                variantPlan.removedIn = plan?.targetVersion ?? "a newer version"
                return translateMigratedEndpoint(variant, plan: variantPlan, methodName: name, alternativeMediaType: alternative.declaredMediaType)
            }
            wire.parameters[wirePosition] = target.parameter(replacing: wire.parameters[wirePosition])
            variantPlan.wire = wire
            var kept = value
            kept.wireType = oldType
            kept.conversion = .none
            variantPlan.parameters[key] = .kept(kept, location: .body, contentType: target.contentType)
            return translateMigratedEndpoint(variant, plan: variantPlan, methodName: name, alternativeMediaType: alternative.declaredMediaType)
        }
    }

    /// What the migrated client reports for a parameter value it cannot convert yet and leaves out of the request
    /// (`migrator verify` counts it as a guide value left undecided).
    static let notSentReason = "the old value cannot be converted to the new type; not sent"

    /// Statements putting one old parameter into the newest request, at the newest location, in the newest `style` and
    /// `explode` (`nil`: the location's default) and `allowReserved`, a multipart body with the newest per-field content
    /// types, a raw body with the newest `Content-Type` (`rawMediaType`).
    private func sendMigratedParameter(
        _ parameter: Parameter, in endpoint: Endpoint, value: KeptValue, location: ParameterLocation, contentType: ContentType,
        style: ParameterStyle?, explode: Bool?, allowReserved: Bool, multipartEncoding: [String: String], rawMediaType: String,
        filesLabel: String? = nil
    ) -> [CodeBlock] {
        let label = names.label(parameter, in: endpoint)
        let element = "\(endpoint.operationId).\(parameter.name)"
        let closure: String? = { if case let .closures(toNew, _) = value.conversion { return toNew } else { return nil } }()
        let result = value.conversion == .unconvertible ? nil : ValueConversionTranslation(translator: self).convert(
            .id("$0"), from: parameter.type, to: value.wireType, conversion: value.conversion, closure: closure, element: element
        )
        var converted: Expression
        var optional = parameter.isOptional
        if let result {
            if case .id("$0") = result.expression {
                converted = .id(label)
            } else if parameter.isOptional {
                converted = Expression.id(label).dot(result.isOptional ? "flatMap" : "map").call(trailingClosure: ClosureDescription(body: [.expression(result.expression)]))
            } else {
                converted = substitute(result.expression, with: .id(label))
                optional = result.isOptional
            }
        } else {
            // No conversion yet (the guide needs a decision): a body the new version requires is sent as its type's
            // default instance, reported, rather than left out. Other parameters are left out: an empty path segment or
            // a made-up query value is no better than none, and a missing required one fails the request before sending.
            guard value.wireRequired, location == .body else {
                // Reported, so the app's developer (and `migrator verify`) sees the value that is not sent.
                let report = Expression.id(Constants.Runtime.migrationConversions).dot("report").call([
                    FunctionArgument(expression: .string(element)), FunctionArgument(expression: .string(Self.notSentReason)),
                ])
                guard parameter.isOptional else { return [.expression(report)] }
                return [.expression(.if(
                    binding: nil, condition: .binaryOperation(left: .id(label), operation: "!=", right: .id("nil")), then: [.expression(report)], otherwise: nil
                ))]
            }
            converted = defaultValue(of: value.wireType, json: value.defaultJSON, element: element, report: "the old value cannot be converted to the new type")
            optional = false
        }
        if optional, value.wireRequired, !value.wireNullable {
            let fallback = defaultValue(of: value.wireType, json: value.defaultJSON, element: element, report: nil)
            converted = Expression.parenthesized(.binaryOperation(left: converted, operation: "??", right: fallback))
            optional = false
        }
        let request = Expression.id("request")
        switch location {
        case .path, .query, .header, .cookie:
            let wireParameter = Parameter(
                name: value.wireName, location: location, type: value.wireType, required: true, style: style, explode: explode,
                allowReserved: allowReserved
            )
            let wireValue = types.toWire(converted, value.wireType, optional: optional)
            if location == .path, optional {
                return [.expression(.if(
                    binding: "pathValue", condition: wireValue,
                    then: [.expression(parameterSendingCall(wireParameter, value: .id("pathValue"), type: value.wireType).hoistingTry())],
                    otherwise: nil
                ))]
            }
            return [.expression(parameterSendingCall(wireParameter, value: wireValue, type: value.wireType).hoistingTry())]
        case .body:
            let setter: (Expression) -> Expression
            switch contentType {
            case .json: setter = { request.dot("setJSONBody").call($0).hoistingTry().addingTry() }
            case .formURLEncoded: setter = { request.dot("setFormBody").call($0).hoistingTry().addingTry() }
            case .textPlain: setter = { request.dot("setTextBody").call($0).hoistingTry() }
            case .multipartFormData:
                let wireBody = Parameter(
                    name: value.wireName, location: .body, type: value.wireType, contentType: contentType, multipartEncoding: multipartEncoding
                )
                let extra = multipartArguments(wireBody, models: wireModels, filesLabel: filesLabel)
                setter = { request.dot("setMultipartBody").call([FunctionArgument(expression: $0)] + extra).hoistingTry().addingTry() }
            case .octetStream: setter = { request.dot("setRawBody").call([FunctionArgument(expression: $0), .labeled("contentType", .string(rawMediaType))]).hoistingTry() }
            }
            if !optional { return [.expression(setter(types.toWire(converted, value.wireType)))] }
            if value.wireRequired { return [.expression(setter(types.toWire(converted, value.wireType, optional: true)))] }
            return [.expression(.if(binding: "bodyValue", condition: converted, then: [.expression(setter(types.toWire(.id("bodyValue"), value.wireType)))], otherwise: nil))]
        }
    }

    /// Statements sending the request and producing the old return value.
    private func migratedResponse(_ endpoint: Endpoint, plan responsePlan: ResponsePlan) -> [CodeBlock] {
        let core = Expression.selfDot(Constants.Client.coreProperty)
        switch responsePlan {
        case .same:
            return responseHandling(endpoint.response).1
        case let .becameEmpty(fallbackJSON):
            guard let type = endpoint.response?.type else { return responseHandling(endpoint.response).1 }
            return [
                .expression(.try(.await(core.dot("sendExpectingNoContent").call(.id("request"))))),
                .expression(.return(defaultValue(of: type, json: fallbackJSON, element: endpoint.operationId, report: fallbackJSON == nil ? "the response no longer has a body" : nil))),
            ]
        case let .converted(wireType, conversion, fallbackJSON):
            guard let type = endpoint.response?.type else { return responseHandling(endpoint.response).1 }
            let call = Expression.try(.await(core.dot("sendExpectingJSON").call([
                FunctionArgument(expression: .id("request")), .labeled("as", .id("\(types.wireType(wireType)).self")),
            ])))
            let closure: String? = { if case let .closures(_, toOld) = conversion { return toOld } else { return nil } }()
            let fallback = defaultValue(of: type, json: fallbackJSON, element: endpoint.operationId, report: fallbackJSON == nil ? "the new response cannot be converted" : nil)
            guard conversion != .unconvertible,
                  let result = ValueConversionTranslation(translator: self).convert(types.fromWire(.id("response"), wireType), from: wireType, to: type, conversion: conversion, closure: closure, element: endpoint.operationId) else {
                return [.expression(.assignment(left: .id("_"), right: call)), .expression(.return(fallback))]
            }
            let value = result.isOptional ? Expression.binaryOperation(left: result.expression, operation: "??", right: fallback).hoistingTry() : result.expression
            return [
                .declaration(.variable(VariableDescription(isLet: true, name: "response", value: call))),
                .expression(.return(value)),
            ]
        }
    }
}
