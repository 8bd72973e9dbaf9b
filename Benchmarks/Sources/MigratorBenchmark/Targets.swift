import Foundation

/// Checks the measured rows against the performance issue's targets.
///
/// - `generate` and `compare` ≤ 3× the raw-tree floor of their inputs — checked on inputs of 1 MB or more (both
///   files together for compare), where process start-up and writing a small package no longer dominate;
/// - `generate` ≥ 10× faster than swift-openapi-generator on the same spec;
/// - the generated package compiles ≥ 3× faster than the peer's package for the same spec;
/// - linear growth: between consecutive sizes of a series (growth `g`), wall time, CPU time and peak memory
///   above the baseline grow at most `1.2 × g` (12× for 10× more models and endpoints) — not checked when the
///   smaller size is within noise of the baseline. CPU time is checked beside wall time because wall time on a
///   shared machine also measures the other tenants and the disk (`fsync`);
/// - peak memory above baseline < 20× the input size, for inputs of 1 MB or more;
/// - Migrator ahead of ApodiniMigrator's published times on the QONECTIQ series.
enum TargetEvaluator {
    /// Inputs at least this large are held to the floor and memory targets.
    static let largeInput = 1_000_000
    /// A time above baseline below this is noise for the scaling target (seconds).
    static let timeNoise = 0.02
    /// An RSS above baseline below this is noise for the scaling target (KiB).
    static let memoryNoiseKB = 2048

    /// Every target check on `rows`.
    static func evaluate(_ rows: [ResultRow]) -> [TargetResult] {
        let measured = rows.filter { $0.series != .baseline && $0.status == "ok" && $0.medianSeconds != nil }
        var results: [TargetResult] = []
        for row in measured where ["generate", "compare"].contains(row.command) && row.inputBytes >= largeInput {
            guard let ratio = row.ratioToFloor else { continue }
            results.append(check("\(row.command) ≤ 3× raw-tree floor", row, ratio, limit: 3, atMost: true,
                                 detail: format("%.3f s ÷ floor %.3f s", row.medianSeconds ?? 0, row.floorSeconds ?? 0)))
        }
        for row in measured where row.command == "generate" {
            guard let ratio = row.peerRatio else { continue }
            results.append(check("generate ≥ 10× faster than swift-openapi-generator", row, ratio, limit: 10, atMost: false,
                                 detail: format("peer %.3f s ÷ Migrator %.3f s", row.peerSeconds ?? 0, row.medianSeconds ?? 0)))
        }
        for row in measured where row.command == "compile" {
            guard let ratio = row.peerRatio else { continue }
            results.append(check("generated package compiles ≥ 3× faster than the peer's", row, ratio, limit: 3, atMost: false,
                                 detail: format("peer %.1f s ÷ Migrator %.1f s", row.peerSeconds ?? 0, row.medianSeconds ?? 0)))
        }
        results += scaling(measured)
        for row in measured where ["generate", "compare", "migrate"].contains(row.command) && row.inputBytes >= largeInput {
            guard let perByte = row.rssPerInputByte else { continue }
            results.append(check("\(row.command) memory above baseline < 20× input", row, perByte, limit: 20, atMost: true,
                                 detail: format("%.1f MB above baseline for %.2f MB of input",
                                                Double(row.rssAboveBaselineKB ?? 0) / 1024, Double(row.inputBytes) / 1_000_000)))
        }
        for row in measured {
            guard let published = row.apodiniMigratorPublishedSeconds, let median = row.medianSeconds else { continue }
            results.append(check("\(row.command) ahead of ApodiniMigrator (published)", row, median, limit: published, atMost: true,
                                 strict: true, detail: format("%.3f s vs ApodiniMigrator's published %.2f s", median, published)))
        }
        for row in measured where row.command == "verify" {
            guard let median = row.medianSeconds else { continue }
            results.append(check("verify of a 200-endpoint API ≤ 3 minutes", row, median, limit: 180, atMost: true,
                                 detail: row.verifySplit.map { $0.summary(total: median) } ?? format("%.1f s", median)))
            guard let split = row.verifySplit, let session = split.session, let last = row.samplesSeconds.last, last > 0 else { continue }
            results.append(check("verify: synthesis + validation ≤ 10 % of the total", row, session / last * 100, limit: 10, atMost: true,
                                 detail: format("%.1f s of %.1f s (last run)", session, last)))
        }
        return results
    }

