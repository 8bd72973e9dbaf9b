import Foundation
import MigratorConformance
import XCTest

/// Bodies with alternative media types: any declared one is accepted as `Content-Type`, and the body is validated as
/// the media type it was sent in (its own type when the alternative has one).
final class WireBodyAlternativeTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Notes", "version": "1.0.0"},
      "servers": [{"url": "https://notes.example.com"}],
      "models": [{"name": "Note", "properties": [{"name": "text", "type": "string", "required": true}]}],
      "endpoints": [
        {"operationId": "createNote", "method": "POST", "path": "/notes",
         "parameters": [{"name": "body", "in": "body", "type": "Note", "required": true,
                         "alternatives": [{"contentType": "application/x-www-form-urlencoded"},
                                          {"contentType": "application/octet-stream", "mediaType": "image/png", "type": "binary"},
                                          {"contentType": "text/plain", "type": "string"}]}]}
      ]
    }
    """#

    var validator: WireValidator!
    let base = "https://notes.example.com"

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    func testEveryDeclaredMediaTypeIsAcceptedAndValidatedAsItself() {
        assertValid(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "application/json"], body: Data(#"{"text":"hi"}"#.utf8)), operationId: "createNote")
        assertValid(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data("text=hi".utf8)), operationId: "createNote")
        assertValid(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "image/png"], body: Data([0x89, 0x50])), operationId: "createNote")
        assertValid(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data("hi".utf8)), operationId: "createNote")
    }

    func testABodyIsCheckedAgainstTheChosenAlternative() {
        assertViolations(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data("other=1".utf8)),
                         operationId: "createNote", ["body.other: unknown field (not a property of Note)", "body.text: required field of Note is missing"])
        assertViolations(validator, Request("POST", "\(base)/notes", headers: ["Content-Type": "image/jpeg"], body: Data(#"{"text":"hi"}"#.utf8)),
                         operationId: "createNote", ["header.Content-Type: is image/jpeg, expected application/json or application/x-www-form-urlencoded or image/png or text/plain"])
    }
}
