import MigratorModel

/// Values that moved between an RPC call's request body and its successor's path, query, header or cookie parameters,
/// within an endpoint pair `compare` already matched. SurveyMonkey v2 sends `POST /surveys/get_survey_list` with a
/// `GetSurveyListRequest {page, page_size, title}` body; v3's `GET /surveys` takes `page`, `per_page` and `title` in
/// the query. The other way, Zoom's meeting `topic` went from the query into the new request body. The old parameter
/// stays removed and the new one added (so `apply(old, compare(old, new)) == new` holds unchanged); the parameter
/// change says where the value went or came from (``Change/movedTo`` on the removed parameter, ``Change/movedFrom`` on
/// the added one, both `["body", member wire key]` or `["body", holder, member]`), which a reviewer reads and a later
/// `migrate` can follow.
///
/// A body member and a parameter carry the same value when:
/// - the body is an object model sent only as a request body on its side (an RPC call's request, not a resource: no
///   response, other model or other parameter uses it), and the member is one the other side's body lacks, or a member
///   of an object such a member holds when that object, too, travels only in requests (CiviCRM APIv4's `values`);
/// - the parameter is one no earlier pass matched, in the path, query, header or cookie; an old path parameter moves
///   into the body only when the new route has fewer path parameters (its slot left the route);
/// - their names are the same words (case, separators, plurals, order or word forms aside), or, when the member and the
///   parameter have no other candidate either way, one word apart or known synonyms (`page_size` and `per_page`), never
///   for a name that is one identity word (`id`, `name`, `type`, …: an RPC body's `id` is often another object's);
/// - their types carry the same kind of value (both scalars, a string enum and a string, arrays of such, the same
///   model);
/// - the pairing is one for one, and a reviewer did not reject it (`--not-rename
///   newOperation.body.page_size=query:per_page` for a value out of the body, `--not-rename
///   oldOperation.topic=body.topic` for one into it).
extension ComparisonState {
    /// The moves found for one endpoint pair, by parameter index: added parameter → old body member, and removed
    /// parameter → new body member, each as wire keys from the body (`["page_size"]`, or `["values", "contact_type"]`
    /// for a member of an object the body holds).
    struct BodyParameterMoves {
        /// New parameter index → the old body member whose value it now carries.
        var outOfBody: [Int: [String]] = [:]
        /// Old parameter index → the new body member that now carries its value.
        var intoBody: [Int: [String]] = [:]
        /// The new parameters of ``outOfBody`` that `migrate` fills from the old body: a member of the same Swift type
        /// and wire form.
        var carried: Set<Int> = []
        /// The carried parameters old clients always fill: the old body and its member were required and not nullable.
        var alwaysCarried: Set<Int> = []
        /// The old parameters of ``intoBody`` that `migrate` sets on the new body: a member of the same Swift type and
        /// wire form.
        var setOnBody: Set<Int> = []
    }

    /// The body members and parameters of `oldEndpoint` and `newEndpoint` that carry the same value. `removed` and
    /// `added` are the parameter indices no earlier pass matched.
    func bodyParameterMoves(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, removed: [Int], added: [Int]) -> BodyParameterMoves {
        var moves = BodyParameterMoves()
        let used = context.modelsUsedBeyondBodies
        if let oldBody = requestBodyMembers(of: oldEndpoint, model: oldModel, usage: oldUsage, usedBeyondBodies: used.old) {
            movesOutOfBody(oldBody, oldEndpoint, newEndpoint, added: added, into: &moves)
        }
        if let newBody = requestBodyMembers(of: newEndpoint, model: newModel, usage: newUsage, usedBeyondBodies: used.new) {
            movesIntoBody(newBody, oldEndpoint, newEndpoint, removed: removed, into: &moves)
        }
        return moves
    }

