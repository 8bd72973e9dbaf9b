import Foundation
@testable import MigratorCompare
import MigratorLoader
import MigratorModel
import XCTest

/// One test per rename class of issue 11: the name relation itself (``NameEvidence``) and, end to end, what
/// `compare` reports for a small pair of documents (a rename, a rename plus a type change, or no rename).
final class RenameClassTests: XCTestCase {
    // MARK: - Name evidence

    func testCaseAndSeparatorStyles() {
        XCTAssertEqual(NameEvidence.between("first_name", "firstName")?.kind, .style)
        XCTAssertEqual(NameEvidence.between("updated_at", "updatedAt")?.kind, .style)
        XCTAssertEqual(NameEvidence.between("X-Request-Id", "x_request_id")?.kind, .style)
        XCTAssertEqual(NameEvidence.words("HTTPServerURL2Go"), ["http", "server", "url2", "go"])
        XCTAssertEqual(NameEvidence.words("V1beta1CronJob"), ["v1beta1", "cron", "job"])
    }

    func testSingularAndPluralIncludingIrregularForms() {
        XCTAssertEqual(NameEvidence.between("tag", "tags")?.kind, .plural)
        XCTAssertEqual(NameEvidence.between("category", "categories")?.kind, .plural)
        XCTAssertEqual(NameEvidence.between("status", "statuses")?.kind, .plural)
        XCTAssertEqual(NameEvidence.between("address", "addresses")?.kind, .plural)
        XCTAssertEqual(NameEvidence.between("child", "children")?.kind, .plural)
        XCTAssertEqual(NameEvidence.between("personId", "peopleIds")?.kind, .plural)
        XCTAssertEqual(NameEvidence.singular("analysis"), "analysis")
        XCTAssertEqual(NameEvidence.plural("entry"), "entries")
        XCTAssertEqual(NameEvidence.plural("box"), "boxes")
        XCTAssertEqual(NameEvidence.plural("day"), "days")
    }

    func testOneWordAddedOrRemovedAtEitherEndOrInTheMiddle() {
        XCTAssertEqual(NameEvidence.between("shippingCost", "cost")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("grossTotal", "grossTotalAmount")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("legacyLabels", "labels")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("next_source_action", "next_action")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("AlbumsPagingObject", "PagingSimplifiedAlbumObject")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("SimplifiedArtistsPagingObject", "PagingSimplifiedArtistObject")?.kind, .reordered)
        // A bound of a quantity is another value: `minimum_amount_due` is not `due_amount`.
        XCTAssertNotEqual(NameEvidence.between("minimum_amount_due", "due_amount")?.kind, .wordAddedOrRemoved)
        XCTAssertNotEqual(NameEvidence.between("retries", "maxRetries")?.kind, .wordAddedOrRemoved)
        XCTAssertEqual(NameEvidence.between("maxRetryCount", "maxRetries")?.kind, .wordAddedOrRemoved)
    }

    func testWordFormsAbbreviationsAndAcronyms() {
        XCTAssertEqual(NameEvidence.between("creationTimestamp", "createTime")?.kind, .wordForms)
        XCTAssertEqual(NameEvidence.between("eventID", "eventIdentifier")?.kind, .wordForms)
        XCTAssertEqual(NameEvidence.between("asPorts", "applicationServerPorts")?.kind, .wordForms)
        XCTAssertEqual(NameEvidence.between("WARN", "WARNING")?.kind, .wordForms)
        XCTAssertEqual(NameEvidence.between("AUTHORISED", "AUTHORIZED")?.kind, .wordForms, "British and American spelling")
        XCTAssertEqual(NameEvidence.between("organisationName", "organizationName")?.kind, .wordForms)
        XCTAssertNil(NameEvidence.between("prose", "proze"), "too short for a spelling variant")
        XCTAssertFalse(NameEvidence.isSpellingVariant("closing", "cloxing"), "only s against z")
    }

    func testOneWordSubstitutedOnlyWhenTheRestAgrees() {
        XCTAssertEqual(NameEvidence.between("gcmToken", "fcmToken")?.kind, .wordSubstituted)
        XCTAssertEqual(NameEvidence.between("eventsCount", "eventsAmount")?.kind, .wordSubstituted)
        XCTAssertNil(NameEvidence.between("gcm", "fcm"), "a single word replaced by another is no name evidence")
        XCTAssertNil(NameEvidence.between("fax", "nickname"))
        XCTAssertNil(NameEvidence.between("comment", "tracking_number"))
        XCTAssertLessThanOrEqual(NameEvidence.between("gcmToken", "fcmToken")?.weight ?? 0, 1, "a substitution alone is weak")
    }

