import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence for endpoints and their query parameters added when the twenty-third to twenty-eighth held-out parts
/// were unsealed for tuning: operation ids whose words moved, whose method word or `By…` suffix changed, reads that
/// list (also as `find` or `get all`), items named by a required `id` query parameter, RPC commands kept under resource
/// routes, query roles, related ids with the only exchange of their model, paths behind a new prefix, and run-on ids.
final class OperationIdRenameTests: ConventionRenameTestCase {
    /// BigCommerce v3 put the catalog under `/catalog` and renamed `getProduct` to `getProductById`: the number of
    /// `getProducts` does not make one item and the collection one endpoint when the release's route change pairs
    /// each with its own.
    func testSingularAndPluralOperationIdsOfAnItemAndACollectionStayApart() throws {
        let old = try document("2", endpoints: [
            endpoint("listProducts", "/products", query: ["keyword"]), endpoint("getProduct", "/products/{id}"),
            endpoint("listProductImages", "/products/{product_id}/images"),
        ].joined(separator: "\n"))
        let new = try document("3", endpoints: [
            endpoint("getProducts", "/catalog/products", query: ["keyword"]), endpoint("getProductById", "/catalog/products/{product_id}"),
            endpoint("getProductImages", "/catalog/products/{product_id}/images"),
        ].joined(separator: "\n"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/getProduct → /endpoints/getProductById"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/listProducts → /endpoints/getProducts"), "\(found)")
        XCTAssertTrue(ComparisonState.addressesItem(try XCTUnwrap(old.endpoints.first { $0.operationId == "getProduct" })))
        XCTAssertFalse(ComparisonState.addressesItem(try XCTUnwrap(old.endpoints.first)))
    }

