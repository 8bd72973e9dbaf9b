import Foundation
import XCTest

/// `migrator verify` and auth schemes only the newest description has: the suite sends dummy credentials for every
/// scheme (so the requests carry what the newest description requires), and an endpoint that only a new scheme
/// unlocks needs a person, since an app written against the old interface passes no credential for it.
final class VerifyCredentialsTests: XCTestCase {
    private static var root: URL { IntegrationTestSupport.scratchRoot.appendingPathComponent("verify-credentials") }
    /// Shared with `VerifyCommandTests`, so the runtime's build is reused.
    private static var scratch: String { IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-verify").path }

    /// v1: bearer only. v2: adds an API key; `listNotes` keeps bearer, `getNote` accepts bearer or the key,
    /// `deleteNote` requires the key, `archiveNote` requires the key and takes an id the old `Int` cannot match.
    private static func document(version: Int) -> String {
        let v2 = version == 2
        var lines = [
            #"migrator-document: "1""#, "service:", "  name: Notes", #"  version: "\#(version).0.0""#,
            "servers:", "  - url: https://notes.example.com/v\(version)",
            "authSchemes:", "  - name: bearerAuth", "    type: bearer",
        ]
        if v2 { lines += ["  - name: noteKey", "    type: apiKey", "    in: header", "    parameterName: X-Note-Key"] }
        lines += [
            "security: [bearerAuth]",
            "models:", "  - name: Note", "    properties:",
            "      - name: id", "        type: int64", "        required: true",
            "      - name: text", "        type: string", "        required: true",
            "endpoints:",
            "  - operationId: listNotes", "    method: GET", "    path: /notes", "    response:", "      type: array<Note>",
        ]
        let idParameter = ["    parameters:", "      - name: id", "        in: path", "        type: int64", "        required: true"]
        lines += ["  - operationId: getNote", "    method: GET", "    path: /notes/{id}"] + (v2 ? ["    security: [bearerAuth, noteKey]"] : [])
            + idParameter + ["    response:", "      type: Note"]
        lines += ["  - operationId: deleteNote", "    method: DELETE", "    path: /notes/{id}"] + (v2 ? ["    security: [noteKey]"] : []) + idParameter
        lines += ["  - operationId: archiveNote", "    method: POST", "    path: /notes/{id}/archive"]
        lines += v2
            ? ["    security: [noteKey]", "    parameters:", "      - name: id", "        in: path", "        type: string", "        required: true",
               "        pattern: '^n-[0-9]+$'"]
            : idParameter
        return lines.joined(separator: "\n") + "\n"
    }

    func testSchemesOnlyTheNewestDescriptionHasNeedAPerson() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1") }
        let inputs = Self.root.appendingPathComponent("inputs")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        let v1 = inputs.appendingPathComponent("notes-v1.yaml"), v2 = inputs.appendingPathComponent("notes-v2.yaml")
        try Self.document(version: 1).write(to: v1, atomically: true, encoding: .utf8)
        try Self.document(version: 2).write(to: v2, atomically: true, encoding: .utf8)
        let record = Self.root.appendingPathComponent("requests.jsonl")
        let result = try IntegrationTestSupport.migrator([
            "verify", "--document", v1.path, "--target", v2.path, "--package-name", "Notes", "--format", "json",
            "--record", record.path, "--work-directory", Self.root.appendingPathComponent("work").path, "--scratch-path", Self.scratch,
        ])
        let output = try XCTUnwrap(try? JSONDecoder().decode(VerifyCommandTests.Output.self, from: Data(result.stdout.utf8)), result.stderr + result.stdout.suffix(3000))
        let rows = Dictionary(uniqueKeysWithValues: output.endpoints.map { ($0.operationId, $0) })
        let summary = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual(rows["listNotes"]?.status, "pass", summary)
        XCTAssertEqual(rows["getNote"]?.status, "pass", "bearer is still accepted:\n\(summary)")
        let delete = try XCTUnwrap(rows["deleteNote"])
        XCTAssertEqual(delete.status, "needsPerson", summary)
        XCTAssertTrue(delete.reason.contains("requires noteKey (Client.Credentials.noteKey)"), delete.reason)
        XCTAssertTrue(delete.reason.contains("the old interface has no credential for"), delete.reason)
        // A real failure stays a failure: the old Int id cannot match the new pattern.
        XCTAssertEqual(rows["archiveNote"]?.status, "fail", summary)
        XCTAssertEqual(result.status, 1, "a failing endpoint exits 1")

        // Every request to a key-only endpoint carried the dummy key; the others the bearer token.
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, output.endpoints.reduce(0) { $0 + $1.requests })
        for line in lines {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let headers = try XCTUnwrap(object["headers"] as? [String: String])
            switch object["operationId"] as? String {
            case "deleteNote", "archiveNote": XCTAssertEqual(headers["X-Note-Key"], "conformance-key", String(line))
            default: XCTAssertEqual(headers["Authorization"], "Bearer conformance-token", String(line))
            }
        }
    }
}
