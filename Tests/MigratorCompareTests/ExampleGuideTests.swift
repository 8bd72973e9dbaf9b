import Foundation
import MigratorCompare
import MigratorKit
import MigratorModel
import XCTest

/// The bundled Petstore versions: completeness, determinism, and `compare X X` being empty.
final class ExampleGuideTests: XCTestCase {
    private let versions = ["MigrationGuides/Examples/petstore-v1.yaml", "MigrationGuides/Examples/petstore-v2.yaml", "MigrationGuides/Examples/petstore-v3.yaml"]

    func testApplyingEachGuideYieldsTheNewVersion() throws {
        let documents = try versions.map(CompareTestSupport.load)
        for (oldIndex, newIndex) in [(0, 1), (1, 2), (0, 2)] {
            let guide = DocumentComparer().compare(documents[oldIndex], documents[newIndex])
            CompareTestSupport.assertApplyYieldsNew(documents[oldIndex], guide, documents[newIndex], "v\(oldIndex + 1)→v\(newIndex + 1)")
        }
    }

    func testComposedGuidesYieldTheNewestVersion() throws {
        let documents = try versions.map(CompareTestSupport.load)
        let first = DocumentComparer().compare(documents[0], documents[1])
        let second = DocumentComparer().compare(documents[1], documents[2])
        let intermediate = try GuideApplier().apply(first, to: documents[0])
        CompareTestSupport.assertApplyYieldsNew(intermediate, second, documents[2], "v1→v2→v3")
    }

    func testComparingADocumentWithItselfFindsNothing() throws {
        for path in versions {
            let document = try CompareTestSupport.load(path)
            XCTAssertEqual(DocumentComparer().compare(document, document).changes, [], path)
        }
    }

    func testComparisonIsDeterministic() throws {
        let old = try CompareTestSupport.load(versions[0])
        let new = try CompareTestSupport.load(versions[1])
        XCTAssertEqual(DocumentComparer().compare(old, new), DocumentComparer().compare(old, new))
        let ids = DocumentComparer().compare(old, new).changes.map(\.id)
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
    }
}

/// The completeness check itself can fail: without the guide's changes the documents differ.
final class CompletenessCheckTests: XCTestCase {
    func testAnIncompleteGuideDoesNotYieldTheNewVersion() throws {
        let old = try CompareTestSupport.load("MigrationGuides/Examples/petstore-v1.yaml")
        let new = try CompareTestSupport.load("MigrationGuides/Examples/petstore-v2.yaml")
        var guide = DocumentComparer().compare(old, new)
        XCTAssertNotEqual(DocumentNormalizer.normalize(old), DocumentNormalizer.normalize(new))
        for dropped in [Change.Kind.added, .removed, .renamed, .updated] {
            var partial = guide
            partial.changes.removeAll { $0.kind == dropped }
            let applied = try GuideApplier().apply(partial, to: old)
            XCTAssertNotEqual(DocumentNormalizer.normalize(applied), DocumentNormalizer.normalize(new), "without \(dropped) changes")
        }
        guide.changes.append(Change(kind: .removed, element: .model, old: "/models/Nope", new: nil, breaking: false, solvable: true))
        XCTAssertThrowsError(try GuideApplier().apply(guide, to: old)) { error in
            XCTAssertTrue("\(error)".contains("/models/Nope names no element"), "\(error)")
        }
    }
}

/// The committed example guides are what `compare` produces today.
final class CommittedGuideTests: XCTestCase {
    func testCommittedExampleGuidesAreCurrent() throws {
        let examples = "MigrationGuides/Examples"
        for (old, new) in [("v1", "v2"), ("v2", "v3")] {
            let guide = DocumentComparer().compare(
                try CompareTestSupport.load("\(examples)/petstore-\(old).yaml"), try CompareTestSupport.load("\(examples)/petstore-\(new).yaml")
            )
            try CompareTestSupport.assertMatchesReference(try GuideFormatter.encode(guide, as: .yaml), "\(examples)/petstore-\(old)-to-\(new).yaml")
        }
    }
}
