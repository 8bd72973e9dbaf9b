import Foundation
import MigratorLoader
import MigratorModel
import XCTest

/// Service information, servers and authentication.
final class OpenAPIServiceMappingTests: XCTestCase {
    func testInfoBecomesTheServiceInformation() throws {
        let loaded = try OpenAPITestSupport.loadText("""
            openapi: 3.1.0
            info: { title: Pet Store, version: 2.0.0, summary: Pets., description: All about pets. }
            paths: {}
            """)
        XCTAssertEqual(loaded.document.service, ServiceInfo(name: "Pet Store", version: "2.0.0", description: "All about pets."))
        XCTAssertEqual(loaded.format, .openAPI)
    }

    func testServersKeepAbsoluteURLsAndTheirVariables() throws {
        let loaded = try OpenAPITestSupport.load("""
            servers:
              - url: https://api.example.com/v1/
                description: Production
              - url: https://{region}.example.com:{port}/{base}
                variables:
                  region: { default: eu, enum: [eu, us] }
                  port: { default: '8443' }
                  base: { default: v2 }
              - url: /relative
              - url: https://{tenant}.example.com
                variables: { tenant: { enum: [a] } }
            paths: {}
            """)
        XCTAssertEqual(loaded.document.servers, [
            Server(url: "https://api.example.com/v1", description: "Production"),
            Server(url: "https://{region}.example.com:{port}/{base}", variables: [
                ServerVariable(name: "region", defaultValue: "eu", values: ["eu", "us"]),
                ServerVariable(name: "port", defaultValue: "8443"),
                ServerVariable(name: "base", defaultValue: "v2"),
            ]),
        ])
        XCTAssertEqual(loaded.document.servers[1].resolvedURL(), "https://eu.example.com:8443/v2")
        XCTAssertEqual(loaded.document.servers[1].resolvedURL(["region": "us"]), "https://us.example.com:8443/v2")
        OpenAPITestSupport.assertWarning(loaded, "server URL \"/relative\" is not absolute", at: "/servers/2/url")
        OpenAPITestSupport.assertWarning(loaded, "server variable \"tenant\" has no default", at: "/servers/3/url")
    }

    func testSecuritySchemesMapToTheClientsAuthentication() throws {
        let loaded = try OpenAPITestSupport.load("""
            paths: {}
            components:
              securitySchemes:
                token: { type: http, scheme: Bearer, bearerFormat: JWT, description: A JWT. }
                login: { type: http, scheme: basic }
                headerKey: { type: apiKey, in: header, name: X-API-Key }
                queryKey: { type: apiKey, in: query, name: api_key }
                cookieKey: { type: apiKey, in: cookie, name: session }
                oauth: { type: oauth2, flows: { implicit: { authorizationUrl: 'https://example.com/auth', scopes: {} } } }
                oidc: { type: openIdConnect, openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' }
                digest: { type: http, scheme: digest }
                tls: { type: mutualTLS }
            security: [{ cookieKey: [] }, { headerKey: [] }, { missing: [] }]
            """)
        XCTAssertEqual(loaded.document.authSchemes, [
            AuthScheme(name: "token", kind: .bearer, description: "A JWT."),
            AuthScheme(name: "login", kind: .basic),
            AuthScheme(name: "headerKey", kind: .apiKey(location: .header, parameterName: "X-API-Key")),
            AuthScheme(name: "queryKey", kind: .apiKey(location: .query, parameterName: "api_key")),
            AuthScheme(name: "oauth", kind: .bearer),
            AuthScheme(name: "oidc", kind: .bearer),
        ])
        XCTAssertEqual(loaded.document.security, ["headerKey"], "skipped and undeclared schemes drop out")
        let schemes = "/components/securitySchemes/"
        OpenAPITestSupport.assertWarning(loaded, "apiKey in a cookie is not supported", at: schemes + "cookieKey/in")
        OpenAPITestSupport.assertWarning(loaded, "oauth2 is read as a bearer token", at: schemes + "oauth")
        OpenAPITestSupport.assertWarning(loaded, "openIdConnect is read as a bearer token", at: schemes + "oidc")
        OpenAPITestSupport.assertWarning(loaded, "HTTP auth scheme \"digest\" is not supported", at: schemes + "digest")
        OpenAPITestSupport.assertWarning(loaded, "mutualTLS", at: schemes + "tls")
        OpenAPITestSupport.assertWarning(loaded, "undeclared scheme \"missing\"", at: "/security/2")
        XCTAssertEqual(loaded.warnings.count, 6)
    }

    func testJSONDocumentsReadLikeYAMLDocumentsWithMembersSortedByKey() throws {
        let json = """
            {"openapi": "3.0.3", "info": {"title": "JSON", "version": "1"},
             "paths": {"/b": {"get": {"operationId": "b", "responses": {"200": {"description": "ok"}}}},
                       "/a": {"get": {"operationId": "a", "responses": {"200": {"description": "ok",
                         "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Zebra"}}}}}}}},
             "components": {"schemas": {
               "Zebra": {"type": "object", "required": ["stripes"],
                         "properties": {"stripes": {"type": "integer", "maximum": 18446744073709551615}, "name": {"type": "string", "nullable": true}}},
               "Ant": {"type": "string", "enum": ["small", "tiny"]}}}}
            """
        let loaded = try OpenAPITestSupport.loadText(json, named: "api.json")
        XCTAssertEqual(loaded.document.endpoints.map(\.operationId), ["a", "b"])
        XCTAssertEqual(loaded.document.models.map(\.name), ["Ant", "Zebra"])
        XCTAssertEqual(try loaded.properties(of: "Zebra"), [
            Property(name: "name", type: .scalar(.string), nullable: true),
            Property(name: "stripes", type: .scalar(.int64), required: true),
        ])
        XCTAssertEqual(try loaded.endpoint("a").response?.type, .model("Zebra"))
        let warning = OpenAPITestSupport.assertWarning(loaded, "beyond the 64-bit integer range", at: "/components/schemas/Zebra/properties/stripes/maximum")
        XCTAssertEqual(warning?.location.file, "api.json")
    }
}
