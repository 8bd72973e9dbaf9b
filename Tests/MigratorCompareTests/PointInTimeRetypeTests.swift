@testable import MigratorCompare
import MigratorModel
import XCTest

/// An integer become a string is converted with `int-string` unless it is a point in time changing its form (Unix time
/// → an ISO 8601 text): then the digits `int-string` carries would be wrong on the other side, and a person decides.
final class PointInTimeRetypeTests: XCTestCase {
    /// The `type` update of `Team`'s member between a document with `old` and one with `new` (property lines).
    private func typeChange(_ old: String, _ new: String) throws -> Change {
        let endpoints = "  - {operationId: getTeam, method: GET, path: /team, response: {type: Team}}"
        let oldDocument = try CompareTestSupport.nativeDocument(service: "Teams", version: "1", models: """
          - name: Team
            properties:
              - {name: id, type: string, required: true}
        \(old)
        """, endpoints: endpoints)
        let newDocument = try CompareTestSupport.nativeDocument(service: "Teams", version: "2", models: """
          - name: Team
            properties:
              - {name: id, type: string, required: true}
        \(new)
        """, endpoints: endpoints)
        let guide = DocumentComparer().compare(oldDocument, newDocument)
        CompareTestSupport.assertApplyYieldsNew(oldDocument, guide, newDocument, "retype")
        return try XCTUnwrap(guide.changes.first { $0.aspect == .type })
    }

    func testUnixTimeBecomeADateTextNeedsAPerson() throws {
        // Appwrite 0.x → 1.0: `dateCreated` "(Unix time)" → `$createdAt` "(ISO 8601)", renamed and retyped.
        let change = try typeChange(
            "      - {name: dateCreated, type: int32, required: true, description: \"When the team was created (Unix time).\"}",
            "      - {name: $createdAt, type: string, required: true, description: \"When the team was created (ISO 8601).\"}"
        )
        XCTAssertEqual(change.old, "/models/Team/properties/dateCreated")
        XCTAssertEqual(change.new, "/models/Team/properties/$createdAt")
        XCTAssertEqual(change.convert, Change.Conversion(), "undecided, not int-string")
        XCTAssertEqual(change.needsDecision, true)
        XCTAssertTrue(change.note?.hasPrefix("A point in time changed its form between int32 and string") == true, change.note ?? "")
        // Names that both say when are enough without documentation.
        let undocumented = try typeChange("      - {name: created_at, type: int64}", "      - {name: created_at, type: string}")
        XCTAssertEqual(undocumented.needsDecision, true)
    }

    func testOtherIntegersBecomeStringsKeepIntString() throws {
        let count = try typeChange(
            "      - {name: memberCount, type: int32, description: \"How many members the team has.\"}",
            "      - {name: memberCount, type: string, description: \"How many members the team has, as decimal text.\"}"
        )
        XCTAssertEqual(count.convert, Change.Conversion(builtin: "int-string"))
        XCTAssertNil(count.needsDecision)
    }

    func testWhatTellsAPointInTime() {
        func shape(_ type: TypeReference, _ description: String? = nil) -> ValueShape {
            var shape = ValueShape(Property(name: "x", type: type))
            shape.description = description
            return shape
        }
        let (integer, string) = (shape(.scalar(.int64)), shape(.scalar(.string)))
        XCTAssertTrue(ComparisonState.pointInTimeChangesForm(oldName: "a", newName: "b", old: shape(.scalar(.int64), "Seconds since the epoch."), new: string))
        XCTAssertTrue(ComparisonState.pointInTimeChangesForm(oldName: "a", newName: "b", old: string, new: shape(.scalar(.int32), "Unix time.")),
                      "either direction")
        XCTAssertTrue(ComparisonState.pointInTimeChangesForm(oldName: "a", newName: "b", old: integer, new: shape(.scalar(.string), "An RFC 3339 timestamp.")))
        XCTAssertTrue(ComparisonState.pointInTimeChangesForm(oldName: "added_on", newName: "addedAt", old: integer, new: string))
        XCTAssertFalse(ComparisonState.pointInTimeChangesForm(oldName: "add_on", newName: "addOn", old: integer, new: string), "no participle before on")
        XCTAssertFalse(ComparisonState.pointInTimeChangesForm(oldName: "expiry", newName: "expiry_date", old: integer, new: string), "only one name says when")
    }
}
