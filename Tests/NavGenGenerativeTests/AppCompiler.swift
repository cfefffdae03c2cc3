import Foundation
import NavGenSpecSynthesis
import NavGenTestSupport

/// Compiles an app's generated outputs with its support code, each module after those it
/// includes, against the stub SDK; and builds and runs its behaviour program.
struct AppCompiler {
    let model: AppModel
    let rendered: RenderedApp
    let folder: URL

    /// The parameter types' module of modular apps, compiled once per test run: it never changes.
    static let models: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-generative-models-\(ProcessInfo.processInfo.processIdentifier)")
        let source = folder.appendingPathComponent("Models.swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(ParameterCatalog.modelsSource.utf8).write(to: source)
        } catch {
            return .failure(Failure(stage: .compile, file: "Models.swift", signature: "cannot write", details: "\(error)"))
        }
        if let problems = SwiftCompiler.moduleProblems([source], moduleName: "Models", in: folder) {
            return .failure(Failure(stage: .compile, file: "Models.swift", signature: "the parameter types do not compile", details: problems))
        }
        return .success(folder.appendingPathComponent("Models.swiftmodule"))
    }()

    /// The files that make up `module`: its Swift outputs and the support files of what was rendered.
    func sources(of module: Module) -> [(name: String, text: String)] {
        let outputs = rendered.texts[module.name] ?? [:]
        let swiftOutputs = outputs.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map { (name: $0.key, text: $0.value) }
        let support = SupportCodeWriter(model: model).files(for: module).filter { file in
            file.use.map { outputs["\($0.rawValue).swift"] != nil } ?? true
        }
        return swiftOutputs + support.map { (name: $0.name, text: $0.text) }
    }

    /// Writes the files into the module's folder; their URLs.
    func write(_ files: [(name: String, text: String)], module: String) throws -> [URL] {
        let moduleFolder = folder.appendingPathComponent(module)
        try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
        return try files.map { file in
            let url = moduleFolder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            return url
        }
    }

    /// Compiles every module in order; the first failure.
    func compileModules() -> Failure? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if model.isModular {
                let models = try Self.models.get()
                try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Models.swiftmodule"), withDestinationURL: models)
            }
            for module in model.modules {
                let files = try write(sources(of: module), module: module.name)
                if let problems = SwiftCompiler.moduleProblems(files, moduleName: module.name, in: folder, packageName: GenerativeOracle.packageName) {
                    return Self.compileFailure(problems, stage: .compile)
                }
            }
        } catch let failure as Failure {
            return failure
        } catch {
            return Failure(stage: .compile, file: folder.path, signature: "cannot write the app's files", details: "\(error)")
        }
        return nil
    }

    /// What became of a behaviour program: whether it was built and ran, and its failure.
    struct ProgramRun {
        var didRun: Bool
        var failure: Failure?
    }

    /// Builds the one-module app with `program` and runs it.
    func run(_ program: BehaviourProgramWriter) -> ProgramRun {
        guard let module = model.modules.first else { return ProgramRun(didRun: false) }
        let main = program.program(includesStack: rendered.texts[module.name]?["swiftui-stack.swift"] != nil && !module.stackRoutes.isEmpty)
        let built: Result<SwiftCompiler.Run, SwiftCompiler.StubError>
        do {
            let files = try write(sources(of: module) + [(name: "main.swift", text: main)], module: "Program")
            built = SwiftCompiler.buildAndRun(files, in: folder, packageName: GenerativeOracle.packageName)
        } catch {
            return ProgramRun(didRun: false, failure: Failure(stage: .run, file: folder.path, signature: "cannot write the program", details: "\(error)"))
        }
        switch built {
        case .failure(let error):
            return ProgramRun(didRun: false, failure: Self.compileFailure(error.message, stage: .run))
        case .success(let run):
            let failed = run.output.split(separator: "\n").filter { !$0.hasPrefix("ok ") }
            if let first = failed.first {
                return ProgramRun(didRun: true, failure: Failure(stage: .run, file: "main.swift", signature: Failure.signature(of: String(first)), details: run.output))
            }
            if run.status != 0 {
                return ProgramRun(
                    didRun: true, failure: Failure(stage: .run, file: "main.swift", signature: "the program stopped with status \(run.status)", details: run.output))
            }
            return ProgramRun(didRun: true)
        }
    }

    /// The failure of a compiler's `output`: its first error.
    static func compileFailure(_ output: String, stage: Failure.Stage) -> Failure {
        guard let first = CompilerErrors(output).errors.first else {
            return Failure(stage: stage, file: "swiftc", signature: Failure.signature(of: String(output.prefix { $0 != "\n" })), details: output)
        }
        return Failure(stage: stage, file: first.file, signature: Failure.signature(of: first.message), details: output)
    }
}

extension Failure: Error {}
