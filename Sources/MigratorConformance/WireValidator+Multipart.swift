import Foundation

extension WireValidator {
    /// Validates a `multipart/form-data` body against an object TYPE: the `Content-Type` carries a boundary, every
    /// part has a `Content-Disposition: form-data; name="…"` naming a property, required properties have a part, and
    /// the text of scalar parts is valid for the property's type and rules (binary parts are accepted as bytes;
    /// structured parts must be JSON of their type), and each part's `Content-Type` is the one `encoding` gives its
    /// field (wildcards such as `image/*` and comma-separated lists allowed), else the default for the field's type
    /// (see ``defaultPartContentType(_:)``; a part without `Content-Type` is `text/plain`, RFC 7578).
    func validateMultipartBody(_ body: Data, contentType: String, _ type: WireType, encoding: [String: String] = [:], _ violations: inout [WireViolation]) {
        guard let boundary = Self.boundary(in: contentType) else {
            violations.append(WireViolation("header.Content-Type: multipart/form-data without a boundary parameter"))
            return
        }
        guard case let .model(name) = type, case let .object(properties)? = modelsByName[name]?.kind else {
            violations.append(WireViolation("body: a multipart body needs an object type, the description declares \(type)"))
            return
        }
        let parts = Self.multipartParts(body, boundary: boundary)
        guard let parts else {
            violations.append(WireViolation("body: not a multipart/form-data body with the boundary \"\(boundary)\""))
            return
        }
        var seen: Set<String> = []
        var counts: [String: Int] = [:]
        for part in parts {
            guard let partName = part.name else {
                violations.append(WireViolation("body: a part has no Content-Disposition name"))
                continue
            }
            let path = Self.join("body", partName)
            guard let property = properties.first(where: { $0.key == partName }) else {
                violations.append(WireViolation("\(path): unknown part (not a property of \(name))"))
                continue
            }
            seen.insert(partName)
            // An array is sent as one part per element (RFC 7578 §4.3), each validated as an element.
            var type = property.type
            var rules = property.rules
            var partPath = path
            if case let .array(element) = property.type {
                type = element
                rules = property.rules.elementRules
                partPath = "\(path)[\(counts[partName, default: 0])]"
            }
            counts[partName, default: 0] += 1
            checkPartContentType(part.contentType, property.type, encoding: encoding[partName], at: path, &violations)
            if type == .scalar(.binary) { continue }
            let text = String(decoding: part.content, as: UTF8.self)
            switch type {
            case .scalar:
                validateText(text, type, at: partPath, &violations)
                checkTextRules(text, type, rules, partPath, &violations)
            default:
                guard let value = try? JSONSerialization.jsonObject(with: part.content, options: [.fragmentsAllowed]) else {
                    validateText(text, type, at: partPath, &violations)
                    continue
                }
                check(value, type, partPath, extraKey: nil, &violations)
            }
        }
        for property in properties {
            let count = counts[property.key, default: 0]
            let path = Self.join("body", property.key)
            if case .array = property.type {
                if count > 0, let problem = property.rules.arrayProblem(count: count, hasDuplicates: false) {
                    violations.append(WireViolation("\(path): \(problem)"))
                }
            } else if count > 1 {
                violations.append(WireViolation("\(path): sent as \(count) parts, but its type \(property.type) is not an array"))
            }
        }
        for property in properties where property.required && !seen.contains(property.key) {
            violations.append(WireViolation("\(Self.join("body", property.key)): required part of \(name) is missing"))
        }
    }

