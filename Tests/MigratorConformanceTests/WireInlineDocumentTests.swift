import Foundation
import MigratorConformance
import XCTest

/// Shapes the petstore does not have: placeholders inside segments, array path and header parameters, required
/// headers, a query API key, map and union form bodies, nullable and optional bodies, servers without a base path.
final class WireInlineDocumentTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Files", "version": "1.0.0"},
      "servers": [{"url": "https://files.example.com/"}, {"url": "http://localhost:8080/api/"}],
      "authSchemes": [
        {"name": "key", "type": "apiKey", "in": "query", "parameterName": "api_key"},
        {"name": "token", "type": "bearer"}
      ],
      "security": ["key", "token"],
      "models": [
        {"name": "Color", "enum": "string", "cases": [{"value": "red"}, {"value": "green"}]},
        {"name": "Meta", "properties": [
          {"name": "title", "type": "string", "required": true},
          {"name": "tags", "type": "array<string>"},
          {"name": "color", "type": "Color", "required": true},
          {"name": "size", "type": "int32"},
          {"name": "extra", "type": "map<string>"}
        ]},
        {"name": "Circle", "properties": [{"name": "kind", "type": "string", "required": true}, {"name": "radius", "type": "double", "required": true}]},
        {"name": "Square", "properties": [{"name": "side", "type": "double", "required": true}]},
        {"name": "Figure", "discriminator": "kind", "oneOf": [{"type": "Circle", "value": "circle"}, {"type": "Square", "value": "square"}]},
        {"name": "date", "properties": [{"name": "day", "type": "date", "required": true}]}
      ],
      "endpoints": [
        {"operationId": "root", "method": "GET", "path": "/", "security": []},
        {"operationId": "search", "method": "GET", "path": "/files/search", "security": [],
         "parameters": [{"name": "colors", "in": "query", "type": "array<Color>"}, {"name": "meta", "in": "query", "type": "Meta"}]},
        {"operationId": "getFile", "method": "GET", "path": "/files/{name}.{format}",
         "parameters": [
           {"name": "name", "in": "path", "type": "string", "required": true},
           {"name": "format", "in": "path", "type": "Color", "required": true},
           {"name": "X-Trace", "in": "header", "type": "uuid", "required": true},
           {"name": "X-Sizes", "in": "header", "type": "array<int32>"}
         ]},
        {"operationId": "getFileById", "method": "GET", "path": "/files/{id}", "security": [],
         "parameters": [{"name": "id", "in": "path", "type": "int64", "required": true}]},
        {"operationId": "getBatch", "method": "GET", "path": "/batch/{ids}", "security": [],
         "parameters": [{"name": "ids", "in": "path", "type": "array<int64>", "required": true}]},
        {"operationId": "putMeta", "method": "PUT", "path": "/meta", "security": [],
         "parameters": [{"name": "meta", "in": "body", "type": "Meta", "required": true, "nullable": true}]},
        {"operationId": "patchMeta", "method": "PATCH", "path": "/meta", "security": [],
         "parameters": [{"name": "meta", "in": "body", "type": "Meta"}]},
        {"operationId": "postForm", "method": "POST", "path": "/forms/meta", "security": [],
         "parameters": [{"name": "meta", "in": "body", "type": "Meta", "contentType": "application/x-www-form-urlencoded", "required": true}]},
        {"operationId": "postLabels", "method": "POST", "path": "/forms/labels", "security": [],
         "parameters": [{"name": "labels", "in": "body", "type": "map<array<int32>>", "contentType": "application/x-www-form-urlencoded"}]},
        {"operationId": "postFigure", "method": "POST", "path": "/forms/figure", "security": [],
         "parameters": [{"name": "figure", "in": "body", "type": "Figure", "contentType": "application/x-www-form-urlencoded", "required": true}],
         "response": {"status": 202, "type": "ref<date>"}},
        {"operationId": "figure", "method": "POST", "path": "/figures", "security": [],
         "parameters": [{"name": "figure", "in": "body", "type": "Figure", "required": true}],
         "response": {"type": "Figure"}}
      ]
    }
    """#

    var validator: WireValidator!
    let base = "https://files.example.com"

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    func testServersWithoutBasePath() {
        assertValid(validator, Request("GET", "https://files.example.com/"), operationId: "root")
        assertValid(validator, Request("GET", "https://files.example.com"), operationId: "root")
        assertValid(validator, Request("GET", "http://localhost:8080/api/files/7"), operationId: "getFileById")
        assertViolationsContain(validator, Request("GET", "http://localhost:8080/files/7"), operationId: "getFileById", ["does not start with a server"])
    }

    func testLiteralSegmentsWinAndPlaceholdersInsideSegments() {
        assertValid(validator, Request("GET", "\(base)/files/search"), operationId: "search")
        assertValid(validator, Request("GET", "\(base)/files/12"), operationId: "getFileById")
        let trace = ["X-Trace": "123e4567-e89b-12d3-a456-426614174000", "Authorization": "Bearer t"]
        assertValid(validator, Request("GET", "\(base)/files/my%20report.v2.red", headers: trace), operationId: "getFile")
        assertViolations(validator, Request("GET", "\(base)/files/report.blue", headers: trace), operationId: "getFile", [
            "path.format: \"blue\" is not a case of Color (\"red\", \"green\")",
        ])
        assertValid(validator, Request("GET", "\(base)/batch/1,2,3"), operationId: "getBatch")
        assertViolations(validator, Request("GET", "\(base)/batch/1,x"), operationId: "getBatch", [
            "path.ids[1]: expected int64 (an integer), found \"x\"",
        ])
    }

    func testRequiredAndArrayHeaders() {
        assertViolations(validator, Request("GET", "\(base)/files/a.red?api_key=k"), operationId: "getFile", [
            "header.X-Trace: required header is missing",
        ])
        let headers = ["x-trace": "123e4567-e89b-12d3-a456-426614174000", "X-Sizes": "1, 2,3"]
        assertValid(validator, Request("GET", "\(base)/files/a.red?api_key=k", headers: headers), operationId: "getFile")
        assertViolations(validator, Request("GET", "\(base)/files/a.red?api_key=k",
                                            headers: headers.merging(["X-Sizes": "1,big"]) { $1 }), operationId: "getFile", [
            "header.X-Sizes[1]: expected int32 (an integer), found \"big\"",
        ])
        assertViolations(validator, Request("GET", "\(base)/files/a.red?api_key=", headers: headers), operationId: "getFile", [
            "security: no credential for any required scheme; expected one of key (query item api_key), token (Authorization: Bearer <token>)",
        ])
    }

    func testStructuredQueryValues() {
        assertValid(validator, Request("GET", "\(base)/files/search?colors=red&colors=green"), operationId: "search")
        assertViolations(validator, Request("GET", "\(base)/files/search?colors=red&colors=blue"), operationId: "search", [
            "query.colors[1]: \"blue\" is not a case of Color (\"red\", \"green\")",
        ])
        let meta = jsonText(["title": "t", "color": "red"]).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        assertValid(validator, Request("GET", "\(base)/files/search?meta=\(meta)"), operationId: "search")
        assertViolations(validator, Request("GET", "\(base)/files/search?meta=title"), operationId: "search", [
            "query.meta: expected JSON text of Meta, found \"title\"",
        ])
    }

    func testNullableAndOptionalBodies() {
        assertValid(validator, Request("PUT", "\(base)/meta", json: NSNull()), operationId: "putMeta")
        assertViolations(validator, Request("PUT", "\(base)/meta"), operationId: "putMeta", ["body: required body (Meta) is missing"])
        assertValid(validator, Request("PATCH", "\(base)/meta"), operationId: "patchMeta")
        assertViolations(validator, Request("PATCH", "\(base)/meta", json: NSNull()), operationId: "patchMeta", [
            "body: is null, but the body is not nullable",
        ])
        assertViolations(validator, Request("PATCH", "\(base)/meta", json: ["title": "t"]), operationId: "patchMeta", [
            "body.color: required key of Meta is missing",
        ])
    }

    func testFormBodiesWithNestingMapsAndUnions() {
        assertValid(validator, Request("POST", "\(base)/forms/meta", form: "color=green&extra[a%20b]=1&tags[0]=x&tags[1]=y&title=T"), operationId: "postForm")
        assertValid(validator, Request("POST", "\(base)/forms/meta", form: "color=red&tags[]=x&tags[]=y&title=T"), operationId: "postForm")
        assertValid(validator, Request("POST", "\(base)/forms/meta", form: "color=red&tags=x&tags=y&title=T"), operationId: "postForm")
        assertViolations(validator, Request("POST", "\(base)/forms/meta", form: "color=blue&size=1.5&tags[x]=1&extra=v&title[a]=b&c[=1"),
                         operationId: "postForm", [
                             "body: malformed form field name \"c[\"",
                             "body.color: \"blue\" is not a case of Color (\"red\", \"green\")",
                             "body.size: expected int32 (an integer), found \"1.5\"",
                             "body.tags[x]: expected an array index",
                             "body.extra: expected nested fields (body.extra[key]=…) of map<string>, found a single value",
                             "body.title: expected a single value of string, found nested fields",
                         ])
        assertViolations(validator, Request("POST", "\(base)/forms/meta", form: "title=T&title[x]=1&color=red"), operationId: "postForm", [
            "body.title: sent both as a value and as nested fields",
        ])
        // Lenient: absent fields are only reported for required single values (the encoder omits null and empty
        // containers), so an empty form of a model with required scalars is still a violation.
        assertViolations(validator, Request("POST", "\(base)/forms/meta", form: "tags[0]=x"), operationId: "postForm", [
            "body.title: required field of Meta is missing", "body.color: required field of Meta is missing",
        ])
        assertValid(validator, Request("POST", "\(base)/forms/labels", form: "a[0]=1&a[1]=2&b[0]=3"), operationId: "postLabels")
        assertViolations(validator, Request("POST", "\(base)/forms/labels", form: "a[0]=one"), operationId: "postLabels", [
            "body.a[0]: expected int32 (an integer), found \"one\"",
        ])
        assertValid(validator, Request("POST", "\(base)/forms/figure", form: "kind=circle&radius=2.5"), operationId: "postFigure")
        assertValid(validator, Request("POST", "\(base)/forms/figure", form: "kind=square&side=2"), operationId: "postFigure")
        assertViolations(validator, Request("POST", "\(base)/forms/figure", form: "kind=triangle"), operationId: "postFigure", [
            "body.kind: unknown discriminator value \"triangle\" of Figure (expected one of circle, square)",
        ])
        assertViolations(validator, Request("POST", "\(base)/forms/figure", form: "kind=square&radius=2"), operationId: "postFigure", [
            "body.radius: unknown field (not a property of Square)", "body.side: required field of Square is missing",
        ])
    }

    func testUnionExamplesCarryTheirDiscriminator() throws {
        XCTAssertEqual(jsonText(validator.example(type: "Figure")), #"{"kind":"circle","radius":1.5}"#)
        let response = validator.exampleResponse(operationId: "figure")
        XCTAssertEqual(String(decoding: try XCTUnwrap(response.body), as: UTF8.self), #"{"kind":"circle","radius":1.5}"#)
        let dated = validator.exampleResponse(operationId: "postFigure")
        XCTAssertEqual(dated.status, 202)
        XCTAssertEqual(String(decoding: try XCTUnwrap(dated.body), as: UTF8.self), #"{"day":"2024-01-02"}"#)
        XCTAssertEqual(validator.validate(json: ["day": "2024-01-02"], type: "ref<date>", at: "x"), [])
        XCTAssertEqual(validator.validate(json: "2024-01-02", type: "date", at: "x"), [])
        XCTAssertEqual(validator.validate(json: ["kind": "circle", "radius": "big"], type: "Figure", at: "body").map(\.message), [
            "body.radius: expected double (a number), found \"big\"",
        ])
        XCTAssertEqual(validator.validate(json: ["kind": "square", "side": 1], type: "Figure", at: "body").map(\.message), [])
        XCTAssertEqual(
            validator.validate(json: ["kind": "circle", "radius": 1], type: "Figure", at: "body"),
            [], "Circle declares `kind` itself and it is validated as a property"
        )
    }
}
