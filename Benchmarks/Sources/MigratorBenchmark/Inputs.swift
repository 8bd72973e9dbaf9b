import Foundation

/// The input series of the benchmark.
enum Series: String, Codable, CaseIterable {
    /// Real OpenAPI files from `../shared/corpus/dev/`, as version pairs.
    case corpus
    /// The synthetic API in Migrator's own format (YAML).
    case native
    /// The same synthetic API as OpenAPI 3.0.3 (JSON).
    case openapi
    /// The QONECTIQ ApodiniMigrator documents, scaled by copying.
    case qonectiq
    /// Trivial inputs whose cost is subtracted as the baseline.
    case baseline
}

/// One measured input: a version pair (`old` → `new`) of one API description.
///
/// `generate` and the peer run on `new` (for corpus pairs also on `old`, since the peer cannot read every file);
/// `compare` and `migrate` run on the pair.
struct BenchInput {
    /// The series.
    var series: Series
    /// A short label, e.g. `openai 3.0→3.1`, `1,000`, `×10`.
    var label: String
    /// The series' size parameter: models and endpoints, or the copy factor.
    var scale: Int?
    /// The older version.
    var old: URL
    /// The newer version.
    var new: URL
    /// Whether the files are OpenAPI (the peer runs on those only).
    var isOpenAPI: Bool
    /// The label of the newer file alone (the `generate` row of a corpus pair names the file it reads).
    var newLabel: String?
    /// The label of the older file alone; corpus pairs also measure `generate` (and the peer) on it.
    var oldLabel: String?
}

/// Writes the synthetic and scaled inputs and lists every input of a run.
struct InputFactory {
    /// The corpus version pairs: API name, old and new version, old and new file (relative to the corpus
    /// folder), largest first.
    static let corpusPairs: [(name: String, oldVersion: String, newVersion: String, old: String, new: String)] = [
        ("openai", "3.0", "3.1", "openai/openai-2025-02-10-oas3.0.yaml", "openai/openai-2026-05-13-oas3.1.yaml"),
        ("spotify", "2022", "2023", "spotify/spotify-2022-06-25.yml", "spotify/spotify-2023-06-07.yml"),
        ("1password", "1.1.1", "1.2.0", "onepassword/1password-1.1.1.yaml", "onepassword/1password-1.2.0.yaml"),
        ("petstore", "1.0.19", "1.0.26", "petstore/petstore-v3-1.0.19.yaml", "petstore/petstore-v3-1.0.26.yaml"),
    ]

    /// The QONECTIQ documents, relative to the corpus folder.
    static let qonectiq = (old: "apodini-qonectiq/api_qonectiq1.0.0.json", new: "apodini-qonectiq/api_qonectiq2.0.0.json")

    /// `../shared/corpus/dev` (or the folder given with `--corpus`).
    let corpus: URL
    /// Where generated inputs are written (`<scratch>/inputs`).
    let folder: URL

    /// The trivial native pair (one model, one endpoint) whose cost is the baseline of every Migrator command.
    func baselineNative() throws -> BenchInput {
        let (old, new) = try writeSynthetic(count: 1, openAPI: false)
        return BenchInput(series: .baseline, label: "trivial (native)", scale: 1, old: old, new: new, isOpenAPI: false)
    }

    /// The trivial OpenAPI document, the baseline of the peer generator.
    func baselineOpenAPI() throws -> BenchInput {
        let (old, new) = try writeSynthetic(count: 1, openAPI: true)
        return BenchInput(series: .baseline, label: "trivial (OpenAPI)", scale: 1, old: old, new: new, isOpenAPI: true)
    }

    /// The inputs of the chosen series; missing corpus files are reported and left out.
    ///
    /// - Parameters:
    ///   - corpusLimit: how many corpus pairs to take (largest first); the quick run takes only the smallest.
    ///   - sizes: model-and-endpoint counts of the synthetic series.
    ///   - factors: copy factors of the QONECTIQ series.
    func inputs(series: Set<Series>, corpusLimit: Int, quick: Bool, sizes: [Int], factors: [Int]) throws -> [BenchInput] {
        var result: [BenchInput] = []
        if series.contains(.corpus) {
            let pairs = quick ? Array(Self.corpusPairs.suffix(1)) : Array(Self.corpusPairs.prefix(corpusLimit))
            for pair in pairs {
                let old = corpus.appendingPathComponent(pair.old), new = corpus.appendingPathComponent(pair.new)
                guard FileManager.default.fileExists(atPath: old.path), FileManager.default.fileExists(atPath: new.path) else {
                    print("note: corpus pair \(pair.name) \(pair.oldVersion)→\(pair.newVersion) not found under \(corpus.path); skipped")
                    continue
                }
                result.append(BenchInput(
                    series: .corpus, label: "\(pair.name) \(pair.oldVersion)→\(pair.newVersion)", scale: nil, old: old, new: new,
                    isOpenAPI: true, newLabel: "\(pair.name) \(pair.newVersion)", oldLabel: "\(pair.name) \(pair.oldVersion)"
                ))
            }
        }
        for (kind, openAPI) in [(Series.native, false), (Series.openapi, true)] where series.contains(kind) {
            for size in sizes {
                let (old, new) = try writeSynthetic(count: size, openAPI: openAPI)
                result.append(BenchInput(series: kind, label: Self.grouped(size), scale: size, old: old, new: new, isOpenAPI: openAPI))
            }
        }
        if series.contains(.qonectiq) {
            let oldSource = corpus.appendingPathComponent(Self.qonectiq.old)
            let newSource = corpus.appendingPathComponent(Self.qonectiq.new)
            if let oldData = try? Data(contentsOf: oldSource), let newData = try? Data(contentsOf: newSource) {
                try Files.makeDirectory(folder)
                for factor in factors {
                    let old = folder.appendingPathComponent("qonectiq-x\(factor)-1.0.0.json")
                    let new = folder.appendingPathComponent("qonectiq-x\(factor)-2.0.0.json")
                    let scaledOld = try ApodiniScaler.scale(oldData, factor: factor)
                    let scaledNew = try ApodiniScaler.scale(newData, factor: factor)
                    try scaledOld.write(to: old)
                    try scaledNew.write(to: new)
                    if let before = ApodiniScaler.counts(scaledOld), let after = ApodiniScaler.counts(scaledNew) {
                        print("note: QONECTIQ ×\(factor): \(before.types) → \(after.types) types, \(before.endpoints) → \(after.endpoints) endpoints")
                    }
                    result.append(BenchInput(series: .qonectiq, label: "×\(factor)", scale: factor, old: old, new: new, isOpenAPI: false))
                }
            } else {
                print("note: the QONECTIQ documents were not found under \(corpus.path); series skipped")
            }
        }
        return result
    }

    /// Writes revisions 1 and 2 of the synthetic API with `count` models and endpoints.
    private func writeSynthetic(count: Int, openAPI: Bool) throws -> (URL, URL) {
        try Files.makeDirectory(folder)
        var urls: [URL] = []
        for revision in 1...2 {
            let api = SyntheticAPI(count: count, revision: revision)
            let name = "synthetic-\(count)-\(openAPI ? "openapi" : "native")-v\(revision).\(openAPI ? "json" : "yaml")"
            let url = folder.appendingPathComponent(name)
            let data = openAPI ? try SyntheticWriter.openAPIJSON(api) : Data(SyntheticWriter.nativeYAML(api).utf8)
            try data.write(to: url)
            urls.append(url)
        }
        return (urls[0], urls[1])
    }

    /// `10000` → `10,000`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
