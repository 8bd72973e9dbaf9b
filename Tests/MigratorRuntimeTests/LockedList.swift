import Foundation

/// A list that any thread may append to, for values reported through callbacks (`MigrationDiagnostics` handlers,
/// descriptions written while requests run).
final class LockedList<Element>: @unchecked Sendable {
    // `stored` is only accessed with `lock` held.
    private let lock = NSLock()
    private var stored: [Element] = []

    /// Appends `element`.
    func append(_ element: Element) {
        lock.lock()
        stored.append(element)
        lock.unlock()
    }

    /// Everything appended so far, in order.
    var entries: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
