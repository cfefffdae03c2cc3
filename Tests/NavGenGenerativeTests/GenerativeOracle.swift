import Foundation
import NavGenCore
import NavGenGenerator
import NavGenSpecSynthesis
import NavGenTestSupport

/// Judges one synthesized app as docs/Testing.md says: a spec lint refuses must be refused with
/// located errors only; a spec it accepts must render with every built-in template, and the Swift
/// outputs must compile in Swift 6 mode, warnings as errors, against the stub SDK with the app's
/// support code, module by module; where a program can run the output, it must pass its checks.
struct GenerativeOracle: Sendable {
    /// The package the modules of an app belong to, for their `package` declarations.
    static let packageName = "SynthesizedApp"

    /// The templates of a spec's Swift outputs, and with links, its platform files.
    static let swiftTemplates = ["uikit", "swiftui", "swiftui-stack"]
    static let linkTemplates = ["deeplinks", "apple-app-site-association", "url-schemes"]

    /// Where each app's files are written and compiled.
    let workFolder: URL

    /// What became of the app, and the failure if there is one.
    struct Verdict: Sendable {
        /// The error messages lint refused a spec with; none when it accepted every spec.
        var refusals: [String] = []
        var compiled = false
        /// The behaviour program was built and ran, whether or not its checks passed.
        var ran = false
        var failure: Failure?
        /// The rules of the errors for which navgen refuses the swiftui-stack output, which was
        /// then not compiled; empty when it was.
        var stackRefusingRules: Set<String> = []
        /// The generated files, by module and file name, for a finding's folder.
        var outputs: [String: [String: String]] = [:]

        var isLintClean: Bool { refusals.isEmpty && failure?.stage != .diagnostics }
    }

    /// Judges `model`; `running` also builds and runs its behaviour program when it has one.
    func judge(_ model: AppModel, running: Bool) -> Verdict {
        let specs = Dictionary(SpecWriter(model: model).specs.map { ($0.path, $0.text) }) { first, _ in first }
        let loader = SpecLoader(readIncludedSpec: { path in
            specs[path].map { .success(Array($0.utf8)) } ?? .failure(SpecLoader.ReadFailure(reason: "no such file"))
        })
        var graphs: [(module: Module, graph: NavigationGraph)] = []
        var refusals: [String] = []
        for module in model.modules {
            let result = loader.load(Array((specs[module.specPath] ?? "").utf8), file: module.specPath)
            if let misplaced = DiagnosticPlaces(specs: specs).firstMisplaced(in: result.diagnostics) {
                return Verdict(failure: misplaced)
            }
            if let graph = result.graph {
                graphs.append((module, graph))
            } else {
                refusals += result.diagnostics.filter { $0.severity == .error }.map(\.message)
            }
        }
        guard refusals.isEmpty else { return Verdict(refusals: refusals) }

        var rendered = RenderedApp()
        for (module, graph) in graphs {
            if let failure = rendered.render(module, graph) { return Verdict(failure: failure, outputs: rendered.texts) }
        }
        var verdict = Verdict(stackRefusingRules: rendered.stackRefusingRules, outputs: rendered.texts)
        // Checked once the outputs compile and run, so that what compiles is judged by the compiler first.
        let hygiene = rendered.texts.sorted { $0.key < $1.key }.lazy.flatMap { $0.value.sorted { $0.key < $1.key } }
            .compactMap { OutputHygiene.problem(in: $0.value, file: $0.key) }.first
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = AppCompiler(model: model, rendered: rendered, folder: folder)
        verdict.failure = compiler.compileModules()
        guard verdict.failure == nil else { return verdict }
        verdict.compiled = true
        let program = BehaviourProgramWriter(model: model)
        if running, program.canRun, let module = model.modules.first, rendered.texts[module.name]?["uikit.swift"] != nil {
            let run = compiler.run(program)
            verdict.ran = run.didRun
            verdict.failure = run.failure
            guard verdict.failure == nil else { return verdict }
        }
        verdict.failure = hygiene
        return verdict
    }
}

/// Checks that every diagnostic and note is located in a file of the spec, at a line and column
/// that the file has.
struct DiagnosticPlaces {
    let specs: [String: String]

