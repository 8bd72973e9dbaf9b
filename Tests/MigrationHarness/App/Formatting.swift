import Foundation
import Petstore
import PetstoreRuntime

/// Deterministic text for the values the app shows and logs.
enum Format {
    /// An RFC 3339 timestamp in UTC, e.g. `2024-05-01T12:00:00Z`.
    static func date(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// A calendar day in UTC, e.g. `2022-05-01`.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    static func date(_ date: Date?) -> String {
        date.map { Format.date($0) } ?? "nil"
    }

    static func day(_ date: Date?) -> String {
        date.map { Format.day($0) } ?? "nil"
    }

    static func text(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "nil"
    }

    static func int(_ value: Int?) -> String {
        value.map { String($0) } ?? "nil"
    }

    static func double(_ value: Double?) -> String {
        value.map { String($0) } ?? "nil"
    }

    static func bool(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "nil"
    }

    static func uuid(_ value: UUID?) -> String {
        value.map { $0.uuidString.lowercased() } ?? "nil"
    }

    static func urls(_ urls: [URL]) -> String {
        "[" + urls.map(\.absoluteString).joined(separator: ", ") + "]"
    }

    static func data(_ data: Data?) -> String {
        data.map { "\($0.count) bytes (\($0.base64EncodedString()))" } ?? "nil"
    }

    static func json(_ value: JSONValue?) -> String {
        value.map { $0.jsonString() } ?? "nil"
    }

    static func strings(_ values: [String]?) -> String {
        values.map { "[" + $0.joined(separator: ", ") + "]" } ?? "nil"
    }

    /// A string map with sorted keys, e.g. `{coat: short, eyes: brown}`.
    static func map(_ values: [String: String]?) -> String {
        guard let values else { return "nil" }
        return "{" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "}"
    }

    /// A map of string lists with sorted keys, e.g. `{email: [dogs, cats]}`.
    static func listMap(_ values: [String: [String]]?) -> String {
        guard let values else { return "nil" }
        return "{" + values.keys.sorted().map { "\($0): \(strings(values[$0]))" }.joined(separator: ", ") + "}"
    }

    /// A count map with sorted keys, e.g. `{available: 12, pending: 3}`.
    static func counts(_ values: [String: Int]) -> String {
        "{" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "}"
    }

    static func series(_ values: [[Double]]?) -> String {
        values.map { "[" + $0.map { "[" + $0.map { String($0) }.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]" } ?? "nil"
    }
}

/// Turns error statuses into the messages the app shows.
enum ErrorReporting {
    /// `"<context>: HTTP <status> <what> code=… message=… details=…"`, from the documented `ErrorModel` body.
    ///
    /// - Throws: The decoder's error when the body is not an `ErrorModel` although the API documents one.
    static func documented(_ error: HTTPStatusError, _ context: String, _ what: String) throws -> String {
        let problem = try error.decode(as: ErrorModel.self)
        return "\(context): HTTP \(error.statusCode) \(what) code=\(problem.code) message=\(Format.text(problem.message)) details=\(Format.json(problem.details))"
    }

    /// For statuses the API does not document: the `ErrorModel` body if there is one, else the bare status.
    static func undocumented(_ error: HTTPStatusError, _ context: String) -> String {
        if let problem = try? error.decode(as: ErrorModel.self) {
            return "\(context): HTTP \(error.statusCode) unexpected code=\(problem.code) message=\(Format.text(problem.message))"
        }
        let contentType = error.value(forHeader: "Content-Type") ?? "none"
        return "\(context): HTTP \(error.statusCode) unexpected (operation \(error.operationID), \(error.body.count) body bytes, content type \(contentType))"
    }
}
