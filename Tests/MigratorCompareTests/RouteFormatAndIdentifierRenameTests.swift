import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirtieth held-out part (support desks, health data, travel booking) was unsealed
/// for tuning: routes compared without the file extension of their last segment, records seen through one-member
/// envelopes and request bodies, lists named by their kind or by their item's name, a resource identifier moved
/// between the query and the path, a search that kept most of its query parameters, of two records that kept many
/// members in the place of one the one that kept more, and routes whose resource segment was renamed while what
/// follows it continued, and OData v2's list envelope become v4's collection.
final class RouteFormatAndIdentifierRenameTests: ConventionRenameTestCase {
    /// The members a Freshdesk customer kept as a company, in one style or the other where the release restyled them.
    private let organisationMembers = "{name: id, type: int64}, {name: name, type: string, required: true}, {name: description, type: string}, "
        + "{name: note, type: string}, {name: domains, type: string}, {name: sla_policy_id, type: int64}, {name: created_at, type: date-time}, "
        + "{name: updated_at, type: date-time}"

    /// Freshdesk v1 → v2: `GET /customers/{id}.json` answering `{customer: Customer}` became `GET /companies/{id}` answering
    /// a `Company` that kept eight of the customer's members. The format extension is no part of the route, and the
    /// one-member envelope holds the record; an update that answers nothing is judged by the record its body sends.
    func testARenamedResourceBehindAFormatExtensionAndAnEnvelopeContinues() throws {
        let old = try document("1", models: """
          - {name: Customer, properties: [\(organisationMembers), {name: cust_identifier, type: string}]}
          - {name: CustomerEnvelope, properties: [{name: customer, type: Customer, required: true}]}
        """, endpoints: """
          - {operationId: get_customers_id, method: GET, path: "/customers/{id}.json", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: CustomerEnvelope}}
          - {operationId: put_customers_id, method: PUT, path: "/customers/{id}.json", parameters: [{name: id, in: path, type: int64, required: true}, {name: body, in: body, type: CustomerEnvelope, required: true}]}
        """)
        let new = try document("2", models: """
          - {name: Company, properties: [\(organisationMembers), {name: health_score, type: string}, {name: industry, type: string}]}
        """, endpoints: """
          - {operationId: get_companies_id, method: GET, path: "/companies/{id}", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: Company}}
          - {operationId: put_companies_id, method: PUT, path: "/companies/{id}", parameters: [{name: id, in: path, type: int64, required: true}, {name: body, in: body, type: Company, required: true}], response: {type: Company}}
        """)
        let found = renames(old, new)
        for pair in ["/endpoints/get_customers_id → /endpoints/get_companies_id", "/endpoints/put_customers_id → /endpoints/put_companies_id",
                     "/models/Customer → /models/Company"] {
            XCTAssertTrue(found.contains(pair), "\(pair) in \(found)")
        }

        // Records that share only a few members are two resources, extension or not.
        let fewOld = try document("1", models: """
          - {name: Customer, properties: [{name: id, type: int64}, {name: name, type: string}, {name: cust_identifier, type: string}]}
          - {name: CustomerEnvelope, properties: [{name: customer, type: Customer, required: true}]}
        """, endpoints: """
          - {operationId: get_customers_id, method: GET, path: "/customers/{id}.json", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: CustomerEnvelope}}
        """)
        let fewNew = try document("2", models: """
          - {name: Company, properties: [{name: id, type: int64}, {name: name, type: string}, {name: industry, type: string}]}
        """, endpoints: """
          - {operationId: get_companies_id, method: GET, path: "/companies/{id}", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: Company}}
        """)
        XCTAssertFalse(renames(fewOld, fewNew).contains { $0.hasPrefix("/endpoints/get_customers_id →") })
    }

    /// A route's last segment loses its file extension (`/customers/{id}.json` is `/customers/{}`); an extension inside
    /// the path stays, and so does a dot that is no file extension.
    func testARouteSetsItsLastFileExtensionAside() {
        func route(_ path: String) -> String { ComparisonState.route(Endpoint(operationId: "op", method: "GET", path: path)) }
        let routes = [
            "/customers/{id}.json": "GET /customers/{}", "/helpdesk/tickets.json": "GET /helpdesk/tickets",
            "/movie/comments.json/{apikey}": "GET /movie/comments.json/{}", "/releases/v1.2": "GET /releases/v1.2",
        ]
        for (path, expected) in routes { XCTAssertEqual(route(path), expected) }
    }

