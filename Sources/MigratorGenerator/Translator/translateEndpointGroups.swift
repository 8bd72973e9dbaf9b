import MigratorModel

extension FileTranslator {
    /// Groups endpoints by the first literal segment of their path and translates each group into an extension of
    /// `Client` in a file of its own, for example `Client+Pets.swift` for `/pets` and `/pets/{id}`.
    /// Groups are ordered by name; endpoints keep document order.
    func translateEndpointGroups() -> [(fileName: String, file: FileDescription)] {
        var groups: [String: [Endpoint]] = [:]
        for endpoint in document.endpoints {
            groups[Self.groupName(for: endpoint.path), default: []].append(endpoint)
        }
        return groups.keys.sorted().map { group in
            let members = groups[group, default: []].flatMap { endpoint in
                plan?.endpoints[endpoint.operationId].map { translateMigratedEndpoint(endpoint, plan: $0) } ?? [translateEndpoint(endpoint)]
            }
            let declaration = Declaration.extension(ExtensionDescription(onType: Constants.Client.typeName, members: members))
            let file = FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [
                .commented(.mark("\(group) endpoints"), declaration),
            ])
            return ("\(Constants.Client.typeName)+\(group).swift", file)
        }
    }

    /// The group of a path: its first literal segment as a type name, or `Root`.
    static func groupName(for path: String) -> String {
        let first = path.split(separator: "/").first { !$0.hasPrefix("{") }.map(String.init) ?? ""
        let name = SwiftIdentifier.typeName(first)
        return first.isEmpty || name.hasPrefix("_") ? "Root" : name
    }
}
