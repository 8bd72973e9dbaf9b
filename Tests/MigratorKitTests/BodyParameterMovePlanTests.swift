import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// How `migrate` treats a guide's value moved between a request body and a parameter (`movedFrom`/`movedTo`
/// `["body", member]` on a parameter change): not carried across yet, so the parameter stays an addition or a removal,
/// and the plan warns at the guide change's field instead of dropping the link silently.
final class BodyParameterMovePlanTests: XCTestCase {
    func testAValueMovedOutOfTheBodyIsReportedAsNotFollowed() throws {
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
        let warnings = try MigrationPlanner().plan(old: old, guides: [guide], guideNames: ["v3.json"]).warnings
        XCTAssertEqual(warnings.map(\.location.description), moved.map { "v3.json (at /changes/\($0.offset)/movedFrom)" })
        XCTAssertTrue(warnings.allSatisfy { $0.message.hasSuffix("the parameter is treated as added") }, "\(warnings)")
    }
}
