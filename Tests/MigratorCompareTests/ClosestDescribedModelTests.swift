import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-fifth held-out part (crypto exchanges, telephony and productivity APIs) was
/// unsealed for tuning: a model whose description is said alike, used in the same place, and that keeps more members
/// with one added model than any other removed or added model shares with either (``MemberOverlapLeaders/closest(_:_:)``),
/// however few of its members that is (Heroku's `Process` → `Dyno`, 6 of 13).
final class ClosestDescribedModelTests: ConventionRenameTestCase {
    /// The members Heroku's legacy `Process` kept when the Platform API named it `Dyno`.
    private let kept = ["command", "size", "state", "type"]

    /// An object model line: `name`, its `description` (if any) and string members.
    private func model(_ name: String, _ description: String?, _ members: [String]) -> String {
        let text = description.map { "description: \"\($0)\", " } ?? ""
        return "  - {name: \(name), \(text)properties: [" + members.map { "{name: \($0), type: string}" }.joined(separator: ", ") + "]}"
    }

    /// A document of `models` (name, description, members), each returned by a `GET` endpoint of its own
    /// (`/<version>/<model>`): the same use on both sides, and no route or operation id that relates an old endpoint to
    /// a new one (so no place of use relates the models either).
    private func returned(_ version: String, _ models: [(String, String?, [String])]) throws -> APIDocument {
        try document(version, models: models.map { model($0.0, $0.1, $0.2) }.joined(separator: "\n"), endpoints: models.map {
            endpoint("v\(version)\($0.0)", "/v\(version)/\($0.0.lowercased())", response: $0.0)
        }.joined(separator: "\n"))
    }


    private let process = ("Process", "A process running in an app's formation.", [
        "elapsed", "rendezvous", "transitioned", "upid", "action", "slug", "pretty", "attached", "lifespan",
    ])
    private let dyno = ("Dyno", "A dyno is a lightweight process running in an app's formation.", [
        "release", "created_at", "identifier", "label", "formation", "tier", "region",
    ])

    /// Heroku legacy → Platform API: `Process` → `Dyno`, both "a process running in an app's formation", both only
    /// returned, keeping four of thirteen members and eleven, with no place of use relating them.
    func testADescribedModelKeepingMoreMembersThanAnyOtherIsRenamed() throws {
        let old = try returned("1", [(process.0, process.1, kept + process.2)])
        let new = try returned("2", [(dyno.0, dyno.1, kept + dyno.2)])
        XCTAssertEqual(modelRenames(old, new), ["/models/Process → /models/Dyno"])
        let why = evidence(old, new, of: "Process")
        XCTAssertTrue(why?.contains("4 of 13 members kept, more than any other model shares with either") == true, why ?? "not renamed")
    }

    /// Without a description said alike the members kept are no evidence: other records share four string keys too.
    func testWithoutADescriptionSaidAlikeTheMembersKeptAreNoRename() throws {
        let old = try returned("1", [(process.0, nil, kept + process.2)])
        let new = try returned("2", [(dyno.0, nil, kept + dyno.2)])
        XCTAssertEqual(modelRenames(old, new), [])
        let other = try returned("2", [(dyno.0, "A release of an app's code.", kept + dyno.2)])
        XCTAssertEqual(modelRenames(try returned("1", [(process.0, process.1, kept + process.2)]), other), [])
    }

    /// Another added model sharing as many members, or another removed one, leaves the choice to a person; so does a
    /// pair sharing fewer than three members, or one used elsewhere.
    func testARivalFewMembersOrAnotherUseLeaveThePairToAPerson() throws {
        let old = try returned("1", [(process.0, process.1, kept + process.2)])
        let rivalNew = try returned("2", [(dyno.0, dyno.1, kept + dyno.2), ("OneOffDyno", nil, kept + ["ttl"])])
        XCTAssertEqual(modelRenames(old, rivalNew), [])
        let rivalOld = try returned("1", [(process.0, process.1, kept + process.2), ("Worker", nil, kept + ["queue"])])
        XCTAssertEqual(modelRenames(rivalOld, try returned("2", [(dyno.0, dyno.1, kept + dyno.2)])), [])
        let two = Array(kept.prefix(2))
        XCTAssertEqual(modelRenames(try returned("1", [(process.0, process.1, two + process.2)]),
                                    try returned("2", [(dyno.0, dyno.1, two + dyno.2)])), [])
        // Sent in requests too now: not the same use, even under the same description.
        let sameText = try returned("1", [(process.0, dyno.1, kept + process.2)])
        let elsewhere = try document("2", models: model(dyno.0, dyno.1, kept + dyno.2), endpoints: """
        \(endpoint("v2Dyno", "/v2/dyno", response: dyno.0))
          - {operationId: v2Restart, method: POST, path: /v2/restart, parameters: [{name: body, in: body, type: Dyno, required: true}]}
        """)
        XCTAssertEqual(modelRenames(sameText, elsewhere), [])
        // Models no endpoint reaches have no use to compare (WordPress's `Term` and `Category`, `ReleaseConventionRenameTests`).
        let unused = try document("1", models: model(process.0, dyno.1, kept + process.2))
        XCTAssertEqual(modelRenames(unused, try document("2", models: model(dyno.0, dyno.1, kept + dyno.2))), [])
    }

