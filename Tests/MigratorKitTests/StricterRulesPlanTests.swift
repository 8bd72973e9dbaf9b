import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// How `migrate` plans validation rules that got stricter (``KeptValue/stricterRules``): the newest rules in words for
/// every kept parameter and property whose rules now refuse values the old rules accepted, for `migrator verify` to
/// report; nothing for looser or unchanged rules.
final class StricterRulesPlanTests: XCTestCase {
    /// A document with one endpoint sending `limit` and a `Listing` body.
    private func document(_ version: String, limit: String, quantity: String, title: String) throws -> APIDocument {
        let text = """
        migrator-document: "1"
        service: {name: Shop, version: "\(version)"}
        servers: [{url: "https://api.example.com"}]
        models:
          - name: Listing
            properties:
              - {name: quantity, type: int32\(quantity)}
              - {name: title, type: string\(title)}
        endpoints:
          - {operationId: createListing, method: POST, path: /listings, parameters: [{name: limit, in: query, type: int32\(limit)}, {name: body, in: body, type: Listing, required: true}]}
        """
        return try DocumentLoader().load(data: Data(text.utf8), file: "shop-\(version).yaml").document
    }

    /// The stricter rules planned for `limit`, `Listing.quantity` and `Listing.title`.
    private func stricter(old: APIDocument, new: APIDocument) throws -> [String?] {
        let plan = try MigrationPlanner().plan(old: old, guides: [DocumentComparer().compare(old, new)])
        let endpoint = try XCTUnwrap(plan.endpoints["createListing"])
        guard case let .kept(limit, _, _)? = endpoint.parameters["query:limit"],
              case let .object(properties, _)? = plan.models["Listing"],
              case let .kept(quantity)? = properties["quantity"], case let .kept(title)? = properties["title"] else {
            XCTFail("unexpected plan: \(endpoint), \(String(describing: plan.models["Listing"]))")
            return []
        }
        return [limit.stricterRules, quantity.stricterRules, title.stricterRules]
    }

    func testStricterRulesAreNamedAndLooserOnesAreNot() throws {
        let old = try document("1", limit: ", maximum: 100", quantity: "", title: ", maxLength: 140")
        let stricter = try document("2", limit: ", maximum: 50", quantity: ", minimum: 1", title: ", maxLength: 200")
        XCTAssertEqual(try self.stricter(old: old, new: stricter), ["<= 50", ">= 1", nil])
        let looser = try document("2", limit: "", quantity: "", title: ", maxLength: 280")
        XCTAssertEqual(try self.stricter(old: old, new: looser), [nil, nil, nil])
        XCTAssertEqual(try self.stricter(old: old, new: old), [nil, nil, nil])
    }
}