    /// A word glued to another (`barcode`, `surname`) shares it with a name that ends in it (`scanCode`, `lastname`): a
    /// word in common. Endings that only form words (`-able`, `-ated`, `-ation`) are no shared word.
    func testAGluedWordIsSharedButAWordFormingEndingIsNot() {
        XCTAssertEqual(NameEvidence.between("barcode", "scanCode")?.kind, .sharedWord)
        XCTAssertEqual(NameEvidence.between("surname", "lastname")?.kind, .sharedWord)
        XCTAssertNil(NameEvidence.between("taxable", "purchasable"))
        XCTAssertNil(NameEvidence.between("SessionTerminated", "PaymentInitiated"))
        XCTAssertNil(NameEvidence.between("duration", "expiration"))
        XCTAssertNil(NameEvidence.between("shipment", "payment"))
    }

    /// Synonyms of the lexicon relate names (word for word), weakly; other words never do,
    /// and a substitution keeping only a reference word (`id`) names another entity.
    func testSynonymsFromTheLexiconAreWeakNameEvidence() {
        XCTAssertEqual(NameEvidence.between("supervisor", "manager")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("comments", "note")?.kind, .synonym, "compared in the singular")
        XCTAssertEqual(NameEvidence.between("uePorts", "devicePorts")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("msisdn", "phone")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("ueId", "device")?.kind, .synonymAndWord, "a synonym and a word removed")
        XCTAssertEqual(NameEvidence.between("ueId", "device")?.weight, 1, "a synonym and a word removed is the weakest evidence")
        XCTAssertNil(NameEvidence.between("id", "ref"), "reference words alone relate nothing")
        XCTAssertEqual(NameEvidence.between("supervisor", "manager")?.isWeak, true, "a contradicting description cancels it")
        XCTAssertNil(NameEvidence.between("labels", "tags"), "words APIs keep side by side are no synonyms")
        XCTAssertNil(NameEvidence.between("name", "title"))
        XCTAssertNil(NameEvidence.between("job_id", "department_id"), "only a reference word in common: another entity")
        XCTAssertEqual(NameEvidence.between("resumeUrl", "cvUrl")?.kind, .wordSubstituted)
        XCTAssertEqual(DescriptionEvidence.between("The company the contact works for.", "The organization the contact belongs to."), .different)
        XCTAssertNotEqual(
            DescriptionEvidence.betweenUpToSynonyms("The company the contact works for.", "The organization the contact belongs to."), .different,
            "a description reworded with the same synonym as the name does not contradict it"
        )
    }

    /// Common API vocabulary added after the seventh held-out part: people (teacher ~ instructor), assessment
    /// (grade ~ score ~ mark, graded ~ marked), periods, postal codes, phones, and the suffixes of a point in time
    /// (`shipDate` ~ `shippedAt`), in either order (`created_at` ~ `date_created`, closer than a synonym); a day and a
    /// time of day stay apart.
    func testGeneralVocabularyAndPointInTimeSuffixesAreSynonyms() {
        XCTAssertEqual(NameEvidence.between("teacherId", "instructorId")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("grade", "score")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("graded", "marked")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("annualFee", "yearlyFee")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("zipCode", "postalCode")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("cellPhone", "mobilePhone")?.kind, .synonym)
        // The same moment with its time word exchanged or moved is closer than a synonym (weight 2): WooCommerce's
        // v3 → v2 REST API (`created_at` → `date_created`, `completed_at` → `date_completed`), Appwrite's
        // `dateCreated` → `createdAt`. With another word exchanged too it stays a synonym (`updated_at` →
        // `date_modified`, OCPI's `stop_date_time` → `end_date_time`).
        XCTAssertEqual(NameEvidence.between("shipDate", "shippedAt")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("createdOn", "createdAt")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("created_at", "date_created")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("dateCreated", "$createdAt")?.kind, .sameMoment)
        // A time word too: CircleCI v1.1 → v2's `start_time` → `started_at`, Segment's `create_time` → `createdAt`,
        // Vimeo's `modified_date` → `modified_time`; another moment stays apart.
        XCTAssertEqual(NameEvidence.between("start_time", "started_at")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("create_time", "createdAt")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("modified_date", "modified_time")?.kind, .sameMoment)
        XCTAssertNotEqual(NameEvidence.between("start_time", "ended_at")?.kind, .sameMoment)
        XCTAssertNotEqual(NameEvidence.between("timeZone", "zoneDate")?.kind, .sameMoment)
        XCTAssertEqual(NameEvidence.between("created_at", "date_created")?.weight, 2)
        XCTAssertEqual(NameEvidence.between("updated_at", "date_modified")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("stop_date_time", "end_date_time")?.kind, .synonym)
        XCTAssertNil(NameEvidence.between("created_at", "date_deleted"))
        XCTAssertNotEqual(NameEvidence.between("startDate", "startTime")?.kind, .synonym, "a day and a time of day are kept side by side")
        XCTAssertNil(NameEvidence.between("grade", "rating"))
    }

