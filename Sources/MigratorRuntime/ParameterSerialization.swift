import Foundation

/// Writes ``StyledValue``s in the OpenAPI parameter styles (see ``ParameterStyle`` for a table).
///
/// Query and path output is percent-encoded here, value by value, with
/// ``PercentEncoding/encodeComponent(_:)``; the delimiters a style adds (`,` `.` `;` `=`) stay
/// literal, and the space and pipe delimiters are written `%20` and `%7C`. Header output is not
/// encoded; cookie values are encoded like query values.
enum ParameterSerialization {
    /// The encoded `name=value` parts a query parameter adds; an empty array adds none.
    ///
    /// For example `form` with `explode: false` and `[1, 2]` gives `["id=1,2"]`, `deepObject` with
    /// `{"gte": 10, "lt": 20}` gives `["created%5Bgte%5D=10", "created%5Blt%5D=20"]` (which
    /// decodes to `created[gte]=10&created[lt]=20`).
    ///
    /// With `allowReserved` the values (not the names) are encoded with
    /// ``PercentEncoding/encodeAllowingReserved(_:)``: `path=/a/b:c` instead of `path=%2Fa%2Fb%3Ac`; `deepObject`
    /// members of nested objects and arrays stay fully encoded.
    static func queryParts(name: String, value: StyledValue, style: ParameterStyle, explode: Bool, allowReserved: Bool = false) -> [String] {
        let encodedName = PercentEncoding.encodeComponent(name)
        let encodeValue = allowReserved ? PercentEncoding.encodeAllowingReserved : PercentEncoding.encodeComponent
        func pair(_ name: String, _ text: String) -> String {
            PercentEncoding.encodeComponent(name) + "=" + encodeValue(text)
        }
        if style == .deepObject {
            switch value {
            case let .scalar(text): return [pair(name, text)]
            case let .array(texts): return texts.enumerated().map { pair("\(name)[\($0.offset)]", $0.element) }
            case let .nestedArray(values): return FormEncoding.fields(of: .array(values), named: name).map(\.encoded)
            case let .object(members):
                return members.flatMap { FormEncoding.fields(of: $0.value, named: "\(name)[\($0.key)]").map(\.encoded) }
            }
        }
        if case let .scalar(text) = value { return [pair(name, text)] }
        if explode {
            if case let .object(members) = value {
                return members.map { pair($0.key, $0.value.parameterValue) }
            }
            return (value.elementTexts ?? []).map { pair(name, $0) }
        }
        let texts = value.flattenedTexts
        guard !texts.isEmpty else { return [] }
        let delimiter: String
        switch style {
        case .spaceDelimited: delimiter = "%20"
        case .pipeDelimited: delimiter = "%7C"
        default: delimiter = ","
        }
        return [encodedName + "=" + texts.map(encodeValue).joined(separator: delimiter)]
    }

    /// The encoded text replacing a `{name}` placeholder in the `simple`, `label` or `matrix`
    /// style.
    ///
    /// For example `label` exploded with `[3, 4]` gives `.3.4`, `matrix` not exploded gives
    /// `;id=3,4`.
    static func pathText(name: String, value: StyledValue, style: ParameterStyle, explode: Bool) -> String {
        let encode = PercentEncoding.encodeComponent
        switch style {
        case .label:
            return "." + joined(value, explode: explode, separator: explode ? "." : ",", encode: encode)
        case .matrix:
            let encodedName = encode(name)
            switch value {
            case let .scalar(text): return ";\(encodedName)=\(encode(text))"
            case let .object(members) where explode:
                return members.map { ";\(encode($0.key))=\(encode($0.value.parameterValue))" }.joined()
            default:
                let texts = value.flattenedTexts
                if texts.isEmpty { return ";\(encodedName)" }
                if explode { return texts.map { ";\(encodedName)=\(encode($0))" }.joined() }
                return ";\(encodedName)=" + texts.map(encode).joined(separator: ",")
            }
        default:
            return joined(value, explode: explode, separator: ",", encode: encode)
        }
    }

    /// The header value in the `simple` style, not percent-encoded: `3,4` for an array,
    /// `a=1,b=2` (exploded) or `a,1,b,2` for an object.
    static func headerText(value: StyledValue, explode: Bool) -> String {
        joined(value, explode: explode, separator: ",", encode: { $0 })
    }

    /// The `name=value` pairs of a cookie parameter in the `form` style, values percent-encoded:
    /// `id=3,4` (not exploded), `id=3` and `id=4` (exploded), `a=1` and `b=2` for an exploded
    /// object.
    static func cookiePairs(name: String, value: StyledValue, explode: Bool) -> [String] {
        queryParts(name: name, value: value, style: .form, explode: explode)
    }

    /// The texts of a value joined by `separator`, objects as `key=value` (exploded) or
    /// alternating keys and values.
    private static func joined(_ value: StyledValue, explode: Bool, separator: String, encode: (String) -> String) -> String {
        if explode, case let .object(members) = value {
            return members.map { encode($0.key) + "=" + encode($0.value.parameterValue) }.joined(separator: separator)
        }
        return value.flattenedTexts.map(encode).joined(separator: separator)
    }
}
