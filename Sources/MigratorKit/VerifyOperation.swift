import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorLoader
import MigratorMigration
import MigratorModel
import MigratorNaming

/// What `migrator verify` is asked to do.
public struct VerifyRequest: Sendable {
    /// The migration inputs (document, guides or target, package name). Its output directory is where the package
    /// is migrated to without ``packagePath``, or where the checked copy of ``packagePath`` goes.
    public var migration: MigrateRequest
    /// An existing migrated package to check instead of migrating afresh.
    public var packagePath: String?
    /// Where to write every request the suite sent, as JSON lines.
    public var recordPath: String?
    /// The SwiftPM scratch path for building the package (shared between runs so builds are incremental).
    public var scratchPath: String
    /// Files written into the package after migrating and before building, by package-relative path (see
    /// ``VerifyOperation/writeAdditionalFiles(_:into:)``): for example the migration harness's app target, its tests
    /// in the conformance test target (they run with the suite) and a manifest that declares the app.
    public var additionalFiles: [String: String]

    /// Creates a request.
    public init(
        migration: MigrateRequest, packagePath: String? = nil, recordPath: String? = nil, scratchPath: String,
        additionalFiles: [String: String] = [:]
    ) {
        self.migration = migration
        self.packagePath = packagePath
        self.recordPath = recordPath
        self.scratchPath = scratchPath
        self.additionalFiles = additionalFiles
    }
}

/// What `migrator verify` found.
public struct VerifyReport: Sendable {
    /// The package that was built and tested (the scratch copy with the conformance target).
    public var packagePath: String
    /// One result per endpoint of the old interface, in document order.
    public var endpoints: [VerifyEndpointResult]
    /// The guide changes that still need a decision.
    public var undecided: [String]
    /// Seconds spent migrating, building, and running the suite.
    public var timings: (migrate: Double, build: Double, test: Double)
    /// How many requests the suite sent.
    public var requestCount: Int
    /// The output of `swift build --build-tests` (its warnings, for callers that check them).
    public var buildOutput: String
    /// The exit status of `swift test` on the conformance target: non-zero when a generated test failed or when a
    /// test added through ``VerifyRequest/additionalFiles`` failed (the endpoint results only cover the former).
    public var suiteStatus: Int32
    /// The output of `swift test` on the conformance target.
    public var suiteOutput: String
    /// The conformance session's own time inside the suite (`nil` when the suite did not report it).
    public var session: VerifySessionTimings?

    /// Creates a report.
    public init(
        packagePath: String, endpoints: [VerifyEndpointResult], undecided: [String], timings: (migrate: Double, build: Double, test: Double),
        requestCount: Int, buildOutput: String = "", suiteStatus: Int32 = 0, suiteOutput: String = "",
        session: VerifySessionTimings? = nil
    ) {
        self.packagePath = packagePath
        self.endpoints = endpoints
        self.undecided = undecided
        self.timings = timings
        self.requestCount = requestCount
        self.buildOutput = buildOutput
        self.suiteStatus = suiteStatus
        self.suiteOutput = suiteOutput
        self.session = session
    }

    /// How many endpoints have `status`.
    public func count(_ status: VerifyEndpointResult.Status) -> Int { endpoints.filter { $0.status == status }.count }

    /// Whether an endpoint failed (exit code 1).
    public var hasFailures: Bool { count(.fail) > 0 }

    /// The passing endpoints that sent no request: the migrated client throws `EndpointRemovedError` for them, as it
    /// must for an endpoint the newest description no longer has. A pass, but no proof that the app still works: an
    /// endpoint that `compare` did not recognise under its new name is one of them.
    public var removedCount: Int { endpoints.filter(\.isRemoved).count }

    /// `14 endpoints: 9 pass, 0 fail, 5 need a person`, `1 endpoint: 0 pass, 0 fail, 1 needs a person`, or
    /// `9 endpoints: 9 pass (9 removed: they throw without a request), 0 fail, 0 need a person`.
    public var summary: String {
        let removed = removedCount
        let pass = "\(count(.pass)) pass" + (removed == 0 ? "" : " (\(removed) removed: \(removed == 1 ? "it throws" : "they throw") without a request)")
        let needPerson = count(.needsPerson)
        return "\(endpoints.count) endpoint\(endpoints.count == 1 ? "" : "s"): \(pass), \(count(.fail)) fail, \(needPerson) \(needPerson == 1 ? "needs" : "need") a person"
    }
}

/// Wall-clock seconds the conformance session spent inside the suite, as it measured them itself: synthesis and
/// validation are verify's own overhead; the rest of the suite's time is the client's code, XCTest and start-up.
public struct VerifySessionTimings: Codable, Hashable, Sendable {
    /// Planning calls and synthesizing arguments and responses.
    public var synthesis: Double
    /// Validating requests, the argument round-trip check and judging each call.
    public var validation: Double
    /// Aggregating results and writing the report and record files.
    public var reporting: Double
    /// From the session's creation to the last endpoint's result.
    public var elapsed: Double

