import MigratorCompare
import MigratorModel
import MigratorRuntime
import MigratorTestSupport
import XCTest

/// `compare` on validation rules: one `rules` update per changed property or parameter, breaking by direction
/// (stricter requests, looser responses), and `apply(old, compare(old, new)) == new`.
final class ValueRulesCompareTests: XCTestCase {
    /// Where the model holding the changed property travels.
    enum Direction: String { case request, response, both }

    /// A document whose model `Item` has one property `value` of `type` with `rules`, sent, received or both.
    private func document(_ rules: ValueRules, type: TypeReference = .scalar(.string), direction: Direction, version: String) -> APIDocument {
        let item = ModelDefinition(name: "Item", kind: .object([Property(name: "value", type: type, required: true, rules: rules)]))
        var endpoints: [Endpoint] = []
        if direction != .response {
            endpoints.append(Endpoint(operationId: "createItem", method: "POST", path: "/items",
                                      parameters: [Parameter(name: "body", location: .body, type: .model("Item"), required: true)]))
        }
        if direction != .request {
            endpoints.append(Endpoint(operationId: "getItem", method: "GET", path: "/items", response: ResponseDefinition(type: .model("Item"))))
        }
        return APIDocument(service: ServiceInfo(name: "Rules", version: version), servers: [Server(url: "https://rules.example.com")],
                           models: [item], endpoints: endpoints)
    }

