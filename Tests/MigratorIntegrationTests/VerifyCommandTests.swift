import Foundation
import XCTest

/// `migrator verify` end to end: the bundled example pairs pass or need a person with the expected counts, and
/// deliberately broken migrated packages fail, naming the endpoint and the element. All runs share one scratch path
/// (`.build-generated/scratch-verify`), so after the first build each is incremental.
final class VerifyCommandTests: XCTestCase {
    private static let examples = "MigrationGuides/Examples"
    private static var root: URL { IntegrationTestSupport.scratchRoot.appendingPathComponent("verify") }
    private static var scratch: String { IntegrationTestSupport.scratchRoot.appendingPathComponent("scratch-verify").path }

    /// The parsed `--format json` output.
    struct Output: Decodable {
        /// One endpoint row.
        struct Endpoint: Decodable {
            var operationId: String
            var status: String
            var reason: String
            var requests: Int
        }

        var pass: Int
        var fail: Int
        var needsPerson: Int
        var endpoints: [Endpoint]

        /// The row of `operationId`.
        func endpoint(_ operationId: String) -> Endpoint? { endpoints.first { $0.operationId == operationId } }
    }

    /// Runs verify with `--format json` and returns the exit status and the parsed output.
    static func verify(_ arguments: [String], work: String) throws -> (status: Int32, output: Output?, stderr: String) {
        let result = try IntegrationTestSupport.migrator(["verify"] + arguments + [
            "--package-name", "Petstore", "--format", "json",
            "--work-directory", root.appendingPathComponent(work).path, "--scratch-path", scratch,
        ])
        return (result.status, try? JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8)), result.stderr + result.stdout.suffix(3000))
    }

    /// Input errors exit 2 before anything is built.
    func testInputErrorsExit2() throws {
        let missing = try IntegrationTestSupport.migrator(["verify", "--document", "missing.yaml", "--target", "\(Self.examples)/petstore-v2.yaml", "--work-directory", Self.root.appendingPathComponent("input-errors").path])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        let both = try IntegrationTestSupport.migrator(["verify", "--document", "\(Self.examples)/petstore-v1.yaml", "--target", "\(Self.examples)/petstore-v2.yaml", "--guide", "\(Self.examples)/petstore-v1-to-v2.yaml"])
        XCTAssertEqual(both.status, 2, both.stderr)
        XCTAssertTrue(both.stderr.contains("either --guide"), both.stderr)
        let notAPackage = try IntegrationTestSupport.migrator(["verify", "--document", "\(Self.examples)/petstore-v1.yaml", "--target", "\(Self.examples)/petstore-v2.yaml",
                                                               "--package", Self.root.appendingPathComponent("nowhere").path, "--work-directory", Self.root.appendingPathComponent("input-errors").path])
        XCTAssertEqual(notAPackage.status, 2, notAPackage.stderr)
        XCTAssertTrue(notAPackage.stderr.contains("is not a Swift package"), notAPackage.stderr)
    }

    private func skipWithoutPackageBuilds() throws {
        if ProcessInfo.processInfo.environment["MIGRATOR_SKIP_PACKAGE_BUILDS"] == "1" { throw XCTSkip("MIGRATOR_SKIP_PACKAGE_BUILDS=1") }
    }

    /// v1→v2 and v1→v2→v3: nothing fails; the endpoints that need a person are those whose responses lack a value a
    /// guide left undecided (`fallbackValue`), and the record holds one line per request.
    func testBundledExamplesPassOrNeedAPerson() throws {
        try skipWithoutPackageBuilds()
        let record = Self.root.appendingPathComponent("v2.jsonl")
        let pairs: [(name: String, guides: [String], pass: Int, needsPerson: Int)] = [
            ("v2", ["petstore-v1-to-v2.yaml"], 7, 8),
            ("v3", ["petstore-v1-to-v2.yaml", "petstore-v2-to-v3.yaml"], 5, 10),
        ]
        for pair in pairs {
            var arguments = ["--document", "\(Self.examples)/petstore-v1.yaml"]
            for guide in pair.guides { arguments += ["--guide", "\(Self.examples)/\(guide)"] }
            if pair.name == "v2" { arguments += ["--record", record.path] }
            let result = try Self.verify(arguments, work: pair.name)
            XCTAssertEqual(result.status, 0, "\(pair.name): \(result.stderr)")
            let output = try XCTUnwrap(result.output, result.stderr)
            let summary = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
            XCTAssertEqual([output.pass, output.fail, output.needsPerson], [pair.pass, 0, pair.needsPerson], "\(pair.name):\n\(summary)")
            XCTAssertEqual(output.endpoints.count, 15, pair.name)
            for endpoint in output.endpoints where endpoint.status == "needsPerson" {
                XCTAssertTrue(endpoint.reason.contains("a guide value left undecided"), "\(pair.name) \(endpoint.operationId): \(endpoint.reason)")
            }
            if pair.name == "v2" {
                let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
                XCTAssertEqual(lines.count, output.endpoints.reduce(0) { $0 + $1.requests })
                for line in lines {
                    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    XCTAssertEqual(Set(object.keys), ["operationId", "method", "url", "headers", "body", "bodyEncoding"])
                    XCTAssertTrue((object["url"] as? String)?.hasPrefix("https://api.petstore.example.com/v2/") == true, String(line))
                }
            }
            if pair.name == "v3" {
                XCTAssertEqual(output.endpoint("getPetPhoto")?.status, "pass", "removed in v3: it throws without sending")
                XCTAssertEqual(output.endpoint("getPetPhoto")?.requests, 0)
                XCTAssertEqual(output.endpoint("getPetPhoto")?.reason, "removed: the method throws EndpointRemovedError without sending a request")
            }
        }
    }

    /// A release that needs values only a person can give: an added required query parameter with a pattern and no
    /// default (the client sends an empty string, which the API rejects), and a property retyped to objects with no
    /// `convert` (the client omits it), and a body model that became a union. No endpoint fails: each needs a person,
    /// and the reason names the element (found on real pairs: OpenStack LBaaS v1 → v2, Dropbox v1 → v2, ZITADEL v2beta
    /// → v2, Vonage Voice 1 → 2).
    func testValuesOnlyAPersonCanGiveNeedAPersonRatherThanFail() throws {
        try skipWithoutPackageBuilds()
        let directory = Self.root.appendingPathComponent("undecided-inputs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ name: String, version: String, tags: String, tenant: String, shape: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try """
            migrator-document: "1"
            service: {name: Things, version: "\(version)"}
            servers: [{url: "https://things.example.com"}]
            models:
              - {name: Tag, properties: [{name: label, type: string, required: true}]}
              - name: Thing
                properties:
                  - {name: name, type: string, required: true}
                  - {name: tags, type: "\(tags)"}
              - {name: Circle, properties: [{name: radius, type: double, required: true}]}
              - {name: Square, properties: [{name: side, type: double, required: true}]}
              - \(shape)
            endpoints:
              - {operationId: listThings, method: GET, path: /things, parameters: [\(tenant)], response: {type: "array<Thing>"}}
              - {operationId: createThing, method: POST, path: /things, parameters: [{name: body, in: body, type: Thing, required: true}], response: {type: Thing}}
              - {operationId: createShape, method: POST, path: /shapes, parameters: [{name: body, in: body, type: Shape, required: true}]}
            """.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let old = try write("v1.yaml", version: "1.0.0", tags: "array<string>", tenant: "", shape: "{name: Shape, properties: [{name: label, type: string, required: true}]}")
        let new = try write(
            "v2.yaml", version: "2.0.0", tags: "array<Tag>", tenant: "{name: tenant, in: query, type: string, required: true, pattern: \"^t-[0-9]+$\"}",
            shape: "{name: Shape, oneOf: [{type: Circle}, {type: Square}]}"
        )
        let result = try Self.verify(["--document", old, "--target", new], work: "undecided")
        let output = try XCTUnwrap(result.output, result.stderr)
        let rows = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual(result.status, 0, rows)
        XCTAssertEqual([output.pass, output.fail, output.needsPerson], [0, 0, 3], rows)
        XCTAssertTrue(output.endpoint("listThings")?.reason.contains("query parameter tenant: required by the newest description, and no defaultValue is given") == true, rows)
        XCTAssertTrue(output.endpoint("createThing")?.reason.contains("property Thing.tags: its conversion to array<Tag> is undecided") == true, rows)
        // An object that became a union (Vonage Voice's call body): the client sends the old object, which no variant
        // matches; no conversion is applied for a kind change.
        XCTAssertTrue(output.endpoint("createShape")?.reason.contains("model Shape: object → union, which the migrated client does not convert") == true, rows)
    }

    /// A path parameter retyped from text to a number with a new rule (Etsy v2 → v3: `shop_id: string` → `int64`,
    /// `minimum: 1`, sent through `int-string`): the suite passes the newest synthesized value in the old form (`"1"`),
    /// as an old app holds it, so the call conforms; a placeholder no app sends (`""`, converted to 0) would fail it.
    /// The new `minimum` refuses ids the old description allowed (`"0"`), which the client does not check, so the
    /// endpoint needs a person, naming the rule; an endpoint with no stricter rule passes. A query parameter of an enum
    /// whose integer codes became their names (Zendesk v1 → v2) is sent as the newest name, and passes.
    func testARetypedScalarIsPassedInTheOldFormOfANewestValue() throws {
        try skipWithoutPackageBuilds()
        let directory = Self.root.appendingPathComponent("retyped-scalar")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func write(_ name: String, version: String, shopId: String, role: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try """
            migrator-document: "1"
            service: {name: Shops, version: "\(version)"}
            servers: [{url: "https://shops.example.com"}]
            models:
              - {name: Shop, properties: [{name: title, type: string, required: true}]}
              - \(role)
            endpoints:
              - {operationId: getShop, method: GET, path: "/shops/{shop_id}", parameters: [\(shopId)], response: {type: Shop}}
              - {operationId: featuredShop, method: GET, path: /shops/featured, response: {type: Shop}}
              - {operationId: listOwners, method: GET, path: /owners, parameters: [{name: role, in: query, type: Role, required: true}], response: {type: "array<Shop>"}}
            """.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        // The owners' role: integer codes with names in v1 (Zendesk v1), the names themselves in v2. The migrated client
        // keeps `Role.endUser` and must send `role=end-user`, not the old code `0`.
        let old = try write("v1.yaml", version: "1.0.0", shopId: "{name: shop_id, in: path, type: string, required: true}",
                            role: "{name: Role, enum: integer, cases: [{value: 0, name: endUser}, {value: 2, name: administrator}]}")
        let new = try write("v2.yaml", version: "2.0.0", shopId: "{name: shop_id, in: path, type: int64, required: true, minimum: 1}",
                            role: "{name: Role, enum: string, cases: [{value: end-user}, {value: admin}]}")
        let result = try Self.verify(["--document", old, "--target", new], work: "retyped-scalar")
        let output = try XCTUnwrap(result.output, result.stderr)
        let rows = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual(result.status, 0, rows)
        XCTAssertEqual([output.pass, output.fail, output.needsPerson], [2, 0, 1], rows)
        XCTAssertEqual(output.endpoint("featuredShop")?.status, "pass", rows)
        XCTAssertEqual(output.endpoint("listOwners")?.status, "pass", rows)
        XCTAssertTrue(output.endpoint("getShop")?.reason.hasPrefix("the newest description's rules are stricter for path parameter shop_id: >= 1:") == true, rows)
    }

    /// RPC calls whose successors take the body's members as parameters (the compare pair `parameter-moved-out-of-body`):
    /// the suite drives the old calls with their bodies, whose members then fill the new path and query — a pet's
    /// `pet_id` the `{id}` of `DELETE /pet/{id}` — so every endpoint passes instead of sending an empty path segment; and
    /// old query arguments set on the request body that replaced them pass as well.
    func testBodyMembersThatBecameParametersArriveWhereTheNewestDescriptionWantsThem() throws {
        try skipWithoutPackageBuilds()
        let pair = IntegrationTestSupport.repositoryRoot.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Pairs/parameter-moved-out-of-body")
        let result = try Self.verify(
            ["--document", pair.appendingPathComponent("old.yaml").path, "--target", pair.appendingPathComponent("new.yaml").path], work: "body-members"
        )
        let output = try XCTUnwrap(result.output, result.stderr)
        let rows = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual(result.status, 0, rows)
        XCTAssertEqual([output.pass, output.fail, output.needsPerson], [4, 0, 0], rows)
        XCTAssertGreaterThan(output.endpoint("deletePet")?.requests ?? 0, 0, rows)
        // The other way (`parameter-moved-into-body`): old query arguments set on the new body pass too.
        let into = pair.deletingLastPathComponent().appendingPathComponent("parameter-moved-into-body")
        let other = try Self.verify(
            ["--document", into.appendingPathComponent("old.yaml").path, "--target", into.appendingPathComponent("new.yaml").path], work: "body-members"
        )
        let otherOutput = try XCTUnwrap(other.output, other.stderr)
        let otherRows = otherOutput.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual([otherOutput.pass, otherOutput.fail, otherOutput.needsPerson], [3, 0, 0], otherRows)
    }

    /// A description of shared schemas only (no endpoints; Google's Datastream pair as re-described) verifies with
    /// nothing to drive: the package builds, no endpoint, exit 0 — not "the conformance suite wrote no report".
    func testADocumentWithoutEndpointsVerifiesWithNothingToDrive() throws {
        try skipWithoutPackageBuilds()
        let directory = Self.root.appendingPathComponent("models-only-inputs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("schemas.yaml")
        try """
        migrator-document: "1"
        service: {name: Schemas, version: "1.0.0"}
        models:
          - {name: Stream, properties: [{name: name, type: string, required: true}, {name: state, type: string}]}
        """.write(to: url, atomically: true, encoding: .utf8)
        let result = try Self.verify(["--document", url.path, "--target", url.path], work: "models-only")
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = try XCTUnwrap(result.output, result.stderr)
        XCTAssertEqual([output.pass, output.fail, output.needsPerson, output.endpoints.count], [0, 0, 0, 0])
    }

    /// The WireFormats fixture (every parameter style and location, servers with variables, `allowReserved`,
    /// multipart with an array field, raw media types) verified against itself: a correct client, so every endpoint
    /// passes and sends requests — a failure here is a gap of the validator, not of the client.
    func testWireFormatsAgainstItselfPassesEveryEndpoint() throws {
        try skipWithoutPackageBuilds()
        let fixture = "Tests/MigratorGeneratorTests/Fixtures/wire-formats.yaml"
        let record = Self.root.appendingPathComponent("wire-formats.jsonl")
        let result = try IntegrationTestSupport.migrator([
            "verify", "--document", fixture, "--target", fixture, "--package-name", "WireFormats", "--format", "json", "--record", record.path,
            "--work-directory", Self.root.appendingPathComponent("wire-formats").path, "--scratch-path", Self.scratch,
        ])
        let output = try XCTUnwrap(try? JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8)), result.stderr + result.stdout.suffix(3000))
        let rows = output.endpoints.map { "\($0.status) \($0.operationId): \($0.reason)" }.joined(separator: "\n")
        XCTAssertEqual(result.status, 0, rows)
        XCTAssertEqual([output.pass, output.fail, output.needsPerson], [15, 0, 0], rows)
        for endpoint in output.endpoints {
            XCTAssertGreaterThan(endpoint.requests, 0, "\(endpoint.operationId) sent no request, so nothing was validated")
        }
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, output.endpoints.reduce(0) { $0 + $1.requests })
        let urls = lines.compactMap { line in (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["url"] as? String }
        for shape in ["/label/.", "/label-exploded/.", "/matrix/;ids=", ";range=from,", "https://uploads.styles.example.com/v2/files/"] {
            XCTAssertTrue(urls.contains { $0.contains(shape) }, "no recorded request has \(shape): the styles this test is about were not exercised")
        }
    }

    /// One broken thing per endpoint, in two batches (a model's encoding reaches several endpoints): each makes
    /// verify fail that endpoint, and the reason names the element.
    func testMutationsOfACorrectMigrationFailNamingEndpointAndElement() throws {
        try skipWithoutPackageBuilds()
        // PetStatus also reaches updatePet's body (Pet.status).
        let batches: [(mutations: [Mutation], alsoFailing: Set<String>)] = [(Mutation.requestShape, []), (Mutation.enumCases, ["updatePet"])]
        for (index, (mutations, alsoFailing)) in batches.enumerated() {
            let clients = Self.root.appendingPathComponent("mutated-\(index + 1)")
            let migrated = try IntegrationTestSupport.migrator([
                "migrate", "--document", "\(Self.examples)/petstore-v1.yaml", "--guide", "\(Self.examples)/petstore-v1-to-v2.yaml",
                "--package-name", "Petstore", "--output", clients.path, "--force",
            ])
            XCTAssertEqual(migrated.status, 0, migrated.stderr)
            let sources = clients.appendingPathComponent("Petstore/Sources/Petstore")
            for mutation in mutations { try mutation.apply(in: sources) }
            let result = try Self.verify(["--document", "\(Self.examples)/petstore-v1.yaml", "--guide", "\(Self.examples)/petstore-v1-to-v2.yaml",
                                          "--package", clients.appendingPathComponent("Petstore").path], work: "mutated-work")
            XCTAssertEqual(result.status, 1, result.stderr)
            let output = try XCTUnwrap(result.output, result.stderr)
            for mutation in mutations {
                let row = try XCTUnwrap(output.endpoint(mutation.endpoint), mutation.name)
                XCTAssertEqual(row.status, "fail", "\(mutation.name): \(row.reason)")
                XCTAssertTrue(row.reason.contains(mutation.element), "\(mutation.name): \"\(row.reason)\" does not name \(mutation.element)")
            }
            let failing = output.endpoints.filter { $0.status == "fail" }
            XCTAssertEqual(Set(failing.map(\.operationId)), Set(mutations.map(\.endpoint)).union(alsoFailing),
                           failing.map { "\($0.operationId): \($0.reason)" }.joined(separator: "\n"))
        }
    }
}

/// One deliberate break of a correctly migrated v1→v2 Petstore client.
struct Mutation {
    /// What is broken.
    var name: String
    /// The file under `Sources/Petstore`.
    var file: String
    /// The text replaced (must occur exactly once).
    var find: String
    /// The replacement.
    var replace: String
    /// The old operation id that must fail.
    var endpoint: String
    /// The element the failure reason must name.
    var element: String

    /// Applies the mutation; throws when the text is not there exactly once (the generator's output changed).
    func apply(in sources: URL) throws {
        let url = sources.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let occurrences = text.components(separatedBy: find).count - 1
        guard occurrences == 1 else { throw XCTSkip("mutation \(name): \(occurrences) occurrences of \(find) in \(file)") }
        try Data(text.replacingOccurrences(of: find, with: replace).utf8).write(to: url)
    }

    /// Mutations of request shapes, each reaching one endpoint.
    static let requestShape: [Mutation] = [
        Mutation(name: "parameter sent in its old location", file: "Client+User.swift",
                 find: "request.setPathParameter(\"username\", username)\n        return try await self.core.sendExpectingJSON(request, as: User.self)\n    }\n\n",
                 replace: "request.setPathParameter(\"username\", username)\n        request.addQueryParameter(\"username\", username)\n        return try await self.core.sendExpectingJSON(request, as: User.self)\n    }\n\n",
                 endpoint: "getUserByName", element: "query.username"),
        Mutation(name: "parameter at its old name", file: "Client+Pets.swift", find: "request.addQueryParameter(\"born_after\",",
                 replace: "request.addQueryParameter(\"bornAfter\",", endpoint: "listPets", element: "query.bornAfter"),
        Mutation(name: "required member not sent", file: "Models/NewPet.swift", find: "        try container.encode(self.name, forKey: .name)\n",
                 replace: "", endpoint: "createPet", element: "body.name"),
        Mutation(name: "coding key left at its old name", file: "Models/Pet.swift", find: "case birthDate = \"date_of_birth\"",
                 replace: "case birthDate = \"birth_date\"", endpoint: "updatePet", element: "body.date_of_birth"),
        Mutation(name: "conversion skipped (Int id to string)", file: "Models/Order.swift", find: "try container.encode(String(self.id), forKey: .id)",
                 replace: "try container.encode(self.id, forKey: .id)", endpoint: "placeOrder", element: "body.id"),
        Mutation(name: "old method and path", file: "Client+Store.swift", find: "method: .post, pathTemplate: \"/store/orders/{orderId}/cancel\"",
                 replace: "method: .delete, pathTemplate: \"/store/orders/{orderId}\"", endpoint: "cancelOrder", element: "DELETE /store/orders/"),
        Mutation(name: "header at its old name", file: "Client+Pets.swift", find: "\"X-Delete-Reason\"", replace: "\"X-Reason\"",
                 endpoint: "deletePet", element: "header.X-Reason"),
        Mutation(name: "wrong body content type", file: "Client+Pets.swift", find: "contentType: \"application/octet-stream\"",
                 replace: "contentType: \"image/png\"", endpoint: "uploadPetImage", element: "header.Content-Type"),
        Mutation(name: "security requirement dropped", file: "Client+Store.swift", find: "        request.security = [\"apiKey\", \"partnerKey\", \"basicAuth\"]\n",
                 replace: "", endpoint: "getInventory", element: "security"),
        Mutation(name: "form body sent as JSON", file: "Client+Sessions.swift", find: "try request.setFormBody(body)",
                 replace: "try request.setJSONBody(body)", endpoint: "createSession", element: "header.Content-Type"),
        Mutation(name: "conversion skipped (string to Boolean)", file: "Models/User.swift",
                 find: "self.emailVerified.flatMap { MigrationConversions.bool($0, element: \"User.email_verified\") }",
                 replace: "self.emailVerified", endpoint: "updateUser", element: "body.email_verified"),
    ]

    /// Mutations of enum encodings (each model reaches one endpoint's request).
    static let enumCases: [Mutation] = [
        Mutation(name: "renamed enum case sent with its old value", file: "Models/PetStatus.swift", find: "try container.encode(\"adopted\")",
                 replace: "try container.encode(\"sold\")", endpoint: "createPet", element: "body.status"),
        Mutation(name: "removed enum case still sent", file: "Models/OrderStatus.swift", find: "try container.encode(\"in_transit\")",
                 replace: "try container.encode(\"shipped\")", endpoint: "placeOrder", element: "body.status"),
    ]
}
