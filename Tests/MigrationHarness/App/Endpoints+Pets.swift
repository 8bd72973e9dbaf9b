import Foundation
import Petstore
import PetstoreRuntime

/// The pet screens of the app: every `/pets` endpoint, with all arguments and with only the required ones.
enum PetEndpoints {
    typealias Fixtures = PetstoreApp.Fixtures

    // GET /pets — errors: default (ErrorModel)
    static func listPets(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let pets = try await client.listPets(
                limit: 20,
                offset: 40,
                status: .available,
                tags: ["friendly", "house-trained"],
                bornAfter: Fixtures.bornAfter
            )
            log.append("listPets(all): \(pets.count) pets")
            for (index, pet) in pets.enumerated() {
                log += ModelAccess.describe(pet, as: "listPets(all)[\(index)]")
            }
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "listPets(all)", "catalogue unavailable"))
        }
        do {
            let pets = try await client.listPets()
            let orderable = pets.filter { $0.status.map(EnumUsage.canBeOrdered) ?? true }
            log.append("listPets(required): \(pets.count) pets, \(orderable.count) orderable, names \(pets.map(\.name).joined(separator: ", "))")
            for (index, pet) in pets.enumerated() {
                log += ModelAccess.describe(pet, as: "listPets(required)[\(index)]")
            }
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "listPets(required)", "catalogue unavailable"))
        }
        return log
    }

    // POST /pets — errors: 422 (ErrorModel), default (ErrorModel)
    static func createPet(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let pet = try await client.createPet(body: Fixtures.newPet, xRequestID: Fixtures.requestId)
            log += ModelAccess.describe(pet, as: "createPet(all)")
        } catch let error as HTTPStatusError where error.statusCode == 422 {
            log.append(try ErrorReporting.documented(error, "createPet(all)", "invalid pet"))
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "createPet(all)", "failed"))
        }
        do {
            let pet = try await client.createPet(body: Fixtures.minimalNewPet)
            log += ModelAccess.describe(pet, as: "createPet(required)")
        } catch let error as HTTPStatusError where error.statusCode == 422 {
            log.append(try ErrorReporting.documented(error, "createPet(required)", "invalid pet"))
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "createPet(required)", "failed"))
        }
        return log
    }

    // GET /pets/{petId} — errors: 404 (ErrorModel), default (ErrorModel)
    static func getPetById(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let pet = try await client.getPetById(petId: 1001, acceptLanguage: "de-DE")
            log += ModelAccess.describe(pet, as: "getPetById(all)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "getPetById(all)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "getPetById(all)", "failed"))
        }
        do {
            let pet = try await client.getPetById(petId: 1002)
            log += ModelAccess.describe(pet, as: "getPetById(required)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "getPetById(required)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(try ErrorReporting.documented(error, "getPetById(required)", "failed"))
        }
        return log
    }

    // PUT /pets/{petId} — errors: 404 (ErrorModel)
    static func updatePet(client: Client) async throws -> [String] {
        var log: [String] = []
        var edited = Fixtures.pet
        edited.status = .pending
        edited.price = 329.99
        edited.tags?.append(Tag(id: 9, name: "playful"))
        do {
            let pet = try await client.updatePet(petId: edited.id, body: edited)
            log += ModelAccess.describe(pet, as: "updatePet(all)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "updatePet(all)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "updatePet(all)"))
        }
        do {
            let pet = try await client.updatePet(petId: 1002, body: Fixtures.minimalPet)
            log += ModelAccess.describe(pet, as: "updatePet(required)")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "updatePet(required)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "updatePet(required)"))
        }
        return log
    }

    // DELETE /pets/{petId} — errors: 404 (ErrorModel)
    static func deletePet(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            try await client.deletePet(petId: 1001, reason: "Adopted through partner shelter")
            log.append("deletePet(all): deleted 1001")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "deletePet(all)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "deletePet(all)"))
        }
        do {
            try await client.deletePet(petId: 1002)
            log.append("deletePet(required): deleted 1002")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append(try ErrorReporting.documented(error, "deletePet(required)", "no such pet"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "deletePet(required)"))
        }
        return log
    }

    // POST /pets/{petId}/image — errors: 415 (ErrorModel)
    static func uploadPetImage(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let pet = try await client.uploadPetImage(petId: 1001, body: Fixtures.pngBytes, caption: "Rex in the garden")
            log.append("uploadPetImage(all): \(pet.photoUrls.count) photos, last \(pet.photoUrls.last?.absoluteString ?? "none")")
            log += ModelAccess.describe(pet, as: "uploadPetImage(all)")
        } catch let error as HTTPStatusError where error.statusCode == 415 {
            log.append(try ErrorReporting.documented(error, "uploadPetImage(all)", "unsupported image"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "uploadPetImage(all)"))
        }
        do {
            let pet = try await client.uploadPetImage(petId: 1002, body: Fixtures.thumbnailBytes)
            log += ModelAccess.describe(pet, as: "uploadPetImage(required)")
        } catch let error as HTTPStatusError where error.statusCode == 415 {
            log.append(try ErrorReporting.documented(error, "uploadPetImage(required)", "unsupported image"))
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "uploadPetImage(required)"))
        }
        return log
    }

    // POST /pets/{petId}/documents (multipart/form-data, `file` part as application/pdf) — errors: 415 (ErrorModel)
    static func uploadPetDocument(client: Client) async throws -> [String] {
        var log: [String] = []
        for (label, petId, document) in [("all", 1001, Fixtures.petDocument), ("required", 1002, Fixtures.minimalPetDocument)] {
            do {
                try await client.uploadPetDocument(petId: petId, body: document)
                log.append("uploadPetDocument(\(label)): attached \"\(document.title)\" (\(Format.data(document.file)))")
            } catch let error as HTTPStatusError where error.statusCode == 415 {
                log.append(try ErrorReporting.documented(error, "uploadPetDocument(\(label))", "unsupported document"))
            } catch let error as HTTPStatusError {
                log.append(ErrorReporting.undocumented(error, "uploadPetDocument(\(label))"))
            }
        }
        return log
    }

    // GET /pets/{petId}/photo (deprecated) — errors: 404 (no body)
    static func getPetPhoto(client: Client) async throws -> [String] {
        var log: [String] = []
        do {
            let photo = try await legacyPetFeatures.downloadMainPhoto(client: client, petId: 1001)
            log.append("getPetPhoto(all): \(Format.data(photo))")
        } catch let error as HTTPStatusError where error.statusCode == 404 {
            log.append("getPetPhoto(all): HTTP 404 the pet has no photo (\(error.body.count) body bytes)")
        } catch let error as HTTPStatusError {
            log.append(ErrorReporting.undocumented(error, "getPetPhoto(all)"))
        }
        return log
    }
}
