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
}
