import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MigratorRuntime
import XCTest

/// Answers every request locally: status 201, headers echoing the request, body `hello`.
/// Requests to the host `hang.test` never complete until cancelled.
private final class EchoURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, url.host != "hang.test" else { return }
        let headers = [
            "Z-Last": "z",
            "a-first": "a",
            "X-Method": request.httpMethod ?? "",
            "X-Echo": request.value(forHTTPHeaderField: "X-Custom") ?? "missing",
        ]
        guard let response = HTTPURLResponse(url: url, statusCode: 201, httpVersion: "HTTP/1.1", headerFields: headers) else {
            client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("hello".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

final class URLSessionTransportTests: XCTestCase {
    private func makeTransport() -> URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [EchoURLProtocol.self]
        return URLSessionTransport(session: URLSession(configuration: configuration))
    }

    func testSendsTheRequestAndMapsTheResponse() async throws {
        let transport = makeTransport()
        let request = HTTPRequest(
            method: .put,
            url: try XCTUnwrap(URL(string: "https://echo.test/pets/1")),
            headerFields: [HTTPHeaderField(name: "X-Custom", value: "v1")],
            body: Data("{}".utf8)
        )
        let response = try await transport.send(request)
        XCTAssertEqual(response.statusCode, 201)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "hello")
        XCTAssertEqual(response.value(forHeader: "x-method"), "PUT")
        XCTAssertEqual(response.value(forHeader: "X-Echo"), "v1")
        XCTAssertEqual(response.value(forHeader: "z-last"), "z")
        let names = response.headerFields.map(\.name)
        XCTAssertEqual(names, names.sorted())
        XCTAssertGreaterThanOrEqual(names.count, 4)
    }

    func testCancellationEndsAPendingRequest() async throws {
        let transport = makeTransport()
        let request = HTTPRequest(method: .get, url: try XCTUnwrap(URL(string: "https://hang.test/")), headerFields: [], body: nil)
        let task = Task { try await transport.send(request) }
        try await Task.sleep(nanoseconds: 50_000_000)
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .cancelled)
        }
    }

    func testDefaultSessionInitializerIsAvailable() async throws {
        let transport = URLSessionTransport()
        // An unsupported scheme fails without network access, through the transport's error path.
        let request = HTTPRequest(method: .get, url: try XCTUnwrap(URL(string: "unsupported-scheme://x")), headerFields: [], body: nil)
        do {
            _ = try await transport.send(request)
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is URLError, "unexpected error \(error)")
        }
    }
}
