import Foundation
import MigratorRuntime
import XCTest

/// A model with a free-form member, as generated for `json` properties.
private struct Envelope: Codable, Equatable {
    var id: Int
    var name: String
    var extra: JSONValue?
}

/// Hostile response bodies: each either decodes or throws a ``ResponseDecodingError`` that names
/// the operation, the member and the reason — no crash, no exhausted stack.
final class ResponseDecodingHardeningTests: XCTestCase {
    /// A client whose every request is answered with `body` and `status`.
    private func core(body: Data, status: Int = 200) throws -> ClientCore {
        ClientCore(baseURL: try XCTUnwrap(URL(string: "https://h")), transport: ClosureTransport { _ in
            HTTPResponse(statusCode: status, body: body)
        })
    }

    /// Decodes `body` as `T` through a client and returns the decoding error, failing when it decodes.
    private func decodingError<T: Decodable>(_ body: Data, as type: T.Type, operationID: String = "getEnvelope") async throws -> ResponseDecodingError? {
        let request = OperationRequest(operationID: operationID, method: .get, pathTemplate: "/e")
        do {
            _ = try await core(body: body).sendExpectingJSON(request, as: type)
            return nil
        } catch let error as ResponseDecodingError {
            XCTAssertEqual(error.operationID, operationID)
            XCTAssertTrue(error.description.hasPrefix("The response of operation '\(operationID)' (HTTP status 200) could not be decoded"), error.description)
            XCTAssertLessThan(error.description.count, 2_000, "the description must stay bounded")
            return error
        }
    }

    /// `{"id":1,"name":"n","extra":` + `depth` nested arrays + `}`.
    private func deepBody(depth: Int, open: String = "[", close: String = "]") -> Data {
        var text = #"{"id":1,"name":"n","extra":"#
        text.reserveCapacity(depth * 2 + 40)
        text += String(repeating: open, count: depth)
        text += String(repeating: close, count: depth)
        text += "}"
        return Data(text.utf8)
    }

