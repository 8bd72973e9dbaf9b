import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// The last endpoint pass (``EndpointNeighbours``): documentation said alike by one removed and one added endpoint of
/// the same method, placed by a matched neighbour or the same position.
final class EndpointNeighboursTests: ConventionRenameTestCase {
    /// One endpoint in the native format, documented.
    private func documented(_ id: String, _ path: String, _ description: String, method: String = "POST") -> String {
        "  - {operationId: \(id), method: \(method), path: \"\(path)\", description: \"\(description)\"}"
    }

    /// Lex Runtime v1 → v2: `PostContent` → `RecognizeUtterance`, both sending the user's input to Lex, right after (or
    /// right before) the kept `listBots` on both sides, although an added endpoint moved every position by one.
    func testADocumentedEndpointNextToTheSameMatchedEndpoint() throws {
        let old = try document("1", endpoints: """
        \(documented("listBots", "/bots", "Lists the bots of the account.", method: "GET"))
        \(documented("PostContent", "/bot/content", "Sends user input (text or speech) to Amazon Lex."))
        """)
        let new = try document("2", endpoints: """
        \(documented("health", "/health", "Says whether the service runs.", method: "GET"))
        \(documented("listBots", "/bots", "Lists the bots of the account.", method: "GET"))
        \(documented("RecognizeUtterance", "/sessions/utterance", "Sends user input in text or speech to Amazon Lex."))
        """)
        XCTAssertEqual(renames(old, new), ["/endpoints/PostContent → /endpoints/RecognizeUtterance"])
        // Right before the kept endpoint on both sides.
        let before = try document("1", endpoints: """
        \(documented("PostContent", "/bot/content", "Sends user input (text or speech) to Amazon Lex."))
        \(documented("listBots", "/bots", "Lists the bots of the account.", method: "GET"))
        """)
        let shifted = try document("2", endpoints: """
        \(documented("health", "/health", "Says whether the service runs.", method: "GET"))
        \(documented("RecognizeUtterance", "/sessions/utterance", "Sends user input in text or speech to Amazon Lex."))
        \(documented("listBots", "/bots", "Lists the bots of the account.", method: "GET"))
        """)
        XCTAssertEqual(renames(before, shifted), ["/endpoints/PostContent → /endpoints/RecognizeUtterance"])
    }

    /// The same position in both lists places the pair too (Linode v3 → v4's `linodeList` → `getLinodeInstances`, the
    /// first endpoint of each).
    func testADocumentedEndpointAtTheSamePosition() throws {
        let old = try document("1", endpoints: documented("linodeList", "/linode/list", "Lists the Linodes on the account.", method: "GET"))
        let new = try document("2", endpoints: documented("getLinodeInstances", "/linode/instances", "Lists the Linodes on your account.", method: "GET"))
        XCTAssertEqual(renames(old, new), ["/endpoints/linodeList → /endpoints/getLinodeInstances"])
    }

    /// Not when two added endpoints are described alike, with another method, with another description, or when neither
    /// a neighbour nor the position places the pair.
    func testNoPairWithoutOneForOneDocumentationAndAPlace() throws {
        let old = try document("1", endpoints: """
        \(documented("listBots", "/bots", "Lists the bots of the account.", method: "GET"))
        \(documented("PostContent", "/bot/content", "Sends user input (text or speech) to Amazon Lex."))
        """)
        func found(_ endpoints: String...) throws -> [String] { renames(old, try document("2", endpoints: endpoints.joined(separator: "\n"))) }
        let listBots = documented("listBots", "/bots", "Lists the bots of the account.", method: "GET")
        XCTAssertEqual(try found(listBots, documented("RecognizeUtterance", "/utterance", "Sends user input in text or speech to Amazon Lex."),
                                 documented("RecognizeText", "/text", "Sends user input in text or speech to Amazon Lex.")), [], "two alike")
        XCTAssertEqual(try found(listBots, documented("RecognizeUtterance", "/utterance", "Sends user input in text or speech to Amazon Lex.", method: "PUT")), [],
                       "another method")
        XCTAssertEqual(try found(listBots, documented("RecognizeUtterance", "/utterance", "Starts a conversation with a bot.")), [], "another description")
        XCTAssertEqual(try found(documented("RecognizeUtterance", "/utterance", "Sends user input in text or speech to Amazon Lex."),
                                 documented("health", "/health", "Says whether the service runs.", method: "GET"), listBots), [],
                       "no place: neither next to listBots nor at position 1")
    }

