import MigratorCompare
import MigratorModel
import XCTest

/// `compare` records members that moved *out* of a nested object onto the model holding it (`movedFrom` on the added
/// member) only when a person would agree: the object lost a member of the same scalar type and of the same name (or
/// the holder's leading words put before it), exactly one old member fits, and either a second member comes out of
/// the same object or the name is distinctive; identity names never come out alone. (`Fixtures/Pairs/
/// property-moved-out-of-object` covers the guide and the migrated client end to end.)
final class MemberHoistsTests: XCTestCase {
    /// The guide from a `Payment` with `oldMembers` (and `oldModels`) to one with `newMembers` (and `newModels`),
    /// checked for completeness and validity.
    private func guide(old oldMembers: String, new newMembers: String, oldModels: String, newModels: String = "") throws -> MigrationGuide {
        let endpoints = """
          - {operationId: getPayment, method: GET, path: /payments, response: {type: Payment}}
          - {operationId: createPayment, method: POST, path: /payments, parameters: [{name: payment, in: body, type: Payment, required: true}]}
        """
        let old = try CompareTestSupport.nativeDocument(service: "Payments", version: "1", models: """
          - name: Payment
            properties:
              - {name: id, type: string, required: true}
        \(oldMembers)
        \(oldModels)
        """, endpoints: endpoints)
        let new = try CompareTestSupport.nativeDocument(service: "Payments", version: "2", models: """
          - name: Payment
            properties:
              - {name: id, type: string, required: true}
        \(newMembers)
        \(newModels)
        """, endpoints: endpoints)
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "hoists")
        let problems = GuideValidator(file: "hoists").validate(guide)
        XCTAssertFalse(problems.hasErrors, "\(problems.all)")
        return guide
    }

    /// The `movedFrom` of every added property of `Payment`, by property key (`[]` when added without one).
    private func hoists(old oldMembers: String, new newMembers: String, oldModels: String, newModels: String = "") throws -> [String: [String]] {
        let guide = try guide(old: oldMembers, new: newMembers, oldModels: oldModels, newModels: newModels)
        var result: [String: [String]] = [:]
        for change in guide.changes where change.kind == .added && change.element == .property {
            result[String(change.new?.split(separator: "/").last ?? "")] = change.movedFrom ?? []
        }
        return result
    }

    /// The old links object with three URLs and the new one that kept only `checkout`.
    private let oldLinks = """
      - name: Links
        properties:
          - {name: checkout, type: string}
          - {name: webhookUrl, type: string}
          - {name: redirect, type: string}
    """
    private let newLinks = """
      - name: Links
        properties:
          - {name: checkout, type: string}
    """
    private let links = "      - {name: links, type: Links}"

    func testMembersComingOutTogether() throws {
        // Mollie v2: `webhookUrl` and `redirectUrl` left the payment's links for the payment itself.
        XCTAssertEqual(try hoists(
            old: links, new: links + "\n      - {name: webhook_url, type: string}\n      - {name: redirect, type: string}",
            oldModels: oldLinks, newModels: newLinks
        ), ["webhook_url": ["links", "webhookUrl"], "redirect": ["links", "redirect"]])
    }

    func testASingleMemberNeedsADistinctiveName() throws {
        XCTAssertEqual(try hoists(old: links, new: links + "\n      - {name: webhookUrl, type: string}", oldModels: oldLinks, newModels: newLinks),
                       ["webhookUrl": ["links", "webhookUrl"]])
        // One word, alone: could be chance.
        XCTAssertEqual(try hoists(old: links, new: links + "\n      - {name: redirect, type: string}", oldModels: oldLinks, newModels: newLinks),
                       ["redirect": []])
    }

    func testTheHoldersLeadingWordMayComeFirst() throws {
        // WooCommerce v2: `payment_details.method_title` became the order's `payment_method_title`.
        let details = """
          - name: PaymentDetails
            properties:
              - {name: method_title, type: string}
              - {name: paid, type: boolean}
        """
        XCTAssertEqual(try hoists(
            old: "      - {name: payment_details, type: PaymentDetails}", new: "      - {name: payment_method_title, type: string}\n      - {name: set_paid, type: boolean}",
            oldModels: details
        ), ["payment_method_title": ["payment_details", "method_title"], "set_paid": []])
        // A word that is not the holder's does not count.
        XCTAssertEqual(try hoists(
            old: "      - {name: payment_details, type: PaymentDetails}", new: "      - {name: billing_method_title, type: string}", oldModels: details
        ), ["billing_method_title": []])
    }

    func testIdentityNamesNeverComeOutAlone() throws {
        let owner = """
          - name: Owner
            properties:
              - {name: id, type: string}
              - {name: name, type: string}
              - {name: uid, type: string}
        """
        // The payment has identity names of its own; even two together are no evidence.
        XCTAssertEqual(try hoists(
            old: "      - {name: owner, type: Owner}", new: "      - {name: name, type: string}\n      - {name: uid, type: string}", oldModels: owner
        ), ["name": [], "uid": []])
        // Prefixed with the holder's word, it is the holder's identity: `owner.id` → `owner_id` next to the kept `owner`.
        XCTAssertEqual(try hoists(
            old: "      - {name: owner, type: Owner}", new: "      - {name: owner, type: Owner}\n      - {name: owner_id, type: string}",
            oldModels: owner, newModels: "  - name: Owner\n    properties:\n      - {name: name, type: string}"
        ), ["owner_id": ["owner", "id"]])
    }

    func testARequiredMemberOldClientsAlwaysSetNeedsNoDefault() throws {
        let required = """
          - name: Links
            properties:
              - {name: checkout, type: string}
              - {name: webhookUrl, type: string, required: true}
        """
        let added = "\n      - {name: webhookUrl, type: string, required: true}"
        let always = try guide(old: "      - {name: links, type: Links, required: true}", new: "      - {name: links, type: Links, required: true}" + added,
                               oldModels: required, newModels: newLinks)
        let change = try XCTUnwrap(always.changes.first { $0.new == "/models/Payment/properties/webhookUrl" })
        XCTAssertEqual(change.movedFrom, ["links", "webhookUrl"])
        XCTAssertFalse(change.breaking)
        XCTAssertNil(change.needsDecision)
        XCTAssertNil(change.defaultValue)
        // An optional holder may be absent: requests may lack the value, so the new requirement breaks.
        let sometimes = try guide(old: "      - {name: links, type: Links}", new: "      - {name: links, type: Links}" + added, oldModels: required, newModels: newLinks)
        let optional = try XCTUnwrap(sometimes.changes.first { $0.new == "/models/Payment/properties/webhookUrl" })
        XCTAssertEqual(optional.movedFrom, ["links", "webhookUrl"])
        XCTAssertTrue(optional.breaking)
        XCTAssertEqual(optional.needsDecision, true)
    }

    func testARemovalEveryHolderFillsInNeedsNoFallback() throws {
        let required = """
          - name: Links
            properties:
              - {name: checkout, type: string}
              - {name: webhookUrl, type: string, required: true}
        """
        let removal = "/models/Links/properties/webhookUrl"
        // Responses always carry the payment's `webhookUrl`, and only the payment holds `Links`.
        let filled = try guide(old: links, new: links + "\n      - {name: webhookUrl, type: string, required: true}", oldModels: required, newModels: newLinks)
        let change = try XCTUnwrap(filled.changes.first { $0.old == removal })
        XCTAssertNil(change.needsDecision)
        XCTAssertNil(change.fallbackValue)
        // Responses may lack it at the new place: the removal still needs a fallback.
        let optional = try guide(old: links, new: links + "\n      - {name: webhookUrl, type: string}", oldModels: required, newModels: newLinks)
        XCTAssertEqual(optional.changes.first { $0.old == removal }?.needsDecision, true)
        // Another model holds `Links` too and fills nothing in.
        let refund = "\n  - name: Refund\n    properties:\n      - {name: links, type: Links}"
        let shared = try guide(
            old: links, new: links + "\n      - {name: webhookUrl, type: string, required: true}", oldModels: required + refund, newModels: newLinks + refund
        )
        XCTAssertEqual(shared.changes.first { $0.old == removal }?.needsDecision, true)
        // The new version gives `Refund` a `links: Links` of its own: the migrated interface decodes the old `Links`
        // there, with nothing to fill it in.
        let newUse = try guide(
            old: links, new: links + "\n      - {name: webhookUrl, type: string, required: true}", oldModels: required, newModels: newLinks + refund
        )
        XCTAssertEqual(newUse.changes.first { $0.old == removal }?.needsDecision, true)
    }

    func testTheObjectMustHaveLostTheMember() throws {
        // `Links` still has `webhookUrl`: the payment's new `webhookUrl` is a copy, not a move.
        let keptLinks = """
          - name: Links
            properties:
              - {name: checkout, type: string}
              - {name: webhookUrl, type: string}
              - {name: redirect, type: string}
        """
        XCTAssertEqual(try hoists(old: links, new: links + "\n      - {name: webhookUrl, type: string}", oldModels: oldLinks, newModels: keptLinks),
                       ["webhookUrl": []])
    }

    func testDescriptionsThatSayOtherThingsAreTwoValues() throws {
        // An order that embedded its customer's timestamps and now has its own: not the customer's, moved.
        let customer = """
          - name: Customer
            properties:
              - {name: id, type: string}
              - {name: created_at, type: date-time, description: When the customer signed up for an account.}
              - {name: updated_at, type: date-time, description: When the customer last changed the account profile.}
          - name: NewCustomer
            properties:
              - {name: id, type: string}
        """
        let members = "      - {name: customer, type: Customer}"
        let added = "\n      - {name: created_at, type: date-time, description: When the order was placed by the shop.}"
            + "\n      - {name: updated_at, type: date-time, description: When the order's status last moved on.}"
        XCTAssertEqual(try hoists(old: members, new: members + added, oldModels: customer, newModels: "  - name: Customer\n    properties:\n      - {name: id, type: string}"),
                       ["created_at": [], "updated_at": []])
        // The same members described alike did move.
        let alike = "\n      - {name: created_at, type: date-time, description: When the customer signed up for an account.}"
            + "\n      - {name: updated_at, type: date-time, description: When the customer last changed the account profile.}"
        XCTAssertEqual(try hoists(old: members, new: members + alike, oldModels: customer, newModels: "  - name: Customer\n    properties:\n      - {name: id, type: string}"),
                       ["created_at": ["customer", "created_at"], "updated_at": ["customer", "updated_at"]])
    }

    func testADeprecatedMemberDoesNotMove() throws {
        let deprecated = oldLinks.replacingOccurrences(of: "{name: webhookUrl, type: string}", with: "{name: webhookUrl, type: string, deprecated: true}")
        XCTAssertEqual(try hoists(old: links, new: links + "\n      - {name: webhookUrl, type: string}", oldModels: deprecated, newModels: newLinks),
                       ["webhookUrl": []])
    }

    func testTheTypeMustBeTheSameScalar() throws {
        XCTAssertEqual(try hoists(old: links, new: links + "\n      - {name: webhookUrl, type: url}", oldModels: oldLinks, newModels: newLinks),
                       ["webhookUrl": []])
    }

    func testTwoPossibleObjectsAreAmbiguous() throws {
        let billing = """
          - name: Billing
            properties:
              - {name: webhookUrl, type: string}
        """
        XCTAssertEqual(try hoists(
            old: links + "\n      - {name: billing, type: Billing}", new: links + "\n      - {name: webhookUrl, type: string}",
            oldModels: oldLinks + "\n" + billing, newModels: newLinks
        ), ["webhookUrl": []])
        // Two added members claiming the same old one: neither.
        XCTAssertEqual(try hoists(
            old: links, new: links + "\n      - {name: webhookUrl, type: string}\n      - {name: links_webhook_url, type: string}",
            oldModels: oldLinks, newModels: newLinks
        ), ["webhookUrl": [], "links_webhook_url": []])
    }
}
