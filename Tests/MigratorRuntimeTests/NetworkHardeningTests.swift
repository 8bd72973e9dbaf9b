import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import MigratorRuntime
import XCTest

private struct Item: Codable, Equatable, Sendable {
    var id: Int
    var echo: String
}

/// Timeouts, cancellation, retries and redaction through ``URLSessionTransport`` against a
/// ``LoopbackHTTPServer`` on 127.0.0.1.
final class NetworkHardeningTests: XCTestCase {
    /// A fresh session per test, so that no connection is reused across servers.
    private func transport() -> URLSessionTransport {
        URLSessionTransport(session: URLSession(configuration: .ephemeral))
    }

    /// A request for `/items/{id}` that accepts JSON.
    private func request(_ operationID: String = "getItem", method: HTTPMethod = .get, id: String = "1") -> OperationRequest {
        var request = OperationRequest(operationID: operationID, method: method, pathTemplate: "/items/{id}")
        request.setPathParameter("id", id)
        request.acceptsJSON = true
        return request
    }

    func testHostileArgumentsArriveAsOneSegmentAndOneValue() async throws {
        let server = try LoopbackHTTPServer { _, _ in .json(#"{"id":1,"echo":"ok"}"#) }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL.appendingPathComponent("v1/"), transport: transport())
        var request = OperationRequest(operationID: "getItem", method: .get, pathTemplate: "/items/{id}/tags")
        request.setPathParameter("id", "../../admin?x=1#f")
        request.addQueryParameter("q", "a&b=c+d")
        let item = try await core.sendExpectingJSON(request, as: Item.self)
        XCTAssertEqual(item.echo, "ok")
        let target = try XCTUnwrap(server.requests.first?.target)
        XCTAssertEqual(target, "/v1/items/..%2F..%2Fadmin%3Fx%3D1%23f/tags?q=a%26b%3Dc%2Bd")
        var dots = OperationRequest(operationID: "getItem", method: .get, pathTemplate: "/items/{id}")
        dots.setPathParameter("id", "..")
        _ = try await core.sendExpectingData(dots)
        XCTAssertEqual(server.requests.last?.target, "/v1/items/%2E%2E")
    }

    func testPerClientTimeoutCancelsTheRequestInFlight() async throws {
        let server = try LoopbackHTTPServer { _, _ in .hang }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport(), middlewares: [TimeoutMiddleware(seconds: 0.5)])
        let start = Date()
        do {
            _ = try await core.sendExpectingJSON(request(), as: Item.self)
            XCTFail("no timeout")
        } catch let error as RequestTimeoutError {
            XCTAssertEqual(error.operationID, "getItem")
            XCTAssertEqual(error.seconds, 0.5)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(server.wait(timeout: 5) { $0.hangingConnectionsClosedByClient == 1 }, "the connection stayed open")
    }

    func testPerCallTimeoutAppliesOnlyInsideItsScope() async throws {
        let server = try LoopbackHTTPServer { request, _ in
            request.target.contains("slow") ? .json(#"{"id":2,"echo":"slow"}"#, delay: 1.5) : .json(#"{"id":1,"echo":"fast"}"#)
        }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport())
        let fast = try await withRequestTimeout(5) { try await core.sendExpectingJSON(request(id: "fast"), as: Item.self) }
        XCTAssertEqual(fast.echo, "fast")
        do {
            _ = try await withRequestTimeout(0.3) { try await core.sendExpectingJSON(request(id: "slow"), as: Item.self) }
            XCTFail("no timeout")
        } catch is RequestTimeoutError {}
        // Without a limit the slow call completes.
        let slow = try await core.sendExpectingJSON(request(id: "slow"), as: Item.self)
        XCTAssertEqual(slow.echo, "slow")
    }

    func testTaskCancellationStopsTheTransport() async throws {
        let server = try LoopbackHTTPServer { _, _ in .hang }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport())
        let call = Task { try await core.sendExpectingJSON(self.request(), as: Item.self) }
        XCTAssertTrue(server.wait(timeout: 10) { $0.requests.count == 1 }, "the request never arrived")
        call.cancel()
        do {
            _ = try await call.value
            XCTFail("not cancelled")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .cancelled)
        } catch is CancellationError {}
        XCTAssertTrue(server.wait(timeout: 5) { $0.hangingConnectionsClosedByClient == 1 }, "the transport kept the connection")
    }