    func testJSONNested100000LevelsDeepInAFreeFormMemberThrowsWithoutExhaustingTheStack() async throws {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let error = try await decodingError(deepBody(depth: 100_000, open: open, close: close), as: Envelope.self)
            let thrown = try XCTUnwrap(error, "100,000 levels decoded")
            // Foundation's parser stops at 512 levels; the reason says so (Linux) or names the member.
            XCTAssertTrue(thrown.reason.contains("nested") || thrown.codingPath.hasPrefix("extra"), thrown.description)
            XCTAssertTrue(thrown.description.contains("; body: {\"id\":1"), thrown.description)
            // The same through JSONValue directly.
            XCTAssertThrowsError(try JSONDecoder().decode(JSONValue.self, from: Data((String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000)).utf8)))
        }
    }

    func testModeratelyDeepFreeFormValuesDecodeAndCompare() throws {
        // Well inside the parser's limit: decodes, compares, encodes and describes without trouble.
        let body = deepBody(depth: 200)
        let envelope = try JSONDecoder().decode(Envelope.self, from: body)
        XCTAssertEqual(envelope, envelope)
        let again = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope))
        XCTAssertEqual(again, envelope)
    }

    func testNumbersBeyondInt64AndDoubleAreErrorsOrValuesNeverCrashes() async throws {
        // Foundation on Linux reports these as "not valid JSON" without a coding path; Apple
        // platforms name the member. Either way the reason says what is wrong.
        let tooBig = try await decodingError(Data(#"{"id":99999999999999999999999,"name":"n"}"#.utf8), as: Envelope.self)
        let tooBigError = try XCTUnwrap(tooBig)
        XCTAssertTrue(tooBigError.codingPath == "id" || tooBigError.reason.contains("a number in it does not fit"), tooBigError.description)
        let infinite = try await decodingError(Data(#"{"id":1e400,"name":"n"}"#.utf8), as: Envelope.self)
        let infiniteError = try XCTUnwrap(infinite)
        XCTAssertTrue(infiniteError.codingPath == "id" || infiniteError.reason.contains("1e400 is not representable"), infiniteError.description)
        let fractional = try await decodingError(Data(#"{"id":1.5,"name":"n"}"#.utf8), as: Envelope.self)
        let fractionalError = try XCTUnwrap(fractional)
        XCTAssertTrue(fractionalError.codingPath == "id" || fractionalError.reason.contains("a fraction where an integer"), fractionalError.description)
        // In a free-form member a huge integer becomes a Double; 1e400 is an error, not infinity.
        let wide = try JSONDecoder().decode(Envelope.self, from: Data(#"{"id":1,"name":"n","extra":[99999999999999999999999,-1e300,5e-324]}"#.utf8))
        guard case let .array(values)? = wide.extra, values.count == 3, case let .number(first) = values[0] else {
            return XCTFail("\(String(describing: wide.extra))")
        }
        XCTAssertEqual(first, 1e23, accuracy: 1e8)
        XCTAssertThrowsError(try JSONDecoder().decode(JSONValue.self, from: Data("[1e400]".utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(JSONValue.self, from: Data("-1e400".utf8)))
    }

    func testInvalidUTF8IsAnError() async throws {
        var body = Data(#"{"id":1,"name":""#.utf8)
        body.append(contentsOf: [0xC3, 0x28, 0xFF, 0xFE])
        body.append(contentsOf: Data(#""}"#.utf8))
        let error = try await decodingError(body, as: Envelope.self)
        XCTAssertNotNil(error)
        XCTAssertFalse(error?.reason.isEmpty ?? true)
        // The excerpt replaces the invalid bytes instead of failing.
        XCTAssertTrue(error?.description.contains("\u{FFFD}") ?? false, error?.description ?? "")
    }

    func testA100MegabyteArrayDecodes() throws {
        // 100 MB of elements of a free-form array: about 1 KB each.
        let element = #"{"id":1,"name":""# + String(repeating: "x", count: 1_000) + #""}"#
        let count = 100_000_000 / element.utf8.count
        var body = Data()
        body.reserveCapacity(count * (element.utf8.count + 1) + 2)
        body.append(UInt8(ascii: "["))
        let elementData = Data(element.utf8)
        for index in 0..<count {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(elementData)
        }
        body.append(UInt8(ascii: "]"))
        XCTAssertGreaterThanOrEqual(body.count, 100_000_000)
        let start = Date()
        let decoded = try JSONDecoder().decode([Envelope].self, from: body)
        XCTAssertEqual(decoded.count, count)
        XCTAssertEqual(decoded.last?.name.count, 1_000)
        print("100 MB array: \(count) elements decoded in \(Date().timeIntervalSince(start)) s")
    }

    func testAHugeBadBodyGivesABoundedExcerpt() async throws {
        let body = Data((#"{"id":"not a number","name":""# + String(repeating: "y", count: 5_000_000) + #""}"#).utf8)
        let thrown = try await decodingError(body, as: Envelope.self)
        let error = try XCTUnwrap(thrown)
        XCTAssertEqual(error.codingPath, "id")
        XCTAssertTrue(error.reason.hasPrefix("expected Int"), error.reason)
        XCTAssertTrue(error.description.contains("; body: {\"id\":\"not a number\""), error.description)
        XCTAssertTrue(error.description.hasSuffix("… (\(body.count) bytes)"), String(error.description.suffix(80)))
    }

    func testTheErrorNamesTheMemberByItsCodingPath() async throws {
        let nested = try await decodingError(Data(#"[{"id":1,"name":"a"},{"id":2,"name":"b"},{"id":3,"name":7}]"#.utf8), as: [Envelope].self, operationID: "listEnvelopes")
        XCTAssertEqual(nested?.codingPath, "[2].name")
        XCTAssertTrue(nested?.description.contains("could not be decoded at [2].name: expected String") ?? false, nested?.description ?? "")
        let missing = try await decodingError(Data(#"{"id":1}"#.utf8), as: Envelope.self)
        XCTAssertEqual(missing?.codingPath, "name")
        XCTAssertEqual(missing?.reason, "the required member is missing")
        let null = try await decodingError(Data(#"{"id":null,"name":"n"}"#.utf8), as: Envelope.self)
        XCTAssertEqual(null?.codingPath, "id")
        let garbage = try await decodingError(Data("<html>502 Bad Gateway</html>".utf8), as: Envelope.self)
        XCTAssertEqual(garbage?.codingPath, "")
        XCTAssertTrue(garbage?.reason.hasPrefix("the body is not valid JSON: ") ?? false, garbage?.description ?? "")
        XCTAssertTrue(garbage?.description.hasSuffix("; body: <html>502 Bad Gateway</html>") ?? false, garbage?.description ?? "")
    }

    func testAnErrorStatusWithAHugeBodyHasABoundedDescription() async throws {
        let body = Data(repeating: UInt8(ascii: "z"), count: 10_000_000)
        let request = OperationRequest(operationID: "getEnvelope", method: .get, pathTemplate: "/e")
        do {
            _ = try await core(body: body, status: 503).sendExpectingJSON(request, as: Envelope.self)
            XCTFail("no error")
        } catch let error as HTTPStatusError {
            XCTAssertEqual(error.statusCode, 503)
            XCTAssertLessThan(error.description.count, 400)
            XCTAssertTrue(error.description.hasPrefix("Operation 'getEnvelope' failed with HTTP status 503: zzz"), error.description)
        }
    }
}
