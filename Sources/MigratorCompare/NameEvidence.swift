import Foundation

/// How two identifiers relate, in the terms a reviewer uses for renames: another case or separator style, singular
/// and plural, a word added or removed, an abbreviation spelled out, a synonym from ``NameLexicon``, one word
/// substituted, or a shared word.
///
/// Names are split into words at separators, case changes (`firstName`, `HTTPServer`) and kept together across
/// digits (`ipv4`, `v1beta1`). Words are compared by their singular form (`categories` ~ `category`, `children` ~
/// `child`, `statuses` ~ `status`) and, for the weaker classes, by a shared stem (`creation` ~ `create`, `expiry` ~
/// `expire`), a leading containment (`timestamp` ~ `time`, `addr` ~ `address`) or a common abbreviation (`id` ~
/// `identifier`).
struct NameEvidence: Equatable {
    /// The class of relation, strongest first.
    enum Kind: String {
        /// `first_name` ~ `firstName`: equal once case and separators are ignored.
        case style = "same name in another style"
        /// `tag` ~ `tags`: the same words up to singular and plural.
        case plural = "singular/plural"
        /// `DefineRankExpression` ~ `DefineExpression` when the release drops `rank` from several names: a term change
        /// applied across the document (``SystematicRenames``); never returned by ``between(_:_:)``, which sees two
        /// names only.
        case systematic = "the release's term change"
        /// `…V1beta1ThresholdRule` ~ `…V1ThresholdRule` when the release moved the API from `v1beta1` to `v1`
        /// (``ReleaseNameRelations``); never returned by ``between(_:_:)``.
        case apiVersion = "same name under the release's new API version"
        /// `ListTensorFlowVersionsResponse` ~ `ListRuntimeVersionsResponse` once the model rename `TensorFlowVersion` →
        /// `RuntimeVersion` is applied (``ReleaseNameRelations``); never returned by ``between(_:_:)``.
        case afterModelRename = "the same name once a model rename is applied"
        /// `SimplifiedArtistsPagingObject` ~ `PagingSimplifiedArtistObject`: the same words in another order.
        case reordered = "same words reordered"
        /// `creationTimestamp` ~ `createTime`, `asPorts` ~ `applicationServerPorts`: every word in another form.
        case wordForms = "same words in other forms"
        /// `date_created` ~ `createdAt`, `completed_at` ~ `date_completed`: the same moment, its time word (`date`, `at`,
        /// `on`) moved to the other end or exchanged for another.
        case sameMoment = "the same moment, its time word moved"
        /// `shippingCost` ~ `cost`, `grossTotal` ~ `grossTotalAmount`: one word added or removed anywhere.
        case wordAddedOrRemoved = "one word added or removed"
        /// `NamedRankExpression` ~ `Expression` when the release drops `rank`: a word added or removed or closer once
        /// the release's term change is applied (``SystematicRenames/relationAfterTermChanges(_:_:)``).
        case afterTermChange = "related once the release's term change is applied"
        /// `ipv4addr` ~ `ipv4Address`, `WARN` ~ `WARNING`: one name is an abbreviation or part of the other.
        case contained = "one name contains the other"
        /// `supervisor` ~ `manager`, `uePorts` ~ `devicePorts`: the same words once words of one ``NameLexicon`` group
        /// count as equal.
        case synonym = "synonym"
        /// `ueId` ~ `device`, `msisdn` ~ `phoneNumber`: one word added or removed once words of one ``NameLexicon``
        /// group count as equal.
        case synonymAndWord = "a synonym and one word added or removed"
        /// `gcmToken` ~ `fcmToken`: one word substituted, the others equal and not only ``referenceWords``
        /// (`job_id` and `department_id` are not related).
        case wordSubstituted = "one word substituted"
        /// `allowed_source_types` ~ `payment_method_types`: a significant word in common.
        case sharedWord = "a word in common"

        /// How close the relation is: 0 for the closest (``style``), larger for looser ones, in the order of
        /// ``NameEvidence/kindOrder``.
        var strength: Int { NameEvidence.kindOrder.firstIndex(of: self) ?? NameEvidence.kindOrder.count }
    }

    /// The relation.
    var kind: Kind

    /// The kinds, closest first.
    static let kindOrder: [Kind] = [
        .style, .plural, .systematic, .apiVersion, .afterModelRename, .reordered, .wordForms, .sameMoment, .wordAddedOrRemoved, .afterTermChange, .contained, .synonym, .synonymAndWord, .wordSubstituted, .sharedWord,
    ]