    /// Swiftype Site Search → App Search: `documents` → `listDocuments` between the same two kept endpoints, the
    /// documentation rewritten, an added endpoint moving every position: the slot and the related ids pair them.
    func testAnEndpointBetweenTheSameTwoMatchedEndpoints() throws {
        let old = try document("1", endpoints: """
        \(documented("listEngines", "/engines", "All engines.", method: "GET"))
        \(documented("documents", "/engines/docs", "Pages through the indexed records.", method: "GET"))
        \(documented("getEngine", "/engines/one", "One engine.", method: "GET"))
        """)
        func found(_ middle: String, _ last: String = documented("getEngine", "/engines/one", "One engine.", method: "GET")) throws -> [String] {
            renames(old, try document("2", endpoints: """
            \(documented("health", "/health", "Says whether the service runs.", method: "GET"))
            \(documented("listEngines", "/engines", "All engines.", method: "GET"))
            \(middle)
            \(last)
            """))
        }
        XCTAssertEqual(try found(documented("listDocuments", "/engines/documents", "Lists the documents of an engine.", method: "GET")),
                       ["/endpoints/documents → /endpoints/listDocuments"])
        XCTAssertEqual(try found(documented("listDocuments", "/engines/documents", "Lists the documents of an engine.", method: "POST")), [],
                       "another method")
        XCTAssertEqual(try found(documented("videos", "/engines/videos", "Lists the videos of an engine.", method: "GET")), [],
                       "neither the ids nor the documentation related")
        XCTAssertEqual(try found(documented("listDocuments", "/engines/documents", "Lists the documents of an engine.", method: "GET"),
                                 documented("getEngineInfo", "/engines/info", "Facts about one engine.", method: "GET")), [],
                       "only one neighbour matched")
        let kept = try document("1", endpoints: """
        \(documented("listEngines", "/engines", "All engines.", method: "GET"))
        \(documented("documents", "/engines/docs", "Pages through the indexed records.", method: "GET"))
        \(documented("getEngine", "/engines/one", "One engine.", method: "GET"))
        \(documented("listDocuments", "/engines/documents", "Lists the documents of an engine.", method: "GET"))
        """)
        let moved = try document("2", endpoints: """
        \(documented("listEngines", "/engines", "All engines.", method: "GET"))
        \(documented("listDocuments", "/engines/documents", "Lists the documents of an engine.", method: "GET"))
        \(documented("getEngine", "/engines/one", "One engine.", method: "GET"))
        \(documented("health", "/health", "Says whether the service runs.", method: "POST"))
        """)
        XCTAssertEqual(renames(kept, moved), [], "the endpoint in the slot is matched already (by its id)")
    }

