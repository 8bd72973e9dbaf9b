// swift-tools-version:5.9
import PackageDescription

/// The Migrator performance benchmark, in its own package so that the main package never resolves or builds
/// the peers it is measured against (swift-openapi-generator and its runtime are built on demand, each in a
/// scratch path of its own).
///
/// Run from the repository root:
/// `swift run -c release --package-path Benchmarks migrator-benchmark [--quick] [--output results.json]`.
/// See `docs/performance.md` for what each row means and the latest results.
let package = Package(
    name: "MigratorBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "migrator-benchmark", targets: ["MigratorBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "MigratorBenchmark",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
