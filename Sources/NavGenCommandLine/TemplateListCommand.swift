import NavGenGenerator

/// `navgen template list`: the built-in templates a spec or `--template` can name.
enum TemplateListCommand {
    static let command = Command(
        words: ["template", "list"],
        summary: "List the built-in templates.",
        arguments: [],
        options: [],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        for entry in CodeGenerator.builtinTemplates {
            output.print(HelpTable.row(entry.name, entry.summary))
        }
        return .success
    }
}