    func testRetriesTransientStatusesHonouringRetryAfter() async throws {
        let server = try LoopbackHTTPServer { _, number in
            number < 2 ? .json("{}", status: 503, headers: ["Retry-After": "1"]) : .json(#"{"id":1,"echo":"third"}"#)
        }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport(), middlewares: [
            RetryMiddleware(maxAttempts: 4, baseDelay: 0, maxDelay: 1.2),
        ])
        let start = Date()
        let item = try await core.sendExpectingJSON(request(), as: Item.self)
        XCTAssertEqual(item.echo, "third")
        XCTAssertEqual(server.requests.count, 3)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 2, "Retry-After: 1 was not honoured twice")
    }

    func testRetriesAreBoundedAndSkipNonIdempotentMethods() async throws {
        let server = try LoopbackHTTPServer { _, _ in .json("{}", status: 500) }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport(), middlewares: [
            RetryMiddleware(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05),
        ])
        do {
            _ = try await core.sendExpectingJSON(request(), as: Item.self)
            XCTFail("no error")
        } catch let error as HTTPStatusError {
            XCTAssertEqual(error.statusCode, 500)
        }
        XCTAssertEqual(server.requests.count, 3)
        do {
            _ = try await core.sendExpectingJSON(request("createItem", method: .post), as: Item.self)
            XCTFail("no error")
        } catch let error as HTTPStatusError {
            XCTAssertEqual(error.statusCode, 500)
        }
        XCTAssertEqual(server.requests.count, 4, "a POST was retried")
    }

    func testRetriesConnectionFailuresButNotCancellation() async throws {
        // A port that was just closed refuses connections: every attempt fails fast.
        let closed = try LoopbackHTTPServer { _, _ in .hang }
        let url = closed.baseURL
        closed.stop()
        try await Task.sleep(nanoseconds: 300_000_000)
        let attempts = Counter()
        let counting = ClosureMiddleware { request, _, next in
            attempts.increment()
            return try await next(request)
        }
        let core = ClientCore(baseURL: url, transport: transport(), middlewares: [
            RetryMiddleware(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.02), counting,
        ])
        do {
            _ = try await core.sendExpectingData(request())
            XCTFail("connected to a closed port")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .cannotConnectToHost)
        }
        XCTAssertEqual(attempts.value, 3)
    }

    func testRetryDelaysUseJitterWithinExponentialBoundsAndRetryAfter() {
        func middleware(_ random: @escaping @Sendable () -> Double) -> RetryMiddleware {
            RetryMiddleware(
                maxAttempts: 6, baseDelay: 1, maxDelay: 10,
                methods: RetryMiddleware.idempotentMethods, statusCodes: RetryMiddleware.transientStatusCodes, random: random
            )
        }
        let highest = middleware { 1 }
        XCTAssertEqual((1...6).map { highest.delay(afterAttempt: $0, retryAfter: nil) }, [1, 2, 4, 8, 10, 10])
        XCTAssertEqual(middleware { 0 }.delay(afterAttempt: 3, retryAfter: nil), 0)
        XCTAssertEqual(middleware { 0.5 }.delay(afterAttempt: 3, retryAfter: nil), 2)
        XCTAssertEqual(highest.delay(afterAttempt: 1, retryAfter: 3), 3, "Retry-After wins over the backoff")
        XCTAssertEqual(highest.delay(afterAttempt: 1, retryAfter: 3_600), 10, "Retry-After is capped by maxDelay")
        XCTAssertEqual(highest.delay(afterAttempt: 1_000, retryAfter: nil), 10, "no overflow for late attempts")
        let jittered = RetryMiddleware(maxAttempts: 6, baseDelay: 1, maxDelay: 10)
        let samples = (0..<1_000).map { _ in jittered.delay(afterAttempt: 3, retryAfter: nil) }
        XCTAssertTrue(samples.allSatisfy { $0 >= 0 && $0 < 4 })
        XCTAssertGreaterThan(Set(samples).count, 900, "no jitter")
        XCTAssertEqual(samples.reduce(0, +) / 1_000, 2, accuracy: 0.3)
        XCTAssertEqual(RetryMiddleware(maxAttempts: 0).maxAttempts, 1)

        let now = Date(timeIntervalSince1970: 1_445_412_480) // Wed, 21 Oct 2015 07:28:00 GMT
        XCTAssertEqual(RetryMiddleware.retryAfterSeconds("120", now: now), 120)
        XCTAssertEqual(RetryMiddleware.retryAfterSeconds(" 0 ", now: now), 0)
        XCTAssertEqual(RetryMiddleware.retryAfterSeconds("Wed, 21 Oct 2015 07:28:30 GMT", now: now), 30)
        XCTAssertEqual(RetryMiddleware.retryAfterSeconds("Wed, 21 Oct 2015 07:27:00 GMT", now: now), 0)
        XCTAssertNil(RetryMiddleware.retryAfterSeconds("-1", now: now))
        XCTAssertNil(RetryMiddleware.retryAfterSeconds("soon", now: now))
        XCTAssertEqual(RetryMiddleware.retryAfterSeconds("99999999999999999999999999", now: now).map { $0 > 1e20 }, true)
    }

    func testCredentialsNeverAppearInTransportErrorsOrRequestDescriptions() async throws {
        let closed = try LoopbackHTTPServer { _, _ in .hang }
        let url = closed.baseURL
        closed.stop()
        try await Task.sleep(nanoseconds: 300_000_000)
        let security = SecurityConfiguration(
            schemes: ["key": .apiKey(name: "sig", location: .query), "basic": .basic],
            credentials: ["key": .apiKey("SECRET-QUERY-KEY"), "basic": .basic(BasicCredentials(username: "u", password: "SECRET-PASSWORD"))]
        )
        let described = LockedList<String>()
        let logging = ClosureMiddleware { request, _, next in
            described.append("\(request) \(String(reflecting: request))")
            var dumped = ""
            dump(request, to: &dumped)
            described.append(dumped)
            return try await next(request)
        }
        let core = ClientCore(baseURL: url, transport: transport(), middlewares: [logging], security: security)
        for scheme in ["key", "basic"] {
            var request = request()
            request.security = [scheme]
            do {
                _ = try await core.sendExpectingData(request)
                XCTFail("connected")
            } catch {
                let text = "\(error) \(String(reflecting: error)) \(error.localizedDescription) \((error as NSError).userInfo)"
                XCTAssertFalse(text.contains("SECRET"), text)
                if scheme == "key" { XCTAssertTrue(text.contains("sig=<redacted>"), text) }
            }
        }
        let all = described.entries.joined(separator: "\n")
        XCTAssertFalse(all.contains("SECRET"), all)
        XCTAssertFalse(all.contains("dTpTRUNSRVQtUEFTU1dPUkQ="), "the basic credential leaked: \(all)")
        XCTAssertTrue(all.contains("Authorization: <redacted>"), all)
    }

    func testRedactionRules() throws {
        let url = try XCTUnwrap(URL(string: "https://user:pw@h/v1/p?api_key=K1&limit=2&access_token=T&x-api-key=K2&sig=S#f"))
        XCTAssertEqual(
            Redaction(queryNames: ["SIG"]).redact(url),
            "https://user:<redacted>@h/v1/p?api_key=<redacted>&limit=2&access_token=<redacted>&x-api-key=<redacted>&sig=<redacted>#f"
        )
        let request = HTTPRequest(method: .post, url: try XCTUnwrap(URL(string: "https://h/p?limit=2")), headerFields: [
            HTTPHeaderField(name: "authorization", value: "Bearer T"), HTTPHeaderField(name: "X-API-Key", value: "K"),
            HTTPHeaderField(name: "Cookie", value: "s=1"), HTTPHeaderField(name: "X-Partner", value: "P"),
            HTTPHeaderField(name: "Accept", value: "application/json"),
        ], body: Data("password=hunter2".utf8))
        XCTAssertEqual(
            Redaction(headerNames: ["x-partner"]).describe(request),
            "POST https://h/p?limit=2 [authorization: <redacted>, X-API-Key: <redacted>, Cookie: <redacted>, X-Partner: <redacted>, Accept: application/json] (body: 16 bytes)"
        )
        XCTAssertFalse("\(request)".contains("hunter2"))
        XCTAssertTrue(Redaction.isSensitiveName("X_Session_Id"))
        XCTAssertFalse(Redaction.isSensitiveName("limit"))
    }

    func testMigrationDiagnosticsNeverShowCredentialValues() {
        let events = LockedList<String>()
        MigrationDiagnostics.setHandler { events.append($0.description) }
        defer { MigrationDiagnostics.setHandler(nil) }
        XCTAssertNil(MigrationConversions.integer("sk_live_123", element: "getPet.X-API-Key"))
        XCTAssertNil(MigrationConversions.bool("sk_live_123", element: "login.password"))
        XCTAssertNil(MigrationConversions.integer(String(repeating: "9x", count: 1_000), element: "listPets.limit"))
        XCTAssertEqual(events.entries.count, 3)
        XCTAssertEqual(events.entries[0], "getPet.X-API-Key: <redacted> is not an integer")
        XCTAssertEqual(events.entries[1], "login.password: <redacted> is not a Boolean")
        XCTAssertLessThan(events.entries[2].count, 160)
    }

    func testTwoHundredConcurrentTasksGetTheirOwnResults() async throws {
        let server = try LoopbackHTTPServer { request, _ in
            let id = request.target.split(separator: "/").last.map(String.init) ?? "?"
            let echo = request.header("X-Echo") ?? "missing"
            return .json(#"{"id":\#(Int(id) ?? -1),"echo":"\#(echo)"}"#, delay: Double((Int(id) ?? 0) % 7) / 1_000)
        }
        defer { server.stop() }
        let core = ClientCore(baseURL: server.baseURL, transport: transport(), middlewares: [RetryMiddleware(maxAttempts: 2, baseDelay: 0.05)])
        let start = Date()
        let results = try await withThrowingTaskGroup(of: (Int, Item).self) { group in
            for index in 0..<200 {
                group.addTask {
                    var request = self.request(id: String(index))
                    request.setHeaderParameter("X-Echo", "task-\(index)")
                    return (index, try await core.sendExpectingJSON(request, as: Item.self))
                }
            }
            var results: [Int: Item] = [:]
            for try await (index, item) in group { results[index] = item }
            return results
        }
        XCTAssertEqual(results.count, 200)
        for (index, item) in results {
            XCTAssertEqual(item, Item(id: index, echo: "task-\(index)"))
        }
        XCTAssertEqual(Set(server.requests.map(\.target)).count, 200)
        print("200 concurrent requests in \(Date().timeIntervalSince(start)) s")
    }
}
