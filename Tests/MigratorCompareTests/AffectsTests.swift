import MigratorCompare
import MigratorKit
import MigratorModel
import MigratorRuntime
import XCTest

/// Who a change reaches (`affects`, `affectedMembers`), and the per-endpoint Markdown changelog.
final class AffectsTests: XCTestCase {
    /// `Address` is used by `Customer.address`, `Customer` by `Order.customer`; `getOrder` returns an order,
    /// `createCustomer` sends a customer, `ping` uses neither; `Category` is an enum with `caseCount` cases.
    private func document(version: String, city: String = "city", caseCount: Int = 14) -> APIDocument {
        let models = [
            ModelDefinition(name: "Address", kind: .object([Property(name: city, type: .scalar(.string), required: true)])),
            ModelDefinition(name: "Customer", kind: .object([
                Property(name: "address", type: .model("Address")),
                Property(name: "category", type: .model("Category")),
            ])),
            ModelDefinition(name: "Order", kind: .object([Property(name: "customer", type: .model("Customer"))])),
            ModelDefinition(name: "Category", kind: .enum(EnumModel(rawType: .string, cases: (0..<caseCount).map { EnumCase(value: .string("c\($0)")) }))),
        ]
        let endpoints = [
            Endpoint(operationId: "getOrder", method: "GET", path: "/orders", response: ResponseDefinition(type: .array(.model("Order")))),
            Endpoint(operationId: "createCustomer", method: "POST", path: "/customers",
                     parameters: [Parameter(name: "body", location: .body, type: .model("Customer"), required: true)]),
            Endpoint(operationId: "ping", method: "GET", path: "/ping"),
        ]
        return APIDocument(service: ServiceInfo(name: "Shop", version: version), servers: [Server(url: "https://shop.example.com")],
                           models: models, endpoints: endpoints)
    }

    /// A property change deep in the model graph reaches every endpoint above it, and names the members using its model.
    func testAffectsIsTransitive() throws {
        let guide = DocumentComparer().compare(document(version: "1"), document(version: "2", city: "town"))
        let removed = try XCTUnwrap(guide.changes.first { $0.id == "removed:/models/Address/properties/city" })
        XCTAssertEqual(removed.affects, ["createCustomer", "getOrder"])
        XCTAssertEqual(removed.affectedMembers, ["Customer.address"])
        let added = try XCTUnwrap(guide.changes.first { $0.id == "added:/models/Address/properties/town" })
        XCTAssertEqual(added.affects, ["createCustomer", "getOrder"])
    }

    /// Endpoint-level changes name their own endpoint; changes of unused models name nobody; servers name everyone.
    func testAffectsOfEndpointsModelsAndServers() throws {
        var new = document(version: "2")
        new.endpoints[2].path = "/health"
        new.models.append(ModelDefinition(name: "Unused", kind: .object([])))
        new.servers = [Server(url: "https://v2.shop.example.com")]
        let guide = DocumentComparer().compare(document(version: "1"), new)
        XCTAssertEqual(guide.changes.first { $0.id == "updated:/endpoints/ping#path" }?.affects, ["ping"])
        let unused = try XCTUnwrap(guide.changes.first { $0.id == "added:/models/Unused" })
        XCTAssertNil(unused.affects)
        XCTAssertNil(unused.affectedMembers)
        XCTAssertEqual(guide.changes.first { $0.element == .server }?.affects, ["createCustomer", "getOrder", "ping"])
    }

    /// The guide keeps `affects` through JSON, and a guide without it still decodes.
    func testAffectsRoundTripsAndIsOptional() throws {
        let guide = DocumentComparer().compare(document(version: "1"), document(version: "2", city: "town"))
        XCTAssertEqual(try JSONValue(encoding: guide).decode(as: MigrationGuide.self), guide)
        var json = try JSONValue(encoding: guide)
        guard case var .object(top) = json, case var .array(changes)? = top["changes"], case var .object(first) = changes[0] else {
            return XCTFail("unexpected guide shape")
        }
        first["affects"] = nil
        first["affectedMembers"] = nil
        changes[0] = .object(first)
        top["changes"] = .array(changes)
        json = .object(top)
        let old = try json.decode(as: MigrationGuide.self)
        XCTAssertNil(old.changes[0].affects)
    }

