import Foundation
import MigratorConformance
import XCTest

final class WireExampleTests: XCTestCase {
    static let documents = ["petstore-v1", "petstore-v2", "petstore-v3", "edge-cases"]

    func testScalarExamples() throws {
        let validator = try Fixtures.validator("petstore-v1.encoded.json")
        XCTAssertEqual(validator.example(type: "string") as? String, "string")
        XCTAssertEqual(validator.example(type: "int32") as? Int, 1)
        XCTAssertEqual(validator.example(type: "integer") as? Int, 1)
        XCTAssertEqual(validator.example(type: "number") as? Double, 1.5)
        XCTAssertEqual(validator.example(type: "boolean") as? Bool, true)
        XCTAssertEqual(validator.example(type: "date") as? String, "2024-01-02")
        XCTAssertEqual(validator.example(type: "date-time") as? String, "2024-01-02T03:04:05Z")
        XCTAssertEqual(validator.example(type: "uuid") as? String, "00000000-0000-0000-0000-000000000001")
        XCTAssertEqual(validator.example(type: "url") as? String, "https://example.com/resource")
        XCTAssertEqual(validator.example(type: "binary") as? String, "YmluYXJ5")
        XCTAssertEqual(jsonText(validator.example(type: "json")), #"{"key":"value"}"#)
        XCTAssertEqual(jsonText(validator.example(type: "array<array<date>>")), #"[["2024-01-02"]]"#)
        XCTAssertEqual(jsonText(validator.example(type: "map<int64>")), #"{"key":1}"#)
        XCTAssertTrue(validator.example(type: "array<") is NSNull)
        XCTAssertTrue(validator.example(type: "Petz") is NSNull)
    }

    func testModelExamples() throws {
        let validator = try Fixtures.validator("petstore-v1.encoded.json")
        let pet = try XCTUnwrap(validator.example(type: "Pet") as? [String: Any])
        XCTAssertEqual(pet.keys.sorted(), [
            "age", "attributes", "birth_date", "category", "created_at", "id", "is_vaccinated", "metadata", "microchip_id", "name",
            "photo_urls", "price", "size", "status", "tags", "thumbnail", "weight", "weight_history",
        ])
        XCTAssertEqual(pet["status"] as? String, "available")
        XCTAssertEqual(pet["size"] as? String, "xs")
        XCTAssertEqual(pet["created_at"] as? String, "2024-01-02T03:04:05Z")
        XCTAssertEqual(pet["microchip_id"] as? String, "00000000-0000-0000-0000-000000000001")
        XCTAssertEqual(jsonText(pet["category"]!), #"{"children":[],"class":"string","id":1,"name":"string"}"#,
                       "recursion stops: no parent, no children")
        XCTAssertEqual(jsonText(validator.example(type: "Order")), """
        {"comment":"string","complete":true,"id":1,"pet_id":1,"priority":1,"quantity":1,"ship_date":"2024-01-02T03:04:05Z",\
        "shipping_address":{"city":"string","country":"string","default":true,"street":"string","zip":"string"},"status":"placed"}
        """)

        let edge = try Fixtures.validator("edge-cases.encoded.json")
        XCTAssertEqual(jsonText(edge.example(type: "Shape")), #"{"children":[],"kind":"node","partner":{"back":null},"value":{"key":"value"}}"#)
        XCTAssertEqual(jsonText(edge.example(type: "Anything")), "1")
        XCTAssertEqual(jsonText(edge.example(type: "Level")), "1")
        XCTAssertEqual(jsonText(edge.example(type: "Size")), #""2xl""#)
        XCTAssertEqual(jsonText(edge.example(type: "Empty")), "{}")
    }

    /// Every model and response example of every document is valid for its own type, and deterministic.
    func testExamplesValidateAgainstTheirTypes() throws {
        for name in Self.documents {
            let document = try Fixtures.document("\(name).encoded.json")
            let validator = WireValidator(document: document)
            for model in document.models {
                let type = WireType.model(model.name).description
                XCTAssertEqual(validator.validate(json: validator.example(type: type), type: type, at: "example").map(\.message), [], "\(name) \(type)")
                XCTAssertEqual(validator.exampleJSON(type: type), validator.exampleJSON(type: type))
            }
            for endpoint in document.endpoints {
                for parameter in endpoint.parameters {
                    let type = parameter.type.description
                    XCTAssertEqual(validator.validate(json: validator.example(type: type), type: type, at: "p").map(\.message), [], "\(name) \(type)")
                }
            }
            // The defaults-omitted and the written form give the same bytes.
            let written = WireValidator(document: try Fixtures.document("\(name).json"))
            for endpoint in document.endpoints {
                let a = validator.exampleResponse(operationId: endpoint.operationId)
                let b = written.exampleResponse(operationId: endpoint.operationId)
                XCTAssertEqual(a.status, b.status)
                XCTAssertEqual(a.body, b.body)
                XCTAssertEqual(a.contentType, b.contentType)
            }
        }
    }

    func testExampleResponses() throws {
        let validator = try Fixtures.validator("petstore-v1.encoded.json")
        let created = validator.exampleResponse(operationId: "createPet")
        XCTAssertEqual(created.status, 201)
        XCTAssertEqual(created.contentType, "application/json")
        let pet = try JSONSerialization.jsonObject(with: try XCTUnwrap(created.body))
        XCTAssertEqual(validator.validate(json: pet, type: "Pet", at: "response").map(\.message), [])

        let list = validator.exampleResponse(operationId: "listPets")
        XCTAssertEqual(list.status, 200)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: try XCTUnwrap(list.body)) as? [Any])?.count, 1)

        let inventory = validator.exampleResponse(operationId: "getInventory")
        XCTAssertEqual(String(decoding: try XCTUnwrap(inventory.body), as: UTF8.self), #"{"key":1}"#)

        let photo = validator.exampleResponse(operationId: "getPetPhoto")
        XCTAssertEqual(photo.status, 200)
        XCTAssertEqual(photo.body, Data("binary".utf8))
        XCTAssertEqual(photo.contentType, "application/octet-stream")

        let deleted = validator.exampleResponse(operationId: "deletePet")
        XCTAssertEqual(deleted.status, 204)
        XCTAssertNil(deleted.body)
        XCTAssertNil(deleted.contentType)

        let cancelled = validator.exampleResponse(operationId: "cancelOrder")
        XCTAssertEqual(cancelled.status, 204)
        XCTAssertNil(cancelled.body)

        let session = validator.exampleResponse(operationId: "createSession")
        XCTAssertEqual(session.status, 201)
        XCTAssertEqual(String(decoding: try XCTUnwrap(session.body), as: UTF8.self),
                       #"{"expires_at":"2024-01-02T03:04:05Z","scope":"string","token":"string","token_type":"string","user_id":1}"#)

        let unknown = validator.exampleResponse(operationId: "noSuchOperation")
        XCTAssertEqual(unknown.status, 404)
        XCTAssertNil(unknown.body)

        let v2 = try Fixtures.validator("petstore-v2.encoded.json")
        let v2Session = try JSONSerialization.jsonObject(with: try XCTUnwrap(v2.exampleResponse(operationId: "createSession").body)) as? [String: Any]
        XCTAssertEqual(v2Session?["expires_at"] as? Int, 1, "retyped date-time → int64 in v2")
        XCTAssertEqual(v2Session?["scope"] as? [String], ["string"], "retyped string → array<string> in v2")

        let edge = try Fixtures.validator("edge-cases.encoded.json")
        XCTAssertEqual(String(decoding: try XCTUnwrap(edge.exampleResponse(operationId: "submitForm").body), as: UTF8.self), #"{"key":"2024-01-02"}"#)
        XCTAssertEqual(String(decoding: try XCTUnwrap(edge.exampleResponse(operationId: "days").body), as: UTF8.self), #"["2024-01-02"]"#)
    }

    /// A request built from the examples the way Migrator's runtime sends one is valid, for every endpoint of every
    /// document: the validator and the examples agree on the wire format.
    func testSynthesizedRequestsForEveryEndpointAreValid() throws {
        for name in Self.documents {
            let document = try Fixtures.document("\(name).encoded.json")
            let validator = WireValidator(document: document)
            for endpoint in document.endpoints {
                let request = synthesizedRequest(validator, endpoint)
                let result = validator.validate(request)
                XCTAssertEqual(result.operationId, endpoint.operationId, "\(name): \(request.method) \(request.url)")
                XCTAssertEqual(result.violations.map(\.message), [], "\(name): \(request.method) \(request.url)")
            }
        }
    }

    /// Breaking any one required part of a synthesized request is detected.
    func testDroppingRequiredPartsIsDetected() throws {
        for name in Self.documents {
            let document = try Fixtures.document("\(name).encoded.json")
            let validator = WireValidator(document: document)
            for endpoint in document.endpoints {
                let complete = synthesizedRequest(validator, endpoint)
                for parameter in endpoint.parameters where parameter.required && parameter.location != .path {
                    var request = complete
                    switch parameter.location {
                    case .query:
                        var components = URLComponents(string: request.url)!
                        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.filter { $0.name != parameter.name }
                        request.url = components.string!
                    case .header:
                        request.headers[parameter.name] = nil
                    case .cookie:
                        request.headers["Cookie"] = nil
                    case .body:
                        request.body = nil
                    case .path:
                        continue
                    }
                    XCTAssertFalse(validator.validate(request).violations.isEmpty, "\(name) \(endpoint.operationId) without \(parameter.name)")
                }
                if !document.securityRequirement(of: endpoint).isEmpty {
                    var request = complete
                    request.headers["Authorization"] = nil
                    for case let .apiKey(location, parameterName) in document.authSchemes.map(\.kind) {
                        if location == .header { request.headers[parameterName] = nil }
                    }
                    var components = URLComponents(string: request.url)!
                    let keyNames = document.authSchemes.compactMap { scheme -> String? in
                        if case let .apiKey(.query, parameterName) = scheme.kind { return parameterName }
                        return nil
                    }
                    components.percentEncodedQueryItems = components.percentEncodedQueryItems?.filter { !keyNames.contains($0.name) }
                    request.url = components.string!
                    XCTAssertTrue(validator.validate(request).violations.contains { $0.message.hasPrefix("security:") }, "\(name) \(endpoint.operationId)")
                }
            }
        }
    }

    // MARK: Building requests like Migrator's runtime

    private func synthesizedRequest(_ validator: WireValidator, _ endpoint: WireEndpoint) -> Request {
        let document = validator.document
        var path = endpoint.path
        var query: [String] = []
        var headers: [String: String] = ["Accept": "application/json"]
        var body: Data?
        for parameter in endpoint.parameters {
            let example = validator.example(type: parameter.type)
            switch parameter.location {
            case .path:
                let segment = (example as? [Any]).map { $0.map { encode(text($0)) }.joined(separator: ",") } ?? encode(text(example))
                path = path.replacingOccurrences(of: "{\(parameter.name)}", with: segment)
            case .query:
                for value in (example as? [Any]) ?? [example] {
                    query.append(encode(parameter.name) + "=" + encode(text(value)))
                }
            case .header:
                headers[parameter.name] = (example as? [Any]).map { $0.map(text).joined(separator: ",") } ?? text(example)
            case .cookie:
                let value = (example as? [Any]).map { $0.map(text).joined(separator: ",") } ?? text(example)
                headers["Cookie"] = [headers["Cookie"], "\(parameter.name)=\(encode(value))"].compactMap { $0 }.joined(separator: "; ")
            case .body:
                headers["Content-Type"] = parameter.contentType.rawValue
                switch parameter.contentType {
                case .json:
                    body = try! JSONSerialization.data(withJSONObject: example, options: [.sortedKeys, .fragmentsAllowed])
                case .formURLEncoded:
                    var fields: [String] = []
                    flatten(example, name: nil, into: &fields)
                    body = Data(fields.joined(separator: "&").utf8)
                case .multipart:
                    // One part per field of the example object, as the runtime's multipart encoder sends them.
                    let boundary = "synthesized-boundary"
                    headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
                    let fields = ((example as? [String: Any]) ?? [:]).sorted { $0.key < $1.key }
                    var properties: [WireProperty] = []
                    if case let .model(name) = parameter.type, case let .object(members)? = document.models.first(where: { $0.name == name })?.kind {
                        properties = members
                    }
                    let parts = fields.map { field -> String in
                        // The part's Content-Type: the field's encoding, else the default for its type (none for text).
                        let type = properties.first { $0.key == field.key }.flatMap { parameter.encoding[field.key] ?? validator.defaultPartContentType($0.type) }
                        let typeHeader = type.map { $0 == "text/plain" ? "" : "Content-Type: \($0)\r\n" } ?? ""
                        return "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field.key)\"\r\n\(typeHeader)\r\n\(text(field.value))\r\n"
                    }
                    body = Data((parts.joined() + "--\(boundary)--\r\n").utf8)
                case .octetStream, .textPlain:
                    body = Data([0, 1, 2, 255])
                }
            }
        }
        if let schemeName = document.securityRequirement(of: endpoint).first, let scheme = document.authScheme(named: schemeName) {
            switch scheme.kind {
            case .bearer: headers["Authorization"] = "Bearer token"
            case .basic: headers["Authorization"] = "Basic " + Data("user:password".utf8).base64EncodedString()
            case let .apiKey(.header, parameterName): headers[parameterName] = "key"
            case let .apiKey(.query, parameterName): query.append(encode(parameterName) + "=key")
            }
        }
        let base = (endpoint.servers ?? document.servers).first?.url ?? "https://example.com"
        let url = base + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return Request(endpoint.method, url, headers: headers, body: body)
    }

    private func text(_ value: Any) -> String {
        switch value {
        case let string as String: return string
        case let flag as Bool: return flag ? "true" : "false"
        case let integer as Int: return String(integer)
        case let number as Double: return String(number)
        default: return jsonText(value)
        }
    }

    private func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"))!
    }

    /// Bracket-style form fields, keys sorted, `null` omitted (Migrator's `FormEncoding`).
    private func flatten(_ value: Any, name: String?, into fields: inout [String]) {
        switch value {
        case is NSNull:
            return
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                flatten(object[key]!, name: name.map { "\($0)[\(key)]" } ?? key, into: &fields)
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                flatten(element, name: "\(name ?? "")[\(index)]", into: &fields)
            }
        default:
            fields.append(encode(name ?? "") + "=" + encode(text(value)))
        }
    }
}
