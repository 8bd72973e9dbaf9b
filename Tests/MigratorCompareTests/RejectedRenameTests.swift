import Foundation
@testable import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// A reviewer's `--not-rename` (``CompareOptions/rejectedRenames``): evidence never pairs the rejected elements (nor
/// moves a member so into or out of a nested object), the pair is not offered again as a possible rename (the next
/// candidates take its place), either side may then pair with another element, `--merge` does not bring a rejected
/// move back, and an explicit `--rename` of the same pair still wins.
final class RejectedRenameTests: XCTestCase {
    /// One release of a small shop: a `Claim` model with the given property lines, a `Status` enum with the given cases,
    /// and one endpoint with the given operation id, path and query parameter.
    private func shop(_ version: String, properties: String, cases: [String], operationId: String, path: String, query: String) throws -> APIDocument {
        let text = """
        migrator-document: "1"
        service: {name: Shop, version: "\(version)"}
        servers: [{url: "https://shop.example.com"}]
        models:
          - name: Claim
            properties:
              - {name: id, type: string, required: true}
        \(properties)
          - name: Status
            enum: string
            cases: [\(cases.map { "{value: \($0)}" }.joined(separator: ", "))]
        endpoints:
          - operationId: \(operationId)
            method: GET
            path: \(path)
            parameters:
              - {name: \(query), in: query, type: int32, description: "How many claims one page holds."}
            response: {type: "array<Claim>"}
        """
        return try DocumentLoader().load(data: Data(text.utf8), file: "shop-\(version).yaml").document
    }

    private var old: APIDocument {
        get throws {
            try shop("1", properties: """
                  - {name: first_name, type: string, description: "The claimant's given name."}
                  - {name: status, type: Status}
            """, cases: ["OPEN", "CLOSED"], operationId: "listClaims", path: "/claims", query: "limit")
        }
    }

    private var new: APIDocument {
        get throws {
            try shop("2", properties: """
                  - {name: firstName, type: string, description: "The claimant's given name."}
                  - {name: status, type: Status}
            """, cases: ["open", "CLOSED"], operationId: "listAllClaims", path: "/claims", query: "page_size")
        }
    }

    private func renames(_ guide: MigrationGuide) -> [String] {
        guide.changes.filter { $0.kind == .renamed }.map { "\($0.old ?? "") → \($0.new ?? "")" }.sorted()
    }

    private func compare(rejecting rejected: [String], renaming hints: [String] = []) throws -> MigrationGuide {
        let options = CompareOptions(renames: hints.compactMap(RenameHint.init(parsing:)), rejectedRenames: rejected.compactMap(RenameHint.init(parsing:)))
        return DocumentComparer(options: options).compare(try old, try new)
    }

    func testEachElementKindCanBeRejected() throws {
        let all = [
            "/endpoints/listClaims → /endpoints/listAllClaims",
            "/endpoints/listClaims/parameters/query/limit → /endpoints/listAllClaims/parameters/query/page_size",
            "/models/Claim/properties/first_name → /models/Claim/properties/firstName",
            "/models/Status/cases/OPEN → /models/Status/cases/open",
        ]
        XCTAssertEqual(renames(try compare(rejecting: [])), all, "every rename is found by evidence")
        let cases: [(String, String)] = [
            ("Claim.first_name=firstName", all[2]), ("Status.OPEN=open", all[3]), ("listClaims.limit=page_size", all[1]),
        ]
        for (argument, rename) in cases {
            let guide = try compare(rejecting: [argument])
            XCTAssertEqual(renames(guide), all.filter { $0 != rename }, argument)
            let oldPath = String(rename.split(separator: " ")[0])
            let removal = try XCTUnwrap(guide.changes.first { $0.kind == .removed && $0.old == oldPath }, argument)
            XCTAssertFalse((removal.possibleRenames ?? []).contains { $0.renameArgument == argument }, "\(argument) is not offered again")
            XCTAssertTrue(guide.changes.contains { $0.kind == .added && $0.new == String(rename.split(separator: " ")[2]) }, argument)
            CompareTestSupport.assertApplyYieldsNew(try old, guide, try new, argument)
        }
        // The endpoint: its parameters are then neither compared nor renamed.
        let endpoint = try compare(rejecting: ["listClaims=listAllClaims"])
        XCTAssertEqual(renames(endpoint), [all[2], all[3]])
        XCTAssertTrue(endpoint.changes.contains { $0.kind == .removed && $0.old == "/endpoints/listClaims" })
        CompareTestSupport.assertApplyYieldsNew(try old, endpoint, try new, "endpoint")
    }

