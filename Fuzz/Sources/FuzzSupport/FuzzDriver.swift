import CFuzzerDriver
import Foundation

/// Starts libFuzzer from a Swift `main`.
///
/// SwiftPM gives every executable a Swift entry point, so libFuzzer's own `main` is never linked; instead each
/// target's `@main` calls ``run(_:)``, which hands the command line to `LLVMFuzzerRunDriver`. Every libFuzzer flag
/// works as usual (`-runs=N`, `-max_len=N`, `-dict=FILE`, corpus directories).
public enum FuzzDriver {
    /// The function under test; set once, before libFuzzer starts.
    private static var body: ((Data) -> Void)?

    /// Runs libFuzzer with the process's arguments, calling `body` with every input, and exits with its status.
    public static func run(_ body: @escaping (Data) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            FuzzDriver.body?(data)
            return 0
        }
        exit(status)
    }
}
