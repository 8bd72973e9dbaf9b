import Foundation
import MigratorRuntime

/// Collects reported events from any thread: the runtime tests' `MigrationDiagnostics` handler.
final class EventSink: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [MigrationEvent] = []

    /// Records one event.
    func append(_ event: MigrationEvent) {
        lock.lock()
        stored.append(event)
        lock.unlock()
    }

    /// The events recorded so far, in order.
    var events: [MigrationEvent] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
