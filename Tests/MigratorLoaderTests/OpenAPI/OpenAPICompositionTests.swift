import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// allOf, oneOf, anyOf and discriminators.
final class OpenAPICompositionTests: XCTestCase {
    func testAllOfMergesThePartsIntoOneObject() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  required: [name]
                  properties:
                    name: { type: string }
                    status: { type: string, enum: [available, sold] }
                    size: { type: string }
                Cat:
                  description: A cat.
                  allOf:
                    - $ref: '#/components/schemas/Pet'
                    - type: object
                      required: [indoor]
                      properties:
                        indoor: { type: boolean }
                        size: { type: integer }
                    - required: [size]
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Pet", "Cat", "Pet_status"])
        XCTAssertEqual(try loaded.model("Cat").description, "A cat.")
        XCTAssertEqual(try loaded.properties(of: "Cat"), [
            Property(name: "name", type: .scalar(.string), required: true),
            Property(name: "status", type: .model("Pet_status")),
            Property(name: "size", type: .scalar(.int64), required: true),
            Property(name: "indoor", type: .scalar(.boolean), required: true),
        ])
        XCTAssertEqual(loaded.warnings, [])
    }

    func testAllOfWithOneReferenceIsThatType() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
                Wrapper: { allOf: [{ $ref: '#/components/schemas/Pet' }], description: Same as Pet. }
                Holder:
                  type: object
                  properties:
                    pet: { allOf: [{ $ref: '#/components/schemas/Pet' }], description: The pet., nullable: true }
                    wrapped: { $ref: '#/components/schemas/Wrapper' }
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Pet", "Holder"])
        let pet = try loaded.property("pet", of: "Holder")
        XCTAssertEqual(pet.type, .model("Pet"))
        XCTAssertEqual(pet.description, "The pet.")
        XCTAssertTrue(pet.nullable)
        XCTAssertEqual(try loaded.property("wrapped", of: "Holder").type, .model("Pet"))
    }

    func testOneOfAndAnyOfBecomeUnionsWithInlineVariantsNamedByPosition() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Cat: { type: object, properties: { meow: { type: boolean } } }
                Dog: { type: object, properties: { bark: { type: boolean } } }
                Pet:
                  description: Either.
                  oneOf:
                    - $ref: '#/components/schemas/Cat'
                    - $ref: '#/components/schemas/Dog'
                    - type: object
                      properties: { hiss: { type: boolean } }
                Value:
                  anyOf: [{ type: string }, { type: integer }, { type: array, items: { type: string } }]
            """)
        let pet = try loaded.union("Pet")
        XCTAssertNil(pet.discriminator)
        XCTAssertEqual(pet.variants, [
            UnionVariant(type: .model("Cat")), UnionVariant(type: .model("Dog")), UnionVariant(type: .model("Pet_oneOf_2")),
        ])
        XCTAssertEqual(try loaded.model("Pet").description, "Either.")
        XCTAssertEqual(try loaded.union("Value").variants.map(\.type), [.scalar(.string), .scalar(.int64), .array(.scalar(.string))])
    }

    func testDiscriminatorMappingNamesTheVariantValues() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Cat: { type: object, properties: { kind: { type: string } } }
                Dog: { type: object, properties: { kind: { type: string } } }
                Pet:
                  oneOf:
                    - $ref: '#/components/schemas/Cat'
                    - $ref: '#/components/schemas/Dog'
                  discriminator:
                    propertyName: kind
                    mapping:
                      cat: '#/components/schemas/Cat'
                      kitten: Cat
                      dog: '#/components/schemas/Dog'
                      bird: '#/components/schemas/Bird'
            """)
        let pet = try loaded.union("Pet")
        XCTAssertEqual(pet.discriminator, "kind")
        XCTAssertEqual(pet.variants, [
            UnionVariant(type: .model("Cat"), value: "cat"),
            UnionVariant(name: "Cat_kitten", type: .model("Cat"), value: "kitten"),
            UnionVariant(type: .model("Dog"), value: "dog"),
        ])
        OpenAPITestSupport.assertWarning(loaded, "discriminator mapping \"bird\"", at: "/components/schemas/Pet/discriminator/mapping/bird")
    }

    func testDiscriminatorWithoutMappingUsesThePinnedValueOrTheComponentName() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Text: { type: object, properties: { type: { type: string, enum: [text] } } }
                Image: { type: object, properties: { type: { const: image } } }
                Other: { type: object, properties: { type: { type: string } } }
                Again: { type: object, properties: { type: { type: string, enum: [text] } } }
                Part:
                  oneOf:
                    - $ref: '#/components/schemas/Text'
                    - $ref: '#/components/schemas/Image'
                    - $ref: '#/components/schemas/Other'
                    - $ref: '#/components/schemas/Again'
                  discriminator: { propertyName: type }
            """, version: "3.1.0")
        XCTAssertEqual(try loaded.union("Part").variants.map(\.value), ["text", "image", "Other", "Again"])
        OpenAPITestSupport.assertWarning(loaded, "discriminator value \"text\" already selects", at: "/components/schemas/Part/oneOf/3")
    }

    func testCompositionsWithOneTypeLeftCollapseAndOpenEnumsStayEnums() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Model:
                  anyOf:
                    - type: string
                    - type: string
                      enum: [gpt-4o, o1]
                Holder:
                  type: object
                  properties:
                    single: { oneOf: [{ $ref: '#/components/schemas/Model' }] }
                    constrained: { type: string, anyOf: [{ maxLength: 3 }, { minLength: 10 }] }
            """)
        XCTAssertEqual(try loaded.enumeration("Model").cases.map(\.value), [.string("gpt-4o"), .string("o1")])
        XCTAssertEqual(try loaded.properties(of: "Holder").map(\.type), [.model("Model"), .scalar(.string)])
    }

    func testCompositionBesideOrInsideObjectsIsReportedWhenIgnored() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Cat: { type: object, properties: { meow: { type: boolean } } }
                Dog: { type: object, properties: { bark: { type: boolean } } }
                Mixed:
                  type: object
                  properties: { id: { type: string } }
                  oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }]
                Color: { type: string, enum: [red] }
                Merged:
                  allOf:
                    - $ref: '#/components/schemas/Cat'
                    - $ref: '#/components/schemas/Color'
            """)
        XCTAssertEqual(try loaded.properties(of: "Mixed").map(\.key), ["id"])
        OpenAPITestSupport.assertWarning(loaded, "oneOf beside properties", at: "/components/schemas/Mixed/oneOf")
        XCTAssertEqual(try loaded.properties(of: "Merged").map(\.key), ["meow"])
        OpenAPITestSupport.assertWarning(loaded, "allOf part that is not an object", at: "/components/schemas/Merged/allOf/1")
    }

    func testRecursiveRefPointsToTheEnclosingComponent() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Leaf: { type: object, properties: { value: { type: string } } }
                Filter:
                  $recursiveAnchor: true
                  type: object
                  properties:
                    filters:
                      type: array
                      items:
                        oneOf: [{ $ref: '#/components/schemas/Leaf' }, { $recursiveRef: '#' }]
            """, version: "3.1.0")
        XCTAssertEqual(try loaded.property("filters", of: "Filter").type, .array(.model("Filter_filters_item")))
        XCTAssertEqual(try loaded.union("Filter_filters_item").variants.map(\.type), [.model("Leaf"), .model("Filter")])
        XCTAssertEqual(loaded.warnings, [])
    }
}
