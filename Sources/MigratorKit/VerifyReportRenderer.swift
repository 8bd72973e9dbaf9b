import Foundation

/// Renders a ``VerifyReport`` as a text table, JSON or JUnit XML.
public enum VerifyReportRenderer {
    /// The output formats of `migrator verify --format`.
    public enum Format: String, CaseIterable, Sendable {
        /// A table per endpoint and a summary line.
        case text
        /// One JSON object: `summary`, counts (`removed`: the passing endpoints that throw without a request), `undecided`, `requests`, `seconds` (`migrate`, `build`, `suite`, and
        /// the session's own `synthesis`, `validation` and `reporting` inside the suite when it reported them) and
        /// `endpoints` (`operationId`, `route`, `status`, `reason`, `calls`, `requests`).
        case json
        /// JUnit XML: one test case per endpoint; failures as `<failure>`, needs-a-person as `<skipped>`.
        case junit
    }

    /// Renders `report` in `format`.
    public static func render(_ report: VerifyReport, format: Format) -> String {
        switch format {
        case .text: return text(report)
        case .json: return json(report)
        case .junit: return junit(report)
        }
    }

    /// The table: `STATUS  operation  route  reason`, then undecided guide changes and the summary line.
    ///
    /// For example:
    /// ```
    /// pass          getPetById     GET /pets/{petId}
    /// needs person  createSession  POST /sessions  default arguments, response required-only: Session.user_id: …
    /// ```
    public static func text(_ report: VerifyReport) -> String {
        let labels: [VerifyEndpointResult.Status: String] = [.pass: "pass", .fail: "FAIL", .needsPerson: "needs person"]
        let statusWidth = report.endpoints.map { labels[$0.status]!.count }.max() ?? 0
        let operationWidth = report.endpoints.map(\.operationId.count).max() ?? 0
        let routeWidth = report.endpoints.map(\.route.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = report.endpoints.map { endpoint -> String in
            let row = "\(pad(labels[endpoint.status]!, statusWidth))  \(pad(endpoint.operationId, operationWidth))  \(pad(endpoint.route, routeWidth))  \(endpoint.reason)"
            return row.trimmingTrailingSpaces
        }
        if !report.undecided.isEmpty {
            lines.append("")
            lines.append("Guide changes still undecided:")
            lines += report.undecided.map { "  \($0)" }
        }
        lines.append("")
        lines.append("\(report.summary) (\(report.requestCount) requests; build \(seconds(report.timings.build)), suite \(seconds(report.timings.test))).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON form (sorted keys).
    public static func json(_ report: VerifyReport) -> String {
        struct Document: Encodable {
            var summary: String
            var pass: Int
            var fail: Int
            var needsPerson: Int
            var removed: Int
            var undecided: [String]
            var endpoints: [VerifyEndpointResult]
            var requests: Int
            var seconds: [String: Double]
        }
        var seconds = ["migrate": report.timings.migrate, "build": report.timings.build, "suite": report.timings.test]
        if let session = report.session {
            seconds["synthesis"] = session.synthesis
            seconds["validation"] = session.validation
            seconds["reporting"] = session.reporting
        }
        seconds = seconds.mapValues { ($0 * 100).rounded() / 100 }
        let document = Document(
            summary: report.summary, pass: report.count(.pass), fail: report.count(.fail), needsPerson: report.count(.needsPerson),
            removed: report.removedCount, undecided: report.undecided, endpoints: report.endpoints, requests: report.requestCount, seconds: seconds
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The JUnit XML form.
    public static func junit(_ report: VerifyReport) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuite name=\"migrator verify\" tests=\"\(report.endpoints.count)\" failures=\"\(report.count(.fail))\" skipped=\"\(report.count(.needsPerson))\">",
        ]
        for endpoint in report.endpoints {
            let open = "  <testcase classname=\"\(xml(endpoint.route))\" name=\"\(xml(endpoint.operationId))\""
            switch endpoint.status {
            case .pass: lines.append(open + "/>")
            case .fail: lines += [open + ">", "    <failure message=\"\(xml(endpoint.reason))\"/>", "  </testcase>"]
            case .needsPerson: lines += [open + ">", "    <skipped message=\"needs a person: \(xml(endpoint.reason))\"/>", "  </testcase>"]
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the time went, for `--verbose`: migrate, build, the suite and, inside it, the session's synthesis,
    /// validation and reporting with their share of the total.
    ///
    /// For example: `time: migrate 1.2 s, build 36.4 s, suite 16.2 s (session: synthesis 2.1 s, validation 1.9 s,
    /// reporting 0.1 s = 4.1 s, 7.8 % of 53.8 s)`.
    public static func timings(_ report: VerifyReport) -> String {
        let total = report.timings.migrate + report.timings.build + report.timings.test
        var line = "time: migrate \(seconds(report.timings.migrate)), build \(seconds(report.timings.build)), suite \(seconds(report.timings.test))"
        if let session = report.session {
            let share = total > 0 ? session.total / total * 100 : 0
            line += " (session: synthesis \(seconds(session.synthesis)), validation \(seconds(session.validation)), "
                + "reporting \(seconds(session.reporting)) = \(seconds(session.total)), \(String(format: "%.1f", share)) % of \(seconds(total)))"
        }
        return line + "\n"
    }

    /// `text` with the XML special characters escaped.
    private static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `12.3 s`.
    private static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
