import Foundation
import MigratorRuntime
import XCTest

private struct Event: Codable, Equatable {
    var at: ISO8601DateTime
    var on: ISO8601Date
}

final class ISO8601CodingTests: XCTestCase {
    private let mayFirstNoonThirty: TimeInterval = 1_714_566_600  // 2024-05-01T12:30:00Z

    func testParsesUTCDateTimes() throws {
        let date = try XCTUnwrap(ISO8601DateTime.date(from: "2024-05-01T12:30:00Z"))
        XCTAssertEqual(date.timeIntervalSince1970, mayFirstNoonThirty)
        XCTAssertEqual(ISO8601DateTime.date(from: "1970-01-01T00:00:00Z"), Date(timeIntervalSince1970: 0))
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-01t12:30:00z")?.timeIntervalSince1970, mayFirstNoonThirty)
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-01 12:30:00Z")?.timeIntervalSince1970, mayFirstNoonThirty)
    }

    func testParsesFractionalSecondsOfAnyLength() throws {
        let tenth = try XCTUnwrap(ISO8601DateTime.date(from: "2024-05-01T12:30:00.1Z"))
        XCTAssertEqual(tenth.timeIntervalSince1970, mayFirstNoonThirty + 0.1, accuracy: 1e-6)
        let millis = try XCTUnwrap(ISO8601DateTime.date(from: "2024-05-01T12:30:00.123Z"))
        XCTAssertEqual(millis.timeIntervalSince1970, mayFirstNoonThirty + 0.123, accuracy: 1e-6)
        let nanos = try XCTUnwrap(ISO8601DateTime.date(from: "2024-05-01T12:30:00.123456789123Z"))
        XCTAssertEqual(nanos.timeIntervalSince1970, mayFirstNoonThirty + 0.123457, accuracy: 1e-6)
    }

    func testParsesOffsets() {
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-01T14:30:00+02:00")?.timeIntervalSince1970, mayFirstNoonThirty)
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-01T07:00:00-05:30")?.timeIntervalSince1970, mayFirstNoonThirty)
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-01T12:30:00-00:00")?.timeIntervalSince1970, mayFirstNoonThirty)
        // An offset can move the instant into another day.
        XCTAssertEqual(ISO8601DateTime.date(from: "2024-05-02T00:30:00+12:00")?.timeIntervalSince1970, mayFirstNoonThirty)
        XCTAssertEqual(
            ISO8601DateTime.date(from: "2024-05-01T13:30:00.250+01:00")?.timeIntervalSince1970 ?? 0,
            mayFirstNoonThirty + 0.25,
            accuracy: 1e-6
        )
    }

    func testValidatesCalendarDates() {
        XCTAssertNotNil(ISO8601DateTime.date(from: "2024-02-29T00:00:00Z"))
        XCTAssertNotNil(ISO8601DateTime.date(from: "2000-02-29T00:00:00Z"))
        XCTAssertNil(ISO8601DateTime.date(from: "2023-02-29T00:00:00Z"))
        XCTAssertNil(ISO8601DateTime.date(from: "1900-02-29T00:00:00Z"))
        XCTAssertNil(ISO8601DateTime.date(from: "2024-04-31T00:00:00Z"))
        XCTAssertNil(ISO8601DateTime.date(from: "2024-13-01T00:00:00Z"))
        XCTAssertNil(ISO8601DateTime.date(from: "2024-00-10T00:00:00Z"))
    }

    func testRejectsMalformedDateTimes() {
        let invalid = [
            "", "2024-05-01", "2024-05-01T12:30Z", "2024-05-01T12:30:00", "2024-05-01T12:30:00.Z",
            "2024-05-01T24:00:00Z", "2024-05-01T12:60:00Z", "2024-05-01T12:30:00+2:00", "2024-05-01T12:30:00+0200",
            " 2024-05-01T12:30:00Z", "2024-05-01T12:30:00Z ", "24-05-01T12:30:00Z", "2024-5-01T12:30:00Z",
            "2024-05-01X12:30:00Z", "2024-05-01T12:30:00+24:00", "２０２４-05-01T12:30:00Z",
        ]
        for text in invalid {
            XCTAssertNil(ISO8601DateTime.date(from: text), "'\(text)' should be rejected")
        }
    }

