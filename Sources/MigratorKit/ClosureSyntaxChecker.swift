import Foundation
import MigratorModel

/// Checks that the Swift closure bodies in guides (`convert.toNew` / `convert.toOld`) parse, with `swiftc -parse`
/// (syntax only: the client's types need not exist), so a typo is reported with its guide and change instead of
/// breaking the generated package's build.
public enum ClosureSyntaxChecker {
    /// Diagnostics for every closure body that does not parse; a warning when `swiftc` cannot be run.
    public static func check(_ sources: [(name: String, guide: MigrationGuide)]) -> [Diagnostic] {
        var snippets: [(file: String, pointer: String, source: String)] = []
        for source in sources {
            for (index, change) in source.guide.changes.enumerated() {
                for (field, body) in [("toNew", change.convert?.toNew), ("toOld", change.convert?.toOld)] {
                    guard let body else { continue }
                    snippets.append((source.name, "/changes/\(index)/convert/\(field)", body))
                }
            }
        }
        guard !snippets.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for snippet in snippets {
            switch parse(snippet.source) {
            case .success: continue
            case let .failure(.unavailable(reason)):
                return [Diagnostic(.warning, "convert closures were not syntax-checked: \(reason)", at: SourceLocation(file: snippet.file))]
            case let .failure(.syntax(message)):
                diagnostics.append(Diagnostic(.error, "the closure body does not parse as Swift: \(message)", at: SourceLocation(file: snippet.file, pointer: snippet.pointer)))
            }
        }
        return diagnostics
    }

    /// Why a body was not accepted.
    enum Failure: Error {
        /// `swiftc` could not be run.
        case unavailable(String)
        /// The first error `swiftc` reported.
        case syntax(String)
    }

    /// Parses `{ (value: Any) -> Any in <body> }` with `swiftc -parse`.
    static func parse(_ body: String) -> Result<Void, Failure> {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-closure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("closure.swift")
            try Data("let closure = { (value: Any) -> Any in\n\(body)\n}\n".utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", file.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus == 0 { return .success(()) }
            if process.terminationStatus == 127 { return .failure(.unavailable("swiftc was not found")) }
            let first = output.split(separator: "\n").first { $0.contains("error:") }.map { String($0.split(separator: ":", maxSplits: 4).last ?? Substring($0)).trimmingCharacters(in: .whitespaces) }
            return .failure(.syntax(first ?? "swiftc rejected it"))
        } catch {
            return .failure(.unavailable("\(error)"))
        }
    }
}
