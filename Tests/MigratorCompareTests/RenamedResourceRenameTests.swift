import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the twenty-sixth and twenty-seventh held-out parts were unsealed for tuning: a resource
/// renamed to another noun whose records kept their members, enum values prefixed with their enum's name, a sort
/// direction known by its values, parameter swaps judged per resource, envelopes seen through one more thin layer and
/// JSON:API documents, and body members of two paging roles.
final class RenamedResourceRenameTests: ConventionRenameTestCase {
    /// The members of a personnel record, in one style or the other.
    private func recordMembers(camel: Bool) -> String {
        let names = ["user id", "work email", "personal email", "start date", "end date", "is manager", "department id", "created at",
                     "updated at", "custom fields"]
        return names.map { name -> String in
            let words = name.split(separator: " ").map(String.init)
            let key = camel ? words[0] + words.dropFirst().map(\.capitalized).joined() : words.joined(separator: "_")
            return "{name: \(key), type: string}"
        }.joined(separator: ", ")
    }

    /// Rippling's Platform API → REST API turned employees into workers: `GET /employees/{employeeId}` → `GET
    /// /workers/{id}`, with a new `GET /users/{id}` of the same shape beside it. The worker record kept ten of the
    /// employee's members (in another style), the user none: the endpoints pair by what they return, and the records by
    /// that place of use, though neither their names nor their descriptions relate.
    func testAResourceRenamedWithItsRecordsMembersKeptContinues() throws {
        let old = try document("1", models: """
          - {name: Employee, description: "An employee (role) of the company.", properties: [{name: id, type: string, required: true}, \(recordMembers(camel: true))]}
        """, endpoints: [
            endpoint("getEmployees", "/employees", response: "array<Employee>"),
            endpoint("getEmployee", "/employees/{employeeId}", response: "Employee"),
        ].joined(separator: "\n"))
        let new = try document("2", models: """
          - {name: Worker, description: "One person's employment at a legal entity.", properties: [{name: id, type: string, required: true}, \(recordMembers(camel: false)), {name: country, type: string}]}
          - {name: WorkerPage, properties: [{name: results, type: "array<Worker>", required: true}, {name: next_link, type: url}]}
          - {name: User, description: "A login account.", properties: [{name: id, type: string, required: true}, {name: username, type: string}, {name: display_name, type: string}]}
          - {name: UserPage, properties: [{name: results, type: "array<User>", required: true}, {name: next_link, type: url}]}
        """, endpoints: [
            endpoint("listWorkers", "/workers", response: "WorkerPage"),
            endpoint("getWorker", "/workers/{id}", response: "Worker"),
            endpoint("listUsers", "/users", response: "UserPage"),
            endpoint("getUser", "/users/{id}", response: "User"),
        ].joined(separator: "\n"))
        let found = renames(old, new)
        for pair in ["/endpoints/getEmployee → /endpoints/getWorker", "/endpoints/getEmployees → /endpoints/listWorkers",
                     "/endpoints/getEmployee/parameters/path/employeeId → /endpoints/getWorker/parameters/path/id",
                     "/models/Employee → /models/Worker", "/models/Employee/properties/workEmail → /models/Worker/properties/work_email"] {
            XCTAssertTrue(found.contains(pair), "\(pair) in \(found)")
        }
        XCTAssertFalse(found.contains { $0.contains("User") }, "\(found)")

        // The same routes returning records that share only a few members are two resources.
        let fewOld = try document("1", models: """
          - {name: Employee, properties: [{name: id, type: string}, {name: workEmail, type: string}, {name: startDate, type: date}]}
        """, endpoints: endpoint("getEmployee", "/employees/{employeeId}", response: "Employee"))
        let fewNew = try document("2", models: """
          - {name: Worker, properties: [{name: id, type: string}, {name: work_email, type: string}, {name: start_date, type: date}]}
        """, endpoints: endpoint("getWorker", "/workers/{id}", response: "Worker"))
        XCTAssertEqual(renames(fewOld, fewNew), [])
    }