    func testFormatsUTCWithMillisecondsOnlyWhenPresent() {
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: mayFirstNoonThirty)), "2024-05-01T12:30:00Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: mayFirstNoonThirty + 0.25)), "2024-05-01T12:30:00.250Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: mayFirstNoonThirty + 0.0004)), "2024-05-01T12:30:00Z")
        // Rounding to the nearest millisecond carries into the next day.
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: 86_399.9996)), "1970-01-02T00:00:00Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: -0.5)), "1969-12-31T23:59:59.500Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: 951_782_400)), "2000-02-29T00:00:00Z")
    }

    func testFormattingClampsToFourDigitYears() {
        XCTAssertEqual(ISO8601DateTime.string(from: .distantFuture), "4001-01-01T00:00:00Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: 1e15)), "9999-12-31T23:59:59.999Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSince1970: -1e15)), "0000-01-01T00:00:00Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSinceReferenceDate: .infinity)), "9999-12-31T23:59:59.999Z")
        XCTAssertEqual(ISO8601DateTime.string(from: Date(timeIntervalSinceReferenceDate: .nan)), "1970-01-01T00:00:00Z")
    }

    func testFormatThenParseRoundTripsAtMillisecondPrecision() throws {
        for interval in [-1_000_000_000.125, -1.001, 0, 0.999, 1_714_566_600.5, 4_102_444_799.999] {
            let text = ISO8601DateTime.string(from: Date(timeIntervalSince1970: interval))
            let parsed = try XCTUnwrap(ISO8601DateTime.date(from: text), text)
            XCTAssertEqual(parsed.timeIntervalSince1970, interval, accuracy: 1e-6, text)
            XCTAssertEqual(ISO8601DateTime.string(from: parsed), text)
        }
    }

    func testFullDatesParseAsUTCMidnightAndFormatTheUTCDay() throws {
        XCTAssertEqual(ISO8601Date.date(from: "2024-05-01")?.timeIntervalSince1970, 1_714_521_600)
        XCTAssertEqual(ISO8601Date.date(from: "1969-12-31")?.timeIntervalSince1970, -86_400)
        XCTAssertEqual(ISO8601Date.string(from: Date(timeIntervalSince1970: 1_714_521_600 + 86_399)), "2024-05-01")
        XCTAssertEqual(ISO8601Date.string(from: Date(timeIntervalSince1970: -1)), "1969-12-31")
        XCTAssertEqual(ISO8601Date.string(from: Date(timeIntervalSince1970: -62_135_596_800)), "0001-01-01")
        for invalid in ["2024-05-01T00:00:00Z", "2024-02-30", "2024-5-1", "20240501", "2024-05-01 "] {
            XCTAssertNil(ISO8601Date.date(from: invalid), invalid)
        }
    }

    func testDefaultValuesAreTheEpoch() {
        XCTAssertEqual(ISO8601DateTime.defaultValue.value, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(ISO8601Date.defaultValue.value, Date(timeIntervalSince1970: 0))
    }

    func testCodableRoundTripThroughJSON() throws {
        let json = #"{"at":"2024-05-01T14:30:00.5+02:00","on":"2024-05-01"}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        XCTAssertEqual(event.at.value.timeIntervalSince1970, mayFirstNoonThirty + 0.5, accuracy: 1e-6)
        XCTAssertEqual(event.on.value.timeIntervalSince1970, 1_714_521_600)

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = String(decoding: try encoder.encode(event), as: UTF8.self)
        XCTAssertEqual(encoded, #"{"at":"2024-05-01T12:30:00.500Z","on":"2024-05-01"}"#)
    }

    func testInvalidStringsFailWithDataCorruptedQuotingTheString() {
        let json = #"{"at":"yesterday","on":"2024-05-01"}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Event.self, from: Data(json.utf8))) { error in
            guard case let DecodingError.dataCorrupted(context) = error else {
                return XCTFail("expected dataCorrupted, got \(error)")
            }
            XCTAssertTrue(context.debugDescription.contains("\"yesterday\""), context.debugDescription)
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["at"])
        }
        let badDay = #"{"at":"2024-05-01T12:30:00Z","on":"May 1"}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Event.self, from: Data(badDay.utf8))) { error in
            guard case let DecodingError.dataCorrupted(context) = error else {
                return XCTFail("expected dataCorrupted, got \(error)")
            }
            XCTAssertTrue(context.debugDescription.contains("\"May 1\""), context.debugDescription)
        }
    }

    func testConcurrentFormattingAndParsingAgree() {
        let results = ResultCollector()
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600.5)
            let text = ISO8601DateTime.string(from: date)
            let back = ISO8601DateTime.date(from: text).map(ISO8601DateTime.string(from:)) ?? "unparsable"
            results.record(index, text == back ? text : "mismatch \(text) \(back)")
        }
        let expected = (0..<32).map { ISO8601DateTime.string(from: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 3_600.5)) }
        XCTAssertEqual(results.values, expected)
        XCTAssertEqual(expected[1], "2023-11-14T23:13:20.500Z")
    }
}
