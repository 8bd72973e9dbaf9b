import MigratorModel
import MigratorNaming

extension FileTranslator {
    /// How many model round trips one generated test class holds.
    ///
    /// SwiftPM's test discovery on Linux lists each `XCTestCase` class's tests in one array literal without a type
    /// annotation (`__allTests__<Class>`), and type-checking it takes superlinear time in its length (Swift 6.3:
    /// about 0.6 s for 100 tests, 10 s for 400; at about 1,100 `swift test` fails with "the compiler is unable to
    /// type-check this expression in reasonable time"). So a package with many models — the OpenAI description has
    /// about 2,000 — splits its round trips into classes of this size. Found by `RandomDocumentRoundTripTests`.
    static let roundTripTestsPerClass = 50

    /// Translates the generated package's test file: for every model, a default instance built by the runtime's
    /// `JSONStringBuilder` encodes and decodes back equal. Types are qualified with the module: the tests import
    /// Foundation too, where a model named `SortOrder`, `Locale` or `Calendar` would be ambiguous (the module's own code
    /// sees its type first; `SwiftNames` reserves the module name, so the qualified name is the model's). The tests are split into `ModelRoundTripTests` (which also
    /// checks the client), `ModelRoundTripTests2`, … of ``roundTripTestsPerClass`` models each, in document order.
    func translateModelTests() -> FileDescription {
        let tests: [Declaration] = document.models.map { model in
            let typeName = names.typeName(model.name)
            let function = FunctionDescription(
                kind: .function(name: "test\(typeName)RoundTrips", isStatic: false), isThrowing: true,
                body: [.expression(.try(Expression.id(plan == nil ? "assertRoundTrip" : "assertWireRoundTrip").call(.id("\(options.packageName).\(typeName).self"))))]
            )
            return documented(.function(function), [plan == nil
                ? "`\(typeName)`: a JSONStringBuilder default instance survives encoding and decoding."
                : "`\(typeName)`: the wire JSON of a JSONStringBuilder default instance decodes and encodes back unchanged."])
        }
        let size = Self.roundTripTestsPerClass
        let chunks = stride(from: 0, to: max(tests.count, 1), by: size).map { Array(tests[$0..<min($0 + size, tests.count)]) }
        let classes: [Declaration] = chunks.enumerated().map { index, members in
            let first = index * size + 1
            let type = TypeDescription(
                access: nil, name: "ModelRoundTripTests" + (index == 0 ? "" : "\(index + 1)"), conformances: ["XCTestCase"],
                members: (index == 0 ? [clientConstructionTest()] : []) + members
            )
            let comment = chunks.count == 1
                ? "Round trips of every model's default instance."
                : "Round trips of the default instances of models \(first)–\(first + members.count - 1) (of \(tests.count), \(size) per class)."
            return documented(.struct(type), [comment])
        }
        return FileDescription(
            headerComment: fileHeader,
            imports: [
                ImportDescription("XCTest"), ImportDescription(options.packageName, testable: true),
                ImportDescription(options.runtimeModuleName),
            ],
            declarations: classes.map(Self.asFinalClass)
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
