import Foundation
import MigratorRuntime
import XCTest

private struct Pet: Codable, Equatable {
    var id: Int
    var name: String
}

private struct Problem: Decodable, Equatable {
    var code: String
}

/// What transports and middlewares wrote, from any thread: log lines and the requests sent.
private final class Log: Sendable {
    private let entries = LockedList<String>()
    private let requests = LockedList<HTTPRequest>()

    func append(_ entry: String) { entries.append(entry) }

    func record(_ request: HTTPRequest) { requests.append(request) }

    var recordedEntries: [String] { entries.entries }

    var recordedRequests: [HTTPRequest] { requests.entries }
}

/// Appends `<name>-in` / `<name>-out` around the rest of the chain and adds a header.
private struct TaggingMiddleware: ClientMiddleware {
    let name: String
    let log: Log

    func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        log.append("\(name)-in:\(operationID)")
        var request = request
        request.setHeader("X-\(name)", request.value(forHeader: "Authorization") ?? "none")
        let response = try await next(request)
        log.append("\(name)-out:\(response.statusCode)")
        return response
    }
}

final class ClientCoreTests: XCTestCase {
    private func core(
        status: Int = 200,
        body: String = "",
        contentType: String = "application/json",
        log: Log,
        middlewares: [any ClientMiddleware] = [],
        credentials: [String: Credential] = ["bearerAuth": .bearerToken("secret")]
    ) throws -> ClientCore {
        let transport = ClosureTransport { request in
            log.record(request)
            log.append("transport")
            return HTTPResponse(
                statusCode: status,
                headerFields: [HTTPHeaderField(name: "Content-Type", value: contentType)],
                body: Data(body.utf8)
            )
        }
        return ClientCore(
            baseURL: try XCTUnwrap(URL(string: "https://api.example.com/v1")),
            transport: transport,
            middlewares: middlewares,
            security: SecurityConfiguration(schemes: ["bearerAuth": .bearer], credentials: credentials)
        )
    }

    private func getPet(security: [String] = []) -> OperationRequest {
        var request = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/pets/{id}")
        request.setPathParameter("id", 7)
        request.acceptsJSON = true
        request.security = security
        return request
    }

