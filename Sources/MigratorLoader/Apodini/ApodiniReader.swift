import Foundation
import MigratorModel

/// Reads ApodiniMigrator API documents into the model: format 2.x (`"version": "2.x.y"`, with `service`,
/// `endpoints` and `types`) and the legacy format that has no `version` (`info`, `endpoints`, `components`).
///
/// The mapping is documented in `docs/apodini-mapping.md`. In short: the type store's objects and enums become
/// models named by their plain type name (see ``ApodiniTypeRegistry``), endpoints are read as Apodini's REST
/// exporter serves them (see ``ApodiniEndpointReader``), and the service's version, address and JSON coder
/// configuration become the service information, the server and the wire types of `Date` and `Data`.
struct ApodiniReader {
    /// The parsed file.
    var raw: RawDocument

    /// Converts the document, recording problems and tolerated deviations.
    func read(into diagnostics: inout Diagnostics) -> APIDocument? {
        let root: ApodiniNode
        switch raw.tree {
        case let .json(object): root = ApodiniNode(root: .fromJSON(object))
        case let .yaml(node): root = ApodiniNode(root: .fromYAML(node))
        }
        guard root.isObject else {
            diagnostics.error("an ApodiniMigrator document must be an object, found \(root.shape)", at: SourceLocation(file: raw.file, pointer: ""))
            return nil
        }
        guard let format = Self.format(of: root, file: raw.file, into: &diagnostics) else { return nil }
        let context = ApodiniReadContext(file: raw.file, format: format)
        let service = ApodiniServiceReader(root: root, context: context)
        context.coders = service.coderConfiguration()

        let endpointNodes = endpointEntries(root, context: context)
        var roots: [ApodiniNode] = []
        for endpoint in endpointNodes {
            roots += (endpoint["parameters"]?.elements ?? []).compactMap { $0["type"] }
            if let response = endpoint["response"] { roots.append(response) }
        }
        let store = root[format.typesKey]
        if store == nil {
            context.warning("the document has no `\(format.typesKey)`; it declares no models", at: root)
        } else if let store, !store.isObject {
            context.error("`\(format.typesKey)` must be an object of types by key, found \(store.shape)", at: store)
        }
        let registry = ApodiniTypeRegistry(store: store?.isObject == true ? store : nil, roots: roots, context: context)
        let converter = ApodiniTypeConverter(registry: registry, context: context)
        var endpointReader = ApodiniEndpointReader(converter: converter, context: context, takenModelNames: registry.takenNames)
        let endpoints = endpointReader.read(endpointNodes)
        let models = (converter.models() + endpointReader.wrapperModels).sorted { $0.name < $1.name }
        let document = APIDocument(
            service: service.serviceInfo(), servers: service.servers(), models: models, endpoints: endpoints
        )
        diagnostics.append(contentsOf: context.diagnostics)
        return context.hasErrors ? nil : document
    }

    /// The endpoint entries; a missing list is read as empty with a warning.
    private func endpointEntries(_ root: ApodiniNode, context: ApodiniReadContext) -> [ApodiniNode] {
        guard let node = root["endpoints"] else {
            context.warning("the document has no `endpoints`; it declares no endpoints", at: root)
            return []
        }
        guard let elements = node.elements else {
            context.error("`endpoints` must be an array, found \(node.shape)", at: node)
            return []
        }
        return elements
    }

    /// The document layout from the top-level `version` (ApodiniMigrator's `APIDocumentVersion`): `2.x` is the
    /// current layout, `1.x` or no `version` the legacy one; other versions are reported as unsupported.
    /// A document without `version` that has the 2.x keys `service` and `types` is read as 2.x with a warning.
    static func format(of root: ApodiniNode, file: String, into diagnostics: inout Diagnostics) -> ApodiniDocumentFormat? {
        guard let versionNode = root["version"] else {
            if root["service"] != nil, root["types"] != nil {
                diagnostics.warning(
                    "the document has no `version` but the keys `service` and `types` of format 2.x; it is read as format 2.x",
                    at: SourceLocation(file: file, pointer: "")
                )
                return .current
            }
            return .legacy
        }
        let version = versionNode.string?.trimmingCharacters(in: .whitespaces) ?? ""
        switch version.split(separator: ".").first {
        case "2": return .current
        case "1": return .legacy
        default:
            diagnostics.error(
                "unsupported ApodiniMigrator document format \(versionNode.shape); supported are format 2.x "
                    + "(\"version\": \"2.0.0\" or \"2.1.0\") and the legacy format without `version`",
                at: SourceLocation(file: file, pointer: versionNode.pointer)
            )
            return nil
        }
    }
}
