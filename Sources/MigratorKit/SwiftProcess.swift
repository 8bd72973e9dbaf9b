import Foundation

/// Runs the `swift` tool in a subprocess (for `migrator verify`), capturing its combined output.
enum SwiftProcess {
    /// The exit status and combined standard output and error.
    struct Output {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error, interleaved as written.
        var output: String
    }

    /// Runs `swift arguments` in `directory` with `environment`.
    /// - Throws: When the process cannot be started.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The last `count` lines of `output` that matter (errors first when there are any).
    static func tail(_ output: String, count: Int = 30) -> String {
        let lines = output.components(separatedBy: "\n")
        let errors = lines.filter { $0.contains("error:") }
        return (errors.isEmpty ? Array(lines.suffix(count)) : Array(errors.prefix(count))).joined(separator: "\n")
    }
}
