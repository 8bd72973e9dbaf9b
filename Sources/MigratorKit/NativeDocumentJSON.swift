import Foundation
import MigratorModel

/// The native-document JSON of an ``APIDocument`` (sorted keys, defaults omitted), as the conformance suite's
/// validator decodes it: any input format (OpenAPI, native, ApodiniMigrator) reaches the suite in this one form.
public enum NativeDocumentJSON {
    /// Encodes `document`.
    /// - Throws: `EncodingError` (not expected for documents the loader produced).
    public static func encode(_ document: APIDocument) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
