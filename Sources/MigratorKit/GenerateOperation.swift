import Foundation
import MigratorGenerator
import MigratorLoader
import MigratorModel

/// What `migrator generate` is asked to do.
public struct GenerateRequest: Sendable {
    /// The API description to read.
    public var documentPath: String
    /// Generation options (package name, access level).
    public var options: GeneratorOptions
    /// The directory the package directory goes into.
    public var outputDirectory: String
    /// Compare with the files on disk instead of writing.
    public var check: Bool
    /// Replace a directory that holds files Migrator did not generate.
    public var force: Bool
    /// Also write the conformance test target of `migrator verify` (`--conformance-tests`).
    public var conformanceTests: Bool

    /// Creates a request.
    public init(
        documentPath: String, options: GeneratorOptions, outputDirectory: String, check: Bool = false, force: Bool = false,
        conformanceTests: Bool = false
    ) {
        self.documentPath = documentPath
        self.options = options
        self.outputDirectory = outputDirectory
        self.check = check
        self.force = force
        self.conformanceTests = conformanceTests
    }
}

/// What `migrator generate` did.
public struct GenerateReport: Sendable {
    /// The package directory.
    public var packagePath: String
    /// How many files the package has.
    public var fileCount: Int
    /// Warnings from reading the document.
    public var warnings: [Diagnostic]
    /// With `check`: the differences found (`+`, `~`, `-` lines); empty when up to date. `nil` when files were written.
    public var differences: [String]?
}

/// `migrator generate`: load → translate → render → write (or check).
public enum GenerateOperation {
    /// Runs the operation.
    ///
    /// - Throws: `DiagnosticsError` for unreadable or invalid input, `WriteError` when the destination cannot be written.
    public static func run(_ request: GenerateRequest) throws -> GenerateReport {
        let loaded = try DocumentLoader().load(path: request.documentPath)
        let conformanceJSON = request.conformanceTests ? try NativeDocumentJSON.encode(loaded.document) : nil
        let package = try ClientPackageGenerator(options: request.options).generate(loaded.document, conformanceDocumentJSON: conformanceJSON)
        let output = URL(fileURLWithPath: request.outputDirectory, isDirectory: true)
        let packagePath = output.appendingPathComponent(package.name).path
        let writer = PackageWriter()
        if request.check {
            let differences = try writer.differences(package, in: output)
            return GenerateReport(packagePath: packagePath, fileCount: package.files.count + 1, warnings: loaded.warnings, differences: differences)
        }
        try writer.write(package, into: output, force: request.force)
        return GenerateReport(packagePath: packagePath, fileCount: package.files.count + 1, warnings: loaded.warnings, differences: nil)
    }
}
