import MigratorModel

/// The name a schema's model gets if the schema turns out to be one.
struct OpenAPIModelName {
    /// The component model's exact name, or the hint an inline model's name is derived from (sanitized, made unique).
    var base: String
    /// Whether ``base`` is a reserved component name (used as is, never deduplicated) rather than a hint.
    var isComponent: Bool
    /// The nodes a component model takes its description, deprecation and rename hint from, outermost first.
    var metadataSources: [OpenAPINode]

    /// The name of the component schema `node`, already reserved as `name`.
    static func component(_ name: String, node: OpenAPINode) -> OpenAPIModelName {
        OpenAPIModelName(base: name, isComponent: true, metadataSources: [node])
    }

    /// A hint for an inline model, for example `Pet_owner`.
    static func inline(_ hint: String) -> OpenAPIModelName {
        OpenAPIModelName(base: hint, isComponent: false, metadataSources: [])
    }

    /// The hint for a model nested in this one: `Pet` + `owner` → `Pet_owner`.
    func nested(_ suffix: String) -> OpenAPIModelName {
        .inline(base + "_" + suffix)
    }

    /// The same name, also taking metadata from `node` (a composition collapsed to one subschema).
    func passing(through node: OpenAPINode) -> OpenAPIModelName {
        var copy = self
        if isComponent { copy.metadataSources.append(node) }
        return copy
    }
}

/// Deterministic names for models and operations read from OpenAPI documents.
enum OpenAPINaming {
    /// A model name valid in TYPE strings: characters other than ASCII letters, digits, `_`, `.` and `-` become `_`,
    /// and a name that does not start with a letter or `_` gets a leading `_`. `a|b` → `a_b`, `2fa` → `_2fa`.
    static func sanitize(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            result.append(isNameCharacter(scalar) ? scalar : "_")
        }
        var name = String(result)
        if let first = name.unicodeScalars.first, !(isLetter(first) || first == "_") {
            name = "_" + name
        }
        return name.isEmpty ? "_" : name
    }

    /// Whether a component key matches OpenAPI's `^[a-zA-Z0-9\.\-_]+$`.
    static func isValidComponentKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy(isNameCharacter)
    }

    /// `base`, or `base_2`, `base_3`, … — the first not yet in `used`, which it is added to.
    static func uniqueName(_ base: String, in used: inout Set<String>) -> String {
        if used.insert(base).inserted { return base }
        var counter = 2
        while !used.insert("\(base)_\(counter)").inserted { counter += 1 }
        return "\(base)_\(counter)"
    }

    /// An operationId for an operation without one: the lower-case method followed by the path's words, each
    /// capitalised. `GET /pets/{petId}` → `getPetsPetId`, `POST /` → `postRoot`.
    static func operationId(method: String, path: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in path.unicodeScalars {
            if scalar.isASCII, isLetter(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        if words.isEmpty { words = ["Root"] }
        return method.lowercased() + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// ASCII letters, digits, `_`, `.` and `-`.
    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-"
    }

    /// ASCII letters.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}

extension OpenAPIContext {
    /// The component schema key a pointer names, for `/components/schemas/<key>` exactly; otherwise `nil`.
    func componentKey(ofPointer pointer: String) -> String? {
        let prefix = "/components/schemas/"
        guard pointer.hasPrefix(prefix) else { return nil }
        let rest = pointer.dropFirst(prefix.count)
        guard !rest.contains("/") else { return nil }
        return JSONPointer.unescape(String(rest))
    }

    /// A model name hint for a schema reached only through a `$ref` into the middle of the document, derived from its
    /// pointer: `/components/schemas/Pet/properties/owner` → `Pet_owner`.
    func nameHint(forPointer pointer: String) -> String {
        var parts: [String] = []
        var tokens = JSONPointer.tokens(of: pointer)[...]
        if tokens.first == "components", tokens.count >= 3 { tokens = tokens.dropFirst(2) }
        for token in tokens {
            switch token {
            case "properties", "schema", "content", "paths": continue
            case "items": parts.append("item")
            case "additionalProperties": parts.append("value")
            default: parts.append(token.contains("/") ? OpenAPINaming.sanitize(token) : token)
            }
        }
        return parts.isEmpty ? "Schema" : parts.joined(separator: "_")
    }

    /// The key of the component a `$ref` element points to under `prefix` (for example `/components/parameters/`),
    /// the stem of inline models' names inside a shared component; `nil` for inline elements.
    func componentName(of element: OpenAPINode, under prefix: String) -> String? {
        guard element.has("$ref"), let target = dereference(element) else { return nil }
        let pointer = target.pointer
        guard pointer.hasPrefix(prefix) else { return nil }
        let rest = pointer.dropFirst(prefix.count)
        guard !rest.isEmpty, !rest.contains("/") else { return nil }
        return JSONPointer.unescape(String(rest))
    }
}
