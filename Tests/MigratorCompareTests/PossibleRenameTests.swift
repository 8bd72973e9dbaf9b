import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Removals that may be renames with too little evidence are listed for review (`possibleRenames`), never reported as
/// renames: the candidates need evidence of their own or to be the only removed and added member of one type.
final class PossibleRenameTests: XCTestCase {
    /// A document with one `Claim` model of the given property lines.
    private func claims(_ version: String, _ properties: String) throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Claims", version: version, models: """
          - name: Claim
            properties:
              - {name: id, type: string, required: true}
        \(properties)
        """)
    }

    /// The possible renames listed on the removal of `path`, as `new path: evidence`.
    private func candidates(_ guide: MigrationGuide, _ path: String) -> [String] {
        guide.changes.first { $0.kind == .removed && $0.old == path }?.possibleRenames?.map { "\($0.new): \($0.evidence.joined(separator: ", "))" } ?? []
    }

    func testAParaphrasedMemberIsListedForReviewNotRenamed() throws {
        // Insurance claims: `adjusterId` → `handlerId`, "The claims adjuster handling the claim." → "The claims handler
        // working on the claim.": no name relation a rename accepts, but a reviewer should look.
        let old = try claims("1", """
              - {name: adjusterId, type: string, description: "The claims adjuster handling the claim."}
              - {name: payout, type: double, description: "What the insurer paid out."}
        """)
        let new = try claims("2", """
              - {name: handlerId, type: string, description: "The claims handler working on the claim."}
              - {name: settlementAmount, type: double, description: "The amount the insurer paid out in settlement."}
        """)
        let guide = DocumentComparer().compare(old, new)
        XCTAssertFalse(guide.changes.contains { $0.kind == .renamed && $0.old == "/models/Claim/properties/adjusterId" })
        XCTAssertEqual(candidates(guide, "/models/Claim/properties/adjusterId"), [
            "/models/Claim/properties/handlerId: same type, descriptions share words, same position",
        ])
        let removal = guide.changes.first { $0.old == "/models/Claim/properties/adjusterId" }
        XCTAssertEqual(removal?.possibleRenames?.first?.renameArgument, "Claim.adjusterId=handlerId")
        XCTAssertEqual(
            ChangeDescription.possibleRenames(removal!),
            ["maybe renamed to `Claim.handlerId` (same type, descriptions share words, same position); to accept: `--rename Claim.adjusterId=handlerId`"]
        )
        // Accepting it with the hint reports the rename.
        let hinted = DocumentComparer(options: CompareOptions(renames: [RenameHint(parsing: "Claim.adjusterId=handlerId")!])).compare(old, new)
        XCTAssertTrue(hinted.changes.contains { $0.kind == .renamed && $0.new == "/models/Claim/properties/handlerId" })
    }

    func testTheOnlyRemovedAndAddedMemberOfOneTypeAreListedButNeverRenamed() throws {
        // The issue's example: two unrelated booleans at the same place are no rename; a reviewer still sees the pair.
        let old = try claims("1", "      - {name: newsletter, type: boolean, description: \"Whether the customer receives the newsletter.\"}")
        let new = try claims("2", "      - {name: verified, type: boolean, description: \"Whether the identity was checked.\"}")
        let guide = DocumentComparer().compare(old, new)
        XCTAssertFalse(guide.changes.contains { $0.kind == .renamed })
        XCTAssertEqual(candidates(guide, "/models/Claim/properties/newsletter"), [
            "/models/Claim/properties/verified: same type, the only removed and the only added one of this type here, same position",
        ])
    }

    func testAMemberAmongSeveralOfItsTypeNeedsEvidenceOfItsOwn() throws {
        let old = try claims("1", "      - {name: fax, type: string}")
        let new = try claims("2", "      - {name: nickname, type: string}\n      - {name: region, type: string}")
        let guide = DocumentComparer().compare(old, new)
        XCTAssertEqual(candidates(guide, "/models/Claim/properties/fax"), [], "type and position alone are no evidence")
        XCTAssertNil(guide.changes.first { $0.old == "/models/Claim/properties/fax" }?.possibleRenames)
    }

    func testNoCandidatesWhenRenamesAreNotDetected() throws {
        let old = try claims("1", "      - {name: newsletter, type: boolean}")
        let new = try claims("2", "      - {name: verified, type: boolean}")
        let guide = DocumentComparer(options: CompareOptions(detectRenames: false)).compare(old, new)
        XCTAssertTrue(guide.changes.allSatisfy { $0.possibleRenames == nil })
    }

    func testRenameArgumentsFollowTheHintSyntax() {
        XCTAssertEqual(PossibleRenames.renameArgument(old: "/models/Pet", new: "/models/Animal"), "Pet=Animal")
        XCTAssertEqual(PossibleRenames.renameArgument(old: "/models/Pet/properties/tag", new: "/models/Animal/properties/tags"), "Pet.tag=tags")
        XCTAssertEqual(PossibleRenames.renameArgument(old: "/models/Status/cases/sold", new: "/models/Status/cases/adopted"), "Status.sold=adopted")
        XCTAssertEqual(
            PossibleRenames.renameArgument(old: "/endpoints/listPets/parameters/query/limit", new: "/endpoints/listPets/parameters/query/page_size"),
            "listPets.limit=page_size"
        )
        XCTAssertEqual(
            PossibleRenames.renameArgument(old: "/endpoints/listPets/parameters/query/limit", new: "/endpoints/listPets/parameters/header/page_size"),
            "listPets.limit=header:page_size", "a parameter that also moved names its new location"
        )
        XCTAssertNil(
            PossibleRenames.renameArgument(old: "/endpoints/createPet/parameters/query/pet", new: "/endpoints/createPet/parameters/body/body"),
            "the body has no argument form"
        )
    }

    func testAtMostThreeCandidatesBestFirst() {
        let removed = [PossibleRenames.Facts(path: "/models/A/properties/total", name: "total", type: "double", description: nil, index: 0)]
        let added = ["grandTotal", "totalAmount", "subtotal", "total_net", "totals"].enumerated().map { index, name in
            PossibleRenames.Facts(path: "/models/A/properties/\(name)", name: name, type: "double", description: nil, index: index + 1)
        }
        let listed = PossibleRenames.candidates(removed: removed, added: added)["/models/A/properties/total"] ?? []
        XCTAssertEqual(listed.count, PossibleRenames.maximumCandidates)
        XCTAssertEqual(listed.first?.path, "/models/A/properties/totals", "singular/plural is the closest name")
    }

    /// AWS CloudHSM's tag calls: `AddTagsToResource` → `TagResource`, where most names of both small sides carry `tag`
    /// and `resource`. Words that many names share are set aside only in a large place (8 or more elements on a side,
    /// a namespace every name carries); among a few they are what relates two names.
    func testWordsMostNamesOfASmallPlaceShareStillRelateThem() {
        func facts(_ names: [String]) -> [PossibleRenames.Facts] {
            names.enumerated().map { PossibleRenames.Facts(path: "/endpoints/\($1)", name: $1, type: "POST", description: nil, index: $0) }
        }
        let removed = facts(["AddTagsToResource", "ListTagsForResource", "RemoveTagsFromResource", "DescribeHsm"])
        let added = facts(["TagResource", "UntagResource", "ListTags", "DescribeClusters"])
        let listed = PossibleRenames.candidates(removed: removed, added: added, types: .same)
        XCTAssertEqual(listed["/endpoints/AddTagsToResource"]?.first?.path, "/endpoints/TagResource", "\(listed)")
        // In a large place such a word is a namespace: `zone` in every name relates none of them.
        let zones = (1...8).map { "ZoneItem\($0)Thing" }
        XCTAssertNil(PossibleRenames.candidates(removed: facts(["zoneAlpha"] + zones), added: facts(["zoneBeta"] + zones.map { $0 + "s" }))["/endpoints/zoneAlpha"])
    }

    /// Dropbox v2 made every call a `POST`: v1's `getRevisions`, `GET /revisions/auto/{path}`, continues as
    /// `listRevisions`, `POST /files/list_revisions`. An endpoint of another method is listed when the operation ids
    /// relate, a step below those of the same method; one whose id does not relate is not, whatever else it shares
    /// (`uploadSessionStart` returns an `Entry` as `getThumbnail` did).
    func testAnEndpointOfAnotherMethodIsListedWhenItsNameRelates() throws {
        let models = "  - {name: Entry, properties: [{name: rev, type: string}]}"
        let old = try CompareTestSupport.nativeDocument(service: "Files", version: "1", models: models, endpoints: """
          - {operationId: getRevisions, method: GET, path: "/revisions/auto/{path}", parameters: [{name: path, in: path, type: string, required: true}], response: {type: "array<Entry>"}}
          - {operationId: getThumbnail, method: GET, path: "/thumbnails/auto/{path}", parameters: [{name: path, in: path, type: string, required: true}], response: {type: Entry}}
        """)
        let new = try CompareTestSupport.nativeDocument(service: "Files", version: "2", models: models, endpoints: """
          - {operationId: listRevisions, method: POST, path: /files/list_revisions, response: {type: "array<Entry>"}}
          - {operationId: getRevisionsArchive, method: GET, path: /files/revisions_archive}
          - {operationId: uploadSessionStart, method: POST, path: /files/upload_session/start, response: {type: Entry}}
        """)
        let guide = DocumentComparer().compare(old, new)
        XCTAssertEqual(candidates(guide, "/endpoints/getRevisions"), [
            "/endpoints/getRevisionsArchive: one word added or removed",
            "/endpoints/listRevisions: one word substituted, same position, the method changed from GET to POST",
        ])
        XCTAssertEqual(candidates(guide, "/endpoints/getThumbnail").filter { $0.contains("uploadSession") }, [])
    }
}
