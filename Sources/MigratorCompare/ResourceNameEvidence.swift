/// Resource names as rename evidence: APIs that move from ids to resource names (Google's AIP-122: `accountId` in
/// `/accounts/{accountId}/payments` becomes `parent` in `/v2/{parent}/payments`, documented as
/// `accounts/{account}`) describe the new member with a template whose last variable is the old identifier.
enum ResourceNameEvidence {
    /// The last variable of every resource-name template in a description, lower-cased without separators (`alert` for
    /// "Resource name of the alert, accounts/{account}/alerts/{alert}."). A template is a run of `collection/{variable}`
    /// steps; its last variable names the resource itself.
    static func lastVariables(in description: String?) -> [String] {
        guard let description, description.utf8.count <= DescriptionEvidence.maximumLength, description.contains("/{") else { return [] }
        let characters = Array(description.unicodeScalars)
        var variables: [String] = []
        var index = 0
        while index + 1 < characters.count {
            defer { index += 1 }
            // A step: a letter, then `/{`, a variable, `}`.
            guard characters[index] == "/", characters[index + 1] == "{", index > 0, isLetter(characters[index - 1]) else { continue }
            var end = index + 2
            var variable = ""
            while end < characters.count, isLetter(characters[end]) || characters[end] == "_" || characters[end] == "-" || isDigit(characters[end]) {
                variable.unicodeScalars.append(characters[end])
                end += 1
            }
            guard end < characters.count, characters[end] == "}", !variable.isEmpty else { continue }
            // Not the last step when `/collection/{` follows.
            var next = end + 1
            if next < characters.count, characters[next] == "/" {
                next += 1
                while next < characters.count, isLetter(characters[next]) || characters[next] == "-" || characters[next] == "_" { next += 1 }
                if next + 1 < characters.count, characters[next] == "/", characters[next + 1] == "{" { continue }
            }
            variables.append(compact(variable))
        }
        return variables
    }

    /// Whether the new member's description gives a resource-name template that ends in the old member: the old
    /// identifier without its `Id` suffix ends with the template's last variable (`adClientId` and `{adclient}`,
    /// `savedReportId` and `{report}`), or the old member is a bare `id` and the variable is its owner's name (`id` of
    /// `Alert` and `{alert}`). Only identifiers (`…Id`, `id`) qualify.
    static func endsIn(oldName: String, owner: String?, newDescription: String?) -> Bool {
        guard NameEvidence.isComparable(oldName) else { return false }
        var words = NameEvidence.words(oldName)
        guard words.count >= 1, words.last == "id" else { return false }
        words.removeLast()
        if words.isEmpty {
            guard let owner, NameEvidence.isComparable(owner) else { return false }
            words = NameEvidence.words(owner)
        }
        let variables = lastVariables(in: newDescription)
        guard !variables.isEmpty else { return false }
        let identifier = words.joined()
        // A whole-word suffix: `savedreport` ends in `report`, `adclient` is `adclient`, but `report` is not `port`.
        var suffixes: Set<String> = []
        for start in words.indices { suffixes.insert(words[start...].joined()) }
        return variables.contains { !$0.isEmpty && ($0 == identifier || suffixes.contains($0)) }
    }

    /// Letters and digits only, lower-cased (`ad_client` → `adclient`).
    private static func compact(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { isLetter($0) || isDigit($0) }.map(Character.init))
    }

    /// An ASCII letter.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// An ASCII digit.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
