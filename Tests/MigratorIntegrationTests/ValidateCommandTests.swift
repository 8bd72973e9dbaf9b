import Foundation
import XCTest

/// `migrator validate`: the semantic rules of the native format and of guides (one implementation, in Swift), the
/// three output formats and the exit codes.
final class ValidateCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try IntegrationTestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to a file named `name` in the test's directory and returns its path.
    private func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private let nativeHeader = "migrator-document: \"1\"\nservice: {name: S, version: \"1\"}\n"
    private let guideHeader = "migrator-guide: \"1\"\nservice: S\nfrom: \"1\"\nto: \"2\"\n"

    func testExamplesAndCorpusFilesAreValid() throws {
        let examples = ["annotated-guide", "petstore-v1", "petstore-v1-to-v2", "petstore-v2", "petstore-v2-to-v3", "petstore-v3"]
            .map { "MigrationGuides/Examples/\($0).yaml" }
        let corpus = [
            "../shared/corpus/dev/petstore/petstore-v3-1.0.26.yaml", "../shared/corpus/dev/apodini-qonectiq/api_qonectiq2.0.0.json",
            "../shared/corpus/dev/onepassword/1password-1.2.0.yaml",
        ]
        let run = try IntegrationTestSupport.migrator(["validate"] + examples + corpus)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("9 files: 9 valid, 0 invalid; 0 errors"), run.stdout)
        XCTAssertTrue(run.stdout.contains("ok   MigrationGuides/Examples/petstore-v1.yaml (Migrator document, service Petstore 1.0.0"), run.stdout)
        let strict = try IntegrationTestSupport.migrator(["validate", "--strict", "../shared/corpus/dev/spotify/spotify-2023-06-07.yml"])
        XCTAssertEqual(strict.status, 1, "a description with warnings fails under --strict")
    }

    func testNativeDefaultsAndAmbiguousBooleansAreErrors() throws {
        let path = try write("defaults.yaml", nativeHeader + """
            models:
              - name: Size
                enum: string
                cases: [{value: small}, {value: large}]
              - name: A
                properties:
                  - {name: a, type: int32, default: 4294967296}
                  - {name: b, type: array<string>, default: [1]}
                  - {name: c, type: date, default: "2023-02-30"}
                  - {name: d, type: Size, default: medium}
                  - {name: e, type: string, default: "ok"}
            """)
        let booleans = try write("booleans.yaml", nativeHeader + "models:\n  - name: A\n    properties:\n      - {name: f, type: boolean, default: on}\n")
        let run = try IntegrationTestSupport.migrator(["validate", path])
        XCTAssertEqual(run.status, 1)
        for fragment in [
            "(at /models/1/properties/0/default): error: 4294967296 is not a valid int32 (a 32-bit integer)",
            "(at /models/1/properties/1/default/0): error: 1 is not a valid string",
            "(at /models/1/properties/2/default): error: \"2023-02-30\" is not a valid date",
            "(at /models/1/properties/3/default): error: \"medium\" is not a case of enum Size (\"small\", \"large\")",
        ] {
            XCTAssertTrue(run.stdout.contains(fragment), "missing \(fragment) in\n\(run.stdout)")
        }
        XCTAssertFalse(run.stdout.contains("properties/4"), "a fitting default is fine")
        let ambiguous = try IntegrationTestSupport.migrator(["validate", booleans])
        XCTAssertEqual(ambiguous.status, 1)
        XCTAssertTrue(ambiguous.stdout.contains("(at /models/0/properties/0/default): error: ambiguous YAML boolean \"on\""), ambiguous.stdout)
        let generate = try IntegrationTestSupport.migrator(["generate", "--document", booleans, "--package-name", "X", "--output", directory.path])
        XCTAssertEqual(generate.status, 2, "generate reads with the same rules")
        XCTAssertTrue(generate.stderr.contains("ambiguous YAML boolean"), generate.stderr)
    }

    func testGuideRules() throws {
        let path = try write("guide.yaml", guideHeader + """
            changes:
              - {id: "removed:/models/B", kind: removed, element: model, old: /models/B, breaking: true, solvable: true}
              - {id: "removed:/models/A", kind: removed, element: model, old: /models/A, breaking: true, solvable: true}
              - {id: "renamed:/models/C", kind: renamed, element: model, old: /models/C, new: /models/D, after: {name: E}, breaking: true, solvable: true}
              - {id: "renamed:/models/F/properties/x", kind: renamed, element: property, old: /models/F/properties/x, new: /models/F/properties/y, after: {key: y, name: y}, breaking: true, solvable: true}
              - id: "updated:/models/F/properties/x#type"
                kind: updated
                element: property
                aspect: type
                old: /models/F/properties/x
                new: /models/F/properties/z
                before: string
                after: int64
                breaking: true
                solvable: true
                valueMap: [{old: 1, new: 2}, {old: 1, new: 3}]
              - {id: "updated:/models/H/properties/a#type", kind: updated, element: property, aspect: type, old: /models/H/properties/a, new: /models/H/properties/a, before: string, after: Artist, breaking: true, solvable: true, convert: {builtin: object-member}}
              - {id: "updated:/models/H/properties/b#type", kind: updated, element: property, aspect: type, old: /models/H/properties/b, new: /models/H/properties/b, before: string, after: int64, breaking: true, solvable: true, convert: {builtin: int-string, member: id}}
              - {id: "updated:/models/H/properties/c#type", kind: updated, element: property, aspect: type, old: /models/H/properties/c, new: /models/H/properties/c, before: string, after: int64, breaking: true, solvable: true, movedTo: [a, b]}
              - {id: "wrong", kind: removed, element: model, old: /models/G, breaking: true, solvable: true}
            """)
        let run = try IntegrationTestSupport.migrator(["validate", path])
        XCTAssertEqual(run.status, 1)
        for fragment in [
            "(at /changes/1/id): warning: changes are not sorted by id: removed:/models/A comes after removed:/models/B",
            "(at /changes/2/after/name): error: \"E\" does not match the new path /models/D (\"D\")",
            "(at /changes/4/new): error: /models/F/properties/x becomes /models/F/properties/z here but /models/F/properties/y in change renamed:/models/F/properties/x",
            "(at /changes/4/valueMap/1/old): error: duplicate valueMap old value 1",
            "(at /changes/5/convert/member): error: object-member needs the wire key of the member that holds the value in convert.member",
            "(at /changes/6/convert/member): error: convert.member belongs to the object-member built-in conversion only",
            "(at /changes/7/movedTo): error: movedTo belongs to a removed property",
            "(at /changes/8/id): error: the id should be removed:/models/G",
        ] {
            XCTAssertTrue(run.stdout.contains(fragment), "missing \(fragment) in\n\(run.stdout)")
        }
    }

    func testFormatsAndExitCodes() throws {
        let valid = "MigrationGuides/Examples/petstore-v1.yaml"
        let unsorted = try write("unsorted.yaml", guideHeader + """
            changes:
              - {id: "removed:/models/B", kind: removed, element: model, old: /models/B, breaking: true, solvable: true}
              - {id: "removed:/models/A", kind: removed, element: model, old: /models/A, breaking: true, solvable: true}
            """)
        let warningsOnly = try IntegrationTestSupport.migrator(["validate", unsorted])
        XCTAssertEqual(warningsOnly.status, 0, "warnings alone pass")
        XCTAssertEqual(try IntegrationTestSupport.migrator(["validate", "--strict", unsorted]).status, 1)
        let json = try IntegrationTestSupport.migrator(["validate", "--format", "json", valid, unsorted])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["warnings"] as? Int, 1)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        XCTAssertEqual(files.map { $0["kind"] as? String }, ["api-description", "guide"])
        let github = try IntegrationTestSupport.migrator(["validate", "--format", "github", unsorted])
        XCTAssertTrue(github.stdout.hasPrefix("::warning file=\(unsorted),title=migrator validate::changes are not sorted"), github.stdout)
        XCTAssertEqual(try IntegrationTestSupport.migrator(["validate", "missing.yaml"]).status, 2, "a missing file is a usage error")
        let unsupported = try write("swagger.json", #"{"swagger": "2.0", "info": {"title": "x", "version": "1"}, "paths": {}}"#)
        let swagger = try IntegrationTestSupport.migrator(["validate", unsupported])
        XCTAssertEqual(swagger.status, 1)
        XCTAssertTrue(swagger.stdout.contains("unsupported document"), swagger.stdout)
    }
}
