import Foundation

/// The `multipart/form-data` encoding of an object's members (RFC 7578), used by
/// ``OperationRequest/setMultipartBody(_:fileFields:encoding:files:boundary:)``.
///
/// Members are written in key order, `null` members are left out. A string is a text part with its
/// characters as they are, a number or boolean a text part with its JSON text; a member listed in
/// `fileFields` is a file part (`filename` is the member's name unless `files` gives one) whose bytes are the base64 string
/// `JSONEncoder` writes for `Data`; an array is one part per element under the same name; an
/// object is a part of JSON text with `Content-Type: application/json`. A part has a
/// `Content-Type` when `encoding` names one for its member (the first of a comma-separated list; a
/// wildcard such as `image/*` counts as none); a file part without one is
/// `application/octet-stream`; a file's ``MultipartFile/Metadata`` in `files` overrides both. Names and filenames are quoted with `"`, CR and LF
/// percent-encoded (`%22`, `%0D`, `%0A`), so no value can break the part structure.
public enum MultipartEncoding {
    /// The fixed start of every generated boundary.
    public static let boundaryPrefix = "migrator-boundary-"

    /// One part before it is framed: its headers and content.
    struct Part: Equatable {
        /// The header lines, without line breaks.
        var headers: [String]
        /// The part's content.
        var content: Data
    }

    /// The parts of `members`, in key order.
    /// - Throws: `EncodingError.invalidValue` when a file member is not a base64 string.
    static func parts(
        of members: [String: JSONValue], fileFields: Set<String>, encoding: [String: String], files: [String: MultipartFile.Metadata] = [:]
    ) throws -> [Part] {
        var parts: [Part] = []
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let elements: [JSONValue]
            if case let .array(items) = value { elements = items } else { elements = [value] }
            for element in elements {
                let isFile = fileFields.contains(name)
                let contentType = (isFile ? files[name]?.contentType : nil) ?? encoding[name].flatMap(concreteType)
                if let part = try part(named: name, element, isFile: isFile, contentType: contentType, filename: files[name]?.filename) {
                    parts.append(part)
                }
            }
        }
        return parts
    }

    /// The part of one value, or `nil` for `null`.
    private static func part(named name: String, _ value: JSONValue, isFile: Bool, contentType: String?, filename: String?) throws -> Part? {
        var disposition = "Content-Disposition: form-data; name=\"\(escaped(name))\""
        let content: Data
        var type = contentType
        switch value {
        case .null:
            return nil
        case let .string(text) where isFile:
            guard let bytes = Data(base64Encoded: text) else {
                throw EncodingError.invalidValue(
                    text, EncodingError.Context(codingPath: [], debugDescription: "The file field \"\(name)\" is not base64-encoded data.")
                )
            }
            content = bytes
            disposition += "; filename=\"\(escaped(filename ?? name))\""
            type = type ?? "application/octet-stream"
        case let .string(text):
            content = Data(text.utf8)
        case .object, .array:
            content = try jsonText(value)
            type = type ?? "application/json"
        default:
            content = try jsonText(value)
        }
        var headers = [disposition]
        if let type { headers.append("Content-Type: \(escapedHeaderValue(type))") }
        return Part(headers: headers, content: content)
    }

    /// The content type a part is sent with for an `encoding` entry: the first of a comma-separated list
    /// (`image/png, image/jpeg` gives `image/png`), or `nil` for a wildcard (`image/*`), which names no concrete
    /// type, so the part gets the default of its kind.
    static func concreteType(_ encoding: String) -> String? {
        let first = encoding.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return first.isEmpty || first.contains("*") ? nil : first
    }

    /// The compact JSON text of `value` with sorted keys.
    private static func jsonText(_ value: JSONValue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// `text` with `"`, CR and LF percent-encoded, for a quoted name or filename.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `text` without CR and LF, so a content type cannot add header lines.
    private static func escapedHeaderValue(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }

    /// The framed body of `parts` with `boundary`: each part as `--boundary`, its headers, an empty line and its
    /// content, then `--boundary--`; every line ends with CRLF.
    static func body(of parts: [Part], boundary: String) -> Data {
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            for header in part.headers { body.append(Data("\(header)\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(part.content)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A deterministic boundary for `parts`: ``boundaryPrefix`` and 16 hex digits of the FNV-1a hash of their
    /// contents, with a counter added until no part contains it (so equal bodies get equal boundaries).
    static func boundary(for parts: [Part]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.headers.joined(separator: "\n").utf8 + Array(part.content) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let stem = boundaryPrefix + String(hash, radix: 16).leftPadded(to: 16)
        var candidate = stem
        var counter = 0
        while parts.contains(where: { $0.contains(candidate) }) {
            counter += 1
            candidate = "\(stem)-\(counter)"
        }
        return candidate
    }
}

extension MultipartEncoding.Part {
    /// Whether the part's headers or content contain `text`.
    func contains(_ text: String) -> Bool {
        let needle = Data(text.utf8)
        return headers.contains { $0.contains(text) } || content.range(of: needle) != nil
    }
}

extension String {
    /// The string with leading zeros up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension OperationRequest {
    /// Sets the body to `value`'s members as `multipart/form-data` parts (see ``MultipartEncoding``) and
    /// `Content-Type` to `multipart/form-data; boundary=…`.
    ///
    /// - Parameters:
    ///   - value: An object model or map; a `Data` member is written by `JSONEncoder` as base64 and sent as bytes
    ///     when its name is in `fileFields`.
    ///   - fileFields: The members that are files (`binary` properties, alone or in arrays).
    ///   - encoding: The content type of members (`image/png`), from the document's `encoding`.
    ///   - files: The real file name and content type of file members, by name (see ``MultipartFile``).
    ///   - boundary: The boundary; `nil` derives a deterministic one from the parts
    ///     (``MultipartEncoding/boundaryPrefix`` and a hash). The caller must make sure no part contains a given one.
    /// - Throws: `EncodingError.invalidValue` when `value` does not encode as an object or a file member is not
    ///   `Data`, or the encoder's errors.
    public mutating func setMultipartBody(
        _ value: some Encodable, fileFields: Set<String> = [], encoding: [String: String] = [:],
        files: [String: MultipartFile.Metadata] = [:], boundary: String? = nil
    ) throws {
        guard case let .object(members) = try JSONValue(encoding: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "A multipart/form-data body must encode as an object.")
            )
        }
        let parts = try MultipartEncoding.parts(of: members, fileFields: fileFields, encoding: encoding, files: files)
        let boundary = boundary ?? MultipartEncoding.boundary(for: parts)
        setRawBody(MultipartEncoding.body(of: parts, boundary: boundary), contentType: "multipart/form-data; boundary=\(boundary)")
    }
}
