import Foundation
import NavGenCore
import NavGenGenerator
import NavGenMustache
import NavGenWriting

/// The files one run of `generate` or `check` is about, each rendered where it is needed (into
/// its staged file, standard output, or a comparison with the file on disk): either the one named
/// by `--template` and `--output`, or every `outputs:` entry.
struct OutputPlan {
    static let options = [
        Option(
            name: "--template", valueName: "NAME|PATH",
            help: "A built-in template (see navgen template list) or a .mustache file; default uikit."),
        Option(name: "--output", valueName: "FILE", help: "The file to write, or - for standard output; default the spec's outputs."),
    ] + RuleOptions.options + [DiagnosticPrinter.option, PhaseTimings.option]

    /// `generate`'s flag that attributes the lines of Swift outputs that name the app's types to
    /// the spec.
    static let sourceLocationsFlag = "--source-locations"

    var specPath: String
    var files: [GenerationPlan.File]
    /// Whether the lines of the Swift files written that name the app's types are attributed to
    /// the spec (``sourceLocationsFlag``).
    var attributesSpecTypes = false

    /// `path` from the current folder, so that the compiler and Xcode find the spec a
    /// `#sourceLocation` names wherever they run.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Loads the spec and plans every file, printing diagnostics; the exit code when that fails.
    static func load(_ invocation: Invocation, command: String, output: inout Output) -> Result<OutputPlan, Stop> {
        let specPath = invocation.positionals[0]
        let printer = DiagnosticPrinter(invocation)
        let explicit = invocation.value("--output")
        if invocation.value("--template") != nil, explicit == nil {
            output.printError("navgen \(command): error: --template needs --output FILE (or --output - for standard output)")
            return .failure(Stop(code: .usage))
        }
        let result: SpecLoader.Result
        var explicitTemplate: CodeGenerator.TemplateSource?
        do {
            if explicit != nil {
                explicitTemplate = try TemplateOption.source(invocation.value("--template") ?? "uikit")
            }
            result = try SpecInput.load(specPath, for: invocation, timings: &output.timings)
        } catch {
            output.printError("navgen \(command): error: \(error.message)")
            return .failure(Stop(code: .usage))
        }
        printer.print(result.diagnostics, to: &output)
        guard let graph = result.graph else { return .failure(Stop(code: .failure)) }

        let selection: GenerationPlan.Selection
        if let explicit, let explicitTemplate {
            selection = .file(path: explicit, template: explicitTemplate)
        } else if graph.outputs.isEmpty {
            output.printError(
                "navgen \(command): error: \(specPath) declares no outputs; add 'outputs: [{template: uikit, output: Navigation.swift}]' to it, or pass --output FILE")
            return .failure(Stop(code: .usage))
        } else {
            selection = .declaredOutputs
        }
        let plan = GenerationPlan(
            graph: graph, selection: selection,
            template: { value throws(GenerationPlan.UnusableTemplate) in
                do throws(UsageError) {
                    return try TemplateOption.source(value, relativeTo: specPath)
                } catch {
                    throw GenerationPlan.UnusableTemplate(message: error.message)
                }
            },
            path: { SpecInput.path($0, relativeTo: specPath) })
        // The warnings first, then the errors, which stop the run: the file would not compile.
        let problems = plan.diagnostics.filter { $0.severity == .error }
        printer.print(plan.diagnostics.filter { $0.severity != .error }, to: &output)
        printer.print(problems, to: &output)
        guard problems.isEmpty else { return .failure(Stop(code: .failure)) }
        return .success(OutputPlan(specPath: specPath, files: plan.files, attributesSpecTypes: invocation.has(sourceLocationsFlag)))
    }
}

extension GenerationPlan.File {
    /// Renders the file into `destination` a chunk at a time. The chunks are written while the
    /// render runs; the time that takes counts as the write phase, not the render. A Swift file
    /// whose lines are attributed to the spec (`attributingSpecTypes`) is rendered whole first:
    /// its directives depend on the lines around each. Standard output is for reading, and never
    /// holds them.
    func render(into destination: inout some ChunkDestination, attributingSpecTypes: Bool = false, timings: inout PhaseTimings)
        throws(TemplateError)
    {
        var sink = TimedWrites(destination: destination)
        defer {
            destination = sink.destination
            timings.move(sink.duration, from: .render, to: .write)
        }
        guard attributingSpecTypes, path.hasSuffix(".swift") else {
            try CodeGenerator().render(graph, with: template, into: &sink, phases: &timings)
            return
        }
        var text = SpecTypePlaces(graph: graph).attributing(try self.text(timings: &timings), path: OutputPlan.absolutePath)
        text.withUTF8 { sink.write(UnsafeRawBufferPointer($0)) }
    }

    /// The whole text, in memory: for a diff.
    func text(timings: inout PhaseTimings) throws(TemplateError) -> String {
        var text = ""
        try CodeGenerator().render(graph, with: template, into: &text, phases: &timings)
        return text
    }
}

/// Where a rendered file's chunks go: its staged file, standard output, or a comparison.
protocol ChunkDestination {
    mutating func write(_ bytes: UnsafeRawBufferPointer)
}

extension OutputFile.Stream: ChunkDestination {}
extension OutputFile.Comparison: ChunkDestination {}
extension Output: ChunkDestination {}

/// A render's chunks on their way to `destination`, with the time their writing took.
struct TimedWrites<Destination: ChunkDestination>: TextSink {
    private let clock = ContinuousClock()
    var destination: Destination
    private(set) var duration = Duration.zero

    init(destination: Destination) {
        self.destination = destination
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        let start = clock.now
        destination.write(bytes)
        duration += clock.now - start
    }
}

/// Why a command stops before its work, with the exit code to end with.
struct Stop: Error {
    var code: ExitCode
}

/// Reading a template choice: a built-in template's name, or the path of a `.mustache` file.
enum TemplateOption {
    /// `value` as given on the command line, or in the spec at `specPath` (a path is then relative
    /// to the spec's folder).
    static func source(_ value: String, relativeTo specPath: String? = nil) throws(UsageError)
        -> CodeGenerator.TemplateSource
    {
        if CodeGenerator.builtinTemplateNames.contains(value) { return .builtin(value) }
        guard value.hasSuffix(".mustache") else {
            throw UsageError(
                message: "unknown template '\(value)'; use one of \(CodeGenerator.builtinTemplateNames.joined(separator: ", ")) or a .mustache file"
                    + Suggestion.hint(for: value, in: CodeGenerator.builtinTemplateNames))
        }
        let path = specPath.map { SpecInput.path(value, relativeTo: $0) } ?? value
        return .file(path: path, source: try TextInput.read(path))
    }
}

extension Diagnostic {
    /// A template's error, located in the template file.
    init(templateError error: TemplateError) {
        self = .error(error.message, at: SourceLocation(file: error.path, line: error.line, column: error.column))
    }
}