    /// The added parameters of `newEndpoint` that carry members of the old request-only body (`bodyMembers`): related
    /// names first, then the body's identifier of the item that became the route's placeholder; and which of them
    /// `migrate` fills from the body (``BodyParameterMoves/carried``), always (``BodyParameterMoves/alwaysCarried``).
    private func movesOutOfBody(
        _ bodyMembers: [Property], _ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, added: [Int], into moves: inout BodyParameterMoves
    ) {
        let newKeys = Set(self.bodyMembers(of: newEndpoint, model: newModel).map { NameSimilarity.normalized($0.key) })
        let members = reachableMembers(bodyMembers, otherBody: newKeys, model: oldModel, usage: oldUsage)
        let parameters = added.filter { newEndpoint.parameters[$0].location != .body }
        let pairs = Self.oneForOne(
            members: members.map(\.property), parameters: parameters.map { newEndpoint.parameters[$0] },
            sameType: { TypeCompatibility.sameWireForm(mapped($0), $1) }
        ) { memberIndex, parameter in
            carriesSameValue(mapped(members[memberIndex].property.type), parameter.type)
                && !rejects(
                    parent: newEndpoint.operationId, old: "body." + members[memberIndex].path.joined(separator: "."),
                    new: "\(parameter.location.rawValue):\(parameter.name)"
                )
        }
        for (memberIndex, parameterIndex) in pairs { moves.outOfBody[parameters[parameterIndex]] = members[memberIndex].path }
        let pairedMembers = Set(pairs.map(\.0))
        let direct = members.indices.filter { members[$0].path.count == 1 && !pairedMembers.contains($0) }.map { members[$0].property }
        if let (member, index) = identifierIntoRoute(members: direct, parameters: parameters.filter { moves.outOfBody[$0] == nil }, of: newEndpoint) {
            moves.outOfBody[index] = [member]
        }
        let bodyRequired = oldEndpoint.parameters.contains { $0.location == .body && $0.required && !$0.nullable }
        for (index, path) in moves.outOfBody {
            let parameter = newEndpoint.parameters[index]
            guard let reached = members.first(where: { $0.path == path }),
                  TypeCompatibility.sameSwiftType(mapped(reached.property.type), parameter.type),
                  TypeCompatibility.sameWireForm(mapped(reached.property.type), parameter.type) else { continue }
            moves.carried.insert(index)
            // Old clients always set it when the body, the holder on the way and the member are all required.
            let holderRequired = path.count == 1 || bodyMembers.contains { $0.key == path[0] && $0.required && !$0.nullable }
            if bodyRequired, holderRequired, reached.property.required, !reached.property.nullable { moves.alwaysCarried.insert(index) }
        }
    }

    /// The removed parameters of `oldEndpoint` whose values members of the new request-only body (`bodyMembers`) carry,
    /// an old path parameter only when its slot left the route; and which of them `migrate` sets on the body
    /// (``BodyParameterMoves/setOnBody``).
    private func movesIntoBody(
        _ bodyMembers: [Property], _ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, removed: [Int], into moves: inout BodyParameterMoves
    ) {
        let oldKeys = Set(self.bodyMembers(of: oldEndpoint, model: oldModel).map { NameSimilarity.normalized($0.key) })
        let members = reachableMembers(bodyMembers, otherBody: oldKeys, model: newModel, usage: newUsage)
        let leftRoute = newEndpoint.parameters.filter { $0.location == .path }.count < oldEndpoint.parameters.filter { $0.location == .path }.count
        let parameters = removed.filter { index in
            let location = oldEndpoint.parameters[index].location
            return location != .body && (location != .path || leftRoute)
        }
        let pairs = Self.oneForOne(
            members: members.map(\.property), parameters: parameters.map { oldEndpoint.parameters[$0] },
            sameType: { TypeCompatibility.sameWireForm($0, mapped($1)) }
        ) { memberIndex, parameter in
            carriesSameValue(mapped(parameter.type), members[memberIndex].property.type)
                && !rejects(parent: oldEndpoint.operationId, old: parameter.name, new: "body." + members[memberIndex].path.joined(separator: "."))
        }
        for (memberIndex, parameterIndex) in pairs {
            let (index, member) = (parameters[parameterIndex], members[memberIndex])
            moves.intoBody[index] = member.path
            let type = mapped(oldEndpoint.parameters[index].type)
            if TypeCompatibility.sameSwiftType(type, member.property.type), TypeCompatibility.sameWireForm(type, member.property.type) {
                moves.setOnBody.insert(index)
            }
        }
    }

