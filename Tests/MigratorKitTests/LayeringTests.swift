import Foundation
import XCTest

/// The stages depend one way, as the README's layout table reads (load → compare → plan a migration → translate →
/// render → write): each target's files import only the stages before it.
final class LayeringTests: XCTestCase {
    /// What each library target may import besides Foundation.
    private let allowed: [String: Set<String>] = [
        "MigratorRuntime": [],
        "MigratorConformance": [],
        "MigratorModel": ["MigratorRuntime"],
        "MigratorLoader": ["MigratorModel", "MigratorRuntime", "Yams"],
        "MigratorCompare": ["MigratorModel", "MigratorRuntime"],
        "MigratorNaming": ["MigratorModel"],
        "MigratorMigration": ["MigratorModel", "MigratorRuntime", "MigratorCompare", "MigratorNaming"],
        "MigratorGenerator": ["MigratorModel", "MigratorRuntime", "MigratorNaming", "MigratorMigration"],
    ]

    /// The repository root.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEachStageImportsOnlyTheStagesBeforeIt() throws {
        var violations: [String] = []
        for (target, permitted) in allowed.sorted(by: { $0.key < $1.key }) {
            let directory = root.appendingPathComponent("Sources/\(target)")
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            var files = 0
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                files += 1
                for module in try leadingImports(of: url) where !["Foundation", "FoundationNetworking", "Glibc", "Darwin"].contains(module) {
                    if !permitted.contains(module) { violations.append("\(target)/\(url.lastPathComponent) imports \(module)") }
                }
            }
            XCTAssertGreaterThan(files, 0, "no sources found for \(target)")
        }
        XCTAssertEqual(violations, [], "a stage imports a later stage")
    }

    /// The modules a file imports in its leading import block (templates inside string literals are not imports).
    private func leadingImports(of url: URL) throws -> [String] {
        var modules: [String] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("#if") || text.hasPrefix("#endif") || text.hasPrefix("#else") { continue }
            let words = text.split(separator: " ")
            guard words.first == "import" || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import") else { break }
            if let module = words.last { modules.append(String(module)) }
        }
        return modules
    }
}
