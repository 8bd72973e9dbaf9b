import Foundation
import MigratorModel
import Yams

/// Reads Migrator's own document format through the model's `Codable` conformance.
///
/// `JSONDecoder` reads JSON files; ``YAMLNodeDecoder`` (Yams' scalar rules, indexed key lookups) reads the composed
/// YAML tree. A decoding error becomes a diagnostic whose JSON pointer is the error's coding path.
struct NativeDocumentReader {
    /// The parsed file.
    var raw: RawDocument

    /// Decodes the document, or records why it cannot be decoded.
    func read(into diagnostics: inout Diagnostics) -> APIDocument? {
        do {
            switch raw.tree {
            case .json:
                return try JSONDecoder().decode(APIDocument.self, from: raw.data)
            case let .yaml(node):
                let ambiguous = YAMLBooleanCheck.problems(in: node, file: raw.file)
                guard ambiguous.isEmpty else {
                    for problem in ambiguous { diagnostics.error(problem.message, at: problem.location) }
                    return nil
                }
                return try YAMLNodeDecoder().decode(APIDocument.self, from: node)
            }
        } catch let error as DecodingError {
            let (message, path) = Self.explain(error)
            diagnostics.error(message, at: SourceLocation(file: raw.file, pointer: JSONPointer.make(path)))
        } catch {
            diagnostics.error("cannot read the document: \(error)", at: SourceLocation(file: raw.file))
        }
        return nil
    }

    /// A message and a pointer path for a decoding error.
    static func explain(_ error: DecodingError) -> (String, [String]) {
        func tokens(_ path: [CodingKey]) -> [String] {
            path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        }
        switch error {
        case let .keyNotFound(key, context):
            let message = context.debugDescription.hasPrefix("a model")
                ? context.debugDescription : "missing required field \"\(key.stringValue)\""
            return (message, tokens(context.codingPath))
        case let .typeMismatch(type, context):
            return ("expected \(describe(type)): \(context.debugDescription)", tokens(context.codingPath))
        case let .valueNotFound(type, context):
            return ("expected \(describe(type)) but found null", tokens(context.codingPath))
        case let .dataCorrupted(context):
            return (context.debugDescription, tokens(context.codingPath))
        @unknown default:
            return ("\(error)", [])
        }
    }

    /// A reader-friendly name for a Swift type in messages.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        case is Double.Type: return "a number"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
            return "a value of type \(name)"
        }
    }
}