    /// The weight of the relation in rename scores: 3 for the same words, 2 for one word more or less or every word in
    /// another form, 1.5 for containment or a synonym, 1 for a synonym with a word more or less, a substitution or a
    /// shared word.
    var weight: Double {
        switch kind {
        case .style, .plural, .systematic, .apiVersion, .afterModelRename: return 3
        case .reordered: return 2.5
        case .wordForms, .sameMoment, .wordAddedOrRemoved, .afterTermChange: return 2
        case .contained, .synonym: return 1.5
        case .synonymAndWord, .wordSubstituted, .sharedWord: return 1
        }
    }

    /// Whether the relation is weak enough that a contradicting description cancels it.
    var isWeak: Bool { weight <= 1.5 }

    /// Identifiers longer than this (in UTF-8 bytes) are never related to another one: no API renames to or from a
    /// name that long, and comparing such names pairwise would cost time for nothing.
    static let maximumLength = 256

    /// Whether a name is short enough to be compared.
    static func isComparable(_ name: String) -> Bool { name.utf8.count <= maximumLength }

    /// Whether the normalized name `long` (of words `words`) ends in `short`, which, when `long` has two or more words,
    /// starts where one of them starts (`username` ends in `name`, `initiated_call` does not end in `all`).
    static func endsInWords(_ long: String, _ words: [String], _ short: String) -> Bool {
        guard long.count > short.count, long.hasSuffix(short) else { return false }
        guard words.count >= 2 else { return true }
        var suffix = ""
        for word in words.reversed() {
            suffix = word + suffix
            if suffix.count >= short.count { return suffix.count == short.count || !long.hasSuffix(suffix) }
        }
        return true
    }

    /// Whether two identifiers differ only in a trailing version (see ``differOnlyInNumbers(_:_:)``); not when they are
    /// the same name in another style.
    static func differInVersionOnly(_ a: String, _ b: String) -> Bool {
        guard isComparable(a), isComparable(b) else { return false }
        let (x, y) = (NameSimilarity.normalized(a), NameSimilarity.normalized(b))
        // The same name in another style (`physical_address1` → `physical_address_1`) differs in nothing.
        return x != y && differOnlyInNumbers(x, y)
    }

    /// The relation between two identifiers, or `nil` when a reviewer would see none (or either is longer than
    /// ``maximumLength``).
    static func between(_ a: String, _ b: String) -> NameEvidence? {
        guard isComparable(a), isComparable(b) else { return nil }
        let x = NameSimilarity.normalized(a)
        let y = NameSimilarity.normalized(b)
        guard !x.isEmpty, !y.isEmpty else { return nil }
        if x == y { return NameEvidence(kind: .style) }
        if differOnlyInNumbers(x, y) { return nil }
        let wordsA = words(a).map(singular)
        let wordsB = words(b).map(singular)
        if wordsA == wordsB || listNamedByItsPlural(a, wordsA, b, wordsB) { return NameEvidence(kind: .plural) }
        if wordsA.sorted() == wordsB.sorted() { return NameEvidence(kind: .reordered) }
        let expandedA = expandAcronyms(wordsA, using: wordsB)
        let expandedB = expandAcronyms(wordsB, using: wordsA)
        if expandedA.count == expandedB.count, zip(expandedA, expandedB).allSatisfy({ sameWord($0, $1) }) {
            return NameEvidence(kind: .wordForms)
        }
        if sameMoment(expandedA, expandedB) { return NameEvidence(kind: .sameMoment) }
        if oneWordApart(expandedA, expandedB) || oneWordApart(expandedA.sorted(), expandedB.sorted()) {
            return NameEvidence(kind: .wordAddedOrRemoved)
        }
        if min(x.count, y.count) >= 3, !startsLongerWord(x, y),
           x.hasPrefix(y) || y.hasPrefix(x) || endsInWords(x, wordsA, y) || endsInWords(y, wordsB, x) {
            return NameEvidence(kind: .contained)
        }
        if NameLexicon.pageSizeNames.contains(x), NameLexicon.pageSizeNames.contains(y) { return NameEvidence(kind: .synonym) }
        let canonicalA = expandedA.map(NameLexicon.canonical)
        let canonicalB = expandedB.map(NameLexicon.canonical)
        if canonicalA != expandedA || canonicalB != expandedB {
            // Only reached when the words themselves are not this close, so a synonym made the difference.
            if canonicalA.count == canonicalB.count, zip(canonicalA, canonicalB).allSatisfy({ sameWord($0, $1) })
                || canonicalA.sorted() == canonicalB.sorted() {
                // In any order: `created_at` ~ `date_created`, `updated_at` ~ `date_modified` (one moment, named with the
                // time word first or last).
                return NameEvidence(kind: .synonym)
            }
            // One word more or less up to synonyms is weak (weight 1): it never makes a split ambiguous, so `uePorts`
            // still pairs with `devicePorts` rather than `device`.
            if oneWordApart(canonicalA, canonicalB), !(canonicalA + canonicalB).allSatisfy(referenceWords.contains) {
                return NameEvidence(kind: .synonymAndWord)
            }
        }
        if expandedA.count == expandedB.count, expandedA.count >= 2,
           zip(expandedA, expandedB).filter({ !sameWord($0, $1) }).count == 1,
           zip(expandedA, expandedB).contains(where: { sameWord($0, $1) && !referenceWords.contains($0) }) {
            // `CreateConfigurationSet` and `DeleteConfigurationSet` name opposite operations: no relation at all.
            if zip(expandedA, expandedB).contains(where: { NameLexicon.areOpposites($0, $1) }) { return nil }
            return NameEvidence(kind: .wordSubstituted)
        }
        if expandedA.contains(where: { word in word.count >= 4 && expandedB.contains { sameWord(word, $0) } }) {
            return NameEvidence(kind: .sharedWord)
        }
        if let lastA = expandedA.last, let lastB = expandedB.last, sharesWordEnding(lastA, lastB) {
            return NameEvidence(kind: .sharedWord)
        }
        return nil
    }

