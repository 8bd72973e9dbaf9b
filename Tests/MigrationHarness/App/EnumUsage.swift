import Foundation
import Petstore
import PetstoreRuntime

/// Shows the enums the way the app's UI does: an exhaustive `switch` per enum (every declared case plus
/// `unknown(_:)`), and `rawValue`, `init(rawValue:)` and `allCases` for pickers and filters.
enum EnumUsage {
    // MARK: Labels (exhaustive switches)

    static func describe(_ status: PetStatus) -> String {
        switch status {
        case .available:
            return "available (\(status.rawValue))"
        case .pending:
            return "adoption pending (\(status.rawValue))"
        case .sold:
            return "has a new home (\(status.rawValue))"
        case .unknownCase:
            return "legacy record (\(status.rawValue))"
        case .unknown(let value):
            return "unrecognised status \"\(value)\""
        }
    }

    static func describe(_ size: PetSize) -> String {
        switch size {
        case .extraSmall:
            return "extra small (\(size.rawValue))"
        case .small:
            return "small (\(size.rawValue))"
        case .medium:
            return "medium (\(size.rawValue))"
        case .large:
            return "large (\(size.rawValue))"
        case .extraLarge:
            return "extra large (\(size.rawValue))"
        case ._2xl:
            return "giant (\(size.rawValue))"
        case .unknown(let value):
            return "unrecognised size \"\(value)\""
        }
    }

    static func describe(_ status: OrderStatus) -> String {
        switch status {
        case .placed:
            return "placed (\(status.rawValue))"
        case .approved:
            return "payment confirmed (\(status.rawValue))"
        case .inTransit:
            return "on its way (\(status.rawValue))"
        case .delivered:
            return "delivered (\(status.rawValue))"
        case .unknown(let value):
            return "unrecognised order status \"\(value)\""
        }
    }

    static func describe(_ priority: OrderPriority) -> String {
        switch priority {
        case .low:
            return "low priority (\(priority.rawValue))"
        case .normal:
            return "normal priority (\(priority.rawValue))"
        case .high:
            return "high priority (\(priority.rawValue))"
        case .unknown(let value):
            return "unrecognised priority \(value)"
        }
    }

    /// Whether a pet can still be ordered (business logic over every case).
    static func canBeOrdered(_ status: PetStatus) -> Bool {
        switch status {
        case .available, .pending:
            return true
        case .sold, .unknownCase, .unknown:
            return false
        }
    }

    /// Whether an order can still be cancelled.
    static func isCancellable(_ status: OrderStatus) -> Bool {
        switch status {
        case .placed, .approved:
            return true
        case .inTransit, .delivered, .unknown:
            return false
        }
    }

    // MARK: Exercise

    /// Every case of every enum: label, raw value, and the value rebuilt from its raw value.
    static func exerciseAll() -> [String] {
        var lines: [String] = []

        let petStatuses: [PetStatus] = [.available, .pending, .sold, .unknownCase, .unknown("reserved")]
        for status in petStatuses {
            let rebuilt = PetStatus(rawValue: status.rawValue)
            lines.append("PetStatus \(status.rawValue): \(describe(status)); orderable=\(canBeOrdered(status)); rebuilt=\(describe(rebuilt))")
        }
        lines.append("PetStatus.allCases = \(PetStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        lines.append("PetStatus(rawValue: \"sold\") = \(describe(PetStatus(rawValue: "sold")))")
        lines.append("PetStatus(rawValue: \"reserved\") = \(describe(PetStatus(rawValue: "reserved")))")

        let sizes: [PetSize] = [.extraSmall, .small, .medium, .large, .extraLarge, ._2xl, .unknown("3xl")]
        for size in sizes {
            lines.append("PetSize \(size.rawValue): \(describe(size)); rebuilt=\(describe(PetSize(rawValue: size.rawValue)))")
        }
        lines.append("PetSize.allCases = \(PetSize.allCases.map(\.rawValue).joined(separator: ", "))")
        lines.append("PetSize(rawValue: \"2xl\") = \(describe(PetSize(rawValue: "2xl")))")

        let orderStatuses: [OrderStatus] = [.placed, .approved, .inTransit, .delivered, .unknown("returned")]
        for status in orderStatuses {
            let rebuilt = OrderStatus(rawValue: status.rawValue)
            lines.append("OrderStatus \(status.rawValue): \(describe(status)); cancellable=\(isCancellable(status)); rebuilt=\(describe(rebuilt))")
        }
        lines.append("OrderStatus.allCases = \(OrderStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        lines.append("OrderStatus(rawValue: \"in-transit\") = \(describe(OrderStatus(rawValue: "in-transit")))")

        let priorities: [OrderPriority] = [.low, .normal, .high, .unknown(9)]
        for priority in priorities {
            lines.append("OrderPriority \(priority.rawValue): \(describe(priority)); rebuilt=\(describe(OrderPriority(rawValue: priority.rawValue)))")
        }
        lines.append("OrderPriority.allCases = \(OrderPriority.allCases.map { String($0.rawValue) }.joined(separator: ", "))")
        lines.append("OrderPriority(rawValue: 3) = \(describe(OrderPriority(rawValue: 3)))")

        // A status picker keyed by wire value, and the sorted priorities of a queue.
        let picker = Dictionary(uniqueKeysWithValues: PetStatus.allCases.map { ($0.rawValue, $0) })
        lines.append("picker(pending) = \(picker["pending"].map { describe($0) } ?? "nil")")
        let queue = [OrderPriority.low, .high, .normal].sorted { $0.rawValue > $1.rawValue }
        lines.append("queue = \(queue.map { describe($0) }.joined(separator: ", "))")
        return lines
    }
}
