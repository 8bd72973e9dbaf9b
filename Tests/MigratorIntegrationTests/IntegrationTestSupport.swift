import Foundation
import MigratorTestSupport
import XCTest

/// Running the `migrator` binary and `swift` on generated packages.
enum IntegrationTestSupport {
    /// The repository root, found from this file's location.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where generated packages and their builds go: git-ignored, outside `.build`, shared by runs.
    static let scratchRoot = repositoryRoot.appendingPathComponent(".build-generated")

    /// The result of running a process.
    struct Output {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var stdout: String
        /// Standard error.
        var stderr: String
    }

    /// The `migrator` executable SwiftPM built next to the test products (it is a dependency of this test target).
    static func migratorExecutable() throws -> URL {
        let starts = [Bundle(for: Marker.self).bundleURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = directory.appendingPathComponent("migrator")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        XCTFail("the migrator executable was not found near \(starts.map(\.path))")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `migrator` with `arguments` from the repository root.
    static func migrator(_ arguments: [String]) throws -> Output {
        try run(migratorExecutable(), arguments)
    }

    /// Runs an executable and captures its output (files avoid pipe buffer deadlocks on large output).
    static func run(_ executable: URL, _ arguments: [String], in directory: URL = repositoryRoot) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-out-\(UUID().uuidString)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-err-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        )
    }

    /// Runs `swift` with arguments (found on the PATH through `env`).
    static func swift(_ arguments: [String], in directory: URL) throws -> Output {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
    }

    /// Compares `actual` with the reference file at `relative`; in record mode writes it and fails.
    static func assertMatchesReference(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try ReferenceFiles.assertMatches(actual, relative, file: file, line: line)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-it-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A class to find the test bundle by.
    final class Marker {}
}
