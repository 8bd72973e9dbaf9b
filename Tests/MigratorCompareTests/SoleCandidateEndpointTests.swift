import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-ninth held-out part (chat, email and file storage APIs) was unsealed for
/// tuning: the last endpoint pass pairs a removed and an added endpoint that are each other's only possible rename and
/// send the same request body (``SoleCandidateEndpoints``).
final class SoleCandidateEndpointTests: ConventionRenameTestCase {
    /// The models: the body both versions send, and a response.
    let models = """
      - {name: FileImportForm, properties: [{name: file, type: string}, {name: locale_code, type: string}]}
      - {name: Upload, properties: [{name: id, type: string}, {name: state, type: string}]}
    """

    /// A `POST` endpoint sending `FileImportForm` unless told, with path parameters named in its path and an optional
    /// response.
    func posting(_ operationId: String, _ path: String, body: String = "FileImportForm", response: String? = nil) -> String {
        endpoint(operationId, path, method: "POST", body: body, response: response)
    }

    /// Phrase v1 → v2: `importFile`, `POST /file_imports` → `upload/create`, `POST /projects/{project_id}/uploads`,
    /// which now answers the upload: no word, route, text or response in common, but the same form sent, by no other
    /// endpoint on either side.
    func testTheOnlyEndpointsSendingTheSameBodyAreOne() throws {
        let kept = endpoint("listLocales", "/locales")
        let old = try document("1", models: models, endpoints: posting("importFile", "/file_imports") + "\n" + kept)
        let new = try document("2", models: models, endpoints: posting("uploadCreate", "/projects/{project_id}/uploads", response: "Upload") + "\n" + kept)
        XCTAssertEqual(renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }, ["/endpoints/importFile → /endpoints/uploadCreate"])
        let evidence = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.element == .endpoint }?.evidence ?? ""
        XCTAssertTrue(evidence.contains("each other's only possible rename"), evidence)
    }

    /// Another added or removed endpoint sending the same body, one item addressed against none, the same response
    /// alone, or a reviewer's rejection: no rename.
    func testRivalsItemsResponsesAndRejectionsLeaveThePairToAPerson() throws {
        let old = try document("1", models: models, endpoints: posting("importFile", "/file_imports"))
        func endpointRenames(_ old: APIDocument, _ new: APIDocument, options: CompareOptions = CompareOptions()) -> [String] {
            DocumentComparer(options: options).compare(old, new).changes
                .filter { $0.kind == .renamed && $0.element == .endpoint }.compactMap { "\($0.old ?? "") → \($0.new ?? "")" }
        }
        let rivalAdded = try document("2", models: models, endpoints: posting("uploadCreate", "/projects/{project_id}/uploads", response: "Upload") + "\n"
            + posting("translationsImport", "/projects/{project_id}/translations", response: "Upload"))
        XCTAssertEqual(endpointRenames(old, rivalAdded), [], "two added endpoints send the form")
        let rivalRemoved = try document("1", models: models, endpoints: posting("importFile", "/file_imports") + "\n"
            + posting("translationsPost", "/translations"))
        let new = try document("2", models: models, endpoints: posting("uploadCreate", "/projects/{project_id}/uploads", response: "Upload"))
        XCTAssertEqual(endpointRenames(rivalRemoved, new), [], "two removed endpoints sent the form")
        let item = try document("2", models: models, endpoints: posting("uploadCreate", "/uploads/{id}", response: "Upload"))
        XCTAssertEqual(endpointRenames(old, item), [], "one upload addressed against none")
        let responding = try document("1", models: models, endpoints: posting("importFile", "/file_imports", body: "string", response: "Upload"))
        let respondingNew = try document("2", models: models, endpoints: posting("uploadCreate", "/projects/{project_id}/uploads", response: "Upload"))
        XCTAssertEqual(endpointRenames(responding, respondingNew), [], "the same response alone")
        XCTAssertEqual(endpointRenames(old, new), ["/endpoints/importFile → /endpoints/uploadCreate"])
        let rejection = RenameHint(parent: nil, old: "importFile", new: "uploadCreate")
        XCTAssertEqual(endpointRenames(old, new, options: CompareOptions(rejectedRenames: [rejection])), [])
    }

    /// HipChat v1 → v2: `rooms_topic`, `POST /rooms/topic` → `set_topic`, `PUT /room/{room_id_or_name}/topic`: no word of
    /// the operation ids in common and another method, but the only endpoints of either version sending the topic form
    /// (``ComparisonState/onlySendersOfOneBody(removed:added:rejected:)``).
    func testTheOnlySendersOfABodyInEitherVersionAreOne() throws {
        let models = "  - {name: TopicForm, properties: [{name: topic, type: string}]}"
        let kept = endpoint("listRooms", "/rooms")
        let old = try document("1", models: models, endpoints: endpoint("rooms_topic", "/rooms/topic", method: "POST", body: "TopicForm") + "\n" + kept)
        /// The endpoint renames from `old` to a version with `added` and the kept endpoints.
        func endpointRenames(_ added: String, from old: APIDocument, keptAlso: String = "") throws -> [String] {
            let new = try document("2", models: models, endpoints: added + "\n" + kept + keptAlso)
            return renames(old, new).filter { $0.hasPrefix("/endpoints/") && !$0.contains("/parameters/") }
        }
        let setTopic = endpoint("set_topic", "/room/{room_id_or_name}/topic", method: "PUT", body: "TopicForm")
        XCTAssertEqual(try endpointRenames(setTopic, from: old), ["/endpoints/rooms_topic → /endpoints/set_topic"])
        let new = try document("2", models: models, endpoints: setTopic + "\n" + kept)
        let evidence = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.element == .endpoint }?.evidence ?? ""
        XCTAssertEqual(evidence, "the only endpoints of either version sending the same request body")
        // A kept endpoint sending the form too: it is no longer the only one.
        let poster = "\n" + endpoint("postMessage", "/rooms/message", method: "POST", body: "TopicForm")
        let withPoster = try document("1", models: models, endpoints: endpoint("rooms_topic", "/rooms/topic", method: "POST", body: "TopicForm") + "\n" + kept + poster)
        XCTAssertEqual(try endpointRenames(setTopic, from: withPoster, keptAlso: poster), [], "another endpoint sends the form")
        // A replacement is no partial update, and one room addressed is not none.
        let put = try document("1", models: models, endpoints: endpoint("replaceTopic", "/rooms/topic", method: "PUT", body: "TopicForm") + "\n" + kept)
        XCTAssertEqual(try endpointRenames(endpoint("patchTopic", "/room/topic", method: "PATCH", body: "TopicForm"), from: put), [], "PUT against PATCH")
        XCTAssertEqual(try endpointRenames(endpoint("set_topic", "/room/{room_id_or_name}", method: "PUT", body: "TopicForm"), from: old), [],
                       "one room addressed against none")
        let rejection = RenameHint(parent: nil, old: "rooms_topic", new: "set_topic")
        XCTAssertEqual(DocumentComparer(options: CompareOptions(rejectedRenames: [rejection])).compare(old, new).changes
            .filter { $0.kind == .renamed && $0.element == .endpoint }.count, 0, "a reviewer's rejection")
    }
}
