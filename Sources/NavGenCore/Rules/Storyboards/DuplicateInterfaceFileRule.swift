struct DuplicateInterfaceFileRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "duplicate-interface-file",
        severity: .warning,
        command: .verify,
        catches: "Two storyboards, or two xibs, of one name: `UIStoryboard(name:)` and `UINib(nibName:)` load one of them, and navgen reads the first it found.",
        fix: "Rename one, or name the folders of one bundle with `--resources`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                """,
                files: [
                    "Main.storyboard": """
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
                        """,
                    "Old/Main.storyboard": """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <scenes>
                                <scene sceneID="s1">
                                    <objects>
                                        <viewController id="a"/>
                                    </objects>
                                </scene>
                            </scenes>
                        </document>
                        """,
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, storyboard: Main, identifier: Home }
                """,
                files: [
                    "Main.storyboard": """
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
                        """,
                    "Old/Legacy.storyboard": """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <scenes>
                                <scene sceneID="s1">
                                    <objects>
                                        <viewController id="a"/>
                                    </objects>
                                </scene>
                            </scenes>
                        </document>
                        """,
                ]),
        ])
}

extension Rule {
    public static let duplicateInterfaceFile = Rule(DuplicateInterfaceFileRule.self)
}
