import Foundation
import NavGenCore
import NavGenWriting

/// `navgen generate SPEC`: renders the spec's outputs, or the one named on the command line, and
/// writes them, all or none, when every one rendered.
enum GenerateCommand {
    static let command = Command(
        words: ["generate"],
        summary: "Generate Swift navigation code from a navigation spec.",
        arguments: [.spec],
        options: OutputPlan.options + [
            Option(
                name: OutputPlan.sourceLocationsFlag,
                help: "Mark the lines that name the app's types with #sourceLocation: compile errors about them point at the spec (the build plugin's outputs)."),
            Option(name: "--quiet", help: "Do not list the files written."),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let plan: OutputPlan
        switch OutputPlan.load(invocation, command: "generate", output: &output) {
        case .success(let planned): plan = planned
        case .failure(let stop): return stop.code
        }
        // Writing prints into `output`, so the timings are taken out of it while they measure.
        var timings = output.timings
        defer { output.timings = timings }
        return write(plan, invocation, &output, &timings)
    }

    /// Renders each file into its stream (or standard output), which compares it with the file on
    /// disk as it comes and writes it only from its first difference on, then replaces the files
    /// when every one rendered and was staged.
    private static func write(_ plan: OutputPlan, _ invocation: Invocation, _ output: inout Output, _ timings: inout PhaseTimings)
        -> ExitCode
    {
        // All files or none: one that cannot be rendered or written leaves the others as they were.
        var transaction = OutputFile.Transaction()
        var problems: [Diagnostic] = []
        var onDisk: [String] = []
        let outcomes: [OutputFile.Outcome]
        do throws(OutputFile.WriteError) {
            for file in plan.files {
                if file.path == "-" {
                    do {
                        try file.render(into: &output, timings: &timings)
                    } catch {
                        problems.append(Diagnostic(templateError: error))
                    }
                    continue
                }
                var stream = try timings.run(.write) { () throws(OutputFile.WriteError) in try transaction.begin(file.path) }
                do {
                    try file.render(into: &stream, attributingSpecTypes: plan.attributesSpecTypes, timings: &timings)
                } catch {
                    problems.append(Diagnostic(templateError: error))
                    continue
                }
                try timings.run(.write) { () throws(OutputFile.WriteError) in try transaction.stage(stream) }
                onDisk.append(file.path)
            }
            guard problems.isEmpty else {
                transaction.rollBack()
                DiagnosticPrinter(invocation).print(problems, to: &output)
                return .failure
            }
            outcomes = try timings.run(.write) { () throws(OutputFile.WriteError) in try transaction.commit() }
        } catch {
            transaction.rollBack()
            output.printError("navgen generate: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
        for (path, outcome) in zip(onDisk, outcomes) where !invocation.has("--quiet") || outcome == .wroteInPlace {
            output.print(outcome.report(for: path))
        }
        return .success
    }
}

extension OutputFile.Outcome {
    /// The line navgen prints for a file it was asked to write.
    func report(for path: String) -> String {
        switch self {
        case .wrote: "wrote \(path)"
        case .unchanged: "unchanged \(path)"
        case .wroteInPlace: "wrote \(path) (in place: its folder does not allow a temporary file)"
        }
    }
}
