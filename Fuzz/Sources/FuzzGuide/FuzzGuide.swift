import FuzzSupport

/// libFuzzer target: the migration guide reader (JSON or YAML), then the guide applier and migration planner
/// on the bundled example document for guides that load. Seeds: `Fuzz/Corpus/Guide`.
@main
enum FuzzGuide {
    /// Runs libFuzzer (`FuzzGuide -runs=1000000 CORPUS_DIR`).
    static func main() {
        FuzzDriver.run { FuzzEntry.guide($0) }
    }
}
