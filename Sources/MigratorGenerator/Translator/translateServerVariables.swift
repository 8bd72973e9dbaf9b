import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates the variables of the document's first server into `Client.ServerVariables` (one property per
    /// variable, defaulting to the variable's default; a nested `String` enum where the values are listed) and
    /// `Client.baseURL(for:)`, which fills the URL template. Empty when the first server has no variables.
    ///
    /// For example `https://{region}.api.example.com` with `region` in `[eu, us]` (default `eu`) gives
    /// `Client(baseURL: Client.baseURL(for: .init(region: .us))!)`.
    func translateServerVariables() -> [Declaration] {
        guard let server = document.servers.first, let variables = server.variables, !variables.isEmpty else { return [] }
        let typeName = Constants.Client.serverVariablesTypeName
        var members: [Declaration] = []
        var parameters: [ParameterDescription] = []
        var fill: [CodeBlock] = [.declaration(.variable(VariableDescription(name: "url", value: .string(server.url))))]
        for variable in variables {
            let property = SwiftIdentifier.memberName(variable.name)
            var doc = ["The `{\(variable.name)}` part of the server URL (default `\(variable.defaultValue)`)."]
            let description = docLines(variable.description)
            if !description.isEmpty { doc += [""] + description }
            let type: String
            let defaultValue: Expression
            let text: Expression
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
                text = Expression.id("variables").dot(property).dot("rawValue")
            } else {
                type = "String"
                defaultValue = .string(variable.defaultValue)
                text = Expression.id("variables").dot(property)
            }
            members.append(documented(.variable(VariableDescription(access: access, name: property, type: type)), doc))
            parameters.append(ParameterDescription(name: property, type: type, defaultValue: defaultValue))
            fill.append(.expression(.assignment(
                left: .id("url"),
                right: Expression.id("url").dot("replacingOccurrences").call([
                    .labeled("of", .string("{\(variable.name)}")), .labeled("with", text),
                ])
            )))
        }
        members.append(documented(
            .function(FunctionDescription(
                access: access, kind: .initializer, parameters: parameters,
                body: parameters.map { .expression(.assignment(left: .selfDot($0.name), right: .id($0.name))) }
            )),
            ["Creates server variables; leave out the ones whose default you want."]
        ))
        fill.append(.expression(.return(Expression.id("URL").call([.labeled("string", .id("url"))]))))
        let structure = documented(
            .struct(TypeDescription(access: access, name: typeName, conformances: ["Sendable", "Hashable"], members: members)),
            ["The variables of the server URL `\(server.url)`."]
        )
        let function = documented(
            .function(FunctionDescription(
                access: access, kind: .function(name: Constants.Client.baseURLFunction, isStatic: true),
                parameters: [ParameterDescription(label: "for", name: "variables", type: typeName)], returnType: "URL?", body: fill
            )),
            [
                "The server URL `\(server.url)` with `variables` filled in, or `nil` when the values do not form a URL;",
                "pass it as the `baseURL` of an initializer.",
            ]
        )
        return [structure, function]
    }
}
