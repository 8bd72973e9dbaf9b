import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: loopback only, one thread per connection, one
/// request per connection (`Connection: close`), and bounded in time — it stops by itself after
/// `lifetime` seconds even if a test forgets to call ``stop()``.
///
/// The handler decides each reply; a ``Reply/hang`` reply never answers and records whether the
/// client closed the connection (how tests see that a cancelled request really stopped).
/// This file is also copied into a generated package by `GeneratedClientNetworkTests`, so it
/// depends on Foundation and the C library only.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// One received request.
    struct Request: Sendable {
        /// The method, such as `GET`.
        var method: String
        /// The request target as sent, such as `/v1/pets/a%2Fb?x=1`.
        var target: String
        /// The header fields in the order received.
        var headers: [(name: String, value: String)]
        /// The body (by `Content-Length`).
        var body: Data

        /// The value of the first header named `name`, compared case-insensitively.
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// What to answer.
    enum Reply: Sendable {
        /// A response, sent after `delay` seconds.
        case respond(status: Int, headers: [String: String], body: Data, delay: TimeInterval)
        /// No answer: the connection is held until the client closes it (or the lifetime ends).
        case hang

        /// A 200 response with a JSON body.
        static func json(_ text: String, status: Int = 200, headers: [String: String] = [:], delay: TimeInterval = 0) -> Reply {
            var all = headers
            all["Content-Type"] = "application/json"
            return .respond(status: status, headers: all, body: Data(text.utf8), delay: delay)
        }
    }

    /// The port the server listens on.
    let port: UInt16
    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Decides the reply to each request.
    private let handler: @Sendable (Request, Int) -> Reply
    /// The listening socket.
    private let listener: Int32
    /// When the server stops by itself.
    private let deadline: Date
    // Every property below is only accessed with `lock` held.
    private let lock = NSLock()
    private var received: [Request] = []
    private var stopped = false
    private var hangsClosed = 0

    /// Starts listening on 127.0.0.1 at a free port; `handler` gets each request and its number
    /// (0 for the first).
    init(lifetime: TimeInterval = 120, handler: @escaping @Sendable (Request, Int) -> Reply) throws {
        self.handler = handler
        self.deadline = Date().addingTimeInterval(lifetime)
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 512) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
    }

    /// The requests received so far, in arrival order.
    var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// How many ``Reply/hang`` connections the client has closed.
    var hangingConnectionsClosedByClient: Int {
        lock.lock()
        defer { lock.unlock() }
        return hangsClosed
    }

    /// Waits up to `timeout` seconds until `condition` holds; returns whether it did.
    func wait(timeout: TimeInterval, until condition: (LoopbackHTTPServer) -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition(self) { return true }
            usleep(10_000)
        }
        return condition(self)
    }

    /// Stops accepting connections; open connections end by themselves.
    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(listener, Int32(SHUT_RDWR))
        }
    }

    /// Whether ``stop()`` was called or the lifetime is over.
    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped || Date() > deadline
    }

    /// Accepts connections until stopped, each served on its own thread.
    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    /// Reads one request from `connection`, records it and answers as the handler says.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(connection) else { return }
        let number: Int = {
            lock.lock()
            defer { lock.unlock() }
            received.append(request)
            return received.count - 1
        }()
        switch handler(request, number) {
        case .hang:
            if waitForClose(connection) {
                lock.lock()
                hangsClosed += 1
                lock.unlock()
            }
        case let .respond(status, headers, body, delay):
            if delay > 0 { usleep(useconds_t(min(delay, 60) * 1_000_000)) }
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
            writeAll(connection, Data((head + "\r\n").utf8) + body)
        }
    }

    /// Whether the peer closed `connection` before the server's deadline.
    private func waitForClose(_ connection: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while Date() < deadline {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return true }
        }
        return false
    }

    /// The request read from `connection` (head, then `Content-Length` bytes of body), or `nil` when the peer
    /// closes first or nothing complete arrives within 10 seconds.
    private func readRequest(_ connection: Int32) -> Request? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        let end = Date().addingTimeInterval(10)
        var headerEnd: Range<Data.Index>?
        var expected = 0
        while Date() < end {
            if let headerEnd, data.count - headerEnd.upperBound >= expected { break }
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
            if headerEnd == nil, let range = data.range(of: separator) {
                headerEnd = range
                let head = String(decoding: data[..<range.lowerBound], as: UTF8.self)
                for line in head.components(separatedBy: "\r\n").dropFirst() {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2, parts[0].lowercased() == "content-length" {
                        expected = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
                    }
                }
            }
        }
        guard let headerEnd else { return nil }
        let lines = String(decoding: data[..<headerEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces))
        }
        return Request(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: Data(data[headerEnd.upperBound...].prefix(expected))
        )
    }

    /// Writes `data` to `connection`, stopping early if the peer is gone (never raising SIGPIPE).
    private func writeAll(_ connection: Int32, _ data: Data) {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = send(connection, base + offset, raw.count - offset, flags)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
