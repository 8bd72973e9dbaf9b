import Foundation
@testable import MigratorLoader
import MigratorModel
import MigratorRuntime
import XCTest
import Yams

/// Bug B4 (found by `FuzzApodiniDocument`): Yams reads plain scalars with colons as YAML 1.1 base-60 integers with
/// unchecked arithmetic, so one beyond the 64-bit range trapped every YAML reader that asked for an integer.
final class YAMLIntegerOverflowTests: XCTestCase {
    private func scalar(_ text: String, _ style: Node.Scalar.Style = .plain) -> Node.Scalar {
        Node.Scalar(text, .implicit, style)
    }

    func testTheCheckFlagsExactlyTheScalarsYamsWouldTrapOn() {
        // Within range: Yams reads them, the check leaves them alone.
        for (text, value) in [("2:1", 121), ("-1:30", -90), ("1_0:0", 600), ("+59:59:59", 215_999), ("1:-5", 55)] {
            XCTAssertFalse(scalar(text).overflowsYAMLInteger(as: Int.self), text)
            XCTAssertEqual(Int.construct(from: scalar(text)), value, text)
        }
        // Not base-60 integers as far as Yams is concerned: it returns nil or reads them another way, safely.
        for text in ["99999999999999999999", "0:99999999999999999:0", "0x1:1", "1::2", "1:a"] {
            XCTAssertFalse(scalar(text).overflowsYAMLInteger(as: Int.self), text)
        }
        XCTAssertFalse(scalar("-1:0").overflowsYAMLInteger(as: UInt.self), "Yams returns nil for negative unsigned values")
        XCTAssertFalse(scalar("1:1:1:1:1:1:1:1:1:1:1", .doubleQuoted).overflowsYAMLInteger(as: Int.self), "quoted: a string")
        // Beyond range: Yams would trap.
        for text in ["184467440737095516:6", "999999999999999999:0", "1:1:1:1:1:1:1:1:1:1:1", "-153722867280912930:8"] {
            XCTAssertTrue(scalar(text).overflowsYAMLInteger(as: Int.self), text)
        }
        XCTAssertTrue(scalar("1:0:0:0:0:0:0").overflowsYAMLInteger(as: Int32.self), "checked in the type asked for")
    }

    func testANativeDocumentWithAnOverflowingBase60IntegerIsAnError() {
        let diagnostics = LoaderTestSupport.diagnostics(loading: LoaderTestSupport.yaml("""
            endpoints:
              - operationId: count
                method: GET
                path: /count
                response:
                  status: 1:1:1:1:1:1:1:1:1:1:1
            """), named: "native.yaml")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location.file, "native.yaml")
        XCTAssertEqual(diagnostics.first?.location.pointer, "/endpoints/0/response/status")
    }

    func testBase60IntegersWithinRangeStillReadAsYamsReadsThem() throws {
        let loaded = try DocumentLoader().load(data: Data(LoaderTestSupport.yaml("""
            endpoints:
              - operationId: count
                method: GET
                path: /count
                response:
                  status: 3:20
            """).utf8), file: "native.yaml")
        XCTAssertEqual(loaded.document.endpoints.first?.response?.status, 200)
    }

    func testOpenAPIBase60IntegersBeyondIntAreWarnings() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Counter:
                  type: object
                  properties:
                    items: { type: array, items: { type: string }, maxItems: 184467440737095516:6 }
                    small: { type: integer, minimum: 1:1:1:1:1:1:1:1:1:1:1 }
            """)
        OpenAPITestSupport.assertWarning(loaded, "184467440737095516:6", at: "/components/schemas/Counter/properties/items/maxItems")
        OpenAPITestSupport.assertWarning(loaded, "1:1:1:1:1:1:1:1:1:1:1", at: "/components/schemas/Counter/properties/small/minimum")
    }

    func testAGuideDefaultThatOverflowsAsABase60IntegerIsReadAsANumber() throws {
        let guide = try GuideLoader().load(data: Data("""
            migrator-guide: '1'
            service: Petstore
            from: 1.0.0
            to: 2.0.0
            changes:
            - id: added:/models/Pet/properties/age
              kind: added
              element: property
              new: /models/Pet/properties/age
              definition: { name: age, type: int64, required: true }
              breaking: true
              solvable: true
              defaultValue: 1:1:1:1:1:1:1:1:1:1:1
            """.utf8), file: "guide.yaml")
        guard case .number? = guide.changes.first?.defaultValue else {
            return XCTFail("expected a floating-point default, got \(String(describing: guide.changes.first?.defaultValue))")
        }
    }
}