    /// Creates timings.
    public init(synthesis: Double, validation: Double, reporting: Double, elapsed: Double) {
        self.synthesis = synthesis
        self.validation = validation
        self.reporting = reporting
        self.elapsed = elapsed
    }

    /// Synthesis, validation and reporting together.
    public var total: Double { synthesis + validation + reporting }
}

/// The verdict for one endpoint of the old interface.
public struct VerifyEndpointResult: Codable, Hashable, Sendable {
    /// Pass, fail, or needs a person.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Every call conformed.
        case pass
        /// A call did not conform.
        case fail
        /// The client used a value a guide left undecided, or no conforming value could be synthesized.
        case needsPerson
    }

    /// The old operation id.
    public var operationId: String
    /// `GET /pets/{petId}` (old route).
    public var route: String
    /// The status.
    public var status: Status
    /// The first reason for `fail` and `needsPerson`; for a removed endpoint's pass, that it throws without a request.
    public var reason: String
    /// Calls made and requests sent.
    public var calls: Int
    /// Requests sent.
    public var requests: Int

    /// Whether the endpoint passed by throwing `EndpointRemovedError` at every call without sending a request (the suite
    /// fails any other endpoint whose call sends none).
    public var isRemoved: Bool { status == .pass && calls > 0 && requests == 0 }

    /// Creates a result.
    public init(operationId: String, route: String, status: Status, reason: String, calls: Int, requests: Int) {
        self.operationId = operationId
        self.route = route
        self.status = status
        self.reason = reason
        self.calls = calls
        self.requests = requests
    }
}

/// The package did not build or its suite did not run; carries the end of the tool's output.
public struct VerifyBuildError: Error, Sendable, CustomStringConvertible {
    /// What failed (`swift build`, `swift test`).
    public var step: String
    /// The last lines of the output.
    public var output: String

    /// `swift build failed: …`.
    public var description: String { "\(step) failed:\n\(output)" }
}