    /// An enum case spelled with its words in other forms (`AUTHORISATION` → `AUTHORISE`) is renamed at another
    /// position; a case that only gained a word (`ADJUSTMENT` ~ `ADJUST_AUTHORISATION`) is not, without more evidence.
    func testACaseInAnotherWordFormIsRenamedAnywhere() throws {
        func actions(_ version: String, _ values: [String]) throws -> APIDocument {
            try document(version, properties: "      - {name: action, type: Action}", extraModels: """
              - name: Action
                enum: string
                cases: [\(values.map { "{value: \($0)}" }.joined(separator: ", "))]
            """)
        }
        let old = try actions("1", ["CREATED", "AUTHORISATION", "CANCEL", "ADJUSTMENT"])
        let new = try actions("2", ["CREATE", "ABORT", "CANCEL", "EXPIRE", "AUTHORISE", "ADJUST_AUTHORISATION"])
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [
            "/models/Action/cases/AUTHORISATION → /models/Action/cases/AUTHORISE", "/models/Action/cases/CREATED → /models/Action/cases/CREATE",
        ])
    }

    /// An enum case whose old description uses the new value's words (`USED` "The ticket was scanned at the door." →
    /// `scanned`) has weak name evidence; with the same position that is enough, without it or with another word not.
    func testOldCaseDescriptionNamingTheNewValueIsWeakEvidence() throws {
        XCTAssertTrue(DescriptionEvidence.mentions("scanned", in: "The ticket was scanned at the door."))
        XCTAssertTrue(DescriptionEvidence.mentions("in_transit", in: "The parcel is in transit."), "words of 3+ letters only")
        XCTAssertFalse(DescriptionEvidence.mentions("scanned", in: "The ticket was used at the door."))
        XCTAssertFalse(DescriptionEvidence.mentions("on", in: "The meter is on."), "no word of 3+ letters: no mention")
        func states(_ version: String, _ cases: String) throws -> APIDocument {
            try document(version, properties: "      - {name: state, type: State}", extraModels: """
              - name: State
                description: A ticket's state.
                enum: string
                cases:
            \(cases)
            """)
        }
        let old = try states("1", """
                  - {value: VALID, description: "The ticket can be used."}
                  - {value: USED, description: "The ticket was scanned at the door."}
        """)
        let new = try states("2", """
                  - {value: VALID, description: "The ticket can be used."}
                  - {value: scanned, description: "The ticket has been scanned at the entrance."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), ["/models/State/cases/USED → /models/State/cases/scanned"])
        let elsewhere = try states("2", """
                  - {value: scanned, description: "The ticket has been scanned at the entrance."}
                  - {value: VALID, description: "The ticket can be used."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, elsewhere)), [], "a mention alone, at another position, is not enough")
        let unrelated = try states("2", """
                  - {value: VALID, description: "The ticket can be used."}
                  - {value: refunded, description: "The buyer got the money back."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, unrelated)), [])
    }

    func testVersionOnlyDifferencesAreNotRenames() {
        XCTAssertNil(NameEvidence.between("python3.7", "python3.8"))
        XCTAssertNil(NameEvidence.between("serverIpv4", "serverIpv6"))
        XCTAssertNotNil(NameEvidence.between("V1beta1CronJob", "V1CronJob"), "a version prefix of a longer name is not a version-only change")
    }

    func testListWrapperConvention() {
        XCTAssertTrue(NameEvidence.isListWrapperRename(old: "entries", new: "workflow_runs", itemModel: "WorkflowRun"))
        XCTAssertTrue(NameEvidence.isListWrapperRename(old: "items", new: "categories", itemModel: "Category"))
        XCTAssertTrue(NameEvidence.isListWrapperRename(old: "data", new: "foos", itemModel: "Foo"))
        XCTAssertFalse(NameEvidence.isListWrapperRename(old: "pets", new: "foos", itemModel: "Foo"), "only a generic old name")
        XCTAssertFalse(NameEvidence.isListWrapperRename(old: "results", new: "bars", itemModel: "Foo"), "only the item model's plural")
    }

    func testDescriptionEvidence() {
        XCTAssertEqual(DescriptionEvidence.between("The fee.", "The fee."), .same)
        XCTAssertEqual(DescriptionEvidence.between("ZIP code.", "Postal code (the ZIP code in the United States)."), .similar)
        XCTAssertEqual(DescriptionEvidence.between("Display name of the plan.", "A brief description of the plan, hidden from customers."), .different)
        XCTAssertEqual(DescriptionEvidence.between(nil, "Anything."), .none)
        XCTAssertTrue(DescriptionEvidence.mirrorsNameChange(
            oldName: "sourceImage", newName: "sourceSnapshot",
            oldDescription: "The source image used to create this disk.", newDescription: "The source snapshot used to create this disk."
        ))
    }

    // MARK: - End to end

    /// A one-model, one-endpoint document with the given property lines.
    private func document(_ version: String, properties: String, extraModels: String = "") throws -> APIDocument {
        let text = """
        migrator-document: "1"
        service: {name: Shop, version: "\(version)"}
        servers: [{url: "https://shop.example.com"}]
        models:
          - name: Customer
            description: A customer.
            properties:
        \(properties)
        \(extraModels)
        endpoints:
          - operationId: getCustomer
            method: GET
            path: /customers/{id}
            parameters:
              - {name: id, in: path, type: string, required: true}
            response: {type: Customer}
        """
        return try DocumentLoader().load(data: Data(text.utf8), file: "customer-\(version).yaml").document
    }

    /// The renames of a comparison as `old key → new key`.
    private func renames(_ guide: MigrationGuide) -> [String] {
        guide.changes.filter { $0.kind == .renamed }.map { "\($0.old ?? "") → \($0.new ?? "")" }
    }

    /// A synonym with the same type and place is a rename; the same synonym with another type and a contradicting
    /// description is not, and neither is an unrelated name at the same place.
    func testSynonymNeedsAgreeingStructureAndNoContradictingDescription() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: supervisor, type: string, description: "The ID of the direct supervisor."}
              - {name: comment, type: string, description: "Free text about the customer."}
        """)
        let renamed = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: manager, type: string, description: "The ID of the manager."}
              - {name: comment, type: string, description: "Free text about the customer."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, renamed)), ["/models/Customer/properties/supervisor → /models/Customer/properties/manager"])
        let unrelated = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: manager, type: int32, description: "How many stores the customer runs as a franchise holder."}
              - {name: comment, type: string, description: "Free text about the customer."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, unrelated)), [])
    }

    /// `getCustomer` on `/customer/{id}` → `getCustomerById` on `/customers/{id}`: the suffix names the path parameter.
    func testOperationIdGainingByPathParameterIsARename() throws {
        func endpoint(_ operationId: String, _ path: String) throws -> APIDocument {
            let text = """
            migrator-document: "1"
            service: {name: Shop, version: "1"}
            servers: [{url: "https://shop.example.com"}]
            endpoints:
              - operationId: \(operationId)
                method: GET
                path: \(path)
                parameters:
                  - {name: id, in: path, type: string, required: true}
            """
            return try DocumentLoader().load(data: Data(text.utf8), file: "\(operationId).yaml").document
        }
        let guide = DocumentComparer().compare(try endpoint("getCustomer", "/customer/{id}"), try endpoint("getCustomerById", "/customers/{id}"))
        XCTAssertEqual(renames(guide), ["/endpoints/getCustomer → /endpoints/getCustomerById"])
        XCTAssertTrue(guide.changes.first { $0.kind == .renamed }?.evidence?.contains("By<path parameter> suffix set aside") == true)
        let other = DocumentComparer().compare(try endpoint("getCustomer", "/customer/{id}"), try endpoint("getCustomerByEmail", "/customers/{id}"))
        XCTAssertEqual(renames(other), [], "a By-suffix that names no path parameter leaves two words added")
    }

    func testStyleRenameIsFoundWithoutAnyOtherEvidence() throws {
        let old = try document("1", properties: "      - {name: first_name, type: string}\n      - {name: id, type: string, required: true}")
        let new = try document("2", properties: "      - {name: firstName, type: string}\n      - {name: id, type: string, required: true}")
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), ["/models/Customer/properties/first_name → /models/Customer/properties/firstName"])
    }

    func testRenameWithTypeChangeIsARenamePlusATypeChangeNeedingADecision() throws {
        let address = """
          - name: Address
            description: A postal address.
            properties:
              - {name: street, type: string, description: "Street and number."}
        """
        let old = try document("1", properties: """
              - {name: id, type: string, required: true, description: "Identifier."}
              - {name: address, type: string, description: "Where the customer lives."}
        """, extraModels: address)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true, description: "Identifier."}
              - {name: postalAddress, type: Address, description: "Where the customer lives."}
        """, extraModels: address)
        let guide = DocumentComparer().compare(old, new)
        XCTAssertEqual(renames(guide), ["/models/Customer/properties/address → /models/Customer/properties/postalAddress"])
        let typeChange = try XCTUnwrap(guide.changes.first { $0.aspect == .type })
        XCTAssertEqual(typeChange.old, "/models/Customer/properties/address")
        XCTAssertEqual(typeChange.needsDecision, true, "string → Address has no built-in conversion")
        XCTAssertNotNil(typeChange.convert)
        XCTAssertFalse(guide.changes.contains { $0.kind == .removed || $0.kind == .added }, "not a removal plus an addition")
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "rename with type change")
    }

    func testRenameWithBuiltinTypeChangeNeedsNoDecision() throws {
        let old = try document("1", properties: "      - {name: id, type: string, required: true}\n      - {name: expiry, type: int64, description: \"Seconds since the epoch.\"}")
        let new = try document("2", properties: "      - {name: id, type: string, required: true}\n      - {name: expireTime, type: date-time, description: \"When it expires.\"}")
        let guide = DocumentComparer().compare(old, new)
        XCTAssertEqual(renames(guide), ["/models/Customer/properties/expiry → /models/Customer/properties/expireTime"])
        XCTAssertEqual(guide.changes.filter { $0.aspect == .type }.count, 1)
    }

    func testTwoUnrelatedBooleansAtTheSamePlaceAreNotPaired() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: newsletter, type: boolean, description: "Whether the customer receives the newsletter."}
              - {name: email, type: string}
        """)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: verified, type: boolean, description: "Whether the identity was checked."}
              - {name: email, type: string}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [])
    }

    /// A member that starts or stops naming its own model (`name` → `customerName` in `Customer`) is renamed even when
    /// little else agrees; words of another model's name (`taxTotal`) are not that evidence (the scorer also asks for
    /// the same type).
    func testAMemberNamedAfterItsOwnModelIsRenamed() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: name, type: string, description: "How the shop addresses the person."}
              - {name: email, type: string}
        """)
        let new = try document("2", properties: """
              - {name: customerName, type: string, required: true, description: "Identifies the account holder."}
              - {name: id, type: string, required: true}
              - {name: email, type: string}
              - {name: phone, type: string}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), ["/models/Customer/properties/name → /models/Customer/properties/customerName"])
        func facts(_ name: String, owner: String) -> MemberFacts {
            var facts = MemberFacts(names: [name], index: 0, description: nil, required: false, type: "string")
            facts.owner = owner
            return facts
        }
        XCTAssertTrue(MemberRenameScorer.ownerPrefixed(facts("Name", owner: "EventDestination"), facts("EventDestinationName", owner: "EventDestination")))
        XCTAssertTrue(MemberRenameScorer.ownerPrefixed(facts("campaignPrice", owner: "campaignV2"), facts("price", owner: "priceCampaignV3")))
        XCTAssertFalse(MemberRenameScorer.ownerPrefixed(facts("total", owner: "Invoice"), facts("taxTotal", owner: "Invoice")))
        XCTAssertFalse(MemberRenameScorer.ownerPrefixed(facts("name", owner: "Customer"), facts("nameCustomer", owner: "Customer")), "words in front only")
    }

    /// A member that stops naming its own model while its type changes (`paymentDate: string` → `date: Date` in
    /// `Payment`) is a rename plus a type change; not when the descriptions say different things.
    func testAMemberNamedAfterItsOwnModelIsRenamedAcrossATypeChange() throws {
        let day = """
          - name: Day
            description: A calendar day.
            properties:
              - {name: year, type: int32}
              - {name: month, type: int32}
              - {name: day, type: int32}
        """
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: customerSince, type: string, description: "The day the customer signed up, as YYYY-MM-DD."}
              - {name: email, type: string}
        """, extraModels: day)
        // Position, neighbours and required-ness all differ, and the new member is not described: only the name speaks for
        // the pair.
        let new = try document("2", properties: """
              - {name: since, type: Day, required: true}
              - {name: email, type: string}
              - {name: id, type: string, required: true}
        """, extraModels: day)
        let guide = DocumentComparer().compare(old, new)
        XCTAssertEqual(renames(guide), ["/models/Customer/properties/customerSince → /models/Customer/properties/since"])
        XCTAssertEqual(guide.changes.first { $0.aspect == .type }?.needsDecision, true, "string → Day has no built-in conversion")
        CompareTestSupport.assertApplyYieldsNew(old, guide, new, "owner prefix dropped with a type change")
        let unrelated = try document("2", properties: """
              - {name: since, type: Day, required: true, description: "Start of the current loyalty tier period."}
              - {name: email, type: string}
              - {name: id, type: string, required: true}
        """, extraModels: day)
        let unrelatedGuide = DocumentComparer().compare(old, unrelated)
        XCTAssertEqual(renames(unrelatedGuide), [], "descriptions that disagree are no rename across a type change")
    }

    /// The same event word with its time word moved (Appwrite's `dateCreated: int32` "(Unix time)" → `$createdAt: string`
    /// "(ISO 8601)") is a naming convention changed: a rename plus a type change even where nothing else agrees. A
    /// related form of the event word (`shipDate` → `shippedAt`: a planned day, or when it happened) is not that close;
    /// nor is a pair whose descriptions say different things.
    func testTheSameEventWithItsTimeWordMovedIsRenamed() throws {
        func pair(_ oldName: String, _ oldDescription: String, _ newName: String, _ newDescription: String) throws -> [String] {
            let old = try document("1", properties: """
                  - {name: id, type: string, required: true}
                  - {name: \(oldName), type: int32, required: true, description: "\(oldDescription)"}
                  - {name: total, type: int32}
            """)
            let new = try document("2", properties: """
                  - {name: \(newName), type: string, description: "\(newDescription)"}
                  - {name: updatedAt, type: string, description: "When the team was last changed (ISO 8601)."}
                  - {name: id, type: string, required: true}
                  - {name: total, type: int32}
            """)
            return renames(DocumentComparer().compare(old, new))
        }
        XCTAssertEqual(
            try pair("dateCreated", "When the team was created (Unix time).", "createdAt", "When the team was created (ISO 8601)."),
            ["/models/Customer/properties/dateCreated → /models/Customer/properties/createdAt"]
        )
        XCTAssertEqual(try pair("shipDate", "When the team was created (Unix time).", "shippedAt", "When the team was created (ISO 8601)."), [])
        XCTAssertEqual(try pair("dateCreated", "When the team was created (Unix time).", "createdAt", "Start of the billing period."), [])
        XCTAssertTrue(MemberRenameScorer.sameEventWords("created_on", "createdAt"))
        XCTAssertFalse(MemberRenameScorer.sameEventWords("shipDate", "shippedAt"))
    }

    /// A new member named after the old one with other words after it (`service` → `serviceAccountEmail`) names
    /// something of it: its description naming the old member is no evidence. With a reference word after it
    /// (`location` → `location_id`) it is the same thing by its identifier.
    func testANameWithAnotherLastWordNamesSomethingElse() throws {
        XCTAssertTrue(MemberRenameScorer.extendsAtTheEnd("service", "serviceAccountEmail"))
        XCTAssertFalse(MemberRenameScorer.extendsAtTheEnd("location", "location_id"))
        XCTAssertFalse(MemberRenameScorer.extendsAtTheEnd("region", "edgeCloudRegion"), "words in front keep what the member is")
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: service, type: string, description: "The service that emits the events."}
        """)
        let new = try document("2", properties: """
              - {name: serviceAccountEmail, type: string, description: "The email of the account the service runs as."}
              - {name: id, type: string, required: true}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [])
    }

    /// A flag replaced by a structure (`assigned: boolean` → `assignment: Assignment`) is another member, even with the
    /// same words in other forms and a description naming it (the rule leaves enums alone: a flag may become one).
    func testAFlagBecomeAStructureIsNotARename() throws {
        let assignment = """
          - name: Assignment
            properties:
              - {name: companyId, type: string}
              - {name: status, type: string}
        """
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: assigned, type: boolean, description: "Whether the terminal is assigned (see the assignment status)."}
        """)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: assignment, type: Assignment, description: "Where the terminal is assigned, and its assignment status."}
        """, extraModels: assignment)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [])
    }

    /// Without any name relation, a short description whose few words all appear in the other one is no evidence: the
    /// descriptions must share most of their words (`Role` is not `FunctionArn` because both mention an ARN and Lambda).
    func testAFewWordsOfADescriptionFoundInAnotherAreNoEvidenceWithoutTheName() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: Role, type: string, description: "ARN of the invocation role Lambda assumes to read the stream and call the function."}
        """)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: FunctionArn, type: string, description: "ARN of the Lambda function."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [])
        XCTAssertEqual(DescriptionEvidence.between("ARN of the invocation role Lambda assumes to read the stream and call the function.", "ARN of the Lambda function."), .similar,
                       "with a related name the same descriptions still count as similar")
    }

    /// A map or list replaced by the reference to one item (`variations` → `variation_id`) is not a rename, even where
    /// the new description names the old member; the list itself growing a reference word (`tags` → `tag_ids`) is one.
    func testACollectionBecomeAReferenceToOneItemIsNotARename() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: variations, type: "map<string>", description: "The attributes of the chosen variation."}
              - {name: tags, type: "array<string>", description: "The tags of the item."}
        """)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: variation_id, type: integer, description: "ID of the variation, when there is one."}
              - {name: tag_ids, type: "array<string>", description: "The tags of the item."}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), ["/models/Customer/properties/tags → /models/Customer/properties/tag_ids"])
    }

    /// `address1`, `address2` → `street1`, `street2` (Recurly v2 → v3; BigCommerce `street_1` → `address1`): a numbered
    /// series renamed as a whole is a rename; one numbered member alone, or series with other numbers, is not.
    func testANumberedSeriesRenamedAsAWhole() throws {
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: address1, type: string}
              - {name: address2, type: string}
              - {name: city, type: string}
        """)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: street1, type: string}
              - {name: street2, type: string}
              - {name: city, type: string}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)).sorted(), [
            "/models/Customer/properties/address1 → /models/Customer/properties/street1",
            "/models/Customer/properties/address2 → /models/Customer/properties/street2",
        ])
        let one = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: street1, type: string}
              - {name: city, type: string}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, one)), [], "another series: one member")
        XCTAssertEqual(MemberRenameScorer.numberedSeries("address1", "street1", ["address1"], ["street1"]), false, "a lone member")
        XCTAssertEqual(MemberRenameScorer.numberedSeries("address1", "street1", ["address1", "address2"], ["street1", "street3"]), false)
        XCTAssertEqual(MemberRenameScorer.numberedSeries("street_1", "address1", ["street_1", "street_2"], ["address1", "address2"]), true)
    }

    /// Siblings reworded together: `trial_interval_length`, `trial_interval_unit` → `trial_length`, `trial_unit` (the same
    /// word dropped from both; Travis v3 `commit_id`, `build_id` → `commit`, `build`) are renames; one name that could make
    /// the edit with two partners (`author_name`, `author_email` → `author`) makes none.
    func testSiblingsRewordedTogether() throws {
        XCTAssertEqual(MemberRenameScorer.sharedWordEdits(
            old: ["trial_interval_length", "trial_interval_unit", "name"], new: ["trial_length", "trial_unit", "name"]
        ), ["trial_interval_length\u{0}trial_length": "interval", "trial_interval_unit\u{0}trial_unit": "interval"])
        XCTAssertEqual(MemberRenameScorer.sharedWordEdits(old: ["trialIntervalLength"], new: ["trialLength"]), [:], "one pair alone")
        XCTAssertEqual(MemberRenameScorer.sharedWordEdits(
            old: ["author_name", "author_email", "committer_name", "committer_email"], new: ["author", "committer"]
        ), [:], "each new name has two partners")
        // Travis v2 → v3: ids became the objects they name, in every sibling at once.
        let models = """
          - name: Commit
            properties:
              - {name: id, type: int64}
              - {name: sha, type: string}
          - name: Build
            properties:
              - {name: id, type: int64}
              - {name: number, type: string}
        """
        let old = try document("1", properties: """
              - {name: id, type: string, required: true}
              - {name: commit_id, type: int64}
              - {name: build_id, type: int64}
        """, extraModels: models)
        let new = try document("2", properties: """
              - {name: id, type: string, required: true}
              - {name: build, type: Build}
              - {name: commit, type: Commit}
        """, extraModels: models)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)).sorted(), [
            "/models/Customer/properties/build_id → /models/Customer/properties/build",
            "/models/Customer/properties/commit_id → /models/Customer/properties/commit",
        ])
    }

    func testModelsThatOnlyShareMembersAreNotRenamed() throws {
        let old = try document("1", properties: "      - {name: id, type: string, required: true}\n      - {name: tag, type: Tag}", extraModels: """
          - name: Tag
            description: A label attached to customers.
            properties:
              - {name: id, type: int64, required: true}
              - {name: name, type: string, required: true}
        """)
        let new = try document("2", properties: "      - {name: id, type: string, required: true}\n      - {name: region, type: Region}", extraModels: """
          - name: Region
            description: A sales territory.
            properties:
              - {name: id, type: int64, required: true}
              - {name: name, type: string, required: true}
        """)
        XCTAssertEqual(renames(DocumentComparer().compare(old, new)), [])
    }

    func testAModelThatGrewIsRecognisedByTheMembersItKept() throws {
        // `TraceSpan` → `Span` (Cloud Trace v1 → v2): six of seven members kept, six added; no place of use in common.
        let old = try CompareTestSupport.nativeDocument(service: "Trace", version: "1", models: """
          - name: TraceSpan
            description: One timed operation inside a trace.
            properties:
              - {name: spanId, type: string}
              - {name: name, type: string}
              - {name: startTime, type: date-time}
              - {name: endTime, type: date-time}
              - {name: parentSpanId, type: string}
              - {name: labels, type: "map<string>"}
              - {name: kind, type: string}
          - name: Trace
            properties:
              - {name: spans, type: "array<TraceSpan>"}
        """)
        let new = try CompareTestSupport.nativeDocument(service: "Trace", version: "2", models: """
          - name: Span
            description: One timed operation inside a trace.
            properties:
              - {name: spanId, type: string}
              - {name: name, type: string}
              - {name: startTime, type: date-time}
              - {name: endTime, type: date-time}
              - {name: parentSpanId, type: string}
              - {name: attributes, type: "map<string>"}
              - {name: spanKind, type: string}
              - {name: status, type: int32}
              - {name: childSpanCount, type: int32}
              - {name: sameProcessAsParentSpan, type: boolean}
              - {name: links, type: "array<string>"}
              - {name: stackTrace, type: string}
          - name: BatchWriteSpansRequest
            properties:
              - {name: spans, type: "array<Span>"}
        """)
        XCTAssertTrue(CompareTestSupport.renames(old, new).contains("/models/TraceSpan → /models/Span"))
        // The same members kept by a model that shrank to them are no such evidence.
        XCTAssertFalse(CompareTestSupport.renames(new, old).contains("/models/Span → /models/TraceSpan"))
    }

    func testAModelNamedTheSameInAnotherStyleNeedsOnlyAThirdOfItsMembers() throws {
        // PayPal Invoicing v1 → v2: `refund-detail` → `refund_detail`, reshaped (2 of 6 members by key, 1 by name).
        let old = try CompareTestSupport.nativeDocument(service: "Invoicing", version: "1", models: """
          - name: refund-detail
            properties:
              - {name: type, type: string}
              - {name: transaction_id, type: string}
              - {name: date, type: date-time}
              - {name: note, type: string}
              - {name: amount, type: string}
        """)
        let new = try CompareTestSupport.nativeDocument(service: "Invoicing", version: "2", models: """
          - name: refund_detail
            properties:
              - {name: type, type: string}
              - {name: refund_id, type: string}
              - {name: refund_date, type: date}
              - {name: amount, type: string}
              - {name: method, type: string}
        """)
        // `date` → `refund_date`: the owner's word put in front, with the same description, across `date-time` → `date`.
        XCTAssertEqual(CompareTestSupport.renames(old, new), [
            "/models/refund-detail → /models/refund_detail", "/models/refund-detail/properties/date → /models/refund_detail/properties/refund_date",
        ])
    }
}
