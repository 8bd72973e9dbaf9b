import Foundation
import Petstore
import PetstoreApp
import PetstoreRuntime
import XCTest

// These files are compiled into the conformance test target (`Tests/PetstoreConformanceTests/Harness/`) of the package
// that `migrator verify` (`VerifyOperation`) builds for a (migrated) Petstore client, next to the generated suite and
// its vendored conformance support (`ConformanceSession`, `WireValidator`, `ConformanceDocument`); MigrationHarnessTests
// adds them through `VerifyRequest.additionalFiles`, and `swift test --filter PetstoreConformanceTests` runs them with
// the suite. The suite proves every endpoint of the old interface with synthesized arguments and response variants;
// these tests prove what only the hand-written v1 app can: the calls a real app makes, with its own values,
// middleware and credentials.

/// The unchanged v1 app drives every endpoint through a transport that answers through a ``ConformanceSession`` over
/// the newest description the suite embeds (`ConformanceDocument`): each request is validated by the session's
/// `WireValidator` and answered by the session (`respond`, the synthesized full response of that version).
final class PetstoreAppWireTests: XCTestCase {
    /// Collects what the transport saw.
    actor Recorder {
        /// One line per violation: `METHOD url: message`.
        var violations: [String] = []
        /// The newest description's operation id each request reached (`?` for none).
        var operations: [String] = []
        /// The migration events (`MigrationDiagnostics`) reported while the app ran.
        var events: [String] = []

        /// Records one request and its violations.
        func record(_ operation: String?, _ request: HTTPRequest, _ problems: [WireViolation]) {
            operations.append(operation ?? "?")
            violations += problems.map { "\(request.method.rawValue) \(request.url.absoluteString): \($0.message)" }
        }

        /// Records a migration event.
        func event(_ text: String) { events.append(text) }
    }

    /// Headers the app's own middleware adds (`ClientFactory.appHeaders`): not part of the API, so they are removed
    /// before validation; every other header is validated.
    private static let appHeaders: Set<String> = ["x-client-app", "x-operation"]

    /// The app's production client (`PetstoreApp.makeClient`) on a transport that answers through a session.
    private func sessionClient(_ recorder: Recorder) throws -> Client {
        let session = try ConformanceSession(documentJSON: ConformanceDocument.json, interfaceKeys: ConformanceDocument.interfaceKeys)
        let transport = ClosureTransport { request in
            var headers: [String: String] = [:]
            for field in request.headerFields where !Self.appHeaders.contains(field.name.lowercased()) { headers[field.name] = field.value }
            let result = session.validator.validate(method: request.method.rawValue, url: request.url, headers: headers, body: request.body)
            await recorder.record(result.operationId, request, result.violations)
            let answer = session.respond(method: request.method.rawValue, url: request.url, headers: headers, body: request.body)
            return HTTPResponse(
                statusCode: answer.status,
                headerFields: answer.headers.keys.sorted().map { HTTPHeaderField(name: $0, value: answer.headers[$0] ?? "") },
                body: answer.body
            )
        }
        return PetstoreApp.makeClient(transport: transport)
    }

    /// Every request the app sends is valid for the version and reaches one of its operations; the app reaches the
    /// expected operations and logs no errors but the expected ones (a removed endpoint, an undecided guide value).
    func testEveryRequestOfTheOldAppIsValidForTheNewAPI() async throws {
        let recorder = Recorder()
        MigrationDiagnostics.setHandler { event in Task { await recorder.event(event.description) } }
        defer { MigrationDiagnostics.setHandler(nil) }
        let log = try await PetstoreApp.runEveryEndpoint(client: try sessionClient(recorder))
        let violations = await recorder.violations
        let operations = Set(await recorder.operations)
        let version = HarnessConfiguration.version
        print("[\(version)] app: \(await recorder.operations.count) requests to \(operations.count) operations; \(log.count) log lines")
        for line in await recorder.events { print("[\(version)] app reported: \(line)") }
        XCTAssertEqual(violations, [], "requests of the v1 app that the \(version) API rejects")
        XCTAssertFalse(operations.contains("?"), "a request matched no endpoint of \(version)")
        XCTAssertEqual(operations.count, HarnessConfiguration.expectedOperationCount, "operations reached: \(operations.sorted())")
        let errors = log.filter { $0.contains(": error ") }
        for error in errors { print("[\(version)] app error: \(error)") }
        let unexpected = errors.filter { error in !HarnessConfiguration.expectedErrors.contains { error.hasPrefix($0) } }
        XCTAssertEqual(unexpected, [], "the app could not use these endpoints of the \(version) client")
        let missing = HarnessConfiguration.expectedErrors.filter { expected in !errors.contains { $0.hasPrefix(expected) } }
        XCTAssertEqual(missing, [], "errors the \(version) client no longer throws: update the harness's expectations")
    }
}

