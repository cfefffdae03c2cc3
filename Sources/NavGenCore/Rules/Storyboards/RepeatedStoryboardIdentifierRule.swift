struct RepeatedStoryboardIdentifierRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "repeated-storyboard-identifier",
        severity: .warning,
        command: .verify,
        catches: "A scene with the storyboard ID of an earlier scene of its storyboard, one of which `instantiateViewController(withIdentifier:)` creates.",
        fix: "Give each scene an ID of its own.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Settings: { storyboard: Main, identifier: Settings }
                transitions:
                  - { from: Home, to: Settings, style: present }
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
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="b" customClass="SettingsViewController" customModuleProvider="target"/>
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
                  Settings: { storyboard: Main, identifier: Settings }
                transitions:
                  - { from: Home, to: Settings, style: present }
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
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Settings" id="b" customClass="SettingsViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let repeatedStoryboardIdentifier = Rule(RepeatedStoryboardIdentifierRule.self)
}
