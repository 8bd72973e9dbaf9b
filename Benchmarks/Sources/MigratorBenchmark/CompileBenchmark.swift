import Foundation

/// Compile time of generated code: a clean debug `swift build` of the package Migrator generates, beside a
/// package built from swift-openapi-generator's output for the same spec (types + client) with its runtime
/// (apple/swift-openapi-runtime) and URLSession transport (apple/swift-openapi-urlsession).
///
/// "Clean" means a new scratch path for every repetition. For the peer, dependency sources are resolved once,
/// untimed (checkouts are kept), and everything built is deleted before every repetition, so the time includes
/// compiling the runtime and transport, as a user's first build does. A separate row builds the peer package with
/// an empty module to show how much of that is the dependencies alone.
struct CompileBenchmark {
    /// Runs and repeats commands (its output folder per label is the clean scratch path).
    let runner: CommandRunner
    /// Repetitions of each build.
    let repetitions: Int
    /// The `migrator` binary.
    let migrator: URL?
    /// The peer's CLI.
    let peer: URL?

    /// The compile row of `input`: Migrator's package build time, with the peer's in the peer column.
    func row(for input: BenchInput) -> ResultRow {
        var row = ResultRow(series: input.series, input: input.newLabel ?? input.label, scale: input.scale, command: "compile",
                            inputBytes: Files.size(input.new))
        var notes: [String] = []
        if let migrator {
            let generated = runner.work.appendingPathComponent(Suite.label(input, "compile-source"))
            let package = generated.appendingPathComponent(Suite.packageName)
            let summary = runner.run(label: Suite.label(input, "compile-generate"), times: 1) { _ in
                Suite.arguments("generate", migrator: migrator, input: input, output: generated)
            }
            if let failure = summary.failure {
                row.status = "skipped"
                notes.append("migrator generate failed: \(failure)")
            } else {
                let lines = Files.countLines(below: package, extensions: ["swift"])
                notes.append("Migrator \(InputFactory.grouped(lines.lines)) lines/\(lines.files) files")
                row.fill(from: runner.run(label: Suite.label(input, "compile-migrator"), times: repetitions) { scratch in
                    ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path]
                })
            }
        } else {
            row.status = "skipped"
            notes.append("no migrator binary")
        }
        if input.isOpenAPI, let peer {
            let package = runner.work.appendingPathComponent(Suite.label(input, "compile-peer-package"))
            let sources = package.appendingPathComponent("Sources/PeerClient")
            Files.remove(package)
            let generated = runner.run(label: Suite.label(input, "compile-peer-generate"), times: 1) { _ in
                Suite.peerArguments(peer, document: input.new, output: sources)
            }
            if let failure = generated.failure {
                row.peerMessage = "peer generate failed: \(failure)"
            } else {
                let lines = Files.countLines(below: sources, extensions: ["swift"])
                notes.append("peer \(InputFactory.grouped(lines.lines)) lines")
                let summary = peerBuild(package: package, label: Suite.label(input, "compile-peer"))
                row.peerSeconds = summary.medianSeconds
                row.peerPeakRSSKB = summary.medianRSSKB
                row.peerMessage = summary.failure
            }
        }
        row.message = ([row.message].compactMap { $0 } + notes).joined(separator: "; ")
        Suite.printProgress(row)
        return row
    }

    /// The peer package with an empty module: what building the runtime and transport alone costs.
    func peerDependenciesRow() -> ResultRow {
        var row = ResultRow(series: .baseline, input: "peer runtime + transport only", scale: nil, command: "compile", inputBytes: 0)
        let package = runner.work.appendingPathComponent("compile-peer-dependencies-package")
        Files.remove(package)
        do {
            try Files.makeDirectory(package.appendingPathComponent("Sources/PeerClient"))
            try Data("import OpenAPIRuntime\nimport OpenAPIURLSession\n".utf8)
                .write(to: package.appendingPathComponent("Sources/PeerClient/Empty.swift"))
        } catch {
            row.status = "error"
            row.message = "\(error)"
            return row
        }
        let summary = peerBuild(package: package, label: "compile-peer-dependencies")
        row.peerSeconds = summary.medianSeconds
        row.peerPeakRSSKB = summary.medianRSSKB
        row.peerMessage = summary.failure
        row.message = "the peer column is a clean build of the peer's dependencies with an empty module"
        Suite.printProgress(row)
        return row
    }

    /// Writes the peer package's manifest, resolves it once, then times clean debug builds keeping only the
    /// resolved checkouts between repetitions.
    private func peerBuild(package: URL, label: String) -> CommandRunner.Summary {
        let manifest = """
            // swift-tools-version:5.9
            // Written by migrator-benchmark: swift-openapi-generator's output with its runtime and URLSession transport.
            import PackageDescription

            let package = Package(
                name: "PeerClient",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [
                    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "\(PeerVersions.runtime)"),
                    .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "\(PeerVersions.urlSession)"),
                ],
                targets: [
                    .target(name: "PeerClient", dependencies: [
                        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                    ]),
                ]
            )

            """
        let scratch = package.appendingPathComponent(".build-peer")
        do {
            try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        } catch {
            return CommandRunner.Summary(failure: "cannot write the peer package: \(error.localizedDescription)")
        }
        let resolved = runner.run(label: label + "-resolve", times: 1) { _ in
            ["swift", "package", "resolve", "--package-path", package.path, "--scratch-path", scratch.path]
        }
        if let failure = resolved.failure { return CommandRunner.Summary(failure: "resolving the peer runtime failed: \(failure)") }
        return runner.run(label: label, times: repetitions) { _ in
            Self.removeBuildProducts(in: scratch)
            return ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path]
        }
    }

    /// Deletes everything in a scratch path except the resolved sources.
    private static func removeBuildProducts(in scratch: URL) {
        let kept: Set<String> = ["checkouts", "repositories", "artifacts", "workspace-state.json"]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        for entry in entries where !kept.contains(entry) {
            Files.remove(scratch.appendingPathComponent(entry))
        }
    }
}