    /// Dexcom v2 → v3 `alertScheduleList` → `alertSchedules`, MusicBrainz's `track-list` → `tracks`: one list named by its
    /// kind or by its plural, as close as singular and plural. A singular, or another list, is not.
    func testAListNamedByItsKindIsItsPlural() {
        let samePlural = [("alertScheduleList", "alertSchedules"), ("tracks", "track-list"), ("OccupancyList", "occupancies")]
        for (a, b) in samePlural { XCTAssertEqual(NameEvidence.between(a, b)?.kind, .plural, "\(a) ~ \(b)") }
        let otherList = [("alertScheduleList", "alertSchedule"), ("alertList", "alertSchedules")]
        for (a, b) in otherList { XCTAssertNotEqual(NameEvidence.between(a, b)?.kind, .plural, "\(a) ≁ \(b)") }
    }

    /// Validic v1 → Inform: `SleepResponse {summary, sleep: [Sleep]}` → `{data: [Sleep]}`. A word without a plural names
    /// the list by the item's own name; the list-wrapper convention holds both ways.
    func testAListNamedAfterItsItemBecomesAGenericList() throws {
        XCTAssertTrue(NameEvidence.isListWrapperRename(old: "data", new: "sleep", itemModel: "Sleep"))
        XCTAssertTrue(NameEvidence.isListWrapperRename(old: "results", new: "heart_rate", itemModel: "HeartRate"))
        XCTAssertFalse(NameEvidence.isListWrapperRename(old: "data", new: "night", itemModel: "Sleep"))
        let sleep = "  - {name: Sleep, properties: [{name: duration, type: int32}]}\n"
        let old = try document("1", models: sleep + "  - {name: SleepResponse, properties: [{name: summary, type: string}, {name: sleep, type: \"array<Sleep>\", required: true}]}")
        let new = try document("2", models: sleep + "  - {name: SleepResponse, properties: [{name: data, type: \"array<Sleep>\", required: true}]}")
        XCTAssertEqual(renames(old, new), ["/models/SleepResponse/properties/sleep → /models/SleepResponse/properties/data"])
        // The items renamed too (Fitbit's `FriendsResponse {friends: [Friend]}` → `{data: [Person]}`): still the only list,
        // named after its old items, now generically.
        let friend = "  - {name: Friend, properties: [{name: user, type: string}]}\n"
        let person = "  - {name: Person, properties: [{name: attributes, type: string}, {name: type, type: string}]}\n"
        let friends = try document("1", models: friend + "  - {name: FriendsResponse, properties: [{name: friends, type: \"array<Friend>\"}]}")
        let people = try document("2", models: person + "  - {name: FriendsResponse, properties: [{name: data, type: \"array<Person>\"}]}")
        XCTAssertTrue(renames(friends, people).contains("/models/FriendsResponse/properties/friends → /models/FriendsResponse/properties/data"))
        // Not when the new model has two lists: which one holds the friends is not said.
        let two = try document("2", models: person + "  - {name: FriendsResponse, properties: [{name: data, type: \"array<Person>\"}, {name: included, type: \"array<Person>\"}]}")
        XCTAssertFalse(renames(friends, two).contains { $0.hasPrefix("/models/FriendsResponse/properties/friends →") })
        // Nor when the old model had two.
        let blocked = try document("1", models: friend + "  - {name: FriendsResponse, properties: [{name: friends, type: \"array<Friend>\"}, {name: blocked, type: \"array<Friend>\"}]}")
        XCTAssertFalse(renames(blocked, people).contains { $0.hasPrefix("/models/FriendsResponse/properties/friends →") })
        // One record is no list.
        let single = try document("1", models: sleep + "  - {name: SleepResponse, properties: [{name: summary, type: string}, {name: sleep, type: Sleep, required: true}]}")
        XCTAssertEqual(renames(single, new), [])
    }

