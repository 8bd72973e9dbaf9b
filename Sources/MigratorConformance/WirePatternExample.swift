import Foundation

/// A small regular-expression-to-example generator for the patterns API descriptions use.
///
/// It understands literals, escapes (`\d`, `\w`, `\s`, `\.`, …), `.`, character classes with ranges (`[A-Z0-9_-]`),
/// groups with alternation (the first alternative is taken), anchors and the quantifiers `?`, `*`, `+`, `{n}`,
/// `{n,}` and `{n,m}` (the fewest repetitions allowed, at least one for `+`, more when `minLength` asks for it).
/// It gives up (returns `nil`) on negated classes, backreferences and lookarounds, and on any result that the
/// platform's regular expression engine does not confirm. For example `^[A-Z]{2}-\d{3}$` gives `AA-000`.
public enum WirePatternExample {
    /// A string matching `pattern` (searched, as JSON Schema does), or `nil` when the generator cannot build one.
    public static func string(matching pattern: String, minLength: Int? = nil) -> String? {
        var parser = Parser(characters: Array(pattern))
        guard let node = parser.parseAlternation(), parser.index == parser.characters.count else { return nil }
        var candidates = [node.example(extra: 0)]
        if let minLength, let shortest = candidates.first, shortest.count < minLength {
            candidates.insert(node.example(extra: minLength - shortest.count), at: 0)
        }
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        return candidates.first { candidate in
            expression.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
        }
    }

    /// A parsed pattern.
    indirect enum Node {
        /// Characters one of which is produced (the first).
        case characters([Character])
        /// A sequence.
        case sequence([Node])
        /// Alternatives; the first is produced.
        case alternatives([Node])
        /// A repeated node, at least `minimum` times, at most `maximum` (unbounded when `nil`).
        case repeated(Node, minimum: Int, maximum: Int?)

        /// The example: minimal repetitions, with up to `extra` more repetitions of the first open quantifier.
        func example(extra: Int) -> String {
            var remaining = extra
            return produce(&remaining)
        }

        private func produce(_ extra: inout Int) -> String {
            switch self {
            case let .characters(options): return options.first.map(String.init) ?? ""
            case let .sequence(nodes): return nodes.map { $0.produce(&extra) }.joined()
            case let .alternatives(nodes): return nodes.first?.produce(&extra) ?? ""
            case let .repeated(node, minimum, maximum):
                var count = minimum
                let room = (maximum ?? Int.max) - minimum
                if extra > 0, room > 0 {
                    let added = min(extra, room)
                    count += added
                    extra -= added
                }
                return (0..<count).map { _ in node.produce(&extra) }.joined()
            }
        }
    }

    /// A recursive-descent parser of the supported subset.
    struct Parser {
        /// The pattern's characters.
        let characters: [Character]
        /// The read position.
        var index = 0

        /// `a|b|c`.
        mutating func parseAlternation() -> Node? {
            var alternatives: [Node] = []
            while true {
                guard let sequence = parseSequence() else { return nil }
                alternatives.append(sequence)
                guard index < characters.count, characters[index] == "|" else { break }
                index += 1
            }
            return alternatives.count == 1 ? alternatives[0] : .alternatives(alternatives)
        }

        /// Atoms with quantifiers up to `|`, `)` or the end.
        mutating func parseSequence() -> Node? {
            var nodes: [Node] = []
            while index < characters.count, characters[index] != "|", characters[index] != ")" {
                let character = characters[index]
                if character == "^" || character == "$" {
                    index += 1
                    continue
                }
                guard let atom = parseAtom(), let quantified = parseQuantifier(atom) else { return nil }
                nodes.append(quantified)
            }
            return .sequence(nodes)
        }

        private mutating func parseAtom() -> Node? {
            let character = characters[index]
            index += 1
            switch character {
            case "(":
                if index < characters.count, characters[index] == "?" {
                    guard index + 1 < characters.count, characters[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = parseAlternation(), index < characters.count, characters[index] == ")" else { return nil }
                index += 1
                return inner
            case "[": return parseClass()
            case "\\": return parseEscape()
            case ".": return .characters(["a"])
            case "*", "+", "?", "{": return nil
            default: return .characters([character])
            }
        }

        private mutating func parseEscape() -> Node? {
            guard index < characters.count else { return nil }
            let character = characters[index]
            index += 1
            switch character {
            case "d": return .characters(["0"])
            case "w": return .characters(["a"])
            case "s": return .characters([" "])
            case "D", "W", "S", "b", "B": return character == "b" || character == "B" ? .sequence([]) : .characters(character == "S" ? ["a"] : ["-"])
            case "1"..."9", "k": return nil
            case "n": return .characters(["\n"])
            case "t": return .characters(["\t"])
            default: return .characters([character])
            }
        }

        private mutating func parseClass() -> Node? {
            guard index < characters.count, characters[index] != "^" else { return nil }
            var options: [Character] = []
            var first = true
            while index < characters.count, characters[index] != "]" || first {
                first = false
                var character = characters[index]
                index += 1
                if character == "\\" {
                    guard index < characters.count else { return nil }
                    let escaped = characters[index]
                    index += 1
                    switch escaped {
                    case "d": options.append("0"); continue
                    case "w": options.append("a"); continue
                    case "s": options.append(" "); continue
                    default: character = escaped
                    }
                }
                if index + 1 < characters.count, characters[index] == "-", characters[index + 1] != "]" {
                    let end = characters[index + 1]
                    index += 2
                    guard character <= end else { return nil }
                    options.append(character)
                    continue
                }
                options.append(character)
            }
            guard index < characters.count else { return nil }
            index += 1
            return options.isEmpty ? nil : .characters(options)
        }

        private mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard index < characters.count else { return atom }
            var result: Node
            switch characters[index] {
            case "?": result = .repeated(atom, minimum: 0, maximum: 1); index += 1
            case "*": result = .repeated(atom, minimum: 0, maximum: nil); index += 1
            case "+": result = .repeated(atom, minimum: 1, maximum: nil); index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                guard let minimum = Int(bounds[0].trimmingCharacters(in: .whitespaces)), bounds.count <= 2 else { return nil }
                let maximum = bounds.count == 2 ? Int(bounds[1].trimmingCharacters(in: .whitespaces)) : minimum
                if bounds.count == 2, !bounds[1].trimmingCharacters(in: .whitespaces).isEmpty, maximum == nil { return nil }
                result = .repeated(atom, minimum: minimum, maximum: maximum)
                index = close + 1
            default: return atom
            }
            if index < characters.count, characters[index] == "?" || characters[index] == "+" { index += 1 }
            return result
        }
    }
}
