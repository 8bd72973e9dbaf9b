/// A statement in a code block: a local declaration or an expression.
public enum CodeBlock: Hashable, Sendable {
    /// A local declaration, such as `var request = …`.
    case declaration(Declaration)
    /// An expression or control-flow statement.
    case expression(Expression)
}

/// A literal value.
public enum LiteralDescription: Hashable, Sendable {
    /// A string, escaped when rendered.
    case string(String)
    /// An integer.
    case int(Int)
    /// A Boolean.
    case bool(Bool)
    /// `nil`.
    case `nil`
    /// An array literal.
    case array([Expression])
    /// A dictionary literal with its entries in order.
    case dictionary([DictionaryEntry])
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Hashable, Sendable {
    /// The key.
    public var key: Expression
    /// The value.
    public var value: Expression

    /// Creates an entry.
    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// An argument of a call: `label: expression`.
public struct FunctionArgument: Hashable, Sendable {
    /// The label, if any.
    public var label: String?
    /// The value.
    public var expression: Expression

    /// Creates an argument.
    public init(label: String? = nil, expression: Expression) {
        self.label = label
        self.expression = expression
    }
}

/// A `case` of a switch statement.
public struct SwitchCaseDescription: Hashable, Sendable {
    /// The patterns; empty means `default`.
    public var patterns: [Expression]
    /// The body.
    public var body: [CodeBlock]

    /// Creates a switch case.
    public init(patterns: [Expression], body: [CodeBlock]) {
        self.patterns = patterns
        self.body = body
    }
}

/// A closure: `{ parameters in body }`.
public struct ClosureDescription: Hashable, Sendable {
    /// Parameter names; empty means none (or `$0` use).
    public var parameters: [String]
    /// The body.
    public var body: [CodeBlock]

    /// Creates a closure.
    public init(parameters: [String] = [], body: [CodeBlock]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A Swift expression or statement.
public indirect enum Expression: Hashable, Sendable {
    /// A literal.
    case literal(LiteralDescription)
    /// A name: a variable, type or keyword such as `self`.
    case identifier(String)
    /// `left.right`, or `.right` when `left` is nil.
    case memberAccess(left: Expression?, right: String)
    /// A call with arguments and an optional trailing closure.
    case functionCall(callee: Expression, arguments: [FunctionArgument], trailingClosure: ClosureDescription?)
    /// `left = right`.
    case assignment(left: Expression, right: Expression)
    /// `try expression`.
    case `try`(Expression)
    /// `try? expression`.
    case optionalTry(Expression)
    /// `await expression`.
    case await(Expression)
    /// `return` with an optional value.
    case `return`(Expression?)
    /// `throw expression`.
    case `throw`(Expression)
    /// A switch statement.
    case `switch`(subject: Expression, cases: [SwitchCaseDescription])
    /// `if let name = value { then } [else { otherwise }]`, or `if condition { … }` when `binding` is nil.
    case `if`(binding: String?, condition: Expression, then: [CodeBlock], otherwise: [CodeBlock]?)
    /// `left op right`.
    case binaryOperation(left: Expression, operation: String, right: Expression)
    /// A closure.
    case closure(ClosureDescription)
    /// `let name` inside a pattern.
    case valueBinding(name: String)
    /// `expression!`.
    case forceUnwrap(Expression)
    /// `&expression`.
    case inOut(Expression)
    /// `(expression)`.
    case parenthesized(Expression)
    /// Swift source written by a person (a guide's conversion closure body), emitted as it is.
    case verbatim(String)
}

extension Expression {
    /// `name`.
    public static func `id`(_ name: String) -> Expression { .identifier(name) }

    /// `.member`.
    public static func dot(_ member: String) -> Expression { .memberAccess(left: nil, right: member) }

    /// A string literal.
    public static func string(_ value: String) -> Expression { .literal(.string(value)) }

    /// `self.member`.
    public static func selfDot(_ member: String) -> Expression { .memberAccess(left: .identifier("self"), right: member) }

    /// `self.member` on this expression.
    public func dot(_ member: String) -> Expression { .memberAccess(left: self, right: member) }

    /// Calls this expression with arguments.
    public func call(_ arguments: [FunctionArgument], trailingClosure: ClosureDescription? = nil) -> Expression {
        .functionCall(callee: self, arguments: arguments, trailingClosure: trailingClosure)
    }

    /// Calls this expression with only a trailing closure.
    public func call(trailingClosure: ClosureDescription) -> Expression {
        .functionCall(callee: self, arguments: [], trailingClosure: trailingClosure)
    }

    /// Calls this expression with unlabeled arguments.
    public func call(_ arguments: Expression...) -> Expression {
        .functionCall(callee: self, arguments: arguments.map { FunctionArgument(expression: $0) }, trailingClosure: nil)
    }
}

extension FunctionArgument {
    /// `label: expression`.
    public static func labeled(_ label: String, _ expression: Expression) -> FunctionArgument {
        FunctionArgument(label: label, expression: expression)
    }
}

extension Expression {
    /// The expression with every `try` inside it (outside closures) removed and, if there was one, a single `try` in
    /// front — Swift rejects `try` to the right of an operator such as `??`, while one leading `try` covers all.
    public func hoistingTry() -> Expression {
        var found = false
        let stripped = strippingTry(&found)
        return found ? .try(stripped) : stripped
    }

    private func strippingTry(_ found: inout Bool) -> Expression {
        switch self {
        case let .try(inner):
            found = true
            return inner.strippingTry(&found)
        case let .await(inner): return .await(inner.strippingTry(&found))
        case let .memberAccess(left, right):
            var nested = found
            let newLeft = left.map { $0.strippingTry(&nested) }
            found = nested
            return .memberAccess(left: newLeft, right: right)
        case let .functionCall(callee, arguments, trailing):
            let newCallee = callee.strippingTry(&found)
            var newArguments: [FunctionArgument] = []
            for argument in arguments {
                newArguments.append(FunctionArgument(label: argument.label, expression: argument.expression.strippingTry(&found)))
            }
            return .functionCall(callee: newCallee, arguments: newArguments, trailingClosure: trailing)
        case let .binaryOperation(left, operation, right):
            return .binaryOperation(left: left.strippingTry(&found), operation: operation, right: right.strippingTry(&found))
        case let .parenthesized(inner): return .parenthesized(inner.strippingTry(&found))
        case let .forceUnwrap(inner): return .forceUnwrap(inner.strippingTry(&found))
        case let .literal(.array(elements)):
            var newElements: [Expression] = []
            for element in elements { newElements.append(element.strippingTry(&found)) }
            return .literal(.array(newElements))
        default:
            return self
        }
    }
}
