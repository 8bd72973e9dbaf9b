import Foundation

extension WireValidator {
    /// Validates a JSON value (as `JSONSerialization` returns it, or Swift literals) against a TYPE string.
    ///
    /// Scalars by format (`int32`/`int64` integers in range, `float`/`double` numbers, `boolean`, `string`, `date`
    /// `YYYY-MM-DD`, `date-time` RFC 3339, `uuid`, absolute `url`, base64 `binary`, any `json`); `array<T>` and
    /// `map<T>` element by element (no `null` elements); objects: required keys present, `null` only for nullable
    /// properties, no unknown keys, members recursively; enums: a declared case of the right raw type; unions: with a
    /// discriminator, a known value and a valid payload (the discriminator key is allowed in it), without one, at
    /// least one valid variant.
    ///
    /// - Parameter path: Prefix of the messages, e.g. `body` gives `body.owner.name: …` (`$` when empty).
    public func validate(json: Any, type: String, at path: String) -> [WireViolation] {
        do {
            return validate(json: json, type: try WireType(parsing: type), at: path)
        } catch {
            return [WireViolation("\(Self.label(path)): \(error)")]
        }
    }

    /// Validates a JSON value against a parsed TYPE (see the `String` overload).
    public func validate(json: Any, type: WireType, at path: String) -> [WireViolation] {
        var violations: [WireViolation] = []
        check(json, type, path, extraKey: nil, &violations)
        return violations
    }

    // MARK: JSON

