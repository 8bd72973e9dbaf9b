import Foundation
import MigratorRuntime
import XCTest

final class AuthenticationTests: XCTestCase {
    private let schemes: [String: AuthenticationScheme] = [
        "bearerAuth": .bearer,
        "basicAuth": .basic,
        "headerKey": .apiKey(name: "X-API-Key", location: .header),
        "queryKey": .apiKey(name: "api key", location: .query),
    ]

    private func request(_ url: String = "https://h/pets") throws -> HTTPRequest {
        HTTPRequest(method: .get, url: try XCTUnwrap(URL(string: url)), headerFields: [], body: nil)
    }

    private func applying(
        _ credentials: [String: Credential],
        requirement: [String],
        to url: String = "https://h/pets"
    ) throws -> HTTPRequest {
        var request = try request(url)
        SecurityConfiguration(schemes: schemes, credentials: credentials).apply(to: &request, requirement: requirement)
        return request
    }

    func testBearerSetsAuthorization() throws {
        let request = try applying(["bearerAuth": .bearerToken("tok123")], requirement: ["bearerAuth"])
        XCTAssertEqual(request.headerFields, [HTTPHeaderField(name: "Authorization", value: "Bearer tok123")])
        XCTAssertEqual(request.url.absoluteString, "https://h/pets")
    }

    func testBasicSetsBase64OfUserColonPassword() throws {
        let credentials = BasicCredentials(username: "alice", password: "s3crét")
        let request = try applying(["basicAuth": .basic(credentials)], requirement: ["basicAuth"])
        XCTAssertEqual(request.value(forHeader: "authorization"), "Basic YWxpY2U6czNjcsOpdA==")
    }

    func testHeaderAPIKeySetsItsHeader() throws {
        let request = try applying(["headerKey": .apiKey("k-1")], requirement: ["headerKey"])
        XCTAssertEqual(request.headerFields, [HTTPHeaderField(name: "X-API-Key", value: "k-1")])
    }

    func testQueryAPIKeyIsAppendedPercentEncoded() throws {
        let plain = try applying(["queryKey": .apiKey("a/b c")], requirement: ["queryKey"])
        XCTAssertEqual(plain.url.absoluteString, "https://h/pets?api%20key=a%2Fb%20c")
        XCTAssertTrue(plain.headerFields.isEmpty)

        let withQuery = try applying(["queryKey": .apiKey("k")], requirement: ["queryKey"], to: "https://h/pets?limit=2#top")
        XCTAssertEqual(withQuery.url.absoluteString, "https://h/pets?limit=2&api%20key=k#top")
    }

    func testFirstSchemeWithACredentialWins() throws {
        let credentials: [String: Credential] = ["headerKey": .apiKey("k"), "bearerAuth": .bearerToken("t")]
        let request = try applying(credentials, requirement: ["basicAuth", "headerKey", "bearerAuth"])
        XCTAssertEqual(request.headerFields, [HTTPHeaderField(name: "X-API-Key", value: "k")])
    }

    func testNoMatchingCredentialLeavesTheRequestUnchanged() throws {
        let original = try request()
        XCTAssertEqual(try applying([:], requirement: ["bearerAuth"]), original)
        XCTAssertEqual(try applying(["bearerAuth": .bearerToken("t")], requirement: []), original)
        XCTAssertEqual(try applying(["unknown": .bearerToken("t")], requirement: ["unknown"]), original)
    }

    func testCredentialKindsMustFitTheScheme() throws {
        let original = try request()
        // A password cannot serve as a token, so the next alternative is used.
        let fallback = try applying(
            ["bearerAuth": .basic(BasicCredentials(username: "u", password: "p")), "headerKey": .apiKey("k")],
            requirement: ["bearerAuth", "headerKey"]
        )
        XCTAssertEqual(fallback.headerFields, [HTTPHeaderField(name: "X-API-Key", value: "k")])
        XCTAssertEqual(try applying(["basicAuth": .bearerToken("t")], requirement: ["basicAuth"]), original)
        // Tokens are interchangeable between bearer and API key schemes.
        XCTAssertEqual(
            try applying(["bearerAuth": .apiKey("t")], requirement: ["bearerAuth"]).value(forHeader: "Authorization"),
            "Bearer t"
        )
        XCTAssertEqual(
            try applying(["headerKey": .bearerToken("t")], requirement: ["headerKey"]).value(forHeader: "X-API-Key"),
            "t"
        )
    }

    func testAuthorizationReplacesAnExistingHeader() throws {
        var request = try request()
        request.headerFields = [HTTPHeaderField(name: "authorization", value: "old"), HTTPHeaderField(name: "X", value: "1")]
        SecurityConfiguration(schemes: schemes, credentials: ["bearerAuth": .bearerToken("new")])
            .apply(to: &request, requirement: ["bearerAuth"])
        XCTAssertEqual(
            request.headerFields,
            [HTTPHeaderField(name: "Authorization", value: "Bearer new"), HTTPHeaderField(name: "X", value: "1")]
        )
    }

    func testDefaultConfigurationIsEmpty() {
        let configuration = SecurityConfiguration()
        XCTAssertTrue(configuration.schemes.isEmpty)
        XCTAssertTrue(configuration.credentials.isEmpty)
        XCTAssertEqual(APIKeyLocation(rawValue: "query"), .query)
    }
}
