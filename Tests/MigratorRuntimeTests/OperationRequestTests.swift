import Foundation
import MigratorRuntime
import XCTest

private enum Status: String, Codable, ParameterValue {
    case available, sold
}

private struct NewPet: Encodable {
    var name: String
    var tags: [String]
    var owner: Owner?
    var age: Int
    var note: String?

    struct Owner: Encodable {
        var name: String
        var address: [String: String]
    }
}

final class OperationRequestTests: XCTestCase {
    private func url(_ text: String) throws -> URL {
        try XCTUnwrap(URL(string: text))
    }

    func testJoinsBasePathAndFilledTemplate() throws {
        var request = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/owners/{ownerID}/pets/{petID}")
        request.setPathParameter("ownerID", 7)
        request.setPathParameter("petID", "rex")
        for base in ["https://api.example.com/v1", "https://api.example.com/v1/"] {
            let built = try request.makeHTTPRequest(baseURL: try url(base))
            XCTAssertEqual(built.url.absoluteString, "https://api.example.com/v1/owners/7/pets/rex")
            XCTAssertEqual(built.method, .get)
            XCTAssertNil(built.body)
        }
        let rootBase = try request.makeHTTPRequest(baseURL: try url("http://localhost:8080"))
        XCTAssertEqual(rootBase.url.absoluteString, "http://localhost:8080/owners/7/pets/rex")
    }

    func testTemplateWithoutLeadingSlashAndEmptyTemplate() throws {
        let relative = OperationRequest(operationID: "a", method: .get, pathTemplate: "pets")
        XCTAssertEqual(try relative.makeHTTPRequest(baseURL: try url("https://h/v1")).url.absoluteString, "https://h/v1/pets")
        let empty = OperationRequest(operationID: "b", method: .get, pathTemplate: "")
        XCTAssertEqual(try empty.makeHTTPRequest(baseURL: try url("https://h/v1")).url.absoluteString, "https://h/v1")
    }

    func testPathParametersArePercentEncodedAsOneSegment() throws {
        var request = OperationRequest(operationID: "getFile", method: .get, pathTemplate: "/files/{path}")
        request.setPathParameter("path", "a b/c?d#é%")
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(built.url.absoluteString, "https://h/files/a%20b%2Fc%3Fd%23%C3%A9%25")
        XCTAssertEqual(built.url.path, "/files/a b/c?d#é%")
    }

    func testArrayPathParametersAreCommaJoined() throws {
        var request = OperationRequest(operationID: "getMany", method: .get, pathTemplate: "/pets/{ids}")
        request.setPathParameter("ids", ["1", "2 3", "4,5"])
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(built.url.absoluteString, "https://h/pets/1,2%203,4%2C5")
    }

    func testUnfilledPathParameterThrows() throws {
        var request = OperationRequest(operationID: "getPet", method: .get, pathTemplate: "/owners/{ownerID}/pets/{petID}")
        request.setPathParameter("petID", 1)
        XCTAssertThrowsError(try request.makeHTTPRequest(baseURL: try url("https://h"))) { error in
            XCTAssertEqual(error as? RequestBuildingError, .unfilledPathParameter("ownerID"))
        }
    }

    func testQueryParametersKeepOrderSkipNilAndExplodeArrays() throws {
        var request = OperationRequest(operationID: "listPets", method: .get, pathTemplate: "/pets")
        let missing: Int? = nil
        let missingTags: [String]? = nil
        request.addQueryParameter("limit", 10)
        request.addQueryParameter("offset", missing)
        request.addQueryParameter("tags", ["a b", "c&d"])
        request.addQueryParameter("none", missingTags)
        request.addQueryParameter("status", Status.sold)
        request.addQueryParameter("q", "x=y+z/é")
        let built = try request.makeHTTPRequest(baseURL: try url("https://h/v1"))
        XCTAssertEqual(
            built.url.absoluteString,
            "https://h/v1/pets?limit=10&tags=a%20b&tags=c%26d&status=sold&q=x%3Dy%2Bz%2F%C3%A9"
        )
    }

    func testQueryOfTheBaseURLIsKept() throws {
        var request = OperationRequest(operationID: "listPets", method: .get, pathTemplate: "/pets")
        request.addQueryParameter("limit", 1)
        let built = try request.makeHTTPRequest(baseURL: try url("https://h/v1?tenant=t1"))
        XCTAssertEqual(built.url.absoluteString, "https://h/v1/pets?tenant=t1&limit=1")
    }

