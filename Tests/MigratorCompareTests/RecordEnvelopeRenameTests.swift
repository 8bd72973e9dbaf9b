import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-third held-out part (food, government and hosting APIs) was unsealed for
/// tuning: an envelope dropped around the record it held (``ComparisonState/envelopeRecord(of:sharing:)``).
final class RecordEnvelopeRenameTests: ConventionRenameTestCase {
    /// The members of Toggl's user, kept when v9 answered `GET /me` with the user itself: many, as a record whose name
    /// says nothing needs.
    private let userMembers = "{name: id, type: int64, required: true}, {name: email, type: string}, "
        + "{name: fullname, type: string}, {name: timezone, type: string}, {name: image_url, type: string}, "
        + "{name: default_workspace_id, type: int64}, {name: at, type: date-time}, {name: country_id, type: int32}, "
        + "{name: has_password, type: boolean}"

    /// Toggl v8 → v9: `GET /me` answered `{since, data: User}` and now answers `Me` with the user's members and lists of
    /// the user's workspaces. The envelope's name is close to the new model's, but its record is what continues: `User` →
    /// `Me`, not `MeResponse` → `Me`.
    func testTheRecordOfADroppedEnvelopeContinues() throws {
        let workspace = "{name: Workspace, properties: [{name: id, type: int64}, {name: name, type: string}]}"
        let old = try document("1", models: """
          - {name: User, properties: [\(userMembers)]}
          - \(workspace)
          - {name: MeResponse, properties: [{name: since, type: int64}, {name: data, type: User, required: true}]}
        """, endpoints: """
        \(endpoint("getMe", "/me", response: "MeResponse"))
        \(endpoint("putMe", "/me", method: "PUT", response: "MeResponse"))
        \(endpoint("getWorkspace", "/workspaces/{id}", response: "Workspace"))
        """)
        let new = try document("2", models: """
          - {name: Me, properties: [\(userMembers), {name: workspaces, type: "array<Workspace>"}]}
          - \(workspace)
        """, endpoints: """
        \(endpoint("getMe", "/me", response: "Me"))
        \(endpoint("putMe", "/me", method: "PUT", response: "Me"))
        \(endpoint("getWorkspace", "/workspaces/{id}", response: "Workspace"))
        """)
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/models/") && !$0.contains("/properties/") }, ["/models/User → /models/Me"])
    }

    /// Alertmanager v1 → v2: `StatusResponse {status, data: StatusData}` → `alertmanagerStatus {status, cluster, uptime,
    /// …}`: the envelope shares a key (`status`) with the new model, its record shares more.
    func testAKeyInCommonWithTheEnvelopeDoesNotOutweighTheRecord() throws {
        let data = "{name: configYAML, type: string}, {name: versionInfo, type: string}, {name: uptime, type: date-time}"
        let old = try document("1", models: """
          - {name: StatusData, description: What the status call reports about the running instance., properties: [\(data), {name: clusterStatus, type: string}]}
          - {name: StatusResponse, description: Envelope of the status call., properties: [{name: status, type: string}, {name: data, type: StatusData}]}
        """, endpoints: endpoint("status", "/status", response: "StatusResponse"))
        let new = try document("2", models: """
          - {name: alertmanagerStatus, description: Status of the instance and its cluster., properties: [{name: status, type: string}, {name: cluster, type: string}, \(data)]}
        """, endpoints: endpoint("status", "/status", response: "alertmanagerStatus"))
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/models/") && !$0.contains("/properties/") }, ["/models/StatusData → /models/alertmanagerStatus"])
    }

    /// Toggl v8 → v9: the request `TaskRequest {task: Task}` → the flat `TaskPayload`, while `Task` stays: the envelope
    /// was dropped and the payload is new, whatever their names say.
    func testAnEnvelopeAroundAKeptRecordIsNotRenamedToAFlatPayload() throws {
        let task = "{name: name, type: string}, {name: active, type: boolean}, {name: estimated_seconds, type: int32}"
        let old = try document("1", models: """
          - {name: Task, properties: [{name: id, type: int64}, \(task)]}
          - {name: TaskRequest, properties: [{name: task, type: Task, required: true}]}
        """, endpoints: endpoint("createTask", "/tasks", method: "POST", response: "Task").replacingOccurrences(
            of: "response:", with: "parameters: [{name: body, in: body, type: TaskRequest, required: true}], response:"))
        let new = try document("2", models: """
          - {name: Task, properties: [{name: id, type: int64}, \(task)]}
          - {name: TaskPayload, properties: [\(task)]}
        """, endpoints: endpoint("createTask", "/tasks", method: "POST", response: "Task").replacingOccurrences(
            of: "response:", with: "parameters: [{name: body, in: body, type: TaskPayload, required: true}], response:"))
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/models/") && !$0.contains("/properties/") }, [])
    }

