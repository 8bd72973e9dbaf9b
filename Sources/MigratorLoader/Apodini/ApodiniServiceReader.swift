import Foundation
import MigratorModel

/// Reads the service section of an ApodiniMigrator document: `service` (format 2.x) or `info` (legacy).
///
/// - Name: the gRPC exporter's `serviceName` (or `packageName`), the only place 2.x documents name the
///   service; otherwise the version's prefix when it is not the default `v` (`qonectiq_1.0.0` → `qonectiq`);
///   otherwise `ApodiniService`, with a warning.
/// - Version: the numbers of Apodini's `prefix_major.minor.patch` (`v_1.0.0` → `1.0.0`).
/// - Server: 2.x `http` (`protocol`, `hostname`, `port`; default ports left out), legacy `serverPath`.
/// - Coders: the REST exporter's `encoderConfiguration` (legacy: in `info`), which decide how `Date` and
///   `Data` values look on the wire.
struct ApodiniServiceReader {
    /// The document root.
    let root: ApodiniNode
    /// Diagnostics and settings.
    let context: ApodiniReadContext

    /// The service section: `service` or `info`.
    private var section: ApodiniNode? {
        root[context.format == .current ? "service" : "info"]
    }

    /// The configuration of the exporter of `type` (`rest`, `grpc`): `exporters` is an object keyed by type,
    /// or an array of configurations with a `type` field.
    private func exporter(_ type: String) -> ApodiniNode? {
        guard let exporters = section?["exporters"] else { return nil }
        if let direct = exporters[type] { return direct }
        return exporters.elements?.first { $0.text("type") == type }
    }

    /// The name and version of the service.
    func serviceInfo() -> ServiceInfo {
        let sectionKey = context.format == .current ? "service" : "info"
        guard let section else {
            context.warning("the document has no `\(sectionKey)`; the service is named ApodiniService, version 1.0.0", at: root)
            return ServiceInfo(name: "ApodiniService", version: "1.0.0")
        }
        let (prefix, version) = splitVersion(section)
        let grpc = exporter("grpc")
        if let name = grpc?.text("serviceName") ?? grpc?.text("packageName") {
            return ServiceInfo(name: name, version: version)
        }
        if let prefix, !prefix.isEmpty, prefix != "v" {
            return ServiceInfo(name: prefix, version: version)
        }
        context.warning("the document does not name the service; it is named ApodiniService", at: section)
        return ServiceInfo(name: "ApodiniService", version: version)
    }

    /// The prefix and the numbers of Apodini's `prefix_major.minor.patch` version; text of another form is kept whole.
    private func splitVersion(_ section: ApodiniNode) -> (prefix: String?, version: String) {
        guard let text = section.text("version") else {
            context.warning("the service has no version; it is read as 1.0.0", at: section)
            return (nil, "1.0.0")
        }
        guard let separator = text.lastIndex(of: "_") else { return (nil, text) }
        let numbers = String(text[text.index(after: separator)...])
        let parts = numbers.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ UInt($0) != nil }) else { return (nil, text) }
        return (String(text[..<separator]), numbers)
    }

    /// The service's base URL, if the document gives a usable one.
    func servers() -> [Server] {
        switch context.format {
        case .current:
            guard let http = section?["http"] else { return [] }
            return url(fromHTTP: http).map { [Server(url: $0)] } ?? []
        case .legacy:
            guard let node = section?["serverPath"], let text = node.string else { return [] }
            return validated(text.trimmingCharacters(in: .whitespaces), at: node).map { [Server(url: $0)] } ?? []
        }
    }

    /// `protocol://hostname[:port]` from `{"protocol": …, "hostname": …, "port": …}` or a `hostname:port` string.
    private func url(fromHTTP http: ApodiniNode) -> String? {
        var scheme = http.text("protocol")?.lowercased() ?? "http"
        var host = http.text("hostname")
        var port = http["port"]?.int
        if let text = http.string {
            if let range = text.range(of: "://") {
                scheme = String(text[..<range.lowerBound]).lowercased()
            }
            let address = text.range(of: "://").map { String(text[$0.upperBound...]) } ?? text
            if let colon = address.lastIndex(of: ":"), let number = Int(address[address.index(after: colon)...]) {
                host = String(address[..<colon])
                port = number
            } else {
                host = address
            }
        }
        guard var hostname = host, !hostname.isEmpty else {
            context.warning("the service's `http` has no hostname; the client has no default server", at: http)
            return nil
        }
        if hostname.contains(":"), !hostname.hasPrefix("[") { hostname = "[\(hostname)]" }
        let isDefaultPort = (scheme == "http" && port == 80) || (scheme == "https" && port == 443)
        let text = "\(scheme)://\(hostname)" + (port.map { isDefaultPort ? "" : ":\($0)" } ?? "")
        return validated(text, at: http)
    }

    /// `text` if it is an absolute URL with a host, else `nil` with a warning.
    private func validated(_ text: String, at node: ApodiniNode) -> String? {
        if let url = URL(string: text), url.scheme != nil, url.host != nil { return text }
        context.warning("the service address \"\(text)\" is not an absolute URL; the client has no default server", at: node)
        return nil
    }

    /// The JSON coder configuration of the REST exporter (legacy: of the document), Foundation's defaults when absent.
    func coderConfiguration() -> ApodiniCoderConfiguration {
        var configuration = ApodiniCoderConfiguration()
        let holder: ApodiniNode?
        switch context.format {
        case .current:
            holder = exporter("rest")
            if holder == nil, let section {
                context.warning("the document lists no REST exporter; the endpoints are read as REST endpoints with Foundation's default JSON coders", at: section)
            }
        case .legacy:
            holder = section
        }
        guard let holder else { return configuration }
        let encoder = holder["encoderConfiguration"]
        let decoder = holder["decoderConfiguration"]
        if let date = encoder?.text("dateEncodingStrategy") ?? decoder?.text("dateDecodingStrategy") {
            configuration.dateStrategy = date
        }
        if let data = encoder?.text("dataEncodingStrategy") ?? decoder?.text("dataDecodingStrategy") {
            configuration.dataStrategy = data
        }
        if let encoded = encoder?.text("dateEncodingStrategy"), let decoded = decoder?.text("dateDecodingStrategy"), encoded != decoded,
           let node = decoder?["dateDecodingStrategy"] {
            context.warning(
                "the service encodes dates with `\(encoded)` but decodes them with `\(decoded)`; dates are read as `\(encoded)` values",
                at: node
            )
        }
        return configuration
    }
}
