import Foundation
import MigratorLoader
import MigratorModel
import XCTest

final class GuideLoaderTests: XCTestCase {
    private let yaml = """
        migrator-guide: "1"
        service: Shop
        from: 1.0.0
        to: 2.0.0
        changes:
        - id: updated:/models/Order/properties/pet_id#required
          kind: updated
          element: property
          old: /models/Order/properties/pet_id
          new: /models/Order/properties/pet_ids
          aspect: required
          before: true
          after: false
          breaking: true
          solvable: true
          fallbackValue: null
          needsDecision: true

        """

    func testUndecidedNullsSurviveAndAbsentFieldsStayAbsent() throws {
        let guide = try GuideLoader().load(data: Data(yaml.utf8), file: "guide.yaml")
        let change = try XCTUnwrap(guide.changes.first)
        XCTAssertEqual(change.fallbackValue, .null)
        XCTAssertNil(change.defaultValue)
        XCTAssertNil(change.replacementCase)
        XCTAssertEqual(change.needsDecision, true)
        XCTAssertEqual(change.after, .bool(false))
        let json = try JSONEncoder().encode(guide)
        XCTAssertEqual(try GuideLoader().load(data: json, file: "guide.json"), guide)
    }

    func testMalformedGuidesAreDiagnosedWithPointers() {
        XCTAssertThrowsError(try GuideLoader().load(data: Data("service: x\n".utf8), file: "g.yaml")) { error in
            XCTAssertTrue("\(error)".contains("not a migration guide"), "\(error)")
        }
        let wrongKind = yaml.replacingOccurrences(of: "kind: updated", with: "kind: changed")
        XCTAssertThrowsError(try GuideLoader().load(data: Data(wrongKind.utf8), file: "g.yaml")) { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.first?.location.pointer, "/changes/0/kind")
            XCTAssertNotNil(diagnostics.first?.location.line)
        }
    }
}
