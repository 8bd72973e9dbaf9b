import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of a child process cost.
///
/// Measured with `wait4` on the command's own process id (by the helper described at ``ChildProcess``), so the
/// wall time, CPU time and peak resident set size belong to that run alone (and to the descendants it waited for,
/// such as the compilers of `swift build`) — unlike `getrusage(RUSAGE_CHILDREN)`, whose `ru_maxrss` is the maximum
/// over every child reaped so far.
struct ProcessMeasurement: Codable, Sendable {
    /// Wall-clock seconds from spawn to reaping.
    var wallSeconds: Double
    /// User plus system CPU seconds.
    var cpuSeconds: Double
    /// Peak resident set size in KiB (`ru_maxrss`, which Linux reports in KiB).
    var maxRSSKB: Int
    /// The exit code, or -1 when the process was ended by a signal.
    var exitCode: Int32
    /// Whether the run was killed because it exceeded its time limit.
    var timedOut: Bool

    /// Whether the run exited 0 within its time limit.
    var succeeded: Bool { exitCode == 0 && !timedOut }
}

/// A run that could not be started at all.
struct SpawnError: Error, CustomStringConvertible {
    /// What failed.
    var description: String
}

/// Ends a running process group once its time limit has passed, unless the run finished first.
private final class KillSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private let pid: pid_t
    private var finished = false
    private(set) var fired = false

    init(pid: pid_t) { self.pid = pid }

    /// Kills the process group (the child was made its leader) if the run is still going.
    func fire() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        fired = true
        kill(-pid, SIGKILL)
    }

    /// Marks the run as reaped, so a late `fire` never signals a reused process id.
    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }

    /// Whether the time limit ended the run.
    var didFire: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }
}

/// Runs commands with `posix_spawnp` and `wait4`: standard input from `/dev/null`, standard output and error to
/// log files, in a process group of their own so a time limit ends every process a run started.
///
/// Each command is started by a small helper — this executable re-run as `migrator-benchmark __measure FILE CMD…`
/// — which spawns the command, reaps it with `wait4` and writes its ``ProcessMeasurement`` to FILE. The helper is
/// needed because Linux charges a child, at `exec`, the resident pages of the process it was forked from: spawned
/// directly from the benchmark (hundreds of MB once the large inputs are in memory), every command would report
/// the benchmark's own peak RSS. The helper is a fresh, small process, far below any measured command.
enum ChildProcess {
    /// The helper's first argument.
    static let helperVerb = "__measure"

    /// Runs `arguments` (the first is looked up on `PATH`) through the helper, writing `<label>.out` and
    /// `<label>.err` into `logs`.
    ///
    /// - Parameter timeout: seconds after which the process group is killed (the run reports `timedOut`).
    /// - Throws: ``SpawnError`` when the helper cannot be started or reports nothing.
    static func run(_ arguments: [String], label: String, logs: URL, timeout: Double) throws -> ProcessMeasurement {
        guard !arguments.isEmpty else { throw SpawnError(description: "empty command") }
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let resultFile = logs.appendingPathComponent("\(label).measure.json")
        try? FileManager.default.removeItem(at: resultFile)
        let helper = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let redirects = [
            (Int32(0), "/dev/null", O_RDONLY),
            (Int32(1), logs.appendingPathComponent("\(label).out").path, O_WRONLY | O_CREAT | O_TRUNC),
            (Int32(2), logs.appendingPathComponent("\(label).err").path, O_WRONLY | O_CREAT | O_TRUNC),
        ]
        let pid = try spawn([helper, helperVerb, resultFile.path] + arguments, redirects: redirects, newGroup: true)
        let killSwitch = KillSwitch(pid: pid)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { killSwitch.fire() }
        _ = reap(pid)
        killSwitch.finish()
        if killSwitch.didFire {
            return ProcessMeasurement(wallSeconds: timeout, cpuSeconds: 0, maxRSSKB: 0, exitCode: -1, timedOut: true)
        }
        guard let data = try? Data(contentsOf: resultFile), let measured = try? JSONDecoder().decode(ProcessMeasurement.self, from: data) else {
            throw SpawnError(description: "the measuring helper reported nothing for \(arguments[0])")
        }
        return measured
    }

    /// The helper: runs `arguments[1...]` with the inherited standard streams and process group, reaps it with
    /// `wait4`, writes its measurement as JSON to `arguments[0]`, and exits 0 (1 when it cannot write).
    static func measureAndExit(_ arguments: [String]) -> Never {
        guard arguments.count >= 2 else { exit(1) }
        var measurement = ProcessMeasurement(wallSeconds: 0, cpuSeconds: 0, maxRSSKB: 0, exitCode: 127, timedOut: false)
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let pid = try spawn(Array(arguments.dropFirst()), redirects: [], newGroup: false)
            let (status, usage) = reap(pid)
            measurement.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            measurement.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime)
            measurement.maxRSSKB = Int(usage.ru_maxrss)
            measurement.exitCode = status & 0x7F != 0 ? -1 : (status >> 8) & 0xFF
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
        guard let data = try? JSONEncoder().encode(measurement),
              (try? data.write(to: URL(fileURLWithPath: arguments[0]))) != nil else { exit(1) }
        exit(0)
    }

    /// Starts `arguments` with `posix_spawnp`, opening `redirects` (descriptor, path, flags) in the child and,
    /// with `newGroup`, making it the leader of a new process group.
    private static func spawn(_ arguments: [String], redirects: [(Int32, String, Int32)], newGroup: Bool) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (descriptor, path, flags) in redirects {
            posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
        }
        if newGroup {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw SpawnError(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Waits for `pid` with `wait4`; returns its wait status and resource usage.
    private static func reap(_ pid: pid_t) -> (Int32, rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { break }
        }
        return (status, usage)
    }

    /// The first line of the run's standard error that looks like an error, else its first non-empty line.
    static func firstErrorLine(label: String, logs: URL) -> String {
        let stderr = (try? String(contentsOf: logs.appendingPathComponent("\(label).err"), encoding: .utf8)) ?? ""
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let chosen = lines.first { $0.contains("error:") } ?? lines.first { $0.contains("error") } ?? lines.first ?? "no output on standard error"
        return chosen.count > 220 ? String(chosen.prefix(220)) + "…" : chosen
    }

    /// The run's standard output.
    static func output(label: String, logs: URL) -> String {
        (try? String(contentsOf: logs.appendingPathComponent("\(label).out"), encoding: .utf8)) ?? ""
    }

    /// A `timeval` in seconds.
    private static func seconds(_ value: timeval) -> Double {
        Double(value.tv_sec) + Double(value.tv_usec) / 1e6
    }
}
