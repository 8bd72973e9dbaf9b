@testable import MigratorLoader
import XCTest
import Yams

/// ``YAMLNodeDecoder`` decodes exactly what Yams' `YAMLDecoder` decodes (it replaced it for speed).
final class YAMLNodeDecoderTests: XCTestCase {
    /// A value with every kind of field Migrator's formats use.
    private struct Sample: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var note: String?
        var tags: [String]
        var nested: [String: Int]
        var optionalList: [Int?]
    }

    /// Decodes `yaml` with both decoders; they must agree (both values or both errors with the same path).
    private func decodeBoth<T: Decodable & Equatable>(_ type: T.Type, _ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> T? {
        let node = try XCTUnwrap(try Yams.compose(yaml: yaml), file: file, line: line)
        let ours = Result { try YAMLNodeDecoder().decode(type, from: node) }
        let yams = Result { try YAMLDecoder().decode(type, from: node) }
        switch (ours, yams) {
        case let (.success(a), .success(b)):
            XCTAssertEqual(a, b, file: file, line: line)
            return a
        case let (.failure(a as DecodingError), .failure(b as DecodingError)):
            XCTAssertEqual(NativeDocumentReader.explain(a).1, NativeDocumentReader.explain(b).1, "error paths", file: file, line: line)
            return nil
        default:
            XCTFail("the decoders disagree: ours \(ours), Yams \(yams)", file: file, line: line)
            return nil
        }
    }

    func testScalarsFollowYamsRules() throws {
        let value = try decodeBoth(Sample.self, """
        name: 123
        count: 0x1F
        ratio: 1_000.5
        flag: yes
        note: ~
        tags: ['true', "null", plain]
        nested: {a: 1, b: -2}
        optionalList: [1, null, ~, 3]
        """)
        XCTAssertEqual(value, Sample(name: "123", count: 31, ratio: 1000.5, flag: true, note: nil, tags: ["true", "null", "plain"], nested: ["a": 1, "b": -2], optionalList: [1, nil, nil, 3]))
    }

    func testQuotedNullIsAString() throws {
        let value = try decodeBoth(Sample.self, "{name: a, count: 1, ratio: 1, flag: false, note: 'null', tags: [], nested: {}, optionalList: []}")
        XCTAssertEqual(value?.note, "null")
    }

    func testMergeKeysFillMissingFieldsOnly() throws {
        let value = try decodeBoth([String: Sample].self, """
        base: &base {name: base, count: 1, ratio: 2, flag: off, tags: [], nested: {}, optionalList: []}
        derived:
          <<: *base
          name: derived
        """)
        XCTAssertEqual(value?["derived"]?.name, "derived")
        XCTAssertEqual(value?["derived"]?.count, 1)
    }

    func testErrorsCarryTheSamePathsAsYams() throws {
        XCTAssertNil(try decodeBoth(Sample.self, "{name: a, count: many, ratio: 1, flag: true, tags: [], nested: {}, optionalList: []}"))
        XCTAssertNil(try decodeBoth(Sample.self, "{name: a, count: 1, ratio: 1, flag: true, tags: [[x]], nested: {}, optionalList: []}"))
        XCTAssertNil(try decodeBoth(Sample.self, "{name: a, count: 1, ratio: 1, flag: true, nested: {}, optionalList: []}"))
        XCTAssertNil(try decodeBoth(Sample.self, "[1, 2]"))
    }
}