    /// Validates `value` against `type`; `extraKey` is a discriminator key an object may carry without declaring it.
    func check(_ value: Any, _ type: WireType, _ path: String, extraKey: String?, _ violations: inout [WireViolation]) {
        let node = WireJSONNode(value)
        if case let .unsupported(typeName) = node {
            violations.append(WireViolation("\(Self.label(path)): is not a JSON value (\(typeName))"))
            return
        }
        switch type {
        case .json:
            return
        case let .scalar(scalar):
            checkScalar(node, scalar, path, &violations)
        case let .array(element):
            guard case let .array(elements) = node else {
                return mismatch(path, "\(type) (an array)", node, &violations)
            }
            for (index, item) in elements.enumerated() {
                check(item, element, "\(Self.label(path))[\(index)]", extraKey: nil, &violations)
            }
        case let .map(element):
            guard case let .object(members) = node else {
                return mismatch(path, "\(type) (an object)", node, &violations)
            }
            for key in members.keys.sorted() {
                check(members[key]!, element, Self.join(path, key), extraKey: nil, &violations)
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(Self.label(path)): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            switch model.kind {
            case let .object(properties):
                checkObject(node, model, properties, path, extraKey: extraKey, &violations)
            case let .enumeration(enumeration):
                checkEnum(node, model, enumeration, path, &violations)
            case let .union(union):
                checkUnion(value, node, model, union, path, &violations)
            }
        }
    }

    private func checkObject(
        _ node: WireJSONNode, _ model: WireModel, _ properties: [WireProperty], _ path: String, extraKey: String?,
        _ violations: inout [WireViolation]
    ) {
        guard case let .object(members) = node else {
            return mismatch(path, "an object (\(model.name))", node, &violations)
        }
        for property in properties {
            let memberPath = Self.join(path, property.key)
            guard let member = members[property.key] else {
                if property.required {
                    violations.append(WireViolation("\(memberPath): required key of \(model.name) is missing"))
                }
                continue
            }
            if case .null = WireJSONNode(member) {
                if !property.nullable && property.type != .json {
                    violations.append(WireViolation("\(memberPath): is null, but \(model.name).\(property.key) is not nullable"))
                }
                continue
            }
            check(member, property.type, memberPath, extraKey: nil, &violations)
            checkRules(member, property.type, property.rules, memberPath, &violations)
        }
        let keys = Set(properties.map(\.key))
        for key in members.keys.sorted() where !keys.contains(key) && key != extraKey {
            violations.append(WireViolation("\(Self.join(path, key)): unknown key (not a property of \(model.name))"))
        }
    }

    private func checkEnum(_ node: WireJSONNode, _ model: WireModel, _ enumeration: WireEnum, _ path: String, _ violations: inout [WireViolation]) {
        let cases = enumeration.cases.map(\.value.description).joined(separator: ", ")
        switch (enumeration.rawType, node) {
        case let (.string, .string(text)):
            if !enumeration.cases.contains(where: { $0.value == .string(text) }) {
                violations.append(WireViolation("\(Self.label(path)): \"\(text)\" is not a case of \(model.name) (\(cases))"))
            }
        case let (.integer, .number(number)) where number.isIntegral:
            if !enumeration.cases.contains(where: { $0.value.integerValue != nil && number.integer.map(Int.init) == $0.value.integerValue }) {
                violations.append(WireViolation("\(Self.label(path)): \(number.text) is not a case of \(model.name) (\(cases))"))
            }
        case (.string, _):
            mismatch(path, "a string (enum \(model.name): \(cases))", node, &violations)
        case (.integer, _):
            mismatch(path, "an integer (enum \(model.name): \(cases))", node, &violations)
        }
    }

    private func checkUnion(_ value: Any, _ node: WireJSONNode, _ model: WireModel, _ union: WireUnion, _ path: String, _ violations: inout [WireViolation]) {
        if let discriminator = union.discriminator {
            let known = union.variants.map(\.discriminatorValue).joined(separator: ", ")
            guard case let .object(members) = node else {
                return mismatch(path, "an object (\(model.name), discriminated by \"\(discriminator)\")", node, &violations)
            }
            let tagPath = Self.join(path, discriminator)
            guard let tagValue = members[discriminator] else {
                violations.append(WireViolation("\(tagPath): discriminator of \(model.name) is missing (expected one of \(known))"))
                return
            }
            guard case let .string(tag) = WireJSONNode(tagValue) else {
                return mismatch(tagPath, "a string (discriminator of \(model.name): \(known))", WireJSONNode(tagValue), &violations)
            }
            guard let variant = union.variants.first(where: { $0.discriminatorValue == tag }) else {
                violations.append(WireViolation("\(tagPath): unknown discriminator value \"\(tag)\" of \(model.name) (expected one of \(known))"))
                return
            }
            check(value, variant.type, path, extraKey: discriminator, &violations)
            return
        }
        var attempts: [(variant: WireUnionVariant, violations: [WireViolation])] = []
        for variant in union.variants {
            var found: [WireViolation] = []
            check(value, variant.type, path, extraKey: nil, &found)
            if found.isEmpty { return }
            attempts.append((variant, found))
        }
        let names = union.variants.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        var message = "\(Self.label(path)): matches no variant of \(model.name) (\(names))"
        if let closest = attempts.min(by: { $0.violations.count < $1.violations.count }) {
            message += "; closest, \(closest.variant.name): \(closest.violations[0].message)"
        }
        violations.append(WireViolation(message))
    }

    private func checkScalar(_ node: WireJSONNode, _ scalar: WireScalar, _ path: String, _ violations: inout [WireViolation]) {
        switch (scalar, node) {
        case (.string, .string):
            return
        case let (.int32, .number(number)), let (.int64, .number(number)):
            guard number.isIntegral, let integer = number.integer else {
                return mismatch(path, "\(scalar.rawValue) (an integer)", node, &violations)
            }
            if scalar == .int32, integer < Int64(Int32.min) || integer > Int64(Int32.max) {
                violations.append(WireViolation("\(Self.label(path)): \(integer) is out of the int32 range"))
            }
        case let (.float, .number(number)), let (.double, .number(number)):
            if !number.double.isFinite { mismatch(path, "\(scalar.rawValue) (a finite number)", node, &violations) }
        case (.boolean, .bool):
            return
        case let (.date, .string(text)), let (.dateTime, .string(text)), let (.uuid, .string(text)),
             let (.url, .string(text)), let (.binary, .string(text)):
            if let problem = Self.formatProblem(text, scalar) {
                violations.append(WireViolation("\(Self.label(path)): \(problem)"))
            }
        default:
            mismatch(path, Self.expectation(scalar), node, &violations)
        }
    }

    private func mismatch(_ path: String, _ expected: String, _ node: WireJSONNode, _ violations: inout [WireViolation]) {
        violations.append(WireViolation("\(Self.label(path)): expected \(expected), found \(node.summary)"))
    }

    static func expectation(_ scalar: WireScalar) -> String {
        switch scalar {
        case .string: return "a string"
        case .int32, .int64: return "\(scalar.rawValue) (an integer)"
        case .float, .double: return "\(scalar.rawValue) (a number)"
        case .boolean: return "a boolean"
        case .date: return "a date string (YYYY-MM-DD)"
        case .dateTime: return "a date-time string (RFC 3339)"
        case .uuid: return "a uuid string"
        case .url: return "an absolute url string"
        case .binary: return "a base64 string (binary)"
        }
    }

    /// Why `text` is not a valid string of the format `scalar`, or `nil` when it is.
    static func formatProblem(_ text: String, _ scalar: WireScalar) -> String? {
        switch scalar {
        case .date:
            return WireDateFormat.isDate(text) ? nil : "\"\(text)\" is not a date (YYYY-MM-DD)"
        case .dateTime:
            return WireDateFormat.isDateTime(text) ? nil : "\"\(text)\" is not an RFC 3339 date-time"
        case .uuid:
            return text.count == 36 && UUID(uuidString: text) != nil ? nil : "\"\(text)\" is not a uuid"
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
                return "\"\(text)\" is not an absolute url"
            }
            return nil
        case .binary:
            return Data(base64Encoded: text) != nil ? nil : "\"\(text)\" is not base64 (binary)"
        default:
            return nil
        }
    }

