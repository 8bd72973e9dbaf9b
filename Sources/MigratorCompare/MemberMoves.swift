import MigratorModel

/// Members that moved into a new nested object: v2 of Google Cloud Functions groups `runtime`, `entryPoint` and
/// `dockerRepository` of `CloudFunction` under the new `buildConfig: BuildConfig`; CAMARA's QoD groups
/// `notificationUrl` and `notificationAuthToken` under `webhook`. Such a member is not renamed: it is removed from the
/// model and its value travels one level deeper. `compare` records where (``Change/movedTo``), so `migrate` keeps the
/// old member and reads and writes it there instead of falling back.
///
/// A removed member moved when exactly one added member of the matched new model holds an object of a model new in
/// this release (no old model became it) that has a member of the same wire type and of the same name (case,
/// separators and plurals aside), or of the name left after the holder's name (`serviceName` into `service` as its
/// `name`, Kubernetes Ingress v1), or of the name left after its own first word when it was one of a flattened object's
/// members (`tracking_number` into `tracking_info` as its `number`, Shopify; `option_audio` into `settings` as its `audio`,
/// Zoom), or of a name closely related to it (a word added or removed or closer: `month` into `payment_method` as its
/// `exp_month`, Recurly) when the object has only one such member, never distinctive on its own. That first word must be a word of the holding
/// member's name, or be shared by two or more members flattened into the same object that way. A same-name match alone could be chance, so it also needs one of:
/// - a second removed member moving into the same object (members are regrouped together), or members that are not
///   distinctive moving into two or more new objects of the model at once (`query` into `filter` and `limit` into
///   `page`);
/// - a name of two words or more (`notificationAuthToken`), or one the holding member's name contains (`network` into
///   `networkConfig`);
/// - under its own name, a description the object's member says alike (Twitter's `coordinates` into `geo`).
/// Identity names (`id`, `name`, `type`, …) never move under their own name: a new object has its own. Except into a
/// `metadata` object, which holds the identity (`name` into `metadata` as its `name`, Sensu Go), and, all but `id` and
/// `type`, into a JSON:API resource's `attributes` (`name` of Transifex's `Language` into `attributes`).
extension ComparisonState {
    /// Names that identify an object rather than describe it; a new nested object usually has its own (and so does the
    /// model holding an object, for members moved out of it).
    static let identityWords: Set<String> = ["id", "name", "type", "kind", "key", "value", "uid", "uuid"]

    /// Names of the member that holds an object's identity in the Kubernetes convention (`metadata: ObjectMeta`).
    static let metadataWords: Set<String> = ["metadata", "meta"]

    /// Identity names a JSON:API resource keeps on itself, beside its `attributes` object.
    static let resourceIdentityWords: Set<String> = ["id", "type", "kind", "uid", "uuid"]

    /// Whether a reviewer rejected a member's move (`--not-rename Model.old=holder.member` into a nested object,
    /// `Model.holder.member=new` out of one) under any of `models` (the old and the new name of the model).
    func rejectsMove(models: [String], old: String, new: String) -> Bool {
        models.contains { rejects(parent: $0, old: old, new: new) }
    }

