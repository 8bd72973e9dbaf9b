import Foundation
import MigratorConformance
import XCTest

/// The JSON fixtures next to this file.
///
/// `Fixtures/<name>.json` are the repository's YAML examples converted to JSON with PyYAML (as written),
/// `<name>.encoded.json` the same documents decoded by Migrator's `APIDocument` and re-encoded with `JSONEncoder`
/// (defaults omitted), `<name>.full.json` the documents with every default spelled out and absent optionals as
/// `null`. Sources: `MigrationGuides/Examples/petstore-v{1,2,3}.yaml` and
/// `Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository root (this file is `Tests/MigratorConformanceTests/…`), when it is there.
    static var repositoryRoot: URL? {
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let marker = root.appendingPathComponent("MigrationGuides/Examples/petstore-v1.yaml").path
        return FileManager.default.fileExists(atPath: marker) ? root : nil
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func document(_ name: String) throws -> WireDocument {
        try WireDocument(json: data(name))
    }

    static func validator(_ name: String) throws -> WireValidator {
        WireValidator(document: try document(name))
    }
}

/// A request for `WireValidator.validate(method:url:headers:body:)`.
struct Request {
    var method: String
    var url: String
    var headers: [String: String] = [:]
    var body: Data?

    init(_ method: String, _ url: String, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// With a JSON body (sorted keys) and `Content-Type: application/json`.
    init(_ method: String, _ url: String, headers: [String: String] = [:], json: Any) {
        self.init(method, url, headers: headers.merging(["Content-Type": "application/json"]) { old, _ in old })
        body = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed])
    }

    /// With a form body and `Content-Type: application/x-www-form-urlencoded`.
    init(_ method: String, _ url: String, headers: [String: String] = [:], form: String) {
        self.init(
            method, url,
            headers: headers.merging(["Content-Type": "application/x-www-form-urlencoded"]) { old, _ in old },
            body: Data(form.utf8)
        )
    }
}

extension WireValidator {
    func validate(_ request: Request) -> (operationId: String?, violations: [WireViolation]) {
        validate(method: request.method, url: URL(string: request.url)!, headers: request.headers, body: request.body)
    }
}

/// Asserts that `request` targets `operationId` and has no violations.
func assertValid(
    _ validator: WireValidator, _ request: Request, operationId: String, file: StaticString = #filePath, line: UInt = #line
) {
    let result = validator.validate(request)
    XCTAssertEqual(result.operationId, operationId, "operation of \(request.method) \(request.url)", file: file, line: line)
    XCTAssertEqual(result.violations.map(\.message), [], "\(request.method) \(request.url)", file: file, line: line)
}

/// Asserts that `request` targets `operationId` and has exactly the violations `expected` (messages, in order).
func assertViolations(
    _ validator: WireValidator, _ request: Request, operationId: String?, _ expected: [String],
    file: StaticString = #filePath, line: UInt = #line
) {
    let result = validator.validate(request)
    XCTAssertEqual(result.operationId, operationId, "operation of \(request.method) \(request.url)", file: file, line: line)
    XCTAssertEqual(result.violations.map(\.message), expected, "\(request.method) \(request.url)", file: file, line: line)
}

/// Asserts that every string in `fragments` occurs in some violation of `request`, and that there are violations.
func assertViolationsContain(
    _ validator: WireValidator, _ request: Request, operationId: String?, _ fragments: [String],
    file: StaticString = #filePath, line: UInt = #line
) {
    let result = validator.validate(request)
    XCTAssertEqual(result.operationId, operationId, "operation of \(request.method) \(request.url)", file: file, line: line)
    XCTAssertFalse(result.violations.isEmpty, "expected violations for \(request.method) \(request.url)", file: file, line: line)
    for fragment in fragments where !result.violations.contains(where: { $0.message.contains(fragment) }) {
        XCTFail("no violation contains \"\(fragment)\"; got \(result.violations.map(\.message))", file: file, line: line)
    }
}

/// JSON text of `value` (sorted keys).
func jsonText(_ value: Any) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
}

/// `value` with `changes` applied to its top-level keys (`NSNull()` sets null; use `remove` to drop keys).
func modified(_ value: Any, _ changes: [String: Any] = [:], remove: [String] = []) -> [String: Any] {
    var object = value as! [String: Any]
    for (key, member) in changes { object[key] = member }
    for key in remove { object[key] = nil }
    return object
}
