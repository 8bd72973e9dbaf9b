import Foundation
import MigratorCompare
import MigratorKit
import MigratorLoader
import MigratorModel

/// Turns corpus files into fuzzing seeds in the formats Migrator itself writes (used by `Fuzz/make-seeds.sh`):
///
/// - `SeedExport document IN OUT` loads any supported document and writes it in the native format (JSON), so
///   OpenAPI and ApodiniMigrator documents from the corpus become native-format seeds.
/// - `SeedExport guide OLD NEW OUT` compares two documents and writes the migration guide (JSON).
///
/// Exits 0 on success, 2 when an input does not load (the message names it), 64 on wrong usage.
@main
enum SeedExport {
    /// Runs the tool.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch (arguments.first, arguments.count) {
            case ("document", 3):
                let loaded = try DocumentLoader().load(path: arguments[1])
                try write(try encoder().encode(loaded.document), to: arguments[2])
            case ("guide", 4):
                let old = try DocumentLoader().load(path: arguments[1]).document
                let new = try DocumentLoader().load(path: arguments[2]).document
                let guide = DocumentComparer().compare(old, new)
                try write(Data(try GuideFormatter.encode(guide, as: .json).utf8), to: arguments[3])
            default:
                FileHandle.standardError.write(Data("usage: SeedExport document IN OUT | SeedExport guide OLD NEW OUT\n".utf8))
                exit(64)
            }
        } catch {
            FileHandle.standardError.write(Data("SeedExport: \(error)\n".utf8))
            exit(2)
        }
    }

    /// A JSON encoder with stable output.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes `data` to `path`.
    static func write(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path))
    }
}
