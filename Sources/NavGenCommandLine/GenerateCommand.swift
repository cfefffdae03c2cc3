import Foundation
import NavGenWriting

/// `navgen generate SPEC`: renders the spec's outputs, or the one named on the command line, and
/// writes them, all or none, when every one rendered.
enum GenerateCommand {
    static let command = Command(
        words: ["generate"],
        summary: "Generate Swift navigation code from a navigation spec.",
        arguments: [Argument(name: "SPEC", help: "The navigation spec (YAML).")],
        options: OutputPlan.options + [Option(name: "--quiet", help: "Do not list the files written.")],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let plan: OutputPlan
        switch OutputPlan.render(invocation, command: "generate", output: &output) {
        case .success(let rendered): plan = rendered
        case .failure(let stop): return stop.code
        }
        // Writing prints into `output`, so the timings are taken out of it while they measure.
        var timings = output.timings
        let status = timings.run(.write) { write(plan, invocation, &output) }
        output.timings = timings
        return status
    }

    private static func write(_ plan: OutputPlan, _ invocation: Invocation, _ output: inout Output) -> ExitCode {
        // All files or none: one that cannot be written leaves the others as they were.
        let onDisk = plan.files.filter { $0.path != "-" }
        let outcomes: [OutputFile.Outcome]
        do {
            outcomes = try OutputFile.write(onDisk.map { ($0.path, Data($0.text.utf8)) })
        } catch {
            output.printError("navgen generate: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
        for file in plan.files where file.path == "-" {
            output.write(file.text)
        }
        for (file, outcome) in zip(onDisk, outcomes) where !invocation.has("--quiet") || outcome == .wroteInPlace {
            output.print(outcome.report(for: file.path))
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
