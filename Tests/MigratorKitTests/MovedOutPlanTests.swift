import Foundation
import MigratorCompare
import MigratorLoader
import MigratorMigration
import MigratorModel
import XCTest

/// How `migrate` plans a guide's `movedFrom`: the added member fills in, and is sent from, the object member it names
/// when that member has the same Swift type and left its object in the same step; the object's member is then planned
/// as moved out. Anything else stays an addition next to a removal.
final class MovedOutPlanTests: XCTestCase {
    private func document(_ version: String, _ models: String) throws -> APIDocument {
        try JobsDocument.load(version, models)
    }

    private let v1 = """
      - name: Job
        properties:
          - {name: links, type: Links}
      - name: Links
        properties:
          - {name: checkout, type: string}
          - {name: webhookUrl, type: string}
          - {name: redirectUrl, type: int32}
    """
    private let v2 = """
      - name: Job
        properties:
          - {name: links, type: Links}
          - {name: webhookUrl, type: string}
          - {name: redirectUrl, type: string}
      - name: Links
        properties:
          - {name: checkout, type: string}
    """

    /// The added plans of `Job` and the property plans of `Links`.
    private func plans(_ old: APIDocument, _ guides: [MigrationGuide]) throws -> (added: [String: AddedPropertyPlan], links: [String: PropertyPlan]) {
        let plan = try MigrationPlanner().plan(old: old, guides: guides)
        guard case let .object(_, added)? = plan.models["Job"], case let .object(links, _)? = plan.models["Links"] else {
            XCTFail("Job and Links are not planned as objects")
            return ([:], [:])
        }
        return (added, links)
    }

    func testAMoveOutIsPlannedOnBothSides() throws {
        let old = try document("1", v1)
        let guide = DocumentComparer().compare(old, try document("2", v2))
        let (added, links) = try plans(old, [guide])
        XCTAssertEqual(added["webhookUrl"]?.movedFrom, MovedFromValue(holderKey: "links", objectModel: "Links", memberKey: "webhookUrl"))
        XCTAssertEqual(links["webhookUrl"], .movedOut(MovedOutValue(version: "2", onto: ["Job.webhookUrl"])))
        XCTAssertEqual(try MigrationPlanner().plan(old: old, guides: [guide]).warnings, [])
        // `redirectUrl` changed its type on the way: compare does not say it moved, and nothing is planned.
        XCTAssertNil(added["redirectUrl"]?.movedFrom)
        XCTAssertEqual(links["redirectUrl"], .removed(version: "2", fallbackJSON: nil))
    }

