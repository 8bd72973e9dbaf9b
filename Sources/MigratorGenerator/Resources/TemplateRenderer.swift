/// The typed values that templates may refer to as `{{name}}`.
public struct TemplateContext: Hashable, Sendable {
    /// The generated package's name.
    public var packageName: String
    /// The vendored runtime module's name.
    public var runtimeModuleName: String
    /// The service name from the API description.
    public var serviceName: String
    /// The service version from the API description.
    public var serviceVersion: String
    /// How many models the client has.
    public var modelCount: Int
    /// How many endpoints the client has.
    public var endpointCount: Int

    /// The placeholder values by name.
    var values: [String: String] {
        [
            "packageName": packageName, "runtimeModuleName": runtimeModuleName, "serviceName": serviceName,
            "serviceVersion": serviceVersion, "modelCount": String(modelCount), "endpointCount": String(endpointCount),
        ]
    }
}

/// A template referred to a placeholder the context does not have, or was not closed.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template's name.
    public var template: String
    /// What is wrong.
    public var reason: String

    /// A one-line explanation.
    public var description: String { "template \(template): \(reason)" }
}

/// Replaces `{{name}}` placeholders in the files of `Templates/`; nothing else (the templates are plain files).
public enum TemplateRenderer {
    /// Renders `template` (named `name` for errors) with `context`.
    public static func render(_ template: String, named name: String, context: TemplateContext) throws -> String {
        let values = context.values
        var output = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError(template: name, reason: "a {{ is never closed")
            }
            let key = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[key] else {
                throw TemplateError(template: name, reason: "unknown placeholder {{\(key)}}")
            }
            output += value
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}
