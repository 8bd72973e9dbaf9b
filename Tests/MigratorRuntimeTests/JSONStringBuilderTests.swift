import Foundation
import MigratorRuntime
import XCTest

private enum PetStatus: String, Codable, Equatable, DefaultValueProviding {
    case available, pending, sold
    static var defaultValue: PetStatus { .available }
}

private enum Priority: Int, Codable, DefaultValueProviding {
    case low = 10, high = 20
    static var defaultValue: Priority { .low }
}

/// A migrated enum whose default case the API removed: encoding it throws (no replacement), and decoding any other
/// value keeps it as `unknown`.
private enum Version: Codable, DefaultValueProviding {
    case v2011
    case unknown(String)
    static var defaultValue: Version { .v2011 }

    struct Removed: Error {}

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text == "2011-02-01" ? .v2011 : .unknown(text)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .v2011: throw Removed()
        case let .unknown(text): try container.encode(text)
        }
    }
}

/// An enum without a default: its raw-value decoding rejects the recorded `""`.
private enum Undefaulted: String, Codable {
    case one
}

private struct Owner: Codable, Equatable {
    var name: String
    var age: Int
}

private struct Pet: Codable, Equatable {
    var id: Int64
    var name: String
    var weight: Double
    var vaccinated: Bool
    var status: PetStatus
    var owner: Owner
    var nickname: String?
    var tags: [String]
    var attributes: [String: Int]
    var petType: String

    enum CodingKeys: String, CodingKey {
        case id, name, weight, vaccinated, status, owner, nickname, tags, attributes
        case petType = "pet_type"
    }
}

private struct Scalars: Decodable {
    var int8: Int8
    var uint64: UInt64
    var float: Float
    var date: Date
    var uuid: UUID
    var url: URL
    var data: Data
    var decimal: Decimal
    var dateTime: ISO8601DateTime
    var day: ISO8601Date
    var priority: Priority
    var any: JSONValue
    var set: Set<Int>
    var optionalOwner: Owner?
}

/// A hand-written decoder using nested containers, `decodeNil`, `contains` and a super decoder.
private struct HandWritten: Decodable {
    enum Keys: String, CodingKey { case meta, flags, note, base, count }
    enum MetaKeys: String, CodingKey { case version }

    var version: Int
    var count: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        version = try meta.decode(Int.self, forKey: .version)
        var flags = try container.nestedUnkeyedContainer(forKey: .flags)
        while !flags.isAtEnd { _ = try flags.decode(Bool.self) }
        _ = try container.decodeNil(forKey: .note)
        let base = try container.superDecoder(forKey: .base).singleValueContainer()
        _ = try base.decode(String.self)
        count = container.contains(.count) ? try container.decode(Int.self, forKey: .count) : -1
    }
}

/// A generic wrapper: its property is decoded through the generic `decode(_:forKey:)`.
private struct Wrapper<Value: Decodable>: Decodable {
    var value: Value
    var values: [Value]
}

final class JSONStringBuilderTests: XCTestCase {
    func testNestedStructWithDefaultsOptionalsArraysAndDictionaries() throws {
        let text = try JSONStringBuilder.jsonString(for: Pet.self)
        XCTAssertEqual(
            text,
            #"{"attributes":{},"id":0,"name":"","nickname":null,"owner":{"age":0,"name":""},"#
                + #""pet_type":"","status":"available","tags":[],"vaccinated":false,"weight":0.0}"#
        )
    }

    func testTypesRecognizedByIdentityAndDefaultValueProviding() throws {
        let value = try JSONStringBuilder.jsonValue(for: Scalars.self)
        XCTAssertEqual(value["int8"], .integer(0))
        XCTAssertEqual(value["uint64"], .integer(0))
        XCTAssertEqual(value["float"], .number(0))
        XCTAssertEqual(value["date"], .integer(-978_307_200))
        XCTAssertEqual(value["uuid"], .string("00000000-0000-0000-0000-000000000000"))
        XCTAssertEqual(value["url"], .string("https://example.com"))
        XCTAssertEqual(value["data"], .string(""))
        XCTAssertEqual(value["decimal"], .integer(0))
        XCTAssertEqual(value["dateTime"], .string("1970-01-01T00:00:00Z"))
        XCTAssertEqual(value["day"], .string("1970-01-01"))
        XCTAssertEqual(value["priority"], .integer(10))
        XCTAssertEqual(value["any"], .null)
        XCTAssertEqual(value["set"], .array([]))
        XCTAssertEqual(value["optionalOwner"], .null)
    }

