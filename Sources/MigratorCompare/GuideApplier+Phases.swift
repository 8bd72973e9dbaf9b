import MigratorModel
import MigratorRuntime

extension GuideApplier {
    /// Decodes a guide value into a model type, or explains why it cannot.
    func decode<T: Decodable>(_ value: JSONValue?, as type: T.Type, for change: Change, field: String) throws -> T {
        guard let value else { throw GuideApplicationError(changeID: change.id, reason: "missing `\(field)`") }
        do {
            return try value.decode(as: type)
        } catch {
            throw GuideApplicationError(changeID: change.id, reason: "`\(field)` is not a valid \(type): \(error)")
        }
    }

    /// Applies a member or endpoint rename: the new identity fields from `after`.
    func applyRename(_ change: Change, at target: Target?, to document: inout APIDocument) throws {
        switch target {
        case let .property(model, index)?:
            guard case var .object(properties) = document.models[model].kind else { return }
            properties[index].key = try decode(change.after?["key"], as: String.self, for: change, field: "after.key")
            properties[index].name = try change.after?["name"].map { try decode($0, as: String.self, for: change, field: "after.name") } ?? properties[index].key
            document.models[model].kind = .object(properties)
        case let .enumCase(model, index)?:
            guard case var .enum(enumModel) = document.models[model].kind else { return }
            enumModel.cases[index].value = try decode(change.after?["value"], as: EnumValue.self, for: change, field: "after.value")
            if let name = change.after?["name"] { enumModel.cases[index].name = try decode(name, as: String?.self, for: change, field: "after.name") }
            document.models[model].kind = .enum(enumModel)
        case let .endpoint(index)?:
            document.endpoints[index].operationId = try decode(change.after?["operationId"], as: String.self, for: change, field: "after.operationId")
        case let .variant(model, index)?:
            guard case var .union(union) = document.models[model].kind else { return }
            union.variants[index].name = try decode(change.after?["name"], as: String.self, for: change, field: "after.name")
            document.models[model].kind = .union(union)
        case let .parameter(endpoint, index)?:
            document.endpoints[endpoint].parameters[index].name = try decode(change.after?["name"], as: String.self, for: change, field: "after.name")
            if let location = change.after?["in"] {
                document.endpoints[endpoint].parameters[index].location = try decode(location, as: ParameterLocation.self, for: change, field: "after.in")
            }
        default:
            throw GuideApplicationError(changeID: change.id, reason: "a \(change.element.rawValue) cannot be renamed")
        }
    }

