import Foundation
import MigratorModel

/// How the reader treats a media type.
enum OpenAPIMediaCategory {
    /// `application/json`, `text/json` and `*/*+json`: a JSON body of the schema's type.
    case json
    /// `application/x-www-form-urlencoded`: a form body encoded from the schema's object.
    case form
    /// `text/plain`: UTF-8 text.
    case text
    /// `multipart/form-data`: parts encoded from the schema's object.
    case multipart
    /// Anything else (other multipart types, octet-stream, other text, images, …): raw bytes.
    case other

    /// The category of a media type, ignoring parameters (`; charset=utf-8`) and case.
    init(_ mediaType: String) {
        let base = Self.base(of: mediaType)
        if base == "application/json" || base == "text/json" || base.hasSuffix("+json") {
            self = .json
        } else if base == "application/x-www-form-urlencoded" {
            self = .form
        } else if base == "text/plain" {
            self = .text
        } else if base == "multipart/form-data" {
            self = .multipart
        } else {
            self = .other
        }
    }

    /// A media type without parameters, trimmed and lower-cased. Most media types already are, and are returned as
    /// they are: Foundation's trimming cost 13,000 instructions a call, 3.5% of loading an OpenAPI file.
    static func base(of mediaType: String) -> String {
        let isBare = !mediaType.utf8.contains { byte in
            byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
        }
        if isBare { return mediaType }
        return (mediaType.split(separator: ";").first.map(String.init) ?? mediaType).trimmingCharacters(in: .whitespaces).lowercased()
    }
}

extension OpenAPIContext {
    /// The body parameter of a `requestBody`, named `body`.
    ///
    /// Of several media types the first JSON one is used, else a form, else the first listed. JSON and form bodies
    /// have the schema's type (a form body that is not an object reads as any JSON value, with a warning); a
    /// `text/plain` body is a `string`; a `multipart/form-data` body has the schema's object type (its `format: binary`
    /// properties are file parts) and the `encoding.{field}.contentType` of its fields; other bodies are raw `binary`
    /// content that keeps its exact media type (`image/jpeg`, `text/csv`, `*/*`). Inline schemas are named `<operationId>_request`
    /// (`<component>_request` inside `components/requestBodies`).
    func readRequestBody(_ element: OpenAPINode, operationId: String) -> Parameter? {
        guard let resolved = dereference(element), let body = object(resolved, "a request body") else { return nil }
        checkKeys(body, OpenAPIKeys.requestBody, in: "a request body")
        guard let content = object(body["content"], "a request body's content"), case let (mediaType, media)? = preferredMedia(content) else {
            warn("a request body without content is ignored", at: body.pointer)
            return nil
        }
        let hint = (componentName(of: element, under: "/components/requestBodies/") ?? operationId) + "_request"
        let required = flag(body, "required")
        let description = body["description"]?.nonEmptyString
        guard var parameter = bodyParameter(mediaType, media, hint: hint, required: required, description: description) else { return nil }
        parameter.alternatives = bodyAlternatives(content, chosen: mediaType, preferred: parameter, preferredMedia: media, hint: hint)
        return parameter
    }

    /// The body parameter of one media type of a request body (see ``readRequestBody(_:operationId:)``).
    private func bodyParameter(_ mediaType: String, _ media: OpenAPINode, hint: String, required: Bool, description: String?) -> Parameter? {
        switch OpenAPIMediaCategory(mediaType) {
        case .json:
            let type = mediaSchemaType(media, hint: hint)
            return Parameter(name: "body", location: .body, type: type.type, required: required, nullable: type.nullable, description: description)
        case .form:
            var type = mediaSchemaType(media, hint: hint)
            if !isFormType(type.type) {
                warn("a form body should be an object, found \(type.type); read as any JSON value", at: media.pointer)
                type = OpenAPISchemaType(type: .json, nullable: type.nullable)
            }
            return Parameter(
                name: "body", location: .body, type: type.type, required: required, nullable: type.nullable,
                description: description, contentType: .formURLEncoded
            )
        case .text:
            return Parameter(
                name: "body", location: .body, type: .scalar(.string), required: required, description: description,
                contentType: .textPlain
            )
        case .multipart:
            var type = mediaSchemaType(media, hint: hint)
            if !isFormType(type.type) {
                warn("a multipart/form-data body should be an object, found \(type.type); read as any JSON value", at: media.pointer)
                type = OpenAPISchemaType(type: .json, nullable: type.nullable)
            }
            return Parameter(
                name: "body", location: .body, type: type.type, required: required, nullable: type.nullable,
                description: description, contentType: .multipartFormData, multipartEncoding: multipartEncoding(media)
            )
        case .other:
            return Parameter(
                name: "body", location: .body, type: .scalar(.binary), required: required, description: description,
                contentType: .octetStream, mediaType: rawMediaType(mediaType, at: media)
            )
        }
    }