    /// SendGrid v2's `GET /bounces.get.json` listed bounces (no address asked for, an array returned): it continues as
    /// `GET /suppression/bounces`, not as the read of one bounce. A read naming its item stays a read.
    func testAnActionRouteReadReturningAnArrayLists() throws {
        let models = "  - {name: Bounce, properties: [{name: email, type: string}]}"
        let old = try document("2", models: models, endpoints: [
            endpoint("bouncesGet", "/bounces.get.json", query: ["days"], response: "array<Bounce>"),
            endpoint("bouncesDelete", "/bounces.delete.json", method: "POST", query: ["email"]),
        ].joined(separator: "\n"))
        let new = try document("3", models: models, endpoints: [
            endpoint("GET_suppression-bounces", "/suppression/bounces", query: ["days"], response: "array<Bounce>"),
            endpoint("GET_suppression-bounces-email", "/suppression/bounces/{email}", response: "array<Bounce>"),
            endpoint("DELETE_suppression-bounces-email", "/suppression/bounces/{email}", method: "DELETE"),
        ].joined(separator: "\n"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/bouncesGet → /endpoints/GET_suppression-bounces"), "\(found)")
        XCTAssertFalse(found.contains("/endpoints/bouncesGet → /endpoints/GET_suppression-bounces-email"), "\(found)")
        let read = try XCTUnwrap(try document("2", models: models, endpoints: "  - {operationId: bounceGet, method: GET, path: /bounce/get.json, parameters: [{name: email, in: query, type: string, required: true}], response: {type: \"array<Bounce>\"}}").endpoints.first)
        XCTAssertEqual(ActionRoutes.action(read)?.action, .read, "an address asked for: the read of one item")
    }

    /// WhatsApp's Cloud API: `deleteMediaById`, `DELETE /media/{media-id}` → `deleteMedia`, `DELETE /{media-id}` (`ById`
    /// names the parameter's last word), and `postBusinessProfile` → `updateBusinessProfile`, both `POST` (`post` named
    /// the method, not the operation). `getTag` → `listTags` stays apart: `get` names a read.
    func testOperationIdsWithAByIdSuffixOrAMethodWordReplaced() throws {
        let old = try document("1", endpoints: [
            endpoint("deleteMediaById", "/media/{media-id}", method: "DELETE"),
            endpoint("postBusinessProfile", "/settings/business/profile", method: "POST"),
            endpoint("getTag", "/repositories/{name}/tags/{tag}"),
        ].joined(separator: "\n"))
        let new = try document("2", endpoints: [
            endpoint("deleteMedia", "/{media-id}", method: "DELETE"),
            endpoint("updateBusinessProfile", "/{phone-number-id}/whatsapp_business_profile", method: "POST"),
            endpoint("listTags", "/{name}/tags/list"),
        ].joined(separator: "\n"))
        let found = renames(old, new).filter { !$0.contains("/parameters/") }
        XCTAssertEqual(found, [
            "/endpoints/deleteMediaById → /endpoints/deleteMedia", "/endpoints/postBusinessProfile → /endpoints/updateBusinessProfile",
        ])
        XCTAssertEqual(ComparisonState.operationIdWithoutPathParameterSuffix(try XCTUnwrap(old.endpoints.first)), "delete_media")
    }

    /// OneDrive 1.0 took OData's query options: `limit` → `$top`, `sort_by` → `$orderby`, the only ones of their roles on
    /// both sides. WordPress's `orderby` (a field) and `order` (a direction) are two roles.
    func testODataQueryOptionsAndSortRoles() throws {
        let old = try document("5", endpoints: endpoint("listChildren", "/folders/{id}/files", query: ["limit", "sort_by", "order"]))
        let new = try document("1", endpoints: endpoint("listChildren", "/folders/{id}/files", query: ["$top", "$orderby", "sortOrder"]))
        XCTAssertEqual(renames(old, new), [
            "/endpoints/listChildren/parameters/query/limit → /endpoints/listChildren/parameters/query/$top",
            "/endpoints/listChildren/parameters/query/order → /endpoints/listChildren/parameters/query/sortOrder",
            "/endpoints/listChildren/parameters/query/sort_by → /endpoints/listChildren/parameters/query/$orderby",
        ])
        // Vend 2.0: `page` (a page number) gone, `page_size` added: a word apart, but two roles.
        let paged = renames(try document("0.9", endpoints: endpoint("listConsignments", "/consignments", query: ["page", "since"])),
                            try document("2.0", endpoints: endpoint("listConsignments", "/consignments", query: ["page_size", "after"])))
        XCTAssertFalse(paged.contains { $0.contains("query/page →") }, "\(paged)")
        XCTAssertEqual(NameLexicon.sharedQueryRole("orderby", "sort"), "sort field")
        XCTAssertNil(NameLexicon.sharedQueryRole("orderby", "order"))
    }

    /// Zotero v3 swapped its sort parameters: the old `order` (the field) and `sort` ("asc or desc.") became `sort` (the
    /// field) and `direction` ("asc or desc."). `order` and `direction` are the only sort-direction names left unmatched,
    /// but `direction` says what the kept `sort` said: it continues that one, and `order` is no rename of it. Without
    /// that description the role pairs them.
    func testARoleNameThatTookAKeptParametersDescriptionIsNoRename() throws {
        func listItems(_ parameters: [(String, String)]) -> String {
            let list = parameters.map { "{name: \($0.0), in: query, type: string, description: \"\($0.1)\"}" }
            return "  - {operationId: listItems, method: GET, path: \"/users/{userId}/items\", parameters: [{name: userId, in: path, type: string, required: true}, \(list.joined(separator: ", "))]}"
        }
        let (field, direction) = ("Field to sort by: dateAdded, title, creator.", "asc or desc.")
        let old = try document("2", endpoints: listItems([("order", field), ("sort", direction)]))
        XCTAssertEqual(renames(old, try document("3", endpoints: listItems([("sort", field), ("direction", direction)]))), [])
        XCTAssertEqual(renames(old, try document("3", endpoints: listItems([("sort", field), ("direction", "Ascending or descending.")]))), [
            "/endpoints/listItems/parameters/query/order → /endpoints/listItems/parameters/query/direction",
        ])
    }

    /// Eventbrite v2 named the item of `GET /json/event_get` in a required `id` query parameter: `event_get` reads one
    /// event, as `retrieveEvent`, `GET /events/{event_id}` does; `event_search` is no such read.
    func testARequiredIdQueryParameterNamesTheItem() throws {
        let old = try document("2", endpoints: [
            "  - {operationId: event_get, method: GET, path: /json/event_get, parameters: [{name: id, in: query, type: string, required: true}]}",
            endpoint("event_search", "/json/event_search", query: ["keywords"]),
        ].joined(separator: "\n"))
        let new = try document("3", endpoints: [endpoint("retrieveEvent", "/events/{event_id}"), endpoint("searchEvents", "/events/search", query: ["q"])].joined(separator: "\n"))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/endpoints/event_get → /endpoints/retrieveEvent"), "\(found)")
        XCTAssertTrue(ComparisonState.namesItem(try XCTUnwrap(old.endpoints.first), besides: "get"))
        XCTAssertFalse(ComparisonState.namesItem(try XCTUnwrap(old.endpoints.last), besides: "search"))
    }

    /// WordPress `wp/v2`: `getComments`, `GET /posts/{id}/comments` → `listComments`, `GET /comments`. A read of a plural
    /// noun on a collection route lists it; a read of one item (`getComment`) does not.
    func testAReadOfAPluralNounOnACollectionIsAList() throws {
        let old = try document("1", endpoints: [endpoint("getComments", "/posts/{id}/comments"), endpoint("getComment", "/posts/{id}/comments/{comment}")].joined(separator: "\n"))
        let new = try document("2", endpoints: [endpoint("listComments", "/wp/v2/comments", query: ["post"]), endpoint("retrieveComment", "/wp/v2/comments/{id}")].joined(separator: "\n"))
        let found = renames(old, new).filter { !$0.contains("/parameters/") }
        XCTAssertTrue(found.contains("/endpoints/getComments → /endpoints/listComments"), "\(found)")
        XCTAssertFalse(found.contains("/endpoints/getComment → /endpoints/listComments"), "\(found)")
        let singular = renames(try document("1", endpoints: endpoint("getInbox", "/users/{id}/inbox")),
                               try document("2", endpoints: endpoint("listInbox", "/v2/inbox/messages")))
        XCTAssertFalse(singular.contains("/endpoints/getInbox → /endpoints/listInbox"), "a singular noun names no collection: \(singular)")
        XCTAssertTrue(ComparisonState.readsPlural(try XCTUnwrap(old.endpoints.first)))
        XCTAssertFalse(ComparisonState.readsPlural(try XCTUnwrap(old.endpoints.last)))
    }

    /// Eventbrite v3 reordered its operation ids (`organizer_list_events` → `listEventsByOrganizer`): the same words,
    /// `by` aside, the same method and the same response. `getUserGroups` and `getGroupUsers` return different models.
    func testTheSameOperationWordsInAnotherOrderWithTheSameResponse() throws {
        let models = """
          - {name: Event, properties: [{name: id, type: string}]}
          - {name: Group, properties: [{name: id, type: string}, {name: title, type: string}]}
          - {name: User, properties: [{name: id, type: string}, {name: email, type: string}]}
        """
        let old = try document("2", models: models, endpoints: [
            endpoint("organizer_list_events", "/json/organizer_list_events", query: ["id"], response: "array<Event>"),
            endpoint("getUserGroups", "/users/{id}/groups", response: "array<Group>"),
        ].joined(separator: "\n"))
        let new = try document("3", models: models, endpoints: [
            endpoint("listEventsByOrganizer", "/organizers/{organizer_id}/events", response: "array<Event>"),
            endpoint("getGroupUsers", "/groups/{group_id}/users", response: "array<User>"),
        ].joined(separator: "\n"))
        let found = renames(old, new).filter { !$0.contains("/parameters/") }
        XCTAssertEqual(found, ["/endpoints/organizer_list_events → /endpoints/listEventsByOrganizer"])
    }

    /// Opsgenie v2: `assignOwner` → `assignAlert`, both `POST` with the same `AssignRequest` body and the same first
    /// word (the responses changed model). Two removed operations sending one body say nothing of which continues.
    func testTheSameFirstWordAndTheOnlyRequestBodyMakeOneEndpoint() throws {
        let oldModels = """
          - {name: AssignRequest, properties: [{name: owner, type: string}, {name: note, type: string}]}
          - {name: StatusResponse, properties: [{name: status, type: string}, {name: code, type: int32}]}
        """
        let newModels = """
          - {name: AssignRequest, properties: [{name: owner, type: string}, {name: note, type: string}]}
          - {name: SuccessResponse, properties: [{name: result, type: string}, {name: took, type: double}, {name: requestId, type: string}]}
        """
        func body(_ id: String, _ path: String, _ response: String, parameters: String = "") -> String {
            "  - {operationId: \(id), method: POST, path: \"\(path)\", parameters: [\(parameters){name: body, in: body, type: AssignRequest, required: true}], response: {type: \(response)}}"
        }
        let new = try document("2", models: newModels, endpoints: body(
            "assignAlert", "/v2/alerts/{identifier}/assign", "SuccessResponse", parameters: "{name: identifier, in: path, type: string, required: true}, "
        ))
        let old = try document("1", models: oldModels, endpoints: body("assignOwner", "/v1/json/alert/assign", "StatusResponse"))
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }, ["/endpoints/assignOwner → /endpoints/assignAlert"])
        let two = try document("1", models: oldModels, endpoints: [
            body("assignOwner", "/v1/json/alert/assign", "StatusResponse"), body("addNote", "/v1/json/alert/note", "StatusResponse"),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(two, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }, [], "two old operations sent that body")
    }

    /// Brightcove's CMS API kept its command names in another style under resource routes: `delete_video`, `POST
    /// /post/delete_video` → `DeleteVideo`, `DELETE /videos/{video_id}`, the method the one `delete` names; `get_video`
    /// is no `DELETE`. Trakt v2: `movieSummary` → `moviesSummary` (`movies` is `movie`, not `movy`).
    func testTheSameIdUnderTheMethodItsActionNames() throws {
        let old = try document("1", endpoints: [
            endpoint("delete_video", "/post/delete_video", method: "POST", query: ["video_id"]), endpoint("movieSummary", "/movie/summary.json/{title}"),
        ].joined(separator: "\n"))
        let new = try document("2", endpoints: [
            endpoint("DeleteVideo", "/videos/{video_id}", method: "DELETE"), endpoint("moviesSummary", "/movies/{id}"),
        ].joined(separator: "\n"))
        let found = renames(old, new).filter { !$0.contains("/parameters/") }
        XCTAssertEqual(found, ["/endpoints/delete_video → /endpoints/DeleteVideo", "/endpoints/movieSummary → /endpoints/moviesSummary"])
        XCTAssertEqual(NameEvidence.singular("movies"), "movie")
        let read = try document("1", endpoints: endpoint("get_video", "/post/get_video", method: "POST"))
        XCTAssertNil(ComparisonState.sameIdUnderItsMethod(try XCTUnwrap(read.endpoints.first),
                                                           try XCTUnwrap(try document("2", endpoints: endpoint("GetVideo", "/videos/{id}", method: "DELETE")).endpoints.first)))
    }

    /// An id of two words or more naming no method continues under any method: ShipStation's `voidLabel`, `POST
    /// /shipments/voidlabel` → `void_label`, `PUT /v2/labels/{label_id}/void`; Withings' `notify_subscribe`, `GET` →
    /// `POST`. A one-word id (`expand`) is too general to decide alone.
    func testTheSameIdNamingNoMethodUnderAnotherMethod() throws {
        let old = try document("1", endpoints: [
            endpoint("voidLabel", "/shipments/voidlabel", method: "POST", query: ["shipmentId"]),
            endpoint("notify_subscribe", "/notify/subscribe", query: ["callbackurl"]),
        ].joined(separator: "\n"))
        let new = try document("2", endpoints: [
            endpoint("void_label", "/v2/labels/{label_id}/void", method: "PUT"),
            endpoint("notify-subscribe", "/notify/subscribe", method: "POST", query: ["callbackurl"]),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new).filter { !$0.contains("/parameters/") }, [
            "/endpoints/notify_subscribe → /endpoints/notify-subscribe", "/endpoints/voidLabel → /endpoints/void_label",
        ])
        let expand = try document("1", endpoints: endpoint("expand", "/v3/expand"))
        XCTAssertNil(ComparisonState.sameIdUnderItsMethod(try XCTUnwrap(expand.endpoints.first),
                                                           try XCTUnwrap(try document("2", endpoints: endpoint("Expand", "/v4/expand", method: "POST")).endpoints.first)))
    }

    /// Brightcove's Media API → CMS API: `find_all_playlists` → `GetPlaylists` and `find_playlist_by_id?playlist_id=…`
    /// → `GetPlaylistById` (`/playlists/{playlist_id}`). `find` reads, `find all` lists, and an id ending in `by id` with
    /// a required `…_id` query parameter reads one item, so neither pairs with the other's route. Philips Hue v1 → v2:
    /// `getAllLights` → `getLights`.
    func testFindAndGetAllNameReadsAndLists() throws {
        let old = try document("1", endpoints: """
          - {operationId: find_all_playlists, method: GET, path: /library/find_all_playlists, parameters: [{name: page_size, in: query, type: int32}]}
          - {operationId: find_playlist_by_id, method: GET, path: /library/find_playlist_by_id, parameters: [{name: playlist_id, in: query, type: string, required: true}]}
        \(endpoint("getAllLights", "/api/{username}/lights"))
        """)
        let new = try document("2", endpoints: [
            endpoint("GetPlaylists", "/accounts/{account_id}/playlists"), endpoint("GetPlaylistById", "/accounts/{account_id}/playlists/{playlist_id}"),
            endpoint("getLights", "/clip/v2/resource/light"),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new).filter { !$0.contains("/parameters/") }, [
            "/endpoints/find_all_playlists → /endpoints/GetPlaylists", "/endpoints/find_playlist_by_id → /endpoints/GetPlaylistById",
            "/endpoints/getAllLights → /endpoints/getLights",
        ])
        XCTAssertTrue(ComparisonState.findsByQueryId(try XCTUnwrap(old.endpoints.dropFirst().first)))
        XCTAssertFalse(ComparisonState.findsByQueryId(try XCTUnwrap(old.endpoints.first)), "no `by id`")
        let byTitle = try document("1", endpoints: """
          - {operationId: find_playlist_by_id, method: GET, path: /find, parameters: [{name: title, in: query, type: string, required: true}]}
          - {operationId: find_playlist_by_owner_id, method: GET, path: /find, parameters: [{name: playlist_id, in: query, type: string, required: true}]}
        """)
        XCTAssertFalse(ComparisonState.findsByQueryId(try XCTUnwrap(byTitle.endpoints.first)), "no id parameter")
        XCTAssertFalse(ComparisonState.findsByQueryId(try XCTUnwrap(byTitle.endpoints.last)), "another id than the one named")
        XCTAssertEqual(ComparisonState.readingAllAsListing(["get", "all", "light"]), ["list", "light"])
        XCTAssertEqual(ComparisonState.readingAllAsListing(["contact", "get", "all"]), ["contact", "list"])
        XCTAssertEqual(ComparisonState.readingAllAsListing(["delete", "all", "light"]), ["delete", "all", "light"], "deleting all lists nothing")
    }

    /// USPS Web Tools → USPS APIs v3: `ZipCodeLookup` → `get-ZIPCode` (a word in common) returning the same model, which
    /// no other removed or added endpoint returns. A model two removed endpoints return says nothing of which one
    /// continues, and a read of one item is no listing (`getChannels` → `getChannelsChannelId`).
    func testRelatedIdsWithTheOnlyExchangeOfTheirModelPair() throws {
        let models = """
          - {name: ZipCode, properties: [{name: zip5, type: string}, {name: city, type: string}]}
          - {name: Channels, properties: [{name: channels, type: "array<string>"}, {name: next, type: string}]}
        """
        let old = try document("1", models: models, endpoints: [
            endpoint("ZipCodeLookup", "/ShippingAPI.dll", query: ["city"], response: "ZipCode"),
            endpoint("getChannels", "/channels", response: "Channels"),
        ].joined(separator: "\n"))
        let new = try document("3", models: models, endpoints: [
            endpoint("get-ZIPCode", "/addresses/v3/zipcode", query: ["city"], response: "ZipCode"),
            endpoint("getChannelsChannelId", "/channels/{channelId}", response: "Channels"),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new).filter { !$0.contains("/parameters/") }, ["/endpoints/ZipCodeLookup → /endpoints/get-ZIPCode"])
        let twoOld = try document("1", models: models, endpoints: [
            endpoint("ZipCodeLookup", "/ShippingAPI.dll", response: "ZipCode"), endpoint("CityStateLookup", "/ShippingAPI2.dll", response: "ZipCode"),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(twoOld, new).filter { $0.hasPrefix("/endpoints/ZipCodeLookup →") }, [], "two old endpoints returned it")
    }

    /// Blizzard's Community API → Profile API: `getCharacterProfile`, `GET /wow/character/{realm}/{name}` →
    /// `getCharacterProfileSummary`, `GET /profile/wow/character/{realmSlug}/{name}`: the same path behind a new leading
    /// segment and an operation id a word apart, though no other endpoint moved behind `profile`. An unrelated id under
    /// the same path is no such pair, and neither is a path that only ends the same way as a parameter.
    func testTheSamePathBehindANewPrefixWithAnIdAWordApart() throws {
        let old = try document("1", endpoints: endpoint("getCharacterProfile", "/wow/character/{realm}/{characterName}"))
        let new = try document("2", endpoints: endpoint("getCharacterProfileSummary", "/profile/wow/character/{realmSlug}/{characterName}"))
        XCTAssertEqual(renames(old, new).filter { !$0.contains("/parameters/") }, ["/endpoints/getCharacterProfile → /endpoints/getCharacterProfileSummary"])
        let unrelated = try document("2", endpoints: endpoint("listPets", "/profile/wow/character/{realmSlug}/{characterName}"))
        XCTAssertNil(ComparisonState.samePathUnderAPrefix(try XCTUnwrap(old.endpoints.first), try XCTUnwrap(unrelated.endpoints.first)))
        let parameterOnly = try document("1", endpoints: endpoint("getThing", "/{id}"))
        let prefixed = try document("2", endpoints: endpoint("getThingV2", "/things/{id}"))
        XCTAssertNil(ComparisonState.samePathUnderAPrefix(try XCTUnwrap(parameterOnly.endpoints.first), try XCTUnwrap(prefixed.endpoints.first)),
                     "the shorter path must keep a literal segment")
    }

    /// Bittrex v1.1 → v3: `getmarkets`, `GET /public/getmarkets` → `Markets_List`, `GET /markets`. A run-on id has no
    /// case or separators, so the words both documents use elsewhere split it (`get markets`), and the action-word rules
    /// see it; the guide keeps the id as written. A run-on id no vocabulary spells stays whole.
    func testRunOnOperationIdsAreSplitByTheDocumentsWords() throws {
        let old = try document("1.1", endpoints: [endpoint("getmarkets", "/public/getmarkets"), endpoint("getorder", "/account/getorder")].joined(separator: "\n"))
        let new = try document("3", endpoints: [endpoint("Markets_List", "/markets"), endpoint("Orders_Get", "/orders/{orderId}")].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new).filter { !$0.contains("/parameters/") }, ["/endpoints/getmarkets → /endpoints/Markets_List"])
        let vocabulary = RenameContext.vocabulary(old: old, new: new)
        XCTAssertTrue(vocabulary.isSuperset(of: ["get", "order", "orders", "market"]))
        XCTAssertEqual(RenameContext.split("getorder", vocabulary: vocabulary), "get_order")
        XCTAssertEqual(RenameContext.split("getorders", vocabulary: ["get", "order", "orders", "ord", "ers"]), "get_orders", "the fewest words")
        XCTAssertNil(RenameContext.split("getorderbook", vocabulary: vocabulary), "`book` is no word of either document")
        XCTAssertNil(RenameContext.split("getOrder", vocabulary: vocabulary), "not a run-on id")
        XCTAssertNil(RenameContext.split("orders", vocabulary: vocabulary), "a word itself")
    }
}