    /// An RPC body's identifier of the item its call acts on that became the new route's placeholder for that item:
    /// MapMyFitness's `DeleteRouteRequest.route_id` → `DELETE /route/{id}/`, HipChat's `room_id` →
    /// `/room/{room_id_or_name}`, Panopto's `folderId` → `/folders/{id}`. The member is named after a resource and an
    /// identity word (`id`, `uid`, `uuid`, `key`), the added path parameter names an identity, the literal segment
    /// right before it is that resource (singular or plural), and both are the only such member and parameter: the old
    /// member's key and the new parameter's index, or `nil`.
    func identifierIntoRoute(members: [Property], parameters: [Int], of endpoint: Endpoint) -> (String, Int)? {
        let identifiers: Set<String> = ["id", "uid", "uuid", "key"]
        let segments = endpoint.path.split(separator: "/").map(String.init)
        let candidates = parameters.filter { index in
            let parameter = endpoint.parameters[index]
            return parameter.location == .path && Self.moveWords(parameter.name).contains { Self.identityWords.contains($0) }
        }
        var pairs: [(String, Int)] = []
        for member in members {
            let words = Self.moveWords(member.key)
            guard words.count >= 2, let last = words.last, identifiers.contains(last) else { continue }
            let resource = Array(words.dropLast())
            for index in candidates {
                let parameter = endpoint.parameters[index]
                guard let slot = segments.firstIndex(of: "{\(parameter.name)}"), slot > 0, !segments[slot - 1].hasPrefix("{"),
                      Self.moveWords(segments[slot - 1]) == resource, carriesSameValue(mapped(member.type), parameter.type),
                      !rejects(parent: endpoint.operationId, old: "body.\(member.key)", new: "path:\(parameter.name)") else { continue }
                pairs.append((member.key, index))
            }
        }
        return pairs.count == 1 ? pairs[0] : nil
    }

    /// Whether an added required body is always filled by old clients: each member its object model requires (and
    /// does not allow to be null) is set from an old required, non-nullable argument that moved into it
    /// (``BodyParameterMoves/setOnBody``), so the migrated client never sends a made-up body.
    func bodyFilledByMoves(_ body: Parameter, moves: BodyParameterMoves, old oldEndpoint: Endpoint) -> Bool {
        guard case let .model(name) = body.type, case let .object(members)? = newModel(name)?.kind else { return false }
        let filled = Set(moves.setOnBody.compactMap { index -> String? in
            let parameter = oldEndpoint.parameters[index]
            guard parameter.required, !parameter.nullable, let path = moves.intoBody[index], path.count == 1 else { return nil }
            return path[0]
        })
        let required = members.filter { $0.required && !$0.nullable }.map(\.key)
        return !required.isEmpty && Set(required).isSubset(of: filled)
    }

