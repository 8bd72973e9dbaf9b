import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-sixth held-out part (science, automotive and accounting APIs) was unsealed for
/// tuning: in an endpoint whose route kept its literal segments and its parameter slots, a path parameter left
/// unmatched by every other rule continues in its slot, whatever its name, type or description became (Tesla's Owner
/// API → Fleet API: `/vehicles/{id}/wake_up` → `/vehicles/{vehicle_tag}/wake_up`, `id: int64` → `vehicle_tag: string`).
final class RouteSlotParameterTests: ConventionRenameTestCase {
    /// A document with one `POST` endpoint `wakeUp` on `path`, whose path parameters are `parameters` (name, type,
    /// description).
    private func wakeUp(_ version: String, _ path: String, _ parameters: [(String, String, String)]) throws -> APIDocument {
        let lines = parameters.map { "{name: \($0.0), in: path, type: \($0.1), required: true, description: \"\($0.2)\"}" }
        return try document(version, endpoints: "  - {operationId: wakeUp, method: POST, path: \"\(path)\", parameters: [\(lines.joined(separator: ", "))]}")
    }

    private let oldId = ("id", "int64", "Numeric vehicle id.")
    private let newTag = ("vehicle_tag", "string", "Vehicle id or VIN.")

    /// Tesla: `id` → `vehicle_tag` in `/vehicles/{…}/wake_up`, a type and description changed with the name: renamed.
    func testAPathParameterContinuesInItsSlotOfTheSameRoute() throws {
        let old = try wakeUp("1", "/vehicles/{id}/wake_up", [oldId])
        let new = try wakeUp("2", "/vehicles/{vehicle_tag}/wake_up", [newTag])
        XCTAssertEqual(renames(old, new), ["/endpoints/wakeUp/parameters/path/id → /endpoints/wakeUp/parameters/path/vehicle_tag"])
        let change = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed }
        XCTAssertEqual(change?.evidence, "the same slot of the same route")
        // Every slot: `/vehicles/{id}/drivers/{driver}` → `/vehicles/{vehicle_tag}/drivers/{share_id}`.
        let drivers = try wakeUp("1", "/vehicles/{id}/drivers/{driver}", [oldId, ("driver", "int64", "A driver's user id.")])
        let shares = try wakeUp("2", "/vehicles/{vehicle_tag}/drivers/{share_id}", [newTag, ("share_id", "string", "The share's id.")])
        XCTAssertEqual(renames(drivers, shares), [
            "/endpoints/wakeUp/parameters/path/driver → /endpoints/wakeUp/parameters/path/share_id",
            "/endpoints/wakeUp/parameters/path/id → /endpoints/wakeUp/parameters/path/vehicle_tag",
        ])
    }

    /// Another literal segment, or the reviewer's rejection: not by the slot.
    func testAnotherRouteOrARejectionLeavesTheSlotAlone() throws {
        let old = try wakeUp("1", "/vehicles/{id}/wake_up", [oldId])
        let moved = try wakeUp("2", "/cars/{vehicle_tag}/wake_up", [newTag])
        XCTAssertFalse(DocumentComparer().compare(old, moved).changes.contains { $0.evidence == "the same slot of the same route" })
        let new = try wakeUp("2", "/vehicles/{vehicle_tag}/wake_up", [newTag])
        let rejection = RenameHint(parent: "wakeUp", old: "id", new: "vehicle_tag")
        let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new)
        XCTAssertFalse(rejected.changes.contains { $0.kind == .renamed }, "\(rejected.changes.map(\.id))")
    }
}
