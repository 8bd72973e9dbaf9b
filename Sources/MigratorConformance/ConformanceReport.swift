import Foundation

/// The result of the conformance suite for one endpoint of the old Swift interface.
public struct ConformanceEndpointResult: Codable, Hashable, Sendable {
    /// Whether the endpoint conforms.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Every call sent valid requests and decoded every response variant (or threw the documented error).
        case pass
        /// A call broke the newest description or could not handle a response.
        case fail
        /// The migrated code used a value the guide left undecided, or the synthesizer could not build a value.
        case needsPerson
    }

    /// The old interface's operation id.
    public var operationId: String
    /// The status.
    public var status: Status
    /// The first reason for `fail` or `needsPerson` (`<variant>: <what>`); empty for `pass`.
    public var reason: String
    /// How many calls the suite made.
    public var calls: Int
    /// How many requests reached the transport.
    public var requests: Int

    /// Creates a result.
    public init(operationId: String, status: Status, reason: String, calls: Int, requests: Int) {
        self.operationId = operationId
        self.status = status
        self.reason = reason
        self.calls = calls
        self.requests = requests
    }
}

/// One request the suite sent, in the `--record` format: one JSON object per line.
public struct ConformanceRecordedRequest: Codable, Hashable, Sendable {
    /// The newest description's operation id the request matched (empty when none).
    public var operationId: String
    /// The HTTP method, upper case.
    public var method: String
    /// The absolute URL (the newest description's server URL).
    public var url: String
    /// The headers, credentials included.
    public var headers: [String: String]
    /// The body: UTF-8 text or base64, or `nil`.
    public var body: String?
    /// `utf8` or `base64`.
    public var bodyEncoding: String

    /// Creates a record; bodies that are not UTF-8 are stored as base64.
    public init(operationId: String, method: String, url: String, headers: [String: String], body: Data?) {
        self.operationId = operationId
        self.method = method
        self.url = url
        self.headers = headers
        if let body, let text = String(data: body, encoding: .utf8) {
            self.body = text
            bodyEncoding = "utf8"
        } else {
            self.body = body?.base64EncodedString()
            bodyEncoding = body == nil ? "utf8" : "base64"
        }
    }

    /// The JSON line (sorted keys, `null` for an absent body).
    public func jsonLine() -> String {
        let object: [String: Any] = [
            "operationId": operationId, "method": method, "url": url, "headers": headers,
            "body": body.map { $0 as Any } ?? NSNull(), "bodyEncoding": bodyEncoding,
        ]
        return String(decoding: WireValidator.serialize(object), as: UTF8.self)
    }
}

/// What the conformance suite writes to `MIGRATOR_CONFORMANCE_REPORT`: the per-endpoint results in the order the
/// endpoints were checked.
public struct ConformanceReport: Codable, Hashable, Sendable {
    /// The environment variable naming the report file.
    public static let reportPathVariable = "MIGRATOR_CONFORMANCE_REPORT"
    /// The environment variable naming the request record file (JSON lines).
    public static let recordPathVariable = "MIGRATOR_CONFORMANCE_RECORD"

    /// The results.
    public var endpoints: [ConformanceEndpointResult]
    /// Where the session's own time went (absent in reports of older suites).
    public var timings: ConformanceTimings?

    /// Creates a report.
    public init(endpoints: [ConformanceEndpointResult], timings: ConformanceTimings? = nil) {
        self.endpoints = endpoints
        self.timings = timings
    }

    /// How many endpoints have `status`.
    public func count(_ status: ConformanceEndpointResult.Status) -> Int {
        endpoints.filter { $0.status == status }.count
    }
}

/// Wall-clock seconds the session itself spent, measured inside it: what `migrator verify --verbose` prints as
/// "synthesis + validation" (the rest of the suite's time is the client's own code, XCTest and process start-up).
public struct ConformanceTimings: Codable, Hashable, Sendable {
    /// Planning calls and synthesizing arguments and responses.
    public var synthesis: Double
    /// Validating requests, the argument round-trip check and judging each call.
    public var validation: Double
    /// Aggregating results and writing the report and record files.
    public var reporting: Double
    /// From the session's creation to the last endpoint's result (the suite as the session sees it).
    public var elapsed: Double

    /// Creates timings.
    public init(synthesis: Double = 0, validation: Double = 0, reporting: Double = 0, elapsed: Double = 0) {
        self.synthesis = synthesis
        self.validation = validation
        self.reporting = reporting
        self.elapsed = elapsed
    }

    /// Synthesis, validation and reporting together: the session's share of the suite.
    public var total: Double { synthesis + validation + reporting }
}
