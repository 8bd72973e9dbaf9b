import Foundation
import MigratorRuntime
import XCTest

/// Tests of `MigrationDiagnostics` and of the client error types' descriptions.
final class DiagnosticsAndErrorsTests: XCTestCase {
    override func tearDown() {
        MigrationDiagnostics.setHandler(nil)
        super.tearDown()
    }

    func testHandlerReceivesReportedEvents() {
        let sink = LockedList<MigrationEvent>()
        MigrationDiagnostics.setHandler { sink.append($0) }
        MigrationDiagnostics.report(MigrationEvent(element: "Pet.age", message: "7.5 truncated to 7"))
        MigrationDiagnostics.report(MigrationEvent(element: "listPets", message: "parameter dropped"))
        XCTAssertEqual(
            sink.entries,
            [
                MigrationEvent(element: "Pet.age", message: "7.5 truncated to 7"),
                MigrationEvent(element: "listPets", message: "parameter dropped"),
            ]
        )
        XCTAssertEqual(sink.entries.first?.description, "Pet.age: 7.5 truncated to 7")
    }

    func testRemovingTheHandlerStopsDelivery() {
        let sink = LockedList<MigrationEvent>()
        MigrationDiagnostics.setHandler { sink.append($0) }
        MigrationDiagnostics.report(MigrationEvent(element: "A", message: "one"))
        MigrationDiagnostics.setHandler(nil)
        // Goes to standard error instead.
        MigrationDiagnostics.report(MigrationEvent(element: "B", message: "two (expected on stderr)"))
        XCTAssertEqual(sink.entries.map(\.element), ["A"])
    }

    func testConcurrentReportsAndHandlerChangesAreSafe() {
        let sink = LockedList<MigrationEvent>()
        MigrationDiagnostics.setHandler { sink.append($0) }
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index % 50 == 0 {
                MigrationDiagnostics.setHandler { sink.append($0) }
            }
            MigrationDiagnostics.report(MigrationEvent(element: "E\(index)", message: "m"))
        }
        XCTAssertEqual(Set(sink.entries.map(\.element)), Set((0..<200).map { "E\($0)" }))
    }

    func testHTTPStatusErrorDescriptionTruncatesLongBodies() {
        let long = String(repeating: "x", count: 250)
        let error = HTTPStatusError(operationID: "op", statusCode: 500, headerFields: [], body: Data(long.utf8))
        XCTAssertEqual(error.description, "Operation 'op' failed with HTTP status 500: " + String(repeating: "x", count: 200) + "… (250 bytes)")
        let empty = HTTPStatusError(operationID: "op", statusCode: 503, headerFields: [], body: Data())
        XCTAssertEqual(empty.description, "Operation 'op' failed with HTTP status 503")
    }

    func testHTTPStatusErrorDecodeFailsOnNonJSON() {
        let error = HTTPStatusError(operationID: "op", statusCode: 400, headerFields: [], body: Data("oops".utf8))
        XCTAssertThrowsError(try error.decode(as: [String: String].self)) { decodingError in
            XCTAssertTrue(decodingError is DecodingError, "unexpected error \(decodingError)")
        }
    }

    func testResponseDecodingErrorDescription() {
        let error = ResponseDecodingError(operationID: "getPet", statusCode: 200, body: Data("[]".utf8), underlyingDescription: "type mismatch")
        XCTAssertEqual(error.description, "The response of operation 'getPet' (HTTP status 200) could not be decoded: type mismatch; body: []")
    }

    func testEndpointRemovedErrorDescription() {
        let error = EndpointRemovedError(operationID: "listToys", removedInVersion: "2.0.0", message: "Use listProducts instead.")
        XCTAssertEqual(error.operationID, "listToys")
        XCTAssertEqual(error.removedInVersion, "2.0.0")
        XCTAssertEqual(error.description, "Operation 'listToys' was removed in API version 2.0.0. Use listProducts instead.")
        let bare = EndpointRemovedError(operationID: "x", removedInVersion: "3", message: "")
        XCTAssertEqual(bare.description, "Operation 'x' was removed in API version 3.")
    }

    func testRequestBuildingErrorDescriptions() {
        XCTAssertEqual(RequestBuildingError.unfilledPathParameter("id").description, "The path parameter 'id' has no value.")
        XCTAssertEqual(RequestBuildingError.invalidURL("::").description, "The request URL '::' is not valid.")
        XCTAssertNotEqual(RequestBuildingError.invalidURL("a"), .unfilledPathParameter("a"))
    }
}
