import Foundation
@testable import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// Rename evidence added when the eleventh held-out part (Vonage, Google, CAMARA releases) was unsealed for tuning:
/// model matching in passes through renamed parents, members named after their place (inline schemas), lists never
/// the same place as single values, API version words in model names, names related through a model rename already
/// found, enum values under a renamed namespace prefix, and a value moved into a new object.
final class RenamePassesTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Chat", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    private func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// An inline schema under a parent renamed in the same release is recognised in a later pass by the member it is
    /// named after, though it was reshaped; an endpoint with a new operation id on the same route renames the parents
    /// of its bodies.
    func testInlineSchemaUnderARenamedParentIsFoundInALaterPass() throws {
        func listing(_ version: String, operation: String, embedded: String) throws -> APIDocument {
            try document(version, models: """
              - name: Conversation
                properties:
                  - {name: id, type: string}
              - name: \(operation)_200_response
                properties:
                  - {name: count, type: int64}
                  - {name: _embedded, type: \(operation)_200_response__embedded}
              - name: \(operation)_200_response__embedded
                properties:
            \(embedded)
            """, endpoints: """
              - operationId: \(operation)
                method: GET
                path: /conversations
                response: {type: \(operation)_200_response}
            """)
        }
        let old = try listing("1", operation: "listConversations", embedded: """
                  - {name: conversations, type: "array<Conversation>"}
                  - {name: total, type: int64}
        """)
        let new = try listing("2", operation: "get-conversations", embedded: """
                  - {name: conversations, type: "array<Conversation>"}
                  - {name: page, type: int64}
                  - {name: size, type: int64}
        """)
        XCTAssertEqual(renames(old, new), [
            "/endpoints/listConversations → /endpoints/get-conversations",
            "/models/listConversations_200_response → /models/get-conversations_200_response",
            "/models/listConversations_200_response__embedded → /models/get-conversations_200_response__embedded",
        ])
    }

    /// The same place counts only when the member wraps both models alike, and a model named after its place wins
    /// that place over another model used there.
    func testPlaceOfUseNeedsTheSameWrappingAndPrefersTheModelNamedAfterIt() throws {
        let old = try document("1", models: """
          - name: Hooks
            properties:
              - {name: webhooks, type: "array<Hooks_webhooks_item>"}
          - name: Hooks_webhooks_item
            properties:
              - {name: endpoint, type: string}
        """)
        let new = try document("2", models: """
          - name: Hooks
            properties:
              - {name: webhooks, type: Hooks_webhooks}
          - name: Hooks_webhooks
            properties:
              - {name: inbound_url, type: string}
        """)
        let slots = ModelSlots.sameSlot(old: ModelSlots(old), new: ModelSlots(new), oldModel: "Hooks_webhooks_item", newModel: "Hooks_webhooks")
        XCTAssertNil(slots, "a list of entries that became one object is not the same place")
        let single = try document("1", models: """
          - name: Hooks
            properties:
              - {name: webhooks, type: Hook}
          - name: Hook
            properties:
              - {name: endpoint, type: string}
        """)
        let named = ModelSlots.sameSlot(old: ModelSlots(single), new: ModelSlots(new), oldModel: "Hook", newModel: "Hooks_webhooks")
        XCTAssertEqual(named?.0, 2.5)
        XCTAssertEqual(named?.1, "used by the same member it is named after")
    }

    /// Names that differ only in the API version the release moved to are the same name; a document that serves both
    /// versions relates nothing.
    func testAPIVersionWordsInModelNames() throws {
        func budgets(_ version: String, model: String, description: String, paths: [String]) throws -> APIDocument {
            try document(version, models: """
              - name: \(model)
                description: \(description)
                properties:
                  - {name: percent, type: double}
                  - {name: basis, type: string}
            """, endpoints: paths.enumerated().map { index, path in """
              - operationId: get\(index)
                method: GET
                path: \(path)
                response: {type: \(model)}
            """ }.joined(separator: "\n"))
        }
        let old = try budgets("1", model: "BudgetsV1beta1ThresholdRule", description: "One alert threshold that mails the recipients.", paths: ["/v1beta1/rules"])
        let new = try budgets("2", model: "BudgetsV1ThresholdRule", description: "Fires an alert when spend passes it.", paths: ["/v1/rules"])
        let changes = DocumentComparer().compare(old, new).changes.filter { $0.kind == .renamed }
        XCTAssertEqual(changes.map(\.old), ["/models/BudgetsV1beta1ThresholdRule"])
        XCTAssertTrue(changes.first?.evidence?.contains("same name under the release's new API version") == true, "\(changes)")
        let both = ReleaseNameRelations(
            old: try budgets("1", model: "A", description: "a", paths: ["/v1beta1/rules", "/v1/rules"]),
            new: try budgets("2", model: "A", description: "a", paths: ["/v1beta1/rules", "/v1/rules"])
        )
        XCTAssertFalse(both.differInAPIVersionOnly("BudgetsV1beta1ThresholdRule", "BudgetsV1ThresholdRule"))
        let moved = ReleaseNameRelations(old: old, new: new)
        XCTAssertTrue(moved.differInAPIVersionOnly("FooV1beta1Bar", "FooV1Bar"))
        XCTAssertFalse(moved.differInAPIVersionOnly("FooV1beta1Bar", "FooV1Baz"))
        XCTAssertFalse(moved.differInAPIVersionOnly("FooV2Bar", "FooV1Bar"), "v2 is not a version the old document used")
        XCTAssertTrue(moved.differInAPIVersionOnly("V1beta1Bar", "Bar"), "the version word dropped from the name")
        XCTAssertFalse(moved.differInAPIVersionOnly("Bar", "V1Bar"), "no retired word set aside")
    }

    /// Square's v1 → v2: the retired version word dropped from model names and operation ids (`V1Employee` → `Employee`,
    /// `V1ListEmployees` → `ListEmployees` on another route) is the same name; not while the document still serves v1.
    func testARetiredVersionWordDroppedFromANameIsTheSameName() throws {
        func employees(_ version: String, model: String, operation: String, path: String, alsoV1: Bool = false) throws -> APIDocument {
            try document(version, models: """
              - name: \(model)
                properties:
                  - {name: id, type: string}
                  - {name: first_name, type: string, description: "Given name."}
                  - {name: status, type: string, description: "Whether the employee is active."}
            """, endpoints: """
              - operationId: \(operation)
                method: GET
                path: \(path)
                response: {type: "array<\(model)>"}
            """ + (alsoV1 ? """

              - {operationId: ping, method: GET, path: /v1/ping}
            """ : ""))
        }
        let old = try employees("1", model: "V1Employee", operation: "V1ListEmployees", path: "/v1/me/employees")
        let new = try employees("2", model: "Employee", operation: "ListEmployees", path: "/v2/employees")
        XCTAssertEqual(CompareTestSupport.renames(old, new), ["/endpoints/V1ListEmployees → /endpoints/ListEmployees", "/models/V1Employee → /models/Employee"])
        let stillServed = try employees("2", model: "Employee", operation: "ListEmployees", path: "/v2/employees", alsoV1: true)
        XCTAssertFalse(CompareTestSupport.renames(old, stillServed).contains("/endpoints/V1ListEmployees → /endpoints/ListEmployees"),
                       "v1 is not retired while /v1/ping is served")
    }

    /// A wrapper named after its item follows the item's rename (`ListTensorFlowVersionsResponse` →
    /// `ListRuntimeVersionsResponse` once `TensorFlowVersion` → `RuntimeVersion` is found).
    func testNameRelatedThroughAModelRenameFoundEarlier() throws {
        func versions(_ version: String, item: String, member: String, path: String) throws -> APIDocument {
            try document(version, models: """
              - name: \(item)
                description: A version of the runtime a node can run.
                properties:
                  - {name: name, type: string}
                  - {name: version, type: string}
              - name: List\(item)sResponse
                properties:
                  - {name: \(member), type: "array<\(item)>"}
                  - {name: nextPageToken, type: string}
                  - {name: unreachable, type: "array<string>"}
            """, endpoints: """
              - operationId: list\(item)s
                method: GET
                path: \(path)
                response: {type: List\(item)sResponse}
            """)
        }
        let old = try versions("1", item: "TensorFlowVersion", member: "tensorflowVersions", path: "/tensorflowVersions")
        let new = try versions("2", item: "RuntimeVersion", member: "runtimeVersions", path: "/runtimeVersions")
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/ListTensorFlowVersionsResponse → /models/ListRuntimeVersionsResponse"), "\(found)")
        XCTAssertTrue(found.contains("/models/TensorFlowVersion → /models/RuntimeVersion"), "\(found)")
        var relations = ReleaseNameRelations(old: old, new: new)
        relations.setModelRenames(["TensorFlowVersion": "RuntimeVersion"])
        XCTAssertEqual(relations.modelRenameRelating("ListTensorFlowVersionsResponse", "ListRuntimeVersionsResponse"), "TensorFlowVersion → RuntimeVersion")
        XCTAssertNil(relations.modelRenameRelating("ListTensorFlowVersionsResponse", "ListRuntimeImagesResponse"))
    }

    /// Enum values under a renamed namespace prefix pair by the rest of the value, not by position.
    func testEnumValuesUnderARenamedPrefix() throws {
        func codes(_ version: String, _ values: [String]) throws -> APIDocument {
            try document(version, models: """
              - name: ErrorCode
                enum: string
                cases: [\(values.map { "{value: \($0)}" }.joined(separator: ", "))]
            """)
        }
        let old = try codes("1", ["SMS.INVALID_OTP", "SMS.VERIFICATION_EXPIRED", "SMS.VERIFICATION_FAILED"])
        let new = try codes("2", ["OTP.VERIFICATION_EXPIRED", "OTP.INVALID_OTP", "OTP.OUT_OF_RANGE", "OTP.VERIFICATION_FAILED"])
        XCTAssertEqual(renames(old, new), [
            "/models/ErrorCode/cases/SMS.INVALID_OTP → /models/ErrorCode/cases/OTP.INVALID_OTP",
            "/models/ErrorCode/cases/SMS.VERIFICATION_EXPIRED → /models/ErrorCode/cases/OTP.VERIFICATION_EXPIRED",
            "/models/ErrorCode/cases/SMS.VERIFICATION_FAILED → /models/ErrorCode/cases/OTP.VERIFICATION_FAILED",
        ])
        XCTAssertEqual(ComparisonState.namespacedValue("SMS.INVALID_OTP"), "INVALID_OTP")
        XCTAssertNil(ComparisonState.namespacedValue("python3.7"), "a version number is no namespace")
    }

    /// A value moved into a new object (`network` → `networkConfig.network`) is not renamed to that object.
    func testValueMovedIntoANewObjectIsNotARename() throws {
        let old = try document("1", models: """
          - name: Node
            properties:
              - {name: name, type: string}
              - {name: network, type: string, description: "The network the node is peered with."}
        """)
        let new = try document("2", models: """
          - name: Node
            properties:
              - {name: name, type: string}
              - {name: networkConfig, type: NetworkConfig, description: "The node's network settings."}
          - name: NetworkConfig
            properties:
              - {name: network, type: string, description: "The network the node is peered with."}
              - {name: subnetwork, type: string}
        """)
        XCTAssertEqual(renames(old, new), [])
    }
}
