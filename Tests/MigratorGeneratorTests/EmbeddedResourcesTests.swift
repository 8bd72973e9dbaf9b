import Foundation
import MigratorGenerator
import XCTest

/// The generator carries a committed copy of `Sources/MigratorRuntime`, `Sources/MigratorConformance` and `Templates/`;
/// this fails when it drifts.
final class EmbeddedResourcesTests: XCTestCase {
    func testEmbeddedCopyMatchesRuntimeAndTemplates() throws {
        let root = GeneratorTestSupport.repositoryRoot
        func files(in relative: String) throws -> [EmbeddedFile] {
            let directory = root.appendingPathComponent(relative)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted().map { name in
                EmbeddedFile(name: name, contents: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
        }
        let rendered = EmbeddedResourcesRenderer.render(
            runtimeFiles: try files(in: "Sources/MigratorRuntime"), templates: try files(in: "Templates"),
            conformanceFiles: try files(in: "Sources/MigratorConformance")
        )
        try GeneratorTestSupport.assertMatchesReference(rendered, "Sources/MigratorGenerator/Resources/EmbeddedResources.swift")
    }

    func testRendererPicksDelimitersThatDoNotOccurInTheContent() {
        let tricky = EmbeddedFile(name: "T.swift", contents: "let a = #\"\"\"\nx\n\"\"\"#\nlet b = \"\\#(1)\"\n")
        let rendered = EmbeddedResourcesRenderer.render(runtimeFiles: [tricky], templates: [])
        XCTAssertTrue(rendered.contains("contents: ##\"\"\""), rendered)
        XCTAssertTrue(rendered.contains("\"\"\"##),"), rendered)
    }
}
