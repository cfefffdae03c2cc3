struct NoInterfaceFilesRule: DescribedRule {
    static let description = RuleDescription(
        identifier: "no-interface-files",
        severity: .warning,
        command: .verify,
        catches: "Folders that hold no `.storyboard` or `.xib`.",
        fix: "Name the folders that hold them with `--resources`.",
        triggeringExamples: [
            RuleExample(
                """
                version: 1
                screens:
                  Home: { entry: true, source: code }
                """),
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
    public static let noInterfaceFiles = Rule(NoInterfaceFilesRule.self)
}