    /// A sibling the release kept (`/employees` still served next to the new `/workers`) is no renamed resource, however
    /// many members the records share: the two may be served side by side.
    func testAKeptResourceIsNoRenamedOne() throws {
        let model = "{name: id, type: string, required: true}, \(recordMembers(camel: false))"
        let old = try document("1", models: "  - {name: Employee, properties: [\(model)]}", endpoints: [
            endpoint("getEmployee", "/employees/{id}", response: "Employee"),
            endpoint("getEmployeeBadge", "/employees/{id}/badge", response: "Employee"),
        ].joined(separator: "\n"))
        let new = try document("2", models: "  - {name: Employee, properties: [\(model)]}\n  - {name: Worker, properties: [\(model)]}", endpoints: [
            endpoint("getWorker", "/workers/{id}", response: "Worker"),
            endpoint("getEmployeeBadge", "/employees/{id}/badge", response: "Employee"),
        ].joined(separator: "\n"))
        let state = ComparisonState(old: old, new: new, options: CompareOptions())
        XCTAssertNil(state.renamedResourceRoute(old.endpoints[0], new.endpoints[0]), "`employees` is still a route segment")
    }

    /// Skyscanner v1 → v3 rewrote `CabinClass` {`Economy`, `Business`} as {`CABIN_CLASS_ECONOMY`, …}, protocol buffers'
    /// convention; the name's last words may stand for all of it (`ENCODING_UNSPECIFIED` in `AudioEncoding`).
    func testEnumValuesPrefixedWithTheEnumsNameContinue() throws {
        let old = try document("1", models: """
          - {name: CabinClass, enum: string, cases: [{value: Economy}, {value: PremiumEconomy}, {value: Business}]}
          - {name: Flight, properties: [{name: cabin, type: CabinClass}]}
        """)
        let new = try document("3", models: """
          - {name: CabinClass, enum: string, cases: [{value: CABIN_CLASS_UNSPECIFIED}, {value: CABIN_CLASS_BUSINESS}, {value: CABIN_CLASS_ECONOMY}, {value: CABIN_CLASS_PREMIUM_ECONOMY}]}
          - {name: Flight, properties: [{name: cabin, type: CabinClass}]}
        """)
        XCTAssertEqual(renames(old, new), [
            "/models/CabinClass/cases/Business → /models/CabinClass/cases/CABIN_CLASS_BUSINESS",
            "/models/CabinClass/cases/Economy → /models/CabinClass/cases/CABIN_CLASS_ECONOMY",
            "/models/CabinClass/cases/PremiumEconomy → /models/CabinClass/cases/CABIN_CLASS_PREMIUM_ECONOMY",
        ])
        XCTAssertTrue(ComparisonState.samePastEnumName("ENCODING_UNSPECIFIED", "AUDIO_ENCODING_UNSPECIFIED", ("Config.AudioEncoding", "AudioEncoding")))
        XCTAssertFalse(ComparisonState.samePastEnumName("ECONOMY", "ECONOMY", ("CabinClass", "CabinClass")), "nothing dropped")
        XCTAssertFalse(ComparisonState.samePastEnumName("CLASS", "CABIN_CLASS", ("CabinClass", "CabinClass")), "a value that is the name keeps it")
        XCTAssertFalse(ComparisonState.samePastEnumName("Economy", "SEAT_ECONOMY", ("CabinClass", "CabinClass")), "another prefix")
        XCTAssertEqual(ComparisonState.withoutEnumName("CLASS_FIRST", "CabinClass")?.rest, ["first"])
    }

