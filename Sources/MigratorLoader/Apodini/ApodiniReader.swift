import MigratorModel

/// Reads ApodiniMigrator API documents into the model (being written; see the real-world inputs issue).
struct ApodiniReader {
    /// The parsed file.
    var raw: RawDocument

    /// Converts the document, recording problems and tolerated deviations.
    func read(into diagnostics: inout Diagnostics) -> APIDocument? {
        diagnostics.error("reading ApodiniMigrator documents is not implemented yet", at: SourceLocation(file: raw.file))
        return nil
    }
}
