import Foundation
import MigratorRuntime
import XCTest

/// A `created` filter as a payment API writes it: bounds plus a nested object and an array.
private struct CreatedFilter: Encodable {
    var gte: Int?
    var lt: Int?
    var range: Range?
    var tags: [String]?

    struct Range: Encodable {
        var from: Int
        var to: Int
    }
}

/// `created: Int | {gte, lt}` as a generated union encodes it: the payload alone.
private enum CreatedUnion: Encodable {
    case timestamp(Int)
    case filter(CreatedFilter)

    func encode(to encoder: Encoder) throws {
        switch self {
        case let .timestamp(value): try value.encode(to: encoder)
        case let .filter(value): try value.encode(to: encoder)
        }
    }
}

/// The exact query strings, path segments, header and cookie values of every OpenAPI parameter style.
final class ParameterStyleTests: XCTestCase {
    private let base = URL(string: "https://api.example.com")!

    private func query(_ fill: (inout OperationRequest) throws -> Void) throws -> String {
        var request = OperationRequest(operationID: "list", method: .get, pathTemplate: "/items")
        try fill(&request)
        let url = try request.makeHTTPRequest(baseURL: base).url.absoluteString
        return url.components(separatedBy: "?").dropFirst().joined(separator: "?")
    }

    private func path(_ fill: (inout OperationRequest) throws -> Void) throws -> String {
        var request = OperationRequest(operationID: "get", method: .get, pathTemplate: "/items/{id}")
        try fill(&request)
        return try request.makeHTTPRequest(baseURL: base).url.absoluteString
    }

    /// `allowReserved` keeps `:/?@!$'()*,;` and `%XX` escapes, still encodes `[]#&=+`, other bytes and a lone `%`;
    /// names are always fully encoded.
    func testAllowReservedKeepsReservedCharactersThatDoNotBreakTheQuery() throws {
        let value = "a/b?c=d&e#f[1]+%41 %:@!$'()*,;é"
        XCTAssertEqual(
            try query { $0.addQueryParameter("p/q", value, allowReserved: true) },
            "p%2Fq=a/b?c%3Dd%26e%23f%5B1%5D%2B%41%20%25:@!$'()*,;%C3%A9"
        )
        XCTAssertEqual(
            try query { $0.addQueryParameter("p/q", value) },
            "p%2Fq=a%2Fb%3Fc%3Dd%26e%23f%5B1%5D%2B%2541%20%25%3A%40%21%24%27%28%29%2A%2C%3B%C3%A9"
        )
        XCTAssertEqual(try query { $0.addQueryParameter("path", ["/a:b", "c,d"], allowReserved: true) }, "path=/a:b&path=c,d")
        XCTAssertEqual(try query { $0.addQueryParameter("path", ["/a", "b"], style: .pipeDelimited, explode: false, allowReserved: true) }, "path=/a%7Cb")
        XCTAssertEqual(
            try query { try $0.addQueryParameter("f", encoding: ["k": "v/w"], style: .form, explode: true, allowReserved: true) },
            "k=v/w"
        )
    }

    func testFormArraysExplodedAndNot() throws {
        XCTAssertEqual(try query { $0.addQueryParameter("id", [1, 2]) }, "id=1&id=2")
        XCTAssertEqual(try query { $0.addQueryParameter("id", [1, 2], style: .form, explode: false) }, "id=1,2")
        XCTAssertEqual(try query { $0.addQueryParameter("id", ["a b", "c,d"], style: .form, explode: false) }, "id=a%20b,c%2Cd")
        XCTAssertEqual(try query { $0.addQueryParameter("id", [Int](), style: .form, explode: false) }, "")
        XCTAssertEqual(try query { $0.addQueryParameter("id", 5, style: .form, explode: false) }, "id=5")
    }

    func testSpaceAndPipeDelimited() throws {
        XCTAssertEqual(try query { $0.addQueryParameter("id", [3, 4, 5], style: .spaceDelimited, explode: false) }, "id=3%204%205")
        XCTAssertEqual(try query { $0.addQueryParameter("id", [3, 4, 5], style: .pipeDelimited, explode: false) }, "id=3%7C4%7C5")
        XCTAssertEqual(try query { $0.addQueryParameter("id", ["a|b", "c"], style: .pipeDelimited, explode: false) }, "id=a%7Cb%7Cc")
        XCTAssertEqual(try query { $0.addQueryParameter("id", [3, 4], style: .pipeDelimited, explode: true) }, "id=3&id=4")
    }

    func testDeepObjectLikePaymentAPIs() throws {
        let filter = CreatedFilter(gte: 10, lt: 20, range: nil, tags: nil)
        let encoded = try query { try $0.addQueryParameter("created", encoding: filter, style: .deepObject) }
        XCTAssertEqual(encoded, "created%5Bgte%5D=10&created%5Blt%5D=20")
        XCTAssertEqual(encoded.removingPercentEncoding, "created[gte]=10&created[lt]=20")
        let nested = CreatedFilter(gte: nil, lt: nil, range: .init(from: 1, to: 2), tags: ["a", "b"])
        let nestedQuery = try query { try $0.addQueryParameter("created", encoding: nested, style: .deepObject) }
        XCTAssertEqual(
            nestedQuery.removingPercentEncoding,
            "created[range][from]=1&created[range][to]=2&created[tags][0]=a&created[tags][1]=b"
        )
        XCTAssertEqual(try query { $0.addQueryParameter("expand", ["a", "b"], style: .deepObject) }.removingPercentEncoding, "expand[0]=a&expand[1]=b")
    }

