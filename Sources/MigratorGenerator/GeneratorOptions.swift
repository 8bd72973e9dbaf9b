import MigratorNaming
/// What to generate: names and access level.
public struct GeneratorOptions: Hashable, Sendable {
    /// The package and client module name, for example `Petstore`.
    public var packageName: String
    /// The access level of generated API.
    public var accessLevel: AccessModifier

    /// A runtime module name other than the default (several clients sharing one runtime module, as in test harnesses).
    public var sharedRuntimeModuleName: String?

    /// Creates options.
    public init(packageName: String, accessLevel: AccessModifier = .public, sharedRuntimeModuleName: String? = nil) {
        self.packageName = packageName
        self.accessLevel = accessLevel
        self.sharedRuntimeModuleName = sharedRuntimeModuleName
    }

    /// The vendored runtime's module name: the package name plus `Runtime`, so two clients can live in one app.
    public var runtimeModuleName: String { sharedRuntimeModuleName ?? packageName + "Runtime" }

    /// Why `name` cannot be a package name, or `nil` when it can (an ASCII identifier, not a Swift keyword).
    public static func problem(withPackageName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the package name is empty" }
        let allowed = name.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "_" }
        if !allowed || ("0"..."9").contains(first) {
            return "\"\(name)\" is not a valid package name: use ASCII letters, digits and underscores, not starting with a digit"
        }
        if SwiftIdentifier.keywords.contains(name) || Constants.reservedTypeNames.contains(name) || name == Constants.Client.typeName {
            return "\"\(name)\" is not a valid package name: it would shadow a Swift keyword or type"
        }
        return nil
    }
}

/// One file of a generated package.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the package root, with `/` separators.
    public var path: String
    /// The file's content.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A whole generated package: every file, sorted by path.
public struct GeneratedPackage: Hashable, Sendable {
    /// The package's name (its directory name).
    public var name: String
    /// The files, sorted by path.
    public var files: [GeneratedFile]

    /// Creates a package, sorting the files.
    public init(name: String, files: [GeneratedFile]) {
        self.name = name
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The file at `path`, if any.
    public func file(at path: String) -> GeneratedFile? {
        files.first { $0.path == path }
    }
}
