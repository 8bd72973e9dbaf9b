import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// One test per schema mapping rule of docs/openapi-mapping.md, each with a small inline document.
final class OpenAPISchemaMappingTests: XCTestCase {
    func testComponentSchemasBecomeModelsInDocumentOrderWithTheirMetadata() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  description: A pet.
                  deprecated: true
                  x-migrator-renamed-from: Animal
                  required: [name]
                  properties:
                    name: { type: string, description: The name., x-migrator-renamed-from: title }
                    age: { type: integer, deprecated: true, default: 3 }
                Color:
                  type: string
                  enum: [red, green]
            """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.document.models.map(\.name), ["Pet", "Color"])
        let pet = try loaded.model("Pet")
        XCTAssertEqual(pet.description, "A pet.")
        XCTAssertTrue(pet.deprecated)
        XCTAssertEqual(pet.renamedFrom, "Animal")
        XCTAssertEqual(try loaded.properties(of: "Pet"), [
            Property(name: "name", type: .scalar(.string), required: true, description: "The name.", renamedFrom: "title"),
            Property(name: "age", type: .scalar(.int64), deprecated: true, defaultValue: .integer(3)),
        ])
        XCTAssertEqual(try loaded.enumeration("Color"), EnumModel(rawType: .string, cases: [EnumCase(value: .string("red")), EnumCase(value: .string("green"))]))
    }

    func testFormatsMapToScalarsAndUnknownFormatsToTheBaseType() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Scalars:
                  type: object
                  properties:
                    date: { type: string, format: date }
                    dateTime: { type: string, format: date-time }
                    uuid: { type: string, format: uuid }
                    uri: { type: string, format: uri }
                    url: { type: string, format: url }
                    byte: { type: string, format: byte }
                    binary: { type: string, format: binary }
                    email: { type: string, format: email }
                    int32: { type: integer, format: int32 }
                    int64: { type: integer, format: int64 }
                    unixtime: { type: integer, format: unixtime }
                    float: { type: number, format: float }
                    double: { type: number, format: double }
                    decimal: { type: number, format: decimal }
                    bool: { type: boolean }
                    base64: { type: string, contentEncoding: base64 }
            """, version: "3.1.0")
        let types = try loaded.properties(of: "Scalars").map(\.type)
        XCTAssertEqual(types, [
            .scalar(.date), .scalar(.dateTime), .scalar(.uuid), .scalar(.url), .scalar(.url), .scalar(.binary), .scalar(.binary),
            .scalar(.string), .scalar(.int32), .scalar(.int64), .scalar(.int64), .scalar(.float), .scalar(.double), .scalar(.double),
            .scalar(.boolean), .scalar(.binary),
        ])
        XCTAssertEqual(loaded.warnings, [])
    }

    func testReferencesResolveIncludingRecursiveAndCrossReferences() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Node:
                  type: object
                  properties:
                    children: { type: array, items: { $ref: '#/components/schemas/Node' } }
                    owner: { $ref: '#/components/schemas/Owner' }
                Owner:
                  type: object
                  properties:
                    nodes: { type: array, items: { $ref: '#/components/schemas/Node' } }
                    id: { $ref: '#/components/schemas/Id' }
                Id:
                  $ref: '#/components/schemas/RawId'
                RawId:
                  type: string
                  format: uuid
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Node", "Owner"], "aliases of scalars are not models")
        XCTAssertEqual(try loaded.property("children", of: "Node").type, .array(.model("Node")))
        XCTAssertEqual(try loaded.property("owner", of: "Node").type, .model("Owner"))
        XCTAssertEqual(try loaded.property("nodes", of: "Owner").type, .array(.model("Node")))
        XCTAssertEqual(try loaded.property("id", of: "Owner").type, .scalar(.uuid), "a chain of aliases resolves to the scalar")
    }

    func testAliasComponentsOfArraysAndMapsResolveToTheirTypes() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: '#/components/schemas/Pets' }
            components:
              schemas:
                Pets: { type: array, items: { $ref: '#/components/schemas/Pet' } }
                Counts: { type: object, additionalProperties: { type: integer, format: int32 } }
                Pet: { type: object, properties: { counts: { $ref: '#/components/schemas/Counts' } } }
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Pet"])
        XCTAssertEqual(try loaded.endpoint("listPets").response?.type, .array(.model("Pet")))
        XCTAssertEqual(try loaded.property("counts", of: "Pet").type, .dictionary(.scalar(.int32)))
    }

    func testInlineSchemasBecomeModelsNamedAfterTheirLocation() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: object
                            properties: { total: { type: integer } }
                post:
                  operationId: createPet
                  requestBody:
                    content:
                      application/json:
                        schema:
                          type: object
                          properties: { title: { type: string } }
                  responses:
                    '201': { description: created }
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner:
                      type: object
                      description: Who owns it.
                      properties: { name: { type: string } }
                    tags:
                      type: array
                      items: { type: object, properties: { label: { type: string } } }
                    labels:
                      type: object
                      additionalProperties: { type: object, properties: { text: { type: string } } }
                    status: { type: string, enum: [available, sold] }
            """)
        XCTAssertEqual(
            loaded.document.models.map(\.name),
            ["Pet", "Pet_owner", "Pet_tags_item", "Pet_labels_value", "Pet_status", "listPets_200_response", "createPet_request"]
        )
        let owner = try loaded.property("owner", of: "Pet")
        XCTAssertEqual(owner.type, .model("Pet_owner"))
        XCTAssertEqual(owner.description, "Who owns it.", "an inline schema's description documents the property")
        XCTAssertNil(try loaded.model("Pet_owner").description)
        XCTAssertEqual(try loaded.property("tags", of: "Pet").type, .array(.model("Pet_tags_item")))
        XCTAssertEqual(try loaded.property("labels", of: "Pet").type, .dictionary(.model("Pet_labels_value")))
        XCTAssertEqual(try loaded.property("status", of: "Pet").type, .model("Pet_status"))
        XCTAssertEqual(try loaded.endpoint("listPets").response?.type, .model("listPets_200_response"))
        XCTAssertEqual(try loaded.endpoint("createPet").bodyParameter?.type, .model("createPet_request"))
    }

    func testStructurallyEqualInlineSchemasAreOneModel() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Order:
                  type: object
                  properties:
                    billing: &address
                      type: object
                      properties: { street: { type: string }, city: { type: string } }
                    shipping: *address
                    pickup:
                      type: object
                      properties: { street: { type: string }, city: { type: string } }
                    other:
                      type: object
                      properties: { street: { type: string } }
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Order", "Order_billing", "Order_other"])
        XCTAssertEqual(try loaded.properties(of: "Order").map(\.type), [
            .model("Order_billing"), .model("Order_billing"), .model("Order_billing"), .model("Order_other"),
        ])
    }

    func testNullableIn30And31() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    nullable30: { type: string, nullable: true }
                    typeArray: { type: [string, 'null'] }
                    anyOfNull: { anyOf: [{ $ref: '#/components/schemas/Tag' }, { type: 'null' }] }
                    oneOfNull: { oneOf: [{ type: integer }, { type: 'null' }] }
                    enumNull: { type: [string, 'null'], enum: [a, b, null] }
                    refSibling: { $ref: '#/components/schemas/Tag', nullable: true }
                    refToNullable: { $ref: '#/components/schemas/MaybeTag' }
                    plain: { type: string }
                Tag: { type: object, properties: { name: { type: string } } }
                MaybeTag: { type: [object, 'null'], properties: { name: { type: string } } }
            """, version: "3.1.0")
        let properties = try loaded.properties(of: "Pet")
        XCTAssertEqual(properties.map(\.nullable), [true, true, true, true, true, true, true, false])
        XCTAssertEqual(properties.map(\.type), [
            .scalar(.string), .scalar(.string), .model("Tag"), .scalar(.int64), .model("Pet_enumNull"), .model("Tag"), .model("MaybeTag"), .scalar(.string),
        ])
        XCTAssertEqual(try loaded.enumeration("Pet_enumNull").cases.map(\.value), [.string("a"), .string("b")])
    }

    func testAdditionalPropertiesAndFreeFormObjects() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    typed: { type: object, additionalProperties: { type: string } }
                    anyValues: { type: object, additionalProperties: true }
                    freeForm: { type: object }
                    empty: {}
                    closed: { type: object, additionalProperties: false }
                    mixed:
                      type: object
                      properties: { a: { type: string } }
                      additionalProperties: { type: string }
            """)
        XCTAssertEqual(try loaded.properties(of: "Holder").map(\.type), [
            .dictionary(.scalar(.string)), .dictionary(.json), .json, .json, .model("Holder_closed"), .model("Holder_mixed"),
        ])
        XCTAssertEqual(try loaded.properties(of: "Holder_closed"), [])
        XCTAssertEqual(try loaded.properties(of: "Holder_mixed").map(\.key), ["a"])
        OpenAPITestSupport.assertWarning(
            loaded, "additionalProperties beside properties", at: "/components/schemas/Holder/properties/mixed/additionalProperties"
        )
    }

    func testEnumsOfStringsAndIntegersBecomeEnumModels() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Level:
                  type: integer
                  enum: [1, -1, 20]
                  x-enum-varnames: [low, negative, high]
                  x-enum-descriptions: [Low., Below zero., High.]
                Answer: { type: string, enum: [yes, no, '1'] }
                Ratio: { type: number, enum: [0.5, 1.5] }
                Flag: { type: boolean, enum: [true] }
                Kind: { const: cat }
                Holder:
                  type: object
                  properties:
                    ratio: { $ref: '#/components/schemas/Ratio' }
                    flag: { $ref: '#/components/schemas/Flag' }
            """, version: "3.1.0")
        XCTAssertEqual(loaded.document.models.map(\.name), ["Level", "Answer", "Kind", "Holder"])
        XCTAssertEqual(try loaded.enumeration("Level"), EnumModel(rawType: .integer, cases: [
            EnumCase(name: "low", value: .integer(1), description: "Low."),
            EnumCase(name: "negative", value: .integer(-1), description: "Below zero."),
            EnumCase(name: "high", value: .integer(20), description: "High."),
        ]))
        XCTAssertEqual(try loaded.enumeration("Answer").cases.map(\.value), [.string("yes"), .string("no"), .string("1")], "YAML 1.1 words stay as written")
        XCTAssertEqual(try loaded.enumeration("Kind").cases.map(\.value), [.string("cat")])
        XCTAssertEqual(try loaded.properties(of: "Holder").map(\.type), [.scalar(.double), .scalar(.boolean)], "number and boolean enums are their base type")
    }

    func testDefaultsAreKeptWhenTheyFitTheType() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Settings:
                  type: object
                  properties:
                    limit: { type: integer, default: 20 }
                    ratio: { type: number, default: 0.5 }
                    whole: { type: number, default: 2.0 }
                    tags: { type: array, items: { type: string }, default: [a, b] }
                    mode: { type: string, enum: [fast, slow], default: slow }
                    wrongMode: { type: string, enum: [fast, slow], default: medium }
                    wrongType: { type: integer, default: ten }
                    nullDefault: { type: string, nullable: true, default: null }
            """)
        XCTAssertEqual(try loaded.properties(of: "Settings").map(\.defaultValue), [
            .integer(20), .number(0.5), .integer(2), .array([.string("a"), .string("b")]), .string("slow"), nil, nil, nil,
        ])
        XCTAssertEqual(try loaded.property("wrongMode", of: "Settings").type, .model("Settings_mode"), "the same enum is one model")
        OpenAPITestSupport.assertWarning(loaded, "does not match the type Settings_mode", at: "/components/schemas/Settings/properties/wrongMode/default")
        OpenAPITestSupport.assertWarning(loaded, "does not match the type int64", at: "/components/schemas/Settings/properties/wrongType/default")
        XCTAssertEqual(loaded.warnings.count, 2)
    }

    func testComponentKeysWithCharactersOutsideTheNameSyntaxAreRenamed() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                'api.v2010.account|call':
                  type: object
                  properties: { sid: { type: string } }
                'api.v2010.account_call':
                  type: object
                  properties: { other: { type: string } }
                2fa:
                  type: object
                  properties: { code: { type: string } }
                Holder:
                  type: object
                  properties:
                    call: { $ref: '#/components/schemas/api.v2010.account|call' }
                    twoFactor: { $ref: '#/components/schemas/2fa' }
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["api.v2010.account_call", "api.v2010.account_call_2", "_2fa", "Holder"])
        XCTAssertEqual(try loaded.properties(of: "Holder").map(\.type), [.model("api.v2010.account_call"), .model("_2fa")])
        OpenAPITestSupport.assertWarning(loaded, "component key \"api.v2010.account|call\"", at: "/components/schemas/api.v2010.account|call")
        XCTAssertEqual(loaded.warnings.count, 1, "a leading digit is valid OpenAPI and renamed quietly")
    }

    func testAnArrayThatContainsItselfReadsTheInnerReferenceAsJSON() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Nested: { type: array, items: { $ref: '#/components/schemas/Nested' } }
                Holder: { type: object, properties: { nested: { $ref: '#/components/schemas/Nested' } } }
            """)
        XCTAssertEqual(try loaded.property("nested", of: "Holder").type, .array(.json))
        OpenAPITestSupport.assertWarning(loaded, "refers to itself", at: "/components/schemas/Nested")
    }

    func testReferencesIntoTheMiddleOfTheDocumentAreConvertedOnce() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner: { type: object, properties: { name: { type: string } } }
                Shop:
                  type: object
                  properties:
                    keeper: { $ref: '#/components/schemas/Pet/properties/owner' }
                    keeperName: { $ref: '#/components/schemas/Pet/properties/owner/properties/name' }
            """)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Pet", "Shop", "Pet_owner"])
        XCTAssertEqual(try loaded.properties(of: "Shop").map(\.type), [.model("Pet_owner"), .scalar(.string)])
    }
}
