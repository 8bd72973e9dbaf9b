import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Values that moved between an RPC call's request body and its successor's path, query, header or cookie parameters
/// (``ComparisonState/bodyParameterMoves(_:_:removed:added:)``): the parameter change says where the value went or came
/// from, the removal and the addition both stay.
final class BodyParameterMoveTests: ConventionRenameTestCase {
    /// SurveyMonkey v2's survey list request, sent only as a request body, and a survey.
    let oldModels = """
      - name: GetSurveyListRequest
        properties:
          - {name: page, type: int32}
          - {name: page_size, type: int32}
          - {name: title, type: string}
          - {name: fields, type: "array<string>"}
      - {name: Survey, properties: [{name: id, type: string}, {name: title, type: string}]}
    """

    /// The old call and its v3 successor, paired by a hint so that only the parameter pass is tested.
    func surveyLists(newQuery: [String] = ["page: int32", "per_page: int32", "title: string"], bodyModel: String = "GetSurveyListRequest",
                     answersBody: Bool = false, options: CompareOptions? = nil) throws -> MigrationGuide {
        let old = try document("2", models: oldModels, endpoints: """
          - {operationId: getSurveyList, method: POST, path: /surveys/get_survey_list, parameters: [{name: body, in: body, type: \(bodyModel), required: true}], response: {type: "\(answersBody ? bodyModel : "array<Survey>")"}}
        """)
        let query = newQuery.map { line -> String in
            let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            return "{name: \(parts[0]), in: query, type: \"\(parts[1])\"}"
        }
        let new = try document("3", models: "  - {name: Survey, properties: [{name: id, type: string}, {name: title, type: string}]}", endpoints: """
          - {operationId: getSurveys, method: GET, path: /surveys, parameters: [\(query.joined(separator: ", "))], response: {type: "array<Survey>"}}
        """)
        let hint = RenameHint(parent: nil, old: "getSurveyList", new: "getSurveys")
        let guide = DocumentComparer(options: options ?? CompareOptions(renames: [hint])).compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "survey lists")
        XCTAssertFalse(GuideValidator(file: "moves").validate(guide).hasErrors, "\(GuideValidator(file: "moves").validate(guide).all)")
        return guide
    }

    /// The `movedFrom` of each added query parameter of `getSurveys`, by name.
    func outOfBody(_ guide: MigrationGuide) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for change in guide.changes where change.kind == .added && change.element == .parameter {
            if let movedFrom = change.movedFrom { result[String(change.new?.split(separator: "/").last ?? "")] = movedFrom }
        }
        return result
    }

    /// SurveyMonkey v2 → v3: `page`, `page_size` and `title` left the request body for the query (`page_size` as
    /// `per_page`, a known synonym); `fields` found no parameter. The sentence and the rejection name the move.
    func testBodyMembersThatBecameQueryParametersSayWhereTheyCameFrom() throws {
        let guide = try surveyLists()
        XCTAssertEqual(outOfBody(guide), ["page": ["body", "page"], "per_page": ["body", "page_size"], "title": ["body", "title"]])
        let perPage = try XCTUnwrap(guide.changes.first { $0.new == "/endpoints/getSurveys/parameters/query/per_page" })
        XCTAssertEqual(ChangeDescription.sentence(perPage), "parameter `getSurveys.query per_page` added, moved out of `body.page_size`")
        XCTAssertEqual(ChangeDescription.rejectionArgument(perPage), "getSurveys.body.page_size=query:per_page")
        XCTAssertTrue(perPage.note?.contains("page_size") ?? false, perPage.note ?? "")
        // The body is still removed: the old signature stays, and nothing else reads the move.
        XCTAssertTrue(guide.changes.contains { $0.kind == .removed && $0.old == "/endpoints/getSurveyList/parameters/body/body" })
        // A reviewer's rejection leaves that one parameter added without a source.
        let rejection = try XCTUnwrap(RenameHint(parsing: "getSurveys.body.page_size=query:per_page"))
        let hint = RenameHint(parent: nil, old: "getSurveyList", new: "getSurveys")
        let rejected = try surveyLists(options: CompareOptions(renames: [hint], rejectedRenames: [rejection]))
        XCTAssertEqual(outOfBody(rejected), ["page": ["body", "page"], "title": ["body", "title"]])
    }

    /// A body that is also a response (a resource, not an RPC request), another type of value, two parameters one word
    /// apart from one member, or a one-word identity name one word apart: no move.
    func testResourcesOtherValuesAmbiguityAndLoneIdentityNamesMoveNothing() throws {
        XCTAssertEqual(outOfBody(try surveyLists(answersBody: true)), [:], "the body model is also an answer")
        XCTAssertEqual(outOfBody(try surveyLists(newQuery: ["title: array<string>"])), [:], "a list is no single title")
        XCTAssertEqual(outOfBody(try surveyLists(newQuery: ["title_text: string", "title_id: string"])), [:], "title could be either")
        XCTAssertEqual(outOfBody(try surveyLists(newQuery: ["title_id: string"])), ["title_id": ["body", "title"]], "one word apart, one candidate")
        XCTAssertEqual(outOfBody(try surveyLists(newQuery: ["title_id: int64"])), [:], "one word apart needs the same type")
        let withId = oldModels.replacingOccurrences(of: "- {name: title, type: string}", with: "- {name: id, type: string}")
        let old = try document("2", models: withId, endpoints: """
          - {operationId: getSurvey, method: POST, path: /surveys/get, parameters: [{name: body, in: body, type: GetSurveyListRequest, required: true}]}
        """)
        let new = try document("3", endpoints: """
          - {operationId: getSurvey, method: GET, path: "/surveys/{survey_id}", parameters: [{name: survey_id, in: path, type: string, required: true}]}
        """)
        let moves = DocumentComparer().compare(old, new).changes.compactMap(\.movedFrom)
        XCTAssertEqual(moves, [], "`id` → `survey_id` is one identity word apart")
    }

    /// Zoom v1 → v2: a meeting's `topic` and `duration` went from the query into the new request body, and the user id
    /// stayed in the path; an old path parameter moves into the body only when its slot left the route (Recurly's
    /// `{plan_code}` → `{plan_id}` keeps it).
    func testParametersThatMovedIntoTheBodySayWhereTheyWent() throws {
        let newModels = """
          - {name: MeetingCreate, properties: [{name: topic, type: string}, {name: duration, type: int32}, {name: user_id, type: string}]}
        """
        let old = try document("1", endpoints: """
          - {operationId: createMeeting, method: POST, path: "/users/{user_id}/meetings", parameters: [{name: user_id, in: path, type: string, required: true}, {name: topic, in: query, type: string}, {name: duration, in: query, type: int64}]}
        """)
        let new = try document("2", models: newModels, endpoints: """
          - {operationId: createMeeting, method: POST, path: "/users/{userId}/meetings", parameters: [{name: userId, in: path, type: string, required: true}, {name: body, in: body, type: MeetingCreate, required: true}]}
        """)
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "meetings")
        XCTAssertFalse(GuideValidator(file: "moves").validate(guide).hasErrors)
        let moved = Dictionary(uniqueKeysWithValues: guide.changes.filter { $0.kind == .removed && $0.movedTo != nil }.map { ($0.old ?? "", $0.movedTo ?? []) })
        XCTAssertEqual(moved, [
            "/endpoints/createMeeting/parameters/query/topic": ["body", "topic"],
            "/endpoints/createMeeting/parameters/query/duration": ["body", "duration"],
        ])
        let topic = try XCTUnwrap(guide.changes.first { $0.old == "/endpoints/createMeeting/parameters/query/topic" })
        XCTAssertEqual(ChangeDescription.sentence(topic), "parameter `createMeeting.query topic` moved into `body.topic`")
        XCTAssertEqual(ChangeDescription.rejectionArgument(topic), "createMeeting.topic=body.topic")
        // Recurly v2 → v3: the plan's route kept its slot (`{plan_code}` → `{plan_id}`), so `plan_code` did not leave the
        // route for the body, whatever the body now holds.
        let plans = try document("2", endpoints: """
          - {operationId: updatePlan, method: PUT, path: "/plans/{plan_code}", parameters: [{name: plan_code, in: path, type: string, required: true}]}
        """)
        let plansNew = try document("3", models: "  - {name: PlanUpdate, properties: [{name: plan_code, type: string}]}", endpoints: """
          - {operationId: updatePlan, method: PUT, path: "/plans/{plan_id}", parameters: [{name: plan_id, in: path, type: string, required: true}, {name: body, in: body, type: PlanUpdate, required: true}]}
        """)
        let hint = RenameHint(parent: "updatePlan", old: "plan_code", new: "plan_id")
        let notMoved = RenameHint(parent: "updatePlan", old: "plan_code", new: "path:plan_id")
        XCTAssertEqual(DocumentComparer(options: CompareOptions(rejectedRenames: [hint, notMoved])).compare(plans, plansNew).changes.compactMap(\.movedTo), [])
        let rejection = try XCTUnwrap(RenameHint(parsing: "createMeeting.topic=body.topic"))
        let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new)
        XCTAssertEqual(rejected.changes.filter { $0.movedTo != nil }.compactMap(\.old), ["/endpoints/createMeeting/parameters/query/duration"])
    }

    /// MapMyFitness 3.1 → 7.1: `DeleteRouteRequest.route_id` became the new route's `{id}` after `/route/`. Not when
    /// the segment before the placeholder names another resource, when two identifiers could fill it, or when rejected.
    func testABodysIdentifierOfTheItemBecomesTheRoutesPlaceholder() throws {
        func moves(member: String = "route_id", second: String? = nil, path: String = "/route/{id}/", rejected: [RenameHint] = []) throws -> [String] {
            let members = ["{name: \(member), type: string}"] + (second.map { ["{name: \($0), type: string}"] } ?? [])
            let old = try document("3", models: "  - {name: DeleteRouteRequest, properties: [\(members.joined(separator: ", "))]}", endpoints: """
              - {operationId: deleteRoute, method: POST, path: /routes/delete_route, parameters: [{name: body, in: body, type: DeleteRouteRequest, required: true}]}
            """)
            let new = try document("7", endpoints: """
              - {operationId: deleteRoute, method: DELETE, path: "\(path)", parameters: [{name: id, in: path, type: string, required: true}]}
            """)
            let guide = DocumentComparer(options: CompareOptions(rejectedRenames: rejected)).compare(old, new)
            CompareTestSupport.assertApplyYieldsNew(old, guide, new, "routes")
            return guide.changes.compactMap { change in change.movedFrom.map { "\(change.new ?? "") ← \($0.joined(separator: "."))" } }
        }
        XCTAssertEqual(try moves(), ["/endpoints/deleteRoute/parameters/path/id ← body.route_id"])
        XCTAssertEqual(try moves(path: "/routes/{id}"), ["/endpoints/deleteRoute/parameters/path/id ← body.route_id"], "the plural names it too")
        XCTAssertEqual(try moves(path: "/workout/{id}/"), [], "the placeholder is a workout's")
        XCTAssertEqual(try moves(member: "route_name"), [], "a name is no identifier")
        XCTAssertEqual(try moves(second: "route_key"), [], "two identifiers of the route")
        let rejection = try XCTUnwrap(RenameHint(parsing: "deleteRoute.body.route_id=path:id"))
        XCTAssertEqual(try moves(rejected: [rejection]), [])
    }

    /// CiviCRM APIv3 → APIv4: `Contact.create` took `contact_type` and `last_name` in the query; APIv4 sends
    /// `{values: ContactInput, checkPermissions}`, so the values moved into the body's `values` object. Not when that
    /// object model is also an answer.
    func testParametersThatMovedIntoAnObjectTheBodyHoldsNameTheHolder() throws {
        func moves(answered: Bool = false) throws -> [String] {
            let old = try document("3", endpoints: """
              - {operationId: Contact.create, method: POST, path: /contact/create, parameters: [{name: contact_type, in: query, type: string}, {name: last_name, in: query, type: string}]}
            """)
            let models = """
              - {name: ContactCreate, properties: [{name: values, type: ContactInput}, {name: checkPermissions, type: boolean}]}
              - {name: ContactInput, properties: [{name: contact_type, type: string}, {name: last_name, type: string}]}
            """
            let new = try document("4", models: models, endpoints: """
              - {operationId: Contact.create, method: POST, path: /Contact/create, parameters: [{name: body, in: body, type: ContactCreate, required: true}]\(answered ? ", response: {type: ContactInput}" : "")}
            """)
            let guide = DocumentComparer().compare(old, new)
            CompareTestSupport.assertApplyYieldsNew(old, guide, new, "contacts")
            XCTAssertFalse(GuideValidator(file: "moves").validate(guide).hasErrors)
            return guide.changes.compactMap { change in change.movedTo.map { "\(change.old ?? "") → \($0.joined(separator: "."))" } }
        }
        XCTAssertEqual(try moves(), [
            "/endpoints/Contact.create/parameters/query/contact_type → body.values.contact_type",
            "/endpoints/Contact.create/parameters/query/last_name → body.values.last_name",
        ])
        XCTAssertEqual(try moves(answered: true), [], "a contact that is also answered is a resource")
    }

    /// The validator accepts `["body", member]` (or `["body", holder, member]`) on a removed or added path, query,
    /// header or cookie parameter, and rejects other forms.
    func testTheValidatorKnowsParameterMoves() {
        func problems(_ change: Change) -> [String] {
            GuideValidator(file: "g").validate(MigrationGuide(service: "S", from: "1", to: "2", changes: [change])).all.map(\.message)
        }
        var added = Change(kind: .added, element: .parameter, old: nil, new: "/endpoints/op/parameters/query/per_page",
                           definition: .object(["name": .string("per_page"), "in": .string("query"), "type": .string("int32")]),
                           breaking: false, solvable: true)
        added.movedFrom = ["body", "page_size"]
        XCTAssertEqual(problems(added), [])
        added.movedFrom = ["body", "paging", "page_size"]
        XCTAssertEqual(problems(added), [])
        added.movedFrom = ["links", "page_size"]
        XCTAssertEqual(problems(added).count, 1)
        added.movedFrom = ["body", "a", "b", "c"]
        XCTAssertEqual(problems(added).count, 1)
        var body = Change(kind: .removed, element: .parameter, old: "/endpoints/op/parameters/body/body", new: nil, breaking: false, solvable: true)
        body.movedTo = ["body", "x"]
        XCTAssertEqual(problems(body).count, 1)
    }
}
