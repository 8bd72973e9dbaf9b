import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirteenth held-out part (Twilio, Ory, CAMARA, Vipps releases) was unsealed for
/// tuning: things a release moved as a whole — schemas to another namespace, operations behind a new path prefix, under a
/// replaced path segment or to another path under the same operation id in another style, the resource a path parameter identifies — and names
/// related once the release's API version is set aside.
final class ReleaseMoveTests: XCTestCase {
    /// A native document from model and endpoint lines.
    private func document(_ version: String, models: String, endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Moves", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    private func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// Dotted names compare by their last segment: both qualified with the same first segment and a word apart or
    /// closer, or one qualified with the same words; never across products or by a looser relation.
    func testQualifiedNamesCompareByTheirLastSegment() {
        XCTAssertEqual(NameEvidence.betweenLastSegments("numbers.v2.hosted_number_order", "numbers.v3.hostedNumbers.hostedNumberOrder")?.kind, .style)
        XCTAssertEqual(NameEvidence.betweenLastSegments("CreateOrder_request", "numbers.v3.orders.createOrderRequest")?.kind, .style)
        XCTAssertEqual(NameEvidence.betweenLastSegments("shop.v1.order", "shop.v2.sales.customerOrder")?.kind, .wordAddedOrRemoved)
        XCTAssertNil(NameEvidence.betweenLastSegments("billing.v1.order", "numbers.v1.order"), "another product")
        XCTAssertNil(NameEvidence.betweenLastSegments("Order", "shop.v1.orderItem"), "one qualified needs the same words")
        XCTAssertNil(NameEvidence.betweenLastSegments("Order", "OrderItem"), "no namespace")
    }

    /// A schema moved to another namespace with its members recased is renamed, members and all; without the shared
    /// first segment the same models are not.
    func testASchemaMovedToAnotherNamespaceIsRenamed() throws {
        func models(_ name: String, _ keys: [String]) -> String {
            "  - name: \(name)\n    properties:\n" + keys.map { "      - {name: \($0), type: string}" }.joined(separator: "\n")
        }
        let oldKeys = ["sid", "account_sid", "phone_number", "friendly_name", "failure_reason"]
        let newKeys = ["sid", "accountSid", "phoneNumber", "friendlyName", "failureReason"]
        let old = try document("1", models: models("numbers.v2.hosted_number_order", oldKeys))
        let new = try document("2", models: models("numbers.v3.hostedNumbers.hostedNumberOrder", newKeys))
        let found = renames(old, new)
        XCTAssertTrue(found.contains("/models/numbers.v2.hosted_number_order → /models/numbers.v3.hostedNumbers.hostedNumberOrder"), "\(found)")
        XCTAssertTrue(found.contains(
            "/models/numbers.v2.hosted_number_order/properties/account_sid → /models/numbers.v3.hostedNumbers.hostedNumberOrder/properties/accountSid"
        ), "\(found)")
        let elsewhere = try document("2", models: models("voice.v3.hostedNumbers.hostedNumberOrder", newKeys))
        XCTAssertEqual(renames(old, elsewhere), [])
    }

    /// Three operations moved behind `/admin` are renamed with their new operation ids; two moves are no release
    /// pattern, and the same route with another method is not the same operation.
    func testOperationsMovedBehindTheReleasesPathPrefixAreRenamed() throws {
        let names = [("login", "fetchSignIn"), ("logout", "fetchSignOut"), ("consent", "fetchGrant")]
        func endpoints(_ count: Int, new: Bool, method: String = "GET") -> String {
            names.prefix(count).map { segment, newName in
                """
                  - operationId: \(new ? newName : "get\(segment.capitalized)Request")
                    method: \(method)
                    path: \(new ? "/admin" : "")/oauth2/requests/\(segment)
                    response: {type: string}
                """
            }.joined(separator: "\n")
        }
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        let moved = renames(try document("1", models: model, endpoints: endpoints(3, new: false)), try document("2", models: model, endpoints: endpoints(3, new: true)))
        XCTAssertEqual(moved, [
            "/endpoints/getConsentRequest → /endpoints/fetchGrant", "/endpoints/getLoginRequest → /endpoints/fetchSignIn",
            "/endpoints/getLogoutRequest → /endpoints/fetchSignOut",
        ])
        // Two moves are no release pattern; each is still the only endpoint whose route ends in the other's
        // (``RouteTailEndpoints``), which pairs it last.
        let two = DocumentComparer().compare(try document("1", models: model, endpoints: endpoints(2, new: false)), try document("2", models: model, endpoints: endpoints(2, new: true)))
        XCTAssertEqual(two.changes.filter { $0.kind == .renamed }.map { "\($0.old ?? "") → \($0.new ?? ""): \($0.evidence ?? "")" }, [
            "/endpoints/getLoginRequest → /endpoints/fetchSignIn: same method and route behind /admin/, and no other endpoint so",
            "/endpoints/getLogoutRequest → /endpoints/fetchSignOut: same method and route behind /admin/, and no other endpoint so",
        ])
        XCTAssertEqual(renames(try document("1", models: model, endpoints: endpoints(3, new: false)),
                               try document("2", models: model, endpoints: endpoints(3, new: true, method: "DELETE"))), [])
    }

    /// One operation nested under a parent resource (Harbor v2: `/repositories/{repo_name}` →
    /// `/projects/{project_name}/repositories/{repository_name}`) is renamed when its description stayed similar or the
    /// operation ids share a word; not on the route alone, not with another method, and not when two added endpoints nest
    /// it. Behind a literal prefix alone, only the last, one-for-one route pass pairs it (``RouteTailEndpoints``).
    func testAnOperationNestedUnderAParentResourceIsRenamed() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func endpoint(_ id: String, _ method: String, _ path: String, _ description: String) -> String {
            let parameters = path.split(separator: "/").filter { $0.hasPrefix("{") }.map { "      - {name: \($0.dropFirst().dropLast()), in: path, type: string, required: true}" }
            return "  - operationId: \(id)\n    method: \(method)\n    path: \(path)\n    description: \"\(description)\"\n    parameters:\n"
                + parameters.joined(separator: "\n") + "\n    response: {status: 204}"
        }
        let old = try document("1", models: model, endpoints: endpoint("repositories_repo_name_delete", "DELETE", "/repositories/{repo_name}", "Deletes a repository by name."))
        func renamed(_ endpoints: String...) throws -> [String] {
            renames(old, try document("2", models: model, endpoints: endpoints.joined(separator: "\n")))
        }
        XCTAssertEqual(try renamed(endpoint("deleteRepository", "DELETE", "/projects/{project_name}/repositories/{repository_name}", "Deletes a repository given by name.")), [
            "/endpoints/repositories_repo_name_delete → /endpoints/deleteRepository",
            "/endpoints/repositories_repo_name_delete/parameters/path/repo_name → /endpoints/deleteRepository/parameters/path/repository_name",
        ])
        XCTAssertEqual(try renamed(endpoint("purgeProjectStore", "DELETE", "/projects/{project_name}/repositories/{repository_name}", "Retires the project.")), [],
                       "the route alone")
        XCTAssertEqual(try renamed(endpoint("deleteProjectStore", "DELETE", "/projects/{project_name}/repositories/{repository_name}", "Retires the project.")), [],
                       "the route and the operation's verb, which says no more than the method")
        XCTAssertEqual(try renamed(endpoint("deleteRepository", "POST", "/projects/{project_name}/repositories/{repository_name}", "Deletes a repository given by name.")), [],
                       "another method")
        // (Listed second, after an added listing: at the same position the documentation alone would pair them, see
        // ``EndpointNeighbours``.)
        // Behind a literal prefix, not nested under a parent: only the last pass, one for one on the route, pairs it
        // (``RouteTailEndpoints``).
        let literal = DocumentComparer().compare(old, try document("2", models: model, endpoints: [
            endpoint("listProjects", "GET", "/projects", "Lists the projects."),
            endpoint("deleteRepository", "DELETE", "/admin/repositories/{repository_name}", "Deletes a repository given by name."),
        ].joined(separator: "\n")))
        XCTAssertEqual(literal.changes.first { $0.kind == .renamed && $0.old == "/endpoints/repositories_repo_name_delete" }?.evidence,
                       "same method and route behind /admin/, and no other endpoint so", "a literal prefix")
        XCTAssertEqual(try renamed(
            endpoint("deleteRepository", "DELETE", "/projects/{project_name}/repositories/{repository_name}", "Deletes a repository given by name."),
            endpoint("deleteMirroredRepository", "DELETE", "/mirrors/{mirror}/repositories/{repository_name}", "Deletes a repository given by name.")
        ), [], "two nest it")
    }

