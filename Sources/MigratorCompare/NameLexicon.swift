import MigratorModel

/// A small curated lexicon of common API vocabulary that designers swap for one another (`comment` → `note`,
/// `supervisor` → `manager`, `company` → `organization`), for ``NameEvidence``'s synonym class.
///
/// A synonym is weak name evidence (see ``NameEvidence/Kind/synonym``): it never pairs members on its own, only with a
/// description that does not contradict it and structure (the same type, position, neighbours) adding to the score.
/// The groups hold general API words only — single words, each in exactly one group, no word that commonly names a
/// different thing next to its group's other words (`tag` and `label`, `name` and `title` are deliberately absent:
/// APIs keep both side by side).
enum NameLexicon {
    /// Groups of words used interchangeably in API names; every noun is written in its singular form (participles such as
    /// `graded` as they are).
    static let groups: [[String]] = [
        ["note", "comment", "remark", "memo"],
        ["manager", "supervisor", "owner"],
        ["company", "organization", "organisation", "business", "firm"],
        ["recipient", "receiver", "consignee", "addressee"],
        ["sender", "shipper", "consignor"],
        ["customer", "client"],
        ["user", "member"],
        ["device", "equipment", "handset", "ue"],
        ["phone", "telephone", "tel", "msisdn"],
        ["amount", "total", "sum"],
        ["updated", "modified", "changed", "edited"],
        ["deleted", "removed"],
        ["create", "add"],
        ["begin", "start"],
        ["end", "finish", "stop"],
        ["image", "picture", "photo"],
        ["url", "uri", "link", "href"],
        ["status", "state"],
        ["response", "output"],
        ["type", "kind"],
        ["field", "attribute", "property", "var", "variable"],
        ["error", "failure", "fault"],
        ["first", "given"],
        ["family", "last"],
        ["teacher", "instructor", "tutor", "lecturer"],
        ["grade", "score", "mark"],
        ["graded", "marked", "scored"],
        ["annual", "yearly"],
        ["zip", "postal", "postcode"],
        ["mobile", "cell", "cellular"],
        ["vehicle", "car"],
        // The suffixes of a point in time: `shipDate`, `shippedAt` and `shippedOn` name one moment (and `startDate`
        // and `startTime` stay apart: APIs keep a day and a time of day side by side).
        ["date", "at", "on"],
    ]

    /// Whole names of the page size of a paged list, in ``NameSimilarity/normalized(_:)`` form: `limit` → `pageSize`
    /// (Google's paging convention), `maxResults` → `pageSize`, `per_page` → `limit`. Several words each, so they are
    /// matched as whole names rather than word by word; `count`, `size`, `top` and `first` are left out (they name other
    /// things too; `first` is a page size among query parameters only, ``queryRoles``).
    static let pageSizeNames: Set<String> = ["limit", "pagesize", "perpage", "maxresults", "maxitems", "maxpagesize", "pagelimit", "pagelen"]

    /// Whether both names are page-size names (``pageSizeNames``). Such a pair names one role whatever the descriptions
    /// say ("Most discussions to put in the response" against "Most comments returned per page"), so a contradicting
    /// description does not cancel it.
    static func arePageSizeNames(_ a: String, _ b: String) -> Bool {
        NameEvidence.isComparable(a) && NameEvidence.isComparable(b)
            && pageSizeNames.contains(NameSimilarity.normalized(a)) && pageSizeNames.contains(NameSimilarity.normalized(b))
    }

    /// Whole names (``NameSimilarity/normalized(_:)`` form) of other roles a list or lookup request's query parameter
    /// plays, which APIs rename wholesale between versions: where a page starts, as items skipped (`start` → `offset`), a
    /// page number or a token (`batch_token` → `cursor`), the page size (`limit` → `first`, `limit` → `$top`), the search
    /// text (`search` → `q`), the language (`locale` → `languageCode`), the time zone (`ctz` → `timeZone`), the sort
    /// field (`sort_by` → `$orderby`) and the sort direction (`order` → `sortOrder`). Each pairs only as the
    /// only name of its role among the unmatched query parameters on both sides, of the same wire type
    /// (``MemberRenameScorer``).
    static let queryRoles: [(role: String, names: Set<String>)] = [
        // Items skipped, a page number and an opaque token are three values: `offset` → `page` or `cursor` is no rename.
        ("item offset", ["offset", "start", "startindex", "skip"]),
        ("page number", ["page", "pagenumber", "pageindex"]),
        ("page cursor", ["cursor", "pagetoken", "marker", "continuationtoken", "startingafter", "batchtoken", "startcursor"]),
        // `first` (Twitch Helix, GraphQL-style paging), `top` (OData's `$top`) and `num` (Google Custom Search) only here:
        // elsewhere they are a position, a link or a number.
        ("page size", pageSizeNames.union(["first", "top", "num"])),
        ("search text", ["q", "query", "search", "searchquery", "keyword", "keywords", "searchterm", "searchtext"]),
        ("language", ["lang", "language", "locale", "languagecode", "localecode", "hl"]),
        ("time zone", ["tz", "ctz", "timezone", "timezoneid", "tzid"]),
        // What a list is sorted by, and in which direction: two roles (WordPress sends `orderby` and `order`).
        ("sort field", ["sort", "sortby", "orderby", "sortfield", "sortkey", "sortorderby"]),
        ("sort direction", ["order", "sortorder", "direction", "sortdirection", "sortdir", "dir"]),
    ]

