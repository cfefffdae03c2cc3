extension InheritedMembers {
    /// The UIKit class the app's class of `screen` inherits from; nil for a class of a framework's
    /// own, which takes no parameters (framework-class-parameters) and gets no methods.
    static func baseClass(of screen: Screen) -> String? {
        SystemClass.module(of: screen.className) == nil ? baseClass(ofContainer: screen.container?.kind) : nil
    }

    /// Calls `body` with each parameter, injected by `injection`, of a screen of the app's own
    /// class that is named like a property the class inherits: with the screen's index, the
    /// parameter's declaration and the words that say who declares the property.
    static func forEachInheritedParameter(
        of spec: ResolvedSpec, injectedBy injection: Injection,
        _ body: (_ screen: ScreenIndex, _ parameter: ParameterDeclaration, _ property: String) -> Void
    ) {
        for index in spec.screens.typedIndices where spec.screens[index].injection == injection {
            let parameters = spec.spec.screens[index].parameters
            guard !parameters.isEmpty, let baseClass = baseClass(of: spec.screens[index]) else { continue }
            for parameter in parameters {
                guard let owner = classDeclaring(property: parameter.name.value, inheritedBy: baseClass) else { continue }
                body(index, parameter, "'\(spec.screens[index].className)' inherits the property '\(parameter.name.value)' from \(owner)")
            }
        }
    }
}
