/// Renders the structured Swift representation to source text: the only place generated Swift becomes text.
///
/// Output uses four-space indentation, one blank line between members, and ends with a newline. Declarations are
/// written once, at their final indentation, into one ``SourceWriter`` buffer (re-indenting every nested block's
/// lines at each level cost a quarter of `generate` on large documents; see docs/performance.md).
public struct TextRenderer: Sendable {
    /// The indentation unit.
    static let indentUnit = "    "

    /// Creates a renderer.
    public init() {}

    /// Renders a whole file.
    public func render(_ file: FileDescription) -> String {
        var out = SourceWriter()
        for line in file.headerComment { out.line(line.isEmpty ? "//" : "// \(line)") }
        if !file.headerComment.isEmpty { out.blank() }
        for item in file.imports {
            if item.conditional { out.line("#if canImport(\(item.module))") }
            var prefix = item.exported ? "@_exported " : ""
            if item.testable { prefix += "@testable " }
            out.line("\(prefix)import \(item.module)")
            if item.conditional { out.line("#endif") }
        }
        if !file.imports.isEmpty { out.blank() }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 { out.blank() }
            write(declaration, into: &out)
        }
        return out.text
    }

    /// Renders a declaration to lines without trailing newline (for tests and callers that want lines).
    func render(_ declaration: Declaration) -> [String] {
        var out = SourceWriter()
        write(declaration, into: &out)
        return out.lines
    }

    /// Writes a declaration at the writer's current indentation.
    func write(_ declaration: Declaration, into out: inout SourceWriter) {
        switch declaration {
        case let .commented(comment, inner):
            write(comment, into: &out)
            write(inner, into: &out)
        case let .deprecated(message, inner):
            out.line(message.map { "@available(*, deprecated, message: \(StringLiteral.render($0)))" } ?? "@available(*, deprecated)")
            write(inner, into: &out)
        case let .variable(variable):
            write(variable, into: &out)
        case let .function(function):
            write(function, into: &out)
        case let .struct(type):
            writeType(keyword: "struct", type, into: &out)
        case let .enum(type):
            writeType(keyword: "enum", type, into: &out)
        case let .finalClass(type):
            writeType(keyword: "final class", type, into: &out)
        case let .indirectEnum(type):
            writeType(keyword: "indirect enum", type, into: &out)
        case let .extension(description):
            let header = modifiers(description.access) + "extension \(description.onType)" + conformanceList(description.conformances)
            writeBraced(header, members: description.members, into: &out)
        case let .typealias(access, name, existing):
            out.line(modifiers(access) + "typealias \(name) = \(existing)")
        case let .enumCase(enumCase):
            let types = enumCase.associatedTypes.enumerated().map { index, type in
                let defaultValue = index < enumCase.associatedDefaults.count ? enumCase.associatedDefaults[index] : nil
                return type + (defaultValue.map { " = " + render($0) } ?? "")
            }
            let associated = types.isEmpty ? "" : "(" + types.joined(separator: ", ") + ")"
            let rawValue = enumCase.rawValue.map { " = " + render(Expression.literal($0)) } ?? ""
            out.line("case \(enumCase.name)\(associated)\(rawValue)")
        }
    }

    private func write(_ comment: Comment, into out: inout SourceWriter) {
        switch comment {
        case let .doc(lines): for line in lines { out.line(line.isEmpty ? "///" : "/// \(line)") }
        case let .inline(lines): for line in lines { out.line(line.isEmpty ? "//" : "// \(line)") }
        case let .mark(text): out.line("// MARK: - \(text)")
        }
    }

    private func modifiers(_ access: AccessModifier?, isStatic: Bool = false) -> String {
        (access.map { "\($0.rawValue) " } ?? "") + (isStatic ? "static " : "")
    }

    private func conformanceList(_ conformances: [String]) -> String {
        conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    }

    private func writeType(keyword: String, _ type: TypeDescription, into out: inout SourceWriter) {
        let header = modifiers(type.access) + "\(keyword) \(type.name)" + conformanceList(type.conformances)
        writeBraced(header, members: type.members, into: &out)
    }

    /// `header {`, members separated by blank lines (consecutive cases and stored properties stay together), `}`.
    private func writeBraced(_ header: String, members: [Declaration], into out: inout SourceWriter) {
        guard !members.isEmpty else { return out.line(header + " {}") }
        out.line(header + " {")
        out.depth += 1
        var previousWasCompact = false
        for (index, member) in members.enumerated() {
            let compact = Self.isCompact(member)
            if index > 0, !(compact && previousWasCompact) { out.blank() }
            write(member, into: &out)
            previousWasCompact = compact
        }
        out.depth -= 1
        out.line("}")
    }

    /// Enum cases and uncommented stored properties render without blank lines between them.
    private static func isCompact(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .enumCase: return true
        case let .variable(variable): return variable.getter == nil
        default: return false
        }
    }

    private func write(_ variable: VariableDescription, into out: inout SourceWriter) {
        var header = modifiers(variable.access, isStatic: variable.isStatic) + (variable.isLet ? "let " : "var ") + variable.name
        if let type = variable.type { header += ": \(type)" }
        if let getter = variable.getter {
            guard let setter = variable.setter else { return writeBlock(header + " {", getter, into: &out) }
            out.line(header + " {")
            out.depth += 1
            writeBlock("get {", getter, into: &out)
            writeBlock("set {", setter, into: &out)
            out.depth -= 1
            return out.line("}")
        }
        if let value = variable.value { header += " = " + render(value) }
        out.lines(of: header)
    }

    private func write(_ function: FunctionDescription, into out: inout SourceWriter) {
        var header = modifiers(function.access)
        switch function.kind {
        case let .function(name, isStatic):
            header += (isStatic ? "static " : "") + (function.isMutating ? "mutating " : "") + "func \(name)"
        case .initializer:
            header += "init"
        }
        let parameters = function.parameters.map(render)
        let singleLine = header + "(" + parameters.joined(separator: ", ") + ")"
        var signature = singleLine.count + 30 > 120 && parameters.count > 1
            ? header + "(\n" + parameters.map { Self.indentUnit + $0 }.joined(separator: ",\n") + "\n)"
            : singleLine
        if function.isAsync { signature += " async" }
        if function.isThrowing { signature += " throws" }
        if let returnType = function.returnType { signature += " -> \(returnType)" }
        writeBlock(signature + " {", function.body, into: &out)
    }

    private func render(_ parameter: ParameterDescription) -> String {
        var text = (parameter.label.map { "\($0) " } ?? "") + "\(parameter.name): \(parameter.type)"
        if let value = parameter.defaultValue { text += " = " + render(value) }
        return text
    }

    /// `opening` (ending in `{`), the indented body, `}`.
    func writeBlock(_ opening: String, _ body: [CodeBlock], into out: inout SourceWriter) {
        out.lines(of: opening)
        out.depth += 1
        for item in body { write(item, into: &out) }
        out.depth -= 1
        out.line("}")
    }

    /// Writes a statement or declaration of a body.
    func write(_ item: CodeBlock, into out: inout SourceWriter) {
        switch item {
        case let .declaration(declaration): write(declaration, into: &out)
        case let .expression(expression): out.lines(of: render(expression))
        }
    }
}
