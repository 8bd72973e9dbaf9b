import Foundation
import Petstore
import PetstoreRuntime

extension PetstoreApp {
    /// The fixed values the app sends: every model with all initializer arguments and with only the required ones.
    public enum Fixtures {
        // MARK: Fixed scalars

        /// 2022-05-01 (a full date: UTC midnight).
        public static let birthDate = Date(timeIntervalSince1970: 1_651_363_200)
        /// 2024-05-01T12:00:00Z.
        public static let listedAt = Date(timeIntervalSince1970: 1_714_564_800)
        /// 2024-05-03T09:30:00Z.
        public static let shipDate = Date(timeIntervalSince1970: 1_714_728_600)
        /// 2024-05-02T12:00:00Z.
        public static let sessionExpiry = Date(timeIntervalSince1970: 1_714_651_200)
        /// 2023-01-01 (a full date).
        public static let bornAfter = Date(timeIntervalSince1970: 1_672_531_200)
        /// The microchip of `pet`.
        public static let microchipId = UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!
        /// The `X-Request-ID` of createPet.
        public static let requestId = UUID(uuidString: "9B2E4C1A-7D3F-4E8B-A5C6-1F0D2E3B4A59")!
        /// The first bytes of a PNG image.
        public static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
        /// A small JPEG preview (start of image, JFIF marker).
        public static let thumbnailBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])
        /// Photo URLs of `pet`.
        public static let photoUrls: [URL] = [
            URL(string: "https://cdn.petstore.example.com/pets/1001/front.jpg")!,
            URL(string: "https://cdn.petstore.example.com/pets/1001/side.jpg")!,
        ]

        // MARK: Category and Tag

        /// A category with every argument (a child of `animals`, with one child).
        public static let dogs = Category(
            id: 10,
            name: "Dogs",
            class: "mammal",
            parent: Category(id: 1, name: "Animals"),
            children: [Category(id: 11, name: "Terriers", class: "mammal")]
        )
        /// A category with only the required arguments.
        public static let minimalCategory = Category(id: 20, name: "Birds")

        /// A tag (a tag has only required properties).
        public static let friendlyTag = Tag(id: 7, name: "friendly")
        /// A second tag, built like the app builds tags from user input.
        public static let minimalTag = Tag(id: 8, name: "house-trained")

        // MARK: Pet and NewPet

        /// A pet with every initializer argument.
        public static let pet = Pet(
            id: 1001,
            name: "Rex",
            category: dogs,
            photoUrls: photoUrls,
            tags: [friendlyTag, minimalTag],
            status: .available,
            size: .medium,
            birthDate: birthDate,
            age: 2,
            weight: 12.5,
            price: 349.99,
            isVaccinated: true,
            microchipId: microchipId,
            attributes: ["coat": "short", "eyes": "brown"],
            weightHistory: [[0, 0.4], [90, 4.25], [365, 11.75]],
            metadata: ["intake": "shelter-berlin", "kennel": 14, "notes": ["calm", "likes kids"], "reviewed": true, "score": 4.5, "legacyId": nil],
            thumbnail: thumbnailBytes,
            createdAt: listedAt
        )
        /// A pet with only the required arguments.
        public static let minimalPet = Pet(
            id: 1002,
            name: "Tweety",
            photoUrls: [URL(string: "https://cdn.petstore.example.com/pets/1002/front.jpg")!],
            createdAt: listedAt
        )

        /// A new pet with every initializer argument.
        public static let newPet = NewPet(
            name: "Bella",
            category: dogs,
            photoUrls: [URL(string: "https://cdn.petstore.example.com/uploads/bella.jpg")!],
            tags: [friendlyTag],
            status: .pending,
            size: ._2xl,
            birthDate: birthDate,
            thumbnail: thumbnailBytes
        )
        /// A new pet with only the required arguments.
        public static let minimalNewPet = NewPet(
            name: "Coco",
            photoUrls: [URL(string: "https://cdn.petstore.example.com/uploads/coco.jpg")!]
        )

        // MARK: Order and Address

        /// An address with every argument.
        public static let homeAddress = Address(
            street: "Invalidenstraße 42",
            city: "Berlin",
            zip: "10115",
            country: "DE",
            default: true
        )
        /// An address with only the required arguments.
        public static let minimalAddress = Address(street: "1 Market St", city: "San Francisco", zip: "94105", country: "US")

        /// An order with every initializer argument.
        public static let order = Order(
            id: 5001,
            petId: 1001,
            quantity: 1,
            shipDate: shipDate,
            status: .placed,
            priority: .high,
            complete: false,
            comment: "Please call before delivery.",
            shippingAddress: homeAddress
        )
        /// An order with only the required arguments.
        public static let minimalOrder = Order(id: 5002, petId: 1002, quantity: 2, status: .approved)

        // MARK: User, LoginForm, Session, ErrorModel

        /// A user with every initializer argument.
        public static let user = User(
            id: 42,
            username: "jdoe",
            name: "Jane Doe",
            email: "jane.doe@example.com",
            emailVerified: "true",
            password: "s3cret-Passw0rd",
            phone: "+4930123456",
            userStatus: 0,
            addresses: [homeAddress, minimalAddress],
            preferences: ["email": ["dogs", "cats"], "sms": ["offers"]]
        )
        /// A user with only the required arguments.
        public static let minimalUser = User(id: 43, username: "msmith", email: "m.smith@example.com")

        /// Login data with every argument.
        public static let loginForm = LoginForm(username: "jdoe", password: "s3cret-Passw0rd", rememberMe: true)
        /// Login data with only the required arguments.
        public static let minimalLoginForm = LoginForm(username: "msmith", password: "hunter2-Hunter2")

        /// A session with every argument (the app caches the last session).
        public static let session = Session(
            token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl",
            tokenType: "Bearer",
            expiresAt: sessionExpiry,
            userId: 42,
            scope: "pets:read pets:write orders:write"
        )
        /// A session with only the required arguments.
        public static let minimalSession = Session(
            token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MyJ9.c2lnbmF0dXJl",
            tokenType: "Bearer",
            expiresAt: sessionExpiry,
            userId: 43
        )

        /// An error body with every argument (used by the app's offline transport and previews).
        public static let errorModel = ErrorModel(
            code: 404,
            message: "Pet 1001 not found",
            details: ["petId": 1001, "hint": "The pet may have been adopted.", "retryable": false]
        )
        /// An error body with only the required arguments.
        public static let minimalErrorModel = ErrorModel(code: 503, message: "The shop is offline.")

        /// The first bytes of a PDF file.
        public static let pdfBytes = Data("%PDF-1.4\n%vaccination record".utf8)
        /// A multipart document upload with every argument.
        public static let petDocument = PetDocument(file: pdfBytes, title: "Vaccination record 2024", pages: 2)
        /// A multipart document upload with only the required arguments.
        public static let minimalPetDocument = PetDocument(file: pdfBytes, title: "Pedigree")
    }
}
