import MigratorCompare
import MigratorModel
import MigratorRuntime
import XCTest

final class GuideMergerTests: XCTestCase {
    private func change(_ id: String, defaultValue: JSONValue?, needsDecision: Bool?) -> Change {
        var change = Change(kind: .added, element: .property, old: nil, new: "/models/Pet/properties/\(id)", breaking: true, solvable: true)
        change.defaultValue = defaultValue
        change.needsDecision = needsDecision
        return change
    }

    func testDecisionsAreKeptAndUndecidedNullsNeverOverwrite() {
        let fresh = MigrationGuide(service: "S", from: "1", to: "2", changes: [
            change("species", defaultValue: .null, needsDecision: true),
            change("color", defaultValue: .string("brown"), needsDecision: nil),
        ])
        let previous = MigrationGuide(service: "S", from: "1", to: "2", changes: [
            change("species", defaultValue: .string("dog"), needsDecision: false),
            change("color", defaultValue: .null, needsDecision: true),
            change("gone", defaultValue: .string("x"), needsDecision: false),
        ])
        let result = GuideMerger.merge(fresh: fresh, previous: previous)
        let byID = Dictionary(uniqueKeysWithValues: result.guide.changes.map { ($0.id, $0) })
        XCTAssertEqual(byID["added:/models/Pet/properties/species"]?.defaultValue, .string("dog"))
        XCTAssertEqual(byID["added:/models/Pet/properties/species"]?.needsDecision, false)
        XCTAssertEqual(byID["added:/models/Pet/properties/color"]?.defaultValue, .string("brown"), "an earlier null does not erase a computed value")
        XCTAssertEqual(result.kept, ["added:/models/Pet/properties/species"])
        XCTAssertEqual(result.dropped, ["added:/models/Pet/properties/gone"])
    }

    func testAHandWrittenMoveAndMemberConversionAreKept() {
        var removed = Change(kind: .removed, element: .property, old: "/models/Pet/properties/vet", new: nil, breaking: false, solvable: true)
        var retyped = Change(kind: .updated, element: .property, old: "/models/Pet/properties/owner", new: "/models/Pet/properties/owner", aspect: .type,
                             before: .string("string"), after: .string("Owner"), breaking: true, solvable: true)
        retyped.convert = Change.Conversion()
        retyped.needsDecision = true
        let fresh = MigrationGuide(service: "S", from: "1", to: "2", changes: [removed, retyped])
        removed.movedTo = ["care", "vet"]
        retyped.convert = Change.Conversion(builtin: "object-member", member: "name")
        retyped.needsDecision = false
        let previous = MigrationGuide(service: "S", from: "1", to: "2", changes: [removed, retyped])
        let result = GuideMerger.merge(fresh: fresh, previous: previous)
        XCTAssertEqual(result.guide.changes.map(\.movedTo), [["care", "vet"], nil])
        XCTAssertEqual(result.guide.changes.last?.convert, Change.Conversion(builtin: "object-member", member: "name"))
        XCTAssertEqual(result.guide.changes.last?.needsDecision, false)
        XCTAssertEqual(result.kept.sorted(), ["removed:/models/Pet/properties/vet", "updated:/models/Pet/properties/owner#type"])
    }

    func testRenameHintParsing() {
        XCTAssertEqual(RenameHint(parsing: "LoginForm=Credentials"), RenameHint(parent: nil, old: "LoginForm", new: "Credentials"))
        XCTAssertEqual(RenameHint(parsing: "Pet.birth_date=date_of_birth"), RenameHint(parent: "Pet", old: "birth_date", new: "date_of_birth"))
        XCTAssertNil(RenameHint(parsing: "nonsense"))
        XCTAssertNil(RenameHint(parsing: "=x"))
        XCTAssertNil(RenameHint(parsing: ".a=b"))
    }

    func testDottedModelNamesRenameAsModels() {
        let old = APIDocument(service: ServiceInfo(name: "S", version: "1"), models: [ModelDefinition(name: "com.example.Pet", kind: .object([Property(name: "id", type: .scalar(.int64))]))])
        let new = APIDocument(service: ServiceInfo(name: "T", version: "2"), models: [ModelDefinition(name: "Animal", kind: .object([Property(name: "key", type: .scalar(.string))]))])
        let guide = DocumentComparer(options: CompareOptions(renames: [RenameHint(parsing: "com.example.Pet=Animal")!], detectRenames: false)).compare(old, new)
        XCTAssertTrue(guide.changes.contains { $0.kind == .renamed && $0.old == "/models/com.example.Pet" && $0.evidence == "--rename" }, "\(guide.changes.map(\.id))")
        let applied = try? GuideApplier().apply(guide, to: old)
        XCTAssertEqual(applied.map(DocumentNormalizer.normalize), DocumentNormalizer.normalize(new), "the service rename and the model rename both apply")
    }
}
