import Foundation
@testable import MigratorCompare
import MigratorModel
import XCTest

/// What the rename tests of release conventions and operation ids share: native documents from model and endpoint
/// lines, the renames of a comparison, and endpoint lines with their path and query parameters.
class ConventionRenameTestCase: XCTestCase {
    /// A native document from model and endpoint lines.
    func document(_ version: String, models: String = "  - {name: Empty, properties: []}", endpoints: String = "") throws -> APIDocument {
        try CompareTestSupport.nativeDocument(service: "Conventions", version: version, models: models, endpoints: endpoints)
    }

    /// The renames of a comparison as `old → new`, sorted.
    func renames(_ old: APIDocument, _ new: APIDocument) -> [String] { CompareTestSupport.renames(old, new) }

    /// The model renames of a comparison, members left out.
    func modelRenames(_ old: APIDocument, _ new: APIDocument) -> [String] {
        renames(old, new).filter { $0.hasPrefix("/models/") && !$0.contains("/properties/") }
    }

    /// The evidence of the rename of model `oldModel`, or `nil` when it was not renamed.
    func evidence(_ old: APIDocument, _ new: APIDocument, of oldModel: String) -> String? {
        DocumentComparer().compare(old, new).changes.first { $0.kind == .renamed && $0.old == "/models/\(oldModel)" }?.evidence
    }

    /// One endpoint line (`GET` unless told) with path parameters named in its path, optional query parameters, request
    /// body (of type `body`) and response.
    func endpoint(
        _ operationId: String, _ path: String, method: String = "GET", query: [String] = [], body: String? = nil, response: String? = nil
    ) -> String {
        let pathParameters = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
            .map { "{name: \($0), in: path, type: string, required: true}" }
        let queryParameters = query.map { "{name: \($0), in: query, type: string}" }
        let bodyParameter = body.map { ["{name: body, in: body, type: \($0), required: true}"] } ?? []
        let parameters = pathParameters + queryParameters + bodyParameter
        return "  - {operationId: \(operationId), method: \(method), path: \"\(path)\""
            + (parameters.isEmpty ? "" : ", parameters: [\(parameters.joined(separator: ", "))]")
            + (response.map { ", response: {type: \"\($0)\"}" } ?? "") + "}"
    }
}
