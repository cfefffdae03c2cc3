struct InheritedMethodNameRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "inherited-method-name",
        severity: .error,
        catches: "A way back named like a method its screen's class inherits with the same arguments, which its generated method cannot override.",
        illustration: "`{from: Editor, style: dismiss, name: dismiss}`",
        fix: "Give the transition another `name`, or leave the default (`close`).",
        triggeringExamples: [editorDismissing(name: "dismiss")],
        nonTriggeringExamples: [editorDismissing(name: "close")])

    /// The entry screen Home presents Editor, which goes back by a dismiss named `name`.
    private static func editorDismissing(name: String) -> RuleExample {
        .spec(
            screens: "Home: { entry: true }", "Editor: {}",
            transitions: "{ from: Home, to: Editor, style: present }", "{ from: Editor, style: dismiss, name: \(name) }")
    }
}

extension Rule {
    public static let inheritedMethodName = Rule(InheritedMethodNameRule.self)
}

extension InheritedMethodNameRule: SpecRule {
    /// A way back whose method is generated on its screen's own class is not named like a method
    /// the class inherits with the same arguments (`dismiss(animated:completion:)`): an extension
    /// cannot override it, and the method would call itself.
    static func judge(_ spec: ResolvedSpec, _ report: inout RuleReport) {
        for (declaration, index) in spec.waysBack {
            let transition = spec.backTransitions[index]
            let source = spec.screens[transition.source]
            guard source.host == .ownClass, let baseClass = InheritedMembers.baseClass(of: source) else { continue }
            let labels = transition.kind == .dismiss ? "animated:completion:" : "animated:"
            let method = "\(transition.name)(\(labels))"
            guard let owner = InheritedMembers.classDeclaring(method: method, inheritedBy: baseClass) else { continue }
            let written = spec.spec.transitions[declaration]
            report(
                "transition '\(transition.name)' of screen '\(source.name)' would be the method \(method), which '\(source.className)' inherits from \(owner) and an extension cannot override; give the transition another 'name'",
                at: written.name?.position ?? written.position)
        }
    }
}
