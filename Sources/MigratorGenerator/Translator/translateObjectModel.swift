import MigratorMigration
import MigratorModel
import MigratorNaming

/// How one property of a generated struct is stored and reached.
struct PropertyStorage {
    /// The property.
    var property: Property
    /// The public Swift name (escaped).
    var name: String
    /// The interface type, optional where the property is.
    var type: String
    /// The private stored property behind a computed public one, when the property is boxed or deprecated.
    var storageName: String?
    /// Whether the storage is an `Indirect` box.
    var isIndirect: Bool
    /// The deprecation message of the public accessor, if deprecated.
    var deprecationMessage: String?
    /// Where a migrated property's value travels now, when a newer version moved it into an object or out onto the
    /// model holding its own (a doc line: "On the wire: `webhook.notificationUrl`, since Sessions 2.0.0 (…).").
    var movedNote: String? = nil

    /// The expression reading the interface value inside the type.
    var read: Expression {
        guard let storageName else { return .selfDot(name) }
        return isIndirect ? Expression.selfDot(storageName).dot("value") : .selfDot(storageName)
    }

    /// The assignment storing `value` inside an initializer.
    func assign(_ value: Expression) -> CodeBlock {
        guard let storageName else { return .expression(.assignment(left: .selfDot(name), right: value)) }
        guard isIndirect else { return .expression(.assignment(left: .selfDot(storageName), right: value)) }
        let stored: Expression
        if case let .try(inner) = value {
            stored = .try(Expression.id(Constants.Runtime.indirect).call(inner))
        } else {
            stored = Expression.id(Constants.Runtime.indirect).call(value)
        }
        return .expression(.assignment(left: .selfDot(storageName), right: stored))
    }
}

