/// The UIKit classes of a module: each screen's view controller with what its source and
/// injection ask of it (docs/Spec.md), the cells, the nib views, and `Bundle.module`.
struct UIKitClassWriter {
    let context: ModuleContext

    var text: String {
        var sections = [context.imports("UIKit")]
        if usesModuleBundle {
            sections.append("// SwiftPM generates this accessor for a target with resources; this stands in for it, computed\n// since the iOS 16.4 SDK's Bundle is not Sendable, which makes a stored static an error.\nextension Bundle {\n    static var module: Bundle { .main }\n}\n")
        }
        sections += classes.map(declaration)
        let module = context.module
        sections += module.cells.map { "\(access)final class \(SwiftNaming.escaped($0.className)): \($0.kind == .table ? "UITableViewCell" : "UICollectionViewCell") {}\n" }
        sections += module.views.map { "\(access)final class \(SwiftNaming.escaped($0.className)): UIView {}\n" }
        return sections.joined(separator: "\n")
    }

    var access: String { context.typeAccess.keyword }

    var usesModuleBundle: Bool {
        let module = context.module
        return module.screens.contains { module.bundle(of: $0) == .module }
            || module.cells.contains { ($0.bundle ?? module.defaults.bundle) == .module }
            || module.views.contains { ($0.bundle ?? module.defaults.bundle) == .module }
    }

    /// A class of the app's own and the screens that have it.
    struct OwnClass {
        var name: String
        var screens: [Screen]
    }

    /// The module's own classes, a shared one once, in the order of their first screen.
    var classes: [OwnClass] {
        var result: [OwnClass] = []
        for screen in context.module.screens {
            switch screen.className {
            case .framework: continue
            case .derived where screen.container != nil: continue
            case .shared(let name):
                if let index = result.firstIndex(where: { $0.name == name }) {
                    result[index].screens.append(screen)
                    continue
                }
            case .derived, .own: break
            }
            result.append(OwnClass(name: screen.classText, screens: [screen]))
        }
        return result
    }

    func declaration(of ownClass: OwnClass) -> String {
        let module = context.module
        let access = (ownClass.screens.map(context.access(for:)).max() ?? .internal).keyword
        let first = ownClass.screens[0]
        var members: [String] = []
        var initializers: [String] = []
        for screen in ownClass.screens {
            let takesProperties = module.injection(of: screen) == .property
            for parameter in screen.parameters {
                let name = SwiftNaming.escaped(parameter.name)
                let member = takesProperties ? "    var \(name): \(parameter.kind.propertyType) = nil" : "    let \(name): \(parameter.kind.type)"
                if !members.contains(member) { members.append(member) }
            }
            guard !takesProperties, !screen.parameters.isEmpty else { continue }
            let initializer = self.initializer(of: screen)
            if !initializers.contains(initializer) { initializers.append(initializer) }
        }
        if !initializers.isEmpty {
            initializers.append("    \(access)required init?(coder: NSCoder) {\n        nil\n    }")
        }
        var body = [members.joined(separator: "\n")] + initializers
        if ownClass.screens.contains(where: needsPrepareHook) {
            body.append(
                "    \(access)override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        prepareSegue(segue, sender: sender)\n    }")
        }
        body = body.filter { !$0.isEmpty }
        let opening = "\(access)final class \(SwiftNaming.escaped(ownClass.name)): \(first.superclassText)"
        return body.isEmpty ? opening + " {}\n" : opening + " {\n" + body.joined(separator: "\n\n") + "\n}\n"
    }

    /// The initializer the factory calls for a screen that takes its parameters in it.
    func initializer(of screen: Screen) -> String {
        let parameters = SwiftText.initializerParameters(screen.parameters)
        let assignments = screen.parameters.map { "        self.\(SwiftNaming.escaped($0.name)) = \(SwiftText.internalName($0.name))" }
        let (signature, superCall): (String, String) =
            switch screen.source {
            case .storyboard: ("init?(coder: NSCoder, \(parameters))", "super.init(coder: coder)")
            case .nib: ("init(nibName: String?, bundle: Bundle?, \(parameters))", "super.init(nibName: nibName, bundle: bundle)")
            case .code:
                if case .split = screen.container {
                    ("init(style: UISplitViewController.Style, \(parameters))", "super.init(style: style)")
                } else {
                    ("init(\(parameters))", "super.init(nibName: nil, bundle: nil)")
                }
            }
        return "    \(signature) {\n" + assignments.joined(separator: "\n") + "\n        \(superCall)\n    }"
    }

    /// Whether a segue from the screen carries data to a destination that takes it as
    /// properties, which the generated `prepareSegue(_:sender:)` sets from `prepare(for:sender:)`.
    func needsPrepareHook(_ screen: Screen) -> Bool {
        let module = context.module
        return context.transitions(from: module.reference(screen.name)).contains { transition in
            guard transition.style == .segue, let target = transition.to, let (destination, owner) = context.screen(target) else { return false }
            return !owner.parametersBelow(destination).isEmpty && (destination.container != nil || owner.injection(of: destination) == .property)
        }
    }
}
