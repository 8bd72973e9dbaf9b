import MigratorModel
import MigratorNaming

/// The Swift names of a request body's media types (see ``BodyAlternative``).
///
/// Naming rules: the case of a media type is `json`, `formURLEncoded`, `multipartFormData`, `textPlain` or
/// `octetStream` for the content types, and the lowerCamelCase of a raw body's exact media type (`image/png` →
/// `imagePng`, `image/*` → `imageAny`); a repeated case name gets a numeric suffix. An endpoint whose body has
/// alternatives with the same schema takes a trailing `contentType: <Method>BodyContentType = .<preferred>` argument
/// (`bodyContentType:` when `contentType` is taken), the enum nested in `Client`. An alternative with a different schema
/// gets a method of its own, `<method>As<Case>` (`replaceCoverAsImagePng(body: Data)`), with `Body` appended while
/// that name is taken.
enum BodyAlternativeNaming {
    /// The enum case of a media type, unique among `taken` (a numeric suffix otherwise).
    static func caseName(_ contentType: ContentType, mediaType: String?, taken: Set<String> = []) -> String {
        let base: String
        switch contentType {
        case .json: base = "json"
        case .formURLEncoded: base = "formURLEncoded"
        case .multipartFormData: base = "multipartFormData"
        case .textPlain: base = "textPlain"
        case .octetStream:
            base = mediaType.map { SwiftIdentifier.unescaped(SwiftIdentifier.memberName($0.replacingOccurrences(of: "*", with: "any"))) } ?? "octetStream"
        }
        var name = base
        var index = 2
        while taken.contains(name) {
            name = "\(base)\(index)"
            index += 1
        }
        return name
    }

    /// The name of the enum of an endpoint's body content types: `CreatePetBodyContentType` for `createPet`.
    static func enumName(methodName: String) -> String {
        SwiftIdentifier.typeName(SwiftIdentifier.unescaped(methodName)) + "BodyContentType"
    }
}

extension FileTranslator {
    /// The media types the main method of an endpoint sends its body as: the preferred one first, then the alternatives
    /// with the same schema, each with its enum case name; empty when there is no such alternative.
    func sameSchemaBodyChoices(_ endpoint: Endpoint) -> [(caseName: String, body: Parameter)] {
        guard let body = endpoint.bodyParameter, body.alternatives.contains(where: \.hasSameSchema) else { return [] }
        var taken: Set<String> = []
        var choices: [(caseName: String, body: Parameter)] = []
        for choice in [body] + body.alternatives.filter(\.hasSameSchema).map({ $0.parameter(replacing: body) }) {
            let name = BodyAlternativeNaming.caseName(choice.contentType, mediaType: choice.mediaType, taken: taken)
            taken.insert(name)
            choices.append((name, choice))
        }
        return choices
    }

    /// The label of the content type argument: `contentType`, or `bodyContentType` when a parameter has that label.
    func bodyContentTypeLabel(_ endpoint: Endpoint) -> String {
        endpoint.parameters.contains { SwiftIdentifier.unescaped(names.label($0, in: endpoint)) == "contentType" } ? "bodyContentType" : "contentType"
    }

    /// The `public enum <Method>BodyContentType: String` of an endpoint whose body has same-schema alternatives: one
    /// case per media type, its raw value the declared media type. In a migrated client, `wireBody` is the newest body:
    /// a case whose media type it no longer declares with the same schema says so and what is sent instead.
    func bodyContentTypeEnum(_ endpoint: Endpoint, methodName: String, wireBody: Parameter? = nil) -> Declaration? {
        let choices = sameSchemaBodyChoices(endpoint)
        guard !choices.isEmpty else { return nil }
        let wireMediaTypes = wireBody.map { body in
            Set([body.declaredMediaType] + body.alternatives.filter(\.hasSameSchema).map(\.declaredMediaType))
        }
        let cases = choices.map { choice in
            var doc = ["Sends the body as `\(choice.body.declaredMediaType)`."]
            if let wireBody, let wireMediaTypes, !wireMediaTypes.contains(choice.body.declaredMediaType) {
                doc = [
                    "Sent the body as `\(choice.body.declaredMediaType)`, which \(plan.map { "version \($0.targetVersion)" } ?? "the newest version") no longer "
                        + "declares; the body is sent as `\(wireBody.declaredMediaType)` instead.",
                ]
            }
            return documented(
                .enumCase(EnumCaseDescription(name: SwiftIdentifier.escaped(choice.caseName), rawValue: .string(choice.body.declaredMediaType))),
                doc
            )
        }
        return documented(
            .enum(TypeDescription(
                access: access, name: BodyAlternativeNaming.enumName(methodName: methodName),
                conformances: ["String", "Sendable", "Hashable", "CaseIterable"], members: cases
            )),
            ["The media types `\(SwiftIdentifier.unescaped(methodName))` can send its body as; the first is the preferred one."]
        )
    }

