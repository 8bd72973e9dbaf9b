import Foundation

/// The state of one conformance suite run: it plans the calls for each endpoint of the old interface, answers the
/// requests they send (validated against the newest description, answered with synthesized responses) and judges
/// each call's outcome into a ``ConformanceEndpointResult``.
///
/// The generated suite drives it through `ConformanceSuite.swift` (which knows the client's runtime types): for each
/// planned call it calls ``begin(_:)``, runs the old method, passes requests to ``respond(method:url:headers:body:)``
/// and the outcome to ``end(_:)``; ``finish(operationId:)`` aggregates and writes the report files named by
/// ``ConformanceReport/reportPathVariable`` and ``ConformanceReport/recordPathVariable``.
public final class ConformanceSession: @unchecked Sendable {
    /// The arguments a call passes.
    public enum ArgumentVariant: String, CaseIterable, Sendable {
        /// The `JSONStringBuilder` default instance of bodies; synthesized scalars; optional parameters `nil`.
        case `default`
        /// Every optional parameter and member set (synthesized).
        case full
        /// No optional parameter or member (synthesized).
        case none
    }

    /// What a call's response is.
    public enum ResponsePlan: Hashable, Sendable, CustomStringConvertible {
        /// The success response, its body in this variant.
        case success(WireSynthesizer.Variant)
        /// A documented error status with a synthesized body; the call must throw it.
        case error(Int)

        /// `response full`, `response 404`, ….
        public var description: String {
            switch self {
            case let .success(variant): return "response \(variant)"
            case let .error(status): return "error response \(status)"
            }
        }
    }

    /// One call the suite makes.
    public struct PlannedCall: Hashable, Sendable {
        /// The old interface's operation id.
        public var operationId: String
        /// The newest description's operation id the request must reach (`nil` for removed endpoints).
        public var wireOperationId: String?
        /// The arguments.
        public var arguments: ArgumentVariant
        /// The response.
        public var response: ResponsePlan
        /// With `full` arguments: the index of the enum case every enum value takes (`nil`: the first case).
        public var enumCase: Int?

        /// `full arguments, enum case 3` or `default arguments`.
        var argumentLabel: String {
            "\(arguments.rawValue) arguments" + (enumCase.map { ", enum case \($0 + 1)" } ?? "")
        }
    }

    /// How a call ended, as the runtime-aware glue classifies the thrown error.
    public enum Outcome: Sendable {
        /// The method returned.
        case returned
        /// The method threw the runtime's `EndpointRemovedError`.
        case removed
        /// The method threw the runtime's `HTTPStatusError` with this status.
        case httpStatus(Int)
        /// Any other error (decoding, request building), described.
        case failed(String)
    }

    /// The validator of the newest description.
    public let validator: WireValidator
    /// The synthesizer of the newest description.
    public let synthesizer: WireSynthesizer
    /// The base URL clients use: the newest description's first server.
    public let serverURL: URL
    /// For each model of the newest description that an old Swift type codes, the wire keys that type carries.
    public let interfaceKeys: [String: Set<String>]

    let lock = NSLock()
    var current: PlannedCall?
    private var currentRequests: [(operationId: String?, violations: [WireViolation])] = []
    private var currentEvents: [String] = []
    private var pausedEvents = 0
    private var endpointProblems: [(needsPerson: Bool, reason: String)] = []
    private var roundTripProblems: [String] = []
    private var endpointCalls = 0
    private var endpointRequests = 0
    /// The results of the endpoints finished so far, in order.
    var results: [ConformanceEndpointResult] = []
    /// Record lines (``ConformanceRecordedRequest/jsonLine()``) not yet appended to the record file; kept only when
    /// recording.
    var pendingRecordLines = ""
    /// Whether the record file has been started (truncated) in this run.
    var recordStarted = false
    /// Each result's JSON (sorted keys), encoded once: the report file is rewritten after every endpoint, so that a
    /// crash leaves the results so far.
    var encodedResults: [String] = []
    /// The report file (``ConformanceReport/reportPathVariable``), if any.
    private let reportPath: String?
    /// The record file (``ConformanceReport/recordPathVariable``), if any.
    private let recordPath: String?
    /// The session's own time so far (guarded by `timingLock`, not `lock`: measured bodies take `lock`).
    var timings = ConformanceTimings()
    /// Guards ``timings``.
    let timingLock = NSLock()
    /// When the session was created (``DispatchTime`` nanoseconds).
    let created = DispatchTime.now().uptimeNanoseconds

