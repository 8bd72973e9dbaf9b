import Foundation
import MigratorKit
import MigratorModel
import XCTest

/// `VerifyOperation.writeAdditionalFiles`: what a caller (the migration harness) adds to the verified package.
final class VerifyAdditionalFilesTests: XCTestCase {
    /// A fresh package directory per test.
    private var directory: URL!

    /// Creates the directory.
    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-additional-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Removes the directory.
    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The contents of a file of the package.
    private func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// New files are created with their folders; an existing file (the manifest) is replaced.
    func testWritesNewFilesAndReplacesExistingOnes() throws {
        try Data("// generated manifest\n".utf8).write(to: directory.appendingPathComponent("Package.swift"))
        try VerifyOperation.writeAdditionalFiles([
            "Package.swift": "// harness manifest\n",
            "Sources/App/App.swift": "enum App {}\n",
            "Tests/ShopConformanceTests/Harness/AppTests.swift": "// tests\n",
        ], into: directory)
        XCTAssertEqual(try read("Package.swift"), "// harness manifest\n")
        XCTAssertEqual(try read("Sources/App/App.swift"), "enum App {}\n")
        XCTAssertEqual(try read("Tests/ShopConformanceTests/Harness/AppTests.swift"), "// tests\n")
    }

    /// `migrator verify` adds nothing: the package stays as migrated.
    func testNothingToAddChangesNothing() throws {
        try VerifyOperation.writeAdditionalFiles([:], into: directory)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    /// Absolute paths, `..` and empty components are input errors, and nothing is written outside the package.
    func testPathsOutsideThePackageAreRejected() throws {
        for path in ["../escape.swift", "/tmp/absolute.swift", "Sources/../../escape.swift", "Sources//double.swift", ""] {
            XCTAssertThrowsError(try VerifyOperation.writeAdditionalFiles([path: "x"], into: directory), path) { error in
                let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
                XCTAssertTrue(message.contains("not a relative path inside the package"), "\(path): \(error)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().appendingPathComponent("escape.swift").path))
    }
}
