import Foundation
import MigratorModel
import MigratorRuntime

extension ComparisonState {
    /// Compares two matched enums: the raw value type (with a value map), then the cases by value, hints and evidence.
    mutating func compareEnum(_ oldEnum: EnumModel, _ newEnum: EnumModel, oldModel: String, newModel: String) {
        let usage = oldUsage.usages(of: oldModel)
        let inRequests = oldUsage.inRequests(oldModel)
        let inResponses = oldUsage.inResponses(oldModel)
        guard oldEnum.rawType == newEnum.rawType else {
            compareRawType(oldEnum, newEnum, oldModel: oldModel, newModel: newModel, usage: usage)
            return
        }
        let oldCases = oldEnum.cases
        let newCases = newEnum.cases
        // Computed on first use: most enums keep their cases and are never scored.
        var commonWords: Set<String>?
        var leadingWords: (old: Set<String>, new: Set<String>)?
        var restyled: Bool?
        let matching = ElementMatching.match(
            oldIDs: oldCases.map(\.value.description), newIDs: newCases.map(\.value.description),
            cliHint: { hint(parent: oldModel, old: $0) }, documentHint: { newCases[$0].renamedFrom?.description },
            detect: options.detectRenames, rejected: { rejects(parent: oldModel, old: $0, new: $1) },
            score: { oldIndex, newIndex in
                let common = commonWords ?? Self.commonCaseWords(oldCases).union(Self.commonCaseWords(newCases))
                commonWords = common
                let leading = leadingWords ?? (Self.leadingCaseWords(oldCases), Self.leadingCaseWords(newCases))
                leadingWords = leading
                let restyledValues = restyled ?? Self.restyledValues(oldCases, newCases)
                restyled = restyledValues
                return caseRenameScore(oldCases[oldIndex], oldIndex, newCases[newIndex], newIndex, commonWords: common, leadingWords: leading,
                                       restyled: restyledValues, enumNames: (oldModel, newModel))
            }
        )
        for pair in matching.pairs {
            let (oldCase, newCase) = (oldCases[pair.old], newCases[pair.new])
            let oldPath = ElementPath.enumCase(oldCase.value, in: oldModel)
            let newPath = ElementPath.enumCase(newCase.value, in: newModel)
            if let evidence = pair.evidence {
                var after: [String: JSONValue] = ["value": GuideJSON.enumValue(newCase.value)]
                if let name = newCase.name { after["name"] = .string(name) }
                add(Change(
                    kind: .renamed, element: .enumCase, old: oldPath, new: newPath, before: GuideJSON.enumValue(oldCase.value),
                    after: .object(after), breaking: !usage.isEmpty, solvable: true, evidence: evidence, usage: usage
                ))
            } else if oldCase.name != newCase.name {
                add(Change(
                    kind: .updated, element: .enumCase, old: oldPath, new: newPath, aspect: .name,
                    before: oldCase.name.map(JSONValue.string) ?? .null, after: newCase.name.map(JSONValue.string) ?? .null,
                    breaking: false, solvable: true, usage: usage
                ))
            }
            if oldCase.deprecated != newCase.deprecated {
                add(Change(
                    kind: .updated, element: .enumCase, old: oldPath, new: newPath, aspect: .deprecated,
                    before: .bool(oldCase.deprecated), after: .bool(newCase.deprecated), breaking: false, solvable: true, usage: usage
                ))
            }
        }
        for index in matching.removed {
            let enumCase = oldCases[index]
            var change = Change(
                kind: .removed, element: .enumCase, old: ElementPath.enumCase(enumCase.value, in: oldModel), new: nil,
                breaking: inRequests, solvable: true, usage: usage,
                note: inRequests ? "Requests may no longer send this value; replacementCase is sent instead (else encoding throws)." : nil
            )
            if inRequests {
                change.replacementCase = .null
                change.needsDecision = true
            }
            add(change)
        }
        for index in matching.added {
            let enumCase = newCases[index]
            add(Change(
                kind: .added, element: .enumCase, old: nil, new: ElementPath.enumCase(enumCase.value, in: newModel),
                definition: GuideJSON.value(enumCase), breaking: newUsage.inResponses(newModel) || inResponses, solvable: true,
                usage: newUsage.usages(of: newModel),
                note: inResponses ? "Old clients decode it as unknown(…), keeping their switch statements exhaustive." : nil
            ))
        }
    }

