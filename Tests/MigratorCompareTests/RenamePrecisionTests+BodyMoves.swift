import MigratorCompare
import MigratorModel

extension RenamePrecisionTests.Tally {
    /// The labelled pairs a guide's parameter moves explain (a value that left the request body for a parameter, or
    /// the reverse: ``Change/movedFrom`` on an added parameter, ``Change/movedTo`` on a removed one, both
    /// `["body", member]`), and the moves that contradict a label.
    ///
    /// The body is the paired endpoint's: the endpoint the guide renames to or from, or the same operation id. Labels
    /// name such a continuation by the body model's member (`GetSurveyListRequest.page_size` → `getSurveys` query
    /// `per_page`) or by the whole body (a form whose only field moved into the path); both count. A move contradicts
    /// the labels when they send the parameter, or the member within the same endpoint pair, somewhere else, or when a
    /// label calls the pair no rename; a move no label speaks of counts neither way.
    static func bodyMoves(
        _ guide: MigrationGuide, old: APIDocument, new: APIDocument, expected: Set<[String]>
    ) -> (found: Set<[String]>, wrong: [[String]], wrongChanges: [String]) {
        let endpointRenames = guide.changes.filter { $0.kind == .renamed && $0.element == .endpoint }
        let newOperation = Dictionary(endpointRenames.map { (operation($0.old), operation($0.new)) }, uniquingKeysWith: { first, _ in first })
        let oldOperation = Dictionary(endpointRenames.map { (operation($0.new), operation($0.old)) }, uniquingKeysWith: { first, _ in first })
        var found = Set<[String]>()
        var wrong: [[String]] = []
        var wrongChanges: [String] = []
        for change in guide.changes where change.element == .parameter {
            let outOfBody = change.kind == .added ? change.movedFrom : nil
            let intoBody = change.kind == .removed ? change.movedTo : nil
            guard let move = outOfBody ?? intoBody, (2...3).contains(move.count), let parameter = change.new ?? change.old else { continue }
            let operationHere = operation(parameter)
            // The endpoint holding the body, and its document.
            let bodyOperation = outOfBody != nil ? oldOperation[operationHere] ?? operationHere : newOperation[operationHere] ?? operationHere
            let document = outOfBody != nil ? old : new
            guard let endpoint = document.endpoints.first(where: { $0.operationId == bodyOperation }),
                  let body = endpoint.parameters.first(where: { $0.location == .body }), case let .model(bodyModel) = body.type,
                  var (model, members) = objectMembers(bodyModel, in: document) else { continue }
            // A member of an object the body holds (`["body", "values", "contact_type"]`): the label names the held
            // model's member.
            if move.count == 3 {
                guard case let .model(held)? = members.first(where: { $0.key == move[1] })?.type,
                      let heldMembers = objectMembers(held, in: document) else { continue }
                (model, members) = heldMembers
            }
            let key = move[move.count - 1]
            var memberPaths = ["/models/\(model)/properties/\(key)"]
            if let member = members.first(where: { $0.key == key }), member.name != member.key {
                memberPaths.append("/models/\(model)/properties/\(member.name)")
            }
            // Labels name the body by its name or, as the fixtures' convention has it, as `body`.
            let bodyPaths = Set([body.name, "body"]).sorted().map { "/endpoints/\(bodyOperation)/parameters/body/\($0)" }
            let candidates = (memberPaths + bodyPaths).map { outOfBody != nil ? [$0, parameter] : [parameter, $0] }
            if let hit = candidates.first(where: expected.contains) {
                found.insert(hit)
                continue
            }
            // Labels sending the parameter elsewhere, or the member elsewhere within this endpoint pair.
            let pairScope = "/endpoints/\(operationHere)/"
            let contradicting = expected.contains { label in
                if outOfBody != nil {
                    return label[1] == parameter || memberPaths.contains(label[0]) && (label[1].hasPrefix(pairScope) || label[1].hasPrefix("/models/"))
                }
                return label[0] == parameter || memberPaths.contains(label[1]) && label[0].hasPrefix(pairScope)
            }
            if contradicting {
                wrong.append(candidates[0])
                wrongChanges.append(change.id)
            }
        }
        return (found, wrong, wrongChanges)
    }

    /// A model's name and members when it is an object model of `document`.
    private static func objectMembers(_ name: String, in document: APIDocument) -> (String, [Property])? {
        guard case let .object(members)? = document.models.first(where: { $0.name == name })?.kind else { return nil }
        return (name, members)
    }

    /// The operation id of an endpoint path or of a path under it (`/endpoints/op/parameters/query/name` → `op`).
    private static func operation(_ path: String?) -> String {
        let tokens = JSONPointer.tokens(of: path ?? "")
        return tokens.count >= 2 ? tokens[1] : ""
    }
}
