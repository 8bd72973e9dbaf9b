/// The API description formats Migrator recognises, detected from a file's content (never its name).
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
    /// Migrator's own document format (top-level `migrator-document`).
    case native = "Migrator document"
    /// OpenAPI 3.0.x or 3.1.x (top-level `openapi`).
    case openAPI = "OpenAPI"
    /// An ApodiniMigrator API document (top-level `endpoints` with `service` + `types`, or legacy `info` + `components`).
    case apodini = "ApodiniMigrator API document"

    /// What a user may pass, for error messages.
    static let supportedList = "a Migrator document (\"migrator-document\": \"1\"), OpenAPI 3.0/3.1, or an ApodiniMigrator API document"

    /// Detects the format from the top-level keys of a document, or explains what was found instead.
    ///
    /// - Parameter value: a function returning the string value of a top-level key, if it is a scalar.
    /// - Parameter keys: the top-level keys.
    static func detect(keys: [String], value: (String) -> String?) -> Result<InputFormat, UnsupportedFormat> {
        let keySet = Set(keys)
        if keySet.contains("migrator-document") { return .success(.native) }
        if let version = value("openapi") {
            if version.hasPrefix("3.0") || version.hasPrefix("3.1") { return .success(.openAPI) }
            return .failure(UnsupportedFormat(found: "OpenAPI \(version)"))
        }
        if let version = value("swagger") { return .failure(UnsupportedFormat(found: "Swagger \(version) (OpenAPI 2)")) }
        // ApodiniMigrator: format 2.x has `service` + `types`; the legacy layout has `info` + `components`; both list `endpoints`.
        if keySet.contains("endpoints"),
           (keySet.contains("service") && keySet.contains("types")) || (keySet.contains("info") && keySet.contains("components")) {
            return .success(.apodini)
        }
        let shown = keys.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        return .failure(UnsupportedFormat(found: keys.isEmpty ? "no top-level keys" : "a document with top-level keys \(shown)"))
    }
}

/// A document in a format Migrator does not read.
public struct UnsupportedFormat: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was found, for example `Swagger 2.0 (OpenAPI 2)`.
    public var found: String

    /// A sentence saying what was found and what is supported.
    public var description: String { "found \(found); supported inputs are \(InputFormat.supportedList)" }
}
