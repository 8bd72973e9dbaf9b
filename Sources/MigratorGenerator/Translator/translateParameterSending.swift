import MigratorModel
import MigratorNaming
import MigratorRuntime

extension FileTranslator {
    /// The call putting one path, query, header or cookie value into `request`, in the parameter's style.
    ///
    /// Scalars, enums and arrays of them go through the `ParameterValue` setters; objects, unions, maps and free-form
    /// JSON through the throwing `encoding:` setters. `style:` is passed only where it differs from the location's
    /// default, `explode:` only where it differs from the style's default (the setters' `nil`) and `allowReserved:` only
    /// when a query parameter allows reserved characters, so most calls stay
    /// as short as before. For
    /// example a `deepObject` query parameter `created` of a union type becomes
    /// `try request.addQueryParameter("created", encoding: created, style: .deepObject)`.
    /// - Parameters:
    ///   - parameter: The parameter on the wire (its location, name, style and explode flag).
    ///   - value: The wire value expression.
    ///   - type: The wire type (interface names).
    func parameterSendingCall(_ parameter: Parameter, value: Expression, type: TypeReference) -> Expression {
        let setter: String
        switch parameter.location {
        case .path: setter = Constants.ParameterSetter.path
        case .query: setter = Constants.ParameterSetter.query
        case .header: setter = Constants.ParameterSetter.header
        case .cookie, .body: setter = Constants.ParameterSetter.cookie
        }
        let usesEncoding = !isParameterValueType(type)
        var arguments: [FunctionArgument] = [
            FunctionArgument(expression: .string(parameter.name)),
            usesEncoding ? .labeled(Constants.ParameterSetter.encodingLabel, value) : FunctionArgument(expression: value),
        ]
        let defaultStyle = ParameterStyle.defaultStyle(forLocation: parameter.location.rawValue)
        if parameter.resolvedStyle != defaultStyle {
            arguments.append(.labeled("style", .dot(parameter.resolvedStyle.rawValue)))
        }
        if let explode = parameter.explode {
            arguments.append(.labeled("explode", .literal(.bool(explode))))
        }
        if parameter.location == .query, parameter.allowReserved {
            arguments.append(.labeled("allowReserved", .literal(.bool(true))))
        }
        let call = Expression.id("request").dot(setter).call(arguments)
        return usesEncoding ? .try(call) : call
    }

    /// Whether values of `type` conform to the runtime's `ParameterValue` (alone or as array elements): scalars other
    /// than binary, and enums.
    func isParameterValueType(_ type: TypeReference, allowArray: Bool = true) -> Bool {
        switch type {
        case let .scalar(scalar): return scalar != .binary
        case .json, .dictionary: return false
        case let .array(element): return allowArray && isParameterValueType(element, allowArray: false)
        case let .model(name):
            if case .enum? = modelsByName[name]?.kind ?? wireModels[name]?.kind { return true }
            return false
        }
    }

    /// The arguments after the value of a `setMultipartBody` call: `fileFields:` (the wire keys of the body model's
    /// `binary` properties, alone or in arrays, sorted; a map body has none, so its `Data` values go as base64 text) and `encoding:` (the parameter's per-field content types, in
    /// key order), each only when not empty. For example
    /// `try request.setMultipartBody(body, fileFields: ["avatar"], encoding: ["avatar": "image/png"])`.
    /// - Parameters:
    ///   - parameter: The body parameter on the wire.
    ///   - models: The models the body type's name refers to (interface or wire models).
    ///   - filesLabel: The method's `files:` argument (``MultipartFile`` metadata), passed when the body has file fields.
    func multipartArguments(_ parameter: Parameter, models: [String: ModelDefinition], filesLabel: String? = nil) -> [FunctionArgument] {
        var fileFields: [String] = []
        if case let .model(name) = parameter.type, let model = models[name] {
            fileFields = model.properties.filter { property in
                property.type == .scalar(.binary) || property.type == .array(.scalar(.binary))
            }.map(\.key).sorted()
        }
        var arguments: [FunctionArgument] = []
        if !fileFields.isEmpty {
            arguments.append(.labeled("fileFields", .literal(.array(fileFields.map { .string($0) }))))
        }
        if !parameter.multipartEncoding.isEmpty {
            let entries = parameter.multipartEncoding.sorted { $0.key < $1.key }.map {
                DictionaryEntry(key: .string($0.key), value: .string($0.value))
            }
            arguments.append(.labeled("encoding", .literal(.dictionary(entries))))
        }
        if let filesLabel, !fileFields.isEmpty {
            arguments.append(.labeled("files", .id(filesLabel)))
        }
        return arguments
    }

    /// The `files:` argument of a method sending one of `bodies`, when one is a `multipart/form-data` body of an object
    /// model with file fields (`binary` properties, alone or in arrays): `files` (`multipartFiles` when the endpoint has
    /// a `files` argument already), of type `[String: MultipartFile.Metadata]` defaulting to `[:]`; else `nil`.
    func multipartFilesParameter(_ bodies: [Parameter], in endpoint: Endpoint, models: [String: ModelDefinition]) -> ParameterDescription? {
        let hasFiles = bodies.contains { body in
            guard body.contentType == .multipartFormData, case let .model(name) = body.type, let model = models[name] else { return false }
            return model.properties.contains { $0.type == .scalar(.binary) || $0.type == .array(.scalar(.binary)) }
        }
        guard hasFiles else { return nil }
        let taken = endpoint.parameters.contains { SwiftIdentifier.unescaped(names.label($0, in: endpoint)) == "files" }
        return ParameterDescription(
            name: taken ? "multipartFiles" : "files", type: "[String: \(Constants.Runtime.multipartFileMetadata)]",
            defaultValue: .literal(.dictionary([]))
        )
    }
}
