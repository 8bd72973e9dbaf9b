import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Whether a changed security requirement breaks old clients: something is now required, and none of the
    /// schemes old clients could use is still accepted (adding an alternative does not break).
    static func securityBreaks(old: [String], new: [String]) -> Bool {
        !new.isEmpty && (old.isEmpty || Set(old).isDisjoint(with: new))
    }

    /// Compares servers, the default security requirement and the auth schemes.
    mutating func compareDocumentLevel() {
        if old.servers.map({ [$0.url] + ($0.variables ?? []).map(\.description) }) != new.servers.map({ [$0.url] + ($0.variables ?? []).map(\.description) }) {
            add(Change(
                kind: .updated, element: .server, old: ElementPath.servers, new: ElementPath.servers, aspect: .servers,
                before: GuideJSON.value(old.servers.map(\.url)), after: GuideJSON.value(new.servers),
                breaking: old.servers.first?.url != new.servers.first?.url, solvable: true, usage: [.request],
                note: "The migrated client's default base URL is the new first server."
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
