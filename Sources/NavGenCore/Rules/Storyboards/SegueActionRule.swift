struct SegueActionRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-action",
        severity: .error,
        command: .verify,
        catches: "A segue that carries data into a screen taking its parameters in its initializer and does not call the generated segue action; an unwind segue that calls another action than the destination's `unwindTo<Screen>:`.",
        fix: "Connect the segue's *Instantiation* to the action, or choose the action at the scene's Exit.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Detail: { storyboard: Main, identifier: Detail, parameters: { id: Int } }
                transitions:
                  - { from: Home, to: Detail, style: segue, segue: showDetail }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <connections>
                                            <segue destination="b" kind="show" identifier="showDetail" id="c"/>
                                        </connections>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Detail: { storyboard: Main, identifier: Detail }
                transitions:
                  - { from: Home, to: Detail, style: segue, segue: showDetail }
                  - { from: Detail, to: Home, style: unwind, segue: backHome }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <connections>
                                            <segue destination="b" kind="show" identifier="showDetail" id="c"/>
                                        </connections>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target">
                                        <connections>
                                            <segue kind="unwind" identifier="backHome" unwindAction="unwindToDetail:" id="d"/>
                                        </connections>
                                    </viewController>
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
                  Detail: { storyboard: Main, identifier: Detail, parameters: { id: Int } }
                transitions:
                  - { from: Home, to: Detail, style: segue, segue: showDetail }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <connections>
                                            <segue destination="b" kind="show" identifier="showDetail" destinationCreationSelector="makeShowDetail:sender:" id="c"/>
                                        </connections>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let segueAction = Rule(SegueActionRule.self)
}
