import MigratorModel

/// How to generate a migrated client: the old Swift interface, the newest wire format, and how each old element
/// reaches the wire. Built by `MigratorMigration` from the old document and the guides; read by the translators.
///
/// Model names in ``interface`` and in every type of the plan are *interface* names: the old document's names, plus
/// collision-free internal names for elements added by newer versions (`Session` added while the old `Session` was
/// renamed becomes `Session_v3`, Swift `SessionV3`).
public struct MigrationPlan: Hashable, Sendable {
    /// The Swift-facing document: the old document plus added models, endpoints and (optional) properties.
    public var interface: APIDocument
    /// The newest document, its model names translated to interface names.
    public var wire: APIDocument
    /// The newest API version, for messages.
    public var targetVersion: String
    /// Plans of the old document's models, by interface name.
    public var models: [String: ModelPlan]
    /// Plans of the old document's endpoints, by operation id.
    public var endpoints: [String: EndpointPlan]
    /// The auth schemes of the newest description the old document does not have (by name): an app written against
    /// the old interface configures no credential for them.
    public var addedAuthSchemes: [String] = []
    /// Guide decisions the plan does not follow (a hand-written `movedTo` or `movedFrom` that does not fit the
    /// documents), located at the guide change.
    public var warnings: [Diagnostic] = []
    /// Old models whose kind the newest version changed (`object → union`), by interface name: `migrate` codes them
    /// as before (it applies no conversion for a kind change), so the requests and responses that carry them need a
    /// person.
    public var kindChanges: [String: String] = [:]

    /// The key of a parameter in ``EndpointPlan/parameters``: `location:name`, and `body:body` for the body (a JSON
    /// body has no name on the wire).
    public static func parameterKey(_ parameter: Parameter) -> String {
        parameter.location == .body ? "body:body" : "\(parameter.location.rawValue):\(parameter.name)"
    }

    /// Creates a plan.
    public init(interface: APIDocument, wire: APIDocument, targetVersion: String, models: [String: ModelPlan], endpoints: [String: EndpointPlan]) {
        self.interface = interface
        self.wire = wire
        self.targetVersion = targetVersion
        self.models = models
        self.endpoints = endpoints
    }
}

/// How an old model reaches the wire.
public enum ModelPlan: Hashable, Sendable {
    /// An object: each old property by its interface key, and the interface keys of properties added later.
    case object(properties: [String: PropertyPlan], added: [String: AddedPropertyPlan])
    /// An enum: each old case by its old value; the wire raw type; values for an old raw type via a value map.
    case enumeration(cases: [EnumValue: CasePlan], wireRawType: EnumModel.RawType)
    /// Removed from the API in `version`; coded as before.
    case removed(version: String)
    /// Coded from its interface definition (unions, and models whose wire shape did not change).
    case unchanged
}

/// How an old property reaches the wire.
public enum PropertyPlan: Hashable, Sendable {
    /// Still on the wire, possibly renamed, retyped or with other required-ness.
    case kept(KeptValue)
    /// Removed in `version`; decoded from the fallback (JSON text) if any.
    case removed(version: String, fallbackJSON: String?)
    /// Moved into an object a newer version added: read and written there.
    case moved(MovedValue)
    /// Moved out of this object onto the model holding it (a guide's `movedFrom`): the holder fills it in, under its
    /// old key, when decoding and sends it at its new place; this model never sends it.
    case movedOut(MovedOutValue)
}

/// An object's property whose value a newer version moved onto the model holding the object (a guide's `movedFrom`).
public struct MovedOutValue: Hashable, Sendable {
    /// The version that moved it.
    public var version: String
    /// Where it travels now, `Model.wireKey` with the interface's model names (`Payment.redirectUrl`), sorted.
    public var onto: [String]
    /// JSON text used when no holder fills it in but the interface requires a value (from the guides).
    public var fallbackJSON: String?

    /// Creates a moved-out value.
    public init(version: String, onto: [String], fallbackJSON: String? = nil) {
        self.version = version
        self.onto = onto
        self.fallbackJSON = fallbackJSON
    }
}

