import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, sending requests with Foundation's `URLSession`.
///
/// It uses a data task and a checked continuation, available alike on Apple platforms
/// (macOS 12, iOS 15 and later) and on Linux. Cancelling the calling task cancels the data task.
/// Response header fields are sorted by name (then value) so that responses are deterministic.
public struct URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // `URLSession` is thread-safe but is not declared `Sendable` on every platform, hence the
    // unchecked conformance; the struct holds nothing else.
    private let session: URLSession

    /// Creates a transport that sends requests through `session`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends `request` and returns the HTTP response, whatever its status code.
    /// - Throws: ``InvalidHeaderFieldError`` before sending when a header field cannot be sent
    ///   (URLSession would silently drop it), `URLError` for transport failures (including
    ///   cancellation), or `URLError(.badServerResponse)` when the response is not an HTTP response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try request.validateHeaderFields()
        let urlRequest = Self.makeURLRequest(request)
        let session = self.session
        let taskBox = DataTaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(with: Self.makeResult(data: data, response: response, error: error))
                }
                taskBox.start(task)
            }
        } onCancel: {
            taskBox.cancel()
        }
    }

    /// The `URLRequest` equivalent of `request`; repeated header names are all sent.
    static func makeURLRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// The outcome of a data task as a response or an error.
    static func makeResult(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if let error {
            return .failure(error)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            return .failure(URLError(.badServerResponse))
        }
        return .success(
            HTTPResponse(
                statusCode: httpResponse.statusCode,
                headerFields: headerFields(of: httpResponse),
                body: data ?? Data()
            )
        )
    }

    /// The response's header fields, sorted by name and then value.
    static func headerFields(of response: HTTPURLResponse) -> [HTTPHeaderField] {
        response.allHeaderFields
            .compactMap { name, value -> HTTPHeaderField? in
                guard let name = name as? String else { return nil }
                return HTTPHeaderField(name: name, value: String(describing: value))
            }
            .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    }
}

/// Holds the data task of one request so that cancellation, which may arrive on another thread
/// before or after the task is created, reaches it exactly once.
private final class DataTaskBox: @unchecked Sendable {
    // Every stored property is only accessed with `lock` held.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Starts `task`, or cancels it right away when cancellation came first.
    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task, now if it has started or as soon as it does.
    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
