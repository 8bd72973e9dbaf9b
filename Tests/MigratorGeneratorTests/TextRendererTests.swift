@testable import MigratorGenerator
import XCTest

final class TextRendererTests: XCTestCase {
    func testRendersStructWithMembersAndComments() {
        let type = TypeDescription(access: .public, name: "Pet", conformances: ["Codable", "Sendable"], members: [
            .variable(VariableDescription(access: .public, name: "id", type: "Int")),
            .variable(VariableDescription(access: .public, name: "name", type: "String?")),
            .commented(.doc(["Creates a pet."]), .function(FunctionDescription(
                access: .public, kind: .initializer,
                parameters: [ParameterDescription(name: "id", type: "Int"), ParameterDescription(name: "name", type: "String?", defaultValue: .literal(.nil))],
                body: [.expression(.assignment(left: .selfDot("id"), right: .id("id"))), .expression(.assignment(left: .selfDot("name"), right: .id("name")))]
            ))),
        ])
        let file = FileDescription(headerComment: ["Header."], imports: [ImportDescription("Foundation")], declarations: [.commented(.doc(["A pet.", "", "More."]), .struct(type))])
        XCTAssertEqual(TextRenderer().render(file), """
            // Header.

            import Foundation

            /// A pet.
            ///
            /// More.
            public struct Pet: Codable, Sendable {
                public var id: Int
                public var name: String?

                /// Creates a pet.
                public init(id: Int, name: String? = nil) {
                    self.id = id
                    self.name = name
                }
            }

            """)
    }

    func testRendersControlFlowClosuresAndLiterals() {
        let body: [CodeBlock] = [
            .expression(.switch(subject: .id("value"), cases: [
                SwitchCaseDescription(patterns: [.string("a\"b\n")], body: [.expression(.return(.literal(.int(1))))]),
                SwitchCaseDescription(patterns: [Expression.dot("unknown").call(.valueBinding(name: "x"))], body: [.expression(.return(.id("x")))]),
                SwitchCaseDescription(patterns: [], body: [.expression(.throw(Expression.id("Failure").call()))]),
            ])),
            .expression(.if(binding: "token", condition: .selfDot("token"), then: [.expression(Expression.id("use").call(.id("token")))], otherwise: [.expression(.return(nil))])),
            .expression(.try(.await(Expression.id("list").dot("map").call(trailingClosure: ClosureDescription(body: [.expression(Expression.id("$0").dot("value"))]))))),
        ]
        let function = FunctionDescription(kind: .function(name: "f", isStatic: true), isAsync: true, isThrowing: true, returnType: "Int", body: body)
        XCTAssertEqual(TextRenderer().render(.function(function)).joined(separator: "\n"), """
            static func f() async throws -> Int {
                switch value {
                case "a\\"b\\n":
                    return 1
                case .unknown(let x):
                    return x
                default:
                    throw Failure()
                }
                if let token = self.token {
                    use(token)
                } else {
                    return
                }
                try await list.map { $0.value }
            }
            """)
    }

    /// A condition that ends in a trailing closure is parenthesized (Swift would read the closure's brace as the
    /// statement's body: found on the CAMARA WebRTC call-handling pair, whose optional body is bridged to a new model);
    /// one whose closure is already inside an argument list is not.
    func testConditionsWithTrailingClosuresAreParenthesized() {
        let bridge = Expression.id("body").dot("flatMap").call(trailingClosure: ClosureDescription(body: [.expression(Expression.id("convert").call(.id("$0")))]))
        let statement = Expression.if(binding: "value", condition: bridge, then: [.expression(Expression.id("send").call(.id("value")))], otherwise: nil)
        XCTAssertEqual(TextRenderer().render(statement), """
            if let value = (body.flatMap { convert($0) }) {
                send(value)
            }
            """)
        let plain = Expression.if(binding: "value", condition: Expression.id("body").dot("map").call(.id("convert")), then: [], otherwise: nil)
        XCTAssertTrue(TextRenderer().render(plain).hasPrefix("if let value = body.map(convert) {"), TextRenderer().render(plain))
        XCTAssertTrue(TextRenderer().render(Expression.switch(subject: bridge, cases: [])).hasPrefix("switch (body.flatMap {"))
    }

    func testDeprecationAndEnumCases() {
        let declaration = Declaration.enum(TypeDescription(name: "Keys", conformances: ["String", "CodingKey"], members: [
            .enumCase(EnumCaseDescription(name: "a")), .enumCase(EnumCaseDescription(name: "b", rawValue: .string("b_key"))),
            .deprecated(message: "Gone.", .variable(VariableDescription(name: "x", type: "Int", getter: [.expression(.literal(.int(1)))]))),
        ]))
        XCTAssertEqual(TextRenderer().render(declaration).joined(separator: "\n"), """
            enum Keys: String, CodingKey {
                case a
                case b = "b_key"

                @available(*, deprecated, message: "Gone.")
                var x: Int {
                    1
                }
            }
            """)
    }
}
