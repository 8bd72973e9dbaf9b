#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file with `open`/`write`/`close` and nothing else.
///
/// Foundation's `Data.write(to:)` on Linux `fsync`s every file, even without `.atomic`: for a package of 1,500 files
/// that was most of `generate`'s wall time (a few ms per file on a shared disk; see docs/performance.md). Packages are
/// staged in a temporary directory and moved into place as a whole, so a per-file sync adds no safety.
enum PlainFileWriter {
    /// An I/O failure: the system's message for `errno`.
    struct Failure: Error, CustomStringConvertible {
        /// The file.
        var path: String
        /// What failed, with the system's reason.
        var description: String
    }

    /// Creates (or truncates) the file at `path` with mode 0644 and writes `contents` as UTF-8.
    static func write(_ contents: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", path) }
        var contents = contents
        let result: Result<Void, Failure> = contents.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .failure(failure("cannot write", path))
                }
                offset += written
            }
            return .success(())
        }
        let closed = close(descriptor)
        try result.get()
        guard closed == 0 else { throw failure("cannot close", path) }
    }

    /// A failure with the current `errno`'s message.
    private static func failure(_ what: String, _ path: String) -> Failure {
        Failure(path: path, description: "\(what) \(path): \(String(cString: strerror(errno)))")
    }
}

/// The C library's `write`, named apart from Swift's `write` functions.
private enum Glue {
    /// `write(2)`.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        return Musl.write(descriptor, bytes, count)
        #else
        return Glibc.write(descriptor, bytes, count)
        #endif
    }
}
