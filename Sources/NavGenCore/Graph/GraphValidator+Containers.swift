/// The resolution of containers: navigation, tab bar and split view controllers and the screens
/// they hold.
extension ValidationRun {
    /// Gives each container screen its children, after reporting names that are no screen's.
    /// Returns whether every container was resolved, without which the checks of the containers'
    /// structure and of reachability would report what is only a misspelt name.
    mutating func resolveContainers(_ declarations: [ScreenDeclaration], _ screens: inout [Screen], indexByName: ScreenNames) -> Bool {
        var resolved = true
        // By index: most screens are no container, and copying each declaration costs more.
        for index in declarations.indices {
            guard let (kind, names) = declarations[index].declaredContainer, !names.isEmpty else { continue }
            let owner = declarations[index].name.value
            let children = names.enumerated().compactMap { position, name in
                screenIndex(
                    name, in: indexByName,
                    "screen '\(owner)' has \(kind.child(at: position)) '\(name.value)', which is not a declared screen")
            }
            guard children.count == names.count else {
                resolved = false
                continue
            }
            screens[index].container =
                switch kind {
                case .navigation: .navigation(root: children[0])
                case .tabs: .tabs(children)
                case .split: .split(primary: children[0], secondary: children[1])
                }
        }
        return resolved
    }
}
