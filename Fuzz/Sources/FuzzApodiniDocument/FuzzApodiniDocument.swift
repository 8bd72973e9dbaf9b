import FuzzSupport

/// libFuzzer target: the document loader, seeded with ApodiniMigrator API documents (format 2.x and legacy).
///
/// The loader detects the format from the content, exactly as `migrator generate` does, so this target differs
/// from the other document targets only in its seed corpus (`Fuzz/Corpus/ApodiniDocument`).
@main
enum FuzzApodiniDocument {
    /// Runs libFuzzer (`FuzzApodiniDocument -runs=1000000 CORPUS_DIR`).
    static func main() {
        FuzzDriver.run { FuzzEntry.document($0) }
    }
}
