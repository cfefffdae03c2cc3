/// The SwiftUI views of a module's screens, which the `swiftui` routers and the `swiftui-stack`
/// routes construct: one `let` per parameter of the screen's own, in order, and a `body`; a
/// public view (of a screen other modules show) with the initializer its memberwise one would be.
struct SwiftUIViewWriter {
    let context: ModuleContext

    var text: String {
        ([context.imports("SwiftUI")] + context.module.screens.map(view)).joined(separator: "\n")
    }

    func view(_ screen: Screen) -> String {
        let access = context.access(for: screen)
        let properties = screen.parameters.map { "    let \(SwiftNaming.escaped($0.name)): \($0.kind.type)" }
        var members = properties.isEmpty ? [] : [properties.joined(separator: "\n")]
        if access != .internal {
            let assignments = screen.parameters.map { "        self.\(SwiftNaming.escaped($0.name)) = \(SwiftText.internalName($0.name))" }
            let body = assignments.isEmpty ? "" : "\n" + assignments.joined(separator: "\n") + "\n    "
            members.append("    \(access.keyword)init(\(SwiftText.initializerParameters(screen.parameters))) {\(body)}")
        }
        members.append("    \(access.keyword)var body: some View {\n        Text(\(SwiftText.literal(screen.name)))\n    }")
        return "\(access.keyword)struct \(SwiftNaming.escaped(screen.viewType)): View {\n" + members.joined(separator: "\n\n") + "\n}\n"
    }
}
