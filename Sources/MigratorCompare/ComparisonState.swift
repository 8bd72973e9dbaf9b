import MigratorModel
import MigratorRuntime

/// What `compare` knows while it walks two documents: both documents, their usage, the model renames found so far,
/// and the changes collected.
struct ComparisonState {
    /// The old document.
    let old: APIDocument
    /// The new document.
    let new: APIDocument
    /// The options.
    let options: CompareOptions
    /// Where old models travel.
    let oldUsage: UsageAnalysis
    /// Where new models travel.
    let newUsage: UsageAnalysis
    /// Old model name → new model name, for every matched model.
    var modelMap: [String: String] = [:]
    /// The changes found.
    var changes: [Change] = []
    /// Old model name → index in `old.models` (the first of repeated names, as `model(named:)`).
    private let oldModelIndex: [String: Int]
    /// New model name → index in `new.models`.
    private let newModelIndex: [String: Int]

    /// Prepares a comparison.
    init(old: APIDocument, new: APIDocument, options: CompareOptions) {
        self.old = old
        self.new = new
        self.options = options
        oldUsage = UsageAnalysis(document: old)
        newUsage = UsageAnalysis(document: new)
        oldModelIndex = Self.index(old.models)
        newModelIndex = Self.index(new.models)
    }

    /// Model name → position, the first of repeated names winning.
    private static func index(_ models: [ModelDefinition]) -> [String: Int] {
        Dictionary(models.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// An old type with model names translated to the new document's names, for equality checks.
    func mapped(_ type: TypeReference) -> TypeReference {
        switch type {
        case .scalar, .json: return type
        case let .array(element): return .array(mapped(element))
        case let .dictionary(element): return .dictionary(mapped(element))
        case let .model(name): return .model(modelMap[name] ?? name)
        }
    }

    /// The explicit hint renaming `old` (in `parent`, or top-level when `parent` is nil), if one was given.
    /// A top-level hint also matches names that contain dots (`com.example.Pet=Pet`), which parse as member hints.
    func hint(parent: String?, old: String) -> String? {
        options.renames.first { hint in
            (hint.parent == parent && hint.old == old) || (parent == nil && hint.parent.map { "\($0).\(hint.old)" } == old)
        }?.new
    }

    /// Records a change.
    mutating func add(_ change: Change) {
        changes.append(change)
    }

    /// A model definition in the new document.
    func newModel(_ name: String) -> ModelDefinition? { newModelIndex[name].map { new.models[$0] } }

    /// A model definition in the old document.
    func oldModel(_ name: String) -> ModelDefinition? { oldModelIndex[name].map { old.models[$0] } }
}

/// Encoding model values as guide JSON.
enum GuideJSON {
    /// Any encodable value as a `JSONValue` (`null` if it cannot be encoded, which the model types never do).
    static func value(_ value: some Encodable) -> JSONValue {
        (try? JSONValue(encoding: value)) ?? .null
    }

    /// A type as its TYPE string, or `null` for none.
    static func type(_ type: TypeReference?) -> JSONValue {
        type.map { .string($0.description) } ?? .null
    }

    /// An enum value as JSON.
    static func enumValue(_ value: EnumValue) -> JSONValue {
        switch value {
        case let .string(string): return .string(string)
        case let .integer(integer): return .integer(integer)
        }
    }
}