    /// The other media types of a request body, in preference order (JSON, form, multipart, text, raw; document
    /// order within each), as alternatives of the preferred body: the first media type of each content type other than
    /// the preferred body's, and every raw media type. An alternative has no type when its schema is the preferred
    /// body's (the same schema, or one reading as the same type; text and raw alternatives of a `string` or `binary`
    /// body), else its own type (`string`, `binary`, or its schema's, inline schemas named `<hint>_<subtype>`). A form or
    /// multipart alternative that is not an object is left out with a warning.
    private func bodyAlternatives(_ content: OpenAPINode, chosen: String, preferred: Parameter, preferredMedia: OpenAPINode, hint: String) -> [BodyAlternative] {
        var ignored: [String] = []
        let preferredSchema = preferredMedia["schema"]?.jsonValue(largeIntegers: &ignored)
        var result: [BodyAlternative] = []
        for mediaType in alternativeMediaTypes(content, chosen: chosen, declared: preferred.declaredMediaType) {
            guard let media = content.entries.first(where: { $0.key != chosen && MediaType.base(of: $0.key) == mediaType })?.value else { continue }
            let category = OpenAPIMediaCategory(mediaType)
            let contentType: ContentType
            switch category {
            case .json: contentType = .json
            case .form: contentType = .formURLEncoded
            case .multipart: contentType = .multipartFormData
            case .text: contentType = .textPlain
            case .other: contentType = .octetStream
            }
            if contentType != .octetStream, contentType == preferred.contentType || result.contains(where: { $0.contentType == contentType }) {
                continue
            }
            checkKeys(media, OpenAPIKeys.mediaType, in: "a media type")
            var alternative = BodyAlternative(contentType: contentType)
            switch category {
            case .json, .form, .multipart:
                if media["schema"]?.jsonValue(largeIntegers: &ignored) != preferredSchema {
                    let type = mediaSchemaType(media, hint: hint + "_" + (mediaType.split(separator: "/").last.map(String.init) ?? "body")).type
                    alternative.type = type == preferred.type ? nil : type
                }
                if category != .json, !isFormType(alternative.type ?? preferred.type) {
                    warn("the \(mediaType) request body should be an object, found \(alternative.type ?? preferred.type); this media type is ignored", at: media.pointer)
                    continue
                }
                if category == .multipart { alternative.multipartEncoding = multipartEncoding(media) }
            case .text:
                alternative.type = preferred.type == .scalar(.string) ? nil : .scalar(.string)
            case .other:
                alternative.mediaType = rawMediaType(mediaType, at: media)
                alternative.type = preferred.type == .scalar(.binary) ? nil : .scalar(.binary)
            }
            if result.contains(where: { $0.declaredMediaType == alternative.declaredMediaType }) || alternative.declaredMediaType == preferred.declaredMediaType {
                continue
            }
            result.append(alternative)
        }
        return result
    }

