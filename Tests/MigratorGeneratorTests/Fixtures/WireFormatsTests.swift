// Copied into the generated WireFormats package by GeneratedPackageBuildTests (not compiled in this repository):
// calls every endpoint of Fixtures/wire-formats.yaml through a mock transport and checks the exact request each
// parameter style and server produces.
import Foundation
import WireFormats
import WireFormatsRuntime
import XCTest

/// The requests the generated client sends, per parameter style.
final class WireFormatsTests: XCTestCase {
    /// The requests the mock transport saw.
    actor Recorder {
        var requests: [HTTPRequest] = []

        func record(_ request: HTTPRequest) { requests.append(request) }
    }

    private func capture(baseURL: URL = Client.defaultBaseURL, _ call: (Client) async throws -> Void) async throws -> HTTPRequest {
        let recorder = Recorder()
        let transport = ClosureTransport { request in
            await recorder.record(request)
            return HTTPResponse(statusCode: 204)
        }
        try await call(Client(baseURL: baseURL, transport: transport))
        let requests = await recorder.requests
        XCTAssertEqual(requests.count, 1)
        return try XCTUnwrap(requests.first)
    }

    private func url(_ call: (Client) async throws -> Void) async throws -> String {
        try await capture(call).url.absoluteString
    }

    private let base = "https://api.styles.example.com/v1"

    func testQueryStyles() async throws {
        let sent = try await url {
            try await $0.listQueryStyles(
                formExploded: [1, 2], formFlat: [3, 4], spaced: ["a b", "c"], piped: [.red, .blue], pipedExploded: [5, 6],
                day: Date(timeIntervalSince1970: 86_400)
            )
        }
        XCTAssertEqual(
            sent,
            base + "/query?formExploded=1&formExploded=2&formFlat=3,4&spaced=a%20b%20c&piped=red%7Cblue"
                + "&pipedExploded=5&pipedExploded=6&day=1970-01-02"
        )
        let reserved = try await url { try await $0.listQueryStyles(path: "/docs/a b.txt?v=1&x#y") }
        XCTAssertEqual(reserved, base + "/query?path=/docs/a%20b.txt?v%3D1%26x%23y", "allowReserved keeps / and ?, encodes = & # and the space")
        let none = try await url { try await $0.listQueryStyles() }
        XCTAssertEqual(none, base + "/query")
    }

    func testDeepObjectAndUnionQueryParameters() async throws {
        let filter = CreatedFilter(gte: 10, lt: 20, range: Window(from: 1, to: 2), tags: ["x", "y"])
        let sent = try await url {
            try await $0.listCharges(created: .filter(filter), metadata: ["order": "7"], range: Window(from: 3, to: 4), rangeFlat: Window(from: 5, to: 6))
        }
        XCTAssertEqual(
            sent.removingPercentEncoding,
            base + "/charges?created[gte]=10&created[lt]=20&created[range][from]=1&created[range][to]=2"
                + "&created[tags][0]=x&created[tags][1]=y&metadata[order]=7&from=3&to=4&rangeFlat=from,5,to,6"
        )
        XCTAssertTrue(sent.contains("created%5Bgte%5D=10"), sent)
        let timestamp = try await url { try await $0.listCharges(created: .timestamp(1_700_000_000), filter: CreatedFilter(lte: 5)) }
        XCTAssertEqual(timestamp.removingPercentEncoding, base + "/charges?created=1700000000&filter[lte]=5")
    }

    func testPathStyles() async throws {
        let label = try await url { try await $0.getLabel(ids: [3, 4]) }
        XCTAssertEqual(label, base + "/label/.3,4")
        let exploded = try await url { try await $0.getLabelExploded(ids: [3, 4]) }
        XCTAssertEqual(exploded, base + "/label-exploded/.3.4")
        let matrix = try await url { try await $0.getMatrix(ids: [3, 4], range: Window(from: 1, to: 2)) }
        XCTAssertEqual(matrix, base + "/matrix/;ids=3;ids=4/;range=from,1,to,2")
        let simple = try await url { try await $0.getSimple(color: .blue, range: Window(from: 1, to: 2)) }
        XCTAssertEqual(simple, base + "/simple/blue/from=1,to=2")
    }

    func testHeadersAndCookies() async throws {
        let request = try await capture {
            try await $0.getHeadersAndCookies(xIds: [1, 2], session: "s 1", xWindow: Window(from: 1, to: 2), prefs: ["a", "b"])
        }
        XCTAssertEqual(request.value(forHeader: "X-Ids"), "1,2")
        XCTAssertEqual(request.value(forHeader: "X-Window"), "from=1,to=2")
        XCTAssertEqual(request.value(forHeader: "Cookie"), "session=s%201; prefs=a,b")
    }

