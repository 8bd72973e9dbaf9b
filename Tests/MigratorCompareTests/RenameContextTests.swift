import Foundation
@testable import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// Rename evidence from a member's context, added after the real-history measurement (telecom and Google API
/// releases): splits judged among equally close names of the same type, a model recognised by the place that uses
/// it, an endpoint that moved with its documentation, and version segments in routes.
final class RenameContextTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Telco", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    private func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// `path` → `path_display` or `path_lower` stays ambiguous (no rename), but a competing name of another type
    /// (`qos: QosProfile` against `qosStatus: QosStatus`) or with a closer partner of its own (`asPorts`, whose
    /// partner is `applicationServerPorts`) does not make a pair ambiguous.
    func testSplitsAreJudgedAmongEquallyCloseNamesOfTheSameType() throws {
        let split = try renames(
            document("1", models: "  - name: File\n    properties:\n      - {name: path, type: string}"),
            document("2", models: "  - name: File\n    properties:\n      - {name: path_display, type: string}\n      - {name: path_lower, type: string}")
        )
        XCTAssertEqual(split, [], "a split is no evidence")
        let enums = """
          - name: QosProfile
            enum: string
            cases: [{value: QOS_S}, {value: QOS_L}]
          - name: QosStatus
            enum: string
            cases: [{value: AVAILABLE}, {value: UNAVAILABLE}]
        """
        let old = try document("1", models: """
          - name: Session
            properties:
              - {name: id, type: string, required: true}
              - {name: asId, type: string, required: true}
              - {name: asPorts, type: string}
              - {name: qos, type: QosProfile, required: true}
        \(enums)
        """)
        let new = try document("2", models: """
          - name: Session
            properties:
              - {name: id, type: string, required: true}
              - {name: applicationServer, type: string, required: true}
              - {name: applicationServerPorts, type: string}
              - {name: qosProfile, type: QosProfile, required: true}
              - {name: qosStatus, type: QosStatus, required: true}
        \(enums)
        """)
        XCTAssertEqual(renames(old, new), [
            "/models/Session/properties/asId → /models/Session/properties/applicationServer",
            "/models/Session/properties/asPorts → /models/Session/properties/applicationServerPorts",
            "/models/Session/properties/qos → /models/Session/properties/qosProfile",
        ])
    }

    /// A model renamed and reshaped at once shares too few members to be recognised by shape, but the member that
    /// uses it at the same place confirms it; a model in the same place with no name or description evidence is not
    /// paired.
    func testModelIsRecognisedByThePlaceThatUsesIt() throws {
        func order(_ version: String, member: String, model: String) throws -> APIDocument {
            try document(version, models: """
              - name: Order
                properties:
                  - {name: id, type: string, required: true}
                  - \(member)
                  - {name: total, type: double}
            \(model)
            """, endpoints: """
              - operationId: getOrder
                method: GET
                path: /orders/{id}
                parameters: [{name: id, in: path, type: string, required: true}]
                response: {type: Order}
            """)
        }
        let old = try order("1", member: "{name: address, type: Addr}", model: """
          - name: Addr
            properties:
              - {name: streetLine, type: string}
              - {name: zipCode, type: string}
              - {name: town, type: string}
        """)
        let new = try order("2", member: "{name: postalAddress, type: PostalAddress}", model: """
          - name: PostalAddress
            properties:
              - {name: street, type: string}
              - {name: postcode, type: string}
              - {name: locality, type: string}
              - {name: country, type: string}
        """)
        XCTAssertEqual(renames(old, new), [
            "/models/Addr → /models/PostalAddress",
            "/models/Addr/properties/streetLine → /models/PostalAddress/properties/street",
            "/models/Addr/properties/zipCode → /models/PostalAddress/properties/postcode",
            "/models/Order/properties/address → /models/Order/properties/postalAddress",
        ])
        let unrelated = try order("2", member: "{name: courier, type: Carrier}", model: """
          - name: Carrier
            properties:
              - {name: title, type: string}
              - {name: phone, type: string}
        """)
        XCTAssertEqual(renames(old, unrelated), [], "the same place alone is no evidence")
    }

    /// An endpoint that moved to another method and path under a new operation id, with its description kept, is a
    /// rename; two endpoints sharing only a short generic sentence are not.
    func testEndpointMovedWithItsDocumentationIsARename() throws {
        func keys(_ version: String, _ endpoint: String) throws -> APIDocument {
            try document(version, models: "  - name: Key\n    properties:\n      - {name: content, type: string}", endpoints: endpoint)
        }
        let old = try keys("1", """
          - operationId: keys.delete
            method: DELETE
            path: /v1alpha1/{name}
            description: Takes a public SSH key off an environment, so its private key no longer opens sessions.
            parameters: [{name: name, in: path, type: string, required: true}]
          - operationId: health.get
            method: GET
            path: /v1alpha1/health
            description: Returns the health.
        """)
        let new = try keys("2", """
          - operationId: removeKey
            method: POST
            path: /v1/{environment}:removeKey
            description: Takes a public SSH key off an environment, so its private key no longer opens sessions. Fails when no such key is there.
            parameters: [{name: environment, in: path, type: string, required: true}]
          - operationId: status.check
            method: POST
            path: /v1/status
            description: Returns the health.
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/keys.delete → /endpoints/removeKey"])
    }

    /// Version segments are erased from the routes that group endpoint rename candidates.
    func testVersionSegments() {
        for segment in ["v1", "v2", "v1alpha1", "v1beta", "v2.1", "V3"] {
            XCTAssertTrue(ComparisonState.isVersionSegment(Substring(segment)), segment)
        }
        for segment in ["vault", "v", "version", "videos", "v1x2y3z4"] {
            XCTAssertFalse(ComparisonState.isVersionSegment(Substring(segment)), segment)
        }
    }

    /// A word dropped from several names at once is the release's term change and renames each of them, also a
    /// name related once the change is applied (`NamedRankExpression` → `Expression`, `rank` dropped and one word
    /// more); a retired feature next to a new one with parallel names and unrelated documentation is not.
    func testTermChangeAcrossTheReleaseIsARename() throws {
        func api(_ version: String, _ term: String, _ description: String, named: String) throws -> APIDocument {
            try document(version, models: """
              - name: \(named)
                description: \(description)
                properties:
                  - {name: formula, type: string}
              - name: Define\(term)Request
                description: \(description)
                properties:
                  - {name: domain, type: string}
                  - {name: \(term.prefix(1).lowercased() + term.dropFirst())Name, type: string, description: "\(description)"}
              - name: Delete\(term)Request
                description: \(description)
                properties:
                  - {name: domain, type: string}
                  - {name: force, type: boolean}
            """, endpoints: """
              - operationId: define\(term)
                method: POST
                path: /define\(term)
                description: \(description)
                parameters: [{name: body, in: body, type: Define\(term)Request, required: true}]
              - operationId: delete\(term)
                method: POST
                path: /delete\(term)
                description: \(description)
                parameters: [{name: body, in: body, type: Delete\(term)Request, required: true}]
            """)
        }
        let old = try api("1", "RankExpression", "A formula that orders search results.", named: "NamedRankExpression")
        let renamed = try api("2", "Expression", "A formula that orders search results.", named: "Expression")
        XCTAssertEqual(renames(old, renamed), [
            "/endpoints/defineRankExpression → /endpoints/defineExpression",
            "/endpoints/deleteRankExpression → /endpoints/deleteExpression",
            "/models/DefineRankExpressionRequest → /models/DefineExpressionRequest",
            "/models/DefineRankExpressionRequest/properties/rankExpressionName → /models/DefineExpressionRequest/properties/expressionName",
            "/models/DeleteRankExpressionRequest → /models/DeleteExpressionRequest",
            "/models/NamedRankExpression → /models/Expression",
        ])
        let retired = try api("1", "Widget", "A widget shown on the dashboard.", named: "NamedWidget")
        let added = try api("2", "Gadget", "Hardware paired with the account over Bluetooth.", named: "NamedGadget")
        XCTAssertEqual(renames(retired, added), [], "parallel names with unrelated documentation are not a term change")
    }
    /// A template's last variable names the resource: `alert` in "accounts/{account}/alerts/{alert}", both
    /// `adclient` and `report` when a description gives two templates; a `{variable}` that a further step follows is
    /// not last.
    func testResourceNameTemplatesEndInTheirLastVariable() {
        XCTAssertEqual(ResourceNameEvidence.lastVariables(in: "Resource name of the alert, accounts/{account}/alerts/{alert}."), ["alert"])
        XCTAssertEqual(ResourceNameEvidence.lastVariables(in: "Either accounts/{account}/adclients/{ad_client} or accounts/{account}/reports/{report}"),
                       ["adclient", "report"])
        XCTAssertEqual(ResourceNameEvidence.lastVariables(in: "Send {value} to /{x} or a/b"), [])
        XCTAssertTrue(ResourceNameEvidence.endsIn(oldName: "savedReportId", owner: nil, newDescription: "accounts/{account}/reports/{report}"))
        XCTAssertTrue(ResourceNameEvidence.endsIn(oldName: "id", owner: "Alert", newDescription: "accounts/{account}/alerts/{alert}"))
        XCTAssertFalse(ResourceNameEvidence.endsIn(oldName: "accountId", owner: nil, newDescription: "accounts/{account}/alerts/{alert}"))
        XCTAssertFalse(ResourceNameEvidence.endsIn(oldName: "account", owner: nil, newDescription: "accounts/{account}"), "only identifiers")
    }

    /// Ids that became resource names (`/accounts/{accountId}/adclients/{adClientId}/urlchannels` →
    /// `/v2/{parent}/urlchannels`, `parent` documented as `accounts/{account}/adclients/{adclient}`): the parameter the
    /// template ends in is renamed, the other one removed; a model's bare `id` becomes `name` when the template ends in
    /// the model, unless another new identifier (`reportingDimensionId`) may continue it.
    func testIdsThatBecameResourceNamesAreRenamed() throws {
        func api(_ version: String, path: String, parameters: String, properties: String) throws -> APIDocument {
            try document(version, models: """
              - name: UrlChannel
                properties:
            \(properties)
                  - {name: urlPattern, type: string}
              - name: AdClient
                properties:
            \(properties)
                  - {name: productCode, type: string}
            """, endpoints: """
              - operationId: urlchannels.list
                method: GET
                path: \(path)
                parameters:
            \(parameters)
                response: {type: "array<UrlChannel>"}
              - operationId: adclients.list
                method: GET
                path: /adclients
                response: {type: "array<AdClient>"}
            """)
        }
        let old = try api("1", path: "/accounts/{accountId}/adclients/{adClientId}/urlchannels", parameters: """
              - {name: accountId, in: path, type: string, required: true, description: "Account the ad client belongs to."}
              - {name: adClientId, in: path, type: string, required: true, description: "Ad client whose URL channels are listed."}
        """, properties: "      - {name: id, type: string, description: \"Unique identifier.\"}")
        let new = try api("2", path: "/v2/{parent}/urlchannels", parameters: """
              - {name: parent, in: path, type: string, required: true, description: "The ad client owning the channels, accounts/{account}/adclients/{adclient}."}
        """, properties: "      - {name: name, type: string, description: \"Resource name, accounts/{account}/things/{urlchannel}.\"}")
        XCTAssertEqual(renames(old, new), [
            "/endpoints/urlchannels.list/parameters/path/adClientId → /endpoints/urlchannels.list/parameters/path/parent",
            "/models/UrlChannel/properties/id → /models/UrlChannel/properties/name",
        ])
        let both = try api("2", path: "/v2/{parent}/urlchannels", parameters: """
              - {name: parent, in: path, type: string, required: true, description: "The ad client owning the channels, accounts/{account}/adclients/{adclient}."}
        """, properties: """
              - {name: name, type: string, description: "Resource name, accounts/{account}/things/{urlchannel}."}
              - {name: reportingDimensionId, type: string, description: "Identifier used in reports."}
        """)
        XCTAssertFalse(renames(old, both).contains { $0.contains("properties/id") }, "\(renames(old, both))")
    }

    /// An endpoint renamed on evidence (here an operation id in another style on a new path) is the same place for the
    /// model its response uses: `LanguagesListResponse` → `SupportedLanguages`, which share no member and no name word
    /// that tells them apart, is recognised by that place and the kept description (Google Translation v2 → v3).
    func testAModelIsRecognisedInTheResponseOfAnEndpointRenamedOnEvidence() throws {
        let old = try document("1", models: """
          - name: LanguagesListResponse
            description: The languages the service can translate.
            properties:
              - {name: data, type: "array<string>"}
        """, endpoints: """
          - {operationId: ListLanguages, method: GET, path: /v2/languages, response: {type: LanguagesListResponse}}
        """)
        let new = try document("2", models: """
          - name: SupportedLanguages
            description: The languages the service can translate.
            properties:
              - {name: languages, type: "array<string>"}
              - {name: nextPageToken, type: string}
        """, endpoints: """
          - {operationId: list_languages, method: GET, path: /v3/supportedLanguages, response: {type: SupportedLanguages}}
        """)
        XCTAssertEqual(renames(old, new), [
            "/endpoints/ListLanguages → /endpoints/list_languages", "/models/LanguagesListResponse → /models/SupportedLanguages",
        ])
    }
}