    /// Not an envelope: a member the new model keeps under a related name (Webflow's `ItemWrite {fields: ItemFields}` →
    /// `ItemCreate {isDraft, fieldData: ItemFieldData}`), and an inline schema named after its place (`{status, error:
    /// authError_response_error}`).
    func testAKeptMemberOrAnInlineSchemaIsNoEnvelopeRecord() throws {
        let fields = "{name: name, type: string}, {name: slug, type: string}, {name: color, type: string}"
        let old = try document("1", models: """
          - {name: ItemFields, properties: [\(fields)]}
          - {name: ItemWrite, properties: [{name: fields, type: ItemFields, required: true}]}
        """, endpoints: endpoint("createItem", "/items", method: "POST", response: "ItemWrite"))
        let new = try document("2", models: """
          - {name: ItemFieldData, properties: [\(fields)]}
          - {name: ItemCreate, properties: [{name: isDraft, type: boolean}, {name: fieldData, type: ItemFieldData, required: true}, \(fields)]}
        """, endpoints: endpoint("createItem", "/items", method: "POST", response: "ItemCreate"))
        XCTAssertTrue(renames(old, new).contains("/models/ItemWrite → /models/ItemCreate"), "\(renames(old, new))")

        let detail = "{name: code, type: string}, {name: message, type: string}"
        let oldError = try document("1", models: """
          - {name: authError_response_error, properties: [\(detail)]}
          - {name: authError_response, properties: [{name: status, type: boolean}, {name: error, type: authError_response_error}]}
        """, endpoints: endpoint("check", "/check", response: "authError_response"))
        let newError = try document("2", models: """
          - {name: authErrorResponse, properties: [{name: status, type: boolean}, \(detail)]}
        """, endpoints: endpoint("check", "/check", response: "authErrorResponse"))
        XCTAssertTrue(renames(oldError, newError).contains("/models/authError_response → /models/authErrorResponse"), "\(renames(oldError, newError))")
    }

    /// A member the new model keeps under a related name with another type (`{fields: ItemFields}` → `{fieldData:
    /// ItemValues}`), or under another name with a related type (`{fields: ItemFields}` → `{content: ItemFieldData}`), is
    /// no envelope's record either.
    func testARelatedKeyOrTypeKeepsTheMember() throws {
        let fields = "{name: name, type: string}, {name: slug, type: string}, {name: color, type: string}"
        let old = try document("1", models: """
          - {name: ItemFields, properties: [\(fields)]}
          - {name: ItemWrite, properties: [{name: fields, type: ItemFields, required: true}]}
        """, endpoints: endpoint("createItem", "/items", method: "POST", response: "ItemWrite"))
        for (key, type) in [("fieldData", "ItemValues"), ("content", "ItemFieldData")] {
            let new = try document("2", models: """
              - {name: \(type), properties: [\(fields)]}
              - {name: ItemCreate, properties: [{name: isDraft, type: boolean}, {name: \(key), type: \(type), required: true}, \(fields)]}
            """, endpoints: endpoint("createItem", "/items", method: "POST", response: "ItemCreate"))
            XCTAssertTrue(renames(old, new).contains("/models/ItemWrite → /models/ItemCreate"), "\(key): \(renames(old, new))")
        }
    }

    /// The record an envelope holds, asked directly: none when it keeps too little of the new model (`{data: Target}`,
    /// one member of six), for a page holding a list next to its paging record (`{meta: ListMeta, objects: [Pokemon]}`),
    /// for a holder of two records, or for a holder of more than three members; `{meta: ListMeta}` alone is one.
    func testAWeakRecordAListPageOrTwoRecordsAreNoEnvelope() throws {
        let paging = "{name: limit, type: int32}, {name: next, type: string}, {name: offset, type: int32}, {name: previous, type: string}"
        let old = try document("1", models: """
          - {name: Target, properties: [{name: id, type: string}, {name: name, type: string}, {name: created, type: date-time}, {name: updated, type: date-time}, {name: tags, type: "array<string>"}, {name: region, type: string}]}
          - {name: CreateTargetRequest, properties: [{name: data, type: Target, required: true}]}
          - {name: ListMeta, properties: [\(paging)]}
          - {name: Pokemon, properties: [{name: name, type: string}, {name: url, type: string}]}
          - {name: PokemonList, properties: [{name: meta, type: ListMeta}, {name: objects, type: "array<Pokemon>"}]}
          - {name: PokemonPage, properties: [{name: meta, type: ListMeta}]}
          - {name: TwoRecords, properties: [{name: meta, type: ListMeta}, {name: data, type: Target}]}
          - {name: WideEnvelope, properties: [{name: meta, type: ListMeta}, {name: a, type: string}, {name: b, type: string}, {name: c, type: string}]}
        """)
        let new = try document("2", models: """
          - {name: CreateTargetV1Input, properties: [{name: name, type: string}, {name: source, type: string}, {name: active, type: boolean}]}
          - {name: Pokemon, properties: [{name: name, type: string}, {name: url, type: string}]}
          - {name: PokemonListV1, properties: [\(paging), {name: results, type: "array<Pokemon>"}]}
        """)
        let state = ComparisonState(old: old, new: new, options: CompareOptions())
        func record(_ old: String, _ new: String) -> Int? {
            guard let oldModel = state.oldModel(old), let newModel = state.newModel(new) else { return nil }
            return state.envelopeRecord(of: oldModel, sharing: newModel)?.shared
        }
        XCTAssertEqual(record("PokemonPage", "PokemonListV1"), 4, "the paging record alone")
        XCTAssertNil(record("CreateTargetRequest", "CreateTargetV1Input"), "one member of six")
        XCTAssertNil(record("PokemonList", "PokemonListV1"), "a list next to it")
        XCTAssertNil(record("TwoRecords", "PokemonListV1"), "two records")
        XCTAssertNil(record("WideEnvelope", "PokemonListV1"), "four members")
    }
}