    /// Creates a session for a native document; `interfaceKeys` lists, per model, the wire keys the old Swift type
    /// carries (for the argument round-trip check; models not listed are not checked).
    /// - Throws: `DecodingError` when the JSON is not a native document.
    public init(documentJSON: String, interfaceKeys: [String: [String]] = [:]) throws {
        self.interfaceKeys = interfaceKeys.mapValues(Set.init)
        let document = try WireDocument(json: Data(documentJSON.utf8))
        validator = WireValidator(document: document)
        synthesizer = WireSynthesizer(document: document)
        serverURL = document.servers.first.flatMap { URL(string: $0.url) } ?? URL(string: "https://conformance.example")!
        let environment = ProcessInfo.processInfo.environment
        reportPath = environment[ConformanceReport.reportPathVariable].flatMap { $0.isEmpty ? nil : $0 }
        recordPath = environment[ConformanceReport.recordPathVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The calls for one old endpoint: every argument variant with the full response, and the default arguments with
    /// every further response variant and every documented error status. A removed endpoint gets one call per
    /// argument variant (each must throw without sending).
    public func plannedCalls(operationId: String, wireOperationId: String?) -> [PlannedCall] {
        measure(\.synthesis) { planCalls(operationId: operationId, wireOperationId: wireOperationId) }
    }

    /// ``plannedCalls(operationId:wireOperationId:)`` without the timing.
    private func planCalls(operationId: String, wireOperationId: String?) -> [PlannedCall] {
        guard let wireOperationId, let endpoint = validator.document.endpoint(operationId: wireOperationId) else {
            return ArgumentVariant.allCases.map { PlannedCall(operationId: operationId, wireOperationId: nil, arguments: $0, response: .success(.full)) }
        }
        var calls = ArgumentVariant.allCases.map { PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: $0, response: .success(.full)) }
        let caseCount = synthesizer.enumCaseCount(reachableFrom: endpoint.parameters.map(\.type))
        if caseCount > 1 {
            calls += (1..<caseCount).map {
                PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .full, response: .success(.full), enumCase: $0)
            }
        }
        if let type = endpoint.response?.type, endpoint.response?.contentType == .json {
            calls += synthesizer.responseVariants(for: type).dropFirst().map {
                PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .default, response: .success($0))
            }
        }
        for error in endpoint.errors {
            guard let status = error.status, status >= 400 else { continue }
            calls.append(PlannedCall(operationId: operationId, wireOperationId: wireOperationId, arguments: .default, response: .error(status)))
        }
        return calls
    }

    /// The JSON of an argument for `wireParameter` (`location:name` of the newest endpoint, `body:body` for the body)
    /// in the current call's variant; `nil` when the glue should use `JSONStringBuilder` (default bodies, parameters
    /// the newest endpoint does not have as such).
    public func argumentJSON(wireParameter: String, optional: Bool) -> Data? {
        measure(\.synthesis) { synthesizeArgument(wireParameter: wireParameter) }
    }

    /// The current call and its endpoint in the newest description, read under the lock; `nil` outside a call or when
    /// the newest description has no such endpoint.
    func currentCallAndEndpoint() -> (call: PlannedCall, endpoint: WireEndpoint)? {
        lock.lock()
        let call = current
        lock.unlock()
        guard let call, let wireOperationId = call.wireOperationId,
              let endpoint = validator.document.endpoint(operationId: wireOperationId) else { return nil }
        return (call, endpoint)
    }

    /// ``argumentJSON(wireParameter:optional:)`` without the timing.
    private func synthesizeArgument(wireParameter: String) -> Data? {
        guard let (call, endpoint) = currentCallAndEndpoint(), let parameter = endpoint.parameter(named: wireParameter) else { return nil }
        if parameter.location == .body, call.arguments == .default { return nil }
        let variant: WireSynthesizer.Variant = call.arguments == .none ? .requiredOnly : (call.enumCase.map { .enumCase($0) } ?? .full)
        return WireValidator.serialize(synthesizer.value(parameter.type, rules: parameter.rules, variant: variant))
    }

    /// The JSON of one member of the newest request body (`member`: wire keys, `/` between an object member and its
    /// member), synthesized for the current call — what an old argument that now travels in the body holds in an app —
    /// or `nil` when the body or the member is absent. The call without optional arguments synthesizes the body's
    /// required members only.
    public func memberJSON(wireParameter: String, member: String) -> Data? {
        measure(\.synthesis) {
            guard wireParameter.hasPrefix("body:"), let (call, endpoint) = currentCallAndEndpoint(), let body = endpoint.bodyParameter else { return nil }
            let variant: WireSynthesizer.Variant = call.arguments == .full ? (call.enumCase.map { .enumCase($0) } ?? .full) : .requiredOnly
            let data = WireValidator.serialize(synthesizer.value(body.type, rules: body.rules, variant: variant))
            guard var value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
            for key in member.split(separator: "/") {
                guard let next = (value as? [String: Any])?[String(key)], !(next is NSNull) else { return nil }
                value = next
            }
            return try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
    }

    /// Whether optional arguments are passed in the current call.
    public var passesOptionalArguments: Bool {
        lock.lock()
        defer { lock.unlock() }
        return current?.arguments == .full
    }

    /// Starts a call.
    public func begin(_ call: PlannedCall) {
        lock.lock()
        current = call
        currentRequests = []
        currentEvents = []
        roundTripProblems = []
        lock.unlock()
    }

    /// Notes a migration event (a value the guide left undecided, a lossy conversion) reported during the current call;
    /// events while arguments are being synthesized (see ``ignoringEvents(_:)``) are not the client's doing.
    public func note(event: String) {
        lock.lock()
        if pausedEvents == 0 { currentEvents.append(event) }
        lock.unlock()
    }

    /// Runs `body` (argument synthesis: decoding built JSON with the migrated decoders) without noting its events.
    public func ignoringEvents<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        pausedEvents += 1
        lock.unlock()
        defer {
            lock.lock()
            pausedEvents -= 1
            lock.unlock()
        }
        return try body()
    }

    /// Checks that an argument built from the newest description's JSON keeps every member the old type carries
    /// (``interfaceKeys``) when the old type decodes and re-encodes it; a member it drops is one the migrated client
    /// cannot send (a coding key left at an old name, a conversion lost). Reported as a failure of the current call.
    public func checkArgumentRoundTrip(wireParameter: String, sent: Data, reencoded: Data) {
        measure(\.validation) { compareRoundTrip(wireParameter: wireParameter, sent: sent, reencoded: reencoded) }
    }

    /// ``checkArgumentRoundTrip(wireParameter:sent:reencoded:)`` without the timing.
    private func compareRoundTrip(wireParameter: String, sent: Data, reencoded: Data) {
        guard let original = try? JSONSerialization.jsonObject(with: sent, options: [.fragmentsAllowed]),
              let again = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed]) else { return }
        lock.lock()
        defer { lock.unlock() }
        guard let call = current, let wireOperationId = call.wireOperationId,
              let endpoint = validator.document.endpoint(operationId: wireOperationId) else { return }
        let parts = wireParameter.split(separator: ":", maxSplits: 1).map(String.init)
        let parameter = parts.first == "body" ? endpoint.bodyParameter : endpoint.parameters.first { $0.location.rawValue == parts.first && $0.name == parts.last }
        guard let parameter else { return }
        let location = parameter.location == .body ? "body" : "\(parameter.location.rawValue).\(parameter.name)"
        guard let lost = firstLostMember(original, again, parameter.type, path: location) else { return }
        roundTripProblems.append("\(call.argumentLabel): \(lost): the old type drops this member (the newest JSON decoded into it and re-encoded loses it)")
    }

    /// The path of the first member of `original` (of `type`) that the old type carries but `again` lacks.
    func firstLostMember(_ original: Any, _ again: Any, _ type: WireType, path: String) -> String? {
        switch type {
        case let .array(element):
            guard let array = original as? [Any], let other = again as? [Any] else { return nil }
            for (index, pair) in zip(array, other).enumerated() {
                if let lost = firstLostMember(pair.0, pair.1, element, path: "\(path)[\(index)]") { return lost }
            }
        case let .map(element):
            guard let object = original as? [String: Any], let other = again as? [String: Any] else { return nil }
            for key in object.keys.sorted() {
                guard let member = other[key] else { return WireValidator.join(path, key) }
                if let lost = firstLostMember(object[key]!, member, element, path: WireValidator.join(path, key)) { return lost }
            }
        case let .model(name):
            guard let carried = interfaceKeys[name], case let .object(properties)? = validator.document.model(named: name)?.kind,
                  let object = original as? [String: Any], let other = again as? [String: Any] else { return nil }
            for property in properties where carried.contains(property.key) {
                guard let value = object[property.key], !(value is NSNull) else { continue }
                guard let member = other[property.key] else { return WireValidator.join(path, property.key) }
                if let lost = firstLostMember(value, member, property.type, path: WireValidator.join(path, property.key)) { return lost }
            }
        case .scalar, .json:
            return nil
        }
        return nil
    }

    /// Validates a request of the current call, records it and answers it per the call's plan.
    public func respond(method: String, url: URL, headers: [String: String], body: Data?) -> (status: Int, headers: [String: String], body: Data) {
        lock.lock()
        let expected = current?.wireOperationId
        lock.unlock()
        let result = measure(\.validation) {
            validator.validate(method: method, url: url, headers: headers, body: body, expectedOperationId: expected)
        }
        lock.lock()
        let call = current
        currentRequests.append(result)
        if recordPath != nil {
            let record = ConformanceRecordedRequest(operationId: result.operationId ?? "", method: method.uppercased(), url: url.absoluteString, headers: headers, body: body)
            pendingRecordLines += record.jsonLine() + "\n"
        }
        lock.unlock()
        guard let operationId = result.operationId, let endpoint = validator.document.endpoint(operationId: operationId) else {
            return (404, [:], Data())
        }
        return measure(\.synthesis) { answer(endpoint, plan: call?.response ?? .success(.full)) }
    }

    /// The response `plan` asks for: the success response in a variant, or a documented error.
    private func answer(_ endpoint: WireEndpoint, plan: ResponsePlan) -> (status: Int, headers: [String: String], body: Data) {
        switch plan {
        case let .error(status):
            let type = endpoint.errors.first { $0.status == status }?.type
            let body = type.map { WireValidator.serialize(synthesizer.value($0)) } ?? Data()
            return (status, type == nil ? [:] : ["Content-Type": "application/json"], body)
        case let .success(variant):
            guard let response = endpoint.response else { return (204, [:], Data()) }
            guard let type = response.type else { return (response.status, [:], Data()) }
            if response.contentType == .octetStream { return (response.status, ["Content-Type": response.exampleMediaType], WireValidator.Examples.binaryBytes) }
            return (response.status, ["Content-Type": "application/json"], WireValidator.serialize(synthesizer.value(type, variant: variant)))
        }
    }

    /// Ends the current call and judges it.
    public func end(_ outcome: Outcome) {
        measure(\.validation) { judge(outcome) }
    }

    /// ``end(_:)`` without the timing.
    private func judge(_ outcome: Outcome) {
        lock.lock()
        defer { lock.unlock() }
        guard let call = current else { return }
        current = nil
        endpointCalls += 1
        endpointRequests += currentRequests.count
        let label = "\(call.argumentLabel), \(call.response)"
        endpointProblems += roundTripProblems.map { (false, $0) }
        roundTripProblems = []
        if let event = currentEvents.first(where: Self.isUndecided) {
            endpointProblems.append((true, "\(label): \(event) (a guide value left undecided)"))
        }
        for request in currentRequests {
            if let violation = request.violations.first {
                let unbuildable = Self.unbuildablePattern(in: violation.message)
                endpointProblems.append((unbuildable != nil, "\(call.argumentLabel): \(violation.message)"
                    + (unbuildable.map { " (no example could be synthesized for the pattern \($0))" } ?? "")))
                return
            }
            if let wireOperationId = call.wireOperationId, request.operationId != wireOperationId {
                endpointProblems.append((false, "\(call.argumentLabel): the request reached \(request.operationId ?? "no endpoint"), expected \(wireOperationId)"))
                return
            }
        }
        switch (call.wireOperationId, outcome) {
        case (nil, .removed):
            if !currentRequests.isEmpty { endpointProblems.append((false, "\(label): a removed endpoint sent a request")) }
        case (nil, _):
            endpointProblems.append((false, "\(label): the endpoint was removed, but the method did not throw EndpointRemovedError (\(Self.describe(outcome)))"))
        case (_?, _) where currentRequests.isEmpty:
            endpointProblems.append((false, "\(label): no request was sent (\(Self.describe(outcome)))"))
        case let (_?, outcome):
            switch (call.response, outcome) {
            case (.success, .returned): break
            case let (.error(expected), .httpStatus(status)) where status == expected: break
            case (.error, _): endpointProblems.append((false, "\(label): expected the documented error, got \(Self.describe(outcome))"))
            case (.success, _): endpointProblems.append((false, "\(label): \(Self.describe(outcome))"))
            }
        }
    }

    /// Aggregates the calls since the last endpoint into its result, appends it to the report and writes the files.
    ///
    /// `undecided` names the endpoint's elements whose conversion a guide left undecided (the generator knows them:
    /// the migrated client cannot send or convert them); a failing endpoint with such elements needs a person.
    /// `newSchemes` names the auth schemes the newest description requires of the endpoint (every alternative) that
    /// the old interface did not have: the suite sends dummy credentials for them, but an app written against the old
    /// interface configures none, so an endpoint that otherwise passes needs a person (failures stay failures).
    /// `stricterRules` names the values the endpoint sends whose newest validation rules reject values the old rules
    /// accepted (`query parameter limit: <= 50`): the suite sends conforming values, but an app may pass values the old
    /// description allowed, which the server now refuses, so an endpoint that otherwise passes needs a person.
    @discardableResult
    public func finish(operationId: String, undecided: [String] = [], newSchemes: [String] = [], stricterRules: [String] = []) -> ConformanceEndpointResult {
        measure(\.reporting) { aggregate(operationId: operationId, undecided: undecided, newSchemes: newSchemes, stricterRules: stricterRules) }
    }

    /// ``finish(operationId:undecided:newSchemes:stricterRules:)`` without the timing.
    private func aggregate(operationId: String, undecided: [String], newSchemes: [String], stricterRules: [String]) -> ConformanceEndpointResult {
        lock.lock()
        let failure = endpointProblems.first { !$0.needsPerson }
        var status: ConformanceEndpointResult.Status = failure != nil ? .fail : (endpointProblems.isEmpty ? .pass : .needsPerson)
        var reason = (failure ?? endpointProblems.first)?.reason ?? ""
        if status == .fail, let first = undecided.first {
            // The undecided element the failure names, when one does (`body.total_cost: …` for `property
            // Session.total_cost: …`), else the first.
            let element = undecided.first { Self.isNamed(element: $0, in: reason) } ?? first
            status = .needsPerson
            reason = "\(element) (a guide value left undecided); first failure: \(reason)"
        }
        if status == .pass, !newSchemes.isEmpty {
            status = .needsPerson
            reason = "the newest description requires \(newSchemes.joined(separator: " or ")), which the old interface has no credential for: "
                + "the app must pass one (the calls pass with a dummy credential)"
        }
        if status == .pass, !stricterRules.isEmpty {
            status = .needsPerson
            reason = "the newest description's rules are stricter for \(stricterRules.joined(separator: "; ")): "
                + "the server may refuse values the old description allowed, which the client does not check (the calls pass with conforming values)"
        }
        let result = ConformanceEndpointResult(operationId: operationId, status: status, reason: reason, calls: endpointCalls, requests: endpointRequests)
        results.append(result)
        endpointProblems = []
        endpointCalls = 0
        endpointRequests = 0
        if let reportPath {
            writeReport(adding: result, to: reportPath)
        }
        if let recordPath {
            appendRecords(to: recordPath)
        }
        lock.unlock()
        return result
    }

    /// The pattern of a "does not match the pattern P" violation when the synthesizer cannot build an example of P.
    static func unbuildablePattern(in message: String) -> String? {
        guard let range = message.range(of: "does not match the pattern ") else { return nil }
        let pattern = String(message[range.upperBound...])
        return WirePatternExample.string(matching: pattern) == nil ? pattern : nil
    }

    /// Whether a failure reason names the member or parameter of an undecided element (`property Session.total_cost: …`
    /// or `query parameter tenant: …`): its last name, after a `.`, followed by `:` or `[` in the reason.
    static func isNamed(element: String, in reason: String) -> Bool {
        guard let subject = element.split(separator: ":").first?.split(separator: " ").last,
              let key = subject.split(separator: ".").last, !key.isEmpty else { return false }
        return reason.contains(".\(key):") || reason.contains(".\(key)[")
    }

    /// Whether a migration event says the client used a value the guide left undecided (the runtime's
    /// `builderDefault` — "…; using the default value" —, a parameter value that cannot be converted yet and is left out
    /// of the request — "…; not sent" —, or a guide value that does not decode). Other events (a
    /// number truncated, a value that does not convert) are the documented lossy conversions and do not count.
    static func isUndecided(_ event: String) -> Bool {
        event.hasSuffix("; using the default value") || event.contains("the guide's value") || event.hasSuffix("; not sent")
    }

    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .returned: return "it returned"
        case .removed: return "it threw EndpointRemovedError"
        case let .httpStatus(status): return "it threw HTTPStatusError \(status)"
        case let .failed(description): return "it threw: \(description)"
        }
    }
}