    /// A provided default that does not encode is no example: the type's own decoding is recorded instead (a removed
    /// endpoint's arguments of a migrated enum whose default case the API removed: AWS CloudSearch 2011 → 2013).
    func testAProvidedDefaultThatDoesNotEncodeFallsBackToTheTypesDecoding() throws {
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Version.self), #""""#)
        guard case .unknown("") = try JSONStringBuilder.instance(of: Version.self) else { return XCTFail("expected unknown(\"\")") }
    }

    func testInstanceDecodesTheBuiltJSON() throws {
        let pet = try JSONStringBuilder.instance(of: Pet.self)
        XCTAssertEqual(
            pet,
            Pet(
                id: 0, name: "", weight: 0, vaccinated: false, status: .available,
                owner: Owner(name: "", age: 0), nickname: nil, tags: [], attributes: [:], petType: ""
            )
        )
        let scalars = try JSONStringBuilder.instance(of: Scalars.self)
        XCTAssertEqual(scalars.date, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(scalars.url.absoluteString, "https://example.com")
        XCTAssertEqual(scalars.uuid.uuidString, "00000000-0000-0000-0000-000000000000")
        XCTAssertEqual(scalars.priority, .low)
        XCTAssertEqual(scalars.dateTime.value.timeIntervalSince1970, 0)
    }

    func testTopLevelScalarsCollectionsAndOptionals() throws {
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: String.self), #""""#)
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Int.self), "0")
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Bool.self), "false")
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: [Owner].self), "[]")
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: [String: Owner].self), "{}")
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Owner?.self), "null")
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: PetStatus.self), #""available""#)
    }

    func testGenericPropertiesGoThroughTheGenericDecodePath() throws {
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Wrapper<String>.self), #"{"value":"","values":[]}"#)
        XCTAssertEqual(
            try JSONStringBuilder.jsonString(for: Wrapper<Owner>.self),
            #"{"value":{"age":0,"name":""},"values":[]}"#
        )
    }

    func testHandWrittenDecoderIsRecorded() throws {
        let text = try JSONStringBuilder.jsonString(for: HandWritten.self)
        XCTAssertEqual(text, #"{"base":"","count":0,"flags":[],"meta":{"version":0},"note":null}"#)
        let instance = try JSONStringBuilder.instance(of: HandWritten.self)
        XCTAssertEqual(instance.count, 0)
        XCTAssertEqual(instance.version, 0)
    }

    func testOutputIsDeterministic() throws {
        let first = try JSONStringBuilder.jsonString(for: Pet.self)
        let second = try JSONStringBuilder.jsonString(for: Pet.self)
        XCTAssertEqual(first, second)
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Scalars.self), try JSONStringBuilder.jsonString(for: Scalars.self))
    }

    func testDecodingErrorsOfTheTypePropagate() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonString(for: Undefaulted.self)) { error in
            guard case DecodingError.dataCorrupted = error else {
                return XCTFail("expected dataCorrupted, got \(error)")
            }
        }
    }

    func testConcurrentBuildsGiveTheSameResult() throws {
        let expected = try JSONStringBuilder.jsonString(for: Pet.self)
        let results = ResultCollector()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            results.record(index, (try? JSONStringBuilder.jsonString(for: Pet.self)) ?? "failed")
        }
        XCTAssertEqual(results.values, Array(repeating: expected, count: 16))
    }
}

/// Collects strings from concurrent work, in index order.
final class ResultCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: String] = [:]

    func record(_ index: Int, _ value: String) {
        lock.lock()
        stored[index] = value
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored.keys.sorted().compactMap { stored[$0] }
    }
}
