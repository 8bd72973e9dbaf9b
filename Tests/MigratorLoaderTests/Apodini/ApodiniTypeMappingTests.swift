import Foundation
@testable import MigratorLoader
import MigratorModel
import XCTest

/// One test per kind of ApodiniMigrator `TypeInformation` and per naming rule, on small inline documents.
final class ApodiniTypeMappingTests: XCTestCase {
    /// Loads a document whose single model `Box` has one property `value` of `type`, and returns that property.
    private func property(of type: [String: Any], dateStrategy: String = "deferredToDate") throws -> Property {
        let data = ApodiniFixture.document(
            types: ["Box": ApodiniFixture.object("Box", properties: [("value", type)])],
            endpoints: [ApodiniFixture.endpoint("getBox", path: "/box", response: ApodiniFixture.reference("Box"))],
            dateStrategy: dateStrategy
        )
        let loaded = try ApodiniFixture.load(data)
        return try XCTUnwrap(loaded.document.model(named: "Box")?.properties.first)
    }

    func testScalars() throws {
        let expected: [(String, TypeReference)] = [
            ("Bool", .scalar(.boolean)), ("Int", .scalar(.int64)), ("UInt64", .scalar(.int64)), ("UInt32", .scalar(.int64)),
            ("Int32", .scalar(.int32)), ("UInt8", .scalar(.int32)), ("String", .scalar(.string)), ("Double", .scalar(.double)),
            ("Float", .scalar(.float)), ("URL", .scalar(.url)), ("UUID", .scalar(.uuid)), ("Data", .scalar(.binary)),
            ("Null", .json), ("uuid", .scalar(.uuid)),
        ]
        for (name, type) in expected {
            let value = try property(of: ApodiniFixture.scalar(name))
            XCTAssertEqual(value.type, type, name)
            XCTAssertTrue(value.required, name)
        }
    }

    func testDatesFollowTheRESTExportersStrategy() throws {
        let deferred = try property(of: ApodiniFixture.scalar("Date"))
        XCTAssertEqual(deferred.type, .scalar(.double))
        XCTAssertEqual(deferred.description?.contains("2001-01-01"), true)
        let iso = try property(of: ApodiniFixture.scalar("Date"), dateStrategy: "iso8601")
        XCTAssertEqual(iso.type, .scalar(.dateTime))
        XCTAssertNil(iso.description)
        XCTAssertEqual(try property(of: ApodiniFixture.scalar("Date"), dateStrategy: "formatted").type, .scalar(.string))
    }

    func testRepeatedOptionalAndDictionary() throws {
        XCTAssertEqual(try property(of: ["repeated": ApodiniFixture.scalar("String")]).type, .array(.scalar(.string)))
        let optional = try property(of: ["optional": ApodiniFixture.scalar("UInt")])
        XCTAssertEqual(optional.type, .scalar(.int64))
        XCTAssertFalse(optional.required)
        XCTAssertFalse(optional.nullable)
        let dictionary = try property(of: ["dictionary": ["key": "String", "value": ["repeated": ApodiniFixture.scalar("Int")]]])
        XCTAssertEqual(dictionary.type, .dictionary(.array(.scalar(.int64))))
        XCTAssertEqual(try property(of: ["dictionary": ["key": "Int", "value": ApodiniFixture.scalar("Bool")]]).type, .dictionary(.scalar(.boolean)))
        XCTAssertEqual(try property(of: ["dictionary": ["key": "UUID", "value": ApodiniFixture.scalar("Bool")]]).type, .json)
    }