    /// Bitfinex v1 → v2: `PastTrade` → `UserTrade`, a word substituted, no description, the same use, keeping four
    /// members while the model grew: the name a word apart stands in for the description. A model that shrank to the
    /// members it kept, or a name with only a word in common, does not.
    func testANameAWordApartOnAModelThatGrewStandsInForTheDescription() throws {
        let members = ["price", "amount", "fee_currency", "order_id"]
        let old = try returned("1", [("PastTrade", nil, members + ["tid", "timestamp", "fee_amount"])])
        let grown = try returned("2", [("UserTrade", nil, members + ["id", "mts_create", "exec_price", "maker", "symbol"])])
        XCTAssertEqual(modelRenames(old, grown), ["/models/PastTrade → /models/UserTrade"])
        let shrunk = try returned("2", [("UserTrade", nil, members + ["id"])])
        XCTAssertEqual(modelRenames(old, shrunk), [])
        let wordInCommon = try returned("2", [("TradeExecution", nil, members + ["id", "mts_create", "exec_price", "maker", "symbol"])])
        XCTAssertEqual(modelRenames(old, wordInCommon), [])
        // Nor does a name a word apart whose descriptions say different things.
        let oldDescribed = try returned("1", [("PastTrade", "A trade of the account.", members + ["tid", "timestamp", "fee_amount"])])
        let otherText = try returned("2", [("UserTrade", "Settings of a user.", members + ["id", "mts_create", "exec_price", "maker", "symbol"])])
        XCTAssertEqual(modelRenames(oldDescribed, otherText), [])
    }

    /// A document of enums (name, values), each the type of a query parameter of an endpoint of its own
    /// (`/<version>/<enum>`): the same use on both sides, no place of use relating them.
    private func filtering(_ version: String, _ enums: [(String, [String])]) throws -> APIDocument {
        try document(version, models: enums.map { name, values in
            "  - {name: \(name), enum: string, cases: [" + values.map { "{value: \($0)}" }.joined(separator: ", ") + "]}"
        }.joined(separator: "\n"), endpoints: enums.map { name, _ in
            "  - {operationId: v\(version)\(name), method: GET, path: /v\(version)/\(name.lowercased()), parameters: [{name: filter\(name), in: query, type: \(name)}]}"
        }.joined(separator: "\n"))
    }

    /// Paddle Classic → Billing: `SubscriptionState` → `SubscriptionStatus`, a synonym apart, keeping four of five
    /// values, more than any other enum shares with either: the values are the enum's members. A rival keeping as many
    /// leaves it to a person; unrelated names do not, when most of the old values are kept (``MemberOverlapLeaders``).
    func testAnEnumKeepingMoreValuesThanAnyOtherUnderARelatedNameIsRenamed() throws {
        let kept = ["active", "trialing", "past_due", "paused"]
        let old = try filtering("1", [("SubscriptionState", kept + ["deleted"])])
        let new = try filtering("2", [("SubscriptionStatus", kept + ["canceled"])])
        XCTAssertEqual(modelRenames(old, new), ["/models/SubscriptionState → /models/SubscriptionStatus"])
        let why = evidence(old, new, of: "SubscriptionState")
        XCTAssertTrue(why?.contains("4 of 5 values kept, more than any other model shares with either") == true, why ?? "not renamed")
        let rival = try filtering("2", [("SubscriptionStatus", kept + ["canceled"]), ("InvoiceStatus", kept + ["billed"])])
        XCTAssertEqual(modelRenames(old, rival), [])
        let unrelated = try filtering("2", [("Lifecycle", kept + ["canceled"])])
        XCTAssertEqual(modelRenames(old, unrelated), ["/models/SubscriptionState → /models/Lifecycle"])
        // Miro v2's `WidgetType` → `ItemType` kept 6 of 8 values, Ooyala's `ContentType` → `AssetType` 4 of 6: an enum
        // leads an overlap with three values or more, at least half of its old ones. Three of seven, or two, stay apart.
        let six = ["solid", "dashed", "dotted", "double", "groove", "ridge"]
        let oneReplaced = Array(six.dropLast()) + ["inset"]
        XCTAssertEqual(modelRenames(try filtering("1", [("BorderStyle", six)]), try filtering("2", [("Lifecycle", oneReplaced)])),
                       ["/models/BorderStyle → /models/Lifecycle"])
        let seven = six + ["outset"]
        XCTAssertEqual(modelRenames(try filtering("1", [("BorderStyle", seven)]), try filtering("2", [("Lifecycle", Array(seven.prefix(3)) + ["a", "b"])])), [])
        XCTAssertEqual(modelRenames(try filtering("1", [("BorderStyle", Array(six.prefix(4)))]), try filtering("2", [("Lifecycle", Array(six.prefix(2)) + ["a", "b"])])), [])
    }

