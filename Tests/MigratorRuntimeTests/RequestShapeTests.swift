import Foundation
import MigratorRuntime
import XCTest

/// Whatever an app passes as an argument cannot change the shape of the request: a path parameter
/// stays one segment, a query value one value, a form value one field, and a header value that
/// HTTP cannot carry is refused before anything is sent.
final class RequestShapeTests: XCTestCase {
    /// Values that would change the request's shape if they were not encoded.
    private let hostileValues = [
        "/", "..", ".", "../..", "../../admin", "a/../b", "?", "#", "%", "%2F", "%2e%2e", "a?b=c#d", "&", "=", "+",
        "a&b=c", "x=1&admin=true", " ", "\r\nX-Injected: 1", "\u{0}", "é/ü", "//evil.example/x", "https://evil.example/",
        "{petId}", ";jsessionid=1", "\\..\\",
    ]

    /// The path's segments after the base path, percent-decoded one by one.
    private func decodedSegments(of url: URL, after prefix: String) throws -> [String] {
        let text = url.absoluteString
        let pathStart = try XCTUnwrap(text.range(of: prefix)).upperBound
        var path = String(text[pathStart...])
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        return try path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            XCTAssertNotEqual(segment, ".", "a dot segment in \(text)")
            XCTAssertNotEqual(segment, "..", "a dot segment in \(text)")
            return try XCTUnwrap(String(segment).removingPercentEncoding, "bad escape in \(text)")
        }
    }

    func testAPathParameterIsAlwaysExactlyOneSegment() throws {
        for base in ["https://api.example.com", "https://api.example.com/", "https://api.example.com/v1", "https://api.example.com/v1/"] {
            for value in hostileValues {
                var request = OperationRequest(operationID: "getFile", method: .get, pathTemplate: "/files/{name}/meta")
                request.setPathParameter("name", value)
                let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: base)))
                XCTAssertEqual(built.url.host, "api.example.com", "\(value) changed the host: \(built.url)")
                XCTAssertNil(built.url.query, "\(value) made a query: \(built.url)")
                XCTAssertNil(built.url.fragment, "\(value) made a fragment: \(built.url)")
                let prefix = base.hasSuffix("v1") || base.hasSuffix("v1/") ? "api.example.com/v1/" : "api.example.com/"
                XCTAssertEqual(try decodedSegments(of: built.url, after: prefix), ["files", value, "meta"], "\(value) in \(base)")
                // Foundation's own view of the path agrees: nothing was resolved away.
                XCTAssertEqual(built.url.standardized.absoluteString, built.url.absoluteString, "\(value) normalizes: \(built.url)")
            }
        }
    }

    func testDotSegmentsAreEncodedWhereverTheyComeFrom() throws {
        var request = OperationRequest(operationID: "op", method: .get, pathTemplate: "/a/{x}{y}/{z}")
        request.setPathParameter("x", ".")
        request.setPathParameter("y", ".")
        request.setPathParameter("z", ".")
        let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://h/v1")))
        XCTAssertEqual(built.url.absoluteString, "https://h/v1/a/%2E%2E/%2E")
        var dotted = OperationRequest(operationID: "op", method: .get, pathTemplate: "/files/{name}")
        dotted.setPathParameter("name", "...")
        XCTAssertEqual(try dotted.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://h"))).url.absoluteString, "https://h/files/...")
    }

    func testAQueryValueIsAlwaysOneValue() throws {
        for value in hostileValues {
            var request = OperationRequest(operationID: "search", method: .get, pathTemplate: "/search")
            request.addQueryParameter("q", value)
            request.addQueryParameter("limit", 5)
            let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://h/v1?fixed=1")))
            let components = try XCTUnwrap(URLComponents(url: built.url, resolvingAgainstBaseURL: false))
            let items = try XCTUnwrap(components.percentEncodedQueryItems)
            XCTAssertEqual(items.map(\.name), ["fixed", "q", "limit"], "\(value): \(built.url)")
            XCTAssertEqual(items[1].value?.removingPercentEncoding, value)
            XCTAssertFalse(items[1].value?.contains("+") ?? true, "a literal + would read as a space: \(built.url)")
            XCTAssertEqual(built.url.path, "/v1/search")
        }
    }

    func testAQueryNameWithReservedCharactersIsOneName() throws {
        var request = OperationRequest(operationID: "search", method: .get, pathTemplate: "/search")
        request.addQueryParameter("filter[a&b]=", "1+1")
        let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://h")))
        XCTAssertEqual(built.url.query, "filter%5Ba%26b%5D%3D=1%2B1")
    }

    func testAFormValueIsAlwaysOneField() throws {
        struct Login: Encodable {
            var user: String
            var password: String
        }
        for value in hostileValues {
            var request = OperationRequest(operationID: "login", method: .post, pathTemplate: "/login")
            try request.setFormBody(Login(user: value, password: "p&w=d+"))
            let body = String(decoding: try XCTUnwrap(request.body), as: UTF8.self)
            let fields = body.split(separator: "&", omittingEmptySubsequences: false).map { field -> [String] in
                field.split(separator: "=", omittingEmptySubsequences: false).map { String($0).removingPercentEncoding ?? "<bad>" }
            }
            XCTAssertEqual(fields, [["password", "p&w=d+"], ["user", value]], body)
        }
    }

    func testAServerURLIsNeverReplacedByAPathParameter() throws {
        for template in ["/{url}", "{url}", "/proxy/{url}"] {
            var request = OperationRequest(operationID: "proxy", method: .get, pathTemplate: template)
            request.setPathParameter("url", "https://evil.example/steal?x=1")
            for base in ["https://api.example.com", "https://api.example.com/v2/", "http://127.0.0.1:8080/base"] {
                let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: base)))
                let expectedBase = try XCTUnwrap(URL(string: base))
                XCTAssertEqual(built.url.scheme, expectedBase.scheme)
                XCTAssertEqual(built.url.host, expectedBase.host, "\(template) on \(base): \(built.url)")
                XCTAssertEqual(built.url.port, expectedBase.port)
                XCTAssertNil(built.url.query)
                XCTAssertTrue(built.url.absoluteString.hasSuffix("https%3A%2F%2Fevil.example%2Fsteal%3Fx%3D1"), "\(built.url)")
            }
        }
    }

    func testBaseURLsWithAndWithoutPathPrefixOrTrailingSlashJoin() throws {
        let cases: [(base: String, template: String, expected: String)] = [
            ("https://h", "/pets", "https://h/pets"),
            ("https://h/", "/pets", "https://h/pets"),
            ("https://h/api/v1", "/pets", "https://h/api/v1/pets"),
            ("https://h/api/v1/", "/pets", "https://h/api/v1/pets"),
            ("https://h/api/v1/", "pets", "https://h/api/v1/pets"),
            ("https://h:8443/api", "/", "https://h:8443/api/"),
            ("https://h/api?key=v", "/pets", "https://h/api/pets?key=v"),
            ("https://h/api/#frag", "/pets", "https://h/api/pets"),
            ("https://h/a%20b", "/pets", "https://h/a%20b/pets"),
        ]
        for item in cases {
            let request = OperationRequest(operationID: "op", method: .get, pathTemplate: item.template)
            let built = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: item.base)))
            XCTAssertEqual(built.url.absoluteString, item.expected, "\(item.base) + \(item.template)")
        }
    }

    func testHeaderValuesWithControlCharactersAreRefusedBeforeSending() async throws {
        let sent = Counter()
        let transport = ClosureTransport { _ in
            sent.increment()
            return HTTPResponse(statusCode: 204)
        }
        let core = ClientCore(baseURL: try XCTUnwrap(URL(string: "https://h")), transport: transport)
        for (value, byte) in [("a\r\nX-Injected: 1", UInt8(0x0D)), ("line\nbreak", 0x0A), ("nul\u{0}", 0x00), ("bell\u{7}", 0x07), ("del\u{7F}", 0x7F)] {
            var request = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/pets")
            request.setHeaderParameter("X-Trace", value)
            do {
                try await core.sendExpectingNoContent(request)
                XCTFail("\(value.debugDescription) was sent")
            } catch let error as InvalidHeaderFieldError {
                XCTAssertEqual(error.operationID, "getPet")
                XCTAssertEqual(error.headerName, "X-Trace")
                XCTAssertEqual(error.part, .value)
                XCTAssertEqual(error.byte, byte)
                XCTAssertTrue(error.description.contains("Operation 'getPet': the value of header 'X-Trace' contains"), error.description)
                XCTAssertFalse(error.description.contains(value), "the value must not be echoed")
            }
        }
        XCTAssertEqual(sent.value, 0)
        // Tabs, visible ASCII and UTF-8 text pass.
        var fine = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/pets")
        fine.setHeaderParameter("X-Trace", "a\tb ü ~!")
        try await core.sendExpectingNoContent(fine)
        XCTAssertEqual(sent.value, 1)
    }

    func testHeadersAddedByCredentialsOrMiddlewaresAreCheckedToo() async throws {
        let sent = Counter()
        let transport = ClosureTransport { _ in
            sent.increment()
            return HTTPResponse(statusCode: 204)
        }
        let base = try XCTUnwrap(URL(string: "https://h"))
        let badToken = ClientCore(
            baseURL: base, transport: transport,
            security: SecurityConfiguration(schemes: ["bearerAuth": .bearer], credentials: ["bearerAuth": .bearerToken("tok\r\nen")])
        )
        var request = OperationRequest(operationID: "me", method: .get, pathTemplate: "/me")
        request.security = ["bearerAuth"]
        do {
            try await badToken.sendExpectingNoContent(request)
            XCTFail("sent")
        } catch let error as InvalidHeaderFieldError {
            XCTAssertEqual(error.headerName, "Authorization")
            XCTAssertFalse(error.description.contains("tok"), error.description)
        }
        let badMiddleware = ClientCore(baseURL: base, transport: transport, middlewares: [
            ClosureMiddleware { request, _, next in
                var request = request
                request.setHeader("Bad Name", "v")
                return try await next(request)
            },
        ])
        do {
            try await badMiddleware.sendExpectingNoContent(request)
            XCTFail("sent")
        } catch let error as InvalidHeaderFieldError {
            XCTAssertEqual(error.part, .name)
            XCTAssertEqual(error.byte, UInt8(ascii: " "))
        }
        XCTAssertEqual(sent.value, 0)
    }

    func testHeaderFieldValidationRules() {
        XCTAssertNoThrow(try HTTPHeaderField(name: "X-A_b.c!#$%&'*+^`|~9", value: "\t v ü").validate())
        XCTAssertThrowsError(try HTTPHeaderField(name: "", value: "v").validate())
        XCTAssertThrowsError(try HTTPHeaderField(name: "X:Y", value: "v").validate())
        XCTAssertThrowsError(try HTTPHeaderField(name: "X\r\nY", value: "v").validate())
        XCTAssertThrowsError(try HTTPHeaderField(name: "Ü", value: "v").validate())
        XCTAssertThrowsError(try HTTPHeaderField(name: "X", value: "v\r").validate())
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    // `count` is only accessed with `lock` held.
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    /// The current value.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
