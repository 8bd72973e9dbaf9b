import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// Translates a union into an indirect enum with one case per variant plus `unknown(JSONValue)`, so a variant
    /// added by a newer API version never breaks decoding or exhaustive switches.
    ///
    /// With a discriminator, decoding reads that key and picks the variant by value (an unknown value becomes
    /// `unknown`); without one, the variants are tried in document order and the first that decodes wins.
    /// Encoding writes the payload as it is. For example `oneOf: [Cat, Dog]` becomes
    /// `public indirect enum Animal { case cat(Cat); case dog(Dog); case unknown(JSONValue) }`.
    func translateUnionModel(_ model: ModelDefinition, union: UnionModel) -> FileDescription {
        let typeName = names.typeName(model.name)
        var members: [Declaration] = union.variants.map { variant in
            var doc = ["A `\(types.swiftType(variant.type))` value."]
            if let value = variant.value { doc.append("Discriminator value: \(StringLiteral.render(value)).") }
            return documented(
                .enumCase(EnumCaseDescription(name: names.variantName(variant, in: model.name), associatedTypes: [types.swiftType(variant.type)])),
                doc
            )
        }
        members.append(documented(
            .enumCase(EnumCaseDescription(name: "unknown", associatedTypes: [Constants.Runtime.jsonValue])),
            ["A value that matches no variant this version of the client knows, kept as received."]
        ))
        if let discriminator = union.discriminator {
            members.append(documented(
                .enum(TypeDescription(name: "DiscriminatorKey", conformances: ["String", "CodingKey"], members: [
                    .enumCase(EnumCaseDescription(name: "discriminator", rawValue: .string(discriminator))),
                ])),
                ["The key naming the variant."]
            ))
        }
        members.append(unionDecodingInitializer(model, union: union))
        members.append(unionEncodeFunction(model, union: union))
        members.append(documented(
            .variable(VariableDescription(access: access, isStatic: true, name: "defaultValue", type: typeName, getter: [
                .expression(Expression.dot("unknown").call(.dot("null"))),
            ])),
            ["`unknown(.null)`, used by `JSONStringBuilder` for default instances."]
        ))
        let type = TypeDescription(
            access: access, name: typeName,
            conformances: ["Codable", "Hashable", "Sendable", Constants.Runtime.defaultValueProviding], members: members
        )
        let declaration = documented(.indirectEnum(type), docLines(model.description, deprecated: model.deprecated))
        return FileDescription(headerComment: fileHeader, imports: clientImports, declarations: [declaration])
    }

    /// `self = .case(<decoded variant>)`: decodes the variant's wire type from the whole decoder.
    private func assignVariant(_ model: ModelDefinition, _ variant: UnionVariant, isTry: Bool) -> Expression {
        let decoded = Expression.id(types.wireType(variant.type)).call([.labeled("from", .id("decoder"))])
        let value = types.fromWire(isTry ? .try(decoded) : decoded, variant.type)
        return .assignment(left: .id("self"), right: Expression.dot(names.variantName(variant, in: model.name)).call(value))
    }

    private func unionDecodingInitializer(_ model: ModelDefinition, union: UnionModel) -> Declaration {
        let unknown: CodeBlock = .expression(.assignment(
            left: .id("self"),
            right: Expression.dot("unknown").call(.try(Expression.id(Constants.Runtime.jsonValue).call([.labeled("from", .id("decoder"))])))
        ))
        var body: [CodeBlock] = []
        if union.discriminator != nil {
            let cases = union.variants.map { variant in
                SwitchCaseDescription(patterns: [.string(variant.value ?? variant.name)], body: [.expression(assignVariant(model, variant, isTry: true))])
            } + [SwitchCaseDescription(patterns: [], body: [unknown])]
            let tag = Expression.optionalTry(
                Expression.id("decoder").dot("container").call([.labeled("keyedBy", .id("DiscriminatorKey.self"))]).dot("decode").call([
                    FunctionArgument(expression: .id("String.self")), .labeled("forKey", .dot("discriminator")),
                ])
            )
            body.append(.declaration(.variable(VariableDescription(isLet: true, name: "tag", value: tag))))
            body.append(.expression(.switch(subject: .id("tag"), cases: cases)))
        } else {
            for variant in union.variants {
                let decoded = Expression.id(types.wireType(variant.type)).call([.labeled("from", .id("decoder"))])
                body.append(.expression(.if(
                    binding: "value", condition: .optionalTry(decoded),
                    then: [
                        .expression(.assignment(left: .id("self"), right: Expression.dot(names.variantName(variant, in: model.name)).call(types.fromWire(.id("value"), variant.type)))),
                        .expression(.return(nil)),
                    ],
                    otherwise: nil
                )))
            }
            body.append(unknown)
        }
        let function = FunctionDescription(
            access: access, kind: .initializer,
            parameters: [ParameterDescription(label: "from", name: "decoder", type: "any Decoder")], isThrowing: true, body: body
        )
        let doc = union.discriminator.map { ["Decodes the variant named by the `\($0)` key; other values become `unknown`."] }
            ?? ["Decodes the first variant that fits, in document order; anything else becomes `unknown`."]
        return documented(.function(function), doc)
    }

    private func unionEncodeFunction(_ model: ModelDefinition, union: UnionModel) -> Declaration {
        var cases = union.variants.map { variant in
            SwitchCaseDescription(
                patterns: [Expression.dot(names.variantName(variant, in: model.name)).call(.valueBinding(name: "value"))],
                body: [.expression(.try(types.toWire(.id("value"), variant.type).dot("encode").call([.labeled("to", .id("encoder"))])))]
            )
        }
        cases.append(SwitchCaseDescription(
            patterns: [Expression.dot("unknown").call(.valueBinding(name: "value"))],
            body: [.expression(.try(Expression.id("value").dot("encode").call([.labeled("to", .id("encoder"))])))]
        ))
        let function = FunctionDescription(
            access: access, kind: .function(name: "encode", isStatic: false),
            parameters: [ParameterDescription(label: "to", name: "encoder", type: "any Encoder")], isThrowing: true,
            body: [.expression(.switch(subject: .id("self"), cases: cases))]
        )
        return documented(.function(function), ["Encodes the payload as it is."])
    }
}
