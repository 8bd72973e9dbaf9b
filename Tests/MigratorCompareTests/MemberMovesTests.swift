import MigratorCompare
import MigratorModel
import XCTest

/// `compare` records members that moved into a new nested object (`movedTo`) only when a person would agree: the same
/// name and wire type inside exactly one added object of a new model, and either a second member moving with it or a
/// distinctive name; identity names (`id`, `name`, …) never move. (`Fixtures/Pairs/property-moved-into-object` covers the guide and the
/// migrated client end to end.)
final class MemberMovesTests: XCTestCase {
    /// The `movedTo` of every removed property of `Job`, by property key (`[]` when removed without a move).
    private func moves(old oldMembers: String, new newMembers: String, models: String = "", oldModels: String = "") throws -> [String: [String]] {
        let endpoints = """
          - {operationId: getJob, method: GET, path: /jobs, response: {type: Job}}
        """
        let old = try CompareTestSupport.nativeDocument(service: "Jobs", version: "1", models: """
          - name: Job
            properties:
              - {name: jobId, type: string, required: true}
        \(oldMembers)
        \(oldModels)
        """, endpoints: endpoints)
        let new = try CompareTestSupport.nativeDocument(service: "Jobs", version: "2", models: """
          - name: Job
            properties:
              - {name: jobId, type: string, required: true}
        \(newMembers)
        \(models)
        """, endpoints: endpoints)
        let guide = DocumentComparer().compare(old, new)
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "moves")
        var result: [String: [String]] = [:]
        for change in guide.changes where change.kind == .removed && change.element == .property {
            result[String(change.old?.split(separator: "/").last ?? "")] = change.movedTo ?? []
        }
        return result
    }

    private let buildConfig = """
      - name: BuildConfig
        properties:
          - {name: runtime, type: string}
          - {name: entryPoint, type: string}
          - {name: id, type: string}
    """

    func testMembersMovingTogetherIntoANewObject() throws {
        let found = try moves(
            old: "      - {name: runtime, type: string}\n      - {name: entry_point, type: string}",
            new: "      - {name: buildConfig, type: BuildConfig}", models: buildConfig
        )
        XCTAssertEqual(found, ["runtime": ["buildConfig", "runtime"], "entry_point": ["buildConfig", "entryPoint"]])
    }

    func testASingleMoveNeedsADistinctiveName() throws {
        XCTAssertEqual(try moves(old: "      - {name: entryPoint, type: string}", new: "      - {name: buildConfig, type: BuildConfig}", models: buildConfig),
                       ["entryPoint": ["buildConfig", "entryPoint"]])
        // One word, not part of the holder's name: could be chance.
        XCTAssertEqual(try moves(old: "      - {name: runtime, type: string}", new: "      - {name: buildConfig, type: BuildConfig}", models: buildConfig),
                       ["runtime": []])
        // One word the holder's name contains.
        XCTAssertEqual(try moves(old: "      - {name: build, type: string}", new: "      - {name: buildConfig, type: BuildSettings}", models: """
          - name: BuildSettings
            properties:
              - {name: build, type: string}
        """), ["build": ["buildConfig", "build"]])
    }

    /// Twitter v1.1 → v2: `coordinates` into the new `geo` object, both "a GeoJSON point": one word alone, but the
    /// documentation relates the two members. Descriptions that say other things, or an identity name, do not.
    func testASingleWordMovesWhenTheDescriptionsAreAlike() throws {
        let geo = """
          - name: TweetGeo
            properties:
              - {name: coordinates, type: json, description: "A GeoJSON point, longitude first."}
              - {name: place_id, type: string}
        """
        XCTAssertEqual(try moves(
            old: "      - {name: coordinates, type: json, description: \"Where it was posted, as a GeoJSON point with the longitude first.\"}",
            new: "      - {name: geo, type: TweetGeo}", models: geo
        ), ["coordinates": ["geo", "coordinates"]])
        XCTAssertEqual(try moves(
            old: "      - {name: coordinates, type: json, description: \"Pixel offsets of the crop rectangle.\"}",
            new: "      - {name: geo, type: TweetGeo}", models: geo
        ), ["coordinates": []])
        XCTAssertEqual(try moves(
            old: "      - {name: coordinates, type: json}", new: "      - {name: geo, type: TweetGeo}", models: geo
        ), ["coordinates": []])
        let named = """
          - name: Place
            properties:
              - {name: name, type: string, description: "The full name of the place."}
        """
        XCTAssertEqual(try moves(
            old: "      - {name: name, type: string, description: \"The full name of the place.\"}",
            new: "      - {name: place, type: Place}", models: named
        ), ["name": []])
    }

    func testIdentityNamesNeverMove() throws {
        // Not even with others: the new object has an id of its own.
        XCTAssertEqual(try moves(
            old: "      - {name: id, type: string}\n      - {name: runtime, type: string}\n      - {name: entryPoint, type: string}",
            new: "      - {name: buildConfig, type: BuildConfig}", models: buildConfig
        ), ["id": [], "runtime": ["buildConfig", "runtime"], "entryPoint": ["buildConfig", "entryPoint"]])
    }

    func testANamePrefixedWithTheHoldersNameMovesUnderTheRest() throws {
        // Kubernetes Ingress v1: `serviceName` and `servicePort` became `service: {name, port}`.
        let service = """
          - name: ServiceBackend
            properties:
              - {name: name, type: string}
              - {name: port, type: int32}
        """
        XCTAssertEqual(try moves(
            old: "      - {name: serviceName, type: string}\n      - {name: servicePort, type: int32}",
            new: "      - {name: service, type: ServiceBackend}", models: service
        ), ["serviceName": ["service", "name"], "servicePort": ["service", "port"]])
        // Alone, `service_name` → `service` is a rename with the object-member conversion instead (no removal).
        XCTAssertEqual(try moves(old: "      - {name: service_name, type: string}", new: "      - {name: service, type: ServiceBackend}", models: service), [:])
    }

    func testAPrefixedMemberRegroupedWithAnotherIsNoRenameOfTheHolder() throws {
        // Kubernetes CRD v1: `webhookClientConfig` and `conversionReviewVersions` became `webhook: {clientConfig,
        // conversionReviewVersions}`. Renaming `webhookClientConfig` → `webhook` (a word dropped) would leave
        // `conversionReviewVersions` removed: both move.
        let webhook = """
          - name: WebhookConversion
            properties:
              - {name: clientConfig, type: ClientConfig}
              - {name: conversionReviewVersions, type: 'array<string>', required: true}
          - name: ClientConfig
            properties:
              - {name: url, type: string}
        """
        let clientConfig = """
          - name: ClientConfig
            properties:
              - {name: url, type: string}
        """
        let config = "      - {name: webhookClientConfig, type: ClientConfig, description: How to call the webhook when strategy is Webhook.}"
        let holder = "      - {name: webhook, type: WebhookConversion, description: How to call the conversion webhook when strategy is Webhook.}"
        XCTAssertEqual(try moves(
            old: config + "\n      - {name: conversionReviewVersions, type: 'array<string>'}", new: holder, models: webhook, oldModels: clientConfig
        ), ["webhookClientConfig": ["webhook", "clientConfig"], "conversionReviewVersions": ["webhook", "conversionReviewVersions"]])
        // Without the second member, the rename with the object-member conversion stays (no removal).
        XCTAssertEqual(try moves(old: config, new: holder, models: webhook, oldModels: clientConfig), [:])
    }

    func testTheTypeMustBeTheSame() throws {
        XCTAssertEqual(try moves(
            old: "      - {name: runtime, type: int32}\n      - {name: entryPoint, type: string}",
            new: "      - {name: buildConfig, type: BuildConfig}", models: buildConfig
        ), ["runtime": [], "entryPoint": ["buildConfig", "entryPoint"]])
    }

    func testTwoPossibleObjectsAreAmbiguous() throws {
        let found = try moves(
            old: "      - {name: entryPoint, type: string}",
            new: "      - {name: buildConfig, type: BuildConfig}\n      - {name: serviceConfig, type: ServiceConfig}",
            models: buildConfig + "\n" + """
          - name: ServiceConfig
            properties:
              - {name: entryPoint, type: string}
        """
        )
        XCTAssertEqual(found, ["entryPoint": []])
    }

    func testAnObjectOfAModelTheOldVersionHadIsNoNewGrouping() throws {
        let found = try moves(
            old: "      - {name: entryPoint, type: string}", new: "      - {name: buildConfig, type: BuildConfig}",
            models: buildConfig, oldModels: buildConfig
        )
        XCTAssertEqual(found, ["entryPoint": []])
    }

    func testSummariesSayWhereTheMemberWent() {
        var change = Change(kind: .removed, element: .property, old: "/models/Session/properties/notificationUrl", new: nil, breaking: true, solvable: true)
        change.movedTo = ["webhook", "notificationUrl"]
        XCTAssertEqual(ChangeDescription.sentence(change), "property `Session.notificationUrl` moved into `webhook.notificationUrl`")
    }

    /// Zoom v1 → v2: `option_audio`, `option_host_video` … of a meeting became `settings: {audio, host_video, …}`; Shopify:
    /// `tracking_number`, `tracking_url` became `tracking_info: {number, url}`.
    private let settings = """
      - name: MeetingSettings
        properties:
          - {name: audio, type: string}
          - {name: host_video, type: boolean}
          - {name: id, type: string}
          - {name: url, type: string}
    """

    func testAFlattenedObjectsMembersMoveUnderTheirSharedFirstWord() throws {
        XCTAssertEqual(try moves(
            old: "      - {name: option_audio, type: string}\n      - {name: option_host_video, type: boolean}",
            new: "      - {name: settings, type: MeetingSettings}", models: settings
        ), ["option_audio": ["settings", "audio"], "option_host_video": ["settings", "host_video"]])
        // Alone, the first word set aside is no evidence unless the holder's name has it.
        XCTAssertEqual(try moves(old: "      - {name: option_audio, type: string}", new: "      - {name: settings, type: MeetingSettings}", models: settings),
                       ["option_audio": []])
        XCTAssertEqual(try moves(
            old: "      - {name: meeting_audio, type: string}", new: "      - {name: meeting_settings, type: MeetingSettings}", models: settings
        ), ["meeting_audio": ["meeting_settings", "audio"]])
        // Two different first words are two single members.
        XCTAssertEqual(try moves(
            old: "      - {name: option_audio, type: string}\n      - {name: meeting_host_video, type: boolean}",
            new: "      - {name: settings, type: MeetingSettings}", models: settings
        ), ["option_audio": [], "meeting_host_video": []])
    }

    func testAFlattenedIdentityNameNeedsTheHoldersWord() throws {
        // `option_id` and `option_url` share `option`, but `id` identifies the new object itself.
        XCTAssertEqual(try moves(
            old: "      - {name: option_id, type: string}\n      - {name: option_url, type: string}\n      - {name: option_audio, type: string}",
            new: "      - {name: settings, type: MeetingSettings}", models: settings
        ), ["option_id": [], "option_url": ["settings", "url"], "option_audio": ["settings", "audio"]])
        XCTAssertEqual(try moves(old: "      - {name: tracking_id, type: string}", new: "      - {name: tracking_info, type: MeetingSettings}", models: settings),
                       ["tracking_id": ["tracking_info", "id"]])
    }

    func testAMemberBehindTheHoldersNameWinsOverAFlattenedMatchElsewhere() throws {
        // Travis v3: `author_name` is `author.name`, not `committer.name` with `author` set aside.
        let person = """
          - name: Person
            properties:
              - {name: name, type: string}
              - {name: email, type: string}
          - name: Committer
            properties:
              - {name: name, type: string}
              - {name: email, type: string}
        """
        XCTAssertEqual(try moves(
            old: "      - {name: author_name, type: string}\n      - {name: author_email, type: string}",
            new: "      - {name: author, type: Person}\n      - {name: committer, type: Committer}", models: person
        ), ["author_name": ["author", "name"], "author_email": ["author", "email"]])
    }

    /// A member that cannot move (an identity name, a flattened name without its holder's word or a partner) is no
    /// second member moving along, and two old members never move into one new member.
    func testOnlyMembersThatMoveCountAndEachNewMemberTakesOne() throws {
        let info = """
          - name: Info
            properties:
              - {name: status, type: string}
              - {name: note, type: string}
        """
        // `extra_note` cannot move (`extra` is not the holder's word and has no partner): `status` stays alone.
        XCTAssertEqual(try moves(old: "      - {name: status, type: string}\n      - {name: extra_note, type: string}",
                                 new: "      - {name: info, type: Info}", models: info), ["status": [], "extra_note": []])
        // `option_id` cannot move: `option_audio` has no partner left.
        XCTAssertEqual(try moves(old: "      - {name: option_id, type: string}\n      - {name: option_audio, type: string}",
                                 new: "      - {name: settings, type: MeetingSettings}", models: settings), ["option_id": [], "option_audio": []])
        let tracking = """
          - name: TrackingInfo
            properties:
              - {name: url, type: string}
              - {name: number, type: string}
        """
        XCTAssertEqual(try moves(
            old: "      - {name: url, type: string}\n      - {name: tracking_url, type: string}\n      - {name: tracking_number, type: string}",
            new: "      - {name: tracking_info, type: TrackingInfo}", models: tracking
        ), ["url": [], "tracking_url": [], "tracking_number": ["tracking_info", "number"]])
    }
}