/// Where an added property's value lived in the old interface: a member of an object the model holds (a guide's
/// `movedFrom`, `links.redirectUrl` for `Payment.redirectUrl`).
public struct MovedFromValue: Hashable, Sendable {
    /// The interface key of the model's property holding the object.
    public var holderKey: String
    /// The interface name of the object's model.
    public var objectModel: String
    /// The interface key of the object's property that carried the value.
    public var memberKey: String

    /// Creates a moved-from value.
    public init(holderKey: String, objectModel: String, memberKey: String) {
        self.holderKey = holderKey
        self.objectModel = objectModel
        self.memberKey = memberKey
    }
}

/// A property whose value moved into a member of an object the newest model holds (a guide's `movedTo`).
public struct MovedValue: Hashable, Sendable {
    /// The version that moved it.
    public var version: String
    /// The newest model's wire key of the added member holding the object.
    public var holderKey: String
    /// The object's wire key of the member carrying the value.
    public var memberKey: String
    /// JSON text used when the response lacks the value but the interface requires one (from the guides).
    public var fallbackJSON: String?

    /// Creates a moved value.
    public init(version: String, holderKey: String, memberKey: String, fallbackJSON: String? = nil) {
        self.version = version
        self.holderKey = holderKey
        self.memberKey = memberKey
        self.fallbackJSON = fallbackJSON
    }
}

/// A property or parameter that is still on the wire.
public struct KeptValue: Hashable, Sendable {
    /// The wire key or parameter name.
    public var wireName: String
    /// The wire type (interface names).
    public var wireType: TypeReference
    /// Whether the wire requires it.
    public var wireRequired: Bool
    /// Whether the wire allows null.
    public var wireNullable: Bool
    /// How values convert between the interface type and the wire type.
    public var conversion: ConversionPlan
    /// JSON text sent when the interface has no value but the wire requires one (from the guides).
    public var defaultJSON: String?
    /// JSON text used when the wire has no value but the interface requires one (from the guides).
    public var fallbackJSON: String?
    /// The newest validation rules in words (``ValueRules/summary``) when they reject values the old element's rules
    /// accepted (`>= 1` for an id that had none); `nil` otherwise. The client does not check rules, so a value sent
    /// may be refused by the server: `migrator verify` reports such an endpoint as needing a person.
    public var stricterRules: String?

    /// Creates a kept value.
    public init(
        wireName: String, wireType: TypeReference, wireRequired: Bool, wireNullable: Bool,
        conversion: ConversionPlan, defaultJSON: String? = nil, fallbackJSON: String? = nil, stricterRules: String? = nil
    ) {
        self.wireName = wireName
        self.wireType = wireType
        self.wireRequired = wireRequired
        self.wireNullable = wireNullable
        self.conversion = conversion
        self.defaultJSON = defaultJSON
        self.fallbackJSON = fallbackJSON
        self.stricterRules = stricterRules
    }
}

/// A property added by a newer version, exposed as an optional Swift property.
public struct AddedPropertyPlan: Hashable, Sendable {
    /// The wire key.
    public var wireKey: String
    /// JSON text sent when the app leaves it `nil` and the wire requires it.
    public var defaultJSON: String?
    /// Where the old interface kept its value, when it moved out of an object the model holds: decoding fills that
    /// member in, and encoding sends that member's value here (this property's when it is `nil`).
    public var movedFrom: MovedFromValue?

    /// Creates an added-property plan.
    public init(wireKey: String, defaultJSON: String?, movedFrom: MovedFromValue? = nil) {
        self.wireKey = wireKey
        self.defaultJSON = defaultJSON
        self.movedFrom = movedFrom
    }
}

