import MigratorModel

extension FileTranslator {
    /// Translates the generated package's test file: for every model, a default instance built by the runtime's
    /// `JSONStringBuilder` encodes and decodes back equal.
    func translateModelTests() -> FileDescription {
        let members: [Declaration] = document.models.map { model in
            let typeName = names.typeName(model.name)
            let function = FunctionDescription(
                kind: .function(name: "test\(typeName)RoundTrips", isStatic: false), isThrowing: true,
                body: [.expression(.try(Expression.id(plan == nil ? "assertRoundTrip" : "assertWireRoundTrip").call(.id("\(typeName).self"))))]
            )
            return documented(.function(function), [plan == nil
                ? "`\(typeName)`: a JSONStringBuilder default instance survives encoding and decoding."
                : "`\(typeName)`: the wire JSON of a JSONStringBuilder default instance decodes and encodes back unchanged."])
        }
        let type = TypeDescription(
            access: nil, name: "ModelRoundTripTests", conformances: ["XCTestCase"],
            members: [clientConstructionTest()] + members
        )
        return FileDescription(
            headerComment: fileHeader,
            imports: [
                ImportDescription("XCTest"), ImportDescription(options.packageName, testable: true),
                ImportDescription(options.runtimeModuleName),
            ],
            declarations: [documented(.struct(type), ["Round trips of every model's default instance."])]
                .map(Self.asFinalClass)
        )
    }

    /// A test that the client keeps the base URL it is given (and that the client module links).
    private func clientConstructionTest() -> Declaration {
        let url = Expression.forceUnwrap(Expression.id("URL").call([.labeled("string", .string("https://example.test/api"))]))
        var arguments = [FunctionArgument.labeled("baseURL", url)]
        if !document.authSchemes.isEmpty {
            arguments.append(.labeled("credentials", Expression.id("\(Constants.Client.typeName).\(Constants.Client.credentialsTypeName)").call()))
        }
        let function = FunctionDescription(
            kind: .function(name: "testClientUsesGivenBaseURL", isStatic: false),
            body: [
                .declaration(.variable(VariableDescription(isLet: true, name: "client", value: Expression.id(Constants.Client.typeName).call(arguments)))),
                .expression(Expression.id("XCTAssertEqual").call(
                    Expression.id("client").dot(Constants.Client.coreProperty).dot("baseURL").dot("absoluteString"),
                    .string("https://example.test/api")
                )),
            ]
        )
        return documented(.function(function), ["The client sends to the base URL it is given."])
    }

    /// Test cases are classes; the representation's struct is rendered as `final class` here.
    static func asFinalClass(_ declaration: Declaration) -> Declaration {
        switch declaration {
        case let .commented(comment, inner): return .commented(comment, asFinalClass(inner))
        case let .struct(type): return .finalClass(type)
        default: return declaration
        }
    }
}