    func testObjectsEnumsAndReferences() throws {
        let data = ApodiniFixture.document(
            types: [
                "Pet": ApodiniFixture.object("Pet", properties: [
                    ("id", ApodiniFixture.scalar("UUID")), ("kind", ApodiniFixture.reference("Kind")),
                    ("level", ApodiniFixture.reference("Level")), ("owner", ["optional": ApodiniFixture.reference("Owner")]),
                ]),
                "Kind": ApodiniFixture.enumeration("Kind", cases: [("cat", "cat"), ("bigDog", "big-dog")]),
                "Level": ApodiniFixture.enumeration("Level", raw: "Int", cases: [("low", "1"), ("high", "2")]),
                "Owner": ApodiniFixture.object("Owner", properties: [("name", ApodiniFixture.scalar("String"))]),
            ],
            endpoints: [ApodiniFixture.endpoint("getPet", path: "/pet", response: ApodiniFixture.reference("Pet"))]
        )
        let document = try ApodiniFixture.load(data).document
        XCTAssertEqual(document.models.map(\.name), ["Kind", "Level", "Owner", "Pet"])
        XCTAssertEqual(document.model(named: "Pet")?.properties.map(\.type), [.scalar(.uuid), .model("Kind"), .model("Level"), .model("Owner")])
        XCTAssertEqual(document.model(named: "Pet")?.properties.map(\.required), [true, true, true, false])
        XCTAssertEqual(document.model(named: "Kind")?.kind, .enum(EnumModel(rawType: .string, cases: [
            EnumCase(value: .string("cat")), EnumCase(name: "bigDog", value: .string("big-dog")),
        ])))
        XCTAssertEqual(document.model(named: "Level")?.kind, .enum(EnumModel(rawType: .integer, cases: [
            EnumCase(name: "low", value: .integer(1)), EnumCase(name: "high", value: .integer(2)),
        ])))
    }

    func testInlineObjectsBecomeModelsNamedByTheirType() throws {
        let inline = ApodiniFixture.object("Receipt", properties: [("total", ApodiniFixture.scalar("Double"))])
        let data = ApodiniFixture.document(endpoints: [ApodiniFixture.endpoint("pay", path: "/pay", operation: "create", response: inline)])
        let document = try ApodiniFixture.load(data).document
        XCTAssertEqual(document.models.map(\.name), ["Receipt"])
        XCTAssertEqual(document.endpoints.first?.response?.type, .model("Receipt"))
    }

    func testNestedAndGenericTypeNames() throws {
        let page: [String: Any] = ["object": [
            "typeName": [
                "defined-in": "App", "rootComponent": ["name": "Page", "generics": [ApodiniFixture.typeName("User", module: "App")]],
                "nestedComponents": [["name": "Paging"]],
            ] as [String: Any],
            "properties": [["name": "count", "type": ApodiniFixture.scalar("Int")]],
        ] as [String: Any]]
        let data = ApodiniFixture.document(
            types: ["Paging.Page<User>": page],
            endpoints: [ApodiniFixture.endpoint("list", path: "/users", response: ApodiniFixture.reference("Paging.Page<User>"))]
        )
        let document = try ApodiniFixture.load(data).document
        XCTAssertEqual(document.models.map(\.name), ["PagingPageOfUser"])
    }

    func testTheSamePlainNameInTwoModulesIsDisambiguatedWithAWarning() throws {
        let data = ApodiniFixture.document(
            types: [
                "V2User": ApodiniFixture.object("User", module: "ShopV2", properties: [("id", ApodiniFixture.scalar("UUID"))]),
                "V1User": ApodiniFixture.object("User", module: "ShopV1", properties: [("id", ApodiniFixture.scalar("Int"))]),
            ],
            endpoints: [
                ApodiniFixture.endpoint("getOld", path: "/old", response: ApodiniFixture.reference("V1User")),
                ApodiniFixture.endpoint("getNew", path: "/new", response: ApodiniFixture.reference("V2User")),
            ]
        )
        let loaded = try ApodiniFixture.load(data)
        XCTAssertEqual(loaded.document.models.map(\.name), ["ShopV1.User", "ShopV2.User"])
        XCTAssertEqual(loaded.document.endpoints.map { $0.response?.type }, [.model("ShopV1.User"), .model("ShopV2.User")])
        let warning = try XCTUnwrap(loaded.warnings.first { $0.message.contains("several modules") })
        XCTAssertEqual(warning.location.pointer, "/types/V1User/object")
        XCTAssertEqual(try ApodiniFixture.load(data).document, loaded.document, "deterministic")
    }