    /// The separate methods of an endpoint's alternatives with a different schema: each is the endpoint with the
    /// alternative as its body, named `<method>As<Case>`.
    func translateBodyAlternativeMethods(_ endpoint: Endpoint) -> [Declaration] {
        guard let body = endpoint.bodyParameter, let position = endpoint.parameters.firstIndex(of: body) else { return [] }
        return bodyAlternativeMethodNames(endpoint).map { alternative, name in
            var variant = endpoint
            variant.parameters[position] = alternative.parameter(replacing: body)
            return translateEndpoint(variant, methodName: name, sendsAlternativeOf: endpoint)
        }
    }

    /// The different-schema alternatives of an endpoint's body with their method names, `<method>As<Case>` with `Body`
    /// appended while the name is taken by an endpoint's method or an earlier alternative.
    func bodyAlternativeMethodNames(_ endpoint: Endpoint) -> [(alternative: BodyAlternative, name: String)] {
        guard let body = endpoint.bodyParameter else { return [] }
        let methodName = SwiftIdentifier.unescaped(names.methodName(endpoint))
        var taken = Set(document.endpoints.map { SwiftIdentifier.unescaped(names.methodName($0)) })
        var cases: Set<String> = []
        var result: [(alternative: BodyAlternative, name: String)] = []
        for alternative in body.alternatives where !alternative.hasSameSchema {
            let caseName = BodyAlternativeNaming.caseName(alternative.contentType, mediaType: alternative.mediaType, taken: cases)
            cases.insert(caseName)
            var name = methodName + "As" + SwiftIdentifier.typeName(caseName)
            while taken.contains(name) { name += "Body" }
            taken.insert(name)
            result.append((alternative, SwiftIdentifier.escaped(name)))
        }
        return result
    }

    /// Adds the `contentType:` and `files:` arguments to a method's `- Parameters:` list (before `- Returns`/`- Throws`).
    func documentBodyArguments(_ doc: inout [String], choices: [(caseName: String, body: Parameter)], contentTypeLabel: String, filesLabel: String?) {
        guard let position = doc.firstIndex(where: { $0.hasPrefix("- Returns") || $0.hasPrefix("- Throws") }) else { return }
        var lines: [String] = []
        if let preferred = choices.first {
            let cases = choices.map { "`\($0.body.declaredMediaType)`" }.joined(separator: ", ")
            lines.append("  - \(contentTypeLabel): The media type the body is sent as (\(cases)); default `\(preferred.body.declaredMediaType)`.")
        }
        if let filesLabel {
            lines.append("  - \(filesLabel): The file name and content type of file fields sent as multipart parts, by wire name (default: the field name and the description's content type).")
        }
        doc.insert(contentsOf: lines, at: position)
    }

    /// The statement sending a body parameter's value in the media type the `contentType` argument chooses.
    func bodyContentTypeSwitch(_ choices: [(caseName: String, body: Parameter)], value: Expression, label: String, filesLabel: String?) -> Expression {
        .switch(subject: .id(label), cases: choices.map { choice in
            SwitchCaseDescription(
                patterns: [.dot(SwiftIdentifier.escaped(choice.caseName))], body: [.expression(bodySetter(choice.body, filesLabel: filesLabel)(value))]
            )
        })
    }
}
