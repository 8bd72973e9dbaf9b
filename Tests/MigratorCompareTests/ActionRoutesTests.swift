@testable import MigratorCompare
import MigratorModel
import XCTest

/// A release that moved its action routes (`POST /meeting/get`, Zoom v1; `POST /campaigns/list.json`, Mailchimp 2.0) to
/// resource routes (`GET /meetings/{meetingId}`, `GET /campaigns`) keeps its operations: each action pairs with the one
/// resource route its action word leads to, and only in a release that changed style.
final class ActionRoutesTests: XCTestCase {
    private let models = """
      - name: Meeting
        properties:
          - {name: topic, type: string}
    """

    /// The renamed endpoints of comparing `old` with `new` (endpoint lines), as `old → new` operation ids.
    private func endpointRenames(old: String, new: String) throws -> [String] {
        let oldDocument = try CompareTestSupport.nativeDocument(service: "Meetings", version: "1", models: models, endpoints: old)
        let newDocument = try CompareTestSupport.nativeDocument(service: "Meetings", version: "2", models: models, endpoints: new)
        let guide = DocumentComparer().compare(oldDocument, newDocument)
        CompareTestSupport.assertApplyYieldsNew(oldDocument, guide, newDocument, "action routes")
        return guide.changes.filter { $0.kind == .renamed && $0.element == .endpoint }
            .map { "\($0.old?.split(separator: "/").last ?? "") → \($0.new?.split(separator: "/").last ?? "")" }.sorted()
    }

    private let actionRoutes = """
      - {operationId: listMeetingsCall, method: POST, path: /meeting/list, response: {type: "array<Meeting>"}}
      - {operationId: getMeetingCall, method: POST, path: /meeting/get, response: {type: Meeting}}
      - {operationId: createMeetingCall, method: POST, path: /meeting/create, parameters: [{name: body, in: body, type: Meeting, required: true}]}
      - {operationId: updateMeetingCall, method: POST, path: /meeting/update, parameters: [{name: body, in: body, type: Meeting, required: true}]}
      - {operationId: deleteMeetingCall, method: POST, path: /meeting/delete}
      - {operationId: sendInvitesCall, method: POST, path: /meeting/send.json}
      - {operationId: meetingRegistrantsCall, method: POST, path: /meeting/registrants.json, response: {type: "array<string>"}}
    """

    private let resourceRoutes = """
      - {operationId: meetings, method: GET, path: "/users/{userId}/meetings", parameters: [{name: userId, in: path, type: string, required: true}], response: {type: "array<Meeting>"}}
      - {operationId: meeting, method: GET, path: "/meetings/{meetingId}", parameters: [{name: meetingId, in: path, type: string, required: true}], response: {type: Meeting}}
      - {operationId: meetingCreate, method: POST, path: "/users/{userId}/meetings", parameters: [{name: userId, in: path, type: string, required: true}, {name: body, in: body, type: Meeting, required: true}]}
      - {operationId: meetingUpdate, method: PATCH, path: "/meetings/{meetingId}", parameters: [{name: meetingId, in: path, type: string, required: true}, {name: body, in: body, type: Meeting, required: true}]}
      - {operationId: meetingDelete, method: DELETE, path: "/meetings/{meetingId}", parameters: [{name: meetingId, in: path, type: string, required: true}]}
      - {operationId: meetingInvite, method: POST, path: "/meetings/{meetingId}/actions/send", parameters: [{name: meetingId, in: path, type: string, required: true}]}
      - {operationId: meetingRegistrants, method: GET, path: "/meetings/{meetingId}/registrants", parameters: [{name: meetingId, in: path, type: string, required: true}], response: {type: "array<string>"}}
    """

    func testEachActionPairsWithTheResourceRouteItsWordLeadsTo() throws {
        XCTAssertEqual(try endpointRenames(old: actionRoutes, new: resourceRoutes), [
            "createMeetingCall → meetingCreate", "deleteMeetingCall → meetingDelete", "getMeetingCall → meeting",
            "listMeetingsCall → meetings", "meetingRegistrantsCall → meetingRegistrants", "sendInvitesCall → meetingInvite",
            "updateMeetingCall → meetingUpdate",
        ])
    }

    func testTwoRoutesTheActionCouldLeadToPairNeither() throws {
        // A second item route of meetings (under a user) leaves the read ambiguous; the other actions still pair.
        let ambiguous = resourceRoutes + """

          - {operationId: userMeeting, method: GET, path: "/users/{userId}/meetings/{meetingId}", parameters: [{name: userId, in: path, type: string, required: true}, {name: meetingId, in: path, type: string, required: true}], response: {type: Meeting}}
        """
        let renames = try endpointRenames(old: actionRoutes, new: ambiguous)
        XCTAssertFalse(renames.contains { $0.hasPrefix("getMeetingCall") }, "\(renames)")
        XCTAssertTrue(renames.contains("deleteMeetingCall → meetingDelete"), "\(renames)")
    }

