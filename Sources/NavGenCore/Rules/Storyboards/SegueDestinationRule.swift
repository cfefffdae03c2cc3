struct SegueDestinationRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-destination",
        severity: .error,
        command: .verify,
        catches: "A segue that leads to another scene than the scene of its transition's destination.",
        fix: "Connect the segue to the destination's scene, or fix `to`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Detail: { storyboard: Main, identifier: Detail }
                  Settings: { storyboard: Main, identifier: Settings }
                transitions:
                  - { from: Home, to: Detail, style: segue, segue: showDetail }
                  - { from: Home, to: Settings, style: segue, segue: showSettings }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <connections>
                                            <segue destination="c" kind="show" identifier="showDetail" id="d"/>
                                            <segue destination="c" kind="show" identifier="showSettings" id="e"/>
                                        </connections>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                            <scene sceneID="s3">
                                <objects>
                                    <viewController storyboardIdentifier="Settings" id="c" customClass="SettingsViewController" customModuleProvider="target"/>
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
                  Detail: { storyboard: Main, identifier: Detail }
                  Settings: { storyboard: Main, identifier: Settings }
                transitions:
                  - { from: Home, to: Detail, style: segue, segue: showDetail }
                  - { from: Home, to: Settings, style: segue, segue: showSettings }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <connections>
                                            <segue destination="b" kind="show" identifier="showDetail" id="d"/>
                                            <segue destination="c" kind="show" identifier="showSettings" id="e"/>
                                        </connections>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                            <scene sceneID="s3">
                                <objects>
                                    <viewController storyboardIdentifier="Settings" id="c" customClass="SettingsViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let segueDestination = Rule(SegueDestinationRule.self)
}
