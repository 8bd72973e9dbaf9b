import Foundation

/// Renders a ``SyntheticAPI`` as a Migrator document (YAML, the format's documented primary encoding) and as an
/// OpenAPI 3.0.3 document (pretty-printed JSON, the encoding of large published specs such as Stripe's and
/// Twilio's), so one series measures both loaders on the same API.
enum SyntheticWriter {
    /// The API as a native Migrator document in YAML (see `docs/document-format.md`).
    static func nativeYAML(_ api: SyntheticAPI) -> String {
        var lines = [
            "migrator-document: \"1\"",
            "service:",
            "  name: Synthetic",
            "  version: \"\(api.version)\"",
            "servers:",
            "  - url: \"https://api.example.com/v1\"",
            "models:",
        ]
        for model in api.models {
            lines.append("  - name: \(model.name)")
            if let cases = model.cases {
                lines.append("    enum: string")
                lines.append("    cases:")
                lines += cases.map { "      - value: \"\($0)\"" }
                continue
            }
            lines.append("    properties:")
            for property in model.properties {
                lines.append("      - name: \(property.name)")
                if let key = property.key { lines.append("        key: \(key)") }
                lines.append("        type: \"\(nativeType(property.type))\"")
                if property.required { lines.append("        required: true") }
            }
        }
        lines.append("endpoints:")
        for endpoint in api.endpoints {
            lines += [
                "  - operationId: \(endpoint.operationId)",
                "    method: \(endpoint.method)",
                "    path: \"\(endpoint.path)\"",
                "    parameters:",
            ]
            for parameter in endpoint.parameters {
                lines.append("      - name: \(parameter.name)")
                lines.append("        in: \(parameter.location)")
                lines.append("        type: \"\(nativeType(parameter.type))\"")
                if parameter.required { lines.append("        required: true") }
            }
            if let body = endpoint.body {
                lines += ["      - name: item", "        in: body", "        type: \(body)", "        required: true"]
            }
            lines += ["    response:", "      status: \(endpoint.status)", "      type: \"\(nativeType(endpoint.response))\""]
            lines += ["    errors:", "      - status: 404", "        type: Problem"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The API as an OpenAPI 3.0.3 document in pretty-printed JSON with sorted keys (byte-identical across runs).
    ///
    /// - Throws: when Foundation cannot serialize the tree (it only holds strings, numbers, arrays and objects).
    static func openAPIJSON(_ api: SyntheticAPI) throws -> Data {
        var schemas: [String: Any] = [:]
        for model in api.models {
            if let cases = model.cases {
                schemas[model.name] = ["type": "string", "enum": cases]
                continue
            }
            var properties: [String: Any] = [:]
            for property in model.properties { properties[property.key ?? property.name] = schema(property.type) }
            var object: [String: Any] = ["type": "object", "properties": properties]
            let required = model.properties.filter(\.required).map { $0.key ?? $0.name }
            if !required.isEmpty { object["required"] = required }
            schemas[model.name] = object
        }
        var paths: [String: [String: Any]] = [:]
        for endpoint in api.endpoints {
            paths[endpoint.path, default: [:]][endpoint.method.lowercased()] = operation(endpoint)
        }
        let document: [String: Any] = [
            "openapi": "3.0.3",
            "info": ["title": "Synthetic", "version": api.version],
            "servers": [["url": "https://api.example.com/v1"]],
            "paths": paths,
            "components": ["schemas": schemas],
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// One OpenAPI operation object.
    private static func operation(_ endpoint: SyntheticAPI.Endpoint) -> [String: Any] {
        var operation: [String: Any] = [
            "operationId": endpoint.operationId,
            "parameters": endpoint.parameters.map { parameter -> [String: Any] in
                ["name": parameter.name, "in": parameter.location, "required": parameter.required, "schema": schema(parameter.type)]
            },
            "responses": [
                "\(endpoint.status)": [
                    "description": endpoint.status == 201 ? "Created" : "OK",
                    "content": ["application/json": ["schema": schema(endpoint.response)]],
                ],
                "404": [
                    "description": "Not found",
                    "content": ["application/json": ["schema": schema(.model("Problem"))]],
                ],
            ],
        ]
        if let body = endpoint.body {
            operation["requestBody"] = ["required": true, "content": ["application/json": ["schema": schema(.model(body))]]]
        }
        return operation
    }

    /// A native TYPE string.
    private static func nativeType(_ type: SyntheticAPI.ValueType) -> String {
        switch type {
        case .string: return "string"
        case .uuid: return "uuid"
        case .int32: return "int32"
        case .boolean: return "boolean"
        case .dateTime: return "date-time"
        case let .array(element): return "array<\(nativeType(element))>"
        case let .model(name): return name
        }
    }

    /// An OpenAPI schema object.
    private static func schema(_ type: SyntheticAPI.ValueType) -> [String: Any] {
        switch type {
        case .string: return ["type": "string"]
        case .uuid: return ["type": "string", "format": "uuid"]
        case .int32: return ["type": "integer", "format": "int32"]
        case .boolean: return ["type": "boolean"]
        case .dateTime: return ["type": "string", "format": "date-time"]
        case let .array(element): return ["type": "array", "items": schema(element)]
        case let .model(name): return ["$ref": "#/components/schemas/\(name)"]
        }
    }
}
