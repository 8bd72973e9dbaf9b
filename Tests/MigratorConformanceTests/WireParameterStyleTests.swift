import Foundation
import MigratorConformance
import XCTest

/// Every parameter style the runtime writes (the shapes of `Tests/MigratorGeneratorTests/Fixtures/wire-formats.yaml`,
/// as `WireFormatsTests` pins them) is accepted, and the same value in another style is rejected: `label` and
/// `matrix` paths, objects in `simple` paths and headers, objects in `form` queries and cookies, repeated cookies,
/// nested `deepObject` members and union scalars, repeated multipart parts for arrays, and server URLs with any
/// allowed variable value.
final class WireParameterStyleTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Styles", "version": "1.0.0"},
      "servers": [
        {"url": "https://{environment}.styles.example.com/{version}",
         "variables": [{"name": "environment", "default": "api", "enum": ["api", "sandbox"]}, {"name": "version", "default": "v1"}]},
        {"url": "http://localhost:8080/v1"}
      ],
      "models": [
        {"name": "Window", "properties": [{"name": "from", "type": "int32", "required": true}, {"name": "to", "type": "int32", "required": true}]},
        {"name": "CreatedFilter", "properties": [
          {"name": "gte", "type": "int64"}, {"name": "lt", "type": "int64"}, {"name": "range", "type": "Window"},
          {"name": "tags", "type": "array<string>"}
        ]},
        {"name": "Created", "oneOf": [{"name": "timestamp", "type": "int64"}, {"name": "filter", "type": "CreatedFilter"}]},
        {"name": "AvatarUpload", "properties": [
          {"name": "caption", "type": "string", "required": true}, {"name": "tags", "type": "array<string>", "maxItems": 2},
          {"name": "visible", "type": "boolean"}
        ]}
      ],
      "endpoints": [
        {"operationId": "getLabel", "method": "GET", "path": "/label/{ids}",
         "parameters": [{"name": "ids", "in": "path", "type": "array<int32>", "required": true, "style": "label"}]},
        {"operationId": "getLabelExploded", "method": "GET", "path": "/label-exploded/{ids}",
         "parameters": [{"name": "ids", "in": "path", "type": "array<int32>", "required": true, "style": "label", "explode": true}]},
        {"operationId": "getMatrix", "method": "GET", "path": "/matrix/{ids}/{range}",
         "parameters": [
           {"name": "ids", "in": "path", "type": "array<int32>", "required": true, "style": "matrix", "explode": true},
           {"name": "range", "in": "path", "type": "Window", "required": true, "style": "matrix"}
         ]},
        {"operationId": "getMatrixScalar", "method": "GET", "path": "/matrix-id/{id}",
         "parameters": [{"name": "id", "in": "path", "type": "int32", "required": true, "style": "matrix"}]},
        {"operationId": "getSimple", "method": "GET", "path": "/simple/{range}",
         "parameters": [{"name": "range", "in": "path", "type": "Window", "required": true, "explode": true}]},
        {"operationId": "getHeaders", "method": "GET", "path": "/headers",
         "parameters": [
           {"name": "X-Window", "in": "header", "type": "Window", "explode": true},
           {"name": "X-Flat", "in": "header", "type": "Window"}
         ]},
        {"operationId": "listCharges", "method": "GET", "path": "/charges",
         "parameters": [
           {"name": "created", "in": "query", "type": "Created", "style": "deepObject", "explode": true},
           {"name": "metadata", "in": "query", "type": "map<string>", "style": "deepObject", "explode": true},
           {"name": "range", "in": "query", "type": "Window"},
           {"name": "rangeFlat", "in": "query", "type": "Window", "explode": false}
         ]},
        {"operationId": "searchFree", "method": "GET", "path": "/search",
         "parameters": [{"name": "q", "in": "query", "type": "string"}, {"name": "filter", "in": "query", "type": "map<int32>"}]},
        {"operationId": "searchWindow", "method": "GET", "path": "/window",
         "parameters": [{"name": "extra", "in": "query", "type": "map<int32>"}, {"name": "range", "in": "query", "type": "Window", "required": true},
                        {"name": "metadata", "in": "query", "type": "map<string>", "style": "deepObject", "explode": true}]},
        {"operationId": "editText", "method": "POST", "path": "/edit",
         "parameters": [{"name": "text", "in": "query", "type": "string", "required": true}, {"name": "reply_markup", "in": "query", "type": "json"}]},
        {"operationId": "getCookies", "method": "GET", "path": "/cookies",
         "parameters": [
           {"name": "tags", "in": "cookie", "type": "array<string>"},
           {"name": "flat", "in": "cookie", "type": "array<int32>", "explode": false},
           {"name": "window", "in": "cookie", "type": "Window"}
         ]},
        {"operationId": "uploadAvatar", "method": "POST", "path": "/avatars",
         "parameters": [{"name": "avatar", "in": "body", "type": "AvatarUpload", "required": true, "contentType": "multipart/form-data"}]}
      ]
    }
    """#

    private let base = "https://api.styles.example.com/v1"
    private var validator: WireValidator!

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    /// `label`: a leading `.`, arrays comma-joined (`.3,4`) or, exploded, dot-joined (`.3.4`).
    func testLabelPathStyle() {
        assertValid(validator, Request("GET", base + "/label/.3,4"), operationId: "getLabel")
        assertValid(validator, Request("GET", base + "/label-exploded/.3.4"), operationId: "getLabelExploded")
        assertViolations(validator, Request("GET", base + "/label/3,4"), operationId: "getLabel", [
            "path.ids: style label starts with \".\", found \"3,4\"",
        ])
        // The exploded form where the non-exploded one is declared: `3.4` is not an int32.
        assertViolations(validator, Request("GET", base + "/label/.3.4"), operationId: "getLabel", [
            "path.ids[0]: expected int32 (an integer), found \"3.4\"",
        ])
        assertViolations(validator, Request("GET", base + "/label-exploded/.3,4"), operationId: "getLabelExploded", [
            "path.ids[0]: expected int32 (an integer), found \"3,4\"",
        ])
    }

    /// `matrix`: `;ids=3;ids=4` exploded, `;range=from,1,to,2` for a non-exploded object, `;id=5` for a scalar.
    func testMatrixPathStyle() {
        assertValid(validator, Request("GET", base + "/matrix/;ids=3;ids=4/;range=from,1,to,2"), operationId: "getMatrix")
        assertValid(validator, Request("GET", base + "/matrix-id/;id=5"), operationId: "getMatrixScalar")
        assertViolations(validator, Request("GET", base + "/matrix/;ids=3,4/;from=1;to=2"), operationId: "getMatrix", [
            "path.ids[0]: expected int32 (an integer), found \"3,4\"",
            "path.range: style matrix (explode: false) sends one ;range=…, found \";from=1;to=2\"",
        ])
        assertViolations(validator, Request("GET", base + "/matrix/;ids=3;id=4/;range=from,1,to"), operationId: "getMatrix", [
            "path.ids: \";id=4\" is not ;ids=…",
            "path.range: 3 items, but a non-exploded object alternates keys and values (from,1,to)",
            "path.range[from]: required key of Window is missing",
            "path.range[to]: required key of Window is missing",
        ])
        assertViolations(validator, Request("GET", base + "/matrix-id/5"), operationId: "getMatrixScalar", [
            "path.id: style matrix starts with \";\", found \"5\"",
        ])
    }

    /// A map or any JSON value in an exploded `form` query sends its members as query items of their own names
    /// (`min=1&max=2` for `{"min": 1, "max": 2}`): names the endpoint does not declare are its members, checked against
    /// the map's value type; any JSON value may also come as one compact JSON text.
    func testFreeFormValuesExplodedInAFormQuery() {
        assertValid(validator, Request("GET", base + "/search?q=a&min=1&max=2"), operationId: "searchFree")
        assertViolations(validator, Request("GET", base + "/search?q=a&min=x"), operationId: "searchFree", [
            "query.filter[min]: expected int32 (an integer), found \"x\"",
        ])
        assertValid(validator, Request("POST", base + "/edit?text=t&key=value&row=1"), operationId: "editText")
        assertViolations(validator, Request("GET", base + "/search?q=a&f%5Bx%5D=1"), operationId: "searchFree", [
            "query.f[x]: unknown query parameter (declared: q, filter)",
        ])
        // Whatever the declaration order, the object's members and deepObject items are not the map's.
        assertValid(validator, Request("GET", base + "/window?from=1&to=2&metadata%5Bk%5D=x"), operationId: "searchWindow")
        assertViolations(validator, Request("GET", base + "/window?from=1&to=2&size=x"), operationId: "searchWindow", [
            "query.extra[size]: expected int32 (an integer), found \"x\"",
        ])
        assertValid(validator, Request("POST", base + "/edit?text=t&reply_markup=%7B%7D"), operationId: "editText")
    }

    /// Objects in `simple` style: `from=1,to=2` exploded, `from,1,to,2` not, in paths and headers.
    func testObjectsInSimpleStyle() {
        assertValid(validator, Request("GET", base + "/simple/from=1,to=2"), operationId: "getSimple")
        assertViolations(validator, Request("GET", base + "/simple/from,1,to,2"), operationId: "getSimple", [
            "path.range: \"from\" is not key=value (an exploded object sends its members as key=value)",
            "path.range: \"1\" is not key=value (an exploded object sends its members as key=value)",
            "path.range: \"to\" is not key=value (an exploded object sends its members as key=value)",
            "path.range: \"2\" is not key=value (an exploded object sends its members as key=value)",
            "path.range[from]: required key of Window is missing",
            "path.range[to]: required key of Window is missing",
        ])
        assertViolations(validator, Request("GET", base + "/simple/from=1,to=x,size=2"), operationId: "getSimple", [
            "path.range[to]: expected int32 (an integer), found \"x\"",
            "path.range[size]: unknown key (not a property of Window)",
        ])
        assertValid(validator, Request("GET", base + "/headers", headers: ["X-Window": "from=1,to=2", "X-Flat": "from,1,to,2"]), operationId: "getHeaders")
        assertViolations(validator, Request("GET", base + "/headers", headers: ["X-Flat": "from=1,to=2"]), operationId: "getHeaders", [
            "header.X-Flat[from=1]: unknown key (not a property of Window)",
            "header.X-Flat[from]: required key of Window is missing",
            "header.X-Flat[to]: required key of Window is missing",
        ])
    }

    /// Objects in `form` queries (`from=3&to=4` exploded, `rangeFlat=from,5,to,6` not) and `deepObject` with
    /// nested objects, indexed arrays, maps and a union's scalar variant (`created=10`).
    func testObjectsInQueries() {
        let charges = base + "/charges"
        assertValid(validator, Request("GET", charges + "?created%5Bgte%5D=10&created%5Blt%5D=20&created%5Brange%5D%5Bfrom%5D=1"
                + "&created%5Brange%5D%5Bto%5D=2&created%5Btags%5D%5B0%5D=x&created%5Btags%5D%5B1%5D=y&metadata%5Border%5D=7"
                + "&from=3&to=4&rangeFlat=from,5,to,6"), operationId: "listCharges")
        assertValid(validator, Request("GET", charges + "?created=1700000000"), operationId: "listCharges")
        assertViolations(validator, Request("GET", charges + "?created%5Brange%5D%5Bfrom%5D=x&from=3"), operationId: "listCharges", [
            "query.created: matches no variant of Created (int64: query.created: sent as deepObject members, but its type int64 is not an object; "
                + "CreatedFilter: query.created[range].from: expected int32 (an integer), found \"x\")",
            "query.range[to]: required key of Window is missing",
        ])
        assertViolations(validator, Request("GET", charges + "?created=soon"), operationId: "listCharges", [
            "query.created: matches no variant of Created (int64: query.created: expected int64 (an integer), found \"soon\"; "
                + "CreatedFilter: query.created: expected created[key]=… members of CreatedFilter, found a single value)",
        ])
        // The exploded form where the non-exploded one is declared, and the other way round.
        assertViolations(validator, Request("GET", charges + "?rangeFlat=from=5,to=6"), operationId: "listCharges", [
            "query.rangeFlat[from=5]: unknown key (not a property of Window)",
            "query.rangeFlat[from]: required key of Window is missing",
            "query.rangeFlat[to]: required key of Window is missing",
        ])
        assertViolations(validator, Request("GET", charges + "?range=from,3,to,4"), operationId: "listCharges", [
            "query.range: expected JSON text of Window, found \"from,3,to,4\"",
        ])
    }

    /// Cookies in the `form` style: an exploded array repeats the cookie, a non-exploded one comma-joins it, an
    /// exploded object's members are cookies of their own.
    func testCookieStyles() {
        let url = base + "/cookies"
        assertValid(validator, Request("GET", url, headers: ["Cookie": "tags=a; tags=b; flat=1,2; from=1; to=2"]), operationId: "getCookies")
        assertViolations(validator, Request("GET", url, headers: ["Cookie": "flat=1; flat=2; from=1; size=3"]), operationId: "getCookies", [
            "cookie.flat: sent 2 times, but style form (explode: false) sends one delimited value",
            "cookie.window[to]: required key of Window is missing",
            "cookie.size: unknown cookie (declared: tags, flat, window)",
        ])
        assertViolations(validator, Request("GET", url, headers: ["Cookie": "flat=1,x"]), operationId: "getCookies", [
            "cookie.flat[1]: expected int32 (an integer), found \"x\"",
        ])
    }

    /// An endpoint that declares the `Cookie` header as a header parameter (Ory Kratos forwards the browser's cookies
    /// that way) takes any text in it: no cookie is unknown. Without that declaration, the same header is cookies.
    func testACookieHeaderDeclaredAsAHeaderParameterIsNotParsedAsCookies() throws {
        let json = #"""
        {
          "migrator-document": "1",
          "service": {"name": "Sessions", "version": "1.0.0"},
          "servers": [{"url": "https://auth.example.com"}],
          "endpoints": [
            {"operationId": "getFlow", "method": "GET", "path": "/flows",
             "parameters": [{"name": "Cookie", "in": "header", "type": "string"}]},
            {"operationId": "whoami", "method": "GET", "path": "/whoami"}
          ]
        }
        """#
        let validator = WireValidator(document: try WireDocument(json: Data(json.utf8)))
        assertValid(validator, Request("GET", "https://auth.example.com/flows", headers: ["Cookie": "1"]), operationId: "getFlow")
        assertValid(validator, Request("GET", "https://auth.example.com/flows", headers: ["Cookie": "session=abc; csrf=x"]), operationId: "getFlow")
        assertViolationsContain(validator, Request("GET", "https://auth.example.com/whoami", headers: ["Cookie": "session=abc"]), operationId: "whoami", [
            "cookie.session: unknown cookie (the endpoint declares none)",
        ])
    }

    /// An array in a multipart body is one part per element; a scalar sent as several parts is a violation.
    func testMultipartArraysAreRepeatedParts() {
        func body(_ parts: [(String, String)]) -> Data {
            var text = ""
            for (name, value) in parts { text += "--B\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n" }
            return Data((text + "--B--\r\n").utf8)
        }
        let headers = ["Content-Type": "multipart/form-data; boundary=B"]
        let url = base + "/avatars"
        assertValid(validator, Request("POST", url, headers: headers, body: body([("caption", "c"), ("tags", "cat"), ("tags", "sofa"), ("visible", "true")])),
                    operationId: "uploadAvatar")
        assertViolations(validator, Request("POST", url, headers: headers, body: body([("caption", "a"), ("caption", "b"), ("tags", "1"), ("tags", "2"), ("tags", "3")])),
                         operationId: "uploadAvatar", [
                             "body.caption: sent as 2 parts, but its type string is not an array",
                             "body.tags: has 3 elements, more than maxItems 2",
                         ])
        assertViolations(validator, Request("POST", url, headers: headers, body: body([("caption", "c"), ("visible", "yes")])), operationId: "uploadAvatar", [
            "body.visible: expected a boolean (true or false), found \"yes\"",
        ])
    }

    /// A server URL with variables: any value of an enumerated variable, any non-empty segment for a free one; a
    /// value outside the enumeration, or another host, matches no server (the endpoint is still matched after the
    /// first server's base path).
    func testServerVariablesTakeAnyAllowedValue() {
        assertValid(validator, Request("GET", "https://sandbox.styles.example.com/v2/label/.1"), operationId: "getLabel")
        assertValid(validator, Request("GET", "https://api.styles.example.com/beta/label/.1"), operationId: "getLabel")
        assertValid(validator, Request("GET", "http://localhost:8080/v1/label/.1"), operationId: "getLabel")
        assertViolationsContain(validator, Request("GET", "https://staging.styles.example.com/v1/label/.1"), operationId: "getLabel", [
            "url: https://staging.styles.example.com/v1/label/.1 does not start with a server of the document",
        ])
        assertViolationsContain(validator, Request("GET", "https://api.other.example.com/v1/label/.1"), operationId: "getLabel", [
            "does not start with a server of the document (https://api.styles.example.com/v1, http://localhost:8080/v1)",
        ])
    }
}
