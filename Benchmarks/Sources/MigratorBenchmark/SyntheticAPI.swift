/// A deterministic synthetic API for the scaling series: `count` models and `count` endpoints (plus one shared
/// `Problem` error model), in two revisions whose differences exercise compare and migrate.
///
/// Shape, per index `i` of `0..<count`:
/// - every tenth model (`i % 10 == 9`) is a string enum `Status<i>`; the others are objects `Item<i>` with an id,
///   a name, a counter, tags, a timestamp with a different wire key, a link to the next item of the same group of
///   ten (short reference chains, as in real APIs), a self-reference in the first item of each group, and a
///   reference to the group's enum;
/// - endpoint `i` is `GET /group<i/2>/items/{itemId}` (even) or `POST /group<i/2>/items` with a body (odd),
///   with an optional query parameter, a success response of the item's type and a 404 `Problem` error.
///
/// Revision 2 adds an optional property to every tenth object, renames the counter of every 25th (no hint, so
/// compare must infer or report it), drops the tags of every 50th, adds an enum case to every other enum, adds
/// an optional query parameter to every 20th endpoint and adds `count / 100` search endpoints.
struct SyntheticAPI {
    /// A value type, rendered as a native TYPE string or an OpenAPI schema.
    indirect enum ValueType {
        case string, uuid, int32, boolean, dateTime
        case array(ValueType)
        case model(String)
    }

    /// A property of an object model.
    struct Property {
        /// The property name.
        var name: String
        /// The wire key when it differs from the name.
        var key: String?
        /// The value type.
        var type: ValueType
        /// Whether the key must be present.
        var required: Bool
    }

    /// An object model (`cases == nil`) or a string enum.
    struct Model {
        /// The model name.
        var name: String
        /// The properties of an object model.
        var properties: [Property] = []
        /// The values of an enum.
        var cases: [String]?
    }

    /// A path or query parameter.
    struct Parameter {
        /// The wire name.
        var name: String
        /// `path` or `query`.
        var location: String
        /// The value type.
        var type: ValueType
        /// Whether it must be sent.
        var required: Bool
    }

    /// An endpoint.
    struct Endpoint {
        /// The operation id.
        var operationId: String
        /// `GET` or `POST`.
        var method: String
        /// The path template.
        var path: String
        /// Path and query parameters.
        var parameters: [Parameter]
        /// The body's model, if any.
        var body: String?
        /// The success response's type.
        var response: ValueType
        /// The success status.
        var status: Int
    }

    /// The service version, `1.0.0` or `2.0.0`.
    var version: String
    /// The models, `Problem` first.
    var models: [Model]
    /// The endpoints.
    var endpoints: [Endpoint]

    /// The API with `count` models and endpoints in `revision` 1 or 2.
    init(count: Int, revision: Int) {
        let changed = revision >= 2
        version = changed ? "2.0.0" : "1.0.0"
        models = [Model(name: "Problem", properties: [
            Property(name: "code", type: .int32, required: true),
            Property(name: "message", type: .string, required: true),
        ])]
        endpoints = []
        for index in 0..<count {
            models.append(Self.model(index, count: count, changed: changed))
            endpoints.append(Self.endpoint(index, changed: changed))
        }
        guard changed else { return }
        for group in 0..<(count / 100) {
            endpoints.append(Endpoint(
                operationId: "searchGroup\(group)", method: "GET", path: "/group\(group)/search",
                parameters: [Parameter(name: "q", location: "query", type: .string, required: true)],
                body: nil, response: .array(.model(Self.itemName(group * 2))), status: 200
            ))
        }
    }

    /// Whether model `index` is an enum.
    static func isEnum(_ index: Int) -> Bool { index % 10 == 9 }

    /// The name of the object model at `index`, or of the one before it when `index` is an enum.
    static func itemName(_ index: Int) -> String {
        "Item\(isEnum(index) ? index - 1 : index)"
    }

    /// Model `index`.
    private static func model(_ index: Int, count: Int, changed: Bool) -> Model {
        if isEnum(index) {
            var cases = ["active", "inactive", "pending"]
            if changed, index % 20 == 19 { cases.append("archived") }
            return Model(name: "Status\(index)", cases: cases)
        }
        var properties = [
            Property(name: "id", type: .uuid, required: true),
            Property(name: "name", type: .string, required: true),
            Property(name: changed && index % 25 == 7 ? "total" : "count", type: .int32, required: false),
            Property(name: "tags", type: .array(.string), required: false),
            Property(name: "createdAt", key: "created_at", type: .dateTime, required: false),
        ]
        if changed, index % 50 == 11 { properties.removeAll { $0.name == "tags" } }
        let next = index + 1
        if next < count, next / 10 == index / 10, !isEnum(next) {
            properties.append(Property(name: "next", type: .model("Item\(next)"), required: false))
        }
        if index % 10 == 0 { properties.append(Property(name: "parent", type: .model("Item\(index)"), required: false)) }
        let status = index / 10 * 10 + 9
        if status < count { properties.append(Property(name: "status", type: .model("Status\(status)"), required: false)) }
        if changed, index % 10 == 3 { properties.append(Property(name: "note", type: .string, required: false)) }
        return Model(name: "Item\(index)", properties: properties)
    }

    /// Endpoint `index`.
    private static func endpoint(_ index: Int, changed: Bool) -> Endpoint {
        let item = itemName(index)
        var endpoint: Endpoint
        if index % 2 == 0 {
            endpoint = Endpoint(
                operationId: "getItem\(index)", method: "GET", path: "/group\(index / 2)/items/{itemId}",
                parameters: [
                    Parameter(name: "itemId", location: "path", type: .uuid, required: true),
                    Parameter(name: "expand", location: "query", type: .boolean, required: false),
                ],
                body: nil, response: .model(item), status: 200
            )
        } else {
            endpoint = Endpoint(
                operationId: "createItem\(index)", method: "POST", path: "/group\(index / 2)/items",
                parameters: [Parameter(name: "dryRun", location: "query", type: .boolean, required: false)],
                body: item, response: .model(item), status: 201
            )
        }
        if changed, index % 20 == 4 {
            endpoint.parameters.append(Parameter(name: "locale", location: "query", type: .string, required: false))
        }
        return endpoint
    }
}