    /// The `boundary` parameter of a `Content-Type` value, unquoted.
    static func boundary(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") && pair[1].count >= 2 ? String(pair[1].dropFirst().dropLast()) : pair[1]
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The parts of a multipart body (their form-data name, `Content-Type` and content), or `nil` when the body has
    /// no closing delimiter.
    static func multipartParts(_ body: Data, boundary: String) -> [(name: String?, contentType: String?, content: Data)]? {
        let bytes = [UInt8](body)
        let delimiter = [UInt8](("--" + boundary).utf8)
        var positions: [Int] = []
        var index = 0
        while index + delimiter.count <= bytes.count {
            if bytes[index] == delimiter[0], Array(bytes[index..<index + delimiter.count]) == delimiter {
                positions.append(index)
                index += delimiter.count
            } else {
                index += 1
            }
        }
        guard positions.count >= 2 else { return nil }
        let last = positions[positions.count - 1]
        guard last + delimiter.count + 2 <= bytes.count, bytes[last + delimiter.count] == UInt8(ascii: "-"),
              bytes[last + delimiter.count + 1] == UInt8(ascii: "-") else { return nil }
        var parts: [(name: String?, contentType: String?, content: Data)] = []
        for (start, end) in zip(positions, positions.dropFirst()) {
            var partStart = start + delimiter.count
            if partStart + 1 < end, bytes[partStart] == 13, bytes[partStart + 1] == 10 { partStart += 2 }
            var partEnd = end
            if partEnd - 2 >= partStart, bytes[partEnd - 2] == 13, bytes[partEnd - 1] == 10 { partEnd -= 2 }
            let part = Array(bytes[partStart..<partEnd])
            let separator: [UInt8] = [13, 10, 13, 10]
            var headerEnd: Int?
            if part.count >= 4 {
                for offset in 0...(part.count - 4) where Array(part[offset..<offset + 4]) == separator {
                    headerEnd = offset
                    break
                }
            }
            guard let headerEnd else {
                parts.append((nil, nil, Data(part)))
                continue
            }
            let headers = String(decoding: part[..<headerEnd], as: UTF8.self)
            parts.append((dispositionName(headers), partContentType(headers), Data(part[(headerEnd + 4)...])))
        }
        return parts
    }

    /// Checks the `Content-Type` of a part (`nil`: absent, which RFC 7578 reads as `text/plain`) against the field's
    /// `encoding` (one media type, a wildcard such as `image/*`, or a comma-separated list of them; when every entry
    /// is a wildcard, the default for the type is allowed too, as clients cannot send a wildcard), else against
    /// ``defaultPartContentType(_:)`` of its type; a field of any JSON value (`json`) is not checked without `encoding`.
    func checkPartContentType(_ actual: String?, _ type: WireType, encoding: String?, at path: String, _ violations: inout [WireViolation]) {
        let expected: [String]
        if let encoding {
            expected = encoding.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        } else if let fallback = defaultPartContentType(type) {
            expected = [fallback]
        } else {
            return
        }
        let sent = actual.map { $0.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces).lowercased() } ?? "text/plain"
        let allowed = expected.contains { declared in
            declared == sent || declared == "*/*" || (declared.hasSuffix("/*") && sent.hasPrefix(declared.dropLast()))
        } || (expected.allSatisfy { $0.contains("*") } && sent == defaultPartContentType(type))
        if !allowed {
            violations.append(WireViolation("\(path): part Content-Type is \(actual == nil ? "absent (text/plain)" : sent), expected \(expected.joined(separator: " or "))"))
        }
    }

    /// The content type OpenAPI gives a multipart field without `encoding`: `application/octet-stream` for `binary`,
    /// `application/json` for objects, unions and maps, `text/plain` for other scalars and enums; an array's is its
    /// elements' (each element is a part); `nil` for any JSON value.
    public func defaultPartContentType(_ type: WireType) -> String? {
        switch type {
        case .scalar(.binary): return "application/octet-stream"
        case .scalar: return "text/plain"
        case .json: return nil
        case let .array(element): return defaultPartContentType(element)
        case .map: return "application/json"
        case let .model(name):
            if case .enumeration? = modelsByName[name]?.kind { return "text/plain" }
            return "application/json"
        }
    }

    /// The `Content-Type` header of a part, if it has one.
    private static func partContentType(_ headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-type:") {
            return line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The `name` of a part's `Content-Disposition: form-data; name="…"` header.
    private static func dispositionName(_ headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            for parameter in line.split(separator: ";").dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "name" {
                    return pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") ? String(pair[1].dropFirst().dropLast()) : pair[1]
                }
            }
        }
        return nil
    }
}
