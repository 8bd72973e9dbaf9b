/// Packs the many small files of one kind (model files, endpoint group files) into fewer files for large APIs.
///
/// One file per model reads well for a few dozen models, but a package of thousands pays for every file twice: the
/// file system creates each one (about 1.4 ms per file on the shared benchmark machines, more than rendering it) and
/// the compiler's per-file front-end work grows with the file count (see docs/performance.md). So when a kind has
/// more than ``threshold`` files, consecutive files (in name order) are concatenated until each holds at least
/// ``weightPerFile`` items, and the result is named after its first and last member: `Models/Address-Order.swift`,
/// `Client+Accounts-Billing.swift` (`-` cannot occur in a Swift type name, so the names cannot collide with single ones).
enum FilePacking {
    /// Up to this many files of a kind stay one per element.
    static let threshold = 64
    /// Items (models, endpoints) a packed file collects before the next file starts.
    static let weightPerFile = 32

    /// One file of a kind before packing; its content is built only when its packed file is written, so a large API's
    /// structured representation is never held all at once.
    struct Item {
        /// The element's name, used for the file name (`Pet` → `Pet.swift`, or a packed file's range).
        var stem: String
        /// How many items it holds (1 per model; the endpoint count of an endpoint group).
        var weight: Int
        /// Builds the file's content.
        var file: () -> FileDescription
    }

    /// The files for `items`: one per item up to ``threshold``, else packed in name order. `prefix` starts every file
    /// name (`Client+` for endpoint groups).
    static func pack(_ items: [Item], prefix: String = "") -> [(fileName: String, file: FileDescription)] {
        var result: [(fileName: String, file: FileDescription)] = []
        forEachFile(items, prefix: prefix) { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with each file's name and content, building one file at a time (see ``pack(_:prefix:)``).
    static func forEachFile(_ items: [Item], prefix: String = "", _ body: (String, FileDescription) throws -> Void) rethrows {
        guard items.count > threshold else {
            for item in items { try body("\(prefix)\(item.stem).swift", item.file()) }
            return
        }
        let sorted = items.sorted { $0.stem < $1.stem }
        var start = 0
        while start < sorted.count {
            var end = start
            var weight = 0
            while end < sorted.count, weight < weightPerFile {
                weight += max(1, sorted[end].weight)
                end += 1
            }
            let members = sorted[start..<end]
            let name = members.count == 1 ? sorted[start].stem : "\(sorted[start].stem)-\(sorted[end - 1].stem)"
            try body("\(prefix)\(name).swift", merged(members.map { $0.file() }))
            start = end
        }
    }

    /// One file with the members' declarations in order, the first member's header and every import once.
    private static func merged(_ members: [FileDescription]) -> FileDescription {
        guard let first = members.first else { return FileDescription() }
        var imports: [ImportDescription] = []
        var declarations: [Declaration] = []
        for member in members {
            for item in member.imports where !imports.contains(item) { imports.append(item) }
            declarations += member.declarations
        }
        return FileDescription(headerComment: first.headerComment, imports: imports, declarations: declarations)
    }
}
