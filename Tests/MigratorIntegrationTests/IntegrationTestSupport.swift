import Foundation
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

    /// Whether reference files are rewritten (`MIGRATOR_RECORD=1`); a recording run fails so it cannot pass silently.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MIGRATOR_RECORD"] == "1" }

    /// Compares `actual` with the reference file at `relative`; in record mode writes it and fails.
    static func assertMatchesReference(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
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
        guard expected != actual else { return }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        XCTFail("\(relative) differs at line \(index + 1):\n  expected: \(index < expectedLines.count ? expectedLines[index] : "<end>")\n"
            + "  actual:   \(index < actualLines.count ? actualLines[index] : "<end>")\n(MIGRATOR_RECORD=1 re-records)", file: file, line: line)
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
