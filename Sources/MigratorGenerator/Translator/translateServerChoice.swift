import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates a document with several servers into `Client.Server`, one case per server (the first is the
    /// default the initializers use), a server with variables carrying its variables struct with all defaults, and
    /// `Client.baseURL(for:)` for a case. Empty for a document with at most one server.
    ///
    /// For example servers `https://{region}.api.example.com` (described `Production`) and
    /// `https://sandbox.example.com` (described `Sandbox`) give `case production(Client.ServerVariables = .init())` and
    /// `case sandbox`, used as `Client(baseURL: Client.baseURL(for: .sandbox)!)`.
    func translateServerChoice() -> [Declaration] {
        guard document.servers.count > 1 else { return [] }
        let client = Constants.Client.self
        var members: [Declaration] = []
        var switchCases: [SwitchCaseDescription] = []
        for (index, (server, caseName)) in zip(document.servers, serverCaseNames()).enumerated() {
            var doc = ["`\(server.url)`\(index == 0 ? " (the default)" : "")."]
            let description = docLines(server.description)
            if !description.isEmpty { doc += [""] + description }
            guard let variables = server.variables, !variables.isEmpty else {
                members.append(documented(.enumCase(EnumCaseDescription(name: caseName)), doc))
                switchCases.append(SwitchCaseDescription(
                    patterns: [.dot(caseName)],
                    body: [.expression(.return(Expression.id("URL").call([.labeled("string", .string(server.url))])))]
                ))
                continue
            }
            let typeName = client.typeName + "." + (index == 0 ? client.serverVariablesTypeName : serverVariablesTypeName(caseName: caseName))
            members.append(documented(
                .enumCase(EnumCaseDescription(name: caseName, associatedTypes: [typeName], associatedDefaults: [Expression.dot("init").call()])),
                doc
            ))
            let body: [CodeBlock] = index == 0
                ? [.expression(.return(Expression.id(client.typeName).dot(client.baseURLFunction).call([.labeled("for", .id("variables"))])))]
                : serverURLFill(server, variables: .id("variables"), local: "text")
            switchCases.append(SwitchCaseDescription(
                patterns: [Expression.dot(caseName).call(.valueBinding(name: "variables"))], body: body
            ))
        }
        members.append(documented(
            .variable(VariableDescription(
                access: access, name: "url", type: "URL?", getter: [.expression(.switch(subject: .id("self"), cases: switchCases))]
            )),
            ["The server's URL with its variables filled in, or `nil` when the values do not form a URL."]
        ))
        let example = SwiftIdentifier.unescaped(serverCaseNames()[1]) + (document.servers[1].variables?.isEmpty == false ? "()" : "")
        let server = documented(
            .enum(TypeDescription(access: access, name: client.serverTypeName, conformances: ["Sendable", "Hashable"], members: members)),
            ["The servers of the API description; pass one's URL as the `baseURL` of an initializer, for example",
             "`Client(baseURL: Client.baseURL(for: .\(example))!)`."]
        )
        let function = documented(
            .function(FunctionDescription(
                access: access, kind: .function(name: client.baseURLFunction, isStatic: true),
                parameters: [ParameterDescription(label: "for", name: "server", type: client.serverTypeName)], returnType: "URL?",
                body: [.expression(.return(Expression.id("server").dot("url")))]
            )),
            ["The URL of `server` with its variables filled in, or `nil` when the values do not form a URL."]
        )
        return [server, function]
    }

    /// The `Client.Server` case name of each server, in document order: from the server's description when its text
    /// up to the first `.`, `,`, `;`, `:` or `(` has at most three words (`Sandbox; resets nightly` → `sandbox`), else
    /// from its host without placeholders and without the trailing labels every server's host shares
    /// (`https://sandbox.example.com` next to `https://api.example.com` → `sandbox`); a repeated name gets `2`, `3`, …
    func serverCaseNames() -> [String] {
        let hosts = document.servers.map { Self.serverHost($0.url).split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        var shared = 0
        while let first = hosts.first, shared < first.count - 1,
              hosts.allSatisfy({ $0.count > shared + 1 && $0[$0.count - 1 - shared] == first[first.count - 1 - shared] }) {
            shared += 1
        }
        var used: Set<String> = []
        return zip(document.servers, hosts).map { server, labels in
            let lead = (server.description ?? "").prefix { !".,;:(".contains($0) }
            let words = lead.split(whereSeparator: \.isWhitespace)
            var source = !words.isEmpty && words.count <= 3 ? words.joined(separator: " ") : labels.dropLast(hosts.count > 1 ? shared : 0).joined(separator: ".")
            if source.allSatisfy({ !$0.isLetter }) { source = "server " + source }
            let base = SwiftIdentifier.rawMemberName(source)
            var name = base
            var counter = 2
            while used.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            used.insert(name)
            return SwiftIdentifier.escaped(name)
        }
    }

    /// The host (and port) of a server URL without `{placeholders}`, or its path for a relative URL; for example
    /// `https://{region}.api.example.com/v1` → `.api.example.com`.
    private static func serverHost(_ url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        var host = rest.prefix { $0 != "/" }
        if host.isEmpty { host = rest }
        var result = ""
        var depth = 0
        for character in host {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }
}
