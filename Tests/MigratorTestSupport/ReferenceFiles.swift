import Foundation
import XCTest

/// Reference (golden) files shared by the test targets: compare generated text with a committed file, or rewrite it.
///
/// `MIGRATOR_RECORD=1` writes the files and fails the test, so a recording run can never pass silently; review the
/// `git diff`, then run again without it.
public enum ReferenceFiles {
    /// The repository root, found from this file's location.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether reference files are rewritten.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["MIGRATOR_RECORD"] == "1" }

    /// Compares `actual` with the reference file at `relative` (from the repository root); in record mode writes it and fails.
    public static func assertMatches(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = repositoryRoot.appendingPathComponent(relative)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            XCTFail("recorded \(relative); run again without MIGRATOR_RECORD to verify", file: file, line: line)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing reference \(relative); run with MIGRATOR_RECORD=1 to record it", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("\(relative) differs from the generated text:\n\(firstDifference(expected, actual))\n"
                + "(run with MIGRATOR_RECORD=1 to re-record, then review the diff)", file: file, line: line)
        }
    }

    /// A readable description of the first differing line.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of file>"
            if want != got { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
        }
        return "(no line differs)"
    }
}