    func testHeaderParametersAcceptAndNilSkipping() throws {
        var request = OperationRequest(operationID: "listPets", method: .get, pathTemplate: "/pets")
        let missing: String? = nil
        request.setHeaderParameter("X-Request-ID", "abc")
        request.setHeaderParameter("X-Missing", missing)
        request.setHeaderParameter("X-Tags", ["a", "b"])
        request.setHeaderParameter("x-request-id", "def")
        request.acceptsJSON = true
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(
            built.headerFields,
            [
                HTTPHeaderField(name: "x-request-id", value: "def"),
                HTTPHeaderField(name: "X-Tags", value: "a,b"),
                HTTPHeaderField(name: "Accept", value: "application/json"),
            ]
        )
        XCTAssertTrue(request.acceptsJSON)
        request.acceptsJSON = false
        XCTAssertNil(request.accept)
        XCTAssertNil(try request.makeHTTPRequest(baseURL: try url("https://h")).value(forHeader: "Accept"))
    }

    func testJSONBodyHasSortedKeysAndContentType() throws {
        var request = OperationRequest(operationID: "addPet", method: .post, pathTemplate: "/pets")
        try request.setJSONBody(["zeta": 1, "alpha": 2, "mid": 3])
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(built.body.map { String(decoding: $0, as: UTF8.self) }, #"{"alpha":2,"mid":3,"zeta":1}"#)
        XCTAssertEqual(built.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(built.method, .post)
    }

    func testFormBodyFlattensNestedObjectsAndArrays() throws {
        var request = OperationRequest(operationID: "addPet", method: .post, pathTemplate: "/pets")
        let pet = NewPet(
            name: "Rex & Co",
            tags: ["good dog", "café"],
            owner: NewPet.Owner(name: "Ann", address: ["zip": "12345", "city": "Oslo"]),
            age: 3,
            note: nil
        )
        try request.setFormBody(pet)
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(
            built.body.map { String(decoding: $0, as: UTF8.self) },
            "age=3&name=Rex%20%26%20Co&owner%5Baddress%5D%5Bcity%5D=Oslo&owner%5Baddress%5D%5Bzip%5D=12345"
                + "&owner%5Bname%5D=Ann&tags%5B0%5D=good%20dog&tags%5B1%5D=caf%C3%A9"
        )
        XCTAssertEqual(built.value(forHeader: "content-type"), "application/x-www-form-urlencoded")
    }

    func testFormBodyOmitsNullsAndEmptyContainersAndRejectsNonObjects() throws {
        var request = OperationRequest(operationID: "update", method: .patch, pathTemplate: "/x")
        let fields: [String: JSONValue] = ["a": nil, "b": [], "c": [:], "d": [nil, 1.5, true]]
        try request.setFormBody(fields)
        XCTAssertEqual(request.body.map { String(decoding: $0, as: UTF8.self) }, "d%5B1%5D=1.5&d%5B2%5D=true")
        XCTAssertThrowsError(try request.setFormBody([1, 2])) { error in
            guard case EncodingError.invalidValue = error else { return XCTFail("unexpected error \(error)") }
        }
    }

    func testRawBodyAndContentTypeReplacement() throws {
        var request = OperationRequest(operationID: "upload", method: .put, pathTemplate: "/blob")
        try request.setJSONBody("first")
        request.setRawBody(Data([0, 1, 2]), contentType: "application/octet-stream")
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(built.body, Data([0, 1, 2]))
        XCTAssertEqual(built.headerFields, [HTTPHeaderField(name: "Content-Type", value: "application/octet-stream")])
    }

    func testTemplateLiteralsAreEncodedAndUnclosedBracesAreLiteral() throws {
        var request = OperationRequest(operationID: "odd", method: .get, pathTemplate: "/a b/{id}/x{y")
        request.setPathParameter("id", 1)
        let built = try request.makeHTTPRequest(baseURL: try url("https://h"))
        XCTAssertEqual(built.url.absoluteString, "https://h/a%20b/1/x%7By")
    }

    func testRequestMetadataIsExposed() {
        var request = OperationRequest(operationID: "listPets", method: .get, pathTemplate: "/pets")
        request.security = ["apiKey", "bearer"]
        XCTAssertEqual(request.operationID, "listPets")
        XCTAssertEqual(request.method, .get)
        XCTAssertEqual(request.pathTemplate, "/pets")
        XCTAssertEqual(request.security, ["apiKey", "bearer"])
        XCTAssertNil(request.body)
    }

    func testTextBodyIsUTF8WithCharset() throws {
        var request = OperationRequest(operationID: "echo", method: .post, pathTemplate: "/echo")
        request.setTextBody("grüß")
        let built = try request.makeHTTPRequest(baseURL: try url("https://api.example.com"))
        XCTAssertEqual(built.body, Data([0x67, 0x72, 0xC3, 0xBC, 0xC3, 0x9F]))
        XCTAssertEqual(built.value(forHeader: "Content-Type"), "text/plain; charset=utf-8")
    }
}