    /// Where each removed property moved, by old wire key: `[holding member, its object's member]` (new wire keys).
    /// `removed` are the old model's unmatched properties, `added` the new model's.
    /// `model` is the old model's name: a move a reviewer rejected (`--not-rename Model.old=holder.member`, under the
    /// old or the new model name) is left out.
    func memberMoves(model: String, removed: [Property], added: [Property]) -> [String: [String]] {
        let newName = modelMap[model] ?? model
        let becameNew = Set(modelMap.values)
        var holders: [(key: String, members: [Property])] = []
        for property in added {
            guard case let .model(name) = property.type, !becameNew.contains(name), oldModel(name) == nil,
                  case let .object(members)? = newModel(name)?.kind else { continue }
            holders.append((property.key, members))
        }
        guard !holders.isEmpty else { return [:] }
        var targets: [String: (holder: String, member: String, prefixed: Bool, flattened: String?, described: Bool)] = [:]
        for property in removed {
            let words = Self.moveWords(property.key)
            let type = mapped(property.type)
            let hits = holders.compactMap { holder -> (String, String, Bool, String?, Bool)? in
                let holderWords = Self.moveWords(holder.key)
                let prefixed = words.count > holderWords.count && words.starts(with: holderWords)
                let members = holder.members.filter { member in
                    TypeCompatibility.sameWireForm(member.type, type)
                        && !rejectsMove(models: [model, newName], old: property.key, new: "\(holder.key).\(member.key)")
                }
                let memberWords = members.map { Self.moveWords($0.key) }
                if let index = memberWords.firstIndex(of: words) {
                    let described = [.same, .similar].contains(DescriptionEvidence.between(property.description, members[index].description))
                    return (holder.key, members[index].key, false, nil, described)
                }
                if prefixed, let index = memberWords.firstIndex(of: Array(words.dropFirst(holderWords.count))) {
                    return (holder.key, members[index].key, true, nil, false)
                }
                // `tracking_number` into `tracking_info` as its `number`, `option_audio` into `settings` as its `audio`:
                // a flattened object's members, their shared first word set aside.
                if words.count >= 2, let index = memberWords.firstIndex(of: Array(words.dropFirst())) {
                    return (holder.key, members[index].key, false, words[0], false)
                }
                // A closely related name, when the object has one such member (`month` into `payment_method` as its
                // `exp_month`, `payout_id` into `links` as its `payout`): a word added or removed or closer.
                let related = members.filter { member in
                    NameEvidence.isComparable(member.key) && NameEvidence.isComparable(property.key)
                        && (NameEvidence.between(property.key, member.key)?.weight ?? 0) >= 2
                }
                if related.count == 1, let member = related.first { return (holder.key, member.key, false, nil, false) }
                return nil
            }
            // A flattened match counts only where no holder has the member under its own name or behind its name.
            let direct = hits.filter { $0.3 == nil }
            if direct.count == 1 || direct.isEmpty && hits.count == 1 { targets[property.key] = direct.first ?? hits[0] }
        }
        // Only targets that can move count as a second member moving along: an identity name under its own name, or a
        // flattened name without its holder's word or a partner, does not.
        var perFlattening: [String: Int] = [:]
        for (key, target) in targets {
            guard let word = target.flattened else { continue }
            let words = Self.moveWords(key)
            if words.count == 2, Self.identityWords.contains(words[1]) { continue }
            perFlattening[target.holder + "." + word, default: 0] += 1
        }
        var eligible: [String: (holder: String, member: String, strong: Bool, described: Bool)] = [:]
        for (key, target) in targets {
            let words = Self.moveWords(key)
            let holderWords = Self.moveWords(target.holder)
            if let word = target.flattened {
                // The first word set aside must be the holder's (`tracking` of `tracking_info`), or shared by at least
                // two members flattened into the same holder (`option_audio`, `option_host_video` into `settings`); a
                // name left that only identifies (`id`, `name`) needs the holder's word.
                let named = holderWords.contains(word)
                let identity = words.count == 2 && Self.identityWords.contains(words[1])
                let shared = !identity && (perFlattening[target.holder + "." + word] ?? 0) >= 2
                if named || shared { eligible[key] = (target.holder, target.member, true, false) }
                continue
            }
            // An identity name moves under its own name only into the object that holds identity: `name` into `metadata`
            // (`ObjectMeta`, the Kubernetes convention of Sensu Go and Confluent Cloud v2).
            let intoMetadata = holderWords.count == 1 && Self.metadataWords.contains(holderWords[0])
            // A JSON:API resource keeps its `id` and `type` on itself; its `name` or `key` is one of its `attributes`.
            let intoAttributes = target.holder == "attributes" && words.count == 1 && !Self.resourceIdentityWords.contains(words[0])
            if !target.prefixed, words.count == 1, Self.identityWords.contains(words[0]), !intoMetadata, !intoAttributes { continue }
            // A closely related name (`payout_id` as `payout`) is never distinctive on its own: it moves with others.
            let sameName = target.prefixed || Self.moveWords(target.member) == words
            let distinctive = target.prefixed || sameName && (words.count >= 2 || words.allSatisfy(holderWords.contains) || intoMetadata)
            eligible[key] = (target.holder, target.member, distinctive, target.described)
        }
        var perHolder: [String: Int] = [:]
        for target in eligible.values { perHolder[target.holder, default: 0] += 1 }
        // Members regrouped into two or more new objects at once (Datadog's logs query: `query` into `filter`, `limit` into
        // `page`) move together too: two or more objects each receiving a member that is not distinctive on its own.
        let regrouped = Set(eligible.values.filter { !$0.strong }.map(\.holder)).count >= 2
        // A member under its own name whose description the object's member says alike (Twitter's `coordinates` into
        // `geo`, "… as a GeoJSON point" → "A GeoJSON point …") moves on its own: the documentation relates them.
        let moving = eligible.filter { $0.value.strong || $0.value.described || regrouped || (perHolder[$0.value.holder] ?? 0) >= 2 }
        var perTarget: [String: Int] = [:]
        for target in moving.values { perTarget[target.holder + "." + target.member, default: 0] += 1 }
        var moves: [String: [String]] = [:]
        // One old member per new one: `url` and `tracking_url` both into `tracking_info.url` say neither.
        for (key, target) in moving where perTarget[target.holder + "." + target.member] == 1 {
            moves[key] = [target.holder, target.member]
        }
        return moves
    }

    /// The added members (wire keys) whose object the old client always fills through members that moved into it:
    /// every required member of the object is one of them, and was required in the old model. Requests then carry the
    /// object without a default value (`webhook` built from the old required `notificationUrl`).
    func holdersFilledByMoves(_ moves: [String: [String]], oldProperties: [Property], newProperties: [Property]) -> Set<String> {
        var movedRequired: [String: Set<String>] = [:]
        for property in oldProperties where property.required && !property.nullable {
            if let movedTo = moves[property.key] { movedRequired[movedTo[0], default: []].insert(movedTo[1]) }
        }
        return Set(movedRequired.compactMap { holder, members -> String? in
            guard case let .model(name)? = newProperties.first(where: { $0.key == holder })?.type,
                  case let .object(objectMembers)? = newModel(name)?.kind else { return nil }
            let required = objectMembers.filter { $0.required && !$0.nullable }.map(\.key)
            return Set(required).isSubset(of: members) ? holder : nil
        })
    }

    /// The words of a name, lower-cased, in the singular (also for members moved out of an object).
    static func moveWords(_ name: String) -> [String] {
        NameEvidence.words(name).map(NameEvidence.singular)
    }
}
