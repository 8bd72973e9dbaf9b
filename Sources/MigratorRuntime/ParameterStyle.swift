import Foundation

/// How a path, query, header or cookie parameter is written (OpenAPI's `style`).
///
/// Which styles a location allows and what each produces, for the parameter `id` with the value
/// `5`, the array `[3, 4]` and the object `{"a": 1, "b": 2}` (exploded / not exploded):
///
/// | Style | Location | Array | Object |
/// |---|---|---|---|
/// | `form` | query, cookie | `id=3&id=4` / `id=3,4` | `a=1&b=2` / `id=a,1,b,2` |
/// | `spaceDelimited` | query | `id=3&id=4` / `id=3%204` | `a=1&b=2` / `id=a%201%20b%202` |
/// | `pipeDelimited` | query | `id=3&id=4` / `id=3%7C4` | `a=1&b=2` / `id=a%7C1%7Cb%7C2` |
/// | `deepObject` | query | `id[0]=3&id[1]=4` | `id[a]=1&id[b]=2` |
/// | `simple` | path, header | `3,4` | `a=1,b=2` / `a,1,b,2` |
/// | `label` | path | `.3.4` / `.3,4` | `.a=1.b=2` / `.a,1,b,2` |
/// | `matrix` | path | `;id=3;id=4` / `;id=3,4` | `;a=1;b=2` / `;id=a,1,b,2` |
///
/// A scalar is `id=5` in the query styles, `5` in `simple`, `.5` in `label` and `;id=5` in
/// `matrix`.
public enum ParameterStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// `name=value` pairs; arrays comma-joined or repeated (query and cookie default).
    case form
    /// Arrays joined by spaces (`%20`) in the query.
    case spaceDelimited
    /// Arrays joined by pipes (`%7C`) in the query.
    case pipeDelimited
    /// Objects as `name[key]=value`, nested objects `name[key][inner]=value` and arrays
    /// `name[key][0]=value` (the bracket encoding of large payment APIs), in the query.
    case deepObject
    /// Comma-joined values (path and header default).
    case simple
    /// A `.` before each value (path only).
    case label
    /// `;name=value` (path only).
    case matrix

    /// The default style of a location (`path`, `query`, `header`, `cookie`): `simple` for path
    /// and header, `form` otherwise.
    public static func defaultStyle(forLocation location: String) -> ParameterStyle {
        location == "path" || location == "header" ? .simple : .form
    }

    /// Whether the style explodes by default: only `form` does.
    public var explodesByDefault: Bool { self == .form }

    /// The styles a location allows: path `simple`/`label`/`matrix`, header `simple`, cookie
    /// `form`, query `form`/`spaceDelimited`/`pipeDelimited`/`deepObject`; none for the body.
    public static func allowed(inLocation location: String) -> [ParameterStyle] {
        switch location {
        case "path": return [.simple, .label, .matrix]
        case "header": return [.simple]
        case "cookie": return [.form]
        case "query": return [.form, .spaceDelimited, .pipeDelimited, .deepObject]
        default: return []
        }
    }
}

/// A parameter value reduced to what the styles distinguish: one text, a list of texts, or the
/// members of an object (keys sorted; nested values kept for `deepObject`).
enum StyledValue {
    /// One unencoded text.
    case scalar(String)
    /// The unencoded texts of the elements (nested arrays and objects as compact JSON).
    case array([String])
    /// The members in key order; a nested member's text is its compact JSON, except in `deepObject`.
    case object([(key: String, value: JSONValue)])
    /// An array of nested values, for `deepObject`'s indexed brackets.
    case nestedArray([JSONValue])

    /// The value of a JSON value, or `nil` for `null` (nothing is sent).
    init?(_ json: JSONValue) {
        switch json {
        case .null: return nil
        case .bool, .integer, .number, .string: self = .scalar(json.parameterValue)
        case let .array(elements):
            let present = elements.filter { $0 != .null }
            if present.contains(where: { $0.isContainer }) {
                self = .nestedArray(present)
            } else {
                self = .array(present.map(\.parameterValue))
            }
        case let .object(members):
            self = .object(members.keys.sorted().compactMap { key in
                guard let value = members[key], value != .null else { return nil }
                return (key, value)
            })
        }
    }

    /// The values as unencoded texts (objects as alternating keys and values), for the
    /// non-exploded styles.
    var flattenedTexts: [String] {
        switch self {
        case let .scalar(text): return [text]
        case let .array(texts): return texts
        case let .nestedArray(values): return values.map(\.parameterValue)
        case let .object(members): return members.flatMap { [$0.key, $0.value.parameterValue] }
        }
    }

    /// The elements of an array, or `nil` for scalars and objects.
    var elementTexts: [String]? {
        switch self {
        case let .array(texts): return texts
        case let .nestedArray(values): return values.map(\.parameterValue)
        case .scalar, .object: return nil
        }
    }
}

extension JSONValue {
    /// Whether the value is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