    /// The pairs (member index, parameter index) whose names relate, one for one: the same words first; then one word
    /// apart or synonyms where both have no other candidate and neither name is a lone identity word.
    static func oneForOne(
        members: [Property], parameters: [Parameter], sameType: (TypeReference, TypeReference) -> Bool, accepts: (Int, Parameter) -> Bool
    ) -> [(Int, Int)] {
        var strong: [(Int, Int)] = []
        var weak: [(Int, Int)] = []
        for (memberIndex, member) in members.enumerated() {
            for (parameterIndex, parameter) in parameters.enumerated() {
                guard let evidence = NameEvidence.between(member.key, parameter.name) else { continue }
                switch evidence.kind {
                case .style, .plural, .reordered, .wordForms:
                    if accepts(memberIndex, parameter) { strong.append((memberIndex, parameterIndex)) }
                case .wordAddedOrRemoved, .synonym:
                    let lone = [member.key, parameter.name].contains { name in
                        let words = moveWords(name)
                        return words.count == 1 && identityWords.contains(words[0])
                    }
                    if !lone, sameType(member.type, parameter.type), accepts(memberIndex, parameter) { weak.append((memberIndex, parameterIndex)) }
                default:
                    continue
                }
            }
        }
        var pairs = unique(strong)
        let takenMembers = Set(strong.map(\.0))
        let takenParameters = Set(strong.map(\.1))
        let free = weak.filter { !takenMembers.contains($0.0) && !takenParameters.contains($0.1) }
        pairs += unique(free)
        return pairs.sorted { $0.1 < $1.1 }
    }

    /// The pairs whose member and parameter appear in no other pair.
    private static func unique(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var members: [Int: Int] = [:]
        var parameters: [Int: Int] = [:]
        for pair in pairs {
            members[pair.0, default: 0] += 1
            parameters[pair.1, default: 0] += 1
        }
        return pairs.filter { members[$0.0] == 1 && parameters[$0.1] == 1 }
    }

    /// The members of an endpoint's request body when it is an object model sent only as a request body (no response,
    /// other model or non-body parameter uses it); `nil` otherwise.
    private func requestBodyMembers(
        of endpoint: Endpoint, model: (String) -> ModelDefinition?, usage: UsageAnalysis, usedBeyondBodies: Set<String>
    ) -> [Property]? {
        guard let body = endpoint.parameters.first(where: { $0.location == .body }), case let .model(name) = body.type,
              usage.usages(of: name) == [.request], !usedBeyondBodies.contains(name),
              case let .object(members)? = model(name)?.kind else { return nil }
        return members
    }

    /// The members of a request-only body a value can move from or to, with their paths from the body: its own members
    /// the other side's body lacks (`otherBody`: normalized wire keys), then, one level down, the members of objects
    /// such a member holds when that object model, too, travels only in requests (CiviCRM APIv4's `values:
    /// ContactInput`).
    private func reachableMembers(
        _ members: [Property], otherBody: Set<String>, model: (String) -> ModelDefinition?, usage: UsageAnalysis
    ) -> [(path: [String], property: Property)] {
        let own = members.filter { !otherBody.contains(NameSimilarity.normalized($0.key)) }
        var reachable = own.map { (path: [$0.key], property: $0) }
        for holder in own {
            guard case let .model(name) = holder.type, usage.usages(of: name) == [.request],
                  case let .object(held)? = model(name)?.kind else { continue }
            reachable += held.map { (path: [holder.key, $0.key], property: $0) }
        }
        return reachable
    }

    /// The members of an endpoint's object request body, whoever else uses the model; empty without one.
    private func bodyMembers(of endpoint: Endpoint, model: (String) -> ModelDefinition?) -> [Property] {
        guard let body = endpoint.parameters.first(where: { $0.location == .body }), case let .model(name) = body.type,
              case let .object(members)? = model(name)?.kind else { return [] }
        return members
    }

    /// Whether two types (model names in the new document's terms) carry the same kind of value: both scalars, a string
    /// enum and a string, arrays of such, or equal types.
    private func carriesSameValue(_ a: TypeReference, _ b: TypeReference) -> Bool {
        func kind(_ type: TypeReference) -> String {
            switch type {
            case .scalar: return "scalar"
            case let .array(element): return "array<\(kind(element))>"
            case let .model(name):
                if case .enum? = (newModel(name) ?? oldModel(name))?.kind { return "scalar" }
                return "model:\(name)"
            default: return "\(type)"
            }
        }
        return TypeCompatibility.sameWireForm(a, b) || kind(a) == kind(b)
    }
}
