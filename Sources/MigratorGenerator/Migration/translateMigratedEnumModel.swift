import MigratorMigration
import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates an old enum migrated to the newest wire format: the old cases and raw value type stay; each case is
    /// sent and received as its newest wire value (renamed values, or values from the guide's value map when the raw
    /// value type changed); removed cases send their replacement or throw; values added later decode as `unknown`.
    func translateMigratedEnumModel(_ model: ModelDefinition, enumModel: EnumModel, cases plans: [EnumValue: CasePlan], wireRawType: EnumModel.RawType) -> FileDescription {
        let typeName = names.typeName(model.name)
        let rawType = enumModel.rawType == .string ? "String" : "Int"
        let wireSwiftType = wireRawType == .string ? "String" : "Int"
        let sameRawType = enumModel.rawType == wireRawType
        func caseName(_ enumCase: EnumCase) -> String { names.caseName(enumCase.value, in: model.name) }
        func wireValue(_ enumCase: EnumCase) -> EnumValue? {
            if case let .kept(value)? = plans[enumCase.value] { return value }
            return nil
        }
        var members: [Declaration] = enumModel.cases.map { enumCase in
            var doc = docLines(enumCase.description)
            if !doc.isEmpty { doc.append("") }
            switch plans[enumCase.value] {
            case let .removed(version, replacement)?:
                doc.append("Removed in \(document.service.name) \(version): " + (replacement.map { "sent as \($0.documentation)." } ?? "encoding it throws `MigrationError`."))
            case let .kept(value)?:
                doc.append("Wire value: \(value.documentation)" + (value != enumCase.value ? " (was \(enumCase.value.documentation))." : "."))
            case nil:
                doc.append("Wire value: \(enumCase.value.documentation).")
            }
            return documented(.enumCase(EnumCaseDescription(name: caseName(enumCase))), doc)
        }
        members.append(documented(.enumCase(EnumCaseDescription(name: "unknown", associatedTypes: [rawType])), ["A value this version of the client does not know."]))
        // init(rawValue:): newest wire values first (same raw type only), then the old values.
        var seen: Set<EnumValue> = []
        var initCases: [SwitchCaseDescription] = []
        for enumCase in enumModel.cases {
            if sameRawType, let value = wireValue(enumCase), seen.insert(value).inserted {
                initCases.append(SwitchCaseDescription(patterns: [literal(value)], body: [.expression(.assignment(left: .id("self"), right: .dot(caseName(enumCase))))]))
            }
        }
        for enumCase in enumModel.cases where seen.insert(enumCase.value).inserted {
            initCases.append(SwitchCaseDescription(patterns: [literal(enumCase.value)], body: [.expression(.assignment(left: .id("self"), right: .dot(caseName(enumCase))))]))
        }
        initCases.append(SwitchCaseDescription(patterns: [], body: [.expression(.assignment(left: .id("self"), right: Expression.dot("unknown").call(.id("rawValue"))))]))
        members.append(documented(.function(FunctionDescription(
            access: access, kind: .initializer, parameters: [ParameterDescription(name: "rawValue", type: rawType)],
            body: [.expression(.switch(subject: .id("rawValue"), cases: initCases))]
        )), ["Creates the case for a newest wire value or an old value; anything else becomes `unknown`."]))
        let rawCases = enumModel.cases.map { enumCase -> SwitchCaseDescription in
            let value = sameRawType ? (wireValue(enumCase) ?? enumCase.value) : enumCase.value
            return SwitchCaseDescription(patterns: [.dot(caseName(enumCase))], body: [.expression(.return(literal(value)))])
        } + [SwitchCaseDescription(patterns: [Expression.dot("unknown").call(.valueBinding(name: "value"))], body: [.expression(.return(.id("value")))])]
        members.append(documented(.variable(VariableDescription(
            access: access, name: "rawValue", type: rawType, getter: [.expression(.switch(subject: .id("self"), cases: rawCases))]
        )), [sameRawType ? "The value on the wire of the newest API version." : "The value in this version's raw value type."]))
        members.append(documented(.variable(VariableDescription(
            access: access, isStatic: true, name: "allCases", type: "[\(typeName)]",
            getter: [.expression(.literal(.array(enumModel.cases.map { .dot(caseName($0)) })))]
        )), ["The declared cases, without `unknown`."]))
        members.append(documented(.variable(VariableDescription(
            access: access, isStatic: true, name: "defaultValue", type: typeName,
            getter: [.expression(enumModel.cases.first.map { .dot(caseName($0)) } ?? Expression.dot("unknown").call(rawType == "String" ? .string("") : .literal(.int(0))))]
        )), ["The first declared case, used by `JSONStringBuilder` for default instances."]))
        members.append(migratedEnumDecoding(model, enumModel, plans: plans, wireSwiftType: wireSwiftType, sameRawType: sameRawType))
        members.append(migratedEnumEncoding(model, enumModel, plans: plans, sameRawType: sameRawType))
        if !sameRawType { members.append(migratedEnumParameterValue(model, enumModel, plans: plans)) }
        let conformances = ["Codable", "Hashable", "Sendable", "CaseIterable", "RawRepresentable", Constants.Runtime.defaultValueProviding, Constants.Runtime.parameterValue]
        let type = TypeDescription(access: access, name: typeName, conformances: conformances, members: members)
        return FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [documented(.enum(type), docLines(model.description, deprecated: model.deprecated))])
    }

    /// A literal of an enum value.
    func literal(_ value: EnumValue) -> Expression {
        switch value {
        case let .string(string): return .literal(.string(string))
        case let .integer(integer): return .literal(.int(integer))
        }
    }

    private func migratedEnumDecoding(_ model: ModelDefinition, _ enumModel: EnumModel, plans: [EnumValue: CasePlan], wireSwiftType: String, sameRawType: Bool) -> Declaration {
        let decoded = Expression.try(Expression.id("decoder").dot("singleValueContainer").call().dot("decode").call(.id("\(wireSwiftType).self")))
        var body: [CodeBlock] = []
        if sameRawType {
            body.append(.expression(.try(Expression.id("self").dot("init").call([.labeled("rawValue", Expression.id("decoder").dot("singleValueContainer").call().dot("decode").call(.id("\(wireSwiftType).self")))]))))
        } else {
            body.append(.declaration(.variable(VariableDescription(isLet: true, name: "wire", value: decoded))))
            var cases: [SwitchCaseDescription] = []
            for enumCase in enumModel.cases {
                if case let .kept(value)? = plans[enumCase.value] {
                    cases.append(SwitchCaseDescription(patterns: [literal(value)], body: [.expression(.assignment(left: .id("self"), right: .dot(names.caseName(enumCase.value, in: model.name))))]))
                }
            }
            let unknownValue: Expression = enumModel.rawType == .string
                ? Expression.id("String").call(.id("wire"))
                : .binaryOperation(left: Expression.id(Constants.Runtime.migrationConversions).dot("integer").call([FunctionArgument(expression: .id("wire")), .labeled("element", .string(model.name))]), operation: "??", right: .literal(.int(0)))
            cases.append(SwitchCaseDescription(patterns: [], body: [.expression(.assignment(left: .id("self"), right: Expression.dot("unknown").call(unknownValue)))]))
            body.append(.expression(.switch(subject: .id("wire"), cases: cases)))
        }
        return documented(.function(FunctionDescription(
            access: access, kind: .initializer, parameters: [ParameterDescription(label: "from", name: "decoder", type: "any Decoder")], isThrowing: true, body: body
        )), ["Decodes a newest wire value; values this version does not know become `unknown`."])
    }

    /// The text a case is sent as in a path, query, header or cookie parameter when the raw value type changed: its
    /// newest wire value (Zendesk's role `0` sent as `end-user`), a removed case's replacement, or — with none in the
    /// guide — its old value (a parameter cannot throw; the server answers for it); an `unknown` value as its text in
    /// this version's raw type (a newest value the old integer type could not hold decoded as `unknown(0)`).
    private func migratedEnumParameterValue(_ model: ModelDefinition, _ enumModel: EnumModel, plans: [EnumValue: CasePlan]) -> Declaration {
        func text(_ value: EnumValue) -> Expression {
            switch value {
            case let .string(string): return .literal(.string(string))
            case let .integer(integer): return .literal(.string(String(integer)))
            }
        }
        var cases: [SwitchCaseDescription] = enumModel.cases.map { enumCase in
            let value = Self.sentValue(enumCase, plans) ?? enumCase.value
            return SwitchCaseDescription(patterns: [.dot(names.caseName(enumCase.value, in: model.name))], body: [.expression(.return(text(value)))])
        }
        let unknownText: Expression = enumModel.rawType == .integer ? Expression.id("String").call(.id("value")) : .id("value")
        cases.append(SwitchCaseDescription(patterns: [Expression.dot("unknown").call(.valueBinding(name: "value"))], body: [.expression(.return(unknownText))]))
        return documented(.variable(VariableDescription(
            access: access, name: "parameterValue", type: "String", getter: [.expression(.switch(subject: .id("self"), cases: cases))]
        )), ["The newest wire value's text, for parameters (the raw value type changed)."])
    }

    /// The value a case is sent as in the newest wire format: its newest value, a removed case's replacement, or an
    /// unplanned case's own value; `nil` for a removed case without a replacement.
    private static func sentValue(_ enumCase: EnumCase, _ plans: [EnumValue: CasePlan]) -> EnumValue? {
        switch plans[enumCase.value] {
        case let .kept(value)?: return value
        case let .removed(_, replacement)?: return replacement
        case nil: return enumCase.value
        }
    }

    private func migratedEnumEncoding(_ model: ModelDefinition, _ enumModel: EnumModel, plans: [EnumValue: CasePlan], sameRawType: Bool) -> Declaration {
        var cases: [SwitchCaseDescription] = []
        for enumCase in enumModel.cases {
            let pattern = Expression.dot(names.caseName(enumCase.value, in: model.name))
            if let value = Self.sentValue(enumCase, plans) {
                cases.append(SwitchCaseDescription(patterns: [pattern], body: [.expression(.try(Expression.id("container").dot("encode").call(literal(value))))]))
            } else if case let .removed(version, nil)? = plans[enumCase.value] {
                cases.append(SwitchCaseDescription(patterns: [pattern], body: [.expression(.throw(Expression.id(Constants.Runtime.migrationError).call([
                    .labeled("element", .string("\(model.name).\(enumCase.value)")),
                    .labeled("message", .string("removed in \(document.service.name) \(version) and no replacementCase is given in the guide")),
                ])))]))
            }
        }
        let unknownValue: Expression
        if sameRawType {
            unknownValue = .id("value")
        } else if enumModel.rawType == .integer {
            unknownValue = Expression.id("String").call(.id("value"))
        } else {
            unknownValue = .binaryOperation(left: Expression.id("Int").call(.id("value")), operation: "??", right: .literal(.int(0)))
        }
        cases.append(SwitchCaseDescription(patterns: [Expression.dot("unknown").call(.valueBinding(name: "value"))], body: [.expression(.try(Expression.id("container").dot("encode").call(unknownValue)))]))
        return documented(.function(FunctionDescription(
            access: access, kind: .function(name: "encode", isStatic: false),
            parameters: [ParameterDescription(label: "to", name: "encoder", type: "any Encoder")], isThrowing: true,
            body: [
                .declaration(.variable(VariableDescription(name: "container", value: Expression.id("encoder").dot("singleValueContainer").call()))),
                .expression(.switch(subject: .id("self"), cases: cases)),
            ]
        )), ["Encodes the newest wire value; a removed case sends its replacement or throws."])
    }
}
