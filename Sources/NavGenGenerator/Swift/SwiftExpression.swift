/// A Swift expression made of calls and array literals, to be written as a statement: on one line
/// when it fits, otherwise broken from the outside in, one argument or element a line, the way
/// swift-format breaks a call, so that generated statements read as hand-written ones.
indirect enum SwiftExpression: Equatable {
    /// Code that is never broken: a name, a literal, `CategoryViewController.instantiate(…)`.
    case code(String)
    /// `function(label: value, …)`, or `function()` without arguments.
    case call(String, [Argument])
    /// `[element, …]`.
    case array([SwiftExpression])

    /// An argument of a call; nil labels an unlabelled one.
    struct Argument: Equatable {
        var label: String?
        var value: SwiftExpression

        init(_ label: String?, _ value: SwiftExpression) {
            self.label = label
            self.value = value
        }

        var prefix: String { label.map { $0 + ": " } ?? "" }
    }

    /// The expression on one line.
    var line: String {
        switch self {
        case .code(let code): code
        case .call(let function, let arguments):
            function + "(" + arguments.map { $0.prefix + $0.value.line }.joined(separator: ", ") + ")"
        case .array(let elements): "[" + elements.map(\.line).joined(separator: ", ") + "]"
        }
    }

    /// The expression's lines, after `prefix` on the first and before `suffix` on the last, each
    /// at most `width` characters where breaking can make it so; the lines after the first are
    /// indented from it by four spaces a level.
    func lines(fitting width: Int, prefix: String = "", suffix: String = "") -> [String] {
        let line = prefix + line + suffix
        switch self {
        case _ where line.count <= width: return [line]
        case .code: return [line]
        case .call(_, let arguments) where arguments.isEmpty: return [line]
        case .call(let function, let arguments):
            let inner = arguments.enumerated().flatMap { offset, argument in
                argument.value.lines(
                    fitting: width - 4, prefix: argument.prefix, suffix: offset == arguments.count - 1 ? ")" + suffix : ",")
            }
            return [prefix + function + "("] + inner.map { "    " + $0 }
        case .array(let elements):
            let inner = elements.flatMap { $0.lines(fitting: width - 4, suffix: ",") }
            return [prefix + "["] + inner.map { "    " + $0 } + ["]" + suffix]
        }
    }
}
