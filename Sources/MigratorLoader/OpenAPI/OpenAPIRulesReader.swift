import MigratorModel

extension OpenAPIContext {
    /// The validation rules of a property's or parameter's schema.
    ///
    /// References are followed (keywords beside a `$ref`, which OpenAPI 3.1 allows, take precedence). For an array
    /// type `minItems`/`maxItems`/`uniqueItems` come from the schema and the other rules from its `items`; a nullable
    /// `anyOf`/`oneOf` of one schema and `null` reads the one schema. OpenAPI 3.0's Boolean `exclusiveMinimum` /
    /// `exclusiveMaximum` turn `minimum` / `maximum` into the exclusive bound. Rules that make no sense (see
    /// ``ValueRules/problems``) and values of the wrong kind are dropped with a warning.
    func valueRules(of schema: OpenAPINode?, type: TypeReference) -> ValueRules {
        guard let schema, let nodes = ruleNodes(of: schema) else { return ValueRules() }
        var rules = ValueRules()
        if case .array = type {
            if nodes.contains(where: { $0.hasAny(of: Self.arrayRuleKeywords) }) { readArrayRules(from: nodes, into: &rules) }
            if let items = nodes.lazy.compactMap({ $0["items"] }).first, items.isObject, let itemNodes = ruleNodes(of: items),
               itemNodes.contains(where: { $0.hasAny(of: Self.valueRuleKeywords) }) {
                readValueRules(from: itemNodes, into: &rules)
            }
        } else if nodes.contains(where: { $0.hasAny(of: Self.valueRuleKeywords) }) {
            readValueRules(from: nodes, into: &rules)
        }
        guard !rules.isEmpty else { return rules }
        let problems = rules.problems
        guard !problems.isEmpty else { return rules }
        for problem in problems {
            let node = (nodes + (nodes.compactMap { $0["items"] })).first { $0.has(problem.key.rawValue) }
            warn("\(problem.message); the rule is ignored", at: node.map { $0.pointer + "/" + problem.key.rawValue } ?? schema.pointer)
        }
        return rules.removing(Set(problems.map(\.key)))
    }

    /// The keywords ``readArrayRules(from:into:)`` reads: most schemas have none, and are passed over with one look
    /// at their own keys.
    private static let arrayRuleKeywords: Set<String> = ["minItems", "maxItems", "uniqueItems"]
    /// The keywords ``readValueRules(from:into:)`` reads.
    private static let valueRuleKeywords: Set<String> = [
        "pattern", "minLength", "maxLength", "minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum",
    ]

    /// The keywords that lead ``ruleNodes(of:)`` to further schemas.
    private static let chainKeywords: Set<String> = ["$ref", "anyOf", "oneOf"]

    /// The schema itself and, after it, the schemas its `$ref` chain leads to; the non-null member of a nullable
    /// `anyOf`/`oneOf`. `nil` when the schema is not an object.
    private func ruleNodes(of schema: OpenAPINode) -> [OpenAPINode]? {
        guard schema.isObject else { return nil }
        guard schema.hasAny(of: Self.chainKeywords) else { return [schema] }
        var nodes = [schema]
        var current = schema
        var visited: Set<String> = []
        while current.has("$ref"), let target = resolveReference(of: current), target.isObject {
            // Pointers are built only for schemas behind a reference (most schemas have none).
            if visited.isEmpty { visited.insert(schema.pointer) }
            guard visited.insert(target.pointer).inserted else { break }
            nodes.append(target)
            current = target
        }
        for keyword in ["anyOf", "oneOf"] {
            guard let variants = current[keyword]?.elements, variants.count == 2 else { continue }
            let others = variants.filter { !isNullSchema($0) }
            if others.count == 1, let inner = ruleNodes(of: others[0]) { nodes += inner }
        }
        return nodes
    }

    /// `minItems`, `maxItems` and `uniqueItems`, the first node that has each winning.
    private func readArrayRules(from nodes: [OpenAPINode], into rules: inout ValueRules) {
        rules.minItems = count("minItems", in: nodes)
        rules.maxItems = count("maxItems", in: nodes)
        if let node = nodes.lazy.compactMap({ $0["uniqueItems"] }).first {
            if let bool = node.bool { rules.uniqueItems = bool } else {
                warn("\"uniqueItems\" should be true or false, found \(node.kind.withArticle); ignored", at: node.pointer)
            }
        }
    }

    /// The string and number rules, the first node that has each winning.
    private func readValueRules(from nodes: [OpenAPINode], into rules: inout ValueRules) {
        if let node = nodes.lazy.compactMap({ $0["pattern"] }).first {
            if let pattern = node.string { rules.pattern = pattern } else {
                warn("\"pattern\" should be a string, found \(node.kind.withArticle); ignored", at: node.pointer)
            }
        }
        rules.minLength = count("minLength", in: nodes)
        rules.maxLength = count("maxLength", in: nodes)
        rules.minimum = number("minimum", in: nodes)
        rules.maximum = number("maximum", in: nodes)
        rules.multipleOf = number("multipleOf", in: nodes)
        for (keyword, inclusive) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
            guard let node = nodes.lazy.compactMap({ $0[keyword] }).first else { continue }
            var bound: RuleNumber?
            if let flag = node.bool {
                // OpenAPI 3.0: a Boolean that makes the inclusive bound exclusive.
                guard flag else { continue }
                bound = keyword == "exclusiveMinimum" ? rules.minimum : rules.maximum
                if bound == nil {
                    warn("\"\(keyword): true\" without \"\(inclusive)\" has no effect; ignored", at: node.pointer)
                    continue
                }
                if keyword == "exclusiveMinimum" { rules.minimum = nil } else { rules.maximum = nil }
            } else {
                bound = number(keyword, in: nodes)
            }
            if keyword == "exclusiveMinimum" { rules.exclusiveMinimum = bound } else { rules.exclusiveMaximum = bound }
        }
    }

    /// A non-negative integer keyword (`minLength`, `maxItems`, …), the first node that has it winning.
    private func count(_ keyword: String, in nodes: [OpenAPINode]) -> Int? {
        guard let node = nodes.lazy.compactMap({ $0[keyword] }).first else { return nil }
        if case let .value(integer)? = node.integer { return integer }
        if node.integer == nil {
            warn("\"\(keyword)\" should be an integer, found \(node.kind.withArticle); ignored", at: node.pointer)
        }
        return nil
    }

    /// A number keyword (`minimum`, `multipleOf`, …), the first node that has it winning.
    private func number(_ keyword: String, in nodes: [OpenAPINode]) -> RuleNumber? {
        guard let node = nodes.lazy.compactMap({ $0[keyword] }).first else { return nil }
        if case let .value(integer)? = node.integer { return .integer(integer) }
        if node.integer != nil { return nil } // beyond 64 bits: checkSchemaKeys already warned
        if let number = node.number, number.isFinite { return RuleNumber(number) }
        warn("\"\(keyword)\" should be a number, found \(node.kind.withArticle); ignored", at: node.pointer)
        return nil
    }
}