    /// The success response and the error responses of an operation.
    ///
    /// The success response is the lowest 2xx status (`2XX` after explicit codes) with JSON content, else the lowest
    /// 2xx; without any 2xx, `default` is the success response (status 200). 4xx/5xx statuses and `default` are errors,
    /// in document order with `default` last. 1xx/3xx statuses and `4XX`/`5XX` ranges are ignored with a warning.
    func readResponses(_ node: OpenAPINode?, operationId: String) -> (ResponseDefinition?, [ErrorResponse]) {
        guard let responses = object(node, "\"responses\"") else { return (nil, []) }
        var successes: [(status: Int, rank: Int, key: String, node: OpenAPINode)] = []
        var errors: [ErrorResponse] = []
        var defaultResponse: OpenAPINode?
        for (key, entry) in responses.entries where !key.hasPrefix("x-") {
            if key == "default" {
                defaultResponse = entry
            } else if let code = Int(key), key.count == 3 {
                switch code {
                case 200...299: successes.append((code, code, key, entry))
                case 400...599: errors.append(errorResponse(.code(code), entry, key: key, operationId: operationId))
                default: warn("\(key) responses are not modelled; ignored", at: entry.pointer)
                }
            } else if key.uppercased() == "2XX" {
                successes.append((200, 1000, key, entry))
            } else if key.uppercased() == "4XX" || key.uppercased() == "5XX" {
                warn("status ranges such as \(key) are not modelled; ignored", at: entry.pointer)
            } else {
                warn("\"\(key)\" is not a response status (a 3-digit code, a range such as 4XX, or default); ignored", at: entry.pointer)
            }
        }
        successes.sort { $0.rank < $1.rank }
        var chosen = successes.first { hasJSONContent($0.node) } ?? successes.first
        if chosen == nil, let fallback = defaultResponse {
            chosen = (200, 200, "default", fallback)
            defaultResponse = nil
        }
        if let defaultResponse {
            errors.append(errorResponse(.default, defaultResponse, key: "default", operationId: operationId))
        }
        let response = chosen.map { successResponse($0.status, $0.node, key: $0.key, operationId: operationId) }
        return (response, errors)
    }

    /// One success response: the JSON schema's type, no type without content, `string` for `text/plain`, `binary` for
    /// other content (with its exact media type); the other media types declared are kept as `alternatives`.
    private func successResponse(_ status: Int, _ element: OpenAPINode, key: String, operationId: String) -> ResponseDefinition {
        guard let resolved = dereference(element), let response = object(resolved, "a response") else {
            return ResponseDefinition(status: status)
        }
        checkKeys(response, OpenAPIKeys.response, in: "a response")
        let description = response["description"]?.nonEmptyString
        guard let content = object(response["content"], "a response's content"), case let (mediaType, media)? = preferredMedia(content) else {
            return ResponseDefinition(status: status, description: description)
        }
        var result: ResponseDefinition
        switch OpenAPIMediaCategory(mediaType) {
        case .json:
            let hint = responseHint(element, key: key, operationId: operationId)
            result = ResponseDefinition(status: status, type: mediaSchemaType(media, hint: hint).type, description: description)
        case .text:
            result = ResponseDefinition(status: status, type: .scalar(.string), contentType: .textPlain, description: description)
        case .form, .multipart, .other:
            result = ResponseDefinition(
                status: status, type: .scalar(.binary), contentType: .octetStream, description: description,
                mediaType: rawMediaType(mediaType, at: media)
            )
        }
        result.alternatives = alternativeMediaTypes(content, chosen: mediaType, declared: result.declaredMediaType)
        return result
    }

    /// The media types of `content` other than the chosen one, lower-cased without parameters, in preference order
    /// (JSON, form, text, multipart, raw; document order within each), without duplicates; a key that is not a
    /// `type/subtype` media type is left out with a warning.
    private func alternativeMediaTypes(_ content: OpenAPINode, chosen: String, declared: String) -> [String] {
        var seen: Set<String> = [declared]
        var ranked: [(rank: Int, position: Int, mediaType: String)] = []
        for (position, entry) in content.entries.enumerated() where entry.key != chosen && entry.value.isObject {
            let base = MediaType.base(of: entry.key)
            guard MediaType.isValid(base) else {
                warn("\"\(entry.key)\" is not a media type (type/subtype); ignored", at: entry.value.pointer)
                continue
            }
            guard seen.insert(base).inserted else { continue }
            let rank: Int
            switch OpenAPIMediaCategory(base) {
            case .json: rank = 0
            case .form: rank = 1
            case .multipart: rank = 2
            case .text: rank = 3
            case .other: rank = 4
            }
            ranked.append((rank, position, base))
        }
        return ranked.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map(\.mediaType)
    }

