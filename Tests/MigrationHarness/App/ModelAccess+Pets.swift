import Foundation
import Petstore
import PetstoreRuntime

/// Reads and writes every property of the models, the way the app's screens and forms do.
enum ModelAccess {
    typealias Fixtures = PetstoreApp.Fixtures

    // MARK: Pet

    /// Every property of a pet, one line each, prefixed with `prefix`.
    static func describe(_ pet: Pet, as prefix: String) -> [String] {
        var lines: [String] = []
        lines.append("\(prefix).id = \(pet.id)")
        lines.append("\(prefix).name = \(Format.text(pet.name))")
        lines.append("\(prefix).category = \(pet.category.map { describeBrief($0) } ?? "nil")")
        lines.append("\(prefix).photoUrls = \(Format.urls(pet.photoUrls))")
        lines.append("\(prefix).tags = \(pet.tags.map { $0.map { describe($0) }.joined(separator: ", ") } ?? "nil")")
        lines.append("\(prefix).status = \(pet.status.map { EnumUsage.describe($0) } ?? "nil")")
        lines.append("\(prefix).size = \(pet.size.map { EnumUsage.describe($0) } ?? "nil")")
        lines.append("\(prefix).birthDate = \(Format.day(pet.birthDate))")
        lines.append("\(prefix).age = \(Format.int(pet.age))")
        lines.append("\(prefix).weight = \(Format.double(pet.weight))")
        lines.append("\(prefix).price = \(Format.double(pet.price))")
        lines.append("\(prefix).isVaccinated = \(Format.bool(pet.isVaccinated))")
        lines.append("\(prefix).microchipId = \(Format.uuid(pet.microchipId))")
        lines.append("\(prefix).attributes = \(Format.map(pet.attributes))")
        lines.append("\(prefix).weightHistory = \(Format.series(pet.weightHistory))")
        lines.append("\(prefix).metadata = \(Format.json(pet.metadata))")
        if let intake = pet.metadata?["intake"] {
            lines.append("\(prefix).metadata.intake = \(intake.jsonString())")
        }
        lines.append("\(prefix).thumbnail = \(Format.data(legacyPetFeatures.thumbnail(of: pet)))")
        lines.append("\(prefix).createdAt = \(Format.date(pet.createdAt))")
        return lines
    }

    /// Changes every property of a pet, as the app's edit screen does.
    static func edit(_ pet: inout Pet) {
        pet.id = 1003
        pet.name = "Rex II"
        pet.category = Fixtures.minimalCategory
        pet.photoUrls = [URL(string: "https://cdn.petstore.example.com/pets/1003/front.jpg")!]
        pet.tags = [Tag(id: 9, name: "playful")]
        pet.status = .sold
        pet.size = .large
        pet.birthDate = Date(timeIntervalSince1970: 1_656_633_600) // 2022-07-01
        pet.age = 3
        pet.weight = 14.25
        pet.price = 299.0
        pet.isVaccinated = false
        pet.microchipId = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!
        pet.attributes = ["coat": "long"]
        pet.weightHistory = [[0, 0.5], [30, 1.75]]
        pet.metadata = .object(["intake": .string("owner-surrender"), "kennel": .integer(3)])
        legacyPetFeatures.setThumbnail(Data([0xFF, 0xD8, 0xFF, 0xDB]), of: &pet)
        pet.createdAt = Date(timeIntervalSince1970: 1_714_608_000) // 2024-05-02T00:00:00Z
    }

    // MARK: NewPet

    static func describe(_ newPet: NewPet, as prefix: String) -> [String] {
        [
            "\(prefix).name = \(Format.text(newPet.name))",
            "\(prefix).category = \(newPet.category.map { describeBrief($0) } ?? "nil")",
            "\(prefix).photoUrls = \(Format.urls(newPet.photoUrls))",
            "\(prefix).tags = \(newPet.tags.map { $0.map { describe($0) }.joined(separator: ", ") } ?? "nil")",
            "\(prefix).status = \(newPet.status.map { EnumUsage.describe($0) } ?? "nil")",
            "\(prefix).size = \(newPet.size.map { EnumUsage.describe($0) } ?? "nil")",
            "\(prefix).birthDate = \(Format.day(newPet.birthDate))",
            "\(prefix).thumbnail = \(Format.data(legacyPetFeatures.thumbnail(of: newPet)))",
        ]
    }

