import Foundation
import MigratorModel

extension VerifyOperation {
    /// Writes `files` (package-relative path → contents) into the package at `directory`, replacing files of the
    /// same path, before the package is built.
    ///
    /// This is how a caller builds its own code against the verified client in the same package and build: the
    /// migration harness adds the unchanged v1 app as a target, the app's wire tests to the conformance test target
    /// (so `swift test --filter <Name>ConformanceTests` runs them with the generated suite) and a manifest that
    /// declares the app. `migrator verify` itself adds nothing.
    ///
    /// For example, `["Sources/PetstoreApp/PetstoreApp.swift": "…", "Package.swift": "…"]`.
    /// - Throws: `DiagnosticsError` when a path leaves the package (absolute, or with `..`) or a file cannot be written.
    public static func writeAdditionalFiles(_ files: [String: String], into directory: URL) throws {
        let fileManager = FileManager.default
        for path in files.keys.sorted() {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !components.contains(".."), !components.contains(""), !components.isEmpty else {
                throw DiagnosticsError([Diagnostic(.error, "additional file \(path) is not a relative path inside the package", at: SourceLocation(file: path))])
            }
            let url = directory.appendingPathComponent(path)
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PlainFileWriter.write(files[path] ?? "", to: url.path)
            } catch {
                throw DiagnosticsError([Diagnostic(.error, "cannot write additional file \(path): \(error)", at: SourceLocation(file: url.path))])
            }
        }
    }
}
