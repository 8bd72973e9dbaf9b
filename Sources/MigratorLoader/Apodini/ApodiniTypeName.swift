/// The name of a Swift type as ApodiniMigrator records it: a module (`defined-in`), nested components and
/// generic arguments.
///
/// For example `QONECTIQV1.Outer.Page<QONECTIQV1.User>` has module `QONECTIQV1`, components `Outer` and
/// `Page` (the root), and the root has one generic argument.
struct ApodiniTypeName: Hashable {
    /// One component: a type name with its generic arguments.
    struct Component: Hashable {
        /// The component's name, for example `Page`.
        var name: String
        /// Its generic arguments.
        var generics: [ApodiniTypeName]
    }

    /// The module the type is defined in, for example `QONECTIQV1`.
    var module: String?
    /// The nested components followed by the root component; never empty.
    var components: [Component]

    /// The name without its module, components joined directly and generics spelled `Of…And…`, as
    /// ApodiniMigrator's `TypeName.buildName()` does: `Outer.Page<User>` → `OuterPageOfUser`.
    ///
    /// Models are named by this, so a type that merely moved to another module keeps its model name.
    var plainName: String {
        components.map { component in
            component.generics.isEmpty
                ? component.name : component.name + "Of" + component.generics.map(\.plainName).joined(separator: "And")
        }.joined()
    }

    /// The key ApodiniMigrator's type store files the type under: components joined by `.`, generics in
    /// angle brackets, no module (`Outer.Page<User>`). Used to match inline types with stored ones.
    var referenceKey: String {
        components.map { component in
            component.generics.isEmpty
                ? component.name : component.name + "<" + component.generics.map(\.referenceKey).joined(separator: ",") + ">"
        }.joined(separator: ".")
    }

    /// The name with its module, for messages: `QONECTIQV1.User`.
    var qualifiedName: String {
        (module.map { $0 + "." } ?? "") + referenceKey
    }

    /// Reads a `typeName` value in any layout ApodiniMigrator has written:
    /// - format 2.x: `{"defined-in": M, "rootComponent": {"name": N, "generics": [...]}, "nestedComponents": [...]}`;
    /// - legacy: `{"defined-in": M, "name": N, "nestedTypeNames": [...], "genericTypeNames": [...]}`;
    /// - a plain string such as `QONECTIQV1.User` (the first of several dotted parts is taken as the module).
    ///
    /// Returns `nil` when the value has none of these shapes.
    init?(node: ApodiniNode) {
        if let text = node.string {
            self.init(qualified: text)
            return
        }
        let module = node.text("defined-in")
        if let root = node["rootComponent"], let rootComponent = Self.component(root) {
            let nested = node["nestedComponents"]?.elements?.compactMap(Self.component) ?? []
            self.init(module: module, components: nested + [rootComponent])
        } else if let name = node.text("name") {
            let generics = node["genericTypeNames"]?.elements?.compactMap(ApodiniTypeName.init(node:)) ?? []
            let nested = node["nestedTypeNames"]?.elements?.compactMap { element -> Component? in
                guard let nestedName = element.text("name") else { return nil }
                let nestedGenerics = element["genericTypeNames"]?.elements?.compactMap(ApodiniTypeName.init(node:)) ?? []
                return Component(name: nestedName, generics: nestedGenerics)
            } ?? []
            self.init(module: module, components: nested + [Component(name: name, generics: generics)])
        } else {
            return nil
        }
    }

    /// Creates a name from its parts.
    init(module: String?, components: [Component]) {
        self.module = module
        self.components = components
    }

    /// Parses a dotted name such as a handler name (`QONECTIQV1.GetEventHandler`); angle-bracketed generic
    /// arguments are kept as part of the component's text, since only the plain name is needed.
    init?(qualified text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in trimmed {
            switch character {
            case "<": depth += 1; current.append(character)
            case ">": depth -= 1; current.append(character)
            case "." where depth == 0: parts.append(current); current = ""
            default: current.append(character)
            }
        }
        parts.append(current)
        parts = parts.filter { !$0.isEmpty }
        guard let last = parts.last else { return nil }
        let module = parts.count > 1 ? parts[0] : nil
        let nested = parts.count > 2 ? parts[1..<(parts.count - 1)].map { Component(name: $0, generics: []) } : []
        self.init(module: module, components: nested + [Component(name: Self.flattenGenerics(last), generics: [])])
    }

    /// A component from `{"name": N, "generics": [...]}`.
    private static func component(_ node: ApodiniNode) -> Component? {
        guard let name = node.text("name") else { return nil }
        return Component(name: name, generics: node["generics"]?.elements?.compactMap(ApodiniTypeName.init(node:)) ?? [])
    }

    /// `Page<User,Int>` → `PageOfUserAndInt`, keeping only the last dotted part of each argument.
    private static func flattenGenerics(_ text: String) -> String {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return text }
        let base = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments = inner.split(separator: ",").map { argument in
            flattenGenerics(String(argument.split(separator: ".").last ?? argument).trimmingCharacters(in: .whitespaces))
        }
        return base + "Of" + arguments.joined(separator: "And")
    }
}
