import Foundation
import MigratorModel
import Yams

/// The settings a project keeps in `migrator.yaml` (or `migrator.json`) next to its package, so `migrator generate`
/// and `migrator migrate` run with no flags. Flags override each setting. Paths are relative to the file's directory.
public struct MigratorConfiguration: Hashable, Sendable {
    /// The API description (`generate`) or the old one (`migrate`).
    public var document: String?
    /// Guides for `migrate`, in order.
    public var guides: [String]?
    /// A newer description for `migrate` instead of guides.
    public var target: String?
    /// The package and module name.
    public var packageName: String?
    /// `public`, `package` or `internal`.
    public var accessLevel: String?
    /// The directory the package goes into.
    public var output: String?

    /// The keys a configuration file may have.
    public static let keys = ["document", "guides", "target", "packageName", "accessLevel", "output"]

    /// Creates an empty configuration.
    public init() {}
}

/// Reads `migrator.yaml` / `migrator.json`; unknown keys and wrong types are errors with their location.
public struct ConfigurationLoader: Sendable {
    /// The file names looked for in the current directory, in order.
    public static let defaultFileNames = ["migrator.yaml", "migrator.yml", "migrator.json"]

    /// Creates a loader.
    public init() {}

    /// The configuration file in `directory`, if there is one.
    public func find(in directory: String) -> String? {
        Self.defaultFileNames.map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Loads a configuration, resolving its paths relative to the file's directory.
    ///
    /// - Throws: ``DiagnosticsError`` naming the file and the JSON pointer (and line) of each problem.
    public func load(path: String) throws -> MigratorConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "cannot read the file: \(DocumentLoader.reason(error))", at: SourceLocation(file: path))])
        }
        let raw = try RawDocument.parse(data: data, file: path)
        let node: Node
        switch raw.tree {
        case let .yaml(yaml): node = yaml
        case .json:
            guard let text = String(data: data, encoding: .utf8), let composed = try? Yams.compose(yaml: text) else {
                throw DiagnosticsError([Diagnostic(.error, "cannot read the configuration", at: SourceLocation(file: path))])
            }
            node = composed
        }
        guard let mapping = node.mapping else {
            throw DiagnosticsError([Diagnostic(.error, "a configuration is a mapping of settings", at: SourceLocation(file: path, line: node.mark?.line))])
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        func resolved(_ value: String) -> String {
            value.hasPrefix("/") ? value : base.appendingPathComponent(value).path
        }
        var configuration = MigratorConfiguration()
        var diagnostics = Diagnostics()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let location = SourceLocation(file: path, pointer: JSONPointer.make([key]), line: keyNode.mark?.line)
            func string() -> String? {
                guard let text = value.scalar?.string, value.scalar != nil else {
                    diagnostics.error("`\(key)` must be a string", at: location)
                    return nil
                }
                return text
            }
            switch key {
            case "document": configuration.document = string().map(resolved)
            case "target": configuration.target = string().map(resolved)
            case "packageName": configuration.packageName = string()
            case "accessLevel":
                configuration.accessLevel = string()
                if let level = configuration.accessLevel, !["public", "package", "internal"].contains(level) {
                    diagnostics.error("`accessLevel` must be public, package or internal", at: location)
                }
            case "output": configuration.output = string().map(resolved)
            case "guides":
                guard let sequence = value.sequence else {
                    diagnostics.error("`guides` must be a list of paths", at: location)
                    continue
                }
                configuration.guides = sequence.compactMap { $0.scalar?.string }.map(resolved)
            default:
                diagnostics.error("unknown setting `\(key)` (known: \(MigratorConfiguration.keys.joined(separator: ", ")))", at: location)
            }
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.all) }
        return configuration
    }
}