    /// Words that name a list by its kind (`alertScheduleList`, `OccupancyArray`).
    static let listKindWords: Set<String> = ["list", "array"]

    /// Whether one name is the other's plural with a list word after the singular instead (`alertScheduleList` ~
    /// `alertSchedules`, MusicBrainz's `track-list` ~ `tracks`): one list, named by its kind or by its plural. `wordsA`
    /// and `wordsB` are the names' words in the singular.
    static func listNamedByItsPlural(_ a: String, _ wordsA: [String], _ b: String, _ wordsB: [String]) -> Bool {
        func named(_ listName: [String], _ pluralName: String, _ pluralWords: [String]) -> Bool {
            guard listName.count >= 2, let last = listName.last, listKindWords.contains(last), Array(listName.dropLast()) == pluralWords,
                  let written = words(pluralName).last else { return false }
            return singular(written) != written
        }
        return named(wordsA, b, wordsB) || named(wordsB, a, wordsA)
    }

    /// The relation of two model names qualified by dotted namespaces once only their last segments are compared
    /// (`numbers.v2.hosted_number_order` ~ `numbers.v3.hostedNumbers.hostedNumberOrder`, `CreateOrder_request` ~
    /// `numbers.v3.orders.createOrderRequest`): code generators name schemas after their package, and a release that
    /// moves a resource to another package renames every schema's namespace while the type keeps its name. Both
    /// qualified: the namespaces share their first segment and the last segments relate by a word added or removed or
    /// closer. One qualified: the last segments are the same words (another style or singular/plural). `nil` when
    /// neither name is qualified.
    static func betweenLastSegments(_ a: String, _ b: String) -> NameEvidence? {
        guard isComparable(a), isComparable(b), a.contains(".") || b.contains(".") else { return nil }
        let segmentsA = a.split(separator: ".", omittingEmptySubsequences: false)
        let segmentsB = b.split(separator: ".", omittingEmptySubsequences: false)
        guard let lastA = segmentsA.last, let lastB = segmentsB.last, !lastA.isEmpty, !lastB.isEmpty else { return nil }
        guard let relation = between(String(lastA), String(lastB)) else { return nil }
        if segmentsA.count > 1, segmentsB.count > 1 {
            guard segmentsA[0].lowercased() == segmentsB[0].lowercased(), relation.weight >= 2 else { return nil }
        } else if relation.weight < 3 {
            return nil
        }
        return relation
    }

    /// Words that only say that a member refers to another entity (`job_id`, `userKey`): when they are all two names
    /// keep, substituting the other word names another entity (`job_id` → `department_id`), not the same one renamed.
    static let referenceWords: Set<String> = ["id", "identifier", "key", "ref", "reference"]

