import MigratorModel
import MigratorRuntime

/// A small deterministic random number generator (SplitMix64), so property tests replay exactly from their seed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random but valid API documents, and random edits of them, for property tests (`PropertyTests` in
/// MigratorCompareTests, `RandomDocumentRoundTripTests` in MigratorIntegrationTests). Changing what it draws changes
/// every seed's document, so both test targets share this one copy.
public struct RandomDocuments {
    /// The generator.
    public var random: SeededGenerator

    /// Creates documents drawn from `random`.
    public init(random: SeededGenerator) { self.random = random }

    private static let words = ["pet", "owner", "tag", "name", "size", "color", "price", "date", "user", "order", "note", "kind", "code", "level", "count"]
    private static let scalars: [ScalarType] = ScalarType.allCases

    private mutating func word() -> String { Self.words.randomElement(using: &random) ?? "x" }

    private mutating func type(models: [String]) -> TypeReference {
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where !models.isEmpty: return .model(models.randomElement(using: &random) ?? models[0])
        case 1: return .array(.scalar(Self.scalars.randomElement(using: &random) ?? .string))
        case 2: return .dictionary(.scalar(.string))
        case 3: return .json
        default: return .scalar(Self.scalars.randomElement(using: &random) ?? .string)
        }
    }

    /// A valid document with a few models and endpoints.
    public mutating func document() -> APIDocument {
        var models: [ModelDefinition] = []
        let modelCount = Int.random(in: 1...6, using: &random)
        for index in 0..<modelCount {
            let name = "M\(index)" + word().capitalized
            if Bool.random(using: &random), index > 0 {
                let values = Set((0..<Int.random(in: 1...5, using: &random)).map { _ in word() }).sorted()
                models.append(ModelDefinition(name: name, kind: .enum(EnumModel(rawType: .string, cases: values.map { EnumCase(value: .string($0)) }))))
            } else {
                var keys = Set<String>()
                var properties: [Property] = []
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let key = word() + (Bool.random(using: &random) ? "_id" : "")
                    guard keys.insert(key).inserted else { continue }
                    properties.append(Property(name: key, type: type(models: models.map(\.name)), required: Bool.random(using: &random), nullable: Int.random(in: 0..<5, using: &random) == 0))
                }
                models.append(ModelDefinition(name: name, kind: .object(properties)))
            }
        }
        var endpoints: [Endpoint] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
            var parameters = [Parameter(name: "id", location: .path, type: .scalar(.int64), required: true)]
            if Bool.random(using: &random) { parameters.append(Parameter(name: word(), location: .query, type: .scalar(.string))) }
            if Bool.random(using: &random) { parameters.append(styledParameter(models: models)) }
            let objects = models.filter { if case .object = $0.kind { return true } else { return false } }
            if Bool.random(using: &random), let body = objects.randomElement(using: &random) {
                parameters.append(Parameter(name: "body", location: .body, type: .model(body.name), required: true))
            }
            let response = models.randomElement(using: &random).map { ResponseDefinition(type: .model($0.name)) }
            endpoints.append(Endpoint(operationId: "op\(index)\(word().capitalized)", method: ["GET", "POST", "PUT"].randomElement(using: &random) ?? "GET",
                                      path: "/r\(index)/{id}", parameters: parameters, response: response))
            if Int.random(in: 0..<4, using: &random) == 0 { endpoints[index].servers = [Server(url: "https://files.random.example.com/v\(index)")] }
        }
        // Drawn last, so adding rules did not change what earlier draws produce for a seed.
        for index in models.indices {
            guard case var .object(properties) = models[index].kind else { continue }
            for position in properties.indices where Int.random(in: 0..<3, using: &random) == 0 {
                properties[position].rules = rules(for: properties[position].type)
            }
            models[index].kind = .object(properties)
        }
        for index in endpoints.indices {
            for position in endpoints[index].parameters.indices where endpoints[index].parameters[position].location == .query && Bool.random(using: &random) {
                endpoints[index].parameters[position].rules = rules(for: endpoints[index].parameters[position].type)
            }
        }
        for index in endpoints.indices {
            for position in endpoints[index].parameters.indices where endpoints[index].parameters[position].location == .query {
                endpoints[index].parameters[position].allowReserved = Int.random(in: 0..<4, using: &random) == 0
            }
        }
        var servers = [Server(url: "https://random.example.com")]
        if Int.random(in: 0..<3, using: &random) == 0 {
            servers = [
                Server(url: "https://{region}.random.example.com/{version}", variables: [
                    ServerVariable(name: "region", defaultValue: "eu", values: ["eu", "us"]), ServerVariable(name: "version", defaultValue: "v1"),
                ]),
                Server(url: "https://sandbox.random.example.com", description: "Sandbox"),
            ]
        }
        // Raw bodies and responses with exact media types, drawn after everything else for the same reason.
        for index in endpoints.indices {
            if endpoints[index].bodyParameter == nil, Int.random(in: 0..<3, using: &random) == 0 {
                endpoints[index].parameters.append(Parameter(
                    name: "body", location: .body, type: .scalar(.binary), required: true, contentType: .octetStream, mediaType: rawMediaType()
                ))
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                endpoints[index].response = ResponseDefinition(type: .scalar(.binary), contentType: .octetStream, mediaType: rawMediaType())
            }
        }
        // Request body alternatives, drawn after everything else for the same reason.
        for index in endpoints.indices {
            guard let position = endpoints[index].parameters.firstIndex(where: { $0.location == .body }) else { continue }
            if Int.random(in: 0..<3, using: &random) == 0 {
                endpoints[index].parameters[position].alternatives = bodyAlternatives(of: endpoints[index].parameters[position])
            }
        }
        return APIDocument(service: ServiceInfo(name: "Random", version: "1.0.0"), servers: servers, models: models, endpoints: endpoints)
    }

    /// Random alternatives of a body: text and raw media types (typed `string`/`binary` unless the body already is),
    /// none repeating the body's declared media type.
    private mutating func bodyAlternatives(of body: Parameter) -> [BodyAlternative] {
        let candidates = [
            BodyAlternative(contentType: .textPlain, type: body.type == .scalar(.string) ? nil : .scalar(.string)),
            BodyAlternative(contentType: .octetStream, mediaType: "image/png", type: body.type == .scalar(.binary) ? nil : .scalar(.binary)),
            BodyAlternative(contentType: .octetStream, mediaType: "application/pdf", type: body.type == .scalar(.binary) ? nil : .scalar(.binary)),
        ]
        return candidates.filter { _ in Bool.random(using: &random) }.filter { $0.declaredMediaType != body.declaredMediaType }
    }

    /// The body's alternatives kept valid after other edits: typed to the body's content type, none repeating the
    /// body's declared media type.
    private func normalizedAlternatives(of body: Parameter) -> [BodyAlternative] {
        body.alternatives.compactMap { alternative in
            var result = alternative
            let own: TypeReference = alternative.contentType == .textPlain ? .scalar(.string) : .scalar(.binary)
            result.type = body.type == own ? nil : own
            return result.declaredMediaType == body.declaredMediaType ? nil : result
        }
    }

    /// A random exact media type of raw content, or `nil` for `application/octet-stream` itself.
    private mutating func rawMediaType() -> String? {
        [nil, "image/jpeg", "image/png", "text/csv", "application/pdf", "image/*", "*/*"].randomElement(using: &random) ?? nil
    }

    /// Random valid validation rules fitting `type` (none for types without rules).
    private mutating func rules(for type: TypeReference) -> ValueRules {
        var rules = ValueRules()
        switch type {
        case .scalar(.string):
            if Bool.random(using: &random) { rules.minLength = Int.random(in: 0...3, using: &random) }
            if Bool.random(using: &random) { rules.maxLength = Int.random(in: 4...64, using: &random) }
            if Int.random(in: 0..<3, using: &random) == 0 { rules.pattern = ["^[a-z]+$", "^[A-Z0-9_-]*$", "\\d{3}"].randomElement(using: &random) }
        case .scalar(.int32), .scalar(.int64), .scalar(.double), .scalar(.float):
            if Bool.random(using: &random) { rules.minimum = .integer(Int.random(in: -5...5, using: &random)) }
            if Bool.random(using: &random) { rules.exclusiveMaximum = .integer(Int.random(in: 10...100, using: &random)) }
            if Int.random(in: 0..<3, using: &random) == 0 { rules.multipleOf = [.integer(2), .integer(5), .decimal(0.5)].randomElement(using: &random) }
        case .array:
            if Bool.random(using: &random) { rules.minItems = Int.random(in: 0...2, using: &random) }
            if Bool.random(using: &random) { rules.maxItems = Int.random(in: 3...20, using: &random) }
            rules.uniqueItems = Bool.random(using: &random)
        default:
            break
        }
        return rules
    }

    /// A path-free parameter with a random location, style and explode flag: a query, header or cookie array.
    private mutating func styledParameter(models: [ModelDefinition]) -> Parameter {
        let location = [ParameterLocation.query, .query, .header, .cookie].randomElement(using: &random) ?? .query
        let styles = ParameterStyle.allowed(inLocation: location.rawValue)
        return Parameter(
            name: "styled_" + word(), location: location, type: .array(.scalar(.int32)),
            style: styles.randomElement(using: &random), explode: [nil, true, false].randomElement(using: &random) ?? nil
        )
    }

    /// Changes the style, the explode flag or the location of a random styled parameter of the endpoint at `index`.
    private mutating func restyle(_ document: inout APIDocument, endpoint index: Int) {
        guard let position = document.endpoints[index].parameters.firstIndex(where: { $0.name.hasPrefix("styled_") }) else { return }
        var parameter = document.endpoints[index].parameters[position]
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            parameter.style = ParameterStyle.allowed(inLocation: parameter.location.rawValue).randomElement(using: &random)
        case 1:
            parameter.explode = !parameter.resolvedExplode
        default:
            parameter.location = parameter.location == .query ? .header : .query
            parameter.style = ParameterStyle.allowed(inLocation: parameter.location.rawValue).randomElement(using: &random)
        }
        parameter.normalizeStyle()
        document.endpoints[index].parameters[position] = parameter
    }

    /// A random edit of a document: renamed, retyped, added and removed properties, cases, models and endpoints,
    /// restyled and moved parameters, changed endpoint servers, changed validation rules, changed server variables,
    /// toggled `allowReserved` flags and changed media types of raw bodies and responses.
    public mutating func edited(_ document: APIDocument) -> APIDocument {
        var result = document
        result.service.version = "2.0.0"
        for index in result.models.indices {
            switch result.models[index].kind {
            case var .object(properties):
                if !properties.isEmpty, Bool.random(using: &random) { properties.remove(at: Int.random(in: 0..<properties.count, using: &random)) }
                if !properties.isEmpty, Bool.random(using: &random) {
                    let position = Int.random(in: 0..<properties.count, using: &random)
                    properties[position].key += "_v2"
                    properties[position].name = properties[position].key
                }
                if !properties.isEmpty, Bool.random(using: &random) {
                    properties[Int.random(in: 0..<properties.count, using: &random)].required.toggle()
                }
                if !properties.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                    properties[Int.random(in: 0..<properties.count, using: &random)].type = .scalar(.string)
                }
                if Bool.random(using: &random) { properties.append(Property(name: "added_\(index)", type: .scalar(.int32), required: Bool.random(using: &random))) }
                result.models[index].kind = .object(properties)
            case var .enum(enumModel):
                if enumModel.cases.count > 1, Bool.random(using: &random) { enumModel.cases.removeLast() }
                if Bool.random(using: &random) { enumModel.cases.append(EnumCase(value: .string("new_case_\(index)"))) }
                result.models[index].kind = .enum(enumModel)
            case .union:
                break
            }
        }
        if Bool.random(using: &random) { result.models.append(ModelDefinition(name: "Added", kind: .object([Property(name: "id", type: .scalar(.uuid), required: true)]))) }
        for index in result.endpoints.indices where Bool.random(using: &random) { result.endpoints[index].path = "/v2" + result.endpoints[index].path }
        for index in result.endpoints.indices where Bool.random(using: &random) { restyle(&result, endpoint: index) }
        for index in result.endpoints.indices where Int.random(in: 0..<4, using: &random) == 0 {
            result.endpoints[index].servers = result.endpoints[index].servers == nil
                ? [Server(url: "https://uploads\(index).random.example.com", description: Bool.random(using: &random) ? "Uploads" : nil)]
                : nil
        }
        if !result.endpoints.isEmpty, Bool.random(using: &random) { result.endpoints.removeFirst() }
        if Bool.random(using: &random) { result.servers = [Server(url: "https://v2.random.example.com")] }
        // Rule edits are drawn last, so they did not change what earlier draws produce for a seed.
        for index in result.models.indices {
            guard case var .object(properties) = result.models[index].kind else { continue }
            for position in properties.indices where Int.random(in: 0..<4, using: &random) == 0 {
                properties[position].rules = rules(for: properties[position].type)
            }
            result.models[index].kind = .object(properties)
        }
        for index in result.endpoints.indices {
            for position in result.endpoints[index].parameters.indices where result.endpoints[index].parameters[position].location == .query && Int.random(in: 0..<3, using: &random) == 0 {
                result.endpoints[index].parameters[position].rules = rules(for: result.endpoints[index].parameters[position].type)
            }
        }
        editServerVariables(&result)
        for index in result.endpoints.indices {
            for position in result.endpoints[index].parameters.indices {
                if result.endpoints[index].parameters[position].location != .query {
                    result.endpoints[index].parameters[position].allowReserved = false
                } else if Int.random(in: 0..<3, using: &random) == 0 {
                    result.endpoints[index].parameters[position].allowReserved.toggle()
                }
            }
        }
        // Media type edits of raw bodies and responses, drawn last as well.
        for index in result.endpoints.indices {
            if let position = result.endpoints[index].parameters.firstIndex(where: { $0.location == .body && $0.contentType == .octetStream }),
               Bool.random(using: &random) {
                result.endpoints[index].parameters[position].mediaType = rawMediaType()
            }
            if result.endpoints[index].response?.contentType == .octetStream, Bool.random(using: &random) {
                result.endpoints[index].response?.mediaType = rawMediaType()
            }
            if result.endpoints[index].response != nil, Int.random(in: 0..<3, using: &random) == 0 {
                let others = ["text/plain", "application/xml", "text/csv"].filter { _ in Bool.random(using: &random) }
                let declared = result.endpoints[index].response?.declaredMediaType
                result.endpoints[index].response?.alternatives = others.filter { $0 != declared }
            }
        }
        // Request body alternative edits, drawn last as well.
        for index in result.endpoints.indices {
            guard let position = result.endpoints[index].parameters.firstIndex(where: { $0.location == .body }) else { continue }
            if Int.random(in: 0..<3, using: &random) == 0 {
                result.endpoints[index].parameters[position].alternatives = bodyAlternatives(of: result.endpoints[index].parameters[position])
            } else {
                result.endpoints[index].parameters[position].alternatives = normalizedAlternatives(of: result.endpoints[index].parameters[position])
            }
        }
        return result
    }

    /// Changes a variable of the first server (a default, an added or removed value, a removed variable) or adds a
    /// server with a variable of its own. Drawn after every other edit.
    private mutating func editServerVariables(_ document: inout APIDocument) {
        guard var first = document.servers.first, var variables = first.variables, !variables.isEmpty else { return }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: variables[0].defaultValue = "us"
        case 1: variables[0].values?.append("ap")
        case 2: variables[1].defaultValue = "v2"
        case 3:
            variables.removeLast()
            first.url = first.url.replacingOccurrences(of: "/{version}", with: "/v1")
        default:
            document.servers.append(Server(url: "https://{tenant}.eu.random.example.com", description: "Regional", variables: [
                ServerVariable(name: "tenant", defaultValue: "demo"),
            ]))
        }
        first.variables = variables
        document.servers[0] = first
    }
}
