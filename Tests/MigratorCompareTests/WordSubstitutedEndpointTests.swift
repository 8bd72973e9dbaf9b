import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Endpoint evidence added when the forty-third held-out part (agriculture, lab data and point of sale APIs) was unsealed
/// for tuning: operation ids a word substituted apart that return the same model, one for one
/// (``WordSubstitutedEndpoints``).
final class WordSubstitutedEndpointTests: ConventionRenameTestCase {
    /// The records both versions return, and what else they return.
    private let models = """
      - {name: Record, properties: [{name: id, type: string, required: true}, {name: title, type: string}]}
      - {name: Other, properties: [{name: code, type: int32}]}
    """

    /// An endpoint (a `GET` unless told) returning `response`.
    private func endpoint(_ operationId: String, _ path: String, response: String = "Record", method: String = "GET") -> String {
        "  - {operationId: \(operationId), method: \(method), path: \"\(path)\", response: {type: \(response)}}"
    }

    /// The kept endpoint.
    private let kept = "  - {operationId: getDoc, method: GET, path: /doc, response: {type: Other}}"

    /// Coda v1beta1 → v1: `getSection`, `GET /sections/one` → `getPage`, `GET /pages/current`, both returning the record:
    /// the id keeps every word but one, in place, and the answer is the same model.
    func testAWordSubstitutedWithTheSameResponseContinues() throws {
        let old = try document("1", models: models, endpoints: endpoint("getSection", "/sections/one") + "\n" + kept)
        let new = try document("2", models: models, endpoints: endpoint("getPage", "/pages/current") + "\n" + kept)
        let change = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.old == "/endpoints/getSection" }
        XCTAssertEqual(change?.new, "/endpoints/getPage")
        XCTAssertEqual(change?.evidence, WordSubstitutedEndpoints.evidence)
    }

    /// Each piece is needed: the same method, the same response model (a scalar says nothing), one word substituted in
    /// an id of two words or more, and one for one.
    func testEachPieceIsNeeded() throws {
        let old = try document("1", models: models, endpoints: endpoint("getSection", "/sections/one") + "\n" + kept)
        for (variant, why) in [
            (endpoint("getPage", "/pages/current", method: "POST"), "another method"),
            (endpoint("getPage", "/pages/current", response: "Other"), "another response"),
            (endpoint("fetchPage", "/pages/current"), "two words substituted"),
            (endpoint("getPage", "/pages/current") + "\n" + endpoint("getColumn", "/columns/first"), "two related so"),
        ] {
            let new = try document("2", models: models, endpoints: variant + "\n" + kept)
            XCTAssertFalse(renames(old, new).contains { $0.hasPrefix("/endpoints/getSection →") }, why)
        }
        let scalar = try document("1", models: models, endpoints: endpoint("getSection", "/sections/one", response: "string") + "\n" + kept)
        XCTAssertFalse(renames(scalar, try document("2", models: models, endpoints: endpoint("getPage", "/pages/current", response: "string") + "\n" + kept))
            .contains { $0.hasPrefix("/endpoints/getSection →") }, "a scalar response")
        let oneWord = try document("1", models: models, endpoints: endpoint("sections", "/sections/one") + "\n" + kept)
        XCTAssertFalse(renames(oneWord, try document("2", models: models, endpoints: endpoint("pages", "/pages/current") + "\n" + kept))
            .contains { $0.hasPrefix("/endpoints/sections →") }, "a one-word id replaced as a whole")
        XCTAssertEqual(WordSubstitutedEndpoints.substitutedWord("getSections", "getPage").map { [$0.old, $0.new] }, ["section", "page"])
        XCTAssertNil(WordSubstitutedEndpoints.substitutedWord("getSection", "getPageList"), "another length")
    }
}