    func testOnlyAReleaseThatChangedStyleCounts() throws {
        // One action route among resource routes that stay: its removal is no change of style.
        let old = """
          - {operationId: listMeetings, method: GET, path: /meetings, response: {type: "array<Meeting>"}}
          - {operationId: createMeeting, method: POST, path: /meetings, parameters: [{name: body, in: body, type: Meeting, required: true}]}
          - {operationId: deleteMeetingCall, method: POST, path: /meeting/delete}
        """
        let new = """
          - {operationId: listMeetings, method: GET, path: /meetings, response: {type: "array<Meeting>"}}
          - {operationId: createMeeting, method: POST, path: /meetings, parameters: [{name: body, in: body, type: Meeting, required: true}]}
          - {operationId: removeMeeting, method: DELETE, path: "/meetings/{meetingId}", parameters: [{name: meetingId, in: path, type: string, required: true}]}
        """
        XCTAssertEqual(try endpointRenames(old: old, new: new), [])
        // A new version still in action style did not change style either.
        let stillActions = actionRoutes.replacingOccurrences(
            of: "  - {operationId: deleteMeetingCall, method: POST, path: /meeting/delete}\n", with: ""
        ) + """

          - {operationId: removeMeeting, method: DELETE, path: "/meetings/{meetingId}", parameters: [{name: meetingId, in: path, type: string, required: true}]}
        """
        XCTAssertFalse(stillActions.contains("deleteMeetingCall"))
        XCTAssertEqual(try endpointRenames(old: actionRoutes, new: stillActions), [])
        XCTAssertEqual(try endpointRenames(old: actionRoutes, new: resourceRoutes.replacingOccurrences(of: "meetingDelete", with: "removeMeeting"))
            .filter { $0.hasPrefix("delete") }, ["deleteMeetingCall → removeMeeting"])
    }

    private func endpoint(_ method: String, _ path: String) -> Endpoint {
        Endpoint(operationId: "op", method: method, path: path)
    }

    /// The action word is read as written (a plural noun names no action), a file extension is set aside on either side,
    /// and a segment may name the resource and the action at once (`users.list`).
    func testActionWordsAsWrittenExtensionsAndDottedMethods() {
        XCTAssertEqual(ActionRoutes.action(endpoint("POST", "/meeting/get"))?.action, .read)
        XCTAssertEqual(ActionRoutes.action(endpoint("POST", "/campaigns/list.json"))?.resource, "campaign")
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/project/updates"))?.action, .part("update"), "a plural noun is a part, not an update")
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/project/update"))?.action, .update)
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/api/users.list"))?.action, .list)
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/api/users.list"))?.resource, "user")
        XCTAssertNil(ActionRoutes.action(endpoint("GET", "/api/users.profile")), "a dotted name that is no action")
        XCTAssertNil(ActionRoutes.action(endpoint("DELETE", "/meeting/delete")), "only POST and GET calls are actions")
        XCTAssertTrue(ActionRoutes.continues("project", .read, endpoint("GET", "/projects/{id}.json"),
                                             segments: PathMoves.segments(endpoint("GET", "/projects/{id}.json")).map(ActionRoutes.withoutExtension)))
    }

    /// A read of a resource written in the plural, in a segment naming both (MapMyFitness 3.1's
    /// `/workouts/get_workouts`), lists the collection even with a required filter and an envelope response; the read of
    /// one (`get_workout`) reads an item. Before, both led to the item route and neither paired.
    func testAReadOfAPluralResourceListsTheCollection() throws {
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/workouts/get_workouts"))?.action, .list)
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/workouts/get_workouts"))?.resource, "workout")
        XCTAssertEqual(ActionRoutes.action(endpoint("GET", "/workouts/get_workout"))?.action, .read)
        XCTAssertEqual(ActionRoutes.action(endpoint("POST", "/workouts/create_workouts"))?.action, .create, "only a read lists")
        let old = """
          - {operationId: workouts_get_workouts, method: GET, path: /workouts/get_workouts, parameters: [{name: user_id, in: query, type: int64, required: true}], response: {type: Meeting}}
          - {operationId: workouts_get_workout, method: GET, path: /workouts/get_workout, parameters: [{name: workout_id, in: query, type: int64, required: true}], response: {type: Meeting}}
          - {operationId: workouts_create_workout, method: POST, path: /workouts/create_workout, parameters: [{name: body, in: body, type: Meeting, required: true}]}
        """
        let new = """
          - {operationId: listWorkouts, method: GET, path: /workout/, parameters: [{name: user, in: query, type: string, required: true}], response: {type: Meeting}}
          - {operationId: getWorkout, method: GET, path: "/workout/{id}/", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: Meeting}}
          - {operationId: createWorkout, method: POST, path: /workout/, parameters: [{name: body, in: body, type: Meeting, required: true}]}
        """
        XCTAssertEqual(try endpointRenames(old: old, new: new), [
            "workouts_create_workout → createWorkout", "workouts_get_workout → getWorkout", "workouts_get_workouts → listWorkouts",
        ])
    }

    /// At least two and at least half of the old endpoints are action routes, fewer than half of the new ones.
    func testTheStyleChangeBoundaries() {
        let actions = [endpoint("POST", "/a/get"), endpoint("POST", "/b/list")]
        let rest = [endpoint("GET", "/c"), endpoint("GET", "/d"), endpoint("GET", "/e")]
        XCTAssertTrue(ActionRoutes.changedStyle(old: actions + rest.prefix(2), new: rest), "2 of 4")
        XCTAssertFalse(ActionRoutes.changedStyle(old: actions + rest, new: rest), "2 of 5")
        XCTAssertFalse(ActionRoutes.changedStyle(old: [actions[0]], new: rest), "one action route")
        XCTAssertFalse(ActionRoutes.changedStyle(old: actions, new: [actions[0]]), "the new version still in action style")
        XCTAssertFalse(ActionRoutes.changedStyle(old: actions, new: [actions[0], rest[0]]), "half of the new one")
    }
}
