import Foundation
import Petstore
import PetstoreApp
import PetstoreRuntime
import MigratorConformance
import XCTest

/// Runs in a harness package next to a (migrated) Petstore client: the v1 app drives every endpoint through a mock
/// transport that validates each request against the API version the client was migrated to and answers with example
/// responses of that version; then hand-written responses of that version are decoded into the v1 types.
final class PetstoreWireTests: XCTestCase {
    /// Collects what the mock transport saw.
    actor Recorder {
        var violations: [String] = []
        var operations: [String] = []
        var events: [String] = []

        func record(_ operation: String?, _ request: HTTPRequest, _ problems: [WireViolation]) {
            operations.append(operation ?? "?")
            violations += problems.map { "\(request.method.rawValue) \(request.url.absoluteString): \($0.message)" }
        }

        func event(_ text: String) { events.append(text) }
    }

    private func validatingClient(_ recorder: Recorder) throws -> Client {
        var configured = WireValidator(document: try WireDocument(json: Data(HarnessConfiguration.wireDocumentJSON.utf8)))
        // Headers the app's own middleware adds (PetstoreApp.makeClient): not part of the API.
        configured.ignoredHeaders.formUnion(["x-client-app", "x-operation"])
        let validator = configured
        let transport = ClosureTransport { request in
            var headers: [String: String] = [:]
            for field in request.headerFields { headers[field.name] = field.value }
            let result = validator.validate(method: request.method.rawValue, url: request.url, headers: headers, body: request.body)
            await recorder.record(result.operationId, request, result.violations)
            guard let operation = result.operationId else { return HTTPResponse(statusCode: 404, headerFields: [], body: Data()) }
            let example = validator.exampleResponse(operationId: operation)
            let contentType = example.contentType.map { [HTTPHeaderField(name: "Content-Type", value: $0)] } ?? []
            return HTTPResponse(statusCode: example.status, headerFields: contentType, body: example.body ?? Data())
        }
        return PetstoreApp.makeClient(transport: transport)
    }

    func testEveryRequestOfTheOldAppIsValidForTheNewAPI() async throws {
        let recorder = Recorder()
        MigrationDiagnostics.setHandler { event in Task { await recorder.event(event.description) } }
        defer { MigrationDiagnostics.setHandler(nil) }
        let log = try await PetstoreApp.runEveryEndpoint(client: try validatingClient(recorder))
        let violations = await recorder.violations
        let operations = Set(await recorder.operations)
        print("[\(HarnessConfiguration.version)] \(await recorder.operations.count) requests to \(operations.count) operations; \(log.count) log lines")
        for line in await recorder.events { print("[\(HarnessConfiguration.version)] reported: \(line)") }
        XCTAssertEqual(violations, [], "requests that the \(HarnessConfiguration.version) API rejects")
        XCTAssertFalse(operations.contains("?"), "a request matched no endpoint of \(HarnessConfiguration.version)")
        XCTAssertGreaterThanOrEqual(operations.count, HarnessConfiguration.expectedOperationCount, "operations reached: \(operations.sorted())")
    }
}

/// Decoding hand-written responses of the newest version into the v1 interface.
final class PetstoreResponseDecodingTests: XCTestCase {
    private func client(answering body: String, status: Int = 200) -> Client {
        Client(transport: ClosureTransport { _ in
            HTTPResponse(statusCode: status, headerFields: [HTTPHeaderField(name: "Content-Type", value: "application/json")], body: Data(body.utf8))
        })
    }

    func testPetFromTheNewestVersion() async throws {
        guard let json = HarnessConfiguration.petJSON else { throw XCTSkip("v1 has no newer pet format") }
        let pet = try await client(answering: json).getPetById(petId: 7)
        XCTAssertEqual(pet.id, 7)
        XCTAssertEqual(pet.name, "Rex")
        XCTAssertEqual(pet.birthDate, Date(timeIntervalSince1970: 1_588_550_400), "date_of_birth 2020-05-04 reaches birthDate")
        XCTAssertEqual(pet.age, 3, "age 3.0 (double) converts to Int")
        XCTAssertEqual(pet.status, .sold, "\"adopted\" decodes to the old .sold")
        XCTAssertEqual(pet.createdAt, Date(timeIntervalSince1970: 0), "a missing created_at falls back to the default")
        XCTAssertEqual(pet.size?.rawValue, "l", "the size string maps back to the enum")
    }

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

    func testUnknownValuesDecodeAsUnknown() async throws {
        guard let json = HarnessConfiguration.reservedPetJSON else { throw XCTSkip("no newer status values") }
        let pet = try await client(answering: json).getPetById(petId: 8)
        XCTAssertEqual(pet.status, .unknown("reserved"), "a status added later decodes as unknown")
    }
}
