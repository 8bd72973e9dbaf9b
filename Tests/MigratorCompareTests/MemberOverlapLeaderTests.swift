import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-fourth held-out part (localization, sports and forms APIs) was unsealed for
/// tuning: a record that shares clearly more members with one added model than either shares with any other
/// (``MemberOverlapLeaders``), renamed by a redesign that kept neither a related name nor a place of use.
final class MemberOverlapLeaderTests: ConventionRenameTestCase {
    /// The members NHL's `Person` kept when the statsapi became api-web's `PlayerLanding`, under the same keys.
    private let kept = ["firstName", "lastName", "birthDate", "birthCity", "birthCountry", "birthStateProvince", "shootsCatches"]

    /// Object model lines: `name` with `members` (strings) plus `extra` members of its own.
    private func model(_ name: String, _ members: [String], extra: [String] = []) -> String {
        "  - {name: \(name), properties: [" + (members + extra).map { "{name: \($0), type: string}" }.joined(separator: ", ") + "]}"
    }

    /// A document of object models, each returned by a `GET` endpoint of its own (`/<version>/<model>`): the same use
    /// on both sides, and no route or operation id that relates an old endpoint to a new one.
    private func returned(_ version: String, _ models: [(String, [String])]) throws -> APIDocument {
        try document(version, models: models.map { model($0.0, $0.1) }.joined(separator: "\n"), endpoints: models.map {
            endpoint("v\(version)\($0.0)", "/v\(version)/\($0.0.lowercased())", response: $0.0)
        }.joined(separator: "\n"))
    }

    /// NHL statsapi → api-web: `GET /people/{id}` answering `Person` became `GET /player/{playerId}/landing` answering
    /// `PlayerLanding`; seven members kept their keys, fewer than half of both models' members together (the new one has
    /// seven of its own), and no other model comes close.
    func testARecordSharingClearlyMostMembersIsRenamed() throws {
        let old = try document("1", models: """
        \(model("Person", kept, extra: ["link", "fullName", "primaryNumber"]))
        \(model("Team", ["name", "abbreviation"], extra: ["link"]))
        """, endpoints: """
        \(endpoint("getPerson", "/people/{id}", response: "Person"))
        \(endpoint("getTeam", "/teams/{id}", response: "Team"))
        """)
        let new = try document("2", models: """
        \(model("PlayerLanding", kept, extra: ["playerId", "sweaterNumber", "headshot", "heroImage", "draftDetails", "careerTotals", "awards"]))
        \(model("Team", ["name", "abbreviation"], extra: ["link"]))
        """, endpoints: """
        \(endpoint("playerLandingPage", "/v1/player/{playerId}/landing", response: "PlayerLanding"))
        \(endpoint("getTeam", "/teams/{id}", response: "Team"))
        """)
        XCTAssertEqual(modelRenames(old, new), ["/models/Person → /models/PlayerLanding"])
        XCTAssertTrue(evidence(old, new, of: "Person")?.contains("more members kept than any other model shares with either") == true)
    }

    /// Strava v1 → v3: `Ride` and `Effort` both fit `SummaryActivity` about as well: a split or a merge a person decides,
    /// and neither is renamed.
    func testACloseRivalOnEitherSideLeavesThePairToAPerson() throws {
        let person = ("Person", kept + ["id", "fullName"])
        let landing = ("PlayerLanding", kept + ["playerId", "headshot"])
        let rivalOld = try returned("1", [person, ("Referee", Array(kept.prefix(6)) + ["id", "rank"])])
        XCTAssertEqual(modelRenames(rivalOld, try returned("2", [landing])), [])
        let old = try returned("1", [person])
        let rivalNew = try returned("2", [landing, ("RosterPlayer", Array(kept.prefix(6)) + ["playerId", "positionCode"])])
        XCTAssertEqual(modelRenames(old, rivalNew), [])
        // A rival with at most three quarters of the members does not stand in the way.
        let farNew = try returned("2", [landing, ("RosterPlayer", Array(kept.prefix(5)) + ["playerId", "positionCode"])])
        XCTAssertEqual(modelRenames(old, farNew), ["/models/Person → /models/PlayerLanding"])
    }

    /// Four members in common are not enough on their own, nor are six among a model more than twice as large; five
    /// among models of six and seven are.
    func testFewSharedMembersOrASmallShareOfTheLargerModelAreNoEvidence() throws {
        let four = try returned("1", [("Person", Array(kept.prefix(4)) + ["primaryNumber"])])
        XCTAssertEqual(modelRenames(four, try returned("2", [("PlayerLanding", Array(kept.prefix(4)) + ["headshot"])])), [])
        let five = try returned("1", [("Person", Array(kept.prefix(5)) + ["primaryNumber"])])
        XCTAssertEqual(modelRenames(five, try returned("2", [("PlayerLanding", Array(kept.prefix(5)) + ["headshot", "heroImage"])])),
                       ["/models/Person → /models/PlayerLanding"])
        let grown = (1...7).map { "stat\($0)" }
        let six = try returned("1", [("Person", Array(kept.prefix(6)))])
        XCTAssertEqual(modelRenames(six, try returned("2", [("PlayerLanding", Array(kept.prefix(6)) + grown)])), [])
        let fitting = try returned("2", [("PlayerLanding", Array(kept.prefix(6)) + Array(grown.prefix(6)))])
        XCTAssertEqual(modelRenames(six, fitting), ["/models/Person → /models/PlayerLanding"])
    }