    /// OpenAQ v2 → v3: `sort` took `asc` or `desc`, and became `sort_order`. Its name says sort field, its values sort
    /// direction, and the values decide; `sort` taking field names stays a sort field and never pairs with a direction.
    func testASortParameterTakingDirectionsIsASortDirection() throws {
        let directions = "  - {name: Sort, enum: string, cases: [{value: asc}, {value: desc}]}"
        func list(_ parameter: String, _ type: String) -> String {
            "  - {operationId: getLocations, method: GET, path: /locations, parameters: [{name: \(parameter), in: query, type: \(type)}]}"
        }
        let old = try document("2", models: directions, endpoints: list("sort", "Sort"))
        let new = try document("3", models: directions, endpoints: list("sort_order", "Sort"))
        XCTAssertEqual(renames(old, new), ["/endpoints/getLocations/parameters/query/sort → /endpoints/getLocations/parameters/query/sort_order"])
        let fields = "  - {name: Sort, enum: string, cases: [{value: name}, {value: created}]}"
        let fieldOld = try document("2", models: fields, endpoints: list("sort", "Sort"))
        let fieldNew = try document("3", models: fields, endpoints: list("sort_order", "Sort"))
        XCTAssertEqual(renames(fieldOld, fieldNew), [])
        XCTAssertEqual(NameLexicon.queryRole(ofValues: [.string("ASC"), .string("DESC")]), "sort direction")
        XCTAssertNil(NameLexicon.queryRole(ofValues: [.string("asc")]), "one value says little")
        XCTAssertNil(NameLexicon.queryRole(ofValues: [.string("asc"), .string("desc"), .string("relevance")]))
    }

    /// Recurly v2 → v3 turned `{uuid}` into `{subscription_id}` under `/subscriptions/` in three endpoints, and into
    /// `{line_item_id}` under `/adjustments/` → `/line_items/`: the second swap is another resource's and leaves the first
    /// the release's swap. A swap contradicted under its own resource is none.
    func testAPathParameterSwapIsJudgedPerResource() throws {
        func endpoint(_ id: String, _ method: String, _ path: String) -> Endpoint {
            let names = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
            return Endpoint(operationId: id, method: method, path: path, parameters: names.map {
                Parameter(name: $0, location: .path, type: .scalar(.string), required: true)
            })
        }
        let pairs = [
            (endpoint("lookup", "GET", "/subscriptions/{uuid}"), endpoint("get", "GET", "/subscriptions/{subscription_id}")),
            (endpoint("update", "PUT", "/subscriptions/{uuid}"), endpoint("modify", "PUT", "/subscriptions/{subscription_id}")),
            (endpoint("terminate", "PUT", "/subscriptions/{uuid}/terminate"), endpoint("terminate", "DELETE", "/subscriptions/{subscription_id}")),
            (endpoint("lookupAdjustment", "GET", "/adjustments/{uuid}"), endpoint("getLineItem", "GET", "/line_items/{line_item_id}")),
        ]
        let swaps = ParameterSwaps(pairs: pairs, mapped: { $0 })
        let (uuid, subscription) = (pairs[0].0.parameters[0], pairs[0].1.parameters[0])
        XCTAssertNotNil(swaps.evidence(uuid, of: pairs[0].0, subscription))
        XCTAssertNil(swaps.evidence(pairs[3].0.parameters[0], of: pairs[3].0, subscription), "not under /adjustments/")
        // A fourth subscription endpoint whose `{uuid}` became something else contradicts the swap where it holds.
        let contradicted = ParameterSwaps(pairs: pairs + [
            (endpoint("reactivate", "PUT", "/subscriptions/{uuid}/reactivate"), endpoint("reactivate", "PUT", "/subscriptions/{sub}/reactivate")),
        ], mapped: { $0 })
        XCTAssertNil(contradicted.evidence(uuid, of: pairs[0].0, subscription))
    }

