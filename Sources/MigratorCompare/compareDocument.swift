import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Whether a changed security requirement breaks old clients: something is now required, and none of the
    /// schemes old clients could use is still accepted (adding an alternative does not break).
    static func securityBreaks(old: [String], new: [String]) -> Bool {
        !new.isEmpty && (old.isEmpty || Set(old).isDisjoint(with: new))
    }

    /// The variable changes between servers with the same URL template (the first servers are paired even when their
    /// templates differ), for example
    /// `region of https://{region}.example.com: default eu → us, values added ap`.
    static func serverVariableChanges(old: [Server], new: [Server]) -> [String] {
        var changes: [String] = []
        for (index, newServer) in new.enumerated() {
            guard let oldServer = old.first(where: { $0.url == newServer.url }) ?? (index == 0 ? old.first : nil) else { continue }
            let oldVariables = oldServer.variables ?? []
            let newVariables = newServer.variables ?? []
            for variable in newVariables {
                guard let before = oldVariables.first(where: { $0.name == variable.name }) else {
                    changes.append("\(variable.name) of \(newServer.url): added (default \(variable.defaultValue))")
                    continue
                }
                var parts: [String] = []
                if before.defaultValue != variable.defaultValue { parts.append("default \(before.defaultValue) → \(variable.defaultValue)") }
                let added = (variable.values ?? []).filter { !(before.values ?? []).contains($0) }
                let removed = (before.values ?? []).filter { !(variable.values ?? []).contains($0) }
                if (before.values == nil) != (variable.values == nil) {
                    parts.append(variable.values == nil ? "any value now" : "values now limited to \((variable.values ?? []).joined(separator: ", "))")
                } else {
                    if !added.isEmpty { parts.append("values added \(added.joined(separator: ", "))") }
                    if !removed.isEmpty { parts.append("values removed \(removed.joined(separator: ", "))") }
                }
                if !parts.isEmpty { changes.append("\(variable.name) of \(newServer.url): " + parts.joined(separator: ", ")) }
            }
            for variable in oldVariables where !newVariables.contains(where: { $0.name == variable.name }) {
                changes.append("\(variable.name) of \(newServer.url): removed")
            }
        }
        return changes
    }

    /// Compares servers, the default security requirement and the auth schemes.
    mutating func compareDocumentLevel() {
        if old.servers.map(DocumentNormalizer.normalize) != new.servers.map(DocumentNormalizer.normalize) {
            let variableChanges = Self.serverVariableChanges(old: old.servers, new: new.servers)
            add(Change(
                kind: .updated, element: .server, old: ElementPath.servers, new: ElementPath.servers, aspect: .servers,
                before: GuideJSON.value(old.servers.map(\.url)), after: GuideJSON.value(new.servers),
                breaking: old.servers.first?.resolvedURL() != new.servers.first?.resolvedURL(), solvable: true, usage: [.request],
                note: "The migrated client's default base URL is the new first server."
                    + (variableChanges.isEmpty ? "" : " Variables: " + variableChanges.joined(separator: "; ") + ".")
            ))
        }
        if old.security != new.security {
            add(Change(
                kind: .updated, element: .security, old: ElementPath.security, new: ElementPath.security, aspect: .security,
                before: GuideJSON.value(old.security), after: GuideJSON.value(new.security),
                breaking: Self.securityBreaks(old: old.security, new: new.security), solvable: true, usage: [.request],
                note: "Endpoints without their own requirement now need these credentials; configure them on the client."
            ))
        }
        let matching = ElementMatching.match(
            oldIDs: old.authSchemes.map(\.name), newIDs: new.authSchemes.map(\.name),
            cliHint: { _ in nil }, documentHint: { _ in nil }, detect: false
        )
        for pair in matching.pairs {
            let (oldScheme, newScheme) = (old.authSchemes[pair.old], new.authSchemes[pair.new])
            if oldScheme.kind != newScheme.kind {
                add(Change(
                    kind: .updated, element: .authScheme, old: ElementPath.authScheme(oldScheme.name), new: ElementPath.authScheme(newScheme.name),
                    aspect: .scheme, before: GuideJSON.value(oldScheme), after: GuideJSON.value(newScheme),
                    breaking: true, solvable: true, usage: [.request],
                    note: "Credentials for this scheme are now sent differently; the client's configuration handles it."
                ))
            }
        }
        for index in matching.removed {
            add(Change(
                kind: .removed, element: .authScheme, old: ElementPath.authScheme(old.authSchemes[index].name), new: nil,
                breaking: false, solvable: true, usage: [.request]
            ))
        }
        for index in matching.added {
            let scheme = new.authSchemes[index]
            add(Change(
                kind: .added, element: .authScheme, old: nil, new: ElementPath.authScheme(scheme.name), definition: GuideJSON.value(scheme),
                breaking: false, solvable: true, usage: [.request],
                note: "Configure a credential for it on the client to call the endpoints that require it."
            ))
        }
    }
}