    /// Zoho CRM v1 → v2: `POST /convertLead?leadId=` → `POST /Leads/{record_id}/actions/convert`, the lead's id moved from
    /// the query into the path. The only identifier that left the query (required) and the only path parameter that
    /// arrived are one value, whatever their names.
    func testAnIdentifierMovedBetweenTheQueryAndThePathContinues() throws {
        func lead(_ path: String, _ parameters: String) throws -> APIDocument {
            try document("1", endpoints: "  - {operationId: convertLead, method: POST, path: \"\(path)\", parameters: [\(parameters)]}")
        }
        let old = try lead("/Leads/convertLead", "{name: leadId, in: query, type: string, required: true}, {name: verbose, in: query, type: boolean}")
        let new = try lead("/Leads/{record_id}/actions/convert", "{name: record_id, in: path, type: string, required: true}")
        XCTAssertEqual(renames(old, new), ["/endpoints/convertLead/parameters/query/leadId → /endpoints/convertLead/parameters/path/record_id"])
        // Back out of the path (OKX's `/orders/{order_id}` → `/trade/order?ordId=`, required).
        let back = try lead("/Leads/convertLead", "{name: ordId, in: query, type: string, required: true}")
        XCTAssertEqual(renames(new, back), ["/endpoints/convertLead/parameters/path/record_id → /endpoints/convertLead/parameters/query/ordId"])

        // An optional identifier in the query is a filter, not the resource addressed.
        let optional = try lead("/Leads/convertLead", "{name: leadId, in: query, type: string}")
        XCTAssertEqual(renames(optional, new), [])
        // Two identifiers that left the query (a parent's and a child's) do not say which one the path holds.
        let two = try lead("/Leads/convertLead", "{name: leadId, in: query, type: string, required: true}, {name: ownerId, in: query, type: string, required: true}")
        XCTAssertEqual(renames(two, new), [])
        // Nor do two path parameters that arrived.
        let nested = try lead("/Leads/{module}/{record_id}/actions/convert",
                              "{name: module, in: path, type: string, required: true}, {name: record_id, in: path, type: string, required: true}")
        XCTAssertFalse(renames(old, nested).contains { $0.contains("leadId") })
        // A path identifier does not leave for a header: an id-named header that arrives is an idempotency or tracing key.
        let header = try lead("/Leads/convertLead", "{name: X-Idempotence-Uuid, in: header, type: string, required: true}")
        XCTAssertEqual(renames(new, header), [])
        // A name that is no identifier (`resource`) is left to the names.
        let resource = try lead("/Leads/convertLead", "{name: resource, in: query, type: string, required: true}")
        XCTAssertEqual(renames(resource, new), [])
    }

