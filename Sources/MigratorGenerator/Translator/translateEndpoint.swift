import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates an endpoint into an `async throws` method of `Client`: required parameters first in document
    /// order, then optional ones defaulting to `nil`; the body is labeled `body`.
    ///
    /// For example `GET /pets/{petId}` with operation id `getPetById` becomes
    /// `public func getPetById(petId: Int) async throws -> Pet`.
    func translateEndpoint(_ endpoint: Endpoint) -> Declaration {
        let ordered = endpoint.parameters.filter { !$0.isOptional } + endpoint.parameters.filter(\.isOptional)
        let parameters = ordered.map { parameter in
            ParameterDescription(
                name: names.label(parameter, in: endpoint),
                type: types.swiftType(parameter.type, optional: parameter.isOptional),
                defaultValue: parameter.isOptional && !parameter.required ? .literal(.nil) : nil
            )
        }
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
            body.append(contentsOf: sendParameter(parameter, in: endpoint))
        }
        if body.count == 1 { body = [Self.requestDeclaration(body[0])] }
        let (returnType, sending) = responseHandling(endpoint.response)
        body.append(contentsOf: sending)
        var function = Declaration.function(FunctionDescription(
            access: access, kind: .function(name: names.methodName(endpoint), isStatic: false),
            parameters: parameters, isAsync: true, isThrowing: true, returnType: returnType, body: body
        ))
        if endpoint.deprecated {
            function = .deprecated(message: "Deprecated by the API description.", function)
        }
        return documented(function, endpointDocumentation(endpoint, orderedParameters: ordered))
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
    private func sendParameter(_ parameter: Parameter, in endpoint: Endpoint) -> [CodeBlock] {
        let label = names.label(parameter, in: endpoint)
        let request = Expression.id("request")
        switch parameter.location {
        case .path, .query, .header, .cookie:
            let value = types.toWire(.id(label), parameter.type, optional: parameter.isOptional)
            return [.expression(parameterSendingCall(parameter, value: value, type: parameter.type))]
        case .body:
            let setter: (Expression) -> Expression
            switch parameter.contentType {
            case .json: setter = { .try(request.dot("setJSONBody").call($0)) }
            case .formURLEncoded: setter = { .try(request.dot("setFormBody").call($0)) }
            case .textPlain: setter = { request.dot("setTextBody").call($0) }
            case .multipartFormData:
                let extra = multipartArguments(parameter, models: modelsByName)
                setter = { .try(request.dot("setMultipartBody").call([FunctionArgument(expression: $0)] + extra)) }
            case .octetStream:
                setter = { request.dot("setRawBody").call([FunctionArgument(expression: $0), .labeled("contentType", .string(parameter.sentMediaType))]) }
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
