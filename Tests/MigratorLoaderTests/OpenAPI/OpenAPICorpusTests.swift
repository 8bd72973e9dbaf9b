import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// Loads every OpenAPI file of the development corpus (`../shared/corpus/dev/`, next to the repository).
final class OpenAPICorpusTests: XCTestCase {
    /// What one corpus file must load to.
    struct Expectation {
        /// The path relative to the repository root.
        var path: String
        /// The number of models.
        var models: Int
        /// The number of endpoints.
        var endpoints: Int
        /// The number of warnings.
        var warnings: Int
    }

    /// Every OpenAPI file of the corpus with its expected counts.
    static let expectations: [Expectation] = [
        Expectation(path: "onepassword/1password-1.1.1.yaml", models: 24, endpoints: 9, warnings: 0),
        Expectation(path: "onepassword/1password-1.2.0.yaml", models: 28, endpoints: 15, warnings: 0),
        Expectation(path: "onepassword/extra/1password-0.5.0.yaml", models: 23, endpoints: 9, warnings: 0),
        Expectation(path: "onepassword/extra/1password-1.3.0.yaml", models: 28, endpoints: 15, warnings: 0),
        Expectation(path: "openai/openai-2024-09-28-dup-anchor.yaml", models: 534, endpoints: 94, warnings: 10),
        Expectation(path: "openai/openai-2025-02-10-oas3.0.yaml", models: 721, endpoints: 110, warnings: 0),
        Expectation(path: "openai/openai-2026-05-13-oas3.1.yaml", models: 1880, endpoints: 242, warnings: 17),
        Expectation(path: "pallidor-fixtures/addEndpoint/openapi.json", models: 10, endpoints: 14, warnings: 1),
        Expectation(path: "pallidor-fixtures/addEndpoint/openapi_addedStoreEndpoint.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/addMethod/openapi.json", models: 10, endpoints: 17, warnings: 1),
        Expectation(path: "pallidor-fixtures/addMethod/openapi_addedUpdatePetMethod.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/addModel/openapi.json", models: 9, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/addModel/openapi_addedApiResponseModel.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeAuth/openapi.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeAuth/openapi_changedAuth.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeBoundaries/openapi.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeBoundaries/openapi_changedBoundaries.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeHTTPmethod/openapi.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeHTTPmethod/openapi_updateHTTPmethods.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeServerURL/openapi.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/changeServerURL/openapi_changedServer.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/fullMigration/openapi.json", models: 10, endpoints: 18, warnings: 1),
        Expectation(path: "pallidor-fixtures/fullMigration/openapi_modified.json", models: 10, endpoints: 18, warnings: 3),
        Expectation(path: "petstore/petstore-v3-1.0.19.yaml", models: 10, endpoints: 19, warnings: 2),
        Expectation(path: "petstore/petstore-v3-1.0.26.yaml", models: 8, endpoints: 19, warnings: 1),
        Expectation(path: "petstore/petstore-v31-design-first.yaml", models: 7, endpoints: 6, warnings: 5),
        Expectation(path: "spotify/spotify-2022-06-25.yml", models: 120, endpoints: 79, warnings: 16),
        Expectation(path: "spotify/spotify-2023-06-07.yml", models: 135, endpoints: 89, warnings: 16),
    ]

    /// The corpus directory.
    static let corpus = "../shared/corpus/dev/"

    func testEveryCorpusFileLoadsWithTheExpectedCounts() throws {
        for expectation in Self.expectations {
            let path = OpenAPITestSupport.path(Self.corpus + expectation.path)
            let loaded: LoadedDocument
            do {
                loaded = try DocumentLoader().load(path: path)
            } catch let error as DiagnosticsError {
                XCTFail("\(expectation.path) did not load:\n\(error.diagnostics.prefix(20).map(\.description).joined(separator: "\n"))")
                continue
            }
            XCTAssertEqual(loaded.format, .openAPI, expectation.path)
            XCTAssertEqual(loaded.document.models.count, expectation.models, "models of \(expectation.path)")
            XCTAssertEqual(loaded.document.endpoints.count, expectation.endpoints, "endpoints of \(expectation.path)")
            XCTAssertEqual(loaded.warnings.count, expectation.warnings, "warnings of \(expectation.path): \(loaded.warnings.map(\.description))")
            XCTAssertTrue(loaded.warnings.allSatisfy { $0.location.file == path && $0.location.pointer != nil }, expectation.path)
        }
    }

    func testTheExpectationsListEveryOpenAPIFileOfTheCorpus() throws {
        let root = URL(fileURLWithPath: OpenAPITestSupport.path(Self.corpus))
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let url as URL in enumerator where ["json", "yaml", "yml"].contains(url.pathExtension) {
            let head = String(decoding: try Data(contentsOf: url).prefix(512), as: UTF8.self)
            if head.contains("\"openapi\"") || head.hasPrefix("openapi:") || head.contains("\nopenapi:") {
                found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        XCTAssertEqual(found.sorted(), Self.expectations.map(\.path).sorted())
    }

    func testLoadingIsDeterministicAndSurvivesTheNativeFormat() throws {
        let samples = [
            "petstore/petstore-v3-1.0.26.yaml", "petstore/petstore-v31-design-first.yaml",
            "pallidor-fixtures/fullMigration/openapi_modified.json", "spotify/spotify-2023-06-07.yml",
            "openai/openai-2025-02-10-oas3.0.yaml",
        ]
        for sample in samples {
            let path = OpenAPITestSupport.path(Self.corpus + sample)
            let first = try DocumentLoader().load(path: path)
            let second = try DocumentLoader().load(path: path)
            assertEqualDocuments(first.document, second.document, sample)
            XCTAssertEqual(first.warnings, second.warnings, sample)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let native = try encoder.encode(first.document)
            let reloaded = try DocumentLoader().load(data: native, file: sample + ".native.json")
            assertEqualDocuments(reloaded.document, first.document, sample + " through the native format")
        }
    }

    /// Compares two documents part by part, so a failure names the first model or endpoint that differs.
    private func assertEqualDocuments(_ lhs: APIDocument, _ rhs: APIDocument, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lhs.service, rhs.service, what, file: file, line: line)
        XCTAssertEqual(lhs.servers, rhs.servers, what, file: file, line: line)
        XCTAssertEqual(lhs.authSchemes, rhs.authSchemes, what, file: file, line: line)
        XCTAssertEqual(lhs.security, rhs.security, what, file: file, line: line)
        XCTAssertEqual(lhs.models.map(\.name), rhs.models.map(\.name), what, file: file, line: line)
        if let (left, right) = zip(lhs.models, rhs.models).first(where: { $0 != $1 }) {
            XCTAssertEqual(left, right, what, file: file, line: line)
        }
        XCTAssertEqual(lhs.endpoints.map(\.operationId), rhs.endpoints.map(\.operationId), what, file: file, line: line)
        if let (left, right) = zip(lhs.endpoints, rhs.endpoints).first(where: { $0 != $1 }) {
            XCTAssertEqual(left, right, what, file: file, line: line)
        }
    }

    func testThePetstoreMapping() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path(Self.corpus + "petstore/petstore-v3-1.0.26.yaml"))
        let document = loaded.document
        XCTAssertEqual(document.service.name, "Swagger Petstore - OpenAPI 3.0")
        XCTAssertEqual(document.servers.map(\.url), ["https://petstore3.swagger.io/api/v3"])
        XCTAssertEqual(document.models.map(\.name), ["Order", "Category", "User", "Tag", "Pet", "ApiResponse", "Order_status", "Pet_status"])
        XCTAssertEqual(try loaded.property("status", of: "Pet").type, .model("Pet_status"))
        XCTAssertEqual(try loaded.property("photoUrls", of: "Pet").required, true)
        XCTAssertEqual(try loaded.enumeration("Pet_status").cases.map(\.value), [.string("available"), .string("pending"), .string("sold")])
        XCTAssertEqual(document.authSchemes.map(\.name), ["petstore_auth", "api_key"])
        let findByStatus = try loaded.endpoint("findPetsByStatus")
        XCTAssertEqual(findByStatus.parameters.first?.type, .model("Pet_status"), "the same inline enum is one model")
        XCTAssertEqual(findByStatus.parameters.first?.defaultValue, .string("available"))
        XCTAssertEqual(findByStatus.response?.type, .array(.model("Pet")))
        XCTAssertEqual(try loaded.endpoint("getInventory").response?.type, .dictionary(.scalar(.int32)))
        let upload = try loaded.endpoint("uploadFile")
        XCTAssertEqual(upload.bodyParameter?.contentType, .octetStream)
        XCTAssertEqual(upload.bodyParameter?.type, .scalar(.binary))
        XCTAssertEqual(try loaded.endpoint("getPetById").security, ["api_key", "petstore_auth"])
        XCTAssertEqual(try loaded.endpoint("deletePet").response, ResponseDefinition(status: 200, description: "Pet deleted"))
    }

