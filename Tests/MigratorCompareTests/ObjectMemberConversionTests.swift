import MigratorCompare
import MigratorModel
import XCTest

/// `compare` offers the built-in `object-member` conversion only when the names show which member of the object carries
/// the value: the longer name is the shorter one plus that member's words, and the member has the value's type.
/// (`Fixtures/Pairs/property-retyped-object-member` covers wrapping, unwrapping and made-up members end to end.)
final class ObjectMemberConversionTests: XCTestCase {
    /// The `type` update of `Order.<oldKey>`, between an old `Order` with `oldMember` and a new one with `newMember`;
    /// `models` are the new document's other models. `Order` is a response.
    private func typeUpdate(old oldMember: String, new newMember: String, models: String, file: StaticString = #filePath, line: UInt = #line) throws -> Change? {
        let endpoints = """
          - {operationId: getOrder, method: GET, path: /orders, response: {type: Order}}
        """
        let old = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: """
          - name: Order
            properties:
              - {name: id, type: string, required: true}
              - \(oldMember)
        """, endpoints: endpoints)
        let new = try CompareTestSupport.nativeDocument(service: "Shop", version: "2", models: """
          - name: Order
            properties:
              - {name: id, type: string, required: true}
              - \(newMember)
        \(models)
        """, endpoints: endpoints)
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "\(oldMember) → \(newMember)", file: file, line: line)
        return guide.changes.first { $0.aspect == .type }
    }

    private let customer = """
      - name: Customer
        properties:
          - {name: id, type: string, required: true}
          - {name: full_name, type: string}
          - {name: email, type: string}
    """

    func testTheExtraWordsNameTheMember() throws {
        let change = try XCTUnwrap(typeUpdate(old: "{name: customer_id, type: string}", new: "{name: customer, type: Customer}", models: customer))
        XCTAssertEqual(change.convert, Change.Conversion(builtin: "object-member", member: "id"))
        XCTAssertNil(change.needsDecision)
        let name = try XCTUnwrap(typeUpdate(old: "{name: customerFullName, type: string}", new: "{name: customer, type: Customer}", models: customer))
        XCTAssertEqual(name.convert?.member, "full_name")
    }

    func testMembersMatchElementWiseInsideArrays() throws {
        let change = try XCTUnwrap(typeUpdate(
            old: "{name: customerEmails, type: 'array<string>'}", new: "{name: customers, type: 'array<Customer>'}", models: customer
        ))
        XCTAssertEqual(change.convert?.member, "email")
    }

    func testSameNamesOrUnrelatedWordsLeaveTheDecisionToAPerson() throws {
        for (old, new) in [
            ("{name: customer, type: string}", "{name: customer, type: Customer}"),
            ("{name: customerPhone, type: string}", "{name: customer, type: Customer}"),
        ] {
            let change = try XCTUnwrap(typeUpdate(old: old, new: new, models: customer), old)
            XCTAssertEqual(change.convert, Change.Conversion(), old)
            XCTAssertEqual(change.needsDecision, true, old)
        }
    }

    func testTheMemberMustHaveTheValuesType() throws {
        let change = try XCTUnwrap(typeUpdate(old: "{name: customer_id, type: int64}", new: "{name: customer, type: Customer}", models: customer))
        XCTAssertEqual(change.convert, Change.Conversion())
    }

    func testTwoFittingMembersAreAmbiguous() throws {
        let target = """
          - name: Target
            properties:
              - {name: value, type: string}
              - {name: target_value, type: string}
        """
        // The rename itself is hinted: the names alone are weak evidence when the new object has a member of the old name.
        let change = try XCTUnwrap(typeUpdate(
            old: "{name: target_value, type: string}", new: "{name: target, type: Target, renamedFrom: target_value}", models: target
        ))
        XCTAssertEqual(change.convert, Change.Conversion())
    }

    func testUnwrappingReadsTheOldObjectsMember() throws {
        let old = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: """
          - name: Order
            properties:
              - {name: customer, type: Customer}
          - name: Customer
            properties:
              - {name: id, type: string, required: true}
              - {name: name, type: string, required: true}
        """, endpoints: """
          - {operationId: createOrder, method: POST, path: /orders, parameters: [{name: order, in: body, type: Order, required: true}]}
          - {operationId: getOrder, method: GET, path: "/orders/{id}", parameters: [{name: id, in: path, type: string, required: true}], response: {type: Order}}
        """)
        var new = old
        new.service.version = "2"
        new.models = [ModelDefinition(name: "Order", kind: .object([
            Property(name: "customerId", key: "customer_id", type: .scalar(.string), renamedFrom: "customer"),
        ]))]
        let guide = DocumentComparer().compare(old, new)
        let change = try XCTUnwrap(guide.changes.first { $0.aspect == .type })
        // Responses would rebuild the old Customer from its id alone, making up its required name: a person decides.
        XCTAssertEqual(change.convert, Change.Conversion())
        XCTAssertEqual(change.needsDecision, true)
        XCTAssertTrue(change.note?.contains("member: id") == true, change.note ?? "")
    }
}
