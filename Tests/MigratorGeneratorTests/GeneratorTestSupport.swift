import Foundation
import MigratorGenerator
import MigratorLoader
import MigratorModel
import MigratorTestSupport
import XCTest

/// Paths, loading and the reference-file record mode shared by the generator tests.
enum GeneratorTestSupport {
    /// The repository root, found from this file's location.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Loads a document relative to the repository root.
    static func load(_ relative: String) throws -> APIDocument {
        try DocumentLoader().load(path: repositoryRoot.appendingPathComponent(relative).path).document
    }

    /// Compares `actual` with the reference file at `relative`; in record mode writes it and fails.
    static func assertMatchesReference(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try ReferenceFiles.assertMatches(actual, relative, file: file, line: line)
    }
}
