// An example app written once against the v1 Petstore client (MigrationGuides/Examples/petstore-v1.yaml).
//
// It is the compile gate of `migrator migrate`: this code must compile unchanged against the v1 client, the client
// migrated v1 → v2 and the client migrated v1 → v2 → v3 (deprecation warnings are expected there, errors are not).
// It therefore uses every model, initializer, property, enum case and endpoint of the v1 client the way an app
// developer would: labeled arguments, realistic values, exhaustive `switch`es, `HTTPStatusError` handling.
//
// Everything is deterministic (fixed dates, UUIDs and bytes), so wire tests can drive the app through a mock
// transport and compare the log it returns.

import Foundation
import Petstore
import PetstoreRuntime

/// The app's entry points for tests.
public enum PetstoreApp {
    /// The operations of the v1 client, in the order `runEveryEndpoint(client:)` calls them.
    public static let endpointNames: [String] = [
        "listPets",
        "createPet",
        "getPetById",
        "updatePet",
        "deletePet",
        "uploadPetImage",
        "uploadPetDocument",
        "getPetPhoto",
        "getInventory",
        "placeOrder",
        "getOrderById",
        "cancelOrder",
        "createSession",
        "getUserByName",
        "updateUser",
    ]

    /// Calls every endpoint of `client`: once with all arguments and once with only the required ones.
    ///
    /// Error statuses are handled like an app would (the documented `ErrorModel` body is decoded and logged); any
    /// other error of one endpoint is logged as `"<operation>: error <type>: <description>"` and the run continues
    /// with the next endpoint, so every endpoint is always called.
    /// - Returns: A log of what was sent and of the values read from the responses.
    public static func runEveryEndpoint(client: Client) async throws -> [String] {
        var log: [String] = []
        for name in endpointNames {
            do {
                log += try await runEndpoint(name, client: client)
            } catch {
                log.append("\(name): error \(type(of: error)): \(error)")
            }
        }
        return log
    }

    /// Calls one endpoint (see `endpointNames`) with all arguments and with only the required ones.
    ///
    /// Error statuses are caught and logged; any other error is thrown.
    /// - Returns: The log lines of this endpoint.
    public static func runEndpoint(_ name: String, client: Client) async throws -> [String] {
        switch name {
        case "listPets": return try await PetEndpoints.listPets(client: client)
        case "createPet": return try await PetEndpoints.createPet(client: client)
        case "getPetById": return try await PetEndpoints.getPetById(client: client)
        case "updatePet": return try await PetEndpoints.updatePet(client: client)
        case "deletePet": return try await PetEndpoints.deletePet(client: client)
        case "uploadPetImage": return try await PetEndpoints.uploadPetImage(client: client)
        case "uploadPetDocument": return try await PetEndpoints.uploadPetDocument(client: client)
        case "getPetPhoto": return try await PetEndpoints.getPetPhoto(client: client)
        case "getInventory": return try await StoreEndpoints.getInventory(client: client)
        case "placeOrder": return try await StoreEndpoints.placeOrder(client: client)
        case "getOrderById": return try await StoreEndpoints.getOrderById(client: client)
        case "cancelOrder": return try await StoreEndpoints.cancelOrder(client: client)
        case "createSession": return try await UserEndpoints.createSession(client: client)
        case "getUserByName": return try await UserEndpoints.getUserByName(client: client)
        case "updateUser": return try await UserEndpoints.updateUser(client: client)
        default: return ["\(name): not an endpoint of the v1 client"]
        }
    }

    /// Every model of the v1 client, built with all initializer arguments and with only the required ones
    /// (full value first, then the minimal one, model by model).
    public static func buildModels() -> [Any] {
        [
            Fixtures.pet, Fixtures.minimalPet,
            Fixtures.newPet, Fixtures.minimalNewPet,
            Fixtures.dogs, Fixtures.minimalCategory,
            Fixtures.friendlyTag, Fixtures.minimalTag,
            Fixtures.order, Fixtures.minimalOrder,
            Fixtures.homeAddress, Fixtures.minimalAddress,
            Fixtures.user, Fixtures.minimalUser,
            Fixtures.errorModel, Fixtures.minimalErrorModel,
            Fixtures.loginForm, Fixtures.minimalLoginForm,
            Fixtures.session, Fixtures.minimalSession,
            Fixtures.petDocument, Fixtures.minimalPetDocument,
        ]
    }

    /// Reads every property of every model, mutates each one and reads it back.
    /// - Returns: One line per property read.
    public static func exerciseModels() -> [String] {
        ModelAccess.exerciseAll()
    }

    /// Switches over every case of every enum, and uses `rawValue`, `init(rawValue:)` and `allCases`.
    /// - Returns: One line per case.
    public static func exerciseEnums() -> [String] {
        EnumUsage.exerciseAll()
    }

    /// Encodes every model built by `buildModels()` as JSON and decodes it again.
    /// - Returns: One line per model: its type and whether the decoded value equals the original.
    public static func roundTripModels() throws -> [String] {
        try ModelAccess.roundTripAll()
    }

    /// Clients built every way the app builds them: with and without credentials (every scheme), with the
    /// default transport and with `transport`, with and without a middleware.
    public static func makeClients(transport: any HTTPTransport) -> [Client] {
        ClientFactory.allClients(transport: transport)
    }

    /// A client as the app uses it in production: staff credentials for every scheme, the given transport and
    /// the app's header middleware.
    public static func makeClient(transport: any HTTPTransport) -> Client {
        ClientFactory.appClient(transport: transport)
    }

    /// Credentials for each authentication scheme alone, then for all of them.
    public static func credentialVariants() -> [Client.Credentials] {
        ClientFactory.credentialVariants()
    }
}