    /// A model too small to lead (four members) is no rival of a leading pair, however many of its members it shares.
    func testAModelTooSmallToLeadIsNoRival() throws {
        let old = try returned("1", [("Person", Array(kept.prefix(5)) + ["primaryNumber"]), ("Referee", Array(kept.prefix(4)))])
        let new = try returned("2", [("PlayerLanding", Array(kept.prefix(5)) + ["headshot", "heroImage"])])
        XCTAssertEqual(modelRenames(old, new), ["/models/Person → /models/PlayerLanding"])
        let person = try returned("1", [("Person", Array(kept.prefix(5)) + ["primaryNumber"])])
        let smallNew = try returned("2", [("PlayerLanding", Array(kept.prefix(5)) + ["headshot", "heroImage"]), ("Official", Array(kept.prefix(4)))])
        XCTAssertEqual(modelRenames(person, smallNew), ["/models/Person → /models/PlayerLanding"])
    }

    /// MySportsFeeds v1.2 → v2.1, Crowdin v1 → v2: `SeasonDetails` → `Season`, a word apart, five of eight members kept
    /// among nine: the name and the members fall just short of a rename, and leading the overlap makes it one. With a
    /// rival that keeps four of them, it does not.
    func testALeadingOverlapCompletesARelatedName() throws {
        let old = try returned("1", [("SeasonDetails", Array(kept.prefix(5)) + ["slug", "intervalType", "startYear"])])
        let season = ("Season", Array(kept.prefix(5)) + ["id", "seasonInterval", "games", "venues"])
        XCTAssertEqual(modelRenames(old, try returned("2", [season])), ["/models/SeasonDetails → /models/Season"])
        let rival = ("Schedule", Array(kept.prefix(4)) + ["week", "venue"])
        XCTAssertEqual(modelRenames(old, try returned("2", [season, rival])), [])
        // A model that shrank to the members it kept: several old models fit a smaller one, and the name alone is weak.
        let shrunk = ("Season", Array(kept.prefix(5)) + ["id", "games"])
        let larger = try returned("1", [("SeasonDetails", Array(kept.prefix(5)) + ["slug", "intervalType", "startYear", "endYear"])])
        XCTAssertEqual(modelRenames(larger, try returned("2", [shrunk])), [])
    }

    /// PaLM → Gemini: `GenerateTextRequest`'s sampling members moved into `GenerationConfig`, which now shares the most
    /// with it, but the request continues as `GenerateContentRequest`, named by the release's term change: the leading
    /// overlap is the weakest evidence that pairs, and a name the release relates outweighs it.
    func testANameTheReleaseRelatesOutweighsTheOverlap() throws {
        let sampling = ["temperature", "candidateCount", "maxOutputTokens", "topP", "topK", "stopSequences"]
        let old = try document("1", models: """
        \(model("GenerateTextRequest", sampling, extra: ["prompt", "safetySettings"]).replacingOccurrences(
            of: "properties:", with: "description: Body of generateText., properties:"))
        \(model("GenerateTextResponse", ["candidates", "filters"]))
        \(model("CountTextTokensRequest", ["prompt"]))
        """, endpoints: """
        \(endpoint("generateText", "/models/{model}:generateText", method: "POST", response: "GenerateTextResponse").replacingOccurrences(
            of: "required: true}]", with: "required: true}, {name: body, in: body, type: GenerateTextRequest, required: true}]"))
        """)
        let new = try document("2", models: """
          - {name: GenerateContentRequest, description: Body of generateContent., properties: [{name: contents, type: string}, {name: safetySettings, type: string}, {name: generationConfig, type: GenerationConfig}]}
        \(model("GenerationConfig", sampling, extra: ["responseMimeType"]).replacingOccurrences(
            of: "properties:", with: "description: Options for generation and output., properties:"))
        \(model("GenerateContentResponse", ["candidates", "promptFeedback"]))
        \(model("CountContentTokensRequest", ["contents"]))
        """, endpoints: """
        \(endpoint("generateContent", "/models/{model}:generateContent", method: "POST", response: "GenerateContentResponse").replacingOccurrences(
            of: "required: true}]", with: "required: true}, {name: body, in: body, type: GenerateContentRequest, required: true}]"))
        """)
        XCTAssertTrue(modelRenames(old, new).contains("/models/GenerateTextRequest → /models/GenerateContentRequest"), "\(modelRenames(old, new))")
        XCTAssertFalse(modelRenames(old, new).contains("/models/GenerateTextRequest → /models/GenerationConfig"))
    }

    /// What only a response returned is not what only a request sends now, however many members they share.
    func testARequestModelDoesNotLeadWithAResponseModel() throws {
        let old = try document("1", models: model("Person", kept, extra: ["id"]), endpoints: """
        \(endpoint("getPerson", "/people/{id}", response: "Person"))
        """)
        let new = try document("2", models: model("PlayerInput", kept, extra: ["teamId"]), endpoints: """
          - {operationId: createPlayer, method: POST, path: /players, parameters: [{name: body, in: body, type: PlayerInput, required: true}]}
        """)
        XCTAssertEqual(modelRenames(old, new), [])
    }
}
