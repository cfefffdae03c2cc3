import NavGenCore

/// The pieces of Swift code a screen parameter appears in.
extension Parameter {
    /// The argument label. Keywords are valid labels as they are, except the three that change
    /// what a parameter is.
    var label: String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The parameter's name where code refers to it.
    var reference: String { SwiftName.escaped(name) }

    /// `user: User`, `onTap: @escaping (User?) -> Void`, `isEditable: Bool = false` in a function
    /// declaration.
    var declaration: String { requirement + defaultClause }

    /// The declaration without its default value, as a protocol requirement must be written.
    var requirement: String {
        "\(label): \(SwiftType.isFunction(type) ? "@escaping " : "")\(type)"
    }

    /// `user: User` as an associated value of an enum case (closures there need no `@escaping`).
    var associatedValue: String { "\(label): \(type)\(defaultClause)" }

    /// `user: user` in a call that passes the parameter on.
    var argument: String { "\(label): \(reference)" }

    private var defaultClause: String { defaultValue.map { " = \($0)" } ?? "" }
}

extension Array where Element == Parameter {
    /// The declarations joined for a parameter clause, with extra trailing declarations.
    func declarations(adding extra: [String] = []) -> String {
        (map(\.declaration) + extra).joined(separator: ", ")
    }

    /// The requirements joined for a protocol's parameter clause.
    func requirements() -> String {
        map(\.requirement).joined(separator: ", ")
    }

    /// The arguments joined for a call, with extra leading arguments.
    func arguments(after leading: [String] = []) -> String {
        (leading + map(\.argument)).joined(separator: ", ")
    }
}