/// How values of one type become values of another.
public enum ConversionPlan: Hashable, Sendable {
    /// The same Swift type; only the wire coding may differ (for example `date` ↔ `date-time`).
    case none
    /// A built-in conversion (see `Change.Conversion.builtin`).
    case builtin(String)
    /// Swift closure bodies from the guide, over `value`.
    case closures(toNew: String, toOld: String)
    /// Two object models carrying the same data: values are re-encoded with keys renamed (`old` is the interface model;
    /// `renamedKeys` maps its wire keys to the other model's).
    case objectBridge(old: String, renamedKeys: [String: String])
    /// A value travels in the member `key` of an object: the wire type is the object when the interface type is the
    /// value (wrapping), or the value when the interface type is the object (unwrapping).
    case objectMember(key: String)
    /// No conversion: the interface value is deprecated; sending omits it and decoding falls back (reported).
    case unconvertible
}

/// How an old enum case reaches the wire.
public enum CasePlan: Hashable, Sendable {
    /// Sent and received as `wireValue`.
    case kept(wireValue: EnumValue)
    /// Removed in `version`: encoding sends the replacement's wire value, or throws when there is none.
    case removed(version: String, replacement: EnumValue?)
}

/// How an old endpoint reaches the wire.
public struct EndpointPlan: Hashable, Sendable {
    /// The version that removed the endpoint, if it was removed.
    public var removedIn: String?
    /// The newest endpoint (interface names), when it still exists.
    public var wire: Endpoint?
    /// Each old parameter by `location:name`.
    public var parameters: [String: ParameterPlan]
    /// The success response's handling.
    public var response: ResponsePlan
    /// The added parameters (by `location:name` in the interface) whose value the old request body carried (a guide's
    /// `movedFrom: [body, member]`): when the app leaves the new argument out, the body's member fills it.
    public var bodySources: [String: BodyMemberSource] = [:]
    /// The removed old parameters (by `location:name`) whose value the newest request body carries (a guide's
    /// `movedTo: [body, member]`): when the app passes the old argument, it is set on the body.
    public var bodyTargets: [String: BodyMemberSource] = [:]

    /// Creates an endpoint plan.
    public init(removedIn: String? = nil, wire: Endpoint? = nil, parameters: [String: ParameterPlan] = [:], response: ResponsePlan = .same) {
        self.removedIn = removedIn
        self.wire = wire
        self.parameters = parameters
        self.response = response
    }
}

/// A request body member and the parameter whose value it carries: the old body's member an added parameter now
/// carries (SurveyMonkey v2's `GetSurveyListRequest.page_size` for v3's `per_page` query parameter), or the newest body's
/// member a removed parameter's value now travels in (Zoom's `topic` query parameter in `MeetingCreate.topic`).
public struct BodyMemberSource: Hashable, Sendable {
    /// The model holding the member: the body model (the old one for a source, the newest one for a target), or the
    /// model of the object the body holds in ``holderKey``.
    public var model: String
    /// The member's wire key in ``model``.
    public var memberKey: String
    /// The guide change that links them.
    public var changeID: String
    /// For a member of an object the body holds (CiviCRM APIv4's `values.contact_type`), the body member holding it.
    public var holderKey: String?

    /// Creates a source.
    public init(model: String, memberKey: String, changeID: String, holderKey: String? = nil) {
        self.model = model
        self.memberKey = memberKey
        self.changeID = changeID
        self.holderKey = holderKey
    }
}

/// How an old parameter reaches the wire.
public enum ParameterPlan: Hashable, Sendable {
    /// Sent at `location` (possibly moved, renamed or retyped).
    case kept(KeptValue, location: ParameterLocation, contentType: ContentType)
    /// Removed in `version`; the argument is ignored.
    case removed(version: String)
}

/// How an old success response is produced.
public enum ResponsePlan: Hashable, Sendable {
    /// Decoded as before (the models themselves follow the new wire format).
    case same
    /// The body now has `wireType`; decoded as it and converted to the old type.
    case converted(wireType: TypeReference, conversion: ConversionPlan, fallbackJSON: String?)
    /// The response has no body any more: the old type is produced from the fallback (or its default, reported).
    case becameEmpty(fallbackJSON: String?)
}