    func testEveryPrintedArgumentRejectsItsRename() throws {
        let found = try compare(rejecting: [])
        let renames = found.changes.filter { $0.kind == .renamed }
        XCTAssertEqual(renames.count, 4)
        for rename in renames {
            let argument = try XCTUnwrap(ChangeDescription.rejectionArgument(rename), rename.id)
            let guide = try compare(rejecting: [argument])
            XCTAssertFalse(guide.changes.contains { $0.kind == .renamed && $0.old == rename.old }, argument)
        }
        // An empty enum value cannot be written as an argument (`Status.=none` does not parse): none is printed.
        XCTAssertNil(PossibleRenames.renameArgument(old: "/models/Status/cases/", new: "/models/Status/cases/none"))
    }

    func testTheNextCandidateTakesTheRejectedOnesPlaceInTheList() throws {
        // `remark` has four candidates sharing its description's words; three are listed. Leaving the best one out
        // (a reviewer's rejection) lists the fourth, not two.
        func facts(_ name: String, _ description: String, index: Int) -> PossibleRenames.Facts {
            PossibleRenames.Facts(path: "/models/Claim/properties/\(name)", name: name, type: "string", description: description, index: index)
        }
        let removed = [facts("remark", "A remark the adjuster wrote about the claim.", index: 1)]
        let added = ["alpha", "bravo", "charlie", "delta"].enumerated().map { index, name in
            facts(name, "A remark the adjuster wrote about the claim (\(name)).", index: index + 1)
        }
        let first = PossibleRenames.candidates(removed: removed, added: added)["/models/Claim/properties/remark"]?.map(\.path) ?? []
        XCTAssertEqual(first.count, 3, "\(first)")
        let second = PossibleRenames.candidates(removed: removed, added: added, excluded: { $1 == first[0] })["/models/Claim/properties/remark"]?
            .map(\.path) ?? []
        XCTAssertEqual(second.count, 3, "\(second)")
        XCTAssertFalse(second.contains(first[0]))
        XCTAssertEqual(Set(first + second).count, 4, "the fourth candidate is listed in the rejected one's place")
    }

