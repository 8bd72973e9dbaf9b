import MigratorCompare
import MigratorModel
import XCTest

/// A model whose kind changed (object ↔ enum ↔ union) is one `modelKind` update that needs a person: its note names
/// both kinds and says that `migrate` converts no such change.
final class ModelKindChangeTests: XCTestCase {
    /// The `modelKind` change of `Shape` between a document with `oldShape` and one with `newShape` (model lines).
    private func kindChange(_ oldShape: String, _ newShape: String) throws -> Change {
        let models = """
          - name: Circle
            properties:
              - {name: radius, type: double, required: true}
          - name: Square
            properties:
              - {name: side, type: double, required: true}
        """
        let endpoints = "  - {operationId: draw, method: POST, path: /shapes, parameters: [{name: shape, in: body, type: Shape, required: true}]}"
        let old = try CompareTestSupport.nativeDocument(service: "Shapes", version: "1", models: models + "\n" + oldShape, endpoints: endpoints)
        let new = try CompareTestSupport.nativeDocument(service: "Shapes", version: "2", models: models + "\n" + newShape, endpoints: endpoints)
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "model kind")
        return try XCTUnwrap(guide.changes.first { $0.aspect == .modelKind })
    }

    func testAnObjectBecomeAUnionNeedsAPersonAndSaysWhichKinds() throws {
        let change = try kindChange("""
          - name: Shape
            properties:
              - {name: radius, type: double, required: true}
        """, """
          - name: Shape
            oneOf: [{type: Circle}, {type: Square}]
        """)
        XCTAssertEqual(change.before, .string("object"))
        XCTAssertEqual(change.needsDecision, true)
        XCTAssertEqual(change.solvable, false)
        XCTAssertEqual(change.breaking, true, "requests send it")
        XCTAssertEqual(
            change.note,
            "The model changed from an object to a union (oneOf). `migrate` converts no such change: the migrated client codes the old type "
                + "as before, which the new version may reject or answer in another shape; a person must adapt the app."
        )
    }

    func testAUnionBecomeAStringEnumNamesBothKinds() throws {
        let change = try kindChange("""
          - name: Shape
            oneOf: [{type: Circle}, {type: Square}]
        """, """
          - name: Shape
            enum: string
            cases: [{value: circle}, {value: square}]
        """)
        XCTAssertEqual(change.before, .string("union"))
        XCTAssertTrue(change.note?.hasPrefix("The model changed from a union (oneOf) to a string enum.") == true, change.note ?? "")
    }
}