    /// A document pair where only the module of every type differs yields identical documents.
    func testMovingTypesToAnotherModuleChangesNothing() throws {
        func document(module: String) throws -> APIDocument {
            let data = ApodiniFixture.document(
                types: [
                    "User": ApodiniFixture.object("User", module: module, properties: [
                        ("id", ApodiniFixture.scalar("UUID")), ("role", ApodiniFixture.reference("Role")),
                    ]),
                    "Role": ApodiniFixture.enumeration("Role", module: module, cases: [("admin", "admin")]),
                ],
                endpoints: [ApodiniFixture.endpoint(
                    "getUser", path: "/users/{id}", handler: "\(module).GetUserHandler",
                    parameters: [ApodiniFixture.parameter("id", "path", ApodiniFixture.scalar("UUID"))],
                    response: ApodiniFixture.reference("User")
                )]
            )
            return try ApodiniFixture.load(data).document
        }
        XCTAssertEqual(try document(module: "QONECTIQV1"), try document(module: "QONECTIQV2"))
    }

    func testEnumsTheModelCannotExpress() throws {
        let data = ApodiniFixture.document(
            types: [
                "Box": ApodiniFixture.object("Box", properties: [
                    ("ratio", ApodiniFixture.reference("Ratio")), ("nothing", ApodiniFixture.reference("Nothing")),
                ]),
                "Ratio": ApodiniFixture.enumeration("Ratio", raw: "Double", cases: [("half", "0.5")]),
                "Nothing": ApodiniFixture.enumeration("Nothing", cases: []),
            ],
            endpoints: [ApodiniFixture.endpoint("getBox", path: "/box", response: ApodiniFixture.reference("Box"))]
        )
        let loaded = try ApodiniFixture.load(data)
        XCTAssertEqual(loaded.document.models.map(\.name), ["Box"])
        XCTAssertEqual(loaded.document.model(named: "Box")?.properties.map(\.type), [.scalar(.double), .scalar(.string)])
        XCTAssertEqual(loaded.warnings.filter { $0.message.hasPrefix("enum ") }.count, 2)
    }

    func testADanglingReferenceIsAnErrorWithItsPointer() throws {
        let data = ApodiniFixture.document(
            endpoints: [ApodiniFixture.endpoint("getBox", path: "/box", response: ApodiniFixture.reference("Missing"))]
        )
        let (document, diagnostics) = try ApodiniFixture.read(data)
        XCTAssertNil(document)
        let error = try XCTUnwrap(diagnostics.all.first { $0.severity == .error })
        XCTAssertTrue(error.message.contains("unknown type reference \"Missing\""), error.message)
        XCTAssertEqual(error.location.pointer, "/endpoints/0/response/reference")
        XCTAssertEqual(error.location.file, "api.json")
    }

    func testApodiniEmptyIsNoContentAndAModelOnlyWhereReferenced() throws {
        let empty: [String: Any] = ["object": ["typeName": ApodiniFixture.typeName("Empty", module: "Apodini")]]
        let data = ApodiniFixture.document(
            types: ["Empty": empty, "Box": ApodiniFixture.object("Box", properties: [("nothing", ApodiniFixture.reference("Empty"))])],
            endpoints: [
                ApodiniFixture.endpoint("delete", path: "/box", operation: "delete", response: ApodiniFixture.reference("Empty")),
                ApodiniFixture.endpoint("get", path: "/box", response: ApodiniFixture.reference("Box")),
            ]
        )
        let document = try ApodiniFixture.load(data).document
        XCTAssertEqual(document.endpoints.first?.response, ResponseDefinition(status: 200))
        XCTAssertEqual(document.models.map(\.name), ["Box", "Empty"], "Empty stays a model because Box refers to it")
    }
}
