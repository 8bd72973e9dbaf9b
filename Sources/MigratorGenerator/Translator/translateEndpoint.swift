import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates an endpoint into an `async throws` method of `Client`: required parameters first in document
    /// order, then optional ones defaulting to `nil`; the body is labeled `body`.
    ///
    /// For example `GET /pets/{petId}` with operation id `getPetById` becomes
    /// `public func getPetById(petId: Int) async throws -> Pet`.
    ///
    /// A body with alternatives (``BodyAlternative``) adds the endpoint's content type enum and a trailing
    /// `contentType:` argument for the same-schema ones, and a method per different-schema one (see
    /// ``BodyAlternativeNaming``); all are returned, the enum first.
    func translateEndpointDeclarations(_ endpoint: Endpoint) -> [Declaration] {
        let methodName = names.methodName(endpoint)
        return [bodyContentTypeEnum(endpoint, methodName: methodName)].compactMap { $0 } + [translateEndpoint(endpoint)]
            + translateBodyAlternativeMethods(endpoint)
    }

    /// Translates an endpoint into one method named `methodName` (default: the endpoint's); `sendsAlternativeOf` names
    /// the endpoint whose different-schema body alternative this method sends.
    func translateEndpoint(_ endpoint: Endpoint, methodName: String? = nil, sendsAlternativeOf original: Endpoint? = nil) -> Declaration {
        let ordered = endpoint.parameters.filter { !$0.isOptional } + endpoint.parameters.filter(\.isOptional)
        var parameters = ordered.map { parameter in
            ParameterDescription(
                name: names.label(parameter, in: endpoint),
                type: types.swiftType(parameter.type, optional: parameter.isOptional),
                defaultValue: parameter.isOptional && !parameter.required ? .literal(.nil) : nil
            )
        }
        let choices = original == nil ? sameSchemaBodyChoices(endpoint) : []
        let contentTypeLabel = bodyContentTypeLabel(endpoint)
        if let preferred = choices.first {
            parameters.append(ParameterDescription(
                name: contentTypeLabel, type: BodyAlternativeNaming.enumName(methodName: names.methodName(endpoint)),
                defaultValue: .dot(SwiftIdentifier.escaped(preferred.caseName))
            ))
        }
        let bodies = choices.isEmpty ? endpoint.bodyParameter.map { [$0] } ?? [] : choices.map(\.body)
        let files = multipartFilesParameter(bodies, in: endpoint, models: modelsByName)
        if let files { parameters.append(files) }
        var body: [CodeBlock] = [.declaration(.variable(VariableDescription(
            name: "request",
            value: Expression.id(Constants.Runtime.operationRequest).call([
                .labeled("operationID", .string(endpoint.operationId)),
                .labeled("method", .dot(endpoint.method.lowercased())),
                .labeled("pathTemplate", .string(endpoint.path)),
            ])
        )))]
        let security = endpoint.security ?? document.security
        if !security.isEmpty {
            body.append(.expression(.assignment(
                left: Expression.id("request").dot("security"), right: .literal(.array(security.map { .string($0) }))
            )))
        }
        body += serverAssignment(endpoint)
        body += acceptAssignment(endpoint)
        for parameter in endpoint.parameters {
            body.append(contentsOf: sendParameter(parameter, in: endpoint, choices: choices, contentTypeLabel: contentTypeLabel, filesLabel: files?.name))
        }
        if body.count == 1 { body = [Self.requestDeclaration(body[0])] }
        let (returnType, sending) = responseHandling(endpoint.response)
        body.append(contentsOf: sending)
        var function = Declaration.function(FunctionDescription(
            access: access, kind: .function(name: methodName ?? names.methodName(endpoint), isStatic: false),
            parameters: parameters, isAsync: true, isThrowing: true, returnType: returnType, body: body
        ))
        if endpoint.deprecated {
            function = .deprecated(message: "Deprecated by the API description.", function)
        }
        var doc = endpointDocumentation(endpoint, orderedParameters: ordered)
        documentBodyArguments(&doc, choices: choices, contentTypeLabel: contentTypeLabel, filesLabel: files?.name)
        if let original, let body = endpoint.bodyParameter {
            doc += ["", "Sends the body of `\(SwiftIdentifier.unescaped(names.methodName(original)))` as `\(body.declaredMediaType)`, a schema of its own."]
        }
        return documented(function, doc)
    }

    /// `request.server = "…"` for an endpoint with servers of its own (its first server), else nothing.
    func serverAssignment(_ endpoint: Endpoint) -> [CodeBlock] {
        guard let server = endpoint.servers?.first else { return [] }
        return [.expression(.assignment(left: Expression.id("request").dot("server"), right: .string(server.resolvedURL())))]
    }

    /// `request.accept = "image/png"` for an endpoint whose success response is raw content or has alternative media
    /// types (``ResponseDefinition/acceptHeader``: the declared media type, `application/octet-stream` for raw content
    /// without one, then the alternatives with falling quality), else nothing; nothing either when the endpoint has an
    /// `Accept` header parameter of its own.
    func acceptAssignment(_ endpoint: Endpoint) -> [CodeBlock] {
        guard let response = endpoint.response, response.type != nil, response.contentType == .octetStream || !response.alternatives.isEmpty,
              !endpoint.parameters.contains(where: { $0.location == .header && $0.name.lowercased() == "accept" }) else { return [] }
        return [.expression(.assignment(left: Expression.id("request").dot("accept"), right: .string(response.acceptHeader)))]
    }

    /// The `var request = …` declaration as `let` when nothing mutates the request afterwards.
    static func requestDeclaration(_ block: CodeBlock) -> CodeBlock {
        guard case var .declaration(.variable(variable)) = block else { return block }
        variable.isLet = true
        return .declaration(.variable(variable))
    }

    /// Statements putting one parameter into the request.
    private func sendParameter(
        _ parameter: Parameter, in endpoint: Endpoint, choices: [(caseName: String, body: Parameter)], contentTypeLabel: String,
        filesLabel: String?
    ) -> [CodeBlock] {
        let label = names.label(parameter, in: endpoint)
        switch parameter.location {
        case .path, .query, .header, .cookie:
            let value = types.toWire(.id(label), parameter.type, optional: parameter.isOptional)
            return [.expression(parameterSendingCall(parameter, value: value, type: parameter.type))]
        case .body:
            var setter = bodySetter(parameter, filesLabel: filesLabel)
            if !choices.isEmpty {
                setter = { self.bodyContentTypeSwitch(choices, value: $0, label: contentTypeLabel, filesLabel: filesLabel) }
            }
            if parameter.required || !parameter.isOptional {
                return [.expression(setter(types.toWire(.id(label), parameter.type, optional: parameter.isOptional)))]
            }
            return [.expression(.if(
                binding: label, condition: .id(label),
                then: [.expression(setter(types.toWire(.id(label), parameter.type)))], otherwise: nil
            ))]
        }
    }

    /// The call putting a body value into the request in the body's media type (`setJSONBody`, `setFormBody`,
    /// `setTextBody`, `setMultipartBody` with the file fields and per-field content types, `setRawBody` with the
    /// `Content-Type`).
    func bodySetter(_ parameter: Parameter, filesLabel: String? = nil) -> (Expression) -> Expression {
        let request = Expression.id("request")
        switch parameter.contentType {
        case .json: return { .try(request.dot("setJSONBody").call($0)) }
        case .formURLEncoded: return { .try(request.dot("setFormBody").call($0)) }
        case .textPlain: return { request.dot("setTextBody").call($0) }
        case .multipartFormData:
            let extra = multipartArguments(parameter, models: modelsByName, filesLabel: filesLabel)
            return { .try(request.dot("setMultipartBody").call([FunctionArgument(expression: $0)] + extra)) }
        case .octetStream:
            return { request.dot("setRawBody").call([FunctionArgument(expression: $0), .labeled("contentType", .string(parameter.sentMediaType))]) }
        }
    }

    /// The method's return type and the statements sending the request and producing the result.
    func responseHandling(_ response: ResponseDefinition?) -> (String?, [CodeBlock]) {
        let core = Expression.selfDot(Constants.Client.coreProperty)
        guard let response, let type = response.type else {
            return (nil, [.expression(.try(.await(core.dot("sendExpectingNoContent").call(.id("request")))))])
        }
        if response.contentType == .textPlain {
            return ("String", [.expression(.return(.try(.await(core.dot("sendExpectingText").call(.id("request"))))))])
        }
        if response.contentType == .octetStream {
            return ("Data", [.expression(.return(.try(.await(core.dot("sendExpectingData").call(.id("request"))))))])
        }
        let call = Expression.try(.await(core.dot("sendExpectingJSON").call([
            FunctionArgument(expression: .id("request")), .labeled("as", .id("\(types.wireType(type)).self")),
        ])))
        guard types.needsConversion(type) else { return (types.swiftType(type), [.expression(.return(call))]) }
        return (types.swiftType(type), [
            .declaration(.variable(VariableDescription(isLet: true, name: "response", value: call))),
            .expression(.return(types.fromWire(.id("response"), type))),
        ])
    }

    /// The method's doc comment: summary, description, the HTTP route, parameters (with their validation rules),
    /// result and error statuses.
    func endpointDocumentation(_ endpoint: Endpoint, orderedParameters: [Parameter]) -> [String] {
        var doc = docLines(endpoint.summary)
        let description = docLines(endpoint.description, deprecated: endpoint.deprecated)
        if !description.isEmpty { doc += (doc.isEmpty ? [] : [""]) + description }
        doc += (doc.isEmpty ? [] : [""]) + ["`\(endpoint.method) \(endpoint.path)`"]
        if !orderedParameters.isEmpty {
            doc += ["", "- Parameters:"]
            for parameter in orderedParameters {
                let label = SwiftIdentifier.unescaped(names.label(parameter, in: endpoint))
                let summary = docLines(parameter.description).first ?? "The `\(parameter.name)` \(parameter.location.rawValue) parameter."
                doc.append("  - \(label): \(summary)" + (parameter.rules.summary.map { " Rules: \($0)." } ?? ""))
            }
        }
        if let response = endpoint.response, response.type != nil {
            doc.append("- Returns: " + (docLines(response.description).first ?? "The decoded response body."))
        }
        let statuses = endpoint.errors.map { error -> String in
            error.type.map { "\(error.status) (`\(types.swiftType($0))`)" } ?? "\(error.status)"
        }
        doc.append("- Throws: `\(Constants.Runtime.httpStatusError)` for an error status"
            + (statuses.isEmpty ? "" : " (documented: \(statuses.joined(separator: ", ")))")
            + "; decode its body with `decode(as:)`.")
        return doc
    }
}
