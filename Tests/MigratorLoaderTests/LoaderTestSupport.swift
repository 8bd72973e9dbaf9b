import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// Paths and helpers shared by the loader tests.
enum LoaderTestSupport {
    /// The repository root, found from this file's location.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a file relative to the repository root.
    static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// Loads `text` as a document named `name`, returning the diagnostics it fails with (or failing the test if it loads).
    static func diagnostics(loading text: String, named name: String = "api.yaml", file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        do {
            _ = try DocumentLoader().load(data: Data(text.utf8), file: name)
            XCTFail("the document loaded but should not have", file: file, line: line)
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    /// A minimal valid native document with extra YAML appended at the top level.
    static func yaml(_ rest: String) -> String {
        """
        migrator-document: "1"
        service:
          name: Test
          version: 1.0.0

        """ + rest
    }
}
