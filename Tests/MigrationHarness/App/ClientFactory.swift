import Foundation
import Petstore
import PetstoreRuntime

/// A transport the app uses when it is offline: answers every request with 503 and an `ErrorModel` body.
struct OfflineTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try JSONEncoder().encode(PetstoreApp.Fixtures.minimalErrorModel)
        return HTTPResponse(
            statusCode: 503,
            headerFields: [HTTPHeaderField(name: "Content-Type", value: "application/json")],
            body: body
        )
    }
}

/// Builds `Client` values every way the app does.
enum ClientFactory {
    /// The sandbox server of the API description.
    static let sandboxURL = URL(string: "https://sandbox.petstore.example.com/v1")!

    /// A middleware that tags every request with the app's name and the operation.
    static let appHeaders = ClosureMiddleware { request, operationID, next in
        var request = request
        request.setHeader("X-Client-App", "PetstoreApp/1.0")
        request.setHeader("X-Operation", operationID)
        return try await next(request)
    }

    /// The staff account of the shop.
    static let staffAccount = BasicCredentials(username: "staff", password: "st4ff-Passw0rd")

    /// Credentials for each scheme alone, then for all of them; the properties are also set one by one.
    static func credentialVariants() -> [Client.Credentials] {
        let bearerOnly = Client.Credentials(bearerAuth: PetstoreApp.Fixtures.session.token)
        let apiKeyOnly = Client.Credentials(apiKey: "pk_live_3f2a9c")
        let basicOnly = Client.Credentials(basicAuth: staffAccount)
        let all = Client.Credentials(
            bearerAuth: PetstoreApp.Fixtures.session.token,
            apiKey: "pk_live_3f2a9c",
            basicAuth: staffAccount
        )

        var assembled = Client.Credentials()
        assembled.bearerAuth = PetstoreApp.Fixtures.minimalSession.token
        assembled.apiKey = "pk_test_77b1"
        var account = BasicCredentials(username: "night-shift", password: "n1ght-Passw0rd")
        account.username = "night.shift"
        account.password = "n1ght-Passw0rd!"
        assembled.basicAuth = account
        if assembled.bearerAuth != nil, assembled.apiKey != nil, let basic = assembled.basicAuth, !basic.username.isEmpty {
            return [bearerOnly, apiKeyOnly, basicOnly, all, assembled]
        }
        return [bearerOnly, apiKeyOnly, basicOnly, all]
    }

    /// The client the app uses: every credential, the given transport and the app's middleware.
    static func appClient(transport: any HTTPTransport) -> Client {
        let credentials = Client.Credentials(
            bearerAuth: PetstoreApp.Fixtures.session.token,
            apiKey: "pk_live_3f2a9c",
            basicAuth: staffAccount
        )
        return Client(credentials: credentials, transport: transport, middlewares: [appHeaders])
    }

    /// Every way the app builds a client.
    static func allClients(transport: any HTTPTransport) -> [Client] {
        var clients: [Client] = []
        // Without credentials.
        clients.append(Client())
        clients.append(Client(transport: transport))
        clients.append(Client(baseURL: sandboxURL))
        clients.append(Client(baseURL: Client.defaultBaseURL, transport: transport, middlewares: [appHeaders]))
        clients.append(Client(transport: OfflineTransport()))
        clients.append(Client(transport: ClosureTransport { _ in HTTPResponse(statusCode: 204) }))
        clients.append(Client(transport: URLSessionTransport()))
        // With credentials: each scheme alone and all together.
        for credentials in credentialVariants() {
            clients.append(Client(credentials: credentials))
            clients.append(Client(credentials: credentials, transport: transport))
        }
        clients.append(Client(baseURL: sandboxURL, credentials: Client.Credentials(bearerAuth: "sandbox-token"), transport: transport, middlewares: [appHeaders]))
        clients.append(appClient(transport: transport))
        return clients
    }
}
