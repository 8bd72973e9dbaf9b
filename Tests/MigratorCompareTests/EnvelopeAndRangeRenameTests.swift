import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-first held-out part (marketing, scheduling and monitoring APIs) was unsealed
/// for tuning: an envelope's record or list under a generic name, a JSON:API resource's attributes spread onto the
/// resource, a path parameter that stays in the path next to a new query identifier, the bounds of a range a query
/// filters on, routes that lost a trailing slash or their version segment with their collection's plural, and a route
/// segment renamed to a synonym.
final class EnvelopeAndRangeRenameTests: ConventionRenameTestCase {
    /// `GET /v1/user` and `GET /v1/users` → `GET /v2/user` and `GET /v2/users`: the plain versionless route pairs each one
    /// for one; the singular form, which groups the two, only pairs what the plain form left alone.
    func testTheSingularVersionlessRouteLeavesPlainPairsAlone() throws {
        let old = try document("1", endpoints: """
        \(endpoint("me", "/v1/user"))
        \(endpoint("everyone", "/v1/users"))
        """)
        let new = try document("2", endpoints: """
        \(endpoint("currentAccount", "/v2/user"))
        \(endpoint("allAccounts", "/v2/users"))
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/everyone → /endpoints/allAccounts", "/endpoints/me → /endpoints/currentAccount"])
    }

    /// Pivotal Tracker v3 → v5: `POST /projects/{}/stories/{}/notes` → `…/comments`: the route but one segment, renamed to
    /// a synonym. A segment a word shorter (Swiftype's `document_types` → `documents`) or merely alike (`connections` →
    /// `connectors`) names another resource.
    func testARouteSegmentRenamedToASynonym() throws {
        func segments(_ path: String) -> [Substring] { ComparisonState.routeSegments(Endpoint(operationId: "op", method: "POST", path: path)) }
        XCTAssertNotNil(ComparisonState.relatedSegmentRoute(segments("/projects/{p}/stories/{s}/notes"), segments("/projects/{p}/stories/{s}/comments")))
        XCTAssertNil(ComparisonState.relatedSegmentRoute(segments("/engines/{e}/document_types"), segments("/engines/{e}/documents")))
        XCTAssertNil(ComparisonState.relatedSegmentRoute(segments("/boards/{b}/connections"), segments("/boards/{b}/connectors")))
        XCTAssertNil(ComparisonState.relatedSegmentRoute(segments("/notes/{id}/comments"), segments("/comments/{id}/notes")), "two segments")
        let old = try document("1", endpoints: endpoint("post_story_notes", "/projects/{project_id}/stories/{story_id}/notes", method: "POST"))
        let new = try document("2", endpoints: endpoint("create_story_remark", "/projects/{project_id}/stories/{story_id}/comments", method: "POST"))
        XCTAssertEqual(renames(old, new), ["/endpoints/post_story_notes → /endpoints/create_story_remark"])
        let other = try document("2", endpoints: endpoint("create_story_remark", "/projects/{project_id}/stories/{story_id}/comments", method: "PUT"))
        XCTAssertEqual(renames(old, other), [], "another method")
    }

    /// StatusCake's `GET /ContactGroups/` → `GET /contact-groups` (a trailing slash and another style), Klaviyo's `GET
    /// /v2/list/{list_id}` → `GET /lists/{id}/` (the version gone, the collection in the plural): the same route, whatever
    /// the operation ids say.
    func testARouteWithoutItsTrailingSlashOrVersion() throws {
        func route(_ path: String) -> String { ComparisonState.route(Endpoint(operationId: "op", method: "GET", path: path)) }
        XCTAssertEqual(route("/ContactGroups/"), "GET /ContactGroups")
        XCTAssertEqual(route("/"), "GET /")
        func versionless(_ path: String) -> String {
            ComparisonState.singularRouteWithoutVersions(Endpoint(operationId: "op", method: "GET", path: path))
        }
        XCTAssertEqual(versionless("/v2/list/{list_id}"), versionless("/lists/{id}/"))
        XCTAssertNotEqual(versionless("/v2/list/{list_id}"), versionless("/lists"))

        let old = try document("1", endpoints: """
        \(endpoint("get_contactgroups", "/ContactGroups/"))
        \(endpoint("lookup", "/v2/list/{list_id}"))
        \(endpoint("getLists", "/v2/lists"))
        """)
        let new = try document("2", endpoints: """
        \(endpoint("list_contact_groups", "/contact-groups"))
        \(endpoint("get_list", "/lists/{id}/"))
        \(endpoint("get_lists", "/lists/"))
        \(endpoint("get_list_profiles", "/lists/{id}/profiles/"))
        """)
        let found = renames(old, new)
        for pair in ["/endpoints/get_contactgroups → /endpoints/list_contact_groups", "/endpoints/lookup → /endpoints/get_list",
                     "/endpoints/getLists → /endpoints/get_lists"] {
            XCTAssertTrue(found.contains(pair), "\(pair) in \(found)")
        }
        XCTAssertFalse(found.contains { $0.hasSuffix("get_list_profiles") }, "\(found)")
    }

    /// The members of a Cal.com booking, kept when `Booking` became `BookingOutput`.
    private let bookingMembers = "{name: id, type: int64, required: true}, {name: title, type: string, required: true}, "
        + "{name: start, type: date-time, required: true}, {name: end, type: date-time, required: true}"

    /// Cal.com v1 → v2: `{booking: Booking}` → `{status, data: BookingOutput}` and `{bookings: [Booking]}` → `{status,
    /// data: [BookingOutput]}`: the record and the list named after the record's old name, then generically. Calendly's
    /// `{data: User}` → `{resource: User}`: one generic name for another.
    func testAnEnvelopesRecordUnderAGenericName() throws {
        let old = try document("1", models: """
          - {name: Booking, properties: [\(bookingMembers)]}
          - {name: BookingResponse, properties: [{name: booking, type: Booking, required: true}]}
          - {name: BookingListResponse, properties: [{name: bookings, type: "array<Booking>", required: true}]}
          - {name: User, properties: [{name: id, type: string}, {name: email, type: string}, {name: slug, type: string}]}
          - {name: UserResponse, properties: [{name: data, type: User, required: true}]}
        """, endpoints: """
        \(endpoint("getBooking", "/bookings/{id}", response: "BookingResponse"))
        \(endpoint("listBookings", "/bookings", response: "BookingListResponse"))
        \(endpoint("getUser", "/users/{id}", response: "UserResponse"))
        """)
        let new = try document("2", models: """
          - {name: BookingOutput, properties: [\(bookingMembers)]}
          - {name: BookingResponse, properties: [{name: status, type: string, required: true}, {name: data, type: BookingOutput, required: true}]}
          - {name: BookingListResponse, properties: [{name: status, type: string, required: true}, {name: data, type: "array<BookingOutput>", required: true}]}
          - {name: User, properties: [{name: id, type: string}, {name: email, type: string}, {name: slug, type: string}]}
          - {name: UserResponse, properties: [{name: resource, type: User, required: true}]}
        """, endpoints: """
        \(endpoint("getBooking", "/bookings/{id}", response: "BookingResponse"))
        \(endpoint("listBookings", "/bookings", response: "BookingListResponse"))
        \(endpoint("getUser", "/users/{id}", response: "UserResponse"))
        """)
        let found = renames(old, new)
        for pair in ["/models/BookingResponse/properties/booking → /models/BookingResponse/properties/data",
                     "/models/BookingListResponse/properties/bookings → /models/BookingListResponse/properties/data",
                     "/models/UserResponse/properties/data → /models/UserResponse/properties/resource"] {
            XCTAssertTrue(found.contains(pair), "\(pair) in \(found)")
        }
    }

    /// A member named for the role its record plays (`owner: User`) is not an envelope's record, and of two members of
    /// the record's type left on one side none is.
    func testARoleNameOrTwoRecordsAreNoEnvelope() throws {
        let user = "{name: id, type: string}, {name: email, type: string}"
        let old = try document("1", models: """
          - {name: User, properties: [\(user)]}
          - {name: Project, properties: [{name: title, type: string}, {name: owner, type: User}]}
          - {name: Team, properties: [{name: data, type: User}, {name: lead, type: User}]}
        """, endpoints: """
        \(endpoint("getProject", "/projects/{id}", response: "Project"))
        \(endpoint("getTeam", "/teams/{id}", response: "Team"))
        """)
        let new = try document("2", models: """
          - {name: User, properties: [\(user)]}
          - {name: Project, properties: [{name: title, type: string}, {name: data, type: User}]}
          - {name: Team, properties: [{name: resource, type: User}, {name: manager, type: User}]}
        """, endpoints: """
        \(endpoint("getProject", "/projects/{id}", response: "Project"))
        \(endpoint("getTeam", "/teams/{id}", response: "Team"))
        """)
        let found = renames(old, new)
        XCTAssertFalse(found.contains { $0.hasPrefix("/models/Project/properties/owner →") }, "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("/models/Team/properties/data →") }, "\(found)")
        // Directly: a role name is neither a generic name nor its type's.
        var owner = MemberFacts(names: ["owner"], index: 0, description: nil, required: false, type: "User")
        var data = MemberFacts(names: ["data"], index: 0, description: nil, required: false, type: "User")
        (owner.objectModel, data.objectModel) = ("User", "User")
        XCTAssertFalse(MemberRenameScorer.isEnvelopeMemberRename(owner, data))
        var user2 = MemberFacts(names: ["user"], index: 0, description: nil, required: false, type: "User")
        user2.objectModel = "User"
        XCTAssertTrue(MemberRenameScorer.isEnvelopeMemberRename(user2, data))
        // Named after its type on both sides, the model renamed: no generic name, so the convention says nothing.
        var account = MemberFacts(names: ["account"], index: 0, description: nil, required: false, type: "User")
        account.objectModel = "Account"
        XCTAssertFalse(MemberRenameScorer.isEnvelopeMemberRename(user2, account))
    }

    /// Calendly v1 → v2: `EventTypeListResponse {data: [EventType], included: [User]}` → `{collection: [EventType],
    /// pagination}`: one generic list name for another, though the old model had two lists.
    func testOneGenericListNameForAnother() throws {
        let eventType = "{name: slug, type: string}, {name: duration, type: int32}, {name: color, type: string}"
        let user = "{name: email, type: string}, {name: timezone, type: string}"
        let old = try document("1", models: """
          - {name: EventType, properties: [\(eventType)]}
          - {name: User, properties: [\(user)]}
          - {name: EventTypeListResponse, properties: [{name: data, type: "array<EventType>", required: true}, {name: included, type: "array<User>"}]}
        """, endpoints: endpoint("listEventTypes", "/event_types", response: "EventTypeListResponse"))
        let new = try document("2", models: """
          - {name: EventType, properties: [\(eventType)]}
          - {name: User, properties: [\(user)]}
          - {name: Pagination, properties: [{name: next_page, type: string}]}
          - {name: EventTypeListResponse, properties: [{name: collection, type: "array<EventType>", required: true}, {name: pagination, type: Pagination, required: true}]}
        """, endpoints: endpoint("listEventTypes", "/event_types", response: "EventTypeListResponse"))
        XCTAssertTrue(renames(old, new).contains("/models/EventTypeListResponse/properties/data → /models/EventTypeListResponse/properties/collection"))
    }

    /// The `movedFrom` of every added property of `model`, by key.
    private func movedFrom(_ old: APIDocument, _ new: APIDocument, model: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for change in DocumentComparer().compare(old, new).changes where change.kind == .added && change.element == .property {
            guard let path = change.new, path.hasPrefix("/models/\(model)/properties/") else { continue }
            result[String(path.split(separator: "/").last ?? "")] = change.movedFrom ?? []
        }
        return result
    }

    /// Calendly v1 → v2: a JSON:API `User {id, type, attributes: UserAttributes}` spread its attributes onto the user.
    /// With the object flattened whole, `name` and `created_at` came out too, though every object may have its own; with
    /// two members only beside them, they did not.
    func testAnObjectFlattenedWholeBringsOutItsCommonNames() throws {
        func pair(attributes: [String]) throws -> (APIDocument, APIDocument) {
            let members = attributes.map { "{name: \($0), type: string}" }.joined(separator: ", ")
            let old = try document("1", models: """
              - {name: UserAttributes, properties: [{name: name, type: string}, {name: created_at, type: date-time}, \(members)]}
              - {name: User, properties: [{name: id, type: string, required: true}, {name: attributes, type: UserAttributes, required: true}]}
            """, endpoints: endpoint("getUser", "/users/{id}", response: "User"))
            let new = try document("2", models: """
              - {name: User, properties: [{name: uri, type: string, required: true}, {name: name, type: string}, {name: created_at, type: date-time}, \(members)]}
            """, endpoints: endpoint("getUser", "/users/{id}", response: "User"))
            return (old, new)
        }
        let (old, new) = try pair(attributes: ["email", "slug", "timezone"])
        let moved = movedFrom(old, new, model: "User")
        XCTAssertEqual(moved["name"], ["attributes", "name"])
        XCTAssertEqual(moved["created_at"], ["attributes", "created_at"])
        XCTAssertEqual(moved["email"], ["attributes", "email"])

        let (fewOld, fewNew) = try pair(attributes: ["email", "slug"])
        let fewMoved = movedFrom(fewOld, fewNew, model: "User")
        XCTAssertEqual(fewMoved["name"], [])
        XCTAssertEqual(fewMoved["email"], ["attributes", "email"])

    }

    /// Nylas v2 → v3: `DELETE /events/{id}` → `/grants/{grant_id}/events/{event_id}?calendar_id=`: the event's id stays in
    /// the path under another name; the new query identifier is another one.
    func testAPathIdentifierStaysInThePathBesideANewQueryIdentifier() throws {
        let old = try document("1", endpoints: endpoint("deleteEvent", "/events/{id}", method: "DELETE", query: ["notify_participants"]))
        let new = try document("2", endpoints: """
          - {operationId: deleteEvent, method: DELETE, path: "/grants/{grant_id}/events/{event_id}", parameters: [{name: grant_id, in: path, type: string, required: true}, {name: event_id, in: path, type: string, required: true}, {name: calendar_id, in: query, type: string, required: true}, {name: notify_participants, in: query, type: string}]}
        """)
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/deleteEvent/parameters/path/id → /endpoints/deleteEvent/parameters/path/event_id"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("calendar_id") }, "\(found)")
        // Directly: with a path parameter arriving, the identifier did not move out of the path.
        let removed = [Parameter(name: "id", location: .path, type: .scalar(.string), required: true)]
        let intoQuery = [Parameter(name: "calendar_id", location: .query, type: .scalar(.string), required: true)]
        XCTAssertNotNil(IdentifierMoves.move(removed: removed, added: intoQuery))
        let alsoPath = intoQuery + [Parameter(name: "event_id", location: .path, type: .scalar(.string), required: true)]
        XCTAssertNil(IdentifierMoves.move(removed: removed, added: alsoPath))
    }

    /// One query parameter line of a given type.
    private func query(_ name: String, _ type: String = "date-time") -> String { "{name: \(name), in: query, type: \(type)}" }

    /// ConvertKit v3 → Kit v4: `updated_from`, `updated_to` → `updated_after`, `updated_before`; Pivotal Tracker's
    /// `occurred_since_date` → `occurred_after`; Eventbrite's `modified_after` → `changed_since` (synonyms); Google
    /// Calendar's `start-max` → `timeMax` (the only upper bounds, one naming the start it bounds).
    func testTheBoundsOfARangeKeepTheirSubject() throws {
        let cases: [([String], [String], [String])] = [
            ([query("updated_from"), query("updated_to"), query("status", "string")],
             [query("updated_after"), query("updated_before"), query("status", "string")],
             ["updated_from → updated_after", "updated_to → updated_before"]),
            ([query("occurred_since_date")], [query("occurred_after")], ["occurred_since_date → occurred_after"]),
            ([query("modified_after")], [query("changed_since")], ["modified_after → changed_since"]),
            ([query("start-min"), query("start-max")], [query("timeMin"), query("timeMax")], ["start-max → timeMax", "start-min → timeMin"]),
        ]
        for (oldQuery, newQuery, expected) in cases {
            let old = try document("1", endpoints: "  - {operationId: list, method: GET, path: /items, parameters: [\(oldQuery.joined(separator: ", "))]}")
            let new = try document("2", endpoints: "  - {operationId: list, method: GET, path: /items, parameters: [\(newQuery.joined(separator: ", "))]}")
            let found = renames(old, new).map { $0.replacingOccurrences(of: "/endpoints/list/parameters/query/", with: "") }
            XCTAssertEqual(found, expected)
        }
    }

    /// Kit's `after` and `before` are page cursors (a bound word alone, not a date), Pipedrive's `start_date` is not its
    /// `updated_since` (another subject), and a lower bound is never an upper one.
    func testBoundsOfAnotherSubjectOrDirectionOrCursorsAreNoRename() throws {
        let cases: [([String], [String])] = [
            ([query("since")], [query("after", "string")]),
            ([query("start_date"), query("end_date")], [query("updated_since"), query("updated_until")]),
            ([query("created_from")], [query("created_until")]),
            // Two new lower bounds of one subject: which one continues the old is not for the name to say.
            ([query("updated_from")], [query("updated_after"), query("updated_since")]),
            ([query("updated_from"), query("updated_since")], [query("updated_after")]),
            // A bound alone against the start's upper bound.
            ([query("from")], [query("start-max")]),
            // A bound alone, with another lower bound beside it: which range it bounded is not for the name to say.
            ([query("from"), query("created_from")], [query("start-min")]),
        ]
        for (oldQuery, newQuery) in cases {
            let old = try document("1", endpoints: "  - {operationId: list, method: GET, path: /items, parameters: [\(oldQuery.joined(separator: ", "))]}")
            let new = try document("2", endpoints: "  - {operationId: list, method: GET, path: /items, parameters: [\(newQuery.joined(separator: ", "))]}")
            XCTAssertEqual(renames(old, new), [], "\(oldQuery) → \(newQuery)")
        }
        XCTAssertNil(RangeBounds.bound(of: "after", type: "string"))
        XCTAssertNil(RangeBounds.bound(of: "start", type: "int32"), "a page's first item")
        XCTAssertNil(RangeBounds.bound(of: "startIndex", type: "int32"), "a page's first item")
        XCTAssertEqual(RangeBounds.bound(of: "start", type: "date-time"), RangeBounds.Bound(lower: true, subject: []))
        XCTAssertEqual(RangeBounds.bound(of: "createDateStart", type: "date-time"), RangeBounds.Bound(lower: true, subject: ["create"]))
    }

    /// Pingdom 2.1 → 3.1: a team's `users` became its `members`; the two words are one group of the lexicon.
    func testAUserIsAMember() {
        XCTAssertEqual(NameEvidence.between("users", "members")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("user_id", "memberId")?.kind, .synonym)
        XCTAssertNotEqual(NameEvidence.between("users", "owners")?.kind, .synonym)
    }
}
