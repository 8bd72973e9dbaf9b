import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Endpoint evidence added when the forty-third held-out part (agriculture, lab data and point of sale APIs) was unsealed
/// for tuning: a removed and an added endpoint of the same method whose routes are one another behind leading segments,
/// one for one, are paired whatever their operation ids (``RouteTailEndpoints``).
final class RouteTailEndpointTests: ConventionRenameTestCase {
    /// MessageBird's `POST /messages` and an endpoint that stays.
    private let oldMessages = """
      - {operationId: createMessage, method: POST, path: /messages, description: "Sends a message."}
      - {operationId: getBalance, method: GET, path: /balance}
    """

    /// An added endpoint (a `POST` unless told) under `operationId` at `path`.
    private func endpoint(_ operationId: String, _ path: String, method: String = "POST", description: String? = nil) -> String {
        let parameters = path.split(separator: "/").filter { $0.hasPrefix("{") }
            .map { "{name: \($0.dropFirst().dropLast()), in: path, type: string, required: true}" }
        let documentation = description.map { ", description: \"\($0)\"" } ?? ""
        return "  - {operationId: \(operationId), method: \(method), path: \"\(path)\"\(documentation), parameters: [\(parameters.joined(separator: ", "))]}"
    }

    /// The kept endpoint.
    private let balance = "  - {operationId: getBalance, method: GET, path: /balance}"

    /// The endpoint renames of a comparison, parameters left out.
    private func endpointRenames(_ old: APIDocument, _ new: APIDocument) -> [String] {
        renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }
    }

    /// Bird's `POST /workspaces/{workspaceId}/channels/{channelId}/messages` (`sendMessage`): the old route behind four
    /// leading segments, and no other endpoint so; the evidence names them. The reverse (segments taken away) too.
    func testTheOnlyEndpointWhoseRouteEndsInTheOldRouteContinues() throws {
        let old = try document("1", endpoints: oldMessages)
        let new = try document("2", endpoints: endpoint("sendMessage", "/workspaces/{workspaceId}/channels/{channelId}/messages") + "\n" + balance)
        XCTAssertEqual(endpointRenames(old, new), ["/endpoints/createMessage → /endpoints/sendMessage"])
        let change = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.old == "/endpoints/createMessage" }
        XCTAssertEqual(change?.evidence, "same method and route behind /workspaces/{}/channels/{}/, and no other endpoint so")
        let nested = try document("1", endpoints: endpoint("postOrder", "/auth/r/orders") + "\n" + balance)
        let flat = try document("2", endpoints: endpoint("submitOrder", "/Orders/") + "\n" + balance)
        XCTAssertEqual(endpointRenames(nested, flat), ["/endpoints/postOrder → /endpoints/submitOrder"], "segments taken away, another style")
    }

    /// Each condition is needed: the same method, a literal segment in the shorter route, at most four leading segments,
    /// documentation not saying different things, and one for one (the shorter route not kept and no closer partner:
    /// below).
    func testEachConditionIsNeeded() throws {
        let old = try document("1", endpoints: oldMessages)
        for (variant, why) in [
            (endpoint("sendMessage", "/channels/{channelId}/messages", method: "PUT"), "another method"),
            (endpoint("sendMessage", "/a/b/c/d/e/messages"), "five leading segments"),
            (endpoint("sendMessage", "/channels/{channelId}/messages", description: "Archives the channel's history."), "documentation saying different things"),
            (endpoint("sendMessage", "/channels/{channelId}/messages") + "\n" + endpoint("forwardMessage", "/rooms/{roomId}/messages"), "two added endpoints end so"),
        ] {
            XCTAssertEqual(endpointRenames(old, try document("2", endpoints: variant + "\n" + balance)), [], why)
        }
        let byId = try document("1", endpoints: endpoint("getItem", "/v1/{id}", method: "GET") + "\n" + balance)
        XCTAssertEqual(endpointRenames(byId, try document("2", endpoints: endpoint("getThing", "/things/v2/{id}", method: "GET") + "\n" + balance)), [],
                       "a route of parameters and versions only is every resource's tail")
    }

    /// `GET /users/{id}` → `GET /blocks/users/{id}` while `PATCH /users/{id}` stays: the users kept their route, and
    /// the longer route is the blocked users. Without a kept route the two are paired (the route is all there is).
    func testAShorterRouteTheOtherVersionServesIsNoTail() throws {
        let update = endpoint("updateUser", "/users/{id}", method: "PATCH")
        let old = try document("1", endpoints: endpoint("getUser", "/users/{id}", method: "GET") + "\n" + update)
        let new = try document("2", endpoints: endpoint("listBlocked", "/blocks/users/{id}", method: "GET") + "\n" + update)
        XCTAssertEqual(endpointRenames(old, new), [])
        let alone = try document("1", endpoints: endpoint("getUser", "/users/{id}", method: "GET") + "\n" + balance)
        XCTAssertEqual(endpointRenames(alone, try document("2", endpoints: endpoint("listBlocked", "/blocks/users/{id}", method: "GET") + "\n" + balance)),
                       ["/endpoints/getUser → /endpoints/listBlocked"])
    }

    /// Dribbble's `GET /players/{id}/shots` continues as `GET /users/{user}/shots` (one segment renamed), not as the
    /// signed-in user's `GET /shots` (`browseFeed`), whose route is its tail: a closer partner of either side keeps the
    /// tail apart. (With operation ids sharing `shots`, ``NestedRoutes`` pairs the tail first.)
    func testARouteOneSegmentApartIsACloserPartner() throws {
        let old = try document("1", endpoints: endpoint("getPlayerShots", "/players/{id}/shots", method: "GET") + "\n" + balance)
        let new = try document("2", endpoints: [
            endpoint("browseFeed", "/shots", method: "GET"), endpoint("getUserShotList", "/users/{user}/shots", method: "GET"), balance,
        ].joined(separator: "\n"))
        XCTAssertEqual(endpointRenames(old, new), [])
        XCTAssertEqual(endpointRenames(old, try document("2", endpoints: endpoint("browseFeed", "/shots", method: "GET") + "\n" + balance)),
                       ["/endpoints/getPlayerShots → /endpoints/browseFeed"], "without the closer partner")
        XCTAssertTrue(RouteTailEndpoints.oneSegmentApart(["players", "{}", "shots"], ["users", "{}", "shots"]))
        XCTAssertFalse(RouteTailEndpoints.oneSegmentApart(["players", "{}", "shots"], ["players", "likes", "shots"]), "a parameter replaced")
        XCTAssertFalse(RouteTailEndpoints.oneSegmentApart(["players", "{}"], ["users", "{}", "shots"]), "another length")
    }
}
