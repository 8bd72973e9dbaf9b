import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// Small OpenAPI documents and lookups shared by the OpenAPI reader tests.
enum OpenAPITestSupport {
    /// The repository root, found from this file's location (`Tests/MigratorLoaderTests/OpenAPI/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of a file given relative to the repository root, for example `../shared/corpus/dev/...`.
    static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).standardizedFileURL.path
    }

    /// A YAML OpenAPI document: the `openapi` version, an `info` block, then `body` (top-level YAML, unindented).
    static func yaml(_ body: String, version: String = "3.0.3") -> String {
        """
        openapi: \(version)
        info:
          title: Test API
          version: 1.2.3

        """ + body
    }

    /// Loads `yaml(body)`, failing the test with every diagnostic when it does not load.
    static func load(
        _ body: String, version: String = "3.0.3", named name: String = "api.yaml", file: StaticString = #filePath, line: UInt = #line
    ) throws -> LoadedDocument {
        try loadText(yaml(body, version: version), named: name, file: file, line: line)
    }

    /// Loads a complete document text, failing the test with every diagnostic when it does not load.
    static func loadText(_ text: String, named name: String = "api.yaml", file: StaticString = #filePath, line: UInt = #line) throws -> LoadedDocument {
        do {
            return try DocumentLoader().load(data: Data(text.utf8), file: name)
        } catch let error as DiagnosticsError {
            XCTFail("the document did not load:\n\(error.description)", file: file, line: line)
            throw error
        }
    }

    /// The diagnostics a document that must not load fails with.
    static func errors(_ body: String, version: String = "3.0.3", file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        LoaderTestSupport.diagnostics(loading: yaml(body, version: version), file: file, line: line)
    }

    /// The warnings whose message contains `text`.
    static func warnings(_ loaded: LoadedDocument, containing text: String) -> [Diagnostic] {
        loaded.warnings.filter { $0.message.contains(text) }
    }

    /// Asserts exactly one warning contains `text`, at `pointer`, and returns it.
    @discardableResult
    static func assertWarning(
        _ loaded: LoadedDocument, _ text: String, at pointer: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let found = warnings(loaded, containing: text)
        XCTAssertEqual(found.count, 1, "warnings containing \"\(text)\": \(loaded.warnings.map(\.description))", file: file, line: line)
        XCTAssertEqual(found.first?.location.pointer, pointer, file: file, line: line)
        XCTAssertEqual(found.first?.severity, .warning, file: file, line: line)
        return found.first
    }
}

extension LoadedDocument {
    /// The model named `name`, failing the test when there is none.
    func model(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> ModelDefinition {
        try XCTUnwrap(document.model(named: name), "no model \(name) among \(document.models.map(\.name))", file: file, line: line)
    }

    /// The properties of object model `name`.
    func properties(of name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Property] {
        let model = try model(name, file: file, line: line)
        guard case let .object(properties) = model.kind else { throw OpenAPITestError("\(name) is not an object model: \(model.kind)") }
        return properties
    }

    /// The property `key` of object model `name`.
    func property(_ key: String, of name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Property {
        try XCTUnwrap(try properties(of: name, file: file, line: line).first { $0.key == key }, "no property \(key) in \(name)", file: file, line: line)
    }

    /// The union of model `name`.
    func union(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> UnionModel {
        let model = try model(name, file: file, line: line)
        guard case let .union(union) = model.kind else { throw OpenAPITestError("\(name) is not a union model: \(model.kind)") }
        return union
    }

    /// The enum of model `name`.
    func enumeration(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> EnumModel {
        let model = try model(name, file: file, line: line)
        guard case let .enum(enumModel) = model.kind else { throw OpenAPITestError("\(name) is not an enum model: \(model.kind)") }
        return enumModel
    }

    /// The endpoint with operationId `id`.
    func endpoint(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Endpoint {
        try XCTUnwrap(document.endpoints.first { $0.operationId == id }, "no endpoint \(id) among \(document.endpoints.map(\.operationId))", file: file, line: line)
    }
}

/// A test expectation that did not hold, thrown to end the test with a message.
struct OpenAPITestError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    /// Creates an error with a message.
    init(_ description: String) {
        self.description = description
    }
}
