import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// `migrate` follows the guide's `convert` for a retyped member: a built-in that fits the types is used unless the guide
/// leaves the conversion undecided (`convert: {}`), which `compare` writes where the built-in would be wrong (a Unix time
/// become an ISO 8601 text); a person's decision in the guide wins either way.
final class UndecidedConversionPlanTests: XCTestCase {
    private let v1 = """
      - name: Job
        properties:
          - {name: createdAt, type: int64, required: true, description: "When the job was created (Unix time)."}
          - {name: attempts, type: int32, required: true, description: "How often the job ran."}
    """
    private let v2 = """
      - name: Job
        properties:
          - {name: createdAt, type: string, required: true, description: "When the job was created (ISO 8601)."}
          - {name: attempts, type: string, required: true, description: "How often the job ran, as decimal text."}
    """

    /// The conversion planned for each member of `Job`.
    private func conversions(_ guide: MigrationGuide, _ old: APIDocument) throws -> [String: ConversionPlan] {
        let plan = try MigrationPlanner().plan(old: old, guides: [guide])
        guard case let .object(properties, _)? = plan.models["Job"] else {
            XCTFail("Job is not planned as an object")
            return [:]
        }
        var result: [String: ConversionPlan] = [:]
        for (key, property) in properties {
            if case let .kept(value) = property { result[key] = value.conversion }
        }
        return result
    }

    func testAnUndecidedConversionIsNotReplacedByABuiltinThatFitsTheTypes() throws {
        let old = try JobsDocument.load("1", v1)
        var guide = DocumentComparer().compare(old, try JobsDocument.load("2", v2))
        XCTAssertEqual(guide.changes.first { $0.id == "updated:/models/Job/properties/createdAt#type" }?.convert, Change.Conversion())
        var planned = try conversions(guide, old)
        XCTAssertEqual(planned["createdAt"], .unconvertible, "left to a person, not int-string")
        XCTAssertEqual(planned["attempts"], .builtin("int-string"))
        // A person decides: closures are used, and so is a built-in they name.
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.id == "updated:/models/Job/properties/createdAt#type" })
        guide.changes[index].convert = Change.Conversion(toNew: "String(value)", toOld: "Int(value) ?? 0")
        planned = try conversions(guide, old)
        XCTAssertEqual(planned["createdAt"], .closures(toNew: "String(value)", toOld: "Int(value) ?? 0"))
        guide.changes[index].convert = Change.Conversion(builtin: "int-string")
        XCTAssertEqual(try conversions(guide, old)["createdAt"], .builtin("int-string"))
    }
}
