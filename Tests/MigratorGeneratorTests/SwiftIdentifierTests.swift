import MigratorGenerator
import MigratorModel
import MigratorNaming
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func testMemberNames() {
        let cases: [(String, String)] = [
            ("photo_urls", "photoUrls"), ("X-Rate-Limit", "xRateLimit"), ("getPetById", "getPetById"),
            ("URLValue", "urlValue"), ("ID", "id"), ("Pet", "pet"), ("2fa-enabled", "_2faEnabled"),
            ("default", "`default`"), ("self", "self_"), ("Self", "self_"), ("Type", "type"), ("größe", "größe"), ("🐶", "_u1F436"),
            ("", "_empty"), ("a b.c", "aBC"), ("in-stock", "inStock"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(SwiftIdentifier.memberName(input), expected, "memberName(\"\(input)\")")
        }
    }

    func testTypeNames() {
        let cases: [(String, String)] = [
            ("pet", "Pet"), ("order_item", "OrderItem"), ("QONECTIQV1.User", "QONECTIQV1User"), ("2fa", "_2fa"),
            ("api-response", "ApiResponse"), ("Ünicode", "Ünicode"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(SwiftIdentifier.typeName(input), expected, "typeName(\"\(input)\")")
        }
    }

    func testNamesAvoidCollisionsDeterministically() {
        let document = APIDocument(
            service: ServiceInfo(name: "S", version: "1"),
            models: [
                ModelDefinition(name: "Error", kind: .object([])),
                ModelDefinition(name: "error", kind: .object([])),
                ModelDefinition(name: "Client", kind: .object([])),
                ModelDefinition(name: "Petstore", kind: .object([])),
                ModelDefinition(name: "JSONValue", kind: .object([])),
                ModelDefinition(name: "Pair", kind: .object([
                    Property(name: "photo_urls", type: .json), Property(name: "photoUrls", type: .json),
                ])),
                ModelDefinition(name: "Kind", kind: .enum(EnumModel(rawType: .string, cases: [
                    EnumCase(value: .string("unknown")), EnumCase(value: .string("a-b")), EnumCase(value: .string("a_b")),
                ]))),
            ],
            endpoints: [
                Endpoint(operationId: "get-pet", method: "GET", path: "/p", parameters: [
                    Parameter(name: "id", location: .query, type: .scalar(.string)),
                    Parameter(name: "id", location: .header, type: .scalar(.string)),
                    Parameter(name: "body", location: .query, type: .scalar(.string)),
                    Parameter(name: "payload", location: .body, type: .json),
                ]),
                Endpoint(operationId: "getPet", method: "GET", path: "/q"),
            ]
        )
        let names = SwiftNames(document: document, moduleName: "Petstore", runtimeModuleName: "PetstoreRuntime")
        XCTAssertEqual(document.models.map { names.typeName($0.name) }, ["ErrorModel", "ErrorModel2", "ClientModel", "PetstoreModel", "JSONValueModel", "Pair", "Kind"])
        XCTAssertEqual(names.propertyNames["Pair"], ["photo_urls": "photoUrls", "photoUrls": "photoUrls2"])
        XCTAssertEqual(names.caseNames["Kind"], [.string("unknown"): "unknownCase", .string("a-b"): "aB", .string("a_b"): "aB2"])
        let endpoint = document.endpoints[0]
        XCTAssertEqual(endpoint.parameters.map { names.label($0, in: endpoint) }, ["id", "idHeader", "bodyQuery", "body"])
        XCTAssertEqual(document.endpoints.map(names.methodName), ["getPet", "getPet2"])
    }

    /// `Server` and `ServerVariables` are taken only when the client declares them (several servers, variables).
    func testServerTypeNamesAreReservedOnlyWhenGenerated() {
        let models = [ModelDefinition(name: "Server", kind: .object([])), ModelDefinition(name: "ServerVariables", kind: .object([]))]
        let regional = Server(url: "https://{region}.example.com", variables: [ServerVariable(name: "region", defaultValue: "eu")])
        func typeNames(_ servers: [Server]) -> [String] {
            let document = APIDocument(service: ServiceInfo(name: "Hosts", version: "1"), servers: servers, models: models, endpoints: [])
            let names = SwiftNames(document: document, moduleName: "Hosts", runtimeModuleName: "HostsRuntime")
            return models.map { names.typeName($0.name) }
        }
        XCTAssertEqual(typeNames([Server(url: "https://example.com")]), ["Server", "ServerVariables"])
        XCTAssertEqual(typeNames([regional]), ["Server", "ServerVariablesModel"])
        XCTAssertEqual(typeNames([regional, Server(url: "https://sandbox.example.com")]), ["ServerModel", "ServerVariablesModel"])
    }
}
