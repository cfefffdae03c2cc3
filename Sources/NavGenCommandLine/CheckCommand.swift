import NavGenCore
import NavGenGenerator
import NavGenMustache
import NavGenWriting

/// `navgen check SPEC`: renders and compares with the files on disk as it goes; never writes.
/// The drift check for CI: it fails when committed generated code no longer matches the spec.
enum CheckCommand {
    static let command = Command(
        words: ["check"],
        summary: "Fail when generated files on disk differ from what the spec generates.",
        arguments: [.spec],
        options: OutputPlan.options,
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let plan: OutputPlan
        switch OutputPlan.load(invocation, command: "check", output: &output) {
        case .success(let planned): plan = planned
        case .failure(let stop): return stop.code
        }
        let printer = DiagnosticPrinter(invocation)
        // Each file is compared with the disk as it renders; only one that differs is rendered
        // again, whole, for its diff.
        var stale: [GenerationPlan.File] = []
        var problems: [Diagnostic] = []
        for file in plan.files {
            do throws(TemplateError) {
                if file.path == "-" {
                    var discarded = Discarded()
                    try file.render(into: &discarded, timings: &output.timings)
                    continue
                }
                var comparison = OutputFile.Comparison(path: file.path)
                defer { if !comparison.finish() { stale.append(file) } }
                try file.render(into: &comparison, timings: &output.timings)
            } catch {
                problems.append(Diagnostic(templateError: error))
            }
        }
        printer.print(problems, to: &output)
        guard problems.isEmpty else { return .failure }
        var differing: [String] = []
        for file in stale {
            let onDisk = OutputFile(path: file.path).currentText()
            guard
                let text = try? file.text(timings: &output.timings),
                let diff = UnifiedDiff().diff(
                    from: onDisk ?? "", to: text, oldName: "\(file.path) (on disk)", newName: "\(file.path) (from \(plan.specPath))")
            else { continue }
            differing.append(file.path)
            output.write(diff)
            let problem = onDisk == nil ? "is missing" : "is out of date"
            printer.annotate(
                "\(file.path) \(problem); run 'navgen generate \(plan.specPath)'", file: file.path,
                line: UnifiedDiff.firstChangedLine(from: onDisk ?? "", to: text), to: &output)
        }
        guard !differing.isEmpty else { return .success }
        let files = differing.count == 1 ? differing[0] : "\(differing.count) files"
        output.printError(
            "error: \(files) \(differing.count == 1 ? "does" : "do") not match \(plan.specPath); run 'navgen generate \(plan.specPath)' and commit the result")
        return .failure
    }

    /// Standard output, which `check` never prints to: a render only to find its errors.
    private struct Discarded: ChunkDestination {
        mutating func write(_ bytes: UnsafeRawBufferPointer) {}
    }
}
