import MigratorModel
import XCTest

final class TypeReferenceTests: XCTestCase {
    func testParsesScalarsAliasesAndContainers() throws {
        XCTAssertEqual(try TypeReference(parsing: "string"), .scalar(.string))
        XCTAssertEqual(try TypeReference(parsing: "integer"), .scalar(.int64))
        XCTAssertEqual(try TypeReference(parsing: "number"), .scalar(.double))
        XCTAssertEqual(try TypeReference(parsing: "date-time"), .scalar(.dateTime))
        XCTAssertEqual(try TypeReference(parsing: "json"), .json)
        XCTAssertEqual(try TypeReference(parsing: "array<map<Pet>>"), .array(.dictionary(.model("Pet"))))
        XCTAssertEqual(try TypeReference(parsing: " array< int32 > "), .array(.scalar(.int32)))
        XCTAssertEqual(try TypeReference(parsing: "ref<string>"), .model("string"))
    }

    func testPrintsCanonicalFormThatParsesBack() throws {
        let types: [TypeReference] = [
            .scalar(.binary), .array(.array(.scalar(.date))), .dictionary(.json), .model("Pet"), .model("string"), .model("map"),
        ]
        for type in types {
            XCTAssertEqual(try TypeReference(parsing: type.description), type, "\(type)")
        }
        XCTAssertEqual(TypeReference.model("string").description, "ref<string>")
        XCTAssertEqual(TypeReference.array(.model("Pet")).description, "array<Pet>")
    }

    func testRejectsMalformedTypes() {
        for text in ["", "array<>", "array<Pet", "map<a b>", "Pet Store", "ref<>"] {
            XCTAssertThrowsError(try TypeReference(parsing: text), "\"\(text)\" should not parse") { error in
                XCTAssertTrue(error is TypeReferenceSyntaxError)
            }
        }
    }

    func testReferencedModelsListsNestedNames() {
        XCTAssertEqual(TypeReference.array(.dictionary(.model("Pet"))).referencedModels, ["Pet"])
        XCTAssertEqual(TypeReference.scalar(.uuid).referencedModels, [])
    }
}

final class TypeReferenceDepthTests: XCTestCase {
    func testNestingDeeperThanTheLimitIsAnErrorNotACrash() {
        let deep = String(repeating: "array<", count: 10_000) + "string" + String(repeating: ">", count: 10_000)
        XCTAssertThrowsError(try TypeReference(parsing: deep)) { error in
            XCTAssertTrue("\(error)".contains("nested more than 64 levels deep"), "\(error)")
        }
        let allowed = String(repeating: "array<", count: 64) + "string" + String(repeating: ">", count: 64)
        XCTAssertNoThrow(try TypeReference(parsing: allowed))
    }
}
