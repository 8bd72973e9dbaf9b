import MigratorModel

/// An object or enum type declared in the document, stored in the type store or written inline.
struct ApodiniDeclaration {
    /// What the declaration becomes.
    enum Kind: Equatable {
        /// An object model.
        case object
        /// An enum model with this raw type.
        case enumeration(EnumModel.RawType)
        /// No model: an enum the model cannot express, read as this plain type.
        case substitute(TypeReference)
    }

    /// The type-store key (for inline types, the key the store would use).
    let key: String
    /// The body of the declaration: the value of its `object` or `enum` key.
    let body: ApodiniNode
    /// What it becomes.
    let kind: Kind
    /// Its Swift type name.
    let typeName: ApodiniTypeName
    /// The model's name in the internal model, assigned once every declaration is known.
    var modelName = ""

    /// Whether this is Apodini's `Empty` (an object without properties that handlers return for "no content").
    var isApodiniEmpty: Bool {
        kind == .object && typeName.module == "Apodini" && typeName.plainName == "Empty"
    }
}

/// Every named type of a document, with model names assigned deterministically.
///
/// A model is named by its type's plain name (module left out, see ``ApodiniTypeName/plainName``), so a type
/// that moved from `QONECTIQV1` to `QONECTIQV2` keeps its model name and `compare` sees no change. When one
/// document declares the same plain name in several modules, each of those models is named
/// `Module.PlainName` instead, with a warning. Declarations are collected in sorted key order, then the inline
/// ones in document order, so names never depend on dictionary order.
struct ApodiniTypeRegistry {
    /// The declarations, stored ones first (sorted by key), then inline ones.
    private(set) var declarations: [ApodiniDeclaration] = []
    /// Index of each declaration by key.
    private var indexByKey: [String: Int] = [:]
    /// Store entries that are neither objects nor enums, by key; references to them read the entry in place.
    private(set) var aliases: [String: ApodiniNode] = [:]
    /// Every model name given out so far (also used for the wrapper models of endpoints).
    var takenNames: Set<String> = []

    /// Collects the declarations of `store` (the `types` or `components` object) and the inline ones found in
    /// the store's types and in `roots` (endpoint parameter and response types), then names them.
    init(store: ApodiniNode?, roots: [ApodiniNode], context: ApodiniReadContext) {
        if let store {
            for (key, entry) in store.entries.sorted(by: { $0.key < $1.key }) {
                if let declaration = Self.declaration(entry, key: key, context: context) {
                    register(declaration)
                } else {
                    aliases[key] = entry
                }
            }
        }
        var visited: Set<String> = []
        for declaration in declarations { collectInline(inProperties: declaration, visited: &visited, context: context) }
        for root in roots { collectInline(in: root, visited: &visited, context: context) }
        assignNames(context: context)
    }

    /// The declaration filed under `key`, if any.
    func declaration(forKey key: String) -> ApodiniDeclaration? {
        indexByKey[key].map { declarations[$0] }
    }

    /// The declaration of an inline `{"object": …}` or `{"enum": …}` type node, if it has a readable type name.
    func declaration(inline node: ApodiniNode) -> ApodiniDeclaration? {
        guard let body = node["object"] ?? node["enum"], let name = body["typeName"].flatMap(ApodiniTypeName.init(node:)) else {
            return nil
        }
        return declaration(forKey: name.referenceKey)
    }

    /// Reads a type-store entry (or inline type node) that declares an object or enum; `nil` for other kinds.
    private static func declaration(_ node: ApodiniNode, key: String, context: ApodiniReadContext) -> ApodiniDeclaration? {
        let isObject = node["object"] != nil
        guard let body = node["object"] ?? node["enum"] else { return nil }
        var typeName = body["typeName"].flatMap(ApodiniTypeName.init(node:))
        if typeName == nil {
            context.warning("the type has no readable `typeName`; it is named after its key \"\(key)\"", at: body)
            typeName = ApodiniTypeName(qualified: key)
        }
        guard let typeName else { return nil }
        let kind: ApodiniDeclaration.Kind = isObject ? .object : enumKind(body, name: typeName.qualifiedName, context: context)
        return ApodiniDeclaration(key: key, body: body, kind: kind, typeName: typeName)
    }

