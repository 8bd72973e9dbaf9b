import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// Rename evidence added when the thirty-eighth held-out part was unsealed for tuning: an operation id that became the
/// resource and method of a namespaced one, its action word moved to the other end
/// (``ComparisonState/operationWordMovedUnderNamespace(_:_:)``).
final class NamespacedOperationIdTests: ConventionRenameTestCase {
    /// Blogger v2 → v3: `listPosts`, `GET /feeds/{blogId}/posts/default` → `blogger.posts.list`, `GET
    /// /blogs/{blogId}/posts`; the service's name in front, the action word at the end.
    func testAnOperationIdUnderItsServiceNameContinues() throws {
        let old = try document("1", endpoints: endpoint("listPosts", "/feeds/{blogId}/posts/default"))
        let new = try document("2", endpoints: endpoint("blogger.posts.list", "/blogs/{blogId}/posts"))
        XCTAssertEqual(renames(old, new), ["/endpoints/listPosts → /endpoints/blogger.posts.list"])
        let evidence = DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.element == .endpoint }?.evidence ?? ""
        XCTAssertTrue(evidence.contains("namespace set aside"), evidence)
    }

    /// Vimeo's advanced API → v3, the other way: `vimeo.videos.delete`, `POST /rest/videos/delete` → `delete_video`,
    /// `DELETE /videos/{video_id}`: the new method is the one the action word names.
    func testANamespacedOperationIdLosingItsServiceNameContinues() throws {
        let old = try document("1", endpoints: endpoint("vimeo.videos.delete", "/rest/videos/delete", method: "POST"))
        let new = try document("2", endpoints: endpoint("delete_video", "/videos/{video_id}", method: "DELETE"))
        XCTAssertEqual(renames(old, new), ["/endpoints/vimeo.videos.delete → /endpoints/delete_video"])
    }

    /// Another resource under the namespace (`blogger.pages.list`), or another operation on the same one
    /// (`blogger.posts.get` reads one post, `listPosts` lists them): no rename.
    func testAnotherResourceOrOperationIsNoRename() throws {
        let old = try document("1", endpoints: endpoint("listPosts", "/feeds/{blogId}/posts/default"))
        XCTAssertEqual(renames(old, try document("2", endpoints: endpoint("blogger.pages.list", "/blogs/{blogId}/pages"))), [])
        XCTAssertEqual(renames(old, try document("2", endpoints: endpoint("blogger.posts.get", "/blogs/{blogId}/posts/{postId}"))), [])
    }
}
