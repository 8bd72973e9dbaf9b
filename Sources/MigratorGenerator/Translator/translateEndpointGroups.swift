import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Groups endpoints by the first literal segment of their path, for example `Pets` for `/pets` and `/pets/{id}`.
    /// Groups are ordered by name; endpoints keep document order.
    func endpointGroups() -> [(group: String, endpoints: [Endpoint])] {
        var groups: [String: [Endpoint]] = [:]
        for endpoint in document.endpoints {
            groups[Self.groupName(for: endpoint.path), default: []].append(endpoint)
        }
        return groups.keys.sorted().map { ($0, groups[$0, default: []]) }
    }

    /// Translates one endpoint group into an extension of `Client` for a file of its own (`Client+Pets.swift`;
    /// ``FilePacking`` names the files and packs them for large APIs).
    func translateEndpointGroup(_ group: String, endpoints: [Endpoint]) -> FileDescription {
        let members = endpoints.flatMap { endpoint in
            plan?.endpoints[endpoint.operationId].map { translateMigratedEndpoint(endpoint, plan: $0) } ?? translateEndpointDeclarations(endpoint)
        }
        let declaration = Declaration.extension(ExtensionDescription(onType: Constants.Client.typeName, members: members))
        return FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [
            .commented(.mark("\(group) endpoints"), declaration),
        ])
    }

    /// The group of a path: its first literal segment as a type name, or `Root`.
    static func groupName(for path: String) -> String {
        let first = path.split(separator: "/").first { !$0.hasPrefix("{") }.map(String.init) ?? ""
        let name = SwiftIdentifier.typeName(first)
        return first.isEmpty || name.hasPrefix("_") ? "Root" : name
    }
}