    /// The single `rules` change between two rule sets, after checking that the guide applies.
    private func rulesChange(
        _ old: ValueRules, _ new: ValueRules, type: TypeReference = .scalar(.string), direction: Direction,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Change {
        let oldDocument = document(old, type: type, direction: direction, version: "1")
        let newDocument = document(new, type: type, direction: direction, version: "2")
        let guide = DocumentComparer().compare(oldDocument, newDocument)
        CompareTestSupport.assertApplyYieldsNew(oldDocument, guide, newDocument, "\(old) → \(new)", file: file, line: line)
        XCTAssertEqual(guide.changes.count, 1, "\(guide.changes.map(\.id))", file: file, line: line)
        return try XCTUnwrap(guide.changes.first { $0.aspect == .rules }, file: file, line: line)
    }

    /// Asserts the breaking flag of `old → new` when sent (request) and when received (response) and both.
    private func assertRule(
        _ old: ValueRules, _ new: ValueRules, type: TypeReference = .scalar(.string),
        breaksRequests: Bool, breaksResponses: Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let request = try rulesChange(old, new, type: type, direction: .request, file: file, line: line)
        XCTAssertEqual(request.breaking, breaksRequests, "request: \(request.before?.jsonString() ?? "") → \(request.after?.jsonString() ?? "")", file: file, line: line)
        let response = try rulesChange(old, new, type: type, direction: .response, file: file, line: line)
        XCTAssertEqual(response.breaking, breaksResponses, "response: \(response.before?.jsonString() ?? "") → \(response.after?.jsonString() ?? "")", file: file, line: line)
        let both = try rulesChange(old, new, type: type, direction: .both, file: file, line: line)
        XCTAssertEqual(both.breaking, breaksRequests || breaksResponses, "both directions", file: file, line: line)
        XCTAssertEqual(both.solvable, !both.breaking, file: file, line: line)
    }

    /// A new pattern is stricter, a removed one looser, a changed one both.
    func testPattern() throws {
        try assertRule(ValueRules(), ValueRules(pattern: "^[a-z]+$"), breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(pattern: "^[a-z]+$"), ValueRules(), breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(pattern: "^[a-z]+$"), ValueRules(pattern: "^[a-z0-9]+$"), breaksRequests: true, breaksResponses: true)
    }

    /// A smaller maxLength or larger minLength is stricter; the opposite looser.
    func testLengths() throws {
        try assertRule(ValueRules(maxLength: 64), ValueRules(maxLength: 32), breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(maxLength: 32), ValueRules(maxLength: 64), breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(minLength: 1), ValueRules(minLength: 3), breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(minLength: 3), ValueRules(), breaksRequests: false, breaksResponses: true)
    }

    /// Item counts and uniqueness of arrays.
    func testItems() throws {
        let array = TypeReference.array(.scalar(.string))
        try assertRule(ValueRules(), ValueRules(maxItems: 10), type: array, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(minItems: 2), ValueRules(minItems: 1), type: array, breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(), ValueRules(uniqueItems: true), type: array, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(uniqueItems: true), ValueRules(), type: array, breaksRequests: false, breaksResponses: true)
    }

    /// Numeric bounds, inclusive and exclusive compared as one bound per side.
    func testNumericBounds() throws {
        let number = TypeReference.scalar(.double)
        try assertRule(ValueRules(maximum: .integer(100)), ValueRules(maximum: .integer(50)), type: number, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(minimum: .integer(1)), ValueRules(minimum: .integer(0)), type: number, breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(minimum: .integer(0)), ValueRules(exclusiveMinimum: .integer(0)), type: number, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(exclusiveMaximum: .integer(10)), ValueRules(maximum: .integer(10)), type: number, breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(), ValueRules(exclusiveMaximum: .decimal(0.5)), type: number, breaksRequests: true, breaksResponses: false)
    }

    /// `multipleOf`: a multiple of the old step is stricter, a divisor looser, unrelated steps both.
    func testMultipleOf() throws {
        let number = TypeReference.scalar(.int64)
        try assertRule(ValueRules(), ValueRules(multipleOf: .integer(5)), type: number, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(multipleOf: .integer(5)), ValueRules(multipleOf: .integer(10)), type: number, breaksRequests: true, breaksResponses: false)
        try assertRule(ValueRules(multipleOf: .integer(10)), ValueRules(multipleOf: .integer(5)), type: number, breaksRequests: false, breaksResponses: true)
        try assertRule(ValueRules(multipleOf: .integer(2)), ValueRules(multipleOf: .integer(3)), type: number, breaksRequests: true, breaksResponses: true)
    }

    /// `before`/`after` hold only the changed rules, `null` where a rule is absent; the note explains the break.
    func testChangeShowsOnlyChangedRules() throws {
        let change = try rulesChange(ValueRules(pattern: "^a", minLength: 1, maxLength: 64), ValueRules(pattern: "^a", maxLength: 32), direction: .request)
        XCTAssertEqual(change.id, "updated:/models/Item/properties/value#rules")
        XCTAssertEqual(change.before, .object(["minLength": .integer(1), "maxLength": .integer(64)]))
        XCTAssertEqual(change.after, .object(["minLength": .null, "maxLength": .integer(32)]))
        XCTAssertEqual(change.note, "Stricter for values sent: the server may reject values the old client sends.")
        XCTAssertEqual(ChangeDescription.sentence(change), "property `Item.value`: rules minLength 1 → none, maxLength 64 → 32")
    }

    /// Parameters are request values: a stricter query parameter rule breaks, a looser one does not.
    func testParameterRules() throws {
        func document(_ rules: ValueRules, _ version: String) -> APIDocument {
            APIDocument(service: ServiceInfo(name: "Rules", version: version), servers: [Server(url: "https://rules.example.com")], models: [], endpoints: [
                Endpoint(operationId: "list", method: "GET", path: "/items",
                         parameters: [Parameter(name: "limit", location: .query, type: .scalar(.int32), rules: rules)]),
            ])
        }
        let stricter = DocumentComparer().compare(document(ValueRules(maximum: .integer(100)), "1"), document(ValueRules(maximum: .integer(50)), "2"))
        XCTAssertEqual(stricter.changes.map(\.id), ["updated:/endpoints/list/parameters/query/limit#rules"])
        XCTAssertEqual(stricter.changes.first?.breaking, true)
        XCTAssertEqual(stricter.changes.first?.affects, ["list"])
        let looser = DocumentComparer().compare(document(ValueRules(maximum: .integer(50)), "1"), document(ValueRules(), "2"))
        XCTAssertEqual(looser.changes.first?.breaking, false)
        CompareTestSupport.assertApplyYieldsNew(document(ValueRules(maximum: .integer(50)), "1"), looser, document(ValueRules(), "2"), "parameter")
    }

    /// Random documents with random rule edits: many `rules` changes of both breaking kinds, every guide applies
    /// (`PropertyTests` checks the same over all change kinds; this makes sure rules are among them).
    func testRandomRuleEditsAreFoundAndApply() {
        var counts: [Bool: Int] = [:]
        for seed in 0..<UInt64(200) {
            var documents = RandomDocuments(random: SeededGenerator(seed: seed))
            let old = documents.document()
            let new = documents.edited(old)
            let guide = DocumentComparer().compare(old, new)
            for change in guide.changes where change.aspect == .rules { counts[change.breaking, default: 0] += 1 }
            CompareTestSupport.assertApplyYieldsNew(old, guide, new, "seed \(seed)")
        }
        XCTAssertGreaterThan(counts[true, default: 0], 20, "\(counts)")
        XCTAssertGreaterThan(counts[false, default: 0], 20, "\(counts)")
    }

    /// A guide whose rules update names something that is not a rule does not apply.
    func testApplyRejectsUnknownRule() throws {
        let old = document(ValueRules(), direction: .request, version: "1")
        var guide = DocumentComparer().compare(old, document(ValueRules(maxLength: 3), direction: .request, version: "2"))
        guide.changes[0].after = .object(["maxSize": .integer(3)])
        XCTAssertThrowsError(try GuideApplier().apply(guide, to: old)) { error in
            XCTAssertTrue("\(error)".contains("`after.maxSize` is not a validation rule"), "\(error)")
        }
    }
}
