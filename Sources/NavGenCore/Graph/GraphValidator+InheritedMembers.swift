/// The rules of the names a screen's own class gets from the spec and already has from UIKit
/// (``InheritedMembers``): its parameters, which become its properties, and the methods of its
/// ways back, which the spec may name.
extension ValidationRun {

    /// No parameter of a screen of the app's own class has the name of a property its class
    /// inherits. With property injection the generated code assigns `viewController.title =
    /// title`: it sets UIKit's property when the class declares none, and a stored property of
    /// that name does not compile. With initializer injection the generated code compiles, and only
    /// the usual storage, `let title`, does not, which the app may avoid: a warning it can disable.
    mutating func checkInheritedNames(of declaration: ScreenDeclaration, _ screen: Screen, at index: Int) {
        guard !declaration.parameters.isEmpty, let baseClass = Self.baseClass(of: screen) else { return }
        for parameter in declaration.parameters {
            let name = parameter.name
            guard let owner = InheritedMembers.classDeclaring(property: name.value, inheritedBy: baseClass) else { continue }
            let property = "'\(screen.className)' inherits the property '\(name.value)' from \(owner)"
            switch screen.injection {
            case .property:
                report(
                    .inheritedPropertyInjection,
                    "parameter '\(name.value)' of screen '\(declaration.name.value)' is injected as a property, but \(property): the generated 'viewController.\(name.value) = \(name.value)' would set UIKit's property or not compile, and a property of the app's cannot override it; rename the parameter",
                    at: name.position)
            case .initializer:
                report(
                    .inheritedPropertyStorage,
                    "parameter '\(name.value)' of screen '\(declaration.name.value)' cannot be stored as 'let \(name.value)', since \(property); rename the parameter, or store it under another name and disable the rule on the screen",
                    at: name.position, about: .screen(index))
            }
        }
    }

    /// A way back whose method is generated on its screen's own class is not named like a method
    /// the class inherits with the same arguments (`dismiss(animated:completion:)`): an extension
    /// cannot override it, and the method would call itself.
    mutating func checkInheritedName(of transition: BackTransition, declaredAt declaration: TransitionDeclaration, _ screens: [Screen]) {
        let source = screens[transition.source]
        guard source.host == .ownClass, let baseClass = Self.baseClass(of: source) else { return }
        let labels = transition.kind == .dismiss ? "animated:completion:" : "animated:"
        let method = "\(transition.name)(\(labels))"
        guard let owner = InheritedMembers.classDeclaring(method: method, inheritedBy: baseClass) else { return }
        report(
            .inheritedMethodName,
            "transition '\(transition.name)' of screen '\(source.name)' would be the method \(method), which '\(source.className)' inherits from \(owner) and an extension cannot override; give the transition another 'name'",
            at: declaration.name?.position ?? declaration.position)
    }

    /// The UIKit class the app's class of `screen` inherits from; nil for a class of a framework's
    /// own, which takes no parameters (framework-class-parameters) and gets no methods.
    private static func baseClass(of screen: Screen) -> String? {
        SystemClass.module(of: screen.className) == nil ? InheritedMembers.baseClass(ofContainer: screen.container?.kind) : nil
    }
}
