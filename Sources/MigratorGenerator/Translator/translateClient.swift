import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates the service into `Client.swift`: the `Client` struct with its initializers, the default base URL,
    /// the authentication scheme table and, when the service has auth schemes, `Client.Credentials`.
    func translateClient() -> FileDescription {
        let client = Constants.Client.self
        var members: [Declaration] = []
        let hasDefaultURL = document.servers.first != nil
        if let server = document.servers.first {
            members.append(documented(
                .variable(VariableDescription(
                    access: access, isStatic: true, isLet: true, name: client.defaultBaseURL, type: "URL",
                    value: .forceUnwrap(Expression.id("URL").call([.labeled("string", .string(server.resolvedURL()))]))
                )),
                ["The base URL of the first server in the API description: `\(server.resolvedURL())`."]
            ))
        }
        members += translateServerVariables()
        members += translateServerChoice()
        let schemeEntries = document.authSchemes.map { scheme in
            DictionaryEntry(key: .string(scheme.name), value: authenticationScheme(scheme.kind))
        }
        members.append(documented(
            .variable(VariableDescription(
                isStatic: true, isLet: true, name: client.authenticationSchemes,
                type: "[String: \(Constants.Runtime.authenticationScheme)]", value: .literal(.dictionary(schemeEntries))
            )),
            ["The authentication schemes of the API description, by name."]
        ))
        members.append(documented(
            .variable(VariableDescription(isLet: true, name: client.coreProperty, type: Constants.Runtime.clientCore)),
            ["Builds, authenticates and sends requests."]
        ))
        members.append(clientInitializer(hasDefaultURL: hasDefaultURL, withCredentials: false))
        if !document.authSchemes.isEmpty {
            members.append(clientInitializer(hasDefaultURL: hasDefaultURL, withCredentials: true))
            members.append(credentialsType())
        }
        var doc = ["A client for \(document.service.name) \(document.service.version)."]
        let description = docLines(document.service.description)
        if !description.isEmpty { doc += [""] + description }
        doc += ["", "Each endpoint is an `async throws` method; a response with an error status throws `\(Constants.Runtime.httpStatusError)`."]
        let type = TypeDescription(access: access, name: client.typeName, conformances: ["Sendable"], members: members)
        let runtimeImport = ImportDescription(options.runtimeModuleName, exported: options.accessLevel == .public)
        return FileDescription(
            headerComment: fileHeader, imports: [ImportDescription("Foundation"), runtimeImport],
            declarations: [documented(.struct(type), doc)]
        )
    }

    private func authenticationScheme(_ kind: AuthScheme.Kind) -> Expression {
        switch kind {
        case .bearer: return .dot("bearer")
        case .basic: return .dot("basic")
        case let .apiKey(location, parameterName):
            return Expression.dot("apiKey").call([.labeled("name", .string(parameterName)), .labeled("location", .dot(location.rawValue))])
        }
    }

    private func clientInitializer(hasDefaultURL: Bool, withCredentials: Bool) -> Declaration {
        let client = Constants.Client.self
        var parameters = [ParameterDescription(
            name: "baseURL", type: "URL",
            defaultValue: hasDefaultURL ? Expression.id(client.typeName).dot(client.defaultBaseURL) : nil
        )]
        if withCredentials {
            parameters.append(ParameterDescription(name: "credentials", type: client.credentialsTypeName))
        }
        parameters.append(ParameterDescription(
            name: "transport", type: "any \(Constants.Runtime.httpTransport)",
            defaultValue: Expression.id(Constants.Runtime.urlSessionTransport).call()
        ))
        parameters.append(ParameterDescription(
            name: "middlewares", type: "[any \(Constants.Runtime.clientMiddleware)]", defaultValue: .literal(.array([]))
        ))
        var securityArguments = [FunctionArgument.labeled("schemes", Expression.id(client.typeName).dot(client.authenticationSchemes))]
        if withCredentials {
            securityArguments.append(.labeled("credentials", Expression.id("credentials").dot("byScheme")))
        }
        var coreArguments: [FunctionArgument] = [
            .labeled("baseURL", .id("baseURL")), .labeled("transport", .id("transport")),
            .labeled("middlewares", .id("middlewares")),
            .labeled("security", Expression.id(Constants.Runtime.securityConfiguration).call(securityArguments)),
        ]
        let endpointsWithServers = (plan?.wire.endpoints ?? document.endpoints).filter { $0.servers != nil }
        if hasDefaultURL, !endpointsWithServers.isEmpty {
            coreArguments.append(.labeled("defaultBaseURL", Expression.id(client.typeName).dot(client.defaultBaseURL)))
        }
        let core = Expression.id(Constants.Runtime.clientCore).call(coreArguments)
        let function = FunctionDescription(
            access: access, kind: .initializer, parameters: parameters,
            body: [.expression(.assignment(left: .selfDot(client.coreProperty), right: core))]
        )
        var doc = [withCredentials ? "Creates a client that authenticates with the given credentials." : "Creates a client."]
        doc += ["", "- Parameters:"]
        if hasDefaultURL, !endpointsWithServers.isEmpty {
            doc.append("  - baseURL: The server to talk to. While it is the default, the endpoints with servers of their own "
                + "(\(endpointsWithServers.prefix(3).map { "`\($0.operationId)`" }.joined(separator: ", "))\(endpointsWithServers.count > 3 ? ", …" : "")) "
                + "go to their first server; any other URL is used for every endpoint.")
        } else {
            doc.append("  - baseURL: The server to talk to.")
        }
        if withCredentials { doc.append("  - credentials: Credentials for the endpoints that require authentication.") }
        doc += [
            "  - transport: Sends requests; inject a mock in tests.",
            "  - middlewares: Run in order around every request, for example to add headers or log.",
        ]
        return documented(.function(function), doc)
    }

    private func credentialsType() -> Declaration {
        var members: [Declaration] = []
        var parameters: [ParameterDescription] = []
        var conversions: [CodeBlock] = [
            .declaration(.variable(VariableDescription(name: "result", type: "[String: \(Constants.Runtime.credential)]", value: .literal(.dictionary([]))))),
        ]
        for scheme in document.authSchemes {
            let name = names.credentialNames[scheme.name] ?? SwiftIdentifier.memberName(scheme.name)
            let (type, kindDescription, credential): (String, String, Expression)
            switch scheme.kind {
            case .bearer:
                (type, kindDescription, credential) = ("String", "The bearer token", Expression.dot("bearerToken").call(.id(name)))
            case .basic:
                (type, kindDescription, credential) = (Constants.Runtime.basicCredentials, "The user name and password", Expression.dot("basic").call(.id(name)))
            case let .apiKey(location, parameterName):
                (type, kindDescription, credential) = ("String", "The API key sent in the `\(parameterName)` \(location.rawValue)", Expression.dot("apiKey").call(.id(name)))
            }
            var doc = ["\(kindDescription) for the `\(scheme.name)` scheme."]
            let description = docLines(scheme.description)
            if !description.isEmpty { doc += [""] + description }
            members.append(documented(.variable(VariableDescription(access: access, name: name, type: type + "?")), doc))
            parameters.append(ParameterDescription(name: name, type: type + "?", defaultValue: .literal(.nil)))
            conversions.append(.expression(.if(
                binding: name, condition: .selfDot(name),
                then: [.expression(.assignment(
                    left: .id("result[\(StringLiteral.render(scheme.name))]"), right: credential
                ))],
                otherwise: nil
            )))
        }
        conversions.append(.expression(.return(.id("result"))))
        members.append(documented(
            .function(FunctionDescription(
                access: access, kind: .initializer, parameters: parameters,
                body: parameters.map { .expression(.assignment(left: .selfDot($0.name), right: .id($0.name))) }
            )),
            ["Creates credentials; leave out the schemes you do not use."]
        ))
        members.append(documented(
            .variable(VariableDescription(name: "byScheme", type: "[String: \(Constants.Runtime.credential)]", getter: conversions)),
            ["The credentials keyed by scheme name, as the runtime expects them."]
        ))
        let type = TypeDescription(access: access, name: Constants.Client.credentialsTypeName, conformances: ["Sendable", "Hashable"], members: members)
        return documented(.struct(type), ["Credentials for the service's authentication schemes; set the ones you have."])
    }
}
