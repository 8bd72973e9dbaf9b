import MigratorModel
import XCTest

/// RFC 6901 escaping, which every diagnostic location and guide element path goes through.
final class JSONPointerTests: XCTestCase {
    func testTokensAreEscapedAndUnescaped() {
        XCTAssertEqual(JSONPointer.escape("pets"), "pets")
        XCTAssertEqual(JSONPointer.escape("/pets/{id}"), "~1pets~1{id}")
        XCTAssertEqual(JSONPointer.escape("a~b/c"), "a~0b~1c")
        XCTAssertEqual(JSONPointer.escape("/größe/~"), "~1größe~1~0", "multi-byte characters are kept")
        XCTAssertEqual(JSONPointer.unescape("~1pets~1{id}"), "/pets/{id}")
        XCTAssertEqual(JSONPointer.unescape("a~0b~1c"), "a~b/c")
        XCTAssertEqual(JSONPointer.unescape("~01"), "~1", "unescaped in one pass: ~0 then 1, not ~ then 01")
        XCTAssertEqual(JSONPointer.unescape("~10"), "/0")
        XCTAssertEqual(JSONPointer.unescape("a~2~"), "a~2~", "a ~ that starts no escape is kept")
        for token in ["", "~", "/", "~0~1", "ü/~x", "{a}/b~c"] {
            XCTAssertEqual(JSONPointer.unescape(JSONPointer.escape(token)), token)
        }
    }

    func testPointersAreMadeAndSplit() {
        let pointer = JSONPointer.make(["paths", "/pets/{id}", "get"])
        XCTAssertEqual(pointer, "/paths/~1pets~1{id}/get")
        XCTAssertEqual(JSONPointer.tokens(of: pointer), ["paths", "/pets/{id}", "get"])
        XCTAssertEqual(JSONPointer.tokens(of: ""), [])
    }
}
