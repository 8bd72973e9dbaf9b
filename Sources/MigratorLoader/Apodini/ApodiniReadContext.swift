import MigratorModel

/// The two ApodiniMigrator document layouts the reader accepts.
enum ApodiniDocumentFormat: Equatable {
    /// Format 2.x (`"version": "2.x.y"`): `service`, `endpoints` with `identifiers`, `types`.
    case current
    /// The legacy format 1.0.0 (no `version`): `info`, `endpoints` with `handlerName`/`operation`/`path`, `components`.
    case legacy

    /// The key of the type store in this layout.
    var typesKey: String { self == .current ? "types" : "components" }
}

/// How the service encodes `Date` and `Data` values on the wire, from the REST exporter's coder configuration.
///
/// ApodiniMigrator documents record Foundation's `JSONEncoder` strategies by name. Foundation's defaults
/// (`deferredToDate`, `base64`) apply when the configuration is missing.
struct ApodiniCoderConfiguration: Equatable {
    /// The `JSONEncoder.DateEncodingStrategy` name, for example `deferredToDate` or `iso8601`.
    var dateStrategy = "deferredToDate"
    /// The `JSONEncoder.DataEncodingStrategy` name, for example `base64`.
    var dataStrategy = "base64"

    /// The model type of a Swift `Date` under the date strategy.
    ///
    /// `iso8601` dates are RFC 3339 strings (`date-time`); the numeric strategies (`deferredToDate` — seconds
    /// since 2001-01-01 — `secondsSince1970`, `millisecondsSince1970`) send a number, so the value is a `double`
    /// the caller converts; any other strategy (`formatted`, `custom`) sends something only the service knows,
    /// read as a `string`.
    var dateType: TypeReference {
        switch dateStrategy {
        case "iso8601": return .scalar(.dateTime)
        case "deferredToDate", "secondsSince1970", "millisecondsSince1970": return .scalar(.double)
        default: return .scalar(.string)
        }
    }

    /// A description for values of type `Date` that are not `date-time`, so generated doc comments explain the number.
    var dateDescription: String? {
        switch dateStrategy {
        case "iso8601": return nil
        case "deferredToDate": return "A date, as seconds since 2001-01-01T00:00:00Z (Apodini's `deferredToDate` encoding)."
        case "secondsSince1970": return "A date, as seconds since 1970-01-01T00:00:00Z."
        case "millisecondsSince1970": return "A date, as milliseconds since 1970-01-01T00:00:00Z."
        default: return "A date, in the service's `\(dateStrategy)` encoding."
        }
    }

    /// The model type of a Swift `Data` under the data strategy: base64 text (`binary`), or the bytes as an array of numbers.
    var dataType: TypeReference {
        dataStrategy == "deferredToData" ? .array(.scalar(.int32)) : .scalar(.binary)
    }
}

/// State shared by the parts of one reading: the file, the diagnostics and the document's settings.
///
/// A class so the type and endpoint readers can record diagnostics without threading `inout` through every call.
final class ApodiniReadContext {
    /// The file being read, for diagnostics.
    let file: String
    /// The document layout.
    let format: ApodiniDocumentFormat
    /// How dates and bytes are encoded.
    var coders = ApodiniCoderConfiguration()
    /// Everything found so far.
    private(set) var diagnostics = Diagnostics()
    /// Messages already reported, to report a repeated deviation (for example one per `Date` property) once.
    private var reportedOnce: Set<String> = []

    /// Creates a context for `file` in `format`.
    init(file: String, format: ApodiniDocumentFormat) {
        self.file = file
        self.format = format
    }

    /// Records a tolerated deviation at `node`.
    func warning(_ message: String, at node: ApodiniNode, site: StaticString = #fileID, line: UInt = #line) {
        diagnostics.warning(message, at: SourceLocation(file: file, pointer: node.pointer), site: site, line: line)
    }

    /// Records a tolerated deviation at `node` unless the same message was already recorded.
    func warningOnce(_ message: String, at node: ApodiniNode, site: StaticString = #fileID, line: UInt = #line) {
        if reportedOnce.insert(message).inserted { warning(message, at: node, site: site, line: line) }
    }

    /// Records a problem that makes the document unusable, at `node`.
    func error(_ message: String, at node: ApodiniNode) {
        diagnostics.error(message, at: SourceLocation(file: file, pointer: node.pointer))
    }

    /// Whether an error was recorded.
    var hasErrors: Bool { diagnostics.hasErrors }
}

/// Name helpers shared by the type and endpoint readers.
enum ApodiniNaming {
    /// `name` with its first character upper-cased: `updateEvent` → `UpdateEvent`.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The first of `candidate`, `candidate_2`, `candidate_3`, … that `taken` does not contain; inserts it into `taken`.
    static func claim(_ candidate: String, in taken: inout Set<String>) -> String {
        var name = candidate
        var counter = 2
        while taken.contains(name) {
            name = "\(candidate)_\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }
}
