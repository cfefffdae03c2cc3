import NavGenCore

/// The pieces of Swift code a screen parameter appears in, written into the text being made:
/// the context's values write them straight into the output as a template prints them.
extension Parameter {
    /// The argument label. Keywords are valid labels as they are, except the three that change
    /// what a parameter is.
    var label: String { Self.label(of: name) }

    /// `name` as an argument label.
    static func label(of name: String) -> String {
        switch name {
        case "inout", "var", "let": "`\(name)`"
        default: name
        }
    }

    /// The parameter's name where code refers to it.
    var reference: String { SwiftName.escaped(name) }

    /// Writes `user: User` as an associated value of an enum case (closures there need no
    /// `@escaping`).
    fileprivate func writeAssociatedValue(to output: inout some TextOutputStream) {
        output.write(label)
        output.write(": ")
        output.write(type)
        writeDefault(to: &output)
    }

    /// Writes `user: User` or `onTap: @escaping (User?) -> Void` as a protocol requirement
    /// declares it, and with its default value (`isEditable: Bool = false`) when `withDefault`,
    /// as a function declaration does.
    fileprivate func writeDeclaration(withDefault: Bool, to output: inout some TextOutputStream) {
        output.write(label)
        output.write(SwiftType.isFunction(type) ? ": @escaping " : ": ")
        output.write(type)
        if withDefault { writeDefault(to: &output) }
    }

    private func writeDefault(to output: inout some TextOutputStream) {
        guard let defaultValue else { return }
        output.write(" = ")
        output.write(defaultValue)
    }

    /// Writes `user: user`, as a call that passes the parameter on.
    fileprivate func writeArgument(to output: inout some TextOutputStream) {
        output.write(label)
        output.write(": ")
        output.write(reference)
    }

    /// Writes `let user`, as a pattern that binds the associated value of a case.
    fileprivate func writeBinding(to output: inout some TextOutputStream) {
        output.write("let ")
        output.write(reference)
    }
}

extension Array where Element == Parameter {
    /// Writes the declarations of a parameter clause, after extra leading declarations.
    func writeDeclarations(leading: [String] = [], to output: inout some TextOutputStream) {
        write(leading: leading, to: &output) { $0.writeDeclaration(withDefault: true, to: &$1) }
    }

    /// Writes the requirements of a protocol's parameter clause.
    func writeRequirements(to output: inout some TextOutputStream) {
        write(to: &output) { $0.writeDeclaration(withDefault: false, to: &$1) }
    }

    /// Writes the arguments of a call, after extra leading arguments.
    func writeArguments(after leading: [String] = [], to output: inout some TextOutputStream) {
        write(leading: leading, to: &output) { $0.writeArgument(to: &$1) }
    }

    /// Writes `name(user: User, …)`, an enum case whose associated values are the parameters, or
    /// the name alone without any; `name` as a declaration spells it.
    func writeCaseDeclaration(named name: String, to output: inout some TextOutputStream) {
        output.write(name)
        guard !isEmpty else { return }
        output.write("(")
        write(to: &output) { $0.writeAssociatedValue(to: &$1) }
        output.write(")")
    }

    /// Writes `.name(let user, …)`, a pattern that matches the case and binds its values, or
    /// `.name` without any; `name` as it stands after a dot.
    func writeCasePattern(named name: String, to output: inout some TextOutputStream) {
        output.write(".")
        output.write(name)
        guard !isEmpty else { return }
        output.write("(")
        write(to: &output) { $0.writeBinding(to: &$1) }
        output.write(")")
    }

    /// The declarations as one string, as ``writeDeclarations(leading:to:)`` writes them.
    func declarations(leading: [String] = []) -> String {
        var text = ""
        writeDeclarations(leading: leading, to: &text)
        return text
    }

    /// The requirements as one string, as ``writeRequirements(to:)`` writes them.
    func requirements() -> String {
        var text = ""
        writeRequirements(to: &text)
        return text
    }

    /// The arguments as one string, as ``writeArguments(after:to:)`` writes them.
    func arguments(after leading: [String] = []) -> String {
        var text = ""
        writeArguments(after: leading, to: &text)
        return text
    }

    /// Writes `leading`, then what `write` writes of each parameter, separated by commas.
    private func write<Output: TextOutputStream>(
        leading: [String] = [], to output: inout Output, _ write: (Parameter, inout Output) -> Void
    ) {
        var isFirst = true
        func separate() {
            if !isFirst { output.write(", ") }
            isFirst = false
        }
        for piece in leading {
            separate()
            output.write(piece)
        }
        for parameter in self {
            separate()
            write(parameter, &output)
        }
    }
}
