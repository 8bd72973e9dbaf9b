import Foundation
import MigratorRuntime
import XCTest

/// An upload with every kind of multipart field.
private struct Upload: Encodable {
    /// A text field.
    var title: String
    /// A number field.
    var count: Int
    /// A boolean field.
    var draft: Bool
    /// A file field.
    var image: Data
    /// A repeated text field.
    var tags: [String]
    /// A nested object, sent as JSON.
    var meta: Meta?
    /// An absent field, left out.
    var note: String?

    /// The nested object.
    struct Meta: Encodable {
        /// A member.
        var b: Int
        /// A member.
        var a: String
    }
}

/// Exact bytes of `multipart/form-data` bodies built by `OperationRequest.setMultipartBody`.
final class MultipartBodyTests: XCTestCase {
    /// The body of a built request as text.
    private func built(_ request: OperationRequest) throws -> (body: String, contentType: String?) {
        let http = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://api.example.com")))
        return (String(decoding: try XCTUnwrap(http.body), as: UTF8.self), http.value(forHeader: "Content-Type"))
    }

    /// Every kind of field with an injected boundary: text, number, boolean, file with encoding, repeated, JSON part.
    func testEncodesEachFieldKindWithGivenBoundary() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        let upload = Upload(
            title: "Hi there", count: 3, draft: false, image: Data([0x89, 0x50, 0x4E, 0x47]), tags: ["a", "b"],
            meta: Upload.Meta(b: 2, a: "x/y"), note: nil
        )
        try request.setMultipartBody(upload, fileFields: ["image"], encoding: ["image": "image/png"], boundary: "XYZ")
        let http = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://api.example.com")))
        XCTAssertEqual(http.value(forHeader: "Content-Type"), "multipart/form-data; boundary=XYZ")
        var expected = Data()
        expected.append(Data((
            "--XYZ\r\nContent-Disposition: form-data; name=\"count\"\r\n\r\n3\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"draft\"\r\n\r\nfalse\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"image\"; filename=\"image\"\r\nContent-Type: image/png\r\n\r\n"
        ).utf8))
        expected.append(Data([0x89, 0x50, 0x4E, 0x47]))
        expected.append(Data((
            "\r\n--XYZ\r\nContent-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json\r\n\r\n{\"a\":\"x/y\",\"b\":2}\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\na\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\nb\r\n"
                + "--XYZ\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHi there\r\n"
                + "--XYZ--\r\n"
        ).utf8))
        XCTAssertEqual(http.body, expected)
    }

    /// A file field without encoding is `application/octet-stream`; quotes and line breaks in names are escaped.
    func testEscapesNamesAndDefaultsFileContentType() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        let fields: [String: Data] = ["a\"b\r\nX-Evil: 1": Data("hi".utf8)]
        try request.setMultipartBody(fields, fileFields: ["a\"b\r\nX-Evil: 1"], boundary: "B")
        let result = try built(request)
        XCTAssertEqual(
            result.body,
            "--B\r\nContent-Disposition: form-data; name=\"a%22b%0D%0AX-Evil: 1\"; filename=\"a%22b%0D%0AX-Evil: 1\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\nhi\r\n--B--\r\n"
        )
    }

    /// An array of files is one file part per element under the same name, each with the field's content type.
    func testArrayOfFilesIsRepeatedFileParts() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        try request.setMultipartBody(["pages": [Data("p1".utf8), Data("p2".utf8)]], fileFields: ["pages"], encoding: ["pages": "text/csv"], boundary: "B")
        XCTAssertEqual(
            try built(request).body,
            "--B\r\nContent-Disposition: form-data; name=\"pages\"; filename=\"pages\"\r\nContent-Type: text/csv\r\n\r\np1\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"pages\"; filename=\"pages\"\r\nContent-Type: text/csv\r\n\r\np2\r\n"
                + "--B--\r\n"
        )
    }

    /// A file's metadata gives the part its real filename (escaped) and content type, over the `encoding`; a file
    /// without metadata and a text field keep the defaults; metadata of a text field is ignored.
    func testFileMetadataGivesFilenameAndContentType() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        let photo = MultipartFile(data: Data([0xFF, 0xD8]), filename: "me \"at\" home.jpg", contentType: "image/jpeg")
        let body: [String: JSONValue] = [
            "photo": .string(photo.data.base64EncodedString()), "scan": .string(Data("s".utf8).base64EncodedString()), "title": .string("t"),
        ]
        try request.setMultipartBody(
            body, fileFields: ["photo", "scan"], encoding: ["photo": "image/png", "scan": "image/png"],
            files: ["photo": photo.metadata, "title": MultipartFile.Metadata(filename: "ignored.txt", contentType: "text/x-ignored")],
            boundary: "B"
        )
        var expected = Data("--B\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"me %22at%22 home.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        expected.append(Data([0xFF, 0xD8]))
        expected.append(Data((
            "\r\n--B\r\nContent-Disposition: form-data; name=\"scan\"; filename=\"scan\"\r\nContent-Type: image/png\r\n\r\ns\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nt\r\n--B--\r\n"
        ).utf8))
        let http = try request.makeHTTPRequest(baseURL: try XCTUnwrap(URL(string: "https://api.example.com")))
        XCTAssertEqual(http.body, expected)
        XCTAssertEqual(MultipartFile.Metadata(filename: "a.png").contentType, nil)
    }

    /// Metadata with only a filename keeps the field's `encoding` content type; every array element gets the entry.
    func testFileMetadataWithoutContentTypeKeepsTheEncoding() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        try request.setMultipartBody(
            ["pages": [Data("p1".utf8), Data("p2".utf8)]], fileFields: ["pages"], encoding: ["pages": "text/csv"],
            files: ["pages": MultipartFile.Metadata(filename: "pages.csv")], boundary: "B"
        )
        XCTAssertEqual(
            try built(request).body,
            "--B\r\nContent-Disposition: form-data; name=\"pages\"; filename=\"pages.csv\"\r\nContent-Type: text/csv\r\n\r\np1\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"pages\"; filename=\"pages.csv\"\r\nContent-Type: text/csv\r\n\r\np2\r\n"
                + "--B--\r\n"
        )
    }

    /// An `encoding` list sends its first entry; a wildcard names no type, so the part gets its kind's default.
    func testEncodingListsAndWildcards() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        try request.setMultipartBody(
            ["photo": Data("p".utf8), "scan": Data("s".utf8), "note": Data("n".utf8)], fileFields: ["photo", "scan"],
            encoding: ["photo": " image/png , image/jpeg", "scan": "image/*", "note": "text/*"], boundary: "B"
        )
        XCTAssertEqual(
            try built(request).body,
            "--B\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nbg==\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo\"\r\nContent-Type: image/png\r\n\r\np\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"scan\"; filename=\"scan\"\r\nContent-Type: application/octet-stream\r\n\r\ns\r\n"
                + "--B--\r\n"
        )
    }

    /// Without an injected boundary the boundary is the fixed prefix plus a hash: equal values give equal bytes,
    /// different values different boundaries.
    func testDerivedBoundaryIsDeterministic() throws {
        func body(_ fields: [String: String]) throws -> (body: String, contentType: String?) {
            var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
            try request.setMultipartBody(fields)
            return try built(request)
        }
        let first = try body(["name": "rex"])
        let second = try body(["name": "rex"])
        let other = try body(["name": "max"])
        XCTAssertEqual(first.body, second.body)
        XCTAssertNotEqual(first.contentType, other.contentType)
        let contentType = try XCTUnwrap(first.contentType)
        XCTAssertTrue(contentType.hasPrefix("multipart/form-data; boundary=migrator-boundary-"), contentType)
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        XCTAssertEqual(boundary.count, "migrator-boundary-".count + 16)
        XCTAssertEqual(first.body, "--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nrex\r\n--\(boundary)--\r\n")
    }

    /// The derived boundary never occurs in a part, even when a value holds another body's boundary.
    func testDerivedBoundaryAvoidsContent() throws {
        var probe = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        try probe.setMultipartBody(["name": "x"])
        let plain = String(try XCTUnwrap(try built(probe).contentType).dropFirst("multipart/form-data; boundary=".count))
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        try request.setMultipartBody(["name": "--\(plain)--"])
        let result = try built(request)
        let boundary = String(try XCTUnwrap(result.contentType).dropFirst("multipart/form-data; boundary=".count))
        XCTAssertFalse("--\(plain)--".contains(boundary))
        XCTAssertEqual(result.body.components(separatedBy: "--\(boundary)").count, 3)
    }

    /// A body that does not encode as an object, or a file field that is not data, is an encoding error.
    func testRejectsNonObjectsAndNonDataFiles() throws {
        var request = OperationRequest(operationID: "upload", method: .post, pathTemplate: "/upload")
        XCTAssertThrowsError(try request.setMultipartBody([1, 2]))
        XCTAssertThrowsError(try request.setMultipartBody(["file": "not base64!"], fileFields: ["file"]))
        XCTAssertNil(request.body)
    }
}
