import NavGenWriting

/// `navgen check SPEC`: renders in memory and compares with the files on disk; never writes.
/// The drift check for CI: it fails when committed generated code no longer matches the spec.
enum CheckCommand {
    static let command = Command(
        words: ["check"],
        summary: "Fail when generated files on disk differ from what the spec generates.",
        arguments: [Argument(name: "SPEC", help: "The navigation spec (YAML).")],
        options: OutputPlan.options,
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        let plan: OutputPlan
        switch OutputPlan.render(invocation, command: "check", output: &output) {
        case .success(let rendered): plan = rendered
        case .failure(let stop): return stop.code
        }
        let printer = DiagnosticPrinter(invocation)
        var stale: [String] = []
        for file in plan.files where file.path != "-" {
            let onDisk = OutputFile(path: file.path).currentText()
            guard
                let diff = UnifiedDiff().diff(
                    from: onDisk ?? "", to: file.text, oldName: "\(file.path) (on disk)", newName: "\(file.path) (from \(plan.specPath))")
            else { continue }
            stale.append(file.path)
            output.write(diff)
            let problem = onDisk == nil ? "is missing" : "is out of date"
            printer.annotate(
                "\(file.path) \(problem); run 'navgen generate \(plan.specPath)'", file: file.path,
                line: UnifiedDiff.firstChangedLine(from: onDisk ?? "", to: file.text), to: &output)
        }
        guard !stale.isEmpty else { return .success }
        let files = stale.count == 1 ? stale[0] : "\(stale.count) files"
        output.printError(
            "error: \(files) \(stale.count == 1 ? "does" : "do") not match \(plan.specPath); run 'navgen generate \(plan.specPath)' and commit the result")
        return .failure
    }
}
