import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates the variables of the document's servers into structs: the first server's into
    /// `Client.ServerVariables` (one property per variable, defaulting to the variable's default; a nested `String`
    /// enum where the values are listed) with `Client.baseURL(for:)`, which fills the URL template; when the document
    /// lists several servers, each further server with variables into `Client.<Case>ServerVariables` (see
    /// ``serverCaseNames()``), whose URL `Client.Server.url` fills. Empty when no server has variables.
    ///
    /// For example `https://{region}.api.example.com` with `region` in `[eu, us]` (default `eu`) gives
    /// `Client(baseURL: Client.baseURL(for: .init(region: .us))!)`.
    func translateServerVariables() -> [Declaration] {
        guard let first = document.servers.first else { return [] }
        var declarations: [Declaration] = []
        if let variables = first.variables, !variables.isEmpty {
            let typeName = Constants.Client.serverVariablesTypeName
            declarations.append(serverVariablesStruct(first, typeName: typeName))
            declarations.append(documented(
                .function(FunctionDescription(
                    access: access, kind: .function(name: Constants.Client.baseURLFunction, isStatic: true),
                    parameters: [ParameterDescription(label: "for", name: "variables", type: typeName)], returnType: "URL?",
                    body: serverURLFill(first, variables: .id("variables"), local: "url")
                )),
                [
                    "The server URL `\(first.url)` with `variables` filled in, or `nil` when the values do not form a URL;",
                    "pass it as the `baseURL` of an initializer.",
                ]
            ))
        }
        guard document.servers.count > 1 else { return declarations }
        for (server, caseName) in zip(document.servers, serverCaseNames()).dropFirst() {
            guard let variables = server.variables, !variables.isEmpty else { continue }
            declarations.append(serverVariablesStruct(server, typeName: serverVariablesTypeName(caseName: caseName)))
        }
        return declarations
    }

    /// The name of the variables struct of a server other than the first, for example `RegionalServerVariables`.
    func serverVariablesTypeName(caseName: String) -> String {
        SwiftIdentifier.typeName(SwiftIdentifier.unescaped(caseName)) + Constants.Client.serverVariablesTypeName
    }

    /// Statements filling `server`'s URL template from the struct `variables` into the local `local` and returning
    /// `URL(string: local)`.
    func serverURLFill(_ server: Server, variables: Expression, local: String) -> [CodeBlock] {
        var fill: [CodeBlock] = [.declaration(.variable(VariableDescription(name: local, value: .string(server.url))))]
        for variable in server.variables ?? [] {
            let property = variables.dot(SwiftIdentifier.memberName(variable.name))
            fill.append(.expression(.assignment(
                left: .id(local),
                right: Expression.id(local).dot("replacingOccurrences").call([
                    .labeled("of", .string("{\(variable.name)}")),
                    .labeled("with", variable.values == nil ? property : property.dot("rawValue")),
                ])
            )))
        }
        fill.append(.expression(.return(Expression.id("URL").call([.labeled("string", .id(local))]))))
        return fill
    }

    /// The struct of one server's variables: a property per variable with its default, a `String` enum per variable
    /// whose values are listed, and a memberwise initializer whose parameters all default.
    private func serverVariablesStruct(_ server: Server, typeName: String) -> Declaration {
        var members: [Declaration] = []
        var parameters: [ParameterDescription] = []
        for variable in server.variables ?? [] {
            let property = SwiftIdentifier.memberName(variable.name)
            var doc = ["The `{\(variable.name)}` part of the server URL (default `\(variable.defaultValue)`)."]
            let description = docLines(variable.description)
            if !description.isEmpty { doc += [""] + description }
            let type: String
            let defaultValue: Expression
            if let values = variable.values {
                type = SwiftIdentifier.typeName(variable.name)
                let cases = values.map { value in
                    documented(.enumCase(EnumCaseDescription(
                        name: SwiftIdentifier.memberName(value), rawValue: SwiftIdentifier.memberName(value) == value ? nil : .string(value)
                    )), ["`\(value)`."])
                }
                members.append(documented(
                    .enum(TypeDescription(access: access, name: type, conformances: ["String", "Sendable", "Hashable", "CaseIterable"], members: cases)),
                    ["The values `{\(variable.name)}` may take."]
                ))
                defaultValue = .dot(SwiftIdentifier.memberName(variable.defaultValue))
            } else {
                type = "String"
                defaultValue = .string(variable.defaultValue)
            }
            members.append(documented(.variable(VariableDescription(access: access, name: property, type: type)), doc))
            parameters.append(ParameterDescription(name: property, type: type, defaultValue: defaultValue))
        }
        members.append(documented(
            .function(FunctionDescription(
                access: access, kind: .initializer, parameters: parameters,
                body: parameters.map { .expression(.assignment(left: .selfDot($0.name), right: .id($0.name))) }
            )),
            ["Creates server variables; leave out the ones whose default you want."]
        ))
        return documented(
            .struct(TypeDescription(access: access, name: typeName, conformances: ["Sendable", "Hashable"], members: members)),
            ["The variables of the server URL `\(server.url)`."]
        )
    }
}
