import Foundation
import Yams

/// The floor: reading a file and building its raw tree in-process, as Migrator's loader starts —
/// `JSONSerialization` when the first non-blank byte is `{` or `[`, else `Yams.compose` (a node tree with marks).
enum RawTreeFloor {
    /// Median seconds of reading and parsing `url`, after one untimed warm-up parse.
    ///
    /// - Returns: the median, or why the file could not be parsed.
    static func measure(_ url: URL, repetitions: Int) -> Result<Double, BenchmarkSkip> {
        do {
            _ = try parse(url)
            var samples: [Double] = []
            for _ in 0..<max(repetitions, 1) {
                let start = DispatchTime.now().uptimeNanoseconds
                let nodes = try parse(url)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                guard nodes > 0 else { return .failure(BenchmarkSkip("empty tree")) }
            }
            return .success(Stats.median(samples) ?? 0)
        } catch {
            return .failure(BenchmarkSkip("the raw tree cannot be built: \(error)"))
        }
    }

    /// Reads and parses `url`; returns the top level's entry count so the work cannot be optimized away.
    private static func parse(_ url: URL) throws -> Int {
        let data = try Data(contentsOf: url)
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return (object as? [String: Any])?.count ?? (object as? [Any])?.count ?? 1
        }
        guard let text = String(data: data, encoding: .utf8) else { throw BenchmarkSkip("not UTF-8") }
        guard let node = try Yams.compose(yaml: text) else { return 0 }
        return node.mapping?.count ?? node.sequence?.count ?? 1
    }
}

/// Runs each command `repetitions` times in a fresh temporary output folder and summarizes the runs.
struct CommandRunner {
    /// Where outputs go; each run gets a cleared subfolder.
    let work: URL
    /// Where stdout and stderr of every run go.
    let logs: URL
    /// Repetitions per command.
    let repetitions: Int
    /// Seconds a single run may take.
    let timeout: Double

    /// The summary of repeated runs of one command.
    struct Summary {
        /// Every successful run.
        var runs: [ProcessMeasurement] = []
        /// Why the command did not succeed, if it did not.
        var failure: String?
        /// Whether it failed by exceeding the time limit.
        var timedOut = false
        /// The log label of the last successful run (its stdout is `<logs>/<label>.out`).
        var lastLabel: String?

        /// Median wall seconds.
        var medianSeconds: Double? { Stats.median(runs.map(\.wallSeconds)) }
        /// Median CPU seconds.
        var medianCPUSeconds: Double? { Stats.median(runs.map(\.cpuSeconds)) }
        /// Median peak RSS in KiB.
        var medianRSSKB: Int? { Stats.median(runs.map(\.maxRSSKB)) }
    }

    /// Runs `arguments(output)` `repetitions` times (fewer if a run fails), clearing `output` before each run.
    ///
    /// - Parameters:
    ///   - label: a file-name-safe name for logs and the output folder.
    ///   - times: overrides ``repetitions`` (compile rows use their own count).
    ///   - acceptedExitCodes: exit codes that count as a completed run (`verify` exits 1 when an endpoint fails).
    func run(label: String, times: Int? = nil, acceptedExitCodes: Set<Int32> = [0], _ arguments: (URL) -> [String]) -> Summary {
        let output = work.appendingPathComponent(label)
        var summary = Summary()
        for repetition in 1...max(times ?? repetitions, 1) {
            Files.remove(output)
            do {
                try Files.makeDirectory(output)
                let runLabel = "\(label)-\(repetition)"
                let measurement = try ChildProcess.run(arguments(output), label: runLabel, logs: logs, timeout: timeout)
                guard !measurement.timedOut, acceptedExitCodes.contains(measurement.exitCode) else {
                    summary.timedOut = measurement.timedOut
                    summary.failure = measurement.timedOut
                        ? "timed out after \(Int(timeout)) s"
                        : "exit \(measurement.exitCode): \(ChildProcess.firstErrorLine(label: runLabel, logs: logs))"
                    return summary
                }
                summary.runs.append(measurement)
                summary.lastLabel = runLabel
            } catch {
                summary.failure = "\(error)"
                return summary
            }
        }
        return summary
    }

    /// The output folder of `label`'s last run.
    func outputFolder(_ label: String) -> URL {
        work.appendingPathComponent(label)
    }
}

extension ResultRow {
    /// A row for `input` and `command`, filled from `summary`.
    init(_ input: BenchInput, command: String, bytes: Int, summary: CommandRunner.Summary) {
        self.init(series: input.series, input: input.label, scale: input.scale, command: command, inputBytes: bytes)
        fill(from: summary)
    }

    /// Copies the medians of `summary`, or its failure, into the row.
    mutating func fill(from summary: CommandRunner.Summary) {
        samplesSeconds = summary.runs.map(\.wallSeconds)
        medianSeconds = summary.medianSeconds
        medianCPUSeconds = summary.medianCPUSeconds
        peakRSSKB = summary.medianRSSKB
        if let failure = summary.failure {
            status = summary.timedOut ? "timeout" : "error"
            message = failure
        }
    }

    /// Subtracts the baseline row of the same command (time and RSS above the trivial input).
    mutating func subtract(baseline: ResultRow?) {
        guard let baseline, let median = medianSeconds, let baseMedian = baseline.medianSeconds else { return }
        timeAboveBaselineSeconds = median - baseMedian
        if let cpu = medianCPUSeconds, let baseCPU = baseline.medianCPUSeconds { cpuAboveBaselineSeconds = cpu - baseCPU }
        if let rss = peakRSSKB, let baseRSS = baseline.peakRSSKB { rssAboveBaselineKB = rss - baseRSS }
    }
}
