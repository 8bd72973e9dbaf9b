import MigratorModel
import Yams

/// Migrator's own formats (native documents and guides) are YAML 1.2, where only `true` and `false` (in three
/// spellings) are Booleans; Yams resolves YAML 1.1's `yes`, `no`, `on`, `off` (and `y`, `n`) as Booleans too. Such a
/// plain scalar means a Boolean to one reader and a string to another, so it is an error: quote it or write
/// `true`/`false`.
enum YAMLBooleanCheck {
    /// The plain spellings both YAML 1.1 and 1.2 read as Booleans.
    static let yaml12Spellings: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE"]

    /// The words (lower-cased) Yams's `Bool.construct` reads as Booleans; beyond ``yaml12Spellings`` they are YAML 1.1
    /// Booleans and YAML 1.2 strings.
    static let booleanWords: Set<String> = ["true", "yes", "on", "false", "no", "off"]

    /// Whether a scalar is a Boolean to Yams but not to YAML 1.2 (`yes`, `no`, `on`, `off` in any case, and `true`,
    /// `false` spelled other than YAML 1.2's three ways): the cheap length and first-letter test first, the tag (resolved by Yams, as in
    /// `Bool.construct`) only for the few scalars that pass it.
    static func isAmbiguous(_ scalar: Node.Scalar) -> Bool {
        let utf8 = scalar.string.utf8
        guard scalar.style == .plain, (2...5).contains(utf8.count), let first = utf8.first,
              "yYnNoOtTfF".utf8.contains(first) else { return false }
        guard !yaml12Spellings.contains(scalar.string), booleanWords.contains(scalar.string.lowercased()) else { return false }
        return Bool.construct(from: scalar) != nil
    }

    /// Whether any value in `node` is an ambiguous Boolean: the quick walk, without pointers, that nearly every
    /// document passes.
    static func containsAmbiguous(_ node: Node) -> Bool {
        if case let .scalar(scalar) = node { return isAmbiguous(scalar) }
        var pending: [Node] = [node]
        // Scalars (most nodes) are checked where they are found; only containers wait in `pending`.
        func visit(_ child: Node) -> Bool {
            switch child {
            case let .scalar(scalar): return isAmbiguous(scalar)
            case .mapping, .sequence: pending.append(child)
            case .alias: break
            }
            return false
        }
        while let current = pending.popLast() {
            switch current {
            case let .mapping(mapping):
                for pair in mapping where visit(pair.value) { return true }
            case let .sequence(sequence):
                for element in sequence where visit(element) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// An error for every ambiguous plain Boolean in `node`, located by JSON pointer in `file`. Walks iteratively,
    /// so deeply nested input cannot exhaust the stack, and builds a node's pointer only when it has a problem (each
    /// visited node keeps its key and its parent's place in `trail`).
    static func problems(in node: Node, file: String) -> [Diagnostic] {
        guard containsAmbiguous(node) else { return [] }
        var problems: [Diagnostic] = []
        var trail: [(token: String, parent: Int)] = [("", -1)]
        var pending: [(node: Node, place: Int)] = [(node, 0)]
        func pointer(_ place: Int) -> String {
            var tokens: [String] = []
            var current = place
            while current > 0 {
                tokens.append(trail[current].token)
                current = trail[current].parent
            }
            return JSONPointer.make(Array(tokens.reversed()))
        }
        while let (current, place) = pending.popLast() {
            switch current {
            case let .scalar(scalar):
                guard isAmbiguous(scalar) else { continue }
                problems.append(Diagnostic(
                    .error, "ambiguous YAML boolean \"\(scalar.string)\" (a string in YAML 1.2): quote it or write true/false",
                    at: SourceLocation(file: file, pointer: pointer(place), line: scalar.mark.map { $0.line })
                ))
            case let .mapping(mapping):
                for (key, value) in mapping.reversed() {
                    trail.append((key.string ?? "", place))
                    pending.append((value, trail.count - 1))
                }
            case let .sequence(sequence):
                for (index, element) in sequence.enumerated().reversed() {
                    trail.append(("\(index)", place))
                    pending.append((element, trail.count - 1))
                }
            default:
                continue
            }
        }
        return problems
    }
}
