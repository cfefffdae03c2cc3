struct InitialSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "initial-scene",
        severity: .error,
        command: .verify,
        catches: "A screen with `initial: true` whose storyboard has no initial view controller, or whose scene with its `identifier` is not the initial one; an initial navigation controller around the screen, which `initial` would create instead of it.",
        fix: "Mark the scene *Is Initial View Controller*, or give it a storyboard ID and use `identifier`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, initial: true }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="a" customClass="HomeViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, initial: true }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <navigationController id="n">
                                        <connections>
                                            <segue destination="a" kind="relationship" relationship="rootViewController" id="r"/>
                                        </connections>
                                    </navigationController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="a" customClass="HomeViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, initial: true }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController id="a" customClass="HomeViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let initialScene = Rule(InitialSceneRule.self)
}
