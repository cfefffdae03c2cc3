struct SegueKindRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "segue-kind",
        severity: .error,
        command: .verify,
        catches: "An embed segue named by a transition of `style: segue`, another segue by `style: embed`, a segue that is not an unwind segue by `style: unwind`.",
        fix: "Fix the transition's style, or the segue.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                  Summary: { storyboard: Main, identifier: false }
                transitions:
                  - { from: Home, to: Summary, style: segue, segue: embedSummary }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <containerView id="v">
                                            <connections>
                                                <segue destination="b" kind="embed" identifier="embedSummary" id="c"/>
                                            </connections>
                                        </containerView>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="b" customClass="SummaryViewController" customModuleProvider="target"/>
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
                                            <segue destination="a" kind="show" identifier="backHome" id="d"/>
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
                  Summary: { storyboard: Main, identifier: false }
                transitions:
                  - { from: Home, to: Summary, style: embed, segue: embedSummary }
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" customModuleProvider="target">
                                        <containerView id="v">
                                            <connections>
                                                <segue destination="b" kind="embed" identifier="embedSummary" id="c"/>
                                            </connections>
                                        </containerView>
                                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="s2">
                                <objects>
                                    <viewController id="b" customClass="SummaryViewController" customModuleProvider="target"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """]),
        ])
}

extension Rule {
    public static let segueKind = Rule(SegueKindRule.self)
}