    // MARK: Text values (path, query, header, form fields)

    /// Validates the text of a parameter or form field against `type`.
    func validateText(_ text: String, _ type: WireType, at path: String, _ violations: inout [WireViolation]) {
        let label = Self.label(path)
        switch type {
        case .json:
            return
        case let .scalar(scalar):
            switch scalar {
            case .string:
                return
            case .int32, .int64:
                guard let integer = Int64(text) else {
                    violations.append(WireViolation("\(label): expected \(scalar.rawValue) (an integer), found \"\(text)\""))
                    return
                }
                if scalar == .int32, integer < Int64(Int32.min) || integer > Int64(Int32.max) {
                    violations.append(WireViolation("\(label): \(integer) is out of the int32 range"))
                }
            case .float, .double:
                if Double(text) == nil {
                    violations.append(WireViolation("\(label): expected \(scalar.rawValue) (a number), found \"\(text)\""))
                }
            case .boolean:
                if text != "true" && text != "false" {
                    violations.append(WireViolation("\(label): expected a boolean (true or false), found \"\(text)\""))
                }
            case .date, .dateTime, .uuid, .url, .binary:
                if let problem = Self.formatProblem(text, scalar) { violations.append(WireViolation("\(label): \(problem)")) }
            }
        case let .model(name):
            guard let model = modelsByName[name] else {
                violations.append(WireViolation("\(label): unknown type \"\(name)\" (neither a scalar nor a model)"))
                return
            }
            if case let .enumeration(enumeration) = model.kind {
                let cases = enumeration.cases.map(\.value.description).joined(separator: ", ")
                let isCase: Bool
                switch enumeration.rawType {
                case .string: isCase = enumeration.cases.contains { $0.value == .string(text) }
                case .integer: isCase = Int(text).map { value in enumeration.cases.contains { $0.value == .integer(value) } } ?? false
                }
                if !isCase { violations.append(WireViolation("\(label): \"\(text)\" is not a case of \(name) (\(cases))")) }
                return
            }
            checkJSONText(text, type, path, &violations)
        case .array, .map:
            checkJSONText(text, type, path, &violations)
        }
    }

    /// Structured values in text positions are sent as compact JSON (Migrator's `JSONValue.parameterValue`).
    private func checkJSONText(_ text: String, _ type: WireType, _ path: String, _ violations: inout [WireViolation]) {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else {
            violations.append(WireViolation("\(Self.label(path)): expected JSON text of \(type), found \"\(text)\""))
            return
        }
        check(value, type, path, extraKey: nil, &violations)
    }

    // MARK: Paths

    /// `$` for the root, else the path itself.
    static func label(_ path: String) -> String { path.isEmpty ? "$" : path }

    /// `path.key`, or `path["odd key"]` for keys that are not plain names.
    static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-"
        }
        if !plain { return "\(label(path))[\"\(key)\"]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }
}

extension WireEnumValue {
    var integerValue: Int? {
        if case let .integer(value) = self { return value }
        return nil
    }
}

/// Full-date and RFC 3339 date-time syntax, with calendar ranges checked.
enum WireDateFormat {
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10 && dateEnd(bytes) == 10
    }

    /// `YYYY-MM-DD` then `T`/`t`/space, `hh:mm:ss`, optional `.fraction`, then `Z`/`z` or `±hh:mm`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard dateEnd(bytes) == 10, bytes.count >= 20 else { return false }
        guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
              number(bytes, 11, 2, 0...23) != nil, bytes[13] == UInt8(ascii: ":"),
              number(bytes, 14, 2, 0...59) != nil, bytes[16] == UInt8(ascii: ":"),
              number(bytes, 17, 2, 0...60) != nil
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            if index == start { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
              number(bytes, index + 1, 2, 0...23) != nil, bytes[index + 3] == UInt8(ascii: ":"),
              number(bytes, index + 4, 2, 0...59) != nil
        else { return false }
        return true
    }

    /// 10 when `bytes` start with a valid `YYYY-MM-DD`, else `nil`.
    private static func dateEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 10, let year = number(bytes, 0, 4, 0...9999), bytes[4] == UInt8(ascii: "-"),
              let month = number(bytes, 5, 2, 1...12), bytes[7] == UInt8(ascii: "-"), let day = number(bytes, 8, 2, 1...31)
        else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days ? 10 : nil
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int, _ range: ClosedRange<Int>) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return range.contains(value) ? value : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
