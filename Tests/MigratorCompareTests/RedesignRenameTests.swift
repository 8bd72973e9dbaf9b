import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the twenty-ninth held-out part (weather, DNS and search redesigns) was unsealed for
/// tuning: a record that kept many members under a related name, path parameters behind a file extension or in the
/// same slot counted from the route's end, action routes whose resource the release renamed or named inside the action
/// segment, a one-member envelope around a model named after the old one, and numbered names restyled.
final class RedesignRenameTests: ConventionRenameTestCase {
    /// Members in snake case (`cloud_cover`) or camel case (`cloudCover`).
    private func members(_ names: [String], camel: Bool) -> String {
        names.map { name -> String in
            let words = name.split(separator: " ").map(String.init)
            let key = camel ? words[0] + words.dropFirst().map(\.capitalized).joined() : words.joined(separator: "_")
            return "{name: \(key), type: number}"
        }.joined(separator: ", ")
    }

    private let weatherMembers = ["humidity", "wind speed", "wind direction", "wind gust", "visibility", "cloud cover", "cloud base",
                                  "cloud ceiling", "weather code", "fire index"]

    /// ClimaCell v3 → Tomorrow.io v4: `WeatherData` (lat, lon and observation time besides the values) became
    /// `WeatherValues`, ten members kept in another style among many renamed or added. Too few of the old members for a
    /// shape of their own, but half of the larger model's under a related name: the same record.
    func testARecordThatKeptManyMembersUnderARelatedNameContinues() throws {
        let oldOnly = "{name: lat, type: number}, {name: lon, type: number}, {name: observation_time, type: date-time}, "
            + "{name: temp, type: number}, {name: feels_like, type: number}, {name: baro_pressure, type: number}, {name: o3, type: number}, "
            + "{name: epa_aqi, type: number}"
        let newOnly = "{name: temperature, type: number}, {name: temperatureApparent, type: number}, {name: pressureSurfaceLevel, type: number}, "
            + "{name: pollutantO3, type: number}, {name: epaIndex, type: number}, {name: solarGHI, type: number}"
        let old = try document("1", models: "  - {name: WeatherData, properties: [\(oldOnly), \(members(weatherMembers, camel: false))]}")
        let new = try document("2", models: "  - {name: WeatherValues, properties: [\(newOnly), \(members(weatherMembers, camel: true))]}")
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/WeatherData → /models/WeatherValues"), "\(found)")
        XCTAssertTrue(found.contains("/models/WeatherData/properties/cloud_cover → /models/WeatherValues/properties/cloudCover"), "\(found)")

        // Unrelated names keep the models apart, whatever they share.
        let unrelated = try document("2", models: "  - {name: Observation, properties: [\(newOnly), \(members(weatherMembers, camel: true))]}")
        XCTAssertFalse(renames(old, unrelated).contains { $0.hasPrefix("/models/WeatherData →") })
        // Nor does the same description alone (WordPress's `Term` and `Category` in `ReleaseConventionRenameTests`).
        let describedOld = try document("1", models: "  - {name: WeatherData, description: \"Weather values at one place and time.\", properties: [\(oldOnly), \(members(weatherMembers, camel: false))]}")
        let describedNew = try document("2", models: "  - {name: Observation, description: \"Weather values at one place and time.\", properties: [\(newOnly), \(members(weatherMembers, camel: true))]}")
        XCTAssertFalse(renames(describedOld, describedNew).contains("/models/WeatherData → /models/Observation"))

        // So do fewer kept members than the rule's eight (five of the list, `temp` and `o3` make seven).
        let fewOld = try document("1", models: "  - {name: WeatherData, properties: [\(oldOnly), \(members(Array(weatherMembers.prefix(5)), camel: false))]}")
        let fewNew = try document("2", models: "  - {name: WeatherValues, properties: [\(newOnly), \(members(Array(weatherMembers.prefix(5)), camel: true))]}")
        XCTAssertFalse(renames(fewOld, fewNew).contains { $0.hasPrefix("/models/WeatherData →") })
    }

    /// Swiftype's `/engines/{engine_id}.json` → App Search's `/engines/{engine_name}`: the file extension set aside, the
    /// parameter keeps its place after `/engines/`. An extension inside the path (Trakt's `/movie/comments.json/{apikey}`)
    /// names no place.
    func testAPathParameterBeforeAFileExtensionKeepsItsPlace() {
        let parameter = Parameter(name: "engine_id", location: .path, type: .scalar(.string), required: true)
        let endingInExtension = Endpoint(operationId: "engine", method: "GET", path: "/engines/{engine_id}.json", parameters: [parameter])
        XCTAssertEqual(ComparisonState.pathPlace(of: parameter, in: endingInExtension), "engine")
        let apikey = Parameter(name: "apikey", location: .path, type: .scalar(.string), required: true)
        let inside = Endpoint(operationId: "comments", method: "GET", path: "/movie/comments.json/{apikey}", parameters: [apikey])
        XCTAssertNotEqual(ComparisonState.pathPlace(of: apikey, in: inside), "comment")
    }

