import Foundation
@testable import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// Rename evidence that stops short of a rename when a reviewer could not say which element became which, added when
/// the twelfth held-out part (CAMARA KYC match, AWS SES, Google Translation releases) was unsealed for tuning: ties
/// between candidates (merges and splits), two families of names merged by one release, and a body property that left
/// for a parameter of the same name; and two pieces of evidence they allowed: a term change applied to a name that
/// carries the term twice, and the same parameter swap in every endpoint of a release.
final class RenameAmbiguityTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Match", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    private func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// Two old error envelopes replaced by one generic error, each with the same evidence, are a merge: document order
    /// does not make the first one a rename. With one envelope alone the same evidence is a rename.
    func testTwoEquallyGoodOldModelsForOneNewModelAreAMerge() throws {
        func errors(_ version: String, _ names: [String]) -> String {
            names.map { name in
                """
                  - name: \(name)
                    properties:
                      - {name: status, type: boolean}
                      - {name: error, type: string}
                """
            }.joined(separator: "\n")
        }
        func endpoints(_ errorTypes: [String]) -> String {
            errorTypes.enumerated().map { index, type in
                """
                  - operationId: check\(index)
                    method: POST
                    path: /check\(index)
                    errors:
                      - {status: 400, type: \(type)}
                """
            }.joined(separator: "\n")
        }
        let newDocument = try document("2", models: """
          - name: ErrorInfo
            properties:
              - {name: status, type: int32}
              - {name: code, type: string}
              - {name: message, type: string}
        """, endpoints: endpoints(["ErrorInfo", "ErrorInfo"]))
        let merged = try document("1", models: errors("1", ["unauthorizedError_response", "notFoundError_response"]),
                                  endpoints: endpoints(["unauthorizedError_response", "notFoundError_response"]))
        XCTAssertEqual(renames(merged, newDocument), [])
        let single = try document("1", models: errors("1", ["unauthorizedError_response"]),
                                  endpoints: endpoints(["unauthorizedError_response", "unauthorizedError_response"]))
        // Its text follows as the only error text of the two error models (`error` → `message`).
        XCTAssertEqual(renames(single, newDocument), [
            "/models/unauthorizedError_response → /models/ErrorInfo",
            "/models/unauthorizedError_response/properties/error → /models/ErrorInfo/properties/message",
        ])
    }

    /// Equal totals go to the closer name: the same name under the release's new API version beats a shared word at
    /// the same place.
    func testEqualTotalsGoToTheCloserName() {
        let weak = RenameMatcher.Match(old: 0, new: 1, score: 4 + 1 * RenameMatcher.nameTieBreak, evidence: ["a word in common"])
        let strong = RenameMatcher.Match(old: 0, new: 0, score: 4 + 3 * RenameMatcher.nameTieBreak, evidence: ["same name"])
        XCTAssertEqual(RenameMatcher.mutualBest([weak, strong]).map(\.new), [0])
        let tied = RenameMatcher.Match(old: 0, new: 1, score: strong.score, evidence: ["same name"])
        XCTAssertEqual(RenameMatcher.mutualBest([tied, strong]), [], "a tie pairs neither")
    }

    /// A release that drops both `user` and `subscriber` from the same names (`user_name_match` and
    /// `subscriber_name_match` → `nameMatch`) merges two families: neither drop is its term change, so the user's
    /// fields are not renamed to the customer's.
    func testTwoWordDropsLeadingToTheSameNamesAreNotATermChange() throws {
        let words = ["name", "birthdate", "postal_code", "region"]
        func camel(_ word: String) -> String {
            let parts = word.split(separator: "_")
            return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        }
        let oldProperties = (words.map { "      - {name: subscriber_\($0)_match, type: boolean}" }
            + words.map { "      - {name: user_\($0)_match, type: boolean}" }).joined(separator: "\n")
        let newProperties = words.map { "      - {name: \(camel($0))Match, type: string}" }.joined(separator: "\n")
        let request = words.map { "      - {name: user_\($0)_match, type: string}" }.joined(separator: "\n")
        let newRequest = words.map { "      - {name: \(camel($0)), type: string}" }.joined(separator: "\n")
        let old = try document("1", models: """
          - name: MatchResult
            properties:
        \(oldProperties)
          - name: MatchRequest
            properties:
        \(request)
        """)
        let new = try document("2", models: """
          - name: MatchResult
            properties:
        \(newProperties)
          - name: MatchRequest
            properties:
        \(newRequest)
        """)
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertTrue(systematic.termChanges.isEmpty, "\(systematic.termChanges)")
        XCTAssertFalse(renames(old, new).contains { $0.contains("user_") }, "\(renames(old, new))")
    }

    /// When one family of names is part of the other (`user_…` reaches `nameMatch`, `birthdateMatch` and
    /// `regionMatch`; `subscriber_…` reaches those and `postalCodeMatch` and `genderMatch`), the larger one is the
    /// release's term change (CAMARA KYC: the subscriber's fields became the customer's). Its pairs are judged by every
    /// description the keys have (here first a request's), with the dropped word left out of the old text ("Whether the
    /// subscriber's name matched." → "Whether the name matches.").
    func testTheFamilyThatHoldsTheOtherIsTheTermChange() throws {
        let subscriber = ["name", "birthdate", "postal_code", "region", "gender"]
        let user = ["name", "birthdate", "region"]
        func camel(_ word: String) -> String {
            let parts = word.split(separator: "_")
            return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        }
        func text(_ word: String) -> String { word.replacingOccurrences(of: "_", with: " ") }
        let request = subscriber.map { "      - {name: subscriber_\($0)_match, type: string, description: \"Full-width text of the subscriber's \(text($0)) as printed on the contract, at most 30 characters.\"}" }
        let result = subscriber.map { "      - {name: subscriber_\($0)_match, type: boolean, description: \"Whether the subscriber's \(text($0)) matched.\"}" }
            + user.map { "      - {name: user_\($0)_match, type: boolean, description: \"Whether the user's \(text($0)) matched.\"}" }
        let old = try document("1", models: """
          - name: MatchRequest
            properties:
        \(request.joined(separator: "\n"))
          - name: MatchResult
            properties:
        \(result.joined(separator: "\n"))
        """)
        let newResult = subscriber.map { "      - {name: \(camel($0))Match, type: boolean, description: \"Whether the \(text($0)) matches.\"}" }
        let new = try document("2", models: """
          - name: MatchRequest
            properties:
        \(subscriber.map { "      - {name: \(camel($0)), type: string}" }.joined(separator: "\n"))
          - name: MatchResult
            properties:
        \(newResult.joined(separator: "\n"))
        """)
        XCTAssertEqual(SystematicRenames(old: old, new: new).termChanges.map(\.old), ["subscriber"])
        XCTAssertEqual(renames(old, new).filter { $0.contains("MatchResult/") }, subscriber.sorted().map {
            "/models/MatchResult/properties/subscriber_\($0)_match → /models/MatchResult/properties/\(camel($0))Match"
        })
        // One name more is no such margin: `gender` alone could be chance, and neither family is the term change.
        let oneMore = Array(subscriber.prefix(4))
        let closeOld = try document("1", models: """
          - name: MatchResult
            properties:
        \((oneMore.map { "      - {name: subscriber_\($0)_match, type: boolean}" } + user.map { "      - {name: user_\($0)_match, type: boolean}" }).joined(separator: "\n"))
        """)
        let closeNew = try document("2", models: """
          - name: MatchResult
            properties:
        \(oneMore.map { "      - {name: \(camel($0))Match, type: boolean}" }.joined(separator: "\n"))
        """)
        XCTAssertEqual(SystematicRenames(old: closeOld, new: closeNew).termChanges.map(\.old), [])
    }

    /// A term change applies to the old description as to the names: possessives (singular and plural) and any
    /// whitespace between words.
    func testATermChangeAppliesToTheOldText() {
        XCTAssertEqual(SystematicRenames.applying(("subscriber", nil), to: "Whether the subscriber's\nname matched."), "Whether the name matched.")
        XCTAssertEqual(SystematicRenames.applying(("subscriber", nil), to: "The subscribers' names."), "The names.")
        XCTAssertEqual(SystematicRenames.applying(("rank", "expression"), to: "The rank name."), "The expression name.")
        XCTAssertEqual(SystematicRenames.applying(nil, to: "Unchanged  text."), "Unchanged  text.")
    }

    /// One model renamed with the inline schemas named after it (`lookup_ported` → `lookupAsync_ported`) is one rename,
    /// not a term change seen in several names: the children follow their parent. Three models renamed on their own are.
    func testInlineSchemasNamedAfterTheirModelAreNotMoreEvidenceOfATermChange() throws {
        /// A model with one inline enum per member, named after the model.
        func models(_ parents: [(String, [String])], suffix: String) -> String {
            parents.map { parent, members in
                "  - name: \(parent)\(suffix)\n    properties:\n"
                    + members.map { "      - {name: \($0), type: \(parent)\(suffix)_\($0)}" }.joined(separator: "\n") + "\n"
                    + members.map { "  - name: \(parent)\(suffix)_\($0)\n    enum: string\n    cases: [{value: yes_\($0)}, {value: no_\($0)}]" }
                    .joined(separator: "\n")
            }.joined(separator: "\n")
        }
        let lookup = [("lookup", ["ported", "reachable"])]
        let one = SystematicRenames(old: try document("1", models: models(lookup, suffix: "")),
                                    new: try document("2", models: models(lookup, suffix: "Async")))
        XCTAssertNil(one.edit("lookup", "lookupAsync"))
        XCTAssertNil(one.edit("lookup_ported", "lookupAsync_ported"))
        XCTAssertEqual(SystematicRenames.independentCount([
            "m\u{0}lookup\u{0}lookupAsync", "m\u{0}lookup_ported\u{0}lookupAsync_ported", "m\u{0}lookup_reachable\u{0}lookupAsync_reachable",
        ]), 1)
        let three = [("lookup", ["ported"]), ("insight", ["valid"]), ("check", ["roaming"])]
        let separate = SystematicRenames(old: try document("1", models: models(three, suffix: "")),
                                         new: try document("2", models: models(three, suffix: "Async")))
        XCTAssertEqual(separate.edit("lookup", "lookupAsync"), "the release's term change: \"async\" added in 6 names")
    }

    /// A response envelope the release dropped (`{status, result_code, data}`, the new response being the former `data`
    /// flattened) is not renamed to the new response, however alike their names and place: its `data` is what became it,
    /// and is renamed to it. The same response without the held data model is renamed.
    func testAnEnvelopeIsNotRenamedToWhatItHeld() throws {
        let words = ["name", "birthdate", "address", "gender"]
        let endpoint = { (type: String) in
            """
              - operationId: match
                method: POST
                path: /match
                response: {type: \(type)}
            """
        }
        let data = "  - name: postMatchingData\n    properties:\n" + (words + ["mobile_phone", "kana", "postal_code", "company", "employer"])
            .map { "      - {name: subscriber_\($0)_match, type: boolean}" }.joined(separator: "\n")
        let envelope = """
          - name: postMatchingResponse
            properties:
              - {name: status, type: boolean, required: true}
              - {name: result_code, type: string, required: true}
              - {name: data, type: postMatchingData, required: true}
        \(data)
        """
        let new = try document("2", models: "  - name: KYC_MatchResponse\n    properties:\n"
            + (words + ["idDocument", "email", "phoneNumber", "region"]).map { "      - {name: \($0)Match, type: boolean}" }.joined(separator: "\n"),
            endpoints: endpoint("KYC_MatchResponse"))
        let enveloped = try document("1", models: envelope, endpoints: endpoint("postMatchingResponse"))
        XCTAssertFalse(renames(enveloped, new).contains("/models/postMatchingResponse → /models/KYC_MatchResponse"), "\(renames(enveloped, new))")
        // What the envelope held is what the endpoint returns now: renamed, on that place evidence.
        XCTAssertTrue(renames(enveloped, new).contains("/models/postMatchingData → /models/KYC_MatchResponse"), "\(renames(enveloped, new))")
        let plain = try document("1", models: """
          - name: postMatchingResponse
            properties:
              - {name: status, type: boolean, required: true}
              - {name: result_code, type: string, required: true}
        """, endpoints: endpoint("postMatchingResponse"))
        XCTAssertEqual(renames(plain, new), ["/models/postMatchingResponse → /models/KYC_MatchResponse"])
    }

    /// A response the release wrapped in an envelope (`{data: Profile, meta}`) while renaming it: the old model is
    /// renamed to what the envelope holds in its place, not to the envelope.
    func testAModelWrappedInANewEnvelopeIsRenamedToWhatTheEnvelopeHolds() throws {
        let endpoint = { (type: String) in "  - {operationId: me, method: GET, path: /me, response: {type: \(type)}}" }
        let old = try document("1", models: """
          - name: Account
            description: The signed-in user's account.
            properties:
              - {name: id, type: string, required: true}
              - {name: email, type: string}
              - {name: locale, type: string}
              - {name: display_name, type: string}
              - {name: avatar_url, type: string}
        """, endpoints: endpoint("Account"))
        let new = try document("2", models: """
          - name: Profile
            description: The signed-in user's profile.
            properties:
              - {name: id, type: string, required: true}
              - {name: email, type: string}
              - {name: locale, type: string}
              - {name: nickname, type: string}
              - {name: picture, type: string}
              - {name: timezone, type: string}
          - name: ProfileEnvelope
            properties:
              - {name: data, type: Profile, required: true}
              - {name: requestId, type: string}
        """, endpoints: endpoint("ProfileEnvelope"))
        XCTAssertTrue(renames(old, new).contains("/models/Account → /models/Profile"), "\(renames(old, new))")
        XCTAssertFalse(renames(old, new).contains { $0.contains("ProfileEnvelope") }, "\(renames(old, new))")
    }

    /// A model that only responses returned is not renamed to one that only requests send, however alike (`keys`
    /// returned with an application, `createApp_request_keys` sent to create one); used the same way, it is.
    func testAResponseModelIsNotRenamedToARequestModel() throws {
        let keys = { (name: String) in "  - name: \(name)\n    properties:\n      - {name: public_key, type: string, required: true}" }
        let old = try document("1", models: keys("keys") + "\n  - name: Application\n    properties:\n      - {name: keys, type: keys}",
                               endpoints: "  - {operationId: getApp, method: GET, path: /apps, response: {type: Application}}")
        let request = try document("2", models: keys("createApp_request_keys") + """

          - name: Application
            properties:
              - {name: id, type: string}
          - name: createApp_request
            properties:
              - {name: keys, type: createApp_request_keys}
        """, endpoints: """
          - {operationId: getApp, method: GET, path: /apps, response: {type: Application}}
          - operationId: createApp
            method: POST
            path: /apps
            parameters:
              - {name: body, in: body, type: createApp_request, required: true}
        """)
        XCTAssertFalse(renames(old, request).contains("/models/keys → /models/createApp_request_keys"), "\(renames(old, request))")
        let response = try document("2", models: keys("application_keys") + "\n  - name: Application\n    properties:\n      - {name: keys, type: application_keys}",
                                    endpoints: "  - {operationId: getApp, method: GET, path: /apps, response: {type: Application}}")
        XCTAssertTrue(renames(old, response).contains("/models/keys → /models/application_keys"), "\(renames(old, response))")
    }

    /// A release that retired the `/Messaging/Countries` routes and added `/Trunking/Countries` beside the kept
    /// `/Voice/Countries` replaced one product by another: `messaging` → `trunking` in every name is not its term change.
    /// The same names with a route area both releases keep is one. (Models are judged on their own evidence.)
    func testOneRouteAreaReplacedByAnotherIsNotATermChange() throws {
        func area(_ version: String, _ word: String, _ pathWord: String) throws -> APIDocument {
            try document(version, models: """
              - name: \(word)Country
                properties:
                  - {name: country, type: string}
                  - {name: \(word.lowercased())_prices, type: "array<number>"}
                  - {name: url, type: url}
              - name: List\(word)Country_response
                properties:
                  - {name: countries, type: "array<\(word)Country>"}
              - {name: VoiceCountry, properties: [{name: country, type: string}, {name: prefix, type: string}]}
            """, endpoints: """
              - {operationId: List\(word)Country, method: GET, path: /\(pathWord)/Countries, response: {type: List\(word)Country_response}}
              - {operationId: Fetch\(word)Country, method: GET, path: "/\(pathWord)/Countries/{IsoCountry}", parameters: [{name: IsoCountry, in: path, type: string, required: true}], response: {type: \(word)Country}}
              - {operationId: FetchVoiceCountry, method: GET, path: /Voice/Countries, response: {type: VoiceCountry}}
            """)
        }
        let old = try area("1", "Messaging", "Messaging")
        let new = try area("2", "Trunking", "Trunking")
        XCTAssertEqual(SystematicRenames(old: old, new: new).termChanges.count, 0)
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/endpoints") }, [])
        XCTAssertEqual(SystematicRenames(old: old, new: try area("2", "Trunking", "Pricing")).termChanges.map { "\($0.old)→\($0.new ?? "")" }, ["messaging→trunking"])
    }

    /// A route area renamed with no kept sibling of its shape (`/targets`, `/targets/{id}`, `/targets/ping` →
    /// `/registries`, …, every operation id and model name following) is the resource renamed: `target` → `registry` is
    /// the release's term change, whatever other resource shares the shape every resource has (`/projects/{id}`). With a
    /// kept `/projects/ping` beside `/targets/ping`, it is one product of a family replaced by another.
    func testARouteAreaRenamedWithoutASiblingIsATermChange() throws {
        func release(_ version: String, _ word: String, sibling: Bool) throws -> APIDocument {
            let lower = word.lowercased()
            return try document(version, models: """
              - name: Rep\(word)
                properties:
                  - {name: id, type: int64}
                  - {name: endpoint, type: url}
                  - {name: insecure, type: boolean}
              - name: Put\(word)
                properties:
                  - {name: endpoint, type: url}
                  - {name: insecure, type: boolean}
              - {name: Project, properties: [{name: id, type: int64}, {name: owner, type: string}]}
            """, endpoints: """
              - {operationId: \(lower)_get, method: GET, path: /\(lower), response: {type: "array<Rep\(word)>"}}
              - {operationId: \(lower)_ping_post, method: POST, path: /\(lower)/ping, parameters: [{name: body, in: body, type: Put\(word), required: true}]}
              - {operationId: \(lower)_id_get, method: GET, path: "/\(lower)/{id}", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: Rep\(word)}}
              - {operationId: \(lower)_id_put, method: PUT, path: "/\(lower)/{id}", parameters: [{name: id, in: path, type: int64, required: true}, {name: body, in: body, type: Put\(word), required: true}]}
            """ + (sibling ? """

              - {operationId: projects_id_get, method: GET, path: "/projects/{id}", parameters: [{name: id, in: path, type: int64, required: true}], response: {type: Project}}
              - {operationId: projects_ping_post, method: POST, path: /projects/ping, parameters: [{name: body, in: body, type: Project, required: true}]}
            """ : ""))
        }
        let old = try release("1", "Targets", sibling: false)
        let new = try release("2", "Registries", sibling: false)
        XCTAssertEqual(SystematicRenames(old: old, new: new).termChanges.map { "\($0.old)→\($0.new ?? "")" }, ["target→registry"])
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/endpoints") && !$0.contains("/parameters") }.sorted(), [
            "/endpoints/targets_get → /endpoints/registries_get", "/endpoints/targets_id_get → /endpoints/registries_id_get",
            "/endpoints/targets_id_put → /endpoints/registries_id_put", "/endpoints/targets_ping_post → /endpoints/registries_ping_post",
        ])
        let withSibling = (try release("1", "Targets", sibling: true), try release("2", "Registries", sibling: true))
        XCTAssertEqual(SystematicRenames(old: withSibling.0, new: withSibling.1).termChanges.count, 0)
    }

    /// `callee` and `caller` (and `employee`, `employer`) are the two sides of one relation, not forms of one word: a
    /// case that only changed its style is not paired across them.
    func testTheTwoSidesOfARelationAreNotWordForms() throws {
        XCTAssertFalse(NameEvidence.sameWord("callee", "caller"))
        XCTAssertFalse(NameEvidence.sameWord("employer", "employee"))
        XCTAssertTrue(NameEvidence.sameWord("creation", "create"))
        let old = try document("1", models: "  - {name: Status, enum: string, cases: [{value: CallingCaller}, {value: CallingCallee}, {value: Connected}]}")
        let new = try document("2", models: "  - {name: Status, enum: string, cases: [{value: callingCallee}, {value: callingCaller}, {value: connected}]}")
        XCTAssertEqual(renames(old, new), [
            "/models/Status/cases/CallingCallee → /models/Status/cases/callingCallee", "/models/Status/cases/CallingCaller → /models/Status/cases/callingCaller",
            "/models/Status/cases/Connected → /models/Status/cases/connected",
        ])
    }

    /// One word replaced by two different ones (`hsm` → `cluster` in three names, `hsm` → `tag` in three others) is
    /// no term change: the release retired a resource and named new ones. One replacement alone is one.
    func testOneWordReplacedByTwoDifferentOnesIsNotATermChange() throws {
        func models(_ names: [String]) -> String {
            names.map { "  - {name: \($0), properties: [{name: \($0.prefix(1).lowercased())\($0.dropFirst())Id, type: string}]}" }.joined(separator: "\n")
        }
        let old = try document("1", models: models(["DescribeHsmRequest", "DescribeHsmResponse", "DescribeHsmInput", "ListHsmsRequest", "ListHsmsResponse", "ListHsmsInput"]))
        let both = try document("2", models: models([
            "DescribeClusterRequest", "DescribeClusterResponse", "DescribeClusterInput", "ListTagsRequest", "ListTagsResponse", "ListTagsInput",
        ]))
        XCTAssertTrue(SystematicRenames(old: old, new: both).termChanges.isEmpty)
        // Also when `hsm` → `tag` merges with `for resource` dropped (`ListTagsForResourceRequest` → `ListTagsRequest`).
        let merging = try document("1", models: models([
            "DescribeHsmRequest", "DescribeHsmResponse", "DescribeHsmInput", "ListHsmsRequest", "ListHsmsResponse", "ListHsmsInput",
            "ListTagsForResourceRequest", "ListTagsForResourceResponse", "ListTagsForResourceInput",
        ]))
        XCTAssertTrue(SystematicRenames(old: merging, new: both).termChanges.isEmpty)
        let one = try document("2", models: models(["DescribeClusterRequest", "DescribeClusterResponse", "DescribeClusterInput"]))
        XCTAssertEqual(SystematicRenames(old: old, new: one).termChanges.map { "\($0.old)→\($0.new ?? "")" }, ["hsm→cluster"])
    }

    /// A compound term dropped from several names at once (`CrossClusterSearch` from
    /// `InboundCrossClusterSearchConnection`, `CrossClusterSearchConnectionId`, …) is the release's term change, like
    /// one word dropped.
    func testACompoundTermDroppedAcrossTheReleaseIsATermChange() throws {
        func api(_ version: String, _ term: String) throws -> APIDocument {
            try document(version, models: """
              - name: Inbound\(term)Connection
                properties:
                  - {name: \(term)ConnectionId, type: string}
                  - {name: status, type: string}
              - name: Outbound\(term)Connection
                properties:
                  - {name: \(term)ConnectionId, type: string}
                  - {name: alias, type: string}
              - name: Accept\(term)ConnectionResponse
                properties:
                  - {name: \(term)Connection, type: Inbound\(term)Connection}
            """, endpoints: """
              - operationId: accept\(term)Connection
                method: PUT
                path: /connections/{id}/accept
                parameters: [{name: id, in: path, type: string, required: true}]
                response: {type: Accept\(term)ConnectionResponse}
            """)
        }
        let (old, new) = (try api("1", "CrossClusterSearch"), try api("2", ""))
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertEqual(systematic.edit("InboundCrossClusterSearchConnection", "InboundConnection"),
                       "the release's term change: \"cross cluster search\" dropped in 6 names")
        XCTAssertEqual(renames(old, new), [
            "/endpoints/acceptCrossClusterSearchConnection → /endpoints/acceptConnection",
            "/models/AcceptCrossClusterSearchConnectionResponse → /models/AcceptConnectionResponse",
            "/models/AcceptCrossClusterSearchConnectionResponse/properties/CrossClusterSearchConnection → /models/AcceptConnectionResponse/properties/Connection",
            "/models/InboundCrossClusterSearchConnection → /models/InboundConnection",
            "/models/InboundCrossClusterSearchConnection/properties/CrossClusterSearchConnectionId → /models/InboundConnection/properties/ConnectionId",
            "/models/OutboundCrossClusterSearchConnection → /models/OutboundConnection",
            "/models/OutboundCrossClusterSearchConnection/properties/CrossClusterSearchConnectionId → /models/OutboundConnection/properties/ConnectionId",
        ])
    }

    /// A word most cases of an enum carry (`TYPE_…`) is no shared-word evidence between two of its cases.
    func testAWordMostCasesCarryTellsNoCaseApart() throws {
        let old = try document("1", models: "  - {name: Kind, enum: string, cases: [{value: TYPE_GENERAL}, {value: TYPE_PATH}, {value: TYPE_REACH}]}")
        let new = try document("2", models: "  - {name: Kind, enum: string, cases: [{value: REPORT_TYPE_UNSPECIFIED}, {value: FULL_PATH}, {value: REACH}]}")
        guard case let .enum(kind) = old.models[0].kind else { return XCTFail("an enum") }
        XCTAssertEqual(ComparisonState.commonCaseWords(kind.cases), ["type"])
        XCTAssertFalse(renames(old, new).contains { $0.contains("TYPE_GENERAL") }, "\(renames(old, new))")
    }

    /// A body property whose name is now a path parameter of the endpoint that sends the body left the body; it is not
    /// renamed to the new property next to it.
    func testAPropertyThatBecameAPathParameterIsNotRenamed() throws {
        func body(_ version: String, first: String, path: String, parameter: String) throws -> APIDocument {
            try document(version, models: """
              - name: CreateDestinationRequest
                properties:
                  - {name: \(first), type: string, required: true, description: "Name of the destination within the configuration set."}
                  - {name: Destination, type: string, required: true}
            """, endpoints: """
              - operationId: CreateDestination
                method: POST
                path: \(path)
                parameters:
            \(parameter)
                  - {name: body, in: body, type: CreateDestinationRequest}
            """)
        }
        let old = try body("1", first: "ConfigurationSetName", path: "/", parameter: "      - {name: Action, in: query, type: string}")
        let new = try body("2", first: "DestinationName", path: "/sets/{ConfigurationSetName}/destinations",
                           parameter: "      - {name: ConfigurationSetName, in: path, type: string, required: true}")
        XCTAssertFalse(renames(old, new).contains { $0.contains("ConfigurationSetName") }, "\(renames(old, new))")
    }

    /// `create` and `add` are one verb in model names: `CreatePublicKeyRequest` becomes `AddPublicKeyRequest`, not
    /// `RemovePublicKeyRequest` of the same shape (the opposite operation, related by no name evidence at all).
    func testCreateAndAddAreSynonyms() {
        XCTAssertTrue(NameLexicon.areSynonyms("create", "add"))
        XCTAssertEqual(NameEvidence.between("CreatePublicKeyRequest", "AddPublicKeyRequest")?.kind, .synonym)
        XCTAssertNil(NameEvidence.between("CreatePublicKeyRequest", "RemovePublicKeyRequest"))
    }

    /// The release's term change (`rank` dropped from `DefineRankExpression`, `DeleteRankExpression`,
    /// `DescribeRankExpressions`) applied wherever the term occurs gives `GET_DefineExpression_Expression` from
    /// `GET_DefineRankExpression_RankExpression`: the release's term change, not just a related name. A term that occurs
    /// once stays with the one-word edits.
    func testATermChangeAppliedTwiceGivesTheNewName() throws {
        let operations = ["Define", "Delete", "Describe"]
        func models(_ term: String) -> String {
            operations.map { "  - name: \($0)\(term)Expression\($0 == "Describe" ? "s" : "")Request\n    properties:\n      - {name: DomainName, type: string}" }
                .joined(separator: "\n")
        }
        let old = try document("1", models: models("Rank"))
        let new = try document("2", models: models(""))
        let systematic = SystematicRenames(old: old, new: new)
        XCTAssertEqual(systematic.relationAfterTermChanges("GET_DefineRankExpression_RankExpression", "GET_DefineExpression_Expression")?.kind, .systematic)
        XCTAssertEqual(systematic.relationAfterTermChanges("NamedRankExpression", "Expression")?.kind, .afterTermChange)
    }

    /// A header replaced by another of the same type in each of three operations, as the only header removed and added
    /// there, is the release's parameter rename; in two operations, or when another operation keeps the old header,
    /// it is a removal plus an addition.
    func testTheSameParameterSwapInEveryEndpointIsARename() throws {
        func sessions(_ version: String, header: String, count: Int, keptIn: Int? = nil) throws -> APIDocument {
            let endpoints = (0..<count).map { index in
                """
                  - operationId: session\(index)
                    method: GET
                    path: /sessions\(index)
                    parameters:
                      - {name: \(index == keptIn ? "transactionId" : header), in: header, type: string}
                """
            }.joined(separator: "\n")
            return try document(version, models: "  - name: Empty\n    properties: []", endpoints: endpoints)
        }
        XCTAssertEqual(renames(try sessions("1", header: "transactionId", count: 3), try sessions("2", header: "x-correlator", count: 3)), [
            "/endpoints/session0/parameters/header/transactionId → /endpoints/session0/parameters/header/x-correlator",
            "/endpoints/session1/parameters/header/transactionId → /endpoints/session1/parameters/header/x-correlator",
            "/endpoints/session2/parameters/header/transactionId → /endpoints/session2/parameters/header/x-correlator",
        ])
        XCTAssertEqual(renames(try sessions("1", header: "transactionId", count: 2), try sessions("2", header: "x-correlator", count: 2)), [])
        XCTAssertEqual(renames(try sessions("1", header: "transactionId", count: 4), try sessions("2", header: "x-correlator", count: 4, keptIn: 3)), [])
    }

    /// A member split into two specialisations of it (`commandsUrl` → `ipCommandsUrl` and `smsCommandsUrl`) is never
    /// paired by position and neighbours with the part that took its place: not when the descriptions are as close for
    /// both parts (`commandsMethod`), and not when the description is closer to the other part (`commandsUrl`: an SMS
    /// sent to the Commands number). Both parts stay listed as possible renames.
    func testPositionNeverChoosesAPartOfASplit() throws {
        func fleet(_ version: String, _ members: [(String, String)]) throws -> APIDocument {
            try document(version, models: "  - name: Fleet\n    properties:\n" + members.map { name, description in
                "      - {name: \(name), type: url, description: \"\(description)\"}"
            }.joined(separator: "\n"))
        }
        let unique = ("uniqueName", "The unique name of the fleet.")
        let old = try fleet("1", [
            ("commandsMethod", "HTTP method used to call `commands_url`: `POST` or `GET`."),
            ("commandsUrl", "Webhook called when a SIM of the Fleet sends an SMS from your device to the Commands number. Answer with a 2xx status; the body is ignored."),
            unique,
        ])
        let new = try fleet("2", [
            ("ipCommandsMethod", "HTTP method used to call `ip_commands_url`: `POST` or `GET`."),
            ("ipCommandsUrl", "Webhook called when a SIM of the Fleet sends an IP Command from your device to a special IP address. Answer with a 2xx status; the body is ignored."),
            ("smsCommandsMethod", "HTTP method used to call `sms_commands_url`: `POST` or `GET`."),
            ("smsCommandsUrl", "Webhook called when a SIM of the Fleet sends an SMS from your device to the SMS Commands number. Answer with a 2xx status; the body is ignored."),
            unique,
        ])
        XCTAssertEqual(renames(old, new), [], "position chose a part of a split")
        let changes = DocumentComparer().compare(old, new).changes
        for member in ["Method", "Url"] {
            let removal = changes.first { $0.old == "/models/Fleet/properties/commands\(member)" }
            let listed = Set(removal?.possibleRenames?.map(\.new) ?? [])
            XCTAssertTrue(listed.isSuperset(of: ["/models/Fleet/properties/ipCommands\(member)", "/models/Fleet/properties/smsCommands\(member)"]),
                          "\(member): \(listed.sorted())")
        }
    }
}