    /// Applies one aspect update: the aspect takes the value of `after`.
    func applyUpdate(_ change: Change, at target: Target?, to document: inout APIDocument) throws {
        guard let aspect = change.aspect else { throw GuideApplicationError(changeID: change.id, reason: "an update needs an `aspect`") }
        let after = change.after
        func value<T: Decodable>(_ type: T.Type) throws -> T { try decode(after, as: type, for: change, field: "after") }
        func optionalValue<T: Decodable>(_ type: T.Type) throws -> T? {
            if after == nil || after == .null { return nil }
            return try value(type)
        }
        switch (target, aspect) {
        case (.document?, .servers): document.servers = try value([Server].self)
        case (.document?, .security): document.security = try value([String].self)
        case let (.authScheme(index)?, .scheme): document.authSchemes[index] = try value(AuthScheme.self)
        case let (.model(index)?, .deprecated): document.models[index].deprecated = try value(Bool.self)
        case let (.model(index)?, .modelKind):
            let replacement = try value(ModelDefinition.self)
            document.models[index].kind = replacement.kind
        case let (.model(index)?, .discriminator):
            guard case var .union(union) = document.models[index].kind else { throw unsupported(change) }
            union.discriminator = try optionalValue(String.self)
            document.models[index].kind = .union(union)
        case let (.variant(model, index)?, .type):
            guard case var .union(union) = document.models[model].kind else { throw unsupported(change) }
            union.variants[index] = try value(UnionVariant.self)
            document.models[model].kind = .union(union)
        case let (.model(index)?, .rawType):
            let rawType = try decode(after?["enum"], as: EnumModel.RawType.self, for: change, field: "after.enum")
            let cases = try decode(after?["cases"], as: [EnumCase].self, for: change, field: "after.cases")
            document.models[index].kind = .enum(EnumModel(rawType: rawType, cases: cases))
        case let (.property(model, index)?, _):
            guard case var .object(properties) = document.models[model].kind else { return }
            switch aspect {
            case .type: properties[index].type = try value(TypeReference.self)
            case .required: properties[index].required = try value(Bool.self)
            case .nullable: properties[index].nullable = try value(Bool.self)
            case .deprecated: properties[index].deprecated = try value(Bool.self)
            case .default: properties[index].defaultValue = after == .null ? nil : after
            case .rules: properties[index].rules = try replacingRules(properties[index].rules, change)
            case .name: properties[index].name = try value(String.self)
            default: throw unsupported(change)
            }
            document.models[model].kind = .object(properties)
        case let (.enumCase(model, index)?, _):
            guard case var .enum(enumModel) = document.models[model].kind else { return }
            switch aspect {
            case .deprecated: enumModel.cases[index].deprecated = try value(Bool.self)
            case .name: enumModel.cases[index].name = try optionalValue(String.self)
            default: throw unsupported(change)
            }
            document.models[model].kind = .enum(enumModel)
        case let (.endpoint(index)?, _):
            switch aspect {
            case .path: document.endpoints[index].path = try value(String.self)
            case .method: document.endpoints[index].method = try value(String.self)
            case .deprecated: document.endpoints[index].deprecated = try value(Bool.self)
            case .security: document.endpoints[index].security = try optionalValue([String].self)
            case .servers: document.endpoints[index].servers = try optionalValue([Server].self)
            default: throw unsupported(change)
            }
        case let (.parameter(endpoint, index)?, _):
            var parameter = document.endpoints[endpoint].parameters[index]
            switch aspect {
            case .type: parameter.type = try value(TypeReference.self)
            case .required: parameter.required = try value(Bool.self)
            case .nullable: parameter.nullable = try value(Bool.self)
            case .deprecated: parameter.deprecated = try value(Bool.self)
            case .default: parameter.defaultValue = after == .null ? nil : after
            case .rules: parameter.rules = try replacingRules(parameter.rules, change)
            case .location: parameter.location = try value(ParameterLocation.self)
            case .contentType: parameter.contentType = try value(ContentType.self)
            case .encoding: parameter.multipartEncoding = try value([String: String].self)
            case .mediaType: parameter.mediaType = try optionalValue(String.self)
            case .alternatives: parameter.alternatives = try value([BodyAlternative].self)
            case .name: parameter.name = try value(String.self)
            // Set as given; styles are normalized once every update is applied, so the order of updates does not matter.
            case .style: parameter.style = try value(ParameterStyle.self)
            case .explode: parameter.explode = try value(Bool.self)
            case .allowReserved: parameter.allowReserved = try value(Bool.self)
            default: throw unsupported(change)
            }
            document.endpoints[endpoint].parameters[index] = parameter
        case let (.response(index)?, _):
            var response = document.endpoints[index].response ?? ResponseDefinition()
            switch aspect {
            case .responseType: response.type = try optionalValue(TypeReference.self)
            case .responseStatus: response.status = try value(Int.self)
            case .responseContentType: response.contentType = try value(ContentType.self)
            case .responseMediaType: response.mediaType = try optionalValue(String.self)
            case .responseAlternatives: response.alternatives = try value([String].self)
            default: throw unsupported(change)
            }
            document.endpoints[index].response = response
        case let (.errors(index)?, .errors):
            document.endpoints[index].errors = try value([ErrorResponse].self)
        default:
            throw unsupported(change)
        }
    }

