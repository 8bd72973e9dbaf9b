import Foundation

/// A lossy step taken at run time by a migrated client, such as a value that the new API version
/// can no longer represent and that was dropped or converted.
public struct MigrationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The API element concerned, such as `Pet.age` or `listPets`.
    public let element: String
    /// What happened, such as `value 7.5 truncated to 7`.
    public let message: String

    /// Creates an event.
    public init(element: String, message: String) {
        self.element = element
        self.message = message
    }

    /// `element: message`.
    public var description: String {
        "\(element): \(message)"
    }
}

/// Where migrated clients report ``MigrationEvent``s.
///
/// By default each event is written as one line to standard error. An application can route
/// events elsewhere (a logger, test assertions) with ``setHandler(_:)``. Both functions may be
/// called from any thread or task; the handler runs on the reporting thread, outside any lock.
public enum MigrationDiagnostics {
    private static let storage = HandlerStorage()

    /// Makes `handler` receive every later event, or restores the default (standard error) when
    /// `handler` is `nil`.
    public static func setHandler(_ handler: (@Sendable (MigrationEvent) -> Void)?) {
        storage.handler = handler
    }

    /// Passes `event` to the handler, or writes `[migration] element: message` to standard error
    /// when no handler is set.
    public static func report(_ event: MigrationEvent) {
        if let handler = storage.handler {
            handler(event)
        } else {
            writeToStandardError("[migration] \(event.description)\n")
        }
    }

    private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// The current handler, guarded by a lock.
private final class HandlerStorage: @unchecked Sendable {
    // `stored` is only accessed with `lock` held.
    private let lock = NSLock()
    private var stored: (@Sendable (MigrationEvent) -> Void)?

    var handler: (@Sendable (MigrationEvent) -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}
