import CFuzzerDriver
import ClientDecoders
import Foundation
import MigratorRuntime

/// libFuzzer target: the decoding code Migrator ships into apps. The input's first two bytes pick an entry, the
/// rest is the response body:
///
/// - one entry per model, enum and union type of the clients `Fuzz/make-clients.py` generates from the corpus
///   (OpenAI's unions, Spotify's nesting, the migrated Petstore's conversions): decode, and for a value that
///   decodes, encode and decode again (both must work);
/// - the runtime's `JSONValue` (decode, encode, decode: equal), `ISO8601DateTime` / `ISO8601Date` (as JSON and
///   as text; a parsed date must format and parse again) and `MigrationConversions` (integer, Boolean, guide values).
///
/// `FuzzClientDecoding --write-seeds DIR` writes the seeds instead: every type's JSONStringBuilder default, prefixed
/// with its entry's two bytes, plus a few runtime values.
@main
enum FuzzClientDecoding {
    /// The generated types.
    static let decoders = allClientDecoders()

    /// The runtime entries, after the generated ones.
    static let runtimeEntries: [(name: String, run: (Data) -> Void)] = [
        ("JSONValue", fuzzJSONValue),
        ("ISO8601DateTime", fuzzDateTime),
        ("ISO8601Date", fuzzDate),
        ("MigrationConversions", fuzzConversions),
    ]

    /// Seeds of the runtime entries.
    static let runtimeSeeds: [[String]] = [
        [#"{"a":[1,2.5,-3e300,"x",null,true,{"b":{}}]}"#, "[]", "12345678901234567890", #""\ud83d\ude00""#],
        [#""2024-01-02T03:04:05Z""#, #""2024-01-02T03:04:05.123+02:00""#, #""1970-01-01T00:00:00.000Z""#],
        [#""2024-01-02""#, #""0001-01-01""#, #""9999-12-31""#],
        ["42", "-7", "true", "0", " 1 ", "1.5", #"{"id":1}"#, "[1]"],
    ]

    /// Runs libFuzzer, or writes the seeds.
    static func main() {
        MigrationDiagnostics.setHandler { _ in }
        silenceClientDiagnostics()
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            writeSeeds(to: URL(fileURLWithPath: arguments[2]))
            return
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            FuzzClientDecoding.run(data)
            return 0
        }
        exit(status)
    }

    /// Decodes `data` with the entry its first two bytes pick.
    static func run(_ data: Data) {
        guard data.count >= 2 else { return }
        let total = decoders.count + runtimeEntries.count
        let index = (Int(data[data.startIndex]) << 8 | Int(data[data.startIndex + 1])) % total
        let body = data.dropFirst(2)
        if index < decoders.count {
            decoders[index].decode(Data(body))
        } else {
            runtimeEntries[index - decoders.count].run(Data(body))
        }
    }

    /// Writes one seed file per generated type with a default and per runtime seed.
    static func writeSeeds(to directory: URL) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written = 0
        func write(_ index: Int, _ text: String, _ suffix: Int) {
            var data = Data([UInt8(index >> 8), UInt8(index & 0xFF)])
            data.append(Data(text.utf8))
            guard data.count <= 32_768 else { return }
            let url = directory.appendingPathComponent(String(format: "seed-%05d-%d", index, suffix))
            if (try? data.write(to: url)) != nil { written += 1 }
        }
        for (index, decoder) in decoders.enumerated() {
            if let seed = decoder.seed() { write(index, seed, 0) }
        }
        for (offset, seeds) in runtimeSeeds.enumerated() {
            for (number, seed) in seeds.enumerated() { write(decoders.count + offset, seed, number) }
        }
        print("FuzzClientDecoding: \(decoders.count) generated types, \(runtimeEntries.count) runtime entries, \(written) seeds in \(directory.path)")
    }

    /// `JSONValue`: a value that decodes encodes, and decodes again to an equal value.
    static func fuzzJSONValue(_ data: Data) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return }
        guard let encoded = try? JSONEncoder().encode(value) else { fatalError("JSONValue decoded but does not encode: \(value)") }
        guard let again = try? JSONDecoder().decode(JSONValue.self, from: encoded) else {
            fatalError("JSONValue encoding does not decode: \(String(decoding: encoded.prefix(300), as: UTF8.self))")
        }
        precondition(again == value, "JSONValue changed in a round trip: \(value) became \(again)")
        _ = value.jsonString()
    }

    /// `ISO8601DateTime`: from JSON and from text; a parsed date formats to text that parses again.
    static func fuzzDateTime(_ data: Data) {
        _ = try? JSONDecoder().decode(ISO8601DateTime.self, from: data)
        let text = String(decoding: data, as: UTF8.self)
        guard let date = ISO8601DateTime.date(from: text) else { return }
        let formatted = ISO8601DateTime.string(from: date)
        precondition(ISO8601DateTime.date(from: formatted) != nil, "\(text) parsed, but its formatting \(formatted) does not")
    }

    /// `ISO8601Date`: from JSON and from text; a parsed date formats to text that parses again.
    static func fuzzDate(_ data: Data) {
        _ = try? JSONDecoder().decode(ISO8601Date.self, from: data)
        let text = String(decoding: data, as: UTF8.self)
        guard let date = ISO8601Date.date(from: text) else { return }
        let formatted = ISO8601Date.string(from: date)
        precondition(ISO8601Date.date(from: formatted) != nil, "\(text) parsed, but its formatting \(formatted) does not")
    }

    /// `MigrationConversions` on the input as text, as a number and as a guide-provided JSON value.
    static func fuzzConversions(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        _ = MigrationConversions.integer(text, element: "Fuzz.integer")
        _ = MigrationConversions.bool(text, element: "Fuzz.bool")
        if let number = Double(text) { _ = MigrationConversions.integer(number, element: "Fuzz.number") }
        _ = MigrationConversions.value(JSONValue.self, json: text, element: "Fuzz.value")
        _ = MigrationConversions.value([String: Int].self, json: text, element: "Fuzz.map")
        if let value = try? JSONDecoder().decode(JSONValue.self, from: data) {
            _ = MigrationConversions.bridge(value, to: [String: JSONValue].self, renaming: ["a": "b"], element: "Fuzz.bridge")
            _ = MigrationConversions.single([value, value], element: "Fuzz.single")
        }
    }
}
