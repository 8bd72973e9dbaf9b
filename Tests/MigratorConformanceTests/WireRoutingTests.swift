import Foundation
import MigratorConformance
import XCTest

/// The validator's routing table (servers parsed and path templates split once) matches requests like a scan over
/// every endpoint would: literal segments win over placeholders, the first in document order among equals,
/// percent-encoded literals and placeholders inside segments; and the document's lookups by name follow changes.
final class WireRoutingTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Routes", "version": "1.0.0"},
      "servers": [{"url": "https://routes.example.com/v1"}],
      "endpoints": [
        {"operationId": "getItem", "method": "GET", "path": "/items/{id}"},
        {"operationId": "getMine", "method": "GET", "path": "/items/mine"},
        {"operationId": "getAnyOther", "method": "GET", "path": "/{collection}/mine"},
        {"operationId": "getFile", "method": "GET", "path": "/files/{name}.{format}"},
        {"operationId": "getReport", "method": "GET", "path": "/big reports/{year}"},
        {"operationId": "deleteItem", "method": "DELETE", "path": "/items/{id}"},
        {"operationId": "getItemAgain", "method": "GET", "path": "/items/{key}"},
        {"operationId": "root", "method": "GET", "path": "/"}
      ]
    }
    """#

    var validator: WireValidator!

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    /// A literal segment beats a placeholder; among equal scores the first endpoint in document order wins; a
    /// placeholder in the first segment is still reached.
    func testLiteralsWinAndTheFirstAmongEqualsWins() {
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/items/mine")).operationId, "getMine")
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/items/7")).operationId, "getItem")
        XCTAssertEqual(validator.validate(Request("DELETE", "https://routes.example.com/v1/items/7")).operationId, "deleteItem")
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/orders/mine")).operationId, "getAnyOther")
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/")).operationId, "root")
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1")).operationId, "root")
    }

    /// Two endpoints of one method whose templates differ only in placeholder names (`/items/{id}`, `/items/{key}`;
    /// Google's `GET /v2/{name}` and `GET /v2/{parent}`) cannot be told apart by the URL: the expected one is taken
    /// when the caller names it, else the first.
    func testTheExpectedEndpointSettlesATieOfEqualTemplates() {
        let url = URL(string: "https://routes.example.com/v1/items/7")!
        XCTAssertEqual(validator.validate(method: "GET", url: url, headers: [:], body: nil, expectedOperationId: "getItemAgain").operationId, "getItemAgain")
        XCTAssertEqual(validator.validate(method: "GET", url: url, headers: [:], body: nil, expectedOperationId: "getItem").operationId, "getItem")
        XCTAssertEqual(validator.validate(method: "GET", url: url, headers: [:], body: nil).operationId, "getItem")
        let mine = URL(string: "https://routes.example.com/v1/items/mine")!
        XCTAssertEqual(validator.validate(method: "GET", url: mine, headers: [:], body: nil, expectedOperationId: "getItemAgain").operationId, "getMine",
                       "a literal still beats a placeholder: the expected endpoint only settles ties")
    }

    /// Placeholders inside a segment split greedily; literals with characters the runtime encodes match encoded
    /// or not, and a percent-encoded request segment matches its decoded literal.
    func testSegmentPatternsAndEncodedLiterals() {
        let file = validator.validate(Request("GET", "https://routes.example.com/v1/files/a.b.json"))
        XCTAssertEqual(file.operationId, "getFile")
        XCTAssertEqual(file.violations, [])
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/big%20reports/2024")).operationId, "getReport")
        XCTAssertEqual(validator.validate(Request("GET", "https://routes.example.com/v1/%69tems/mine")).operationId, "getMine")
        XCTAssertNil(validator.validate(Request("GET", "https://routes.example.com/v1/files/plain")).operationId)
    }

    /// Requests no route takes are reported with the paths that do match under another method.
    func testNoMatchNamesOtherMethods() {
        assertViolations(validator, Request("PUT", "https://routes.example.com/v1/items/7"), operationId: nil, [
            "endpoint: no endpoint for PUT /items/7; the path matches GET /items/{id} (getItem), DELETE /items/{id} (deleteItem), GET /items/{key} (getItemAgain)",
        ])
        assertViolations(validator, Request("GET", "https://routes.example.com/v1/nothing/here/at/all"), operationId: nil, ["endpoint: no endpoint matches GET /nothing/here/at/all"])
    }

    /// `model(named:)`, `endpoint(operationId:)` and `authScheme(named:)` find the first of a name, also after the
    /// lists change.
    func testDocumentLookupsFollowChanges() throws {
        var document = try WireDocument(json: Data(Self.json.utf8))
        XCTAssertEqual(document.endpoint(operationId: "getFile")?.path, "/files/{name}.{format}")
        XCTAssertNil(document.endpoint(operationId: "missing"))
        let extra = try XCTUnwrap(document.endpoint(operationId: "root"))
        var renamed = extra
        renamed.operationId = "getFile"
        renamed.path = "/second"
        document.endpoints.append(renamed)
        XCTAssertEqual(document.endpoint(operationId: "getFile")?.path, "/files/{name}.{format}", "the first of a name")
        document.endpoints.remove(at: 3)
        XCTAssertEqual(document.endpoint(operationId: "getFile")?.path, "/second")
        XCTAssertEqual(document.endpoint(operationId: "getReport")?.path, "/big reports/{year}")

        let withModels = try WireDocument(json: Data(#"""
            {"migrator-document": "1", "models": [{"name": "A", "properties": []}, {"name": "B", "enum": "string", "cases": [{"value": "x"}]}],
             "authSchemes": [{"name": "key", "type": "apiKey", "in": "header", "parameterName": "X-Key"}]}
            """#.utf8))
        XCTAssertNotNil(withModels.model(named: "B"))
        XCTAssertNil(withModels.model(named: "C"))
        XCTAssertEqual(withModels.authScheme(named: "key")?.kind, .apiKey(location: .header, parameterName: "X-Key"))
        var changed = withModels
        changed.models.removeFirst()
        XCTAssertNil(changed.model(named: "A"))
        XCTAssertNotNil(changed.model(named: "B"))
    }
}