    /// Segment's Config API → Public API answered `getSource` with `Source`, and now with `SourceV1Response {data:
    /// SourceV1Output {source: SourceV1}}`: the source is two thin envelopes down, under its name with a version word.
    /// It is renamed to `SourceV1`, not to the outer envelope that took its place. (And `ListSourcesResponse` became
    /// `ListSourcesV1Output`, `output` and `response` being one word.)
    func testAModelTwoThinEnvelopesDownUnderAVersionWordContinues() throws {
        let endpoint = { (type: String) in "  - {operationId: getSource, method: GET, path: \"/sources/{id}\", parameters: [{name: id, in: path, type: string, required: true}], response: {type: \(type)}}" }
        let old = try document("1", models: """
          - {name: Source, properties: [{name: name, type: string}, {name: parent, type: string}, {name: catalog_name, type: string}, {name: create_time, type: date-time}]}
        """, endpoints: endpoint("Source"))
        let new = try document("2", models: """
          - {name: SourceV1, properties: [{name: id, type: string}, {name: slug, type: string}, {name: name, type: string}, {name: enabled, type: boolean}, {name: workspaceId, type: string}, {name: settings, type: json}]}
          - {name: SourceV1Output, properties: [{name: source, type: SourceV1, required: true}]}
          - {name: SourceV1Response, properties: [{name: data, type: SourceV1Output}]}
        """, endpoints: endpoint("SourceV1Response"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/Source → /models/SourceV1"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("SourceV1Response") || $0.contains("SourceV1Output") }, "\(found)")
        XCTAssertTrue(ComparisonState.sameNameBesidesVersionWords("Source", "SourceV1"))
        XCTAssertFalse(ComparisonState.sameNameBesidesVersionWords("Source", "Source"), "no version word set aside")
        XCTAssertFalse(ComparisonState.sameNameBesidesVersionWords("Source", "SourceV1Output"))
        // Its list answer became `ListSourcesV1Output`: an operation's output is its response.
        XCTAssertEqual(NameEvidence.between("ListSourcesResponse", "ListSourcesOutput")?.kind, .synonym)
    }

    /// VirusTotal v2 → v3 adopted JSON:API: `getDomainReport` answered `DomainReport`, and now answers `DomainResponse
    /// {data: DomainObject {type, id, links, attributes: DomainAttributes}}`. The document is an envelope; the record
    /// the client read is the resource's `attributes`, whatever members it kept. (A request document is what the client
    /// now builds in the old model's place, and may continue it.)
    func testAJSONAPIResponseDocumentIsAnEnvelopeAroundTheRecord() throws {
        let endpoint = { (type: String) in "  - {operationId: getDomainReport, method: GET, path: \"/domains/{domain}\", parameters: [{name: domain, in: path, type: string, required: true}], response: {type: \(type)}}" }
        let old = try document("2", models: """
          - {name: DomainReport, properties: [{name: response_code, type: int32}, {name: whois, type: string}, {name: whois_timestamp, type: int64}, {name: categories, type: "array<string>"}]}
        """, endpoints: endpoint("DomainReport"))
        let new = try document("3", models: """
          - {name: DomainAttributes, properties: [{name: whois, type: string}, {name: whois_date, type: int64}, {name: reputation, type: int32}, {name: last_analysis_date, type: int64}, {name: tags, type: "array<string>"}]}
          - {name: ObjectLinks, properties: [{name: self, type: url}]}
          - {name: DomainObject, properties: [{name: type, type: string, required: true}, {name: id, type: string, required: true}, {name: links, type: ObjectLinks}, {name: attributes, type: DomainAttributes}]}
          - {name: DomainResponse, properties: [{name: data, type: DomainObject, required: true}]}
        """, endpoints: endpoint("DomainResponse"))
        let found = renames(old, new).filter { !$0.contains("/properties/") }
        XCTAssertEqual(found, ["/models/DomainReport → /models/DomainAttributes"])
        XCTAssertTrue(ComparisonState.isJSONAPIResource(new.model(named: "DomainObject")))
        XCTAssertFalse(ComparisonState.isJSONAPIResource(new.model(named: "DomainResponse")))
    }

    /// Censys Search v1 → v2: the search body's `page` (a page number) is gone and `per_page` (a page size) is new. Body
    /// members of two paging roles are two values, as query parameters are; other roles are left to the other evidence.
    func testBodyMembersOfTwoPagingRolesNeverPair() throws {
        let old = try document("1", models: "  - {name: SearchRequest, properties: [{name: query, type: string}, {name: page, type: int32, description: \"Page of results.\"}]}")
        let new = try document("2", models: "  - {name: SearchRequest, properties: [{name: query, type: string}, {name: per_page, type: int32, description: \"Results per page.\"}]}")
        XCTAssertEqual(renames(old, new), [])
        let scorer = MemberRenameScorer(
            old: [MemberFacts(names: ["page"], index: 0, description: nil, required: false, type: "int32")],
            new: [MemberFacts(names: ["per_page"], index: 0, description: nil, required: false, type: "int32")], systematic: nil
        )
        XCTAssertNil(scorer.score(0, 0))
    }
}
