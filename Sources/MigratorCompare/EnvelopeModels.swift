import MigratorModel

/// Envelopes in model matching: an object that only wraps another (`{status, result_code, data: postMatchingData}`) is
/// not renamed to what it held, or to what now holds it; the held model is matched on the envelope's place instead.
/// (The type change of the response or body that gained or lost the envelope is ``TypeChangeRules/envelope(_:_:)``.)
extension ComparisonState {
    /// Whether one of the two models is an envelope around the other's successor or predecessor, not the model renamed:
    /// the old model holds (directly or as list items) a model the release removed that shares more members with the new
    /// one (`postMatchingResponse {status, data: postMatchingData}` → `KYC_MatchResponse`, the former `data` flattened),
    /// or the new model holds a model the release added that shares more members with the old one (a response that
    /// now wraps the old object in `{result: …}`). The envelope shares no wire key with the other model, which holds no
    /// model itself, and the held model shares many members with it (``holdsMostOf(_:)``): two wrappers of renamed items, and a
    /// model whose members moved into a nested object, are not envelopes. A record envelope (``envelopeRecord(of:sharing:)``)
    /// is one also when it shares keys with the new model or the new model holds models, as long as its record shares more
    /// members with the new model than the envelope shares keys.
    func isEnvelope(_ oldModel: ModelDefinition, of newModel: ModelDefinition) -> Bool {
        guard case let .object(oldProperties) = oldModel.kind, case let .object(newProperties) = newModel.kind else { return false }
        // No wire key in common (a name merely related, `id` and `requestId`, does not count), unless the record it holds
        // under a generic name keeps more of the other model (``envelopeRecord(of:sharing:)``).
        let commonKeys = Set(oldProperties.map(\.key)).intersection(newProperties.map(\.key))
        if let record = envelopeRecord(of: oldModel, sharing: newModel) { return record.shared > commonKeys.count }
        guard commonKeys.isEmpty else { return false }
        /// The object models `model` holds in a member, directly or as list items, found by `lookup`.
        func held(_ model: ModelDefinition, in lookup: (String) -> ModelDefinition?) -> [String] {
            guard case let .object(properties) = model.kind else { return [] }
            return properties.compactMap { property in
                guard case let .model(name) = property.type.withoutArrays, name != model.name, let held = lookup(name) else { return nil }
                if case .enum = held.kind { return nil }
                return name
            }
        }
        // Two list wrappers of the same item (`AccountList {results: [Account]}`, `AccountCollection {value: [account]}`)
        // are one list, not an envelope around the other's item.
        if wrapSameItem(oldModel, newModel) { return false }
        let oldHeld = held(oldModel, in: self.oldModel)
        let newHeld = held(newModel, in: self.newModel)
        // `ClusterEnvelope` {`cluster`: `Cluster`} and `cmk.v2.Cluster`: the model the envelope held has the new one's
        // name, in another namespace or style, or a name closer to it than the envelope's (`SilenceResponse` {`data`:
        // `Silence`} and `gettableSilence`); the envelope was dropped around it.
        // (The envelope's own name relation only when it holds a model: most candidates hold none.)
        let ownWeight = oldHeld.isEmpty ? 0 : NameEvidence.between(oldModel.name, newModel.name)?.weight ?? 0
        for name in oldHeld where self.newModel(name) == nil {
            let weight = [NameEvidence.between(name, newModel.name), NameEvidence.betweenLastSegments(name, newModel.name)].map { $0?.weight ?? 0 }.max() ?? 0
            if weight >= 3 || (weight >= 2 && weight > ownWeight) { return true }
            // OData v2's `{d: AccountList {results: [Account]}}` and v4's `AccountCollection {value: [account]}`: the
            // envelope held a list of the same items as the new model lists.
            if let held = self.oldModel(name), wrapSameItem(held, newModel) { return true }
        }
        // The other way round: the envelope the release added holds, directly or through one more thin layer, a model
        // with the old one's name in another style or under the release's new API version (Segment's `Source` and
        // `SourceV1Response {data: SourceV1Output {source: SourceV1}}`).
        for name in newHeld where self.oldModel(name) == nil {
            // A JSON:API response document (`{data: {type, id, attributes}}`) the release adopted wraps the record the old
            // model was (`DomainReport` and `DomainResponse`). (A request document is what the client now builds in its
            // place: Snyk's `UpdateProjectRequest` and `ProjectPatchRequest`.)
            if newHeld.count == 1, newProperties.count <= Self.thinEnvelopeMembers, newProperties.contains(where: { $0.key == "data" }),
               Self.isJSONAPIResource(self.newModel(name)), !oldUsage.inRequests(oldModel.name) { return true }
            for inner in thinEnvelopeChain(name, in: self.newModel) {
                if Self.sameNameBesidesVersionWords(oldModel.name, inner.name) || (NameEvidence.between(oldModel.name, inner.name)?.weight ?? 0) >= 3 {
                    return true
                }
            }
            // A one-member envelope around a model named at least as closely after the old one (DNSimple's `DomainCheck`
            // and `DomainCheckResponse {data: DomainCheckResult}`): the record is what it holds. (Not a list wrapper:
            // `ModuleList {modules: [Module]}` is what a `ModulesResponse` became.)
            if newProperties.count == 1, newProperties[0].type == .model(name), let inner = NameEvidence.between(oldModel.name, name)?.weight, inner >= 2,
               inner >= NameEvidence.between(oldModel.name, newModel.name)?.weight ?? 0 { return true }
        }
        for name in oldHeld where self.newModel(name) == nil && newHeld.isEmpty {
            for inner in thinEnvelopeChain(name, in: self.oldModel) {
                if Self.holdsMostOf(Self.sharedMembers(inner, newModel, relation: context.relation)) { return true }
            }
        }
        for name in newHeld where self.oldModel(name) == nil && oldHeld.isEmpty {
            for inner in thinEnvelopeChain(name, in: self.newModel) {
                if Self.holdsMostOf(Self.sharedMembers(oldModel, inner, relation: context.relation)) { return true }
            }
        }
        return false
    }

