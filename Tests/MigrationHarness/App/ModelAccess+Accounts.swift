import Foundation
import Petstore
import PetstoreRuntime

extension ModelAccess {
    // MARK: Order and Address

    static func describe(_ order: Order, as prefix: String) -> [String] {
        [
            "\(prefix).id = \(order.id)",
            "\(prefix).petId = \(order.petId)",
            "\(prefix).quantity = \(order.quantity)",
            "\(prefix).shipDate = \(Format.date(order.shipDate))",
            "\(prefix).status = \(EnumUsage.describe(order.status))",
            "\(prefix).priority = \(order.priority.map { EnumUsage.describe($0) } ?? "nil")",
            "\(prefix).complete = \(Format.bool(order.complete))",
            "\(prefix).comment = \(Format.text(order.comment))",
            "\(prefix).shippingAddress = \(order.shippingAddress.map { describe($0) } ?? "nil")",
        ]
    }

    static func edit(_ order: inout Order) {
        order.id = 5003
        order.petId = 1003
        order.quantity = 3
        order.shipDate = Date(timeIntervalSince1970: 1_714_815_000) // 2024-05-04T09:30:00Z
        order.status = .inTransit
        order.priority = .low
        order.complete = true
        order.comment = "Leave with the neighbour."
        order.shippingAddress = Fixtures.minimalAddress
    }

    /// An address on one line, e.g. `Invalidenstraße 42, 10115 Berlin, DE (default)`.
    static func describe(_ address: Address) -> String {
        var text = "\(address.street), \(address.zip) \(address.city), \(address.country)"
        if address.default == true {
            text += " (default)"
        }
        return text
    }

    static func describe(_ address: Address, as prefix: String) -> [String] {
        [
            "\(prefix).street = \(Format.text(address.street))",
            "\(prefix).city = \(Format.text(address.city))",
            "\(prefix).zip = \(Format.text(address.zip))",
            "\(prefix).country = \(Format.text(address.country))",
            "\(prefix).default = \(Format.bool(address.default))",
        ]
    }

    static func edit(_ address: inout Address) {
        address.street = "Torstraße 1"
        address.city = "Berlin"
        address.zip = "10119"
        address.country = "DE"
        address.default = false
    }

    // MARK: User

    static func describe(_ user: User, as prefix: String) -> [String] {
        [
            "\(prefix).id = \(user.id)",
            "\(prefix).username = \(Format.text(user.username))",
            "\(prefix).name = \(Format.text(user.name))",
            "\(prefix).email = \(Format.text(user.email))",
            "\(prefix).emailVerified = \(Format.text(user.emailVerified)) (verified: \(user.emailVerified == "true"))",
            "\(prefix).password = \(user.password == nil ? "nil" : "set")",
            "\(prefix).phone = \(Format.text(user.phone))",
            "\(prefix).userStatus = \(Format.int(user.userStatus)) (\(user.userStatus == 1 ? "locked" : "active"))",
            "\(prefix).addresses = \(user.addresses.map { "[" + $0.map { describe($0) }.joined(separator: " | ") + "]" } ?? "nil")",
            "\(prefix).preferences = \(Format.listMap(user.preferences))",
        ]
    }

    static func edit(_ user: inout User) {
        user.id = 44
        user.username = "jdoe2"
        user.name = "Jane Q. Doe"
        user.email = "jane.q.doe@example.com"
        user.emailVerified = "false"
        user.password = "n3w-Passw0rd!"
        user.phone = "+4930654321"
        user.userStatus = 1
        user.addresses = [Fixtures.minimalAddress]
        user.preferences = ["email": ["birds"], "push": []]
    }

    // MARK: LoginForm, Session, ErrorModel

    static func describe(_ form: LoginForm, as prefix: String) -> [String] {
        [
            "\(prefix).username = \(Format.text(form.username))",
            "\(prefix).password = \(form.password.isEmpty ? "empty" : "set")",
            "\(prefix).rememberMe = \(Format.bool(form.rememberMe))",
        ]
    }

    static func edit(_ form: inout LoginForm) {
        form.username = "jane.doe"
        form.password = "an0ther-Passw0rd"
        form.rememberMe = false
    }

    static func describe(_ session: Session, as prefix: String) -> [String] {
        [
            "\(prefix).token = \(Format.text(session.token))",
            "\(prefix).tokenType = \(Format.text(session.tokenType))",
            "\(prefix).expiresAt = \(Format.date(session.expiresAt))",
            "\(prefix).userId = \(session.userId)",
            "\(prefix).scope = \(Format.text(session.scope))",
            "\(prefix).authorization = \(session.tokenType) \(session.token.prefix(12))...",
        ]
    }

    static func edit(_ session: inout Session) {
        session.token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NCJ9.cmVmcmVzaGVk"
        session.tokenType = "Bearer"
        session.expiresAt = Date(timeIntervalSince1970: 1_714_737_600) // 2024-05-03T12:00:00Z
        session.userId = 44
        session.scope = "pets:read"
    }

    static func describe(_ error: ErrorModel, as prefix: String) -> [String] {
        [
            "\(prefix).code = \(error.code)",
            "\(prefix).message = \(Format.text(error.message))",
            "\(prefix).details = \(Format.json(error.details))",
        ]
    }

    static func edit(_ error: inout ErrorModel) {
        error.code = 409
        error.message = "The pet is already reserved."
        error.details = .object(["reservedBy": .integer(43), "until": .string("2024-05-05")])
    }
}
