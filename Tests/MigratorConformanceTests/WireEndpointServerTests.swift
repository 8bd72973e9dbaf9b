import Foundation
import MigratorConformance
import XCTest

/// Endpoint-level `servers`: a request to such an endpoint must use one of its own servers, every other endpoint one
/// of the document's.
final class WireEndpointServerTests: XCTestCase {
    static let json = #"""
    {
      "migrator-document": "1",
      "service": {"name": "Shop", "version": "1.0.0"},
      "servers": [{"url": "https://api.shop.example.com/v1"}],
      "endpoints": [
        {"operationId": "listItems", "method": "GET", "path": "/items"},
        {"operationId": "getStock", "method": "GET", "path": "/stock",
         "servers": [{"url": "https://stock.shop.example.com/v2", "description": "Stock service"}]}
      ]
    }
    """#

    var validator: WireValidator!

    override func setUpWithError() throws {
        validator = WireValidator(document: try WireDocument(json: Data(Self.json.utf8)))
    }

    /// Server variables take their defaults, as the generated client's default base URL and endpoint servers do.
    func testServerVariablesTakeTheirDefaults() throws {
        let json = Self.json
            .replacingOccurrences(of: #""servers": [{"url": "https://api.shop.example.com/v1"}]"#, with: #""servers": [{"url": "https://{region}.shop.example.com/{version}", "variables": [{"name": "region", "default": "eu", "enum": ["eu", "us"]}, {"name": "version", "default": "v1"}]}]"#)
            .replacingOccurrences(of: #"{"url": "https://stock.shop.example.com/v2", "description": "Stock service"}"#, with: #"{"url": "https://{zone}.stock.shop.example.com/v2", "variables": [{"name": "zone", "default": "a"}]}"#)
        let document = try WireDocument(json: Data(json.utf8))
        XCTAssertEqual(document.servers.map(\.url), ["https://eu.shop.example.com/v1"])
        let templated = WireValidator(document: document)
        assertValid(templated, Request("GET", "https://eu.shop.example.com/v1/items"), operationId: "listItems")
        assertValid(templated, Request("GET", "https://a.stock.shop.example.com/v2/stock"), operationId: "getStock")
    }

    /// Each endpoint is valid on its own servers.
    func testEndpointsOnTheirOwnServers() {
        assertValid(validator, Request("GET", "https://api.shop.example.com/v1/items"), operationId: "listItems")
        assertValid(validator, Request("GET", "https://stock.shop.example.com/v2/stock"), operationId: "getStock")
    }

    /// An endpoint with its own servers sent to the document's server, and the other way round, are violations.
    func testEndpointsOnTheWrongServer() {
        assertViolations(validator, Request("GET", "https://api.shop.example.com/v1/stock"), operationId: "getStock", [
            "url: https://api.shop.example.com/v1/stock uses server https://api.shop.example.com/v1, "
                + "not one of getStock's servers (https://stock.shop.example.com/v2)",
        ])
        assertViolations(validator, Request("GET", "https://stock.shop.example.com/v2/items"), operationId: "listItems", [
            "url: https://stock.shop.example.com/v2/items uses server https://stock.shop.example.com/v2, "
                + "not one of listItems's servers (https://api.shop.example.com/v1)",
        ])
    }

    /// Two endpoints of one route shape on different servers (OCPI 2.2: the CPO's `GET /locations/{location_id}/{evse_uid}/
    /// {connector_id}` and the eMSP's `GET /locations/{country_code}/{party_id}/{location_id}`): a request goes to the
    /// endpoint its server serves, whichever comes first in the document.
    func testTheServerTellsApartEndpointsOfOneRouteShape() throws {
        let json = #"""
        {
          "migrator-document": "1",
          "service": {"name": "Charging", "version": "2.2"},
          "servers": [{"url": "https://ocpi.example.com/cpo/2.2"}],
          "endpoints": [
            {"operationId": "getConnector", "method": "GET", "path": "/locations/{location_id}/{evse_uid}/{connector_id}",
             "parameters": [{"name": "location_id", "in": "path", "type": "string", "required": true},
                            {"name": "evse_uid", "in": "path", "type": "string", "required": true},
                            {"name": "connector_id", "in": "path", "type": "string", "required": true}]},
            {"operationId": "getStoredLocation", "method": "GET", "path": "/locations/{country_code}/{party_id}/{location_id}",
             "servers": [{"url": "https://ocpi.example.com/emsp/2.2"}],
             "parameters": [{"name": "country_code", "in": "path", "type": "string", "required": true, "maxLength": 2},
                            {"name": "party_id", "in": "path", "type": "string", "required": true},
                            {"name": "location_id", "in": "path", "type": "string", "required": true}]}
          ]
        }
        """#
        let validator = WireValidator(document: try WireDocument(json: Data(json.utf8)))
        assertValid(validator, Request("GET", "https://ocpi.example.com/emsp/2.2/locations/NL/EXA/loc1"), operationId: "getStoredLocation")
        assertValid(validator, Request("GET", "https://ocpi.example.com/cpo/2.2/locations/loc1/evse1/1"), operationId: "getConnector")
    }

    /// A URL on neither kind of server lists every server it could have used.
    func testUnknownServerListsEndpointServers() {
        assertViolationsContain(validator, Request("GET", "https://evil.example.com/v2/stock"), operationId: nil, [
            "does not start with a server of the document (https://api.shop.example.com/v1, https://stock.shop.example.com/v2)",
        ])
    }
}
