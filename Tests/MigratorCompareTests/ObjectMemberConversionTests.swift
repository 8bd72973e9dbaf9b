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

    /// The response of `getOrder` changed from `old` to `new`, with `models` added to the new document.
    private func responseUpdate(old: String, new: String, models: String, file: StaticString = #filePath, line: UInt = #line) throws -> Change? {
        let order = """
          - name: Order
            properties:
              - {name: id, type: string, required: true}
        """
        let oldDocument = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: order, endpoints: """
          - {operationId: getOrder, method: GET, path: /orders, response: {type: '\(old)'}}
        """)
        let newDocument = try CompareTestSupport.nativeDocument(service: "Shop", version: "2", models: order + "\n" + models, endpoints: """
          - {operationId: getOrder, method: GET, path: /orders, response: {type: '\(new)'}}
        """)
        let guide = DocumentComparer().compare(oldDocument, newDocument)
        CompareTestSupport.assertApplyYieldsNew(oldDocument, guide, newDocument, "\(old) → \(new)", file: file, line: line)
        return guide.changes.first { $0.aspect == .responseType }
    }

    /// An envelope around the whole value, without names to go by: the one member of the value's type holds it, for an
    /// object and for a list (a page); two members of that type, or a lone scalar, leave the decision to a person.
    func testAnEnvelopeHoldsTheValueInItsOnlyMemberOfThatType() throws {
        let envelope = try XCTUnwrap(responseUpdate(old: "Order", new: "OrderEnvelope", models: """
          - name: OrderEnvelope
            properties:
              - {name: data, type: Order, required: true}
              - {name: requestId, type: string, required: true}
        """))
        XCTAssertEqual(envelope.convert, Change.Conversion(builtin: "object-member", member: "data"))
        XCTAssertNil(envelope.needsDecision, "responses read the member: the other required members are not made up")
        let page = try XCTUnwrap(responseUpdate(old: "array<Order>", new: "OrderPage", models: """
          - name: OrderPage
            properties:
              - {name: items, type: 'array<Order>', required: true}
              - {name: next, type: string}
        """))
        XCTAssertEqual(page.convert, Change.Conversion(builtin: "object-member", member: "items"))
        let two = try XCTUnwrap(responseUpdate(old: "Order", new: "OrderPair", models: """
          - name: OrderPair
            properties:
              - {name: current, type: Order, required: true}
              - {name: previous, type: Order}
        """))
        XCTAssertEqual(two.convert, Change.Conversion())
        XCTAssertEqual(two.needsDecision, true)
        let scalar = try XCTUnwrap(responseUpdate(old: "string", new: "Token", models: """
          - name: Token
            properties:
              - {name: value, type: string, required: true}
        """))
        XCTAssertEqual(scalar.needsDecision, true, "a lone string in an object says too little")
    }

    /// An envelope the new version dropped is rebuilt in responses only when its other members may be absent.
    func testADroppedEnvelopeIsRebuiltOnlyWithoutMadeUpMembers() throws {
        func dropped(statusRequired: Bool) throws -> Change? {
            let order = """
              - name: Order
                properties:
                  - {name: id, type: string, required: true}
            """
            let old = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: order + """

              - name: OrderResponse
                properties:
                  - {name: status, type: string, required: \(statusRequired)}
                  - {name: order, type: Order, required: true}
            """, endpoints: "  - {operationId: getOrder, method: GET, path: /orders, response: {type: OrderResponse}}")
            let new = try CompareTestSupport.nativeDocument(service: "Shop", version: "2", models: order,
                                                             endpoints: "  - {operationId: getOrder, method: GET, path: /orders, response: {type: Order}}")
            return DocumentComparer().compare(old, new).changes.first { $0.aspect == .responseType }
        }
        XCTAssertEqual(try dropped(statusRequired: false)?.convert, Change.Conversion(builtin: "object-member", member: "order"))
        let required = try XCTUnwrap(dropped(statusRequired: true))
        XCTAssertEqual(required.needsDecision, true)
        XCTAssertTrue(required.note?.contains("{builtin: object-member, member: order}") == true, required.note ?? "")
    }

    /// A member whose list moved into an object of its own (`payments: array<Payment>` → `payments: Payments
    /// {transactions: array<Payment>, paidAmount}`) converts through that object's only member of the list's type.
    func testAMemberListInANewObjectTravelsInItsOnlyMemberOfThatType() throws {
        let payment = """
          - name: Payment
            properties:
              - {name: id, type: string, required: true}
              - {name: amount, type: double}
        """
        let old = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: payment + """

          - name: Invoice
            properties:
              - {name: id, type: string, required: true}
              - {name: payments, type: 'array<Payment>'}
        """, endpoints: "  - {operationId: getInvoice, method: GET, path: /invoice, response: {type: Invoice}}")
        let new = try CompareTestSupport.nativeDocument(service: "Shop", version: "2", models: payment + """

          - name: Invoice
            properties:
              - {name: id, type: string, required: true}
              - {name: payments, type: Payments}
          - name: Payments
            properties:
              - {name: transactions, type: 'array<Payment>', required: true}
              - {name: paidAmount, type: double}
        """, endpoints: "  - {operationId: getInvoice, method: GET, path: /invoice, response: {type: Invoice}}")
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "payments")
        let change = try XCTUnwrap(guide.changes.first { $0.aspect == .type })
        XCTAssertEqual(change.convert, Change.Conversion(builtin: "object-member", member: "transactions"))
        XCTAssertNil(change.needsDecision)
    }
}