    func testAHandWrittenMoveOutMustFitTheOldMember() throws {
        let old = try document("1", v1)
        var guide = DocumentComparer().compare(old, try document("2", v2))
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.new == "/models/Job/properties/redirectUrl" })
        // Another Swift type (Int → String) cannot be filled in.
        guide.changes[index].movedFrom = ["links", "redirectUrl"]
        var (added, links) = try plans(old, [guide])
        XCTAssertNil(added["redirectUrl"]?.movedFrom)
        XCTAssertEqual(links["redirectUrl"], .removed(version: "2", fallbackJSON: nil))
        // `migrate` says so, at the guide change.
        let warnings = try MigrationPlanner().plan(old: old, guides: [guide], guideNames: ["v2.yaml"]).warnings
        XCTAssertEqual(warnings.map(\.location.description), ["v2.yaml (at /changes/\(index)/movedFrom)"])
        XCTAssertTrue(warnings.first?.message.hasPrefix("added:/models/Job/properties/redirectUrl: movedFrom is not followed:") == true, "\(warnings)")
        // A member the object kept did not move out.
        guide.changes[index].movedFrom = ["links", "checkout"]
        (added, links) = try plans(old, [guide])
        XCTAssertNil(added["redirectUrl"]?.movedFrom)
        XCTAssertEqual(links["checkout"].map { if case .kept = $0 { return true } else { return false } }, true)
    }

    func testAHandWrittenMoveOutNeedsTheSameWireFormAndOneFillerPerMember() throws {
        let old = try document("1", v1.replacingOccurrences(of: "{name: checkout, type: string}", with: "{name: checkout, type: string}\n      - {name: paidOn, type: date}"))
        let new = try document("2", v2.replacingOccurrences(of: "{name: redirectUrl, type: string}", with: "{name: redirectUrl, type: string}\n      - {name: paidAt, type: date-time}\n      - {name: hookUrl, type: string}"))
        var guide = DocumentComparer().compare(old, new)
        let paidAt = try XCTUnwrap(guide.changes.firstIndex { $0.new == "/models/Job/properties/paidAt" })
        let hookUrl = try XCTUnwrap(guide.changes.firstIndex { $0.new == "/models/Job/properties/hookUrl" })
        // A date is no date-time on the wire, although both are `Date` in Swift.
        guide.changes[paidAt].movedFrom = ["links", "paidOn"]
        // `webhookUrl` moved out to `webhookUrl`, and a hand-written `movedFrom` names it for `hookUrl` too: only one
        // addition (the first by key) fills it in, or the holder would set it twice.
        guide.changes[hookUrl].movedFrom = ["links", "webhookUrl"]
        let (added, links) = try plans(old, [guide])
        XCTAssertNil(added["paidAt"]?.movedFrom)
        XCTAssertEqual(links["paidOn"], .removed(version: "2", fallbackJSON: nil))
        XCTAssertEqual(added["hookUrl"]?.movedFrom, MovedFromValue(holderKey: "links", objectModel: "Links", memberKey: "webhookUrl"))
        XCTAssertNil(added["webhookUrl"]?.movedFrom)
    }

    func testAHolderThatChangedItsTypeIsNotFilledIn() throws {
        // `links` became free-form JSON: the old `Links` is converted, not decoded as itself, so nothing is put back.
        let old = try document("1", v1)
        let new = try document("2", v2.replacingOccurrences(of: "{name: links, type: Links}", with: "{name: links, type: json}"))
        var guide = DocumentComparer().compare(old, new)
        let index = try XCTUnwrap(guide.changes.firstIndex { $0.new == "/models/Job/properties/webhookUrl" })
        guide.changes[index].movedFrom = ["links", "webhookUrl"]
        let plan = try MigrationPlanner().plan(old: old, guides: [guide])
        guard case let .object(properties, added)? = plan.models["Job"] else { return XCTFail("Job is not planned as an object") }
        XCTAssertNotEqual(properties["links"].map { if case let .kept(value) = $0 { return value.conversion == .none } else { return true } }, true)
        XCTAssertNil(added["webhookUrl"]?.movedFrom)
        XCTAssertTrue(plan.warnings.first?.message.contains("converted") == true, "\(plan.warnings)")
    }

    func testAMoveOutFollowsALaterRenameOfTheAddedMember() throws {
        let old = try document("1", v1)
        let middle = try document("2", v2)
        let newest = try document("3", v2.replacingOccurrences(of: "{name: webhookUrl, type: string}", with: "{name: notifyUrl, type: string}"))
        let first = DocumentComparer().compare(old, middle)
        let second = DocumentComparer(options: CompareOptions(renames: [try XCTUnwrap(RenameHint(parsing: "Job.webhookUrl=notifyUrl"))])).compare(middle, newest)
        let (added, links) = try plans(old, [first, second])
        XCTAssertEqual(added["notifyUrl"]?.movedFrom, MovedFromValue(holderKey: "links", objectModel: "Links", memberKey: "webhookUrl"))
        XCTAssertEqual(links["webhookUrl"], .movedOut(MovedOutValue(version: "2", onto: ["Job.notifyUrl"])))
    }

    func testAMoveOutLaterInTheChainFollowsTheRenamedHolder() throws {
        let old = try document("1", v1)
        let renamed = try document("2", v1.replacingOccurrences(of: "{name: links, type: Links}", with: "{name: _links, type: Links}"))
        let newest = try document("3", v2.replacingOccurrences(of: "{name: links, type: Links}", with: "{name: _links, type: Links}"))
        let first = DocumentComparer(options: CompareOptions(renames: [try XCTUnwrap(RenameHint(parsing: "Job.links=_links"))])).compare(old, renamed)
        let second = DocumentComparer().compare(renamed, newest)
        XCTAssertEqual(second.changes.first { $0.new == "/models/Job/properties/webhookUrl" }?.movedFrom, ["_links", "webhookUrl"])
        let (added, links) = try plans(old, [first, second])
        XCTAssertEqual(added["webhookUrl"]?.movedFrom, MovedFromValue(holderKey: "links", objectModel: "Links", memberKey: "webhookUrl"))
        XCTAssertEqual(links["webhookUrl"], .movedOut(MovedOutValue(version: "3", onto: ["Job.webhookUrl"])))
    }
}
