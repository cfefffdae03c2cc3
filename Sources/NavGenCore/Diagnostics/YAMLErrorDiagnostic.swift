import NavGenYAML

extension Diagnostic {
    /// The error of a YAML source in `file` that could not be read: at the problem, with a note
    /// at the start of the construct being read when it begins elsewhere (an unclosed quote or
    /// bracket).
    init(_ error: YAMLError, file: String) {
        let notes =
            error.context.map { context in
                [Note("\(context.message) that starts here", at: SourceLocation(file: file, mark: context.mark))]
            } ?? []
        self.init(error.exceedsLimit ? .inputLimit : .yamlSyntax, error.message, at: SourceLocation(file: file, mark: error.mark), notes: notes)
    }
}

extension SourceLocation {
    /// The place in `file` of a mark of its YAML.
    init(file: String, mark: Mark) {
        self.init(file: file, line: mark.line, column: mark.column)
    }
}
