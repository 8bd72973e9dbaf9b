import MigratorModel

/// Members that moved *out* of a nested object onto the model holding it, the reverse of ``memberMoves(model:removed:added:)``:
/// Mollie's v2 payments API moved `webhookUrl` and `redirectUrl` out of the payment's `links` object onto the payment;
/// WooCommerce's v2 orders moved `transaction_id` and `method_title` out of `payment_details` onto the order (the latter as
/// `payment_method_title`). Such a member is not gone: its value travels one level up. `compare` records where it came
/// from on the added member (``Change/movedFrom``), so `migrate` keeps the old member inside the object and fills it
/// from, and sends it at, the new place instead of decoding `nil`.
///
/// An added member of a matched model came out of an object when exactly one member of the old model holds an object
/// that lost (in this release) a member, not deprecated, of the same scalar type and of the same name (case, separators
/// and plurals aside), or of the name with leading words of the holder's name put before it (`method_title` out of
/// `payment_details` as `payment_method_title`), whose description does not say something else, and no other added
/// member claims that one. A name made only of words many objects use for themselves (`created_at`, `display_name`,
/// `status`) needs agreeing descriptions: a customer's `created_at`, "when the customer signed up", is not the order's. A
/// same-name match alone could be chance, so it also needs one of:
/// - a second member coming out of the same object onto the same model (members are flattened together);
/// - a name of two words or more (`webhookUrl`), or one prefixed with the holder's words.
/// Identity names (`id`, `name`, `type`, …) come out under their own name only when the object was flattened whole: the
/// holder and its model are gone and at least three other members came out of it (Calendly v2 spreading a JSON:API
/// resource's `attributes`, `name` and `created_at` among them, onto the resource). Otherwise the holder has its own.
/// The same holds for names made only of common words without agreeing descriptions.
extension ComparisonState {

    /// Words of names that many objects have for themselves (identity, audit times, display labels): a member named
    /// only with them came out of an object only when the descriptions agree.
    private static let commonMemberWords: Set<String> = identityWords.union([
        "created", "updated", "deleted", "modified", "changed", "at", "on", "time", "date", "timestamp", "display", "external",
        "internal", "status", "state", "label", "title", "description", "url", "link", "href",
    ])

    /// A member that came out of a nested object: the added change's index and the old wire keys (holder, member).
    private struct Hoist {
        var addedIndex: Int
        var holder: String
        var member: String
        var removedIndex: Int?
        var prefixed: Bool
        /// `Model.key` of the added member, for notes.
        var onto: String
        /// Whether old clients always have the value: the holder and its member were required and not nullable.
        var alwaysSet: Bool
        /// The old model holding the object, and the object's model.
        var oldModel: String
        var object: String
        /// Whether responses always carry the value at the new place: the added member is required and not nullable.
        var alwaysReceived: Bool
        /// Whether the name is one every object may have for itself (an identity or audit name), so the move counts only
        /// when the whole object was flattened (``markMembersMovedOut()``).
        var common = false
    }

