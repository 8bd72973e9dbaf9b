import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence for release-wide conventions added when the twenty-third to twenty-fifth held-out parts were unsealed
/// for tuning: a resource renamed with its item parameter or under an item, enum values rewritten in another style,
/// envelopes dropped around a model, error texts, model names restyled, many members kept, identity moved into
/// `metadata`, and term changes that keep a name's number or skip names kept in another style.
final class ReleaseConventionRenameTests: ConventionRenameTestCase {
    /// Looker 3.0 → 4.0 renamed spaces to folders: every route, operation id and member. Other resources kept routes of
    /// the same shape (`/looks/search` next to `/spaces/search`), which alone would read as a product retired next to a
    /// new one; the item parameter renamed with the area (`{space_id}` → `{folder_id}`) says the resource itself was.
    func testAnAreaRenamedWithItsItemParameterIsTheReleasesTermChange() throws {
        func endpoints(_ area: String, _ plural: String) -> String {
            [
                endpoint("all_\(plural)", "/\(plural)"),
                endpoint("search_\(plural)", "/\(plural)/search"),
                endpoint(area, "/\(plural)/{\(area)_id}"),
                endpoint("\(area)_children", "/\(plural)/{\(area)_id}/children"),
                endpoint("\(area)_looks", "/\(plural)/{\(area)_id}/looks"),
                endpoint("search_looks", "/looks/search"),
                endpoint("search_dashboards", "/dashboards/search"),
            ].joined(separator: "\n")
        }
        let old = try document("3.0", endpoints: endpoints("space", "spaces"))
        let new = try document("4.0", endpoints: endpoints("folder", "folders"))
        let found = renames(old, new)
        for pair in ["all_spaces → /endpoints/all_folders", "search_spaces → /endpoints/search_folders", "space → /endpoints/folder",
                     "space_children → /endpoints/folder_children", "space_looks → /endpoints/folder_looks"] {
            XCTAssertTrue(found.contains("/endpoints/" + pair), "\(pair) in \(found)")
        }
        XCTAssertTrue(SystematicRenames.itemParameterRenamed("space", "folder", old: old, new: new))
        // A product prefix followed by another resource (`/Messaging/Countries/{IsoCountry}`) names no item of its own.
        let prefixOld = try document("1", endpoints: endpoint("fetchMessagingCountry", "/Messaging/Countries/{IsoCountry}"))
        let prefixNew = try document("2", endpoints: endpoint("fetchTrunkingCountry", "/Trunking/Countries/{IsoCountry}"))
        XCTAssertFalse(SystematicRenames.itemParameterRenamed("messaging", "trunking", old: prefixOld, new: prefixNew))
    }

    /// FCM v1 renamed `LegacyPriority` {`normal`, `high`} to `AndroidMessagePriority` {`NORMAL`, `HIGH`}: the same values
    /// in the release's new style are the same shape. Values that merely share some words are not.
    func testEnumsWithTheSameValuesInAnotherStyleHaveTheSameShape() throws {
        let old = try document("1", models: """
          - {name: LegacyPriority, description: "Delivery priority.", enum: string, cases: [{value: normal}, {value: high}]}
        """)
        let new = try document("2", models: """
          - {name: AndroidMessagePriority, description: "Priority on Android.", enum: string, cases: [{value: NORMAL}, {value: HIGH}]}
        """)
        XCTAssertEqual(renames(old, new), [
            "/models/LegacyPriority → /models/AndroidMessagePriority",
            "/models/LegacyPriority/cases/high → /models/AndroidMessagePriority/cases/HIGH",
            "/models/LegacyPriority/cases/normal → /models/AndroidMessagePriority/cases/NORMAL",
        ])
        let (a, b, c) = (try XCTUnwrap(old.models.first), try XCTUnwrap(new.models.first), try XCTUnwrap(old.models.first))
        XCTAssertTrue(ComparisonState.sameValuesRestyled(a, b))
        XCTAssertFalse(ComparisonState.sameValuesRestyled(a, c), "the same values written alike are the identical shape")
        let other = try document("3", models: "  - {name: Urgency, enum: string, cases: [{value: NORMAL}, {value: URGENT}]}")
        XCTAssertFalse(ComparisonState.sameValuesRestyled(a, try XCTUnwrap(other.models.first)))
        XCTAssertEqual(ComparisonState.sharedMembers(a, try XCTUnwrap(other.models.first)).shared, 1, "`normal` kept as `NORMAL`")
    }

