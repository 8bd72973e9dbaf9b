import ArgumentParser
import Foundation

extension Series: ExpressibleByArgument {}

/// The entry point: the measuring helper when started as `migrator-benchmark __measure …` (see ``ChildProcess``),
/// else the benchmark command.
@main
enum Entry {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == ChildProcess.helperVerb { ChildProcess.measureAndExit(Array(arguments.dropFirst())) }
        BenchmarkCommand.main()
    }
}

/// `migrator-benchmark`: measures Migrator beside its floor and its peers, prints a table, checks the targets of
/// the performance issue and writes everything as JSON. See `docs/performance.md`.
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrator-benchmark",
        abstract: "Benchmark Migrator's generate, compare and migrate against the raw-tree floor and swift-openapi-generator.",
        discussion: """
            Run from the repository root: swift run -c release --package-path Benchmarks migrator-benchmark. \
            Builds a release migrator (and swift-openapi-generator) under --scratch-root, generates the synthetic \
            and scaled inputs there, measures each command as the median of --repetitions runs, and writes \
            results.json and results.md. --quick is the smoke run: smallest sizes, one repetition, no peers, no compile rows.
            """
    )

    @Flag(help: "Smoke run: smallest size of each series, one repetition, no peers, no compile rows.")
    var quick = false

    @Option(help: "Repetitions per measurement (the median is reported).")
    var repetitions = 5

    @Option(help: "Repetitions of each clean package build (compile rows).")
    var compileRepetitions = 1

    @Option(help: ArgumentHelp("Write the JSON results here (default <scratch-root>/results.json); a .md copy goes beside it.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The benchmark's git-ignored work folder (default <repo>/.build-bench).", valueName: "dir"))
    var scratchRoot: String?

    @Option(help: ArgumentHelp("The Migrator repository (default: found from the working directory).", valueName: "dir"))
    var repoRoot: String?

    @Option(help: ArgumentHelp("The corpus folder (default <repo>/../shared/corpus/dev).", valueName: "dir"))
    var corpus: String?

    @Option(help: ArgumentHelp("Use this migrator binary instead of building one.", valueName: "path"))
    var migrator: String?

    @Option(help: ArgumentHelp("Build the migrator of this committed git revision instead of the working tree.", valueName: "ref"))
    var migratorRef: String?

    @Option(help: ArgumentHelp("Use this swift-openapi-generator binary instead of building one.", valueName: "path"))
    var peerGenerator: String?

    @Flag(help: "Skip swift-openapi-generator (peer columns and peer compile times).")
    var noPeers = false

    @Flag(help: "Skip the compile-time rows.")
    var noCompile = false

    @Option(parsing: .upToNextOption, help: "Series to run: corpus native openapi qonectiq (default: all).")
    var series: [Series] = []

    @Option(parsing: .upToNextOption, help: "Model-and-endpoint counts of the synthetic series.")
    var sizes: [Int] = [100, 1000, 10000]

    @Option(parsing: .upToNextOption, help: "Copy factors of the QONECTIQ series.")
    var factors: [Int] = [1, 10, 100, 300]

    @Option(help: "How many corpus pairs to take, largest first.")
    var corpusPairs = InputFactory.corpusPairs.count

    @Option(help: "Compile rows for corpus specs whose newer file is at most this many MB.")
    var compileMaxMB = 1.0

    @Option(help: "Compile rows for the synthetic series at this size (and QONECTIQ ×10).")
    var compileScale = 1000

    @Option(help: "A `verify` row (migrate, build, conformance suite) for the synthetic series at this size; add it to --sizes.")
    var verifyScale = 200

    @Option(help: "Seconds one command or build may take before it is killed and reported as a timeout.")
    var timeout = 1800.0

    func validate() throws {
        guard repetitions >= 1, compileRepetitions >= 1 else { throw ValidationError("repetitions must be at least 1") }
        guard sizes.allSatisfy({ $0 >= 1 }), factors.allSatisfy({ $0 >= 1 }) else { throw ValidationError("sizes and factors must be positive") }
    }

    func run() throws {
        let started = Date()
        let repo = Self.repositoryRoot(given: repoRoot)
        let scratch = URL(fileURLWithPath: scratchRoot ?? repo.appendingPathComponent(".build-bench").path).standardizedFileURL
        let logs = scratch.appendingPathComponent("logs"), work = scratch.appendingPathComponent("work")
        let corpusFolder = URL(fileURLWithPath: corpus ?? repo.appendingPathComponent("../shared/corpus/dev").path).standardizedFileURL
        let chosen = Set(series.isEmpty ? [.corpus, .native, .openapi, .qonectiq] : series)
        let repeats = quick ? 1 : repetitions
        print("migrator-benchmark: repository \(repo.path), scratch \(scratch.path), \(repeats) repetition(s)\(quick ? " (quick)" : "")")

        let toolchain = Toolchain(repoRoot: repo, scratchRoot: scratch, logs: logs, timeout: timeout)
        let migratorBinary = toolchain.migrator(override: migrator, ref: migratorRef)
        var tools = ["migrator": Self.describe(migratorBinary)]
        var peer: URL?
        if quick || noPeers {
            tools["swift-openapi-generator"] = "skipped (\(quick ? "--quick" : "--no-peers"))"
        } else {
            let built = toolchain.peerGenerator(override: peerGenerator)
            peer = try? built.get()
            tools["swift-openapi-generator"] = Self.describe(built)
        }
        for (name, state) in tools.sorted(by: { $0.key < $1.key }) { print("  \(name): \(state)") }

        let factory = InputFactory(corpus: corpusFolder, folder: scratch.appendingPathComponent("inputs"))
        let inputs = try factory.inputs(series: chosen, corpusLimit: corpusPairs, quick: quick,
                                        sizes: quick ? [sizes.min() ?? 100] : sizes, factors: quick ? [factors.min() ?? 1] : factors)
        Files.remove(work)
        let runner = CommandRunner(work: work, logs: logs, repetitions: repeats, timeout: timeout)
        let suite = Suite(migrator: migratorBinary, peer: peer, runner: runner, verifyScale: verifyScale)
        print("Baselines (trivial inputs):")
        var rows = suite.baselineRows(native: try factory.baselineNative(), openAPI: try factory.baselineOpenAPI())
        for input in inputs {
            print("\(input.series.rawValue) \(input.label):")
            rows += suite.rows(for: input, floorRepetitions: repeats)
        }
        if !quick, !noCompile {
            rows += compileRows(inputs, runner: runner, migrator: try? migratorBinary.get(), peer: peer)
        }
        let baselines = Dictionary(rows.filter { $0.series == .baseline && $0.status == "ok" }.map { ($0.command, $0) }) { first, _ in first }
        for index in rows.indices where rows[index].series != .baseline && rows[index].command != "compile" {
            rows[index].subtract(baseline: baselines[rows[index].command])
        }

        let report = BenchmarkReport(
            date: ISO8601DateFormatter().string(from: Date()), machine: MachineInfo.current(swift: toolchain.swiftVersion()),
            settings: ["repetitions": "\(repeats)", "compile repetitions": "\(compileRepetitions)", "timeout": "\(Int(timeout)) s",
                       "mode": quick ? "quick" : "full",
                       "migrator source": toolchain.migratorSource(override: migrator, ref: migratorRef)],
            tools: tools, rows: rows, targets: TargetEvaluator.evaluate(rows)
        )
        let markdown = ReportRenderer.markdown(report)
        print("\n" + markdown)
        let jsonURL = URL(fileURLWithPath: output ?? scratch.appendingPathComponent("results.json").path)
        try Files.makeDirectory(jsonURL.deletingLastPathComponent())
        try report.write(to: jsonURL)
        try Data(markdown.utf8).write(to: jsonURL.deletingPathExtension().appendingPathExtension("md"))
        print("Wrote \(jsonURL.path) and its .md copy in " + String(format: "%.0f s.", Date().timeIntervalSince(started)))
    }

    /// The compile rows: corpus specs up to `--compile-max-mb`, the synthetic series at `--compile-scale`, QONECTIQ ×10.
    private func compileRows(_ inputs: [BenchInput], runner: CommandRunner, migrator: URL?, peer: URL?) -> [ResultRow] {
        let chosen = inputs.filter { input in
            switch input.series {
            case .corpus: return Double(Files.size(input.new)) <= compileMaxMB * 1_000_000
            case .native, .openapi: return input.scale == compileScale
            case .qonectiq: return input.scale == 10
            case .baseline: return false
            }
        }
        guard !chosen.isEmpty else { return [] }
        print("Compile time (clean debug builds, \(compileRepetitions) repetition(s)):")
        let compile = CompileBenchmark(runner: runner, repetitions: compileRepetitions, migrator: migrator, peer: peer)
        var rows: [ResultRow] = []
        if peer != nil, chosen.contains(where: \.isOpenAPI) { rows.append(compile.peerDependenciesRow()) }
        for input in chosen { rows.append(compile.row(for: input)) }
        return rows
    }

    /// A tool's path, or why it is missing.
    private static func describe(_ tool: Result<URL, BenchmarkSkip>) -> String {
        switch tool {
        case let .success(url): return url.path
        case let .failure(skip): return "skipped: \(skip)"
        }
    }

    /// The repository: `given`, else the working directory when it holds `Benchmarks/`, else its parent when the
    /// working directory is `Benchmarks/`, else the folder this source file was compiled from.
    private static func repositoryRoot(given: String?) -> URL {
        if let given { return URL(fileURLWithPath: given).standardizedFileURL }
        let manager = FileManager.default
        let current = URL(fileURLWithPath: manager.currentDirectoryPath)
        if manager.fileExists(atPath: current.appendingPathComponent("Benchmarks/Package.swift").path) { return current }
        if current.lastPathComponent == "Benchmarks", manager.fileExists(atPath: current.appendingPathComponent("../Package.swift").path) {
            return current.deletingLastPathComponent().standardizedFileURL
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
    }
}
