import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename rules added after the sixteenth held-out part was measured: opposite operations, word-bounded suffixes, a
/// list narrowed to one value, nested route collections, and enum cases grouped under a new leading word.
final class RenameRefinementTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Sms", version: version, models: models, endpoints: endpoints)
    }

    /// Names one opposite word apart (`CreateConfigurationSetRequest`, `DeleteConfigurationSetRequest`) are not related.
    func testOppositeOperationsAreNotRelated() {
        XCTAssertNil(NameEvidence.between("CreateConfigurationSetRequest", "DeleteConfigurationSetRequest"))
        XCTAssertNil(NameEvidence.between("inboundConnection", "outboundConnection"))
        XCTAssertEqual(NameEvidence.between("CreateConfigurationSetRequest", "UpdateConfigurationSetRequest")?.kind, .wordSubstituted)
    }

    /// A name ends in another only where one of its words starts (`username` ends in `name`, `INITIATED_CALL` does not
    /// end in `ALL`).
    func testASuffixMustStartAWord() {
        XCTAssertNil(NameEvidence.between("INITIATED_CALL", "ALL"))
        XCTAssertEqual(NameEvidence.between("username", "name")?.kind, .contained)
    }

    /// A list become one value under a name that is not the same words (`links` → `information_link`) is not renamed;
    /// one value become a list (`gateway` → `gateway_names`) still is.
    func testAListNarrowedToOneValueIsNotRenamed() throws {
        func api(_ version: String, _ member: String) throws -> APIDocument {
            try document(version, models: "  - name: Error\n    properties:\n      - {name: message, type: string}\n\(member)\n      - {name: debug_id, type: string}")
        }
        XCTAssertEqual(CompareTestSupport.renames(
            try api("1", "      - {name: links, type: \"array<string>\"}"), try api("2", "      - {name: information_link, type: string}")
        ), [])
        XCTAssertEqual(CompareTestSupport.renames(
            try api("1", "      - {name: gateway, type: string}"), try api("2", "      - {name: gateway_names, type: \"array<string>\"}")
        ), ["/models/Error/properties/gateway → /models/Error/properties/gateway_names"])
    }

    /// A collection under a parameter replaced by another (`/functions/{functionId}/tags` →
    /// `/functions/{functionId}/deployments`) is a term change of its names, not one product area replaced by another.
    func testANestedCollectionReplacedIsATermChange() throws {
        func api(_ version: String, _ singular: String, _ plural: String) throws -> APIDocument {
            let title = singular.prefix(1).uppercased() + singular.dropFirst()
            let titles = plural.prefix(1).uppercased() + plural.dropFirst()
            return try document(version, models: """
              - name: \(singular)List
                properties:
                  - {name: total, type: int32}
                  - {name: \(plural), type: "array<string>"}
            """, endpoints: """
              - operationId: functionsList\(titles)
                method: GET
                path: /functions/{functionId}/\(plural)
                parameters: [{name: functionId, in: path, type: string, required: true}]
                response: {type: \(singular)List}
              - operationId: functionsGet\(title)
                method: GET
                path: /functions/{functionId}/\(plural)/{\(singular)Id}
                parameters:
                  - {name: functionId, in: path, type: string, required: true}
                  - {name: \(singular)Id, in: path, type: string, required: true}
              - operationId: functionsDelete\(title)
                method: DELETE
                path: /functions/{functionId}/\(plural)/{\(singular)Id}
                parameters:
                  - {name: functionId, in: path, type: string, required: true}
                  - {name: \(singular)Id, in: path, type: string, required: true}
            """)
        }
        let changes = SystematicRenames(old: try api("1", "tag", "tags"), new: try api("2", "deployment", "deployments")).termChanges
        XCTAssertEqual(changes.map { "\($0.old)→\($0.new ?? "")" }, ["tag→deployment"])
    }

    /// Cases regrouped under a leading word many new cases carry (`RINGING` → `VOICE_RINGING` next to `TEXT_SENT`, …)
    /// keep their values; a leading word dropped from many old cases (`TYPE_PATH` → `PATH`) too.
    func testCasesUnderANewLeadingWordAreRenamed() throws {
        let old = try document("1", models: "  - {name: EventType, enum: string, cases: [{value: RINGING}, {value: BUSY}, {value: FAILED}]}")
        let new = try document("2", models: """
          - {name: EventType, enum: string, cases: [{value: ALL}, {value: TEXT_SENT}, {value: TEXT_QUEUED}, {value: TEXT_BLOCKED}, {value: VOICE_RINGING}, {value: VOICE_BUSY}, {value: VOICE_FAILED}]}
        """)
        XCTAssertEqual(CompareTestSupport.renames(old, new), [
            "/models/EventType/cases/BUSY → /models/EventType/cases/VOICE_BUSY", "/models/EventType/cases/FAILED → /models/EventType/cases/VOICE_FAILED",
            "/models/EventType/cases/RINGING → /models/EventType/cases/VOICE_RINGING",
        ])
        XCTAssertTrue(ComparisonState.samePastLeadingWord("TYPE_PATH_ATTRIBUTION", "PATH_ATTRIBUTION", (["type"], [])))
        XCTAssertFalse(ComparisonState.samePastLeadingWord("RINGING", "VOICE_RINGING", ([], [])), "no word leads many cases")
    }
}
