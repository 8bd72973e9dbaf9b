import Foundation
@testable import MigratorLoader
import MigratorModel
import XCTest

/// Endpoint, parameter, response, error and service mapping of the Apodini reader, on small inline documents.
final class ApodiniEndpointMappingTests: XCTestCase {
    private let form: [String: Any] = ApodiniFixture.object("Form", properties: [("text", ApodiniFixture.scalar("String"))])

    private func load(_ endpoints: [[String: Any]], types: [String: Any] = [:]) throws -> LoadedDocument {
        try ApodiniFixture.load(ApodiniFixture.document(types: types, endpoints: endpoints))
    }

    func testOperationsPathsAndParameterKinds() throws {
        let loaded = try load([ApodiniFixture.endpoint(
            "updateNote", path: "/notes/{noteID}", operation: "update",
            parameters: [
                ApodiniFixture.parameter("form", "content", ApodiniFixture.reference("Form")),
                ApodiniFixture.parameter("dryRun", "lightweight", ApodiniFixture.scalar("Bool"), necessity: "optional"),
                ApodiniFixture.parameter("noteID", "path", ApodiniFixture.scalar("UUID")),
            ],
            response: ApodiniFixture.reference("Form"), errors: [(404, "Not found"), (500, "Internal server error")]
        )], types: ["Form": form])
        let endpoint = try XCTUnwrap(loaded.document.endpoints.first)
        XCTAssertEqual(endpoint.operationId, "updateNote")
        XCTAssertEqual(endpoint.method, "PUT")
        XCTAssertEqual(endpoint.path, "/notes/{noteID}")
        XCTAssertEqual(endpoint.parameters, [
            Parameter(name: "noteID", location: .path, type: .scalar(.uuid), required: true),
            Parameter(name: "dryRun", location: .query, type: .scalar(.boolean)),
            Parameter(name: "form", location: .body, type: .model("Form"), required: true),
        ])
        XCTAssertEqual(endpoint.response, ResponseDefinition(status: 200, type: .model("Form")))
        XCTAssertEqual(endpoint.errors, [
            ErrorResponse(status: .code(404), description: "Not found"),
            ErrorResponse(status: .code(500), description: "Internal server error"),
        ])
        XCTAssertEqual(loaded.document.service, ServiceInfo(name: "Shop", version: "1.2.3"))
        XCTAssertEqual(loaded.document.servers, [Server(url: "https://api.example.com")])
        XCTAssertTrue(loaded.warnings.isEmpty, ApodiniFixture.warnings(loaded).joined(separator: "\n"))
    }

    func testCRUDOperationsMapToMethods() throws {
        let operations = ["create": "POST", "read": "GET", "update": "PUT", "delete": "DELETE"]
        let loaded = try load(operations.keys.sorted().map { ApodiniFixture.endpoint($0, path: "/\($0)", operation: $0) })
        for endpoint in loaded.document.endpoints {
            XCTAssertEqual(endpoint.method, operations[endpoint.operationId], endpoint.operationId)
        }
    }

    func testSeveralContentParametersAreWrappedIntoOneBodyModel() throws {
        let loaded = try load([ApodiniFixture.endpoint(
            "postNote", path: "/notes", operation: "create",
            parameters: [
                ApodiniFixture.parameter("form", "content", ApodiniFixture.reference("Form")),
                ApodiniFixture.parameter("tags", "content", ["repeated": ApodiniFixture.scalar("String")], necessity: "optional"),
            ]
        )], types: ["Form": form])
        let body = try XCTUnwrap(loaded.document.endpoints.first?.bodyParameter)
        XCTAssertEqual(body, Parameter(name: "wrappedContent", location: .body, type: .model("PostNoteWrappedContent"), required: true))
        let wrapper = try XCTUnwrap(loaded.document.model(named: "PostNoteWrappedContent"))
        XCTAssertEqual(wrapper.properties, [
            Property(name: "form", type: .model("Form"), required: true),
            Property(name: "tags", type: .array(.scalar(.string))),
        ])
    }

    func testPathTemplateMismatchesAreRepaired() throws {
        let loaded = try load([ApodiniFixture.endpoint(
            "getItem", path: "/items/{itemID}",
            parameters: [ApodiniFixture.parameter("id", "path", ApodiniFixture.scalar("Int"), necessity: "optional")]
        )])
        let endpoint = try XCTUnwrap(loaded.document.endpoints.first)
        XCTAssertEqual(endpoint.parameters, [
            Parameter(name: "itemID", location: .path, type: .scalar(.string), required: true),
            Parameter(name: "id", location: .query, type: .scalar(.int64)),
        ])
        XCTAssertEqual(loaded.warnings.count, 2, ApodiniFixture.warnings(loaded).joined(separator: "\n"))
    }

