import Foundation
import XCTest

/// Warnings stay readable on large real descriptions: one line per kind of deviation by default, errors only with
/// `--quiet`, every warning with `--verbose`.
final class DiagnosticVolumeTests: XCTestCase {
    /// The largest description of the shared corpus (OpenAI, OpenAPI 3.1, 2.8 MB).
    private let largest = "../shared/corpus/dev/openai/openai-2026-05-13-oas3.1.yaml"

    func testGeneratingTheLargestCorpusDescriptionFitsOnOneScreen() throws {
        let output = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["generate", "--document", largest, "--package-name", "OpenAI", "--output", output.path]
        let normal = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(normal.status, 0, normal.stderr)
        let lines = (normal.stdout + normal.stderr).split(separator: "\n")
        XCTAssertLessThanOrEqual(lines.count, 15, "default output of a clean generate must fit on one screen:\n\(lines.joined(separator: "\n"))")
        let verbose = try IntegrationTestSupport.migrator(arguments + ["--verbose", "--force"])
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        let verboseWarnings = verbose.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        let normalWarnings = normal.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertGreaterThan(verboseWarnings.count, normalWarnings.count, "--verbose lists the repeats the summary collapses")
        let quiet = try IntegrationTestSupport.migrator(arguments + ["--quiet", "--force"])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "", "--quiet prints errors only")
    }

    func testOneDeviationRepeatedAHundredTimesIsOneLine() throws {
        let directory = try IntegrationTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths = ""
        for index in 0..<100 {
            paths += """
                  /items\(index):
                    get:
                      operationId: getItem\(index)
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema: {type: object, properties: {name: {type: string, optional: true}}}

                """
        }
        let document = directory.appendingPathComponent("repeats.yaml")
        try Data("openapi: 3.0.3\ninfo: {title: Repeats, version: \"1\"}\npaths:\n\(paths)".utf8).write(to: document)
        let arguments = ["generate", "--document", document.path, "--package-name", "Repeats", "--output", directory.path]
        let normal = try IntegrationTestSupport.migrator(arguments)
        XCTAssertEqual(normal.status, 0, normal.stderr)
        let warnings = normal.stderr.split(separator: "\n")
        XCTAssertEqual(warnings.count, 1, normal.stderr)
        XCTAssertTrue(warnings.first?.contains("unknown key \"optional\"") == true, normal.stderr)
        XCTAssertTrue(warnings.first?.contains("+99 more like this") == true, normal.stderr)
        XCTAssertTrue(warnings.first?.contains("/paths/~1items0/") == true, "the first place is named: \(normal.stderr)")
        let verbose = try IntegrationTestSupport.migrator(arguments + ["--verbose", "--force"])
        XCTAssertEqual(verbose.stderr.split(separator: "\n").count, 100, verbose.stderr)
        let both = try IntegrationTestSupport.migrator(arguments + ["--verbose", "--quiet", "--force"])
        XCTAssertEqual(both.status, 2, "--quiet with --verbose is a usage error")
    }
}
