import Foundation
import XCTest

/// `migrator verify` on the version pairs of `../shared/corpus/dev/`: every endpoint passes or is listed as needing a
/// person (counts asserted per pair), and the recorded requests of the OpenAPI pairs validate with an independent
/// validator, openapi-core (`Scripts/validate-recorded-requests.py`, run with `.build-venv/bin/python`, which
/// `Scripts/test.sh` sets up; skipped with a message when it is missing). One scratch path for all pairs.
final class VerifyCorpusTests: XCTestCase {
    private static let corpus = IntegrationTestSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/dev")

    /// A pair, its package name, whether the old document is OpenAPI (for openapi-core), and the expected counts.
    private struct Pair {
        var name: String
        var old: String
        var new: String
        var packageName: String
        var isOpenAPI: Bool
        var pass: Int
        var needsPerson: Int
    }

    private static let pairs: [Pair] = [
        Pair(name: "petstore", old: "petstore/petstore-v3-1.0.19.yaml", new: "petstore/petstore-v3-1.0.26.yaml", packageName: "Petstore", isOpenAPI: true, pass: 19, needsPerson: 0),
    ]

    func testCorpusPairsPassOrNeedAPersonAndTheirTrafficValidates() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1") }
        let root = IntegrationTestSupport.scratchRoot.appendingPathComponent("verify")
        let python = IntegrationTestSupport.repositoryRoot.appendingPathComponent(".build-venv/bin/python")
        var skippedValidation: [String] = []
        for pair in Self.pairs {
            let record = root.appendingPathComponent("corpus-\(pair.name).jsonl")
            let result = try IntegrationTestSupport.migrator([
                "verify", "--document", Self.corpus.appendingPathComponent(pair.old).path, "--target", Self.corpus.appendingPathComponent(pair.new).path,
                "--package-name", pair.packageName, "--format", "json", "--record", record.path,
                "--work-directory", root.appendingPathComponent("corpus-\(pair.name)").path,
                "--scratch-path", IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-verify-corpus").path,
            ])
            XCTAssertEqual(result.status, 0, "\(pair.name): \(result.stderr)\n\(result.stdout.suffix(3000))")
            let output = try XCTUnwrap(try? JSONDecoder().decode(VerifyCommandTests.Output.self, from: Data(result.stdout.utf8)), "\(pair.name): \(result.stderr)")
            let rows = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
            XCTAssertEqual([output.pass, output.fail, output.needsPerson], [pair.pass, 0, pair.needsPerson], "\(pair.name):\n\(rows)")
            guard pair.isOpenAPI else { continue }
            guard FileManager.default.isExecutableFile(atPath: python.path) else {
                skippedValidation.append(pair.name)
                continue
            }
            let validation = try IntegrationTestSupport.run(python, [
                IntegrationTestSupport.repositoryRoot.appendingPathComponent("Scripts/validate-recorded-requests.py").path,
                Self.corpus.appendingPathComponent(pair.new).path, record.path,
            ])
            XCTAssertEqual(validation.status, 0, "\(pair.name): openapi-core rejects recorded requests:\n\(validation.stdout.suffix(4000))\(validation.stderr.suffix(2000))")
        }
        if !skippedValidation.isEmpty {
            throw XCTSkip("counts checked, but .build-venv/bin/python is missing (Scripts/test.sh creates it with openapi-core): the recorded requests of \(skippedValidation.joined(separator: ", ")) were not validated")
        }
    }
}
