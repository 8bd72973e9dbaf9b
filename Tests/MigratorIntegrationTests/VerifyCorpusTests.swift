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
        /// Operations whose recorded requests openapi-core rejects, found by this test and not yet fixed.
        var knownRejections: Set<String> = []
    }

    /// Needing a person: onepassword's vault UUID path parameters became strings matching `^[\da-z]{26}$`, which no UUID
    /// text matches, so the built-in uuid-string conversion does not apply and the computed guide leaves that
    /// conversion undecided (the migrated client cannot send them; its uuid → string response properties without such
    /// a pattern do use uuid-string); qonectiq's responses lack
    /// `EventCategory.status` (removed in 2.0.0, no fallback decided) and two conversions are undecided; spotify's
    /// `PagedPlaylistsAndMessage_response.message` and pallidor-addModel's `uploadFile` response have no decided fallback,
    /// and 17 of spotify's endpoints send a `limit` whose `minimum` went from 0 to 1 (a value the old description allowed
    /// is refused, which the client does not check).
    private static let pairs: [Pair] = [
        Pair(name: "petstore", old: "petstore/petstore-v3-1.0.19.yaml", new: "petstore/petstore-v3-1.0.26.yaml", packageName: "Petstore", isOpenAPI: true, pass: 19, needsPerson: 0),
        Pair(name: "onepassword", old: "onepassword/1password-1.1.1.yaml", new: "onepassword/1password-1.2.0.yaml", packageName: "OnePassword", isOpenAPI: true, pass: 2, needsPerson: 7),
        Pair(name: "qonectiq", old: "apodini-qonectiq/api_qonectiq1.0.0.json", new: "apodini-qonectiq/api_qonectiq2.0.0.json", packageName: "Qonectiq", isOpenAPI: false, pass: 4, needsPerson: 16),
        // The newer Pallidor description is itself invalid: `/pets/find/{petId}` declares its path parameter as
        // `betterId` (openapi-spec-validator: UnresolvableParameterError). Migrator reads `betterId` as a query
        // parameter, as the description allows no other reading; openapi-core insists on a path parameter.
        Pair(name: "pallidor-fullMigration", old: "pallidor-fixtures/fullMigration/openapi.json", new: "pallidor-fixtures/fullMigration/openapi_modified.json",
             packageName: "PallidorFull", isOpenAPI: true, pass: 18, needsPerson: 0, knownRejections: ["updatePetWithForm"]),
        Pair(name: "pallidor-changeHTTPmethod", old: "pallidor-fixtures/changeHTTPmethod/openapi.json", new: "pallidor-fixtures/changeHTTPmethod/openapi_updateHTTPmethods.json",
             packageName: "PallidorMethod", isOpenAPI: true, pass: 18, needsPerson: 0),
        Pair(name: "pallidor-addModel", old: "pallidor-fixtures/addModel/openapi.json", new: "pallidor-fixtures/addModel/openapi_addedApiResponseModel.json",
             packageName: "PallidorModel", isOpenAPI: true, pass: 17, needsPerson: 1),
        Pair(name: "pallidor-changeAuth", old: "pallidor-fixtures/changeAuth/openapi.json", new: "pallidor-fixtures/changeAuth/openapi_changedAuth.json",
             packageName: "PallidorAuth", isOpenAPI: true, pass: 18, needsPerson: 0),
        // Spotify's playlist cover upload takes `image/jpeg`, which the client now sends as `Content-Type` (before, it sent
        // `application/octet-stream` and openapi-core answered MediaTypeNotFound). openapi-core still rejects the
        // recorded requests, for their bodies: it validates a raw `image/jpeg` body's bytes against the declared
        // `type: string, format: base64` schema ("b'binary' is not of type 'string'"; only `format: binary` accepts
        // bytes), and reads the synthesized empty `Data()` as a missing required body.
        Pair(name: "spotify", old: "spotify/spotify-2022-06-25.yml", new: "spotify/spotify-2023-06-07.yml", packageName: "Spotify", isOpenAPI: true, pass: 60, needsPerson: 19,
             knownRejections: ["upload-custom-playlist-cover"]),
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
            let rejected = Set(validation.stdout.components(separatedBy: "\n").filter { $0.contains(" https://") || $0.contains(" http://") }
                .compactMap { $0.split(separator: " ").first.map(String.init) })
            XCTAssertEqual(validation.status, rejected.isEmpty ? 0 : 1, "\(pair.name): \(validation.stdout.suffix(4000))\(validation.stderr.suffix(2000))")
            XCTAssertEqual(rejected, pair.knownRejections, "\(pair.name): openapi-core rejects recorded requests:\n\(validation.stdout.suffix(4000))")
            XCTAssertTrue(validation.stdout.contains(" requests, "), "\(pair.name): \(validation.stdout)\(validation.stderr.suffix(2000))")
        }
        if !skippedValidation.isEmpty {
            throw XCTSkip("counts checked, but .build-venv/bin/python is missing (Scripts/test.sh creates it with openapi-core): the recorded requests of \(skippedValidation.joined(separator: ", ")) were not validated")
        }
    }
}