/// `migrator verify`: migrate (or take a package), add the conformance suite, build, run it and collect the results.
public enum VerifyOperation {
    /// Runs verify.
    ///
    /// - Throws: The errors of ``MigrateOperation/run(_:)`` for invalid inputs; ``VerifyBuildError`` when the package
    ///   does not build (a failure, exit 1); `DiagnosticsError` when `packagePath` is not a package.
    public static func run(_ request: VerifyRequest) throws -> VerifyReport {
        let started = Date()
        var migration = request.migration
        migration.conformanceTests = true
        migration.force = true
        migration.check = false
        let fileManager = FileManager.default
        let name = migration.options.packageName
        let packageDirectory = URL(fileURLWithPath: migration.outputDirectory).appendingPathComponent(name)
        let migrated: MigrateReport
        if let existing = request.packagePath {
            guard fileManager.fileExists(atPath: URL(fileURLWithPath: existing).appendingPathComponent("Package.swift").path) else {
                throw DiagnosticsError([Diagnostic(.error, "--package \(existing) is not a Swift package (no Package.swift)", at: SourceLocation(file: existing))])
            }
            migrated = try MigrateOperation.run(migration)
            try overlay(existing: URL(fileURLWithPath: existing), onto: packageDirectory, packageName: name)
        } else {
            migrated = try MigrateOperation.run(migration)
        }
        try writeAdditionalFiles(request.additionalFiles, into: packageDirectory)
        let migrateSeconds = Date().timeIntervalSince(started)
        let reportURL = URL(fileURLWithPath: request.scratchPath).appendingPathComponent("conformance-report-\(name).json")
        try? fileManager.createDirectory(at: reportURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fileManager.removeItem(at: reportURL)
        var environment = ProcessInfo.processInfo.environment
        environment["MIGRATOR_CONFORMANCE_REPORT"] = reportURL.path
        if let recordPath = request.recordPath {
            environment["MIGRATOR_CONFORMANCE_RECORD"] = URL(fileURLWithPath: recordPath).standardizedFileURL.path
        }
        let buildStart = Date()
        let build = try SwiftProcess.run(["build", "--build-tests", "--scratch-path", request.scratchPath], in: packageDirectory, environment: environment)
        guard build.status == 0 else { throw VerifyBuildError(step: "swift build", output: SwiftProcess.tail(build.output)) }
        let interface = try DocumentLoader().load(path: migration.documentPath).document
        guard !interface.endpoints.isEmpty else {
            // Models only (a document of shared schemas): the package built, and there is no endpoint to drive.
            return VerifyReport(
                packagePath: packageDirectory.path, endpoints: [], undecided: migrated.undecided,
                timings: (migrateSeconds, Date().timeIntervalSince(buildStart), 0), requestCount: 0, buildOutput: build.output
            )
        }
        let testStart = Date()
        let test = try SwiftProcess.run(
            ["test", "--skip-build", "--scratch-path", request.scratchPath, "--filter", "\(name)\(Constants.conformanceTargetSuffix)"],
            in: packageDirectory, environment: environment
        )
        let testSeconds = Date().timeIntervalSince(testStart)
        guard let data = fileManager.contents(atPath: reportURL.path),
              let suite = try? JSONDecoder().decode(SuiteReport.self, from: data) else {
            throw VerifyBuildError(step: "swift test (the conformance suite wrote no report)", output: SwiftProcess.tail(test.output))
        }
        let byOperation = Dictionary(suite.endpoints.map { ($0.operationId, $0) }, uniquingKeysWith: { first, _ in first })
        let endpoints = interface.endpoints.map { endpoint -> VerifyEndpointResult in
            let route = "\(endpoint.method) \(endpoint.path)"
            guard let result = byOperation[endpoint.operationId] else {
                return VerifyEndpointResult(operationId: endpoint.operationId, route: route, status: .fail, reason: "no result: the suite did not reach this endpoint (it crashed or the method is missing)", calls: 0, requests: 0)
            }
            var verified = VerifyEndpointResult(
                operationId: endpoint.operationId, route: route, status: VerifyEndpointResult.Status(rawValue: result.status) ?? .fail,
                reason: result.reason, calls: result.calls, requests: result.requests
            )
            if verified.isRemoved, verified.reason.isEmpty {
                verified.reason = removedReason(operationId: endpoint.operationId, report: migrated.report)
            }
            return verified
        }
        return VerifyReport(
            packagePath: packageDirectory.path, endpoints: endpoints, undecided: migrated.undecided,
            timings: (migrateSeconds, testStart.timeIntervalSince(buildStart), testSeconds),
            requestCount: endpoints.reduce(0) { $0 + $1.requests },
            buildOutput: build.output, suiteStatus: test.status, suiteOutput: test.output, session: suite.timings
        )
    }

    /// The reason shown for a removed endpoint's pass: that the method throws without a request, and, when a guide
    /// lists possible renames for the endpoint's removal, the candidates with the `--rename` argument that accepts
    /// each — a removed endpoint is often a rename `compare` had too little evidence for.
    static func removedReason(operationId: String, report: MigrationReport) -> String {
        let reason = "removed: the method throws EndpointRemovedError without sending a request"
        let path = ElementPath.endpoint(operationId)
        guard let removal = report.possibleRenames.first(where: { $0.change.old == path && $0.change.element == .endpoint })?.change else {
            return reason
        }
        let candidates = (removal.possibleRenames ?? []).map { candidate in
            let name = candidate.new.split(separator: "/", omittingEmptySubsequences: false).last.map { JSONPointer.unescape(String($0)) } ?? candidate.new
            return "`\(name)`" + (candidate.renameArgument.map { " (--rename \($0))" } ?? "")
        }
        return reason + "; the guide lists it as possibly renamed to " + candidates.joined(separator: " or ") + ": review it"
    }

    /// The report file the suite writes (`ConformanceReport` of the vendored conformance support).
    private struct SuiteReport: Decodable {
        /// One endpoint's result.
        struct Endpoint: Decodable {
            /// The old operation id.
            var operationId: String
            /// `pass`, `fail` or `needsPerson`.
            var status: String
            /// The first reason.
            var reason: String
            /// Calls made.
            var calls: Int
            /// Requests sent.
            var requests: Int
        }

        /// The results.
        var endpoints: [Endpoint]
        /// The session's own time (`ConformanceTimings`).
        var timings: VerifySessionTimings?
    }

    /// Replaces the freshly migrated client sources in `directory` with those of the existing package, keeping the
    /// conformance target and manifest: the suite then checks the existing client.
    private static func overlay(existing: URL, onto directory: URL, packageName: String) throws {
        let fileManager = FileManager.default
        for relative in ["Sources/\(packageName)", "Sources/\(packageName)Runtime"] {
            let source = existing.appendingPathComponent(relative)
            guard fileManager.fileExists(atPath: source.path) else {
                throw DiagnosticsError([Diagnostic(.error, "--package \(existing.path) has no \(relative) (is --package-name right?)", at: SourceLocation(file: existing.path))])
            }
            let destination = directory.appendingPathComponent(relative)
            try? fileManager.removeItem(at: destination)
            try fileManager.copyItem(at: source, to: destination)
        }
    }
}
