import Foundation
@testable import MigratorKit
import MigratorMigration
import MigratorModel
import XCTest

/// A removed endpoint passes by throwing without a request; its row says so, and names the guide's possible renames of
/// it with the argument that accepts each: a removed endpoint is often a rename `compare` had too little evidence for
/// (the Square v1 → v2 pair passed 9 of 9 endpoints that way).
final class VerifyRemovedReasonTests: XCTestCase {
    private func report(_ changes: [Change]) -> MigrationReport {
        let guide = MigrationGuide(service: "Labor", from: "1", to: "2", changes: changes)
        return MigrationReport(service: ServiceInfo(name: "Labor", version: "1"), sources: [.init(name: "guide.yaml", guide: guide)])
    }

    func testTheReasonNamesTheGuidesPossibleRenames() {
        var removal = Change(kind: .removed, element: .endpoint, old: "/endpoints/V1ListTimecards", new: nil, breaking: true, solvable: true)
        removal.possibleRenames = [
            .init(new: "/endpoints/SearchShifts", evidence: ["same method"], renameArgument: "V1ListTimecards=SearchShifts"),
            .init(new: "/endpoints/list~1shifts", evidence: ["a word in common"], renameArgument: nil),
        ]
        XCTAssertEqual(
            VerifyOperation.removedReason(operationId: "V1ListTimecards", report: report([removal])),
            "removed: the method throws EndpointRemovedError without sending a request; the guide lists it as possibly renamed to "
                + "`SearchShifts` (--rename V1ListTimecards=SearchShifts) or `list/shifts`: review it"
        )
        XCTAssertEqual(
            VerifyOperation.removedReason(operationId: "V1DeleteTimecard", report: report([removal])),
            "removed: the method throws EndpointRemovedError without sending a request"
        )
    }
}