    /// The most members a record envelope may have (``envelopeRecord(of:sharing:)``): the record and two more, such as
    /// Cloud Foundry v2's `{metadata, entity}` or Toggl's `{since, data}`.
    static let recordEnvelopeMembers = 3

    /// The record an old envelope held that continues in `newModel`'s members, with the members they share: the one
    /// member holding a single object model under a generic envelope name or its type's own name (`{entity: AppEntity}`,
    /// `{task: Task}`, `{since, data: User}`), the envelope at most ``recordEnvelopeMembers`` members and no list of
    /// models, the new model keeping no member under a name related to the record's member or of a model related to the
    /// record, the record sharing most of the new model's members (``holdsMostOf(_:)``). A record the release kept (Toggl's `Task` beside the new flat `TaskPayload`) counts too:
    /// the envelope was dropped, and the payload is new.
    func envelopeRecord(of oldModel: ModelDefinition, sharing newModel: ModelDefinition) -> SharedMembers? {
        guard case let .object(properties) = oldModel.kind, properties.count <= Self.recordEnvelopeMembers,
              case let .object(newProperties) = newModel.kind else { return nil }
        /// Whether a member's name is generic or its type's own name or last word (`message: NewMessage`); not an inline
        /// schema named after its place (`{status, error: unauthorizedError_response_error}`).
        func namesARecord(_ key: String, _ type: String) -> Bool {
            let segments = type.split(separator: "_")
            if segments.count > 1, let place = segments.last, NameSimilarity.normalized(String(place)) == NameSimilarity.normalized(key) { return false }
            if MemberRenameScorer.envelopeMemberNames.contains(NameSimilarity.normalized(key)) { return true }
            guard NameEvidence.isComparable(key), NameEvidence.isComparable(type), let last = NameEvidence.words(type).last else { return false }
            return NameSimilarity.normalized(key) == NameSimilarity.normalized(type) || NameEvidence.singular(NameSimilarity.normalized(key)) == NameEvidence.singular(last)
        }
        var records: [(key: String, model: ModelDefinition)] = []
        for property in properties {
            if case let .array(element) = property.type, case .model = element { return nil }
            guard case let .model(name) = property.type, name != oldModel.name, let held = self.oldModel(name), case .object = held.kind,
                  namesARecord(property.key, name) else { continue }
            records.append((property.key, held))
        }
        guard records.count == 1, let (key, record) = records.first else { return nil }
        // The new model keeps the member, renamed or with its record renamed (Webflow's `ItemWrite {fields: ItemFields}` →
        // `ItemCreate {…, fieldData: ItemFieldData}`): a member, not an envelope.
        for property in newProperties {
            if (NameEvidence.between(key, property.key)?.weight ?? 0) >= 2 { return nil }
            if case let .model(name) = property.type.withoutArrays, name == record.name || (NameEvidence.between(record.name, name)?.weight ?? 0) >= 2 { return nil }
        }
        let members = Self.sharedMembers(record, newModel, relation: context.relation)
        return members.shared >= 2 && Self.holdsMostOf(members) ? members : nil
    }

    /// Whether two names are the same words once version words (`v1`, `V2beta`, ``isVersionSegment(_:)``) are set aside,
    /// at least one of them set aside: `Source` and `SourceV1`.
    static func sameNameBesidesVersionWords(_ a: String, _ b: String) -> Bool {
        guard NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let (x, y) = (NameEvidence.words(a), NameEvidence.words(b))
        let (keptX, keptY) = (x.filter { !isVersionSegment(Substring($0)) }, y.filter { !isVersionSegment(Substring($0)) })
        return !keptX.isEmpty && keptX == keptY && keptX.count + keptY.count < x.count + y.count
    }

