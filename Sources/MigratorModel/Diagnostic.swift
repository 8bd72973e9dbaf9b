import Foundation

/// Where in an input file a problem is.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// A JSON pointer into the file's content, for example `/models/2/properties/0/type`.
    public var pointer: String?
    /// The 1-based line, when known.
    public var line: Int?

    /// Creates a location.
    public init(file: String, pointer: String? = nil, line: Int? = nil) {
        self.file = file
        self.pointer = pointer
        self.line = line
    }

    /// `file:line: at /pointer` in the form editors and CI logs recognise.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let pointer, !pointer.isEmpty { text += " (at \(pointer))" }
        return text
    }
}

/// A problem or remark about an input, with its location.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Worth knowing; processing goes on.
        case warning
        /// The input cannot be used; processing stops.
        case error

        /// Warnings sort before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// How serious it is.
    public var severity: Severity
    /// A one-line explanation.
    public var message: String
    /// Where it is.
    public var location: SourceLocation
    /// What kind of problem it is, for grouping repeats: by default the source location of the code that reported it
    /// (`MigratorLoader/OpenAPI/OpenAPIBodyReader.swift:42`), so every deviation one rule reports is one kind.
    public var kind: String?

    /// Creates a diagnostic; `kind` groups repeats of the same problem (see ``DiagnosticDigest``).
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, kind: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.kind = kind
    }

    /// `file:line (at /pointer): error: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Diagnostics collected while reading or checking an input.
public struct Diagnostics: Hashable, Sendable {
    /// Every diagnostic, in the order found.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// Adds an error; its kind is the reporting code's location (`site`, `line`) unless the caller forwards its own.
    public mutating func error(_ message: String, at location: SourceLocation, site: StaticString = #fileID, line: UInt = #line) {
        all.append(Diagnostic(.error, message, at: location, kind: "\(site):\(line)"))
    }

    /// Adds a warning; its kind is the reporting code's location (`site`, `line`) unless the caller forwards its own.
    public mutating func warning(_ message: String, at location: SourceLocation, site: StaticString = #fileID, line: UInt = #line) {
        all.append(Diagnostic(.warning, message, at: location, kind: "\(site):\(line)"))
    }

    /// Adds diagnostics found elsewhere.
    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// Whether any error was found.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
}

/// Thrown when an input has errors: every diagnostic found (warnings included), for the CLI to print.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// JSON pointer helpers (RFC 6901).
public enum JSONPointer {
    /// Escapes one reference token: `~` → `~0`, `/` → `~1`.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        // Byte by byte: `~` and `/` are ASCII, so they never occur inside a multi-byte UTF-8 sequence. (Foundation's
        // `replacingOccurrences` cost 20,000 instructions a token, 8% of loading an OpenAPI file, whose every path has a
        // `/`.)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count + 4)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Unescapes one reference token: `~1` → `/`, `~0` → `~`, in one pass (so `~01` is `~1`, as RFC 6901 requires).
    /// A `~` followed by anything else is kept as it is.
    public static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count)
        var pendingTilde = false
        for byte in token.utf8 {
            if pendingTilde {
                pendingTilde = false
                switch byte {
                case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/")); continue
                case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~")); continue
                default: bytes.append(UInt8(ascii: "~"))
                }
            }
            if byte == UInt8(ascii: "~") { pendingTilde = true } else { bytes.append(byte) }
        }
        if pendingTilde { bytes.append(UInt8(ascii: "~")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Joins tokens into a pointer, escaping each: `["models", "0"]` → `/models/0`.
    public static func make(_ tokens: [String]) -> String {
        tokens.map { "/" + escape($0) }.joined()
    }

    /// Splits a pointer into unescaped tokens; `""` is the whole document.
    public static func tokens(of pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { unescape(String($0)) }
    }
}
