import Foundation
import MigratorGenerator
import MigratorKit
import XCTest

final class PackageWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("migrator-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func package(_ version: String) -> GeneratedPackage {
        GeneratedPackage(name: "Shop", files: [
            GeneratedFile(path: "Package.swift", contents: "// manifest \(version)\n"),
            GeneratedFile(path: "Sources/Shop/Client.swift", contents: "// client \(version)\n"),
        ])
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("Shop/\(relative)"), encoding: .utf8)
    }

    private func siblings() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testWritesFilesAndMarkerAndLeavesNoStaging() throws {
        try PackageWriter().write(package("1"), into: directory, force: false)
        XCTAssertEqual(try read("Sources/Shop/Client.swift"), "// client 1\n")
        XCTAssertTrue(try read(PackageWriter.markerFileName).contains("Sources/Shop/Client.swift"))
        XCTAssertEqual(try siblings(), ["Shop"])
    }

    func testRegeneratesItsOwnPackageRemovingStaleFilesAndKeepingBuildFolder() throws {
        let writer = PackageWriter()
        var first = package("1")
        first.files.append(GeneratedFile(path: "Sources/Shop/Models/Old.swift", contents: "// old\n"))
        try writer.write(first, into: directory, force: false)
        let build = directory.appendingPathComponent("Shop/.build/cache")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try writer.write(package("2"), into: directory, force: false)
        XCTAssertEqual(try read("Package.swift"), "// manifest 2\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Shop/Sources/Shop/Models/Old.swift").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: build.path), "the build folder is carried over")
        XCTAssertEqual(try siblings(), ["Shop"])
    }

    func testRefusesToClobberForeignFilesWithoutForce() throws {
        let writer = PackageWriter()
        try writer.write(package("1"), into: directory, force: false)
        let mine = directory.appendingPathComponent("Shop/Sources/Shop/Mine.swift")
        try Data("// user code\n".utf8).write(to: mine)
        XCTAssertThrowsError(try writer.write(package("2"), into: directory, force: false)) { error in
            guard case let WriteError.foreignFiles(_, files) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(files, ["Sources/Shop/Mine.swift"])
        }
        XCTAssertEqual(try read("Package.swift"), "// manifest 1\n", "nothing changed")
        XCTAssertEqual(try siblings(), ["Shop"], "no staging directory left behind")
        try writer.write(package("2"), into: directory, force: true)
        XCTAssertEqual(try read("Package.swift"), "// manifest 2\n")
    }

    func testRefusesADirectoryMigratorDidNotCreate() throws {
        let foreign = directory.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try PackageWriter().write(package("1"), into: directory, force: false))
        XCTAssertEqual(try String(contentsOf: foreign.appendingPathComponent("notes.txt"), encoding: .utf8), "hello\n")
    }

    func testDifferencesListMissingChangedAndStaleFiles() throws {
        let writer = PackageWriter()
        XCTAssertEqual(try writer.differences(package("1"), in: directory).first, "+ .migrator-generated")
        try writer.write(package("1"), into: directory, force: false)
        XCTAssertEqual(try writer.differences(package("1"), in: directory), [])
        var changed = package("1")
        changed.files[1].contents = "// edited\n"
        changed.files.removeFirst()
        changed.files.append(GeneratedFile(path: "README.md", contents: "# Shop\n"))
        let differences = try writer.differences(changed, in: directory)
        XCTAssertEqual(differences, ["~ .migrator-generated", "+ README.md", "~ Sources/Shop/Client.swift", "- Package.swift"])
    }
}