    /// Whether two normalized names differ only in a trailing version (`python37` and `python38`, `nodejs43` and
    /// `nodejs18x`, `serveripv4` and `serveripv6`): the same text before the first digit and at most two letters after
    /// it. Those are other versions of a thing, not new names for it.
    static func differOnlyInNumbers(_ x: String, _ y: String) -> Bool {
        guard let firstX = x.firstIndex(where: \.isNumber), let firstY = y.firstIndex(where: \.isNumber) else { return false }
        guard x[..<firstX] == y[..<firstY] else { return false }
        return x[firstX...].filter(\.isLetter).count <= 2 && y[firstY...].filter(\.isLetter).count <= 2
    }

    /// The words of an identifier, lower-cased: split at non-alphanumerics and at case changes, digits kept with the
    /// word before them.
    static func words(_ name: String) -> [String] {
        if let ascii = asciiWords(name) { return ascii }
        var result: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { result.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.lowercased() }
    }

    /// ``words(_:)`` for an ASCII name, on its bytes (the same splits, without grapheme breaking); `nil` for other
    /// names.
    private static func asciiWords(_ name: String) -> [String]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte)
        }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var result: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                flush()
                continue
            }
            if !current.isEmpty, isUpper(byte) {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && next.map(isLower) == true) { flush() }
            }
            current.append(isUpper(byte) ? byte + 0x20 : byte)
        }
        flush()
        return result
    }

    /// Irregular plurals of words common in APIs.
    static let irregularPlurals: [String: String] = [
        "children": "child", "people": "person", "men": "man", "women": "woman", "indices": "index", "vertices": "vertex",
        "matrices": "matrix", "criteria": "criterion", "analyses": "analysis", "mice": "mouse", "geese": "goose",
        "feet": "foot", "teeth": "tooth", "leaves": "leaf", "lives": "life", "knives": "knife", "halves": "half",
        // Words in `-ie` (not `-y`): `movies` is `movie`, not `movy`.
        "movies": "movie", "cookies": "cookie", "calories": "calorie", "zombies": "zombie", "rookies": "rookie",
        "selfies": "selfie", "hoodies": "hoodie", "pies": "pie", "ties": "tie", "lies": "lie", "dies": "die",
        "series": "series", "species": "species",
    ]

    /// The singular of an English word (regular `-s`, `-es`, `-ies` and common irregular forms); other words unchanged.
    static func singular(_ word: String) -> String {
        if let irregular = irregularPlurals[word] { return irregular }
        guard word.count > 3 else { return word.hasSuffix("s") && word.count == 3 && !word.hasSuffix("ss") ? String(word.dropLast()) : word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for suffix in ["sses", "shes", "ches", "xes", "zes", "uses"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

    /// The plural of an English word, the inverse of ``singular(_:)`` for the regular forms.
    static func plural(_ word: String) -> String {
        if let irregular = irregularPlurals.first(where: { $0.value == word })?.key { return irregular }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return String(word.dropLast()) + "ies" }
        if ["s", "x", "z", "ch", "sh"].contains(where: { word.hasSuffix($0) }) { return word + "es" }
        return word + "s"
    }

    /// Common abbreviations that are not a prefix of their word.
    static let abbreviations: [String: String] = [
        "id": "identifier", "qty": "quantity", "pwd": "password", "msg": "message", "img": "image", "ts": "timestamp",
        "tz": "timezone", "nr": "number", "no": "number", "ref": "reference", "cnt": "count", "amt": "amount",
        "lng": "longitude", "pct": "percent", "acct": "account", "mgr": "manager", "usr": "user", "svc": "service",
        "q": "query",
    ]

    /// Whether two (singular) words are forms of one word: equal, sharing a stem of at least 5 letters that covers all
    /// but two letters of the shorter (`creation` ~ `create`, `expiry` ~ `expire`), one starting with the other of
    /// at least 3 letters (`time` ~ `timestamp`, `addr` ~ `address`; not ``prefixOnlyWords``), or British and American spellings
    /// (``isSpellingVariant(_:_:)``); never two sides of one relation (``areOppositeRoles(_:_:)``: `callee`, `caller`).
    static func sameWord(_ a: String, _ b: String) -> Bool {
        if a == b || abbreviations[a] == b || abbreviations[b] == a { return true }
        let shorter = min(a.count, b.count)
        guard shorter >= 3, !areOppositeRoles(a, b) else { return false }
        // `name` ~ `namespace`, `key` ~ `keyword`: a word that identifies is not the start of a longer word.
        if a.hasPrefix(b) || b.hasPrefix(a) { return !startsLongerWord(a, b) }
        let common = zip(a, b).prefix { $0 == $1 }.count
        return (common >= 5 && common >= shorter - 2) || isSpellingVariant(a, b)
    }

    /// Words that name an identity or a role, never the start of a longer word that says more (`name` and `namespace`,
    /// `key` and `keyword`, `type` and `typeface`, `code` and `codebase`).
    static let prefixOnlyWords: Set<String> = ["name", "key", "type", "kind", "code", "value"]

    /// Whether the shorter of two words is one of ``prefixOnlyWords`` and the longer goes on with three letters or more
    /// (`namespace`, `keyword`); an ending (`coded`) or a number (`type2`) does not make another word.
    static func startsLongerWord(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard prefixOnlyWords.contains(short), long.hasPrefix(short) else { return false }
        return long.dropFirst(short.count).filter(\.isLetter).count >= 3
    }

    /// Whether two words name the two sides of one relation: the same stem with `-ee` against `-er` or `-or`
    /// (`callee` and `caller`, `employee` and `employer`, `lessee` and `lessor`).
    static func areOppositeRoles(_ a: String, _ b: String) -> Bool {
        let (x, y) = a.hasSuffix("ee") ? (a, b) : (b, a)
        guard x.hasSuffix("ee"), y.hasSuffix("er") || y.hasSuffix("or"), x.count == y.count else { return false }
        return x.dropLast(2) == y.dropLast(2)
    }

    /// Whether two words of at least 6 letters differ only in British and American spelling of `-ise`/`-ize` and its
    /// forms: one letter apart, an `s` against a `z` after an `i` or a `y` (`authorised` ~ `authorized`, `analyse` ~
    /// `analyze`).
    static func isSpellingVariant(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count, x.count >= 6 else { return false }
        let differences = x.indices.filter { x[$0] != y[$0] }
        guard differences.count == 1, let index = differences.first, index > 0 else { return false }
        let pair = Set([x[index], y[index]])
        return pair == Set("sz".utf8) && (x[index - 1] == UInt8(ascii: "i") || x[index - 1] == UInt8(ascii: "y"))
    }

    /// The words with every 2–4 letter word that is the initials of a run of the other name's words replaced by that
    /// run (`as` + `id` against `application server` gives `application server id`).
    static func expandAcronyms(_ words: [String], using other: [String]) -> [String] {
        var result: [String] = []
        for word in words {
            guard (2...4).contains(word.count), !other.contains(word) else { result.append(word); continue }
            var expansion: [String]?
            for start in other.indices where start + word.count <= other.count {
                let run = Array(other[start..<start + word.count])
                if String(run.compactMap(\.first)) == word, !words.contains(where: { run.contains($0) }) { expansion = run; break }
            }
            result += expansion ?? [word]
        }
        return result
    }

    /// Whether removing one word from the longer list gives the shorter one (words compared as forms of one word).
    static func oneWordApart(_ a: [String], _ b: [String]) -> Bool {
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1, !short.isEmpty else { return false }
        for skip in long.indices where !boundWords.contains(long[skip]) {
            var rest = long
            rest.remove(at: skip)
            if zip(rest, short).allSatisfy({ sameWord($0, $1) }) { return true }
        }
        return false
    }

    /// Generic names of a list wrapper's array member (`value` is OData's).
    static let genericListNames: Set<String> = [
        "entries", "data", "results", "items", "list", "values", "value", "records", "elements", "content", "objects", "rows", "collection",
    ]

    /// The list-wrapper convention: `old` is a generic member name (`items`, `data`, …) and `new` the plural of the item
    /// model's name (`WorkflowRun` → `workflowRuns` or `workflow_runs`; the last word pluralized), or the item model's
    /// name itself.
    static func isListWrapperRename(old: String, new: String, itemModel: String) -> Bool {
        guard genericListNames.contains(NameSimilarity.normalized(old)) else { return false }
        var itemWords = words(itemModel)
        guard let last = itemWords.popLast() else { return false }
        let lastPlural = plural(singular(last))
        let newWords = words(new)
        // The plural of the whole name, or of its last word (`PagingArtistObject` items are `artists` too), or the item's
        // own name for a word without a plural (Validic's `{sleep: [Sleep]}`, `{nutrition: [Nutrition]}`).
        return newWords.joined() == (itemWords + [lastPlural]).joined() || newWords == [lastPlural]
            || newWords.joined() == (itemWords + [last]).joined()
    }
}
