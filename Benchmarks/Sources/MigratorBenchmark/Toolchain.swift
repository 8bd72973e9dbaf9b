import Foundation

/// The pinned versions of the peer packages. They resolve offline on the project's machines.
enum PeerVersions {
    /// apple/swift-openapi-generator, whose `swift-openapi-generator` CLI is the generation peer.
    static let generator = "1.14.3"
    /// apple/swift-openapi-runtime, which the peer's generated code imports.
    static let runtime = "1.13.4"
    /// apple/swift-openapi-urlsession, the peer's URLSession transport.
    static let urlSession = "1.4.0"
}

/// Builds or locates the executables the benchmark runs: Migrator's release `migrator` binary and, optionally,
/// swift-openapi-generator's CLI. Each build has a scratch path of its own under the benchmark's scratch root,
/// so nothing touches the main package's `.build/`.
struct Toolchain {
    /// The Migrator repository (the parent of `Benchmarks/`).
    let repoRoot: URL
    /// The benchmark's git-ignored work folder (default `<repo>/.build-bench`).
    let scratchRoot: URL
    /// Where build logs go.
    let logs: URL
    /// Seconds a build may take.
    let timeout: Double

    /// The release `migrator` binary: `override` if given, else built with
    /// `swift build -c release --package-path <repo> --scratch-path <scratch>/migrator --product migrator`.
    ///
    /// - Returns: the binary, or why there is none.
    /// With `ref`, the committed tree of that git revision is exported (`git archive`) to
    /// `<scratch>/source-<ref>` and built there instead of the working tree — for a run while the working tree is
    /// mid-edit, or for before/after numbers (`--migrator-ref HEAD~1`).
    func migrator(override: String?, ref: String?) -> Result<URL, BenchmarkSkip> {
        if let override { return existingExecutable(override, name: "migrator") }
        guard let ref else {
            return build(package: repoRoot, scratch: scratchRoot.appendingPathComponent("migrator"), product: "migrator", label: "build-migrator")
        }
        let safe = String(ref.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let source = scratchRoot.appendingPathComponent("source-\(safe)")
        let label = "export-\(safe)"
        do {
            let archive = try ChildProcess.run(["git", "-C", repoRoot.path, "archive", "--format=tar", ref], label: label, logs: logs, timeout: 300)
            guard archive.succeeded else {
                return .failure(BenchmarkSkip("git archive \(ref) failed: \(ChildProcess.firstErrorLine(label: label, logs: logs))"))
            }
            Files.remove(source)
            try Files.makeDirectory(source)
            let tarball = logs.appendingPathComponent("\(label).out").path
            let extracted = try ChildProcess.run(["tar", "-xf", tarball, "-C", source.path], label: label + "-tar", logs: logs, timeout: 300)
            guard extracted.succeeded else { return .failure(BenchmarkSkip("cannot extract \(ref) into \(source.path)")) }
        } catch {
            return .failure(BenchmarkSkip("cannot export \(ref): \(error)"))
        }
        return build(package: source, scratch: scratchRoot.appendingPathComponent("migrator-\(safe)"), product: "migrator", label: "build-migrator-\(safe)")
    }

    /// swift-openapi-generator's CLI: `override` if given, else the `swift-openapi-generator` product of a
    /// wrapper package depending on apple/swift-openapi-generator at ``PeerVersions/generator``, built in release.
    ///
    /// - Returns: the binary, or why there is none (the peer rows are then skipped).
    func peerGenerator(override: String?) -> Result<URL, BenchmarkSkip> {
        if let override { return existingExecutable(override, name: "swift-openapi-generator") }
        let wrapper = scratchRoot.appendingPathComponent("peer-generator")
        let manifest = """
            // swift-tools-version:5.9
            // Written by migrator-benchmark: builds swift-openapi-generator's CLI for the peer rows.
            import PackageDescription

            let package = Package(
                name: "PeerGenerator",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-openapi-generator", exact: "\(PeerVersions.generator)"),
                ],
                targets: [.target(name: "Placeholder", path: "Placeholder")]
            )

            """
        do {
            try FileManager.default.createDirectory(at: wrapper.appendingPathComponent("Placeholder"), withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: wrapper.appendingPathComponent("Package.swift"))
            try Data("// Intentionally empty.\n".utf8).write(to: wrapper.appendingPathComponent("Placeholder/Placeholder.swift"))
        } catch {
            return .failure(BenchmarkSkip("cannot write the peer wrapper package: \(error.localizedDescription)"))
        }
        return build(package: wrapper, scratch: wrapper.appendingPathComponent(".build"), product: "swift-openapi-generator", label: "build-peer-generator")
    }

    /// What the measured `migrator` was built from: the short commit of `ref` (or of `HEAD`, plus "with working
    /// tree changes" when the working tree was built and differs), or "given binary".
    func migratorSource(override: String?, ref: String?) -> String {
        if let override { return "given binary \(override)" }
        let label = "rev-parse"
        guard let run = try? ChildProcess.run(["git", "-C", repoRoot.path, "rev-parse", "--short", ref ?? "HEAD"], label: label, logs: logs, timeout: 60),
              run.succeeded else { return "unknown" }
        let commit = ChildProcess.output(label: label, logs: logs).trimmingCharacters(in: .whitespacesAndNewlines)
        guard ref == nil else { return "commit \(commit) (\(ref ?? ""))" }
        let dirty = (try? ChildProcess.run(["git", "-C", repoRoot.path, "diff", "--quiet", "HEAD", "--", "Sources", "Package.swift"],
                                           label: "diff", logs: logs, timeout: 60))?.exitCode != 0
        return "commit \(commit)" + (dirty ? " with working tree changes" : "")
    }

    /// The first line of `swift --version`.
    func swiftVersion() -> String {
        let label = "swift-version"
        guard let run = try? ChildProcess.run(["swift", "--version"], label: label, logs: logs, timeout: 60), run.succeeded else {
            return "unknown"
        }
        let text = ChildProcess.output(label: label, logs: logs) + ChildProcess.firstErrorLine(label: label, logs: logs)
        return text.split(separator: "\n").first.map(String.init) ?? "unknown"
    }

    /// Builds `product` of the package at `package` in release and returns the binary.
    private func build(package: URL, scratch: URL, product: String, label: String) -> Result<URL, BenchmarkSkip> {
        let common = ["swift", "build", "-c", "release", "--package-path", package.path, "--scratch-path", scratch.path]
        print("Building \(product) (release) in \(scratch.path) …")
        fflush(stdout)
        do {
            let run = try ChildProcess.run(common + ["--product", product], label: label, logs: logs, timeout: timeout)
            guard run.succeeded else {
                let reason = run.timedOut ? "timed out after \(Int(timeout)) s" : ChildProcess.firstErrorLine(label: label, logs: logs)
                return .failure(BenchmarkSkip("building \(product) failed: \(reason) (log: \(logs.path)/\(label).err)"))
            }
            print(String(format: "  built in %.1f s", run.wallSeconds))
            let pathLabel = label + "-bin-path"
            let shown = try ChildProcess.run(common + ["--show-bin-path"], label: pathLabel, logs: logs, timeout: 300)
            let binPath = ChildProcess.output(label: pathLabel, logs: logs).trimmingCharacters(in: .whitespacesAndNewlines)
            guard shown.succeeded, !binPath.isEmpty else {
                return .failure(BenchmarkSkip("cannot find the bin path of \(product)"))
            }
            return existingExecutable(URL(fileURLWithPath: binPath).appendingPathComponent(product).path, name: product)
        } catch {
            return .failure(BenchmarkSkip("cannot run swift build for \(product): \(error)"))
        }
    }

    /// `path` as an executable, or why it is not one.
    private func existingExecutable(_ path: String, name: String) -> Result<URL, BenchmarkSkip> {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            return .failure(BenchmarkSkip("\(name) is not an executable file at \(url.path)"))
        }
        return .success(url)
    }
}

/// Why a measurement or a peer was skipped; printed and recorded instead of a number.
struct BenchmarkSkip: Error, CustomStringConvertible {
    /// The reason, one line.
    var description: String

    /// Creates a skip with `reason`.
    init(_ reason: String) { description = reason }
}

/// File-system helpers shared by the benchmark's stages.
enum Files {
    /// Removes `url` if it exists (errors ignored: a missing folder is the goal).
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// Creates `url` and its parents.
    static func makeDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The size of the file at `url` in bytes (0 when it cannot be read).
    static func size(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// Every regular file below `url` with one of `extensions`, and the total of their lines.
    static func countLines(below url: URL, extensions: Set<String>) -> (files: Int, lines: Int) {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return (0, 0) }
        var files = 0, lines = 0
        for case let file as URL in enumerator where extensions.contains(file.pathExtension) {
            guard !file.path.contains("/.build") else { continue }
            files += 1
            if let data = try? Data(contentsOf: file) { lines += data.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
        }
        return (files, lines)
    }
}
