import Foundation
import Petstore
import PetstoreRuntime

/// The shop screens of the app: every `/store` endpoint.
enum StoreEndpoints {
    typealias Fixtures = PetstoreApp.Fixtures

    // GET /store/inventory — no parameters, no documented errors
    static func getInventory(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let inventory = try await client.getInventory()
            let total = inventory.values.reduce(0, +)
            log.append("getInventory(all): \(Format.counts(inventory)), total \(total)")
            for status in PetStatus.allCases {
                log.append("getInventory(all): \(EnumUsage.describe(status)) in stock: \(inventory[status.rawValue] ?? 0)")
            }
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "getInventory(all)"))
        }
        return log
    }

    // POST /store/orders — errors: 400 (ErrorModel)
    static func placeOrder(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let order = try await client.placeOrder(body: Fixtures.order)
            log.append("placeOrder(all): order \(order.id) for pet \(order.petId) is \(EnumUsage.describe(order.status)), cancellable=\(EnumUsage.isCancellable(order.status))")
            log += ModelAccess.describe(order, as: "placeOrder(all)")
        } catch let error as HTTPStatusError where error.statusCode == 400 {
            log.append(try ErrorReporting.documented(error, "placeOrder(all)", "invalid order"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "placeOrder(all)"))
        }
        do {
            let order = try await client.placeOrder(body: Fixtures.minimalOrder)
            log += ModelAccess.describe(order, as: "placeOrder(required)")
        } catch let error as HTTPStatusError where error.statusCode == 400 {
            log.append(try ErrorReporting.documented(error, "placeOrder(required)", "invalid order"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "placeOrder(required)"))
        }
        return log
    }

    // GET /store/orders/{orderId} — errors: 404 (ErrorModel)
    static func getOrderById(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let order = try await client.getOrderById(orderId: 5001)
            if let address = order.shippingAddress {
                log.append("getOrderById(all): ships to \(ModelAccess.describe(address))")
                log += ModelAccess.describe(address, as: "getOrderById(all).shippingAddress")
            }
            log += ModelAccess.describe(order, as: "getOrderById(all)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "getOrderById(all)", "no such order"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "getOrderById(all)"))
        }
        return log
    }

    // DELETE /store/orders/{orderId} — 204; errors: 404 (ErrorModel)
    static func cancelOrder(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            try await client.cancelOrder(orderId: 5001)
            log.append("cancelOrder(all): cancelled 5001")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "cancelOrder(all)", "no such order"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "cancelOrder(all)"))
        }
        return log
    }
}

/// The account screens of the app: sessions and users.
enum UserEndpoints {
    typealias Fixtures = PetstoreApp.Fixtures

    // POST /sessions (form body) — errors: 401 (no body)
    static func createSession(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let session = try await client.createSession(body: Fixtures.loginForm)
            log.append("createSession(all): signed in user \(session.userId) until \(Format.date(session.expiresAt))")
            log += ModelAccess.describe(session, as: "createSession(all)")
            // The app then talks to the API with the new token.
            let signedIn = Client.Credentials(bearerAuth: session.token)
            log.append("createSession(all): bearer credentials set = \(signedIn.bearerAuth != nil)")
        } catch let error as HTTPStatusError where error.statusCode == 401 {
            log.append("createSession(all): HTTP 401 wrong user name or password (\(error.body.count) body bytes)")
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "createSession(all)"))
        }
        do {
            let session = try await client.createSession(body: Fixtures.minimalLoginForm)
            log += ModelAccess.describe(session, as: "createSession(required)")
        } catch let error as HTTPStatusError where error.statusCode == 401 {
            log.append("createSession(required): HTTP 401 wrong user name or password (\(error.body.count) body bytes)")
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "createSession(required)"))
        }
        return log
    }

    // GET /user?username= — errors: 404 (ErrorModel)
    static func getUserByName(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let user = try await client.getUserByName(username: "jdoe")
            log.append("getUserByName(all): \(user.name ?? user.username) <\(user.email)>")
            log += ModelAccess.describe(user, as: "getUserByName(all)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "getUserByName(all)", "no such user"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "getUserByName(all)"))
        }
        return log
    }

    // PATCH /user/{username} — errors: 404 (ErrorModel)
    static func updateUser(client: Client) async throws -> [String] {
        var log: [String] = []
        var changes = Fixtures.user
        changes.phone = "+4930999888"
        changes.preferences?["sms"] = []
        do {
            let user = try await client.updateUser(username: "jdoe", body: changes)
            log += ModelAccess.describe(user, as: "updateUser(all)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "updateUser(all)", "no such user"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "updateUser(all)"))
        }
        do {
            let user = try await client.updateUser(username: "msmith", body: Fixtures.minimalUser)
            log += ModelAccess.describe(user, as: "updateUser(required)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "updateUser(required)", "no such user"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "updateUser(required)"))
        }
        return log
    }
}
