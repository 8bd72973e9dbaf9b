import Foundation
import MigratorRuntime
import XCTest

/// The `object-member` conversion of `MigrationConversions` (a value wrapped into an object's member and read back) and
/// the reads and writes of members that moved into a new nested object (`nested`, `merging`).
final class ObjectMemberConversionTests: XCTestCase {
    /// An object whose only required member is `name`.
    struct Venue: Codable, Equatable {
        var name: String
        var city: String?
    }

    /// An object that requires a member besides `id`.
    struct Organizer: Codable, Equatable {
        var id: String
        var displayName: String

        enum CodingKeys: String, CodingKey {
            case id
            case displayName = "display_name"
        }
    }

    private var sink = LockedList<MigrationEvent>()

    override func setUp() {
        super.setUp()
        sink = LockedList<MigrationEvent>()
        let sink = sink
        MigrationDiagnostics.setHandler { sink.append($0) }
    }

    override func tearDown() {
        MigrationDiagnostics.setHandler(nil)
        super.tearDown()
    }

    func testWrappingNeedsNoReportWhenTheMemberIsAllTheObjectRequires() {
        XCTAssertEqual(MigrationConversions.wrap("Opera", in: Venue.self, key: "name", element: "Event.venue_name"), Venue(name: "Opera"))
        XCTAssertEqual(MigrationConversions.wrap(12.5, in: [String: Double].self, key: "amount", element: "Event.price"), ["amount": 12.5])
        XCTAssertEqual(sink.entries, [])
    }

    func testWrappingFillsOtherRequiredMembersFromTheDefaultAndReportsIt() throws {
        let organizer = try XCTUnwrap(MigrationConversions.wrap("o-1", in: Organizer.self, key: "id", element: "Event.organizer_id"))
        XCTAssertEqual(organizer.id, "o-1")
        XCTAssertEqual(sink.entries.map(\.element), ["Event.organizer_id"])
        XCTAssertTrue(sink.entries.first?.message.contains("needs members besides id;") == true, "\(sink.entries)")
    }

    func testWrappingIntoAMemberOfAnotherTypeFailsAndIsReported() {
        XCTAssertNil(MigrationConversions.wrap(7, in: Venue.self, key: "name", element: "Event.venue_name"))
        XCTAssertEqual(sink.entries.map(\.element), ["Event.venue_name"])
    }

    func testReadingAMember() {
        XCTAssertEqual(MigrationConversions.member(Venue(name: "Opera", city: "Oslo"), key: "name", as: String.self, element: "Event.venue_name"), "Opera")
        XCTAssertEqual(MigrationConversions.member(Organizer(id: "o-1", displayName: "Ola"), key: "display_name", as: String.self, element: "x"), "Ola")
        XCTAssertEqual(sink.entries, [])
    }

    func testAnAbsentOrMistypedMemberIsReportedNotInvented() {
        XCTAssertNil(MigrationConversions.member(Venue(name: "Opera"), key: "city", as: String.self, element: "Event.venue_city"))
        XCTAssertNil(MigrationConversions.member(Venue(name: "Opera"), key: "name", as: Int.self, element: "Event.venue_name"))
        XCTAssertEqual(sink.entries.map(\.element), ["Event.venue_city", "Event.venue_name"])
        XCTAssertTrue(sink.entries.first?.message.contains("has no \"city\" value") == true, "\(sink.entries)")
    }

    func testANestedMemberIsReadWhenPresentAndNilOtherwise() {
        let webhook = JSONValue.object(["notificationUrl": .string("https://a.example"), "token": .null])
        XCTAssertEqual(MigrationConversions.nested(webhook, key: "notificationUrl", as: String.self, element: "S.notificationUrl"), "https://a.example")
        XCTAssertNil(MigrationConversions.nested(webhook, key: "token", as: String.self, element: "S.token"))
        XCTAssertNil(MigrationConversions.nested(nil, key: "notificationUrl", as: String.self, element: "S.notificationUrl"))
        XCTAssertEqual(sink.entries, [], "absent values are normal for optional members")
        XCTAssertNil(MigrationConversions.nested(webhook, key: "notificationUrl", as: Int.self, element: "S.notificationUrl"))
        XCTAssertEqual(sink.entries.map(\.element), ["S.notificationUrl"])
    }

    func testMergingSetsMovedMembersOnTheAppsObject() throws {
        XCTAssertEqual(try MigrationConversions.merging(Venue(name: "Opera"), members: ["city": "Oslo"], element: "E.venue"), Venue(name: "Opera", city: "Oslo"))
        XCTAssertEqual(try MigrationConversions.merging(nil as Venue?, members: ["name": "Opera", "city": nil], element: "E.venue"), Venue(name: "Opera"))
        XCTAssertEqual(try MigrationConversions.merging(Venue(name: "Opera"), members: ["city": nil], element: "E.venue"), Venue(name: "Opera"))
        XCTAssertNil(try MigrationConversions.merging(nil as Venue?, members: ["city": nil], element: "E.venue"))
        XCTAssertEqual(sink.entries, [])
    }

    func testMergingFillsOtherRequiredMembersFromTheDefaultAndReportsIt() throws {
        let organizer = try XCTUnwrap(MigrationConversions.merging(nil as Organizer?, members: ["id": "o-1"], element: "E.organizer"))
        XCTAssertEqual(organizer.id, "o-1")
        XCTAssertEqual(sink.entries.map(\.element), ["E.organizer"])
    }
}
