import ArgumentParser
import Foundation
import MigratorGenerator
import MigratorLoader

/// The `--config` option shared by `generate` and `migrate`, and the resolution of settings: flags first, then the
/// configuration file (`--config`, else `migrator.yaml`/`.yml`/`.json` in the current directory), then defaults.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A migrator.yaml/.json with default settings (default: ./migrator.yaml if present).", valueName: "path"))
    var config: String?

    /// The configuration file's settings, or an empty configuration when there is none.
    func load() throws -> MigratorConfiguration {
        if let config { return try ConfigurationLoader().load(path: config) }
        guard let found = ConfigurationLoader().find(in: FileManager.default.currentDirectoryPath) else { return MigratorConfiguration() }
        return try ConfigurationLoader().load(path: found)
    }

    /// A required setting from a flag or the file, or a usage error naming both.
    static func required(_ flag: String?, _ file: String?, name: String, key: String) throws -> String {
        guard let value = flag ?? file else { throw ValidationError("missing \(name) (or `\(key)` in migrator.yaml)") }
        return value
    }

    /// The access level from a flag, the file, or `public`.
    static func accessLevel(_ flag: AccessModifier?, _ file: String?) throws -> AccessModifier {
        let level = flag ?? file.flatMap(AccessModifier.init(rawValue:)) ?? .public
        guard [.public, .package, .internal].contains(level) else { throw ValidationError("--access-level must be public, package or internal") }
        return level
    }

    /// The package name, checked.
    static func packageName(_ flag: String?, _ file: String?) throws -> String {
        let name = try required(flag, file, name: "--package-name", key: "packageName")
        if let problem = GeneratorOptions.problem(withPackageName: name) { throw ValidationError(problem) }
        return name
    }
}
