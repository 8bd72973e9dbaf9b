/// A file carried inside the generator binary: a runtime source or a template.
public struct EmbeddedFile: Hashable, Sendable {
    /// The file's name, for example `JSONValue.swift`.
    public var name: String
    /// The file's content.
    public var contents: String

    /// Creates an embedded file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Renders `EmbeddedResources.swift`, the committed copy of `Sources/MigratorRuntime`, `Sources/MigratorConformance`
/// and `Templates/` that lets the `migrator` binary work when copied anywhere. `EmbeddedResourcesTests` re-renders it from the real files and fails
/// when the committed copy drifts (`MIGRATOR_RECORD=1` rewrites it).
public enum EmbeddedResourcesRenderer {
    /// The Swift source of `EmbeddedResources.swift` for these files (sorted by name for determinism).
    public static func render(runtimeFiles: [EmbeddedFile], templates: [EmbeddedFile], conformanceFiles: [EmbeddedFile] = []) -> String {
        var lines = [
            "// Generated from Sources/MigratorRuntime, Sources/MigratorConformance and Templates by EmbeddedResourcesTests",
            "// (run `MIGRATOR_RECORD=1 swift test --filter EmbeddedResourcesTests` after changing them). Do not edit.",
            "",
            "/// The runtime sources, templates and conformance support, embedded so the `migrator` binary is self-contained.",
            "enum EmbeddedResources {",
            "    /// The files of `Sources/MigratorRuntime`, vendored into every generated package.",
            "    static let runtimeFiles: [EmbeddedFile] = [",
        ]
        lines += runtimeFiles.sorted { $0.name < $1.name }.map(entry)
        lines += ["    ]", "", "    /// The files of `Templates/`, rendered into every generated package.", "    static let templates: [EmbeddedFile] = ["]
        lines += templates.sorted { $0.name < $1.name }.map(entry)
        lines += [
            "    ]", "",
            "    /// The files of `Sources/MigratorConformance`, vendored into the conformance test target of `migrator verify`.",
            "    static let conformanceFiles: [EmbeddedFile] = [",
        ]
        lines += conformanceFiles.sorted { $0.name < $1.name }.map(entry)
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One array element: the name and a raw multi-line string literal whose delimiters never occur in the content.
    /// The content is followed by a newline before the closing delimiter, so the literal's value is exactly the content.
    private static func entry(_ file: EmbeddedFile) -> String {
        var hashes = "#"
        while file.contents.contains("\"\"\"" + hashes) || file.contents.contains("\\" + hashes) {
            hashes += "#"
        }
        return "        EmbeddedFile(name: \(StringLiteral.render(file.name)), contents: \(hashes)\"\"\"\n\(file.contents)\n\"\"\"\(hashes)),"
    }
}
