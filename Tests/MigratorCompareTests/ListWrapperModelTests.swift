import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// The list-wrapper convention for whole models (``ListWrapperModels``): `AdUnits` → `ListAdUnitsResponse`.
final class ListWrapperModelTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Ads", version: version, models: models, endpoints: endpoints)
    }

    /// A wrapper is named by its only array member's item with list words around it; the item itself, a model with
    /// two arrays and a name with another word are not wrappers.
    func testAWrapperIsNamedAfterItsOnlyListedItem() throws {
        func item(_ name: String, _ properties: [Property]) -> String? {
            ListWrapperModels.item(of: ModelDefinition(name: name, kind: .object(properties))) { type in
                if case let .model(model) = type { return model }
                return nil
            }
        }
        let units = Property(name: "items", type: .array(.model("AdUnit")))
        let token = Property(name: "nextPageToken", type: .scalar(.string))
        XCTAssertEqual(item("AdUnits", [units, token]), "AdUnit")
        XCTAssertEqual(item("ListAdUnitsResponse", [units, token]), "AdUnit")
        XCTAssertEqual(item("PaginatedAdUnitList", [units]), "AdUnit")
        XCTAssertNil(item("AdUnit", [units]), "the item's own name")
        XCTAssertNil(item("ListLinkedAdUnitsResponse", [units]), "another word around the item")
        XCTAssertNil(item("AdUnits", [units, Property(name: "channels", type: .array(.model("Channel")))]), "two lists")
    }

    /// Two wrappers of the same item are renamed although their names share only the item (`AdUnits` →
    /// `ListAdUnitsResponse`, with `items` → `adUnits`); a wrapper of another item is not.
    func testWrappersOfTheSameItemAreRenamed() throws {
        func api(_ version: String, wrapper: String, member: String, item: String = "AdUnit") throws -> APIDocument {
            try document(version, models: """
              - name: AdUnit
                properties:
                  - {name: name, type: string}
                  - {name: code, type: string}
              - name: Channel
                properties:
                  - {name: name, type: string}
                  - {name: url, type: string}
              - name: \(wrapper)
                properties:
                  - {name: \(member), type: "array<\(item)>", description: "The ad units in this page."}
                  - {name: nextPageToken, type: string}
            """)
        }
        let old = try api("1", wrapper: "AdUnits", member: "items")
        XCTAssertEqual(CompareTestSupport.renames(old, try api("2", wrapper: "ListAdUnitsResponse", member: "adUnits")), [
            "/models/AdUnits → /models/ListAdUnitsResponse",
            "/models/AdUnits/properties/items → /models/ListAdUnitsResponse/properties/adUnits",
        ])
        XCTAssertEqual(CompareTestSupport.renames(old, try api("2", wrapper: "ListChannelsResponse", member: "channels", item: "Channel")), [])
    }

    /// The convention back: a list's model whose only array member went from its item's plural to a generic name
    /// (Bitbucket 2.0 `paginated_issues`: `issues` → `values`; Datadog `LogsListResponse`: `logs` → `data`) is a rename;
    /// in a model that does not hold a list (`Customer.orders` → `values`) it is not.
    func testAListsMemberRenamedBackToAGenericName() throws {
        func api(_ version: String, wrapper: String, member: String) throws -> APIDocument {
            try document(version, models: """
              - name: Issue
                properties:
                  - {name: title, type: string}
              - name: \(wrapper)
                properties:
                  - {name: \(member), type: "array<Issue>"}
                  - {name: size, type: int32}
            """)
        }
        XCTAssertEqual(CompareTestSupport.renames(try api("1", wrapper: "IssueList", member: "issues"), try api("2", wrapper: "IssueList", member: "values")),
                       ["/models/IssueList/properties/issues → /models/IssueList/properties/values"])
        XCTAssertEqual(CompareTestSupport.renames(try api("1", wrapper: "Tracker", member: "issues"), try api("2", wrapper: "Tracker", member: "values")), [])
    }
}
