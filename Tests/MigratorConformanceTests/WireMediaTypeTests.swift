import Foundation
import MigratorConformance
import XCTest

/// Raw bodies and responses with exact media types: the request `Content-Type` must be the declared one (or match a
/// declared wildcard), and example responses carry the declared type.
final class WireMediaTypeTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Covers", "version": "1.0.0"},
      "servers": [{"url": "https://covers.example.com"}],
      "endpoints": [
        {"operationId": "uploadCover", "method": "PUT", "path": "/cover",
         "parameters": [{"name": "body", "in": "body", "type": "binary", "required": true, "contentType": "application/octet-stream", "mediaType": "image/jpeg"}],
         "response": {"type": "binary", "contentType": "application/octet-stream", "mediaType": "image/png"}},
        {"operationId": "uploadImage", "method": "POST", "path": "/images",
         "parameters": [{"name": "body", "in": "body", "type": "binary", "required": true, "contentType": "application/octet-stream", "mediaType": "image/*"}],
         "response": {"type": "binary", "contentType": "application/octet-stream", "mediaType": "*/*"}},
        {"operationId": "uploadAnything", "method": "POST", "path": "/anything",
         "parameters": [{"name": "body", "in": "body", "type": "binary", "required": true, "contentType": "application/octet-stream", "mediaType": "*/*"}]},
        {"operationId": "uploadOctets", "method": "POST", "path": "/octets",
         "parameters": [{"name": "body", "in": "body", "type": "binary", "required": true, "contentType": "application/octet-stream"}]}
      ]
    }
    """#

    var validator: WireValidator!
    let base = "https://covers.example.com"
    let bytes = Data([0xFF, 0xD8, 0xFF])

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    func testAnExactMediaTypeMustBeSentAsItIs() {
        assertValid(validator, Request("PUT", "\(base)/cover", headers: ["Content-Type": "image/jpeg"], body: bytes), operationId: "uploadCover")
        assertValid(validator, Request("PUT", "\(base)/cover", headers: ["Content-Type": "Image/JPEG; q=1"], body: bytes), operationId: "uploadCover")
        assertViolations(validator, Request("PUT", "\(base)/cover", headers: ["Content-Type": "application/octet-stream"], body: bytes),
                         operationId: "uploadCover", ["header.Content-Type: is application/octet-stream, expected image/jpeg"])
        assertViolations(validator, Request("PUT", "\(base)/cover", body: bytes), operationId: "uploadCover", ["header.Content-Type: missing; expected image/jpeg"])
        assertViolations(validator, Request("POST", "\(base)/octets", headers: ["Content-Type": "image/jpeg"], body: bytes),
                         operationId: "uploadOctets", ["header.Content-Type: is image/jpeg, expected application/octet-stream"])
    }

    func testWildcardsAllowMatchingTypesAndOctetStream() {
        assertValid(validator, Request("POST", "\(base)/images", headers: ["Content-Type": "image/png"], body: bytes), operationId: "uploadImage")
        assertValid(validator, Request("POST", "\(base)/images", headers: ["Content-Type": "application/octet-stream"], body: bytes), operationId: "uploadImage")
        assertViolations(validator, Request("POST", "\(base)/images", headers: ["Content-Type": "text/csv"], body: bytes),
                         operationId: "uploadImage", ["header.Content-Type: is text/csv, expected image/*"])
        assertViolations(validator, Request("POST", "\(base)/images", headers: ["Content-Type": "imagex/png"], body: bytes),
                         operationId: "uploadImage", ["header.Content-Type: is imagex/png, expected image/*"])
        assertValid(validator, Request("POST", "\(base)/anything", headers: ["Content-Type": "text/csv"], body: bytes), operationId: "uploadAnything")
    }

    func testExampleResponsesCarryTheDeclaredMediaType() {
        XCTAssertEqual(validator.exampleResponse(operationId: "uploadCover").contentType, "image/png")
        XCTAssertEqual(validator.exampleResponse(operationId: "uploadImage").contentType, "application/octet-stream")
    }
}
