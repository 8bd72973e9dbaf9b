import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// How `migrate` plans a guide's `movedTo`: the old member is read and written in the holder's object when the newest
/// model has that path and the holder is a member the old interface gains; otherwise it stays a removal.
final class MovedValuePlanTests: XCTestCase {
    private func document(_ version: String, _ models: String) throws -> APIDocument {
        try JobsDocument.load(version, models)
    }

    /// The plan of `Job.<key>` for `guide` edited by `edit`.
    private func plan(of key: String, old: APIDocument, new: APIDocument, edit: (inout MigrationGuide) -> Void = { _ in }) throws -> PropertyPlan? {
        var guide = DocumentComparer().compare(old, new)
        edit(&guide)
        guard case let .object(properties, _)? = try MigrationPlanner().plan(old: old, guides: [guide]).models["Job"] else { return nil }
        return properties[key]
    }

    func testAMoveIntoAnAddedHolderIsPlannedAndAnyOtherIsARemoval() throws {
        let old = try document("1", """
          - name: Job
            properties:
              - {name: runtime, type: string}
              - {name: entryPoint, type: string}
              - {name: settings, type: Settings}
          - name: Settings
            properties:
              - {name: retries, type: int32}
        """)
        let new = try document("2", """
          - name: Job
            properties:
              - {name: buildConfig, type: BuildConfig}
              - {name: settings, type: Settings}
          - name: BuildConfig
            properties:
              - {name: runtime, type: string}
              - {name: entryPoint, type: string}
          - name: Settings
            properties:
              - {name: retries, type: int32}
              - {name: runtime, type: string}
        """)
        XCTAssertEqual(try plan(of: "runtime", old: old, new: new), .moved(MovedValue(version: "2", holderKey: "buildConfig", memberKey: "runtime")))
        // A hand-written move into `settings`, which the old interface already has, is not planned as a move.
        let edited = try plan(of: "entryPoint", old: old, new: new) { guide in
            if let index = guide.changes.firstIndex(where: { $0.old == "/models/Job/properties/entryPoint" }) {
                guide.changes[index].movedTo = ["settings", "runtime"]
            }
        }
        XCTAssertEqual(edited, .removed(version: "2", fallbackJSON: nil))
        var guide = DocumentComparer().compare(old, new)
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.old == "/models/Job/properties/entryPoint" })
        guide.changes[index].movedTo = ["settings", "runtime"]
        let warnings = try MigrationPlanner().plan(old: old, guides: [guide], guideNames: ["v2.yaml"]).warnings
        XCTAssertEqual(warnings.map(\.location.description), ["v2.yaml (at /changes/\(index)/movedTo)"])
        XCTAssertTrue(warnings.first?.message.contains("`settings` is no member the old interface gains") == true, "\(warnings)")
        // A path the newest model lacks is a removal too.
        let missing = try plan(of: "entryPoint", old: old, new: new) { guide in
            if let index = guide.changes.firstIndex(where: { $0.old == "/models/Job/properties/entryPoint" }) {
                guide.changes[index].movedTo = ["buildConfig", "command"]
            }
        }
        XCTAssertEqual(missing, .removed(version: "2", fallbackJSON: nil))
        guide.changes[index].movedTo = ["buildConfig", "command"]
        XCTAssertTrue(try MigrationPlanner().plan(old: old, guides: [guide]).warnings.first?.message.contains("movedTo is not followed") == true)
    }
}
