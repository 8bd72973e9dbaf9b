import Foundation
import MigratorRuntime
import XCTest

/// Recursion through an optional `Indirect`, an array and a dictionary: ends by itself.
private struct TreeNode: Codable, Sendable {
    var label: String
    var parent: Indirect<TreeNode>?
    var children: [TreeNode]
    var index: [String: TreeNode]
}

/// A class that contains itself without an optional: no finite value exists.
private final class Chain: Decodable {
    let name: String
    let next: Chain
}

/// Mutual recursion without optionals.
private struct Left: Decodable, Sendable {
    var right: Right
}

private struct Right: Decodable, Sendable {
    var left: Indirect<Left>
}

/// A one-of style type that tries a recursive variant first and swallows its error.
private enum Choice: Decodable {
    case chain(Chain)
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let chain = try? container.decode(Chain.self) {
            self = .chain(chain)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no variant matched")
        }
    }
}

/// A one-of style type whose every variant recurses forever.
private enum OnlyChains: Decodable {
    case chain(Chain)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let chain = try? container.decode(Chain.self) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no variant matched")
        }
        self = .chain(chain)
    }
}

/// Rejects the recorded `""` because it has no `DefaultValueProviding` conformance.
private enum Strict: String, Decodable {
    case only
}

/// A recursion handled by `Choice`, then an unrelated failure.
private struct Mixed: Decodable {
    var choice: Choice
    var strict: Strict
}

/// Every level is a new type, so only the depth limit stops it.
private final class Deep<Inner: Decodable>: Decodable {
    let inner: Deep<[Inner]>
}

private struct Owner: Codable, Equatable {
    var name: String
    var age: Int
}

private struct Listing: Codable, Equatable {
    var title: String
    var owner: Owner
    var tags: [String]
    var coOwner: Owner?
}

final class JSONStringBuilderRecursionTests: XCTestCase {
    func testRecursionThroughOptionalsArraysAndDictionariesTerminates() throws {
        XCTAssertEqual(
            try JSONStringBuilder.jsonString(for: TreeNode.self),
            #"{"children":[],"index":{},"label":"","parent":null}"#
        )
        let node = try JSONStringBuilder.instance(of: TreeNode.self)
        XCTAssertNil(node.parent)
        XCTAssertTrue(node.children.isEmpty)
    }

    func testNonOptionalSelfReferenceThrowsInfiniteRecursion() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonString(for: Chain.self)) { error in
            XCTAssertEqual(error as? JSONStringBuilderError, .infiniteRecursion(type: "Chain", codingPath: "next"))
        }
    }

    func testMutualRecursionReportsTheRepeatedTypeAndPath() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonValue(for: Left.self)) { error in
            XCTAssertEqual(error as? JSONStringBuilderError, .infiniteRecursion(type: "Left", codingPath: "right.left"))
        }
    }

    func testSwallowedRecursionLetsAnotherVariantSucceed() throws {
        XCTAssertEqual(try JSONStringBuilder.jsonString(for: Choice.self), #""""#)
    }

    func testRecursionIsReportedWhenItCausedTheFailure() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonString(for: OnlyChains.self)) { error in
            XCTAssertEqual(error as? JSONStringBuilderError, .infiniteRecursion(type: "Chain", codingPath: "next"))
        }
    }

    func testHandledRecursionDoesNotMaskAnUnrelatedFailure() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonString(for: Mixed.self)) { error in
            guard case let DecodingError.dataCorrupted(context) = error else {
                return XCTFail("expected the enum's dataCorrupted error, got \(error)")
            }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["strict"])
        }
    }

    func testEndlesslyNestingGenericTypesHitTheDepthLimit() {
        XCTAssertThrowsError(try JSONStringBuilder.jsonString(for: Deep<Int>.self)) { error in
            guard case let .infiniteRecursion(_, codingPath)? = error as? JSONStringBuilderError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(codingPath.split(separator: ".").count, 100)
        }
    }

    func testErrorDescriptionsNameTypeAndPath() {
        let recursion = JSONStringBuilderError.infiniteRecursion(type: "Chain", codingPath: "next")
        XCTAssertTrue(recursion.description.contains("Chain"))
        XCTAssertTrue(recursion.description.contains("'next'"))
        XCTAssertTrue(JSONStringBuilderError.infiniteRecursion(type: "A", codingPath: "").description.contains("top level"))
        XCTAssertTrue(JSONStringBuilderError.invalidOverride(path: "a.b").description.contains("'a.b'"))
    }

    func testOverridesReplaceNestedValuesAndAppendArrayElements() throws {
        let value = try JSONStringBuilder.jsonValue(
            for: Listing.self,
            overrides: ["owner.name": "Ann", "tags.0": "cute", "tags.1": "small", "title": "Rex"]
        )
        XCTAssertEqual(
            value.jsonString(),
            #"{"coOwner":null,"owner":{"age":0,"name":"Ann"},"tags":["cute","small"],"title":"Rex"}"#
        )
    }

    func testOverridesReplaceWholeSubtreesAndAddMissingPaths() throws {
        let text = try JSONStringBuilder.jsonString(
            for: Listing.self,
            overrides: ["coOwner": ["name": "Bo", "age": 40], "extra.level.deep": 1, "owner.age": 7]
        )
        XCTAssertEqual(
            text,
            #"{"coOwner":{"age":40,"name":"Bo"},"extra":{"level":{"deep":1}},"#
                + #""owner":{"age":7,"name":""},"tags":[],"title":""}"#
        )
    }

    func testOverridesApplyParentsBeforeChildren() throws {
        let value = try JSONStringBuilder.jsonValue(
            for: Listing.self,
            overrides: ["owner.name": "Child", "owner": ["name": "Parent", "age": 1]]
        )
        XCTAssertEqual(value["owner"], ["name": "Child", "age": 1])
    }

    func testOverriddenInstanceDecodes() throws {
        let listing = try JSONStringBuilder.instance(
            of: Listing.self,
            overrides: ["title": "Rex", "tags.0": "dog", "coOwner": ["name": "Bo", "age": 40]]
        )
        XCTAssertEqual(
            listing,
            Listing(title: "Rex", owner: Owner(name: "", age: 0), tags: ["dog"], coOwner: Owner(name: "Bo", age: 40))
        )
    }

    func testInvalidOverridePathsThrow() {
        let invalidPaths = [
            "title.first",  // through a string
            "coOwner.name",  // through null
            "tags.1",  // skips index 0 of an empty array
            "tags.x",  // not an index
            "tags.-1",  // negative index
            "owner..name",  // empty component
            "",  // empty path
        ]
        for path in invalidPaths {
            XCTAssertThrowsError(
                try JSONStringBuilder.jsonValue(for: Listing.self, overrides: [path: 1]),
                "path '\(path)'"
            ) { error in
                XCTAssertEqual(error as? JSONStringBuilderError, .invalidOverride(path: path))
            }
        }
    }

    func testOverridesOnATopLevelScalarMustBeEmpty() throws {
        XCTAssertThrowsError(try JSONStringBuilder.jsonValue(for: String.self, overrides: ["a": 1])) { error in
            XCTAssertEqual(error as? JSONStringBuilderError, .invalidOverride(path: "a"))
        }
        XCTAssertEqual(try JSONStringBuilder.jsonValue(for: [Int].self, overrides: ["0": 5]), [5])
    }
}
