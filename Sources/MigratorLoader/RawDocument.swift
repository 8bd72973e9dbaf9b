import Foundation
import MigratorModel
import Yams

/// A file's content parsed into a generic tree by a well-kept parser: Foundation for JSON, Yams for YAML.
///
/// Format readers work on this tree; it also turns JSON pointers into line numbers for diagnostics.
struct RawDocument {
    /// The parsed tree.
    enum Tree {
        /// JSON parsed by `JSONSerialization` (dictionaries, arrays, strings, numbers, `NSNull`).
        case json(Any)
        /// YAML (or JSON read as YAML) composed by Yams, with source marks.
        case yaml(Node)
    }

    /// The file's path as given.
    var file: String
    /// The file's bytes.
    var data: Data
    /// The parsed tree.
    var tree: Tree

    /// Parses `data`, choosing JSON when the first non-blank byte is `{` or `[`.
    static func parse(data: Data, file: String) throws -> RawDocument {
        let location = SourceLocation(file: file)
        guard let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else {
            throw DiagnosticsError([Diagnostic(.error, "the file is empty", at: location)])
        }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            do {
                let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                return RawDocument(file: file, data: data, tree: .json(object))
            } catch {
                throw DiagnosticsError([Diagnostic(.error, "invalid JSON: \(DocumentLoader.reason(error))", at: location)])
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticsError([Diagnostic(.error, "the file is neither JSON nor UTF-8 YAML text", at: location)])
        }
        do {
            guard let node = try Yams.compose(yaml: text, Self.keyResolver) else {
                throw DiagnosticsError([Diagnostic(.error, "the YAML file holds no document", at: location)])
            }
            return RawDocument(file: file, data: data, tree: .yaml(node))
        } catch let error as YamlError {
            throw DiagnosticsError([Self.diagnostic(for: error, file: file)])
        } catch let error as DiagnosticsError {
            throw error
        } catch {
            throw DiagnosticsError([Diagnostic(.error, "invalid YAML: \(error)", at: location)])
        }
    }

    /// The resolver documents are composed with: none of Yams' rules, so every plain scalar's tag is `str` to Yams.
    ///
    /// Yams resolves the tag of every mapping key while composing, to check for duplicate keys, and its default
    /// resolver runs up to seven regular expressions per key: 31% of loading a 13 MB native document (see
    /// docs/performance.md). Keys are text in every format Migrator reads (JSON's data model), so comparing them as
    /// text is the right duplicate check anyway (`200:` and `'200':` are the same key). Values are typed where they
    /// are read: by Yams' scalar constructors, which look at the text (and at an explicit `!!str` tag), and in
    /// OpenAPI trees by ``OpenAPINode/defaultTag(of:)``, which applies Yams' default rules itself.
    static let keyResolver = Resolver.basic

    /// A diagnostic for a YAML syntax error, located at the line Yams reports.
    private static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = (context.map { "\($0.text) " } ?? "") + problem
            return Diagnostic(.error, "invalid YAML: \(detail) (column \(mark.column))", at: SourceLocation(file: file, line: mark.line))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return Diagnostic(
                .error, "invalid YAML: a mapping repeats the key \(keys) (keys are compared as text: 200 and '200' are one key)",
                at: SourceLocation(file: file, line: context.mark.line)
            )
        default:
            let firstLine = error.description.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "\(error)"
            return Diagnostic(.error, "invalid YAML: \(firstLine)", at: SourceLocation(file: file))
        }
    }

    /// The top-level keys, in file order for YAML.
    var topLevelKeys: [String] {
        switch tree {
        case let .json(object): return ((object as? [String: Any])?.keys).map { $0.sorted() } ?? []
        case let .yaml(node): return node.mapping?.keys.compactMap(\.string) ?? []
        }
    }

    /// The string value of a top-level key, if it is a scalar.
    func topLevelString(_ key: String) -> String? {
        switch tree {
        case let .json(object):
            let value = (object as? [String: Any])?[key]
            if let string = value as? String { return string }
            if let number = value as? NSNumber { return number.stringValue }
            return nil
        case let .yaml(node):
            return node.mapping?.first(where: { $0.key.string == key })?.value.scalar?.string
        }
    }

    /// The diagnostics with the lines of their pointers filled in. JSON files are composed with Yams (JSON is YAML
    /// 1.2) only here, on the error path, to find lines.
    func locating(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.location.pointer != nil && $0.location.line == nil }) else { return diagnostics }
        let root: Node?
        switch tree {
        case let .yaml(node): root = node
        case .json:
            // Re-parsing a large JSON file costs more than loading it: only errors (which stop the run) pay for lines.
            guard diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
            root = String(data: data, encoding: .utf8).flatMap { try? Yams.compose(yaml: $0, Self.keyResolver) }
        }
        guard let root else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.location.line == nil, let pointer = diagnostic.location.pointer else { return diagnostic }
            var located = diagnostic
            located.location.line = Self.line(of: pointer, in: root)
            return located
        }
    }

    /// The 1-based line of the node at `pointer` (or of its deepest existing ancestor). Keys are compared as text, so
    /// quoted keys such as `'200'` are found.
    static func line(of pointer: String, in root: Node) -> Int? {
        var node = root
        for token in JSONPointer.tokens(of: pointer) {
            if let mapping = node.mapping, let child = mapping.first(where: { $0.key.string == token })?.value {
                node = child
            } else if let sequence = node.sequence, let index = Int(token), sequence.indices.contains(index) {
                node = sequence[index]
            } else {
                break
            }
        }
        return node.mark?.line
    }
}
