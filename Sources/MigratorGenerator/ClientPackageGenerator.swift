import MigratorMigration
import MigratorModel
import MigratorNaming

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
    /// With `conformanceDocumentJSON` (`document` as native JSON) the package also gets the conformance test target
    /// of `migrator verify`.
    public func generate(_ document: APIDocument, conformanceDocumentJSON: String? = nil) throws -> GeneratedPackage {
        try generate(document, plan: nil, conformanceDocumentJSON: conformanceDocumentJSON)
    }

    /// The files of a migrated package: the plan's interface document, coded for the plan's newest wire format.
    /// With `conformanceDocumentJSON` (the plan's `wire` document as native JSON) the package also gets the
    /// conformance test target of `migrator verify`.
    public func generate(plan: MigrationPlan, conformanceDocumentJSON: String? = nil) throws -> GeneratedPackage {
        try generate(plan.interface, plan: plan, conformanceDocumentJSON: conformanceDocumentJSON)
    }

    private func generate(_ document: APIDocument, plan: MigrationPlan?, conformanceDocumentJSON: String?) throws -> GeneratedPackage {
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
        let groups = translator.endpointGroups().map { group in
            FilePacking.Item(stem: group.group, weight: group.endpoints.count) {
                translator.translateEndpointGroup(group.group, endpoints: group.endpoints)
            }
        }
        FilePacking.forEachFile(groups, prefix: "\(Constants.Client.typeName)+") { add("Sources/\(name)", $0, $1) }
        let models = document.models.map { model in
            FilePacking.Item(stem: Self.fileStem(of: model, translator: translator, plan: plan), weight: 1) {
                Self.translateModelFile(model, translator: translator, document: document, plan: plan, options: options)
            }
        }
        FilePacking.forEachFile(models) { add("Sources/\(name)/Models", $0, $1) }
        add("Tests/\(name)Tests", "ModelRoundTripTests.swift", translator.translateModelTests())
        for runtimeFile in EmbeddedResources.runtimeFiles {
            files.append(GeneratedFile(path: "Sources/\(runtime)/\(runtimeFile.name)", contents: runtimeFile.contents))
        }
        let context = TemplateContext(
            packageName: name, runtimeModuleName: runtime, serviceName: document.service.name,
            serviceVersion: document.service.version, modelCount: document.models.count, endpointCount: document.endpoints.count
        )
        var templatePaths = [
            "Package.swift.template": "Package.swift",
            "README.md.template": "README.md",
            "RoundTripAssertions.swift.template": "Tests/\(name)Tests/RoundTripAssertions.swift",
        ]
        if let conformanceDocumentJSON {
            let directory = "Tests/\(name)\(Constants.conformanceTargetSuffix)"
            add(directory, "ConformanceTests.swift", translator.translateConformanceTests())
            add(directory, "ConformanceDocument.swift", translator.translateConformanceDocument(json: conformanceDocumentJSON))
            for support in EmbeddedResources.conformanceFiles {
                files.append(GeneratedFile(path: "\(directory)/Support/\(support.name)", contents: support.contents))
            }
            templatePaths["Package.swift.template"] = nil
            templatePaths["PackageWithConformance.swift.template"] = "Package.swift"
            templatePaths["ConformanceSuite.swift.template"] = "\(directory)/ConformanceSuite.swift"
        }
        for template in EmbeddedResources.templates {
            guard let path = templatePaths[template.name] else { continue }
            files.append(GeneratedFile(path: path, contents: try TemplateRenderer.render(template.contents, named: template.name, context: context)))
        }
        return GeneratedPackage(name: name, files: files)
    }

    /// The file name (without `.swift`) of a model: its type name, or for a model removed by a migration the old name
    /// the deprecated alias keeps (the type itself is renamed with a leading underscore).
    private static func fileStem(of model: ModelDefinition, translator: FileTranslator, plan: MigrationPlan?) -> String {
        let typeName = translator.names.typeName(model.name)
        if case .removed? = plan?.models[model.name] { return String(typeName.dropFirst()) }
        return typeName
    }

    /// The file of one model: its declaration, plus for a model removed by a migration the deprecated alias.
    private static func translateModelFile(
        _ model: ModelDefinition, translator: FileTranslator, document: APIDocument, plan: MigrationPlan?, options: GeneratorOptions
    ) -> FileDescription {
        var file: FileDescription
        switch (model.kind, plan?.models[model.name]) {
        case let (.enum(enumModel), .enumeration(cases, wireRawType)?):
            file = translator.translateMigratedEnumModel(model, enumModel: enumModel, cases: cases, wireRawType: wireRawType)
        case let (.object(properties), _): file = translator.translateObjectModel(model, properties: properties)
        case let (.enum(enumModel), _): file = translator.translateEnumModel(model, enumModel: enumModel)
        case let (.union(union), _): file = translator.translateUnionModel(model, union: union)
        }
        if case let .removed(version)? = plan?.models[model.name] {
            let hidden = translator.names.typeName(model.name)
            let oldName = String(hidden.dropFirst())
            file.declarations.append(.commented(
                .doc(["The old name of `\(hidden)`, removed in \(document.service.name) \(version)."]),
                .deprecated(message: "Removed in \(document.service.name) \(version).", .typealias(access: options.accessLevel, name: oldName, existing: hidden))
            ))
        }
        return file
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
