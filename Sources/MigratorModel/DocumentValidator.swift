import Foundation

/// Checks what decoding cannot: unique names, resolvable type references, path templates, security names.
///
/// Pointers in its diagnostics address the native document's own structure (array indices), for example
/// `/endpoints/3/parameters/1`, so they lead to the offending line; loaders of other formats translate
/// them or validate their own input first.
public struct DocumentValidator {
    /// The file the document came from, for diagnostics.
    public var file: String

    /// Creates a validator for a document read from `file`.
    public init(file: String) {
        self.file = file
    }

    /// Returns every problem found in `document`.
    public func validate(_ document: APIDocument) -> Diagnostics {
        var diagnostics = Diagnostics()
        let modelsByName = Dictionary(document.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let schemeNames = Set(document.authSchemes.map(\.name))
        if document.service.name.trimmingCharacters(in: .whitespaces).isEmpty {
            diagnostics.error("the service name is empty", at: location(["service", "name"]))
        }
        for (index, server) in document.servers.enumerated() {
            checkServer(server, path: ["servers", "\(index)"], into: &diagnostics)
        }
        reportDuplicates(document.authSchemes.map(\.name), what: "auth scheme", path: ["authSchemes"], into: &diagnostics)
        checkSecurity(document.security, known: schemeNames, path: ["security"], into: &diagnostics)
        reportDuplicates(document.models.map(\.name), what: "model", path: ["models"], into: &diagnostics)
        for (index, model) in document.models.enumerated() {
            checkModel(model, path: ["models", "\(index)"], models: modelsByName, into: &diagnostics)
        }
        reportDuplicates(document.endpoints.map(\.operationId), what: "operationId", path: ["endpoints"], into: &diagnostics)
        for (index, endpoint) in document.endpoints.enumerated() {
            let path = ["endpoints", "\(index)"]
            if let security = endpoint.security {
                checkSecurity(security, known: schemeNames, path: path + ["security"], into: &diagnostics)
            }
            checkEndpoint(endpoint, path: path, models: modelsByName, into: &diagnostics)
        }
        return diagnostics
    }

    func location(_ tokens: [String]) -> SourceLocation {
        SourceLocation(file: file, pointer: JSONPointer.make(tokens))
    }

    private func reportDuplicates(_ names: [String], what: String, path: [String], into diagnostics: inout Diagnostics) {
        var seen: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            if name.isEmpty {
                diagnostics.error("the \(what) name is empty", at: location(path + ["\(index)"]))
            } else if let first = seen[name] {
                diagnostics.error(
                    "duplicate \(what) \"\(name)\" (first at \(JSONPointer.make(path + ["\(first)"])))",
                    at: location(path + ["\(index)"])
                )
            } else {
                seen[name] = index
            }
        }
    }

    private func checkSecurity(_ names: [String], known: Set<String>, path: [String], into diagnostics: inout Diagnostics) {
        for (index, name) in names.enumerated() where !known.contains(name) {
            diagnostics.error("unknown auth scheme \"\(name)\"", at: location(path + ["\(index)"]))
        }
    }

    func checkType(_ type: TypeReference, models: [String: ModelDefinition], path: [String], into diagnostics: inout Diagnostics) {
        for name in type.referencedModels where models[name] == nil {
            diagnostics.error("unknown type \"\(name)\" (no model has this name)", at: location(path))
        }
    }

    private func checkModel(
        _ model: ModelDefinition, path: [String], models: [String: ModelDefinition], into diagnostics: inout Diagnostics
    ) {
        switch model.kind {
        case let .object(properties):
            reportDuplicates(properties.map(\.name), what: "property", path: path + ["properties"], into: &diagnostics)
            let keys = properties.map(\.key)
            for (index, key) in keys.enumerated() where keys.firstIndex(of: key) != index && properties[index].name != key {
                diagnostics.error("duplicate wire key \"\(key)\"", at: location(path + ["properties", "\(index)", "key"]))
            }
            for (index, property) in properties.enumerated() {
                checkType(property.type, models: models, path: path + ["properties", "\(index)", "type"], into: &diagnostics)
                checkRules(property.rules, path: path + ["properties", "\(index)"], into: &diagnostics)
            }
        case let .union(union):
            if union.variants.isEmpty {
                diagnostics.error("a oneOf model needs at least one variant", at: location(path + ["oneOf"]))
            }
            reportDuplicates(union.variants.map(\.name), what: "variant", path: path + ["oneOf"], into: &diagnostics)
            for (index, variant) in union.variants.enumerated() {
                checkType(variant.type, models: models, path: path + ["oneOf", "\(index)", "type"], into: &diagnostics)
                if union.discriminator != nil, variant.value == nil {
                    diagnostics.error("with a discriminator, every variant needs a `value`", at: location(path + ["oneOf", "\(index)"]))
                }
            }
        case let .enum(enumModel):
            if enumModel.cases.isEmpty {
                diagnostics.error("an enum needs at least one case", at: location(path + ["cases"]))
            }
            var seen: Set<EnumValue> = []
            for (index, enumCase) in enumModel.cases.enumerated() where !seen.insert(enumCase.value).inserted {
                diagnostics.error("duplicate enum value \"\(enumCase.value)\"", at: location(path + ["cases", "\(index)", "value"]))
            }
        }
    }
}
