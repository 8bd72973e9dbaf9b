import Foundation
@testable import MigratorLoader
import MigratorModel
import XCTest

/// Builders of small ApodiniMigrator documents and ways to load them, for the Apodini reader's tests.
enum ApodiniFixture {
    /// A `{"object": …}` type named `module.name` with `(name, type)` properties.
    static func object(_ name: String, module: String = "App", properties: [(String, Any)] = []) -> [String: Any] {
        ["object": [
            "typeName": typeName(name, module: module),
            "properties": properties.map { ["name": $0.0, "type": $0.1] as [String: Any] },
        ] as [String: Any]]
    }

    /// An `{"enum": …}` type with `(name, rawValue)` cases.
    static func enumeration(_ name: String, module: String = "App", raw: String = "String", cases: [(String, String)]) -> [String: Any] {
        ["enum": [
            "typeName": typeName(name, module: module),
            "rawValueType": ["scalar": raw],
            "cases": cases.map { ["name": $0.0, "rawValue": $0.1] },
        ] as [String: Any]]
    }

    /// A format 2.x `typeName`.
    static func typeName(_ name: String, module: String) -> [String: Any] {
        ["defined-in": module, "rootComponent": ["name": name]]
    }

    /// A `{"scalar": name}` type.
    static func scalar(_ name: String) -> [String: Any] { ["scalar": name] }

    /// A `{"reference": key}` type.
    static func reference(_ key: String) -> [String: Any] { ["reference": key] }

    /// A parameter entry.
    static func parameter(_ name: String, _ kind: String, _ type: [String: Any], necessity: String = "required") -> [String: Any] {
        ["name": name, "kind": kind, "type": type, "necessity": necessity]
    }

    /// A format 2.x endpoint entry.
    static func endpoint(
        _ id: String, path: String, operation: String = "read", handler: String = "App.Handler",
        parameters: [[String: Any]] = [], response: [String: Any] = ["scalar": "String"], errors: [(Int, String)] = []
    ) -> [String: Any] {
        [
            "deltaIdentifier": id,
            "identifiers": ["EndpointPath": path, "Operation": operation, "HandlerName": handler],
            "communicationPattern": "requestResponse",
            "parameters": parameters,
            "response": response,
            "errors": errors.map { ["code": $0.0, "message": $0.1] as [String: Any] },
        ]
    }

    /// A format 2.x document with the given types and endpoints and a REST exporter with `dateStrategy`.
    static func document(
        types: [String: Any] = [:], endpoints: [[String: Any]] = [], version: String = "2.1.0", dateStrategy: String = "deferredToDate"
    ) -> Data {
        let document: [String: Any] = [
            "id": "00000000-0000-0000-0000-000000000000",
            "version": version,
            "service": [
                "version": "v_1.2.3",
                "http": ["protocol": "https", "hostname": "api.example.com", "port": 443],
                "exporters": [
                    "rest": ["encoderConfiguration": ["dateEncodingStrategy": dateStrategy, "dataEncodingStrategy": "base64"]],
                    "grpc": ["serviceName": "Shop", "packageName": "SHOP"],
                ],
            ] as [String: Any],
            "endpoints": endpoints,
            "types": types,
        ]
        return json(document)
    }

    /// `object` as JSON.
    static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// Loads a document through ``DocumentLoader`` (format detection, reading and validation).
    static func load(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws -> LoadedDocument {
        do {
            return try DocumentLoader().load(data: data, file: "api.json")
        } catch let error as DiagnosticsError {
            XCTFail("the document did not load:\n\(error)", file: file, line: line)
            throw error
        }
    }

    /// Reads a document with the Apodini reader alone, then validates it as ``DocumentLoader`` does; returns the
    /// document (nil on errors) and every diagnostic. Used where format detection is not under test.
    static func read(_ data: Data, file: String = "api.json") throws -> (APIDocument?, Diagnostics) {
        let raw = try RawDocument.parse(data: data, file: file)
        var diagnostics = Diagnostics()
        var document = ApodiniReader(raw: raw).read(into: &diagnostics)
        if let loaded = document, !diagnostics.hasErrors {
            diagnostics.append(contentsOf: DocumentValidator(file: file).validate(loaded))
        }
        if diagnostics.hasErrors { document = nil }
        return (document, diagnostics)
    }

    /// The messages of the warnings of a loaded document.
    static func warnings(_ loaded: LoadedDocument) -> [String] {
        loaded.warnings.map(\.message)
    }
}
