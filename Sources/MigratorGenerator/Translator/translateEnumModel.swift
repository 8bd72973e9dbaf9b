import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates an enum model into an enum with one case per declared value plus `unknown(String)`
    /// (`unknown(Int)` for integer enums), so decoding never fails on a value the client does not know.
    ///
    /// `init(rawValue:)` is non-failable, `rawValue` returns the wire value, `allCases` lists the declared cases,
    /// and `defaultValue` (for the JSONStringBuilder) is the first declared case. Codable and CaseIterable are
    /// written out. For example `status: [available, sold]` gives
    /// `public enum Status { case available; case sold; case unknown(String) … }`.
    func translateEnumModel(_ model: ModelDefinition, enumModel: EnumModel) -> FileDescription {
        let typeName = names.typeName(model.name)
        let rawType = enumModel.rawType == .string ? "String" : "Int"
        var members: [Declaration] = enumModel.cases.map { enumCase in
            let declaration = Declaration.enumCase(EnumCaseDescription(name: names.caseName(enumCase.value, in: model.name)))
            var doc = docLines(enumCase.description, deprecated: enumCase.deprecated)
            if !doc.isEmpty { doc.append("") }
            doc.append("Wire value: \(enumCase.value.documentation).")
            return documented(declaration, doc)
        }
        members.append(documented(
            .enumCase(EnumCaseDescription(name: "unknown", associatedTypes: [rawType])),
            ["A value this version of the client does not know, kept as received."]
        ))
        members.append(rawValueInitializer(model, enumModel: enumModel, rawType: rawType))
        members.append(rawValueProperty(model, enumModel: enumModel, rawType: rawType))
        members.append(allCasesProperty(model, enumModel: enumModel, typeName: typeName))
        members.append(defaultValueProperty(model, enumModel: enumModel, typeName: typeName))
        members.append(decodingInitializer(rawType: rawType))
        members.append(encodeFunction())
        let conformances = [
            "Codable", "Hashable", "Sendable", "CaseIterable", "RawRepresentable",
            Constants.Runtime.defaultValueProviding, Constants.Runtime.parameterValue,
        ]
        let type = TypeDescription(access: access, name: typeName, conformances: conformances, members: members)
        let declaration = documented(.enum(type), docLines(model.description, deprecated: model.deprecated))
        return FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [declaration])
    }

    private func rawValueInitializer(_ model: ModelDefinition, enumModel: EnumModel, rawType: String) -> Declaration {
        var cases = enumModel.cases.map { enumCase in
            SwitchCaseDescription(
                patterns: [literal(enumCase.value)],
                body: [.expression(.assignment(left: .id("self"), right: .dot(names.caseName(enumCase.value, in: model.name))))]
            )
        }
        cases.append(SwitchCaseDescription(
            patterns: [], body: [.expression(.assignment(left: .id("self"), right: Expression.dot("unknown").call(.id("rawValue"))))]
        ))
        let function = FunctionDescription(
            access: access, kind: .initializer,
            parameters: [ParameterDescription(name: "rawValue", type: rawType)],
            body: [.expression(.switch(subject: .id("rawValue"), cases: cases))]
        )
        return documented(.function(function), ["Creates the case for a wire value; unknown values become `unknown`."])
    }

    private func rawValueProperty(_ model: ModelDefinition, enumModel: EnumModel, rawType: String) -> Declaration {
        var cases = enumModel.cases.map { enumCase in
            SwitchCaseDescription(
                patterns: [.dot(names.caseName(enumCase.value, in: model.name))],
                body: [.expression(.return(literal(enumCase.value)))]
            )
        }
        cases.append(SwitchCaseDescription(
            patterns: [Expression.dot("unknown").call(.valueBinding(name: "value"))],
            body: [.expression(.return(.id("value")))]
        ))
        let variable = VariableDescription(
            access: access, name: "rawValue", type: rawType,
            getter: [.expression(.switch(subject: .id("self"), cases: cases))]
        )
        return documented(.variable(variable), ["The value on the wire."])
    }

    private func allCasesProperty(_ model: ModelDefinition, enumModel: EnumModel, typeName: String) -> Declaration {
        let values = enumModel.cases.map { Expression.dot(names.caseName($0.value, in: model.name)) }
        let variable = VariableDescription(
            access: access, isStatic: true, name: "allCases", type: "[\(typeName)]",
            getter: [.expression(.literal(.array(values)))]
        )
        return documented(.variable(variable), ["The declared cases, without `unknown`."])
    }

    private func defaultValueProperty(_ model: ModelDefinition, enumModel: EnumModel, typeName: String) -> Declaration {
        let first: Expression = enumModel.cases.first.map { .dot(names.caseName($0.value, in: model.name)) }
            ?? Expression.dot("unknown").call(enumModel.rawType == .string ? .string("") : .literal(.int(0)))
        let variable = VariableDescription(access: access, isStatic: true, name: "defaultValue", type: typeName, getter: [.expression(first)])
        return documented(.variable(variable), ["The first declared case, used by `JSONStringBuilder` for default instances."])
    }

    private func decodingInitializer(rawType: String) -> Declaration {
        let decoded = Expression.id("decoder").dot("singleValueContainer").call().dot("decode").call(.id("\(rawType).self"))
        let function = FunctionDescription(
            access: access, kind: .initializer,
            parameters: [ParameterDescription(label: "from", name: "decoder", type: "any Decoder")],
            isThrowing: true,
            body: [.expression(.try(Expression.id("self").dot("init").call([.labeled("rawValue", decoded)])))]
        )
        return documented(.function(function), ["Decodes the wire value; never fails on an unknown value of the right type."])
    }

    private func encodeFunction() -> Declaration {
        let function = FunctionDescription(
            access: access, kind: .function(name: "encode", isStatic: false),
            parameters: [ParameterDescription(label: "to", name: "encoder", type: "any Encoder")],
            isThrowing: true,
            body: [
                .declaration(.variable(VariableDescription(name: "container", value: Expression.id("encoder").dot("singleValueContainer").call()))),
                .expression(.try(Expression.id("container").dot("encode").call(.id("rawValue")))),
            ]
        )
        return documented(.function(function), ["Encodes the wire value."])
    }
}

extension EnumValue {
    /// The value as written in documentation: `"in-stock"` or `2`.
    var documentation: String {
        switch self {
        case let .string(string): return StringLiteral.render(string)
        case let .integer(integer): return String(integer)
        }
    }
}
