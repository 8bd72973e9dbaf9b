import Foundation
import MigratorRuntime

/// Checks that every `default` of a native document is a valid value of its TYPE: the JSON kind, integer ranges,
/// scalar formats (full-date, RFC 3339 date-time, UUID, URL, base64), enum cases, and for object models the required
/// keys and known wire keys, recursively. `null` is valid only where the value is nullable.
///
/// Native documents are written for Migrator, so a default that does not fit is an error; readers of other formats
/// (OpenAPI) drop such defaults with a warning instead and do not run this check.
public struct DefaultValueValidator {
    /// The file the document came from, for diagnostics.
    public var file: String

    /// Creates a validator for a document read from `file`.
    public init(file: String) {
        self.file = file
    }

    /// The deepest value checked; deeper parts of a default are accepted unchecked.
    static let maximumDepth = 64

    /// Every default that does not fit its type, located at the default (or the offending part of it).
    public func validate(_ document: APIDocument) -> Diagnostics {
        var diagnostics = Diagnostics()
        let models = Dictionary(document.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (modelIndex, model) in document.models.enumerated() {
            for (index, property) in model.properties.enumerated() {
                guard let value = property.defaultValue else { continue }
                check(value, property.type, nullable: property.nullable, models: models,
                      path: ["models", "\(modelIndex)", "properties", "\(index)", "default"], depth: 0, into: &diagnostics)
            }
        }
        for (endpointIndex, endpoint) in document.endpoints.enumerated() {
            for (index, parameter) in endpoint.parameters.enumerated() {
                guard let value = parameter.defaultValue else { continue }
                check(value, parameter.type, nullable: parameter.nullable, models: models,
                      path: ["endpoints", "\(endpointIndex)", "parameters", "\(index)", "default"], depth: 0, into: &diagnostics)
            }
        }
        return diagnostics
    }

    /// Records why `value` is not a valid `type`, recursively.
    private func check(
        _ value: JSONValue, _ type: TypeReference, nullable: Bool, models: [String: ModelDefinition], path: [String], depth: Int,
        into diagnostics: inout Diagnostics
    ) {
        guard depth < Self.maximumDepth else { return }
        func problem(_ message: String, at tokens: [String] = path) {
            diagnostics.error(message, at: SourceLocation(file: file, pointer: JSONPointer.make(tokens)))
        }
        if case .null = value {
            if !nullable, type != .json { problem("null is not allowed here (not nullable)") }
            return
        }
        switch type {
        case .json:
            return
        case let .scalar(scalar):
            if let expected = Self.scalarProblem(value, scalar) { problem("\(value.compactJSON) is not a valid \(scalar.rawValue) (\(expected))") }
        case let .array(element):
            guard case let .array(items) = value else { return problem("expected an array, got \(value.compactJSON)") }
            for (index, item) in items.enumerated() {
                check(item, element, nullable: false, models: models, path: path + ["\(index)"], depth: depth + 1, into: &diagnostics)
            }
        case let .dictionary(element):
            guard case let .object(members) = value else { return problem("expected an object (map), got \(value.compactJSON)") }
            for key in members.keys.sorted() {
                check(members[key] ?? .null, element, nullable: false, models: models, path: path + [key], depth: depth + 1, into: &diagnostics)
            }
        case let .model(name):
            guard let model = models[name] else { return }  // reported as an unknown type
            switch model.kind {
            case let .enum(enumModel):
                let fits = enumModel.cases.contains { enumCase in
                    switch (enumCase.value, value) {
                    case let (.string(a), .string(b)): return a == b
                    case let (.integer(a), .integer(b)): return a == b
                    default: return false
                    }
                }
                if !fits {
                    let cases = enumModel.cases.map { JSONValue(enumValue: $0.value).compactJSON }.joined(separator: ", ")
                    problem("\(value.compactJSON) is not a case of enum \(name) (\(cases))")
                }
            case let .object(properties):
                guard case let .object(members) = value else { return problem("expected an object of model \(name), got \(value.compactJSON)") }
                for property in properties where property.required && members[property.key] == nil {
                    problem("missing required key \"\(property.key)\" of model \(name)")
                }
                let byKey = Dictionary(properties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                for key in members.keys.sorted() {
                    guard let property = byKey[key] else {
                        problem("model \(name) has no wire key \"\(key)\"", at: path + [key])
                        continue
                    }
                    check(members[key] ?? .null, property.type, nullable: property.nullable, models: models,
                          path: path + [key], depth: depth + 1, into: &diagnostics)
                }
            case .union:
                return
            }
        }
    }

    /// What a valid `scalar` looks like, when `value` is not one; `nil` when it is.
    static func scalarProblem(_ value: JSONValue, _ scalar: ScalarType) -> String? {
        switch scalar {
        case .int32:
            guard case let .integer(integer) = value, Int(Int32.min)...Int(Int32.max) ~= integer else { return "a 32-bit integer" }
            return nil
        case .int64:
            guard case .integer = value else { return "a 64-bit integer" }
            return nil
        case .float, .double:
            switch value {
            case .integer, .number: return nil
            default: return "a number"
            }
        case .boolean:
            guard case .bool = value else { return "true or false" }
            return nil
        case .string, .date, .dateTime, .uuid, .url, .binary:
            guard case let .string(text) = value else { return "a string" }
            return stringProblem(text, scalar)
        }
    }

    /// What a valid string of `scalar`'s format looks like, when `text` is not one.
    static func stringProblem(_ text: String, _ scalar: ScalarType) -> String? {
        func matches(_ pattern: String) -> Bool { text.range(of: pattern, options: .regularExpression) != nil }
        switch scalar {
        case .date:
            guard matches(#"^\d{4}-\d{2}-\d{2}$"#), ISO8601DateFormats.isValidFullDate(text) else { return "a full-date like \"2024-05-01\"" }
        case .dateTime:
            guard matches(#"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#) else {
                return "an RFC 3339 date-time like \"2024-05-01T12:00:00Z\""
            }
        case .uuid:
            guard UUID(uuidString: text) != nil, text.count == 36 else { return "a UUID" }
        case .url:
            guard !text.contains(where: \.isWhitespace) else { return "a URL" }
        case .binary:
            guard Data(base64Encoded: text) != nil else { return "base64" }
        default:
            return nil
        }
        return nil
    }
}

/// Full-date validity (month lengths and leap years), shared by the default checks.
enum ISO8601DateFormats {
    /// Whether `text` (already `YYYY-MM-DD`) names a real calendar day.
    static func isValidFullDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return false }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }
}

extension JSONValue {
    /// The value as compact JSON text, for messages (`"x"`, `[1,2]`).
    var compactJSON: String {
        switch self {
        case .null: return "null"
        case let .bool(bool): return bool ? "true" : "false"
        case let .integer(integer): return "\(integer)"
        case let .number(number): return "\(number)"
        case let .string(string):
            let escaped = string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped.count > 60 ? String(escaped.prefix(57)) + "…" : escaped)\""
        case let .array(items): return "[" + items.prefix(5).map(\.compactJSON).joined(separator: ",") + (items.count > 5 ? ",…]" : "]")
        case let .object(members):
            let shown = members.keys.sorted().prefix(5).map { "\"\($0)\":\(members[$0]?.compactJSON ?? "null")" }
            return "{" + shown.joined(separator: ",") + (members.count > 5 ? ",…}" : "}")
        }
    }

    /// An enum case value as JSON.
    init(enumValue: EnumValue) {
        switch enumValue {
        case let .string(string): self = .string(string)
        case let .integer(integer): self = .integer(integer)
        }
    }
}