    /// The reverse: an operation taken out from under a parent resource (Shopify 2024-01:
    /// `/orders/{order_id}/fulfillments/{fulfillment_id}/cancel` → `/fulfillments/{fulfillment_id}/cancel`) is renamed on
    /// the same terms: a shared distinctive word or a similar description, the same method, one candidate.
    func testAnOperationNoLongerNestedUnderAParentResourceIsRenamed() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func endpoint(_ id: String, _ path: String, _ description: String, method: String = "POST") -> String {
            let parameters = path.split(separator: "/").filter { $0.hasPrefix("{") }.map { "      - {name: \($0.dropFirst().dropLast()), in: path, type: string, required: true}" }
            return "  - operationId: \(id)\n    method: \(method)\n    path: \(path)\n    description: \"\(description)\"\n    parameters:\n"
                + parameters.joined(separator: "\n") + "\n    response: {status: 204}"
        }
        let old = try document("1", models: model, endpoints: endpoint(
            "cancelOrderFulfillment", "/orders/{order_id}/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment of an order."
        ))
        func renamed(_ endpoints: String...) throws -> [String] {
            renames(old, try document("2", models: model, endpoints: endpoints.joined(separator: "\n"))).filter { !$0.contains("/parameters/") }
        }
        XCTAssertEqual(try renamed(endpoint("cancelFulfillment", "/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment.")),
                       ["/endpoints/cancelOrderFulfillment → /endpoints/cancelFulfillment"])
        XCTAssertEqual(try renamed(endpoint("stopWork", "/fulfillments/{fulfillment_id}/cancel", "Stops the work.")), [], "the route alone")
        XCTAssertEqual(try renamed(endpoint("cancelFulfillment", "/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment.", method: "DELETE")), [],
                       "another method")
        let twoOld = try document("1", models: model, endpoints: [
            endpoint("cancelOrderFulfillment", "/orders/{order_id}/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment of an order."),
            endpoint("cancelShopFulfillment", "/shops/{shop_id}/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment of a shop."),
        ].joined(separator: "\n"))
        XCTAssertEqual(renames(twoOld, try document("2", models: model, endpoints: endpoint(
            "cancelFulfillment", "/fulfillments/{fulfillment_id}/cancel", "Cancels a fulfillment."
        ))).filter { !$0.contains("/parameters/") }, [], "two removed endpoints lead to it")
    }

    /// Auth0 Management v1 → v2: `PUT /clients/{client-id}` (`updateClient`) became `PATCH /clients/{id}`
    /// (`patch_clients_by_id`). An update that changed between `PUT` and `PATCH` on the same path continues; another
    /// method or another path does not. (A kept create sends the client too, so that the two are not the only endpoints
    /// sending it, which pairs them whatever the route: ``SoleCandidateEndpointTests``.)
    func testAnUpdateThatMovedBetweenPutAndPatchIsRenamed() throws {
        let model = "  - {name: Client, properties: [{name: name, type: string}]}"
        func endpoint(_ id: String, _ method: String, _ path: String) -> String {
            let parameter = path.split(separator: "/").first { $0.hasPrefix("{") }.map { $0.dropFirst().dropLast() } ?? "id"
            return "  - {operationId: \(id), method: \(method), path: \"\(path)\", parameters: [{name: \(parameter), in: path, type: string, required: true}, {name: body, in: body, type: Client, required: true}]}"
        }
        let create = "\n  - {operationId: createClient, method: POST, path: /clients, parameters: [{name: body, in: body, type: Client, required: true}]}"
        let old = try document("1", models: model, endpoints: endpoint("updateClient", "PUT", "/clients/{client-id}") + create)
        func renamed(_ method: String, _ path: String) throws -> [String] {
            renames(old, try document("2", models: model, endpoints: endpoint("patch_clients_by_id", method, path) + create)).filter { !$0.contains("/parameters/") }
        }
        XCTAssertEqual(try renamed("PATCH", "/clients/{id}"), ["/endpoints/updateClient → /endpoints/patch_clients_by_id"])
        XCTAssertEqual(try renamed("POST", "/clients/{id}"), [], "not an update method")
        XCTAssertEqual(try renamed("PATCH", "/tenants/{id}"), [], "another path")
    }

    /// Klarna Checkout v2 → v3: `POST /checkout/orders` became `POST /checkout/v3/orders` (`createCheckoutOrder` →
    /// `createOrderMerchant`): the same method and route once the version segment, wherever it stands, is set aside,
    /// when one added endpoint has it; two candidates (`/v3/` and `/v4/`) pair neither.
    func testAVersionSegmentInsertedInsideTheRouteIsTheSameRoute() throws {
        let model = "  - {name: Order, properties: [{name: id, type: string}]}"
        func endpoint(_ id: String, _ path: String) -> String {
            "  - {operationId: \(id), method: POST, path: \"\(path)\", parameters: [{name: body, in: body, type: Order, required: true}]}"
        }
        let old = try document("1", models: model, endpoints: endpoint("createCheckoutOrder", "/checkout/orders"))
        func renamed(_ endpoints: String...) throws -> [String] {
            renames(old, try document("2", models: model, endpoints: endpoints.joined(separator: "\n")))
        }
        XCTAssertEqual(try renamed(endpoint("createOrderMerchant", "/checkout/v3/orders")), ["/endpoints/createCheckoutOrder → /endpoints/createOrderMerchant"])
        XCTAssertEqual(try renamed(endpoint("createOrderMerchant", "/checkout/v3/orders"), endpoint("createOrderPartner", "/checkout/v4/orders")), [])
        // A version kept beside the added one: the retired `/v1/` continues neither for sure.
        func bodiless(_ id: String, _ path: String) -> String { "  - {operationId: \(id), method: POST, path: \"\(path)\", response: {status: 204}}" }
        let sideBySide = try document("1", models: model, endpoints: [bodiless("closeOrdersV1", "/v1/orders/close"), bodiless("closeOrdersV2", "/v2/orders/close")].joined(separator: "\n"))
        func versions(_ added: String) throws -> [String] {
            renames(sideBySide, try document("2", models: model, endpoints: [bodiless("closeOrdersV2", "/v2/orders/close"), bodiless("archiveAll", added)].joined(separator: "\n")))
        }
        XCTAssertEqual(try versions("/v3/orders/close"), [])
        XCTAssertEqual(renames(try document("1", models: model, endpoints: bodiless("closeOrdersV1", "/v1/orders/close")),
                               try document("2", models: model, endpoints: bodiless("archiveAll", "/v3/orders/close"))),
                       ["/endpoints/closeOrdersV1 → /endpoints/archiveAll"], "without a kept version the route pairs them")
    }

    /// An operation id a word apart once the release's term change is applied (`provisioning` → `assignment` in the
    /// model names; `createProvisioning` → `createQosAssignment`) is renamed when the response is the same model
    /// (renamed); not with another response and description, and not without the term change.
    func testAnOperationIdAWordApartAfterTheReleasesTermChangeIsRenamed() throws {
        func models(_ term: String) -> String {
            ["Info", "Status", "Request"].map { "  - {name: \(term)\($0), properties: [{name: id, type: string}, {name: \($0.lowercased())Note, type: string}]}" }
                .joined(separator: "\n")
        }
        func endpoint(_ id: String, _ path: String, _ response: String, _ description: String) -> String {
            "  - operationId: \(id)\n    method: POST\n    path: \(path)\n    description: \"\(description)\"\n    response: {type: \(response)}"
        }
        let old = try document("1", models: models("Provisioning"), endpoints: endpoint("createProvisioning", "/device-qos", "ProvisioningInfo", "Sets up QoS for a device."))
        func renamed(_ term: String, _ response: String, _ description: String) throws -> [String] {
            renames(old, try document("2", models: models(term), endpoints: endpoint("createQosAssignment", "/qos-assignments", response, description)))
                .filter { $0.hasPrefix("/endpoints/") }
        }
        XCTAssertEqual(try renamed("Assignment", "AssignmentInfo", "Assigns a QoS profile."), ["/endpoints/createProvisioning → /endpoints/createQosAssignment"])
        XCTAssertEqual(try renamed("Assignment", "AssignmentStatus", "Lists the profiles."), [], "another response and description")
        let scalar = try document("1", models: models("Provisioning"), endpoints: endpoint("createProvisioning", "/device-qos", "string", "Sets up QoS for a device."))
        XCTAssertEqual(renames(scalar, try document("2", models: models("Assignment"), endpoints: endpoint("createQosAssignment", "/qos-assignments", "string", "Lists the profiles.")))
            .filter { $0.hasPrefix("/endpoints/") }, [], "the same scalar response says nothing")
        XCTAssertEqual(try renamed("Binding", "BindingInfo", "Assigns a QoS profile."), [], "no term change relates the names")
    }

    /// Three operations whose routes all replaced `session` by `sessions` are renamed whatever their new operation ids;
    /// a replacement by an unrelated segment is no such move.
    func testOperationsWhoseRoutesReplacedTheSameSegmentAreRenamed() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func endpoints(_ segment: String, _ ids: [String]) -> String {
            zip([("POST", ""), ("PUT", "/{id}"), ("DELETE", "/{id}")], ids).map { route, id in
                let parameters = route.1.isEmpty ? "" : "\n    parameters:\n      - {name: id, in: path, type: string, required: true}"
                return "  - operationId: \(id)\n    method: \(route.0)\n    path: /\(segment)\(route.1)\(parameters)\n    response: {status: 204}"
            }.joined(separator: "\n")
        }
        let old = try document("1", models: model, endpoints: endpoints("session", ["postSession", "putSessionSessionId", "deleteSessionSessionId"]))
        let newIDs = ["createRegistration", "updateRegistrationById", "deleteRegistrationById"]
        XCTAssertEqual(renames(old, try document("2", models: model, endpoints: endpoints("sessions", newIDs))), [
            "/endpoints/deleteSessionSessionId → /endpoints/deleteRegistrationById", "/endpoints/postSession → /endpoints/createRegistration",
            "/endpoints/putSessionSessionId → /endpoints/updateRegistrationById",
        ])
        XCTAssertEqual(renames(old, try document("2", models: model, endpoints: endpoints("recordings", newIDs))), [])
    }

    /// The same operation id in another style with the same method is the same operation moved to another path
    /// (`/payments/cancel/{id}` → `/payments/{id}/cancel`), also once a leading word naming the method is set aside
    /// (`POST_CancelPayment`); with another method it is not.
    func testTheSameOperationIdInAnotherStyleIsTheSameOperation() throws {
        func endpoint(_ id: String, _ method: String, _ path: String) -> String {
            "  - operationId: \(id)\n    method: \(method)\n    path: \(path)\n    parameters:\n      - {name: paymentId, in: path, type: string, required: true}\n    response: {status: 202}"
        }
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        let old = try document("1", models: model, endpoints: endpoint("CancelPayment", "POST", "/payments/cancel/{paymentId}"))
        let new = try document("2", models: model, endpoints: endpoint("cancelPayment", "POST", "/payments/{paymentId}/cancel"))
        XCTAssertEqual(renames(old, new), ["/endpoints/CancelPayment → /endpoints/cancelPayment"])
        let deleted = try document("2", models: model, endpoints: endpoint("cancelPayment", "DELETE", "/payments/{paymentId}/cancel"))
        XCTAssertEqual(renames(old, deleted), [])
        let prefixed = try document("1", models: model, endpoints: endpoint("POST_CancelPayment", "POST", "/{paymentId}"))
        XCTAssertEqual(renames(prefixed, new), ["/endpoints/POST_CancelPayment → /endpoints/cancelPayment"], "a leading word naming the method is set aside")
    }

    /// An operation id in another style outweighs kept documentation: `putOrder` becomes `put-order`, not the new
    /// `put-category-v2` that has the same description and body.
    func testAnOperationIdInAnotherStyleOutweighsKeptDocumentation() throws {
        let model = "  - {name: Order, properties: [{name: a, type: string}]}"
        func endpoint(_ id: String, _ path: String) -> String {
            """
              - operationId: \(id)
                method: PUT
                path: \(path)
                description: Sends extra information about an order, shown on the receipt.
                parameters:
                  - {name: orderId, in: path, type: string, required: true}
                  - {name: body, in: body, type: Order}
            """
        }
        let old = try document("1", models: model, endpoints: endpoint("putOrder", "/orders/{orderId}"))
        let new = try document("2", models: model, endpoints: [endpoint("put-category-v2", "/v2/categories/{orderId}"), endpoint("put-order", "/v1/order/{orderId}")].joined(separator: "\n"))
        XCTAssertEqual(renames(old, new), ["/endpoints/putOrder → /endpoints/put-order"])
    }

    /// The page size of a paged list goes by several whole names that are synonyms (weak name evidence).
    func testPageSizeNamesAreSynonyms() {
        XCTAssertEqual(NameEvidence.between("maxResults", "pageSize")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("limit", "page_size")?.kind, .synonym)
        XCTAssertEqual(NameEvidence.between("per_page", "limit")?.kind, .synonym)
        XCTAssertNil(NameEvidence.between("count", "pageSize"), "count names other things too")
    }

    /// A page-size parameter renamed to another page-size name is found even when its description was rewritten: the
    /// names say the role. A weak synonym elsewhere is still cancelled by a contradicting description.
    func testAPageSizeParameterIsRenamedWhateverItsDescription() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func list(_ version: String, _ size: String, _ sizeText: String, _ kind: String, _ kindText: String) throws -> APIDocument {
            try document(version, models: model, endpoints: """
              - operationId: comments.list
                method: GET
                path: /files/{fileId}/comments
                parameters:
                  - {name: fileId, in: path, type: string, required: true}
                  - {name: \(size), in: query, type: integer, description: "\(sizeText)"}
                  - {name: \(kind), in: query, type: string, description: "\(kindText)"}
                  - {name: pageToken, in: query, type: string}
                response: {type: string}
            """)
        }
        let old = try list("1", "maxResults", "Most discussions to put in the response, for paging.", "supervisor", "Who looks after the file.")
        let new = try list("2", "pageSize", "Most comments returned per page.", "manager", "The department the file belongs to.")
        XCTAssertEqual(renames(old, new), [
            "/endpoints/comments.list/parameters/query/maxResults → /endpoints/comments.list/parameters/query/pageSize",
        ])
    }

    /// The only page-size name left on each side is renamed wherever it sits and whatever its type's width (Ory Hydra:
    /// `limit` → `page_size`); with two page-size names added, neither is chosen on the name alone.
    func testTheOnlyPageSizeNamesOnBothSidesAreRenamed() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func list(_ version: String, _ parameters: [String]) throws -> APIDocument {
            try document(version, models: model, endpoints: """
              - operationId: listSessions
                method: GET
                path: /sessions
                parameters:
            """ + "\n" + parameters.map { "          - \($0)" }.joined(separator: "\n") + "\n    response: {type: string}")
        }
        let old = try list("1", ["{name: subject, in: query, type: string, required: true}", "{name: limit, in: query, type: int32, description: Most sessions to return.}",
                                 "{name: offset, in: query, type: int32, description: Where to start.}"])
        let new = try list("2", ["{name: page_size, in: query, type: int64, description: Items per page; see the pagination docs.}",
                                 "{name: page_token, in: query, type: string}", "{name: subject, in: query, type: string, required: true}"])
        XCTAssertEqual(renames(old, new), ["/endpoints/listSessions/parameters/query/limit → /endpoints/listSessions/parameters/query/page_size"])
        let twoSizes = try list("2", ["{name: page_size, in: query, type: int64, description: Items per page.}",
                                      "{name: max_results, in: query, type: int64, description: Most results in all.}",
                                      "{name: page_token, in: query, type: string}", "{name: subject, in: query, type: string, required: true}"])
        XCTAssertEqual(renames(old, twoSizes), [])
    }

    /// A body property next to a path parameter of its name in both releases did not leave the body for the path: the
    /// resource's `commentId` that became `id` is still a rename.
    func testAPropertyBesideItsPathParameterInBothReleasesIsStillRenamed() throws {
        func release(_ version: String, key: String) throws -> APIDocument {
            try document(version, models: """
              - name: Comment
                properties:
                  - {name: \(key), type: string, description: "Output only. Identifier of the comment."}
                  - {name: fileId, type: string, description: "Output only. The file the comment is about."}
                  - {name: content, type: string}
            """, endpoints: """
              - operationId: updateComment
                method: PATCH
                path: /files/{fileId}/comments/{commentId}
                parameters:
                  - {name: fileId, in: path, type: string, required: true}
                  - {name: commentId, in: path, type: string, required: true}
                  - {name: body, in: body, type: Comment}
                response: {type: Comment}
            """)
        }
        XCTAssertEqual(renames(try release("2", key: "commentId"), try release("3", key: "id")),
                       ["/models/Comment/properties/commentId → /models/Comment/properties/id"])
    }

    /// Of two new path parameters both a word longer than the old one, the one after the same path segment is the old
    /// parameter renamed: `id` → `knowledgeId`, not `kbId`, in `/Knowledge/{id}` → `/KnowledgeBases/{kbId}/Knowledge/{knowledgeId}`.
    func testThePathParameterAfterTheSameSegmentIsTheRenamedOne() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        let old = try document("1", models: model, endpoints: """
          - operationId: deleteKnowledge
            method: DELETE
            path: /v1/Knowledge/{id}
            parameters:
              - {name: id, in: path, type: string, required: true}
            response: {status: 204}
        """)
        let new = try document("2", models: model, endpoints: """
          - operationId: deleteKnowledge
            method: DELETE
            path: /v2/KnowledgeBases/{kbId}/Knowledge/{knowledgeId}
            parameters:
              - {name: kbId, in: path, type: string, required: true}
              - {name: knowledgeId, in: path, type: string, required: true}
            response: {status: 204}
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/deleteKnowledge/parameters/path/id → /endpoints/deleteKnowledge/parameters/path/knowledgeId"])
        XCTAssertEqual(ComparisonState.pathPlace(of: Parameter(name: "kbId", location: .path, type: .scalar(.string)), in: new.endpoints[0]), "knowledgebase")
    }

    /// A route segment in another separator style and number is the same route (`POST /app-instance` →
    /// `POST /appinstances`, CAMARA Edge Application Management): `appInstantiation` → `createAppInstance` with its
    /// operation-named body.
    func testARouteSegmentInAnotherStyleAndNumberIsTheSameRoute() throws {
        func release(_ version: String, _ operationId: String, _ path: String) throws -> APIDocument {
            try document(version, models: """
              - name: \(operationId)_request
                properties:
                  - {name: appId, type: string, required: true}
                  - {name: edgeCloudZones, type: "array<string>", required: true}
            """, endpoints: """
              - {operationId: \(operationId), method: POST, path: \(path), parameters: [{name: body, in: body, type: \(operationId)_request, required: true}], response: {status: 202}}
            """)
        }
        let old = try release("1", "appInstantiation", "/app-instance")
        XCTAssertEqual(renames(old, try release("2", "createAppInstance", "/appinstances")), [
            "/endpoints/appInstantiation → /endpoints/createAppInstance",
            "/models/appInstantiation_request → /models/createAppInstance_request",
        ])
        func route(_ path: String) -> String {
            ComparisonState.singularRoute(Endpoint(operationId: "op", method: "POST", path: path))
        }
        XCTAssertEqual(route("/app-instance"), route("/appinstances"))
        XCTAssertEqual(route("/v1/app_instance/{id}"), route("/v2/AppInstances/{appInstanceId}"))
        XCTAssertNotEqual(route("/app-instance"), route("/app-deployments"))
    }

    /// A route segment replaced by the release's term change (`build` → `job` in `CancelBuild` → `CancelJob`,
    /// `RetryBuild` → `RetryJob`, `EraseBuild` → `EraseJob`) is the same route: `GetSingleBuild` at
    /// `/projects/{id}/builds/{build_id}` is `GetJob` at `/projects/{id}/jobs/{job_id}`, though no name relates them.
    func testARouteSegmentReplacedByTheReleasesTermChangeIsTheSameRoute() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func release(_ version: String, _ noun: String, single: String) throws -> APIDocument {
            let lower = noun.lowercased()
            return try document(version, models: model, endpoints: ["Cancel", "Retry", "Erase"].map { verb in """
              - {operationId: \(verb)\(noun), method: POST, path: "/projects/{id}/\(lower)s/{\(lower)_id}/\(verb.lowercased())", parameters: [{name: id, in: path, type: string, required: true}, {name: \(lower)_id, in: path, type: string, required: true}]}
            """ }.joined(separator: "\n") + """

              - {operationId: \(single), method: GET, path: "/projects/{id}/\(lower)s/{\(lower)_id}", parameters: [{name: id, in: path, type: string, required: true}, {name: \(lower)_id, in: path, type: string, required: true}]}
            """)
        }
        let found = renames(try release("1", "Build", single: "GetSingleBuild"), try release("2", "Job", single: "GetJob"))
        XCTAssertTrue(found.contains("/endpoints/GetSingleBuild → /endpoints/GetJob"), "\(found)")
        XCTAssertTrue(found.contains("/endpoints/GetSingleBuild/parameters/path/build_id → /endpoints/GetJob/parameters/path/job_id"), "\(found)")
        XCTAssertTrue(PathMoves.relatedByTermChange("builds", "jobs", [("build", "job")]))
        XCTAssertFalse(PathMoves.relatedByTermChange("builds", "jobs", [("build", "pipeline")]))
    }

    /// The only path parameter after the same literal segment on both sides names the same resource whatever it is
    /// called (CAMARA WebRTC: `/session/{sessionId}` → `/sessions/{registrationId}`); without a segment in common the
    /// names alone decide.
    func testTheOnlyPathParameterAfterTheSameSegmentIsRenamed() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func release(_ version: String, path: String, parameters: [String]) throws -> APIDocument {
            try document(version, models: model, endpoints: """
              - operationId: deleteSession
                method: DELETE
                path: \(path)
                parameters:
            \(parameters.map { "      - {name: \($0), in: path, type: string, required: true}" }.joined(separator: "\n"))
                response: {status: 204}
            """)
        }
        let old = try release("1", path: "/session/{sessionId}", parameters: ["sessionId"])
        XCTAssertEqual(
            renames(old, try release("2", path: "/sessions/{registrationId}", parameters: ["registrationId"])),
            ["/endpoints/deleteSession/parameters/path/sessionId → /endpoints/deleteSession/parameters/path/registrationId"]
        )
        XCTAssertEqual(
            renames(old, try release("2", path: "/users/{userId}/devices/{deviceId}", parameters: ["userId", "deviceId"])), [],
            "no segment in common: no evidence"
        )
    }

    /// Names that carry the release's retired and introduced API versions relate like the rest of their words.
    func testNamesRelateAcrossTheReleasesAPIVersion() throws {
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        let old = try document("1", models: model, endpoints: "  - {operationId: list, method: GET, path: /recurring/v2/agreements, response: {type: string}}")
        let new = try document("2", models: model, endpoints: "  - {operationId: list, method: GET, path: /recurring/v3/agreements, response: {type: string}}")
        let relations = ReleaseNameRelations(old: old, new: new)
        XCTAssertEqual(relations.relationAcrossAPIVersion("campaignV2", "priceCampaignV3")?.kind, .wordAddedOrRemoved)
        XCTAssertNil(relations.relationAcrossAPIVersion("campaign", "priceCampaignV3"), "both names carry a version")
        XCTAssertNil(relations.relationAcrossAPIVersion("campaignV3", "priceCampaignV2"), "retired in the old name, introduced in the new")
    }

    /// A dated API version in front of every path (`/2014-11-13/…` → `/2015-03-31/…`) is a version segment, and the
    /// endpoints a release kept under their operation ids count towards its route change: two renamed operations and
    /// one kept one make the three a move needs. Routes of parameters and a version only (`/v1/{name}`) tell no
    /// operation apart and make no move.
    func testTheReleasesDatedVersionMoveCountsTheEndpointsItKept() throws {
        XCTAssertTrue(ComparisonState.isVersionSegment("2015-03-31"))
        XCTAssertFalse(ComparisonState.isVersionSegment("2015-03"))
        XCTAssertFalse(ComparisonState.isVersionSegment("order-item"))
        let model = "  - {name: Unused, properties: [{name: a, type: string}]}"
        func endpoints(_ version: String, _ ids: [String]) -> String {
            zip([("POST", "/mappings"), ("DELETE", "/mappings/{id}"), ("GET", "/functions/{id}")], ids).map { route, id in
                let parameters = route.1.hasSuffix("}") ? "\n    parameters:\n      - {name: id, in: path, type: string, required: true}" : ""
                return "  - operationId: \(id)\n    method: \(route.0)\n    path: /\(version)\(route.1)\(parameters)\n    response: {status: 204}"
            }.joined(separator: "\n")
        }
        let old = try document("1", models: model, endpoints: endpoints("2014-11-13", ["AddEventSource", "RemoveEventSource", "GetFunction"]))
        let new = try document("2", models: model, endpoints: endpoints("2015-03-31", ["CreateEventSourceMapping", "DeleteEventSourceMapping", "GetFunction"]))
        XCTAssertEqual(renames(old, new), [
            "/endpoints/AddEventSource → /endpoints/CreateEventSourceMapping", "/endpoints/RemoveEventSource → /endpoints/DeleteEventSourceMapping",
        ])
        let notKept = try document("2", models: model, endpoints: endpoints("2015-03-31", ["CreateEventSourceMapping", "DeleteEventSourceMapping", "FetchFunction"]))
        XCTAssertEqual(renames(old, notKept).count, 3, "three renamed endpoints make the move by themselves")
        // Two alone make no release move, but each keeps its method and route once the version is set aside, with one
        // candidate each (``testAVersionSegmentInsertedInsideTheRouteIsTheSameRoute``).
        let twoOnly = try document("2", models: model, endpoints: endpoints("2015-03-31", ["CreateEventSourceMapping", "DeleteEventSourceMapping"]))
        let twoOld = try document("1", models: model, endpoints: endpoints("2014-11-13", ["AddEventSource", "RemoveEventSource"]))
        XCTAssertTrue(PathMoves(removed: twoOld.endpoints, added: twoOnly.endpoints).moves.isEmpty)
        XCTAssertEqual(renames(twoOld, twoOnly), [
            "/endpoints/AddEventSource → /endpoints/CreateEventSourceMapping", "/endpoints/RemoveEventSource → /endpoints/DeleteEventSourceMapping",
        ])
        XCTAssertNil(PathMoves.change(from: ["v1", "{}"], to: ["v2", "{}"]), "parameters and a version only")
        XCTAssertEqual(PathMoves.change(from: ["v1", "things", "{}"], to: ["v2", "things", "{}"]), "v1→v2")
    }

    /// An endpoint that moved to another path under an unrelated operation id is found by the models it exchanges
    /// (CAMARA roaming status: `verifyRoamingStatus`, `POST /roaming` → `getRoamingStatus`, `POST /retrieve`), but only
    /// when no other removed or added endpoint exchanges the same.
    func testAnEndpointIsFoundByTheModelsItExchangesWhenNoOtherDoes() throws {
        let models = """
          - name: RoamingStatusRequest
            properties:
              - {name: phoneNumber, type: string}
          - name: RoamingStatusResponse
            properties:
              - {name: roaming, type: boolean}
        """
        let old = try document("1", models: models, endpoints: """
          - operationId: verifyRoamingStatus
            method: POST
            path: /roaming
            parameters: [{name: body, in: body, type: RoamingStatusRequest, required: true}]
            response: {type: RoamingStatusResponse}
        """)
        let new = try document("2", models: models, endpoints: """
          - operationId: getRoamingStatus
            method: POST
            path: /retrieve
            parameters: [{name: body, in: body, type: RoamingStatusRequest, required: true}]
            response: {type: RoamingStatusResponse}
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/verifyRoamingStatus → /endpoints/getRoamingStatus"])
        let twoNew = try document("2", models: models, endpoints: """
          - operationId: getRoamingStatus
            method: POST
            path: /retrieve
            parameters: [{name: body, in: body, type: RoamingStatusRequest, required: true}]
            response: {type: RoamingStatusResponse}
          - operationId: checkRoamingStatus
            method: POST
            path: /check
            parameters: [{name: body, in: body, type: RoamingStatusRequest, required: true}]
            response: {type: RoamingStatusResponse}
        """)
        XCTAssertEqual(renames(old, twoNew), [], "two new endpoints exchange the same models: neither is the old one")
    }

    /// An operation id with its action word moved to the other end (`listSshKeys` → `sshKeys_list`), or replaced by
    /// another word for the same operation (`newSshKey` → `sshKeys_create`, `addEnvVar` → `createEnvVar`), names the same
    /// operation under a new path; with another method, only when the new word names it (`destroyDroplet` `GET` →
    /// `droplets_destroy` `DELETE`). Other reorderings, other operations or a method the word does not name are no such
    /// evidence.
    func testAnOperationIdWithItsActionWordMovedIsTheSameOperation() throws {
        func endpoint(_ id: String, _ method: String, _ path: String) -> Endpoint {
            Endpoint(operationId: id, method: method, path: path)
        }
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("listSshKeys", "GET", "/ssh_keys"), endpoint("sshKeys_list", "GET", "/account/keys")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("destroyDroplet", "GET", "/droplets/{id}/destroy"), endpoint("droplets_destroy", "DELETE", "/droplets/{id}")))
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("destroyDroplet", "GET", "/droplets/{id}/destroy"), endpoint("droplets_destroy", "POST", "/droplets/{id}")))
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("listUserGroupItems", "GET", "/a"), endpoint("groupUserItems_list", "GET", "/b")))
        // Back the other way, the word that moved is the action word, not the noun.
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("droplets_destroy", "GET", "/droplets/{id}/destroy"), endpoint("destroyDroplet", "DELETE", "/droplets/{id}")))
        // A noun moved is no operation renamed: the users of an account are not the accounts of a user.
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("accountUsers", "GET", "/accounts/{id}/users"), endpoint("userAccounts", "GET", "/users/{id}/accounts")))
        // A read word reads the same on both sides: listing is not fetching one.
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("repositories_get", "GET", "/repositories"), endpoint("getRepository", "GET", "/projects/{p}/repositories/{r}")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("repository_get", "GET", "/repositories/{id}"), endpoint("getRepository", "GET", "/projects/{p}/repositories/{r}")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("showTicket", "GET", "/tickets/{id}.json"), endpoint("tickets_show", "GET", "/api/v2/tickets/{ticket_id}")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("postComment", "GET", "/comments/new"), endpoint("comments_post", "POST", "/comments")))
        // Another word for the same operation, moved or in place: `new` creates, `edit` updates, `add` creates.
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("newSshKey", "GET", "/ssh_keys/new"), endpoint("sshKeys_create", "POST", "/account/keys")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("editSshKey", "GET", "/ssh_keys/{id}/edit"), endpoint("sshKeys_update", "PUT", "/account/keys/{id}")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("addEnvVar", "POST", "/project/{p}/envvar"), endpoint("createEnvVar", "POST", "/project/{slug}/envvar")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("putConfigVars", "PUT", "/apps/{app}/config_vars"), endpoint("configVarUpdate", "PATCH", "/apps/{id}/config-vars")))
        // Listing is another operation than reading one item, and a noun replaced is no operation word replaced. (A read
        // of a plural noun on a collection route lists: `listJobArtifacts`, `GET /a` → `getJobArtifacts`, `GET /b`.)
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("listJobArtifacts", "GET", "/a"), endpoint("getJobArtifacts", "GET", "/b/{id}")))
        XCTAssertNotNil(ComparisonState.operationWordMoved(endpoint("listJobArtifacts", "GET", "/a"), endpoint("getJobArtifacts", "GET", "/b")))
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("createWidget", "POST", "/widgets"), endpoint("createGadget", "POST", "/gadgets")))
        XCTAssertNil(ComparisonState.operationWordMoved(endpoint("newSshKey", "GET", "/ssh_keys/new"), endpoint("sshKeys_create", "DELETE", "/account/keys")))
        let old = try document("1", models: "  - name: Key\n    properties:\n      - {name: id, type: string}", endpoints: """
          - {operationId: listSshKeys, method: GET, path: /ssh_keys, response: {type: "array<Key>"}}
          - {operationId: destroyDroplet, method: GET, path: "/droplets/{droplet_id}/destroy", parameters: [{name: droplet_id, in: path, type: string, required: true}]}
        """)
        let new = try document("2", models: "  - name: Key\n    properties:\n      - {name: id, type: string}", endpoints: """
          - {operationId: sshKeys_list, method: GET, path: /account/keys, response: {type: "array<Key>"}}
          - {operationId: droplets_destroy, method: DELETE, path: "/droplets/{droplet_id}", parameters: [{name: droplet_id, in: path, type: string, required: true}]}
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/destroyDroplet → /endpoints/droplets_destroy", "/endpoints/listSshKeys → /endpoints/sshKeys_list"])
    }


    /// Two removed endpoints with equal evidence for one added endpoint go to the one whose operation id is closer:
    /// `getMedia` reaches `getIGUser` through the release's route change (`/media` dropped in front of the id) as
    /// `getUser` does through its term change (`ig` added), and only `getUser` → `getIGUser` is a name a person reads so.
    func testEqualRouteEvidenceGoesToTheCloserOperationId() throws {
        func models(_ prefix: String) -> String {
            ["User", "Media", "Comment"].map { "  - name: \(prefix)\($0)\n    properties:\n      - {name: id, type: string}\n      - {name: caption, type: string}" }
                .joined(separator: "\n")
        }
        let old = try document("1", models: models(""), endpoints: """
          - {operationId: getUser, method: GET, path: "/users/{user-id}", parameters: [{name: user-id, in: path, type: string, required: true}], response: {type: User}}
          - {operationId: getMedia, method: GET, path: "/media/{media-id}", parameters: [{name: media-id, in: path, type: string, required: true}], response: {type: Media}}
          - {operationId: getMediaComments, method: GET, path: "/media/{media-id}/comments", parameters: [{name: media-id, in: path, type: string, required: true}], response: {type: "array<Comment>"}}
          - {operationId: createMediaComment, method: POST, path: "/media/{media-id}/comments", parameters: [{name: media-id, in: path, type: string, required: true}], response: {type: Comment}}
        """)
        let new = try document("2", models: models("IG"), endpoints: """
          - {operationId: getIGUser, method: GET, path: "/{ig-user-id}", parameters: [{name: ig-user-id, in: path, type: string, required: true}], response: {type: IGUser}}
          - {operationId: getIGMedia, method: GET, path: "/{ig-media-id}", parameters: [{name: ig-media-id, in: path, type: string, required: true}], response: {type: IGMedia}}
          - {operationId: getIGMediaComments, method: GET, path: "/{ig-media-id}/comments", parameters: [{name: ig-media-id, in: path, type: string, required: true}], response: {type: "array<IGComment>"}}
          - {operationId: createIGMediaComment, method: POST, path: "/{ig-media-id}/comments", parameters: [{name: ig-media-id, in: path, type: string, required: true}], response: {type: IGComment}}
        """)
        let found = renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }
        XCTAssertEqual(found, [
            "/endpoints/createMediaComment → /endpoints/createIGMediaComment", "/endpoints/getMedia → /endpoints/getIGMedia",
            "/endpoints/getMediaComments → /endpoints/getIGMediaComments", "/endpoints/getUser → /endpoints/getIGUser",
        ])
    }

}
