import MigratorModel

extension OpenAPIContext {
    /// The union model of a `oneOf`/`anyOf` with two or more variants.
    ///
    /// Inline variants become models named `<union>_<keyword>_<index>`. Variants of the same type are kept once
    /// (without a discriminator, they could not be told apart). With a `discriminator`, each variant gets the value
    /// that selects it: a `mapping` key naming it, else the single value its discriminator property allows (an enum of
    /// one value or a `const`), else the component name as OpenAPI specifies; mapping keys that name an already
    /// mapped variant become extra variants of the same type. A value already taken by an earlier variant is replaced
    /// by the implicit one (with a warning), so values stay unique.
    func unionType(
        _ node: OpenAPINode, variants: [OpenAPINode], keyword: String, name: OpenAPIModelName, depth: Int, nullable: Bool
    ) -> OpenAPISchemaType {
        var isNullable = nullable
        var converted: [(node: OpenAPINode, type: TypeReference)] = []
        for variant in variants {
            let type = schemaType(variant, name: name.nested("\(keyword)_\(variant.index ?? converted.count)"), depth: depth + 1)
            isNullable = isNullable || type.nullable
            converted.append((variant, type.type))
        }
        let discriminator = discriminatorProperty(node)
        var result: [UnionVariant] = []
        var names: Set<String> = []
        if let discriminator {
            var mapping = discriminatorMapping(node)
            var usedValues: Set<String> = []
            for (variant, type) in converted {
                let reference = variant["$ref"]?.string
                var values = mapping.indices.filter { mapping[$0].reference == reference && reference != nil }.map { mapping[$0].value }
                mapping.removeAll { $0.reference == reference && reference != nil }
                if values.isEmpty {
                    values = [pinnedValue(of: variant, property: discriminator, depth: 0) ?? defaultDiscriminatorValue(variant, type: type)]
                }
                for var value in values {
                    if usedValues.contains(value) {
                        let replacement = OpenAPINaming.uniqueName(defaultDiscriminatorValue(variant, type: type), in: &usedValues)
                        warn(
                            "discriminator value \"\(value)\" already selects another \(keyword) variant; this one gets \"\(replacement)\"",
                            at: variant.pointer
                        )
                        value = replacement
                    }
                    usedValues.insert(value)
                    let base = UnionVariant.defaultName(for: type)
                    let variantName = names.contains(base) ? OpenAPINaming.uniqueName(base + "_" + value, in: &names) : base
                    names.insert(variantName)
                    result.append(UnionVariant(name: variantName, type: type, value: value))
                }
            }
            for unmatched in mapping {
                warn(
                    "discriminator mapping \"\(unmatched.value)\" → \(unmatched.reference) names no \(keyword) variant; ignored",
                    at: unmatched.pointer
                )
            }
        } else {
            for (_, type) in converted where names.insert(UnionVariant.defaultName(for: type)).inserted {
                result.append(UnionVariant(type: type))
            }
        }
        let model = addModel(.union(UnionModel(variants: result, discriminator: discriminator)), name: name)
        return OpenAPISchemaType(type: .model(model), nullable: isNullable)
    }

    /// The discriminator's property name, if the schema has a well-formed discriminator.
    private func discriminatorProperty(_ node: OpenAPINode) -> String? {
        guard let discriminator = object(node["discriminator"], "\"discriminator\"") else { return nil }
        checkKeys(discriminator, OpenAPIKeys.discriminator, in: "a discriminator")
        guard let property = discriminator["propertyName"]?.nonEmptyString else {
            warn("a discriminator needs a \"propertyName\" string; the discriminator is ignored", at: discriminator.pointer)
            return nil
        }
        return property
    }

    /// The discriminator's mapping entries in order, each with the `$ref` it maps to (a bare schema name is read as
    /// `#/components/schemas/<name>`).
    private func discriminatorMapping(_ node: OpenAPINode) -> [(value: String, reference: String, pointer: String)] {
        guard let mapping = object(node["discriminator"]?["mapping"], "a discriminator mapping") else { return [] }
        return mapping.entries.compactMap { value, target in
            guard let reference = target.string else {
                warn("a discriminator mapping value should be a string, found \(target.kind.withArticle); ignored", at: target.pointer)
                return nil
            }
            let normalized = reference.contains("#") || reference.contains("/") ? reference : "#/components/schemas/" + reference
            return (value, normalized, target.pointer)
        }
    }

    /// The one value a variant allows for the discriminator property (`enum: [cat]` or `const: cat`), looking
    /// through references and `allOf` parts.
    private func pinnedValue(of variant: OpenAPINode, property: String, depth: Int) -> String? {
        guard depth < 8, let target = schemaTarget(variant) else { return nil }
        if let schema = target["properties"]?[property], let resolved = schemaTarget(schema),
           let plan = enumPlan(for: resolved), plan.values.count == 1, let value = plan.values[0].text {
            return value
        }
        for part in target["allOf"]?.elements ?? [] {
            if let value = pinnedValue(of: part, property: property, depth: depth + 1) { return value }
        }
        return nil
    }

    /// OpenAPI's implicit discriminator value: the component name of a referenced schema; otherwise the variant's
    /// model name or TYPE.
    private func defaultDiscriminatorValue(_ variant: OpenAPINode, type: TypeReference) -> String {
        if let target = schemaTarget(variant), let key = componentKey(ofPointer: target.pointer) { return key }
        return UnionVariant.defaultName(for: type)
    }
}