    /// Evidence that a removed case was renamed to an added one: the name (``NameEvidence``: the same words, also in
    /// other forms (`AUTHORISATION` ~ `AUTHORISE`), 2, a word more or less 1.5, a weaker relation such as a synonym 1,
    /// else an old description that names the new value 1) or the same value under another namespace prefix
    /// (`SMS.INVALID_OTP` → `OTP.INVALID_OTP`) 2, or the description (the same 2, reworded with most words kept 1) must
    /// give at least 1, and a weak name relation is cancelled by a contradicting description; the same position (1) is
    /// a tie-breaker. Values that differ only in a version number (`python3.7`, `python3.8`) are never paired. A word in
    /// common that most cases of either enum carry (`type` in `TYPE_GENERAL`, `TYPE_PATH`, …) tells no case apart:
    /// `commonWords` (``commonCaseWords(_:)``) never make the shared-word relation. Needs 2.
    func caseRenameScore(
        _ oldCase: EnumCase, _ oldIndex: Int, _ newCase: EnumCase, _ newIndex: Int, commonWords: Set<String> = [],
        leadingWords: (old: Set<String>, new: Set<String>) = ([], []), restyled: Bool = false, enumNames: (old: String, new: String)? = nil
    ) -> (Double, [String])? {
        var evidence: [String] = []
        let oldName = oldCase.name ?? oldCase.value.description
        let newName = newCase.name ?? newCase.value.description
        if NameEvidence.differInVersionOnly(oldName, newName) { return nil }
        var nameWeight = 0.0
        if let oldSuffix = Self.namespacedValue(oldName), oldSuffix == Self.namespacedValue(newName) {
            // `NUMBER_VERIFICATION_SMS.INVALID_OTP` → `ONE_TIME_PASSWORD_SMS.INVALID_OTP`: the API's prefix renamed.
            nameWeight = 2
            evidence.append("same value under another prefix")
        } else if let enumNames, Self.samePastEnumName(oldName, newName, enumNames) {
            // `Business` → `CABIN_CLASS_BUSINESS` in `CabinClass`: the release prefixed its values with the enum's name, as
            // protocol buffers' style guide asks.
            nameWeight = 2
            evidence.append("same value under the enum's name as prefix")
        } else if Self.samePastLeadingWord(oldName, newName, leadingWords) {
            // `RINGING` → `VOICE_RINGING` where many new cases start with `VOICE_` (and others with `TEXT_`).
            nameWeight = 2
            evidence.append("same value under a prefix many cases carry")
        } else if let name = NameEvidence.between(oldName, newName),
                  name.kind != .sharedWord || !Self.sharesOnly(commonWords, oldName, newName) {
            nameWeight = name.weight >= 3 || name.kind == .wordForms ? 2 : name.weight >= 2 ? 1.5 : 1
            evidence.append(name.weight >= 3 ? "same name" : name.kind.rawValue)
            if restyled, name.kind == .contained, Self.wordsStartWords(of: newName, in: oldName) {
                // `Beauty, Spa and Salon` → `BEAUTY` in an enum whose values the release rewrote as codes (`Restaurant`
                // → `RESTAURANT`): the code keeps a word of the old value.
                nameWeight = 2
                evidence.append("the enum's values were rewritten in another style")
            }
        } else if DescriptionEvidence.mentions(newName, in: oldCase.description) {
            // `USED` "The ticket was scanned at the door." → `scanned`: the old case described itself with the new name.
            nameWeight = 1
            evidence.append("old description names the new value")
        }
        var descriptionWeight = 0.0
        switch DescriptionEvidence.between(oldCase.description, newCase.description) {
        case .same:
            descriptionWeight = 2
            evidence.append("same description")
        case .similar:
            descriptionWeight = 1
            evidence.append("similar description")
        case .different where nameWeight < 1.5:
            nameWeight = 0
            evidence.removeAll()
        default:
            break
        }
        guard nameWeight + descriptionWeight >= 1 else { return nil }
        var score = nameWeight + descriptionWeight
        if oldIndex == newIndex {
            score += 1
            evidence.append("same position")
        }
        return (score + nameWeight * RenameMatcher.nameTieBreak, evidence)
    }

    /// Whether a release rewrote an enum's values in another style: at least ``minimumRestyledValues`` old values are
    /// gone while a new value equal to each up to case and separators appeared (`Restaurant` → `RESTAURANT`,
    /// `Non-profit` → `NONPROFIT`).
    static func restyledValues(_ oldCases: [EnumCase], _ newCases: [EnumCase]) -> Bool {
        let oldValues = Set(oldCases.map(\.value))
        let newValues = Set(newCases.map(\.value))
        let appeared = Set(newValues.subtracting(oldValues).compactMap(\.styleKey))
        return oldValues.subtracting(newValues).compactMap(\.styleKey).filter(appeared.contains).count >= minimumRestyledValues
    }

    /// Whether each word of `short` is a word of `long` or starts one (`EVENT_PLAN` in `Event Planning and Service`), so
    /// that a value inside another word (`connected` in `Disconnected`) is not taken for one of its words.
    static func wordsStartWords(of short: String, in long: String) -> Bool {
        guard NameEvidence.isComparable(short), NameEvidence.isComparable(long) else { return false }
        let longWords = NameEvidence.words(long)
        return NameEvidence.words(short).allSatisfy { word in longWords.contains { $0.hasPrefix(word) } }
    }

