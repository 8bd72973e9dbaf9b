import Foundation

/// Measures Migrator's commands (and the peer generator) on every input: the floor of each file, `generate` of
/// the newer version, `compare` and `migrate` of the pair, and the baselines on trivial inputs.
struct Suite {
    /// The release `migrator` binary, or why there is none.
    let migrator: Result<URL, BenchmarkSkip>
    /// swift-openapi-generator's CLI, if built.
    let peer: URL?
    /// Runs and repeats commands.
    let runner: CommandRunner
    /// The synthetic scale (models and endpoints) that gets a `verify` row (the issue's 200-endpoint proof), if any.
    var verifyScale: Int?

    /// The package name every generated client gets.
    static let packageName = "Bench"

    /// The arguments of `command` (`generate`, `compare`, `migrate`) on `input`, writing into `output`.
    static func arguments(_ command: String, migrator: URL, input: BenchInput, output: URL) -> [String] {
        switch command {
        case "compare":
            return [migrator.path, "compare", input.old.path, input.new.path, "--output", output.appendingPathComponent("guide.json").path]
        case "migrate":
            return [migrator.path, "migrate", "--document", input.old.path, "--target", input.new.path,
                    "--package-name", packageName, "--output", output.path, "--force"]
        case "verify":
            // Migrate, build and run the conformance suite; the scratch path is inside the output (a cold build each time).
            return [migrator.path, "verify", "--document", input.old.path, "--target", input.new.path, "--package-name", packageName,
                    "--work-directory", output.path, "--scratch-path", output.appendingPathComponent(".build").path, "--format", "json"]
        default:
            return [migrator.path, "generate", "--document", input.new.path, "--package-name", packageName, "--output", output.path, "--force"]
        }
    }

    /// The arguments of swift-openapi-generator on `document`: types and client, as the issue asks.
    static func peerArguments(_ peer: URL, document: URL, output: URL) -> [String] {
        [peer.path, "generate", document.path, "--mode", "types", "--mode", "client", "--output-directory", output.path]
    }

    /// A file-name-safe label for logs and output folders.
    static func label(_ input: BenchInput, _ command: String) -> String {
        let raw = "\(input.series.rawValue)-\(input.label)-\(command)"
        return String(raw.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// The baseline rows: each Migrator command on the trivial native pair, and the peer on the trivial OpenAPI file.
    func baselineRows(native: BenchInput, openAPI: BenchInput) -> [ResultRow] {
        var rows = ["generate", "compare", "migrate"].map { command in
            measure(command, on: native, bytes: Files.size(native.new), floor: nil)
        }
        if let peer {
            let summary = runner.run(label: Self.label(openAPI, "peer")) { Self.peerArguments(peer, document: openAPI.new, output: $0) }
            rows.append(ResultRow(openAPI, command: "peer-generate", bytes: Files.size(openAPI.new), summary: summary))
        }
        rows.forEach(Self.printProgress)
        return rows
    }

    /// The rows of one input: generate (with the peer beside it on OpenAPI inputs), compare and migrate.
    func rows(for input: BenchInput, floorRepetitions: Int) -> [ResultRow] {
        let oldBytes = Files.size(input.old), newBytes = Files.size(input.new)
        let oldFloor = RawTreeFloor.measure(input.old, repetitions: floorRepetitions)
        let newFloor = RawTreeFloor.measure(input.new, repetitions: floorRepetitions)
        let pairFloor: Double?
        if case let .success(old) = oldFloor, case let .success(new) = newFloor { pairFloor = old + new } else { pairFloor = nil }
        if case let .failure(skip) = newFloor { print("  floor of \(input.new.lastPathComponent): \(skip)") }

        var rows = [generateWithPeer(input, bytes: newBytes, floor: try? newFloor.get())]
        if let oldLabel = input.oldLabel {
            var older = input
            older.new = input.old
            older.label = oldLabel
            older.newLabel = oldLabel
            rows.append(generateWithPeer(older, bytes: oldBytes, floor: try? oldFloor.get()))
        }
        rows.append(measure("compare", on: input, bytes: oldBytes + newBytes, floor: pairFloor))
        rows.append(measure("migrate", on: input, bytes: oldBytes + newBytes, floor: pairFloor))
        if let verifyScale, input.scale == verifyScale, input.series == .native || input.series == .openapi {
            rows.append(measure("verify", on: input, bytes: oldBytes + newBytes, floor: nil))
        }
        if input.series == .qonectiq, let scale = input.scale {
            for index in rows.indices {
                rows[index].apodiniMigratorPublishedSeconds = ApodiniMigratorPublished.seconds[rows[index].command]?[scale]
            }
        }
        rows.forEach(Self.printProgress)
        return rows
    }

    /// `generate` of `input.new` (row labelled with `newLabel` when given), with the peer beside it on OpenAPI.
    private func generateWithPeer(_ input: BenchInput, bytes: Int, floor: Double?) -> ResultRow {
        var named = input
        named.label = input.newLabel ?? input.label
        var row = measure("generate", on: named, bytes: bytes, floor: floor)
        if input.isOpenAPI, let peer {
            let summary = runner.run(label: Self.label(named, "peer")) { Self.peerArguments(peer, document: input.new, output: $0) }
            row.peerSeconds = summary.medianSeconds
            row.peerPeakRSSKB = summary.medianRSSKB
            row.peerMessage = summary.failure
        }
        return row
    }

    /// One Migrator command on `input`, or a skipped row when there is no binary.
    private func measure(_ command: String, on input: BenchInput, bytes: Int, floor: Double?) -> ResultRow {
        var row: ResultRow
        switch migrator {
        case let .success(binary):
            // verify exits 1 when an endpoint fails: still a complete, measured run.
            let summary = runner.run(label: Self.label(input, command), acceptedExitCodes: command == "verify" ? [0, 1] : [0]) { output in
                Self.arguments(command, migrator: binary, input: input, output: output)
            }
            row = ResultRow(input, command: command, bytes: bytes, summary: summary)
            if command == "verify", let label = summary.lastLabel {
                row.verifySplit = VerifySplit(json: ChildProcess.output(label: label, logs: runner.logs))
                if let split = row.verifySplit { row.message = split.summary(total: summary.runs.last?.wallSeconds ?? 0) }
            }
        case let .failure(skip):
            row = ResultRow(series: input.series, input: input.label, scale: input.scale, command: command, inputBytes: bytes)
            row.status = "skipped"
            row.message = "no migrator binary: \(skip)"
        }
        row.floorSeconds = floor
        return row
    }

    /// Prints one line per measured row while the run goes on.
    static func printProgress(_ row: ResultRow) {
        let time = row.medianSeconds.map { String(format: "%8.3f s", $0) } ?? "       – "
        let floor = row.floorSeconds.map { String(format: "floor %.3f s", $0) } ?? ""
        let rss = row.peakRSSKB.map { String(format: "%.1f MB", Double($0) / 1024) } ?? ""
        let peer = row.peerSeconds.map { String(format: "peer %.3f s", $0) } ?? (row.peerMessage.map { "peer: \($0)" } ?? "")
        let status = row.status == "ok" ? (row.verifySplit == nil ? "" : row.message ?? "") : "[\(row.status)] \(row.message ?? "")"
        let name = "\(row.series.rawValue) \(row.input)".padding(toLength: 34, withPad: " ", startingAt: 0)
        print("  \(row.command.padding(toLength: 14, withPad: " ", startingAt: 0)) \(name) \(time)  \(floor)  \(rss)  \(peer) \(status)")
        fflush(stdout)
    }
}
