import NavGenCore

/// The pieces of Swift code a screen parameter appears in.
extension Parameter {
    /// The argument label. Keywords are valid labels as they are, except the three that change
    /// what a parameter is.
    var label: String {
        switch name {
        case "inout", "var", "let": "`\(name)`"
        default: name
        }
    }

    /// The parameter's name where code refers to it.
    var reference: String { SwiftName.escaped(name) }

    /// `user: User` as an associated value of an enum case (closures there need no `@escaping`).
    var associatedValue: String { "\(label): \(type)\(defaultClause)" }

    private var defaultClause: String { defaultValue.map { " = \($0)" } ?? "" }

    /// Appends `user: User` or `onTap: @escaping (User?) -> Void` as a protocol requirement
    /// declares it, and with its default value (`isEditable: Bool = false`) when `withDefault`,
    /// as a function declaration does.
    fileprivate func appendDeclaration(withDefault: Bool, to text: inout String) {
        text += label
        text += SwiftType.isFunction(type) ? ": @escaping " : ": "
        text += type
        if withDefault, let defaultValue {
            text += " = "
            text += defaultValue
        }
    }

    /// Appends `user: user`, as a call that passes the parameter on.
    fileprivate func appendArgument(to text: inout String) {
        text += label
        text += ": "
        text += reference
    }
}

extension Array where Element == Parameter {
    /// The declarations joined for a parameter clause, with extra leading and trailing declarations.
    func declarations(leading: [String] = [], adding extra: [String] = []) -> String {
        joined(leading: leading, trailing: extra) { $0.appendDeclaration(withDefault: true, to: &$1) }
    }

    /// The requirements joined for a protocol's parameter clause.
    func requirements() -> String {
        joined { $0.appendDeclaration(withDefault: false, to: &$1) }
    }

    /// The arguments joined for a call, with extra leading arguments.
    func arguments(after leading: [String] = []) -> String {
        joined(leading: leading) { $0.appendArgument(to: &$1) }
    }

    /// `leading`, what `append` writes of each parameter, then `trailing`, separated by commas,
    /// built in one string: signatures are printed for every screen and transition.
    private func joined(
        leading: [String] = [], trailing: [String] = [], _ append: (Parameter, inout String) -> Void
    ) -> String {
        var text = ""
        var isFirst = true
        func separate() {
            if !isFirst { text += ", " }
            isFirst = false
        }
        for piece in leading {
            separate()
            text += piece
        }
        for parameter in self {
            separate()
            append(parameter, &text)
        }
        for piece in trailing {
            separate()
            text += piece
        }
        return text
    }
}
