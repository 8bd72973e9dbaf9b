import MigratorModel
import XCTest

/// Grouping of repeated diagnostics by file, severity and kind.
final class DiagnosticDigestTests: XCTestCase {
    private func warning(_ message: String, _ pointer: String, kind: String?, file: String = "a.yaml") -> Diagnostic {
        Diagnostic(.warning, message, at: SourceLocation(file: file, pointer: pointer), kind: kind)
    }

    func testRepeatsOfOneKindCollapseIntoTheFirstWithACount() {
        let diagnostics = [
            warning("x ignored", "/a", kind: "k1"), warning("y other", "/b", kind: "k2"), warning("z ignored", "/c", kind: "k1"),
            warning("w ignored", "/d", kind: "k1"),
        ]
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics, verbosity: .normal), [
            "a.yaml (at /a): warning: x ignored (+2 more like this at other places; --verbose lists all)",
            "a.yaml (at /b): warning: y other",
        ])
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics, verbosity: .verbose).count, 4)
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics, verbosity: .quiet), [])
    }

    func testErrorsAreNeverCollapsedAndFilesStaySeparate() {
        let diagnostics = [
            Diagnostic(.error, "bad", at: SourceLocation(file: "a.yaml", pointer: "/a"), kind: "e"),
            Diagnostic(.error, "bad", at: SourceLocation(file: "a.yaml", pointer: "/b"), kind: "e"),
            warning("w", "/a", kind: "k", file: "a.yaml"), warning("w", "/a", kind: "k", file: "b.yaml"),
        ]
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics, verbosity: .normal).count, 4)
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics, verbosity: .quiet).count, 2)
    }

    func testTheKindDefaultsToTheReportingSite() {
        var diagnostics = Diagnostics()
        for pointer in ["/a", "/b"] { diagnostics.warning("same rule \(pointer)", at: SourceLocation(file: "f", pointer: pointer)) }
        diagnostics.warning("another rule", at: SourceLocation(file: "f", pointer: "/c"))
        XCTAssertEqual(diagnostics.all[0].kind, diagnostics.all[1].kind)
        XCTAssertNotEqual(diagnostics.all[0].kind, diagnostics.all[2].kind)
        XCTAssertEqual(DiagnosticDigest.lines(diagnostics.all, verbosity: .normal).count, 2)
    }
}