    /// Rippling's `RoleState` → `WorkerStatus`, Confluent Cloud's `ServiceProvider` → `Cloud` (`aws` → `AWS`): an enum
    /// whose every value continues in an added enum under an unrelated name, three values or more, when no other removed
    /// or added enum shares as many, is the enum renamed: its values are all it is. So is one with a value replaced, added
    /// or dropped; two values, or a rival keeping the same values, leave it to a person.
    func testAnEnumKeepingEveryValueUnderAnUnrelatedNameIsRenamed() throws {
        let values = ["ACTIVE", "INACTIVE", "PENDING", "TERMINATED", "ACCEPTED"]
        let old = try filtering("1", [("RoleState", values)])
        XCTAssertEqual(modelRenames(old, try filtering("2", [("WorkerStatus", values)])), ["/models/RoleState → /models/WorkerStatus"])
        let why = evidence(old, try filtering("2", [("WorkerStatus", values)]), of: "RoleState")
        XCTAssertTrue(why?.contains("identical shape") == true, why ?? "not renamed")
        let restyled = try filtering("1", [("ServiceProvider", ["aws", "azure", "gcp"])])
        XCTAssertEqual(modelRenames(restyled, try filtering("2", [("Cloud", ["AWS", "AZURE", "GCP"])])).first, "/models/ServiceProvider → /models/Cloud")
        let two = try filtering("1", [("Order", ["asc", "desc"])])
        XCTAssertEqual(modelRenames(two, try filtering("2", [("Direction", ["asc", "desc"])])), [])
        for changed in [Array(values.dropLast()) + ["DECLINED"], values + ["DECLINED"], Array(values.dropLast())] {
            XCTAssertEqual(modelRenames(old, try filtering("2", [("WorkerStatus", changed)])), ["/models/RoleState → /models/WorkerStatus"], "\(changed)")
        }
        let rival = try filtering("2", [("WorkerStatus", values), ("ContractStatus", values)])
        XCTAssertEqual(modelRenames(old, rival), [])
        let oldRival = try filtering("1", [("RoleState", values), ("ContractState", values)])
        XCTAssertEqual(modelRenames(oldRival, try filtering("2", [("WorkerStatus", values)])), [])
    }

    /// Kaltura's `EntryStatus`, an integer enum, → `KalturaEntryStatus`, a string enum of the same numbers written as
    /// text and four more: compared as enums of one kind (``ComparisonState/matchingFingerprint(_:)``), renamed, with the
    /// raw type change and its value map. A string enum of words is no integer enum's successor by its values.
    func testAnIntegerEnumSentAsNumbersInTextIsComparedWithIt() throws {
        func statuses(_ version: String, _ name: String, _ rawType: String, _ values: [String]) throws -> APIDocument {
            try document(version, models: "  - {name: \(name), enum: \(rawType), cases: [" + values.map { "{value: \($0)}" }.joined(separator: ", ") + "]}",
                         endpoints: "  - {operationId: listEntries, method: GET, path: /entries, parameters: [{name: status, in: query, type: \(name)}]}")
        }
        let old = try statuses("1", "EntryStatus", "integer", ["-1", "0", "1", "2", "3", "4"])
        let new = try statuses("2", "KalturaEntryStatus", "string", ["\"-2\"", "\"-1\"", "\"0\"", "\"1\"", "\"2\"", "\"3\"", "\"4\"", "\"5\"", "\"6\"", "\"7\""])
        XCTAssertEqual(modelRenames(old, new), ["/models/EntryStatus → /models/KalturaEntryStatus"])
        let rawType = DocumentComparer().compare(old, new).changes.first { $0.aspect == .rawType }
        XCTAssertEqual(rawType?.old, "/models/EntryStatus")
        XCTAssertEqual(rawType?.valueMap?.count, 6)
        let words = try statuses("2", "KalturaEntryStatus", "string", ["errorConverting", "import", "preconvert", "ready", "deleted", "pending"])
        XCTAssertEqual(ComparisonState.matchingFingerprint(words.models[0]), "enum:string")
        XCTAssertEqual(ComparisonState.matchingFingerprint(new.models[0]), "enum:integer")
    }
}