    /// The changelog lists per endpoint what breaks, collapses long runs, and counts the affected endpoints.
    func testChangelogGroupsByEndpointAndCollapsesRuns() {
        let guide = DocumentComparer().compare(document(version: "1"), document(version: "2", city: "town", caseCount: 2))
        let markdown = GuideSummaryRenderer.markdown(guide)
        XCTAssertTrue(markdown.contains("2 endpoints affected (2 by breaking changes)."), markdown)
        XCTAssertTrue(markdown.contains("### `createCustomer`: "), markdown)
        XCTAssertTrue(markdown.contains("### `getOrder`: "), markdown)
        XCTAssertFalse(markdown.contains("### `ping`"), markdown)
        XCTAssertTrue(
            markdown.contains("`Category`: 12 cases removed: `c10`, `c11`, `c12`, `c13`, `c2`, `c3`, `c4`, `c5`, … (4 more)"),
            markdown
        )
        XCTAssertTrue(markdown.contains("- **breaking** property `Address.city` removed"), markdown)
        XCTAssertFalse(markdown.contains("enumCase `Category.c9` removed"), "a collapsed run is not also listed one by one:\n\(markdown)")
        let sections = markdown.components(separatedBy: "### `")
        let getOrder = sections.first { $0.hasPrefix("getOrder") } ?? ""
        XCTAssertTrue(getOrder.contains("12 cases removed"), "the enum reaches getOrder through Order.customer.category:\n\(getOrder)")

        let text = GuideSummaryRenderer.text(guide, colored: false)
        XCTAssertTrue(text.hasPrefix("Shop 1 → 2: "), text)
        XCTAssertTrue(
            text.components(separatedBy: "\n")[0].hasSuffix("; 2 endpoints affected (2 by breaking changes); 1 removal may be a rename (review below)"), text
        )
        XCTAssertTrue(text.contains("    maybe renamed to `Address.town` (same type, the only removed and the only added one of this type here"), text)
        XCTAssertTrue(markdown.contains("## Possible renames to review"), markdown)
        XCTAssertTrue(markdown.contains("  - maybe renamed to `Address.town` ("), markdown)
    }

    /// Runs of added models are collapsed too; renames never are.
    func testModelRunsCollapseAndRenamesDoNot() {
        var new = document(version: "2")
        new.models += (0..<5).map { ModelDefinition(name: "Extra\($0)", kind: .object([Property(name: "id", type: .scalar(.string))])) }
        new.models[0].kind = .object((0..<3).map { Property(name: "line\($0)", type: .scalar(.string)) } + [Property(name: "city", type: .scalar(.string), required: true)])
        new.models[2].kind = .object([Property(name: "customer", type: .model("Customer")), Property(name: "extras", type: .array(.model("Extra0")))]
            + (1..<5).map { Property(name: "extra\($0)", type: .model("Extra\($0)")) })
        let markdown = GuideSummaryRenderer.markdown(DocumentComparer().compare(document(version: "1"), new))
        XCTAssertTrue(markdown.contains("- 5 models added: `Extra0`, `Extra1`, `Extra2`, `Extra3`, `Extra4`"), markdown)
        XCTAssertTrue(markdown.contains("- `Order`: 5 properties added: `extra1`, `extra2`, `extra3`, `extra4`, `extras`"), markdown)
        XCTAssertFalse(markdown.contains("properties added: `line0`"), "a run of three stays one line each:\n\(markdown)")
        XCTAssertTrue(markdown.contains("- property `Address.line0` added"), markdown)
    }

    /// Short runs stay one line per change.
    func testShortRunsAreNotCollapsed() {
        let markdown = GuideSummaryRenderer.markdown(DocumentComparer().compare(document(version: "1"), document(version: "2", caseCount: 11)))
        let getOrder = markdown.components(separatedBy: "### `").first { $0.hasPrefix("getOrder") } ?? ""
        XCTAssertEqual(getOrder.components(separatedBy: "\n").filter { $0.contains("enumCase `Category.") }.count, 3, markdown)
    }
}
