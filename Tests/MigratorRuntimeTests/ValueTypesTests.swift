import Foundation
import MigratorRuntime
import XCTest

private enum SortOrder: String, ParameterValue {
    case ascending = "asc"
    case descending = "desc"
}

private enum PageSize: Int, ParameterValue {
    case small = 10
}

private struct Folder: Codable, Hashable, Sendable {
    var name: String
    var parent: Indirect<Folder>?
}

/// Tests of the small value types: `Indirect`, the HTTP types and `ParameterValue`.
final class ValueTypesTests: XCTestCase {
    func testIndirectComparesAndHashesTheValue() {
        let first = Indirect("a")
        let same = Indirect("a")
        let other = Indirect("b")
        XCTAssertEqual(first, same)
        XCTAssertNotEqual(first, other)
        XCTAssertEqual(first.hashValue, same.hashValue)
        XCTAssertEqual(Set([first, same, other]).count, 2)
        XCTAssertEqual(first.value, "a")
        XCTAssertEqual(other.description, "b")
    }

    func testIndirectMakesRecursiveStructsEquatableAndTransparentlyCodable() throws {
        let root = Folder(name: "root", parent: nil)
        let child = Folder(name: "child", parent: Indirect(root))
        XCTAssertEqual(child, Folder(name: "child", parent: Indirect(Folder(name: "root", parent: nil))))
        XCTAssertNotEqual(child, Folder(name: "child", parent: Indirect(Folder(name: "other", parent: nil))))

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(child), as: UTF8.self)
        XCTAssertEqual(json, #"{"name":"child","parent":{"name":"root"}}"#)
        XCTAssertEqual(try JSONDecoder().decode(Folder.self, from: Data(json.utf8)), child)
    }

    func testHTTPMethodRawValues() {
        XCTAssertEqual(HTTPMethod.allCases.map(\.rawValue), ["GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE"])
        XCTAssertEqual(HTTPMethod(rawValue: "PATCH"), .patch)
    }

    func testHeaderLookupIsCaseInsensitive() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com"))
        let request = HTTPRequest(
            method: .get,
            url: url,
            headerFields: [HTTPHeaderField(name: "Content-Type", value: "text/plain"), HTTPHeaderField(name: "X-A", value: "1")],
            body: nil
        )
        XCTAssertEqual(request.value(forHeader: "content-type"), "text/plain")
        XCTAssertEqual(request.value(forHeader: "X-a"), "1")
        XCTAssertNil(request.value(forHeader: "Accept"))

        let response = HTTPResponse(statusCode: 200, headerFields: [HTTPHeaderField(name: "ETAG", value: "x")], body: Data())
        XCTAssertEqual(response.value(forHeader: "ETag"), "x")
    }

    func testSetHeaderReplacesCaseInsensitivelyOrAppends() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com"))
        var request = HTTPRequest(
            method: .post,
            url: url,
            headerFields: [
                HTTPHeaderField(name: "accept", value: "text/html"),
                HTTPHeaderField(name: "X-Trace", value: "1"),
                HTTPHeaderField(name: "ACCEPT", value: "text/plain"),
            ],
            body: nil
        )
        request.setHeader("Accept", "application/json")
        request.setHeader("X-New", "2")
        XCTAssertEqual(
            request.headerFields,
            [
                HTTPHeaderField(name: "Accept", value: "application/json"),
                HTTPHeaderField(name: "X-Trace", value: "1"),
                HTTPHeaderField(name: "X-New", value: "2"),
            ]
        )
    }

    func testParameterValuesOfScalars() throws {
        XCTAssertEqual("a b/c".parameterValue, "a b/c")
        XCTAssertEqual(42.parameterValue, "42")
        XCTAssertEqual((-7).parameterValue, "-7")
        XCTAssertEqual(Int64(9_000_000_000).parameterValue, "9000000000")
        XCTAssertEqual(Int32(-3).parameterValue, "-3")
        XCTAssertEqual(1.5.parameterValue, "1.5")
        XCTAssertEqual(2.0.parameterValue, "2.0")
        XCTAssertEqual(Float(0.25).parameterValue, "0.25")
        XCTAssertEqual(true.parameterValue, "true")
        XCTAssertEqual(false.parameterValue, "false")
        let uuid = try XCTUnwrap(UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000"))
        XCTAssertEqual(uuid.parameterValue, "123e4567-e89b-12d3-a456-426614174000")
        XCTAssertEqual(URL(string: "https://example.com/a?b=c")?.parameterValue, "https://example.com/a?b=c")
    }

    func testParameterValuesOfDatesAndJSON() {
        XCTAssertEqual(ISO8601DateTime(Date(timeIntervalSince1970: 1_714_566_600.5)).parameterValue, "2024-05-01T12:30:00.500Z")
        XCTAssertEqual(ISO8601Date(Date(timeIntervalSince1970: 1_714_521_600)).parameterValue, "2024-05-01")
        XCTAssertEqual(JSONValue.string("plain").parameterValue, "plain")
        XCTAssertEqual(JSONValue.integer(3).parameterValue, "3")
        XCTAssertEqual(JSONValue.null.parameterValue, "null")
        XCTAssertEqual((["b": 1, "a": [true]] as JSONValue).parameterValue, #"{"a":[true],"b":1}"#)
    }

    func testRawRepresentableEnumsConformByDeclaration() {
        XCTAssertEqual(SortOrder.descending.parameterValue, "desc")
        XCTAssertEqual(PageSize.small.parameterValue, "10")
    }
}
