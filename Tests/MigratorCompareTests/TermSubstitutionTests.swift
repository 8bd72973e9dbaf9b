import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-seventh held-out part was unsealed for tuning: the word a model rename
/// substituted, the rest kept (Coda v1beta1 → v1: `SectionReference` → `PageReference`), is the release's term, and
/// names related models once applied (`Section` → `Page`, `SectionList` → `PageList`), as
/// ``ReleaseNameRelations/modelRenameRelating(_:_:)`` relates wrappers named after a renamed item.
final class TermSubstitutionTests: ConventionRenameTestCase {
    /// Coda's documents: a reference, the record and its list, under `term` (`Section`, `Page`), the record with `extra`
    /// members more.
    private func coda(_ version: String, _ term: String, extra: [String] = []) throws -> APIDocument {
        let members = (["id", "name", "browserLink", "href"] + extra).map { "      - {name: \($0), type: string}" }.joined(separator: "\n")
        let referenceName = "\(term)Reference"
        return try document(version, models: """
          - name: \(referenceName)
            properties:
              - {name: id, type: string}
              - {name: type, type: string}
              - {name: href, type: string}
              - {name: browserLink, type: string}
          - name: \(term)
            properties:
        \(members)
              - {name: parent, type: \(referenceName)}
          - name: \(term)List
            properties:
              - {name: items, type: "array<\(term)>"}
              - {name: nextPageToken, type: string}
        """, endpoints: """
          - {operationId: listContents, method: GET, path: "/docs/{docId}/contents", parameters: [{name: docId, in: path, type: string, required: true}], response: {type: \(term)List}}
          - {operationId: lookupByLink, method: GET, path: "/docs/{docId}/lookup", parameters: [{name: docId, in: path, type: string, required: true}], response: {type: \(referenceName)}}
        """)
    }

    /// `SectionReference` → `PageReference` (identical shape, a word in common) makes `section` → `page` the release's
    /// term: `Section` → `Page` though it grew, and `SectionList` → `PageList`.
    func testTheWordAModelRenameSubstitutedRenamesRelatedModels() throws {
        let old = try coda("1", "Section")
        let new = try coda("2", "Page", extra: ["contentType", "subtitle", "iconName", "imageUrl", "isHidden", "isEffectivelyHidden"])
        let found = modelRenames(old, new)
        XCTAssertTrue(found.contains("/models/SectionReference → /models/PageReference"), "\(found)")
        XCTAssertTrue(found.contains("/models/Section → /models/Page"), "\(found)")
        XCTAssertTrue(found.contains("/models/SectionList → /models/PageList"), "\(found)")
        XCTAssertTrue(evidence(old, new, of: "Section")?.contains("section → page") == true, evidence(old, new, of: "Section") ?? "not renamed")
    }

    /// From names with a number (inline schemas named after a response), with two words changed, with two substitutions
    /// of the same word, or for API grammar words, no term relates the names.
    func testNoSubstitutionWithoutARenameOrFromNumberedNames() throws {
        let old = try coda("1", "Section")
        var relations = ReleaseNameRelations(old: old, new: old)
        relations.setModelRenames(["ListSectionCountry_200_response_meta": "ListPageCountry_200_response_meta"])
        XCTAssertNil(relations.modelRenameRelating("Section", "Page"))
        relations.setModelRenames(["SectionReference": "PageReference"])
        XCTAssertNotNil(relations.modelRenameRelating("Section", "Page"))
        XCTAssertNil(relations.modelRenameRelating("SectionStyle", "PageLayout"), "one substitution, not two words changed")
        relations.setModelRenames(["SectionReference": "PageReference", "SectionStyle": "ChapterStyle"])
        XCTAssertNil(relations.modelRenameRelating("Section", "Page"), "two substitutions of the same word contradict each other")
        relations.setModelRenames(["PlansResponse": "Plans200Response"])
        XCTAssertNil(relations.modelRenameRelating("PlanList", "Plan200List"))
        relations.setModelRenames(["SectionRequest": "PageRequest"])
        XCTAssertNotNil(relations.modelRenameRelating("Section", "Page"))
        relations.setModelRenames(["ItemRequest": "ItemResponse"])
        XCTAssertNil(relations.modelRenameRelating("CreateRequest", "CreateResponse"), "API grammar words are no term")
    }
}
