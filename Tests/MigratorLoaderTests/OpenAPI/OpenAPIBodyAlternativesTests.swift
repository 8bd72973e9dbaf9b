import MigratorLoader
import MigratorModel
import XCTest

/// Request bodies declared with several media types keep the others as ``BodyAlternative``s.
final class OpenAPIBodyAlternativesTests: XCTestCase {
    /// The API description of these tests: a model sent as JSON, form or multipart; a cover as a JSON object or raw
    /// images; an inline schema repeated per media type; a form schema that differs from the JSON one.
    private static let description = """
        paths:
          /pets:
            post:
              operationId: createPet
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema: { $ref: '#/components/schemas/Pet' }
                    encoding: { photo: { contentType: image/jpeg } }
                  application/x-www-form-urlencoded: { schema: { $ref: '#/components/schemas/Pet' } }
                  application/json; charset=utf-8: { schema: { $ref: '#/components/schemas/Pet' } }
                  application/merge-patch+json: { schema: { $ref: '#/components/schemas/Pet' } }
              responses: { '204': { description: ok } }
          /cover:
            put:
              operationId: replaceCover
              requestBody:
                content:
                  image/png: { schema: { type: string, format: binary } }
                  application/json: { schema: { type: object, properties: { url: { type: string } } } }
                  image/*: { schema: { type: string, format: binary } }
                  text/plain: { schema: { type: string } }
              responses: { '204': { description: ok } }
          /notes:
            post:
              operationId: addNote
              requestBody:
                content:
                  application/json: { schema: { type: object, properties: { text: { type: string } } } }
                  application/x-www-form-urlencoded: { schema: { type: object, properties: { text: { type: string } } } }
                  multipart/form-data: { schema: { type: object, properties: { text: { type: string }, file: { type: string, format: binary } } } }
                  text/plain: { schema: { type: integer } }
              responses: { '204': { description: ok } }
          /raw:
            post:
              operationId: sendRaw
              requestBody:
                content:
                  application/octet-stream: { schema: { type: string, format: binary } }
                  application/pdf: { schema: { type: string, format: binary } }
                  multipart/form-data: { schema: { type: string } }
              responses: { '204': { description: ok } }
        components:
          schemas:
            Pet:
              type: object
              properties: { name: { type: string }, photo: { type: string, format: binary } }
        """

    func testSameSchemaAlternativesHaveNoTypeOfTheirOwn() throws {
        let loaded = try OpenAPITestSupport.load(Self.description)
        let body = try XCTUnwrap(try loaded.endpoint("createPet").bodyParameter)
        XCTAssertEqual(body.contentType, .json)
        XCTAssertEqual(body.type, .model("Pet"))
        XCTAssertEqual(body.alternatives, [
            BodyAlternative(contentType: .formURLEncoded),
            BodyAlternative(contentType: .multipartFormData, multipartEncoding: ["photo": "image/jpeg"]),
        ], "form before multipart, the second JSON media type left out")
        XCTAssertTrue(body.alternatives.allSatisfy(\.hasSameSchema))
    }

    func testDifferentSchemasKeepTheirOwnTypes() throws {
        let loaded = try OpenAPITestSupport.load(Self.description)
        let cover = try XCTUnwrap(try loaded.endpoint("replaceCover").bodyParameter)
        XCTAssertEqual(cover.contentType, .json)
        XCTAssertEqual(cover.type, .model("replaceCover_request"))
        XCTAssertEqual(cover.alternatives, [
            BodyAlternative(contentType: .textPlain, type: .scalar(.string)),
            BodyAlternative(contentType: .octetStream, mediaType: "image/png", type: .scalar(.binary)),
            BodyAlternative(contentType: .octetStream, mediaType: "image/*", type: .scalar(.binary)),
        ])
        XCTAssertEqual(cover.alternatives.map(\.sentMediaType), ["text/plain", "image/png", "application/octet-stream"])

        let note = try XCTUnwrap(try loaded.endpoint("addNote").bodyParameter)
        XCTAssertEqual(note.type, .model("addNote_request"))
        XCTAssertEqual(note.alternatives, [
            BodyAlternative(contentType: .formURLEncoded),
            BodyAlternative(contentType: .multipartFormData, type: .model("addNote_request_form-data")),
            BodyAlternative(contentType: .textPlain, type: .scalar(.string)),
        ], "an identical inline schema is the same schema; a different one is read as a model of its own")
        XCTAssertEqual(try loaded.model("addNote_request_form-data").properties.map(\.name), ["text", "file"])
    }

    func testRawBodiesListOtherRawMediaTypesAndSkipNonObjectForms() throws {
        let loaded = try OpenAPITestSupport.load(Self.description)
        let raw = try XCTUnwrap(try loaded.endpoint("sendRaw").bodyParameter)
        XCTAssertEqual(raw.contentType, .octetStream)
        XCTAssertEqual(raw.declaredMediaType, "application/octet-stream")
        XCTAssertEqual(raw.alternatives, [BodyAlternative(contentType: .octetStream, mediaType: "application/pdf")])
        OpenAPITestSupport.assertWarning(
            loaded, "the multipart/form-data request body should be an object",
            at: "/paths/~1raw/post/requestBody/content/multipart~1form-data"
        )
        XCTAssertEqual(DocumentValidator(file: "api.yaml").validate(loaded.document).all, [])
    }

    func testAlternativesRoundTripThroughTheNativeFormat() throws {
        let loaded = try OpenAPITestSupport.load(Self.description)
        let encoded = try JSONEncoder().encode(loaded.document)
        XCTAssertEqual(try JSONDecoder().decode(APIDocument.self, from: encoded), loaded.document)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(try XCTUnwrap(try loaded.endpoint("replaceCover").bodyParameter)), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(#"{"alternatives":[{"contentType":"text/plain","type":"string"},{"contentType":"application/octet-stream","mediaType":"image/png","type":"binary"}"#), text)
    }
}
