struct MissingSegueRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "missing-segue",
        severity: .error,
        command: .verify,
        catches: "A transition of style `segue`, `embed` or `unwind` whose source's scene has no segue of its identifier (with the closest), or, for one without identifier, no segue of its kind without identifier to a scene of the destination's class.",
        fix: "Give the segue its identifier in the attributes inspector.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Detail: { storyboard: Main, identifier: Detail }
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
                                            <segue destination="b" kind="show" id="c"/>
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
                  - { from: Home, to: Detail, style: segue, segue: false }
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
                                    <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModuleProvider="target"/>
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
        ])
}

extension Rule {
    public static let missingSegue = Rule(MissingSegueRule.self)
}