/// Hand-written responses of the newest version decoded into the v1 interface, checking the VALUES the old types get.
///
/// The generated suite already decodes every success response of the newest description in each response variant
/// (full, required-only, nulls, unknown enum values, extra members) and fails an endpoint whose old method throws;
/// so these tests no longer check that decoding succeeds (the example-response decoding the old hand-written mock did
/// is gone). They are kept because the suite has no expected old values: it cannot tell that `"adopted"` became
/// `.sold`, that `3.0` became `3`, that `"42"` became `42`, that a `ShippingAddress` became the old `Address`, or that an
/// undeclared status is kept as `.unknown("reserved")` rather than mapped to some declared case.
final class PetstoreResponseValueTests: XCTestCase {
    /// A client whose transport answers every request with `body`.
    private func client(answering body: String, status: Int = 200) -> Client {
        Client(transport: ClosureTransport { _ in
            HTTPResponse(statusCode: status, headerFields: [HTTPHeaderField(name: "Content-Type", value: "application/json")], body: Data(body.utf8))
        })
    }

    /// A newest-version pet reaches the v1 `Pet` with its renamed members, converted types and renamed case.
    func testPetFromTheNewestVersion() async throws {
        guard let json = HarnessConfiguration.petJSON else { throw XCTSkip("v1 has no newer pet format") }
        let pet = try await client(answering: json).getPetById(petId: 7)
        XCTAssertEqual(pet.birthDate, Date(timeIntervalSince1970: 1_588_550_400), "date_of_birth 2020-05-04 reaches birthDate")
        XCTAssertEqual(pet.age, 3, "age 3.0 (double) converts to Int")
        XCTAssertEqual(pet.status, .sold, "\"adopted\" decodes to the old .sold")
        XCTAssertEqual(pet.createdAt, Date(timeIntervalSince1970: 0), "a missing created_at falls back to the default")
        XCTAssertEqual(pet.size?.rawValue, "l", "the size string maps back to the enum")
    }

    /// A newest-version order reaches the v1 `Order` (string id, id array, enum mappings, address model conversion).
    func testOrderFromTheNewestVersion() async throws {
        guard let json = HarnessConfiguration.orderJSON else { throw XCTSkip("v1 has no newer order format") }
        let order = try await client(answering: json).getOrderById(orderId: 42)
        XCTAssertEqual(order.id, 42, "the string id \"42\" converts to Int")
        XCTAssertEqual(order.petId, 7, "pet_ids [7] reaches petId")
        XCTAssertEqual(order.status, .inTransit, "\"in_transit\" decodes to the old .inTransit")
        XCTAssertEqual(order.priority, .high, "\"high\" maps back to the old integer case")
        XCTAssertEqual(order.shipDate, Date(timeIntervalSince1970: 1_704_153_600), "a full date decodes as midnight UTC")
        XCTAssertEqual(order.shippingAddress?.zip, "10115", "a ShippingAddress converts back to the old Address (postal_code → zip)")
        XCTAssertEqual(order.shippingAddress?.city, "Berlin")
    }

    /// A status the v1 enum lacks is kept as `.unknown`.
    func testUnknownValuesDecodeAsUnknown() async throws {
        guard let json = HarnessConfiguration.reservedPetJSON else { throw XCTSkip("no newer status values") }
        let pet = try await client(answering: json).getPetById(petId: 8)
        XCTAssertEqual(pet.status, .unknown("reserved"), "a status added later decodes as unknown")
    }
}
