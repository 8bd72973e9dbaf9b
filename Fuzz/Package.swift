// swift-tools-version:5.9
import Foundation
import PackageDescription

/// libFuzzer targets for Migrator's input readers, kept out of the main package so `swift build` and `swift test`
/// there never need `-sanitize=fuzzer`.
///
/// Build and run with `Scripts/fuzz.sh` (it builds with `swift build -c release -Xswiftc -sanitize=fuzzer`):
/// one executable per entry point — the document loader fed native, OpenAPI and ApodiniMigrator seeds, and the guide
/// reader. `SeedExport` is a plain tool the seed script uses to turn corpus documents into native-format seeds.
let package = Package(
    name: "MigratorFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Migrator", path: ".."),
    ],
    targets: [
        // SwiftPM gives each executable a Swift `main`, so the targets start libFuzzer through `LLVMFuzzerRunDriver`.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver", .product(name: "MigratorKit", package: "Migrator")]),
        .executableTarget(name: "FuzzNativeDocument", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzOpenAPIDocument", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzApodiniDocument", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzGuide", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "SeedExport", dependencies: [.product(name: "MigratorKit", package: "Migrator")]),
    ]
)

// FuzzClientDecoding decodes with client packages generated from the corpus by `Fuzz/make-clients.py` (run by
// Scripts/fuzz.sh) into `.fuzz/clients` (git-ignored); its targets exist only once they have been generated.
let clientsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".fuzz/clients")
if FileManager.default.fileExists(atPath: clientsDirectory.appendingPathComponent("ClientDecoders/ClientDecoders.swift").path) {
    let clients = ((try? FileManager.default.contentsOfDirectory(atPath: clientsDirectory.path)) ?? [])
        .filter { $0 != "ClientDecoders" && !$0.hasPrefix(".") }
        .sorted()
    for client in clients {
        package.targets.append(.target(name: "\(client)Runtime", path: ".fuzz/clients/\(client)/Sources/\(client)Runtime"))
        package.targets.append(
            .target(name: client, dependencies: [.target(name: "\(client)Runtime")], path: ".fuzz/clients/\(client)/Sources/\(client)")
        )
    }
    package.targets.append(
        .target(
            name: "ClientDecoders",
            dependencies: clients.flatMap { [.target(name: $0), .target(name: "\($0)Runtime")] },
            path: ".fuzz/clients/ClientDecoders"
        )
    )
    package.targets.append(
        .executableTarget(
            name: "FuzzClientDecoding",
            dependencies: ["CFuzzerDriver", "ClientDecoders", .product(name: "MigratorRuntime", package: "Migrator")]
        )
    )
}