    /// Applies a `rules` update: each rule named in `after` takes its value, `null` removing it.
    private func replacingRules(_ rules: ValueRules, _ change: Change) throws -> ValueRules {
        guard case let .object(members)? = change.after else {
            throw GuideApplicationError(changeID: change.id, reason: "`after` of a rules update must be an object of rules")
        }
        let known = Set(ValueRules.Key.allCases.map(\.rawValue))
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw GuideApplicationError(changeID: change.id, reason: "`after.\(unknown)` is not a validation rule")
        }
        do {
            return try rules.replacing(members)
        } catch {
            throw GuideApplicationError(changeID: change.id, reason: "`after` is not a valid set of rules: \(error)")
        }
    }

    private func unsupported(_ change: Change) -> GuideApplicationError {
        GuideApplicationError(changeID: change.id, reason: "aspect `\(change.aspect?.rawValue ?? "")` does not apply to a \(change.element.rawValue)")
    }

    /// Removes elements, members before their parents, highest index first so earlier indices stay valid.
    func applyRemovals(_ changes: [Change], targets: [String: Target], to document: inout APIDocument) throws {
        var properties: [(Int, Int)] = []
        var cases: [(Int, Int)] = []
        var parameters: [(Int, Int)] = []
        var variants: [(Int, Int)] = []
        var models: [Int] = []
        var endpoints: [Int] = []
        var schemes: [Int] = []
        var removedBy: [Target: String] = [:]
        for change in changes {
            // Two changes that remove the same element would remove an index twice (B3 in docs/hardening.md).
            if let target = targets[change.id] {
                if let first = removedBy[target] {
                    let repeated = first == change.id
                        ? "the guide lists this removal twice"
                        : "it removes \(change.old ?? "an element") again (already removed by change \(first))"
                    throw GuideApplicationError(changeID: change.id, reason: repeated + "; a guide removes each element once")
                }
                removedBy[target] = change.id
            }
            switch targets[change.id] {
            case let .property(model, index)?: properties.append((model, index))
            case let .enumCase(model, index)?: cases.append((model, index))
            case let .parameter(endpoint, index)?: parameters.append((endpoint, index))
            case let .variant(model, index)?: variants.append((model, index))
            case let .model(index)?: models.append(index)
            case let .endpoint(index)?: endpoints.append(index)
            case let .authScheme(index)?: schemes.append(index)
            default: throw GuideApplicationError(changeID: change.id, reason: "a \(change.element.rawValue) cannot be removed")
            }
        }
        for (model, index) in properties.sorted(by: { $0 > $1 }) {
            if case var .object(list) = document.models[model].kind {
                list.remove(at: index)
                document.models[model].kind = .object(list)
            }
        }
        for (model, index) in cases.sorted(by: { $0 > $1 }) {
            if case var .enum(enumModel) = document.models[model].kind {
                enumModel.cases.remove(at: index)
                document.models[model].kind = .enum(enumModel)
            }
        }
        for (model, index) in variants.sorted(by: { $0 > $1 }) {
            if case var .union(union) = document.models[model].kind {
                union.variants.remove(at: index)
                document.models[model].kind = .union(union)
            }
        }
        for (endpoint, index) in parameters.sorted(by: { $0 > $1 }) { document.endpoints[endpoint].parameters.remove(at: index) }
        for index in Set(models).sorted(by: >) { document.models.remove(at: index) }
        for index in Set(endpoints).sorted(by: >) { document.endpoints.remove(at: index) }
        for index in Set(schemes).sorted(by: >) { document.authSchemes.remove(at: index) }
    }

    /// Adds an element from its `definition` under the parent its new path names.
    func applyAddition(_ change: Change, to document: inout APIDocument, positions: inout DocumentPositions) throws {
        guard let path = change.new else { throw GuideApplicationError(changeID: change.id, reason: "an addition needs a `new` path") }
        let tokens = JSONPointer.tokens(of: path)
        func parentMissing() -> GuideApplicationError {
            GuideApplicationError(changeID: change.id, reason: "the parent of \(path) does not exist after the other changes")
        }
        switch change.element {
        case .authScheme:
            let scheme = try decode(change.definition, as: AuthScheme.self, for: change, field: "definition")
            positions.appendedAuthScheme(scheme.name, at: document.authSchemes.count)
            document.authSchemes.append(scheme)
        case .model:
            let model = try decode(change.definition, as: ModelDefinition.self, for: change, field: "definition")
            positions.appendedModel(model.name, at: document.models.count)
            document.models.append(model)
        case .endpoint:
            let endpoint = try decode(change.definition, as: Endpoint.self, for: change, field: "definition")
            positions.appendedEndpoint(endpoint.operationId, at: document.endpoints.count)
            document.endpoints.append(endpoint)
        case .property:
            guard tokens.count == 4, let model = positions.models[tokens[1]],
                  case var .object(properties) = document.models[model].kind else { throw parentMissing() }
            properties.append(try decode(change.definition, as: Property.self, for: change, field: "definition"))
            document.models[model].kind = .object(properties)
        case .enumCase:
            guard tokens.count == 4, let model = positions.models[tokens[1]],
                  case var .enum(enumModel) = document.models[model].kind else { throw parentMissing() }
            enumModel.cases.append(try decode(change.definition, as: EnumCase.self, for: change, field: "definition"))
            document.models[model].kind = .enum(enumModel)
        case .variant:
            guard tokens.count == 4, let model = positions.models[tokens[1]],
                  case var .union(union) = document.models[model].kind else { throw parentMissing() }
            union.variants.append(try decode(change.definition, as: UnionVariant.self, for: change, field: "definition"))
            document.models[model].kind = .union(union)
        case .parameter:
            guard tokens.count == 5, let endpoint = positions.endpoints[tokens[1]] else { throw parentMissing() }
            document.endpoints[endpoint].parameters.append(try decode(change.definition, as: Parameter.self, for: change, field: "definition"))
        default:
            throw GuideApplicationError(changeID: change.id, reason: "a \(change.element.rawValue) cannot be added")
        }
    }
}
