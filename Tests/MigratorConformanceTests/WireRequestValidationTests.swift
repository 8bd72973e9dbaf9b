import Foundation
import MigratorConformance
import XCTest

/// Requests against petstore v1 (`https://api.petstore.example.com/v1`).
final class WireRequestValidationV1Tests: XCTestCase {
    var validator: WireValidator!
    let base = "https://api.petstore.example.com/v1"
    let bearer = ["Authorization": "Bearer secret-token"]

    override func setUpWithError() throws {
        validator = try Fixtures.validator("petstore-v1.encoded.json")
    }

    private var newPet: [String: Any] {
        [
            "name": "Rex", "photo_urls": ["https://img.example.com/rex.jpg"], "tags": [["id": 1, "name": "good boy"]],
            "category": ["id": 2, "name": "Terriers", "parent": ["id": 1, "name": "Dogs"]], "status": "pending", "size": "2xl",
            "birth_date": "2020-04-01", "thumbnail": "iVBORw0KGgo=",
        ]
    }

    // MARK: Valid requests

    func testValidRequestsOfEveryKind() {
        assertValid(validator, Request("GET", "\(base)/pets"), operationId: "listPets")
        assertValid(
            validator,
            Request("GET", "\(base)/pets?limit=10&offset=0&status=available&tags=small&tags=long%20hair&born_after=2020-01-31",
                    headers: ["Accept": "application/json"]),
            operationId: "listPets"
        )
        assertValid(validator, Request("GET", "https://sandbox.petstore.example.com/v1/pets?limit=1"), operationId: "listPets")
        assertValid(validator, Request("GET", "https://API.petstore.example.com:443/v1/pets"), operationId: "listPets")
        assertValid(
            validator,
            Request("POST", "\(base)/pets", headers: bearer.merging(["X-Request-ID": "123e4567-e89b-12d3-a456-426614174000", "Accept": "application/json"]) { $1 },
                    json: newPet),
            operationId: "createPet"
        )
        assertValid(validator, Request("GET", "\(base)/pets/42", headers: bearer.merging(["accept-language": "de-DE"]) { $1 }), operationId: "getPetById")
        assertValid(validator, Request("PUT", "\(base)/pets/-7", headers: bearer, json: validator.example(type: "Pet")), operationId: "updatePet")
        assertValid(validator, Request("DELETE", "\(base)/pets/42?reason=too%20old%20%26%20tired", headers: bearer), operationId: "deletePet")
        assertValid(
            validator,
            Request("POST", "\(base)/pets/42/image", headers: bearer.merging(["Content-Type": "application/octet-stream"]) { $1 },
                    body: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])),
            operationId: "uploadPetImage"
        )
        assertValid(validator, Request("GET", "\(base)/pets/42/photo"), operationId: "getPetPhoto")
        assertValid(validator, Request("GET", "\(base)/store/inventory", headers: ["X-API-Key": "k-1"]), operationId: "getInventory")
        assertValid(validator, Request("GET", "\(base)/store/inventory", headers: ["x-api-key": "k-1"]), operationId: "getInventory")
        let basic = "Basic " + Data("staff:pa:ss".utf8).base64EncodedString()
        assertValid(validator, Request("GET", "\(base)/store/inventory", headers: ["Authorization": basic]), operationId: "getInventory")
        let order: [String: Any] = [
            "id": 1, "pet_id": 42, "quantity": 1, "status": "in-transit", "priority": 3, "ship_date": "2024-05-01T12:00:00Z",
            "shipping_address": ["street": "Main St 1", "city": "Springfield", "zip": "12345", "country": "US", "default": true],
        ]
        assertValid(validator, Request("POST", "\(base)/store/orders", headers: bearer, json: order), operationId: "placeOrder")
        assertValid(validator, Request("GET", "\(base)/store/orders/7", headers: bearer), operationId: "getOrderById")
        assertValid(validator, Request("DELETE", "\(base)/store/orders/7", headers: bearer), operationId: "cancelOrder")
        assertValid(
            validator, Request("POST", "\(base)/sessions", form: "password=p%40ss%20word&remember_me=true&username=jane"), operationId: "createSession"
        )
        assertValid(validator, Request("POST", "\(base)/sessions", form: "username=jane&password=x"), operationId: "createSession")
        assertValid(validator, Request("GET", "\(base)/user?username=jane%20doe", headers: bearer), operationId: "getUserByName")
        let user: [String: Any] = [
            "id": 1, "username": "jane doe", "email": "jane@example.com", "email_verified": "true",
            "preferences": ["email": ["dogs", "cats"], "sms": []], "addresses": [["street": "a", "city": "b", "zip": "c", "country": "DE"]],
        ]
        assertValid(validator, Request("PATCH", "\(base)/user/jane%20doe", headers: bearer, json: user), operationId: "updateUser")
    }

    // MARK: URL, endpoint and method

    func testURLsOutsideTheServers() {
        assertViolations(validator, Request("GET", "https://evil.example.com/v1/pets"), operationId: "listPets", [
            "url: https://evil.example.com/v1/pets does not start with a server of the document "
                + "(https://api.petstore.example.com/v1, https://sandbox.petstore.example.com/v1)",
        ])
        assertViolations(validator, Request("GET", "http://api.petstore.example.com/v1/pets"), operationId: "listPets", [
            "url: http://api.petstore.example.com/v1/pets does not start with a server of the document "
                + "(https://api.petstore.example.com/v1, https://sandbox.petstore.example.com/v1)",
        ])
        assertViolationsContain(validator, Request("GET", "https://api.petstore.example.com:8443/v1/pets"), operationId: "listPets", [
            "does not start with a server",
        ])
        assertViolations(validator, Request("GET", "https://api.petstore.example.com/v2/pets"), operationId: nil, [
            "url: https://api.petstore.example.com/v2/pets does not start with a server of the document "
                + "(https://api.petstore.example.com/v1, https://sandbox.petstore.example.com/v1)",
            "endpoint: no endpoint matches GET /v2/pets",
        ])
        assertViolationsContain(validator, Request("GET", "https://api.petstore.example.com/v1pets"), operationId: nil, [
            "does not start with a server",
        ])
    }

    func testUnknownPathsAndMethods() {
        assertViolations(validator, Request("GET", "\(base)/unicorns"), operationId: nil, ["endpoint: no endpoint matches GET /unicorns"])
        assertViolations(validator, Request("GET", "\(base)/pets/", headers: bearer), operationId: "getPetById", ["path.petId: is empty"])
        assertViolations(validator, Request("GET", "\(base)/pets/1/photo/2"), operationId: nil, ["endpoint: no endpoint matches GET /pets/1/photo/2"])
        assertViolations(validator, Request("PATCH", "\(base)/pets"), operationId: nil, [
            "endpoint: no endpoint for PATCH /pets; the path matches GET /pets (listPets), POST /pets (createPet)",
        ])
        assertValid(validator, Request("get", "\(base)/pets"), operationId: "listPets")
    }

    // MARK: Parameters

    func testPathParameters() {
        assertViolations(validator, Request("GET", "\(base)/pets/rex", headers: bearer), operationId: "getPetById", [
            "path.petId: expected int64 (an integer), found \"rex\"",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets/1.5/photo"), operationId: "getPetPhoto", [
            "path.petId: expected int64 (an integer), found \"1.5\"",
        ])
        assertViolations(validator, Request("GET", "\(base)/store/orders/99999999999999999999", headers: bearer), operationId: "getOrderById", [
            "path.orderId: expected int64 (an integer), found \"99999999999999999999\"",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets//photo"), operationId: "getPetPhoto", ["path.petId: is empty"])
        assertValid(validator, Request("PATCH", "\(base)/user/a%2Fb", headers: bearer, json: ["id": 1, "username": "a/b", "email": "e"]),
                    operationId: "updateUser")
    }

    func testQueryParameters() {
        assertViolations(validator, Request("GET", "\(base)/pets?limit=ten&offset=3000000000&status=lost&born_after=2024-13-01&tags=x"),
                         operationId: "listPets", [
                             "query.limit: expected int32 (an integer), found \"ten\"",
                             "query.offset: 3000000000 is out of the int32 range",
                             "query.status: \"lost\" is not a case of PetStatus (\"available\", \"pending\", \"sold\", \"unknown\")",
                             "query.born_after: \"2024-13-01\" is not a date (YYYY-MM-DD)",
                         ])
        assertViolations(validator, Request("GET", "\(base)/pets?limit=1&limit=2&sort=name&bornAfter=2024-01-01"), operationId: "listPets", [
            "query.limit: sent 2 times, but its type int32 is not an array",
            "query.sort: unknown query parameter (declared: limit, offset, status, tags, born_after)",
            "query.bornAfter: unknown query parameter (declared: limit, offset, status, tags, born_after)",
        ])
        assertViolations(validator, Request("GET", "\(base)/user", headers: bearer), operationId: "getUserByName", [
            "query.username: required query parameter is missing",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets/1/photo?x=1"), operationId: "getPetPhoto", [
            "query.x: unknown query parameter (the endpoint declares none)",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets?limit="), operationId: "listPets", [
            "query.limit: expected int32 (an integer), found \"\"",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets?tags=%FF"), operationId: "listPets", [
            "query: invalid percent-encoding in \"tags=%FF\"",
        ])
    }

    func testHeaders() {
        assertViolations(
            validator,
            Request("POST", "\(base)/pets", headers: bearer.merging(["X-Request-ID": "42", "X-Debug": "1"]) { $1 }, json: newPet),
            operationId: "createPet",
            ["header.X-Request-ID: \"42\" is not a uuid", "header.X-Debug: unknown header (declared: X-Request-ID)"]
        )
        assertViolations(validator, Request("GET", "\(base)/pets", headers: ["Accept-Language": "de"]), operationId: "listPets", [
            "header.Accept-Language: unknown header (the endpoint declares none)",
        ])
        var relaxed = validator!
        relaxed.ignoredHeaders.insert("accept-language")
        assertValid(relaxed, Request("GET", "\(base)/pets", headers: ["Accept-Language": "de"]), operationId: "listPets")
        assertValid(validator, Request("GET", "\(base)/pets", headers: ["Accept": "text/html", "User-Agent": "x", "Content-Length": "0"]),
                    operationId: "listPets")
    }

    // MARK: Security

    func testSecurity() {
        assertViolations(validator, Request("GET", "\(base)/pets/1"), operationId: "getPetById", [
            "security: no credential for any required scheme; expected one of bearerAuth (Authorization: Bearer <token>)",
        ])
        assertViolationsContain(validator, Request("GET", "\(base)/pets/1", headers: ["Authorization": "Bearer "]), operationId: "getPetById", [
            "security: no credential",
        ])
        assertViolationsContain(validator, Request("GET", "\(base)/pets/1", headers: ["Authorization": "Token abc"]), operationId: "getPetById", [
            "security: no credential",
        ])
        assertValid(validator, Request("GET", "\(base)/pets/1", headers: ["authorization": "bearer abc"]), operationId: "getPetById")
        assertViolations(validator, Request("GET", "\(base)/store/inventory", headers: bearer), operationId: "getInventory", [
            "security: no credential for any required scheme; expected one of apiKey (header X-API-Key), "
                + "basicAuth (Authorization: Basic <base64(user:password)>)",
        ])
        assertViolationsContain(validator, Request("GET", "\(base)/store/inventory", headers: ["Authorization": "Basic not-base64"]),
                                operationId: "getInventory", ["security: no credential"])
        assertViolationsContain(validator, Request("GET", "\(base)/store/inventory", headers: ["X-API-Key": ""]),
                                operationId: "getInventory", ["security: no credential"])
        assertValid(validator, Request("GET", "\(base)/pets", headers: bearer), operationId: "listPets")
    }

    // MARK: Bodies

    func testJSONBodies() {
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer), operationId: "createPet", [
            "body: required body (NewPet) is missing",
        ])
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer, body: Data()), operationId: "createPet", [
            "body: required body (NewPet) is missing",
        ])
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer.merging(["Content-Type": "application/json"]) { $1 },
                                            body: Data("{\"name\": ".utf8)), operationId: "createPet", [
            "body: not valid JSON: {\"name\": ",
        ])
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer, json: NSNull()), operationId: "createPet", [
            "body: is null, but the body is not nullable",
        ])
        assertViolations(
            validator,
            Request("POST", "\(base)/pets", headers: bearer.merging(["Content-Type": "text/plain"]) { $1 },
                    body: try! JSONSerialization.data(withJSONObject: newPet)),
            operationId: "createPet", ["header.Content-Type: is text/plain, expected application/json"]
        )
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer, body: try! JSONSerialization.data(withJSONObject: newPet)),
                         operationId: "createPet", ["header.Content-Type: missing; expected application/json"])
        assertValid(validator, Request("POST", "\(base)/pets", headers: bearer.merging(["Content-Type": "application/json; charset=utf-8"]) { $1 },
                                       body: try! JSONSerialization.data(withJSONObject: newPet)), operationId: "createPet")
        let wrong = modified(newPet, ["name": 7, "birthDate": "2020-04-01", "status": "sold", "size": "xxl"], remove: ["photo_urls"])
        assertViolations(validator, Request("POST", "\(base)/pets", headers: bearer, json: wrong), operationId: "createPet", [
            "body.name: expected a string, found 7",
            "body.photo_urls: required key of NewPet is missing",
            "body.size: \"xxl\" is not a case of PetSize (\"xs\", \"s\", \"m\", \"l\", \"xl\", \"2xl\")",
            "body.birthDate: unknown key (not a property of NewPet)",
        ])
        assertViolations(validator, Request("GET", "\(base)/pets/1", headers: bearer, json: ["id": 1]), operationId: "getPetById", [
            "body: the endpoint takes no body, but 8 bytes were sent",
        ])
        let order: [String: Any] = ["id": 1, "pet_id": 42, "quantity": 1, "status": "placed", "priority": "2"]
        assertViolations(validator, Request("POST", "\(base)/store/orders", headers: bearer, json: order), operationId: "placeOrder", [
            "body.priority: expected an integer (enum OrderPriority: 1, 2, 3), found \"2\"",
        ])
    }

    func testFormBodies() {
        assertViolations(validator, Request("POST", "\(base)/sessions", form: "password=x&remember_me=maybe&otp=1"), operationId: "createSession", [
            "body.remember_me: expected a boolean (true or false), found \"maybe\"",
            "body.otp: unknown field (not a property of LoginForm)",
            "body.username: required field of LoginForm is missing",
        ])
        assertViolations(validator, Request("POST", "\(base)/sessions", form: "username=a&username=b&password[0]=x"), operationId: "createSession", [
            "body.username: sent 2 times, but its type string is not an array",
            "body.password: expected a single value of string, found nested fields",
        ])
        assertViolationsContain(
            validator, Request("POST", "\(base)/sessions", json: ["username": "jane", "password": "x"]), operationId: "createSession",
            ["header.Content-Type: is application/json, expected application/x-www-form-urlencoded", "body.username: required field"]
        )
        assertViolations(validator, Request("POST", "\(base)/sessions"), operationId: "createSession", [
            "body: required body (LoginForm) is missing",
        ])
        assertValid(validator, Request("POST", "\(base)/sessions", form: "username=jane+doe&password=a%2Bb"), operationId: "createSession")
    }

    func testOctetStreamBodies() {
        assertViolations(validator, Request("POST", "\(base)/pets/1/image", headers: bearer), operationId: "uploadPetImage", [
            "body: required body (binary) is missing",
        ])
        assertViolations(
            validator,
            Request("POST", "\(base)/pets/1/image", headers: bearer.merging(["Content-Type": "application/json"]) { $1 }, body: Data([1, 2, 3])),
            operationId: "uploadPetImage", ["header.Content-Type: is application/json, expected application/octet-stream"]
        )
        assertValid(
            validator,
            Request("POST", "\(base)/pets/1/image?caption=hi", headers: bearer.merging(["Content-Type": "application/octet-stream"]) { $1 },
                    body: Data()),
            operationId: "uploadPetImage"
        )
    }
}

