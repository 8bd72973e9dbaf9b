import Foundation

/// A file sent as a part of a `multipart/form-data` body: its bytes, its file name and its content type.
///
/// Models keep `Data` for `format: binary` fields, so a file part is named after its field and typed by the
/// description's `encoding` (else `application/octet-stream`) unless the call says otherwise: a method with a
/// multipart body that has file fields takes `files: [String: MultipartFile.Metadata] = [:]`, keyed by the field's
/// wire name, whose entries give the real file name and content type. Every element of an array field gets the
/// field's entry. For example
/// `try await client.uploadAvatar(body: AvatarUpload(avatar: file.data), files: ["avatar": file.metadata])`.
public struct MultipartFile: Sendable, Hashable {
    /// A file's name and content type, without its bytes.
    public struct Metadata: Sendable, Hashable {
        /// The `filename` of the part's `Content-Disposition`; `nil` keeps the field name.
        public var filename: String?
        /// The part's `Content-Type`; `nil` keeps the description's `encoding`, else `application/octet-stream`.
        public var contentType: String?

        /// Creates file metadata.
        public init(filename: String? = nil, contentType: String? = nil) {
            self.filename = filename
            self.contentType = contentType
        }
    }

    /// The file's bytes.
    public var data: Data
    /// The file's name.
    public var filename: String
    /// The file's content type, such as `image/png`; `nil` for the description's default.
    public var contentType: String?

    /// Creates a file.
    public init(data: Data, filename: String, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    /// The file's name and content type, for the `files:` argument.
    public var metadata: Metadata { Metadata(filename: filename, contentType: contentType) }
}
