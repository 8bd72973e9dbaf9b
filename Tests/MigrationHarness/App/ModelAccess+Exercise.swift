import Foundation
import Petstore
import PetstoreRuntime

extension ModelAccess {
    /// Reads every property of every fixture, edits every property and reads them again.
    static func exerciseAll() -> [String] {
        var lines: [String] = []

        var pet = Fixtures.pet
        lines += describe(pet, as: "Pet")
        edit(&pet)
        lines += describe(pet, as: "Pet(edited)")
        lines += describe(Fixtures.minimalPet, as: "Pet(minimal)")

        var newPet = Fixtures.newPet
        lines += describe(newPet, as: "NewPet")
        edit(&newPet)
        lines += describe(newPet, as: "NewPet(edited)")
        lines += describe(Fixtures.minimalNewPet, as: "NewPet(minimal)")

        var category = Fixtures.dogs
        lines += describe(category, as: "Category")
        edit(&category)
        lines += describe(category, as: "Category(edited)")
        lines += describe(Fixtures.minimalCategory, as: "Category(minimal)")

        var tag = Fixtures.friendlyTag
        lines.append("Tag = \(describe(tag))")
        edit(&tag)
        lines.append("Tag(edited) = \(describe(tag))")

        var order = Fixtures.order
        lines += describe(order, as: "Order")
        edit(&order)
        lines += describe(order, as: "Order(edited)")
        lines += describe(Fixtures.minimalOrder, as: "Order(minimal)")

        var address = Fixtures.homeAddress
        lines += describe(address, as: "Address")
        edit(&address)
        lines += describe(address, as: "Address(edited)")
        lines += describe(Fixtures.minimalAddress, as: "Address(minimal)")

        var user = Fixtures.user
        lines += describe(user, as: "User")
        edit(&user)
        lines += describe(user, as: "User(edited)")
        lines += describe(Fixtures.minimalUser, as: "User(minimal)")

        var form = Fixtures.loginForm
        lines += describe(form, as: "LoginForm")
        edit(&form)
        lines += describe(form, as: "LoginForm(edited)")
        lines += describe(Fixtures.minimalLoginForm, as: "LoginForm(minimal)")

        var session = Fixtures.session
        lines += describe(session, as: "Session")
        edit(&session)
        lines += describe(session, as: "Session(edited)")
        lines += describe(Fixtures.minimalSession, as: "Session(minimal)")

        var error = Fixtures.errorModel
        lines += describe(error, as: "ErrorModel")
        edit(&error)
        lines += describe(error, as: "ErrorModel(edited)")
        lines += describe(Fixtures.minimalErrorModel, as: "ErrorModel(minimal)")

        // Models are Hashable: the app de-duplicates what it shows.
        let uniquePets: Set<Pet> = [Fixtures.pet, Fixtures.pet, Fixtures.minimalPet]
        lines.append("unique pets = \(uniquePets.count)")
        return lines
    }

    /// Encodes every fixture as JSON (as the app's offline cache does) and decodes it again.
    static func roundTripAll() throws -> [String] {
        var lines: [String] = []
        lines.append(try roundTrip(Fixtures.pet, named: "Pet"))
        lines.append(try roundTrip(Fixtures.minimalPet, named: "Pet(minimal)"))
        lines.append(try roundTrip(Fixtures.newPet, named: "NewPet"))
        lines.append(try roundTrip(Fixtures.minimalNewPet, named: "NewPet(minimal)"))
        lines.append(try roundTrip(Fixtures.dogs, named: "Category"))
        lines.append(try roundTrip(Fixtures.minimalCategory, named: "Category(minimal)"))
        lines.append(try roundTrip(Fixtures.friendlyTag, named: "Tag"))
        lines.append(try roundTrip(Fixtures.order, named: "Order"))
        lines.append(try roundTrip(Fixtures.minimalOrder, named: "Order(minimal)"))
        lines.append(try roundTrip(Fixtures.homeAddress, named: "Address"))
        lines.append(try roundTrip(Fixtures.minimalAddress, named: "Address(minimal)"))
        lines.append(try roundTrip(Fixtures.user, named: "User"))
        lines.append(try roundTrip(Fixtures.minimalUser, named: "User(minimal)"))
        lines.append(try roundTrip(Fixtures.loginForm, named: "LoginForm"))
        lines.append(try roundTrip(Fixtures.minimalLoginForm, named: "LoginForm(minimal)"))
        lines.append(try roundTrip(Fixtures.session, named: "Session"))
        lines.append(try roundTrip(Fixtures.minimalSession, named: "Session(minimal)"))
        lines.append(try roundTrip(Fixtures.errorModel, named: "ErrorModel"))
        lines.append(try roundTrip(Fixtures.minimalErrorModel, named: "ErrorModel(minimal)"))
        lines.append(try roundTrip(PetStatus.allCases, named: "[PetStatus]"))
        lines.append(try roundTrip(PetSize.allCases, named: "[PetSize]"))
        lines.append(try roundTrip(OrderStatus.allCases, named: "[OrderStatus]"))
        lines.append(try roundTrip(OrderPriority.allCases, named: "[OrderPriority]"))
        return lines
    }

    private static func roundTrip<Value: Codable & Equatable>(_ value: Value, named name: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let decoded = try JSONDecoder().decode(Value.self, from: data)
        return "\(name): \(data.count) bytes, round trip equal = \(decoded == value)"
    }
}