    func testMergeDoesNotBringARejectedMoveBack() throws {
        let (old, new) = try webhookPair()
        let earlier = DocumentComparer().compare(old, new)
        let rejection = try XCTUnwrap(RenameHint(parsing: "Payment.notificationUrl=webhook.notificationUrl"))
        let fresh = DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new)
        let id = "removed:/models/Payment/properties/notificationUrl"
        XCTAssertNotNil(earlier.changes.first { $0.id == id }?.movedTo)
        XCTAssertNotNil(GuideMerger.merge(fresh: fresh, previous: earlier).guide.changes.first { $0.id == id }?.movedTo,
                        "without the rejection the earlier move comes back")
        let merged = GuideMerger.merge(fresh: fresh, previous: earlier, rejected: [rejection])
        let change = try XCTUnwrap(merged.guide.changes.first { $0.id == id })
        XCTAssertNil(change.movedTo)
        XCTAssertFalse(change.note?.hasPrefix("Moved into") == true, change.note ?? "")
        XCTAssertEqual(merged.rejectedMoves, [id])
        XCTAssertNotNil(merged.guide.changes.first { $0.id == "removed:/models/Payment/properties/notificationAuthToken" }?.movedTo)
    }

    func testAMoveInAModelRenamedInTheSameReleaseIsRejectedUnderEitherName() throws {
        func document(_ version: String, _ model: String, _ members: String, _ extra: String) throws -> APIDocument {
            try CompareTestSupport.nativeDocument(service: "Sessions", version: version, models: """
              - name: \(model)
                properties:
                  - {name: id, type: string, required: true}
                  - {name: device, type: string, description: "The device the session runs on."}
            \(members)
            \(extra)
            """, endpoints: "  - {operationId: getSession, method: GET, path: /session, response: {type: \(model)}}")
        }
        let old = try document(
            "1", "QosSession", "      - {name: notificationUrl, type: string}\n      - {name: notificationAuthToken, type: string}", ""
        )
        let new = try document("2", "QualityOnDemandSession", "      - {name: webhook, type: Webhook}", """
          - name: Webhook
            properties:
              - {name: notificationUrl, type: string}
              - {name: notificationAuthToken, type: string}
        """)
        let found = DocumentComparer().compare(old, new)
        XCTAssertTrue(found.changes.contains { $0.kind == .renamed && $0.old == "/models/QosSession" }, "the model is renamed")
        let move = try XCTUnwrap(found.changes.first { $0.old == "/models/QosSession/properties/notificationUrl" && $0.movedTo != nil })
        let printed = try XCTUnwrap(ChangeDescription.rejectionArgument(move))
        XCTAssertEqual(printed, "QosSession.notificationUrl=webhook.notificationUrl")
        for argument in [printed, "QualityOnDemandSession.notificationUrl=webhook.notificationUrl"] {
            let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: argument)!])).compare(old, new)
            XCTAssertNil(guide.changes.first { $0.old == "/models/QosSession/properties/notificationUrl" }?.movedTo, argument)
        }
    }

    func testAnEndpointMovedToAnotherPathCanBeRejected() throws {
        // Another path and the operation id in another style: paired by the second endpoint pass.
        let (old, new) = (
            try shop("1", properties: "", cases: ["OPEN"], operationId: "list_claims", path: "/claims", query: "limit"),
            try shop("2", properties: "", cases: ["OPEN"], operationId: "listClaims", path: "/claim-list", query: "limit")
        )
        XCTAssertEqual(CompareTestSupport.renames(old, new), ["/endpoints/list_claims → /endpoints/listClaims"])
        let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "list_claims=listClaims")!])).compare(old, new)
        XCTAssertEqual(renames(guide), [])
        XCTAssertTrue(guide.changes.contains { $0.kind == .removed && $0.old == "/endpoints/list_claims" })
    }

    func testOneEndpointOfAReleasesParameterSwapCanBeRejected() throws {
        // `transactionId` → `x-correlator` in three operations (``ParameterSwaps``); the reviewer rejects one of them.
        func document(_ version: String, _ header: String) throws -> APIDocument {
            let endpoints = ["createSession", "getSession", "deleteSession"].map { operation in
                """
                  - operationId: \(operation)
                    method: POST
                    path: /\(operation)
                    parameters:
                      - {name: \(header), in: header, type: string, required: true}
                """
            }.joined(separator: "\n")
            return try DocumentLoader().load(data: Data("""
            migrator-document: "1"
            service: {name: Sessions, version: "\(version)"}
            servers: [{url: "https://sessions.example.com"}]
            endpoints:
            \(endpoints)
            """.utf8), file: "sessions-\(version).yaml").document
        }
        let (old, new) = (try document("1", "transactionId"), try document("2", "x-correlator"))
        XCTAssertEqual(CompareTestSupport.renames(old, new).count, 3)
        let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "getSession.transactionId=x-correlator")!]))
            .compare(old, new)
        XCTAssertEqual(renames(guide), [
            "/endpoints/createSession/parameters/header/transactionId → /endpoints/createSession/parameters/header/x-correlator",
            "/endpoints/deleteSession/parameters/header/transactionId → /endpoints/deleteSession/parameters/header/x-correlator",
        ])
    }

    func testARejectedModelRenameLeavesTheModelsRemovedAndAdded() throws {
        func document(_ version: String, _ model: String) throws -> APIDocument {
            try CompareTestSupport.nativeDocument(service: "Shop", version: version, models: """
              - name: \(model)
                properties:
                  - {name: street, type: string}
                  - {name: city, type: string}
                  - {name: postal_code, type: string}
              - name: Customer
                properties:
                  - {name: address, type: \(model)}
            """)
        }
        let (old, new) = (try document("1", "PostalAddress"), try document("2", "Address"))
        XCTAssertEqual(CompareTestSupport.renames(old, new), ["/models/PostalAddress → /models/Address"])
        let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "PostalAddress=Address")!])).compare(old, new)
        XCTAssertEqual(renames(guide), [])
        XCTAssertTrue(guide.changes.contains { $0.kind == .removed && $0.old == "/models/PostalAddress" })
        XCTAssertTrue(guide.changes.contains { $0.kind == .updated && $0.aspect == .type && $0.old == "/models/Customer/properties/address" })
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "model")
    }

    func testTheRemovedMemberMayPairWithAnotherCandidate() throws {
        // `first_name` fits `firstName` best (a style change) and `first_given_name` less well; rejecting the first pair
        // leaves the second.
        let old = try CompareTestSupport.nativeDocument(service: "Shop", version: "1", models: """
          - name: Claim
            properties:
              - {name: id, type: string, required: true}
              - {name: first_name, type: string, description: "The claimant's given name."}
        """)
        let new = try CompareTestSupport.nativeDocument(service: "Shop", version: "2", models: """
          - name: Claim
            properties:
              - {name: id, type: string, required: true}
              - {name: firstName, type: string, description: "The name of the claimant's first pet."}
              - {name: first_given_name, type: string, description: "The claimant's given name."}
        """)
        XCTAssertEqual(CompareTestSupport.renames(old, new), ["/models/Claim/properties/first_name → /models/Claim/properties/firstName"])
        let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "Claim.first_name=firstName")!])).compare(old, new)
        XCTAssertEqual(renames(guide), ["/models/Claim/properties/first_name → /models/Claim/properties/first_given_name"])
    }

    func testARejectedPartOfASplitNoLongerContestsTheOther() throws {
        // `path` → `path_display` or `path_lower`: a split, so neither is paired; rejecting one leaves the other.
        let old = try CompareTestSupport.nativeDocument(service: "Files", version: "1", models: """
          - name: File
            properties:
              - {name: id, type: string, required: true}
              - {name: path, type: string, description: "The path of the file."}
        """)
        let new = try CompareTestSupport.nativeDocument(service: "Files", version: "2", models: """
          - name: File
            properties:
              - {name: id, type: string, required: true}
              - {name: path_display, type: string, description: "The path of the file, as displayed."}
              - {name: path_lower, type: string, description: "The path of the file, lower-cased."}
        """)
        XCTAssertEqual(CompareTestSupport.renames(old, new), [], "a split pairs neither part")
        let guide = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "File.path=path_display")!])).compare(old, new)
        XCTAssertEqual(renames(guide), ["/models/File/properties/path → /models/File/properties/path_lower"])
    }

    func testAnExplicitRenameOfTheSamePairWins() throws {
        let guide = try compare(rejecting: ["Claim.first_name=firstName"], renaming: ["Claim.first_name=firstName"])
        let rename = try XCTUnwrap(guide.changes.first { $0.kind == .renamed && $0.old == "/models/Claim/properties/first_name" })
        XCTAssertEqual(rename.evidence, "--rename")
        XCTAssertNil(ChangeDescription.rejection(rename), "a hint is no evidence to reject")
    }

    func testTheTextSummaryTellsHowToRejectARenameFoundByEvidence() throws {
        let guide = try compare(rejecting: [])
        let rename = try XCTUnwrap(guide.changes.first { $0.kind == .renamed && $0.old == "/models/Claim/properties/first_name" })
        XCTAssertEqual(ChangeDescription.rejection(rename), "not a rename? `--not-rename Claim.first_name=firstName`")
    }

    /// `Payment` before and after with the given member lines and extra models, used by a get and a create endpoint.
    private func payments(_ version: String, _ members: String, _ models: String) throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Payments", version: version, models: """
          - name: Payment
            properties:
              - {name: id, type: string, required: true}
        \(members)
        \(models)
        """, endpoints: """
          - {operationId: getPayment, method: GET, path: /payments, response: {type: Payment}}
          - {operationId: createPayment, method: POST, path: /payments, parameters: [{name: payment, in: body, type: Payment, required: true}]}
        """)
    }

    /// `Payment`'s `notificationUrl` and `notificationAuthToken` regrouped under the new `webhook: Webhook`.
    private func webhookPair() throws -> (old: APIDocument, new: APIDocument) {
        let old = try payments("1", """
              - {name: notificationUrl, type: string}
              - {name: notificationAuthToken, type: string}
        """, "")
        let new = try payments("2", "      - {name: webhook, type: Webhook}", """
          - name: Webhook
            properties:
              - {name: notificationUrl, type: string}
              - {name: notificationAuthToken, type: string}
        """)
        return (old, new)
    }

    /// The `movedTo` of each removed property, by key (`[]` when removed without one).
    private func movedTo(_ guide: MigrationGuide) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for change in guide.changes where change.kind == .removed && change.element == .property {
            result[String(change.old?.split(separator: "/").last ?? "")] = change.movedTo ?? []
        }
        return result
    }

    /// The `movedFrom` of each added property, by key (`[]` when added without one).
    private func movedFrom(_ guide: MigrationGuide) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for change in guide.changes where change.kind == .added && change.element == .property {
            result[String(change.new?.split(separator: "/").last ?? "")] = change.movedFrom ?? []
        }
        return result
    }

    func testAMemberMovedIntoANestedObjectCanBeRejected() throws {
        let (old, new) = try webhookPair()
        let found = DocumentComparer().compare(old, new)
        XCTAssertEqual(movedTo(found), ["notificationUrl": ["webhook", "notificationUrl"], "notificationAuthToken": ["webhook", "notificationAuthToken"]])
        let move = try XCTUnwrap(found.changes.first { $0.old == "/models/Payment/properties/notificationUrl" })
        XCTAssertEqual(ChangeDescription.rejection(move), "not a move? `--not-rename Payment.notificationUrl=webhook.notificationUrl`")
        let argument = try XCTUnwrap(ChangeDescription.rejectionArgument(move))
        let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [try XCTUnwrap(RenameHint(parsing: argument))])).compare(old, new)
        XCTAssertEqual(movedTo(rejected), ["notificationUrl": [], "notificationAuthToken": ["webhook", "notificationAuthToken"]])
        CompareTestSupport.assertApplyYieldsNew(old, rejected, new, "move into rejected")
    }

    func testAMemberMovedOutOfANestedObjectCanBeRejected() throws {
        let old = try payments("1", "      - {name: links, type: Links}", """
          - name: Links
            properties:
              - {name: checkout, type: string}
              - {name: webhookUrl, type: string}
              - {name: redirectUrl, type: string}
        """)
        let new = try payments("2", """
              - {name: links, type: Links}
              - {name: webhookUrl, type: string}
              - {name: redirectUrl, type: string}
        """, """
          - name: Links
            properties:
              - {name: checkout, type: string}
        """)
        let found = DocumentComparer().compare(old, new)
        XCTAssertEqual(movedFrom(found), ["webhookUrl": ["links", "webhookUrl"], "redirectUrl": ["links", "redirectUrl"]])
        let move = try XCTUnwrap(found.changes.first { $0.kind == .added && $0.new == "/models/Payment/properties/redirectUrl" })
        XCTAssertEqual(ChangeDescription.rejectionArgument(move), "Payment.links.redirectUrl=redirectUrl")
        let rejected = DocumentComparer(options: CompareOptions(rejectedRenames: [RenameHint(parsing: "Payment.links.redirectUrl=redirectUrl")!]))
            .compare(old, new)
        XCTAssertEqual(movedFrom(rejected), ["webhookUrl": ["links", "webhookUrl"], "redirectUrl": []])
        CompareTestSupport.assertApplyYieldsNew(old, rejected, new, "move out rejected")
    }
}
