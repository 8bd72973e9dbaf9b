@testable import MigratorCompare
import MigratorModel
import XCTest

/// A parameter renamed into another location (Zoom v1 → v2: the query field `host_id` became the path segment
/// `{userId}`) can be accepted and rejected by a reviewer: `--rename op.host_id=path:userId`,
/// `--not-rename op.id=path:userId`; the possible renames print that form.
final class ParameterLocationHintTests: XCTestCase {
    private let models = """
      - name: Meeting
        properties:
          - {name: topic, type: string}
    """

    private func document(_ version: String, _ endpoint: String) throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Meetings", version: version, models: models, endpoints: endpoint)
    }

    private var old: APIDocument {
        get throws {
            try document("1", """
              - operationId: createMeeting
                method: POST
                path: /meetings
                parameters:
                  - {name: host_id, in: query, type: string, required: true, description: "The host of the meeting."}
                  - {name: id, in: query, type: string, description: "Who asks."}
                  - {name: body, in: body, type: Meeting, required: true}
            """)
        }
    }

    private var new: APIDocument {
        get throws {
            try document("2", """
              - operationId: createMeeting
                method: POST
                path: /users/{userId}/meetings
                parameters:
                  - {name: userId, in: path, type: string, required: true, description: "The user who hosts it."}
                  - {name: requesterId, in: header, type: string, description: "Who asks."}
                  - {name: body, in: body, type: Meeting, required: true}
            """)
        }
    }

    private func renames(_ guide: MigrationGuide) -> [String] {
        guide.changes.filter { $0.kind == .renamed }.map { "\($0.old ?? "") → \($0.new ?? "") (\($0.evidence ?? ""))" }.sorted()
    }

    func testAHintNamesTheNewLocation() throws {
        let hint = try XCTUnwrap(RenameHint(parsing: "createMeeting.host_id=path:userId"))
        let guide = DocumentComparer(options: CompareOptions(renames: [hint])).compare(try old, try new)
        XCTAssertTrue(renames(guide).contains(
            "/endpoints/createMeeting/parameters/query/host_id → /endpoints/createMeeting/parameters/path/userId (--rename)"
        ), "\(renames(guide))")
        XCTAssertTrue(guide.changes.contains { $0.aspect == .location && $0.old == "/endpoints/createMeeting/parameters/query/host_id" })
        CompareTestSupport.assertApplyYieldsNew(try old, guide, try new, "hint into another location")
        // Without the location the hint names a parameter in the old one, which the new version does not have.
        let sameLocation = DocumentComparer(options: CompareOptions(renames: [RenameHint(parent: "createMeeting", old: "host_id", new: "userId")]))
            .compare(try old, try new)
        XCTAssertFalse(renames(sameLocation).contains { $0.hasPrefix("/endpoints/createMeeting/parameters/query/host_id → ") && $0.hasSuffix("(--rename)") })
    }

    func testAListedCandidateInAnotherLocationCarriesTheArgumentThatAcceptsIt() throws {
        let guide = DocumentComparer(options: CompareOptions(detectRenames: true)).compare(try old, try new)
        let arguments = guide.changes.flatMap { $0.possibleRenames ?? [] }.compactMap(\.renameArgument)
            + guide.changes.compactMap(ChangeDescription.rejectionArgument)
        XCTAssertTrue(arguments.contains { $0.hasPrefix("createMeeting.host_id=path:") || $0.hasPrefix("createMeeting.id=header:") }, "\(arguments)")
        for argument in arguments {
            let hint = try XCTUnwrap(RenameHint(parsing: argument))
            let accepted = DocumentComparer(options: CompareOptions(renames: [hint])).compare(try old, try new)
            XCTAssertTrue(renames(accepted).contains { $0.hasSuffix("(--rename)") }, "\(argument) does not pair")
        }
    }

    func testARenameIntoAnotherLocationCanBeRejected() throws {
        XCTAssertEqual(PossibleRenames.renameArgument(
            old: "/endpoints/createMeeting/parameters/query/id", new: "/endpoints/createMeeting/parameters/header/requesterId"
        ), "createMeeting.id=header:requesterId")
        // `meeting_id` in the query → `{meetingId}` in the path: the same name in another style, found by evidence.
        let before = try document("1", """
          - operationId: getMeeting
            method: GET
            path: /meeting
            parameters:
              - {name: meeting_id, in: query, type: string, required: true}
        """)
        let after = try document("2", """
          - operationId: getMeeting
            method: GET
            path: /meetings/{meetingId}
            parameters:
              - {name: meetingId, in: path, type: string, required: true}
        """)
        let found = renames(DocumentComparer().compare(before, after))
        XCTAssertEqual(found.count, 1, "\(found)")
        let argument = try XCTUnwrap(DocumentComparer().compare(before, after).changes.compactMap(ChangeDescription.rejectionArgument).first)
        XCTAssertEqual(argument, "getMeeting.meeting_id=path:meetingId")
        let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [try XCTUnwrap(RenameHint(parsing: argument))])).compare(before, after)
        XCTAssertEqual(renames(rejected), [])
        XCTAssertFalse(rejected.changes.contains { ($0.possibleRenames ?? []).contains { $0.new.hasSuffix("/path/meetingId") } }, "a rejected pair is not listed again")
    }

    /// A parameter that stays in its location is rejected by either form (`op.old=new`, `op.old=query:new`): neither
    /// pairs it nor lists it again. A new name that itself reads as `location:name` gets the located form, which parses
    /// back to it.
    func testBothFormsRejectASameLocationPairAndAColonNameRoundTrips() throws {
        let before = try document("1", """
          - operationId: listMeetings
            method: GET
            path: /meetings
            parameters:
              - {name: pageSize, in: query, type: int32}
        """)
        let after = try document("2", """
          - operationId: listMeetings
            method: GET
            path: /meetings
            parameters:
              - {name: page_len, in: query, type: int32}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(before, after)).count, 1)
        for argument in ["listMeetings.pageSize=page_len", "listMeetings.pageSize=query:page_len"] {
            let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [try XCTUnwrap(RenameHint(parsing: argument))])).compare(before, after)
            XCTAssertEqual(renames(rejected), [], argument)
            XCTAssertFalse(rejected.changes.contains { ($0.possibleRenames ?? []).contains { $0.new.hasSuffix("/query/page_len") } }, argument)
        }
        let colon = try XCTUnwrap(PossibleRenames.renameArgument(
            old: "/endpoints/listMeetings/parameters/query/a", new: "/endpoints/listMeetings/parameters/query/query:xyz"
        ))
        XCTAssertEqual(colon, "listMeetings.a=query:query:xyz")
        let located = try XCTUnwrap(ComparisonState.locatedName(try XCTUnwrap(RenameHint(parsing: colon)).new))
        XCTAssertEqual([located.location, located.name], ["query", "query:xyz"])
    }
}