    func testSendExpectingJSONDecodesTheBody() async throws {
        let log = Log()
        let client = try core(body: #"{"id":7,"name":"Rex"}"#, log: log)
        let pet = try await client.sendExpectingJSON(getPet(), as: Pet.self)
        XCTAssertEqual(pet, Pet(id: 7, name: "Rex"))
        let sent = try XCTUnwrap(log.recordedRequests.first)
        XCTAssertEqual(sent.url.absoluteString, "https://api.example.com/v1/pets/7")
        XCTAssertEqual(sent.value(forHeader: "Accept"), "application/json")
    }

    func testMiddlewaresRunInOrderFirstOutermostAndSeeCredentials() async throws {
        let log = Log()
        let client = try core(
            body: "{}",
            log: log,
            middlewares: [TaggingMiddleware(name: "A", log: log), TaggingMiddleware(name: "B", log: log)]
        )
        _ = try await client.send(getPet(security: ["bearerAuth"]))
        XCTAssertEqual(log.recordedEntries, ["A-in:getPet", "B-in:getPet", "transport", "B-out:200", "A-out:200"])
        let sent = try XCTUnwrap(log.recordedRequests.first)
        XCTAssertEqual(sent.value(forHeader: "X-A"), "Bearer secret")
        XCTAssertEqual(sent.value(forHeader: "X-B"), "Bearer secret")
    }

    func testCredentialsAreAppliedOnlyWhenTheRequestListsTheScheme() async throws {
        let log = Log()
        let client = try core(log: log)
        try await client.sendExpectingNoContent(getPet(security: []))
        try await client.sendExpectingNoContent(getPet(security: ["bearerAuth"]))
        let requests = log.recordedRequests
        XCTAssertEqual(requests.count, 2)
        XCTAssertNil(requests.first?.value(forHeader: "Authorization"))
        XCTAssertEqual(requests.last?.value(forHeader: "Authorization"), "Bearer secret")
    }

    func testNon2xxStatusThrowsHTTPStatusErrorWithDecodableBody() async throws {
        let log = Log()
        let client = try core(status: 404, body: #"{"code":"not_found"}"#, log: log)
        do {
            _ = try await client.sendExpectingJSON(getPet(), as: Pet.self)
            XCTFail("expected an error")
        } catch let error as HTTPStatusError {
            XCTAssertEqual(error.operationID, "getPet")
            XCTAssertEqual(error.statusCode, 404)
            XCTAssertEqual(try error.decode(as: Problem.self), Problem(code: "not_found"))
            XCTAssertEqual(error.value(forHeader: "content-type"), "application/json")
            XCTAssertEqual(error.description, #"Operation 'getPet' failed with HTTP status 404: {"code":"not_found"}"#)
        }
    }

    func testStatusBoundaries() async throws {
        for (status, succeeds) in [(199, false), (200, true), (204, true), (299, true), (300, false), (500, false)] {
            let client = try core(status: status, log: Log())
            do {
                let data = try await client.sendExpectingData(getPet())
                XCTAssertTrue(succeeds, "status \(status) should fail")
                XCTAssertEqual(data, Data())
            } catch let error as HTTPStatusError {
                XCTAssertFalse(succeeds, "status \(status) should succeed")
                XCTAssertEqual(error.statusCode, status)
            }
        }
    }

    func testBadJSONThrowsResponseDecodingError() async throws {
        let client = try core(status: 200, body: #"{"id":"seven"}"#, log: Log())
        do {
            _ = try await client.sendExpectingJSON(getPet(), as: Pet.self)
            XCTFail("expected an error")
        } catch let error as ResponseDecodingError {
            XCTAssertEqual(error.operationID, "getPet")
            XCTAssertEqual(error.statusCode, 200)
            XCTAssertEqual(error.body, Data(#"{"id":"seven"}"#.utf8))
            XCTAssertFalse(error.underlyingDescription.isEmpty)
            XCTAssertTrue(error.description.contains("getPet"))
        }
    }

    func testRequestBuildingErrorsSurfaceBeforeSending() async throws {
        let log = Log()
        let client = try core(log: log)
        let unfilled = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/pets/{id}")
        do {
            _ = try await client.send(unfilled)
            XCTFail("expected an error")
        } catch let error as RequestBuildingError {
            XCTAssertEqual(error, .unfilledPathParameter("id"))
        }
        XCTAssertTrue(log.recordedRequests.isEmpty)
    }

    func testTransportErrorsPropagate() async throws {
        let client = ClientCore(
            baseURL: try XCTUnwrap(URL(string: "https://h")),
            transport: ClosureTransport { _ in throw URLError(.notConnectedToInternet) },
            middlewares: []
        )
        do {
            _ = try await client.sendExpectingData(getPet())
            XCTFail("expected an error")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .notConnectedToInternet)
        }
    }

    func testAJSONStringAlsoAcceptsAPlainTextAnswer() async throws {
        let json = try core(body: #""Rex""#, log: Log())
        let fromJSON = try await json.sendExpectingJSON(getPet(), as: String.self)
        XCTAssertEqual(fromJSON, "Rex")
        let text = try core(body: "Rex the dog", contentType: "Text/Plain; charset=utf-8", log: Log())
        let fromText = try await text.sendExpectingJSON(getPet(), as: String.self)
        XCTAssertEqual(fromText, "Rex the dog")
        // A JSON string labelled text/plain still decodes as JSON, as before.
        let labelled = try core(body: #""Rex""#, contentType: "text/plain", log: Log())
        let fromLabelled = try await labelled.sendExpectingJSON(getPet(), as: String.self)
        XCTAssertEqual(fromLabelled, "Rex")
        // Text is no answer for other types, nor for a String without a text/plain Content-Type.
        for (client, label) in [(try core(body: "Rex", contentType: "text/plain", log: Log()), "Pet"), (try core(body: "Rex", log: Log()), "String")] {
            do {
                if label == "Pet" { _ = try await client.sendExpectingJSON(getPet(), as: Pet.self) } else { _ = try await client.sendExpectingJSON(getPet(), as: String.self) }
                XCTFail("\(label): plain text must not decode")
            } catch is ResponseDecodingError {}
        }
    }

    func testSendExpectingDataReturnsTheRawBody() async throws {
        let client = try core(body: "raw bytes", log: Log())
        let data = try await client.sendExpectingData(getPet())
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "raw bytes")
    }

    func testClosureMiddlewareCanShortCircuit() async throws {
        let log = Log()
        let cached = ClosureMiddleware { _, operationID, _ in
            HTTPResponse(statusCode: 200, headerFields: [], body: Data(#"{"id":1,"name":"\#(operationID)"}"#.utf8))
        }
        let client = try core(log: log, middlewares: [cached])
        let pet = try await client.sendExpectingJSON(getPet(), as: Pet.self)
        XCTAssertEqual(pet, Pet(id: 1, name: "getPet"))
        XCTAssertTrue(log.recordedEntries.isEmpty)
    }

    func testOperationServersApplyOnlyWhileTheBaseURLIsTheDefault() throws {
        let defaultURL = try XCTUnwrap(URL(string: "https://api.example.com/v1"))
        var request = OperationRequest(operationID: "upload", method: .put, pathTemplate: "/files")
        request.server = "https://uploads.example.com"
        let transport = ClosureTransport { _ in HTTPResponse(statusCode: 204) }
        let core = ClientCore(baseURL: defaultURL, transport: transport, defaultBaseURL: defaultURL)
        XCTAssertEqual(core.baseURL(for: request).absoluteString, "https://uploads.example.com")
        let staging = ClientCore(baseURL: try XCTUnwrap(URL(string: "https://staging.example.com")), transport: transport, defaultBaseURL: defaultURL)
        XCTAssertEqual(staging.baseURL(for: request).absoluteString, "https://staging.example.com")
        let withoutDefault = ClientCore(baseURL: defaultURL, transport: transport)
        XCTAssertEqual(withoutDefault.baseURL(for: request), defaultURL, "a core without a default base URL cannot tell; the base URL wins")
        XCTAssertEqual(core.baseURL(for: OperationRequest(operationID: "list", method: .get, pathTemplate: "/")), defaultURL)
    }
}
