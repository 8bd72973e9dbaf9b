/// The one place wire names become Swift identifiers: case conversion, keywords, leading digits,
/// punctuation and non-ASCII characters.
///
/// For example `photo_urls` → `photoUrls`, `X-Rate-Limit` → `xRateLimit` (member) or `XRateLimit` (type),
/// `2xl` → `_2xl`, `default` → `` `default` ``, `🐶` → `_u1F436`.
public enum SwiftIdentifier {
    /// Swift keywords that must be escaped with backticks to be used as names.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "Any",
        "false", "is", "nil", "super", "self", "Self", "throws", "true", "try", "await", "async", "package", "some", "any",
        "Type", "Protocol", "consume", "borrowing", "consuming", "copy", "discard", "each", "macro", "actor",
    ]

    /// Names that cannot be used even with backticks in every position, so they get a trailing underscore.
    static let unescapable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_", "super"]

    /// An UpperCamelCase type name derived from `name`, not escaped.
    public static func typeName(_ name: String) -> String {
        let words = self.words(in: name)
        let joined = words.map(capitalizingFirst).joined()
        return fixLeadingCharacter(joined, original: name)
    }

    /// A lowerCamelCase member name derived from `name`, escaped with backticks when it is a keyword.
    public static func memberName(_ name: String) -> String {
        escaped(rawMemberName(name))
    }

    /// A lowerCamelCase member name derived from `name`, without keyword escaping (for building other names).
    public static func rawMemberName(_ name: String) -> String {
        let words = self.words(in: name)
        guard let first = words.first else { return fixLeadingCharacter("", original: name) }
        let joined = lowercasingLeadingWord(first) + words.dropFirst().map(capitalizingFirst).joined()
        return fixLeadingCharacter(joined, original: name)
    }

    /// `name` in backticks when it is a keyword, with a trailing underscore when even backticks do not help.
    public static func escaped(_ name: String) -> String {
        if unescapable.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` without surrounding backticks.
    public static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// Splits a wire name into words at punctuation, spaces and any character that cannot be in an identifier.
    /// Case boundaries inside a word are kept as they are (`getPetById` stays one word).
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" || !(character.isLetter || character.isNumber) || !character.unicodeScalars.allSatisfy(isIdentifierScalar) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a Unicode scalar may appear in a Swift identifier (letters and digits of any script; not emoji or symbols).
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || scalar == "_"
    }

    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `URLValue` → `urlValue`, `ID` → `id`, `Pet` → `pet`, `getPet` → `getPet`.
    private static func lowercasingLeadingWord(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        if upperRun == characters.count { return word.lowercased() }
        let lowerCount = upperRun == 1 ? 1 : upperRun - 1
        return String(characters[0..<lowerCount]).lowercased() + String(characters[lowerCount...])
    }

    /// Prefixes `_` when the name starts with a digit; derives a name from scalar values when nothing usable is left.
    private static func fixLeadingCharacter(_ name: String, original: String) -> String {
        if name.isEmpty {
            let codes = original.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
            return codes.isEmpty ? "_empty" : "_u" + codes.joined(separator: "_")
        }
        if let first = name.first, first.isNumber { return "_" + name }
        return name
    }
}
