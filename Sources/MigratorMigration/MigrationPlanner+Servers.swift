import MigratorModel

extension MigrationPlanner {
    /// The servers of a migrated client's interface: the newest servers (so requests go where the new API lives),
    /// with the first server's variables widened so code written against the old `Client.ServerVariables` still
    /// compiles:
    /// - a variable the old first server had and the new one lacks stays, documented as no longer in the URL (filling
    ///   it changes nothing);
    /// - a variable whose values the old version listed keeps an enum: the old values plus the new ones (a new list
    ///   that no longer has a value keeps it, documented), or the old values alone when the new version accepts any
    ///   string; one the old version took as any string stays a string;
    /// - defaults are the new ones (added to the enum when it lacks them).
    ///
    /// For example an old `region` in `[eu, us]` that becomes `[eu, ap]` is `[eu, us, ap]` in the migrated client.
    static func interfaceServers(old: [Server], new: [Server]) -> [Server] {
        guard var first = new.first, let oldFirst = old.first, let oldVariables = oldFirst.variables, !oldVariables.isEmpty else { return new }
        var variables = first.variables ?? []
        for oldVariable in oldVariables {
            guard let index = variables.firstIndex(where: { $0.name == oldVariable.name }) else {
                var kept = oldVariable
                kept.description = [oldVariable.description, "No longer part of the server URL; setting it changes nothing."]
                    .compactMap { $0 }.joined(separator: "\n\n")
                variables.append(kept)
                continue
            }
            guard let oldValues = oldVariable.values else {
                variables[index].values = nil
                continue
            }
            let newValues = variables[index].values
            var values = oldValues + (newValues ?? []).filter { !oldValues.contains($0) }
            if !values.contains(variables[index].defaultValue) { values.append(variables[index].defaultValue) }
            let dropped = oldValues.filter { value in newValues.map { !$0.contains(value) } ?? false }
            if !dropped.isEmpty {
                variables[index].description = [
                    variables[index].description,
                    "The API no longer lists \(dropped.map { "`\($0)`" }.joined(separator: ", ")); kept so old code compiles.",
                ].compactMap { $0 }.joined(separator: "\n\n")
            }
            variables[index].values = values
        }
        first.variables = variables
        return [first] + new.dropFirst()
    }
}
