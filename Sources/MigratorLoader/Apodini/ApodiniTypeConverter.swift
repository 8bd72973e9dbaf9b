import MigratorModel

/// A converted `TypeInformation`: the model type, whether Apodini declared it `Optional`, and a description
/// for values whose wire form needs explaining (dates sent as numbers).
struct ApodiniConvertedType: Equatable {
    /// The model type.
    var type: TypeReference
    /// Whether the value was `Optional` in Swift (the key may be missing or `null`).
    var optional = false
    /// An explanation for doc comments, if the wire form is not obvious from the type.
    var description: String?
}

/// Apodini's primitive types (`PrimitiveType`, matched case-insensitively as ApodiniMigrator does) in the model.
enum ApodiniScalarMapping {
    /// The model type of a primitive, or `nil` for an unknown name.
    ///
    /// Integers that fit 32 bits (`Int8`, `Int16`, `Int32`, `UInt8`, `UInt16`) are `int32`; `Int`, `Int64`,
    /// `UInt`, `UInt32` and `UInt64` are `int64`. `Date` and `Data` follow the service's coder configuration.
    /// `Null` is free-form `json`.
    static func scalar(named name: String, coders: ApodiniCoderConfiguration) -> ApodiniConvertedType? {
        switch name.lowercased() {
        case "bool": return ApodiniConvertedType(type: .scalar(.boolean))
        case "int8", "int16", "int32", "uint8", "uint16": return ApodiniConvertedType(type: .scalar(.int32))
        case "int", "int64", "uint", "uint32", "uint64": return ApodiniConvertedType(type: .scalar(.int64))
        case "string": return ApodiniConvertedType(type: .scalar(.string))
        case "double": return ApodiniConvertedType(type: .scalar(.double))
        case "float": return ApodiniConvertedType(type: .scalar(.float))
        case "url": return ApodiniConvertedType(type: .scalar(.url))
        case "uuid": return ApodiniConvertedType(type: .scalar(.uuid))
        case "date": return ApodiniConvertedType(type: coders.dateType, description: coders.dateDescription)
        case "data": return ApodiniConvertedType(type: coders.dataType)
        case "null": return ApodiniConvertedType(type: .json)
        default: return nil
        }
    }
}

/// Converts ApodiniMigrator `TypeInformation` values (`scalar`, `repeated`, `dictionary`, `optional`, `enum`,
/// `object`, `reference`) into model types, and the registry's declarations into models.
final class ApodiniTypeConverter {
    /// The named types.
    let registry: ApodiniTypeRegistry
    /// Diagnostics and settings.
    let context: ApodiniReadContext
    /// Names of the models some type refers to.
    private(set) var referencedModels: Set<String> = []
    /// Store keys of alias entries being read, to stop a cycle of aliases.
    private var resolvingAliases: Set<String> = []

    /// The keys a `TypeInformation` object may have, in the order they are looked for.
    private static let kinds = ["scalar", "reference", "repeated", "optional", "dictionary", "object", "enum"]

    /// Creates a converter over `registry`.
    init(registry: ApodiniTypeRegistry, context: ApodiniReadContext) {
        self.registry = registry
        self.context = context
    }

    /// Converts a `TypeInformation` node. Problems are recorded and yield `json`, so reading goes on.
    func convert(_ node: ApodiniNode) -> ApodiniConvertedType {
        guard let kind = Self.kinds.first(where: { node[$0] != nil }), let value = node[kind] else {
            context.warning(
                "expected a type (an object with one of \(Self.kinds.joined(separator: ", "))) but found \(node.shape); it is read as json",
                at: node
            )
            return ApodiniConvertedType(type: .json)
        }
        switch kind {
        case "scalar":
            return scalar(value)
        case "reference":
            return reference(value)
        case "repeated":
            let element = convert(value)
            if element.optional {
                context.warningOnce("arrays of optional values are read as arrays of non-optional values", at: value)
            }
            return ApodiniConvertedType(type: .array(element.type), description: element.description)
        case "optional":
            var wrapped = convert(value)
            wrapped.optional = true
            return wrapped
        case "dictionary":
            return dictionary(value)
        default:
            return inline(node)
        }
    }

    /// Whether a type node (possibly `Optional`) is Apodini's `Empty`, which endpoints return for "no content".
    func isApodiniEmpty(_ node: ApodiniNode) -> Bool {
        if let wrapped = node["optional"] { return isApodiniEmpty(wrapped) }
        if let key = node["reference"]?.string { return registry.declaration(forKey: key)?.isApodiniEmpty ?? false }
        return registry.declaration(inline: node)?.isApodiniEmpty ?? false
    }

    /// A `{"scalar": "UUID"}` primitive.
    private func scalar(_ value: ApodiniNode) -> ApodiniConvertedType {
        let name = value.string ?? ""
        if let converted = ApodiniScalarMapping.scalar(named: name, coders: context.coders) {
            switch name.lowercased() {
            case "null":
                context.warningOnce("the primitive type Null is read as json", at: value)
            case "date" where converted.type != .scalar(.dateTime):
                context.warningOnce(
                    "the service encodes dates with the `\(context.coders.dateStrategy)` strategy, not as RFC 3339 text; "
                        + "Date values are read as \(converted.type)",
                    at: value
                )
            case "data" where converted.type != .scalar(.binary):
                context.warningOnce("the service encodes Data as an array of bytes (`deferredToData`); Data values are read as \(converted.type)", at: value)
            default:
                break
            }
            return converted
        }
        context.warning("unknown primitive type \(value.shape); it is read as json", at: value)
        return ApodiniConvertedType(type: .json)
    }

