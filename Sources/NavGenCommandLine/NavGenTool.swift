import NavGenCore

/// The `navgen` command-line tool: picks the command named by the first words and runs it.
public enum NavGenTool {
    static let commands: [Command] = [
        InitCommand.command,
        LintCommand.command,
        GenerateCommand.command,
        CheckCommand.command,
        VerifyCommand.command,
        ImportCommand.command,
        GraphCommand.command,
        SchemaCommand.command,
        TemplateListCommand.command,
        TemplateCatCommand.command,
        TemplateContextCommand.command,
        TemplateRenderCommand.command,
    ]

    /// Runs `navgen` with `arguments` (without the program name) and returns what it printed;
    /// standard output goes to `standardOutput` as it is printed when that is given.
    public static func run(_ arguments: [String], streamingTo standardOutput: Int32? = nil) -> (status: ExitCode, output: Output) {
        var output = Output(streamingTo: standardOutput)
        let status = run(arguments, output: &output)
        return (status, output)
    }

    private static func run(_ arguments: [String], output: inout Output) -> ExitCode {
        switch arguments.first {
        case nil, "-h", "--help", "help":
            if arguments.count > 1, let command = command(for: Array(arguments.dropFirst())) {
                output.print(command.command.help)
            } else {
                output.print(overview)
            }
            return .success
        case "--version":
            output.print("navgen \(NavGenVersion.current)")
            return .success
        default:
            break
        }
        guard let (command, wordCount) = command(for: arguments) else {
            let word = arguments[0]
            let names = commands.map(\.name)
            output.printError(
                "navgen: error: unknown command '\(word)'\(Suggestion.hint(for: word, in: names)); see 'navgen --help'")
            return .usage
        }
        let rest = Array(arguments.dropFirst(wordCount))
        if rest.contains("--help") || rest.contains("-h") {
            output.print(command.help)
            return .success
        }
        do {
            let invocation = try command.parse(rest)
            let status = command.run(invocation, &output)
            if invocation.has(PhaseTimings.option.name) {
                for line in output.timings.lines { output.printError(line) }
            }
            return status
        } catch {
            output.printError("navgen \(command.name): error: \(error.message)")
            output.printError("see 'navgen \(command.name) --help'")
            return .usage
        }
    }

    /// The command whose words start `arguments`, the longest match first, and how many words it took.
    private static func command(for arguments: [String]) -> (command: Command, wordCount: Int)? {
        commands
            .filter { arguments.starts(with: $0.words) }
            .max { $0.words.count < $1.words.count }
            .map { ($0, $0.words.count) }
    }

    static var overview: String {
        var lines = [
            "OVERVIEW: navgen writes typed UIKit and SwiftUI navigation code from a navigation spec.",
            "",
            "USAGE: navgen COMMAND [ARGUMENTS] [OPTIONS]",
            "",
            "COMMANDS:",
        ]
        lines += commands.map { HelpTable.row($0.name, $0.summary) }
        lines += [
            "",
            "OPTIONS:",
            HelpTable.row("--version", "Show the version."),
            HelpTable.row("-h, --help", "Show this help; 'navgen COMMAND --help' shows a command's."),
        ]
        return lines.joined(separator: "\n")
    }
}
