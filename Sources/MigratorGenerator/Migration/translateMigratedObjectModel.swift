import MigratorMigration
import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// The deprecation message of an old property the newest API no longer carries (or cannot convert), if any.
    func deprecationMessage(for property: Property, plans: [String: PropertyPlan], added: [String: AddedPropertyPlan] = [:]) -> String? {
        switch plans[property.key] {
        case let .removed(version, _)?:
            let movedOut = added.filter { $0.value.movedFrom?.holderKey == property.key }
                .map { "`\($0.value.movedFrom?.memberKey ?? "")` as `\($0.value.wireKey)`" }.sorted()
            guard movedOut.isEmpty else {
                return "Removed in \(document.service.name) \(version); only its \(movedOut.joined(separator: ", ")) still travel, on this model."
            }
            return "Removed in \(document.service.name) \(version); no longer sent or received."
        case let .kept(value)? where value.conversion == .unconvertible:
            return "Its type changed in \(plan?.targetVersion ?? "a newer version") with no conversion; values are no longer sent or received."
        default: return property.deprecated ? "Deprecated by the API description." : nil
        }
    }

    /// Coding keys naming the newest wire keys.
    func migratedCodingKeys(_ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]) -> Declaration {
        let cases = storages.map { storage -> Declaration in
            let key = storage.property.key
            let wireKey: String
            switch plans[key] {
            case let .kept(value)?: wireKey = value.wireName
            default: wireKey = added[key]?.wireKey ?? key
            }
            let raw = SwiftIdentifier.unescaped(storage.name)
            return .enumCase(EnumCaseDescription(name: storage.name, rawValue: wireKey == raw ? nil : .string(wireKey)))
        }
        let conformances = cases.isEmpty ? ["CodingKey"] : ["String", "CodingKey"]
        return documented(.enum(TypeDescription(name: "CodingKeys", conformances: conformances, members: cases)), ["The wire keys of the newest API version."])
    }

    /// `Model.property`, naming an element in run-time reports.
    func elementName(_ model: ModelDefinition, _ property: Property) -> String {
        "\(model.name).\(property.key)"
    }

    /// An expression producing a value of `type` (its wire form, converted back) from guide JSON text, or its
    /// JSONStringBuilder default (reported with `reason` when `report` is set). The expression is non-optional.
    func defaultValue(of type: TypeReference, json: String?, element: String, report reason: String?) -> Expression {
        let wireType = Expression.id("\(types.wireType(type)).self")
        let builder: Expression
        if let reason {
            builder = .try(Expression.id(Constants.Runtime.migrationConversions).dot("builderDefault").call([
                FunctionArgument(expression: wireType), .labeled("element", .string(element)), .labeled("reason", .string(reason)),
            ]))
        } else {
            builder = .try(Expression.id(Constants.Runtime.migrationConversions).dot("quietDefault").call(wireType))
        }
        guard let json else { return types.fromWire(builder, type) }
        let fromGuide = Expression.id(Constants.Runtime.migrationConversions).dot("value").call([
            FunctionArgument(expression: wireType), .labeled("json", .string(json)), .labeled("element", .string(element)),
        ])
        return types.fromWire(.parenthesized(.binaryOperation(left: fromGuide, operation: "??", right: builder)), type).hoistingTry()
    }

    /// Decoding from the newest wire format into the old interface.
    func migratedDecodingInitializer(
        _ model: ModelDefinition, _ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]
    ) -> Declaration {
        var statements: [CodeBlock] = []
        var usesContainer = false
        // Each object that moved values travel in is read once, as JSON, into a local the moved members read from.
        let holders = holderStorages(storages, plans: plans, added: added)
        let movedHolderKeys = Set(plans.values.compactMap { plan -> String? in
            if case let .moved(moved) = plan, holders[moved.holderKey] != nil { return moved.holderKey }
            return nil
        })
        var holderObjects: [String: String] = [:]
        for key in movedHolderKeys.sorted() {
            guard let holder = holders[key] else { continue }
            let local = "\(SwiftIdentifier.unescaped(holder.name))Object"
            holderObjects[key] = local
            statements.append(.declaration(.variable(VariableDescription(isLet: true, name: local, value: .try(Expression.id("container").dot("decodeIfPresent").call([
                FunctionArgument(expression: .id("JSONValue.self")), .labeled("forKey", .dot(holder.name)),
            ]))))))
            usesContainer = true
        }
        let filledAfterwards = holdersFilledAfterwards(storages, plans: plans, added: added)
        for storage in storages where !filledAfterwards.contains(storage.property.key) {
            let (blocks, reads) = decodeStatements(model, storage, plan: plans[storage.property.key], holderObjects: holderObjects)
            statements += blocks
            usesContainer = usesContainer || reads
        }
        statements += movedOutFillings(model, storages, plans: plans, added: added)
        usesContainer = usesContainer || !filledAfterwards.isEmpty
        let container = Expression.try(Expression.id("decoder").dot("container").call([.labeled("keyedBy", .id("CodingKeys.self"))]))
        let body: [CodeBlock] = [usesContainer
            ? .declaration(.variable(VariableDescription(isLet: true, name: "container", value: container)))
            : .expression(.assignment(left: .id("_"), right: container))] + statements
        let function = FunctionDescription(
            access: access, kind: .initializer,
            parameters: [ParameterDescription(label: "from", name: "decoder", type: "any Decoder")], isThrowing: true, body: body
        )
        return documented(.function(function), ["Decodes a value from the newest wire format into this version's interface."])
    }

    /// Statements putting the values of added properties that moved out of an object back into the old member of the
    /// object, one per holding property, run after every other property was decoded; the object reads them under their
    /// old keys (``PropertyPlan/movedOut(_:)``). A holder still on the wire is decoded here, once, from its JSON with
    /// the values put back (`self.links = filling(PaymentLinks.self, object: <links JSON>, members: ["redirectUrl":
    /// self.redirectUrl])`), so its object reports only members missing at their new place too. A holder the newest
    /// version dropped is rebuilt from the values (`merging(nil, …)`), and stays `nil` (or its fallback, reported when
    /// the guide gives none) without any.
    func movedOutFillings(
        _ model: ModelDefinition, _ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]
    ) -> [CodeBlock] {
        var members: [String: [DictionaryEntry]] = [:]
        for storage in storages {
            guard let from = added[storage.property.key]?.movedFrom else { continue }
            let value = types.toWire(storage.read, storage.property.type, optional: storage.property.isOptional)
            members[from.holderKey, default: []].append(DictionaryEntry(key: .string(from.memberKey), value: value))
        }
        return members.keys.sorted().compactMap { holderKey -> CodeBlock? in
            guard let holder = storages.first(where: { $0.property.key == holderKey }) else { return nil }
            let entries = Expression.literal(.dictionary((members[holderKey] ?? []).sorted { "\($0.key)" < "\($1.key)" }))
            let element = elementName(model, holder.property)
            guard case let .kept(value)? = plans[holderKey] else {
                // Dropped by the newest version: rebuilt from the values; a required one without any is its fallback.
                let typeName = types.swiftType(holder.property.type, optional: false)
                let base = holder.property.isOptional ? holder.read : Expression.id("\(typeName)?.none")
                let merged = Expression.id(Constants.Runtime.migrationConversions).dot("merging").call([
                    FunctionArgument(expression: base), .labeled("members", entries), .labeled("element", .string(element)),
                ])
                guard !holder.property.isOptional, case let .removed(version, fallbackJSON)? = plans[holderKey] else { return holder.assign(.try(merged)) }
                let fallback = defaultValue(of: holder.property.type, json: fallbackJSON, element: element, report: fallbackJSON == nil ? "removed in \(version)" : nil)
                return holder.assign(Expression.binaryOperation(left: merged, operation: "??", right: fallback).hoistingTry())
            }
            let wireOptional = !value.wireRequired || value.wireNullable
            let object = Expression.try(Expression.id("container").dot(wireOptional ? "decodeIfPresent" : "decode").call([
                FunctionArgument(expression: .id("JSONValue.self")), .labeled("forKey", .dot(holder.name)),
            ]))
            let filled = Expression.id(Constants.Runtime.migrationConversions).dot("filling").call([
                FunctionArgument(expression: .id("\(types.swiftType(holder.property.type, optional: false)).self")),
                .labeled(wireOptional ? "object" : "requiredObject", object), .labeled("members", entries),
            ])
            if holder.property.isOptional || !wireOptional { return holder.assign(filled.hoistingTry()) }
            let fallback = defaultValue(of: holder.property.type, json: value.fallbackJSON, element: element, report: value.fallbackJSON == nil ? "missing in the response" : nil)
            return holder.assign(Expression.binaryOperation(left: filled, operation: "??", right: fallback).hoistingTry())
        }
    }

    /// The interface keys of holders decoded by ``movedOutFillings(_:_:plans:added:)`` instead of on their own: kept
    /// properties some added property's value moved out of, and required ones the newest version dropped (decoded
    /// first as their fallback, they would report it even when rebuilt).
    func holdersFilledAfterwards(_ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]) -> Set<String> {
        Set(added.values.compactMap { plan -> String? in
            guard let key = plan.movedFrom?.holderKey else { return nil }
            switch plans[key] {
            case .kept?: return key
            case .removed?: return storages.first { $0.property.key == key }?.property.isOptional == false ? key : nil
            default: return nil
            }
        })
    }

    /// The old interface's value of an added property that moved out of an object (`self.links?.redirectUrl`, as
    /// `self.links.flatMap { $0.redirectUrl }`), and whether it is optional; `nil` when the property did not move out.
    func movedOutSource(_ from: MovedFromValue?, _ storages: [PropertyStorage]) -> (Expression, optional: Bool)? {
        guard let from, let holder = storages.first(where: { $0.property.key == from.holderKey }),
              let object = document.models.first(where: { $0.name == from.objectModel }),
              case let .object(members) = object.kind, let member = members.first(where: { $0.key == from.memberKey }) else { return nil }
        let name = names.propertyName(member, in: object.name)
        guard holder.property.isOptional else { return (holder.read.dot(name), member.isOptional) }
        let read = holder.read.dot(member.isOptional ? "flatMap" : "map").call(trailingClosure: ClosureDescription(body: [.expression(Expression.id("$0").dot(name))]))
        return (read, true)
    }

    /// The storages of added properties by their wire key: the members that hold the objects moved values travel in.
    func holderStorages(_ storages: [PropertyStorage], plans: [String: PropertyPlan], added: [String: AddedPropertyPlan]) -> [String: PropertyStorage] {
        var holders: [String: PropertyStorage] = [:]
        for storage in storages where plans[storage.property.key] == nil {
            if let wireKey = added[storage.property.key]?.wireKey { holders[wireKey] = storage }
        }
        return holders
    }

    /// Statements decoding one property, and whether they read the keyed container. `holderObjects` are the locals
    /// holding, as JSON, the objects moved values travel in, by the holder's wire key.
    private func decodeStatements(
        _ model: ModelDefinition, _ storage: PropertyStorage, plan: PropertyPlan?, holderObjects: [String: String]
    ) -> ([CodeBlock], Bool) {
        let property = storage.property
        let element = elementName(model, property)
        func fallback(_ json: String?, reason: String) -> Expression {
            defaultValue(of: property.type, json: json, element: element, report: json == nil ? reason : nil)
        }
        switch plan {
        case let .moved(moved)?:
            guard let object = holderObjects[moved.holderKey] else {
                return ([storage.assign(property.isOptional ? .literal(.nil) : fallback(moved.fallbackJSON, reason: "moved in \(moved.version)"))], false)
            }
            let read = Expression.id(Constants.Runtime.migrationConversions).dot("nested").call([
                FunctionArgument(expression: .id(object)), .labeled("key", .string(moved.memberKey)),
                .labeled("as", .id("\(types.wireType(property.type)).self")), .labeled("element", .string(element)),
            ])
            let value = types.fromWire(read, property.type, optional: true)
            if property.isOptional { return ([storage.assign(value.hoistingTry())], true) }
            return ([storage.assign(Expression.binaryOperation(
                left: value, operation: "??", right: fallback(moved.fallbackJSON, reason: "missing in the response")
            ).hoistingTry())], true)
        case let .movedOut(movedOut)?:
            // Present when the model holding this object put it back (it travels there now); else as a removal.
            let read = Expression.try(Expression.id("container").dot("decodeIfPresent").call([
                FunctionArgument(expression: .id("\(types.wireType(property.type)).self")), .labeled("forKey", .dot(storage.name)),
            ]))
            let value = types.fromWire(read, property.type, optional: true)
            if property.isOptional { return ([storage.assign(value.hoistingTry())], true) }
            let missing = fallback(movedOut.fallbackJSON, reason: "moved out of this object in \(movedOut.version) and missing at its new place")
            return ([storage.assign(Expression.binaryOperation(left: value, operation: "??", right: missing).hoistingTry())], true)
        case let .removed(version, fallbackJSON)?:
            if property.isOptional && fallbackJSON == nil { return ([storage.assign(.literal(.nil))], false) }
            return ([storage.assign(fallback(fallbackJSON, reason: "removed in \(version)"))], false)
        case let .kept(value)?:
            let wireOptional = !value.wireRequired || value.wireNullable
            let read = Expression.try(Expression.id("container").dot(wireOptional || property.isOptional ? "decodeIfPresent" : "decode").call([
                FunctionArgument(expression: .id("\(types.wireType(value.wireType)).self")), .labeled("forKey", .dot(storage.name)),
            ]))
            let readOptional = wireOptional || property.isOptional
            let raw = types.fromWire(read, value.wireType, optional: readOptional)
            let conversion = ValueConversionTranslation(translator: self)
            let converted: Expression
            var convertedOptional = readOptional
            if value.conversion == .unconvertible {
                return ([storage.assign(property.isOptional ? .literal(.nil) : fallback(value.fallbackJSON, reason: "its new type cannot be converted"))], false)
            } else if let result = conversion.convert(
                .id("$0"), from: value.wireType, to: property.type, conversion: value.conversion,
                closure: { if case let .closures(_, toOld) = value.conversion { return toOld } else { return nil } }(), element: element
            ) {
                if case .id("$0") = result.expression {
                    converted = raw
                } else {
                    let method = readOptional ? (result.isOptional ? "flatMap" : "map") : nil
                    converted = method.map { raw.dot($0).call(trailingClosure: ClosureDescription(body: [.expression(result.expression)])) }
                        ?? substitute(result.expression, with: raw)
                    convertedOptional = readOptional || result.isOptional
                }
            } else {
                return ([storage.assign(property.isOptional ? .literal(.nil) : fallback(value.fallbackJSON, reason: "its new type cannot be converted"))], false)
            }
            if property.isOptional || !convertedOptional { return ([storage.assign(converted.hoistingTry())], true) }
            return ([storage.assign(Expression.binaryOperation(
                left: converted, operation: "??", right: fallback(value.fallbackJSON, reason: "missing in the response")
            ).hoistingTry())], true)
        case nil:
            let read = Expression.try(Expression.id("container").dot("decodeIfPresent").call([
                FunctionArgument(expression: .id("\(types.wireType(property.type)).self")), .labeled("forKey", .dot(storage.name)),
            ]))
            return ([storage.assign(types.fromWire(read, property.type, optional: true))], true)
        }
    }

    /// `expression` with `$0` replaced by `value` (for conversions applied to non-optional values).
    func substitute(_ expression: Expression, with value: Expression) -> Expression {
        switch expression {
        case .identifier("$0"): return value
        case let .memberAccess(left, right): return .memberAccess(left: left.map { substitute($0, with: value) }, right: right)
        case let .functionCall(callee, arguments, trailing):
            return .functionCall(
                callee: substitute(callee, with: value),
                arguments: arguments.map { FunctionArgument(label: $0.label, expression: substitute($0.expression, with: value)) },
                trailingClosure: trailing
            )
        case let .literal(.array(elements)): return .literal(.array(elements.map { substitute($0, with: value) }))
        case let .parenthesized(inner): return .parenthesized(substitute(inner, with: value))
        default: return expression
        }
    }
}
