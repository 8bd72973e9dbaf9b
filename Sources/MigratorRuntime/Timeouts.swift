import Foundation

/// A request took longer than its time limit; the request in flight was cancelled.
///
/// Thrown by ``TimeoutMiddleware`` (a per-client limit) and by ``withRequestTimeout(_:operation:)``
/// (a limit for the calls made inside it).
public struct RequestTimeoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that timed out.
    public let operationID: String
    /// The limit, in seconds.
    public let seconds: TimeInterval

    /// Creates the error.
    public init(operationID: String, seconds: TimeInterval) {
        self.operationID = operationID
        self.seconds = seconds
    }

    /// The operation and the limit.
    public var description: String {
        "Operation '\(operationID)' timed out after \(seconds) seconds; the request was cancelled."
    }
}

/// Limits the time of every request that passes through it, for a per-client timeout:
///
/// ```swift
/// let client = Client(middlewares: [TimeoutMiddleware(seconds: 10)])
/// ```
///
/// Placed after a ``RetryMiddleware`` it limits each attempt; placed before, all attempts
/// together. When the limit passes, the rest of the chain is cancelled (``URLSessionTransport``
/// then cancels its data task) and ``RequestTimeoutError`` is thrown.
public struct TimeoutMiddleware: ClientMiddleware {
    /// The limit, in seconds.
    public let seconds: TimeInterval

    /// Creates a middleware that limits each request to `seconds`.
    public init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Runs the rest of the chain with the time limit.
    public func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        // The task group inside `run` waits for its child tasks, so `next` never outlives this call.
        try await withoutActuallyEscaping(next) { next in
            try await RequestDeadline.run(seconds: seconds, operationID: operationID) {
                try await next(request)
            }
        }
    }
}

/// Runs `operation` with every client request made inside it (in this task and its child tasks)
/// limited to `seconds`, for a per-call timeout:
///
/// ```swift
/// let pet = try await withRequestTimeout(2) { try await client.getPetById(petId: 7) }
/// ```
///
/// The limit applies to each request as a whole (middlewares, retries and transport); when it
/// passes, the request is cancelled and ``RequestTimeoutError`` is thrown. An inner call
/// replaces the limit of an outer one.
public func withRequestTimeout<T>(
    _ seconds: TimeInterval,
    operation: () async throws -> T
) async rethrows -> T {
    try await RequestDeadline.$perCallSeconds.withValue(seconds) {
        try await operation()
    }
}

/// The running of work under a time limit.
enum RequestDeadline {
    /// The per-call limit set by ``withRequestTimeout(_:operation:)``, or `nil`.
    @TaskLocal static var perCallSeconds: TimeInterval?

    /// Runs `work` in a child task and returns its result, or cancels it and throws
    /// ``RequestTimeoutError`` once `seconds` have passed, whichever comes first.
    ///
    /// Cancelling the calling task cancels `work` as well.
    static func run<T: Sendable>(
        seconds: TimeInterval,
        operationID: String,
        _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard seconds.isFinite, seconds > 0 else {
            throw RequestTimeoutError(operationID: operationID, seconds: seconds)
        }
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(nanoseconds: nanoseconds(seconds))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw CancellationError()
            }
            guard let value = first else {
                throw RequestTimeoutError(operationID: operationID, seconds: seconds)
            }
            return value
        }
    }

    /// `seconds` as nanoseconds, clamped to what `Task.sleep` accepts.
    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        let value = seconds * 1_000_000_000
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(UInt64.max) ? UInt64.max : UInt64(value)
    }
}
