/// The owner of a type name among the classes and generated types of the spec, for messages.
struct TypeOwner {
    /// `screen`, `cell` or `view`, and its name: put into words only for a message.
    var kind: String
    var name: String
    var position: SourcePosition
    /// Whether the name is a type navgen generates for a screen rather than a class of the app.
    var isFactoryType = false

    var role: String { "\(kind) '\(name)'" }

    /// The owner of each class of the spec among `names`: its first screen, or its cell or view,
    /// in that order; `clash` gets each cell or view whose class another part owns already, which
    /// is left out. Only the names asked for are kept: a table of every screen's class, alive
    /// beside the resolved spec, would raise the peak of a large spec's validation.
    static func classes(
        of spec: ResolvedSpec, among names: Set<String>,
        clash: (_ className: Located<String>, _ role: String, _ owner: TypeOwner) -> Void = { _, _, _ in }
    ) -> [String: TypeOwner] {
        let declarations = spec.spec
        var owners: [String: TypeOwner] = [:]
        // By index, reading the fields it needs: copying whole screens costs more than the table.
        for index in spec.screens.indices where names.contains(spec.screens[index].className) && owners[spec.screens[index].className] == nil {
            owners[spec.screens[index].className] = TypeOwner(
                kind: "screen", name: spec.screens[index].name,
                position: declarations.screens[index].className?.position ?? declarations.screens[index].name.position)
        }
        let others = declarations.cells.map { ($0.className, "cell") } + declarations.views.map { ($0.className, "view") }
        for (className, role) in others where names.contains(className.value) {
            if let owner = owners[className.value] {
                clash(className, role, owner)
            } else {
                owners[className.value] = TypeOwner(kind: role, name: className.value, position: className.position)
            }
        }
        return owners
    }
}