    func testEndpointServersUnlessTheAppChoosesTheBaseURL() async throws {
        let upload = try await capture { try await $0.uploadFile(name: "a b.txt", body: Data("hi".utf8)) }
        XCTAssertEqual(upload.url.absoluteString, "https://uploads.styles.example.com/v2/files/a%20b.txt")
        XCTAssertEqual(upload.body, Data("hi".utf8))
        let other = try await url { try await $0.getLabel(ids: [1]) }
        XCTAssertEqual(other, base + "/label/.1")
        let staging = try XCTUnwrap(URL(string: "https://staging.example.com/api"))
        let overridden = try await capture(baseURL: staging) { try await $0.uploadFile(name: "f", body: Data()) }
        XCTAssertEqual(overridden.url.absoluteString, "https://staging.example.com/api/files/f")
    }

    func testTextBodiesAndResponses() async throws {
        let recorder = Recorder()
        let transport = ClosureTransport { request in
            await recorder.record(request)
            return HTTPResponse(statusCode: 200, headerFields: [HTTPHeaderField(name: "Content-Type", value: "text/plain")], body: Data("grüß dich".utf8))
        }
        let answer = try await Client(transport: transport).echoText(body: "héllo")
        XCTAssertEqual(answer, "grüß dich")
        let requests = await recorder.requests
        let request = try XCTUnwrap(requests.first)
        XCTAssertEqual(request.body, Data("héllo".utf8))
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "text/plain; charset=utf-8")
        let broken = ClosureTransport { _ in HTTPResponse(statusCode: 200, body: Data([0xFF, 0xFE])) }
        do {
            _ = try await Client(transport: broken).echoText(body: "x")
            XCTFail("a body that is not UTF-8 must not decode")
        } catch is ResponseDecodingError {}
    }

    func testRawBodiesAndResponsesUseTheirDeclaredMediaTypes() async throws {
        let recorder = Recorder()
        let transport = ClosureTransport { request in
            await recorder.record(request)
            return HTTPResponse(statusCode: 200, headerFields: [HTTPHeaderField(name: "Content-Type", value: "image/png")], body: Data([0x89, 0x50]))
        }
        let thumbnail = try await Client(transport: transport).replaceCover(id: 7, body: Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(thumbnail, Data([0x89, 0x50]))
        let requests = await recorder.requests
        let request = try XCTUnwrap(requests.first)
        XCTAssertEqual(request.url.absoluteString, base + "/covers/7")
        XCTAssertEqual(request.body, Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(request.value(forHeader: "Content-Type"), "image/jpeg")
        XCTAssertEqual(request.value(forHeader: "Accept"), "image/png")
        let image = try await capture { try await $0.uploadAnyImage(body: Data([1])) }
        XCTAssertEqual(image.value(forHeader: "Content-Type"), "application/octet-stream")
        XCTAssertNil(image.value(forHeader: "Accept"))
        let upload = try await capture { try await $0.uploadFile(name: "f", body: Data([2])) }
        XCTAssertEqual(upload.value(forHeader: "Content-Type"), "application/octet-stream")
    }

    func testAResponseWithSeveralMediaTypesAcceptsThemAllAndDecodesJSONOrText() async throws {
        for (contentType, body, expected) in [("application/json", #""hi""#, "hi"), ("text/plain; charset=utf-8", "hi there", "hi there")] {
            let recorder = Recorder()
            let transport = ClosureTransport { request in
                await recorder.record(request)
                return HTTPResponse(statusCode: 200, headerFields: [HTTPHeaderField(name: "Content-Type", value: contentType)], body: Data(body.utf8))
            }
            let greeting = try await Client(transport: transport).getGreeting()
            XCTAssertEqual(greeting, expected)
            let requests = await recorder.requests
            XCTAssertEqual(try XCTUnwrap(requests.first).value(forHeader: "Accept"), "application/json, text/plain;q=0.9")
        }
    }

    func testMultipartBodyHasOnePartPerField() async throws {
        let upload = AvatarUpload(
            caption: "Me \"at\" home", avatar: Data([0x89, 0x50, 0x4E, 0x47]), tags: ["cat", "sofa"],
            crop: Window(from: 1, to: 2), visible: true
        )
        let request = try await capture { try await $0.uploadAvatar(body: upload) }
        XCTAssertEqual(request.url.absoluteString, base + "/avatars")
        let contentType = try XCTUnwrap(request.value(forHeader: "Content-Type"))
        let prefix = "multipart/form-data; boundary=migrator-boundary-"
        XCTAssertTrue(contentType.hasPrefix(prefix), contentType)
        XCTAssertEqual(contentType.count, prefix.count + 16)
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        var expected = Data((
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"avatar\"\r\nContent-Type: image/png\r\n\r\n"
        ).utf8)
        expected.append(Data([0x89, 0x50, 0x4E, 0x47]))
        expected.append(Data((
            "\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nMe \"at\" home\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"crop\"\r\nContent-Type: application/json\r\n\r\n{\"from\":1,\"to\":2}\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\ncat\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\nsofa\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"visible\"\r\n\r\ntrue\r\n"
                + "--\(boundary)--\r\n"
        ).utf8))
        XCTAssertEqual(request.body, expected)
        let again = try await capture { try await $0.uploadAvatar(body: upload) }
        XCTAssertEqual(again.body, request.body, "the boundary is deterministic")
    }

    func testABodyWithSameSchemaAlternativesIsSentInTheChosenMediaType() async throws {
        let note = Note(text: "hi")
        let json = try await capture { try await $0.createNote(body: note) }
        XCTAssertEqual(json.url.absoluteString, base + "/notes")
        XCTAssertEqual(json.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(json.body, Data(#"{"text":"hi"}"#.utf8))
        let form = try await capture { try await $0.createNote(body: note, contentType: .formURLEncoded) }
        XCTAssertEqual(form.value(forHeader: "Content-Type"), "application/x-www-form-urlencoded")
        XCTAssertEqual(form.body, Data("text=hi".utf8))
        let multipart = try await capture { try await $0.createNote(body: note, contentType: .multipartFormData) }
        let contentType = try XCTUnwrap(multipart.value(forHeader: "Content-Type"))
        XCTAssertTrue(contentType.hasPrefix("multipart/form-data; boundary="), contentType)
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        XCTAssertEqual(multipart.body, Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nhi\r\n--\(boundary)--\r\n".utf8))
        XCTAssertEqual(Client.CreateNoteBodyContentType.allCases.map(\.rawValue), [
            "application/json", "application/x-www-form-urlencoded", "multipart/form-data",
        ])
    }

    func testABodyAlternativeWithItsOwnSchemaHasAMethodOfItsOwn() async throws {
        let link = try await capture { try await $0.setBanner(id: 3, body: BannerLink(url: "https://x.example/b.png")) }
        XCTAssertEqual(link.url.absoluteString, base + "/banners/3")
        XCTAssertEqual(link.value(forHeader: "Content-Type"), "application/json")
        XCTAssertEqual(link.body, Data(#"{"url":"https:\/\/x.example\/b.png"}"#.utf8))
        let image = try await capture { try await $0.setBannerAsImagePng(id: 3, body: Data([0x89, 0x50])) }
        XCTAssertEqual(image.url.absoluteString, base + "/banners/3")
        XCTAssertEqual(image.method, .put)
        XCTAssertEqual(image.value(forHeader: "Content-Type"), "image/png")
        XCTAssertEqual(image.body, Data([0x89, 0x50]))
    }

    func testMultipartFileMetadataGivesTheFileItsNameAndType() async throws {
        let file = MultipartFile(data: Data([0xFF, 0xD8]), filename: "me.jpg", contentType: "image/jpeg")
        let upload = AvatarUpload(caption: "c", avatar: file.data)
        let request = try await capture { try await $0.uploadAvatar(body: upload, files: ["avatar": file.metadata]) }
        let contentType = try XCTUnwrap(request.value(forHeader: "Content-Type"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        var expected = Data((
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"me.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
        ).utf8)
        expected.append(file.data)
        expected.append(Data((
            "\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nc\r\n--\(boundary)--\r\n"
        ).utf8))
        XCTAssertEqual(request.body, expected)
    }

    func testServerVariablesAreClientOptions() async throws {
        XCTAssertEqual(Client.defaultBaseURL.absoluteString, base)
        XCTAssertEqual(Client.ServerVariables.Environment.allCases, [.api, .sandbox])
        let sandbox = try XCTUnwrap(Client.baseURL(for: .init(environment: .sandbox, version: "v2")))
        XCTAssertEqual(sandbox.absoluteString, "https://sandbox.styles.example.com/v2")
        XCTAssertEqual(Client.baseURL(for: .init()), Client.defaultBaseURL)
        let sent = try await capture(baseURL: sandbox) { try await $0.getLabel(ids: [2]) }
        XCTAssertEqual(sent.url.absoluteString, "https://sandbox.styles.example.com/v2/label/.2")
    }

    func testEveryServerIsAChoiceWithItsOwnVariables() async throws {
        XCTAssertEqual(Client.baseURL(for: .stylesExampleCom()), Client.defaultBaseURL)
        XCTAssertEqual(Client.Server.stylesExampleCom(.init(environment: .sandbox)).url?.absoluteString, "https://sandbox.styles.example.com/v1")
        XCTAssertEqual(Client.baseURL(for: .regional())?.absoluteString, "https://demo.eu.styles.example.com/v1")
        let acme = try XCTUnwrap(Client.baseURL(for: .regional(.init(tenant: "acme"))))
        XCTAssertEqual(acme.absoluteString, "https://acme.eu.styles.example.com/v1")
        XCTAssertEqual(Client.Server.localDevelopment.url?.absoluteString, "http://localhost:8080/v1")
        XCTAssertNotEqual(Client.Server.regional(), Client.Server.regional(.init(tenant: "acme")))
        let sent = try await capture(baseURL: acme) { try await $0.getLabel(ids: [2]) }
        XCTAssertEqual(sent.url.absoluteString, "https://acme.eu.styles.example.com/v1/label/.2")
        let upload = try await capture(baseURL: acme) { try await $0.uploadFile(name: "f", body: Data()) }
        XCTAssertEqual(upload.url.absoluteString, "https://acme.eu.styles.example.com/v1/files/f", "a chosen server overrides endpoint servers")
    }
}
