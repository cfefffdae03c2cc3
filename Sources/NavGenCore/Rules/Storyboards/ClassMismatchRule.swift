struct ClassMismatchRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-mismatch",
        severity: .error,
        command: .verify,
        catches: "A scene, a xib's File's Owner, cell or first view whose class is not the one the spec names, or that is a plain UIKit object.",
        fix: "Set the class in the identity inspector, or fix `class`.",
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
                                    <viewController storyboardIdentifier="Home" id="a" customClass="MainViewController" customModuleProvider="target"/>
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
                """,
                files: ["Main.storyboard": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                                <objects>
                                    <viewController storyboardIdentifier="Home" id="a"/>
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
    public static let classMismatch = Rule(ClassMismatchRule.self)
}
