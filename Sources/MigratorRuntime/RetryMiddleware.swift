import Foundation

/// Retries requests that failed for a reason that may pass: a transport error (no connection,
/// connection lost, timed out) or a status code such as 429 or 503. Opt in by adding it to a client:
///
/// ```swift
/// let client = Client(middlewares: [RetryMiddleware(maxAttempts: 4)])
/// ```
///
/// By default only idempotent methods (`GET`, `HEAD`, `OPTIONS`, `TRACE`, `PUT`, `DELETE`) are
/// retried, so a `POST` is never sent twice. The delay before attempt *n* + 1 is drawn uniformly
/// from 0 to `min(maxDelay, baseDelay × 2ⁿ⁻¹)` ("full jitter"), unless the response carries a
/// `Retry-After` header (seconds or an HTTP date), which is honoured up to `maxDelay`. Cancelling
/// the task stops the retries at once. After the last attempt its response (or error) is returned.
public struct RetryMiddleware: ClientMiddleware {
    /// The methods retried by default: those RFC 9110 defines as idempotent.
    public static let idempotentMethods: Set<HTTPMethod> = [.get, .head, .options, .trace, .put, .delete]
    /// The status codes retried by default: 408, 429, 500, 502, 503 and 504.
    public static let transientStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The number of attempts, the first included (at least 1).
    public let maxAttempts: Int
    /// The upper bound of the first delay, in seconds.
    public let baseDelay: TimeInterval
    /// The longest delay between attempts, in seconds, also capping `Retry-After`.
    public let maxDelay: TimeInterval
    /// The methods that are retried.
    public let methods: Set<HTTPMethod>
    /// The status codes that are retried.
    public let statusCodes: Set<Int>
    /// A number in `0..<1` for the jitter; replaceable for tests.
    let random: @Sendable () -> Double

    /// Creates the middleware.
    /// - Parameters:
    ///   - maxAttempts: Attempts in all, the first included; values below 1 count as 1.
    ///   - baseDelay: Upper bound of the first delay in seconds.
    ///   - maxDelay: Longest delay in seconds, also for `Retry-After`.
    ///   - methods: The methods to retry; by default the idempotent ones.
    ///   - statusCodes: The status codes to retry; by default 408, 429, 500, 502, 503, 504.
    public init(
        maxAttempts: Int = 3,
        baseDelay: TimeInterval = 0.5,
        maxDelay: TimeInterval = 30,
        methods: Set<HTTPMethod> = RetryMiddleware.idempotentMethods,
        statusCodes: Set<Int> = RetryMiddleware.transientStatusCodes
    ) {
        self.init(
            maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: maxDelay,
            methods: methods, statusCodes: statusCodes, random: { Double.random(in: 0..<1) }
        )
    }

    /// Creates the middleware with a given source of jitter.
    init(
        maxAttempts: Int,
        baseDelay: TimeInterval,
        maxDelay: TimeInterval,
        methods: Set<HTTPMethod>,
        statusCodes: Set<Int>,
        random: @escaping @Sendable () -> Double
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.methods = methods
        self.statusCodes = statusCodes
        self.random = random
    }

    /// Sends the request, retrying as described above.
    public func intercept(
        _ request: HTTPRequest,
        operationID: String,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard methods.contains(request.method) else { return try await next(request) }
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let response: HTTPResponse
            do {
                response = try await next(request)
            } catch {
                guard attempt < maxAttempts, Self.isTransient(error) else { throw error }
                try await Task.sleep(nanoseconds: RequestDeadline.nanoseconds(delay(afterAttempt: attempt, retryAfter: nil)))
                attempt += 1
                continue
            }
            guard attempt < maxAttempts, statusCodes.contains(response.statusCode) else { return response }
            let retryAfter = response.value(forHeader: "Retry-After").flatMap { Self.retryAfterSeconds($0, now: Date()) }
            try await Task.sleep(nanoseconds: RequestDeadline.nanoseconds(delay(afterAttempt: attempt, retryAfter: retryAfter)))
            attempt += 1
        }
    }

    /// The delay in seconds after the failed attempt number `attempt` (1 for the first): the
    /// `Retry-After` value when there is one, else full jitter; never more than ``maxDelay``.
    func delay(afterAttempt attempt: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let retryAfter { return min(maxDelay, max(0, retryAfter)) }
        let exponent = Double(min(attempt - 1, 62))
        let ceiling = min(maxDelay, baseDelay * pow(2, exponent))
        return ceiling * min(max(random(), 0), 1)
    }

    /// Whether `error` is a transport failure worth retrying (never a cancellation, a timeout
    /// set by ``TimeoutMiddleware``, or an invalid request).
    static func isTransient(_ error: any Error) -> Bool {
        guard let urlError = error as? URLError else { return false }
        switch urlError.code {
        case .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
             .cannotFindHost, .dnsLookupFailed, .badServerResponse:
            return true
        default:
            return false
        }
    }

    /// The seconds a `Retry-After` value asks to wait: a non-negative integer of seconds, or an
    /// HTTP date (IMF-fixdate such as `Wed, 21 Oct 2015 07:28:00 GMT`) relative to `now`;
    /// `nil` when the value is neither.
    public static func retryAfterSeconds(_ value: String, now: Date) -> TimeInterval? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return TimeInterval(text) ?? .infinity
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let date = formatter.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
