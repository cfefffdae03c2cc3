struct ContainerSceneRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "container-scene",
        severity: .error,
        command: .verify,
        catches: "A container whose scene is of another kind, has another number of children, or whose relationship segues lead to other scenes than those of the spec's children, in order.",
        fix: "Make `root`, `tabs` or `primary` and `secondary` say what the storyboard holds.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Main: { entry: true, storyboard: Main, initial: true, root: Home }
                  Home: { storyboard: Main, identifier: false }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <tabBarController id="n">
                                        <connections>
                                            <segue destination="a" kind="relationship" relationship="viewControllers" id="r"/>
                                        </connections>
                                    </tabBarController>
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
            RuleExample(
                """
                version: 1
                screens:
                  Main: { entry: true, storyboard: Main, initial: true, tabs: [Home, Search] }
                  Home: { storyboard: Main, identifier: false }
                  Search: { storyboard: Main, identifier: false }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <tabBarController id="n">
                                        <connections>
                                            <segue destination="b" kind="relationship" relationship="viewControllers" id="r1"/>
                                            <segue destination="a" kind="relationship" relationship="viewControllers" id="r2"/>
                                        </connections>
                                    </tabBarController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="a" customClass="HomeViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                            <scene sceneID="s3">
                                <objects>
                                    <viewController id="b" customClass="SearchViewController" customModuleProvider="target"/>
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
                  Main: { entry: true, storyboard: Main, initial: true, root: Home }
                  Home: { storyboard: Main, identifier: false }
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
        ])
}

extension Rule {
    public static let containerScene = Rule(ContainerSceneRule.self)
}