    /// The fewest values rewritten in another style that show an enum restyled (``restyledValues(_:_:)``).
    static let minimumRestyledValues = 2

    /// The words at least half of the cases carry, when there are three cases or more (`type` for `TYPE_GENERAL`,
    /// `TYPE_PATH`, `TYPE_REACH`; `service` for `CloudHsmFrontendService.ListHsms`, …).
    static func commonCaseWords(_ cases: [EnumCase]) -> Set<String> {
        guard cases.count >= 3 else { return [] }
        var counts: [String: Int] = [:]
        for enumCase in cases {
            let value = enumCase.name ?? enumCase.value.description
            guard NameEvidence.isComparable(value) else { continue }
            for word in Set(NameEvidence.words(value)) { counts[word, default: 0] += 1 }
        }
        return Set(counts.filter { 2 * $0.value >= cases.count }.keys)
    }

    /// The first words that three or more cases start with, followed by more words (`voice` for `VOICE_RINGING`,
    /// `VOICE_BUSY`, `VOICE_FAILED`): a prefix that groups the cases.
    static func leadingCaseWords(_ cases: [EnumCase]) -> Set<String> {
        guard cases.count >= 3 else { return [] }
        var counts: [String: Int] = [:]
        for enumCase in cases {
            let value = enumCase.name ?? enumCase.value.description
            guard NameEvidence.isComparable(value) else { continue }
            let words = NameEvidence.words(value)
            if words.count >= 2 { counts[words[0], default: 0] += 1 }
        }
        return Set(counts.filter { $0.value >= 3 }.keys)
    }

    /// Whether two case names are the same words once one drops a leading word of ``leadingCaseWords(_:)`` of its
    /// enum that the other does not carry (`RINGING` → `VOICE_RINGING`, `TYPE_PATH_ATTRIBUTION` → `PATH_ATTRIBUTION`).
    static func samePastLeadingWord(_ a: String, _ b: String, _ leading: (old: Set<String>, new: Set<String>)) -> Bool {
        guard !leading.old.isEmpty || !leading.new.isEmpty, NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let (x, y) = (NameEvidence.words(a), NameEvidence.words(b))
        if let first = y.first, y.count == x.count + 1, leading.new.contains(first), !x.contains(first), Array(y.dropFirst()) == x { return true }
        if let first = x.first, x.count == y.count + 1, leading.old.contains(first), !y.contains(first), Array(x.dropFirst()) == y { return true }
        return false
    }

    /// Whether two case names are the same words once each drops the enum's own name written before it
    /// (`CABIN_CLASS_BUSINESS` in `CabinClass` is `BUSINESS`; `ENCODING_UNSPECIFIED` in `RecognitionConfig.AudioEncoding`
    /// and `AUDIO_ENCODING_UNSPECIFIED` in `AudioEncoding` are both `UNSPECIFIED`), at least one of them dropping it.
    /// The name's last words may stand for all of it (`ENCODING_` for `AudioEncoding`); a value that is nothing but the
    /// name keeps it.
    static func samePastEnumName(_ a: String, _ b: String, _ enumNames: (old: String, new: String)) -> Bool {
        guard let x = withoutEnumName(a, enumNames.old), let y = withoutEnumName(b, enumNames.new) else { return false }
        return x.rest == y.rest && (x.dropped || y.dropped)
    }

    /// A case name's singular words after the longest run of the enum name's last words it starts with, and whether it
    /// started with one; `nil` for names too long to compare.
    static func withoutEnumName(_ value: String, _ enumName: String) -> (rest: [String], dropped: Bool)? {
        let lastSegment = enumName.split(separator: ".").last.map(String.init) ?? enumName
        guard NameEvidence.isComparable(value), NameEvidence.isComparable(lastSegment) else { return nil }
        let words = NameEvidence.words(value).map(NameEvidence.singular)
        let nameWords = NameEvidence.words(lastSegment).map(NameEvidence.singular)
        for length in stride(from: min(nameWords.count, words.count - 1), through: 1, by: -1)
            where Array(words.prefix(length)) == Array(nameWords.suffix(length)) {
            return (Array(words.dropFirst(length)), true)
        }
        return (words, false)
    }

    /// Whether every word two case names share is one of `common`.
    static func sharesOnly(_ common: Set<String>, _ a: String, _ b: String) -> Bool {
        guard !common.isEmpty, NameEvidence.isComparable(a), NameEvidence.isComparable(b) else { return false }
        let shared = Set(NameEvidence.words(a)).intersection(NameEvidence.words(b))
        return !shared.isEmpty && shared.isSubset(of: common)
    }