    /// Kiwi's Skypicker `GET /flights` → Tequila's `GET /v2/search`: the search form's parameters kept in another style
    /// (`flyFrom` → `fly_from`), so the search continues whatever its path and operation id became. Paging, sorting and
    /// other shaping parameters every list has say nothing; nor does a tie, another method, or too few kept.
    func testASearchThatKeptMostOfItsQueryParametersContinues() throws {
        let oldQuery = ["flyFrom", "to", "dateFrom", "dateTo", "returnFrom", "returnTo", "maxstopovers", "page", "limit"]
        let newQuery = ["fly_from", "fly_to", "date_from", "date_to", "return_from", "return_to", "max_stopovers", "vehicle_type", "limit"]
        let old = try document("1", endpoints: endpoint("get_flights", "/flights", query: oldQuery))
        let new = try document("2", endpoints: endpoint("get_v2_search", "/v2/search", query: newQuery))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/get_flights → /endpoints/get_v2_search"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/get_flights/parameters/query/dateFrom → /endpoints/get_v2_search/parameters/query/date_from"), "\(found)")

        // Two added searches with the same parameters: no one partner.
        let twice = try document("2", endpoints: endpoint("get_v2_search", "/v2/search", query: newQuery) + "\n"
            + endpoint("get_v2_nomad", "/v2/nomad", query: newQuery))
        XCTAssertFalse(renames(old, twice).contains { $0.hasPrefix("/endpoints/get_flights →") })
        // Another method.
        let posted = try document("2", endpoints: endpoint("post_v2_search", "/v2/search", method: "POST", query: newQuery))
        XCTAssertFalse(renames(old, posted).contains { $0.hasPrefix("/endpoints/get_flights →") })
        // Shaping parameters only (paging, sorting, fields, search text).
        let shaping = ["page", "per_page", "sort", "order", "fields", "q", "expand", "format"]
        let lists = try document("1", endpoints: endpoint("listFlights", "/flights", query: shaping))
        let others = try document("2", endpoints: endpoint("listHotels", "/hotels", query: shaping))
        XCTAssertEqual(renames(lists, others), [])
        // Four kept among ten: not most of the new form.
        let grown = try document("2", endpoints: endpoint("get_v2_search", "/v2/search", query: [
            "fly_from", "date_from", "date_to", "return_from", "adults", "children", "infants", "cabin", "currency", "locale_code",
        ]))
        XCTAssertFalse(renames(old, grown).contains { $0.hasPrefix("/endpoints/get_flights →") })
        // Three kept of four: most, but too few to define a form.
        let small = try document("1", endpoints: endpoint("get_flights", "/flights", query: ["flyFrom", "dateFrom", "dateTo", "adults"]))
        let smallNew = try document("2", endpoints: endpoint("get_v2_search", "/v2/search", query: ["fly_from", "date_from", "date_to", "infants"]))
        XCTAssertFalse(renames(small, smallNew).contains { $0.hasPrefix("/endpoints/get_flights →") })
    }

    /// Freshdesk v1 → v2: the contact endpoints answered `UserEnvelope {user: User}` and took `UserRequest {user: User}`;
    /// v2 answers a `Contact` (11 of the user's 12 members kept) and takes a `ContactInput` (9 kept). Both are the user
    /// in its envelope's place; the record that kept more members is the one it became.
    func testOfTwoRecordsKeptInItsPlaceTheOneThatKeptMoreContinues() throws {
        let kept = ["id", "name", "email", "phone", "mobile", "twitter_id", "address", "description", "job_title"]
        func members(_ names: [String]) -> String { names.map { "{name: \($0), type: string}" }.joined(separator: ", ") }
        let old = try document("1", models: """
          - {name: User, properties: [\(members(kept + ["language", "time_zone", "helpdesk_agent"]))]}
          - {name: UserEnvelope, properties: [{name: user, type: User, required: true}]}
          - {name: UserRequest, properties: [{name: user, type: User, required: true}]}
        """, endpoints: """
          - {operationId: get_contact, method: GET, path: "/contacts/{id}.json", parameters: [{name: id, in: path, type: string, required: true}], response: {type: UserEnvelope}}
          - {operationId: post_contact, method: POST, path: /contacts.json, parameters: [{name: body, in: body, type: UserRequest, required: true}], response: {type: UserEnvelope}}
        """)
        let new = try document("2", models: """
          - {name: Contact, properties: [\(members(kept + ["language", "time_zone", "view_all_tickets"]))]}
          - {name: ContactInput, properties: [\(members(kept + ["avatar"]))]}
        """, endpoints: """
          - {operationId: get_contact, method: GET, path: "/contacts/{id}", parameters: [{name: id, in: path, type: string, required: true}], response: {type: Contact}}
          - {operationId: post_contact, method: POST, path: /contacts, parameters: [{name: body, in: body, type: ContactInput, required: true}], response: {type: Contact}}
        """)
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/User → /models/Contact"), "\(found)")
        XCTAssertFalse(found.contains("/models/User → /models/ContactInput"), "\(found)")
    }

    /// GoDaddy Domains v1 → v2: `/domains/purchase/schema/{tld}` and `/domains/purchase/validate` →
    /// `/customers/{customerId}/domains/register/schema/{tld}` and `…/register/validate`. Aligned from their ends, the
    /// routes differ in one segment that only each side has, in two endpoints, and what follows it continues.
    func testRoutesWhoseResourceSegmentWasRenamedContinue() throws {
        let oldEndpoints = [
            endpoint("schema", "/domains/purchase/schema/{tld}"),
            endpoint("validate", "/domains/purchase/validate", method: "POST"),
            endpoint("available", "/domains/available"),
        ]
        let newEndpoints = [
            endpoint("registerSchema", "/customers/{customerId}/domains/register/schema/{tld}"),
            endpoint("registerValidate", "/customers/{customerId}/domains/register/validate", method: "POST"),
            endpoint("available", "/domains/available"),
        ]
        let old = try document("1", endpoints: oldEndpoints.joined(separator: "\n"))
        let new = try document("2", endpoints: newEndpoints.joined(separator: "\n"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/schema → /endpoints/registerSchema"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/validate → /endpoints/registerValidate"), "\(found)")

        // One endpoint alone is no evidence.
        let one = try document("1", endpoints: [oldEndpoints[0], oldEndpoints[2]].joined(separator: "\n"))
        let oneNew = try document("2", endpoints: [newEndpoints[0], newEndpoints[2]].joined(separator: "\n"))
        XCTAssertFalse(renames(one, oneNew).contains { $0.hasPrefix("/endpoints/schema →") })
        // Nothing after the renamed segment continues: a retired collection beside a new one of the same shape.
        let widgets = try document("1", endpoints: [endpoint("listWidgets", "/boards/{id}/widgets"), endpoint("getWidget", "/boards/{id}/widgets/{widget}")]
            .joined(separator: "\n"))
        let panels = try document("2", endpoints: [endpoint("listPanels", "/boards/{id}/panels"), endpoint("getPanel", "/boards/{id}/panels/{panel}")]
            .joined(separator: "\n"))
        XCTAssertEqual(renames(widgets, panels).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }, [])
        // Two segments renamed at once: the routes no longer say which resource continues.
        let twice = try document("2", endpoints: [
            endpoint("registerSchema", "/customers/{customerId}/zones/register/schema/{tld}"),
            endpoint("registerValidate", "/customers/{customerId}/zones/register/validate", method: "POST"),
            endpoint("available", "/available"),
        ].joined(separator: "\n"))
        XCTAssertFalse(renames(old, twice).contains { $0.hasPrefix("/endpoints/schema →") })
        // The old segment still served elsewhere: not renamed.
        let kept = try document("2", endpoints: (newEndpoints + [endpoint("purchase", "/domains/purchase", method: "POST")]).joined(separator: "\n"))
        XCTAssertFalse(renames(old, kept).contains { $0.hasPrefix("/endpoints/schema →") })
    }

    /// Dynamics CRM 2011 (OData v2) → Dataverse (OData v4): `GET /AccountSet` answered `AccountListEnvelope {d: AccountList
    /// {results: [Account], __next}}`, `GET /accounts` answers `AccountCollection {value: [account], @odata.nextLink}`. The
    /// envelope was dropped: the list continues as the collection (both list the same items), and its generic member
    /// name changed to another generic one.
    func testAnODataListEnvelopeDroppedLeavesTheListAsTheCollection() throws {
        let account = "  - {name: Account, properties: [{name: accountid, type: string}, {name: name, type: string}]}\n"
        let old = try document("1", models: account + """
          - {name: AccountList, properties: [{name: results, type: "array<Account>"}, {name: __next, type: url}]}
          - {name: AccountListEnvelope, properties: [{name: d, type: AccountList, required: true}]}
        """, endpoints: "  - {operationId: listAccounts, method: GET, path: /AccountSet, response: {type: AccountListEnvelope}}")
        // The entity itself renamed to its logical name, as Dataverse did (`Account` → `account`).
        let entity = "  - {name: account, properties: [{name: accountid, type: string}, {name: name, type: string}]}\n"
        let new = try document("2", models: entity + """
          - {name: AccountCollection, properties: [{name: odataContext, key: "@odata.context", type: url}, {name: value, type: "array<account>"}, {name: odataNextLink, key: "@odata.nextLink", type: url}]}
        """, endpoints: "  - {operationId: listAccounts, method: GET, path: /accounts, response: {type: AccountCollection}}")
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/AccountList → /models/AccountCollection"), "\(found)")
        XCTAssertTrue(found.contains("/models/AccountList/properties/results → /models/AccountCollection/properties/value"), "\(found)")
        XCTAssertFalse(found.contains("/models/AccountListEnvelope → /models/AccountCollection"), "\(found)")

        // Two generic names of lists of different items are two lists.
        let contact = "  - {name: Contact, properties: [{name: contactid, type: string}, {name: fullname, type: string}]}\n"
        let other = try document("2", models: account + contact + """
          - {name: AccountList, properties: [{name: value, type: "array<Contact>"}, {name: __next, type: url}]}
        """)
        let plain = try document("1", models: account + contact + """
          - {name: AccountList, properties: [{name: results, type: "array<Account>"}, {name: __next, type: url}]}
        """)
        XCTAssertFalse(renames(plain, other).contains("/models/AccountList/properties/results → /models/AccountList/properties/value"))
    }
}
