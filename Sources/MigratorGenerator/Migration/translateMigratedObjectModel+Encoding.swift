import MigratorMigration
import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Encoding from the old interface into the newest wire format: renamed keys, converted values, defaults for
    /// values the new API requires, nothing for removed properties.
    func migratedEncodeFunction(
        _ model: ModelDefinition, _ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]
    ) -> Declaration {
        var statements: [CodeBlock] = []
        var movedValues: [String: [(key: String, value: Expression)]] = [:]
        for storage in storages {
            guard case let .moved(value)? = plans[storage.property.key] else { continue }
            let wireValue = types.toWire(storage.read, storage.property.type, optional: storage.property.isOptional)
            movedValues[value.holderKey, default: []].append((value.memberKey, wireValue))
        }
        let moved = movedValues.mapValues { values in
            values.sorted { $0.key < $1.key }.map { DictionaryEntry(key: .string($0.key), value: $0.value) }
        }
        for storage in storages {
            let holderKey = added[storage.property.key]?.wireKey
            statements += encodeStatements(
                model, storage, plan: plans[storage.property.key], added: added[storage.property.key],
                movedInto: plans[storage.property.key] == nil ? holderKey.flatMap { moved[$0] } : nil,
                movedOutSource: plans[storage.property.key] == nil ? movedOutSource(added[storage.property.key]?.movedFrom, storages) : nil
            )
        }
        let container = Expression.id("encoder").dot("container").call([.labeled("keyedBy", .id("CodingKeys.self"))])
        let body: [CodeBlock] = statements.isEmpty
            ? [.expression(.assignment(left: .id("_"), right: container))]
            : [.declaration(.variable(VariableDescription(name: "container", value: container)))] + statements
        let function = FunctionDescription(
            access: access, kind: .function(name: "encode", isStatic: false),
            parameters: [ParameterDescription(label: "to", name: "encoder", type: "any Encoder")], isThrowing: true, body: body
        )
        return documented(.function(function), ["Encodes this version's value in the newest wire format."])
    }

    /// `try container.<method>(value, forKey: .key)`, with any inner `try` hoisted.
    private func encodeCall(_ method: String, _ value: Expression, _ storage: PropertyStorage) -> CodeBlock {
        .expression(Expression.id("container").dot(method).call([
            FunctionArgument(expression: value), .labeled("forKey", .dot(storage.name)),
        ]).hoistingTry().addingTry())
    }

    /// Statements encoding one property. `movedInto` are the wire values of old properties that moved into this added
    /// property's object, by member key: they are merged into it. `movedOutSource` reads the old member this added
    /// property moved out of (and whether that is optional): its value is sent, this property's when it is `nil`.
    private func encodeStatements(
        _ model: ModelDefinition, _ storage: PropertyStorage, plan: PropertyPlan?, added: AddedPropertyPlan?, movedInto: [DictionaryEntry]?,
        movedOutSource: (Expression, optional: Bool)? = nil
    ) -> [CodeBlock] {
        let property = storage.property
        let element = elementName(model, property)
        switch plan {
        case .removed?, .moved?, .movedOut?:
            return []
        case let .kept(value)?:
            let wireDefault = defaultValue(of: value.wireType, json: value.defaultJSON, element: element, report: nil)
            let closure: String? = { if case let .closures(toNew, _) = value.conversion { return toNew } else { return nil } }()
            guard value.conversion != .unconvertible,
                  let result = ValueConversionTranslation(translator: self).convert(
                      .id("$0"), from: property.type, to: value.wireType, conversion: value.conversion, closure: closure, element: element
                  ) else {
                return value.wireRequired && !value.wireNullable
                    ? [encodeCall("encode", types.toWire(wireDefault, value.wireType), storage)] : []
            }
            let source = storage.read
            var converted: Expression
            var optional = property.isOptional
            if case .id("$0") = result.expression {
                converted = source
            } else if property.isOptional {
                converted = source.dot(result.isOptional ? "flatMap" : "map").call(trailingClosure: ClosureDescription(body: [.expression(result.expression)]))
            } else {
                converted = substitute(result.expression, with: source)
                optional = result.isOptional
            }
            if !optional {
                return [encodeCall("encode", types.toWire(converted, value.wireType), storage)]
            }
            if value.wireRequired && !value.wireNullable {
                converted = .binaryOperation(left: converted, operation: "??", right: wireDefault)
                return [encodeCall("encode", types.toWire(.parenthesized(converted), value.wireType), storage)]
            }
            return [encodeCall(value.wireRequired ? "encode" : "encodeIfPresent", types.toWire(converted, value.wireType, optional: true), storage)]
        case nil:
            let wireProperty = wireModels[model.name]?.properties.first { $0.key == added?.wireKey }
            var read = storage.read
            if let (source, optional) = movedOutSource {
                // The old member first, as for values moved into an object: an app written against the old interface
                // sets only that one, also after decoding a value that filled both.
                if !optional { return [encodeCall("encode", types.toWire(source, property.type), storage)] }
                read = .parenthesized(.binaryOperation(left: source, operation: "??", right: read))
            }
            if let movedInto {
                read = Expression.id(Constants.Runtime.migrationConversions).dot("merging").call([
                    FunctionArgument(expression: read), .labeled("members", .literal(.dictionary(movedInto))),
                    .labeled("element", .string(element)),
                ]).addingTry()
            }
            if let wireProperty, wireProperty.required, !wireProperty.nullable {
                let wireDefault = defaultValue(of: property.type, json: added?.defaultJSON, element: element, report: nil)
                let value = Expression.parenthesized(.binaryOperation(left: read, operation: "??", right: wireDefault))
                return [encodeCall("encode", types.toWire(value, property.type), storage)]
            }
            return [encodeCall("encodeIfPresent", types.toWire(read, property.type, optional: true), storage)]
        }
    }
}

extension Expression {
    /// The expression with a leading `try` (once).
    func addingTry() -> Expression {
        if case .try = self { return self }
        return .try(self)
    }
}