    func testTheDesignFirst31PetstoreResolvesIdentifiersAndAnchors() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path(Self.corpus + "petstore/petstore-v31-design-first.yaml"))
        XCTAssertEqual(try loaded.property("petDetailsId", of: "Pet").type, .scalar(.int64), "$ref to a $id with an $anchor")
        XCTAssertEqual(try loaded.property("petDetails", of: "Pet").type, .json, "the $ref value is a YAML comment, so null")
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "\"$ref\" should be a string").count, 1)
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "unknown key \"swagger-extension\"").count, 1)
    }

    func testTheOpenAI31Mapping() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path(Self.corpus + "openai/openai-2026-05-13-oas3.1.yaml"))
        let message = try loaded.union("ChatCompletionRequestMessage")
        XCTAssertEqual(message.discriminator, "role")
        XCTAssertEqual(message.variants.first, UnionVariant(type: .model("ChatCompletionRequestDeveloperMessage"), value: "developer"))
        let filters = try loaded.union("CompoundFilter_filters_item")
        XCTAssertEqual(filters.variants.map(\.type), [.model("ComparisonFilter"), .model("CompoundFilter")], "$recursiveRef: '#'")
        XCTAssertEqual(try loaded.property("seed", of: "CreateChatCompletionRequest").type, .scalar(.int64))
        XCTAssertEqual(OpenAPITestSupport.warnings(loaded, containing: "beyond the 64-bit integer range").count, 2)
        guard case .enum = try loaded.model("ModelIdsShared").kind else { return XCTFail("an open enum (string or known values) is an enum") }
    }

    func testThe1PasswordOperationServers() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path(Self.corpus + "onepassword/1password-1.2.0.yaml"))
        let withServers = loaded.document.endpoints.filter { $0.servers != nil }
        XCTAssertEqual(withServers.count, 3, "health, heartbeat and metrics live at the server root, not under /v1")
        XCTAssertTrue(withServers.allSatisfy { $0.servers == [Server(url: "http://localhost:8080")] })
        XCTAssertEqual(loaded.document.servers.first?.url, "http://1password.local")
    }

    func testTheDuplicateAnchorFileLoads() throws {
        let loaded = try DocumentLoader().load(path: OpenAPITestSupport.path(Self.corpus + "openai/openai-2024-09-28-dup-anchor.yaml"))
        XCTAssertEqual(loaded.document.service.version, "2.3.0")
    }
}
