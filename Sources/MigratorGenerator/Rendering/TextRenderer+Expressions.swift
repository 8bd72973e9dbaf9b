extension TextRenderer {
    /// Renders the condition of an `if` or the subject of a `switch`, in parentheses when it ends a call with a trailing
    /// closure outside any parentheses (`if let value = (body.flatMap { … }) {`): Swift would take the closure's brace
    /// for the statement's body.
    func renderCondition(_ expression: Expression) -> String {
        Self.hasBareTrailingClosure(expression) ? "(" + render(expression) + ")" : render(expression)
    }

    /// Whether an expression holds a trailing closure that is not enclosed in parentheses, an argument list or a
    /// closure of its own.
    static func hasBareTrailingClosure(_ expression: Expression) -> Bool {
        switch expression {
        case let .functionCall(callee, _, trailingClosure):
            return trailingClosure != nil || hasBareTrailingClosure(callee)
        case let .memberAccess(left, _):
            return left.map(hasBareTrailingClosure) ?? false
        case let .assignment(left, right), let .binaryOperation(left, _, right):
            return hasBareTrailingClosure(left) || hasBareTrailingClosure(right)
        case let .try(inner), let .optionalTry(inner), let .await(inner), let .forceUnwrap(inner), let .inOut(inner):
            return hasBareTrailingClosure(inner)
        case .literal, .identifier, .return, .throw, .switch, .if, .closure, .valueBinding, .parenthesized, .verbatim:
            return false
        }
    }

    /// Renders an expression; multi-line constructs (closures, switch, if) contain newlines with relative indentation.
    func render(_ expression: Expression) -> String {
        switch expression {
        case let .literal(literal):
            return render(literal)
        case let .identifier(name):
            return name
        case let .memberAccess(left, right):
            return (left.map(render) ?? "") + "." + right
        case let .functionCall(callee, arguments, trailingClosure):
            var text = render(callee)
            if !arguments.isEmpty || trailingClosure == nil {
                text += "(" + arguments.map(render).joined(separator: ", ") + ")"
            }
            if let closure = trailingClosure { text += " " + render(closure) }
            return text
        case let .assignment(left, right):
            return render(left) + " = " + render(right)
        case let .try(inner):
            return "try " + render(inner)
        case let .optionalTry(inner):
            return "try? " + render(inner)
        case let .await(inner):
            return "await " + render(inner)
        case let .return(value):
            return value.map { "return " + render($0) } ?? "return"
        case let .throw(value):
            return "throw " + render(value)
        case let .switch(subject, cases):
            var out = SourceWriter()
            out.line("switch \(renderCondition(subject)) {")
            for switchCase in cases {
                out.line(switchCase.patterns.isEmpty ? "default:" : "case " + switchCase.patterns.map(render).joined(separator: ", ") + ":")
                out.depth += 1
                for item in switchCase.body { write(item, into: &out) }
                out.depth -= 1
            }
            out.line("}")
            return out.textWithoutFinalNewline
        case let .if(binding, condition, then, otherwise):
            let head = binding.map { "if let \($0) = \(renderCondition(condition))" } ?? "if \(renderCondition(condition))"
            var out = SourceWriter()
            guard let otherwise else {
                writeBlock(head + " {", then, into: &out)
                return out.textWithoutFinalNewline
            }
            out.lines(of: head + " {")
            out.depth += 1
            for item in then { write(item, into: &out) }
            out.depth -= 1
            writeBlock("} else {", otherwise, into: &out)
            return out.textWithoutFinalNewline
        case let .binaryOperation(left, operation, right):
            return "\(render(left)) \(operation) \(render(right))"
        case let .closure(closure):
            return render(closure)
        case let .valueBinding(name):
            return "let \(name)"
        case let .forceUnwrap(inner):
            return render(inner) + "!"
        case let .inOut(inner):
            return "&" + render(inner)
        case let .parenthesized(inner):
            return "(" + render(inner) + ")"
        case let .verbatim(source):
            return source
        }
    }

    /// `line` indented one level (empty lines stay empty).
    func indented(_ line: String) -> String {
        line.isEmpty ? line : Self.indentUnit + line
    }

    private func render(_ argument: FunctionArgument) -> String {
        (argument.label.map { "\($0): " } ?? "") + render(argument.expression)
    }

    /// `{ $0.value }` on one line when the body is one short expression, else a multi-line closure.
    private func render(_ closure: ClosureDescription) -> String {
        let parameters = closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
        var body = SourceWriter()
        for item in closure.body { write(item, into: &body) }
        let bodyLines = body.lines
        if bodyLines.count == 1, bodyLines[0].count <= 80 {
            return "{\(parameters) \(bodyLines[0]) }"
        }
        return (["{" + parameters] + bodyLines.map(indented) + ["}"]).joined(separator: "\n")
    }

    private func render(_ literal: LiteralDescription) -> String {
        switch literal {
        case let .string(value): return StringLiteral.render(value)
        case let .int(value): return String(value)
        case let .bool(value): return value ? "true" : "false"
        case .nil: return "nil"
        case let .array(elements):
            let items = elements.map(render)
            let single = "[" + items.joined(separator: ", ") + "]"
            if single.count <= 100, !single.contains("\n") { return single }
            return (["["] + items.map { indented($0) + "," } + ["]"]).joined(separator: "\n")
        case let .dictionary(entries):
            if entries.isEmpty { return "[:]" }
            let items = entries.map { render($0.key) + ": " + render($0.value) }
            let single = "[" + items.joined(separator: ", ") + "]"
            if single.count <= 100, !single.contains("\n") { return single }
            return (["["] + items.map { indented($0) + "," } + ["]"]).joined(separator: "\n")
        }
    }
}

/// Swift string literal escaping.
enum StringLiteral {
    /// `value` as a double-quoted Swift string literal, with `\`, `"`, control characters and interpolation escaped.
    static func render(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