    /// Classifies an enum by its `rawValueType`: string and integer enums become enum models; enums without
    /// cases or with other raw types (Bool, Double, …) cannot be expressed and are read as their raw type.
    private static func enumKind(_ body: ApodiniNode, name: String, context: ApodiniReadContext) -> ApodiniDeclaration.Kind {
        let rawNode = body["rawValueType"]
        let rawName = (rawNode?["scalar"]?.string ?? rawNode?.string ?? "String").lowercased()
        let cases = body["cases"]?.elements ?? []
        let rawValues = cases.map { $0.text("rawValue") ?? $0.text("name") ?? "" }
        guard !cases.isEmpty else {
            context.warning("enum \(name) has no cases; it is read as a plain string", at: body)
            return .substitute(.scalar(.string))
        }
        switch ApodiniScalarMapping.scalar(named: rawName, coders: context.coders)?.type {
        case .scalar(.string)?:
            return .enumeration(.string)
        case .scalar(.int32)?, .scalar(.int64)?:
            if rawValues.allSatisfy({ Int($0) != nil }) { return .enumeration(.integer) }
            context.warning("enum \(name) has integer raw values that are not all integers; it is read as a string enum", at: body)
            return .enumeration(.string)
        case let .some(other):
            context.warning("enum \(name) has raw values of type \(rawName), which the model cannot express as an enum; it is read as \(other)", at: body)
            return .substitute(other)
        case nil:
            context.warning("enum \(name) has an unknown raw value type \"\(rawName)\"; it is read as a string enum", at: body)
            return .enumeration(.string)
        }
    }

    /// Files a declaration under its key unless the key is taken (the first declaration wins).
    private mutating func register(_ declaration: ApodiniDeclaration) {
        guard indexByKey[declaration.key] == nil else { return }
        indexByKey[declaration.key] = declarations.count
        declarations.append(declaration)
    }

    /// Registers inline declarations nested in the property types of an object declaration.
    private mutating func collectInline(inProperties declaration: ApodiniDeclaration, visited: inout Set<String>, context: ApodiniReadContext) {
        guard declaration.kind == .object, visited.insert(declaration.key).inserted else { return }
        for property in declaration.body["properties"]?.elements ?? [] {
            if let type = property["type"] { collectInline(in: type, visited: &visited, context: context) }
        }
    }

    /// Registers the inline object and enum declarations in a type node, depth first in document order.
    private mutating func collectInline(in node: ApodiniNode, visited: inout Set<String>, context: ApodiniReadContext) {
        if let inner = node["repeated"] ?? node["optional"] ?? node["dictionary"]?["value"] {
            collectInline(in: inner, visited: &visited, context: context)
        } else if let body = node["object"] ?? node["enum"], let typeName = body["typeName"].flatMap(ApodiniTypeName.init(node:)) {
            let key = typeName.referenceKey
            if indexByKey[key] == nil, let declaration = Self.declaration(node, key: key, context: context) {
                register(declaration)
            }
            if let index = indexByKey[key] {
                collectInline(inProperties: declarations[index], visited: &visited, context: context)
            }
        }
    }

    /// Names every enum and object declaration by its plain name, prefixing the module where one document
    /// declares a plain name in several modules.
    private mutating func assignNames(context: ApodiniReadContext) {
        var groups: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() {
            if case .substitute = declaration.kind { continue }
            groups[declaration.typeName.plainName, default: []].append(index)
        }
        for plain in groups.keys.sorted() {
            let members = groups[plain] ?? []
            if members.count == 1, let index = members.first {
                declarations[index].modelName = ApodiniNaming.claim(plain, in: &takenNames)
                continue
            }
            let ordered = members.sorted { lhs, rhs in
                let left = declarations[lhs], right = declarations[rhs]
                return (left.typeName.module ?? "", left.key) < (right.typeName.module ?? "", right.key)
            }
            for index in ordered {
                let module = declarations[index].typeName.module ?? ""
                declarations[index].modelName = ApodiniNaming.claim(module.isEmpty ? plain : "\(module).\(plain)", in: &takenNames)
            }
            let modules = ordered.map { declarations[$0].typeName.module ?? "(no module)" }.joined(separator: ", ")
            let names = ordered.map { "\"\(declarations[$0].modelName)\"" }.joined(separator: ", ")
            if let first = ordered.first {
                context.warning(
                    "the type name \"\(plain)\" is declared in several modules (\(modules)); its models are named \(names)",
                    at: declarations[first].body
                )
            }
        }
    }
}
