/// The text buffer ``TextRenderer`` writes into: whole lines at the current indentation, each ending in a newline.
struct SourceWriter {
    /// The text written so far (every line ends in `\n`).
    private(set) var text = ""
    /// The indentation level of the next line, in units of ``TextRenderer/indentUnit``.
    var depth = 0

    /// Writes one line (which contains no newline) at the current indentation; empty lines get no indentation.
    mutating func line(_ line: String) {
        if !line.isEmpty {
            for _ in 0..<depth { text += TextRenderer.indentUnit }
            text += line
        }
        text += "\n"
    }

    /// Writes an empty line.
    mutating func blank() { text += "\n" }

    /// Writes text that may span lines (multi-line expressions carry relative indentation), each line indented.
    mutating func lines(of multiline: String) {
        guard multiline.utf8.contains(0x0A) else { return line(multiline) }
        for part in multiline.split(separator: "\n", omittingEmptySubsequences: false) { line(String(part)) }
    }

    /// The text as lines, without the final newline (for callers that work with lines).
    var lines: [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The text without its final newline: a multi-line expression's rendering.
    var textWithoutFinalNewline: String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
