import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory migrator generate|compare|migrate|guide …`: runs the `migrator`
/// tool built from this package on the package that depends on it, from that package's directory (so relative paths
/// and a `migrator.yaml` there work), forwarding every argument.
@main
struct MigratorPlugin: CommandPlugin {
    /// Runs `migrator` with the plugin's arguments.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "migrator")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("migrator exited with status \(process.terminationStatus)")
            throw MigratorPluginError.failed(status: process.terminationStatus)
        }
    }
}

/// The tool failed; its own messages were already printed.
enum MigratorPluginError: Error, CustomStringConvertible {
    /// `migrator` exited with a non-zero status.
    case failed(status: Int32)

    /// A short message.
    var description: String {
        switch self {
        case let .failed(status): return "migrator exited with status \(status)"
        }
    }
}
