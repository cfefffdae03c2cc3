struct MissingSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-scene",
        severity: .error,
        command: .verify,
        catches: "A screen whose scene its storyboard does not have: no scene with its storyboard ID (with the closest), no scene of its class without ID for a screen with `identifier: false`, or several that nothing tells apart; a segue or container of the spec that leads to the screen's scene in another storyboard.",
        fix: "Give the scene its storyboard ID, or show the screen with a segue of the spec.",
        triggeringExamples: [
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
                                    <viewController storyboardIdentifier="Hom" id="a" customClass="HomeViewController" customModuleProvider="target"/>
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
                  Home: { entry: true, storyboard: Main, identifier: Home }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let missingScene = Rule(MissingSceneRule.self)
}