extension FileTranslator {
    /// Translates an object model into a `Codable, Hashable, Sendable` struct with explicit coding keys,
    /// a memberwise initializer, and hand-written `init(from:)` and `encode(to:)`.
    ///
    /// For example a `Pet` with `id: int64 (required)` and `tag: string` becomes
    /// `public struct Pet { public var id: Int; public var tag: String?; public init(id: Int, tag: String? = nil) … }`.
    func translateObjectModel(_ model: ModelDefinition, properties: [Property]) -> FileDescription {
        let migration: (properties: [String: PropertyPlan], added: [String: AddedPropertyPlan])?
        if case let .object(plans, added)? = plan?.models[model.name] { migration = (plans, added) } else { migration = nil }
        let storages = properties.map { property in
            var storage = storage(for: property, in: model, deprecationMessage: migration.flatMap {
                deprecationMessage(for: property, plans: $0.properties, added: $0.added)
            })
            switch migration?.properties[property.key] {
            case let .moved(moved)?:
                storage.movedNote = "On the wire: `\(moved.holderKey).\(moved.memberKey)`, since \(document.service.name) \(moved.version) "
                    + "(moved into a nested object; read and written there)."
            case let .movedOut(movedOut)?:
                storage.movedNote = "On the wire: \(movedOut.onto.map { "`\($0)`" }.joined(separator: ", ")), since \(document.service.name) \(movedOut.version) "
                    + "(moved out onto the model holding this object, which fills it in and sends it there; "
                    + "where no such holder does, it decodes as removed and is no longer sent)."
            default:
                break
            }
            return storage
        }
        var members: [Declaration] = []
        for storage in storages {
            members.append(contentsOf: propertyDeclarations(storage))
        }
        members.append(memberwiseInitializer(storages))
        if let migration {
            members.append(migratedCodingKeys(storages, plans: migration.properties, added: migration.added))
            members.append(migratedDecodingInitializer(model, storages, plans: migration.properties, added: migration.added))
            members.append(migratedEncodeFunction(model, storages, plans: migration.properties, added: migration.added))
        } else {
            members.append(codingKeys(storages))
            members.append(decodingInitializer(storages))
            members.append(encodeFunction(storages))
        }
        let type = TypeDescription(
            access: access, name: names.typeName(model.name),
            conformances: ["Codable", "Hashable", "Sendable"], members: members
        )
        let declaration = documented(.struct(type), docLines(model.description, deprecated: model.deprecated))
        return FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [declaration])
    }

    /// Decides how a property is stored.
    func storage(for property: Property, in model: ModelDefinition, deprecationMessage: String? = nil) -> PropertyStorage {
        let name = names.propertyName(property, in: model.name)
        let isIndirect = indirectProperties.contains("\(model.name).\(property.key)")
        let message = deprecationMessage ?? (property.deprecated ? "Deprecated by the API description." : nil)
        let needsStorage = isIndirect || message != nil
        return PropertyStorage(
            property: property, name: name, type: types.swiftType(property.type, optional: property.isOptional),
            storageName: needsStorage ? "_\(SwiftIdentifier.unescaped(name))Storage" : nil, isIndirect: isIndirect,
            deprecationMessage: message
        )
    }

    private func propertyDeclarations(_ storage: PropertyStorage) -> [Declaration] {
        let property = storage.property
        var doc = docLines(property.description)
        if let movedNote = storage.movedNote {
            if !doc.isEmpty { doc.append("") }
            doc.append(movedNote)
        } else if property.key != SwiftIdentifier.unescaped(storage.name) {
            if !doc.isEmpty { doc.append("") }
            doc.append("Wire key: `\(property.key)`.")
        }
        if let rules = property.rules.summary {
            if !doc.isEmpty { doc.append("") }
            doc.append("- Rules: \(rules)")
        }
        guard let storageName = storage.storageName else {
            return [documented(.variable(VariableDescription(access: access, name: storage.name, type: storage.type)), doc)]
        }
        let storedType = storage.isIndirect ? "\(Constants.Runtime.indirect)<\(storage.type)>" : storage.type
        let stored = Declaration.variable(VariableDescription(access: .private, name: storageName, type: storedType))
        let setValue: Expression = storage.isIndirect ? Expression.id(Constants.Runtime.indirect).call(.id("newValue")) : .id("newValue")
        var computed = Declaration.variable(VariableDescription(
            access: access, name: storage.name, type: storage.type,
            getter: [.expression(storage.read)],
            setter: [.expression(.assignment(left: .selfDot(storageName), right: setValue))]
        ))
        if let message = storage.deprecationMessage {
            computed = .deprecated(message: message, computed)
        }
        return [stored, documented(computed, doc)]
    }

    private func memberwiseInitializer(_ storages: [PropertyStorage]) -> Declaration {
        let parameters = storages.map { storage in
            ParameterDescription(
                name: storage.name, type: storage.type,
                defaultValue: storage.property.isOptional ? .literal(.nil) : nil
            )
        }
        let body = storages.map { $0.assign(.id($0.name)) }
        let function = FunctionDescription(access: access, kind: .initializer, parameters: parameters, body: body)
        var doc = ["Creates a value."]
        let documentedParameters = storages.filter { $0.property.description != nil }
        if !documentedParameters.isEmpty {
            doc.append("")
            doc.append("- Parameters:")
            for storage in documentedParameters {
                let summary = docLines(storage.property.description).first ?? ""
                doc.append("  - \(SwiftIdentifier.unescaped(storage.name)): \(summary)")
            }
        }
        return documented(.function(function), doc)
    }

    private func codingKeys(_ storages: [PropertyStorage]) -> Declaration {
        let cases = storages.map { storage -> Declaration in
            let raw = SwiftIdentifier.unescaped(storage.name)
            return .enumCase(EnumCaseDescription(
                name: storage.name, rawValue: storage.property.key == raw ? nil : .string(storage.property.key)
            ))
        }
        let conformances = cases.isEmpty ? ["CodingKey"] : ["String", "CodingKey"]
        return documented(.enum(TypeDescription(name: "CodingKeys", conformances: conformances, members: cases)), ["The wire keys."])
    }

    private func decodingInitializer(_ storages: [PropertyStorage]) -> Declaration {
        let container = Expression.try(Expression.id("decoder").dot("container").call([.labeled("keyedBy", .id("CodingKeys.self"))]))
        var body: [CodeBlock] = []
        if storages.isEmpty {
            body.append(.expression(.assignment(left: .id("_"), right: container)))
        } else {
            body.append(.declaration(.variable(VariableDescription(isLet: true, name: "container", value: container))))
        }
        for storage in storages {
            let property = storage.property
            let method = property.isOptional ? "decodeIfPresent" : "decode"
            let decoded = Expression.try(Expression.id("container").dot(method).call([
                FunctionArgument(expression: .id("\(types.wireType(property.type)).self")),
                .labeled("forKey", .dot(storage.name)),
            ]))
            body.append(storage.assign(types.fromWire(decoded, property.type, optional: property.isOptional)))
        }
        let function = FunctionDescription(
            access: access, kind: .initializer,
            parameters: [ParameterDescription(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true, body: body
        )
        return documented(.function(function), ["Decodes a value from its wire representation."])
    }

    private func encodeFunction(_ storages: [PropertyStorage]) -> Declaration {
        let container = Expression.id("encoder").dot("container").call([.labeled("keyedBy", .id("CodingKeys.self"))])
        var body: [CodeBlock] = []
        if storages.isEmpty {
            body.append(.expression(.assignment(left: .id("_"), right: container)))
        } else {
            body.append(.declaration(.variable(VariableDescription(name: "container", value: container))))
        }
        for storage in storages {
            let property = storage.property
            let method = property.required ? "encode" : "encodeIfPresent"
            let value = types.toWire(storage.read, property.type, optional: property.isOptional)
            body.append(.expression(.try(Expression.id("container").dot(method).call([
                FunctionArgument(expression: value), .labeled("forKey", .dot(storage.name)),
            ]))))
        }
        let function = FunctionDescription(
            access: access, kind: .function(name: "encode", isStatic: false),
            parameters: [ParameterDescription(label: "to", name: "encoder", type: "any Encoder")],
            isThrowing: true, body: body
        )
        return documented(.function(function), ["Encodes the value in its wire representation."])
    }
}
