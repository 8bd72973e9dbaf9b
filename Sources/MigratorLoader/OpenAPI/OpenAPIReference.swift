import Foundation
import MigratorModel

/// Why a `$ref` could not be resolved.
enum OpenAPIReferenceError: Error, Hashable {
    /// The reference points into another file or URL (no `$id` in this document matches it).
    case external
    /// No `$anchor` with this name exists in the referenced schema resource.
    case missingAnchor(String)
    /// Nothing exists at the pointer; the associated value is the decoded pointer.
    case dangling(String)

    /// Resolves a reference within the document.
    ///
    /// `#/json/pointer` (percent-encoded as a URI fragment) is resolved from `root`. Other forms need the document's
    /// `$id`s and `$anchor`s (OpenAPI 3.1), indexed on first need by `identifiers`: `<$id>`, `<$id>#/pointer`,
    /// `<$id>#anchor` and `#anchor`. Anything else is external.
    static func resolve(
        _ reference: String, in root: OpenAPINode, identifiers: () -> OpenAPIIdentifierIndex
    ) -> Result<OpenAPINode, OpenAPIReferenceError> {
        let hash = reference.firstIndex(of: "#")
        let resourcePart = String(reference[..<(hash ?? reference.endIndex)])
        let rawFragment = hash.map { String(reference[reference.index(after: $0)...]) } ?? ""
        let fragment = rawFragment.contains("%") ? rawFragment.removingPercentEncoding ?? rawFragment : rawFragment
        if resourcePart.isEmpty, fragment.isEmpty || fragment.hasPrefix("/") {
            return walk(fragment, from: root)
        }
        let index = identifiers()
        let resourceKey = OpenAPIIdentifierIndex.normalize(resourcePart, relativeTo: nil)
        let resource: OpenAPINode
        if resourcePart.isEmpty {
            resource = root
        } else if let found = index.resources[resourceKey] {
            resource = found
        } else {
            return .failure(.external)
        }
        if fragment.isEmpty || fragment.hasPrefix("/") { return walk(fragment, from: resource) }
        guard let anchored = index.anchors[resourceKey + "#" + fragment] else { return .failure(.missingAnchor(fragment)) }
        return .success(anchored)
    }

    /// The node at a JSON pointer below `start`.
    private static func walk(_ pointer: String, from start: OpenAPINode) -> Result<OpenAPINode, OpenAPIReferenceError> {
        var node = start
        for token in JSONPointer.tokens(of: pointer) {
            if let child = node[token] {
                node = child
            } else if let elements = node.elements, let index = Int(token), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return .failure(.dangling(pointer))
            }
        }
        return .success(node)
    }

    /// A one-line explanation naming the reference.
    func message(for reference: String) -> String {
        switch self {
        case .external:
            return "external $ref \"\(reference)\" is not supported: only references within the document (#/..., or a $id it declares) are resolved"
        case let .missingAnchor(anchor):
            return "cannot resolve $ref \"\(reference)\": no $anchor \"\(anchor)\" in the referenced schema"
        case let .dangling(pointer):
            return "dangling $ref \"\(reference)\": the document has nothing at \(pointer.isEmpty ? "/" : pointer)"
        }
    }
}

/// The schema resources (`$id`) and anchors (`$anchor`, `$dynamicAnchor`) declared in a document, by absolute URI.
///
/// Built only when a reference needs it: one walk over the document, skipping examples, defaults, enum values and
/// extensions (data, not schemas). Identifiers resolve against the enclosing resource, the document itself being
/// `https://document.invalid/` (it has no retrieval URI here).
struct OpenAPIIdentifierIndex {
    /// The base URI standing for the document.
    static let documentBase = URL(string: "https://document.invalid/")

    /// Schema resources by absolute URI (without fragment).
    private(set) var resources: [String: OpenAPINode] = [:]
    /// Anchored schemas by `<resource URI>#<anchor>`.
    private(set) var anchors: [String: OpenAPINode] = [:]

    /// Indexes `root`.
    init(root: OpenAPINode) {
        walk(root, resource: Self.normalize("", relativeTo: nil), depth: 0)
    }

    /// `uri` made absolute against `base` (the document when `nil`), without an empty fragment.
    static func normalize(_ uri: String, relativeTo base: String?) -> String {
        let baseURL = base.flatMap { URL(string: $0) } ?? documentBase
        var absolute = URL(string: uri, relativeTo: baseURL)?.absoluteString ?? uri
        if absolute.hasSuffix("#") { absolute.removeLast() }
        return absolute
    }

    /// Records the identifiers in `node` and below.
    private mutating func walk(_ node: OpenAPINode, resource: String, depth: Int) {
        guard depth < 256 else { return }
        if let elements = node.elements {
            for element in elements { walk(element, resource: resource, depth: depth + 1) }
            return
        }
        guard node.isObject else { return }
        var resource = resource
        if let id = node["$id"]?.string {
            resource = Self.normalize(id, relativeTo: resource)
            resources[resource] = node
        }
        for key in ["$anchor", "$dynamicAnchor"] {
            if let anchor = node[key]?.string { anchors[resource + "#" + anchor] = node }
        }
        for (key, child) in node.entries where !Self.dataKeys.contains(key) && !key.hasPrefix("x-") {
            walk(child, resource: resource, depth: depth + 1)
        }
    }

    /// Keys whose values are data rather than schemas.
    private static let dataKeys: Set<String> = ["example", "examples", "default", "enum", "const"]
}
