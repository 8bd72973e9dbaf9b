import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// How `migrate` plans a guide's value moved out of a request body into a parameter (`movedFrom: [body, member]` on an
/// added parameter): filled from the old body's member when that is a direct member of the parameter's Swift type and
/// wire form (``EndpointPlan/bodySources``); any other move, and every move into the body (`movedTo`), is not followed
/// and the plan warns at the guide change's field instead of dropping the link silently.
final class BodyParameterMovePlanTests: XCTestCase {
    func testAValueMovedOutOfTheBodyIsFilledFromItOrReportedAsNotFollowed() throws {
        func load(_ version: String, _ text: String) throws -> APIDocument {
            try DocumentLoader().load(data: Data(text.utf8), file: "surveys-\(version).yaml").document
        }
        let old = try load("2", """
        migrator-document: "1"
        service: {name: Surveys, version: "2"}
        models:
          - {name: GetSurveyListRequest, properties: [{name: page, type: int32}, {name: page_size, type: int32}]}
        endpoints:
          - {operationId: getSurveyList, method: POST, path: /surveys/get_survey_list, parameters: [{name: body, in: body, type: GetSurveyListRequest, required: true}]}
        """)
        let new = try load("3", """
        migrator-document: "1"
        service: {name: Surveys, version: "3"}
        endpoints:
          - {operationId: getSurveys, method: GET, path: /surveys, parameters: [{name: page, in: query, type: int32}, {name: per_page, in: query, type: int32}]}
        """)
        let guide = DocumentComparer(options: CompareOptions(renames: [RenameHint(parent: nil, old: "getSurveyList", new: "getSurveys")])).compare(old, new)
        let moved = guide.changes.enumerated().filter { $0.element.movedFrom != nil }
        XCTAssertEqual(moved.map(\.element.movedFrom), [["body", "page"], ["body", "page_size"]])
        let plan = try MigrationPlanner().plan(old: old, guides: [guide], guideNames: ["v3.json"])
        XCTAssertEqual(plan.warnings, [])
        XCTAssertEqual(plan.endpoints["getSurveyList"]?.bodySources, [
            "query:page": BodyMemberSource(model: "GetSurveyListRequest", memberKey: "page", changeID: "added:/endpoints/getSurveys/parameters/query/page"),
            "query:per_page": BodyMemberSource(
                model: "GetSurveyListRequest", memberKey: "page_size", changeID: "added:/endpoints/getSurveys/parameters/query/per_page"
            ),
        ])
        // `MIGRATION.md` says which member fills the new argument.
        let report = MigrationReport(service: old.service, sources: [.init(name: "v3.json", guide: guide)]).markdown()
        XCTAssertTrue(report.contains("when omitted, the old request body's `page_size` fills it"), report)
        // A hand-written move naming a member the body does not have, or one of another Swift type, is not followed.
        var edited = guide
        edited.changes[moved[0].offset].movedFrom = ["body", "pageNumber"]
        edited.changes[moved[1].offset].movedFrom = ["body", "page_size", "value"]
        let warnings = try MigrationPlanner().plan(old: old, guides: [edited], guideNames: ["v3.json"]).warnings
        XCTAssertEqual(warnings.map(\.location.description), moved.map { "v3.json (at /changes/\($0.offset)/movedFrom)" })
        XCTAssertTrue(warnings.allSatisfy { $0.message.hasSuffix("the parameter is treated as added") }, "\(warnings)")
    }
}
