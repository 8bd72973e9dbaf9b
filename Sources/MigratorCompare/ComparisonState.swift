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
    /// Parents renamed by the model matching's earlier passes (`model:` and `endpoint:` ids, old → new), through which
    /// ``ModelSlots`` sees a model used in the same place.
    var slotParents: [String: String] = [:]
    /// Endpoints renamed on evidence by a first endpoint matching (`endpoint:` ids, old → new) whose bodies or
    /// responses use a removed and an added model: model matching sees those models used in the same place.
    var endpointParents: [String: String] = [:]
    /// Name relations that need the whole release (API version words, model renames found in earlier passes); `nil`
    /// until model matching starts detecting renames.
    var releaseNames: ReleaseNameRelations?
    /// Removed and added models that share clearly more members with each other than with any other; set when model
    /// matching detects renames.
    var overlapLeaders: MemberOverlapLeaders?
    /// Parameters the release replaced the same way in every matched endpoint; set when endpoint matching detects renames.
    var parameterSwaps: ParameterSwaps?
    /// Rename evidence about the whole documents, computed on first use (most comparisons never need it).
    let context: RenameContext
    /// The release's term changes (`nil` when renames are not detected).
    var systematic: SystematicRenames? { options.detectRenames ? context.systematic : nil }
    /// Where the old document uses each model.
    var oldSlots: ModelSlots { context.oldSlots }
    /// Where the new document uses each model.
    var newSlots: ModelSlots { context.newSlots }
    /// Where the old document's models are, by name.
    let oldPositions: DocumentPositions
    /// Where the new document's models are, by name.
    let newPositions: DocumentPositions

    /// Prepares a comparison.
    init(old: APIDocument, new: APIDocument, options: CompareOptions) {
        self.old = old
        self.new = new
        self.options = options
        oldUsage = UsageAnalysis(document: old)
        newUsage = UsageAnalysis(document: new)
        context = RenameContext(old: old, new: new)
        oldPositions = DocumentPositions(old)
        newPositions = DocumentPositions(new)
    }

    /// An old type with model names translated to the new document's names, for equality checks.
    func mapped(_ type: TypeReference) -> TypeReference {
        type.renamingModels(modelMap)
    }

    /// The explicit hint renaming `old` (in `parent`, or top-level when `parent` is nil), if one was given.
    /// A top-level hint also matches names that contain dots (`com.example.Pet=Pet`), which parse as member hints.
    func hint(parent: String?, old: String) -> String? {
        options.renames.first { hint in
            (hint.parent == parent && hint.old == old) || (parent == nil && hint.parent.map { "\($0).\(hint.old)" } == old)
        }?.new
    }

    /// Whether a reviewer rejected the rename of `old` (in `parent`, or top-level when `parent` is nil) to `new`
    /// (``CompareOptions/rejectedRenames``), or the move of a member: `Parent.old=holder.member` into a nested object,
    /// `Parent.holder.member=new` out of one. Compared as text, so names with dots (`io.k8s.api.core.v1.Pod`) match
    /// however the argument was split.
    func rejects(parent: String?, old: String, new: String) -> Bool {
        guard !options.rejectedRenames.isEmpty else { return false }
        let text = (parent.map { "\($0)." } ?? "") + "\(old)=\(new)"
        return options.rejectedRenames.contains { $0.description == text }
    }

    /// The member pairs of `parent` a reviewer rejected (``rejects(parent:old:new:)``), as `old` + NUL + `new`, for a
    /// scorer that must not count a rejected partner as a rival.
    func rejectedPairs(parent: String) -> Set<String> {
        let prefix = parent + "."
        return Set(options.rejectedRenames.compactMap { hint -> String? in
            let text = hint.description
            guard text.hasPrefix(prefix), let equals = text.dropFirst(prefix.count).firstIndex(of: "=") else { return nil }
            // A parameter rejected in another location (`op.id=path:userId`) is rejected by name for the scorer.
            let new = String(text[text.index(after: equals)...])
            return String(text[text.index(text.startIndex, offsetBy: prefix.count)..<equals]) + "\u{0}"
                + (Self.locatedName(new)?.name ?? new)
        })
    }

    /// Records a change.
    mutating func add(_ change: Change) {
        changes.append(change)
    }

    /// A model definition in the new document.
    func newModel(_ name: String) -> ModelDefinition? { newPositions.models[name].map { new.models[$0] } }

    /// A model definition in the old document.
    func oldModel(_ name: String) -> ModelDefinition? { oldPositions.models[name].map { old.models[$0] } }
}

extension TypeReference {
    /// The type with model names replaced through `map` (names not in it kept).
    func renamingModels(_ map: [String: String]) -> TypeReference {
        switch self {
        case .scalar, .json: return self
        case let .array(element): return .array(element.renamingModels(map))
        case let .dictionary(element): return .dictionary(element.renamingModels(map))
        case let .model(name): return .model(map[name] ?? name)
        }
    }
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