    /// Whether a model is a JSON:API resource object: `type`, `id` and an `attributes` object.
    static func isJSONAPIResource(_ model: ModelDefinition?) -> Bool {
        guard case let .object(properties)? = model?.kind else { return false }
        let keys = Set(properties.map(\.key))
        return keys.isSuperset(of: ["type", "id", "attributes"])
    }

    /// The most members a model may have to be looked through as one more layer of an envelope (``thinEnvelopeChain``).
    static let thinEnvelopeMembers = 2

    /// A held model and, when it is itself a thin envelope (at most ``thinEnvelopeMembers`` members, one of them an object
    /// model), the model it holds: Segment's Public API answers `SourceV1Response {data: SourceV1Output}` around
    /// `SourceV1Output {source: SourceV1}`, and what a client used to get as `Source` is two layers down.
    func thinEnvelopeChain(_ name: String, in lookup: (String) -> ModelDefinition?) -> [ModelDefinition] {
        guard let model = lookup(name) else { return [] }
        guard case let .object(properties) = model.kind, properties.count <= Self.thinEnvelopeMembers else { return [model] }
        let inner = properties.compactMap { property -> ModelDefinition? in
            guard case let .model(held) = property.type, held != name, let heldModel = lookup(held), case .object = heldModel.kind else { return nil }
            return heldModel
        }
        return inner.count == 1 ? [model, inner[0]] : [model]
    }

    /// The place evidence of a model that an envelope held where the new model is now used directly: the old
    /// `postMatchingResponse {status, result_code, data: postMatchingData}` is what the endpoint returned, the new
    /// `KYC_MatchResponse` is returned in its place, and ``isEnvelope(_:of:)`` says the envelope's `data` became it; or
    /// the other way round, an envelope the release added holds the new model where the old one was used. Worth as much
    /// as the same member using it (2); `nil` otherwise.
    func heldByDroppedEnvelope(_ oldModel: ModelDefinition, _ newModel: ModelDefinition) -> (Double, String)? {
        for holder in oldSlots.slots[oldModel.name] ?? [] where holder.wrapping.isEmpty && holder.parent.hasPrefix("model:") {
            let envelopeName = String(holder.parent.dropFirst("model:".count))
            guard self.newModel(envelopeName) == nil, let envelope = self.oldModel(envelopeName),
                  let place = ModelSlots.sameSlot(old: oldSlots, new: newSlots, oldModel: envelopeName, newModel: newModel.name, parents: slotParents),
                  place.0 >= 2, isEnvelope(envelope, of: newModel) else { continue }
            return (2, "held as `\(holder.key)` by the envelope `\(envelopeName)` that was used in its place")
        }
        // The other way round: the new model is held by an envelope the release added where the old one was used, or by
        // a thin envelope such an envelope holds (``thinEnvelopeChain(_:in:)``: `SourceV1Response {data:
        // SourceV1Output {source: SourceV1}}`).
        for holder in newSlots.slots[newModel.name] ?? [] where holder.wrapping.isEmpty && holder.parent.hasPrefix("model:") {
            let envelopeName = String(holder.parent.dropFirst("model:".count))
            guard self.oldModel(envelopeName) == nil, let envelope = self.newModel(envelopeName) else { continue }
            if let place = ModelSlots.sameSlot(old: oldSlots, new: newSlots, oldModel: oldModel.name, newModel: envelopeName, parents: slotParents),
               place.0 >= 2, isEnvelope(oldModel, of: envelope) {
                return (2, "now held as `\(holder.key)` by the envelope `\(envelopeName)` used in its place")
            }
            for outer in newSlots.slots[envelopeName] ?? [] where outer.wrapping.isEmpty && outer.parent.hasPrefix("model:") {
                let outerName = String(outer.parent.dropFirst("model:".count))
                guard self.oldModel(outerName) == nil, let outerEnvelope = self.newModel(outerName),
                      thinEnvelopeChain(outerName, in: self.newModel).contains(where: { $0.name == envelopeName }),
                      let place = ModelSlots.sameSlot(old: oldSlots, new: newSlots, oldModel: oldModel.name, newModel: outerName, parents: slotParents),
                      place.0 >= 2, isEnvelope(oldModel, of: outerEnvelope) else { continue }
                return (2, "now held as `\(outer.key).\(holder.key)` by the envelopes `\(outerName)` and `\(envelopeName)` used in its place")
            }
        }
        return nil
    }

    /// Whether shared members make a held model the successor or predecessor of an envelope's partner: a quarter of
    /// all their members, or at least 3 that are 40% of the smaller model's.
    static func holdsMostOf(_ members: SharedMembers) -> Bool {
        members.share >= 0.25 || (members.shared >= 3 && Double(members.shared) >= 0.4 * Double(min(members.old, members.new)))
    }
}