    /// Whole names (``NameSimilarity/normalized(_:)`` form) of the human-readable text of an error, which APIs rename
    /// when they adopt another error format (`message` → `detail` for RFC 7807 problem details, `error` → `message`).
    /// A member pairs by this role only as the only string member of it among the unmatched members of two error models
    /// (``namesAnError(_:)``) on both sides (``MemberRenameScorer``): `title` next to `detail` says nothing.
    static let errorTextNames: Set<String> = [
        "message", "error", "detail", "title", "description", "msg", "errormessage", "errormsg", "errordescription",
        "errordetail", "statustxt", "statustext", "errortext",
    ]

    /// Whether a model's name says it describes an error (`Error`, `ErrorV3`, `ProblemDetails`, `ApiError`,
    /// `GraphError`).
    static func namesAnError(_ model: String?) -> Bool {
        guard let model, NameEvidence.isComparable(model) else { return false }
        return NameEvidence.words(model).contains { ["error", "problem", "fault", "failure", "exception"].contains(NameEvidence.singular($0)) }
    }

    /// The query role (``queryRoles``) both names play, if any.
    static func sharedQueryRole(_ a: String, _ b: String) -> String? {
        let (x, y) = (NameSimilarity.normalized(a), NameSimilarity.normalized(b))
        return queryRoles.first { $0.names.contains(x) && $0.names.contains(y) }?.role
    }

    /// The query role a name plays (``queryRoles``), if any.
    static func queryRole(of name: String) -> String? {
        let x = NameSimilarity.normalized(name)
        return queryRoles.first { $0.names.contains(x) }?.role
    }

    /// The query roles that page through a list (``queryRoles``): where a page starts and how large it is.
    static let pagingRoles: Set<String> = ["item offset", "page number", "page cursor", "page size"]

    /// Values that only a sort direction takes (``EnumValue/styleKey`` form).
    static let sortDirectionValues: Set<String> = ["asc", "desc", "ascending", "descending"]

    /// The query role an enum's values give a parameter whatever its name: `sort` taking only `asc` and `desc` (OpenAQ
    /// v2) is a sort direction, not the sort field its name says; `nil` for other values.
    static func queryRole(ofValues values: [EnumValue]) -> String? {
        let keys = values.compactMap(\.styleKey)
        guard keys.count >= 2, keys.count == values.count, Set(keys).isSubset(of: sortDirectionValues) else { return nil }
        return "sort direction"
    }

    /// Each word's group representative (the group's first word).
    static let canonicalForms: [String: String] = {
        var result: [String: String] = [:]
        for group in groups {
            for word in group { result[word] = group[0] }
        }
        return result
    }()

    /// The word's group representative, or the word itself when it is in no group.
    static func canonical(_ word: String) -> String { canonicalForms[word] ?? word }

    /// Whether two different (singular, lower-cased) words are in one group.
    static func areSynonyms(_ a: String, _ b: String) -> Bool {
        a != b && canonicalForms[a] != nil && canonicalForms[a] == canonicalForms[b]
    }

    /// Pairs of words that name opposite operations or ends (`create`/`delete`, `enable`/`disable`, `inbound`/
    /// `outbound`), lower-cased and in the singular: a name with one of them substituted by the other
    /// (`CreateConfigurationSetRequest`, `DeleteConfigurationSetRequest`) is the other operation's, never a rename.
    static let opposites: [String: Set<String>] = {
        let pairs = [
            ("create", "delete"), ("add", "remove"), ("add", "delete"), ("create", "remove"), ("enable", "disable"), ("start", "stop"),
            ("accept", "reject"), ("attach", "detach"), ("associate", "disassociate"), ("allow", "deny"), ("open", "close"),
            ("lock", "unlock"), ("subscribe", "unsubscribe"), ("register", "deregister"), ("register", "unregister"),
            ("assign", "unassign"), ("grant", "revoke"), ("activate", "deactivate"), ("include", "exclude"), ("min", "max"),
            ("minimum", "maximum"), ("inbound", "outbound"), ("input", "output"), ("upload", "download"), ("import", "export"),
            ("send", "receive"), ("get", "delete"), ("get", "put"), ("read", "write"), ("credit", "debit"), ("buy", "sell"),
            ("pause", "resume"), ("suspend", "resume"), ("link", "unlink"), ("block", "unblock"), ("publish", "unpublish"),
            ("archive", "unarchive"), ("follow", "unfollow"), ("mute", "unmute"), ("approve", "reject"), ("upper", "lower"),
        ]
        var result: [String: Set<String>] = [:]
        for (a, b) in pairs {
            result[a, default: []].insert(b)
            result[b, default: []].insert(a)
        }
        return result
    }()

    /// Whether two (singular, lower-cased) words are ``opposites``.
    static func areOpposites(_ a: String, _ b: String) -> Bool {
        opposites[a]?.contains(b) == true
    }
}
