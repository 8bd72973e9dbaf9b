import Foundation
import MigratorModel

/// A document read from a file, with the warnings its reading produced.
public struct LoadedDocument: Sendable {
    /// The API document.
    public var document: APIDocument
    /// The format it was read from.
    public var format: InputFormat
    /// Deviations that were tolerated, with their locations.
    public var warnings: [Diagnostic]
}

/// Reads API descriptions in any supported format into the one internal ``APIDocument`` model.
///
/// The format is detected from content: JSON when the first non-blank character is `{`, YAML otherwise;
/// then the top-level keys decide between the native format, OpenAPI and ApodiniMigrator documents.
public struct DocumentLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads and validates the document at `path`.
    ///
    /// - Throws: ``DiagnosticsError`` with one diagnostic per problem, each naming the file and location.
    public func load(path: String) throws -> LoadedDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "cannot read the file: \(Self.reason(error))", at: SourceLocation(file: path))])
        }
        return try load(data: data, file: path)
    }

    /// Loads and validates a document from `data`, naming it `file` in diagnostics.
    public func load(data: Data, file: String) throws -> LoadedDocument {
        let raw = try RawDocument.parse(data: data, file: file)
        let format: InputFormat
        switch InputFormat.detect(keys: raw.topLevelKeys, value: raw.topLevelString) {
        case let .success(detected): format = detected
        case let .failure(unsupported):
            throw DiagnosticsError([Diagnostic(.error, "unsupported document: \(unsupported)", at: SourceLocation(file: file))])
        }
        var diagnostics = Diagnostics()
        let document: APIDocument?
        switch format {
        case .native:
            document = NativeDocumentReader(raw: raw).read(into: &diagnostics)
        case .openAPI:
            document = OpenAPIReader(raw: raw).read(into: &diagnostics)
        case .apodini:
            document = ApodiniReader(raw: raw).read(into: &diagnostics)
        }
        if let document, !diagnostics.hasErrors {
            diagnostics.append(contentsOf: DocumentValidator(file: file).validate(document))
            if format == .native { diagnostics.append(contentsOf: DefaultValueValidator(file: file).validate(document)) }
        }
        let located = raw.locating(diagnostics.all)
        guard let document, !diagnostics.hasErrors else { throw DiagnosticsError(located) }
        return LoadedDocument(document: document, format: format, warnings: located.filter { $0.severity == .warning })
    }

    /// The most readable description of a Foundation error.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return debug }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? Error { return reason(underlying) }
        return nsError.localizedDescription
    }
}