    /// One error response, typed by its JSON schema when it has one.
    private func errorResponse(_ status: ErrorStatus, _ element: OpenAPINode, key: String, operationId: String) -> ErrorResponse {
        guard let resolved = dereference(element), let response = object(resolved, "a response") else {
            return ErrorResponse(status: status)
        }
        checkKeys(response, OpenAPIKeys.response, in: "a response")
        var type: TypeReference?
        if let content = object(response["content"], "a response's content"),
           let media = content.entries.first(where: { OpenAPIMediaCategory($0.key) == .json })?.value {
            type = mediaSchemaType(media, hint: responseHint(element, key: key, operationId: operationId)).type
        }
        return ErrorResponse(status: status, type: type, description: response["description"]?.nonEmptyString)
    }

    /// The name stem of inline response models: `<operationId>_<status>_response`, or `<component>_response`.
    private func responseHint(_ element: OpenAPINode, key: String, operationId: String) -> String {
        (componentName(of: element, under: "/components/responses/") ?? "\(operationId)_\(key)") + "_response"
    }

    /// The first JSON media type, else the first form, else the first listed; `nil` for empty content.
    private func preferredMedia(_ content: OpenAPINode) -> (String, OpenAPINode)? {
        let entries = content.entries.filter { $0.value.isObject }
        let chosen = entries.first { OpenAPIMediaCategory($0.key) == .json }
            ?? entries.first { OpenAPIMediaCategory($0.key) == .form } ?? entries.first
        guard let chosen else { return nil }
        checkKeys(chosen.value, OpenAPIKeys.mediaType, in: "a media type")
        return (chosen.key, chosen.value)
    }

    /// The exact media type of raw content (the media type key without parameters, lower-cased), or `nil` for
    /// `application/octet-stream` itself and, with a warning, for a key that is not a `type/subtype` media type.
    private func rawMediaType(_ key: String, at media: OpenAPINode) -> String? {
        let base = MediaType.base(of: key)
        if base == ContentType.octetStream.rawValue { return nil }
        guard MediaType.isValid(base) else {
            warn("\"\(key)\" is not a media type (type/subtype); the content is read as application/octet-stream", at: media.pointer)
            return nil
        }
        return base
    }

    /// The `contentType` of each field in a multipart media type's `encoding` (field name → content type); fields
    /// without one are left out; other encoding keys (`headers`, `style`, …) are not modelled.
    private func multipartEncoding(_ media: OpenAPINode) -> [String: String] {
        guard let encoding = object(media["encoding"], "a media type's encoding") else { return [:] }
        var result: [String: String] = [:]
        for (field, entry) in encoding.entries {
            guard let fieldEncoding = object(entry, "an encoding object") else { continue }
            guard let contentType = fieldEncoding["contentType"] else { continue }
            if let text = contentType.nonEmptyString {
                result[field] = text
            } else {
                warn("an encoding's contentType should be a string; ignored", at: contentType.pointer)
            }
        }
        return result
    }

    /// The type of a media type's schema; any JSON value without one.
    private func mediaSchemaType(_ media: OpenAPINode, hint: String) -> OpenAPISchemaType {
        guard let schema = media["schema"] else { return .json }
        return schemaType(schema, name: .inline(hint), depth: 0)
    }

    /// Whether a response has a JSON media type.
    private func hasJSONContent(_ element: OpenAPINode) -> Bool {
        guard let response = dereference(element), let content = response["content"] else { return false }
        return content.keys.contains { OpenAPIMediaCategory($0) == .json }
    }

    /// Whether a type can be a form body: an object model, a map or any JSON value.
    private func isFormType(_ type: TypeReference) -> Bool {
        switch type {
        case .dictionary, .json: return true
        case let .model(name):
            if case .object? = modelKinds[name] { return true }
            return false
        case .scalar, .array: return false
        }
    }
}
