import MigratorModel

/// Generates a self-contained Swift client package from an API document: translate → render → files.
///
/// The result is deterministic: the same document and options give byte-identical files.
public struct ClientPackageGenerator: Sendable {
    /// The options.
    public var options: GeneratorOptions

    /// Creates a generator.
    public init(options: GeneratorOptions) {
        self.options = options
    }

    /// The package's files for `document`.
    ///
    /// - Throws: ``TemplateError`` if an embedded template is broken (a defect the test suite catches).
    public func generate(_ document: APIDocument) throws -> GeneratedPackage {
        try generate(document, plan: nil)
    }

    /// The files of a migrated package: the plan's interface document, coded for the plan's newest wire format.
    public func generate(plan: MigrationPlan) throws -> GeneratedPackage {
        try generate(plan.interface, plan: plan)
    }

    private func generate(_ document: APIDocument, plan: MigrationPlan?) throws -> GeneratedPackage {
        let translator = FileTranslator(document: document, options: options, plan: plan)
        let renderer = TextRenderer()
        let name = options.packageName
        let runtime = options.runtimeModuleName
        var files: [GeneratedFile] = []
        var usedFileNames: Set<String> = []
        func add(_ directory: String, _ fileName: String, _ file: FileDescription) {
            let unique = Self.uniqueFileName(fileName, avoiding: &usedFileNames)
            files.append(GeneratedFile(path: "\(directory)/\(unique)", contents: renderer.render(file)))
        }
        add("Sources/\(name)", "Client.swift", translator.translateClient())
        for (fileName, file) in translator.translateEndpointGroups() {
            add("Sources/\(name)", fileName, file)
        }
        for model in document.models {
            let file: FileDescription
            switch (model.kind, plan?.models[model.name]) {
            case let (.enum(enumModel), .enumeration(cases, wireRawType)?):
                file = translator.translateMigratedEnumModel(model, enumModel: enumModel, cases: cases, wireRawType: wireRawType)
            case let (.object(properties), _): file = translator.translateObjectModel(model, properties: properties)
            case let (.enum(enumModel), _): file = translator.translateEnumModel(model, enumModel: enumModel)
            case let (.union(union), _): file = translator.translateUnionModel(model, union: union)
            }
            var modelFile = file
            var fileName = translator.names.typeName(model.name)
            if case let .removed(version)? = plan?.models[model.name] {
                let hidden = translator.names.typeName(model.name)
                fileName = String(hidden.dropFirst())
                modelFile.declarations.append(.commented(
                    .doc(["The old name of `\(hidden)`, removed in \(document.service.name) \(version)."]),
                    .deprecated(message: "Removed in \(document.service.name) \(version).", .typealias(access: options.accessLevel, name: fileName, existing: hidden))
                ))
            }
            add("Sources/\(name)/Models", fileName + ".swift", modelFile)
        }
        add("Tests/\(name)Tests", "ModelRoundTripTests.swift", translator.translateModelTests())
        for runtimeFile in EmbeddedResources.runtimeFiles {
            files.append(GeneratedFile(path: "Sources/\(runtime)/\(runtimeFile.name)", contents: runtimeFile.contents))
        }
        let context = TemplateContext(
            packageName: name, runtimeModuleName: runtime, serviceName: document.service.name,
            serviceVersion: document.service.version, modelCount: document.models.count, endpointCount: document.endpoints.count
        )
        let templatePaths = [
            "Package.swift.template": "Package.swift",
            "README.md.template": "README.md",
            "RoundTripAssertions.swift.template": "Tests/\(name)Tests/RoundTripAssertions.swift",
        ]
        for template in EmbeddedResources.templates {
            guard let path = templatePaths[template.name] else { continue }
            files.append(GeneratedFile(path: path, contents: try TemplateRenderer.render(template.contents, named: template.name, context: context)))
        }
        return GeneratedPackage(name: name, files: files)
    }

    /// `fileName`, or `Name2.swift`, `Name3.swift`, … when a taken name differs from it only by case
    /// (so packages check out on case-insensitive file systems).
    private static func uniqueFileName(_ fileName: String, avoiding used: inout Set<String>) -> String {
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        var candidate = fileName
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(stem)\(counter).swift"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}
