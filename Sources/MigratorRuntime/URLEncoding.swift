import Foundation

/// Percent-encoding of URL parts and form bodies (RFC 3986), byte by byte over UTF-8 with
/// uppercase hexadecimal digits, so the output never depends on the platform.
enum PercentEncoding {
    /// Encodes every byte except the unreserved characters `A–Z a–z 0–9 - . _ ~`.
    ///
    /// Used for path parameter values (so `/` becomes `%2F`), query names and values, and form
    /// fields; a space becomes `%20` everywhere, never `+`.
    static func encodeComponent(_ text: String) -> String {
        encode(text, keeping: isUnreserved)
    }

    /// Encodes a query value of a parameter with OpenAPI `allowReserved: true` (RFC 6570 reserved expansion, as
    /// OpenAPI 3.1.1 §4.8.12.2 describes it): unreserved characters, the reserved characters
    /// `: / ? @ ! $ ' ( ) * , ;` and existing `%XX` escapes stay as they are; `[`, `]` and `#` (not allowed in a
    /// query by RFC 3986) and `&`, `=`, `+` (which split or change `application/x-www-form-urlencoded` pairs) are
    /// still encoded, as is every other byte (a lone `%` becomes `%25`).
    ///
    /// For example `a/b?c=d&e#f[1]+%41 %` becomes `a/b?c%3Dd%26e%23f%5B1%5D%2B%41%20%25`.
    static func encodeAllowingReserved(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                result += bytes[index...(index + 2)]
                index += 3
                continue
            }
            if isUnreserved(byte) || ":/?@!$'()*,;".utf8.contains(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"): return true
        default: return false
        }
    }

    /// Encodes the literal parts of a path template, keeping the characters a path may contain
    /// (`/`, `:`, `@`, sub-delimiters) and existing `%` escapes as they are.
    static func encodePathLiteral(_ text: String) -> String {
        encode(text) { byte in
            isUnreserved(byte) || "/:@!$&'()*+,;=%".utf8.contains(byte)
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func encode(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One `name=value` pair of a query string or form body, not yet encoded.
struct QueryItem: Sendable, Hashable {
    /// The unencoded name.
    var name: String
    /// The unencoded value.
    var value: String

    /// `name=value`, both percent-encoded with ``PercentEncoding/encodeComponent(_:)``.
    var encoded: String {
        PercentEncoding.encodeComponent(name) + "=" + PercentEncoding.encodeComponent(value)
    }
}

/// Flattening of JSON into `application/x-www-form-urlencoded` fields, in the bracket style
/// used by Stripe and Rails.
enum FormEncoding {
    /// The fields of `object`: scalars as `key=value`, nested objects as `parent[child]=value`,
    /// array elements as `key[0]=value`; `null`, empty objects and empty arrays produce no field.
    /// Object keys are visited in sorted order, array elements in order.
    static func fields(of object: [String: JSONValue]) -> [QueryItem] {
        var fields: [QueryItem] = []
        for key in object.keys.sorted() {
            if let value = object[key] {
                append(value, named: key, to: &fields)
            }
        }
        return fields
    }

    /// The fields of one value named `name`: `name=value` for a scalar, `name[key]=value` for an
    /// object's members, `name[0]=value` for array elements, recursively; none for `null`.
    static func fields(of value: JSONValue, named name: String) -> [QueryItem] {
        var fields: [QueryItem] = []
        append(value, named: name, to: &fields)
        return fields
    }

    /// The encoded body text: the ``fields(of:)`` joined with `&`.
    static func body(of object: [String: JSONValue]) -> String {
        fields(of: object).map(\.encoded).joined(separator: "&")
    }

    private static func append(_ value: JSONValue, named name: String, to fields: inout [QueryItem]) {
        switch value {
        case .null:
            return
        case let .object(members):
            for key in members.keys.sorted() {
                if let member = members[key] {
                    append(member, named: "\(name)[\(key)]", to: &fields)
                }
            }
        case let .array(elements):
            for (index, element) in elements.enumerated() {
                append(element, named: "\(name)[\(index)]", to: &fields)
            }
        case .bool, .integer, .number, .string:
            fields.append(QueryItem(name: name, value: value.parameterValue))
        }
    }
}