    func testUnionQueryParameterIsScalarOrObject() throws {
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: CreatedUnion.timestamp(1_700_000_000), style: .deepObject) }, "created=1700000000")
        let filter = CreatedUnion.filter(CreatedFilter(gte: 5, lt: nil, range: nil, tags: nil))
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: filter, style: .deepObject) }.removingPercentEncoding, "created[gte]=5")
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: CreatedUnion?.none, style: .deepObject) }, "")
    }

    func testFormObjects() throws {
        let filter = CreatedFilter(gte: 1, lt: 2, range: nil, tags: nil)
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: filter) }, "gte=1&lt=2")
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: filter, style: .form, explode: false) }, "created=gte,1,lt,2")
        XCTAssertEqual(try query { try $0.addQueryParameter("created", encoding: filter, style: .spaceDelimited, explode: false) }, "created=gte%201%20lt%202")
    }

    func testPathSimpleLabelMatrix() throws {
        let prefix = "https://api.example.com/items/"
        XCTAssertEqual(try path { $0.setPathParameter("id", 5) }, prefix + "5")
        XCTAssertEqual(try path { $0.setPathParameter("id", [3, 4]) }, prefix + "3,4")
        XCTAssertEqual(try path { $0.setPathParameter("id", 5, style: .label) }, prefix + ".5")
        XCTAssertEqual(try path { $0.setPathParameter("id", [3, 4], style: .label) }, prefix + ".3,4")
        XCTAssertEqual(try path { $0.setPathParameter("id", [3, 4], style: .label, explode: true) }, prefix + ".3.4")
        XCTAssertEqual(try path { $0.setPathParameter("id", 5, style: .matrix) }, prefix + ";id=5")
        XCTAssertEqual(try path { $0.setPathParameter("id", [3, 4], style: .matrix) }, prefix + ";id=3,4")
        XCTAssertEqual(try path { $0.setPathParameter("id", [3, 4], style: .matrix, explode: true) }, prefix + ";id=3;id=4")
        XCTAssertEqual(try path { $0.setPathParameter("id", [Int](), style: .matrix) }, prefix + ";id")
        XCTAssertEqual(try path { $0.setPathParameter("id", "a/b", style: .label) }, prefix + ".a%2Fb")
        let filter = CreatedFilter(gte: 1, lt: 2, range: nil, tags: nil)
        XCTAssertEqual(try path { try $0.setPathParameter("id", encoding: filter) }, prefix + "gte,1,lt,2")
        XCTAssertEqual(try path { try $0.setPathParameter("id", encoding: filter, explode: true) }, prefix + "gte=1,lt=2")
        XCTAssertEqual(try path { try $0.setPathParameter("id", encoding: filter, style: .label, explode: true) }, prefix + ".gte=1.lt=2")
        XCTAssertEqual(try path { try $0.setPathParameter("id", encoding: filter, style: .matrix, explode: true) }, prefix + ";gte=1;lt=2")
        XCTAssertEqual(try path { try $0.setPathParameter("id", encoding: filter, style: .matrix) }, prefix + ";id=gte,1,lt,2")
    }

    func testHeaderSimple() throws {
        var request = OperationRequest(operationID: "get", method: .get, pathTemplate: "/")
        request.setHeaderParameter("X-Ids", [3, 4])
        try request.setHeaderParameter("X-Filter", encoding: CreatedFilter(gte: 1, lt: 2, range: nil, tags: nil))
        try request.setHeaderParameter("X-Exploded", encoding: CreatedFilter(gte: 1, lt: 2, range: nil, tags: nil), explode: true)
        let built = try request.makeHTTPRequest(baseURL: base)
        XCTAssertEqual(built.value(forHeader: "X-Ids"), "3,4")
        XCTAssertEqual(built.value(forHeader: "X-Filter"), "gte,1,lt,2")
        XCTAssertEqual(built.value(forHeader: "X-Exploded"), "gte=1,lt=2")
    }

    func testCookies() throws {
        var request = OperationRequest(operationID: "get", method: .get, pathTemplate: "/")
        request.addCookieParameter("session", "a b")
        request.addCookieParameter("ids", [3, 4], explode: false)
        request.addCookieParameter("tag", ["x", "y"])
        request.addCookieParameter("absent", String?.none)
        let built = try request.makeHTTPRequest(baseURL: base)
        XCTAssertEqual(built.value(forHeader: "Cookie"), "session=a%20b; ids=3,4; tag=x; tag=y")
        let empty = try OperationRequest(operationID: "get", method: .get, pathTemplate: "/").makeHTTPRequest(baseURL: base)
        XCTAssertNil(empty.value(forHeader: "Cookie"))
    }
}