    /// Marks the added properties whose value came out of an object the old model held (``Change/movedFrom``), and
    /// notes on the nested member's removal where it went. Runs after every model was compared.
    mutating func markMembersMovedOut() {
        guard options.detectRenames else { return }
        var changeIndex: [String: Int] = [:]
        var modelsWithAdditions: Set<String> = []
        for (index, change) in changes.enumerated() where change.element == .property && change.movedTo == nil && change.movedFrom == nil {
            if change.kind == .added, let path = change.new {
                changeIndex["+" + path] = index
                let tokens = JSONPointer.tokens(of: path)
                if tokens.count == 4 { modelsWithAdditions.insert(tokens[1]) }
            }
            if change.kind == .removed, let path = change.old { changeIndex["-" + path] = index }
        }
        guard !modelsWithAdditions.isEmpty else { return }
        var hoists: [Hoist] = []
        for (oldName, newName) in modelMap.sorted(by: { $0.key < $1.key }) where modelsWithAdditions.contains(newName) {
            guard case let .object(oldProperties)? = oldModel(oldName)?.kind,
                  case let .object(newProperties)? = newModel(newName)?.kind else { continue }
            let added = newProperties.compactMap { property -> (Property, Int)? in
                changeIndex["+" + ElementPath.property(property.key, in: newName)].map { (property, $0) }
            }
            guard !added.isEmpty else { continue }
            // Members of the old model's objects that left their object in this release.
            var left: [(holder: Property, object: String, member: Property, removedIndex: Int?)] = []
            for holder in oldProperties {
                guard case let .model(held) = holder.type, case let .object(members)? = oldModel(held)?.kind else { continue }
                for member in members {
                    if modelMap[held] != nil {
                        // Still in the matched model (kept or renamed there): it did not leave.
                        guard let removed = changeIndex["-" + ElementPath.property(member.key, in: held)] else { continue }
                        left.append((holder, held, member, removed))
                    } else {
                        left.append((holder, held, member, nil))
                    }
                }
            }
            guard !left.isEmpty else { continue }
            var found: [Hoist] = []
            for (property, index) in added where Self.hoistable(property.type) {
                let words = Self.moveWords(property.key)
                var hits: [Hoist] = []
                for candidate in left where candidate.member.type == property.type && !candidate.member.deprecated {
                    // A move a reviewer rejected: `--not-rename Model.holder.member=new` (old or new model name).
                    if rejectsMove(models: [oldName, newName], old: "\(candidate.holder.key).\(candidate.member.key)", new: property.key) { continue }
                    let memberWords = Self.moveWords(candidate.member.key)
                    let holderWords = Self.moveWords(candidate.holder.key)
                    var prefixed = false
                    if words != memberWords {
                        let lead = words.count - memberWords.count
                        guard lead >= 1, lead <= holderWords.count, Array(words.suffix(memberWords.count)) == memberWords,
                              Array(words.prefix(lead)) == Array(holderWords.prefix(lead)) else { continue }
                        prefixed = true
                    }
                    // Descriptions that say different things are two values; so are names every object may have
                    // (a customer's `created_at` is not the order's) unless the descriptions agree or the holder's
                    // word leads the new name.
                    var common = false
                    switch DescriptionEvidence.between(candidate.member.description, property.description) {
                    case .same, .similar: break
                    case .different: continue
                    case .none: common = !prefixed && memberWords.allSatisfy(Self.commonMemberWords.contains)
                    }
                    if !prefixed, memberWords.count == 1, Self.identityWords.contains(memberWords[0]) { common = true }
                    let alwaysSet = candidate.holder.required && !candidate.holder.nullable && candidate.member.required && !candidate.member.nullable
                    hits.append(Hoist(
                        addedIndex: index, holder: candidate.holder.key, member: candidate.member.key, removedIndex: candidate.removedIndex,
                        prefixed: prefixed, onto: "\(newName).\(property.key)", alwaysSet: alwaysSet, oldModel: oldName,
                        object: candidate.object, alwaysReceived: property.required && !property.nullable, common: common
                    ))
                }
                if hits.count == 1 { found.append(hits[0]) }
            }
            // One added member per old member.
            var claims: [String: Int] = [:]
            for hoist in found { claims[hoist.holder + "\u{0}" + hoist.member, default: 0] += 1 }
            found = found.filter { claims[$0.holder + "\u{0}" + $0.member] == 1 }
            var perHolder: [String: Int] = [:]
            for hoist in found where !hoist.common { perHolder[hoist.holder, default: 0] += 1 }
            for hoist in found where !hoist.common && ((perHolder[hoist.holder] ?? 0) >= 2 || hoist.prefixed || Self.moveWords(hoist.member).count >= 2) {
                hoists.append(hoist)
            }
            // A name every object may have (`name`, `created_at`) came out too when the object was flattened whole: the
            // holder is gone from the model, its object from the document, and at least three other members came out
            // of it (a JSON:API resource's `attributes` spread onto the resource: Calendly v1 → v2).
            let newKeys = Set(newProperties.map(\.key))
            for hoist in found where hoist.common && (perHolder[hoist.holder] ?? 0) >= 3 && !newKeys.contains(hoist.holder)
                && modelMap[hoist.object] == nil {
                hoists.append(hoist)
            }
        }
        for hoist in hoists {
            changes[hoist.addedIndex].movedFrom = [hoist.holder, hoist.member]
            let moved = "Moved out of \(hoist.holder).\(hoist.member): the old object lost a member of the same name and type. "
                + "The migrated client keeps the old member, fills it from here and sends it here."
            changes[hoist.addedIndex].note = [changes[hoist.addedIndex].note, moved].compactMap { $0 }.joined(separator: " ")
            if hoist.alwaysSet, changes[hoist.addedIndex].breaking {
                // A request member the new version requires, which old clients always send from the old member.
                changes[hoist.addedIndex].breaking = false
                changes[hoist.addedIndex].defaultValue = nil
                changes[hoist.addedIndex].needsDecision = nil
                changes[hoist.addedIndex].note = moved + " Old clients always set the old member, so requests carry it."
            }
            if let removed = hoist.removedIndex {
                let onto = "Moved out of the object onto \(hoist.onto) (see its movedFrom)."
                changes[removed].note = [changes[removed].note, onto].compactMap { $0 }.joined(separator: " ")
            }
        }
        // A removal whose value every holder of the object fills in from a member responses always carry needs no
        // fallback.
        let byRemoval = Dictionary(grouping: hoists.filter { $0.removedIndex != nil }, by: { $0.removedIndex ?? 0 })
        for (removed, fillers) in byRemoval.sorted(by: { $0.key < $1.key }) where changes[removed].needsDecision == true {
            guard fillers.allSatisfy(\.alwaysReceived),
                  onlyHeld(fillers[0].object, by: Set(fillers.map { $0.oldModel + "\u{0}" + $0.holder })),
                  newOnlyHeld(fillers[0].object, byModels: Set(fillers.compactMap { modelMap[$0.oldModel] })) else { continue }
            changes[removed].fallbackValue = nil
            changes[removed].needsDecision = nil
            changes[removed].note = (changes[removed].note ?? "") + " Every model holding the object fills it in from a member responses always carry: decoding needs no fallback."
        }
    }

