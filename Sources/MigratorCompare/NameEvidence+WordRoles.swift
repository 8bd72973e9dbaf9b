/// Word-level rules of ``NameEvidence`` about what words mean rather than how they are spelled: endings that only form
/// words (`-able`), words that mark a point in time (`date`, `at`, `on`) and words that bound a quantity (`min`, `max`).
extension NameEvidence {
    /// Whether two words end in the same word glued to another (`barcode` ~ `scanCode`, `surname` ~ `lastname`): a common
    /// ending of 4+ letters that is more than a word-forming suffix. `taxable` and `purchasable`, `terminated` and
    /// `initiated` only end alike.
    static func sharesWordEnding(_ a: String, _ b: String) -> Bool {
        let ending = String(zip(a.reversed(), b.reversed()).prefix(while: { $0 == $1 }).map(\.0).reversed())
        guard ending.count >= 4 else { return false }
        let stem = wordFormingSuffixes.first { ending.hasSuffix($0) }.map { String(ending.dropLast($0.count)) } ?? ending
        return stem.count >= 3
    }

    /// Endings that make words of other words (`-able`, `-ation`, `-ment`), longest first: two words that share only one
    /// share no meaning.
    static let wordFormingSuffixes = [
        "ations", "itions", "ation", "ition", "tions", "sions", "ments", "ables", "ibles", "ances", "ences", "tion", "sion", "ment", "able",
        "ible", "ably", "ness", "ance", "ence", "ancy", "ency", "ated", "ates", "ized", "ised", "izes", "ises", "ings", "ally", "ship",
        "less", "ious", "eous", "ate", "ize", "ise", "ing", "ful", "ous", "ive", "ity", "ies", "ers", "est", "ed", "er", "ly", "al",
    ].sorted { $0.count > $1.count }

    /// The words that mark a name as a point in time (`createdAt`, `date_created`, `shippedOn`).
    static let momentWords: Set<String> = ["date", "at", "on"]

    /// Words that mark a point in time at the end of a name only (`start_time`, `creation_date_time`; not `time_zone`):
    /// CircleCI v1.1 → v2's `start_time` → `started_at`, Segment's `create_time` → `createdAt`.
    static let trailingMomentWords: Set<String> = ["time"]

    /// A name's words without those that mark it as a point in time (``momentWords``, ``trailingMomentWords`` at the end).
    static func withoutMomentWords(_ words: [String]) -> [String] {
        words.enumerated().filter { index, word in
            !momentWords.contains(word) && !(index == words.count - 1 && trailingMomentWords.contains(word))
        }.map(\.element)
    }

    /// Whether two names (as words) name the same moment: both carry a moment word, and without those the same words
    /// remain, in the same order and forms (``withoutMomentWords(_:)``).
    static func sameMoment(_ a: [String], _ b: [String]) -> Bool {
        let restA = withoutMomentWords(a)
        let restB = withoutMomentWords(b)
        guard restA.count < a.count, restB.count < b.count, !restA.isEmpty, restA.count == restB.count else { return false }
        return zip(restA, restB).allSatisfy { sameWord($0, $1) }
    }

    /// Words that name a bound of a quantity rather than the quantity (`minimum_amount_due` is not `due_amount`): adding
    /// or removing one names another value.
    static let boundWords: Set<String> = ["min", "minimum", "max", "maximum"]
}
