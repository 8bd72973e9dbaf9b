import ArgumentParser
import Foundation
import MigratorGenerator
import MigratorKit

extension AccessModifier: ExpressibleByArgument {}

/// `migrator generate`: writes a self-contained Swift client package for an API description.
struct GenerateCommand: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a Swift client package from an API description.",
        discussion: """
            Reads a Migrator document (JSON or YAML) and writes OUTPUT/PACKAGE-NAME: a Swift package with the client, \
            a vendored runtime and tests, depending on nothing but Foundation. An existing package is replaced only if \
            Migrator generated it, unless --force is given. --check writes nothing and exits 1 when the files on disk differ.
            """
    )

    @OptionGroup var configuration: ConfigurationOptions

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    @Option(name: .long, help: ArgumentHelp("The API description to read.", valueName: "path"))
    var document: String?

    @Option(name: .long, help: ArgumentHelp("The package and module name, for example Petstore.", valueName: "name"))
    var packageName: String?

    @Option(name: .long, help: ArgumentHelp("The directory to write the package directory into.", valueName: "directory"))
    var output: String?

    @Option(name: .long, help: "The access level of generated declarations: public (default), package or internal.")
    var accessLevel: AccessModifier?

    @Flag(name: .long, help: "Write nothing; exit 1 when the files on disk differ from what would be generated.")
    var check = false

    @Flag(name: .long, help: "Replace the output package directory even if it holds files Migrator did not generate.")
    var force = false

    @Flag(name: .long, help: "Also write the conformance test target that `migrator verify` runs (Tests/<name>ConformanceTests).")
    var conformanceTests = false

    func validate() throws {
        if let packageName, let problem = GeneratorOptions.problem(withPackageName: packageName) { throw ValidationError(problem) }
        if let accessLevel, ![.public, .package, .internal].contains(accessLevel) {
            throw ValidationError("--access-level must be public, package or internal")
        }
    }

    func run() throws {
        let file = try configuration.load()
        let request = GenerateRequest(
            documentPath: try ConfigurationOptions.required(document, file.document, name: "--document", key: "document"),
            options: GeneratorOptions(
                packageName: try ConfigurationOptions.packageName(packageName, file.packageName),
                accessLevel: try ConfigurationOptions.accessLevel(accessLevel, file.accessLevel)
            ),
            outputDirectory: try ConfigurationOptions.required(output, file.output, name: "--output", key: "output"),
            check: check, force: force, conformanceTests: conformanceTests
        )
        let report = try GenerateOperation.run(request)
        diagnosticOptions.print(report.warnings)
        if let differences = report.differences {
            if differences.isEmpty {
                print("\(report.packagePath) is up to date (\(report.fileCount) files).")
                return
            }
            print("\(report.packagePath) differs from what would be generated:")
            for line in differences { print("  \(line)") }
            throw CheckFailed()
        }
        print("Generated \(report.packagePath) (\(report.fileCount) files).")
    }
}