    /// Whether the new document uses the new form of the old model `object` (if any) only as the direct type of members
    /// of `models` (the new forms of the holders' models): the migrated interface keeps the old type for new uses too
    /// (an added endpoint returning it, a member added to another model), and there no holder fills the value in.
    private func newOnlyHeld(_ object: String, byModels models: Set<String>) -> Bool {
        guard let newObject = modelMap[object] else { return true }
        return Self.usedOnlyAsMember(newObject, in: new) { model, _ in models.contains(model.name) }
    }

    /// Whether the old document uses model `object` only as the direct type of the members `holders`
    /// (`Model\u{0}key`): no endpoint, array, map or union reaches it otherwise.
    private func onlyHeld(_ object: String, by holders: Set<String>) -> Bool {
        Self.usedOnlyAsMember(object, in: old) { model, property in holders.contains(model.name + "\u{0}" + property.key) }
    }

    /// Whether `document` uses model `object` only as the direct type of object members that `allowed` accepts: no
    /// endpoint, array, map, union or other member reaches it.
    private static func usedOnlyAsMember(_ object: String, in document: APIDocument, allowed: (ModelDefinition, Property) -> Bool) -> Bool {
        for endpoint in document.endpoints {
            let types = endpoint.parameters.map(\.type) + endpoint.parameters.flatMap { $0.alternatives.compactMap(\.type) }
                + [endpoint.response?.type].compactMap { $0 } + endpoint.errors.compactMap(\.type)
            if types.contains(where: { $0.referencedModels.contains(object) }) { return false }
        }
        for model in document.models {
            guard case let .object(properties) = model.kind else {
                if model.memberTypes.contains(where: { $0.referencedModels.contains(object) }) { return false }
                continue
            }
            for property in properties where property.type.referencedModels.contains(object) {
                if property.type != .model(object) || !allowed(model, property) { return false }
            }
        }
        return true
    }

    /// Whether values of a type can come out of an object: scalars and arrays of scalars (a model would need its own
    /// matching on both sides).
    private static func hoistable(_ type: TypeReference) -> Bool {
        switch type {
        case .scalar: return true
        case let .array(element): if case .scalar = element { return true } else { return false }
        default: return false
        }
    }
}
