@testable import MigratorGenerator
import Foundation
import XCTest

/// ``FilePacking``: small kinds stay one file per element, large ones are packed by weight in name order.
final class FilePackingTests: XCTestCase {
    /// A file holding one struct named `name`.
    private func item(_ name: String, weight: Int = 1) -> FilePacking.Item {
        let file = FileDescription(headerComment: ["header"], imports: [ImportDescription("Foundation")], declarations: [
            .struct(TypeDescription(name: name)),
        ])
        return FilePacking.Item(stem: name, weight: weight) { file }
    }

    func testUpToTheThresholdEveryElementKeepsItsFile() {
        let items = (0..<FilePacking.threshold).map { item("M\($0)") }
        let files = FilePacking.pack(items, prefix: "P+")
        XCTAssertEqual(files.map(\.fileName), items.map { "P+\($0.stem).swift" }, "document order and names unchanged")
    }

    func testLargeKindsArePackedInNameOrderByWeight() {
        let items = (0..<100).reversed().map { item(String(format: "M%03d", $0)) }
        let files = FilePacking.pack(items)
        XCTAssertEqual(files.map(\.fileName), ["M000-M031.swift", "M032-M063.swift", "M064-M095.swift", "M096-M099.swift"])
        XCTAssertEqual(files[0].file.declarations.count, 32)
        XCTAssertEqual(files[0].file.imports.count, 1, "imports appear once")
        XCTAssertEqual(files[0].file.headerComment, ["header"])
        XCTAssertEqual(files.map(\.file.declarations.count).reduce(0, +), 100, "every declaration is kept once")
    }

    func testHeavyItemsGetFilesOfTheirOwn() {
        let items = (0..<65).map { item(String(format: "G%02d", $0), weight: $0 == 0 ? 40 : 1) }
        let files = FilePacking.pack(items, prefix: "Client+")
        XCTAssertEqual(files.first?.fileName, "Client+G00.swift", "a group of 40 endpoints fills a file alone")
        XCTAssertEqual(files[1].fileName, "Client+G01-G32.swift")
    }
}
