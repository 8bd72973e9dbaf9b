import Foundation

/// Renders the results as a Markdown table (aligned, so it reads in a terminal too) and the target checks as a
/// PASS/FAIL list; `docs/performance.md` quotes this output.
enum ReportRenderer {
    /// The table's header cells.
    static let header = [
        "Input", "Size", "Command", "Median s", "CPU s", "Floor s", "×floor", "Peak MB", "ΔRSS MB", "ΔRSS÷in",
        "Peer s", "Peer÷Migrator", "ApodiniMigrator s†", "Notes",
    ]

    /// The whole report: machine, table, legend and targets.
    static func markdown(_ report: BenchmarkReport) -> String {
        let machine = report.machine
        var lines = [
            "Machine: \(machine.processors) processors (\(machine.cpu)), \(String(format: "%.1f", machine.memoryGiB)) GiB, "
                + "\(machine.operatingSystem); \(machine.swift). Run \(report.date); "
                + report.settings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ".",
            "",
        ]
        lines += table(report.rows)
        lines += [
            "",
            "† ApodiniMigrator's own times for the QONECTIQ series as published in the performance issue (constants, "
                + "not measured here). CPU: user + system time of the command (and its children). Floor: reading the input(s) and building the raw tree in-process. ΔRSS: peak RSS "
                + "minus the same command's on a trivial input. Compile rows: clean debug `swift build` of Migrator's "
                + "package (Median) and of the peer's package with its runtime and transport (Peer).",
            "",
        ]
        lines += targets(report.targets)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The results table, one line per row, columns padded to equal width.
    static func table(_ rows: [ResultRow]) -> [String] {
        let body = rows.map(cells)
        var widths = header.map(\.count)
        for cells in body {
            for (index, cell) in cells.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return [line(header), rule] + body.map(line)
    }

    /// The target checks, failures first within each target, with a count line.
    static func targets(_ targets: [TargetResult]) -> [String] {
        let counts = ["PASS", "FAIL", "N/A"].map { verdict in "\(targets.filter { $0.verdict == verdict }.count) \(verdict)" }
        var lines = ["Targets: " + counts.joined(separator: ", "), ""]
        for target in targets {
            let value = target.measured.map { String(format: "%.2f", $0) } ?? "–"
            lines.append("- **\(target.verdict)** \(target.target) — \(target.subject): \(value) (limit "
                         + String(format: "%.2f", target.limit) + "; \(target.detail))")
        }
        return lines
    }

    /// The cells of one row.
    private static func cells(_ row: ResultRow) -> [String] {
        let compile = row.command == "compile"
        let seconds = compile ? "%.1f" : "%.3f"
        var notes: [String] = []
        if row.status != "ok" { notes.append(row.status.uppercased()) }
        if let message = row.message, !message.isEmpty { notes.append(message) }
        if let peer = row.peerMessage { notes.append("peer: \(peer)") }
        var note = notes.joined(separator: ": ").replacingOccurrences(of: "|", with: "\\|")
        if note.count > 110 { note = String(note.prefix(110)) + "…" }
        return [
            "\(row.series.rawValue) \(row.input)",
            size(row.inputBytes),
            row.command,
            number(row.medianSeconds, seconds),
            number(row.medianCPUSeconds, seconds),
            number(row.floorSeconds, "%.3f"),
            number(row.ratioToFloor, "%.1f"),
            number(row.peakRSSKB.map { Double($0) / 1024 }, "%.1f"),
            number(row.rssAboveBaselineKB.map { Double($0) / 1024 }, "%.1f"),
            number(row.rssPerInputByte, "%.1f×"),
            number(row.peerSeconds, seconds),
            number(row.peerRatio, "%.1f×"),
            number(row.apodiniMigratorPublishedSeconds, "%.2f"),
            note,
        ]
    }

    /// `value` formatted, or `–`.
    private static func number(_ value: Double?, _ format: String) -> String {
        value.map { String(format: format, $0) } ?? "–"
    }

    /// A byte count as MB (decimal) or KB.
    private static func size(_ bytes: Int) -> String {
        guard bytes > 0 else { return "–" }
        return bytes >= 1_000_000 ? String(format: "%.2f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }
}
