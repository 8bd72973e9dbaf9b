import MigratorModel

/// The keys each OpenAPI 3.0/3.1 object may have, for warnings about unknown or misplaced keys.
///
/// The sets are the union of both versions (a 3.1 keyword in a 3.0 document is accepted silently). Keys starting
/// with `x-` are extensions and always allowed.
enum OpenAPIKeys {
    /// The rename-hint extension read on schemas, properties, operations and parameters.
    static let renamedFrom = "x-migrator-renamed-from"

    /// The OpenAPI object (the document root).
    static let document: Set<String> = [
        "openapi", "info", "jsonSchemaDialect", "servers", "paths", "webhooks", "components", "security", "tags",
        "externalDocs",
    ]
    /// The info object.
    static let info: Set<String> = ["title", "summary", "description", "termsOfService", "contact", "license", "version"]
    /// A server object.
    static let server: Set<String> = ["url", "description", "variables"]
    /// The components object.
    static let components: Set<String> = [
        "schemas", "responses", "parameters", "examples", "requestBodies", "headers", "securitySchemes", "links",
        "callbacks", "pathItems",
    ]
    /// The HTTP methods a path item may have, in the order OpenAPI lists them.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
    /// A path item object.
    static let pathItem: Set<String> = Set(methods).union(["$ref", "summary", "description", "servers", "parameters"])
    /// An operation object.
    static let operation: Set<String> = [
        "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses",
        "callbacks", "deprecated", "security", "servers",
    ]
    /// A parameter object.
    static let parameter: Set<String> = [
        "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved",
        "schema", "example", "examples", "content", "$ref",
    ]
    /// A request body object.
    static let requestBody: Set<String> = ["description", "content", "required", "$ref"]
    /// A response object.
    static let response: Set<String> = ["description", "headers", "content", "links", "$ref"]
    /// A media type object.
    static let mediaType: Set<String> = ["schema", "example", "examples", "encoding"]
    /// A security scheme object.
    static let securityScheme: Set<String> = [
        "type", "description", "name", "in", "scheme", "bearerFormat", "flows", "openIdConnectUrl", "$ref",
    ]
    /// A discriminator object.
    static let discriminator: Set<String> = ["propertyName", "mapping"]

    /// A schema object: JSON Schema 2020-12 (and the 2019-09 and draft-07 keywords real files still use) plus
    /// OpenAPI's own keywords.
    static let schema: Set<String> = [
        // core
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
        "$recursiveRef", "$recursiveAnchor", "definitions",
        // applicators
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "items", "contains",
        "properties", "patternProperties", "additionalProperties", "propertyNames", "unevaluatedItems",
        "unevaluatedProperties", "additionalItems", "dependencies",
        // validation
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired",
        // metadata, format, content
        "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "format",
        "contentEncoding", "contentMediaType", "contentSchema",
        // OpenAPI
        "discriminator", "xml", "externalDocs", "example", "nullable",
    ]

    /// Schema keywords whose values are numbers (checked for integers beyond the 64-bit range).
    static let numericSchemaKeywords = [
        "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
        "maxItems", "minItems", "maxContains", "minContains", "maxProperties", "minProperties",
    ]

    /// ``numericSchemaKeywords`` as a set.
    static let numericSchemaKeywordSet = Set(numericSchemaKeywords)

    /// Schema keywords that say what type a value has; a subschema with none of them only constrains or documents.
    static let typeDefining: Set<String> = [
        "$ref", "$recursiveRef", "$dynamicRef", "type", "properties", "additionalProperties", "patternProperties",
        "items", "prefixItems", "allOf", "oneOf", "anyOf", "enum", "const", "format", "contentEncoding",
        "contentMediaType",
    ]
}

extension OpenAPIContext {
    /// Warns about each key of `node` that is neither in `known` nor an `x-` extension.
    func checkKeys(_ node: OpenAPINode, _ known: Set<String>, in what: String) {
        let unknown = node.unorderedKeys.filter { !known.contains($0) && !$0.hasPrefix("x-") }
        guard !unknown.isEmpty else { return }
        for key in node.keys where unknown.contains(key) {
            let hint = key.lowercased().hasPrefix("x-") || key.lowercased().hasPrefix("x_")
                ? " (extensions must start with lower-case \"x-\")" : ""
            warn("unknown key \"\(key)\" in \(what) ignored\(hint)", at: node.pointer + "/" + escapeToken(key))
        }
    }

    /// Warns about unknown keys of a schema and about validation numbers and (non-string) enum values beyond the
    /// 64-bit integer range.
    func checkSchemaKeys(_ node: OpenAPINode) {
        var hasUnknown = false
        var hasNumeric = false
        for key in node.unorderedKeys {
            if OpenAPIKeys.numericSchemaKeywordSet.contains(key) {
                hasNumeric = true
            } else if !OpenAPIKeys.schema.contains(key), !key.hasPrefix("x-") {
                hasUnknown = true
            }
        }
        if hasUnknown { checkKeys(node, OpenAPIKeys.schema, in: "a schema") }
        for keyword in OpenAPIKeys.numericSchemaKeywords where hasNumeric {
            guard let value = node[keyword], value.isOutOfRangeInteger else { continue }
            warn(
                "\"\(keyword)\" \(value.text ?? "") is beyond the 64-bit integer range; ignored",
                at: value.pointer
            )
        }
        if let values = node["enum"]?.elements, declaredTypes(node) != ["string"] {
            for value in values where value.isOutOfRangeInteger {
                warn("enum value \(value.text ?? "") is beyond the 64-bit integer range; the enum reads as its base type", at: value.pointer)
            }
        }
    }

    /// One JSON pointer token, escaped.
    func escapeToken(_ token: String) -> String {
        JSONPointer.escape(token)
    }
}
