import MigratorCompare
import MigratorModel
import MigratorRuntime

/// Follows elements of the old document through every step of a ``GuideChain`` to the newest document, and collects
/// the guide decisions (defaults, fallbacks, conversions, replacements) made for them along the way.
struct ElementTrail {
    /// The chain followed.
    let chain: GuideChain
    /// Where each chain document's elements are (lookups per parameter stay constant-time).
    private let positions: [DocumentPositions]

    /// A trail through `chain`.
    init(chain: GuideChain) {
        self.chain = chain
        positions = chain.documents.map(DocumentPositions.init)
    }

    /// The names a model has after each step of the chain (`nil` from the step that removes it on).
    func modelNamesAfterEachStep(_ name: String) -> [String?] {
        var current: String? = name
        return chain.steps.map { step in
            current = current.flatMap { step.models[$0] }
            return current
        }
    }

    /// The operation ids an endpoint has after each step of the chain (`nil` from the step that removes it on).
    func operationIDsAfterEachStep(_ operationId: String) -> [String?] {
        var current: String? = operationId
        return chain.steps.map { step in
            current = current.flatMap { step.endpoints[$0] }
            return current
        }
    }

    /// The outcome of following one element.
    enum Outcome<Identifier> {
        /// The element's identifier in the newest document, with the guide changes met on the way.
        case reached(Identifier, changes: [Change])
        /// The element was removed by the guide migrating to `version`, with the changes met (the removal last).
        case removed(version: String, changes: [Change])
    }

    /// Follows a model.
    func model(_ name: String) -> Outcome<String> {
        var current = name
        var changes: [Change] = []
        for step in chain.steps {
            changes += step.changesByOldPath[ElementPath.model(current)] ?? []
            guard let next = step.models[current] else { return .removed(version: step.version, changes: changes) }
            current = next
        }
        return .reached(current, changes: changes)
    }

    /// Follows a property of a model.
    func property(_ key: String, in model: String) -> Outcome<(model: String, key: String)> {
        var currentModel = model
        var currentKey = key
        var changes: [Change] = []
        for step in chain.steps {
            changes += step.changesByOldPath[ElementPath.property(currentKey, in: currentModel)] ?? []
            guard let nextModel = step.models[currentModel], let nextKey = step.properties[currentModel]?[currentKey] else {
                return .removed(version: step.version, changes: changes)
            }
            currentModel = nextModel
            currentKey = nextKey
        }
        return .reached((currentModel, currentKey), changes: changes)
    }

    /// The model name and key a property of the old document has before step `index` of the chain (after the steps
    /// before it); `nil` when an earlier step removed it.
    func property(_ key: String, in model: String, beforeStep index: Int) -> (model: String, key: String)? {
        var current = (model: model, key: key)
        for step in chain.steps.prefix(index) {
            guard let nextModel = step.models[current.model], let nextKey = step.properties[current.model]?[current.key] else { return nil }
            current = (nextModel, nextKey)
        }
        return current
    }

    /// The key a property of the newest document (`newestKey`) has after each step of the chain, following renames
    /// back (`nil` before the step that added it); `modelNames` are its model's names after each step
    /// (``modelNamesAfterEachStep(_:)``).
    func propertyKeysAfterEachStep(_ newestKey: String, modelNames: [String?]) -> [String?] {
        var keys = [String?](repeating: nil, count: chain.steps.count)
        var current: String? = newestKey
        for index in chain.steps.indices.reversed() {
            keys[index] = current
            guard let key = current, index > 0, let before = modelNames[index - 1] else {
                current = nil
                continue
            }
            current = chain.steps[index].properties[before]?.first { $0.value == key }?.key
        }
        return keys
    }

    /// Follows an enum case; raw value type changes translate the value through the guide's value map.
    func enumCase(_ value: EnumValue, in model: String) -> Outcome<EnumValue> {
        var currentModel = model
        var currentValue = value
        var changes: [Change] = []
        for step in chain.steps {
            let modelChanges = step.changesByOldPath[ElementPath.model(currentModel)] ?? []
            if let rawType = modelChanges.first(where: { $0.aspect == .rawType }) {
                changes.append(rawType)
                let old = GuideJSONValue.from(currentValue)
                guard let mapped = rawType.valueMap?.first(where: { $0.old == old })?.new, let next = GuideJSONValue.enumValue(mapped) else {
                    return .removed(version: step.version, changes: changes)
                }
                guard let nextModel = step.models[currentModel] else { return .removed(version: step.version, changes: changes) }
                currentModel = nextModel
                currentValue = next
                continue
            }
            changes += step.changesByOldPath[ElementPath.enumCase(currentValue, in: currentModel)] ?? []
            guard let nextModel = step.models[currentModel], let next = step.cases[currentModel]?[currentValue] else {
                return .removed(version: step.version, changes: changes)
            }
            currentModel = nextModel
            currentValue = next
        }
        return .reached(currentValue, changes: changes)
    }

    /// Follows an endpoint.
    func endpoint(_ operationId: String) -> Outcome<String> {
        var current = operationId
        var changes: [Change] = []
        for step in chain.steps {
            changes += step.changesByOldPath[ElementPath.endpoint(current)] ?? []
            guard let next = step.endpoints[current] else { return .removed(version: step.version, changes: changes) }
            current = next
        }
        return .reached(current, changes: changes)
    }

    /// Follows a parameter (`location:name`) of an endpoint.
    func parameter(_ key: String, in operationId: String) -> Outcome<(operation: String, key: String)> {
        var currentOperation = operationId
        var currentKey = key
        var changes: [Change] = []
        for (index, step) in chain.steps.enumerated() {
            if let endpointIndex = positions[index].endpoints[currentOperation],
               let parameter = chain.documents[index].endpoints[endpointIndex].parameters.first(where: { StepMap.parameterKey($0) == currentKey }) {
                changes += step.changesByOldPath[ElementPath.parameter(parameter, in: currentOperation)] ?? []
            }
            changes += step.changesByOldPath[ElementPath.response(of: currentOperation)] ?? []
            guard let nextOperation = step.endpoints[currentOperation], let nextKey = step.parameters[currentOperation]?[currentKey] else {
                return .removed(version: step.version, changes: changes)
            }
            currentOperation = nextOperation
            currentKey = nextKey
        }
        return .reached((currentOperation, currentKey), changes: changes)
    }

    /// The changes to an endpoint's success response along the chain.
    func responseChanges(_ operationId: String) -> [Change] {
        var current = operationId
        var changes: [Change] = []
        for step in chain.steps {
            changes += step.changesByOldPath[ElementPath.response(of: current)] ?? []
            guard let next = step.endpoints[current] else { break }
            current = next
        }
        return changes
    }

    /// The last decided value of an editable field among `changes` (a `null` awaiting a decision does not count).
    static func decided(_ field: KeyPath<Change, JSONValue?>, in changes: [Change]) -> JSONValue? {
        for change in changes.reversed() {
            guard let value = change[keyPath: field] else { continue }
            if value == .null, change.needsDecision == true { continue }
            return value
        }
        return nil
    }
}

/// Conversions between guide JSON and enum values.
enum GuideJSONValue {
    /// An enum value as JSON.
    static func from(_ value: EnumValue) -> JSONValue {
        switch value {
        case let .string(string): return .string(string)
        case let .integer(integer): return .integer(integer)
        }
    }

    /// A JSON string or integer as an enum value.
    static func enumValue(_ value: JSONValue) -> EnumValue? {
        switch value {
        case let .string(string): return .string(string)
        case let .integer(integer): return .integer(integer)
        default: return nil
        }
    }
}
