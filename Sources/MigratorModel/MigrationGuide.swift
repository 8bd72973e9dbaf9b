import MigratorRuntime

/// The migration guide: every change between two versions of an API, the contract `migrate` reads and people edit.
///
/// JSON and YAML are equivalent encodings; `"migrator-guide": "1"` marks the format. Changes are sorted by ``Change/id``.
public struct MigrationGuide: Codable, Hashable, Sendable {
    /// The value of the top-level marker key.
    public static let formatVersion = "1"
    /// The top-level marker key.
    public static let markerKey = "migrator-guide"

    /// The service's name (the new document's).
    public var service: String
    /// The old service version.
    public var from: String
    /// The new service version.
    public var to: String
    /// The changes, sorted by id.
    public var changes: [Change]

    /// Creates a guide, sorting the changes by id.
    public init(service: String, from: String, to: String, changes: [Change]) {
        self.service = service
        self.from = from
        self.to = to
        self.changes = changes.sorted { $0.id < $1.id }
    }

    enum CodingKeys: String, CodingKey {
        case marker = "migrator-guide"
        case service, from, to, changes
    }

    /// Decodes a guide; the marker must be present and equal to ``formatVersion``.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let marker = try container.decode(String.self, forKey: .marker)
        guard marker == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .marker, in: container,
                debugDescription: "unsupported migrator-guide version \"\(marker)\" (supported: \"\(Self.formatVersion)\")"
            )
        }
        service = try container.decode(String.self, forKey: .service)
        from = try container.decode(String.self, forKey: .from)
        to = try container.decode(String.self, forKey: .to)
        changes = try container.decodeIfPresent([Change].self, forKey: .changes) ?? []
    }

    /// Encodes the guide.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .marker)
        try container.encode(service, forKey: .service)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(changes, forKey: .changes)
    }

    /// Whether any change is breaking.
    public var hasBreakingChanges: Bool { changes.contains(where: \.breaking) }
}

