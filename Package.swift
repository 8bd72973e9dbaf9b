// swift-tools-version:5.9
import PackageDescription

/// Migrator: generate, compare and migrate Swift clients of evolving web APIs.
///
/// The pipeline is one target per stage, each importing only the stages before it: `MigratorModel` (the API document
/// model), `MigratorLoader` (any input format → model), `MigratorCompare` (documents → guide), `MigratorNaming` (Swift
/// names and the runtime names generated code uses), `MigratorMigration` (model + guides → migration plan),
/// `MigratorGenerator` (model [+ plan] → structured Swift → text), `MigratorKit` (operations the CLI calls, atomic
/// writing), and the thin `migrator` executable.
/// `MigratorRuntime` is the support code every generated package vendors; it is compiled and tested here
/// and embedded into the generator as `EmbeddedResources.swift` (a test fails when the copy drifts).
/// `MigratorConformance` (request validation and value synthesis against a native document, Foundation only) is
/// vendored the same way into the conformance test target that `migrator verify` generates.
let package = Package(
    name: "Migrator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "migrator", targets: ["migrator"]),
        .library(name: "MigratorKit", targets: ["MigratorKit"]),
        .library(name: "MigratorRuntime", targets: ["MigratorRuntime"]),
        .plugin(name: "MigratorPlugin", targets: ["MigratorPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "MigratorRuntime"),
        .target(name: "MigratorConformance"),
        .target(name: "MigratorModel", dependencies: ["MigratorRuntime"]),
        .target(
            name: "MigratorLoader",
            dependencies: ["MigratorModel", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "MigratorCompare", dependencies: ["MigratorModel"]),
        .target(name: "MigratorNaming", dependencies: ["MigratorModel"]),
        .target(name: "MigratorMigration", dependencies: ["MigratorModel", "MigratorCompare", "MigratorNaming"]),
        .target(name: "MigratorGenerator", dependencies: ["MigratorModel", "MigratorNaming", "MigratorMigration"]),
        .target(
            name: "MigratorKit",
            dependencies: [
                "MigratorModel", "MigratorLoader", "MigratorGenerator", "MigratorCompare", "MigratorMigration",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "migrator",
            dependencies: ["MigratorKit", "MigratorMigration", "MigratorGenerator", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "MigratorPlugin",
            capability: .command(
                intent: .custom(verb: "migrator", description: "Generate, compare and migrate Swift API clients with migrator."),
                permissions: [.writeToPackageDirectory(reason: "migrator writes the generated client package and guides.")]
            ),
            dependencies: ["migrator"]
        ),
        .testTarget(name: "MigratorRuntimeTests", dependencies: ["MigratorRuntime"]),
        .testTarget(name: "MigratorLoaderTests", dependencies: ["MigratorLoader", "MigratorModel"]),
        .testTarget(
            name: "MigratorGeneratorTests",
            dependencies: ["MigratorGenerator", "MigratorNaming", "MigratorLoader", "MigratorModel", "MigratorTestSupport"],
            exclude: ["Fixtures", "References"]
        ),
        .testTarget(
            name: "MigratorCompareTests",
            dependencies: ["MigratorCompare", "MigratorLoader", "MigratorModel", "MigratorKit", "MigratorGenerator", "MigratorTestSupport"],
            exclude: ["Fixtures", "References"]
        ),
        .testTarget(name: "MigratorKitTests", dependencies: ["MigratorKit"]),
        .target(name: "MigratorTestSupport", dependencies: ["MigratorModel"], path: "Tests/MigratorTestSupport"),
        .testTarget(name: "MigratorConformanceTests", dependencies: ["MigratorConformance"], exclude: ["Fixtures"]),
        .testTarget(
            name: "MigratorIntegrationTests",
            dependencies: ["MigratorKit", "MigratorMigration", "MigratorCompare", "MigratorGenerator", "MigratorNaming", "MigratorLoader", "MigratorModel", "MigratorTestSupport", "migrator"],
            exclude: ["References", "Fixtures"]
        ),
    ]
)