/// Requests against petstore v2 and v3: what a migrated client must send, and what a stale v1 client sends.
final class WireRequestValidationV2V3Tests: XCTestCase {
    let bearer = ["Authorization": "Bearer t"]

    func testV2Requests() throws {
        let v2 = try Fixtures.validator("petstore-v2.encoded.json")
        let base = "https://api.petstore.example.com/v2"
        assertValid(v2, Request("GET", "\(base)/pets?status=available&status=reserved&sort=name"), operationId: "listPets")
        // tags is pipeDelimited in v2: one item `a|b`; v1's exploded form (`tags=a&tags=b`) is rejected.
        assertValid(v2, Request("GET", "\(base)/pets?tags=friendly%7Chouse-trained"), operationId: "listPets")
        assertViolationsContain(v2, Request("GET", "\(base)/pets?tags=friendly&tags=house-trained"), operationId: "listPets", [
            "sent 2 times, but style pipeDelimited (explode: false) sends one delimited value",
        ])
        assertViolations(v2, Request("GET", "\(base)/pets?status=sold"), operationId: "listPets", [
            "query.status[0]: \"sold\" is not a case of PetStatus (\"available\", \"pending\", \"adopted\", \"unknown\", \"reserved\")",
        ])
        // getInventory: the added partnerKey scheme (query) and the added required `warehouse`.
        assertValid(v2, Request("GET", "\(base)/store/inventory?warehouse=main&partner_key=p-1"), operationId: "getInventory")
        assertValid(v2, Request("GET", "\(base)/store/inventory?warehouse=main", headers: ["X-API-Key": "k"]), operationId: "getInventory")
        assertViolations(v2, Request("GET", "\(base)/store/inventory", headers: ["X-API-Key": "k"]), operationId: "getInventory", [
            "query.warehouse: required query parameter is missing",
        ])
        assertViolations(v2, Request("GET", "\(base)/store/inventory?warehouse=main"), operationId: "getInventory", [
            "security: no credential for any required scheme; expected one of apiKey (header X-API-Key), partnerKey (query item partner_key), "
                + "basicAuth (Authorization: Basic <base64(user:password)>)",
        ])
        // deletePet: query `reason` moved to the header `X-Delete-Reason`.
        assertValid(v2, Request("DELETE", "\(base)/pets/1", headers: bearer.merging(["X-Delete-Reason": "sold out"]) { $1 }), operationId: "deletePet")
        assertViolations(v2, Request("DELETE", "\(base)/pets/1?reason=old", headers: bearer), operationId: "deletePet", [
            "query.reason: unknown query parameter (the endpoint declares none)",
        ])
        // cancelOrder: DELETE /store/orders/{id} → POST /store/orders/{id}/cancel with a string id.
        assertValid(v2, Request("POST", "\(base)/store/orders/A-17/cancel", headers: bearer), operationId: "cancelOrder")
        assertViolations(v2, Request("DELETE", "\(base)/store/orders/A-17", headers: bearer), operationId: nil, [
            "endpoint: no endpoint for DELETE /store/orders/A-17; the path matches GET /store/orders/{orderId} (getOrderById)",
        ])
        // placeOrder → createOrder on the same method and path; listOrders added on GET.
        let order: [String: Any] = [
            "id": "A-17", "pet_ids": [1, 2], "quantity": 1, "status": "in_transit", "priority": "high", "ship_date": "2024-05-01",
            "shipping_address": ["street": "s", "city": "c", "postal_code": "p", "country": "DE"],
        ]
        assertValid(v2, Request("POST", "\(base)/store/orders", headers: bearer, json: order), operationId: "createOrder")
        assertValid(v2, Request("GET", "\(base)/store/orders?status=in_transit", headers: bearer), operationId: "listOrders")
        let staleOrder: [String: Any] = [
            "id": 17, "pet_id": 1, "quantity": 1, "status": "in-transit", "priority": 2, "ship_date": "2024-05-01T12:00:00Z", "comment": "x",
            "shipping_address": ["street": "s", "city": "c", "zip": "p", "country": "DE", "default": true],
        ]
        assertViolations(v2, Request("POST", "\(base)/store/orders", headers: bearer, json: staleOrder), operationId: "createOrder", [
            "body.id: expected a string, found 17",
            "body.ship_date: \"2024-05-01T12:00:00Z\" is not a date (YYYY-MM-DD)",
            "body.status: \"in-transit\" is not a case of OrderStatus (\"placed\", \"approved\", \"in_transit\", \"delivered\")",
            "body.priority: expected a string (enum OrderPriority: \"low\", \"normal\", \"high\"), found 2",
            "body.shipping_address.postal_code: required key of ShippingAddress is missing",
            "body.shipping_address.default: unknown key (not a property of ShippingAddress)",
            "body.shipping_address.zip: unknown key (not a property of ShippingAddress)",
            "body.comment: unknown key (not a property of Order)",
            "body.pet_id: unknown key (not a property of Order)",
        ])
        // getUserByName: query `username` moved into the path /users/{username}.
        assertValid(v2, Request("GET", "\(base)/users/jane", headers: bearer), operationId: "getUserByName")
        assertViolations(v2, Request("GET", "\(base)/user?username=jane", headers: bearer), operationId: nil, [
            "endpoint: no endpoint matches GET /user",
        ])
        // createPet: NewPet gained a required `species`; `birth_date` is now `date_of_birth`.
        let newPet: [String: Any] = ["name": "Rex", "species": "dog", "status": "pending", "date_of_birth": "2020-01-01"]
        assertValid(v2, Request("POST", "\(base)/pets", headers: bearer, json: newPet), operationId: "createPet")
        assertViolations(v2, Request("POST", "\(base)/pets", headers: bearer, json: ["name": "Rex", "birth_date": "2020-01-01", "photo_urls": []]),
                         operationId: "createPet", [
                             "body.status: required key of NewPet is missing",
                             "body.species: required key of NewPet is missing",
                             "body.birth_date: unknown key (not a property of NewPet)",
                         ])
        // A v1 URL against v2.
        assertViolationsContain(v2, Request("GET", "https://api.petstore.example.com/v1/pets"), operationId: nil, [
            "does not start with a server", "endpoint: no endpoint matches GET /v1/pets",
        ])
        // The renamed form model still posts the same fields.
        assertValid(v2, Request("POST", "\(base)/sessions", form: "password=x&username=jane"), operationId: "createSession")
    }