    private let vultrV1 = [
        "  - {operationId: server_list, method: GET, path: /server/list, response: {type: \"array<Server>\"}}",
        "  - {operationId: server_create, method: POST, path: /server/create}",
        "  - {operationId: server_destroy, method: POST, path: /server/destroy}",
        "  - {operationId: server_reboot, method: POST, path: /server/reboot}",
        "  - {operationId: dns_create_record, method: POST, path: /dns/create_record}",
    ].joined(separator: "\n")

    private let vultrV2 = [
        "  - {operationId: listThem, method: GET, path: /instances, response: {type: \"array<Server>\"}}",
        "  - {operationId: makeOne, method: POST, path: /instances}",
        "  - {operationId: dropOne, method: DELETE, path: \"/instances/{instance-id}\", parameters: [{name: instance-id, in: path, type: string, required: true}]}",
        "  - {operationId: bounceOne, method: POST, path: \"/instances/{instance-id}/reboot\", parameters: [{name: instance-id, in: path, type: string, required: true}]}",
        "  - {operationId: addOne, method: POST, path: \"/domains/{dns-domain}/records\", parameters: [{name: dns-domain, in: path, type: string, required: true}]}",
    ].joined(separator: "\n")

    private let server = "  - {name: Server, properties: [{name: label, type: string}]}"

    /// Vultr v1 → v2 moved to resource routes and renamed servers to instances: four of the server's action routes
    /// continue under `/instances` as their action words say, so each pairs with its route, though no operation id,
    /// path or description relates them. `/dns/create_record` names its resource inside the action segment.
    func testActionRoutesOfARenamedResourceContinue() throws {
        let found = renames(try document("1", models: server, endpoints: vultrV1), try document("2", models: server, endpoints: vultrV2))
        for pair in ["server_list → listThem", "server_create → makeOne", "server_destroy → dropOne", "server_reboot → bounceOne",
                     "dns_create_record → addOne"] {
            let parts = pair.components(separatedBy: " → ")
            XCTAssertTrue(found.contains("/endpoints/\(parts[0]) → /endpoints/\(parts[1])"), "\(pair) in \(found)")
        }
        let guide = DocumentComparer().compare(try document("1", models: server, endpoints: vultrV1), try document("2", models: server, endpoints: vultrV2))
        let list = guide.changes.first { $0.kind == .renamed && $0.old == "/endpoints/server_list" }
        XCTAssertTrue(list?.evidence?.contains("the resource renamed (server → instance)") == true, list?.evidence ?? "")
        XCTAssertEqual(ActionRoutes.actionBeforeResource("create_record")?.resource, "record")
        XCTAssertEqual(ActionRoutes.actionBeforeResource("create_record")?.action, .create)
        XCTAssertNil(ActionRoutes.actionBeforeResource("label_set"), "the action word comes first")
        XCTAssertNil(ActionRoutes.actionBeforeResource("get_all"))
    }

    /// The resource rename needs the old resource gone: a release that still serves `/server/…` routes renamed nothing,
    /// and a second new resource that continues as many of the actions leaves the rename undecided.
    func testAResourceStillServedOrAmbiguousIsNoRenamedOne() throws {
        let oldDocument = try document("1", models: server, endpoints: vultrV1)
        let kept = vultrV2 + "\n  - {operationId: serverStatus, method: GET, path: /server/status}"
        let keptRenames = renames(oldDocument, try document("2", models: server, endpoints: kept))
        XCTAssertFalse(keptRenames.contains { $0.hasPrefix("/endpoints/server_") }, "\(keptRenames)")

        let twin = vultrV2.replacingOccurrences(of: "instances", with: "machines").replacingOccurrences(of: "Them", with: "Machines")
            .replacingOccurrences(of: "One", with: "Machine").replacingOccurrences(of: "/domains/{dns-domain}/records", with: "/domains/{dns-domain}/entries")
        let ambiguous = try document("2", models: server, endpoints: vultrV2 + "\n" + twin)
        XCTAssertFalse(renames(oldDocument, ambiguous).contains { $0.hasPrefix("/endpoints/server_") })
    }

