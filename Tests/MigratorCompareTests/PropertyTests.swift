import Foundation
import MigratorCompare
import MigratorGenerator
import MigratorModel
import MigratorTestSupport
import XCTest

/// Properties over many random documents (seeded, so a failure replays): comparing a document with itself finds nothing,
/// applying compare(old, new) to old yields new, and generation is deterministic.
final class PropertyTests: XCTestCase {
    private let iterations = 300

    func testCompareWithItselfIsEmpty() {
        for seed in 0..<UInt64(iterations) {
            var documents = RandomDocuments(random: SeededGenerator(seed: seed))
            let document = documents.document()
            XCTAssertEqual(DocumentValidator(file: "random").validate(document).all, [], "seed \(seed): the generator made an invalid document")
            XCTAssertEqual(DocumentComparer().compare(document, document).changes, [], "seed \(seed)")
        }
    }

    func testApplyingTheGuideYieldsTheNewDocument() {
        var kinds: [Change.Kind: Int] = [:]
        var aspects: [Change.Aspect: Int] = [:]
        defer {
            // The property is not vacuous: the random edits produce every kind of change many times.
            for kind in Change.Kind.allCases { XCTAssertGreaterThan(kinds[kind, default: 0], 20, "too few \(kind) changes: \(kinds)") }
            for aspect in [Change.Aspect.style, .explode, .location, .servers, .allowReserved, .mediaType, .responseMediaType, .responseAlternatives, .alternatives] {
                XCTAssertGreaterThan(aspects[aspect, default: 0], 10, "too few \(aspect) updates: \(aspects)")
            }
        }
        for seed in 0..<UInt64(iterations) {
            var documents = RandomDocuments(random: SeededGenerator(seed: seed))
            let old = documents.document()
            let new = documents.edited(old)
            let guide = DocumentComparer().compare(old, new)
            for change in guide.changes {
                kinds[change.kind, default: 0] += 1
                if let aspect = change.aspect { aspects[aspect, default: 0] += 1 }
            }
            CompareTestSupport.assertApplyYieldsNew(old, guide, new, "seed \(seed)")
            XCTAssertEqual(DocumentComparer().compare(old, new), guide, "seed \(seed): compare is deterministic")
        }
    }

    func testGenerationIsDeterministic() throws {
        for seed in 0..<UInt64(iterations / 3) {
            var documents = RandomDocuments(random: SeededGenerator(seed: seed))
            let document = documents.document()
            let generator = ClientPackageGenerator(options: GeneratorOptions(packageName: "Random"))
            XCTAssertEqual(try generator.generate(document), try generator.generate(document), "seed \(seed)")
        }
    }
}