    /// A word substituted (`getEventImages` → `getEventVideos`) in the slot is another resource unless the documentation
    /// says alike.
    func testASubstitutedWordInTheSlotNeedsTheDocumentation() throws {
        let old = try document("1", endpoints: """
        \(documented("getEvent", "/events/one", "One event.", method: "GET"))
        \(documented("getEventImages", "/events/images", "The images of an event.", method: "GET"))
        \(documented("getVenue", "/venues/one", "One venue.", method: "GET"))
        """)
        func found(_ description: String) throws -> [String] {
            renames(old, try document("2", endpoints: """
            \(documented("health", "/health", "Says whether the service runs.", method: "GET"))
            \(documented("getEvent", "/events/one", "One event.", method: "GET"))
            \(documented("getEventVideos", "/events/videos", description, method: "GET"))
            \(documented("getVenue", "/venues/one", "One venue.", method: "GET"))
            """))
        }
        XCTAssertEqual(try found("The videos shot at an event."), [])
        XCTAssertEqual(try found("The images of an event."), ["/endpoints/getEventImages → /endpoints/getEventVideos"])
    }
    /// Documentation that only shares words (`getImageLayer`, "Download the tarball of an image layer" → `getBlob`,
    /// "Download a blob (a layer or the image config)", as in Docker Registry v1 → v2), after the same kept endpoint, is
    /// placed by the neighbour too, in a second round (Meetup v2 → v3's `getOpenEvents` → `findUpcomingEvents`).
    func testDocumentationSharingWordsPlacedByANeighbour() throws {
        let old = try document("1", endpoints: """
        \(documented("getImage", "/images/one", "One image.", method: "GET"))
        \(documented("getImageLayer", "/images/layer", "Download the tarball of an image layer", method: "GET"))
        """)
        func compared(_ description: String, method: String = "GET", id: String = "getBlob") throws -> [Change] {
            DocumentComparer().compare(old, try document("2", endpoints: """
            \(documented("getImage", "/images/one", "One image.", method: "GET"))
            \(documented(id, "/blobs/one", description, method: method))
            """)).changes.filter { $0.kind == .renamed }
        }
        let found = try compared("Download a blob (a layer or the image config)")
        XCTAssertEqual(found.map { "\($0.old ?? "") → \($0.new ?? "")" }, ["/endpoints/getImageLayer → /endpoints/getBlob"])
        XCTAssertTrue(found.first?.evidence?.hasPrefix(EndpointNeighbours.sharedWordsEvidence) == true, "\(found.map(\.evidence))")
        // Fewer words in common, another method, or operation ids a word apart by substitution (sibling resources):
        // no rename.
        XCTAssertEqual(try compared("Lists the tags of a repository"), [])
        XCTAssertEqual(try compared("Download a blob (a layer or the image config)", method: "POST"), [])
        XCTAssertEqual(try compared("Download a blob (a layer or the image config)", id: "getImageConfig"), [])
        // Documentation too long to compare says nothing.
        let long = String(repeating: "Download the tarball of an image layer. ", count: 250)
        let longOld = try document("1", endpoints: """
        \(documented("getImage", "/images/one", "One image.", method: "GET"))
        \(documented("getImageLayer", "/images/layer", long + "Old.", method: "GET"))
        """)
        let longNew = try document("2", endpoints: """
        \(documented("getImage", "/images/one", "One image.", method: "GET"))
        \(documented("getBlob", "/blobs/one", long + "New.", method: "GET"))
        """)
        XCTAssertEqual(renames(longOld, longNew), [])
        // The pair does not relate the models the two endpoints answer (`Layer` is no `LayerBlobResponse` for it).
        let answered = try document("1", models: "  - {name: Layer, properties: [{name: size, type: int64}, {name: data, type: string}]}",
                                    endpoints: """
        \(documented("getImage", "/images/one", "One image.", method: "GET"))
          - {operationId: getImageLayer, method: GET, path: "/images/layer", description: "Download the tarball of an image layer", response: {type: Layer}}
        """)
        let answers = try document("2", models: "  - {name: LayerBlobResponse, properties: [{name: size, type: int64}, {name: digest, type: string}]}",
                                   endpoints: """
        \(documented("getImage", "/images/one", "One image.", method: "GET"))
          - {operationId: getBlob, method: GET, path: "/blobs/one", description: "Download a blob (a layer or the image config)", response: {type: LayerBlobResponse}}
        """)
        XCTAssertEqual(renames(answered, answers), ["/endpoints/getImageLayer → /endpoints/getBlob"])
    }
}
