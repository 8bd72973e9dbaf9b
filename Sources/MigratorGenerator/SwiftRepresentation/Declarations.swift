/// A Swift source file as data: imports and declarations, rendered to text by ``TextRenderer``.
public struct FileDescription: Hashable, Sendable {
    /// Comment lines at the top of the file (without `//`).
    public var headerComment: [String]
    /// The file's imports.
    public var imports: [ImportDescription]
    /// The file's top-level declarations.
    public var declarations: [Declaration]

    /// Creates a file.
    public init(headerComment: [String] = [], imports: [ImportDescription] = [], declarations: [Declaration] = []) {
        self.headerComment = headerComment
        self.imports = imports
        self.declarations = declarations
    }
}

/// An `import` statement.
public struct ImportDescription: Hashable, Sendable {
    /// The module imported.
    public var module: String
    /// `@_exported import`: clients of the importing module see the imported one too.
    public var exported: Bool
    /// `@testable import`.
    public var testable: Bool
    /// Wrap the import in `#if canImport(Module)`.
    public var conditional: Bool

    /// Creates an import.
    public init(_ module: String, exported: Bool = false, testable: Bool = false, conditional: Bool = false) {
        self.module = module
        self.exported = exported
        self.testable = testable
        self.conditional = conditional
    }
}

/// An access modifier.
public enum AccessModifier: String, Hashable, Sendable, CaseIterable {
    /// `public`
    case `public`
    /// `package`
    case package
    /// `internal`
    case `internal`
    /// `fileprivate`
    case `fileprivate`
    /// `private`
    case `private`
}

/// A declaration: a type, member, extension, or one of those wrapped in a comment or attribute.
public indirect enum Declaration: Hashable, Sendable {
    /// A declaration preceded by a comment.
    case commented(Comment, Declaration)
    /// A declaration marked `@available(*, deprecated, message:)`.
    case deprecated(message: String?, Declaration)
    /// A `let` or `var`, stored or computed.
    case variable(VariableDescription)
    /// A function or initializer.
    case function(FunctionDescription)
    /// A struct.
    case `struct`(TypeDescription)
    /// An enum.
    case `enum`(TypeDescription)
    /// A final class.
    case finalClass(TypeDescription)
    /// An indirect enum (its cases may contain the enum itself).
    case indirectEnum(TypeDescription)
    /// An extension.
    case `extension`(ExtensionDescription)
    /// An enum case.
    case enumCase(EnumCaseDescription)
    /// `typealias name = existing`.
    case `typealias`(access: AccessModifier?, name: String, existing: String)
}

/// A comment: documentation (`///`), a plain line comment (`//`), or a `// MARK: -` separator.
public enum Comment: Hashable, Sendable {
    /// `///` lines.
    case doc([String])
    /// `//` lines.
    case inline([String])
    /// `// MARK: - text`.
    case mark(String)
}

/// A struct or enum: name, conformances and members.
public struct TypeDescription: Hashable, Sendable {
    /// The access modifier, if written.
    public var access: AccessModifier?
    /// The type's name.
    public var name: String
    /// Protocols and superclass, in order.
    public var conformances: [String]
    /// The members, in order.
    public var members: [Declaration]

    /// Creates a type description.
    public init(access: AccessModifier? = nil, name: String, conformances: [String] = [], members: [Declaration] = []) {
        self.access = access
        self.name = name
        self.conformances = conformances
        self.members = members
    }
}

/// An extension of a type.
public struct ExtensionDescription: Hashable, Sendable {
    /// The access modifier, if written.
    public var access: AccessModifier?
    /// The extended type.
    public var onType: String
    /// Added conformances.
    public var conformances: [String]
    /// The members, in order.
    public var members: [Declaration]

    /// Creates an extension.
    public init(access: AccessModifier? = nil, onType: String, conformances: [String] = [], members: [Declaration] = []) {
        self.access = access
        self.onType = onType
        self.conformances = conformances
        self.members = members
    }
}

/// A `let` or `var`: stored (with an optional initial value) or computed (with accessor bodies).
public struct VariableDescription: Hashable, Sendable {
    /// The access modifier, if written.
    public var access: AccessModifier?
    /// `static`.
    public var isStatic: Bool
    /// `let` (true) or `var` (false).
    public var isLet: Bool
    /// The name.
    public var name: String
    /// The type annotation, if written.
    public var type: String?
    /// The initial value of a stored variable.
    public var value: Expression?
    /// The getter body of a computed variable.
    public var getter: [CodeBlock]?
    /// The setter body of a computed variable (uses `newValue`).
    public var setter: [CodeBlock]?

    /// Creates a variable.
    public init(
        access: AccessModifier? = nil, isStatic: Bool = false, isLet: Bool = false, name: String, type: String? = nil,
        value: Expression? = nil, getter: [CodeBlock]? = nil, setter: [CodeBlock]? = nil
    ) {
        self.access = access
        self.isStatic = isStatic
        self.isLet = isLet
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        self.setter = setter
    }
}

/// An enum case: bare, with a raw value, or with associated values.
public struct EnumCaseDescription: Hashable, Sendable {
    /// The case's name.
    public var name: String
    /// The types of associated values.
    public var associatedTypes: [String]
    /// The default values of the associated values, parallel to ``associatedTypes`` (`nil` or missing = none), for
    /// example `.init()` for `case production(ServerVariables = .init())`.
    public var associatedDefaults: [Expression?]
    /// The raw value, for enums with a raw type.
    public var rawValue: LiteralDescription?

    /// Creates an enum case.
    public init(name: String, associatedTypes: [String] = [], associatedDefaults: [Expression?] = [], rawValue: LiteralDescription? = nil) {
        self.name = name
        self.associatedTypes = associatedTypes
        self.associatedDefaults = associatedDefaults
        self.rawValue = rawValue
    }
}

/// A function or initializer.
public struct FunctionDescription: Hashable, Sendable {
    /// What is declared.
    public enum Kind: Hashable, Sendable {
        /// `func name`.
        case function(name: String, isStatic: Bool)
        /// `init`.
        case initializer
    }

    /// The access modifier, if written.
    public var access: AccessModifier?
    /// Function or initializer.
    public var kind: Kind
    /// The parameters.
    public var parameters: [ParameterDescription]
    /// `mutating`.
    public var isMutating: Bool
    /// `async`.
    public var isAsync: Bool
    /// `throws`.
    public var isThrowing: Bool
    /// The return type, if any.
    public var returnType: String?
    /// The body.
    public var body: [CodeBlock]

    /// Creates a function.
    public init(
        access: AccessModifier? = nil, kind: Kind, parameters: [ParameterDescription] = [], isMutating: Bool = false,
        isAsync: Bool = false, isThrowing: Bool = false, returnType: String? = nil, body: [CodeBlock] = []
    ) {
        self.access = access
        self.kind = kind
        self.parameters = parameters
        self.isMutating = isMutating
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
    }
}

/// A function parameter: `label name: Type = default`.
public struct ParameterDescription: Hashable, Sendable {
    /// The argument label (`_` for none); `nil` when it equals the name.
    public var label: String?
    /// The parameter's name.
    public var name: String
    /// The type.
    public var type: String
    /// The default value.
    public var defaultValue: Expression?

    /// Creates a parameter.
    public init(label: String? = nil, name: String, type: String, defaultValue: Expression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
