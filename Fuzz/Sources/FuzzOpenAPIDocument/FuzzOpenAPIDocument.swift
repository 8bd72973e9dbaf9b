import FuzzSupport

/// libFuzzer target: the document loader, seeded with OpenAPI 3.0/3.1 documents (JSON or YAML).
///
/// The loader detects the format from the content, exactly as `migrator generate` does, so this target differs
/// from the other document targets only in its seed corpus (`Fuzz/Corpus/OpenAPIDocument`).
@main
enum FuzzOpenAPIDocument {
    /// Runs libFuzzer (`FuzzOpenAPIDocument -runs=1000000 CORPUS_DIR`).
    static func main() {
        FuzzDriver.run { FuzzEntry.document($0) }
    }
}
