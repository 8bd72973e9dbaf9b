import Foundation

/// A `{name}` placeholder of a server URL (OpenAPI server variables), such as the region in
/// `https://{region}.api.example.com`.
///
/// The generated client turns the variables of its first server into `Client.ServerVariables`, one property per
/// variable (an enum when the values are listed), and `Client.baseURL(for:)` builds the URL from them.
public struct ServerVariable: Codable, Hashable, Sendable {
    /// The placeholder's name, as written between the braces.
    public var name: String
    /// The value used when the app chooses none.
    public var defaultValue: String
    /// The allowed values, or `nil` for any string.
    public var values: [String]?
    /// A description of the variable.
    public var description: String?

    /// Creates a server variable.
    public init(name: String, defaultValue: String, values: [String]? = nil, description: String? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.values = values
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case name, defaultValue = "default", values = "enum", description
    }
}

extension Server {
    /// The URL with every `{variable}` replaced by `values[variable]`, else by the variable's default; a placeholder
    /// without a variable stays as written. For example `https://{region}.example.com` with the default `eu` is
    /// `https://eu.example.com`.
    public func resolvedURL(_ values: [String: String] = [:]) -> String {
        var result = url
        for variable in variables ?? [] {
            result = result.replacingOccurrences(of: "{\(variable.name)}", with: values[variable.name] ?? variable.defaultValue)
        }
        return result
    }

    /// The `{name}` placeholders of the URL, in order.
    public var placeholders: [String] {
        var names: [String] = []
        var current: String?
        for character in url {
            switch character {
            case "{": current = ""
            case "}":
                if let name = current { names.append(name) }
                current = nil
            default: current?.append(character)
            }
        }
        return names
    }
}
