import MigratorModel

/// Reads OpenAPI 3.0/3.1 documents into the model (being written; see the real-world inputs issue).
struct OpenAPIReader {
    /// The parsed file.
    var raw: RawDocument

    /// Converts the document, recording problems and tolerated deviations.
    func read(into diagnostics: inout Diagnostics) -> APIDocument? {
        diagnostics.error("reading OpenAPI files is not implemented yet", at: SourceLocation(file: raw.file))
        return nil
    }
}