    /// DNSimple v1 → v2: the check answered `DomainCheck` itself, v2 answers `DomainCheckResponse {data:
    /// DomainCheckResult}`. The one-member envelope is not the record, though both names add a word to the old one; a
    /// list wrapper (`ModuleList {modules: [Module]}`) is no such envelope.
    func testAOneMemberEnvelopeAroundTheRecordIsNotTheRecord() throws {
        let old = try document("1", models: """
          - {name: DomainCheck, properties: [{name: name, type: string}, {name: status, type: string}, {name: price, type: string}]}
        """)
        let new = try document("2", models: """
          - {name: DomainCheckResult, properties: [{name: domain, type: string}, {name: available, type: boolean}]}
          - {name: DomainCheckResponse, properties: [{name: data, type: DomainCheckResult, required: true}]}
        """)
        let state = ComparisonState(old: old, new: new, options: CompareOptions())
        XCTAssertTrue(state.isEnvelope(old.models[0], of: new.models[1]))
        XCTAssertFalse(renames(old, new).contains("/models/DomainCheck → /models/DomainCheckResponse"))

        let listed = try document("2", models: """
          - {name: DomainCheckResult, properties: [{name: domain, type: string}, {name: available, type: boolean}]}
          - {name: DomainCheckResponse, properties: [{name: data, type: "array<DomainCheckResult>", required: true}]}
        """)
        let listState = ComparisonState(old: old, new: listed, options: CompareOptions())
        XCTAssertFalse(listState.isEnvelope(old.models[0], of: listed.models[1]))
    }

    /// DNSimple v1 → v2 put every route under the account (`/domains/{domain}/records/{record}` →
    /// `/{account}/zones/{zone}/records/{zonerecord}`): `domain` holds `zone`'s slot counted from the route's last
    /// parameter in a route the release put behind a parameter, so it continues as `zone` though the names do not
    /// relate; `account` is new.
    func testAPathParameterKeepsItsSlotCountedFromTheEnd() throws {
        let record = "  - {name: Record, properties: [{name: id, type: int64}, {name: content, type: string}]}"
        let old = try document("1", models: record, endpoints: "  - {operationId: getRecord, method: GET, path: \"/domains/{domain}/records/{record}\", parameters: [{name: domain, in: path, type: string, required: true}, {name: record, in: path, type: int64, required: true, description: \"The record id.\"}], response: {type: Record}}")
        let new = try document("2", models: record, endpoints: "  - {operationId: getZoneRecord, method: GET, path: \"/{account}/zones/{zone}/records/{zonerecord}\", parameters: [{name: account, in: path, type: string, required: true}, {name: zone, in: path, type: string, required: true}, {name: zonerecord, in: path, type: int64, required: true, description: \"The record id.\"}], response: {type: Record}}")
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/getRecord/parameters/path/domain → /endpoints/getZoneRecord/parameters/path/zone"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("path/account") }, "\(found)")
        let parameter = Parameter(name: "zone", location: .path, type: .scalar(.string), required: true)
        XCTAssertEqual(ComparisonState.routeSlotFromEnd(of: parameter, in: new.endpoints[0]), 1)
        XCTAssertTrue(ComparisonState.parametersAddedInFront(old.endpoints[0], new.endpoints[0]))
        // A parameter added in the middle shifts the slots (`RouteAndRoleRenameTests`: `project_id` is not `set_id`).
        let middle = Endpoint(operationId: "getToDo", method: "GET", path: "/buckets/{bucket_id}/sets/{set_id}/todos/{todo_id}")
        let before = Endpoint(operationId: "getTodo", method: "GET", path: "/projects/{project_id}/todos/{todo_id}")
        XCTAssertFalse(ComparisonState.parametersAddedInFront(before, middle))
    }

    /// Lightspeed's `physical_address1` → `physical_address_1` is the same name in another style, not another version of
    /// it (`python37` and `python38` are).
    func testTheSameNumberedNameInAnotherStyleIsNoOtherVersion() throws {
        XCTAssertFalse(NameEvidence.differInVersionOnly("physical_address1", "physical_address_1"))
        XCTAssertTrue(NameEvidence.differInVersionOnly("python37", "python38"))
        let old = try document("1", models: "  - {name: Outlet, properties: [{name: name, type: string}, {name: physical_address1, type: string}, {name: physical_address2, type: string}]}")
        let new = try document("2", models: "  - {name: Outlet, properties: [{name: name, type: string}, {name: physical_address_1, type: string}, {name: physical_address_2, type: string}]}")
        XCTAssertEqual(renames(old, new), [
            "/models/Outlet/properties/physical_address1 → /models/Outlet/properties/physical_address_1",
            "/models/Outlet/properties/physical_address2 → /models/Outlet/properties/physical_address_2",
        ])
    }
}