    /// WhatsApp's Cloud API rewrote business verticals as codes (`Restaurant` → `RESTAURANT`, `Beauty, Spa and Salon` →
    /// `BEAUTY`): in an enum restyled so, a code keeping a word of a removed value continues it. A value inside another
    /// word (`Connected` in `disconnected`) keeps none of its words.
    func testACodeKeepingAWordOfARestyledValueContinuesIt() throws {
        func vertical(_ version: String, _ values: [String]) throws -> APIDocument {
            try document(version, models: "  - {name: Vertical, enum: string, cases: [\(values.map { "{value: \"\($0)\"}" }.joined(separator: ", "))]}")
        }
        let old = try vertical("1", ["Restaurant", "Other", "Beauty, Spa and Salon", "Event Planning and Service"])
        let new = try vertical("2", ["RESTAURANT", "OTHER", "EVENT_PLAN", "BEAUTY"])
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/Vertical/cases/Beauty, Spa and Salon → /models/Vertical/cases/BEAUTY"), "\(found)")
        XCTAssertTrue(found.contains("/models/Vertical/cases/Event Planning and Service → /models/Vertical/cases/EVENT_PLAN"), "\(found)")
        let unstyled = renames(try vertical("1", ["Beauty, Spa and Salon", "Restaurant"]), try vertical("2", ["Restaurant", "Travel", "BEAUTY"]))
        XCTAssertFalse(unstyled.contains { $0.contains("BEAUTY") }, "one word kept is no rename unless the enum was restyled: \(unstyled)")
        XCTAssertTrue(ComparisonState.wordsStartWords(of: "EVENT_PLAN", in: "Event Planning and Service"))
        XCTAssertFalse(ComparisonState.wordsStartWords(of: "connected", in: "Disconnected"))
        let status = renames(try vertical("1", ["Connected", "Disconnected", "Ringing"]), try vertical("2", ["disconnected", "ringing", "connected"]))
        XCTAssertEqual(status, [
            "/models/Vertical/cases/Connected → /models/Vertical/cases/connected",
            "/models/Vertical/cases/Disconnected → /models/Vertical/cases/disconnected",
            "/models/Vertical/cases/Ringing → /models/Vertical/cases/ringing",
        ])
    }

    /// Confluent Cloud v2 dropped the `{cluster: …}` envelope and namespaced the model (`Cluster` → `cmk.v2.Cluster`, its
    /// settings moved into `spec`): the envelope, used in the same place, is not what became `cmk.v2.Cluster`; the
    /// model it held, of the same name, is.
    func testTheModelAnEnvelopeHeldKeepsItsNameUnderANamespace() throws {
        let members = ["id", "name", "account_id", "storage", "status", "endpoint", "api_endpoint", "region", "deployment", "cku"]
        let old = try document("1", models: """
          - {name: Cluster, description: "A Kafka cluster.", properties: [\(members.map { "{name: \($0), type: string}" }.joined(separator: ", "))]}
          - {name: ClusterCreateRequest, properties: [{name: config, type: Cluster, required: true}]}
          - {name: ClusterEnvelope, description: "Wrapper of one cluster.", properties: [{name: cluster, type: Cluster, required: true}]}
        """, endpoints: [
            "  - {operationId: createCluster, method: POST, path: /clusters, parameters: [{name: body, in: body, type: ClusterCreateRequest, required: true}], response: {type: ClusterEnvelope}}",
            endpoint("getCluster", "/clusters/{id}", response: "ClusterEnvelope"),
            "  - {operationId: updateCluster, method: PUT, path: \"/clusters/{id}\", parameters: [{name: id, in: path, type: string, required: true}, {name: body, in: body, type: ClusterEnvelope, required: true}], response: {type: ClusterEnvelope}}",
        ].joined(separator: "\n"))
        let new = try document("2", models: """
          - {name: cmk.v2.ClusterSpec, properties: [{name: display_name, type: string}, {name: region, type: string}, {name: api_endpoint, type: string}]}
          - {name: cmk.v2.ClusterStatus, properties: [{name: phase, type: string}, {name: cku, type: int32}]}
          - {name: cmk.v2.Cluster, description: "A Kafka cluster.", properties: [{name: api_version, type: string}, {name: kind, type: string}, {name: id, type: string}, {name: spec, type: cmk.v2.ClusterSpec}, {name: status, type: cmk.v2.ClusterStatus}]}
        """, endpoints: [
            "  - {operationId: createCluster, method: POST, path: /clusters, parameters: [{name: body, in: body, type: cmk.v2.Cluster, required: true}], response: {type: cmk.v2.Cluster}}",
            endpoint("getCluster", "/clusters/{id}", response: "cmk.v2.Cluster"),
            "  - {operationId: updateCluster, method: PUT, path: \"/clusters/{id}\", parameters: [{name: id, in: path, type: string, required: true}, {name: body, in: body, type: cmk.v2.Cluster, required: true}], response: {type: cmk.v2.Cluster}}",
        ].joined(separator: "\n"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/Cluster → /models/cmk.v2.Cluster"), "\(found)")
        XCTAssertFalse(found.contains("/models/ClusterEnvelope → /models/cmk.v2.Cluster"), "\(found)")
    }

    /// Paddle Billing and Confluent v2 adopted problem details: the error's `message` became `detail`. The only text of
    /// an error on each side of two error models is the same member; `title` next to `detail` says nothing, and a
    /// `message` outside an error model is no error text.
    func testTheOnlyErrorTextsOfTwoErrorModelsPair() throws {
        func models(_ error: String, _ members: [String], extra: String = "") -> String {
            "  - {name: \(error), properties: [\(members.map { "{name: \($0), type: string}" }.joined(separator: ", "))]}\n" + extra
        }
        let old = try document("1", models: models("Error", ["code", "message"], extra: "  - {name: Note, properties: [{name: message, type: string}]}"))
        let new = try document("2", models: models("Error", ["code", "detail", "documentation_url"], extra: "  - {name: Note, properties: [{name: description, type: string}]}"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/Error/properties/message → /models/Error/properties/detail"), "\(found)")
        XCTAssertFalse(found.contains("/models/Note/properties/message → /models/Note/properties/description"), "\(found)")
        let problem = try document("2", models: models("Error", ["code", "title", "detail"]))
        XCTAssertFalse(renames(old, problem).contains { $0.hasPrefix("/models/Error/properties/message") }, "title or detail: ambiguous")
        XCTAssertTrue(NameLexicon.namesAnError("ProblemDetails"))
        XCTAssertFalse(NameLexicon.namesAnError("Note"))
    }

    /// football-data.org v2 renamed fixtures to matches everywhere. The competition's other collections
    /// (`/competitions/{id}/teams`) share the shape of `/competitions/{id}/fixtures`, as every collection under an item
    /// does: no sibling product kept next to a retired one.
    func testACollectionRenamedUnderAnItemNextToKeptCollectionsIsTheTermChange() throws {
        func endpoints(_ plural: String, _ singular: String) -> String {
            [
                endpoint("list\(plural.capitalized)", "/\(plural)"), endpoint("get\(singular.capitalized)", "/\(plural)/{id}"),
                endpoint("listCompetition\(plural.capitalized)", "/competitions/{id}/\(plural)"),
                endpoint("listTeam\(plural.capitalized)", "/teams/{id}/\(plural)"),
                endpoint("listCompetitionTeams", "/competitions/{id}/teams"), endpoint("getTeam", "/teams/{id}"),
            ].joined(separator: "\n")
        }
        let found = renames(try document("1", endpoints: endpoints("fixtures", "fixture")), try document("2", endpoints: endpoints("matches", "match")))
        for pair in ["getFixture → /endpoints/getMatch", "listFixtures → /endpoints/listMatches",
                     "listCompetitionFixtures → /endpoints/listCompetitionMatches", "listTeamFixtures → /endpoints/listTeamMatches"] {
            XCTAssertTrue(found.contains("/endpoints/" + pair), "\(pair) in \(found)")
        }
    }

    /// Alertmanager v2 wrote its model names in lower camel case: `AlertGroup` → `alertGroup` is the model kept, though
    /// its members changed (`blocks` of routes became one `receiver` and the `alerts`).
    func testTheSameModelNameInAnotherStyleNeedsNoSharedMembers() throws {
        let old = try document("1", models: "  - {name: AlertGroup, description: \"Alerts aggregated by the same group labels.\", properties: [{name: labels, type: \"map<string>\"}, {name: groupKey, type: string}, {name: blocks, type: \"array<string>\"}]}")
        let new = try document("2", models: "  - {name: alertGroup, description: \"Alerts aggregated by the same group labels for one receiver.\", properties: [{name: labels, type: \"map<string>\"}, {name: receiver, type: string}, {name: alerts, type: \"array<string>\"}, {name: fingerprint, type: string}]}")
        XCTAssertTrue(renames(old, new).contains("/models/AlertGroup → /models/alertGroup"), "\(renames(old, new))")
    }

    /// Google Calendar v3 dropped the `{data: …}` envelope of a feed: `EventFeed` (its name a word from `Events`) became
    /// `Events`, not the envelope `EventFeedEnvelope` that used to be returned in its place.
    func testTheModelAnEnvelopeHeldWithACloserNameIsTheRenamedOne() throws {
        let old = try document("2", models: """
          - {name: EventFeed, description: "Events of a calendar.", properties: [{name: title, type: string}, {name: details, type: string}, {name: items, type: "array<string>"}]}
          - {name: EventFeedEnvelope, properties: [{name: data, type: EventFeed, required: true}]}
        """, endpoints: endpoint("listEvents", "/calendars/{calendarId}/events", response: "EventFeedEnvelope"))
        let new = try document("3", models: """
          - {name: Events, description: "Events of a calendar.", properties: [{name: summary, type: string}, {name: description, type: string}, {name: items, type: "array<string>"}, {name: nextPageToken, type: string}]}
        """, endpoints: endpoint("listEvents", "/calendars/{calendarId}/events", response: "Events"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/EventFeed → /models/Events"), "\(found)")
        XCTAssertFalse(found.contains("/models/EventFeedEnvelope → /models/Events"), "\(found)")
    }

    /// Sensu Go keeps a check's `name` in `metadata: ObjectMeta`, the Kubernetes convention: an identity name moves under
    /// its own name into a `metadata` object, and into no other new object (`settings` gets its own `name`).
    func testAnIdentityNameMovesIntoMetadata() throws {
        let old = try document("1", models: "  - {name: Check, properties: [{name: name, type: string}, {name: command, type: string}, {name: interval, type: int32}]}")
        func new(_ holder: String) throws -> APIDocument {
            try document("2", models: """
              - {name: ObjectMeta, properties: [{name: name, type: string}, {name: namespace, type: string}]}
              - {name: Check, properties: [{name: \(holder), type: ObjectMeta}, {name: command, type: string}, {name: interval, type: int32}]}
            """)
        }
        func moves(_ new: APIDocument) -> [String] {
            DocumentComparer().compare(old, new).changes.filter { $0.movedTo != nil }.map { "\($0.old ?? "") → \(($0.movedTo ?? []).joined(separator: "."))" }
        }
        XCTAssertEqual(moves(try new("metadata")), ["/models/Check/properties/name → metadata.name"])
        XCTAssertEqual(moves(try new("settings")), [])
    }

    /// Transifex v3 made a language a JSON:API resource: `name` moved with `language_code` into `attributes`, where such a
    /// resource keeps everything but its `id` and `type`. Its `id` stays on the resource; into another new object
    /// (`details`) the name does not move, the object has its own.
    func testAnIdentityNameMovesIntoAJSONAPIResourcesAttributes() throws {
        let old = try document("2", models: "  - {name: Language, properties: [{name: id, type: string}, {name: name, type: string}, {name: language_code, type: string}]}")
        func new(_ holder: String) throws -> APIDocument {
            try document("3", models: """
              - {name: LanguageAttributes, properties: [{name: id, type: string}, {name: name, type: string}, {name: language_code, type: string}]}
              - {name: Language, properties: [{name: uid, type: string}, {name: type, type: string}, {name: \(holder), type: LanguageAttributes}]}
            """)
        }
        func moves(_ new: APIDocument) -> [String] {
            DocumentComparer().compare(old, new).changes.filter { $0.movedTo != nil }.map { "\($0.old ?? "") → \(($0.movedTo ?? []).joined(separator: "."))" }
        }
        XCTAssertEqual(moves(try new("attributes")).sorted(), [
            "/models/Language/properties/language_code → attributes.language_code", "/models/Language/properties/name → attributes.name",
        ])
        XCTAssertEqual(moves(try new("details")), ["/models/Language/properties/language_code → details.language_code"])
    }

    /// Sensu Go renamed clients to entities: `getClients` reaches both `getEntities` and `getEntity` once the term change
    /// is applied (words are compared in the singular); the one of the same number continues it.
    func testATermChangeKeepsTheNumberOfTheName() throws {
        func endpoints(_ plural: String, _ singular: String, prefix: String) -> String {
            [
                endpoint("get\(plural.capitalized)", "\(prefix)/\(plural)"), endpoint("get\(singular.capitalized)", "\(prefix)/\(plural)/{name}"),
                endpoint("delete\(singular.capitalized)", "\(prefix)/\(plural)/{name}", method: "DELETE"),
                endpoint("get\(singular.capitalized)Events", "\(prefix)/events/{name}"), endpoint("getChecks", "\(prefix)/checks"),
            ].joined(separator: "\n")
        }
        let found = renames(try document("1", endpoints: endpoints("clients", "client", prefix: "")),
                            try document("2", endpoints: endpoints("entities", "entity", prefix: "/namespaces/{namespace}")))
        XCTAssertTrue(found.contains("/endpoints/getClients → /endpoints/getEntities"), "\(found)")
        XCTAssertTrue(SystematicRenames.endsInPlural("getEntities"))
        XCTAssertFalse(SystematicRenames.endsInPlural("getEntity"))
    }

    /// WordPress `wp/v2` split terms into categories and tags: `Term` → `Category` keeps 8 of its 9 members while the
    /// model grew, names unrelated. Many members kept, most of the old model's, are a shape of their own; a third of
    /// them gone is not.
    func testManyMembersKeptAreAShapeOfTheirOwn() throws {
        let kept = ["id", "name", "slug", "description", "count", "link", "parent", "meta"]
        func model(_ name: String, _ members: [String]) -> String {
            "  - {name: \(name), description: \"A term of a taxonomy.\", properties: [\(members.map { "{name: \($0), type: string}" }.joined(separator: ", "))]}"
        }
        let old = try document("1", models: model("Term", kept + ["taxonomy"]))
        let new = try document("2", models: model("Category", kept + ["_links", "acf", "yoast_head", "template", "format"]))
        XCTAssertTrue(renames(old, new).contains("/models/Term → /models/Category"), "\(renames(old, new))")
        let fewer = try document("1", models: model("Term", kept + ["taxonomy", "group", "order", "visible"]))
        XCTAssertFalse(renames(fewer, new).contains("/models/Term → /models/Category"), "8 of 12 kept")
    }

    /// Brightcove's CMS API wrote its command names in another style (`delete_playlist` → `DeletePlaylist`): a name kept
    /// so is no vanished name for a term change, which would otherwise read `playlist` → `video` into
    /// `update_playlist` → `UpdateVideo` while the videos' own commands moved on as well.
    func testANameKeptInAnotherStyleIsNoTermChangesVanishedName() throws {
        let oldIds = ["create_video", "update_video", "delete_video", "create_playlist", "update_playlist", "delete_playlist"]
        let newIds = ["CreateVideo", "UpdateVideo", "DeleteVideo", "CreatePlaylist", "UpdatePlaylist", "DeletePlaylist"]
        let old = try document("1", endpoints: oldIds.map { endpoint($0, "/post/\($0)", method: "POST") }.joined(separator: "\n"))
        let new = try document("2", endpoints: zip(newIds, ["/videos", "/videos/{id}", "/videos/{id}", "/playlists", "/playlists/{id}", "/playlists/{id}"])
            .map { endpoint($0.0, $0.1, method: $0.0.hasPrefix("Create") ? "POST" : $0.0.hasPrefix("Update") ? "PATCH" : "DELETE") }.joined(separator: "\n"))
        XCTAssertTrue(SystematicRenames(old: old, new: new).termChanges.isEmpty, "\(SystematicRenames(old: old, new: new).termChanges)")
    }
}