    static func edit(_ newPet: inout NewPet) {
        newPet.name = "Bella Luna"
        newPet.category = Fixtures.minimalCategory
        newPet.photoUrls = [URL(string: "https://cdn.petstore.example.com/uploads/bella-2.jpg")!]
        newPet.tags = [Fixtures.minimalTag]
        newPet.status = .available
        newPet.size = .extraSmall
        newPet.birthDate = Date(timeIntervalSince1970: 1_672_531_200) // 2023-01-01
        legacyPetFeatures.setThumbnail(nil, of: &newPet)
    }

    // MARK: Category and Tag

    /// A category with its parent chain and children, e.g. `#10 Dogs (mammal) in #1 Animals; children: #11 Terriers`.
    static func describeBrief(_ category: Category) -> String {
        var text = "#\(category.id) \(category.name)"
        if let zoologicalClass = category.class {
            text += " (\(zoologicalClass))"
        }
        if let parent = category.parent {
            text += " in \(describeBrief(parent))"
        }
        if let children = category.children, !children.isEmpty {
            text += "; children: " + children.map { "#\($0.id) \($0.name)" }.joined(separator: ", ")
        }
        return text
    }

    static func describe(_ category: Category, as prefix: String) -> [String] {
        [
            "\(prefix).id = \(category.id)",
            "\(prefix).name = \(Format.text(category.name))",
            "\(prefix).class = \(Format.text(category.class))",
            "\(prefix).parent = \(category.parent.map { describeBrief($0) } ?? "nil")",
            "\(prefix).children = \(category.children.map { $0.map { describeBrief($0) }.joined(separator: " | ") } ?? "nil")",
        ]
    }

    static func edit(_ category: inout Category) {
        category.id = 12
        category.name = "Retrievers"
        category.class = "mammal"
        category.parent = Fixtures.dogs
        category.children = [Category(id: 13, name: "Golden Retrievers", class: "mammal")]
        if var parent = category.parent {
            parent.name = "Dogs & Puppies"
            category.parent = parent
        }
    }

    static func describe(_ tag: Tag) -> String {
        "#\(tag.id) \(tag.name)"
    }

    static func edit(_ tag: inout Tag) {
        tag.id = 70
        tag.name = "very friendly"
    }
}

// MARK: - Deprecated v1 features

/// The parts of the v1 client that are already deprecated in v1 and that the app still uses for old records:
/// `Pet.thumbnail`, `NewPet.thumbnail` and `getPetPhoto(petId:)`.
///
/// The app keeps its own build free of warnings the usual way: the deprecated uses live in deprecated methods
/// that are reached through a (non-deprecated) protocol, so the warning is acknowledged once, here.
protocol LegacyPetFeatures: Sendable {
    /// The pet's deprecated preview image.
    func thumbnail(of pet: Pet) -> Data?
    /// Replaces the pet's deprecated preview image.
    func setThumbnail(_ thumbnail: Data?, of pet: inout Pet)
    /// The new pet's deprecated preview image.
    func thumbnail(of newPet: NewPet) -> Data?
    /// Replaces the new pet's deprecated preview image.
    func setThumbnail(_ thumbnail: Data?, of newPet: inout NewPet)
    /// Downloads the pet's main photo with the deprecated endpoint.
    func downloadMainPhoto(client: Client, petId: Int) async throws -> Data
}

/// The implementation of `LegacyPetFeatures` on the v1 client.
struct LegacyPetFeaturesV1: LegacyPetFeatures {
    @available(*, deprecated, message: "Pet.thumbnail is deprecated; use photoUrls.")
    func thumbnail(of pet: Pet) -> Data? {
        pet.thumbnail
    }

    @available(*, deprecated, message: "Pet.thumbnail is deprecated; use photoUrls.")
    func setThumbnail(_ thumbnail: Data?, of pet: inout Pet) {
        pet.thumbnail = thumbnail
    }

    @available(*, deprecated, message: "NewPet.thumbnail is deprecated; use photoUrls.")
    func thumbnail(of newPet: NewPet) -> Data? {
        newPet.thumbnail
    }

    @available(*, deprecated, message: "NewPet.thumbnail is deprecated; use photoUrls.")
    func setThumbnail(_ thumbnail: Data?, of newPet: inout NewPet) {
        newPet.thumbnail = thumbnail
    }

    @available(*, deprecated, message: "getPetPhoto is deprecated; download photoUrls instead.")
    func downloadMainPhoto(client: Client, petId: Int) async throws -> Data {
        try await client.getPetPhoto(petId: petId)
    }
}

/// The app's single access point to the deprecated features.
let legacyPetFeatures: any LegacyPetFeatures = LegacyPetFeaturesV1()
