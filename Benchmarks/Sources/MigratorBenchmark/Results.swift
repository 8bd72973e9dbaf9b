import Foundation

/// ApodiniMigrator's own numbers for the QONECTIQ series, as published in the performance issue (release build,
/// median wall time, "measured on this machine kind"). They are constants quoted from the issue, not measured by
/// this benchmark.
enum ApodiniMigratorPublished {
    /// Seconds by command and copy factor.
    static let seconds: [String: [Int: Double]] = [
        "compare": [1: 0.04, 10: 0.26, 100: 5.8, 300: 46],
        "generate": [1: 0.08, 10: 0.52, 100: 6.3, 300: 17],
        "migrate": [10: 0.66, 100: 14],
    ]
}

/// One row of the results: one command on one input, or one compile-time comparison.
struct ResultRow: Codable {
    /// The input series.
    var series: Series
    /// The input's label.
    var input: String
    /// The series' size parameter.
    var scale: Int?
    /// `generate`, `compare`, `migrate`, `peer-generate` (baseline only) or `compile`.
    var command: String
    /// The bytes of the inputs the command reads (both files for compare and migrate).
    var inputBytes: Int
    /// `ok`, `error`, `timeout` or `skipped`.
    var status: String = "ok"
    /// Why a row is not `ok`, or extra facts (generated lines for compile rows).
    var message: String?
    /// Wall seconds of every repetition.
    var samplesSeconds: [Double] = []
    /// The median wall time.
    var medianSeconds: Double?
    /// The median CPU time (user + system).
    var medianCPUSeconds: Double?
    /// The median peak RSS in KiB.
    var peakRSSKB: Int?
    /// The raw-tree floor of the inputs (Yams / JSONSerialization, in-process), median seconds.
    var floorSeconds: Double?
    /// The median time minus the same command's median on the trivial input.
    var timeAboveBaselineSeconds: Double?
    /// The median CPU time minus the same command's median CPU time on the trivial input.
    var cpuAboveBaselineSeconds: Double?
    /// The peak RSS minus the same command's peak RSS on the trivial input, KiB.
    var rssAboveBaselineKB: Int?
    /// swift-openapi-generator on the same input (generate rows) or its package's build (compile rows), median seconds.
    var peerSeconds: Double?
    /// The peer's median peak RSS in KiB.
    var peerPeakRSSKB: Int?
    /// The peer's status when it did not succeed.
    var peerMessage: String?
    /// ApodiniMigrator's published time for this row (QONECTIQ series only; a constant from the issue).
    var apodiniMigratorPublishedSeconds: Double?
    /// For `verify` rows: where the last run's time went, as `verify --format json` reports it.
    var verifySplit: VerifySplit?

    /// Median time ÷ floor.
    var ratioToFloor: Double? {
        guard let median = medianSeconds, let floor = floorSeconds, floor > 0 else { return nil }
        return median / floor
    }

    /// Peer time ÷ Migrator time (how many times faster Migrator is).
    var peerRatio: Double? {
        guard let median = medianSeconds, let peer = peerSeconds, median > 0 else { return nil }
        return peer / median
    }

    /// RSS above baseline ÷ input size.
    var rssPerInputByte: Double? {
        guard let above = rssAboveBaselineKB, inputBytes > 0 else { return nil }
        return Double(above) * 1024 / Double(inputBytes)
    }
}

/// The split of one `verify` run (`seconds` of `migrator verify --format json`): the build of the package, the
/// conformance suite, and inside the suite the session's own synthesis and validation (the issue's ≤ 10 %).
struct VerifySplit: Codable {
    /// Migrating into the scratch package.
    var migrate: Double
    /// Building the package with its conformance target.
    var build: Double
    /// Running the suite (`swift test`).
    var suite: Double
    /// The session's synthesis of arguments and responses.
    var synthesis: Double?
    /// The session's validation of requests and judging of calls.
    var validation: Double?
    /// The session's report writing.
    var reporting: Double?
    /// `pass / fail / needs person` counts.
    var verdicts: String

    /// Reads the JSON `verify` printed; `nil` when it is not that JSON.
    init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let seconds = object["seconds"] as? [String: Double],
              let build = seconds["build"], let suite = seconds["suite"] else { return nil }
        migrate = seconds["migrate"] ?? 0
        self.build = build
        self.suite = suite
        synthesis = seconds["synthesis"]
        validation = seconds["validation"]
        reporting = seconds["reporting"]
        verdicts = ["pass", "fail", "needsPerson"].map { "\(object[$0] as? Int ?? 0)" }.joined(separator: "/")
    }

    /// Synthesis plus validation (reporting included), when the suite reported them.
    var session: Double? {
        guard let synthesis, let validation else { return nil }
        return synthesis + validation + (reporting ?? 0)
    }

    /// `build 36.4 s, suite 2.5 s, synthesis+validation 1.6 s (3.8 %); pass/fail/needs person 0/0/200`.
    func summary(total: Double) -> String {
        var text = String(format: "build %.1f s, suite %.1f s", build, suite)
        if let session { text += String(format: ", synthesis+validation %.1f s (%.1f %%)", session, total > 0 ? session / total * 100 : 0) }
        return text + "; pass/fail/needs person \(verdicts)"
    }
}

/// The machine a run came from.
struct MachineInfo: Codable {
    /// `nproc`: the processors available to the run.
    var processors: Int
    /// Physical memory in GiB.
    var memoryGiB: Double
    /// The CPU model from `/proc/cpuinfo`.
    var cpu: String
    /// The operating system.
    var operatingSystem: String
    /// The first line of `swift --version`.
    var swift: String

    /// Reads the facts of this machine.
    static func current(swift: String) -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        return MachineInfo(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: (Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            cpu: model, operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString, swift: swift
        )
    }
}

/// One target of the issue, checked on one subject.
struct TargetResult: Codable {
    /// The target, e.g. `generate ≤ 3× floor`.
    var target: String
    /// What it was checked on, e.g. `native 10,000`.
    var subject: String
    /// The measured ratio or value.
    var measured: Double?
    /// The limit it is compared with.
    var limit: Double
    /// `PASS`, `FAIL` or `N/A` (not measurable in this run; `detail` says why).
    var verdict: String
    /// How the measured value came about.
    var detail: String
}

/// Everything a run writes as JSON.
struct BenchmarkReport: Codable {
    /// When the run finished (ISO 8601).
    var date: String
    /// The machine.
    var machine: MachineInfo
    /// Repetitions per measurement and other settings.
    var settings: [String: String]
    /// The tools used, or why they were skipped.
    var tools: [String: String]
    /// The measured rows.
    var rows: [ResultRow]
    /// The target checks.
    var targets: [TargetResult]

    /// Writes the report as pretty-printed JSON.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: url)
    }
}

/// Small statistics helpers.
enum Stats {
    /// The median of `values` (the mean of the middle two for an even count), `nil` when empty.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of integer `values`, rounded.
    static func median(_ values: [Int]) -> Int? {
        median(values.map(Double.init)).map { Int($0.rounded()) }
    }
}