    func testOperationIdsFallBackToHandlerNamesAndStayUnique() throws {
        var generated = ApodiniFixture.endpoint("0.1.2", path: "/a", handler: "Shop.ListHandler")
        generated["deltaIdentifier"] = "0.1.2"
        let loaded = try load([generated, ApodiniFixture.endpoint("list", path: "/b"), ApodiniFixture.endpoint("list", path: "/c")])
        XCTAssertEqual(loaded.document.endpoints.map(\.operationId), ["ListHandler", "list", "list_2"])
        XCTAssertEqual(loaded.warnings.map(\.location.pointer), ["/endpoints/2"])
    }

    func testGETWithABodyAndUnusualErrorsWarn() throws {
        let loaded = try load([ApodiniFixture.endpoint(
            "login", path: "/login", parameters: [ApodiniFixture.parameter("form", "content", ApodiniFixture.reference("Form"))],
            errors: [(302, "Found"), (401, "Unauthorized"), (401, "Again")]
        )], types: ["Form": form])
        XCTAssertEqual(loaded.document.endpoints.first?.method, "GET")
        XCTAssertEqual(loaded.document.endpoints.first?.errors.map(\.status), [.code(401)])
        XCTAssertEqual(loaded.warnings.map(\.location.pointer), ["/endpoints/0/parameters/0", "/endpoints/0/errors/0", "/endpoints/0/errors/2"])
    }

    func testUnsupportedFormatVersionIsAClearError() throws {
        let (document, diagnostics) = try ApodiniFixture.read(ApodiniFixture.document(version: "3.0.0"))
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.all.count, 1)
        XCTAssertTrue(diagnostics.all[0].message.contains("unsupported ApodiniMigrator document format \"3.0.0\""), diagnostics.all[0].message)
        XCTAssertEqual(diagnostics.all[0].location.pointer, "/version")
    }

    func testLegacyLayout() throws {
        let legacy: [String: Any] = [
            "id": "00000000-0000-0000-0000-000000000000",
            "info": [
                "serverPath": "http://localhost:8080", "version": "shop_2.0.1",
                "encoderConfiguration": ["dateEncodingStrategy": "iso8601", "dataEncodingStrategy": "base64"],
            ] as [String: Any],
            "endpoints": [[
                "handlerName": "GetFormHandler", "deltaIdentifier": "getForm", "operation": "read", "path": "/v2/forms/{id}",
                "parameters": [ApodiniFixture.parameter("id", "path", ApodiniFixture.scalar("UUID"))],
                "response": ["repeated": ApodiniFixture.reference("Form")],
                "errors": [["code": 404, "message": "Not found"]],
            ] as [String: Any]],
            "components": ["Form": ["object": [
                "typeName": ["name": "Form", "defined-in": "ShopV2"],
                "properties": [["name": "created", "type": ApodiniFixture.scalar("Date")]],
            ] as [String: Any]]],
        ]
        let (document, diagnostics) = try ApodiniFixture.read(ApodiniFixture.json(legacy))
        let loaded = try XCTUnwrap(document, diagnostics.all.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(loaded.service, ServiceInfo(name: "shop", version: "2.0.1"))
        XCTAssertEqual(loaded.servers, [Server(url: "http://localhost:8080")])
        XCTAssertEqual(loaded.models, [ModelDefinition(name: "Form", kind: .object([Property(name: "created", type: .scalar(.dateTime), required: true)]))])
        XCTAssertEqual(loaded.endpoints.first?.path, "/v2/forms/{id}")
        XCTAssertEqual(loaded.endpoints.first?.response?.type, .array(.model("Form")))
        XCTAssertTrue(diagnostics.all.isEmpty, diagnostics.all.map(\.description).joined(separator: "\n"))
    }

    func testYAMLEncodingReadsLikeJSON() throws {
        let json = ApodiniFixture.document(
            types: ["Form": form],
            endpoints: [ApodiniFixture.endpoint("getForm", path: "/form", response: ApodiniFixture.reference("Form"))]
        )
        let object = try JSONSerialization.jsonObject(with: json)
        let yaml = "# an ApodiniMigrator document as YAML\n" + Self.yaml(object, indent: "")
        let fromYAML = try DocumentLoader().load(data: Data(yaml.utf8), file: "api.yaml")
        XCTAssertEqual(fromYAML.document, try ApodiniFixture.load(json).document)
    }

    /// A minimal block-style YAML rendering of a JSON object tree (strings quoted).
    private static func yaml(_ value: Any, indent: String) -> String {
        if let dictionary = value as? [String: Any] {
            if dictionary.isEmpty { return "{}\n" }
            return "\n" + dictionary.keys.sorted().map { key in
                "\(indent)\"\(key)\": " + yaml(dictionary[key] ?? NSNull(), indent: indent + "  ")
            }.joined()
        }
        if let array = value as? [Any] {
            if array.isEmpty { return "[]\n" }
            return "\n" + array.map { element in
                let rendered = yaml(element, indent: indent + "  ")
                let nested = "\n" + indent + "  "
                return "\(indent)- " + (rendered.hasPrefix(nested) ? String(rendered.dropFirst(nested.count)) : rendered)
            }.joined()
        }
        if let string = value as? String { return "\"\(string)\"\n" }
        return "\(value)\n"
    }
}
