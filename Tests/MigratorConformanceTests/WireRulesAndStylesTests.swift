import Foundation
import MigratorConformance
import XCTest

/// The keys other features add to the native format (validation rules, parameter `style`/`explode`, `cookie`
/// parameters, `multipart/form-data` and `text/plain` bodies) decode and are enforced.
final class WireRulesAndStylesTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Rules", "version": "1.0.0"},
      "servers": [{"url": "https://rules.example.com/v1"}],
      "models": [
        {"name": "User", "properties": [
          {"name": "name", "type": "string", "required": true, "minLength": 2, "maxLength": 5, "pattern": "^[a-z]+$"},
          {"name": "age", "type": "int32", "minimum": 0, "exclusiveMaximum": 150},
          {"name": "score", "type": "double", "multipleOf": 0.5},
          {"name": "tags", "type": "array<string>", "minItems": 1, "maxItems": 2, "uniqueItems": true, "maxLength": 3}
        ]},
        {"name": "Filter", "properties": [{"name": "color", "type": "string", "required": true}, {"name": "size", "type": "int32"}]},
        {"name": "Upload", "properties": [{"name": "title", "type": "string", "required": true, "minLength": 1}, {"name": "file", "type": "binary"}]},
        {"name": "Avatar", "properties": [{"name": "image", "type": "binary"}, {"name": "meta", "type": "Filter"}, {"name": "thumb", "type": "binary"}]}
      ],
      "endpoints": [
        {"operationId": "putUser", "method": "PUT", "path": "/users/{id}",
         "parameters": [
           {"name": "id", "in": "path", "type": "int64", "required": true, "minimum": 1},
           {"name": "user", "in": "body", "type": "User", "required": true}
         ]},
        {"operationId": "list", "method": "GET", "path": "/users",
         "parameters": [
           {"name": "ids", "in": "query", "type": "array<int32>", "explode": false},
           {"name": "names", "in": "query", "type": "array<string>", "style": "pipeDelimited"},
           {"name": "filter", "in": "query", "type": "Filter", "style": "deepObject"},
           {"name": "limit", "in": "query", "type": "int32", "maximum": 100},
           {"name": "session", "in": "cookie", "type": "string", "required": true, "pattern": "^s-"},
           {"name": "path", "in": "query", "type": "string", "allowReserved": true}
         ]},
        {"operationId": "upload", "method": "POST", "path": "/uploads",
         "parameters": [{"name": "upload", "in": "body", "type": "Upload", "required": true, "contentType": "multipart/form-data"}]},
        {"operationId": "avatar", "method": "POST", "path": "/avatars",
         "parameters": [{"name": "avatar", "in": "body", "type": "Avatar", "required": true, "contentType": "multipart/form-data",
                         "encoding": {"image": "image/*", "thumb": "image/png, image/jpeg"}}]},
        {"operationId": "note", "method": "POST", "path": "/notes",
         "parameters": [{"name": "note", "in": "body", "type": "string", "required": true, "contentType": "text/plain", "maxLength": 4}]}
      ]
    }
    """#

    private var validator: WireValidator { get throws { WireValidator(document: try WireDocument(json: Data(Self.json.utf8))) } }

    func testRulesAndStylesDecode() throws {
        let document = try WireDocument(json: Data(Self.json.utf8))
        guard case let .object(properties)? = document.model(named: "User")?.kind else { return XCTFail("User is an object") }
        XCTAssertEqual(properties[0].rules, WireRules(pattern: "^[a-z]+$", minLength: 2, maxLength: 5))
        XCTAssertEqual(properties[1].rules, WireRules(minimum: 0, exclusiveMaximum: 150))
        XCTAssertEqual(properties[3].rules, WireRules(maxLength: 3, minItems: 1, maxItems: 2, uniqueItems: true))
        let list = try XCTUnwrap(document.endpoint(operationId: "list"))
        XCTAssertEqual(list.parameters.map(\.style), [.form, .pipeDelimited, .deepObject, .form, .form, .form])
        XCTAssertEqual(list.parameters.map(\.explode), [false, false, false, true, true, true])
        XCTAssertEqual(list.parameters.map(\.allowReserved), [false, false, false, false, false, true])
        XCTAssertEqual(list.parameters[4].location, .cookie)
        XCTAssertEqual(document.endpoint(operationId: "upload")?.bodyParameter?.contentType, .multipart)
        XCTAssertThrowsError(try WireDocument(json: Data(Self.json.replacingOccurrences(of: "\"^s-\"", with: "\"(\"").utf8)))
    }

    func testBodyRules() throws {
        let url = "https://rules.example.com/v1/users/3"
        assertValid(try validator, Request("PUT", url, json: ["name": "ann", "age": 149, "score": 2.5, "tags": ["a", "b"]]), operationId: "putUser")
        assertViolations(try validator, Request("PUT", url, json: ["name": "A", "age": 150, "score": 0.3, "tags": ["abcd", "abcd"]]), operationId: "putUser", [
            "body.name: \"A\" is shorter than minLength 2",
            "body.age: 150 is not less than exclusiveMaximum 150",
            "body.score: 0.3 is not a multiple of 0.5",
            "body.tags: has duplicate elements, but uniqueItems is set",
            "body.tags[0]: \"abcd\" is longer than maxLength 3",
            "body.tags[1]: \"abcd\" is longer than maxLength 3",
        ])
        assertViolations(try validator, Request("PUT", url, json: ["name": "ABC", "tags": []]), operationId: "putUser", [
            "body.name: \"ABC\" does not match the pattern ^[a-z]+$", "body.tags: has 0 elements, fewer than minItems 1",
        ])
        assertViolations(try validator, Request("PUT", "https://rules.example.com/v1/users/0", json: ["name": "ann"]), operationId: "putUser", [
            "path.id: 0 is less than the minimum 1",
        ])
    }

    func testQueryStylesAndCookies() throws {
        let base = "https://rules.example.com/v1/users"
        let cookie = ["Cookie": "session=s-1"]
        assertValid(try validator, Request("GET", base + "?ids=1,2,3&names=a%7Cb&filter%5Bcolor%5D=red&filter%5Bsize%5D=2&limit=100", headers: cookie), operationId: "list")
        assertViolations(try validator, Request("GET", base + "?ids=1&ids=2", headers: cookie), operationId: "list", [
            "query.ids: sent 2 times, but style form (explode: false) sends one delimited value",
        ])
        assertViolations(try validator, Request("GET", base + "?ids=1,x&filter%5Bshape%5D=round&limit=101", headers: cookie), operationId: "list", [
            "query.ids[1]: expected int32 (an integer), found \"x\"",
            "query.filter[shape]: unknown key (not a property of Filter)",
            "query.filter[color]: required key of Filter is missing",
            "query.limit: 101 is greater than the maximum 100",
        ])
        assertViolations(try validator, Request("GET", base, headers: ["Cookie": "session=x; theme=dark"]), operationId: "list", [
            "cookie.session: \"x\" does not match the pattern ^s-", "cookie.theme: unknown cookie (declared: session)",
        ])
        assertViolations(try validator, Request("GET", base), operationId: "list", ["cookie.session: required cookie is missing"])
    }

    /// Reserved characters in a query value: accepted unencoded only with `allowReserved`, and `[` `]` never.
    func testAllowReservedDecidesWhichCharactersMayBeSentUnencoded() throws {
        let base = "https://rules.example.com/v1/users"
        let cookie = ["Cookie": "session=s-1"]
        assertValid(try validator, Request("GET", base + "?path=/docs/a:b?c@d!$'()*,;&limit=1", headers: cookie), operationId: "list")
        assertValid(try validator, Request("GET", base + "?path=%2Fdocs%2Fa&names=%2Fx%7C%3Ay", headers: cookie), operationId: "list")
        assertViolations(try validator, Request("GET", base + "?names=/x%7C:y", headers: cookie), operationId: "list", [
            "query.names: \"/\", \":\" sent unencoded in \"names=/x%7C:y\" (the parameter does not have allowReserved)",
        ])
        assertViolations(try validator, Request("GET", base + "?path=a%5B1%5D&filter%5Bcolor%5D=a/b", headers: cookie), operationId: "list", [
            "query.filter: \"/\" sent unencoded in \"filter%5Bcolor%5D=a/b\" (the parameter does not have allowReserved)",
        ])
    }

    func testMultipartAndTextBodies() throws {
        let boundary = "XyZ"
        func multipart(_ parts: [(String, String)], types: [String: String] = ["file": "application/octet-stream"]) -> Data {
            var text = ""
            for (name, value) in parts {
                let type = types[name].map { "Content-Type: \($0)\r\n" } ?? ""
                text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\(type)\r\n\(value)\r\n"
            }
            return Data((text + "--\(boundary)--\r\n").utf8)
        }
        let headers = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
        let url = "https://rules.example.com/v1/uploads"
        assertValid(try validator, Request("POST", url, headers: headers, body: multipart([("title", "t"), ("file", "\u{1}bytes")])), operationId: "upload")
        assertViolations(try validator, Request("POST", url, headers: headers, body: multipart([("name", "t")])), operationId: "upload", [
            "body.name: unknown part (not a property of Upload)", "body.title: required part of Upload is missing",
        ])
        assertViolations(try validator, Request("POST", url, headers: ["Content-Type": "multipart/form-data"], body: multipart([("title", "t")])), operationId: "upload", [
            "header.Content-Type: multipart/form-data without a boundary parameter",
        ])
        // Part content types: binary defaults to application/octet-stream, an object to application/json, text to
        // text/plain (also when absent); `encoding` overrides them, wildcards and lists allowed.
        assertViolations(try validator, Request("POST", url, headers: headers, body: multipart([("title", "t"), ("file", "b")], types: [:])), operationId: "upload", [
            "body.file: part Content-Type is absent (text/plain), expected application/octet-stream",
        ])
        assertViolations(try validator, Request("POST", url, headers: headers, body: multipart([("title", "t")], types: ["title": "application/json"])), operationId: "upload", [
            "body.title: part Content-Type is application/json, expected text/plain",
        ])
        assertValid(try validator, Request("POST", url, headers: headers, body: multipart([("title", "t")], types: ["title": "text/plain; charset=utf-8"])), operationId: "upload")
        let avatars = "https://rules.example.com/v1/avatars"
        let avatarBody = { (types: [String: String]) in multipart([("image", "b"), ("meta", "{\"color\":\"red\"}"), ("thumb", "c")], types: types) }
        assertValid(try validator, Request("POST", avatars, headers: headers, body: avatarBody(["image": "image/png", "meta": "application/json", "thumb": "image/jpeg"])), operationId: "avatar")
        // A wildcard-only encoding also allows the default, which clients send for it.
        assertValid(try validator, Request("POST", avatars, headers: headers, body: avatarBody(["image": "application/octet-stream", "meta": "application/json", "thumb": "image/png"])), operationId: "avatar")
        assertViolations(try validator, Request("POST", avatars, headers: headers, body: avatarBody(["image": "text/csv", "meta": "text/plain", "thumb": "image/gif"])), operationId: "avatar", [
            "body.image: part Content-Type is text/csv, expected image/*",
            "body.meta: part Content-Type is text/plain, expected application/json",
            "body.thumb: part Content-Type is image/gif, expected image/png or image/jpeg",
        ])
        let note = "https://rules.example.com/v1/notes"
        assertValid(try validator, Request("POST", note, headers: ["Content-Type": "text/plain"], body: Data("hi".utf8)), operationId: "note")
        assertViolations(try validator, Request("POST", note, headers: ["Content-Type": "text/plain"], body: Data("hello".utf8)), operationId: "note", [
            "body: \"hello\" is longer than maxLength 4",
        ])
    }
}
