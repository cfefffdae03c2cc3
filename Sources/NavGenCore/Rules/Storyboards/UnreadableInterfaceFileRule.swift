struct UnreadableInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "unreadable-interface-file",
        severity: .error,
        command: .verify,
        catches: "A storyboard or xib that cannot be read, is not well-formed XML (with libxml2's reason), is not an Interface Builder document, is over 32 MiB or nests over 512 levels; a part of one that is not shaped as Interface Builder writes it (a scene without a view controller, a segue without a destination), which is left out.",
        fix: "Repair the file, or move it out of the folders.",
        triggeringExamples: [
            // <viewController> is not closed.
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
            // A segue without a destination.
            homeScene(segues: [.segue("show", to: nil, identifier: "showDetail")]),
        ],
        nonTriggeringExamples: [
            homeScene(segues: []),
        ])

    /// Home, whose scene has `segues`.
    private static func homeScene(segues: [ExampleElement]) -> RuleExample {
        .home(in: ExampleStoryboard(.viewController(id: "a", storyboardID: "Home", class: "HomeViewController", segues: segues)))
    }
}

extension Rule {
    public static let unreadableInterfaceFile = Rule(UnreadableInterfaceFileRule.self)
}
