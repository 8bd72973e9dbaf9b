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

            3 endpoints: 1 pass, 1 fail, 1 needs a person (12 requests; build 40.0 s, suite 2.0 s).

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

    /// With the session's timings, the JSON carries them under `seconds` and `--verbose` prints the split.
    func testSessionTimings() throws {
        var timed = report
        timed.session = VerifySessionTimings(synthesis: 0.5, validation: 0.25, reporting: 0.05, elapsed: 1.5)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(VerifyReportRenderer.render(timed, format: .json).utf8)) as? [String: Any])
        let seconds = try XCTUnwrap(object["seconds"] as? [String: Double])
        XCTAssertEqual(seconds, ["migrate": 1, "build": 40, "suite": 2, "synthesis": 0.5, "validation": 0.25, "reporting": 0.05])
        XCTAssertEqual(
            VerifyReportRenderer.timings(timed),
            "time: migrate 1.0 s, build 40.0 s, suite 2.0 s (session: synthesis 0.5 s, validation 0.2 s, reporting 0.1 s = 0.8 s, 1.9 % of 43.0 s)\n"
        )
        XCTAssertEqual(VerifyReportRenderer.timings(report), "time: migrate 1.0 s, build 40.0 s, suite 2.0 s\n")
        let untimed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(VerifyReportRenderer.render(report, format: .json).utf8)) as? [String: Any])
        XCTAssertEqual(Set((untimed["seconds"] as? [String: Double] ?? [:]).keys), ["migrate", "build", "suite"])
    }

    /// An endpoint that passes by throwing without a request is counted as removed: a pass that proves nothing about
    /// the app (a renamed endpoint `compare` missed looks the same).
    func testRemovedEndpointsAreCountedApart() throws {
        var removed = report
        removed.endpoints.append(VerifyEndpointResult(operationId: "getPetPhoto", route: "GET /pets/{id}/photo", status: .pass, reason: "", calls: 2, requests: 0))
        XCTAssertEqual(removed.summary, "4 endpoints: 2 pass (1 removed: it throws without a request), 1 fail, 1 needs a person")
        XCTAssertEqual(report.summary, "3 endpoints: 1 pass, 1 fail, 1 needs a person")
        var single = report
        single.endpoints = [report.endpoints[0]]
        XCTAssertTrue(single.summary.hasPrefix("1 endpoint: "), single.summary)
        single.endpoints = report.endpoints.filter { $0.status == .needsPerson } + report.endpoints.filter { $0.status == .needsPerson }
        XCTAssertTrue(single.summary.hasSuffix(", 2 need a person"), single.summary)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(VerifyReportRenderer.render(removed, format: .json).utf8)) as? [String: Any])
        XCTAssertEqual(object["removed"] as? Int, 1)
        XCTAssertEqual(object["pass"] as? Int, 2)
    }

    func testJUnit() {
        let xml = VerifyReportRenderer.render(report, format: .junit)
        XCTAssertTrue(xml.contains(#"<testsuite name="migrator verify" tests="3" failures="1" skipped="1">"#), xml)
        XCTAssertTrue(xml.contains(#"<testcase classname="GET /pets/{id}" name="getPet"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<failure message="default arguments: body.name: required key of Pet is missing"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<skipped message="needs a person: Pet.created_at: missing &lt;in&gt; the response"/>"#), xml)
    }
}