/// One change between two versions of an API.
public struct Change: Codable, Hashable, Sendable {
    /// What happened to the element.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The element is new.
        case added
        /// The element is gone.
        case removed
        /// The element's identifier changed (a model, property, case, endpoint or parameter name).
        case renamed
        /// One aspect of the element changed.
        case updated
    }

    /// The kind of element a change concerns.
    public enum Element: String, Codable, Hashable, Sendable, CaseIterable {
        /// The server list.
        case server
        /// The document's default security requirement.
        case security
        /// An authentication scheme.
        case authScheme
        /// A model.
        case model
        /// A property of an object model.
        case property
        /// A case of an enum model.
        case enumCase
        /// A variant of a union model.
        case variant
        /// An endpoint.
        case endpoint
        /// A parameter of an endpoint.
        case parameter
        /// The success response of an endpoint.
        case response
        /// The error responses of an endpoint.
        case errors
    }

    /// Which aspect of an element an update concerns.
    public enum Aspect: String, Codable, Hashable, Sendable, CaseIterable {
        /// The type of a property or parameter.
        case type
        /// Whether a property or parameter is required.
        case required
        /// Whether a property or parameter may be null.
        case nullable
        /// Whether the element is deprecated.
        case deprecated
        /// The documented default value.
        case `default`
        /// The validation rules of a property or parameter (`pattern`, `minLength`, …); `before`/`after` hold the
        /// changed rules only, `null` where a rule is absent.
        case rules
        /// The element's Swift-facing name (the wire identifier is unchanged).
        case name
        /// The raw value type of an enum.
        case rawType
        /// Object ↔ enum ↔ union.
        case modelKind
        /// The discriminator key of a union.
        case discriminator
        /// The path template of an endpoint.
        case path
        /// The HTTP method of an endpoint.
        case method
        /// Where a parameter is sent.
        case location
        /// The media type of a request body.
        case contentType
        /// The exact media type of a raw request body (`after`: a string such as `image/jpeg`, or `null` for plain
        /// `application/octet-stream`).
        case mediaType
        /// The per-field content types of a `multipart/form-data` body (`after`: an object of field name → content
        /// type, `{}` for none).
        case encoding
        /// The other media types a request body may be sent as (`after`: an array of alternatives, each with
        /// `contentType` and optionally `mediaType`, `type` and `encoding`; `[]` for none; see `BodyAlternative`).
        case alternatives
        /// The serialization style of a path, query, header or cookie parameter (`after`: the style's name).
        case style
        /// Whether a path, query, header or cookie parameter is exploded (`after`: a boolean).
        case explode
        /// Whether a query parameter keeps reserved characters unencoded (`after`: a boolean).
        case allowReserved
        /// The type of the success response body.
        case responseType
        /// The success status code.
        case responseStatus
        /// The media type of the success response.
        case responseContentType
        /// The exact media type of a raw success response (`after`: a string such as `image/png`, or `null` for plain
        /// `application/octet-stream`).
        case responseMediaType
        /// The other media types of the success response, in preference order (`after`: an array of media types, `[]`
        /// for none).
        case responseAlternatives
        /// The list of error responses.
        case errors
        /// The list of servers.
        case servers
        /// The security requirement.
        case security
        /// The kind and parameters of an auth scheme.
        case scheme
    }

    /// An added element that may continue a removed one: a rename candidate with too little evidence to be reported as
    /// a rename, for a person to review.
    public struct PossibleRename: Codable, Hashable, Sendable {
        /// The added element's path in the new document.
        public var new: String
        /// What speaks for it, for example `["same type", "similar description"]`.
        public var evidence: [String]
        /// The `--rename` argument that makes `compare` report the rename (`Claim.adjusterId=handlerId`,
        /// `Pet=Animal`), when the paths allow one.
        public var renameArgument: String?

        /// Creates a candidate.
        public init(new: String, evidence: [String], renameArgument: String?) {
            self.new = new
            self.evidence = evidence
            self.renameArgument = renameArgument
        }
    }

    /// A value translation for an enum whose raw value type changed.
    public struct ValueMapping: Codable, Hashable, Sendable {
        /// The old wire value.
        public var old: JSONValue
        /// The new wire value.
        public var new: JSONValue

        /// Creates a mapping.
        public init(old: JSONValue, new: JSONValue) {
            self.old = old
            self.new = new
        }
    }

    /// How a retyped value is converted between its old and new type.
    public struct Conversion: Codable, Hashable, Sendable {
        /// A built-in conversion: `int-string`, `int-double`, `bool-string`, `single-array`, `date-time-unix-seconds`,
        /// `date-date-time`, `enum-string`, `uuid-string`, `object-object`, `object-member`.
        public var builtin: String?
        /// For `object-member`: the wire key of the object's member that holds the value (`name` when `artistName:
        /// string` became `artist: Artist`, `data` when a response `Order` became `OrderEnvelope`).
        public var member: String?
        /// A Swift closure body converting the old value (`value`) to the new type.
        public var toNew: String?
        /// A Swift closure body converting the new value (`value`) to the old type.
        public var toOld: String?

        /// Creates a conversion.
        public init(builtin: String? = nil, member: String? = nil, toNew: String? = nil, toOld: String? = nil) {
            self.builtin = builtin
            self.member = member
            self.toNew = toNew
            self.toOld = toOld
        }
    }

    /// Where the element's values travel.
    public enum Usage: String, Codable, Hashable, Sendable, Comparable {
        /// In request parameters or bodies.
        case request
        /// In success or error responses.
        case response

        /// `request` sorts before `response`.
        public static func < (lhs: Usage, rhs: Usage) -> Bool { lhs == .request && rhs == .response }
    }

    /// A stable identifier: kind, path and aspect, for example `updated:/models/Pet/properties/age#type`.
    public var id: String
    /// What happened.
    public var kind: Kind
    /// The kind of element.
    public var element: Element
    /// The element's path in the old document (absent for additions).
    public var old: String?
    /// The element's path in the new document (absent for removals).
    public var new: String?
    /// The aspect an update concerns.
    public var aspect: Aspect?
    /// The aspect's old value (updates).
    public var before: JSONValue?
    /// The aspect's new value (updates) or the new identity fields (renames).
    public var after: JSONValue?
    /// The full new element in native encoding (additions).
    public var definition: JSONValue?
    /// Whether an unmodified old client breaks.
    public var breaking: Bool
    /// Whether `migrate` can keep the old interface working.
    public var solvable: Bool
    /// Why a rename was recognised.
    public var evidence: String?
    /// Where the element's values travel.
    public var usage: [Usage]?
    /// The endpoints the change reaches, sorted: the operation ids whose requests or responses contain the element
    /// (transitively through models). Computed by `compare`; absent in older guides and when no endpoint is reached.
    public var affects: [String]?
    /// The model members the change reaches, sorted: `Model.key` (or `Union.variant`) for every member whose type
    /// refers to the changed model directly, for example `Order.customer` for a change of `Customer`.
    public var affectedMembers: [String]?
    /// For a removal: added elements of the same kind and place that may continue it, best first, with the evidence
    /// found (below what a rename needs). Informational: `migrate` treats the element as removed; a person who agrees
    /// compares again with `--rename` (``PossibleRename/renameArgument``). Absent when there are none.
    public var possibleRenames: [PossibleRename]?
    /// For a removed property: where its value travels now, as wire keys from the matched new model, the added member
    /// holding an object and that object's member (`["buildConfig", "runtime"]` when `CloudFunction.runtime` moved into
    /// the new `buildConfig: BuildConfig`). `migrate` keeps the old member and reads and writes it there. Found by
    /// `compare`; a person may set it (editable).
    public var movedTo: [String]?
    /// For an added property: the old place its value came from, as wire keys of the matched old model, the member
    /// holding an object and that object's member (`["links", "redirectUrl"]` when Mollie moved `links.redirectUrl`
    /// onto the payment as `redirectUrl`), the reverse of ``movedTo``. `migrate` keeps the old member inside the object
    /// and fills it from, and sends it at, the new place. Found by `compare`; a person may set it (editable).
    public var movedFrom: [String]?
    /// JSON sent for an added required property or parameter (editable).
    public var defaultValue: JSONValue?
    /// JSON used when decoding a removed property or a response that became empty (editable).
    public var fallbackValue: JSONValue?
    /// The case sent instead of a removed enum case (editable).
    public var replacementCase: JSONValue?
    /// Old ↔ new values of an enum whose raw value type changed (editable).
    public var valueMap: [ValueMapping]?
    /// How a retyped value is converted (editable).
    public var convert: Conversion?
    /// Whether a person must fill in one of the editable fields that is `null`.
    public var needsDecision: Bool?
    /// A human-readable explanation.
    public var note: String?

    /// Creates a change; the id is derived from kind, paths and aspect.
    public init(
        kind: Kind, element: Element, old: String?, new: String?, aspect: Aspect? = nil,
        before: JSONValue? = nil, after: JSONValue? = nil, definition: JSONValue? = nil,
        breaking: Bool, solvable: Bool, evidence: String? = nil, usage: [Usage]? = nil, note: String? = nil
    ) {
        self.id = Self.makeID(kind: kind, path: kind == .added ? new : old, aspect: aspect)
        self.kind = kind
        self.element = element
        self.old = old
        self.new = new
        self.aspect = aspect
        self.before = before
        self.after = after
        self.definition = definition
        self.breaking = breaking
        self.solvable = solvable
        self.evidence = evidence
        self.usage = usage
        self.note = note
    }

    /// `kind:path` plus `#aspect` for updates.
    public static func makeID(kind: Kind, path: String?, aspect: Aspect?) -> String {
        "\(kind.rawValue):\(path ?? "")" + (aspect.map { "#\($0.rawValue)" } ?? "")
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, element, old, new, aspect, before, after, definition, breaking, solvable, evidence, usage, affects, affectedMembers
        case possibleRenames, movedTo, movedFrom, defaultValue, fallbackValue, replacementCase, valueMap, convert, needsDecision, note
    }

    /// Decodes a change; an editable field written as `null` stays present as `JSONValue.null` (undecided).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func json(_ key: CodingKeys) throws -> JSONValue? {
            guard container.contains(key) else { return nil }
            return try container.decode(JSONValue.self, forKey: key)
        }
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        element = try container.decode(Element.self, forKey: .element)
        old = try container.decodeIfPresent(String.self, forKey: .old)
        new = try container.decodeIfPresent(String.self, forKey: .new)
        aspect = try container.decodeIfPresent(Aspect.self, forKey: .aspect)
        before = try json(.before)
        after = try json(.after)
        definition = try json(.definition)
        breaking = try container.decode(Bool.self, forKey: .breaking)
        solvable = try container.decode(Bool.self, forKey: .solvable)
        evidence = try container.decodeIfPresent(String.self, forKey: .evidence)
        usage = try container.decodeIfPresent([Usage].self, forKey: .usage)
        affects = try container.decodeIfPresent([String].self, forKey: .affects)
        affectedMembers = try container.decodeIfPresent([String].self, forKey: .affectedMembers)
        possibleRenames = try container.decodeIfPresent([PossibleRename].self, forKey: .possibleRenames)
        movedTo = try container.decodeIfPresent([String].self, forKey: .movedTo)
        movedFrom = try container.decodeIfPresent([String].self, forKey: .movedFrom)
        defaultValue = try json(.defaultValue)
        fallbackValue = try json(.fallbackValue)
        replacementCase = try json(.replacementCase)
        valueMap = try container.decodeIfPresent([ValueMapping].self, forKey: .valueMap)
        convert = try container.decodeIfPresent(Conversion.self, forKey: .convert)
        needsDecision = try container.decodeIfPresent(Bool.self, forKey: .needsDecision)
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }

    /// Encodes the change; an editable field that needs a decision is written as an explicit `null`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(element, forKey: .element)
        try container.encodeIfPresent(old, forKey: .old)
        try container.encodeIfPresent(new, forKey: .new)
        try container.encodeIfPresent(aspect, forKey: .aspect)
        try container.encodeIfPresent(before, forKey: .before)
        try container.encodeIfPresent(after, forKey: .after)
        try container.encodeIfPresent(definition, forKey: .definition)
        try container.encode(breaking, forKey: .breaking)
        try container.encode(solvable, forKey: .solvable)
        try container.encodeIfPresent(evidence, forKey: .evidence)
        try container.encodeIfPresent(usage, forKey: .usage)
        try container.encodeIfPresent(affects, forKey: .affects)
        try container.encodeIfPresent(affectedMembers, forKey: .affectedMembers)
        try container.encodeIfPresent(possibleRenames, forKey: .possibleRenames)
        try container.encodeIfPresent(movedTo, forKey: .movedTo)
        try container.encodeIfPresent(movedFrom, forKey: .movedFrom)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(fallbackValue, forKey: .fallbackValue)
        try container.encodeIfPresent(replacementCase, forKey: .replacementCase)
        try container.encodeIfPresent(valueMap, forKey: .valueMap)
        try container.encodeIfPresent(convert, forKey: .convert)
        try container.encodeIfPresent(needsDecision, forKey: .needsDecision)
        try container.encodeIfPresent(note, forKey: .note)
    }
}