    func firstMisplaced(in diagnostics: [Diagnostic]) -> Failure? {
        for diagnostic in diagnostics {
            let places = [(diagnostic.message, diagnostic.location)] + diagnostic.notes.map { ($0.message, Optional($0.location)) }
            for (message, location) in places where !isInItsFile(location) {
                return Failure(
                    stage: .diagnostics, file: location?.file ?? "(no file)", signature: Failure.signature(of: message),
                    details: "diagnostic not located in the spec: \(diagnostic.formatted)")
            }
        }
        return nil
    }

    func isInItsFile(_ location: SourceLocation?) -> Bool {
        guard let location, let text = specs[location.file] else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return false }
        return location.column >= 1 && location.column <= lines[location.line - 1].unicodeScalars.count + 1
    }
}

/// The outputs of every module of an app, rendered as `navgen generate` renders them.
struct RenderedApp {
    /// By module, each output's file name (`uikit.swift`) and text.
    var texts: [String: [String: String]] = [:]
    /// The rules of the errors for which navgen refuses a swiftui-stack output.
    var stackRefusingRules: Set<String> = []

    /// Renders every built-in template for the module's graph; the failure when one does not render.
    mutating func render(_ module: Module, _ graph: NavigationGraph) -> Failure? {
        var files: [String: String] = [:]
        defer { texts[module.name] = files }
        let templates = GenerativeOracle.swiftTemplates + (graph.deepLinks == nil ? [] : GenerativeOracle.linkTemplates)
        for template in templates {
            let problems = CodeGenerator.problems(of: graph, renderedWith: .builtin(template))
            if problems.containsErrors {
                // navgen refuses the spec for this template (OutputPlan), so it has no output to compile.
                if template == "swiftui-stack" {
                    stackRefusingRules.formUnion(problems.filter { $0.severity == .error }.map { $0.rule?.identifier ?? "error" })
                }
                continue
            }
            var graph = graph
            // As `generate` renders a file of `outputs:`, with that file's access level.
            if let output = graph.outputs.first(where: { $0.template.value == template }), let accessLevel = output.accessLevel {
                graph.accessLevel = accessLevel
            }
            let file = Self.fileName(of: template)
            let text: String
            do {
                text = try CodeGenerator().render(graph, with: .builtin(template))
            } catch {
                return Failure(stage: .render, file: file, signature: Failure.signature(of: error.message), details: error.message)
            }
            files[file] = text
        }
        return nil
    }

    static func fileName(of template: String) -> String {
        switch template {
        case "apple-app-site-association": "apple-app-site-association.json"
        case "url-schemes": "url-schemes.plist"
        default: "\(template).swift"
        }
    }
}

/// What generated text must be besides compiling: platform files that Apple's tools read, and
/// Swift without a repeated import or an extension that declares nothing.
enum OutputHygiene {
    static func problem(in text: String, file: String) -> Failure? {
        if file.hasSuffix(".json") {
            let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
            guard details?.allSatisfy({ ($0["components"] as? [[String: Any]])?.allSatisfy { $0["/"] is String } == true }) == true else {
                return Failure(stage: .platformFile, file: file, signature: "not the applinks JSON of an apple-app-site-association file", details: text)
            }
            return nil
        }
        if file.hasSuffix(".plist") {
            let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
            guard plist?["CFBundleURLTypes"] is [[String: Any]] else {
                return Failure(stage: .platformFile, file: file, signature: "not a property list of CFBundleURLTypes", details: text)
            }
            return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var imports: Set<Substring> = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("import "), !imports.insert(line).inserted {
                return Failure(stage: .hygiene, file: file, signature: "a module is imported twice", details: "line \(index + 1): \(line)")
            }
            // An extension that adds a conformance (`extension NavigationRouter: Identifiable {}`) declares that.
            let isExtension = line.contains("extension ") && !line.contains(":")
            let isEmptyExtension = isExtension && (line.hasSuffix(" {}") || (line.hasSuffix(" {") && index + 1 < lines.count && lines[index + 1] == "}"))
            if isEmptyExtension {
                return Failure(stage: .hygiene, file: file, signature: "an extension declares nothing", details: "line \(index + 1): \(line)")
            }
        }
        return nil
    }
}
