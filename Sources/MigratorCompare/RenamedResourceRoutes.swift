import MigratorModel

/// A resource the release renamed to another noun while its records kept their fields: Rippling's Platform API → REST
/// API turned `/employees/{employeeId}` (an `Employee`) into `/workers/{id}` (a `Worker`), next to a new `/users/{id}`
/// of the same route shape. The route shape and the operation ids (`getEmployee` → `getWorker` or `getUser`: one word
/// substituted either way) cannot tell the two apart; what the endpoints return can: the worker record carries 19 of
/// the employee's members, the user three.
extension ComparisonState {
    /// Evidence that an endpoint continues under a renamed resource: the same method, routes equal but for one literal
    /// segment that no route of the other document has (the resource renamed, not a sibling kept), and records returned
    /// (``returnedRecord(_:old:)``) that share many members (``keptManyMembers(_:)``). Models are looked up in their
    /// own documents; the shared members are counted as model matching counts them (``sharedMembers(_:_:relation:)``),
    /// names in another style included.
    func renamedResourceRoute(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) -> [String]? {
        guard oldEndpoint.method == newEndpoint.method else { return nil }
        let (oldSegments, newSegments) = (PathMoves.segments(oldEndpoint), PathMoves.segments(newEndpoint))
        guard oldSegments.count == newSegments.count else { return nil }
        let differing = oldSegments.indices.filter { oldSegments[$0] != newSegments[$0] }
        guard differing.count == 1, let index = differing.first else { return nil }
        let (oldSegment, newSegment) = (oldSegments[index], newSegments[index])
        guard oldSegment != "{}", newSegment != "{}", !Self.isVersionSegment(oldSegment), !Self.isVersionSegment(newSegment),
              !context.routeSegments.new.contains(oldSegment), !context.routeSegments.old.contains(newSegment),
              let (oldRecord, newRecord) = exchangedRecords(oldEndpoint, newEndpoint) else { return nil }
        let members = Self.sharedMembers(oldRecord, newRecord, relation: context.relation)
        guard Self.keptManyMembers(members) else { return nil }
        return [
            "same method", "same route with the resource renamed (\(oldSegment) → \(newSegment))",
            "the records returned share \(members.shared) members",
        ]
    }

    /// The records two endpoints return (``returnedRecord(_:old:)``), or, when either returns none (an update answering
    /// `204`), the records their request bodies send.
    func exchangedRecords(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint) -> (ModelDefinition, ModelDefinition)? {
        if let oldRecord = returnedRecord(oldEndpoint, old: true), let newRecord = returnedRecord(newEndpoint, old: false) { return (oldRecord, newRecord) }
        guard let oldBody = oldEndpoint.bodyParameter?.type, let newBody = newEndpoint.bodyParameter?.type,
              let oldRecord = record(oldBody, old: true), let newRecord = record(newBody, old: false) else { return nil }
        return (oldRecord, newRecord)
    }

    /// The object model an endpoint returns records of: its response model, through arrays, or the item of a list
    /// wrapper (``RenameContext/wrapperItem(of:old:)``: `WorkerPage {results: [Worker], next_link}`), or the object a
    /// one-member envelope holds.
    func returnedRecord(_ endpoint: Endpoint, old: Bool) -> ModelDefinition? {
        guard let type = endpoint.response?.type else { return nil }
        return record(type, old: old)
    }

    /// The object model `type` carries records of: through arrays, list wrappers and one-member envelopes.
    func record(_ type: TypeReference, old: Bool) -> ModelDefinition? {
        let model = old ? oldModel : newModel
        guard case let .model(name) = type.withoutArrays, let definition = model(name), case .object = definition.kind else { return nil }
        if let item = context.wrapperItem(of: definition, old: old), let itemModel = model(item), case .object = itemModel.kind { return itemModel }
        // A one-member envelope (Freshdesk v1's `CustomerEnvelope {customer: Customer}`) returns what it holds.
        if case let .object(properties) = definition.kind, properties.count == 1, case let .model(held) = properties[0].type, held != name,
           let heldModel = model(held), case .object = heldModel.kind { return heldModel }
        return definition
    }
}
