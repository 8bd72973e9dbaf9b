import Foundation

/// A header field that HTTP cannot carry: refused before the request is sent, instead of being
/// dropped by the platform (URLSession silently leaves out a header whose value contains CR or LF)
/// or, worse, splitting the header block.
///
/// The description names the header and the offending character, never the value, which may be a
/// credential:
///
/// ```swift
/// // Operation 'getPet': the value of header 'X-Trace' contains a line feed (U+000A) at offset 3;
/// // header values must not contain CR, LF, NUL or other control characters.
/// ```
public struct InvalidHeaderFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which part of the header field is malformed.
    public enum Part: String, Sendable, Hashable {
        /// The header name, which must be a non-empty token (RFC 9110, section 5.1).
        case name
        /// The header value, which must not contain control characters other than tab (RFC 9110, section 5.5).
        case value
    }

    /// The operation whose request carried the header, or `nil` when unknown.
    public let operationID: String?
    /// The header's name as given (with invalid characters, when the name itself is the problem).
    public let headerName: String
    /// Whether the name or the value is malformed.
    public let part: Part
    /// The first offending byte, such as `0x0A` for a line feed.
    public let byte: UInt8
    /// The byte offset of ``byte`` in the name or value (UTF-8).
    public let offset: Int

    /// Creates the error.
    public init(operationID: String?, headerName: String, part: Part, byte: UInt8, offset: Int) {
        self.operationID = operationID
        self.headerName = headerName
        self.part = part
        self.byte = byte
        self.offset = offset
    }

    /// The operation, the header, the character and the rule; never the value.
    public var description: String {
        let prefix = operationID.map { "Operation '\($0)': " } ?? ""
        let shownName = String(headerName.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "?" : Character(scalar)
        })
        let character = Self.characterName(byte)
        switch part {
        case .name:
            return prefix + "the header name '\(shownName)' contains \(character) at offset \(offset); "
                + "header names must be non-empty tokens (letters, digits and !#$%&'*+-.^_`|~)."
        case .value:
            return prefix + "the value of header '\(shownName)' contains \(character) at offset \(offset); "
                + "header values must not contain CR, LF, NUL or other control characters."
        }
    }

    /// A readable name of `byte`, such as `a line feed (U+000A)`.
    private static func characterName(_ byte: UInt8) -> String {
        let code = "U+" + String(format: "%04X", Int(byte))
        switch byte {
        case 0x0D: return "a carriage return (\(code))"
        case 0x0A: return "a line feed (\(code))"
        case 0x00: return "a NUL character (\(code))"
        case 0x7F: return "a DEL character (\(code))"
        case 0..<0x20: return "a control character (\(code))"
        case UInt8(ascii: " "): return "a space"
        default: return "the character '\(Character(Unicode.Scalar(byte)))' (\(code))"
        }
    }
}

extension HTTPHeaderField {
    /// Checks that the field can be sent as it is.
    ///
    /// The name must be a token: one or more of `A–Z a–z 0–9 ! # $ % & ' * + - . ^ _ \` | ~`. The value
    /// may contain visible ASCII, space, tab and bytes of 0x80 and above (UTF-8 text is passed
    /// through); CR, LF, NUL, the other control characters and DEL are refused.
    /// - Throws: ``InvalidHeaderFieldError`` for the first offending byte.
    public func validate(operationID: String? = nil) throws {
        let nameBytes = Array(name.utf8)
        if nameBytes.isEmpty {
            throw InvalidHeaderFieldError(operationID: operationID, headerName: name, part: .name, byte: 0, offset: 0)
        }
        if let offset = nameBytes.firstIndex(where: { !Self.isTokenByte($0) }) {
            throw InvalidHeaderFieldError(
                operationID: operationID, headerName: name, part: .name, byte: nameBytes[offset], offset: offset
            )
        }
        var offset = 0
        for byte in value.utf8 {
            if byte == 0x7F || (byte < 0x20 && byte != 0x09) {
                throw InvalidHeaderFieldError(
                    operationID: operationID, headerName: name, part: .value, byte: byte, offset: offset
                )
            }
            offset += 1
        }
    }

    /// Whether `byte` is a `tchar` of RFC 9110.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

extension HTTPRequest {
    /// Checks every header field with ``HTTPHeaderField/validate(operationID:)``.
    /// - Throws: ``InvalidHeaderFieldError`` for the first field that cannot be sent.
    public func validateHeaderFields(operationID: String? = nil) throws {
        for field in headerFields {
            try field.validate(operationID: operationID)
        }
    }
}
