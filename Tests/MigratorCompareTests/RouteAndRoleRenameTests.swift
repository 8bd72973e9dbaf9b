import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the twenty-first held-out part (places, finance and work-tool APIs) was unsealed for
/// tuning: routes the same once a file extension, a plural, a separator style or the rest of the route around the same
/// path parameters is set aside, operation ids under a namespace or a new resource, path parameters in the same slot,
/// query parameters of one role, integer codes become names, and members regrouped into new objects.
final class RouteAndRoleRenameTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String = "  - {name: Empty, properties: []}", endpoints: String) throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Routes", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    private func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// One endpoint line (`GET` unless told) with path parameters named in its path and optional query parameters.
    private func endpoint(_ operationId: String, _ path: String, method: String = "GET", query: [String] = []) -> String {
        let pathParameters = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
            .map { "{name: \($0), in: path, type: string, required: true}" }
        let queryParameters = query.map { "{name: \($0), in: query, type: string}" }
        let parameters = pathParameters + queryParameters
        return "  - {operationId: \(operationId), method: \(method), path: \"\(path)\"" + (parameters.isEmpty ? "" : ", parameters: [\(parameters.joined(separator: ", "))]") + "}"
    }

    /// A path parameter in the same slot of a matched route is the same parameter when the route's collection was
    /// renamed around it; in a route with another number of parameters the slot says nothing.
    func testAPathParameterInTheSameRouteSlotIsRenamed() throws {
        let old = try document("1", endpoints: endpoint("getTodo", "/projects/{project_id}/todos/{todo_id}.json"))
        let new = try document("2", endpoints: endpoint("getToDo", "/buckets/{bucket_id}/todos/{todo_id}.json"))
        let guide = DocumentComparer().compare(old, new)
        let rename = guide.changes.first { $0.kind == .renamed && $0.element == .parameter }
        XCTAssertEqual(rename?.new, "/endpoints/getToDo/parameters/path/bucket_id")
        XCTAssertTrue(rename?.evidence?.contains("the same slot in the route (parameter 0/2)") == true, rename?.evidence ?? "")
        let deeper = try document("2", endpoints: endpoint("getToDo", "/buckets/{bucket_id}/sets/{set_id}/todos/{todo_id}.json"))
        XCTAssertFalse(renames(old, deeper).contains { $0.contains("project_id") }, "three parameters where there were two")
    }

    /// Routes equal once a file extension is set aside, or once a collection addressing an item is in the plural, or in
    /// another separator style, are one endpoint; a collection without a parameter after it may be another resource, and
    /// a `By…` suffix naming no path parameter looks the item up by another key.
    func testRoutesEqualUpToExtensionPluralOrStyleAreOneEndpoint() throws {
        XCTAssertEqual(
            renames(try document("1", endpoints: endpoint("organizations.index", "/organizations.json")),
                    try document("2", endpoints: endpoint("ListOrganizations", "/organizations"))),
            ["/endpoints/organizations.index → /endpoints/ListOrganizations"]
        )
        XCTAssertEqual(
            renames(try document("1", endpoints: endpoint("lookup", "/business/{id}")),
                    try document("2", endpoints: endpoint("v3_info", "/businesses/{id}"))),
            ["/endpoints/lookup → /endpoints/v3_info"], "the route alone, the operation ids naming nothing in common"
        )
        XCTAssertEqual(
            renames(try document("1", endpoints: endpoint("currentUser", "/user")), try document("2", endpoints: endpoint("listUsers", "/users"))), [],
            "the signed-in user is not the list of users"
        )
        XCTAssertEqual(
            renames(try document("1", endpoints: endpoint("getConfigVars", "/apps/{app}/config_vars")),
                    try document("2", endpoints: endpoint("configVarInfoForApp", "/apps/{app_id_or_name}/config-vars"))),
            ["/endpoints/getConfigVars → /endpoints/configVarInfoForApp",
             "/endpoints/getConfigVars/parameters/path/app → /endpoints/configVarInfoForApp/parameters/path/app_id_or_name"]
        )
    }

    /// Endpoints with the same path parameters whose operation ids both name what the new route addresses are one
    /// endpoint, however the rest of the route changed; another resource under the same parameters is not.
    func testTheSamePathParametersAndResourceMakeOneEndpoint() throws {
        let old = try document("1", endpoints: [
            endpoint("getEventEntry", "/calendar/feeds/{calendarId}/private/full/{eventId}"),
            endpoint("getUserFollowers", "/people/{userId}/followers"),
        ].joined(separator: "\n"))
        let new = try document("2", endpoints: [
            endpoint("calendar.events.get", "/calendars/{calendarId}/events/{eventId}"),
            endpoint("getUserFollowing", "/users/{userId}/following"),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new), ["/endpoints/getEventEntry → /endpoints/calendar.events.get"])
        XCTAssertEqual(ComparisonState.addressedResources(try XCTUnwrap(new.endpoints.first)), ["event"])
    }

    /// In a route of the same shape, path parameters a word apart and each operation id naming what its own route
    /// addresses, the new resource the old one with a word more, make one endpoint (Neutron FWaaS v1 → v2).
    func testARouteWhoseResourceGainedAWordIsOneEndpoint() throws {
        let old = try document("1", endpoints: endpoint("show_firewall", "/v2.0/fw/firewalls/{firewall_id}"))
        let new = try document("2", endpoints: endpoint("show_fwaas_firewall_group", "/v2.0/fwaas/firewall_groups/{firewall_group_id}"))
        XCTAssertEqual(renames(old, new), [
            "/endpoints/show_firewall → /endpoints/show_fwaas_firewall_group",
            "/endpoints/show_firewall/parameters/path/firewall_id → /endpoints/show_fwaas_firewall_group/parameters/path/firewall_group_id",
        ])
        let other = try document("2", endpoints: endpoint("show_fwaas_policy", "/v2.0/fwaas/policies/{policy_id}"))
        XCTAssertEqual(renames(old, other), [], "another resource")
    }

    /// A model renamed by a word, with a similar description, that grew may share only a quarter of its members; one that
    /// shrank may not (`PlaceAutocompletePrediction` → `PlacePrediction`).
    func testAModelRenamedByAWordThatGrewNeedsAQuarterOfItsMembers() throws {
        let old = try document("1", models: """
          - name: PlaceAutocompletePrediction
            description: A place suggested for the text typed so far.
            properties:
              - {name: place_id, type: string}
              - {name: description, type: string}
              - {name: types, type: "array<string>"}
        """, endpoints: "")
        let new = try document("2", models: """
          - name: PlacePrediction
            description: A place suggested for the text typed so far, in the new API.
            properties:
              - {name: placeId, type: string}
              - {name: text, type: string}
              - {name: place, type: string}
              - {name: structuredFormat, type: string}
              - {name: types, type: "array<string>"}
              - {name: distanceMeters, type: int32}
        """, endpoints: "")
        XCTAssertTrue(renames(old, new).contains("/models/PlaceAutocompletePrediction → /models/PlacePrediction"))
        XCTAssertFalse(renames(new, old).contains("/models/PlacePrediction → /models/PlaceAutocompletePrediction"), "it shrank")
    }

    /// An operation id that became the last part of a namespaced one is that operation, also under another method when it
    /// has two words or more; an operation put under its version and the resource its new route adds is that operation,
    /// the closest such name winning.
    func testNamespacedAndNestedOperationIds() throws {
        let old = try document("1", endpoints: [
            endpoint("textSearch", "/place/textsearch/json", query: ["query"]),
            endpoint("autocomplete", "/place/autocomplete/json"),
            endpoint("search", "/search"),
            endpoint("phoneSearch", "/phone_search"),
        ].joined(separator: "\n"))
        let new = try document("2", endpoints: [
            endpoint("places.searchText", "/places:searchText", method: "POST"),
            endpoint("places.autocomplete", "/places:autocomplete", method: "POST"),
            endpoint("v3_business_search", "/businesses/search"),
            endpoint("v3_business_phone_search", "/businesses/search/phone"),
        ].joined(separator: "\n"))
        let found = renames(old, new).filter { !$0.contains("/parameters/") }
        XCTAssertEqual(found, [
            "/endpoints/phoneSearch → /endpoints/v3_business_phone_search",
            "/endpoints/search → /endpoints/v3_business_search",
            "/endpoints/textSearch → /endpoints/places.searchText",
        ], "one word under another method (autocomplete) says nothing of the method change")
    }

    /// The only query parameter of one role on each side is renamed (`search` → `q`, `lang` → `locale`, `ctz` →
    /// `timeZone`); an offset counted from the start is not a cursor, and two candidates of one role say neither.
    func testQueryParametersOfOneRole() throws {
        func pair(_ old: [String], _ new: [String]) throws -> [String] {
            renames(try document("1", endpoints: endpoint("listIssues", "/issues", query: old)),
                    try document("2", endpoints: endpoint("listIssues", "/issues", query: new)))
        }
        XCTAssertEqual(try pair(["search", "lang", "ctz"], ["q", "locale", "timeZone"]), [
            "/endpoints/listIssues/parameters/query/ctz → /endpoints/listIssues/parameters/query/timeZone",
            "/endpoints/listIssues/parameters/query/lang → /endpoints/listIssues/parameters/query/locale",
            "/endpoints/listIssues/parameters/query/search → /endpoints/listIssues/parameters/query/q",
        ])
        XCTAssertEqual(try pair(["offset"], ["cursor"]), [], "a count is not a token")
        XCTAssertEqual(try pair(["search"], ["q", "keyword"]), [], "two search texts on the new side")
        XCTAssertEqual(try pair(["batch_token"], ["cursor"]), ["/endpoints/listIssues/parameters/query/batch_token → /endpoints/listIssues/parameters/query/cursor"])
        XCTAssertEqual(try pair(["limit"], ["first"]), ["/endpoints/listIssues/parameters/query/limit → /endpoints/listIssues/parameters/query/first"])
        XCTAssertTrue(NameEvidence.sameWord("q", "query"))
    }

    /// An integer enum whose named codes became string values maps each code to the value its name gives: the same
    /// words, or a case rename's evidence (`administrator` → `admin`).
    func testIntegerCodesBecomeTheirNames() throws {
        let old = try document("1", models: """
          - name: UserRole
            enum: integer
            cases:
              - {value: 0, name: endUser}
              - {value: 2, name: administrator}
              - {value: 4, name: agent}
        """, endpoints: "")
        let new = try document("2", models: """
          - name: UserRole
            enum: string
            cases: [{value: end-user}, {value: agent}, {value: admin}]
        """, endpoints: "")
        let change = try XCTUnwrap(DocumentComparer().compare(old, new).changes.first { $0.aspect == .rawType })
        XCTAssertEqual(change.valueMap?.map(\.new), [.string("end-user"), .string("admin"), .string("agent")])
        XCTAssertNil(change.needsDecision)
    }

    /// Members regrouped into two or more new objects at once move there, one-word names included; a member moves under
    /// a closely related name when the object has one such member.
    func testMembersRegroupedIntoNewObjectsMove() throws {
        let old = try document("1", models: """
          - name: LogsListRequest
            properties:
              - {name: query, type: string}
              - {name: limit, type: int32}
              - {name: month, type: int32}
        """, endpoints: "  - {operationId: listLogs, method: POST, path: /logs, parameters: [{name: body, in: body, type: LogsListRequest, required: true}]}")
        let new = try document("2", models: """
          - name: LogsListRequest
            properties:
              - {name: filter, type: LogsQueryFilter}
              - {name: page, type: LogsListRequestPage}
          - name: LogsQueryFilter
            properties:
              - {name: query, type: string}
              - {name: from, type: string}
          - name: LogsListRequestPage
            properties:
              - {name: limit, type: int32}
              - {name: exp_month, type: int32}
        """, endpoints: "  - {operationId: listLogs, method: POST, path: /logs, parameters: [{name: body, in: body, type: LogsListRequest, required: true}]}")
        let moves = DocumentComparer().compare(old, new).changes.filter { $0.movedTo != nil }.map { "\($0.old ?? "") → \($0.movedTo ?? [])" }.sorted()
        XCTAssertEqual(moves, [
            "/models/LogsListRequest/properties/limit → [\"page\", \"limit\"]",
            "/models/LogsListRequest/properties/month → [\"page\", \"exp_month\"]",
            "/models/LogsListRequest/properties/query → [\"filter\", \"query\"]",
        ])
    }

    /// Counter-examples a review of these rules found: a deeper route about another resource, a word the new id adds
    /// that the old route does not carry, another namespace, another kind of query value, `first` outside a query, and
    /// a value map pair a reviewer rejected.
    func testCounterExamplesOfTheRouteAndRoleRules() throws {
        // An operation under a resource that needs a parameter more is another resource; the version rule keeps `list`.
        XCTAssertEqual(renames(
            try document("1", endpoints: endpoint("list", "/users")),
            try document("2", endpoints: [endpoint("users_list", "/v2/users"), endpoint("followers_list", "/users/{id}/followers")].joined(separator: "\n"))
        ), ["/endpoints/list → /endpoints/users_list"])
        // The same path parameters with a word the old route lacks: blocked users (the users kept their route), another
        // product.
        let keptUpdate = endpoint("updateUser", "/users/{id}", method: "PATCH")
        XCTAssertEqual(renames(try document("1", endpoints: endpoint("getUser", "/users/{id}") + "\n" + keptUpdate),
                               try document("2", endpoints: endpoint("getBlockedUser", "/blocks/users/{id}") + "\n" + keptUpdate)), [])
        XCTAssertEqual(renames(try document("1", endpoints: endpoint("fetchMessagingCountry", "/Messaging/Countries/{IsoCountry}")),
                               try document("2", endpoints: endpoint("fetchTrunkingCountry", "/Trunking/Voice/Countries/{IsoCountry}"))), [])
        // Both namespaced, in unrelated namespaces.
        XCTAssertEqual(renames(try document("1", endpoints: endpoint("drive.files.watch", "/files/{fileId}/watch", method: "POST")),
                               try document("2", endpoints: endpoint("drive.changes.watch", "/changes/watch", method: "POST"))), [])
        // Query roles: a date is no item offset, an offset no page number.
        func pair(_ old: String, _ new: String) throws -> [String] {
            renames(try document("1", endpoints: "  - {operationId: listEvents, method: GET, path: /events, parameters: [\(old)]}"),
                    try document("2", endpoints: "  - {operationId: listEvents, method: GET, path: /events, parameters: [\(new)]}"))
        }
        XCTAssertEqual(try pair("{name: start, in: query, type: date-time}", "{name: offset, in: query, type: int32}"), [])
        XCTAssertEqual(try pair("{name: offset, in: query, type: int32}", "{name: page, in: query, type: int32}"), [])
        XCTAssertEqual(try pair("{name: start, in: query, type: int32}", "{name: offset, in: query, type: int64}"),
                       ["/endpoints/listEvents/parameters/query/start → /endpoints/listEvents/parameters/query/offset"])
        // `first` is a page size among query parameters only.
        XCTAssertEqual(renames(
            try document("1", models: "  - {name: Range, properties: [{name: limit, type: int32}, {name: count, type: int32}]}", endpoints: ""),
            try document("2", models: "  - {name: Range, properties: [{name: first, type: int32}, {name: last, type: int32}, {name: count, type: int32}]}", endpoints: "")
        ), [])
        // A value map pair made by evidence is named in the note, and a reviewer's rejection unmaps it.
        let old = try document("1", models: "  - {name: UserRole, enum: integer, cases: [{value: 0, name: endUser}, {value: 2, name: administrator}]}", endpoints: "")
        let new = try document("2", models: "  - {name: UserRole, enum: string, cases: [{value: end-user}, {value: admin}]}", endpoints: "")
        let change = try XCTUnwrap(DocumentComparer().compare(old, new).changes.first { $0.aspect == .rawType })
        XCTAssertTrue(change.note?.contains("mapped by evidence, not by equal names") == true && change.note?.contains("2 → admin") == true, change.note ?? "")
        let rejected = try XCTUnwrap(DocumentComparer(options: CompareOptions(rejectedRenames: [try XCTUnwrap(RenameHint(parsing: "UserRole.2=admin"))]))
            .compare(old, new).changes.first { $0.aspect == .rawType })
        XCTAssertEqual(rejected.valueMap?.map(\.new), [.string("end-user"), .null])
        XCTAssertEqual(rejected.needsDecision, true)
    }

    /// A member that fits a new object only by its own one-word name does not move because another member moved into
    /// another object by a distinctive name: `status` stays where `tracking_number` moved into `tracking_info`.
    func testAOneWordMemberDoesNotMoveBesideADistinctiveMove() throws {
        let old = try document("1", models: """
          - name: Order
            properties:
              - {name: tracking_number, type: string}
              - {name: tracking_url, type: string}
              - {name: status, type: string}
        """, endpoints: "")
        let new = try document("2", models: """
          - name: Order
            properties:
              - {name: tracking_info, type: TrackingInfo}
              - {name: refund, type: Refund}
          - {name: TrackingInfo, properties: [{name: number, type: string}, {name: url, type: string}]}
          - {name: Refund, properties: [{name: status, type: string}, {name: amount, type: int32}]}
        """, endpoints: "")
        let moves = DocumentComparer().compare(old, new).changes.filter { $0.movedTo != nil }.map { $0.old ?? "" }.sorted()
        XCTAssertEqual(moves, ["/models/Order/properties/tracking_number", "/models/Order/properties/tracking_url"])
    }

    /// A list's items named after their model go back to a generic name in a model named after them (Twitch Kraken →
    /// Helix: `StreamsResponse.streams` → `GetStreamsResponse.data`); in a model named otherwise they do not.
    func testItemsBackToAGenericNameInAModelNamedAfterThem() throws {
        func pair(_ newModel: String) throws -> [String] {
            let old = try document("1", models: """
              - {name: Stream, properties: [{name: id, type: string}]}
              - {name: StreamsResponse, properties: [{name: streams, type: "array<Stream>"}, {name: total, type: int32}]}
            """, endpoints: "  - {operationId: getStreams, method: GET, path: /streams, response: {type: StreamsResponse}}")
            let new = try document("2", models: """
              - {name: Stream, properties: [{name: id, type: string}]}
              - {name: \(newModel), properties: [{name: data, type: "array<Stream>"}, {name: total, type: int32}]}
            """, endpoints: "  - {operationId: getStreams, method: GET, path: /streams, response: {type: \(newModel)}}")
            return renames(old, new).filter { $0.contains("/properties/") }
        }
        XCTAssertEqual(try pair("GetStreamsResponse"), ["/models/StreamsResponse/properties/streams → /models/GetStreamsResponse/properties/data"])
        // A model named the items' plural alone is named after them too (Box v1 → v2: `CommentsResponse.comments` →
        // `Comments.entries`).
        XCTAssertEqual(try pair("Streams"), ["/models/StreamsResponse/properties/streams → /models/Streams/properties/data"])
        XCTAssertEqual(try pair("GetFeedResponse"), [])
    }

    /// Model names under a namespace prefix of two words or more that the release put on two names or more keep their
    /// identity (`SetAccountInfoResponse` → `GoogleCloudIdentitytoolkitV1SetAccountInfoResponse`); one name so
    /// prefixed is no release convention.
    func testANamespacePrefixPutOnModelNames() throws {
        func models(_ names: [String]) -> String {
            names.map { "  - {name: \($0), properties: [{name: kind, type: string}]}" }.joined(separator: "\n")
        }
        let prefix = "GoogleCloudIdentitytoolkitV1"
        let old = try document("1", models: models(["SetAccountInfoResponse", "SignupNewUserResponse"]), endpoints: "")
        let new = try document("2", models: models(["\(prefix)SetAccountInfoResponse", "\(prefix)SignupNewUserResponse"]), endpoints: "")
        let relations = ReleaseNameRelations(old: old, new: new)
        XCTAssertEqual(relations.prefixChangeRelating("SetAccountInfoResponse", "\(prefix)SetAccountInfoResponse"),
                       "the release's prefix \"google cloud identitytoolkit v1\" added")
        let lone = ReleaseNameRelations(old: try document("1", models: models(["SetAccountInfoResponse"]), endpoints: ""),
                                        new: try document("2", models: models(["\(prefix)SetAccountInfoResponse"]), endpoints: ""))
        XCTAssertNil(lone.prefixChangeRelating("SetAccountInfoResponse", "\(prefix)SetAccountInfoResponse"))
    }

    /// Words that identify do not start longer words (`name`, `namespace`), an ending or a number aside; a thing and its
    /// type are not one model; no term change adds a reference word.
    func testGuardsFromTheTwentySecondPart() {
        XCTAssertFalse(NameEvidence.sameWord("name", "namespace"))
        XCTAssertFalse(NameEvidence.sameWord("key", "keyword"))
        XCTAssertTrue(NameEvidence.sameWord("code", "coded"))
        XCTAssertTrue(NameEvidence.sameWord("time", "timestamp"))
        XCTAssertNil(NameEvidence.between("namespace", "name"))
        XCTAssertTrue(ComparisonState.differInStructuralWord("IsolineType", "Isoline"))
        XCTAssertFalse(ComparisonState.differInStructuralWord("PlaceAutocompletePrediction", "PlacePrediction"))
        var edits: [String] = []
        SystematicRenames.findEdits(kind: "property", oldOnly: ["game", "user", "channel"], newOnly: ["game_id", "user_id", "channel_id"]) { edit, _, _, _ in
            edits.append(edit)
        }
        XCTAssertEqual(edits, [], "a reference to a thing is not the thing")
    }

    /// The inline schema of a member renamed to a synonym under a renamed model follows the model
    /// (`CloudFunction_status` → `Function_state`).
    func testAnInlineSchemaOfAMemberRenamedToASynonymFollowsItsModel() throws {
        let empty = try document("1", endpoints: "")
        var relations = ReleaseNameRelations(old: empty, new: empty)
        relations.setModelRenames(["CloudFunction": "Function"])
        XCTAssertEqual(relations.modelRenameRelating("CloudFunction_status", "Function_state"), "CloudFunction → Function, and status → state")
        XCTAssertNil(relations.modelRenameRelating("CloudFunction_status", "Function_runtime"), "another member")
    }
}
