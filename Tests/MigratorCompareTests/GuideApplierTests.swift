import MigratorCompare
import MigratorModel
import MigratorRuntime
import XCTest

/// Unit tests of ``GuideApplier`` on guides that are not well-formed (the happy path is covered by the pair and property tests).
final class GuideApplierTests: XCTestCase {
    /// A document with one model whose properties are `id`, `name` and `tag`.
    private let document = APIDocument(
        service: ServiceInfo(name: "S", version: "1"),
        models: [ModelDefinition(name: "Pet", kind: .object([
            Property(name: "id", type: .scalar(.int64)),
            Property(name: "name", type: .scalar(.string)),
            Property(name: "tag", type: .scalar(.string)),
        ]))]
    )

    /// A removal of `Pet.<name>` under `id`.
    private func removal(_ name: String, id: String? = nil) -> Change {
        var change = Change(kind: .removed, element: .property, old: "/models/Pet/properties/\(name)", new: nil, breaking: true, solvable: true)
        if let id { change.id = id }
        return change
    }

    /// Bug B3: two removals of the same member removed an index twice (a trap for the last member, else the next member).
    func testRemovingTheSameMemberTwiceIsAnError() {
        for name in ["id", "tag"] {
            let guide = MigrationGuide(service: "S", from: "1", to: "2", changes: [removal(name), removal(name, id: "again")])
            XCTAssertThrowsError(try GuideApplier().apply(guide, to: document), name) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("a guide removes each element once"), message)
                XCTAssertTrue(message.contains("/models/Pet/properties/\(name)"), message)
            }
        }
    }

    /// The same change listed twice is named as such.
    func testTheSameRemovalListedTwiceIsAnError() {
        let guide = MigrationGuide(service: "S", from: "1", to: "2", changes: [removal("name"), removal("name")])
        XCTAssertThrowsError(try GuideApplier().apply(guide, to: document)) { error in
            XCTAssertTrue("\(error)".contains("lists this removal twice"), "\(error)")
        }
    }

    /// Removing different members still works, whatever order the changes come in.
    func testDistinctRemovalsApply() throws {
        let guide = MigrationGuide(service: "S", from: "1", to: "2", changes: [removal("tag"), removal("id")])
        let applied = try GuideApplier().apply(guide, to: document)
        guard case let .object(properties) = applied.models[0].kind else { return XCTFail("Pet is an object") }
        XCTAssertEqual(properties.map(\.name), ["name"])
    }
}
