import NavGenCore
import NavGenGenerator

/// `navgen schema`: the JSON Schema of the spec format, for editors.
enum SchemaCommand {
    static let command = Command(
        words: ["schema"],
        summary: "Print the JSON Schema of the navigation spec format, for editors.",
        arguments: [],
        options: [],
        run: run)

    static func run(_ invocation: Invocation, _ output: inout Output) -> ExitCode {
        output.write(SpecSchema.json(builtinTemplates: CodeGenerator.builtinTemplateNames))
        return .success
    }
}
