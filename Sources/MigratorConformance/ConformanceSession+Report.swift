import Foundation

extension ConformanceSession {
    /// The results so far, with the session's timings.
    public var report: ConformanceReport {
        lock.lock()
        defer { lock.unlock() }
        return ConformanceReport(endpoints: results, timings: currentTimings)
    }

    /// The session's own time so far; `elapsed` runs from the session's creation to now.
    public var currentTimings: ConformanceTimings {
        timingLock.lock()
        defer { timingLock.unlock() }
        var result = timings
        result.elapsed = Double(DispatchTime.now().uptimeNanoseconds - created) / 1e9
        return result
    }

    /// Runs `body` and adds its wall-clock time to `bucket` of the session's timings.
    func measure<T>(_ bucket: WritableKeyPath<ConformanceTimings, Double>, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            timingLock.lock()
            timings[keyPath: bucket] += seconds
            timingLock.unlock()
        }
        return try body()
    }

    /// Adds `result` to the encoded results and rewrites the report file: `{"endpoints":[…],"timings":{…}}` (sorted
    /// keys), which decodes as a ``ConformanceReport``. Called with `lock` held.
    func writeReport(adding result: ConformanceEndpointResult, to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encodedResults.append((try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
        let timings = (try? encoder.encode(currentTimings)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let text = "{\"endpoints\":[\n" + encodedResults.joined(separator: ",\n") + "\n],\"timings\":" + timings + "}\n"
        Self.replaceFile(at: path, with: Data(text.utf8))
    }

    /// Appends the pending record lines to the record file (truncating it first in this run). Called with `lock` held.
    func appendRecords(to path: String) {
        let url = URL(fileURLWithPath: path)
        if !recordStarted {
            recordStarted = true
            try? Data(pendingRecordLines.utf8).write(to: url, options: .atomic)
        } else if !pendingRecordLines.isEmpty, let handle = try? FileHandle(forWritingTo: url) {
            handle.seekToEndOfFile()
            handle.write(Data(pendingRecordLines.utf8))
            handle.closeFile()
        }
        pendingRecordLines = ""
    }

    /// Writes `data` beside `path` and renames it over `path` (readers see the old or the new file, never a part),
    /// with plain POSIX calls: Foundation's `Data.write` flushes to disk, which costs milliseconds per endpoint.
    static func replaceFile(at path: String, with data: Data) {
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let complete = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
        close(descriptor)
        if complete { _ = rename(temporary, path) }
    }
}