    /// Linear-growth checks between consecutive sizes of each scaled series and command.
    private static func scaling(_ rows: [ResultRow]) -> [TargetResult] {
        var results: [TargetResult] = []
        for series in [Series.native, .openapi, .qonectiq] {
            for command in ["generate", "compare", "migrate"] {
                let sized = rows.filter { $0.series == series && $0.command == command && $0.scale != nil }
                    .sorted { ($0.scale ?? 0) < ($1.scale ?? 0) }
                for (small, large) in zip(sized, sized.dropFirst()) {
                    guard let smallScale = small.scale, let largeScale = large.scale, smallScale > 0 else { continue }
                    let growth = Double(largeScale) / Double(smallScale)
                    let subject = "\(series.rawValue) \(small.input) → \(large.input)"
                    let name = "\(command) grows linearly (≤ 1.2 × \(format("%.0f", growth))×)"
                    results.append(ratioCheck(name + ", wall time", subject: subject, small: small.timeAboveBaselineSeconds,
                                              large: large.timeAboveBaselineSeconds, noise: timeNoise, limit: 1.2 * growth, unit: "s"))
                    results.append(ratioCheck(name + ", CPU time", subject: subject, small: small.cpuAboveBaselineSeconds,
                                              large: large.cpuAboveBaselineSeconds, noise: timeNoise, limit: 1.2 * growth, unit: "s"))
                    results.append(ratioCheck(name + ", memory", subject: subject, small: small.rssAboveBaselineKB.map(Double.init),
                                              large: large.rssAboveBaselineKB.map(Double.init), noise: Double(memoryNoiseKB),
                                              limit: 1.2 * growth, unit: "KiB"))
                }
            }
        }
        return results
    }

    /// `large ÷ small` against `limit`, or N/A when the smaller value is missing or below `noise`.
    private static func ratioCheck(_ name: String, subject: String, small: Double?, large: Double?, noise: Double,
                                   limit: Double, unit: String) -> TargetResult {
        guard let small, let large else {
            return TargetResult(target: name, subject: subject, measured: nil, limit: limit, verdict: "N/A", detail: "not measured")
        }
        guard small >= noise else {
            return TargetResult(target: name, subject: subject, measured: nil, limit: limit, verdict: "N/A",
                                detail: format("the smaller size is %.3g ", small) + unit + " above baseline, within noise")
        }
        let ratio = large / small
        return TargetResult(target: name, subject: subject, measured: ratio, limit: limit, verdict: ratio <= limit ? "PASS" : "FAIL",
                            detail: format("%.3g → %.3g ", small, large) + unit + " above baseline")
    }

    /// One check of `value` against `limit` (`atMost`: value ≤ limit, else value ≥ limit; `strict`: < limit).
    private static func check(_ name: String, _ row: ResultRow, _ value: Double, limit: Double, atMost: Bool,
                              strict: Bool = false, detail: String) -> TargetResult {
        let pass = atMost ? (strict ? value < limit : value <= limit) : value >= limit
        return TargetResult(target: name, subject: "\(row.series.rawValue) \(row.input)", measured: value, limit: limit,
                            verdict: pass ? "PASS" : "FAIL", detail: detail)
    }

    /// `String(format:)` for the few numbers in details.
    private static func format(_ pattern: String, _ arguments: CVarArg...) -> String {
        String(format: pattern, arguments: arguments)
    }
}