    /// A `{"reference": "Key"}` into the type store.
    private func reference(_ value: ApodiniNode) -> ApodiniConvertedType {
        guard let key = value.string else {
            context.error("a type reference must be a string, found \(value.shape)", at: value)
            return ApodiniConvertedType(type: .json)
        }
        if let declaration = registry.declaration(forKey: key) { return use(declaration) }
        if let alias = registry.aliases[key] {
            guard resolvingAliases.insert(key).inserted else {
                context.error("the type \"\(key)\" refers to itself without an object or enum in between", at: value)
                return ApodiniConvertedType(type: .json)
            }
            defer { resolvingAliases.remove(key) }
            return convert(alias)
        }
        context.error("unknown type reference \"\(key)\": `\(context.format.typesKey)` has no entry with this key", at: value)
        return ApodiniConvertedType(type: .json)
    }

    /// An inline `{"object": …}` or `{"enum": …}`, filed in the registry under its type name.
    private func inline(_ node: ApodiniNode) -> ApodiniConvertedType {
        guard let declaration = registry.declaration(inline: node) else {
            context.warning("an inline type without a readable `typeName` is read as json", at: node)
            return ApodiniConvertedType(type: .json)
        }
        return use(declaration)
    }

    /// The type a declaration stands for, noting the model as referenced.
    private func use(_ declaration: ApodiniDeclaration) -> ApodiniConvertedType {
        if case let .substitute(type) = declaration.kind { return ApodiniConvertedType(type: type) }
        referencedModels.insert(declaration.modelName)
        return ApodiniConvertedType(type: .model(declaration.modelName))
    }

    /// A `{"dictionary": {"key": "String", "value": …}}`: string- and integer-keyed dictionaries are JSON objects
    /// (`map<T>`); Swift encodes dictionaries with other key types as a flat array of keys and values, read as `json`.
    private func dictionary(_ value: ApodiniNode) -> ApodiniConvertedType {
        guard let valueNode = value["value"] else {
            context.warning("a dictionary type without `value` is read as json", at: value)
            return ApodiniConvertedType(type: .json)
        }
        let converted = convert(valueNode)
        let keyName = value["key"].flatMap { $0["scalar"]?.string ?? $0.string } ?? "String"
        switch ApodiniScalarMapping.scalar(named: keyName, coders: context.coders)?.type {
        case .scalar(.string)?, .scalar(.int32)?, .scalar(.int64)?:
            return ApodiniConvertedType(type: .dictionary(converted.type), description: converted.description)
        default:
            context.warning("a dictionary with \(keyName) keys is encoded as an array of keys and values; it is read as json", at: value)
            return ApodiniConvertedType(type: .json)
        }
    }

    /// The models of every declaration, sorted by name; Apodini's `Empty` only when some type refers to it.
    ///
    /// Call after every endpoint type was converted; property types are converted here first, so
    /// ``referencedModels`` is complete before `Empty` is judged.
    func models() -> [ModelDefinition] {
        var propertiesByKey: [String: [Property]] = [:]
        for declaration in registry.declarations where declaration.kind == .object {
            propertiesByKey[declaration.key] = properties(of: declaration)
        }
        var models: [ModelDefinition] = []
        for declaration in registry.declarations {
            switch declaration.kind {
            case .substitute:
                continue
            case .object:
                if declaration.isApodiniEmpty, !referencedModels.contains(declaration.modelName) { continue }
                models.append(ModelDefinition(name: declaration.modelName, kind: .object(propertiesByKey[declaration.key] ?? [])))
            case let .enumeration(rawType):
                models.append(ModelDefinition(name: declaration.modelName, kind: .enum(enumModel(declaration, rawType: rawType))))
            }
        }
        return models.sorted { $0.name < $1.name }
    }

    /// The properties of an object declaration, in document order; unnamed and repeated properties are skipped.
    private func properties(of declaration: ApodiniDeclaration) -> [Property] {
        var properties: [Property] = []
        var seen: Set<String> = []
        for node in declaration.body["properties"]?.elements ?? [] {
            guard let name = node.text("name") else {
                context.warning("a property without a name is skipped", at: node)
                continue
            }
            guard seen.insert(name).inserted else {
                context.warning("property \"\(name)\" is declared twice; the second is skipped", at: node)
                continue
            }
            let converted: ApodiniConvertedType
            if let typeNode = node["type"] {
                converted = convert(typeNode)
            } else {
                context.warning("property \"\(name)\" has no type; it is read as json", at: node)
                converted = ApodiniConvertedType(type: .json)
            }
            properties.append(Property(name: name, type: converted.type, required: !converted.optional, description: converted.description))
        }
        return properties
    }

    /// The cases of an enum declaration; a missing `rawValue` defaults to the case name, as in Swift.
    private func enumModel(_ declaration: ApodiniDeclaration, rawType: EnumModel.RawType) -> EnumModel {
        var cases: [EnumCase] = []
        var seen: Set<EnumValue> = []
        for node in declaration.body["cases"]?.elements ?? [] {
            guard let raw = node.text("rawValue") ?? node.text("name") else {
                context.warning("an enum case without a name or raw value is skipped", at: node)
                continue
            }
            let name = node.text("name")
            let value: EnumValue = rawType == .integer ? .integer(Int(raw) ?? 0) : .string(raw)
            guard seen.insert(value).inserted else {
                context.warning("enum value \"\(raw)\" is declared twice; the second case is skipped", at: node)
                continue
            }
            cases.append(EnumCase(name: name == raw ? nil : name, value: value))
        }
        return EnumModel(rawType: rawType, cases: cases)
    }
}
