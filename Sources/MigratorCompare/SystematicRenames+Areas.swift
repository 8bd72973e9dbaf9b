import MigratorModel

/// The route areas of a release: the one-word resource segments its routes start with, and how a term change that
/// replaces one area word by another is told apart from a product retired next to a new one.
extension SystematicRenames {
    /// The one-word literal segments of a document's paths before their first parameter, in the singular (`messaging`
    /// and `country` for `/v1/Messaging/Countries/{IsoCountry}`): the product areas its routes name. A collection
    /// under a parameter (`tags` in `/functions/{functionId}/tags`) is a resource of its parent, not an area.
    static func routeAreas(of document: APIDocument) -> Set<String> {
        var areas = Set<String>()
        for endpoint in document.endpoints {
            for segment in endpoint.path.split(separator: "/") {
                if segment.contains("{") { break }
                guard NameEvidence.isComparable(String(segment)) else { continue }
                let words = NameEvidence.words(String(segment))
                if words.count == 1 { areas.insert(NameEvidence.singular(words[0])) }
            }
        }
        return areas
    }

    /// Whether either of two route area words (singular words, ``routeAreas(of:)``) has a sibling both documents keep:
    /// another area word whose routes have the same shape in both documents as a route of the area in either
    /// (`/Voice/Countries` next to `/Messaging/Countries`), a shape with a literal segment besides the area (every
    /// resource has `/{id}`). `shapes` are ``areaShapes(of:)`` of the old and the new document.
    static func hasKeptSibling(_ oldArea: String, _ newArea: String, in shapes: (old: [String: Set<String>], new: [String: Set<String>])) -> Bool {
        [oldArea, newArea].contains { area in
            let own = (shapes.old[area] ?? []).union(shapes.new[area] ?? [])
            guard !own.isEmpty else { return false }
            return shapes.old.contains { word, shapesOld in
                guard word != area, let shapesNew = shapes.new[word] else { return false }
                return !shapesOld.intersection(shapesNew).isDisjoint(with: own)
            }
        }
    }

    /// Each one-word route segment of a document (singular, lower-cased) → the shapes of the routes it appears in:
    /// `METHOD` and the path with parameter names and API versions erased (`/v1/Voice/Countries` is kept as
    /// `/v2/Voice/Countries`) and the segment as a wildcard, for routes with another literal segment besides it, and only
    /// for segments before the route's first parameter.
    static func areaShapes(of document: APIDocument) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for endpoint in document.endpoints {
            let segments = endpoint.path.split(separator: "/")
                .map { $0.contains("{") ? "{}" : ComparisonState.isVersionSegment($0) ? "v" : String($0) }
            // Only the segments before the first parameter: a collection under an item (`/competitions/{id}/fixtures` next
            // to `/competitions/{id}/teams`) is one of its parent's resources, which all share that shape.
            let beforeParameters = segments.firstIndex(of: "{}") ?? segments.count
            for (index, segment) in segments.enumerated() where index < beforeParameters && NameEvidence.isComparable(segment) {
                let words = NameEvidence.words(segment)
                // A shape with no literal segment of its own (`GET /*/{id}`) is every resource's: no sibling evidence.
                guard words.count == 1,
                      segments.indices.contains(where: { $0 != index && segments[$0] != "{}" && segments[$0] != "v" }) else { continue }
                var shape = segments
                shape[index] = "*"
                result[NameEvidence.singular(words[0]), default: []].insert(endpoint.method + " " + shape.joined(separator: "/"))
            }
        }
        return result
    }

    /// Whether an area's item parameter was renamed with it: a route of the old document names the old area followed by
    /// a path parameter named after it (`/spaces/{space_id}`), and a route of the new document the new area followed by
    /// the same parameter with the area word replaced (`/folders/{folder_id}`). The resource itself was renamed, whatever
    /// siblings of the same shape the release kept (`/looks/search` next to `/spaces/search` → `/folders/search`); a
    /// product prefix (`/Messaging/Countries/{IsoCountry}`) is followed by another resource, not by its own item.
    static func itemParameterRenamed(_ oldArea: String, _ newArea: String, old: APIDocument, new: APIDocument) -> Bool {
        /// The words of each path parameter that follows a segment of `area`, with the area word blanked out.
        func itemParameters(_ area: String, in document: APIDocument) -> Set<[String]> {
            var result = Set<[String]>()
            for endpoint in document.endpoints {
                let segments = endpoint.path.split(separator: "/").map(String.init)
                for (index, segment) in segments.enumerated().dropLast() where !segment.contains("{") && NameEvidence.isComparable(segment) {
                    let next = segments[index + 1]
                    guard NameEvidence.words(segment).map(NameEvidence.singular) == [area], next.hasPrefix("{"), next.hasSuffix("}"),
                          case let name = String(next.dropFirst().dropLast()), NameEvidence.isComparable(name) else { continue }
                    let words = NameEvidence.words(name).map(NameEvidence.singular)
                    guard words.contains(area) else { continue }
                    result.insert(words.map { $0 == area ? "*" : $0 })
                }
            }
            return result
        }
        return !itemParameters(oldArea, in: old).isDisjoint(with: itemParameters(newArea, in: new))
    }
}
