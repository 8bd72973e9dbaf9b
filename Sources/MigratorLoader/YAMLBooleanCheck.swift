import MigratorModel
import Yams

/// Migrator's own formats (native documents and guides) are YAML 1.2, where only `true` and `false` (in three
/// spellings) are Booleans; Yams resolves YAML 1.1's `yes`, `no`, `on`, `off` (and `y`, `n`) as Booleans too. Such a
/// plain scalar means a Boolean to one reader and a string to another, so it is an error: quote it or write
/// `true`/`false`.
enum YAMLBooleanCheck {
    /// The plain spellings both YAML 1.1 and 1.2 read as Booleans.
    static let yaml12Spellings: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE"]

    /// An error for every ambiguous plain Boolean in `node`, located by JSON pointer in `file`. Walks iteratively,
    /// so deeply nested input cannot exhaust the stack.
    static func problems(in node: Node, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var pending: [(node: Node, tokens: [String])] = [(node, [])]
        while let (current, tokens) = pending.popLast() {
            switch current {
            case let .scalar(scalar):
                guard scalar.style == .plain, !yaml12Spellings.contains(scalar.string), Bool.construct(from: scalar) != nil else { continue }
                problems.append(Diagnostic(
                    .error, "ambiguous YAML boolean \"\(scalar.string)\" (a string in YAML 1.2): quote it or write true/false",
                    at: SourceLocation(file: file, pointer: JSONPointer.make(tokens), line: scalar.mark.map { $0.line })
                ))
            case let .mapping(mapping):
                for (key, value) in mapping.reversed() {
                    pending.append((value, tokens + [key.string ?? ""]))
                }
            case let .sequence(sequence):
                for (index, element) in sequence.enumerated().reversed() {
                    pending.append((element, tokens + ["\(index)"]))
                }
            default:
                continue
            }
        }
        return problems
    }
}
