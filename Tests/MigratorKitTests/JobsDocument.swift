import Foundation
import MigratorLoader
import MigratorModel

/// The small `Jobs` document the move planning tests vary: the given models and one endpoint returning `Job`.
enum JobsDocument {
    /// The document of `version` with `models` (native YAML list items).
    static func load(_ version: String, _ models: String) throws -> APIDocument {
        let text = """
        migrator-document: "1"
        service: {name: Jobs, version: "\(version)"}
        servers: [{url: "https://api.example.com"}]
        models:
        \(models)
        endpoints:
          - {operationId: getJob, method: GET, path: /jobs, response: {type: Job}}
        """
        return try DocumentLoader().load(data: Data(text.utf8), file: "jobs-\(version).yaml").document
    }
}