    /// The value after a namespace prefix (`INVALID_OTP` in `NUMBER_VERIFICATION_SMS.INVALID_OTP`): the text after the
    /// first `.`, when both sides have letters and the rest has at least three characters; `nil` otherwise.
    static func namespacedValue(_ value: String) -> Substring? {
        guard let dot = value.firstIndex(of: "."), dot != value.startIndex else { return nil }
        let rest = value[value.index(after: dot)...]
        guard rest.count >= 3, rest.contains(where: \.isLetter), value[..<dot].contains(where: \.isLetter) else { return nil }
        return rest
    }

    /// Records an enum whose raw value type changed, with a value map derived from hints (`--rename`, `renamedFrom`),
    /// cases of equal name, then the evidence of a case rename (``caseRenameScore(_:_:_:_:commonWords:leadingWords:)``)
    /// among the rest, which the note names; a rejected pair (`--not-rename`) is never mapped.
    private mutating func compareRawType(_ oldEnum: EnumModel, _ newEnum: EnumModel, oldModel: String, newModel: String, usage: [Change.Usage]) {
        var valueMap: [Change.ValueMapping] = []
        var unmapped = 0
        // Cases of equal name first (Todoist's `30` named `berryRed` → `berry_red`), then the rest by the evidence of a
        // case rename (Zendesk's `2` named `administrator` → `admin`).
        // Hints and rejections name cases by value (`--rename UserRole.2=admin`, `--not-rename UserRole.2=admin`); the
        // matching compares names, so values are looked up through the names.
        let (oldCases, newCases) = (oldEnum.cases, newEnum.cases)
        let oldIDs = oldCases.map { NameSimilarity.normalized($0.name ?? $0.value.description) }
        let newIDs = newCases.map { NameSimilarity.normalized($0.name ?? $0.value.description) }
        func oldValue(_ id: String) -> String? { oldIDs.firstIndex(of: id).map { oldCases[$0].value.description } }
        func newValue(_ id: String) -> String? { newIDs.firstIndex(of: id).map { newCases[$0].value.description } }
        let matching = ElementMatching.match(
            oldIDs: oldIDs, newIDs: newIDs,
            cliHint: { id in
                guard let value = oldValue(id), let target = hint(parent: oldModel, old: value),
                      let index = newCases.firstIndex(where: { $0.value.description == target }) else { return nil }
                return newIDs[index]
            },
            documentHint: { index in
                guard let source = newCases[index].renamedFrom?.description else { return nil }
                return oldCases.firstIndex(where: { $0.value.description == source }).map { oldIDs[$0] }
            },
            detect: options.detectRenames,
            rejected: { old, new in
                guard let a = oldValue(old), let b = newValue(new) else { return false }
                return rejects(parent: oldModel, old: a, new: b)
            },
            score: { caseRenameScore(oldCases[$0], $0, newCases[$1], $1) }
        )
        let partner = Dictionary(matching.pairs.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        // Pairs made by evidence rather than equal names or a hint are named in the note, for a reviewer to check.
        let byEvidence = matching.pairs.sorted { $0.old < $1.old }.compactMap { pair -> String? in
            guard let evidence = pair.evidence, evidence != "--rename", evidence != "renamedFrom hint" else { return nil }
            return "\(oldCases[pair.old].value.description) → \(newCases[pair.new].value.description) (\(evidence))"
        }
        for (index, oldCase) in oldCases.enumerated() {
            if let newIndex = partner[index] {
                valueMap.append(Change.ValueMapping(old: GuideJSON.enumValue(oldCase.value), new: GuideJSON.enumValue(newCases[newIndex].value)))
            } else {
                valueMap.append(Change.ValueMapping(old: GuideJSON.enumValue(oldCase.value), new: .null))
                unmapped += 1
            }
        }
        var after: [String: JSONValue] = ["enum": .string(newEnum.rawType.rawValue), "cases": GuideJSON.value(newEnum.cases)]
        if newEnum.cases.isEmpty { after["cases"] = .array([]) }
        var change = Change(
            kind: .updated, element: .model, old: ElementPath.model(oldModel), new: ElementPath.model(newModel), aspect: .rawType,
            before: .string(oldEnum.rawType.rawValue), after: .object(after), breaking: !usage.isEmpty, solvable: true, usage: usage,
            note: "Wire values are translated through valueMap"
                + (byEvidence.isEmpty ? "" : "; mapped by evidence, not by equal names (check them; --not-rename Model.old=new rejects one): "
                    + byEvidence.joined(separator: ", "))
                + (unmapped > 0 ? "; \(unmapped) old value(s) need a mapping." : ".")
        )
        change.valueMap = valueMap
        change.needsDecision = unmapped > 0 ? true : nil
        add(change)
    }
}
