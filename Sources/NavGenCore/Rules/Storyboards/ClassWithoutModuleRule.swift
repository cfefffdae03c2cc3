struct ClassWithoutModuleRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "class-without-module",
        severity: .warning,
        command: .verify,
        catches: "A custom class without a module and without *Inherit Module From Target*: UIKit finds a Swift class so only when `@objc(Name)` names it.",
        fix: "Tick *Inherit Module From Target*.",
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
                                    <viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController"/>
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
    public static let classWithoutModule = Rule(ClassWithoutModuleRule.self)
}
