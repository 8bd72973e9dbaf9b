import Foundation
import MigratorConformance
import XCTest

final class WireDocumentTests: XCTestCase {
    func testAllEncodingsOfADocumentDecodeAlike() throws {
        for name in ["petstore-v1", "petstore-v2", "petstore-v3", "edge-cases"] {
            let written = try Fixtures.document("\(name).json")
            let encoded = try Fixtures.document("\(name).encoded.json")
            XCTAssertEqual(written, encoded, name)
            if name == "petstore-v1" || name == "edge-cases" {
                XCTAssertEqual(written, try Fixtures.document("\(name).full.json"), name)
            }
        }
    }

    func testFixturesMatchTheRepositoryExamples() throws {
        guard let root = Fixtures.repositoryRoot else { throw XCTSkip("the repository's examples are not next to this file") }
        for version in 1...3 {
            let yaml = try String(contentsOf: root.appendingPathComponent("MigrationGuides/Examples/petstore-v\(version).yaml"), encoding: .utf8)
            let operationIds = yaml.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("- operationId:") else { return nil }
                return trimmed.dropFirst("- operationId:".count).split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            }
            let document = try Fixtures.document("petstore-v\(version).json")
            XCTAssertEqual(document.endpoints.map(\.operationId), operationIds, "petstore-v\(version): regenerate the fixtures")
            XCTAssertTrue(yaml.contains("version: \"\(document.service.version)\""), "petstore-v\(version)")
        }
    }

    func testPetstoreV1Contents() throws {
        let document = try Fixtures.document("petstore-v1.encoded.json")
        XCTAssertEqual(document.service.name, "Petstore")
        XCTAssertEqual(document.service.version, "1.0.0")
        XCTAssertEqual(document.servers.map(\.url), ["https://api.petstore.example.com/v1", "https://sandbox.petstore.example.com/v1"])
        XCTAssertEqual(document.authSchemes.map(\.kind), [.bearer, .apiKey(location: .header, parameterName: "X-API-Key"), .basic])
        XCTAssertEqual(document.security, ["bearerAuth"])
        XCTAssertEqual(document.endpoints.count, 15)

        let pet = try XCTUnwrap(document.model(named: "Pet"))
        guard case let .object(properties) = pet.kind else { return XCTFail("Pet is an object") }
        let photoUrls = try XCTUnwrap(properties.first { $0.name == "photoUrls" })
        XCTAssertEqual(photoUrls.key, "photo_urls")
        XCTAssertEqual(photoUrls.type, .array(.scalar(.url)))
        XCTAssertTrue(photoUrls.required)
        let microchip = try XCTUnwrap(properties.first { $0.name == "microchipId" })
        XCTAssertEqual(microchip.key, "microchip_id")
        XCTAssertFalse(microchip.required)
        XCTAssertTrue(microchip.nullable)
        XCTAssertEqual(properties.first { $0.name == "weightHistory" }?.type, .array(.array(.scalar(.double))))
        XCTAssertEqual(properties.first { $0.name == "metadata" }?.type, .json)

        guard case let .enumeration(status) = document.model(named: "PetStatus")?.kind else { return XCTFail("PetStatus is an enum") }
        XCTAssertEqual(status.rawType, .string)
        XCTAssertEqual(status.cases.map(\.value), [.string("available"), .string("pending"), .string("sold"), .string("unknown")])
        guard case let .enumeration(priority) = document.model(named: "OrderPriority")?.kind else { return XCTFail("an enum") }
        XCTAssertEqual(priority.cases.map(\.value), [.integer(1), .integer(2), .integer(3)])

        let listPets = try XCTUnwrap(document.endpoint(operationId: "listPets"))
        XCTAssertEqual(listPets.security, [])
        XCTAssertEqual(document.securityRequirement(of: listPets), [])
        XCTAssertEqual(listPets.response?.status, 200)
        XCTAssertEqual(listPets.response?.contentType, .json)
        XCTAssertEqual(listPets.errors.map(\.status), [nil])
        let createPet = try XCTUnwrap(document.endpoint(operationId: "createPet"))
        XCTAssertNil(createPet.security)
        XCTAssertEqual(document.securityRequirement(of: createPet), ["bearerAuth"])
        XCTAssertEqual(createPet.bodyParameter?.type, .model("NewPet"))
        XCTAssertEqual(createPet.bodyParameter?.contentType, .json)
        XCTAssertEqual(createPet.response?.status, 201)
        XCTAssertEqual(createPet.errors.map(\.status), [422, nil])
        XCTAssertEqual(document.endpoint(operationId: "uploadPetImage")?.bodyParameter?.contentType, .octetStream)
        XCTAssertEqual(document.endpoint(operationId: "createSession")?.bodyParameter?.contentType, .formURLEncoded)
        XCTAssertNil(document.endpoint(operationId: "deletePet")?.response)
        XCTAssertEqual(document.endpoint(operationId: "cancelOrder")?.response?.status, 204)
        XCTAssertNil(document.endpoint(operationId: "cancelOrder")?.response?.type)
        XCTAssertEqual(document.endpoint(operationId: "getPetPhoto")?.response?.contentType, .octetStream)
        XCTAssertEqual(document.endpoint(operationId: "getInventory")?.security, ["apiKey", "basicAuth"])
    }

    func testUnionsAndOddNames() throws {
        let document = try Fixtures.document("edge-cases.encoded.json")
        guard case let .union(shape) = document.model(named: "Shape")?.kind else { return XCTFail("Shape is a union") }
        XCTAssertEqual(shape.discriminator, "kind")
        XCTAssertEqual(shape.variants.map(\.name), ["Node", "errorShape"])
        XCTAssertEqual(shape.variants.map(\.discriminatorValue), ["node", "error"])
        guard case let .union(anything) = document.model(named: "Anything")?.kind else { return XCTFail("Anything is a union") }
        XCTAssertNil(anything.discriminator)
        XCTAssertEqual(anything.variants.map(\.name), ["int64", "date-time", "array<Shape>"])
        XCTAssertEqual(anything.variants.map(\.type), [.scalar(.int64), .scalar(.dateTime), .array(.model("Shape"))])
        XCTAssertEqual(document.endpoint(operationId: "get-node")?.method, "GET")
        guard case let .enumeration(size) = document.model(named: "Size")?.kind else { return XCTFail("Size is an enum") }
        XCTAssertEqual(size.cases.map(\.value), [.string("2xl"), .string("in-stock"), .string("unknown"), .string("Self"), .string("")])
    }

    func testTypeSyntax() throws {
        XCTAssertEqual(try WireType(parsing: "integer"), .scalar(.int64))
        XCTAssertEqual(try WireType(parsing: "number"), .scalar(.double))
        XCTAssertEqual(try WireType(parsing: "date-time"), .scalar(.dateTime))
        XCTAssertEqual(try WireType(parsing: "json"), .json)
        XCTAssertEqual(try WireType(parsing: "array< Pet >"), .array(.model("Pet")))
        XCTAssertEqual(try WireType(parsing: "map<array<int32>>"), .map(.array(.scalar(.int32))))
        XCTAssertEqual(try WireType(parsing: "ref<date>"), .model("date"))
        XCTAssertEqual(try WireType(parsing: "ref< Pet >"), .model("Pet"))
        XCTAssertEqual(try WireType(parsing: "Pet"), .model("Pet"))
        XCTAssertEqual(WireType.model("date").description, "ref<date>")
        XCTAssertEqual(WireType.map(.array(.model("Pet"))).description, "map<array<Pet>>")
        for invalid in ["", "array<", "map<Pet", "ref<>", "Pet Shop", "list<Pet>", "array<>"] {
            XCTAssertThrowsError(try WireType(parsing: invalid), invalid)
        }
    }

    func testRejectsWhatIsNotANativeDocument() {
        func decode(_ text: String) -> String? {
            do {
                _ = try WireDocument(json: Data(text.utf8))
                return nil
            } catch {
                return String(describing: error)
            }
        }
        let service = #""service": {"name": "S", "version": "1"}"#
        XCTAssertNil(decode(#"{"migrator-document": "1", \#(service)}"#))
        XCTAssertTrue(decode(#"{"migrator-document": "2", \#(service)}"#)?.contains("unsupported migrator-document version") == true)
        XCTAssertTrue(decode(#"{"migrator-document": "1", \#(service), "models": [{"name": "A", "properties": [{"name": "x", "type": "array<"}]}]}"#)?
            .contains("invalid type") == true)
        XCTAssertNotNil(decode(#"{"migrator-document": "1", \#(service), "authSchemes": [{"name": "k", "type": "apiKey"}]}"#))
        XCTAssertTrue(decode(#"{"migrator-document": "1", \#(service), "authSchemes": [{"name": "k", "type": "oauth"}]}"#)?
            .contains("unknown auth scheme type") == true)
        XCTAssertNotNil(decode(#"{"migrator-document": "1", \#(service), "models": [{"name": "A"}]}"#))
        XCTAssertNotNil(decode(#"{"migrator-document": "1", \#(service), "models": [{"name": "E", "enum": "integer", "cases": [{"value": "x"}]}]}"#))
        XCTAssertNotNil(decode("[]"))
    }
}
