import Foundation
import MigratorKit
import XCTest

/// The three output formats of `migrator verify`.
final class VerifyReportRendererTests: XCTestCase {
    private let report = VerifyReport(
        packagePath: "/tmp/Petstore",
        endpoints: [
            VerifyEndpointResult(operationId: "getPet", route: "GET /pets/{id}", status: .pass, reason: "", calls: 4, requests: 4),
            VerifyEndpointResult(operationId: "addPet", route: "POST /pets", status: .fail, reason: "default arguments: body.name: required key of Pet is missing", calls: 3, requests: 3),
            VerifyEndpointResult(operationId: "listPets", route: "GET /pets", status: .needsPerson, reason: "Pet.created_at: missing <in> the response", calls: 5, requests: 5),
        ],
        undecided: ["guide.yaml: updated:/models/Pet/properties/created_at#required (fallbackValue)"],
        timings: (1, 40, 2), requestCount: 12
    )

    func testTextTable() {
        XCTAssertEqual(VerifyReportRenderer.render(report, format: .text), """
            pass          getPet    GET /pets/{id}
            FAIL          addPet    POST /pets      default arguments: body.name: required key of Pet is missing
            needs person  listPets  GET /pets       Pet.created_at: missing <in> the response

            Guide changes still undecided:
              guide.yaml: updated:/models/Pet/properties/created_at#required (fallbackValue)

            3 endpoints: 1 pass, 1 fail, 1 need a person (12 requests; build 40.0 s, suite 2.0 s).

            """)
        XCTAssertTrue(report.hasFailures)
    }

    func testJSON() throws {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(VerifyReportRenderer.render(report, format: .json).utf8)) as? [String: Any])
        XCTAssertEqual(object["pass"] as? Int, 1)
        XCTAssertEqual(object["fail"] as? Int, 1)
        XCTAssertEqual(object["needsPerson"] as? Int, 1)
        let endpoints = try XCTUnwrap(object["endpoints"] as? [[String: Any]])
        XCTAssertEqual(endpoints.map { $0["status"] as? String }, ["pass", "fail", "needsPerson"])
    }

    func testJUnit() {
        let xml = VerifyReportRenderer.render(report, format: .junit)
        XCTAssertTrue(xml.contains(#"<testsuite name="migrator verify" tests="3" failures="1" skipped="1">"#), xml)
        XCTAssertTrue(xml.contains(#"<testcase classname="GET /pets/{id}" name="getPet"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<failure message="default arguments: body.name: required key of Pet is missing"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<skipped message="needs a person: Pet.created_at: missing &lt;in&gt; the response"/>"#), xml)
    }
}
