import NavGenCore
import NavGenStoryboards

extension ImportRun {
    /// A transition with `style: unwind` for each identified unwind segue of the screen's scene
    /// whose action is the unwind action navgen generates for a screen (`unwindToInbox:`), which
    /// names the screen it goes back to; a comment for any other.
    mutating func addUnwinds(
        from screen: ImportedScreen, _ controller: ViewController, _ storyboard: InterfaceBuilderDocument,
        screens: some Collection<ImportedScreen>, segueCases: inout Set<String>
    ) {
        for segue in controller.segues where segue.kind == "unwind" {
            let described = "unwind segue \(segue.identifier.map { "'\($0)' " } ?? "")of \(screen.name) (\(Self.place(storyboard, segue.location)))"
            guard let identifier = segue.identifier else {
                transitionComments.append("# \(described) has no identifier: give it one to perform it from code.")
                continue
            }
            guard let action = segue.unwindAction, let target = screens.first(where: { "\(Screen.unwindActionName(of: $0.name)):" == action }) else {
                transitionComments.append(
                    "# \(described) calls '\(segue.unwindAction ?? "")', which is no screen's unwind action: add it with 'style: unwind' and 'to:' the screen it goes back to, and connect it to that screen's action.")
                continue
            }
            guard segueCases.insert(SwiftName.lowerCamelCase(fromWords: identifier)).inserted else {
                transitionComments.append("# \(described) has the same identifier as another of its segues.")
                continue
            }
            transitions.append(["from: \(screen.name)", "to: \(target.name)", "style: unwind", "segue: \(YAMLText.scalar(identifier))"])
        }
    }
}
