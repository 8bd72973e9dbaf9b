import Foundation
import MigratorCompare
import MigratorLoader
import MigratorModel
import MigratorTestSupport
import XCTest

/// Paths, loading and assertions shared by the compare tests.
enum CompareTestSupport {
    /// The repository root, found from this file's location.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Loads a document relative to the repository root.
    static func load(_ relative: String) throws -> APIDocument {
        try DocumentLoader().load(path: repositoryRoot.appendingPathComponent(relative).path).document
    }

    /// A native document of service `service` from model and endpoint lines (endpoints omitted when empty).
    static func nativeDocument(service: String, version: String, models: String, endpoints: String = "") throws -> APIDocument {
        let text = """
        migrator-document: "1"
        service: {name: \(service), version: "\(version)"}
        servers: [{url: "https://api.example.com"}]
        models:
        \(models)
        \(endpoints.isEmpty ? "" : "endpoints:\n" + endpoints)
        """
        return try DocumentLoader().load(data: Data(text.utf8), file: "\(service.lowercased())-\(version).yaml").document
    }

    /// The renames of a comparison as `old → new`, sorted.
    static func renames(_ old: APIDocument, _ new: APIDocument) -> [String] {
        DocumentComparer().compare(old, new).changes.filter { $0.kind == .renamed }.map { "\($0.old ?? "") → \($0.new ?? "")" }.sorted()
    }

    /// Compares `actual` with the reference file at `relative`; in record mode writes it and fails.
    static func assertMatchesReference(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try ReferenceFiles.assertMatches(actual, relative, file: file, line: line)
    }

    /// Checks the completeness invariant: applying `guide` to `old` yields `new`, documentation and order aside.
    static func assertApplyYieldsNew(_ old: APIDocument, _ guide: MigrationGuide, _ new: APIDocument, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let applied = try GuideApplier().apply(guide, to: old)
            let expected = DocumentNormalizer.normalize(new)
            let actual = DocumentNormalizer.normalize(applied)
            if actual != expected {
                XCTFail("\(label): apply(old, guide) differs from new:\n\(difference(expected, actual))", file: file, line: line)
            }
        } catch {
            XCTFail("\(label): the guide does not apply: \(error)", file: file, line: line)
        }
    }

    /// The first differing element between two normalized documents, as JSON.
    static func difference(_ expected: APIDocument, _ actual: APIDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json(_ value: some Encodable) -> String { (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?" }
        for (a, b) in zip(expected.models, actual.models) where a != b { return "model expected \(json(a))\n actual \(json(b))" }
        for (a, b) in zip(expected.endpoints, actual.endpoints) where a != b { return "endpoint expected \(json(a))\n actual \(json(b))" }
        if expected.models.map(\.name) != actual.models.map(\.name) { return "models \(expected.models.map(\.name)) vs \(actual.models.map(\.name))" }
        if expected.endpoints.map(\.operationId) != actual.endpoints.map(\.operationId) {
            return "endpoints \(expected.endpoints.map(\.operationId)) vs \(actual.endpoints.map(\.operationId))"
        }
        return "document-level: expected \(json(expected.servers)) \(json(expected.security)) \(json(expected.authSchemes))\n actual \(json(actual.servers)) \(json(actual.security)) \(json(actual.authSchemes))"
    }
}
