/// Renders the structured Swift representation to source text: the only place generated Swift becomes text.
///
/// Output uses four-space indentation, one blank line between members, and ends with a newline.
public struct TextRenderer: Sendable {
    /// The indentation unit.
    static let indentUnit = "    "

    /// Creates a renderer.
    public init() {}

    /// Renders a whole file.
    public func render(_ file: FileDescription) -> String {
        var lines: [String] = file.headerComment.map { $0.isEmpty ? "//" : "// \($0)" }
        if !lines.isEmpty { lines.append("") }
        for item in file.imports {
            if item.conditional { lines.append("#if canImport(\(item.module))") }
            var prefix = item.exported ? "@_exported " : ""
            if item.testable { prefix += "@testable " }
            lines.append("\(prefix)import \(item.module)")
            if item.conditional { lines.append("#endif") }
        }
        if !file.imports.isEmpty { lines.append("") }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(contentsOf: render(declaration))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Renders a declaration to lines without trailing newline.
    func render(_ declaration: Declaration) -> [String] {
        switch declaration {
        case let .commented(comment, inner):
            return render(comment) + render(inner)
        case let .deprecated(message, inner):
            let attribute = message.map { "@available(*, deprecated, message: \(StringLiteral.render($0)))" }
                ?? "@available(*, deprecated)"
            return [attribute] + render(inner)
        case let .variable(variable):
            return render(variable)
        case let .function(function):
            return render(function)
        case let .struct(type):
            return renderType(keyword: "struct", type)
        case let .enum(type):
            return renderType(keyword: "enum", type)
        case let .finalClass(type):
            return renderType(keyword: "final class", type)
        case let .indirectEnum(type):
            return renderType(keyword: "indirect enum", type)
        case let .extension(description):
            let header = modifiers(description.access) + "extension \(description.onType)" + conformanceList(description.conformances)
            return renderBraced(header, members: description.members)
        case let .typealias(access, name, existing):
            return [modifiers(access) + "typealias \(name) = \(existing)"]
        case let .enumCase(enumCase):
            let associated = enumCase.associatedTypes.isEmpty ? "" : "(" + enumCase.associatedTypes.joined(separator: ", ") + ")"
            let rawValue = enumCase.rawValue.map { " = " + render(Expression.literal($0)) } ?? ""
            return ["case \(enumCase.name)\(associated)\(rawValue)"]
        }
    }

    private func render(_ comment: Comment) -> [String] {
        switch comment {
        case let .doc(lines): return lines.map { $0.isEmpty ? "///" : "/// \($0)" }
        case let .inline(lines): return lines.map { $0.isEmpty ? "//" : "// \($0)" }
        case let .mark(text): return ["// MARK: - \(text)"]
        }
    }

    private func modifiers(_ access: AccessModifier?, isStatic: Bool = false) -> String {
        (access.map { "\($0.rawValue) " } ?? "") + (isStatic ? "static " : "")
    }

    private func conformanceList(_ conformances: [String]) -> String {
        conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    }

    private func renderType(keyword: String, _ type: TypeDescription) -> [String] {
        let header = modifiers(type.access) + "\(keyword) \(type.name)" + conformanceList(type.conformances)
        return renderBraced(header, members: type.members)
    }

    /// `header {`, members separated by blank lines (consecutive cases and stored properties stay together), `}`.
    private func renderBraced(_ header: String, members: [Declaration]) -> [String] {
        guard !members.isEmpty else { return [header + " {}"] }
        var lines = [header + " {"]
        var previousWasCompact = false
        for (index, member) in members.enumerated() {
            let compact = Self.isCompact(member)
            if index > 0, !(compact && previousWasCompact) { lines.append("") }
            lines.append(contentsOf: render(member).map(indented))
            previousWasCompact = compact
        }
        lines.append("}")
        return lines
    }

    /// Enum cases and uncommented stored properties render without blank lines between them.
    private static func isCompact(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .enumCase: return true
        case let .variable(variable): return variable.getter == nil
        default: return false
        }
    }

    private func render(_ variable: VariableDescription) -> [String] {
        var header = modifiers(variable.access, isStatic: variable.isStatic) + (variable.isLet ? "let " : "var ") + variable.name
        if let type = variable.type { header += ": \(type)" }
        if let getter = variable.getter {
            guard let setter = variable.setter else { return block(header + " {", getter) }
            return [header + " {"] + block("get {", getter).map(indented) + block("set {", setter).map(indented) + ["}"]
        }
        if let value = variable.value { header += " = " + render(value) }
        return splitLines(header)
    }

    private func render(_ function: FunctionDescription) -> [String] {
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
        return block(signature + " {", function.body)
    }

    private func render(_ parameter: ParameterDescription) -> String {
        var text = (parameter.label.map { "\($0) " } ?? "") + "\(parameter.name): \(parameter.type)"
        if let value = parameter.defaultValue { text += " = " + render(value) }
        return text
    }

    /// `opening` (ending in `{`), the indented body, `}`.
    func block(_ opening: String, _ body: [CodeBlock]) -> [String] {
        splitLines(opening) + body.flatMap(render).map(indented) + ["}"]
    }

    func render(_ item: CodeBlock) -> [String] {
        switch item {
        case let .declaration(declaration): return render(declaration)
        case let .expression(expression): return splitLines(render(expression))
        }
    }

    func indented(_ line: String) -> String {
        line.isEmpty ? line : Self.indentUnit + line
    }

    func splitLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
