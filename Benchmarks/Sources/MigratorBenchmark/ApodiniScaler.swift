import Foundation

/// Scales an ApodiniMigrator API document (format 2.x, as in `../shared/corpus/dev/apodini-qonectiq/`) by copying
/// every model and endpoint with a numbered suffix, keeping the copies valid:
///
/// - copy `k` (2 … factor) of type-store entry `User` is filed under the key `UserCopy<k>`, its
///   `typeName.rootComponent.name` becomes `UserCopy<k>` (the reader names models by it), and every
///   `{"reference": …}` inside the copies points at the copy of the same number;
/// - copy `k` of an endpoint gets `deltaIdentifier` (the operation id) and handler names suffixed with
///   `Copy<k>`, and its path prefixed with `/copy<k>`, so method + path pairs stay unique;
/// - Apodini's own `Empty` (module `Apodini`, meaning "no content") is shared, not copied: it is a framework
///   type, and a copy would turn "no content" responses into empty-object responses;
/// - gRPC identifiers and base64 contexts are copied unchanged (Migrator ignores them).
///
/// Scaling the 1.0.0 and 2.0.0 documents with the same factor keeps them a version pair: copy `k` of a type in
/// one matches copy `k` in the other, so compare and migrate see the original differences `factor` times.
enum ApodiniScaler {
    /// A document that is not a format 2.x ApodiniMigrator document.
    struct UnexpectedLayout: Error, CustomStringConvertible {
        /// What is missing.
        var description: String
    }

    /// The document in `data` scaled ×`factor` (1 returns an equivalent re-serialization).
    ///
    /// - Throws: ``UnexpectedLayout`` when the document lacks `types` or `endpoints`; JSON errors from Foundation.
    static func scale(_ data: Data, factor: Int) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              var types = root["types"] as? [String: Any],
              var endpoints = root["endpoints"] as? [Any] else {
            throw UnexpectedLayout(description: "expected an ApodiniMigrator 2.x document with `types` and `endpoints`")
        }
        let copiedKeys = types.keys.filter { key in
            guard let entry = types[key] as? [String: Any] else { return false }
            let body = (entry["object"] ?? entry["enum"]) as? [String: Any]
            let typeName = body?["typeName"] as? [String: Any]
            return typeName?["defined-in"] as? String != "Apodini"
        }.sorted()
        let originalTypes = types
        let originalEndpoints = endpoints
        if factor >= 2 {
            for copy in 2...factor {
                let suffix = "Copy\(copy)"
                let renames = Dictionary(uniqueKeysWithValues: copiedKeys.map { ($0, $0 + suffix) })
                for key in copiedKeys {
                    if let entry = originalTypes[key], let renamed = renames[key] {
                        types[renamed] = rewrite(entry, renames: renames)
                    }
                }
                for case let endpoint as [String: Any] in originalEndpoints {
                    endpoints.append(copyEndpoint(endpoint, copy: copy, renames: renames))
                }
            }
        }
        root["types"] = types
        root["endpoints"] = endpoints
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The number of type-store entries and endpoints of a document, for the run's log; `nil` when unreadable.
    static func counts(_ data: Data) -> (types: Int, endpoints: Int)? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let types = root["types"] as? [String: Any], let endpoints = root["endpoints"] as? [Any] else { return nil }
        return (types.count, endpoints.count)
    }

    /// Copy `copy` of an endpoint: references renamed, identifiers suffixed, path prefixed.
    private static func copyEndpoint(_ endpoint: [String: Any], copy: Int, renames: [String: String]) -> [String: Any] {
        let suffix = "Copy\(copy)"
        guard var result = rewrite(endpoint, renames: renames) as? [String: Any] else { return endpoint }
        if let id = result["deltaIdentifier"] as? String { result["deltaIdentifier"] = id + suffix }
        if var identifiers = result["identifiers"] as? [String: Any] {
            if let path = identifiers["EndpointPath"] as? String {
                identifiers["EndpointPath"] = "/copy\(copy)" + (path.hasPrefix("/") ? path : "/" + path)
            }
            for key in ["HandlerName", "GRPCMethodName"] {
                if let name = identifiers[key] as? String { identifiers[key] = name + suffix }
            }
            result["identifiers"] = identifiers
        }
        return result
    }

    /// `value` with every `reference` to a renamed key and every `rootComponent` name of a renamed type replaced.
    private static func rewrite(_ value: Any, renames: [String: String]) -> Any {
        if let array = value as? [Any] {
            return array.map { rewrite($0, renames: renames) }
        }
        guard var object = value as? [String: Any] else { return value }
        for (key, child) in object {
            if key == "reference", let name = child as? String {
                object[key] = renames[name] ?? name
            } else if key == "rootComponent", var component = child as? [String: Any],
                      let name = component["name"] as? String, let renamed = renames[name] {
                component["name"] = renamed
                object[key] = rewrite(component, renames: renames)
            } else {
                object[key] = rewrite(child, renames: renames)
            }
        }
        return object
    }
}
