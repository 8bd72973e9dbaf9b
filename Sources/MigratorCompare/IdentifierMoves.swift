import MigratorModel

/// A resource identifier a release moved between the query (or a header) and the path of one operation: Zoho CRM's
/// `GET /downloadFile?id=` → `GET /Leads/{record_id}/Attachments/{attachment_id}`, Opsgenie's `DELETE /v1/alerts?id=` →
/// `DELETE /v2/alerts/{identifier}`, Zoom's `POST /meeting/create?host_id=` → `POST /users/{userId}/meetings`.
///
/// The evidence is the operation's own change, not the names: on one side the only unmatched parameter outside the
/// path that names an identifier and is required, on the other the only unmatched path parameter, itself named as an
/// identifier (``isIdentifierName(_:)``). An operation that addresses one resource keeps addressing it; what changed is
/// where the client puts its id. Two candidates on either side (a parent and a child id) say nothing.
enum IdentifierMoves {
    /// The last words of an identifier's name (`user_id`, `AmazonOrderId.Id`, `identifier`, `uuid`).
    static let identifierWords: Set<String> = ["id", "identifier", "uuid", "guid"]

    /// Whether a parameter's name ends in an identifier word (``identifierWords``).
    static func isIdentifierName(_ name: String) -> Bool {
        guard NameEvidence.isComparable(name), let last = NameEvidence.words(name).last else { return false }
        return identifierWords.contains(last)
    }

    /// The pair (index into `removed`, index into `added`) when one required identifier left the query or headers and
    /// one identifier arrived in the path, or one left the path and one required identifier arrived in the query;
    /// `nil` otherwise. `removed` and `added` are the parameters left unmatched between two matched operations.
    static func move(removed: [Parameter], added: [Parameter]) -> (old: Int, new: Int)? {
        /// The only identifier among `parameters` in `locations`; outside the path it must be required, in the path it
        /// must be the only path parameter left unmatched at all.
        func onlyIdentifier(_ parameters: [Parameter], in locations: Set<ParameterLocation>) -> Int? {
            let candidates = parameters.indices.filter { locations.contains(parameters[$0].location) && isIdentifierName(parameters[$0].name) }
            guard candidates.count == 1 else { return nil }
            let parameter = parameters[candidates[0]]
            if parameter.location == .path, parameters.filter({ $0.location == .path }).count != 1 { return nil }
            return parameter.location == .path || parameter.required ? candidates[0] : nil
        }
        // Into the path from the query or a header (GoDaddy's `X-Shopper-Id` → `{customerId}`); out of the path into
        // the query only (a header that arrives with an id in its name is an idempotency or tracing key).
        // A path parameter left unmatched on the other side may be where the identifier went, under another name
        // (Nylas `/events/{id}` → `/grants/{grant_id}/events/{event_id}` next to a new `?calendar_id=`): then the move
        // says nothing.
        if let old = onlyIdentifier(removed, in: [.query, .header]), let new = onlyIdentifier(added, in: [.path]),
           !removed.contains(where: { $0.location == .path }) { return (old, new) }
        if let old = onlyIdentifier(removed, in: [.path]), let new = onlyIdentifier(added, in: [.query]),
           !added.contains(where: { $0.location == .path }) { return (old, new) }
        return nil
    }
}