    func testV3Requests() throws {
        let v3 = try Fixtures.validator("petstore-v3.encoded.json")
        let base = "https://api.petstore.example.com/v2"  // v3 keeps the v2 base path
        let inventory = "https://inventory.petstore.example.com/v3"  // getInventory's own server in v3
        assertValid(v3, Request("GET", "\(inventory)/inventory", headers: ["X-Petstore-Key": "k"]), operationId: "getInventory")
        assertViolations(v3, Request("GET", "\(base)/inventory", headers: ["X-Petstore-Key": "k"]), operationId: "getInventory", [
            "url: \(base)/inventory uses server \(base), not one of getInventory's servers (\(inventory))",
        ])
        assertViolations(v3, Request("GET", "\(inventory)/inventory?warehouse=main", headers: ["X-API-Key": "k"]), operationId: "getInventory", [
            "header.X-API-Key: unknown header (the endpoint declares none)",
            "security: no credential for any required scheme; expected one of apiKey (header X-Petstore-Key), partnerKey (query item partner_key), "
                + "basicAuth (Authorization: Basic <base64(user:password)>)",
        ])
        assertViolations(v3, Request("GET", "\(base)/store/inventory?warehouse=main", headers: ["X-Petstore-Key": "k"]), operationId: nil, [
            "endpoint: no endpoint matches GET /store/inventory",
        ])
        let document = try Fixtures.document("petstore-v3.encoded.json")
        let listPets = try XCTUnwrap(document.endpoint(operationId: "listPets"))
        XCTAssertTrue(listPets.parameters.contains { $0.name == "page_size" })
        assertValid(v3, Request("GET", "\(base)/pets?page_size=20"), operationId: "listPets")
        assertViolations(v3, Request("GET", "\(base)/pets?limit=20"), operationId: "listPets", [
            "query.limit: unknown query parameter (declared: \(listPets.parameters.filter { $0.location == .query }.map(\.name).joined(separator: ", ")))",
        ])
    }
}
